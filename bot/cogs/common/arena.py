"""``Arena``: the parts the composition root (``bot/discord_app.py``) builds once per bot, kept
together so that the root can stop them in order and tests can reach them.

A plain container: it builds nothing and nobody looks it up. Commands, buttons and forms get
the single parts they use (a match service, the people, a clock...) from the root; deliveries
get the Discord client, names and pictures, never the engine (what a post needs comes with its
outbox row: ``bot.engine.outbox.posts``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

import discord

from bot.cogs.common.boards import Boards
from bot.cogs.common.people import People
from bot.cogs.common.posting.delivery import DiscordDelivery
from bot.engine.app import Engine
from bot.engine.clock import Clock
from bot.engine.matches.service import MatchService
from bot.engine.ports import Store


class ClosableStore(Store, Protocol):
    """The engine's ``Store`` port plus ``close()`` (which waits for the transaction in
    progress), ``checkpoint()`` (the WAL's) and ``scrub()`` (nothing deleted left in the
    files, after a forget); ``bot.storage.sqlite.SqliteStore`` is one."""

    async def close(self) -> None: ...

    async def checkpoint(self) -> None: ...

    async def scrub(self) -> None: ...


@dataclass(eq=False)
class Arena:
    """What the root built: the store, the engine that runs on it, and the Discord side of the
    engine's ``Delivery`` port with the names and pictures it posts."""

    client: discord.Client
    store: ClosableStore
    clock: Clock
    people: People
    boards: Boards
    delivery: DiscordDelivery
    engine: Engine
    closing: bool = field(default=False, init=False)

    @property
    def service(self) -> MatchService:
        """The engine's match service."""
        return self.engine.service

    async def close(self) -> None:
        """Graceful shutdown: no new wake-ups, the delivery in progress finishes, then the
        store closes once the transaction in progress (if any) has committed."""
        self.closing = True
        await self.engine.stop()
        await self.store.close()
