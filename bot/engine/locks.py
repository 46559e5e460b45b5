"""One ``asyncio.Lock`` per key (a match or a challenge), dropped when nobody holds or waits.

``asyncio.Lock`` wakes waiters in the order they came, so commands on one match are applied
in arrival order (the lead's decision for Interleave realtime).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Hashable
from contextlib import asynccontextmanager


class KeyedLocks:
    def __init__(self) -> None:
        self._locks: dict[Hashable, tuple[asyncio.Lock, int]] = {}

    @asynccontextmanager
    async def hold(self, key: Hashable | None) -> AsyncIterator[None]:
        """Hold the lock of ``key`` (``None``: no lock) for the ``async with`` block."""
        if key is None:
            yield
            return
        lock, users = self._locks.get(key, (asyncio.Lock(), 0))
        self._locks[key] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._locks[key]
            if users == 1:
                del self._locks[key]
            else:
                self._locks[key] = (lock, users - 1)

    def __len__(self) -> int:
        return len(self._locks)
