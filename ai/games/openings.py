"""Meter's first stone under the pie (RULES.md §2, §6), from measured openings.

A search cannot judge a lone first stone: its estimate calls every one a lead for Black, while
what decides is how the game goes dozens of moves later, and whatever Black plays, White then
takes the better of swapping and playing on. So ``strong`` opens on a cell whose measured value
is nearest even, which leaves White's choice nothing to win, and searches as usual from the
second move on (its swap choice is a search like any other).

``BLACK_WINS`` is Black's win rate after a first stone on a cell, ``strong`` against ``strong``
without the pie, one cell standing for every cell alike under the board's twelve symmetries
(``./dev bench meter_openings`` measures it). A board size without a table opens by the search.
"""

from __future__ import annotations

import random
from typing import Any

from rules.game import Game
from rules.geometry import HexHexBoard

# size -> {a cell of each kind: (Black's wins, games)}; measured by ./dev bench meter_openings
# (size 4: --games 12, 842 s on 2 workers; each rate's 95% interval is about ±25%)
BLACK_WINS: dict[int, dict[str, tuple[float, int]]] = {
    4: {"d4": (4, 12), "c3": (4, 12), "b2": (8, 12), "b3": (6, 12), "a1": (8, 12), "a2": (10, 12)},
}


def kind(board: HexHexBoard, cell: int) -> tuple[int, tuple[int, ...]]:
    """What a cell looks like up to the board's symmetries: its ring and its distances to the
    six corners, smallest first (equal for two cells exactly when a symmetry maps one onto the
    other)."""
    distances = board.distances_from(cell)
    corners = [c for c in board.cells if len(board.neighbours[c]) == 3]  # only corners have 3
    return board.rings[cell], tuple(sorted(distances[c] for c in corners))


def first_stone(game: Game[Any], state: Any, rng: random.Random) -> str | None:
    """A first stone whose measured value is nearest even, when Meter's pie is still to come and
    the board's size has a table; else ``None`` (the search decides)."""
    if game.id != "meter" or game.history(state):
        return None
    options = game.options_of(state)
    table = BLACK_WINS.get(options["size"])
    if not options["pie"] or table is None:
        return None
    board = game.geometry(state)
    assert isinstance(board, HexHexBoard)
    evenness = {
        kind(board, _cell(board, name)): abs(wins / games - 0.5)
        for name, (wins, games) in table.items()
    }
    nearest = min(evenness.values())
    cells = [c for c in board.cells if evenness.get(kind(board, c)) == nearest]
    return board.name(rng.choice(cells))


def _cell(board: HexHexBoard, name: str) -> int:
    cell = board.parse(name)
    assert cell is not None, f"{name} is not a cell of the board"
    return cell
