"""``/diagnose`` (server managers): which permissions the bot lacks, channel by channel, in every
channel it is used in (where challenges, matches and tournaments were posted, and this one).
A private answer: in the manager's language, permissions named as their Discord names them."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common.language import Words
from bot.cogs.common.language.phrases import listed, permission
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.common.permissions import ALL_NEEDED, DEGRADED, required_in
from bot.cogs.common.replies import Problem, answer
from bot.cogs.common.words import channel_link
from bot.engine.matches.service import MatchService

SHOWN_CHANNELS = 20


def _lacking(permissions: discord.Permissions, needed: tuple[str, ...]) -> list[str]:
    return [name for name in needed if not getattr(permissions, name)]


def channel_line(words: Words, guild: discord.Guild, channel_id: int) -> str:
    """One channel's verdict: fine, or the permissions it lacks and what that breaks."""
    link = channel_link(channel_id)
    channel = guild.get_channel_or_thread(channel_id)
    if channel is None:
        return words("diagnose-unseen", channel=link)
    permissions = channel.permissions_for(guild.me)
    lacking = _lacking(permissions, ALL_NEEDED)
    if not lacking:
        return words("diagnose-fine", channel=link)
    if _lacking(permissions, required_in(channel)):
        effect = words("diagnose-blocked")
    else:
        effects = list(
            dict.fromkeys(
                words("permission-effect", permission=name)
                for name in ALL_NEEDED
                if name in DEGRADED and not getattr(permissions, name)
            )
        )
        effect = effects[0]
        for more in effects[1:]:
            effect = words("diagnose-and", first=effect, second=more)
    named = listed(words, [permission(words, name) for name in lacking])
    return words("diagnose-missing", channel=link, permissions=named, effect=effect)


def report(words: Words, guild: discord.Guild, channel_ids: list[int]) -> str:
    """The whole answer, within one message: as many whole channel lines as fit (at most
    ``SHOWN_CHANNELS``), then how many more there are, then where to grant permissions."""
    lines = [channel_line(words, guild, c) for c in channel_ids[:SHOWN_CHANNELS]]
    head, tail = words("diagnose-head"), words("diagnose-tail")
    for shown in range(len(lines), -1, -1):
        more = len(channel_ids) - shown
        extra = [words("diagnose-more", count=more)] if more > 0 else []
        text = "\n".join([head, *lines[:shown], *extra, tail])
        if len(text) <= MESSAGE_CHARS:
            return text
    return text[: MESSAGE_CHARS - 1] + "…"  # not even one line fits (no language is that long)


class Diagnose(commands.Cog):
    def __init__(self, service: MatchService) -> None:
        self.service = service

    @app_commands.command(
        name="diagnose", description="Managers: which permissions I lack in the channels I use."
    )
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def diagnose(self, interaction: discord.Interaction) -> None:
        words = Words.for_interaction(interaction)

        async def work() -> str:
            guild = interaction.guild
            if guild is None or interaction.guild_id is None:
                raise Problem(words("server-only"))
            if not interaction.permissions.manage_guild:
                raise Problem(words("diagnose-not-manager"))
            used = await self.service.channels_in_use(interaction.guild_id)
            here = interaction.channel_id
            if here is not None and here not in used:
                used.insert(0, here)
            return report(words, guild, used)

        await answer(interaction, work)
