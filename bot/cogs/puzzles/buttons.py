"""**Solve** under the server's daily puzzle: the puzzle, privately, as the presser's open
puzzle (then ``/puzzle answer``, as for any puzzle)."""

from __future__ import annotations

import re
from typing import Any, Protocol, cast

import discord

from bot.cogs.common.boards import Boards
from bot.cogs.common.components import Button, daily_puzzle_item
from bot.cogs.common.language import Words
from bot.cogs.common.replies import Problem, Reply, answer_button
from bot.cogs.puzzles import texts
from bot.engine.puzzles import PuzzleService


class PuzzleReach(Protocol):
    """What the Solve button uses, from the bot that received the press."""

    puzzles: PuzzleService
    boards: Boards


class SolveButton(
    discord.ui.DynamicItem[Button],
    template=r"arena:dp:(?P<day>[0-9]{4}-[0-9]{2}-[0-9]{2})",
):
    def __init__(self, day: str) -> None:
        super().__init__(daily_puzzle_item(day))
        self.day = day

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SolveButton:
        return cls(match["day"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = cast(PuzzleReach, interaction.client)

        words = Words.for_interaction(interaction)

        async def work() -> Reply:
            if interaction.guild_id is None:
                raise Problem(words("daily-server-only"))
            offer = await bot.puzzles.open_daily(
                interaction.guild_id, interaction.user.id, self.day
            )
            puzzle = offer.puzzle
            state = bot.puzzles.game(puzzle.game_id).from_json(puzzle.state)
            picture = await bot.boards.position(
                puzzle.game_id, state, texts.names(puzzle, words), words=words
            )
            text = texts.offer_text(puzzle, offer.stats, again=offer.again, words=words)
            return Reply(text, picture)

        await answer_button(interaction, work)


PUZZLE_BUTTONS = (SolveButton,)
