"""The welcome message when the bot joins a server: where to start, for admins and players.

It goes to the server's system channel if the bot may post there, else to the first text
channel (in the order the server lists them) where it may, else nowhere (logged): the bot
never opens a direct message to the owner unasked. It is a public post, so it speaks the
server's language (``Words.for_guild``: the ``/settings`` choice kept from an earlier stay, else
Discord's preferred locale of the server).
"""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot.cogs.common.language import Words
from bot.cogs.common.permissions import missing, required_in
from bot.engine.errors import EngineError
from bot.engine.matches.service import MatchService

log = logging.getLogger(__name__)


def welcome_channel(guild: discord.Guild) -> discord.TextChannel | None:
    """The system channel if the bot may post there, else the first text channel it may."""
    me = guild.me
    candidates = [guild.system_channel, *sorted(guild.text_channels, key=lambda c: c.position)]
    for channel in candidates:
        if channel is not None and not missing(channel.permissions_for(me), required_in(channel)):
            return channel
    return None


def welcome(words: Words) -> str:
    """Hello, then a line for players and a line for server managers."""
    return "\n".join((words("welcome-hello"), words("welcome-players"), words("welcome-managers")))


class Welcome(commands.Cog):
    def __init__(self, service: MatchService) -> None:
        self.service = service

    async def _language(self, guild: discord.Guild) -> str | None:
        """The server's ``/settings`` language, if it chose one (none on a first visit)."""
        try:
            return (await self.service.guild_settings(guild.id)).language
        except EngineError as error:  # a refused read still gets a welcome, in Discord's locale
            log.info("joined server %s; its settings were not read: %r", guild.id, error)
            return None

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        channel = welcome_channel(guild)
        if channel is None:
            log.info("joined server %s; no channel to say hello in", guild.id)
            return
        words = Words.for_guild(guild, await self._language(guild))
        try:
            await channel.send(welcome(words), allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            log.info("joined server %s; the welcome was refused: %r", guild.id, error)
