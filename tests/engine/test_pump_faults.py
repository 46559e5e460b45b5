"""The dispatcher and the pump under faults: a pump that can take nothing does not spin, the
fault back-off holds on a shared database, any error of a delivery task is a failed delivery of
its row (retried with the same content), and no delivery task outlives ``dispatch_pending`` or
``Pump.stop``."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from datetime import datetime, timedelta
from typing import Any, cast

import pytest

from bot.engine.clock import FakeClock
from bot.engine.errors import StorageUnavailable
from bot.engine.model import OutboxItem
from bot.engine.outbox.dispatcher import Dispatcher
from bot.engine.outbox.pump import SHARED_POLL, Pump
from bot.engine.ports import Store
from tests.engine.support import Harness, RecordingDelivery


class _Reads:
    def __init__(self, due: datetime | None) -> None:
        self.due = due

    async def next_outbox_at(self) -> datetime | None:
        return self.due


class _SharedStore:
    """A PostgreSQL-like store for the pump: ``next_outbox_at`` answers ``due``."""

    shared = True

    def __init__(self, due: datetime | None) -> None:
        self.reads = _Reads(due)

    @contextlib.asynccontextmanager
    async def read(self) -> AsyncIterator[_Reads]:
        yield self.reads


class _Timers:
    async def fire_due(self) -> int:
        return 0

    async def next_deadline(self) -> datetime | None:
        return None


class _Dispatcher:
    """Counts the pump's turns; delivers nothing, or raises ``fault``."""

    def __init__(self, fault: Exception | None = None) -> None:
        self.turns = 0
        self.fault = fault

    async def dispatch_pending(self) -> int:
        self.turns += 1
        if self.fault is not None:
            raise self.fault
        return 0

    async def housekeeping(self) -> tuple[int, int]:
        return 0, 0


def _pump(dispatcher: _Dispatcher, clock: FakeClock, due: datetime | None) -> Pump:
    return Pump(_Timers(), cast(Dispatcher, dispatcher), cast(Store, _SharedStore(due)), clock)


async def _settle(pump: Pump) -> None:
    """Let the pump run its turns until it is idle (no timed wait: only yields)."""
    for _ in range(20):
        await asyncio.sleep(0)
        worker = pump._worker
        if worker is not None and not worker.done():
            await worker


async def test_a_pump_that_can_take_nothing_waits_its_poll() -> None:
    """A row another process holds the lane of is reported due (a clock edge, or an older
    database answer): the pump that could claim nothing looks again after its poll, not at
    once and again and again."""
    clock = FakeClock()
    dispatcher = _Dispatcher()
    pump = _pump(dispatcher, clock, due=clock.now())
    pump.kick()
    await _settle(pump)
    assert dispatcher.turns == 1 and clock.sleepers == 1
    clock.advance(SHARED_POLL - timedelta(milliseconds=1))
    await _settle(pump)
    assert dispatcher.turns == 1
    clock.advance(timedelta(milliseconds=1))
    await _settle(pump)
    assert dispatcher.turns == 2
    await pump.stop()


async def test_the_fault_backoff_holds_on_a_shared_database() -> None:
    """5 s, 10 s, 20 s ... up to 5 minutes after a database fault, on PostgreSQL too: the
    shared poll (2 s) does not shorten it."""
    clock = FakeClock()
    dispatcher = _Dispatcher(StorageUnavailable("db", "the disk is full"))
    pump = _pump(dispatcher, clock, due=None)
    pump.kick()
    await _settle(pump)
    waits = []
    for _ in range(8):
        turns, waited = dispatcher.turns, 0
        while dispatcher.turns == turns:
            clock.advance(1)
            waited += 1
            await _settle(pump)
        waits.append(waited)
    assert waits == [5, 10, 20, 40, 80, 160, 300, 300]
    await pump.stop()


async def test_any_error_of_a_delivery_task_is_a_failed_delivery_of_its_row(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Marking a row delivered raises something that is no database fault (a bug, a lock held
    too long): the row counts as failed, is retried later as uncertain with the same content,
    and the burst's other rows are delivered, none left running."""
    await harness.start("meter")
    delivery = RecordingDelivery()
    dispatcher = Dispatcher(harness.store, delivery, harness.clock, backoff_seconds=2)
    stored = await harness.outbox()
    broken = stored[0].id
    async with harness.store.read() as uow:
        unit = type(uow)
    real = unit.mark_delivered

    async def mark(self: Any, item_id: int, *args: Any, **kw: Any) -> bool:
        if item_id == broken:
            raise RuntimeError("not a database fault")
        return bool(await real(self, item_id, *args, **kw))

    monkeypatch.setattr(unit, "mark_delivered", mark)
    assert await dispatcher.dispatch_pending() == len(stored) - 1
    assert [t for t in asyncio.all_tasks() if t.get_name() == "stone-arena delivery"] == []
    async with harness.store.read() as uow:
        assert await uow.next_outbox_at() == harness.clock.now() + timedelta(seconds=2)
    monkeypatch.setattr(unit, "mark_delivered", real)
    harness.clock.advance(2)
    assert await dispatcher.dispatch_pending() == 1
    first, again = [i for i in delivery.items if i.id == broken]
    assert again.uncertain and again.notification == first.notification
    assert again.created_at == first.created_at  # the same nonce (``resend.row_nonces``)


class _Hanging:
    """A Discord call that does not come back (until cancelled)."""

    def __init__(self, clock: FakeClock) -> None:
        self._clock = clock
        self.started = asyncio.Event()

    async def deliver(self, item: OutboxItem) -> None:
        self.started.set()
        await self._clock.sleep_until(self._clock.now() + timedelta(days=365))


async def test_pump_stop_leaves_no_delivery_running(harness: Harness) -> None:
    """``Pump.stop`` before the store is closed: the deliveries in flight are cancelled and
    awaited (their rows come back uncertain), none is left to run against a closed store."""
    await harness.start("meter")
    delivery = _Hanging(harness.clock)
    dispatcher = Dispatcher(harness.store, delivery, harness.clock)
    pump = Pump(harness.service, dispatcher, harness.store, harness.clock)
    pump.kick()
    async with asyncio.timeout(10):  # a guard, not a measure: the first delivery starts
        await delivery.started.wait()
    await pump.stop(timeout=0)
    assert [t for t in asyncio.all_tasks() if t.get_name() == "stone-arena delivery"] == []
    async with harness.store.read() as uow:
        pending = await uow.pending_outbox(harness.clock.now(), 10)
    assert pending and pending[0].uncertain
