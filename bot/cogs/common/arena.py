"""``Arena``: everything the cogs share, built once per bot in ``setup_hook``.

It holds the store (opened by the composition root, ``bot/discord_app.py``), the ``Engine``
(match service, outbox dispatcher, and the pump that runs timers and deliveries), plus the small in-memory
helpers of the Discord layer (names, DMs, board pictures). ``arena_of(client)`` finds it from any
interaction.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Protocol

import discord

from bot.cogs.common.boards import Boards
from bot.cogs.common.delivery import DiscordDelivery
from bot.cogs.common.people import People
from bot.cogs.matches.delivery import MatchDelivery
from bot.engine.app import Engine
from bot.engine.clock import Clock
from bot.engine.games import SeedSource
from bot.engine.matches.computer import Thinker
from bot.engine.outbox.upkeep import Upkeep
from bot.engine.ports import Store
from bot.health import write_heartbeat

log = logging.getLogger(__name__)

RETRY_SECONDS = 10


class ClosableStore(Store, Protocol):
    """The engine's ``Store`` port plus ``close()`` (which waits for the transaction in
    progress) and ``checkpoint()`` (the WAL's); ``bot.storage.sqlite.SqliteStore`` is one."""

    async def close(self) -> None: ...

    async def checkpoint(self) -> None: ...


class Arena:
    def __init__(
        self,
        client: discord.Client,
        store: ClosableStore,
        clock: Clock,
        *,
        seeds: SeedSource | None = None,
        board_width: int = 800,
        outbox_keep_days: int = 30,
        removed_server_keep_days: int = 30,
        heartbeat: Path | None = None,
        thinker: Thinker | None = None,
    ) -> None:
        self.client = client
        self.store = store
        self.clock = clock
        self.people = People(client)
        self.boards = Boards(width=board_width)
        # Delivery only delivers: the client, names and DMs, pictures and the clock; what a
        # row's post needs comes with the row (``bot.engine.outbox.posts``).
        self.delivery = DiscordDelivery(client, self.people, clock)
        MatchDelivery(self.delivery, self.boards).install()
        # discord.py already retries 5xx answers and waits out rate limits inside one call, so
        # a delivery that still fails waits 10 s, then 20, 40, ... before the next attempt.
        upkeep = Upkeep(
            clock,
            beat=None if heartbeat is None else partial(write_heartbeat, heartbeat),
            checkpoint=store.checkpoint,
        )
        self.engine = Engine(
            store,
            self.delivery,
            clock=clock,
            seeds=seeds,
            retry_seconds=RETRY_SECONDS,
            outbox_keep_days=outbox_keep_days,
            upkeep=upkeep,
            # The computer opponent plays under the bot's own user id (known once logged in).
            computer_id=None if client.user is None else client.user.id,
            thinker=thinker,
            keep_removed_guild=timedelta(days=removed_server_keep_days),
        )
        self.service = self.engine.service
        # When each user last posted a challenge (``/play``'s cooldown; forgotten on restart).
        self.last_challenge: dict[int, datetime] = {}
        self.closing = False

    async def start(self) -> None:
        """Apply the outage grace rule (RULES.md §3 timing survives a restart), then deliver
        whatever is pending and start sleeping until the next deadline."""
        await self.engine.start()

    async def close(self) -> None:
        """Graceful shutdown: no new wake-ups, the delivery in progress finishes, then the
        store closes once the transaction in progress (if any) has committed."""
        self.closing = True
        await self.engine.stop()
        await self.store.close()


class HasArena(Protocol):
    arena: Arena | None


def arena_of(client: object) -> Arena:
    """The ``Arena`` of the bot that received an interaction."""
    arena = getattr(client, "arena", None)
    if not isinstance(arena, Arena):
        raise RuntimeError("the bot has no arena yet (setup_hook has not run)")
    return arena
