"""One thread per tournament match (issue 11 item 3): every game of its series, its game choice
(pick/ban), its deadline notes and its result are posted there, so the tournament channel keeps
only the round's pairings message and its summary.

Decision (the issue asks for threads "started from the pairings message", but Discord gives a
message at most one thread, and a public thread opened from the channel itself leaves a "started
a thread" system message there, one per match): the match thread is a **private thread** opened
from the channel, which Discord announces to nobody in the channel; both players are added to it
(members with Manage Threads see it too, and players may invite others: it is invitable). Where
the bot may not create private threads it falls back to a public thread (one system message per
match), and where it may create no thread at all the match is played in the channel.

Crash safety, as for match threads (``bot.cogs.resend``): a thread is found by its name before
one is opened, so a restart between opening it and recording it never opens a second; its name
starts with ``#<tournament>.<match key> `` and nothing else does.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.cogs.delivery import THREAD_ARCHIVE_MINUTES
from bot.cogs.limits import THREAD_NAME_CHARS

if TYPE_CHECKING:
    from bot.cogs.arena import Arena

log = logging.getLogger(__name__)


def thread_prefix(tournament_id: int, key: str) -> str:
    return f"#{tournament_id}.{key} "


def thread_name(tournament_id: int, key: str, names: Sequence[str]) -> str:
    """``#12.W1.3 alice v bob``: the prefix finds it again, the names say whose it is."""
    return f"{thread_prefix(tournament_id, key)}{names[0]} v {names[1]}"[:THREAD_NAME_CHARS]


class MatchThreads:
    """Finds or opens the thread of a tournament match (a pairing, every game of it)."""

    def __init__(self, arena: Arena) -> None:
        self.arena = arena
        self._known: dict[tuple[int, str], int] = {}  # (tournament, key) -> thread id

    def find(self, channel_id: int, tournament_id: int, key: str) -> int | None:
        """The match's thread, if this process opened it or the gateway's cache of active
        threads holds it (opened before a restart); else ``None``."""
        known = self._known.get((tournament_id, key))
        if known is not None:
            return known
        thread = self._cached(channel_id, tournament_id, key)
        if thread is None:
            return None
        self._known[(tournament_id, key)] = thread.id
        return thread.id

    def _cached(self, channel_id: int, tournament_id: int, key: str) -> discord.Thread | None:
        channel = self.arena.client.get_channel(channel_id)
        me = self.arena.client.user
        if not isinstance(channel, discord.TextChannel) or me is None:
            return None
        prefix = thread_prefix(tournament_id, key)
        for thread in channel.threads:
            if thread.owner_id == me.id and thread.name.startswith(prefix):
                return thread
        return None

    async def open(
        self, channel_id: int, tournament_id: int, key: str, users: Sequence[int]
    ) -> int | None:
        """The match's thread, opened (private, with both players added) if it is not there
        yet; ``None`` if the bot may open no thread in that channel (logged)."""
        known = self._known.get((tournament_id, key))
        if known is not None:
            return known
        cached = self._cached(channel_id, tournament_id, key)
        if cached is not None:  # opened before a restart: its players may not be added yet
            await self._add(cached, users)
            self._known[(tournament_id, key)] = cached.id
            return cached.id
        channel = self.arena.client.get_channel(channel_id)
        if not isinstance(channel, discord.TextChannel):
            return None  # a thread, a forum or not cached: the match is played where it is
        allowed = channel.permissions_for(channel.guild.me)
        if not allowed.send_messages_in_threads:
            return None
        private = allowed.create_private_threads
        if not (private or allowed.create_public_threads):
            return None
        a, b = users
        names = await self.arena.people.names((a, b))
        try:
            thread = await channel.create_thread(
                name=thread_name(tournament_id, key, names),
                type=discord.ChannelType.private_thread
                if private
                else discord.ChannelType.public_thread,
                invitable=True,
                auto_archive_duration=THREAD_ARCHIVE_MINUTES,
            )
            if private:
                await self._add(thread, users)
        except (discord.Forbidden, discord.NotFound) as error:
            log.info("no thread for %s of tournament %s: %r", key, tournament_id, error)
            return None
        self._known[(tournament_id, key)] = thread.id
        return thread.id

    async def _add(self, thread: discord.Thread, users: Sequence[int]) -> None:
        if thread.type is not discord.ChannelType.private_thread:
            return
        for user in users:
            await thread.add_user(discord.Object(user))
