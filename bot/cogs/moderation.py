"""``/abort``: end a match without a result.

The players of a match may abort it before its first move (``MatchService.abort``); server
managers (Manage Server) may abort any running match at any point
(``MatchService.moderator_abort``). ``/resign`` never aborts: it always records a loss.
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
        name="abort",
        description="End a match without a result: players before the first move, managers any time.",
    )
    @app_commands.guild_only()
    @app_commands.describe(match="Match number (default: the match of this thread)")
    async def abort(self, interaction: discord.Interaction, match: int | None = None) -> None:
        arena = arena_of(interaction.client)

        async def work() -> str:
            view = await find_match(arena, interaction, match, acting=False)
            if view.guild_id != interaction.guild_id:
                raise Problem(f"There is no match #{view.id} on this server.")
            user = interaction.user.id
            if interaction.permissions.manage_guild:
                await arena.service.moderator_abort(view.id, user)
            elif user in view.players:
                await arena.service.abort(view.id, user)  # refuses once a move was made
            else:
                raise Problem(
                    "Only the players (before the first move) and server managers can abort "
                    f"match #{view.id}."
                )
            return f"Match #{view.id} is aborted; it has no result."

        await answer(interaction, work)
