"""``Dispatcher``: delivers committed outbox rows through the ``Delivery`` port, after the commit.

Rows are delivered oldest first. A delivered row is marked in its own small transaction; a row
whose delivery raised is retried later with exponential backoff (``backoff_seconds`` doubling
up to ``max_backoff_seconds``) and given up after ``max_attempts`` (kept, with its last error).
After a restart, whatever was not marked delivered is delivered again: delivery is at least
once, and ``OutboxItem.id`` is the idempotency key the Discord layer uses to drop repeats.
"""

from __future__ import annotations

import logging
from datetime import datetime

from bot.engine.clock import Clock
from bot.engine.flow import seconds
from bot.engine.ports import Delivery, Store

log = logging.getLogger(__name__)


class Dispatcher:
    def __init__(
        self,
        store: Store,
        delivery: Delivery,
        clock: Clock,
        *,
        batch: int = 100,
        max_attempts: int = 10,
        backoff_seconds: int = 2,
        max_backoff_seconds: int = 600,
    ) -> None:
        self._store = store
        self._delivery = delivery
        self._clock = clock
        self._batch = batch
        self._max_attempts = max_attempts
        self._backoff = backoff_seconds
        self._max_backoff = max_backoff_seconds

    def retry_at(self, attempts: int, now: datetime) -> datetime | None:
        """When to try again after ``attempts`` failed attempts (``None``: give up)."""
        if attempts >= self._max_attempts:
            return None
        return now + seconds(min(self._max_backoff, self._backoff * 2 ** (attempts - 1)))

    async def dispatch_pending(self) -> int:
        """Deliver every row due now; how many were delivered."""
        delivered = 0
        while True:
            async with self._store.read() as uow:
                items = await uow.pending_outbox(self._clock.now(), self._batch)
            for item in items:
                try:
                    await self._delivery.deliver(item)
                except Exception as error:
                    attempts = item.attempts + 1
                    now = self._clock.now()
                    retry = self.retry_at(attempts, now)
                    log.warning(
                        "delivering outbox row %s (%s) failed (attempt %s): %r%s",
                        item.id,
                        item.notification.kind,
                        attempts,
                        error,
                        "" if retry else "; giving up",
                    )
                    async with self._store.transaction() as uow:
                        await uow.mark_failed(item.id, repr(error), retry, now)
                else:
                    async with self._store.transaction() as uow:
                        await uow.mark_delivered(item.id, self._clock.now())
                    delivered += 1
            if len(items) < self._batch:
                return delivered
