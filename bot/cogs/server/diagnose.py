"""``/diagnose`` (server managers): which permissions the bot lacks, channel by channel, in every
channel it is used in (where challenges, matches and tournaments were posted, and this one)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common.permissions import ALL_NEEDED, DEGRADED, listed, missing, required_in
from bot.cogs.common.replies import Problem, answer
from bot.cogs.common.words import channel_link
from bot.engine.matches.service import MatchService

MESSAGE_LIMIT = 2000
SHOWN_CHANNELS = 20


def channel_line(guild: discord.Guild, channel_id: int) -> str:
    """One channel's verdict: fine, or the permissions it lacks and what that breaks."""
    channel = guild.get_channel_or_thread(channel_id)
    if channel is None:
        return f"{channel_link(channel_id)}: I cannot see this channel any more (deleted, or hidden from me)."
    permissions = channel.permissions_for(guild.me)
    lacking = missing(permissions, ALL_NEEDED)
    if not lacking:
        return f"{channel_link(channel_id)}: everything I need."
    blocking = missing(permissions, required_in(channel))
    effect = (
        "I cannot post here at all"
        if blocking
        else " and ".join(
            dict.fromkeys(
                DEGRADED[name]
                for name in ALL_NEEDED
                if name in DEGRADED and not getattr(permissions, name)
            )
        )
    )
    return f"{channel_link(channel_id)}: missing {listed(lacking)}; {effect}."


def report(guild: discord.Guild, channel_ids: list[int]) -> str:
    """The whole answer, within one message."""
    lines = [channel_line(guild, c) for c in channel_ids[:SHOWN_CHANNELS]]
    more = len(channel_ids) - SHOWN_CHANNELS
    if more > 0:
        lines.append(f"… and {more} more channels.")
    head = "The permissions I need in the channels I am used in:"
    tail = (
        "A server admin can grant them in each channel's settings (Permissions), or to my role "
        "in Server Settings → Roles."
    )
    text = "\n".join([head, *lines, tail])
    return text if len(text) <= MESSAGE_LIMIT else text[: MESSAGE_LIMIT - 1] + "…"


class Diagnose(commands.Cog):
    def __init__(self, service: MatchService) -> None:
        self.service = service

    @app_commands.command(
        name="diagnose", description="Managers: which permissions I lack in the channels I use."
    )
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def diagnose(self, interaction: discord.Interaction) -> None:
        async def work() -> str:
            guild = interaction.guild
            if guild is None or interaction.guild_id is None:
                raise Problem("This command works in a server channel.")
            if not interaction.permissions.manage_guild:
                raise Problem("Only server managers (Manage Server) can use `/diagnose`.")
            used = await self.service.channels_in_use(interaction.guild_id)
            here = interaction.channel_id
            if here is not None and here not in used:
                used.insert(0, here)
            return report(guild, used)

        await answer(interaction, work)
