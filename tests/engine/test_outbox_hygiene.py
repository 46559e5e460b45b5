"""Outbox hygiene: delivered rows older than the kept age are pruned by the pump (at start-up
and hourly), given-up rows are counted in the log and can be listed and re-queued (and go the
kept age after they were given up: tests/engine/test_privacy.py)."""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta

import pytest

from bot import outbox
from bot.engine.app import Engine
from bot.engine.model import Audience, Notification
from bot.engine.outbox.dispatcher import Dispatcher
from tests.engine.support import Harness, RecordingDelivery


async def _rows(harness: Harness, count: int) -> list[int]:
    async with harness.store.transaction() as uow:
        await uow.put_outbox(
            [Notification("board", Audience.PUBLIC, 700 + i, {}) for i in range(count)],
            harness.clock.now(),
        )
    return [i.id for i in await harness.outbox()][-count:]


async def test_delivered_rows_are_pruned_after_the_kept_age(harness: Harness) -> None:
    old, recent, waiting = await _rows(harness, 3)
    async with harness.store.transaction() as uow:
        await uow.mark_delivered(old, harness.clock.now())
    harness.clock.advance(timedelta(days=29))
    async with harness.store.transaction() as uow:
        await uow.mark_delivered(recent, harness.clock.now())
    harness.clock.advance(timedelta(days=2))
    dispatcher = Dispatcher(
        harness.store, RecordingDelivery(), harness.clock, keep_delivered=timedelta(days=30)
    )
    assert await dispatcher.housekeeping() == (1, 0)
    assert [i.id for i in await harness.outbox()] == [recent, waiting]


async def test_the_pump_prunes_at_start_and_hourly(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    first, second = await _rows(harness, 2)
    async with harness.store.transaction() as uow:
        await uow.mark_delivered(first, harness.clock.now())
    harness.clock.advance(timedelta(days=30))
    # Given up a day ago: kept (a given-up row goes the kept age after it was given up).
    async with harness.store.transaction() as uow:
        await uow.mark_failed(second, "ConnectionError()", None, harness.clock.now())
    harness.clock.advance(timedelta(days=1))
    engine = Engine(harness.store, RecordingDelivery(), clock=harness.clock)
    await engine.start()
    worker = engine.pump._worker
    assert worker is not None
    await worker  # the pump's first turn (no time passes)
    assert [i.id for i in await harness.outbox()] == [second]
    assert "1 outbox rows were given up" in caplog.text
    # Another delivered row, an hour and a bit later: pruned on the hourly round.
    (third,) = await _rows(harness, 1)
    async with harness.store.transaction() as uow:
        await uow.mark_delivered(third, harness.clock.now() - timedelta(days=40))
    assert harness.clock.sleepers == 1
    harness.clock.advance(timedelta(hours=1))
    for _ in range(50):
        await asyncio.sleep(0)
        worker = engine.pump._worker
        if worker is not None and not worker.done():
            await worker
    assert [i.id for i in await harness.outbox()] == [second]
    await engine.stop()


async def test_given_up_rows_are_listed_and_requeued(harness: Harness) -> None:
    ids = await _rows(harness, 3)
    async with harness.store.transaction() as uow:
        for row in ids[:2]:
            await uow.mark_failed(row, "HTTPException(503)", None, harness.clock.now())
    async with harness.store.read() as uow:
        total, rows = await uow.given_up_outbox(1)
    assert total == 2 and [r.id for r in rows] == [ids[0]]
    assert rows[0].last_error == "HTTPException(503)"
    await harness.store.close()
    listed = await outbox.run(outbox.parser().parse_args(["--database", str(harness.path), "list"]))
    assert "2 outbox rows were given up" in listed and "HTTPException(503)" in listed
    done = await outbox.run(
        outbox.parser().parse_args(["--database", str(harness.path), "requeue", str(ids[0])])
    )
    assert done.startswith("re-queued 1 row;")
    reopened = await harness.reopen()
    delivery = RecordingDelivery()
    await Dispatcher(reopened.store, delivery, reopened.clock).dispatch_pending()
    assert delivery.ids == [ids[0], ids[2]]
    async with reopened.store.read() as uow:
        assert (await uow.given_up_outbox(5))[0] == 1
    await reopened.close()
