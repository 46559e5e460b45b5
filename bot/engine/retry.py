"""``retried``: run a whole unit of work again when the database aborted it for a conflict.

With several transactions at once on PostgreSQL (this process's tasks, other processes), two
that lock the same rows in opposite orders deadlock: a tournament change (the tournament's row,
then a match's) against a match-end timer (the match's row, then the tournament's), two matches
of the same players rating them, a tournament starting while its players move. PostgreSQL
breaks the cycle by aborting one of them with 40P01 (a ``REPEATABLE READ`` or ``SERIALIZABLE``
one can also fail with 40001); the store raises ``TransactionConflict`` and nothing of it was
kept. The unit of work is the method that opened the transaction: ``retried`` calls it again,
from the start (it reads everything afresh, so the second attempt sees the winner's commit),
up to ``ATTEMPTS`` times. No pause between attempts: the other transaction usually already
holds what it needs and the new attempt waits for it behind the database's locks. Not always:
PostgreSQL does not hand a row its aborted locker released to the waiter queued for it, so the
rerun may take it first and deadlock again; hence several attempts.

Every method of the engine that opens a write transaction (``MatchService.write`` or
``Store.transaction``) is one unit of work and carries ``@retried``; the method must do nothing
outside its transaction before it (a test checks every service method that writes). SQLite runs
one transaction at a time and never raises it.

The same rerun keeps long computations out of the write transaction (on SQLite every other
write in the bot waits for it): a unit that finds it needs one (a Swiss pairing of 256 players
takes seconds) raises ``WorkOutside``; its transaction is rolled back, ``retried`` awaits the
work with no transaction open, and runs the unit again, which finds the answer where the work
left it, keyed by everything it was computed from, and checks that key against what it reads
now, under the lock: if something it depends on changed meanwhile, the answer is not used and
the work is done again for what is there now.
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

# Reruns of one unit for work done outside its transaction. Each needs another commit to change
# what the work was computed from while it ran, so more than a couple means a bug.
OUTSIDE_ATTEMPTS = 10

P = ParamSpec("P")
R = TypeVar("R")


class WorkOutside(Exception):
    """Raised inside a unit of work that needs ``work`` done before it can go on: ``retried``
    rolls the transaction back, awaits ``work()`` outside any transaction and runs the unit
    again (the module docstring). ``what`` names it for the log."""

    def __init__(self, what: str, work: Callable[[], Awaitable[None]]) -> None:
        super().__init__(what)
        self.what = what
        self.work = work


def retried(unit: Callable[P, Awaitable[R]]) -> Callable[P, Coroutine[Any, Any, R]]:
    """``unit`` (an async method that is one transaction), run again on ``TransactionConflict``
    up to ``ATTEMPTS`` times in all, and after the work of each ``WorkOutside`` it raises."""

    @functools.wraps(unit)
    async def run(*args: P.args, **kwargs: P.kwargs) -> R:
        attempt = outside = 0
        while True:
            try:
                return await unit(*args, **kwargs)
            except WorkOutside as needed:
                outside += 1
                if outside > OUTSIDE_ATTEMPTS:
                    raise RuntimeError(
                        f"{unit.__qualname__}: {needed.what} was still out of date after "
                        f"{OUTSIDE_ATTEMPTS} attempts"
                    ) from needed
                log.debug("%s: %s outside the transaction", unit.__qualname__, needed.what)
                await needed.work()
            except TransactionConflict as conflict:
                attempt += 1
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

    run.__retried__ = True  # type: ignore[attr-defined]
    return run


def is_retried(method: object) -> bool:
    """Whether ``method`` carries ``@retried`` (the test that every writing method does)."""
    return bool(getattr(method, "__retried__", False))
