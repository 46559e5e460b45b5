"""Results: ``/host set-result``, ``undo`` (the last result set) and ``export`` (every result
and the audit log as files, and once the event is over its final standings as a picture)."""

from __future__ import annotations

import asyncio
import functools

import discord
from discord import app_commands

from bot.cogs.common.language import Words
from bot.cogs.common.replies import Problem
from bot.cogs.tournaments.final_images import whole_final_picture
from bot.cogs.tournaments.host.base import Organising
from bot.cogs.tournaments.host.choices import (
    HOW_CHOICES,
    parse_score,
)
from bot.cogs.tournaments.lookup import (
    TOURNAMENT_HELP,
    Files,
    actor_of,
    answer_text,
    answer_with_files,
    tournament_of,
)
from bot.engine.tournaments import vocabulary as T


class Results(Organising):
    @app_commands.describe(
        match="The match, as on the bracket (W1.2, L3.1, GF) or R2.3 (round 2, board 3)",
        winner="Who won (leave empty with draw or a double forfeit)",
        draw="The match was drawn (Swiss and round robin)",
        how="Played (default), a forfeit (the other did not play) or a double forfeit",
        score="Games, the winner's first, e.g. 2-1 (a draw: 1½-1½); default: not given",
        tournament=TOURNAMENT_HELP,
    )
    @app_commands.choices(how=HOW_CHOICES)
    async def set_result(  # noqa: PLR0917 (discord.py maps each option to a parameter)
        self,
        interaction: discord.Interaction,
        match: str,
        winner: discord.Member | None = None,
        draw: bool = False,
        how: str = "played",
        score: str | None = None,
        tournament: int | None = None,
    ) -> None:
        words = Words.for_interaction(interaction)

        async def work() -> str:
            if how == "double-forfeit":
                if winner is not None or draw:
                    raise Problem(words("host-double-forfeit-alone"))
            elif (winner is None) == (not draw):
                raise Problem(words("host-winner-or-draw"))
            games = None if score is None else parse_score(score, words)
            view = await tournament_of(self.service, interaction, tournament)
            actor = await actor_of(self.service, interaction)
            view = await self.service.set_result(
                view.id,
                actor,
                match,
                None if winner is None else winner.id,
                how=how,
                score=games,
            )
            return words("host-result-set", key=match.strip().upper(), name=view.name)

        await answer_text(interaction, work)

    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def undo(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view, key = await self.service.undo_result(
                view.id, await actor_of(self.service, interaction)
            )
            words = Words.for_interaction(interaction)
            return words("host-result-undone", key=key, name=view.name)

        await answer_text(interaction, work)

    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def export(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> tuple[str, Files]:
            view = await tournament_of(self.service, interaction, tournament)
            service = self.service
            await service.may_organise(view.id, await actor_of(self.service, interaction))
            files = await service.export(view.id)
            made: Files = [
                (f"{files.stem}.csv", files.csv.encode()),
                (f"{files.stem}.json", files.json.encode()),
            ]
            trf = "no"
            if files.trf is not None:  # a Swiss or round robin: FIDE's report file too
                made.append((f"{files.stem}.trf", files.trf.encode()))
                trf = "yes"
            words = Words.for_interaction(interaction)
            said = words("host-exported", name=view.name, trf=trf)
            if view.core is not None and T.finished(view.core):
                final = await asyncio.to_thread(
                    functools.partial(whole_final_picture, view.core, view.name, words=words)
                )
                made.append((f"{files.stem}-final-standings.png", final.png))
            return said, made

        await answer_with_files(interaction, work)
