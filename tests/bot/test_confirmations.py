"""Confirmations and limits: ``/resign`` and ``/abort`` ask privately first (buttons that expire,
a second press changes nothing), at most five open challenges per player, a cooldown on /play."""

from __future__ import annotations

from bot.engine.model import MatchStatus
from tests.bot.conftest import World, bot_messages, said, shown, start_match
from tests.bot.simultaneous import emit_click


async def test_resign_asks_first_and_keep_it_changes_nothing(world: World) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    asked = await world.alice.slash(thread, "resign")
    question = asked.response
    assert question is not None and question.ephemeral
    assert f"Resign match #{match_id}? Your opponent wins." in question.content
    before = len(bot_messages(thread, world.env))
    kept = await world.alice.click(question, label="Keep it")
    assert kept.response is not None and kept.response.content == "Nothing was done."
    assert not kept.response.components, "the buttons are gone"
    assert (await world.match(match_id)).status is MatchStatus.ACTIVE
    assert len(bot_messages(thread, world.env)) == before


async def test_a_confirmation_expires(world: World) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    question = (await world.bob.slash(thread, "abort")).response
    assert question is not None
    await world.env.advance_time(61)
    late = await world.bob.click(question, label="Abort the match")
    assert late.response is not None and "expired" in late.response.content
    assert (await world.match(match_id)).status is MatchStatus.ACTIVE


async def test_a_double_pressed_resign_resigns_once(world: World) -> None:
    match_id, thread = await start_match(world, "meuda", size=4)
    question = (await world.alice.slash(thread, "resign")).response
    assert question is not None
    [row] = question.components
    custom_id = next(b["custom_id"] for b in row["components"] if b["label"] == "Resign")
    first = emit_click(world.env, world.alice, question, custom_id, thread.id)
    second = emit_click(world.env, world.alice, question, custom_id, thread.id)
    await world.env.settle()
    refusals = [f.content for pressed in (first, second) for f in pressed.followups]
    assert refusals == [f"Match #{match_id} is over; nothing more can be played in it."]
    view = await world.match(match_id)
    assert view.status is MatchStatus.FINISHED and view.result is not None
    assert sum("is over" in shown(m) for m in bot_messages(thread, world.env)) == 1


async def test_at_most_five_open_challenges_and_a_cooldown(world: World) -> None:
    channel = world.channel
    for _ in range(5):
        assert "is posted" in said(await world.alice.slash(channel, "play meter"))
        refused = said(await world.alice.slash(channel, "play meuda"))
        assert "please wait 5 s" in refused
        await world.env.advance_time(5)
    text = said(await world.alice.slash(channel, "play meter", opponent=world.bob))
    assert "already have 5 open challenges (#1, #2, #3, #4, #5)" in text
    assert len(bot_messages(channel, world.env)) == 5
    await world.alice.click(bot_messages(channel, world.env)[0], label="Withdraw")
    assert "is posted" in said(await world.alice.slash(channel, "play meter"))
    assert "is posted" in said(await world.bob.slash(channel, "play meter")), "per player"
