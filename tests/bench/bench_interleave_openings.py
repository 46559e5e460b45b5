"""Interleave's set-ups (issue 28): the setter's wins with each colour, strong against strong.

    ./dev bench interleave_openings --games 4
    ./dev bench interleave_openings --games 12 --first 4 --setups "black a1,red a2" ...

For every set-up (by default every set-up of one Black stone and at most one Red stone on the
default board, one standing for all alike under the board's twelve symmetries,
``ai.games.setups.symmetries``), games of ``strong`` against ``strong`` at its default playouts
from the colour choice, seeds ``--first`` on; on even seeds the chooser takes Black, on odd
seeds Red; after the choice seat 0 moves first and the seats alternate, as in the strength
benchmark. Printed: per set-up the setter's (seat 0's) wins holding Black and holding Red, and
Black's wins over both, with 95% Wilson intervals; then the lines for
``ai.games.setups.SETTER_WINS``, best for the setter first. Measure a shortlist again with seeds
not used to pick it (``--first``), so the table holds rates not chosen for being high.
"""

from __future__ import annotations

import argparse
import itertools
import os
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ai.choose import think
from ai.games.setups import setter_value, symmetries
from ai.levels import STRONG
from rules import get_game
from rules.game import Game
from rules.geometry import HexHexBoard
from tests.bench.baselines import next_seat, score
from tests.bench.bench_ai import wilson

Setup = tuple[str, ...]


def small_setups(board: HexHexBoard) -> list[Setup]:
    """Every set-up of one Black stone and at most one Red stone, one of each kind."""
    kinds: dict[tuple[tuple[str, int], ...], Setup] = {}
    images = symmetries(board)
    for black, red in itertools.product(board.cells, [None, *board.cells]):
        if red == black:
            continue
        stones = [("black", black)] + ([("red", red)] if red is not None else [])
        key = min(tuple(sorted((colour, image[c]) for colour, c in stones)) for image in images)
        kinds.setdefault(key, tuple(f"{colour} {board.name(c)}" for colour, c in key))
    return sorted(kinds.values(), key=lambda setup: (len(setup), setup))


def setter_wins(job: tuple[Setup, int]) -> tuple[Setup, str, float, int]:
    """One game after ``setup``: the setter's colour, 1 if the setter wins, else 0, and the
    game's plies after the choice."""
    setup, seed = job
    game: Game[Any] = get_game("interleave")
    state = game.new_state()
    for stone in (*setup, "done"):
        state = game.play(state, 0, stone)
    chosen = "black" if seed % 2 == 0 else "red"
    state, last, ply = game.play(state, 1, chosen), 1, 0
    while game.outcome(state) is None:
        seat = next_seat(game, state, last)
        move = think(game, state, seat, level=STRONG, seed=seed * 1000 + ply).move
        state, last, ply = game.play(state, seat, move), seat, ply + 1
    return setup, "red" if chosen == "black" else "black", score(game, state, 0), ply


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench interleave_openings", description=__doc__)
    parser.add_argument("--games", type=int, default=4, help="games per set-up")
    parser.add_argument("--first", type=int, default=0, help="the first game's seed")
    parser.add_argument("--setups", nargs="+", help='set-ups to measure, e.g. "black a1,red a2"')
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    if args.games < 2 or args.games % 2:
        parser.error("--games must be even: the setter holds each colour in half the games")
    game = get_game("interleave")
    board = game.geometry(game.new_state())
    assert isinstance(board, HexHexBoard)
    setups = (
        [tuple(stone.strip() for stone in text.split(",")) for text in args.setups]
        if args.setups
        else small_setups(board)
    )
    jobs = [(s, seed) for s in setups for seed in range(args.first, args.first + args.games)]
    start = time.perf_counter()
    wins = {s: {"black": 0.0, "red": 0.0} for s in setups}
    plies = dict.fromkeys(setups, 0)
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for setup, colour, won, length in pool.map(setter_wins, jobs, chunksize=4):
            wins[setup][colour] += won
            plies[setup] += length
    print(
        f"Interleave size {board.side}, {len(setups)} set-ups, seeds {args.first} to "
        f"{args.first + args.games - 1}, strong v strong, {args.workers} workers, "
        f"{time.perf_counter() - start:.0f} s"
    )
    each = args.games // 2
    for setup in setups:
        black, red = wins[setup]["black"], wins[setup]["red"]
        black_overall = black + each - red
        print(
            f"{', '.join(setup):20} setter as Black {_rate(black, each)}, as Red "
            f"{_rate(red, each)}; Black {_rate(black_overall, args.games)}; "
            f"{plies[setup] / args.games:.0f} plies after the choice"
        )
    entries = {s: (wins[s]["black"], wins[s]["red"], each) for s in setups}
    for setup in sorted(setups, key=lambda s: -setter_value(entries[s])):
        print(f"        {setup!r}: ({entries[setup][0]:g}, {entries[setup][1]:g}, {each}),")


def _rate(won: float, games: int) -> str:
    low, high = wilson(won, games)
    return f"{won:g}/{games} ({low:.0%}-{high:.0%})"
