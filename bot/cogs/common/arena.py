"""``Arena``: the parts the composition root (``bot/discord_app.py``) builds once per bot, held
together for the outbox deliveries, which read several of them as they post.

A plain container: it builds nothing and nobody looks it up. Commands, buttons and forms get
the single parts they use (a match service, the people, a clock...) from the root; only the
delivery handlers, which reach the client, the services, names, pictures and each other, take
it whole. ``close`` stops what the root started, in order.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Protocol

import discord

from bot.cogs.common.boards import Boards
from bot.cogs.common.people import People
from bot.engine.app import Engine
from bot.engine.clock import Clock
from bot.engine.matches.service import MatchService
from bot.engine.model import OutboxItem
from bot.engine.ports import Delivery, Store


class ClosableStore(Store, Protocol):
    """The engine's ``Store`` port plus ``close()`` (which waits for the transaction in
    progress) and ``checkpoint()`` (the WAL's); ``bot.storage.sqlite.SqliteStore`` is one."""

    async def close(self) -> None: ...

    async def checkpoint(self) -> None: ...


class Posting(Delivery, Protocol):
    """The Discord side of the engine's ``Delivery`` port, as other deliveries use it: more
    notification kinds, and posting a message (an ``Outgoing`` of the match delivery)."""

    def register(self, handlers: Mapping[str, Callable[[OutboxItem], Awaitable[None]]]) -> None: ...

    async def post(self, target_id: int, out: Any) -> int | None: ...


class Arena:
    """Built by the composition root in this order: the container, the delivery that reads it,
    the engine that delivers through it, then its match service and the pictures of it. (The delivery
    and the engine need each other, so one of them reads the other late, through here.)"""

    engine: Engine
    service: MatchService  # the engine's
    boards: Boards
    delivery: Posting

    def __init__(
        self, client: discord.Client, store: ClosableStore, clock: Clock, people: People
    ) -> None:
        self.client = client
        self.store = store
        self.clock = clock
        self.people = people
        self.closing = False

    async def close(self) -> None:
        """Graceful shutdown: no new wake-ups, the delivery in progress finishes, then the
        store closes once the transaction in progress (if any) has committed."""
        self.closing = True
        await self.engine.stop()
        await self.store.close()
