"""Defects of issue 10 seen from Discord: every DM move gets its receipt, also after a double
Lock in; a player whose DMs are closed and who writes anyway hears back; older boards and
receipts lose their buttons; a Thwart Omega match nobody plays ends abandoned."""

from __future__ import annotations

import discord
import simcord

from bot.engine.model import MatchStatus
from tests.bot.conftest import World, bot_messages, confirmed, note, said, shown, start_match
from tests.bot.test_thwart import dms, receipts

THWART = "thwart-omega"


async def test_a_second_lock_in_does_not_swallow_the_next_receipt(world: World) -> None:
    match_id, thread = await start_match(world, THWART)
    await world.alice.send_dm("b c3 w e5")
    receipt = dms(world.alice)[-1]
    first = await world.alice.user.click(receipt, label="Lock in")
    assert "is locked in" in note(first)
    again = await world.alice.user.click(receipt, label="Lock in")  # pressed twice
    assert "is locked in" in note(again)
    by_command = await world.alice.slash(thread, "lock")  # and /lock on top
    assert by_command.ephemeral and "locked" in said(by_command)
    await world.bob.send_dm("b a1 w a2 lock")
    assert (await world.match(match_id)).round == 2

    await world.alice.send_dm("b b2 w f6")  # round 2, by DM: the receipt must come
    assert receipts(world.alice)[-1].startswith(f"📝 Match #{match_id} · round 2:")
    await world.alice.send_dm("b b3 w f5")  # and the next one too
    assert "I recorded `b b3 w f5`" in receipts(world.alice)[-1]


async def test_a_lock_in_that_ends_the_round_names_the_round_it_locked(world: World) -> None:
    match_id, _thread = await start_match(world, THWART)
    await world.bob.send_dm("b a1 w a2 lock")
    await world.alice.send_dm("b c3 w e5")
    locked = await world.alice.user.click(dms(world.alice)[-1], label="Lock in")
    assert (await world.match(match_id)).round == 2  # the press ended round 1
    assert "`b c3 w e5` is locked in for round 1." in note(locked)


async def test_a_player_with_closed_dms_who_writes_anyway_hears_back(world: World) -> None:
    world.env.inject_error(
        "POST",
        f"/channels/{world.bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    match_id, thread = await start_match(world, THWART)
    before = len(bot_messages(thread, world.env))
    await world.bob.send_dm("b c3 w e5")  # recorded, but the DM answer cannot be sent
    mine = await world.arena.service.my_submission(match_id, world.bob.id)
    assert mine is not None and mine.move == "b c3 w e5"
    [pointer] = bot_messages(thread, world.env)[before:]
    assert world.bob.mention in shown(pointer) and "/secret" in shown(pointer)
    assert "c3" not in shown(pointer) and "e5" not in shown(pointer)  # RULES.md §3
    await world.bob.send_dm("d4 d5")  # unreadable: the explanation cannot be sent either
    [again] = bot_messages(thread, world.env)[before + 1 :]
    assert world.bob.mention in shown(again) and "d4" not in shown(again)
    status = await world.bob.slash(thread, "secret")
    assert "Recorded for you: `b c3 w e5`" in said(status)


def _buttons(message: discord.Message, person: simcord.MemberActor) -> list[str]:
    """The labels of the buttons ``message`` shows now (re-read from Discord)."""
    [now] = [m for m in person.user.dm_channel.history() if m.id == message.id]
    return [
        str(getattr(item, "label", ""))
        for row in now.components
        for item in getattr(row, "children", [])
    ]


async def test_an_old_receipt_loses_its_lock_in_button(world: World) -> None:
    match_id, _thread = await start_match(world, THWART)
    await world.alice.send_dm("b c3 w e5")
    first = dms(world.alice)[-1]
    assert _buttons(first, world.alice) == ["Lock in"]
    await world.alice.send_dm("b d4 w e6")  # a newer receipt takes over the button
    second = dms(world.alice)[-1]
    assert _buttons(first, world.alice) == [] and _buttons(second, world.alice) == ["Lock in"]
    await world.env.advance_time(60)  # round 2 opens: round 1's Lock in is over too
    assert (await world.match(match_id)).round == 2
    assert _buttons(second, world.alice) == []


async def test_the_last_board_loses_its_buttons_when_the_match_ends(world: World) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    black, white = world.member(view.players[0]), world.member(view.players[1])
    await black.slash(thread, "move", move="b2")
    board = bot_messages(thread, world.env)[-1]
    assert board.components  # Swap colours
    await confirmed(white, thread, "resign")
    [now] = [m for m in thread.history() if m.id == board.id]
    assert not now.components


async def test_a_thwart_omega_match_nobody_plays_ends_abandoned(world: World) -> None:
    match_id, thread = await start_match(world, THWART)
    for _ in range(3):  # RULES terms: three rounds in a row without a move from anyone
        await world.env.advance_time(60)
    view = await world.match(match_id)
    assert view.status is MatchStatus.FINISHED and view.result is not None
    assert view.result.winner is None and view.result.reason == "abandoned"
    last = shown(bot_messages(thread, world.env)[-1])
    assert "abandoned" in last and "3 rounds in a row" in last
