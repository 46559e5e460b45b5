"""The Discord bot assembled: intents, the command tree and its error handler, the cogs, the
persistent buttons, and the ``Arena`` (store, match service, timers, outbox delivery).

``python -m bot`` (``bot/__main__.py``) runs it; tests build it with ``StoneArenaBot(config,
clock=...)`` and run it against simcord. Everything that needs the event loop happens in
``setup_hook``, which discord.py runs once after logging in and before connecting.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from typing import Any, TypedDict

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common.arena import Arena
from bot.cogs.common.autocomplete import wire as wire_suggestions
from bot.cogs.common.clock import DiscordClock
from bot.cogs.common.forms import Form, answer_form
from bot.cogs.common.permissions import refusal
from bot.cogs.common.replies import PLAYER_ERRORS, apologise, context_of
from bot.cogs.help.help import Help
from bot.cogs.help.rules_info import RulesInfo
from bot.cogs.matches.buttons import ALL_BUTTONS, SUBMIT_FORM
from bot.cogs.matches.challenges import play_group
from bot.cogs.matches.moderation import Moderation
from bot.cogs.matches.play import Play
from bot.cogs.matches.sealed import Secret
from bot.cogs.matches.show import Show
from bot.cogs.matches.standings import Standings
from bot.cogs.server.diagnose import Diagnose
from bot.cogs.server.privacy import Privacy
from bot.cogs.server.settings import ALL_CONTROLS, UNPLAYED_FORM, Settings
from bot.cogs.server.welcome import Welcome
from bot.cogs.tournaments.commands import Tournaments
from bot.cogs.tournaments.host import Host
from bot.config import Config
from bot.engine.clock import Clock
from bot.engine.errors import StorageUnavailable
from bot.engine.games import SeedSource
from bot.engine.matches.computer import Thinker
from bot.health import heartbeat_path
from bot.heap import settle
from bot.metrics import Metrics, serve
from bot.storage import open_store

log = logging.getLogger(__name__)

EXIT_DATABASE = 3  # the database cannot be used: an operator must act (deploy/README.md)


def bot_intents() -> discord.Intents:
    """Only non-privileged intents: server and channel events (threads, permissions) and direct
    messages. Message content is not needed: DMs carry it anyway, commands are interactions."""
    intents = discord.Intents.none()
    intents.guilds = True
    intents.dm_messages = True
    return intents


class ArenaTree(app_commands.CommandTree[discord.Client]):
    """The command tree, with the one error handler for commands (python-discord's habit)."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """Refuse, privately and naming the permission, a command that would post where the
        bot may not (``bot.cogs.common.permissions``)."""
        refused = refusal(interaction)
        if refused is None:
            return True
        try:
            await interaction.response.send_message(refused, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not refuse a command", extra=context_of(interaction))
        return False

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        if isinstance(original, PLAYER_ERRORS):
            message = str(original)
        elif isinstance(error, app_commands.TransformerError):
            message = f"I could not use `{error.value}` for that option; please pick from the list."
        elif isinstance(error, app_commands.NoPrivateMessage):
            message = "This command works in a server channel, not in direct messages."
        elif isinstance(error, app_commands.CheckFailure):
            message = "You are not allowed to use this command here."
        else:
            log.error("a command failed", exc_info=original, extra=context_of(interaction))
            await apologise(interaction)
            return
        try:
            if interaction.response.is_done():
                await interaction.followup.send(message, ephemeral=True)
            else:
                await interaction.response.send_message(message, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not answer a refused command", extra=context_of(interaction))


# Every form (modal) the bot shows, answered by its custom_id in any process (bot/cogs/common/forms.py).
ALL_FORMS: tuple[Form, ...] = (SUBMIT_FORM, UNPLAYED_FORM)

COMMANDS_KEY = "commands"  # bot_state: the hash of the command tree last synced


def tree_hash(tree: app_commands.CommandTree[Any], guild_id: int | None) -> str:
    """A hash of what a sync would send, and where (a new target syncs again)."""
    payload = sorted((c.to_dict(tree) for c in tree.get_commands()), key=lambda c: c["name"])
    text = json.dumps({"guild": guild_id, "commands": payload}, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


class _ShardIds(TypedDict, total=False):
    shard_ids: list[int]


def shard_ids(config: Config) -> _ShardIds:
    """``shard_ids=`` for discord.py when the configuration names them (else: all shards)."""
    if config.shards is None or config.shards.ids is None:
        return {}
    return {"shard_ids": list(config.shards.ids)}


class StoneArenaBot(commands.AutoShardedBot):
    """The bot. ``clock``, ``seeds`` and ``thinker`` are for tests (virtual time, reproducible
    matches, a computer opponent whose thinking is lost with its process); so is
    ``settle_heap=False`` (no ``bot.heap.settle`` at the end of start-up: tests build many
    bots in one process).
    Sharded (``config.shards``, ``STONE_ARENA_SHARDS``): every shard of Discord's recommended
    count by default, or the ones named, for several processes on one PostgreSQL database."""

    def __init__(
        self,
        config: Config,
        *,
        clock: Clock | None = None,
        seeds: SeedSource | None = None,
        board_width: int = 800,
        thinker: Thinker | None = None,
        settle_heap: bool = True,
    ) -> None:
        # No voice here: silence discord.py's warnings about missing voice libraries.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=bot_intents(),
            shard_count=None if config.shards is None else config.shards.count,
            **shard_ids(config),
            tree_cls=ArenaTree,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            # No message cache: the bot reads no cached message (a DM's reply is resolved by
            # Discord or fetched), and 1,000 cached messages are objects every full garbage
            # collection walks (bot/heap.py).
            max_messages=None,
        )
        self.config = config
        self.arena: Arena | None = None
        self._clock: Clock = clock or DiscordClock()
        self._seeds = seeds
        self._board_width = board_width
        self._thinker = thinker
        self._settle_heap = settle_heap
        # What ``python -m bot`` exits with: 3 after a permanent database fault while running.
        self.exit_status = 0

    async def setup_hook(self) -> None:
        # A server not reachable yet is waited for; StorageUnavailable: exit 3, or 4 after the wait
        store = await open_store(self.config.database, wait=self.config.db_wait_seconds)
        store.on_permanent = self._stop_for_good
        self.arena = Arena(
            self,
            store,
            self._clock,
            seeds=self._seeds,
            board_width=self._board_width,
            outbox_keep_days=self.config.outbox_keep_days,
            removed_server_keep_days=self.config.removed_server_keep_days,
            heartbeat=heartbeat_path(self.config.database),
            thinker=self._thinker,
        )
        for cog in (
            Play(),
            Secret(self),
            Show(),
            RulesInfo(),
            Moderation(),
            Standings(),
            Diagnose(),
            Help(self),
            Settings(),
            Welcome(),
            Privacy(),
        ):
            await self.add_cog(cog)
        await self.add_cog(Tournaments(self))  # before arena.start: its timers need handlers
        await self.add_cog(Host(self))
        self.tree.add_command(play_group())
        wire_suggestions(self.tree)
        self.add_dynamic_items(*ALL_BUTTONS, *ALL_CONTROLS)

        async def on_form(interaction: discord.Interaction) -> None:
            await answer_form(interaction, ALL_FORMS)

        self.add_listener(on_form, "on_interaction")
        await self.sync_commands()
        if self.config.metrics_port is not None:
            serve(Metrics(self.arena.engine), self.config.metrics_port)
        await self.arena.start()
        log.info("stone arena is set up", extra={"database": str(store.path)})
        if self._settle_heap:
            settle()  # last: what start-up made is frozen out of later garbage collections

    async def sync_commands(self) -> None:
        """Register the slash commands with Discord, only when they changed since the last
        sync (a hash of the tree and where it goes, kept in the database): instantly in the
        development guild if one is configured (then the global commands are cleared, so they
        do not show twice), else globally (Discord may take a while to show global changes)."""
        assert self.arena is not None
        dev = self.config.dev_guild
        digest = tree_hash(self.tree, dev)
        async with self.arena.store.read() as uow:
            if await uow.bot_state(COMMANDS_KEY) == digest:
                log.info("commands unchanged since the last sync; not synced")
                return
        if dev is not None:
            guild = discord.Object(dev)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            self.tree.clear_commands(guild=None)
            await self.tree.sync()  # no stale global copies next to the guild's
        else:
            synced = await self.tree.sync()
        async with self.arena.store.transaction() as uow:
            await uow.set_bot_state(COMMANDS_KEY, digest, self._clock.now())
        log.info("synced %s commands", len(synced), extra={"guild": dev})

    def _stop_for_good(self, fault: StorageUnavailable) -> None:
        """A permanent database fault while running (logged by the store): stop, and exit
        with status 3, which the systemd unit does not restart (``RestartPreventExitStatus``)."""
        if self.exit_status == 0:
            self.exit_status = EXIT_DATABASE
            asyncio.get_running_loop().create_task(self.close(), name="stop: database fault")

    async def on_ready(self) -> None:
        user = self.user
        log.info("connected to Discord", extra={"user": str(user), "guilds": len(self.guilds)})
        if self.arena is not None and not self.arena.closing:
            # Removed from a server, or added back, while offline (docs/privacy.md); only the
            # servers of this process's shards (Discord: shard = (id >> 22) % count).
            count = self.shard_count or 1
            mine = set(range(count) if self.shard_ids is None else self.shard_ids)
            await self.arena.engine.privacy.reconcile(
                (g.id for g in self.guilds), ours=lambda guild_id: (guild_id >> 22) % count in mine
            )

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server (kicked, banned, or the server deleted): its data is erased
        after ``STONE_ARENA_REMOVED_SERVER_KEEP_DAYS`` unless the bot is added back first."""
        if self.arena is not None and not self.arena.closing:
            await self.arena.engine.privacy.guild_removed(guild.id)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        """Added (back) to a server: an erasure still pending for it is cancelled."""
        if self.arena is not None and not self.arena.closing:
            await self.arena.engine.privacy.guild_joined(guild.id)

    async def on_guild_available(self, guild: discord.Guild) -> None:
        """Discord reports a join as "available" too (and so every server at start-up)."""
        await self.on_guild_join(guild)

    async def close(self) -> None:
        """Graceful shutdown: deliveries in progress finish, the store closes after the
        transaction in progress commits, then the Discord connection closes."""
        if self.arena is not None and not self.arena.closing:
            await self.arena.close()
        await super().close()
