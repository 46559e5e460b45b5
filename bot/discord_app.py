"""The Discord bot assembled: intents, the command tree and its error handler, the cogs, the
persistent buttons, and the ``Arena`` (store, engine, outbox delivery, names, pictures).

``python -m bot`` (``bot/__main__.py``) runs it; tests build it with ``StoneArenaBot(config,
clock=...)`` and run it against simcord. Everything that needs the event loop happens in
``setup_hook``, which discord.py runs once after logging in and before connecting.

This is the one place that wires things together: ``setup_hook`` builds the parts and hands
each cog exactly what it uses. Buttons, selects and forms are different: discord.py rebuilds
them from a ``custom_id`` and the interaction alone (``DynamicItem.from_custom_id``), and the
classes it rebuilds are registered per bot (``add_dynamic_items``, and again by every message
sent with one of them), so they cannot carry dependencies themselves. They reach them through
``interaction.client``: the typed attributes ``setup_hook`` sets below (``matches``,
``tournaments``, ``people``, ``boards``, ``confirmations``), each feature naming the few it reads
in a ``Protocol`` (``MatchReach``, ``TournamentReach``...; ``reaches`` has mypy check that the
bot has them all).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from collections.abc import Callable
from datetime import timedelta
from functools import partial
from typing import Any, TypedDict

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import (
    PLAYER_ERRORS,
    Arena,
    Boards,
    ClosableStore,
    Confirmations,
    ConfirmButton,
    Confirming,
    DiscordClock,
    DiscordDelivery,
    Form,
    PageLinks,
    People,
    SuggestionReach,
    answer_form,
    apologise,
    context_of,
    refusal,
    wire_suggestions,
)
from bot.cogs.common.language import CommandTranslator, Words, fingerprint
from bot.cogs.help import Help, HelpMenu, HelpReach, RulesInfo
from bot.cogs.matches import (
    MATCH_BUTTONS,
    REVIEW_BUTTONS,
    SUBMIT_FORM,
    ChallengeReach,
    Challenges,
    GamePick,
    MatchDelivery,
    MatchReach,
    Moderation,
    Play,
    Review,
    ReviewReach,
    Secret,
    Show,
    Standings,
    challenge_menu,
    play_group,
)
from bot.cogs.puzzles import PUZZLE_BUTTONS, DailyDelivery, PuzzleReach, Puzzles
from bot.cogs.server import (
    ALL_CONTROLS,
    UNPLAYED_FORM,
    Diagnose,
    Privacy,
    Settings,
    SettingsReach,
    Welcome,
)
from bot.cogs.tournaments import (
    DETAILS_FORM,
    DRAFT_CONTROLS,
    TOURNAMENT_BUTTONS,
    DraftReach,
    Drafts,
    EntryDelivery,
    Host,
    TournamentDelivery,
    TournamentReach,
    Tournaments,
    bracket_view,
    picture,
)
from bot.config import Config
from bot.engine.app import Engine
from bot.engine.clock import Clock
from bot.engine.errors import StorageUnavailable
from bot.engine.games import SeedSource
from bot.engine.matches.computer import Thinker
from bot.engine.matches.service import MatchService
from bot.engine.outbox.upkeep import Upkeep
from bot.engine.puzzles import PuzzleService
from bot.engine.review import Reviewer, ReviewService
from bot.engine.review.service import REVIEW_PLAYOUTS
from bot.engine.tournaments.service import TournamentService
from bot.health import heartbeat_path, write_heartbeat
from bot.heap import Quiet, installed, settle, sweep
from bot.metrics import Metrics, serve
from bot.storage import open_store
from bot.web import Addresses, Reader, WebServer, web_secret

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
        words = Words.for_interaction(interaction)
        if isinstance(original, PLAYER_ERRORS):
            message = str(original)
        elif isinstance(error, app_commands.TransformerError):
            message = words("common-option-unusable", value=str(error.value))
        elif isinstance(error, app_commands.NoPrivateMessage):
            message = words("common-server-only")
        elif isinstance(error, app_commands.CheckFailure):
            message = words("common-not-allowed")
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
ALL_FORMS: tuple[Form, ...] = (SUBMIT_FORM, UNPLAYED_FORM, DETAILS_FORM)


def build_arena(
    client: discord.Client,
    store: ClosableStore,
    clock: Clock,
    config: Config,
    *,
    seeds: SeedSource | None,
    board_width: int,
    thinker: Thinker | None,
    pages: PageLinks | None = None,
    reviewer: Reviewer | None = None,
    review_playouts: int | None = REVIEW_PLAYOUTS,
    sweep: Callable[[], object] | None = None,
) -> Arena:
    """The store-backed engine, its upkeep and its Discord delivery, the names and pictures;
    ``sweep``: the heap's upkeep chore (``bot.heap.sweep``)."""
    people = People(client)
    boards = Boards(width=board_width)
    # Delivery only delivers: the client, names and DMs, pictures and the clock; what a row's
    # post needs comes with the row (``bot.engine.outbox.posts``).
    delivery = DiscordDelivery(client, people, clock)
    MatchDelivery(delivery, boards, pages).install()
    DailyDelivery(delivery, boards).install()  # the daily puzzle's posts
    upkeep = Upkeep(
        clock,
        beat=partial(write_heartbeat, heartbeat_path(config.database)),
        checkpoint=store.checkpoint,
        sweep=sweep,
    )
    engine = Engine(
        store,
        delivery,
        clock=clock,
        seeds=seeds,
        outbox_keep_days=config.outbox_keep_days,
        upkeep=upkeep,
        # The computer opponent plays under the bot's own user id (known once logged in).
        computer_id=None if client.user is None else client.user.id,
        thinker=thinker,
        keep_removed_guild=timedelta(days=config.removed_server_keep_days),
        reviewer=reviewer,
        review_playouts=review_playouts,
    )
    return Arena(client, store, clock, people, boards, delivery, engine)


