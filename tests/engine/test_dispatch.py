"""The outbox dispatcher, and the engine's scheduler loop on a fake clock."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from bot.engine.app import Engine
from bot.engine.errors import TransactionConflict
from bot.engine.model import MatchStatus, SeatChoice, Timing
from bot.engine.outbox.dispatcher import Dispatcher
from tests.engine.support import ALICE, BOB, CHANNEL, GUILD, Harness, RecordingDelivery


async def test_delivers_in_order_and_marks_delivered(harness: Harness) -> None:
    await harness.start("meter")
    delivery = RecordingDelivery()
    dispatcher = Dispatcher(harness.store, delivery, harness.clock)
    stored = await harness.outbox()
    assert await dispatcher.dispatch_pending() == len(stored) > 0
    assert delivery.ids == [item.id for item in stored]
    assert await dispatcher.dispatch_pending() == 0
    async with harness.store.read() as uow:
        assert await uow.pending_outbox(harness.clock.now(), 100) == []
        assert await uow.next_outbox_at() is None


async def test_a_conflict_while_marking_is_retried_and_the_row_delivered_once(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PostgreSQL may abort any transaction for a deadlock (``TransactionConflict``): the
    dispatcher's own small ones (claim, started, delivered) run again instead of ending the
    burst with the row left started."""
    await harness.start("meter")
    delivery = RecordingDelivery()
    dispatcher = Dispatcher(harness.store, delivery, harness.clock)
    async with harness.store.read() as uow:
        unit = type(uow)
    conflicts = {"claim_outbox": 1, "mark_started": 1, "mark_delivered": 2}
    for name in conflicts:
        original = getattr(unit, name)

        async def once(
            self: Any, *args: Any, _name: str = name, _real: Any = original, **kw: Any
        ) -> Any:
            if conflicts[_name]:
                conflicts[_name] -= 1
                raise TransactionConflict("deadlock detected (40P01)")
            return await _real(self, *args, **kw)

        monkeypatch.setattr(unit, name, once)
    stored = await harness.outbox()
    assert await dispatcher.dispatch_pending() == len(stored) > 0
    assert delivery.ids == [item.id for item in stored]  # each once, in order
    assert conflicts == dict.fromkeys(conflicts, 0)
    async with harness.store.read() as uow:
        assert await uow.pending_outbox(harness.clock.now(), 100) == []


async def test_failures_are_retried_with_backoff(harness: Harness) -> None:
    await harness.start("meter")
    delivery = RecordingDelivery()
    delivery.fail_times = 1
    dispatcher = Dispatcher(harness.store, delivery, harness.clock, backoff_seconds=2)
    total = len(await harness.outbox())
    assert await dispatcher.dispatch_pending() == total - 1
    first = (await harness.outbox())[0]
    assert first.id not in delivery.ids
    async with harness.store.read() as uow:
        assert await uow.next_outbox_at() == harness.clock.now() + timedelta(seconds=2)
    harness.clock.advance(1)
    assert await dispatcher.dispatch_pending() == 0
    harness.clock.advance(1)
    assert await dispatcher.dispatch_pending() == 1
    assert sorted(delivery.ids) == [i.id for i in await harness.outbox()]


async def test_backoff_doubles_up_to_a_cap(harness: Harness) -> None:
    dispatcher = Dispatcher(
        harness.store,
        RecordingDelivery(),
        harness.clock,
        backoff_seconds=2,
        max_backoff_seconds=20,
        max_attempts=6,
    )
    now = harness.clock.now()
    waits = []
    for attempts in range(1, 6):
        retry = dispatcher.retry_at(attempts, now)
        assert retry is not None
        waits.append((retry - now).total_seconds())
    assert waits == [2, 4, 8, 16, 20]
    assert dispatcher.retry_at(6, now) is None


async def test_gives_up_after_too_many_attempts(harness: Harness) -> None:
    await harness.start("meter")
    delivery = RecordingDelivery()
    delivery.fail_kinds = {"board"}
    dispatcher = Dispatcher(harness.store, delivery, harness.clock, max_attempts=3)
    for _ in range(5):
        await dispatcher.dispatch_pending()
        harness.clock.advance(3600)
    assert delivery.failures == 3
    async with harness.store.read() as uow:
        assert await uow.next_outbox_at() is None  # nothing left to try


async def test_after_a_restart_pending_rows_are_delivered_once(harness: Harness) -> None:
    view = await harness.start("meter")
    delivery = RecordingDelivery()
    await Dispatcher(harness.store, delivery, harness.clock).dispatch_pending()
    delivered_before = list(delivery.ids)
    await harness.service.play(view.id, ALICE, "b2")
    await harness.service.play(view.id, BOB, "a1")
    restarted = await harness.reopen()
    again = RecordingDelivery()
    assert await Dispatcher(restarted.store, again, restarted.clock).dispatch_pending() == 2
    assert not set(again.ids) & set(delivered_before)
    assert sorted(delivered_before + again.ids) == [i.id for i in await restarted.outbox()]
    await restarted.close()


async def test_the_engine_runs_rounds_and_delivers_on_a_fake_clock(harness: Harness) -> None:
    delivery = RecordingDelivery()
    engine = Engine(harness.store, delivery, clock=harness.clock)
    await engine.start()
    try:
        view = await engine.service.create_match(
            guild_id=GUILD,
            channel_id=CHANNEL,
            players=(ALICE, BOB),
            game="thwart-omega",
            timing=Timing(round_seconds=60),
            seat=SeatChoice.FIRST,
        )
        await delivery.wait_for("round-prompt", 2)
        await engine.service.submit(view.id, ALICE, "b a1 w a2")
        await delivery.wait_for("submission-receipt", 1)
        harness.clock.advance(60)  # the scheduler, asleep until the deadline, wakes
        await delivery.wait_for("round-prompt", 4)
        log = await engine.service.move_log(view.id)
        assert [m.random_fill for m in log] == [False, True]
        # A challenge expiry is found by the same loop.
        await engine.service.challenge(
            guild_id=GUILD, channel_id=CHANNEL, challenger_id=ALICE, opponent_id=BOB, game="meter"
        )
        harness.clock.advance(3600)
        await delivery.wait_for("challenge-expired", 1)
        assert (await engine.service.get_match(view.id)).status is MatchStatus.ACTIVE
    finally:
        await engine.stop()
    assert len(delivery.ids) == len(set(delivery.ids))


@pytest.mark.parametrize("kind", ["board", "round-prompt"])
async def test_a_failing_kind_does_not_block_the_others(harness: Harness, kind: str) -> None:
    await harness.start("thwart-omega")
    delivery = RecordingDelivery()
    delivery.fail_kinds = {kind}
    await Dispatcher(harness.store, delivery, harness.clock).dispatch_pending()
    kinds = {i.notification.kind for i in delivery.items}
    assert kind not in kinds and "match-started" in kinds
