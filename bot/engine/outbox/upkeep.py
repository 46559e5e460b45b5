"""``Upkeep``: the chores the pump does between deliveries, on a schedule from the clock.

* a heartbeat (the container's healthcheck, ``python -m bot health``, reads it: a pump that
  stopped turning makes the bot unhealthy), written when the pump turns anyway (at most once a
  ``beat_gap``) and at the latest every ``beat_every``: an idle pump wakes only that often;
* a WAL checkpoint every ``checkpoint_every`` (``PRAGMA wal_checkpoint(TRUNCATE)``: without it
  the write-ahead log keeps its largest size forever);
* at the same times, the heap's sweep (``bot.heap.sweep``: a collection of everything, when one
  is owed and the bot is quiet).

The chores are callables from the composition root, so the engine does no file or SQL work.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta

from bot.engine.clock import Clock
from bot.engine.errors import StorageUnavailable

log = logging.getLogger(__name__)

# An idle pump wakes this often for the heartbeat (``bot.health.MAX_AGE`` is three of these);
# each wake costs a few reads, so it is coarse.
BEAT_EVERY = timedelta(minutes=5)
# A busy pump writes the heartbeat at most this often.
BEAT_GAP = timedelta(minutes=1)
CHECKPOINT_EVERY = timedelta(minutes=10)


class Upkeep:
    def __init__(
        self,
        clock: Clock,
        *,
        beat: Callable[[datetime], None] | None = None,
        checkpoint: Callable[[], Awaitable[None]] | None = None,
        sweep: Callable[[], object] | None = None,
        beat_every: timedelta = BEAT_EVERY,
        beat_gap: timedelta = BEAT_GAP,
        checkpoint_every: timedelta = CHECKPOINT_EVERY,
    ) -> None:
        self._clock = clock
        self._beat = beat
        self._checkpoint = checkpoint
        self._sweep = sweep
        self.beat_every = beat_every
        self._beat_gap = beat_gap
        self._beat_at: datetime | None = None  # the last heartbeat written (None: none yet)
        self._checkpoint_every = checkpoint_every
        self._checkpoint_at = clock.now() + checkpoint_every

    async def tick(self) -> None:
        """Do what is due now (the pump calls this after each successful turn)."""
        now = self._clock.now()
        if self._beat is not None and (
            self._beat_at is None or now - self._beat_at >= self._beat_gap
        ):
            self._beat_at = now
            try:
                self._beat(now)
            except OSError as error:  # the healthcheck will say so; logged once a beat_gap
                log.warning("cannot write the heartbeat: %s", error)
        if (self._checkpoint is not None or self._sweep is not None) and now >= self._checkpoint_at:
            self._checkpoint_at = now + self._checkpoint_every
            if self._checkpoint is not None:
                # A fault is logged once by the store; the next checkpoint tries again.
                with contextlib.suppress(StorageUnavailable):
                    await self._checkpoint()
            if self._sweep is not None:
                self._sweep()

    def next_at(self) -> datetime:
        """When the pump should turn again at the latest: the next heartbeat, or the next
        checkpoint if there is no heartbeat."""
        if self._beat is None:
            return self._checkpoint_at
        return (self._beat_at or self._clock.now()) + self.beat_every
