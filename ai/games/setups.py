"""Interleave's set-up under the pie (RULES.md §2, §4), from measured set-ups.

Seat 0 sets up stones, then seat 1 takes a colour. Every position solved after a set-up is won
by one colour whichever colour moves first (``ai.games.ending``), so a chooser who reads the
ending takes the winner, and what a set-up can be is even in play between equal players. A
search cannot judge that: its random playouts misjudge set-ups (``./dev bench
interleave_setups``) and its own set-ups were short random walks. So ``strong`` sets up one of
the measured set-ups whose value is nearest even, placed in a random one of the board's twelve
symmetries, and searches as usual from the colour choice on.

``BLACK_WINS`` is Black's win rate after a set-up, ``strong`` against ``strong`` from the colour
choice, the chooser taking Black and Red in turn (``./dev bench interleave_openings`` measures
it). A board size or mode without a table sets up by the search.
"""

from __future__ import annotations

import random
from typing import Any

from rules.game import Game
from rules.geometry import HexHexBoard

DONE = "done"

# size -> {a set-up, its stones in the order placed: (Black's wins, games)}, in real time;
# measured by ./dev bench interleave_openings (Nov 2026): every set-up of one Black stone and
# at most one Red stone, 4 games each (--games 4: 129 set-ups, Black won 43% of the 516 games),
# then the 27 where Black won 3 or 4 of 4, the likeliest to be even or better for Black, 12
# games each on other seeds (--games 12 --first 4 --setups ...): the rates below. Each rate's
# 95% interval is about 25% either side.
BLACK_WINS: dict[int, dict[tuple[str, ...], tuple[float, int]]] = {
    4: {
        ("black a1", "red c5"): (6, 12),
        ("black a1", "red d5"): (6, 12),
        ("black a1", "red e6"): (5, 12),
        ("black a1", "red f4"): (5, 12),
        ("black b2", "red c4"): (5, 12),
        ("black b3", "red b2"): (5, 12),
        ("black a1", "red c3"): (7, 12),
        ("black a2", "red c5"): (7, 12),
        ("black a2", "red f3"): (7, 12),
        ("black c3", "red f4"): (7, 12),
        ("black a1", "red a2"): (8, 12),
        ("black a2", "red b1"): (8, 12),
        ("black a2", "red b2"): (8, 12),
        ("black a2", "red c4"): (8, 12),
        ("black a2", "red e5"): (8, 12),
        ("black a2", "red a3"): (4, 12),
        ("black a2", "red d3"): (4, 12),
        ("black b2", "red f5"): (4, 12),
        ("black a1", "red b3"): (9, 12),
        ("black a1", "red d4"): (9, 12),
        ("black a2", "red b5"): (9, 12),
        ("black a2", "red d2"): (9, 12),
        ("black a2", "red d4"): (9, 12),
        ("black a2", "red f2"): (9, 12),
        ("black d4", "red b3"): (3, 12),
        ("black a1", "red d6"): (10, 12),
        ("black c3", "red b2"): (10, 12),
    },
}


def symmetries(board: HexHexBoard) -> tuple[tuple[int, ...], ...]:
    """The board's twelve symmetries (six rotations, each also mirrored), each as the image of
    every cell: a cell reached from the centre by a walk of steps goes to the cell reached by
    the same walk with every step's direction turned (and mirrored)."""
    walks: dict[int, tuple[int, ...]] = {board.centre: ()}
    frontier = [board.centre]
    while frontier:
        reached = []
        for cell in frontier:
            for direction, ray in enumerate(board.rays[cell]):
                if ray and ray[0] not in walks:
                    walks[ray[0]] = (*walks[cell], direction)
                    reached.append(ray[0])
        frontier = reached

    def image(walk: tuple[int, ...], turn: int, mirror: bool) -> int:
        cell = board.centre
        for direction in walk:
            cell = board.rays[cell][((-direction if mirror else direction) + turn) % 6][0]
        return cell

    return tuple(
        tuple(image(walks[cell], turn, mirror) for cell in board.cells)
        for mirror in (False, True)
        for turn in range(6)
    )


def setup_move(game: Game[Any], state: Any, rng: random.Random) -> str | None:
    """Seat 0's next set-up move, a stone or ``done``, towards a measured set-up nearest even
    that contains the stones already placed; ``None`` (the search decides) out of the set-up,
    in turns, on a board size without a table, or when no such set-up contains them."""
    if game.id != "interleave":
        return None
    options = game.options_of(state)
    table = BLACK_WINS.get(options["size"])
    moves = game.legal_moves(state, 0) if 0 in game.seats_to_act(state) else []
    # set-up moves name their colour (``black d4``); the choice and later placements do not
    if table is None or options["mode"] != "realtime" or not moves or " " not in moves[0]:
        return None
    board = game.geometry(state)
    assert isinstance(board, HexHexBoard)
    placed = {move for seat, move in game.history(state) if seat == 0}
    nearest = min(abs(wins / games - 0.5) for wins, games in table.values())
    ways = []
    for setup, (wins, games) in table.items():
        if abs(wins / games - 0.5) != nearest:
            continue
        for symmetry in symmetries(board):
            stones = [_moved(board, symmetry, stone) for stone in setup]
            if placed <= set(stones):
                ways.append([stone for stone in stones if stone not in placed] or [DONE])
    return rng.choice(ways)[0] if ways else None


def _moved(board: HexHexBoard, symmetry: tuple[int, ...], stone: str) -> str:
    """``black d4`` carried by ``symmetry``."""
    colour, name = stone.split()
    cell = board.parse(name)
    assert cell is not None, f"{name} is not a cell of the board"
    return f"{colour} {board.name(symmetry[cell])}"
