"""Fenced delivery: a post to Discord goes out only while this process's claim on its outbox row
stands, so that of several processes sharing the database, one that stalled and lost its claim
posts nothing twice.

Outbox rows are claimed with a lease (``Dispatcher``); a process that stalls past it (a long
pause of the machine, a stuck event loop) loses the row to another process, which delivers it
again. Each claim carries a new token (``OutboxItem.claim``). The dispatcher runs a delivery
inside ``fenced(check)``; the Discord layer calls ``before_post()`` right before each call that
creates something (a message, a thread), and ``check`` confirms, in a small transaction, that
the row is still claimed with that token and renews the lease, or raises ``ClaimLost``: the
stalled process then posts nothing more, and marking the row delivered or failed checks the
token too. Together with the look-up of an ``uncertain`` row (``bot/cogs/common/posting/resend.py``), a row is
shown once unless a process stalls a whole lease between the check and the post itself.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

Check = Callable[[], Awaitable[None]]

_check: ContextVar[Check | None] = ContextVar("stone_arena_fence", default=None)


class ClaimLost(Exception):
    """This process's claim on the outbox row being delivered ran out and another process took
    the row over: nothing more may be posted for it here."""

    def __init__(self, item_id: int) -> None:
        super().__init__(f"outbox row {item_id} was taken over by another process")
        self.item_id = item_id


@contextmanager
def fenced(check: Check) -> Iterator[None]:
    """Posts inside this block call ``check`` first (``before_post``)."""
    token = _check.set(check)
    try:
        yield
    finally:
        _check.reset(token)


async def before_post() -> None:
    """Right before a Discord call that creates something for the row being delivered: raise
    ``ClaimLost`` if the row is no longer this process's (outside a delivery: nothing)."""
    check = _check.get()
    if check is not None:
        await check()
