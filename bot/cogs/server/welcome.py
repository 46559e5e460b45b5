"""The welcome message when the bot joins a server: where to start, for admins and players.

It goes to the server's system channel if the bot may post there, else to the first text
channel (in the order the server lists them) where it may, else nowhere (logged): the bot
never opens a direct message to the owner unasked.
"""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot.cogs.common.permissions import missing, required_in

log = logging.getLogger(__name__)

WELCOME = (
    "👋 Hello! I am **Stone Arena**: I host five abstract strategy games (Meter, Interleave, "
    "Thwart Omega, Meridians and Meuda) and tournaments, with a board picture after every move.\n"
    "**Players:** `/help` explains the games, each with a picture; `/play meter` (or any other "
    "game) challenges someone, or anyone who wants a game.\n"
    "**Server managers:** `/settings` chooses where challenges are made, the default clocks, "
    'reminders before a loss on time, who gets pinged and a "looking for a game" role; '
    "`/diagnose` lists any permission I am missing in the channels I use; `/host create` starts "
    "a tournament."
)


def welcome_channel(guild: discord.Guild) -> discord.TextChannel | None:
    """The system channel if the bot may post there, else the first text channel it may."""
    me = guild.me
    candidates = [guild.system_channel, *sorted(guild.text_channels, key=lambda c: c.position)]
    for channel in candidates:
        if channel is not None and not missing(channel.permissions_for(me), required_in(channel)):
            return channel
    return None


class Welcome(commands.Cog):
    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        channel = welcome_channel(guild)
        if channel is None:
            log.info("joined server %s; no channel to say hello in", guild.id)
            return
        try:
            await channel.send(WELCOME, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            log.info("joined server %s; the welcome was refused: %r", guild.id, error)
