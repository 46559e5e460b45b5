"""What a post needs and what it learns: the *context* a row is delivered with, and the *facts*
its delivery reports back.

A delivery only delivers (``Delivery.deliver``): it reads nothing from the engine and writes
nothing to it while it posts. Everything a row's post needs (the match as it is now, the
position a board shows, the server's ping policy, the thread, whether the player's direct
messages are closed, the message whose buttons a newer one supersedes, a tournament's view) is
read here, engine-side, by a *loader* that the feature owning the notification kind registers
(``Posts.load``), and handed over as a plain frozen value in ``OutboxItem.context``. What the
post learns (the message posted, a thread opened or lost, closed direct messages, buttons
moved) comes back as the delivery's result, a tuple of small frozen *facts*, and is written by
the *recorder* registered for the fact's type (``Posts.record``) in the transaction that marks
the row delivered: a row's effects are one commit, and nothing is recorded for a post that is
not counted as delivered (a re-delivery of an uncertain row finds its post again, see
``bot.cogs.common.posting.resend``, and reports the same facts).

Contexts are loaded when a row *starts* (``Dispatcher``: one transaction per wave of rows, the
one that marks them started), not when the row is written nor when it is claimed: what a post
needs is often learned by the delivery of an earlier row of the same lane (the thread opened by
``match-started`` is where the next board goes; the receipt's Lock in is what the next prompt
takes away), and lanes only guarantee that the earlier row is delivered, and its facts
recorded, before a later one starts.

The outbox knows no feature: matches and tournaments register their loaders and recorders
(``bot.engine.matches.posts``, ``bot.engine.tournaments.posts``) when the engine is wired.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from bot.engine.errors import EngineError
from bot.engine.model import OutboxItem
from bot.engine.ports import UnitOfWork

log = logging.getLogger(__name__)

# What a delivery learned: small frozen dataclasses whose types have registered recorders.
Facts = tuple[object, ...]
# Reads what a row's post needs, inside the transaction that starts it.
Loader = Callable[[UnitOfWork, OutboxItem], Awaitable[object]]
# Writes one fact, inside the transaction that marks its row delivered.
Recorder = Callable[[UnitOfWork, object, datetime], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class Unavailable:
    """The context of a row whose subject could not be read (a match or tournament that no
    longer exists): its delivery fails, like the lookup it replaces, and is retried."""

    reason: str


class Posts:
    """Loaders by notification kind and recorders by fact type."""

    def __init__(self) -> None:
        self._loaders: dict[str, Loader] = {}
        self._recorders: dict[type, Recorder] = {}

    def load(self, kinds: Iterable[str], loader: Loader) -> None:
        """Read ``kinds``' contexts with ``loader``; a kind loaded twice is a programming error."""
        kinds = list(kinds)
        taken = sorted(set(kinds) & set(self._loaders))
        if taken:
            raise ValueError(f"notification kinds already loaded: {', '.join(taken)}")
        self._loaders.update(dict.fromkeys(kinds, loader))

    def record(self, fact_type: type, recorder: Recorder) -> None:
        """Write facts of ``fact_type`` with ``recorder``."""
        if fact_type in self._recorders:
            raise ValueError(f"facts of type {fact_type.__name__} are recorded already")
        self._recorders[fact_type] = recorder

    async def contexts(self, uow: UnitOfWork, items: Sequence[OutboxItem]) -> list[OutboxItem]:
        """``items`` with their contexts (``None`` for a kind nobody loads)."""
        ready: list[OutboxItem] = []
        for item in items:
            loader = self._loaders.get(item.notification.kind)
            context: object = None
            if loader is not None:
                try:
                    context = await loader(uow, item)
                except EngineError as error:
                    context = Unavailable(str(error))
            ready.append(replace(item, context=context))
        return ready

    async def write(self, uow: UnitOfWork, facts: Iterable[object], now: datetime) -> None:
        """Record each fact (in order) with its type's recorder."""
        for fact in facts:
            recorder = self._recorders.get(type(fact))
            if recorder is None:
                raise TypeError(f"no recorder for facts of type {type(fact).__name__}")
            await recorder(uow, fact, now)
