"""A new bot process on the same database carries on: in the middle of a Thwart Omega round, in
the middle of a turn-based match, with a challenge still open (its message is closed in place
and the match thread hangs off it); buttons posted by the old process keep working, a player
whose DMs are closed is told so once, and an outage does not cost anyone a round."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import discord

from bot.discord_app import StoneArenaBot
from bot.engine.model import MatchStatus
from tests.bot.conftest import (
    World,
    bot_messages,
    buttons_of,
    challenge,
    images,
    note,
    said,
    shown,
    start_match,
    thread_of,
)

Restart = Callable[[], Awaitable[StoneArenaBot]]


async def test_restart_in_the_middle_of_a_round(world: World, restart: Restart) -> None:
    match_id, thread = await start_match(world, "thwart-omega")
    await world.alice.send_dm("b d2 w f4")
    receipt = [m for m in world.alice.user.dm_channel.history() if "I recorded" in shown(m)][-1]
    await restart()
    # The sealed submission survived; the old receipt's Lock button works in the new process.
    locked = await world.alice.user.click(receipt, label="Lock in")
    assert "`b d2 w f4` is locked in" in note(locked)
    await world.bob.send_dm("b a1 w a2")
    assert "I recorded `b a1 w a2`" in world.bob.user.dm_channel.history()[-1].content
    await world.env.advance_time(60)
    reveal = bot_messages(thread, world.env)[-1]
    assert "round 1 revealed" in shown(reveal) and "`b d2 w f4`" in shown(reveal)
    assert images(reveal)
    assert (await world.match(match_id)).round == 2


async def test_restart_in_the_middle_of_a_turn_based_match(world: World, restart: Restart) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    black, white = (world.member(p) for p in view.players)
    await black.slash(thread, "move", move="b2")
    board = bot_messages(thread, world.env)[-1]
    assert "Swap colours" in str([c.to_dict() for c in board.components])
    await restart()
    swapped = await white.click(board, label="Swap colours")  # a button of the old process
    assert "`swap`" in note(swapped)
    view = await world.match(match_id)
    assert view.ply == 2 and view.players == (black.id, white.id)
    assert view.colours == ("white", "black")
    assert view.to_act == (black.id,)  # RULES.md §2: the new White (seat 0) moves
    choices = await black.autocomplete(thread, "move", "move", "")
    result = await black.slash(thread, "move", move=choices[0]["value"])
    assert "You played" in result.response.content  # type: ignore[union-attr]
    assert (await world.match(match_id)).ply == 3


async def test_open_challenge_survives_a_restart(world: World, restart: Restart) -> None:
    message = await challenge(world, "meuda", size=4)  # open: anyone may accept
    await restart()
    accepted = await world.carol.click(message, label="Accept")
    assert "match #1 starts" in note(accepted)
    thread = thread_of(world, 1)
    assert (await world.match(1)).thread_id == thread.id
    assert images(bot_messages(thread, world.env)[-1])


def message_now(world: World, message: discord.Message) -> discord.Message:
    """``message`` as the channel shows it now (after any edits)."""
    return next(m for m in world.channel.history() if m.id == message.id)


async def test_a_challenge_accepted_after_a_restart_is_closed_in_place(
    world: World, restart: Restart
) -> None:
    message = await challenge(world, "meuda", size=4)  # open: anyone may accept
    where = (await world.arena.service.get_challenge(1)).message
    assert where == (world.channel.id, message.id)  # stored, not kept in memory
    await restart()
    accepted = await world.carol.click(message, label="Accept")
    assert "match #1 starts" in note(accepted)
    closed = message_now(world, message)
    assert "was accepted by" in shown(closed) and "match #1" in shown(closed)
    assert not buttons_of(closed)  # the buttons are gone
    thread = thread_of(world, 1)
    assert thread.id == message.id  # the match thread hangs off the challenge message
    assert (await world.match(1)).thread_id == thread.id


async def test_a_challenge_expiring_after_a_restart_is_closed_in_place(
    world: World, restart: Restart
) -> None:
    message = await challenge(world, "interleave", opponent=world.bob)
    await restart()
    await world.env.advance_time(3600)  # nobody presses a button: only the database knows
    closed = message_now(world, message)
    assert "expired" in shown(closed) and not buttons_of(closed)


async def test_closed_dms_are_announced_once_across_a_restart(
    world: World, restart: Restart
) -> None:
    world.env.inject_error(
        "POST",
        f"/channels/{world.bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    match_id, thread = await start_match(world, "thwart-omega")

    def notices() -> list[str]:
        return [shown(m) for m in bot_messages(thread, world.env) if "cannot send you" in shown(m)]

    assert len(notices()) == 1
    await restart()
    await world.alice.send_dm("b a1 w a2 lock")
    result = await world.bob.slash(thread, "secret", move="b c3 w e5", lock=True)
    assert result.ephemeral and "locked" in said(result)
    assert (await world.match(match_id)).round == 2
    # Round 2's prompt for bob: a mention in the thread, without the notice again.
    [prompt] = [shown(m) for m in bot_messages(thread, world.env) if "round 2 of" in shown(m)]
    assert world.bob.mention in prompt and "/secret" in prompt
    assert "c3" not in prompt and "a1" not in prompt
    assert len(notices()) == 1


async def test_outage_grace_extends_a_round(world: World, restart: Restart) -> None:
    match_id, thread = await start_match(world, "thwart-omega")
    old = world.bot
    assert old.arena is not None
    await old.arena.close()  # the process dies: no timers fire while it is down
    await world.env.advance_time(120)
    assert (await restart()) is world.bot
    notice = shown(bot_messages(thread, world.env)[-1])
    assert "the bot was offline" in notice and "Round 1 now ends" in notice
    view = await world.match(match_id)
    assert view.status is MatchStatus.ACTIVE and view.round == 1
    await world.env.advance_time(30)
    assert (await world.match(match_id)).round == 2
