"""One thread per tournament match, so the channel does not drown: every game of its series, its game choice
(pick/ban), its deadline notes and its result are posted there, so the tournament channel keeps
only the round's pairings message and its summary.

Decision (threads "started from the pairings message" were the first idea, but Discord gives a
message at most one thread, and a public thread opened from the channel itself leaves a "started
a thread" system message there, one per match): the match thread is a **private thread** opened
from the channel, which Discord announces to nobody in the channel; both players are added to it
(members with Manage Threads see it too, and players may invite others: it is invitable).

Organisers see every match: the tournament's organiser (its creator) is added to each private
match thread with the players, so they read and post in it without Manage Threads. Other
organisers (server managers, the organiser role) are not all added by themselves: listing a
role's members needs the privileged members intent, which the bot does without, and a role of
thirty moderators would mean thirty additions and thirty unread threads per match. Each of them
asks instead with ``/host watch``: added to every thread already open (``add_to``, an archived
one opened again to do it) and to each one opened later (``TournamentConfig.watchers``). Where
the bot may not create private threads it falls back to a public thread (one system message per
match), and where it may create no thread at all the match is played in the channel.

Spectators: an organiser who wants anyone to watch creates the tournament with
``public_threads`` (public match threads in ``/host create``'s more options); each match is then
a public thread (Discord posts one "started a thread" line per match in the channel). Private is the default,
because a big night would otherwise fill the channel with one line per match.

Crash safety, as for match threads (``bot.cogs.common.posting.resend``): a thread is found by its name before
one is opened, so a restart between opening it and recording it never opens a second; its name
starts with ``#<tournament>.<match key> `` and nothing else does. After a restart the gateway's
cache holds only active threads: a thread archived since (a finished game's archive, or
Discord's after a day without messages) is found through the thread recorded for the
pairing's games (which come with the row: ``TournamentPost.threads``), fetched from Discord's
API; posting in it opens it again.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord

from bot.cogs.common.limits import THREAD_NAME_CHARS
from bot.cogs.common.people import People
from bot.cogs.common.posting.delivery import THREAD_ARCHIVE_MINUTES
from bot.engine.outbox import fence
from bot.engine.tournaments.posts import TournamentPost

log = logging.getLogger(__name__)


def thread_prefix(tournament_id: int, key: str) -> str:
    return f"#{tournament_id}.{key} "


def thread_name(tournament_id: int, key: str, names: Sequence[str]) -> str:
    """``#12.W1.3 alice v bob``: the prefix finds it again, the names say whose it is."""
    return f"{thread_prefix(tournament_id, key)}{names[0]} v {names[1]}"[:THREAD_NAME_CHARS]


