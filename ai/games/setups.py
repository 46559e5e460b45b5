"""Interleave's set-up under the pie (RULES.md §2, §4), from measured set-ups.

Seat 0 sets up stones, then seat 1 takes a colour. Every position solved after a set-up is won
by one colour whichever colour moves first (``ai.games.ending``), so a chooser who reads the
ending takes the winner, and the best a setter can do is a set-up it plays about as well with
either colour, in play between equal players. A search cannot judge that: its random playouts
misjudge set-ups (``./dev bench interleave_setups``) and its own set-ups were short random walks.
So ``strong`` sets up one of the measured set-ups whose worse colour does best for the setter,
placed in a random one of the board's twelve symmetries, and searches as usual from the colour
choice on.

``SETTER_WINS`` is the setter's wins holding Black and holding Red, ``strong`` against
``strong`` from the colour choice, the setter moving first after it as in the benchmark's
referee (``./dev bench interleave_openings`` measures it). It is by seat, not by colour alone,
because the seats are not alike in play: after the two set-ups nearest even by Black's wins,
seat 1 won 18 of 24 games. A board size or mode without a table sets up by the search.
"""

from __future__ import annotations

import random
from typing import Any

from ai.policy import DONE, in_setup
from rules.game import Game
from rules.geometry import HexHexBoard

# size -> {a set-up, its stones in the order placed: (setter's wins holding Black, holding Red,
# games with each)}, in real time; measured by ./dev bench interleave_openings (Nov 2026):
# every set-up of one Black stone and at most one Red stone, 4 games each (--games 4: 129
# set-ups, Black won 43% of the 516 games), then the 27 where Black won 3 or 4 of 4, 12 games
# each on other seeds (--games 12 --first 4 --setups ...; 885 s on 2 shared cores): the rates
# below. The setter won 107 of those 324 games. Each rate's 95% interval is about 35% either
# side, and picking the best of 27 flatters it.
SETTER_WINS: dict[int, dict[tuple[str, ...], tuple[float, float, int]]] = {
    4: {
        ("black a1", "red a2"): (5, 3, 6),
        ("black b3", "red b2"): (3, 4, 6),
        ("black a2", "red d4"): (5, 2, 6),
        ("black a1", "red e6"): (2, 3, 6),
        ("black a2", "red f3"): (3, 2, 6),
        ("black c3", "red f4"): (3, 2, 6),
        ("black a1", "red d5"): (2, 2, 6),
        ("black a1", "red d6"): (5, 1, 6),
        ("black a2", "red d2"): (4, 1, 6),
        ("black a2", "red f2"): (4, 1, 6),
        ("black a2", "red a3"): (1, 3, 6),
        ("black a2", "red c4"): (3, 1, 6),
        ("black a2", "red d3"): (1, 3, 6),
        ("black a2", "red e5"): (3, 1, 6),
        ("black a1", "red c3"): (2, 1, 6),
        ("black a1", "red f4"): (1, 2, 6),
        ("black b2", "red c4"): (1, 2, 6),
        ("black a1", "red c5"): (1, 1, 6),
        ("black c3", "red b2"): (4, 0, 6),
        ("black a1", "red b3"): (3, 0, 6),
        ("black a1", "red d4"): (3, 0, 6),
        ("black a2", "red b5"): (3, 0, 6),
        ("black d4", "red b3"): (0, 3, 6),
        ("black a2", "red b1"): (2, 0, 6),
        ("black a2", "red b2"): (2, 0, 6),
        ("black b2", "red f5"): (0, 2, 6),
        ("black a2", "red c5"): (1, 0, 6),
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
    """Seat 0's next set-up move, a stone or ``done``, towards a measured set-up of the best
    ``setter_value`` that holds the stones already placed; ``None`` (the search decides) out of
    the set-up, in turns, on a board size without a table, or when no such set-up holds them."""
    if game.id != "interleave":
        return None
    options = game.options_of(state)
    table = SETTER_WINS.get(options["size"])
    moves = game.legal_moves(state, 0) if 0 in game.seats_to_act(state) else []
    if table is None or options["mode"] != "realtime" or not in_setup(moves):
        return None
    board = game.geometry(state)
    assert isinstance(board, HexHexBoard)
    placed = {move for seat, move in game.history(state) if seat == 0}
    best = max(setter_value(entry) for entry in table.values())
    images = symmetries(board)
    ways = []
    for setup, entry in table.items():
        if setter_value(entry) != best:
            continue
        for symmetry in images:
            stones = [_moved(board, symmetry, stone) for stone in setup]
            if placed <= set(stones):
                ways.append([stone for stone in stones if stone not in placed] or [DONE])
    return rng.choice(ways)[0] if ways else None


def setter_value(entry: tuple[float, float, int]) -> float:
    """What a set-up is worth to the setter: its win rate with the colour the chooser leaves it
    when the chooser takes the better one."""
    as_black, as_red, games = entry
    return min(as_black, as_red) / games


def _moved(board: HexHexBoard, symmetry: tuple[int, ...], stone: str) -> str:
    """``black d4`` carried by ``symmetry``."""
    colour, name = stone.split()
    cell = board.parse(name)
    assert cell is not None, f"{name} is not a cell of the board"
    return f"{colour} {board.name(symmetry[cell])}"
