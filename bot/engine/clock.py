"""Where the engine gets its time from: an injected ``Clock`` (STYLE.md "Habits").

Nothing in ``bot.engine`` reads the system time or sleeps by itself. Production code passes a
``SystemClock``; tests pass a ``FakeClock`` and move it with ``advance()``, so no test ever waits
for real time to pass. Times are aware UTC ``datetime`` objects.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
from datetime import UTC, datetime, timedelta
from typing import Protocol


def seconds(value: int) -> timedelta:
    """``value`` seconds as a ``timedelta`` (settings and constants count whole seconds)."""
    return timedelta(seconds=value)


class Clock(Protocol):
    """The current time, and a way to wait until a given time."""

    def now(self) -> datetime:
        """The current time as an aware UTC datetime."""
        ...

    async def sleep_until(self, when: datetime) -> None:
        """Return once ``now() >= when`` (at once if that is already so)."""
        ...


class SystemClock:
    """The real time (``datetime.now(UTC)``) and real waiting (``asyncio.sleep``)."""

    def now(self) -> datetime:
        return datetime.now(UTC)

    async def sleep_until(self, when: datetime) -> None:
        delay = (when - self.now()).total_seconds()
        if delay > 0:
            await asyncio.sleep(delay)


# 2030-01-01 00:00 UTC: far from today, so a test that leaks the real clock shows up at once.
FAKE_EPOCH = datetime(2030, 1, 1, tzinfo=UTC)


class FakeClock:
    """A clock that only moves when told to; sleepers wake when ``advance()`` passes their time."""

    def __init__(self, start: datetime = FAKE_EPOCH) -> None:
        if start.tzinfo is None:
            raise ValueError("FakeClock needs an aware datetime")
        self._now = start
        self._sleepers: list[tuple[datetime, int, asyncio.Future[None]]] = []
        self._order = itertools.count()

    def now(self) -> datetime:
        return self._now

    async def sleep_until(self, when: datetime) -> None:
        if when <= self._now:
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._sleepers, (when, next(self._order), future))
        await future

    def advance(self, seconds: float | timedelta) -> datetime:
        """Move the time forward and wake every sleeper whose time has come; the new time."""
        step = seconds if isinstance(seconds, timedelta) else timedelta(seconds=seconds)
        if step < timedelta(0):
            raise ValueError("a clock does not go backwards")
        self._now += step
        while self._sleepers and self._sleepers[0][0] <= self._now:
            _, _, future = heapq.heappop(self._sleepers)
            if not future.done():
                future.set_result(None)
        return self._now

    @property
    def sleepers(self) -> int:
        """How many tasks are waiting on this clock (for tests that check a loop went idle)."""
        return sum(1 for _, _, f in self._sleepers if not f.done())
