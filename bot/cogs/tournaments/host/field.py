"""Who plays: ``/host cap`` and ``seeds`` before the start, ``disqualify``, ``replace``,
``drop`` and ``late-entry`` (Swiss) while it runs."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.cogs.common.language import Words
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
            words = Words.for_interaction(interaction)
            return words(
                "host-cap",
                name=view.name,
                seats=players,
                taken=len(view.seated),
                waiting=len(view.waitlist),
            )

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
            words = Words.for_interaction(interaction)
            listed = parse_mentions(players or "", words)
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.set_seeds(
                view.id, await actor_of(self.service, interaction), listed
            )
            if not listed:
                return words("host-no-seeds", name=view.name)
            order = ", ".join(f"{i}. <@{u}>" for i, u in enumerate(listed[:SEEDS_SHOWN], start=1))
            more = max(0, len(listed) - SEEDS_SHOWN)
            return words("host-seeds", name=view.name, order=order, more=more)

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
            words = Words.for_interaction(interaction)
            return words("host-disqualified", player=player.mention, name=view.name)

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
        words = Words.for_interaction(interaction)

        async def work() -> str:
            if substitute.bot:
                raise Problem(words("host-no-bots"))
            view = await tournament_of(self.service, interaction, tournament)
            await self.service.replace_player(
                view.id,
                await actor_of(self.service, interaction),
                player.id,
                substitute.id,
                substitute.display_name,
            )
            return words(
                "host-replaced", new=substitute.mention, old=player.mention, name=view.name
            )

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
            words = Words.for_interaction(interaction)
            return words("host-dropped", player=player.mention, name=view.name)

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
        words = Words.for_interaction(interaction)

        async def work() -> str:
            if player.bot:
                raise Problem(words("host-no-bots"))
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
            return words(
                "host-late-entry",
                player=player.mention,
                name=view.name,
                seed=str(entrant.seed),
                round=str(entrant.missed + 1),
            )

        await answer_text(interaction, work)
