"""``/puzzle new``, ``/puzzle answer``, ``/puzzle give-up``: every reply is private.

The answer is a slash command option, not a button and a form: an option can suggest the
position's legal moves as the player types (a form's text field cannot), and a command needs
no message to keep buttons on (a private reply's buttons stop working when it is dismissed).
The suggestions are only a help: the service checks whatever is sent.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands

from bot.cogs.common.boards import Boards
from bot.cogs.common.game_options.play import GAME_CHOICES
from bot.cogs.common.language import Words
from bot.cogs.common.people import People
from bot.cogs.common.replies import Problem, Reply, answer
from bot.cogs.puzzles import texts
from bot.engine.puzzles import PuzzleService, Verdict

CHOICES_LIMIT = 25  # Discord shows at most 25 suggestions
NAME_LIMIT = 100


def _guild(interaction: discord.Interaction, words: Words) -> int:
    if interaction.guild_id is None:
        raise Problem(words("puzzle-server-only"))
    return interaction.guild_id


@app_commands.guild_only()
class Puzzles(
    commands.GroupCog, group_name="puzzle", group_description="Puzzles from this server's games"
):
    def __init__(self, puzzles: PuzzleService, boards: Boards, people: People) -> None:
        self.puzzles = puzzles
        self.boards = boards
        self.people = people
        super().__init__()

    @app_commands.command(name="new", description="A position from this server's games to solve.")
    @app_commands.guild_only()
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def new(self, interaction: discord.Interaction, game: str) -> None:
        self.people.learn(interaction.user)
        words = Words.for_interaction(interaction)

        async def work() -> Reply:
            guild_id = _guild(interaction, words)
            offer = await self.puzzles.offer(guild_id, interaction.user.id, game)
            puzzle = offer.puzzle
            state = self.puzzles.game(puzzle.game_id).from_json(puzzle.state)
            picture = await self.boards.position(
                puzzle.game_id, state, texts.names(puzzle, words), words=words
            )
            text = texts.offer_text(puzzle, offer.stats, again=offer.again, words=words)
            return Reply(text, picture)

        await answer(interaction, work)

    @app_commands.command(name="answer", description="Answer your open puzzle with a move.")
    @app_commands.guild_only()
    @app_commands.describe(move="Your move (the suggestions list every legal one)")
    async def answer_(self, interaction: discord.Interaction, move: str) -> None:
        words = Words.for_interaction(interaction)

        async def work() -> Reply:
            guild_id = _guild(interaction, words)
            if not move.strip():
                raise Problem(words("puzzle-name-a-move"))
            verdict = await self.puzzles.answer(guild_id, interaction.user.id, move)
            return await self._verdict(verdict, words)

        await answer(interaction, work)

    @answer_.autocomplete("move")
    async def _moves(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        if interaction.guild_id is None:
            return []
        puzzle = await self.puzzles.open_puzzle(interaction.guild_id, interaction.user.id)
        if puzzle is None:
            return []
        moves = self.puzzles.legal_answers(puzzle)
        wanted = " ".join(current.lower().split())
        if wanted:
            first = [m for m in moves if m.startswith(wanted)]
            moves = first + [m for m in moves if wanted in m and not m.startswith(wanted)]
        return [Choice(name=m[:NAME_LIMIT], value=m) for m in moves[:CHOICES_LIMIT]]

    @app_commands.command(
        name="give-up", description="Close your open puzzle and see its solution."
    )
    @app_commands.guild_only()
    async def give_up(self, interaction: discord.Interaction) -> None:
        words = Words.for_interaction(interaction)

        async def work() -> Reply:
            guild_id = _guild(interaction, words)
            verdict = await self.puzzles.give_up(guild_id, interaction.user.id)
            return await self._verdict(verdict, words)

        await answer(interaction, work)

    async def _verdict(self, verdict: Verdict, words: Words) -> Reply:
        puzzle = verdict.puzzle
        text = texts.verdict_text(puzzle, verdict.move, verdict.solved, verdict.stats, words)
        if verdict.solved:
            return Reply(text)
        game = self.puzzles.game(puzzle.game_id)
        before = game.from_json(puzzle.state)
        picture = await self.boards.position(
            puzzle.game_id,
            texts.solution_state(puzzle),
            texts.names(puzzle, words),
            previous=before,
            words=words,
        )
        return Reply(text, picture)
