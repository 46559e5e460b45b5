"""Durable timers on a fake clock: move clocks, grace warnings, inactivity, outage grace."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from bot.engine.model import Audience, MatchStatus, TimerKind, Timing
from tests.engine.support import ALICE, BOB, Harness

CLOCK = Timing(move_seconds=60)


async def test_running_out_of_time_loses(harness: Harness) -> None:
    view = await harness.start("meter", timing=CLOCK)
    assert view.deadline == harness.clock.now() + timedelta(seconds=60)
    harness.clock.advance(59)
    assert await harness.service.fire_due() == 0
    harness.clock.advance(1)
    assert await harness.service.fire_due() == 1
    view = await harness.service.get_match(view.id)
    assert view.status is MatchStatus.FINISHED and view.result is not None
    assert (view.result.winner, view.result.reason) == (1, "timeout")
    assert "Black ran out of time" in view.result.details


async def test_a_move_resets_the_clock_and_an_old_timer_does_nothing(harness: Harness) -> None:
    view = await harness.start("meter", timing=CLOCK)
    harness.clock.advance(50)
    async with harness.store.read() as uow:
        (old,) = await uow.timers_of(view.id, [TimerKind.MOVE_TIMEOUT])
    await harness.service.play(view.id, ALICE, "b2")
    harness.clock.advance(10)  # the old deadline
    assert await harness.service.fire_due() == 0
    assert await harness.service._fire(old) == 0  # a stale timer read before the move
    view = await harness.service.get_match(view.id)
    assert view.status is MatchStatus.ACTIVE
    assert view.deadline == harness.clock.now() + timedelta(seconds=50)
    harness.clock.advance(50)
    assert await harness.service.fire_due() == 1
    view = await harness.service.get_match(view.id)
    assert view.result is not None and view.result.winner == 0  # Bob ran out of time


async def test_grace_warning_before_the_loss(harness: Harness) -> None:
    view = await harness.start("meter", timing=Timing(move_seconds=60, grace_seconds=30))
    assert view.deadline == harness.clock.now() + timedelta(seconds=90)
    harness.clock.advance(60)
    assert await harness.service.fire_due() == 1
    warning = (await harness.outbox(view.id))[-1].notification
    assert (warning.kind, warning.audience, warning.target_id) == (
        "timeout-warning",
        Audience.PRIVATE,
        ALICE,
    )
    view = await harness.service.get_match(view.id)
    assert view.status is MatchStatus.ACTIVE
    assert view.deadline == harness.clock.now() + timedelta(seconds=30)
    # Moving in the grace period saves her; Bob's clock starts afresh.
    await harness.service.play(view.id, ALICE, "b2")
    harness.clock.advance(60)
    assert await harness.service.fire_due() == 1  # Bob's warning
    harness.clock.advance(30)
    assert await harness.service.fire_due() == 1
    view = await harness.service.get_match(view.id)
    assert view.result is not None
    assert (view.result.winner, view.result.reason) == (0, "timeout")


async def test_no_move_clock_while_both_may_play(harness: Harness) -> None:
    view = await harness.start("interleave", {"size": 4}, timing=CLOCK)
    assert view.deadline is not None  # the setup is turn-based
    for move in ("black d4", "red d6", "done"):  # RULES.md §9 I2: both then have placements
        await harness.service.play(view.id, ALICE, move)
    view = (await harness.service.play(view.id, BOB, "red")).match
    assert set(view.to_act) == {ALICE, BOB}  # realtime play: no move clock
    assert view.deadline is None
    harness.clock.advance(3600)
    assert await harness.service.fire_due() == 0


@pytest.mark.parametrize(
    ("moves", "status", "winner", "reason"),
    [
        ([], MatchStatus.ABORTED, None, None),
        ([(ALICE, "b2")], MatchStatus.FINISHED, 0, "inactivity"),
    ],
)
async def test_inactivity_expiry(
    harness: Harness,
    moves: list[tuple[int, str]],
    status: MatchStatus,
    winner: int | None,
    reason: str | None,
) -> None:
    view = await harness.start("meter")
    for user, move in moves:
        await harness.service.play(view.id, user, move)
    harness.clock.advance(7 * 24 * 3600)
    assert await harness.service.fire_due() == 1
    view = await harness.service.get_match(view.id)
    assert view.status is status
    got = (None, None) if view.result is None else (view.result.winner, view.result.reason)
    assert got == (winner, reason)


async def test_inactivity_when_both_may_play_abandons(harness: Harness) -> None:
    view = await harness.start("interleave", {"size": 4})
    for move in ("black d4", "red d6", "done"):
        await harness.service.play(view.id, ALICE, move)
    await harness.service.play(view.id, BOB, "red")
    harness.clock.advance(7 * 24 * 3600)
    assert await harness.service.fire_due() == 1
    view = await harness.service.get_match(view.id)
    assert view.result is not None
    assert (view.result.winner, view.result.reason) == (None, "abandoned")


async def test_outage_grace_for_a_move_clock(harness: Harness) -> None:
    view = await harness.start("meter", timing=CLOCK)
    harness.clock.advance(600)  # the bot was down
    restarted = await harness.reopen()
    assert await restarted.service.resume() == 1
    assert await restarted.service.fire_due() == 0
    view = await restarted.service.get_match(view.id)
    assert view.status is MatchStatus.ACTIVE
    assert view.deadline == harness.clock.now() + timedelta(seconds=30)
    assert (await restarted.kinds(view.id))[-1] == "deadline-extended"
    # A second start-up with nothing overdue changes nothing.
    assert await restarted.service.resume() == 0
    harness.clock.advance(30)
    assert await restarted.service.fire_due() == 1
    assert (await restarted.service.get_match(view.id)).status is MatchStatus.FINISHED
    await restarted.close()


async def test_a_failing_timer_is_postponed_not_spun(harness: Harness) -> None:
    view = await harness.start("meter", timing=CLOCK)
    async with harness.store.transaction() as uow:
        match = await uow.load_match(view.id)
        assert match is not None
        await uow.save_match(replace(match, state={"not": "a state"}))  # a bug, say
    harness.clock.advance(60)
    assert await harness.service.fire_due() == 0
    nxt = await harness.service.next_deadline()
    assert nxt is not None and nxt > harness.clock.now()
