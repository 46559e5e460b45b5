"""``retried``: run a whole unit of work again when the database aborted it for a conflict.

With several transactions at once on PostgreSQL (this process's tasks, other processes), two
that lock the same rows in opposite orders deadlock: a tournament change (the tournament's row,
then a match's) against a match-end timer (the match's row, then the tournament's), two matches
of the same players rating them, a tournament starting while its players move. PostgreSQL
breaks the cycle by aborting one of them with 40P01 (a ``REPEATABLE READ`` or ``SERIALIZABLE``
one can also fail with 40001); the store raises ``TransactionConflict`` and nothing of it was
kept. The unit of work is the method that opened the transaction: ``retried`` calls it again,
from the start (it reads everything afresh, so the second attempt sees the winner's commit),
up to ``ATTEMPTS`` times. No pause between attempts: the other transaction already holds what
it needs and the new attempt simply waits for it behind the database's locks.

Every method of the engine that opens a write transaction (``MatchService.write`` or
``Store.transaction``) is one unit of work and carries ``@retried``; the method must do nothing
outside its transaction before it (a test checks every service method that writes). SQLite runs
one transaction at a time and never raises it.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, ParamSpec, TypeVar

from bot.engine.errors import TransactionConflict

log = logging.getLogger(__name__)

# Attempts of one unit of work before the conflict reaches the caller (as a sentence for the
# player: ``TransactionConflict`` is an ``EngineError``). A deadlock needs another transaction
# to lock the same things in the other order at the same moment, so a second attempt nearly
# always succeeds.
ATTEMPTS = 5

P = ParamSpec("P")
R = TypeVar("R")


def retried(unit: Callable[P, Awaitable[R]]) -> Callable[P, Coroutine[Any, Any, R]]:
    """``unit`` (an async method that is one transaction), run again on ``TransactionConflict``
    up to ``ATTEMPTS`` times in all."""

    @functools.wraps(unit)
    async def run(*args: P.args, **kwargs: P.kwargs) -> R:
        for attempt in range(1, ATTEMPTS + 1):
            try:
                return await unit(*args, **kwargs)
            except TransactionConflict as conflict:
                if attempt == ATTEMPTS:
                    log.warning(
                        "%s: still in conflict after %s attempts (%s); given up",
                        unit.__qualname__,
                        attempt,
                        conflict.cause,
                    )
                    raise
                log.info(
                    "%s: rolled back for a conflict (%s); attempt %s of %s",
                    unit.__qualname__,
                    conflict.cause,
                    attempt + 1,
                    ATTEMPTS,
                )
        raise AssertionError("unreachable")  # the loop returns or raises

    run.__retried__ = True  # type: ignore[attr-defined]
    return run


def is_retried(method: object) -> bool:
    """Whether ``method`` carries ``@retried`` (the test that every writing method does)."""
    return bool(getattr(method, "__retried__", False))
