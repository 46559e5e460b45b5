"""Meter's playouts on the rules' bitsets (RULES.md §6): strong's fast path in Meter.

A playout of the generic search plays canonical move strings through ``Game._play``: every ply
builds a list of cell names, a new state and its move tuple. Here a playout keeps the board as
two ints and a list of empty cells, draws a uniformly random empty cell, removes what the
rules' own ``captured`` says, and scores the full board (or the move limit) by the rules'
cancellation: the same uniformly random game, several times cheaper per playout.
"""

from __future__ import annotations

import random

from rules.game import Colour
from rules.geometry import set_bits
from rules.meter import MeterState
from rules.meter.board import captured
from rules.meter.state import cancel, colour_at


def playout(state: MeterState, rng: random.Random, trace: list[int] | None = None) -> float:
    """Seat 0's result (1 win, ½ draw, 0 loss) of a uniformly random game played on from
    ``state`` to its end. The pie must be settled (no ``swap`` left to play). ``trace``, if
    given, gets the grid bit of every stone placed, in order."""
    g = state.grid
    black, white = state.black, state.white
    plies, limit = len(state.moves), state.max_plies
    empties = set_bits(g.all & ~(black | white))
    empty = g.all & ~(black | white)
    black_moves = colour_at(plies, state.swapped) is Colour.BLACK
    draw = rng.random
    while empties and plies < limit:
        index = int(draw() * len(empties))
        bit = empties[index]
        empties[index] = empties[-1]
        empties.pop()
        placed = 1 << bit
        if trace is not None:
            trace.append(bit)
        if black_moves:
            taken = captured(g, empty, white, placed)
            black |= placed
            white ^= taken
        else:
            taken = captured(g, empty, black, placed)
            white |= placed
            black ^= taken
        empty ^= placed
        if taken:
            empty |= taken
            empties += set_bits(taken)
        plies += 1
        black_moves = not black_moves
    return seat0_result(state, black, white)


def seat0_result(state: MeterState, black: int, white: int) -> float:
    """Seat 0's result of the board ``black``/``white`` scored as the game's end (RULES.md §6)."""
    g = state.grid
    left_black, left_white, _ = cancel(g.group_sizes(black), g.group_sizes(white))
    best_black, best_white = max(left_black, default=0), max(left_white, default=0)
    if best_black == best_white:
        return 0.5
    black_wins = best_black > best_white
    return float(black_wins != state.swapped)
