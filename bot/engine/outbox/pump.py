"""``Pump``: fires the engine's due timers and delivers its outbox, in the running event loop.

Every commit of the match service calls ``kick()``. A kick starts (or re-runs) one worker task
that fires due timers and then delivers every pending notification (several targets at once, each
match thread and each player's DMs in commit order). When the worker is done it
arms one sleeper task that sleeps with ``asyncio`` until the earliest durable deadline (a round
end, a move clock, a delivery retry, the hourly outbox housekeeping) and kicks again.

Delivery itself is concurrent (``Dispatcher``): its tasks each deliver one row and end, and
idle work parks only as this sleeper does, on the clock.

A fault of the database (``StorageUnavailable``: read-only, full disk, locked) is logged once by
the store; the loop then tries again after 5 s, 10 s, 20 s ... up to 5 minutes, not every 5 s,
on either database (the shared poll below does not shorten it). After
each successful turn the ``Upkeep`` chores run (heartbeat, WAL checkpoint); an idle loop wakes
for them every few minutes (``bot.engine.outbox.upkeep.BEAT_EVERY``).

The database is the truth for every deadline; a commit wakes the loop. With other processes on
the same database (PostgreSQL), whose commits do not wake this loop, it also looks every
``SHARED_POLL``; timers and rows are claimed before they are fired or delivered, so each is
handled by one process. A row another process holds (or whose lane it holds) is due for this one
when that claim runs out (``next_outbox_at``), and a turn that delivered nothing never re-arms
sooner than ``SHARED_POLL``: a pump does not spin on work it cannot take. Nothing parks on an
``asyncio.Event`` while idle: a worker that ends and a sleeper in ``Clock.sleep_until`` are what
simcord (the offline Discord of the bot's tests) can settle and advance.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Protocol

from bot.engine.clock import Clock
from bot.engine.errors import StorageUnavailable
from bot.engine.outbox.dispatcher import Dispatcher
from bot.engine.outbox.upkeep import Upkeep
from bot.engine.ports import Store

log = logging.getLogger(__name__)

# Sleep at most this long before looking at the database again (a clock jump, a lost wake-up).
MAX_SLEEP = timedelta(hours=1)
# After an unexpected failure of the loop itself, try again this much later.
RETRY_AFTER = timedelta(seconds=5)
# Outbox housekeeping (``Dispatcher.housekeeping``) at start-up and then this often.
CHORES_EVERY = timedelta(hours=1)
# A database fault backs off from RETRY_AFTER, doubling, up to this.
MAX_FAULT_WAIT = timedelta(minutes=5)
# With other processes on the same database (``Store.shared``), look at it at least this often:
# their commits do not kick this pump, and a process that died leaves its work to the others.
SHARED_POLL = timedelta(seconds=2)


class Timers(Protocol):
    """What the pump needs of the timers' owner (``MatchService``): fire what is due, and say
    when the next one is. The outbox imports no feature; the feature satisfies this."""

    async def fire_due(self) -> int: ...

    async def next_deadline(self) -> datetime | None: ...


class Pump:
    def __init__(
        self,
        service: Timers,
        dispatcher: Dispatcher,
        store: Store,
        clock: Clock,
        upkeep: Upkeep | None = None,
    ) -> None:
        self._service = service
        self._dispatcher = dispatcher
        self._store = store
        self._clock = clock
        self._worker: asyncio.Task[None] | None = None
        self._sleeper: asyncio.Task[None] | None = None
        self._dirty = False
        self._stopped = False
        self._chores_at: datetime | None = None  # None: at the first run
        # Called after every turn (the metrics count running matches and rounds).
        self.after_turn: list[Callable[[], Awaitable[None]]] = []
        self._upkeep = upkeep
        self._faults = 0  # turns in a row that met a database fault

    def kick(self) -> None:
        """Something was committed (or a deadline came): fire timers and deliver, soon."""
        if self._stopped:
            return
        self._dirty = True
        if self._worker is None or self._worker.done():
            self._worker = asyncio.get_running_loop().create_task(
                self._run(), name="stone-arena pump"
            )

    async def _run(self) -> None:
        next_at: datetime | None = None
        faulted = False
        while self._dirty and not self._stopped:
            self._dirty = False
            try:
                fired = await self._service.fire_due()
                delivered = await self._dispatcher.dispatch_pending()
                await self._chores()
                for hook in self.after_turn:
                    await hook()
                if self._upkeep is not None:
                    await self._upkeep.tick()
                next_at = await self._next_at()
                now = self._clock.now()
                if not (fired or delivered) and next_at is not None and next_at <= now:
                    # Nothing could be done though something is due (held by another process,
                    # or a lane it holds): look again after the poll, not at once.
                    next_at = now + SHARED_POLL
                self._faults = 0
                faulted = False
            except StorageUnavailable:
                self._faults += 1
                wait = min(MAX_FAULT_WAIT, RETRY_AFTER * 2 ** min(self._faults - 1, 10))
                next_at = self._clock.now() + wait
                faulted = True
            except Exception:
                log.exception("the timer and delivery loop failed; trying again shortly")
                next_at = self._clock.now() + RETRY_AFTER
        if not self._stopped:
            self._arm(next_at, backing_off=faulted)

    async def _chores(self) -> None:
        now = self._clock.now()
        if self._chores_at is None or now >= self._chores_at:
            self._chores_at = now + CHORES_EVERY
            await self._dispatcher.housekeeping()

    async def _next_at(self) -> datetime | None:
        """The earliest deadline: a timer, an outbox row waiting for a retry, the outbox
        housekeeping or the upkeep (heartbeat, checkpoint)."""
        timer = await self._service.next_deadline()
        async with self._store.read() as uow:
            retry = await uow.next_outbox_at()
        upkeep = None if self._upkeep is None else self._upkeep.next_at()
        times = [t for t in (timer, retry, self._chores_at, upkeep) if t is not None]
        return min(times) if times else None

    def _longest_sleep(self) -> timedelta:
        return SHARED_POLL if self._store.shared else MAX_SLEEP

    def _arm(self, next_at: datetime | None, *, backing_off: bool = False) -> None:
        """Sleep until ``next_at``, at most ``_longest_sleep`` (a database fault's back-off is
        not shortened by the shared poll)."""
        if self._sleeper is not None and not self._sleeper.done():
            self._sleeper.cancel()
        self._sleeper = None
        if next_at is None and self._store.shared:
            next_at = self._clock.now() + SHARED_POLL
        if next_at is not None:
            longest = MAX_FAULT_WAIT if backing_off else self._longest_sleep()
            wake = min(next_at, self._clock.now() + longest)
            self._sleeper = asyncio.get_running_loop().create_task(
                self._sleep(wake), name="stone-arena deadline sleeper"
            )

    async def _sleep(self, until: datetime) -> None:
        await self._clock.sleep_until(until)
        self.kick()

    async def stop(self, timeout: float = 10.0) -> None:
        """Stop waking up; let a delivery in progress finish (up to ``timeout`` seconds), then
        cancel it: when this returns no delivery task runs (``Dispatcher.dispatch_pending``
        cancels and awaits its own), so the store can be closed."""
        self._stopped = True
        if self._sleeper is not None:
            self._sleeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sleeper
        worker = self._worker
        if worker is not None and not worker.done():
            try:
                await asyncio.wait_for(asyncio.shield(worker), timeout)
            except TimeoutError:
                log.warning("stopping with deliveries still in progress; they resume at start-up")
                worker.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await worker
