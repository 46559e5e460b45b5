"""Reminders before a loss on time (issue 13): with ``Timing.reminders`` the player to move is
reminded privately when half and a tenth of the time are left, by durable timers (one
``MOVE_WARNING`` at a time, each arming the next), so a restart keeps them."""

from __future__ import annotations

from datetime import timedelta

from bot.engine.matches import flow
from bot.engine.model import Audience, GuildSettings, MatchStatus, TimerKind, Timing
from tests.engine.support import ALICE, BOB, GUILD, Harness

REMINDED = Timing(move_seconds=100, reminders=True)


async def _warnings(harness: Harness, match_id: int) -> list[tuple[int, str, bool]]:
    return [
        (
            item.notification.target_id,
            item.notification.payload["deadline"],
            item.notification.payload.get("ran_out", False),
        )
        for item in await harness.outbox(match_id)
        if item.notification.kind == "timeout-warning"
    ]


def test_reminder_points() -> None:
    assert flow.reminder_points(Timing(move_seconds=100)) == ()
    assert flow.reminder_points(REMINDED) == (50, 10)
    assert flow.reminder_points(Timing(move_seconds=60, grace_seconds=30, reminders=True)) == (
        45,
        30,
        9,
    )
    assert flow.reminder_points(Timing(move_seconds=86400, reminders=True)) == (43200, 8640)
    assert flow.reminder_points(Timing(reminders=True)) == ()  # no move clock, no reminder


async def test_reminded_at_half_and_a_tenth_then_lost_on_time(harness: Harness) -> None:
    view = await harness.start("meter", timing=REMINDED)
    deadline = harness.clock.now() + timedelta(seconds=100)
    assert view.deadline == deadline
    harness.clock.advance(49)
    assert await harness.service.fire_due() == 0
    harness.clock.advance(1)
    assert await harness.service.fire_due() == 1
    assert await _warnings(harness, view.id) == [(ALICE, deadline.isoformat(), False)]
    (item,) = [i for i in await harness.outbox(view.id) if i.notification.kind == "timeout-warning"]
    assert item.notification.audience is Audience.PRIVATE
    assert (await harness.service.get_match(view.id)).deadline == deadline  # unchanged
    harness.clock.advance(39)
    assert await harness.service.fire_due() == 0
    harness.clock.advance(1)  # 90 s: a tenth is left
    assert await harness.service.fire_due() == 1
    assert len(await _warnings(harness, view.id)) == 2
    harness.clock.advance(10)
    assert await harness.service.fire_due() == 1
    view = await harness.service.get_match(view.id)
    assert view.status is MatchStatus.FINISHED and view.result is not None
    assert view.result.reason == "timeout"


async def test_a_move_restarts_the_reminders_for_the_other_player(harness: Harness) -> None:
    view = await harness.start("meter", timing=REMINDED)
    harness.clock.advance(50)
    assert await harness.service.fire_due() == 1  # Alice at half time
    await harness.service.play(view.id, ALICE, "b2")
    harness.clock.advance(49)
    assert await harness.service.fire_due() == 0  # Alice's old tenth reminder is gone
    harness.clock.advance(1)
    assert await harness.service.fire_due() == 1
    assert [user for user, _, _ in await _warnings(harness, view.id)] == [ALICE, BOB]


async def test_grace_warning_and_reminders_together(harness: Harness) -> None:
    timing = Timing(move_seconds=60, grace_seconds=30, reminders=True)
    view = await harness.start("meter", timing=timing)
    start = harness.clock.now()
    fired = []
    for _ in range(90):
        harness.clock.advance(1)
        if await harness.service.fire_due():
            fired.append(int((harness.clock.now() - start).total_seconds()))
    assert fired == [45, 60, 81, 90]  # half, the clock runs out, a tenth, lost on time
    assert [ran_out for _, _, ran_out in await _warnings(harness, view.id)] == [False, True, True]


async def test_no_reminders_without_the_setting(harness: Harness) -> None:
    view = await harness.start("meter", timing=Timing(move_seconds=100))
    harness.clock.advance(99)
    assert await harness.service.fire_due() == 0
    assert await _warnings(harness, view.id) == []


async def test_reminders_are_on_for_new_matches_by_default_and_a_server_can_turn_them_off(
    harness: Harness,
) -> None:
    settings = GuildSettings()
    assert settings.timing.reminders
    await harness.service.update_guild_settings(
        GUILD, GuildSettings(timing=Timing(move_seconds=100, reminders=True))
    )
    on = await harness.start("meter")
    await harness.service.update_guild_settings(
        GUILD, GuildSettings(timing=Timing(move_seconds=100, reminders=False))
    )
    off = await harness.start("meter")
    harness.clock.advance(50)
    assert await harness.service.fire_due() == 1
    assert len(await _warnings(harness, on.id)) == 1
    assert await _warnings(harness, off.id) == []


async def test_reminders_survive_a_restart_and_an_overdue_one_is_not_an_extension(
    harness: Harness,
) -> None:
    view = await harness.start("meter", timing=REMINDED)
    deadline = harness.clock.now() + timedelta(seconds=100)
    harness.clock.advance(60)  # down across the half-time reminder, not the deadline
    restarted = await harness.reopen()
    assert await restarted.service.resume() == 0  # no clock ran out: nothing is extended
    assert await restarted.service.fire_due() == 1  # the reminder, late
    assert await _warnings(restarted, view.id) == [(ALICE, deadline.isoformat(), False)]
    assert "deadline-extended" not in await restarted.kinds(view.id)
    restarted.clock.advance(30)
    assert await restarted.service.fire_due() == 1  # a tenth left, after the restart
    assert len(await _warnings(restarted, view.id)) == 2
    await restarted.close()


async def test_an_outage_past_the_deadline_extends_it_and_reminds(harness: Harness) -> None:
    view = await harness.start("meter", timing=REMINDED)
    harness.clock.advance(600)
    restarted = await harness.reopen()
    assert await restarted.service.resume() == 1  # the move clock, once
    extended = restarted.clock.now() + timedelta(seconds=30)
    assert (await restarted.service.get_match(view.id)).deadline == extended
    assert await restarted.service.fire_due() == 1  # the overdue reminder names the new deadline
    assert (await _warnings(restarted, view.id))[-1][1] == extended.isoformat()
    restarted.clock.advance(20)
    assert await restarted.service.fire_due() == 1  # 10 s left: a tenth of the clock
    restarted.clock.advance(10)
    assert await restarted.service.fire_due() == 1
    assert (await restarted.service.get_match(view.id)).status is MatchStatus.FINISHED
    await restarted.close()


async def test_a_warning_armed_before_reminders_existed_still_works(harness: Harness) -> None:
    """A stored match from before: a grace warning at the end of the move clock, no timeout
    timer yet; it warns and starts the grace as it always did."""
    view = await harness.start("meter", timing=Timing(move_seconds=60, grace_seconds=30))
    async with harness.store.transaction() as uow:
        (warning,) = await uow.timers_of(view.id, [TimerKind.MOVE_WARNING])
        await uow.clear_timers(view.id, [TimerKind.MOVE_TIMEOUT])
    assert warning.due_at == harness.clock.now() + timedelta(seconds=60)
    assert (await harness.service.get_match(view.id)).deadline == warning.due_at + timedelta(
        seconds=30
    )
    harness.clock.advance(60)
    assert await harness.service.fire_due() == 1
    assert [ran_out for _, _, ran_out in await _warnings(harness, view.id)] == [True]
    harness.clock.advance(30)
    assert await harness.service.fire_due() == 1
    assert (await harness.service.get_match(view.id)).status is MatchStatus.FINISHED
