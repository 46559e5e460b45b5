"""``/abort``: end a match without a result, after a private confirmation (``confirm``).

The players of a match may abort it before its first move (``MatchService.abort``); server
managers (Manage Server) may abort any running match at any point
(``MatchService.moderator_abort``). ``/resign`` never aborts: it always records a loss.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common.confirm import Confirmations
from bot.cogs.common.language import Words
from bot.cogs.common.replies import Problem, Reply, answer
from bot.cogs.matches.lookup import find_match
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus
from bot.engine.views import MatchView


class Moderation(commands.Cog):
    def __init__(self, service: MatchService, confirmations: Confirmations) -> None:
        self.service = service
        self.confirmations = confirmations
        confirmations.add("abort", self.abort_now)

    @app_commands.command(
        name="abort",
        description="End a match without a result: players before the first move, managers any time.",
    )
    @app_commands.guild_only()
    @app_commands.describe(match="Match number (default: the match of this thread)")
    async def abort(self, interaction: discord.Interaction, match: int | None = None) -> None:
        async def work() -> Reply:
            view = await find_match(self.service, interaction, match, acting=False)
            may_abort(interaction, view)
            words = Words.for_interaction(interaction)
            if view.status is not MatchStatus.ACTIVE:
                raise Problem(words("abort-over", match=str(view.id)))
            question = words("abort-question", match=str(view.id))
            return self.confirmations.ask(interaction, "abort", view.id, question)

        await answer(interaction, work)

    async def abort_now(self, interaction: discord.Interaction, match_id: int) -> str:
        """``/abort`` confirmed: the checks again (a manager's role may have changed), then abort."""
        view = await self.service.get_match(match_id)
        may_abort(interaction, view)
        if interaction.permissions.manage_guild:
            await self.service.moderator_abort(view.id, interaction.user.id)
        else:
            await self.service.abort(view.id, interaction.user.id)  # refuses once a move was made
        words = Words.for_interaction(interaction)
        return words("abort-done", match=str(view.id))


def may_abort(interaction: discord.Interaction, view: MatchView) -> None:
    """A ``Problem`` unless the user may abort this match (a player, or a server manager)."""
    words = Words.for_interaction(interaction)
    if view.guild_id != interaction.guild_id:
        raise Problem(words("lookup-not-on-server", match=str(view.id)))
    if not interaction.permissions.manage_guild and interaction.user.id not in view.players:
        raise Problem(words("abort-not-allowed", match=str(view.id)))
