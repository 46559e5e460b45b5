"""How many puzzles finished games hold, and what finding them costs (``ai.learn.puzzles``).

    ./dev bench puzzles                              # 10 games per game, strong against random
    ./dev bench puzzles --pairing strong-strong --games 4
    ./dev bench puzzles --game meter --games 20 --window 4 --board small

Per game, ``--games`` games are played (``--pairing``: strong against random, seats
alternated, or strong against itself), on the game's default board (``--board default``, what
servers play) or the small boards of ``./dev bench review`` (``--board small``), with fixed
seeds, by a process pool; then ``ai.learn.puzzles.find_puzzles`` mines each record with the settings
the bot uses (``--nodes``; ``--window``, by default the bot's for each game:
``bot.engine.puzzles.service.SEARCHED_WINDOWS``). Printed per game: puzzles found per 100 games,
solved and searched ones, the games with at least one, and the CPU seconds of mining per game
(median and longest) — playing the games is not counted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any

from ai.learn.puzzles import SOLVE_NODES, Settings, find_puzzles
from ai.levels import RANDOM, STRONG
from bot.engine.puzzles.service import SEARCHED_WINDOWS
from rules.record import GameRecord, read_record, write_record
from tests.bench.bench_review import BOARDS
from tests.bench.bench_review import play as play_small

PAIRINGS = {
    "strong-random": (STRONG, RANDOM),
    "strong-strong": (STRONG, STRONG),
    # quick to play: for a first look at settings (random games are closer than strong's
    # against random, so their endings hold more puzzles than either)
    "random-random": (RANDOM, RANDOM),
}


def _play(game_id: str, levels: tuple[str, str], seed: int, board: str) -> GameRecord:
    if board == "small":
        return play_small(game_id, levels, seed)
    saved = BOARDS[game_id]
    BOARDS[game_id] = {}  # the game's defaults
    try:
        return play_small(game_id, levels, seed)
    finally:
        BOARDS[game_id] = saved


def _job(args: tuple[str, int, str, str, int, int]) -> tuple[str, int, list[Any], float]:
    game_id, index, pairing, board, nodes, window = args
    levels = PAIRINGS[pairing]
    levels = levels if index % 2 == 0 else (levels[1], levels[0])
    record = read_record(write_record(_play(game_id, levels, index + 1, board)))
    start = time.process_time()
    puzzles = find_puzzles(record, Settings(nodes, window, None, index))
    return game_id, index, puzzles, time.process_time() - start


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench puzzles", description=__doc__)
    parser.add_argument("--games", type=int, default=10, help="games per game")
    parser.add_argument("--pairing", choices=list(PAIRINGS), default="strong-random")
    parser.add_argument("--board", choices=("default", "small"), default="default")
    parser.add_argument("--game", action="append", choices=list(BOARDS), help="only this game")
    parser.add_argument("--nodes", type=int, default=SOLVE_NODES)
    parser.add_argument(
        "--window", type=int, default=None, help="positions searched per game (default: the bot's)"
    )
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    args = parser.parse_args(argv)
    games = args.game or list(BOARDS)
    windows = {g: SEARCHED_WINDOWS.get(g, 0) if args.window is None else args.window for g in games}
    jobs = [
        (g, i, args.pairing, args.board, args.nodes, windows[g])
        for g in games
        for i in range(args.games)
    ]
    found: dict[str, list[list[Any]]] = {g: [] for g in games}
    seconds: dict[str, list[float]] = {g: [] for g in games}
    wall = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for future in as_completed([pool.submit(_job, job) for job in jobs]):
            game_id, index, puzzles, cpu = future.result()
            found[game_id].append(puzzles)
            seconds[game_id].append(cpu)
            searched = [
                f"ply {p.ply} {'/'.join(p.answers)} {p.chance:.2f} vs {p.runner_up:.2f}"
                for p in puzzles
                if not p.exact
            ]
            print(
                f"  {game_id} game {index}: {len(puzzles)} puzzles, {cpu:.2f} s"
                + (f"; searched: {', '.join(searched)}" if searched else ""),
                flush=True,
            )
    print(
        f"puzzles in {args.games} games per game, {args.pairing}, {args.board} boards, "
        f"nodes={args.nodes} windows={windows}; {time.perf_counter() - wall:.0f} s on "
        f"{args.workers} workers"
    )
    print(
        f"{'game':<13} {'per 100 games':>13} {'solved':>6} {'searched':>8} {'games with one':>14}"
        f" {'mining cpu s/game (median, max)':>32}"
    )
    for game_id in games:
        lists = found[game_id]
        total = sum(len(p) for p in lists)
        solved = sum(1 for p in lists for puzzle in p if puzzle.exact)
        with_one = sum(1 for p in lists if p)
        times = seconds[game_id]
        per_100 = 100 * total / len(lists)
        print(
            f"{game_id:<13} {per_100:>13.0f} {solved:>6} {total - solved:>8} "
            f"{with_one:>6} of {len(lists):<5} {statistics.median(times):>20.2f}, {max(times):.2f}"
        )
