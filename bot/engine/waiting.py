"""``Waker``: wait until a time on the injected clock, or until someone calls ``wake()``.

The scheduler and the dispatcher sleep with it: until their next due time, or earlier when a
commit may have brought something sooner. ``clear()`` before looking at the database, then
``wait()``: a ``wake()`` that came in between is not lost.
"""

from __future__ import annotations

import asyncio
import contextlib
from datetime import datetime
from typing import Any

from bot.engine.clock import Clock


class Waker:
    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._event = asyncio.Event()

    def wake(self) -> None:
        self._event.set()

    def clear(self) -> None:
        self._event.clear()

    async def wait(self, until: datetime | None) -> None:
        """Return at ``until`` (never, if ``None``) or at the next ``wake()``, whichever is first."""
        if self._event.is_set():
            return
        tasks: set[asyncio.Future[Any]] = {asyncio.ensure_future(self._event.wait())}
        if until is not None:
            tasks.add(asyncio.ensure_future(self._clock.sleep_until(until)))
        try:
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in tasks:
                task.cancel()
            for task in tasks:
                with contextlib.suppress(asyncio.CancelledError):
                    await task
