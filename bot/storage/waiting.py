"""Waiting out a database server that is not reachable yet, when the bot opens its store.

A host that boots, or a compose file that starts the bot beside its database, often runs the
bot before the server accepts connections: refused, no socket yet, a host name not in DNS yet,
"the database system is starting up". ``waited_out`` runs the opening again with a growing pause
(0.5 s, 1 s, 2 s ... at most 10 s) until it succeeds or ``wait`` seconds have passed, and logs
ONE line when the wait starts and one when it ends. A fault waiting cannot fix (a refused login,
no such database, an unreadable URL: ``permanent``) is raised at once; so is the last fault when
the time is up, as it was (not permanent: a restart may well find the server up).

The pause and the time come from ``sleep`` and ``clock`` (``asyncio.sleep``, ``time.monotonic``
unless given), so that the tests need not sleep.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

from bot.engine.errors import StorageUnavailable

log = logging.getLogger("bot.storage")

# STONE_ARENA_DB_WAIT_SECONDS' default: long enough for a database server's start after a host
# reboot or a crash recovery, short enough that an operator hears of a server that stays away.
DEFAULT_WAIT = 300.0
FIRST_PAUSE = 0.5
LONGEST_PAUSE = 10.0

Sleep = Callable[[float], Awaitable[object]]
Clock = Callable[[], float]
T = TypeVar("T")


async def waited_out(
    attempt: Callable[[], Awaitable[T]],
    *,
    wait: float,
    sleep: Sleep = asyncio.sleep,
    clock: Clock = time.monotonic,
) -> T:
    """``await attempt()``, again after a pause while it raises a passing ``StorageUnavailable``
    and less than ``wait`` seconds have gone by (see the module docstring)."""
    started = clock()
    pause = FIRST_PAUSE
    outage: StorageUnavailable | None = None
    while True:
        try:
            result = await attempt()
        except StorageUnavailable as fault:
            waited = clock() - started
            if fault.permanent or waited >= wait:
                raise
            if outage is None:
                log.warning(
                    "cannot reach the database %s yet: %s; waiting up to %d s for it",
                    fault.path,
                    fault.cause,
                    round(wait),
                    extra={"database": fault.path, "wait_seconds": wait},
                )
            outage = fault
            await sleep(min(pause, wait - waited))
            pause = min(pause * 2, LONGEST_PAUSE)
            continue
        if outage is not None:
            log.info(
                "the database %s is reachable after %.1f s",
                outage.path,
                clock() - started,
                extra={"database": outage.path},
            )
        return result
