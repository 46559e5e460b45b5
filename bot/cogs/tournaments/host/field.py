"""Who plays: ``/host cap`` and ``seeds`` before the start, ``disqualify``, ``replace``,
``drop`` and ``late-entry`` (Swiss) while it runs."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.cogs.common.replies import Problem
from bot.cogs.tournaments.host.base import Organising
from bot.cogs.tournaments.host.choices import (
    LATE_START_CHOICES,
    LATE_STARTS,
    SEEDS_SHOWN,
    parse_mentions,
)
from bot.cogs.tournaments.lookup import (
    TOURNAMENT_HELP,
    actor_of,
    answer_text,
    tournament_of,
)


class Field(Organising):
    @app_commands.describe(
        players="Seats; sign-ups beyond them wait on the waitlist in order",
        tournament=TOURNAMENT_HELP,
    )
    async def cap(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, 2, 256],
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.set_cap(
                view.id, await actor_of(self.service, interaction), players
            )
            waiting = f"; {len(view.waitlist)} on the waitlist" if view.waitlist else ""
            return f"{view.name} has {players} seats now ({len(view.seated)} taken{waiting})."

        await answer_text(interaction, work)

    @app_commands.describe(
        players="Mentions in seed order, e.g. @Ana @Bo @Cy (they get seeds 1, 2, 3); empty: none",
        tournament=TOURNAMENT_HELP,
    )
    async def seeds(
        self,
        interaction: discord.Interaction,
        players: str | None = None,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            listed = parse_mentions(players or "")
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.set_seeds(
                view.id, await actor_of(self.service, interaction), listed
            )
            if not listed:
                return f"{view.name} has no manual seeds now."
            order = ", ".join(f"{i}. <@{u}>" for i, u in enumerate(listed[:SEEDS_SHOWN], start=1))
            more = f" and {len(listed) - SEEDS_SHOWN} more" if len(listed) > SEEDS_SHOWN else ""
            return f"Seeds of {view.name}: {order}{more}; everyone else follows."

        await answer_text(interaction, work)

    @app_commands.describe(tournament=TOURNAMENT_HELP, player="The player concerned")
    async def disqualify(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            await self.service.disqualify(
                view.id, await actor_of(self.service, interaction), player.id
            )
            return f"{player.mention} is disqualified from {view.name}."

        await answer_text(interaction, work)

    @app_commands.describe(
        tournament=TOURNAMENT_HELP,
        player="The player concerned",
        substitute="Who takes their place",
    )
    async def replace_player(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        substitute: discord.Member,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            if substitute.bot:
                raise Problem("Bots cannot play.")
            view = await tournament_of(self.service, interaction, tournament)
            await self.service.replace_player(
                view.id,
                await actor_of(self.service, interaction),
                player.id,
                substitute.id,
                substitute.display_name,
            )
            return f"{substitute.mention} takes {player.mention}'s place in {view.name}."

        await answer_text(interaction, work)

    @app_commands.describe(player="The player concerned", tournament=TOURNAMENT_HELP)
    async def drop(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            await self.service.drop_player(
                view.id, await actor_of(self.service, interaction), player.id
            )
            return f"{player.mention} is out of {view.name}; their past results stay."

        await answer_text(interaction, work)

    @app_commands.describe(
        player="Who enters (paired from the next round)",
        start="Points for each round already paired: none (default) or a half point",
        tournament=TOURNAMENT_HELP,
    )
    @app_commands.choices(start=LATE_START_CHOICES)
    async def late_entry(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        start: str = "zero",
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            if player.bot:
                raise Problem("Bots cannot play.")
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.enter_late(
                view.id,
                await actor_of(self.service, interaction),
                player.id,
                player.display_name,
                LATE_STARTS[start],
            )
            t = view.core
            assert t is not None
            entrant = t.entrants[-1]
            return (
                f"{player.mention} is in {view.name} as seed {entrant.seed}, paired from round "
                f"{entrant.missed + 1}."
            )

        await answer_text(interaction, work)
