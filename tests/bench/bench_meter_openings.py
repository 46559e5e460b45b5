"""Meter's openings (issue 15): Black's win rate after each kind of first stone, strong v strong.

    ./dev bench meter_openings --size 4 --games 12

For every kind of cell (cells alike under the board's symmetries, ``ai.games.openings.kind``), games of
``strong`` against ``strong`` without the pie, started with a Black stone there, seeds 1 to
``--games``. Printed: Black's wins per kind with a 95% Wilson interval, then the line for
``ai.games.openings.BLACK_WINS``, from which strong chooses its first stone under the pie.
"""

from __future__ import annotations

import argparse
import os
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ai.choose import think
from ai.games.openings import kind
from ai.levels import STRONG
from rules import get_game
from rules.game import Game
from rules.geometry import HexHexBoard
from tests.bench.bench_ai import wilson


def kinds(size: int) -> dict[str, int]:
    """One cell of each kind (its name) and how many cells are of that kind."""
    board = _board(size)
    found: dict[tuple[int, tuple[int, ...]], list[int]] = {}
    for cell in board.cells:
        found.setdefault(kind(board, cell), []).append(cell)
    return {board.name(cells[0]): len(cells) for _, cells in sorted(found.items())}


def _board(size: int) -> HexHexBoard:
    board = get_game("meter").geometry(get_game("meter").new_state(size=size))
    assert isinstance(board, HexHexBoard)
    return board


def black_wins(args: tuple[int, str, int]) -> tuple[str, float]:
    """One game from a Black stone on ``cell``: 1 if Black wins, ½ for a draw."""
    size, cell, seed = args
    game: Game[Any] = get_game("meter")
    state = game.play(game.new_state(size=size, pie=False), 0, cell)
    ply = 1
    while (outcome := game.outcome(state)) is None:
        seat = game.seats_to_act(state)[0]
        move = think(game, state, seat, level=STRONG, seed=seed * 1000 + ply).move
        state = game.play(state, seat, move)
        ply += 1
    return cell, 0.5 if outcome.winner is None else float(outcome.winner == 0)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench meter_openings", description=__doc__)
    parser.add_argument("--size", type=int, default=4)
    parser.add_argument("--games", type=int, default=12, help="games per kind of first stone")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    cells = kinds(args.size)
    jobs = [(args.size, cell, seed) for cell in cells for seed in range(1, args.games + 1)]
    start = time.perf_counter()
    wins = dict.fromkeys(cells, 0.0)
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for cell, score in pool.map(black_wins, jobs):
            wins[cell] += score
    print(
        f"Meter size {args.size}, {args.games} games per kind, strong v strong, no pie, "
        f"{args.workers} workers, {time.perf_counter() - start:.0f} s"
    )
    for cell, count in cells.items():
        low, high = wilson(wins[cell], args.games)
        print(
            f"{cell:4} ({count:2} cells like it): Black {wins[cell]:g}/{args.games} "
            f"{wins[cell] / args.games:4.0%} ({low:.0%}-{high:.0%})"
        )
    table = ", ".join(f'"{cell}": ({wins[cell]:g}, {args.games})' for cell in cells)
    print(f"BLACK_WINS[{args.size}] = {{{table}}}")
