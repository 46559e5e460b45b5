"""Interleave's set-up balanced with the chooser's precision (RULES.md §2, §4), for ``strong``
as seat 0.

The chooser takes the better colour, so a set-up is worth the worse of its two colours to the
setter. The tree search judged that stone by stone: at 0.5 CPU s a move about 370 descents over
75 set-up moves, each through the choice with a few playouts per colour (``ai.tree``), so every
move's value rested on some ten noisy results and the set-up was close to a random walk
stopped at a random ``done``. A chooser spends its whole move on two colours; it saw the
imbalance the setter could not. Here the setter judges a few whole set-ups as carefully: ``done``
now, or one more stone and then ``done`` (``candidates`` stones drawn at random among the legal
ones), each with the same number of playouts per colour, and takes the set-up whose worse
colour is best; ``done`` unless a stone beats it by more than the noise (one standard error of
the difference). A set-up leaves more than ``ai.games.ending.CHOICE_EMPTY`` empty cells: a
chooser who reads the ending from there (``strong`` does) takes its winning colour every time.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ai.budget import Budget
from ai.evaluate import value
from ai.games.ending import CHOICE_EMPTY
from ai.policy import actor, playout_move
from rules.game import Game, Seat
from rules.interleave.notation import DONE, SETUP

AnyGame = Game[Any]
COLOURS = ("black", "red")


def balanced_setup_move(
    game: AnyGame, state: Any, seat: Seat, rng: random.Random, *, candidates: int, budget: Budget
) -> str | None:
    """Seat 0's set-up move in Interleave (``done`` or a stone), or ``None`` elsewhere."""
    if game.id != "interleave" or seat != 0 or state.phase != SETUP:
        return None
    moves = game.legal_moves(state, seat)
    stones = [m for m in moves if m != DONE and (state.black or m.startswith("black"))]
    t = state.setting.notation.sight
    empty = t.all_mask.bit_count() - (state.black | state.red).bit_count()
    if empty - 1 <= CHOICE_EMPTY:
        stones = []
    rng.shuffle(stones)
    options = ([DONE] if DONE in moves else []) + stones[:candidates]
    if not options:
        return None
    if len(options) == 1:
        return options[0]
    starts = [_chosen(game, state, move) for move in options]
    totals = [[0.0, 0.0] for _ in options]
    rounds = 0
    while budget.spend():
        budget.charge(2 * len(options) - 1)
        rounds += 1
        for total, pair in zip(totals, starts, strict=True):
            for colour, start in enumerate(pair):
                total[colour] += _playout(game, start, rng)
    rounds = max(1, rounds)
    worth = [min(total) / rounds for total in totals]
    best = max(range(len(options)), key=worth.__getitem__)
    if options[0] == DONE and worth[best] - worth[0] <= math.sqrt(0.5 / rounds):
        return DONE
    return options[best]


def _chosen(game: AnyGame, state: Any, move: str) -> tuple[Any, Any]:
    """The set-up after ``move`` (and ``done`` after a stone), with each colour chosen."""
    after = game._play(state, 0, move)
    if move != DONE:
        after = game._play(after, 0, DONE)
    return game._play(after, 1, COLOURS[0]), game._play(after, 1, COLOURS[1])


def _playout(game: AnyGame, state: Any, rng: random.Random) -> float:
    """Seat 0's result of one playout to the end (strong's playouts, ``ai.policy``)."""
    last: Seat = 1
    while game.outcome(state) is None:
        seat = actor(game, state, last)
        state = game._play(state, seat, playout_move(game, state, seat, rng))
        last = seat
    return value(game, state)
