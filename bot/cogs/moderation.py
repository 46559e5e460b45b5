"""``/abort``: server managers stop any running match; it ends without a result.

Players may abort only before the first move (``MatchService.abort``); a manager may at any
point (``MatchService.moderator_abort``). The Manage Server check is made here.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.arena import arena_of
from bot.cogs.lookup import find_match
from bot.cogs.replies import Problem, answer


class Moderation(commands.Cog):
    @app_commands.command(
        name="abort", description="Server managers: stop a match; it ends without a result."
    )
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.describe(match="Match number (default: the match of this thread)")
    async def abort(self, interaction: discord.Interaction, match: int | None = None) -> None:
        arena = arena_of(interaction.client)

        async def work() -> str:
            # Discord hides the command from others, but server settings can change that.
            if not interaction.permissions.manage_guild:
                raise Problem("Only server managers (Manage Server permission) can abort matches.")
            view = await find_match(arena, interaction, match, acting=False)
            if view.guild_id != interaction.guild_id:
                raise Problem(f"There is no match #{view.id} on this server.")
            await arena.service.moderator_abort(view.id, interaction.user.id)
            return f"Match #{view.id} is aborted; it has no result."

        await answer(interaction, work)
