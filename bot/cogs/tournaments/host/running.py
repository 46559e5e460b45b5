"""Running a tournament: ``/host open`` (check-in), ``start``, ``pause``, ``resume``,
``pairing`` (a Swiss round with no legal pairing), ``watch`` (an organiser added to every
match thread) and ``cancel`` (after a private confirmation)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.cogs.common.language import Words
from bot.cogs.common.replies import Problem, Reply, answer
from bot.cogs.tournaments.host.base import Organising
from bot.cogs.tournaments.host.choices import (
    PAIRING_CHOICES,
)
from bot.cogs.tournaments.lookup import (
    TOURNAMENT_HELP,
    actor_of,
    answer_text,
    tournament_of,
)
from bot.cogs.tournaments.texts import needs_text
from bot.cogs.tournaments.threads import add_to


class Running(Organising):
    @app_commands.describe(
        minutes="How long check-in stays open; then it starts", tournament=TOURNAMENT_HELP
    )
    async def open_checkin(
        self,
        interaction: discord.Interaction,
        minutes: app_commands.Range[int, 1, 10080] | None = None,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.open_checkin(
                view.id, await actor_of(self.service, interaction), minutes
            )
            words = Words.for_interaction(interaction)
            return words("host-checkin-open", name=view.name)

        await answer_text(interaction, work)

    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def start(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.start(view.id, await actor_of(self.service, interaction))
            words = Words.for_interaction(interaction)
            return words("host-started", name=view.name)

        await answer_text(interaction, work)

    @app_commands.describe(
        on="Be added to every match thread (default), or no longer to new ones",
        tournament=TOURNAMENT_HELP,
    )
    async def watch(
        self, interaction: discord.Interaction, on: bool = True, tournament: int | None = None
    ) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            actor = await actor_of(self.service, interaction)
            view, threads = await self.service.watch(view.id, actor, on)
            words = Words.for_interaction(interaction)
            if not on:
                return words("host-unwatched", name=view.name)
            reached = await add_to(interaction.client, threads, interaction.user.id)
            return words("host-watching", name=view.name, count=reached)

        await answer_text(interaction, work)

    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def pause(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.pause(view.id, await actor_of(self.service, interaction))
            words = Words.for_interaction(interaction)
            return words("host-paused", name=view.name)

        await answer_text(interaction, work)

    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def resume(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.resume(view.id, await actor_of(self.service, interaction))
            words = Words.for_interaction(interaction)
            return words("host-resumed", name=view.name)

        await answer_text(interaction, work)

    @app_commands.describe(
        choice="Allow a rematch, give a second bye, or end after the rounds played",
        tournament=TOURNAMENT_HELP,
    )
    @app_commands.choices(choice=PAIRING_CHOICES)
    async def pairing(
        self, interaction: discord.Interaction, choice: str, tournament: int | None = None
    ) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.decide_pairing(
                view.id, await actor_of(self.service, interaction), choice
            )
            words = Words.for_interaction(interaction)
            t = view.core
            if t is not None and t.held:
                return words("host-pairing-still", needs=needs_text(t.held, words))
            return words("host-pairing", name=view.name, choice=choice)

        await answer_text(interaction, work)

    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def cancel(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> Reply:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.may_organise(
                view.id, await actor_of(self.service, interaction)
            )
            words = Words.for_interaction(interaction)
            if view.phase.over:
                raise Problem(words("host-over", name=view.name))
            question = words("host-cancel-question", name=view.name, id=str(view.id))
            return self.confirmations.ask(interaction, "host-cancel", view.id, question)

        await answer(interaction, work)

    async def cancel_now(self, interaction: discord.Interaction, tournament_id: int) -> str:
        """``/host cancel`` confirmed: the engine checks the organiser again, then cancels."""
        view = await self.service.cancel(tournament_id, await actor_of(self.service, interaction))
        words = Words.for_interaction(interaction)
        return words("host-cancelled", name=view.name)