class MatchThreads:
    """Finds or opens the thread of a tournament match (a pairing, every game of it)."""

    def __init__(self, client: discord.Client, people: People) -> None:
        self.client = client
        self.people = people
        self._known: dict[tuple[int, str], int] = {}  # (tournament, key) -> thread id

    async def find(
        self, channel_id: int, tournament_id: int, key: str, recorded: Sequence[int]
    ) -> int | None:
        """The match's thread, if this process opened it, or it was opened before a restart
        (active, or archived since: among the ``recorded`` threads of the pairing's games);
        else ``None``."""
        known = self._known.get((tournament_id, key))
        if known is not None:
            return known
        thread = await self._opened(channel_id, tournament_id, key, recorded)
        if thread is None:
            return None
        self._known[(tournament_id, key)] = thread.id
        return thread.id

    async def _opened(
        self, channel_id: int, tournament_id: int, key: str, recorded: Sequence[int]
    ) -> discord.Thread | None:
        """A thread opened for the match before (by an earlier process): from the gateway's
        cache of active threads, else the one recorded for the pairing's latest game, fetched
        through the API (archived threads are not in the cache)."""
        cached = self._cached(channel_id, tournament_id, key)
        if cached is not None:
            return cached
        prefix = thread_prefix(tournament_id, key)
        for thread_id in recorded:
            try:
                thread = await self.client.fetch_channel(thread_id)
            except (discord.NotFound, discord.Forbidden) as error:
                log.info("thread %s of %s is gone: %r", thread_id, key, error)
                continue
            if (
                isinstance(thread, discord.Thread)
                and thread.parent_id == channel_id
                and thread.name.startswith(prefix)
            ):
                return thread
        return None

    def _cached(self, channel_id: int, tournament_id: int, key: str) -> discord.Thread | None:
        channel = self.client.get_channel(channel_id)
        me = self.client.user
        if not isinstance(channel, discord.TextChannel) or me is None:
            return None
        prefix = thread_prefix(tournament_id, key)
        for thread in channel.threads:
            if thread.owner_id == me.id and thread.name.startswith(prefix):
                return thread
        return None

    async def open(
        self, channel_id: int, post: TournamentPost, key: str, users: Sequence[int]
    ) -> int | None:
        """The match's thread, opened if it is not there yet: private with both players added,
        or public if the tournament was created so (else private where public threads are not
        allowed, and the other way round); ``None`` if the bot may open no thread in that
        channel (logged). ``post``: the tournament and the pairing's recorded threads."""
        tournament_id = post.view.id
        known = self._known.get((tournament_id, key))
        if known is not None:
            return known
        members = [*users, *organisers(post)]
        opened = await self._opened(channel_id, tournament_id, key, post.threads)
        if opened is not None:  # opened before a restart: its players may not be added yet
            await self._add(opened, members)
            self._known[(tournament_id, key)] = opened.id
            return opened.id
        channel = self.client.get_channel(channel_id)
        if not isinstance(channel, discord.TextChannel):
            return None  # a thread, a forum or not cached: the match is played where it is
        allowed = channel.permissions_for(channel.guild.me)
        if not allowed.send_messages_in_threads:
            return None
        public = (
            post.view.record.config.public_threads and allowed.create_public_threads
        ) or not allowed.create_private_threads
        if public and not allowed.create_public_threads:
            return None
        a, b = users
        names = await self.people.names((a, b))
        await fence.before_post()  # this process still holds the row (bot.engine.outbox.fence)
        try:
            thread = await channel.create_thread(
                name=thread_name(tournament_id, key, names),
                type=discord.ChannelType.public_thread
                if public
                else discord.ChannelType.private_thread,
                invitable=True,
                auto_archive_duration=THREAD_ARCHIVE_MINUTES,
            )
            await self._add(thread, members)
        except (discord.Forbidden, discord.NotFound) as error:
            log.info("no thread for %s of tournament %s: %r", key, tournament_id, error)
            return None
        self._known[(tournament_id, key)] = thread.id
        return thread.id

    async def _add(self, thread: discord.Thread, users: Sequence[int]) -> None:
        if thread.type is not discord.ChannelType.private_thread:
            return
        for user in dict.fromkeys(users):
            await thread.add_user(discord.Object(user))


async def add_to(client: discord.Client, thread_ids: Sequence[int], user: int) -> int:
    """Add ``user`` to each private thread of ``thread_ids`` (an archived one is opened again
    for it; Discord archives it again when idle); how many of the threads ``user`` can now
    read. A thread gone or out of the bot's reach is skipped (logged)."""
    reached = 0
    for thread_id in thread_ids:
        try:
            thread = client.get_channel(thread_id) or await client.fetch_channel(thread_id)
            if not isinstance(thread, discord.Thread):
                continue
            if thread.type is discord.ChannelType.private_thread:
                if thread.archived:
                    thread = await thread.edit(archived=False)
                await thread.add_user(discord.Object(user))
            reached += 1
        except (discord.Forbidden, discord.NotFound) as error:
            log.info("cannot add %s to thread %s: %r", user, thread_id, error)
    return reached


def organisers(post: TournamentPost) -> list[int]:
    """Who is added to every match thread beside its players: the tournament's organiser and
    the organisers who asked (``/host watch``)."""
    record = post.view.record
    return [record.organiser_id, *record.config.watchers]
