"""``MatchService``: the commands composed over ``ServiceBase``, and the timers (firing what is
due, and ``resume`` at start-up). The timers stay in the class itself: the pump calls them and
their retries are logged as ``MatchService._fire``."""

from __future__ import annotations

import logging
from datetime import datetime

from bot.engine.clock import seconds
from bot.engine.errors import StorageUnavailable
from bot.engine.matches import challenges, timers
from bot.engine.matches.service.base import OWN_TIMERS
from bot.engine.matches.service.challenges import ChallengeCommands
from bot.engine.matches.service.endings import Endings
from bot.engine.matches.service.places import Places
from bot.engine.matches.service.reads import Reads
from bot.engine.matches.service.turns import TurnCommands
from bot.engine.model import GRACE_TIMERS, Timer
from bot.engine.retry import retried

log = logging.getLogger("bot.engine.matches.service")  # the name it always logged under

# A timer whose handler fails (a bug) is retried this much later instead of in a hot loop.
RETRY_BROKEN_TIMER_SECONDS = 60


class MatchService(ChallengeCommands, TurnCommands, Endings, Places, Reads):
    """Every command of challenges and matches (``bot.engine.matches.service``'s docstring)."""

    async def next_deadline(self) -> datetime | None:
        async with self._store.read() as uow:
            return await uow.next_timer_at()

    async def fire_due(self, batch: int = 500) -> int:
        """Fire every timer due now that this process could claim, each in its own transaction;
        how many did something."""
        fired = 0
        while True:
            # Claimed first (a lease), so that of several processes on one database exactly one
            # fires each timer; a killed process's claims run out and are taken over.
            async with self._store.transaction() as uow:
                due = await uow.claim_timers(self._clock.now(), batch, self._lease)
            for timer in due:
                try:
                    fired += await self._fire(timer)
                except StorageUnavailable:
                    raise  # nothing can be fired now; the pump backs off (logged by the store)
                except Exception:
                    log.exception(
                        "timer %s of %s failed; retrying later", timer.kind, timer.target_id
                    )
                    await self._postpone(timer)
            if len(due) < batch:
                return fired

    @retried
    async def _fire(self, timer: Timer) -> int:
        routed = self._timer_handlers.get(timer.kind)
        if routed is not None:
            handler, lock = routed
            async with self._write((lock, timer.target_id)) as change:
                return await handler(change, timer)
        if timer.kind not in OWN_TIMERS:
            # An extension's timer while its handler is not registered (yet): keep it.
            log.warning("no handler for %s timers; %s waits", timer.kind, timer.target_id)
            await self._postpone(timer)
            return 0
        kind = "challenge" if timer.kind in challenges.EXPIRY else "match"
        async with self._write((kind, timer.target_id)) as change:
            return await timers.fire(change, timer, self._games)

    @retried
    async def _postpone(self, timer: Timer) -> None:
        """A timer that failed is tried again later, if this process's claim on it still
        stands: when its lease ran out meanwhile, another process may have fired it already,
        and setting it again would fire it twice."""
        async with self._store.transaction() as uow:
            later = self._clock.now() + seconds(RETRY_BROKEN_TIMER_SECONDS)
            if not await uow.postpone_timer(timer, later):
                log.info(
                    "timer %s of %s was taken over; not postponed", timer.kind, timer.target_id
                )

    def outage_cutoff(self, now: datetime) -> datetime:
        """A clock due before this ran out while the bot was down (the outage grace rule):
        ``now`` for a database this process has to itself; with other processes on it, ``now``
        less a timer lease (a clock that ran out moments ago is theirs to fire)."""
        return now - self._lease if self._store.shared else now

    async def resume(self) -> int:
        """Start-up: extend every round or move clock that ran out while the bot was down to
        now + the outage grace, announced publicly; how many were extended. With other
        processes on the same database (``Store.shared``) the bot was down only if nobody took
        the timer for a whole lease: a clock that ran out moments ago is theirs to fire."""
        before = self.outage_cutoff(self._clock.now())
        async with self._store.read() as uow:
            overdue = await uow.overdue_timers(before, GRACE_TIMERS)
        extended = 0
        for timer in overdue:
            extended += await self._extend_overdue(timer, before)
        return extended

    @retried
    async def _extend_overdue(self, timer: Timer, before: datetime) -> int:
        """``resume`` for one clock, under its match's lock like any change of that match."""
        async with self._write(("match", timer.target_id)) as change:
            return await timers.extend_overdue(change, timer, before, self._games, self._grace)
