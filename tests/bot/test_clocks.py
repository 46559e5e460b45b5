"""Clocks on simcord's virtual time: move deadlines shown as live timestamps, a lost-on-time
result, challenges that expire, and a whole Meuda turn written in one line."""

from __future__ import annotations

from bot.engine.model import MatchStatus
from tests.bot.conftest import (
    World,
    buttons_of,
    challenge,
    last_bot_message,
    said,
    shown,
    start_match,
)


async def test_move_clock_shows_a_live_deadline_and_ends_on_time(world: World) -> None:
    match_id, thread = await start_match(world, "meter", size=3, clock=60)
    view = await world.match(match_id)
    assert view.deadline is not None
    board = shown(last_bot_message(thread, world.env))
    assert f"deadline <t:{int(view.deadline.timestamp())}:R>" in board
    await world.env.advance_time(59)
    assert (await world.match(match_id)).status is MatchStatus.ACTIVE
    await world.env.advance_time(1)
    view = await world.match(match_id)
    assert view.status is MatchStatus.FINISHED and view.result is not None
    assert view.result.reason == "timeout"
    assert "on time" in shown(last_bot_message(thread, world.env))


async def test_an_unanswered_challenge_expires(world: World) -> None:
    message = await challenge(world, "interleave", opponent=world.bob)
    await world.env.advance_time(3600)
    closed = last_bot_message(world.channel, world.env)
    assert closed.id == message.id and "expired" in shown(closed) and not buttons_of(closed)
    assert not await world.arena.service.matches_of(world.alice.id)


async def test_a_whole_meuda_turn_in_one_line(world: World) -> None:
    match_id, thread = await start_match(world, "meuda", size=4)
    view = await world.match(match_id)
    first, second = world.member(view.players[0]), world.member(view.players[1])
    for cell in ("a1", "a4"):
        await first.slash(thread, "move", move=cell)
    await second.click(last_bot_message(thread, world.env), label="Take Black")
    black, white = second, first
    await black.slash(thread, "move", move="d4")  # roots that see one group: N = 1
    await white.slash(thread, "move", move="d7")
    choices = await black.autocomplete(thread, "move", "move", "d")
    root = next(c["value"] for c in choices if "places 2 stones" in c["name"])
    free = [
        c["value"]
        for c in await black.autocomplete(thread, "move", "move", "")
        if c["value"] != root
    ]
    before = (await world.match(match_id)).ply
    for other in free:
        result = await black.slash(thread, "move", move=f"{root} {other}")
        if "You played" in said(result):
            break
        assert "Nothing was placed" in said(result), said(result)
        assert (await world.match(match_id)).ply == before, "all or nothing"
    else:
        raise AssertionError("no two-stone turn worked")
    assert (await world.match(match_id)).ply == before + 2
    assert f"`{root} " in shown(last_bot_message(thread, world.env))
