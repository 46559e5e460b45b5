"""``/rules game``: a short summary in plain words, a diagram (a rendered example position) and
the game's full section of RULES.md as an attached file (there is no public URL to link to)."""

from __future__ import annotations

import random
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.cogs.arena import arena_of
from bot.cogs.boards import Picture
from bot.cogs.play_options import GAME_CHOICES
from bot.cogs.replies import Reply, answer
from bot.cogs.rules_text import rules_text

# Written from RULES.md; each says what a turn is, how the game ends and who wins.
SUMMARIES = {
    "meter": (
        "**Meter** (Michael Amundsen) · hex board, side 4 by default · Black and White.\n"
        "Take turns placing a stone of your colour on any empty cell. After your placement, "
        "every enemy stone whose position got worse is captured: the farthest ring it can "
        "still reach by steps through empty cells shrank, or that ring got farther away. "
        "Stones on the edge ring are never captured. With the pie rule, White may `swap` "
        "instead of answering Black's first stone.\n"
        "The game ends when the board is full. Cancel out pairs of equal-sized Black and White "
        "groups; whoever owns the largest group left wins."
    ),
    "interleave": (
        "**Interleave** (Alexander Brady) · hex board, side 4 by default · Black and Red.\n"
        "First, one player sets up any stones of both colours (at least one Black) and says "
        "`done`; the other then picks a colour. You may place a stone only where it sees "
        "strictly more enemy stones than friendly ones (looking along the six lines, the "
        "first stone in each direction). In realtime mode there are no turns: place whenever "
        "you like and say `done` when finished; the game ends when both are done.\n"
        "Compare group sizes from the largest down: the first difference wins; if all are "
        "equal, Red wins."
    ),
    "thwart-omega": (
        "**Thwart Omega** (chaotic_iak) · 7×7 board · Black and White, played in rounds.\n"
        "Every round both players secretly choose one Black stone and one White stone on two "
        "different empty squares (`b c3 w e5`), by DM or with `/secret`. When the round ends "
        "all four stones are revealed: two different colours on one square burn it, two of "
        "the same colour make a double stone (counts 2). A missing move is filled at random.\n"
        "When three or fewer squares are empty they burn and the game ends. Your score is the "
        "product of the sizes of your colour's groups; the higher score wins (ties: group "
        "sizes from the largest down, then the `tiebreak` option). A match in which neither "
        "player sends a move for 3 rounds in a row (unless the server set another number) is "
        "abandoned, with no winner."
    ),
    "meridians": (
        "**Meridians** (Kanare Kato) · hexagonal board of points, base 6 by default · Light "
        "and Dark; Light starts.\n"
        "Your first stone goes anywhere; your second must have a path to it (a straight line "
        "of empty points). From then on, first your opponent's dead groups are removed (a "
        "group is dead if none of its stones has a path to another group of its colour), then "
        "you place a stone where the nearest stone along some line is yours. Pass only when "
        "you cannot place.\n"
        "From your third turn on, if you have no stones left you lose. Players may also agree "
        "a result with `/draw`."
    ),
    "meuda": (
        "**Meuda** (Saïd Galdseid) · hex board, side 9 by default · Black and White.\n"
        "Each turn you make one new group: place a root that touches none of your stones; "
        "count N, the number of your groups the root sees along the six lines (only enemy "
        "stones block sight); then place N−1 more stones, each touching the new group and "
        "none of your other stones (`/move` lists roots with their N; `d1 d2 e1` plays a whole "
        "turn). No legal root: you pass; two passes in a row end the game.\n"
        "Score one point per distinct group size you have, plus ½ for the largest group."
    ),
}

# Moves of a deterministic example game, long enough to show what a position looks like.
_EXAMPLE_PLIES = {"meter": 14, "interleave": 12, "thwart-omega": 12, "meridians": 12, "meuda": 20}


def example_state(game_id: str) -> Any:
    """A reproducible mid-game position of ``game_id`` (random legal moves from a fixed seed)."""
    game = rules.get_game(game_id)
    options = {"size": 5} if game_id == "meuda" else {}
    state = game.new_state(**options)
    rng = random.Random(f"stone-arena rules diagram {game_id}")
    for _ in range(_EXAMPLE_PLIES[game_id] // (2 if game.simultaneous else 1)):
        if game.outcome(state) is not None:
            break
        if game.simultaneous:
            moves = {seat: game.random_move(state, seat, rng) for seat in (0, 1)}
            state = game.play_round(state, moves)
        else:
            seat = game.seats_to_act(state)[0]
            state = game.play(state, seat, game.random_move(state, seat, rng))
    return state


class RulesInfo(commands.Cog):
    def __init__(self) -> None:
        self._diagrams: dict[str, Picture] = {}

    @app_commands.command(name="rules", description="How a game is played (only to you).")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules_command(self, interaction: discord.Interaction, game: str) -> None:
        arena = arena_of(interaction.client)

        async def work() -> Reply:
            chosen = rules.get_game(game)
            picture = self._diagrams.get(chosen.id)
            if picture is None:
                picture = await arena.boards.render_example(chosen.id, example_state(chosen.id))
                self._diagrams[chosen.id] = picture
            return Reply(
                SUMMARIES[chosen.id] + "\nThe full rules are attached.",
                picture,
                (f"{chosen.id}-rules.md", rules_text(chosen.id)),
            )

        await answer(interaction, work)
