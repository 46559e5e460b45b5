"""``/abort``: server managers stop any running match; it ends without a result.

The match service only lets the players abort, and only before the first move. Until it has a
moderator abort of its own, this module makes the change in one of the service's own
transactions (``MatchService.write``: the match's lock, the outbox, the match-end hooks such as
tournaments', the wake-up after the commit) with the engine's ``flow.abort``.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.arena import Arena, arena_of
from bot.cogs.lookup import find_match
from bot.cogs.replies import Problem, answer
from bot.engine import flow
from bot.engine.model import MatchStatus


async def moderator_abort(arena: Arena, match_id: int, moderator_id: int) -> None:
    """End ``match_id`` without a result, on a moderator's word."""
    async with arena.service.write(("match", match_id)) as change:
        match = await change.uow.load_match(match_id)
        if match is None:
            raise Problem(f"There is no match #{match_id}.")
        if match.status is not MatchStatus.ACTIVE:
            raise Problem(f"Match #{match_id} is already over.")
        await flow.abort(change, match, moderator_id)


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
            await moderator_abort(arena, view.id, interaction.user.id)
            return f"Match #{view.id} is aborted; it has no result."

        await answer(interaction, work)
