"""Commands that act in a match: ``/move`` (with legal-move autocomplete), ``/pass``, ``/done``,
``/resign`` and ``/draw``.

Each one finds the caller's match in this channel (``lookup.find_match``), asks the match
service, and answers privately; the public board comes from the outbox (where the bot may only
answer, it is the command's own public answer: ``anywhere``). Thwart Omega moves
made with ``/move`` are sealed submissions, exactly like ``/secret``.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands

import rules
from bot.cogs.common.boards import Boards
from bot.cogs.common.confirm import Confirmations
from bot.cogs.common.language import Words
from bot.cogs.common.people import People
from bot.cogs.common.places import playable_anywhere
from bot.cogs.common.replies import PLAYER_ERRORS, Problem, Reply, answer
from bot.cogs.matches import texts
from bot.cogs.matches.anywhere import Answers, then_board
from bot.cogs.matches.lookup import find_match
from bot.cogs.matches.sealed import submit_sealed
from bot.cogs.matches.suggest import suggestions
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus, Proposal

log = logging.getLogger(__name__)

MATCH_HELP = "Match number (only needed if you play several matches in this channel)"


class Play(commands.Cog):
    def __init__(
        self, service: MatchService, people: People, confirmations: Confirmations, boards: Boards
    ) -> None:
        self.service = service
        self.people = people
        self.confirmations = confirmations
        self.answers = Answers(service, people, boards)
        confirmations.add("resign", self.resign_now)

    @app_commands.command(name="move", description="Play a move in your match in this channel.")
    @playable_anywhere
    @app_commands.describe(
        move="Your move, like d4 (the list shows your legal moves)", match=MATCH_HELP
    )
    async def move(
        self, interaction: discord.Interaction, move: str, match: int | None = None
    ) -> None:
        self.people.learn(interaction.user)
        await answer(
            interaction,
            lambda: play_text(self.service, interaction, move, match, self.answers),
        )

    @move.autocomplete("move")
    async def move_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[Choice[str]]:
        try:
            chosen = getattr(interaction.namespace, "match", None)
            view = await find_match(
                self.service, interaction, chosen if isinstance(chosen, int) else None, acting=True
            )
            if view.status is not MatchStatus.ACTIVE:
                return []
            pairs = suggestions(
                view, interaction.user.id, current, words=Words.for_interaction(interaction)
            )
        except PLAYER_ERRORS:
            return []
        except Exception:
            log.exception("move suggestions failed")
            return []
        return [Choice(name=name[:100], value=value) for name, value in pairs]

    @app_commands.command(name="pass", description="Pass (only when the rules allow it).")
    @playable_anywhere
    @app_commands.describe(match=MATCH_HELP)
    async def pass_(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await answer(
            interaction,
            lambda: play_text(self.service, interaction, "pass", match, self.answers),
        )

    @app_commands.command(
        name="done", description="Interleave: finish your setup, or say you are done placing."
    )
    @playable_anywhere
    @app_commands.describe(match=MATCH_HELP)
    async def done(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await answer(
            interaction,
            lambda: play_text(self.service, interaction, "done", match, self.answers),
        )

    @app_commands.command(
        name="resign",
        description="Resign your match: your opponent wins.",
    )
    @playable_anywhere
    @app_commands.describe(match=MATCH_HELP)
    async def resign(self, interaction: discord.Interaction, match: int | None = None) -> None:
        async def work() -> Reply:
            view = await find_match(self.service, interaction, match, acting=True)
            words = Words.for_interaction(interaction)
            if interaction.user.id not in view.players:
                raise Problem(words("play-not-playing", match=str(view.id)))
            if view.status is not MatchStatus.ACTIVE:
                raise Problem(words("play-over", match=str(view.id)))
            question = words("play-resign-question", match=str(view.id))
            return self.confirmations.ask(interaction, "resign", view.id, question)

        await answer(interaction, work)

    @app_commands.command(name="draw", description="Offer a draw, or accept your opponent's offer.")
    @playable_anywhere
    @app_commands.describe(
        result="What you propose (default: a draw; Meridians players may agree a winner)",
        match=MATCH_HELP,
    )
    @app_commands.choices(
        result=[
            Choice(name="a draw", value=Proposal.DRAW.value),
            Choice(name="I win", value=Proposal.I_WIN.value),
            Choice(name="my opponent wins", value=Proposal.YOU_WIN.value),
        ]
    )
    async def draw(
        self,
        interaction: discord.Interaction,
        result: str = Proposal.DRAW.value,
        match: int | None = None,
    ) -> None:
        async def work() -> Reply | str | None:
            view = await find_match(self.service, interaction, match, acting=True)

            async def propose() -> str:
                after = await self.service.propose_result(
                    view.id, interaction.user.id, Proposal(result)
                )
                words = Words.for_interaction(interaction)
                if after.status is not MatchStatus.ACTIVE:
                    return words("play-agreed", match=str(view.id))
                if after.answered:
                    return words("anywhere-proposed", match=str(view.id))
                return words("play-proposal-posted", match=str(view.id))

            return await then_board(self.answers, interaction, view.id, propose)

        await answer(interaction, work)

    async def resign_now(self, interaction: discord.Interaction, match_id: int) -> Reply | str:
        """``/resign`` confirmed."""

        async def resign() -> str:
            await self.service.resign(match_id, interaction.user.id)
            words = Words.for_interaction(interaction)
            return words("play-resigned", match=str(match_id))

        done = await then_board(self.answers, interaction, match_id, resign)
        return done if done is not None else ""


async def play_text(
    service: MatchService,
    interaction: discord.Interaction,
    text: str,
    match: int | None,
    answers: Answers,
) -> Reply | str | None:
    """Play ``text`` in the caller's match here; the private confirmation (and, where the bot
    only answers, the board after it: ``anywhere``)."""
    view = await find_match(service, interaction, match, acting=True)

    words = Words.for_interaction(interaction)

    async def act() -> Reply:
        if rules.get_game(view.game_id).simultaneous:
            # In time or not is judged by when Discord received the command, not when we got to it.
            return await submit_sealed(
                service,
                view,
                interaction.user.id,
                text,
                lock=False,
                at=interaction.created_at,
                words=words,
            )
        result = await service.play(view.id, interaction.user.id, text)
        return Reply(texts.played_text(result.moves, view.id, words))

    return await then_board(answers, interaction, view.id, act)
