"""The injected clocks, the waker the loops sleep with, and the per-match locks."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from bot.engine.clock import FAKE_EPOCH, FakeClock, SystemClock
from bot.engine.locks import KeyedLocks


async def test_fake_clock_wakes_sleepers_in_time_order() -> None:
    clock = FakeClock()
    woke: list[str] = []

    async def sleeper(name: str, seconds: int) -> None:
        await clock.sleep_until(FAKE_EPOCH + timedelta(seconds=seconds))
        woke.append(name)

    tasks = [asyncio.create_task(sleeper(n, s)) for n, s in (("late", 20), ("early", 10))]
    await asyncio.sleep(0)  # let both tasks start waiting (a yield, not a wait)
    assert clock.sleepers == 2
    clock.advance(10)
    await tasks[1]
    assert woke == ["early"] and clock.sleepers == 1
    clock.advance(timedelta(seconds=10))
    await tasks[0]
    assert woke == ["early", "late"]
    await clock.sleep_until(FAKE_EPOCH)  # the past: returns at once
    with pytest.raises(ValueError):
        clock.advance(-1)
    with pytest.raises(ValueError):
        FakeClock(datetime(2030, 1, 1))  # naive


async def test_system_clock_is_aware_utc() -> None:
    clock = SystemClock()
    now = clock.now()
    assert now.tzinfo is UTC
    await clock.sleep_until(now - timedelta(seconds=1))  # the past: no waiting


async def test_keyed_locks_serialise_per_key_and_clean_up() -> None:
    locks = KeyedLocks()
    order: list[str] = []
    gate = asyncio.Event()

    async def hold(key: int, name: str) -> None:
        async with locks.hold(key):
            order.append(f"{name}+")
            await gate.wait()
            order.append(f"{name}-")

    tasks = [asyncio.create_task(hold(k, n)) for k, n in ((1, "a"), (1, "b"), (2, "c"))]
    await asyncio.sleep(0)
    assert order == ["a+", "c+"]  # b waits for a; c has its own lock
    assert len(locks) == 2
    gate.set()
    await asyncio.gather(*tasks)
    assert order.index("a-") < order.index("b+")
    assert len(locks) == 0
