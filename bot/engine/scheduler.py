"""``Scheduler``: one task that sleeps until the earliest durable deadline and fires what is due.

Deadlines live in the database (the ``timers`` table), never only in memory (RoboDanny's
mistake), so a restart loses none: the scheduler reads the earliest one again. A commit wakes it
early (a new round may end sooner than what it was waiting for). Firing is idempotent: a timer
whose match has moved on does nothing.
"""

from __future__ import annotations

import asyncio
import logging

from bot.engine.clock import Clock
from bot.engine.flow import seconds
from bot.engine.service import MatchService
from bot.engine.waiting import Waker

log = logging.getLogger(__name__)


class Scheduler:
    def __init__(self, service: MatchService, clock: Clock) -> None:
        self._service = service
        self._clock = clock
        self._waker = Waker(clock)

    def wake(self) -> None:
        self._waker.wake()

    async def run(self) -> None:
        while True:
            self._waker.clear()
            try:
                await self._service.fire_due()
                next_at = await self._service.next_deadline()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the scheduler failed; trying again shortly")
                next_at = self._clock.now() + seconds(5)
            await self._waker.wait(next_at)
