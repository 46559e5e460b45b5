"""A tournament with a start time in the server's Discord calendar: a Scheduled Event that
members can mark "interested", whose state follows the tournament (started: active; finished:
completed; cancelled: cancelled, or completed if it had started).

The event is made when the sign-up is posted (``tournament-created``) and recorded with the row
(``TournamentEvent``). A retry after a crash between making it and recording it finds it again
among the server's events by its description, which begins with the tournament's mark
(``texts.event_mark``) in the server's language: any language's mark is recognised (the server's
language may have changed between the two tries), so it is never made twice. The bot needs the
Manage Events permission; without it the tournament runs as always, with no event.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

import discord

from bot.cogs.common.language import ENGLISH_WORDS, LANGUAGES, Words
from bot.cogs.common.posting.delivery import learn
from bot.cogs.tournaments import texts as words
from bot.engine.model import OutboxItem
from bot.engine.tournaments.posts import TournamentEvent, TournamentPost

log = logging.getLogger(__name__)

EVENT_NAME_CHARS = 100  # Discord's limit on a Scheduled Event's name


def ours(description: str, tournament_id: int) -> bool:
    """Whether an event's description begins with the tournament's mark in any language."""
    return any(
        description.startswith(words.event_mark(tournament_id, Words(code))) for code in LANGUAGES
    )


class Calendar:
    def __init__(self, client: discord.Client) -> None:
        self.client = client

    async def add(
        self, item: OutboxItem, post: TournamentPost, said: Words = ENGLISH_WORDS
    ) -> str | None:
        """Make the tournament's event if it has a start time (once), its description in
        ``said``' language (the server's); its address."""
        record = post.view.record
        guild = self.client.get_guild(record.guild_id)
        if record.starts_at is None or guild is None:
            return None
        try:
            event = await self._made(guild, post)
            if event is None:
                event = await self._make(guild, item, record.starts_at, said)
                learn(TournamentEvent(record.id, event.id))
        except (discord.Forbidden, discord.NotFound, discord.HTTPException) as error:
            log.warning("no Scheduled Event for tournament %s: %r", record.id, error)
            return None
        return event.url

    async def _made(
        self, guild: discord.Guild, post: TournamentPost
    ) -> discord.ScheduledEvent | None:
        """The event made already: the one recorded, else one of ours marked for it."""
        record = post.view.record
        if post.event_id is not None:
            try:
                return await guild.fetch_scheduled_event(post.event_id)
            except discord.NotFound:
                return None  # deleted by a moderator: leave it deleted
        me = self.client.user.id if self.client.user else None
        for event in await guild.fetch_scheduled_events(with_counts=False):
            if event.creator_id == me and ours(event.description or "", record.id):
                learn(TournamentEvent(record.id, event.id))
                return event
        return None

    async def _make(
        self, guild: discord.Guild, item: OutboxItem, starts_at: datetime, said: Words
    ) -> discord.ScheduledEvent:
        payload = item.notification.payload
        channel = guild.get_channel(item.notification.target_id)
        where = channel.name if channel is not None else "this server"
        return await guild.create_scheduled_event(
            name=str(payload["name"])[:EVENT_NAME_CHARS],
            start_time=starts_at,
            end_time=starts_at + timedelta(hours=words.EVENT_HOURS),
            entity_type=discord.EntityType.external,
            privacy_level=discord.PrivacyLevel.guild_only,
            location=f"#{where}",
            description=words.event_description(payload, where, said),
            reason=f"tournament #{payload['tournament_id']}",
        )

    async def follow(self, post: TournamentPost, kind: str) -> None:
        """Move the event on as the tournament did (``kind``: started, finished, cancelled)."""
        record = post.view.record
        guild = self.client.get_guild(record.guild_id)
        if post.event_id is None or guild is None:
            return
        try:
            event = await guild.fetch_scheduled_event(post.event_id)
            status = event.status
            if kind == "tournament-started" and status is discord.EventStatus.scheduled:
                await event.start()
            elif kind == "tournament-finished" and status is discord.EventStatus.active:
                await event.end()
            elif kind == "tournament-finished" and status is discord.EventStatus.scheduled:
                await event.start()  # started and ended between two looks: both steps
                await event.end()
            elif kind == "tournament-cancelled" and status is discord.EventStatus.scheduled:
                await event.cancel()
            elif kind == "tournament-cancelled" and status is discord.EventStatus.active:
                await event.end()
        except (discord.Forbidden, discord.NotFound, discord.HTTPException) as error:
            log.warning("cannot move the event of tournament %s on: %r", record.id, error)