COMMANDS_KEY = "commands"  # bot_state: the hash of the command tree last synced


def tree_hash(
    tree: app_commands.CommandTree[Any], guild_id: int | None, translations: str = ""
) -> str:
    """A hash of what a sync would send, and where (a new target syncs again); ``translations``
    is the catalogues' fingerprint (a changed translation syncs again too)."""
    payload = sorted((c.to_dict(tree) for c in tree.get_commands()), key=lambda c: c["name"])
    text = json.dumps(
        {"guild": guild_id, "commands": payload, "translations": translations},
        sort_keys=True,
        default=str,
    )
    return hashlib.sha256(text.encode()).hexdigest()


class _ShardIds(TypedDict, total=False):
    shard_ids: list[int]


def shard_ids(config: Config) -> _ShardIds:
    """``shard_ids=`` for discord.py when the configuration names them (else: all shards)."""
    if config.shards is None or config.shards.ids is None:
        return {}
    return {"shard_ids": list(config.shards.ids)}


class StoneArenaBot(commands.AutoShardedBot):
    """The bot. ``clock``, ``seeds``, ``thinker``, ``reviewer`` and ``review_playouts`` are for
    tests (virtual time, reproducible matches, a computer opponent whose thinking is lost with
    its process, reviews in a small budget); so is
    ``settle_heap=False`` (no ``bot.heap.settle`` at the end of start-up: tests build many
    bots in one process).
    Sharded (``config.shards``, ``STONE_ARENA_SHARDS``): every shard of Discord's recommended
    count by default, or the ones named, for several processes on one PostgreSQL database."""

    # What buttons, selects, forms and suggestions reach through ``interaction.client`` (see the
    # module docstring); set by ``setup_hook``.
    matches: MatchService
    tournaments: TournamentService
    people: People
    boards: Boards
    confirmations: Confirmations
    reviews: ReviewService
    drafts: Drafts
    puzzles: PuzzleService
    challenges: Challenges

    def __init__(
        self,
        config: Config,
        *,
        clock: Clock | None = None,
        seeds: SeedSource | None = None,
        board_width: int = 800,
        thinker: Thinker | None = None,
        reviewer: Reviewer | None = None,
        review_playouts: int | None = REVIEW_PLAYOUTS,
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
            # A command is a server's unless it says otherwise (``cogs/common/places.py``): the
            # game commands also come with the app installed to a player's own account.
            allowed_installs=app_commands.AppInstallationType(guild=True),
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            # No message cache: the bot reads no cached message (a DM's reply is resolved by
            # Discord or fetched), and 1,000 cached messages are objects every full garbage
            # collection walks (bot/heap.py).
            max_messages=None,
        )
        self.config = config
        self.arena: Arena | None = None  # built in setup_hook; owned here, read by tests
        self.clock: Clock = clock or DiscordClock()
        self._seeds = seeds
        self._board_width = board_width
        self._thinker = thinker
        self._reviewer = reviewer
        self._review_playouts = review_playouts
        self._settle_heap = settle_heap
        # When someone was last served (a press, a command, a page): the heap's whole
        # collection waits for a quiet moment (bot/heap.py).
        self.quiet = Quiet()
        self.web: WebServer | None = None  # the web pages (STONE_ARENA_WEB), when served
        self.pages: Addresses | None = None  # their addresses: links in messages
        # What ``python -m bot`` exits with: 3 after a permanent database fault while running.
        self.exit_status = 0

    async def setup_hook(self) -> None:
        # A server not reachable yet is waited for; StorageUnavailable: exit 3, or 4 after the wait
        store = await open_store(self.config.database, wait=self.config.db_wait_seconds)
        store.on_permanent = self._stop_for_good
        if self.config.web is not None:  # the pages' addresses: links in messages
            secret = await web_secret(store, self.config.web_secret, self.clock.now())
            host, port = self.config.web
            self.pages = Addresses(secret, self.config.public_url or f"http://{host}:{port}")
        self.arena = arena = build_arena(
            self,
            store,
            self.clock,
            self.config,
            seeds=self._seeds,
            board_width=self._board_width,
            thinker=self._thinker,
            pages=self.pages,
            reviewer=self._reviewer,
            review_playouts=self._review_playouts,
            sweep=self._sweep_heap,
        )
        engine = arena.engine
        self.matches = matches = engine.service
        self.tournaments = tournaments = engine.tournaments
        self.people = people = arena.people
        self.boards = boards = arena.boards
        self.confirmations = confirmations = Confirmations(self.clock)
        self.drafts = drafts = Drafts()  # /host create's drafts: in memory, lost in a restart
        self.reviews = engine.reviews
        self.puzzles = engine.puzzles
        # Tournament notifications go out through the same delivery (before the engine starts).
        events = TournamentDelivery(arena.delivery, self.pages)
        events.install()
        entries = EntryDelivery(arena.delivery)  # the waitlist, the check-in reminder, late entries
        entries.install()
        for cog in (
            Play(matches, people, confirmations, boards),
            Secret(self, matches, people, boards),
            Show(matches, people, boards),
            Review(matches, engine.reviews, people, boards),
            RulesInfo(boards),
            Moderation(matches, confirmations),
            Standings(matches, people, self.pages, engine.puzzles),
            Diagnose(matches),
            Help(boards),
            Settings(matches),
            Welcome(matches),
            Privacy(engine.privacy, store.scrub, people, confirmations),
            Tournaments(tournaments, matches, events, entries, self.pages),
            Host(tournaments, matches, confirmations, drafts),
            Puzzles(engine.puzzles, boards, people),
        ):
            await self.add_cog(cog)
        self.challenges = Challenges(matches, people, self.clock, boards)
        self.tree.add_command(play_group(self.challenges))
        self.tree.add_command(challenge_menu())
        wire_suggestions(self.tree)
        # Korean and Japanese names and descriptions for the whole tree (the rooms' locales/).
        await self.tree.set_translator(CommandTranslator())
        self.add_dynamic_items(
            ConfirmButton,
            *MATCH_BUTTONS,
            GamePick,
            *REVIEW_BUTTONS,
            *PUZZLE_BUTTONS,
            *TOURNAMENT_BUTTONS,
            HelpMenu,
            *ALL_CONTROLS,
            *DRAFT_CONTROLS,
        )

        async def on_form(interaction: discord.Interaction) -> None:
            await answer_form(interaction, ALL_FORMS)

        self.add_listener(on_form, "on_interaction")

        async def served(_: discord.Interaction) -> None:
            self.quiet.touch()

        self.add_listener(served, "on_interaction")
        await self.sync_commands()
        if self.config.metrics_port is not None:
            serve(Metrics(engine), self.config.metrics_port)
        if self.config.web is not None and self.pages is not None:
            await self._serve_pages(arena, self.pages, self.config.web)
        await engine.start()  # outage grace (RULES.md §3), then pending deliveries and timers
        log.info("stone arena is set up", extra={"database": str(store.path)})
        if self._settle_heap:
            settle()  # last: what start-up made is frozen out of later garbage collections

    def _sweep_heap(self) -> None:
        """The upkeep's heap chore: the owed collection of everything, at a quiet moment."""
        refreezer = installed()
        if refreezer is not None:
            sweep(refreezer, self.quiet)

    async def _serve_pages(self, arena: Arena, pages: Addresses, where: tuple[str, int]) -> None:
        """The read-only web pages on this event loop (``bot/web/``): names from ``People``,
        the tournament picture the channel shows; links start with ``STONE_ARENA_PUBLIC_URL``."""
        host, port = where
        reader = Reader(
            arena.engine.service,
            arena.engine.tournaments,
            arena.people,
            lambda t, title: picture(t, title).png,
            bracket_view,
        )
        self.web = WebServer(reader, pages, host, port, served=self.quiet.touch)
        await self.web.start()

    @property
    def closing(self) -> bool:
        """Shutting down: commands are refused politely (``bot.cogs.common.replies``)."""
        return self.arena is not None and self.arena.closing

    async def sync_commands(self) -> None:
        """Register the slash commands with Discord, only when they changed since the last
        sync (a hash of the tree and where it goes, kept in the database): instantly in the
        development guild if one is configured (then the global commands are cleared, so they
        do not show twice), else globally (Discord may take a while to show global changes)."""
        assert self.arena is not None
        dev = self.config.dev_guild
        digest = tree_hash(self.tree, dev, fingerprint())
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
            await uow.set_bot_state(COMMANDS_KEY, digest, self.clock.now())
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
        if self.web is not None:
            await self.web.stop()
            self.web = None
        if self.arena is not None and not self.arena.closing:
            await self.arena.close()
        await super().close()


Reaches = tuple[
    MatchReach,
    ReviewReach,
    TournamentReach,
    SettingsReach,
    HelpReach,
    Confirming,
    SuggestionReach,
    DraftReach,
    PuzzleReach,
    ChallengeReach,
]


def reaches(bot: StoneArenaBot) -> Reaches:
    """Never called: mypy checks here that the bot has every attribute that a button, form or
    suggestion of each feature reads through ``interaction.client``."""
    return (bot, bot, bot, bot, bot, bot, bot, bot, bot, bot)
