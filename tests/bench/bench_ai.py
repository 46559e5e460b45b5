"""Computer opponents' strength and speed (issue 15): round robins between levels, per game.

    ./dev bench ai                        # 20 games per pairing and game, the levels' budgets
    ./dev bench ai --games 4 --scale 0.1  # a quick look: a tenth of every level's budget
    ./dev bench ai --game meuda --pairs strong-random --budget time

For each game at its default size and each pairing, ``--games`` games with the seats (and so the
colours) alternated and fixed seeds, played by a process pool. Levels get their default playouts
(``--budget playouts``: what the Discord bot asks for, repeatable and the same on a loaded
machine) or a time per move (``--budget time``: the level's ``seconds`` of CPU time, so that a
busy machine shortens neither side's search more than the other's), times ``--scale``. ``uct``
is plain UCT with uniform random playouts to the end, given the same time per move as strong:
each of its moves gets the CPU seconds strong's latest move took (before strong's first move,
what strong takes for that move). Printed: the first level's win rate (a draw counts half) with a
95% Wilson interval, each side's playouts per CPU second, and the p99 of ``strong``'s time per
move, by the wall clock and in CPU seconds (what it takes on an idle core: the wall clock of a
loaded machine says more about the load than the search).
Targets (issue 15): strong-random >= 95%, strong-medium and medium-easy >= 70%, strong-uct >=
65%, strong's p99 under 3 s (``--move-times N``: on N positions of each game's biggest board, or
its default one with ``--board default``).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from ai.choose import think
from ai.levels import LEVELS, RANDOM, STRONG, UCT, default_playouts, level_named
from rules import get_game
from rules.game import Game

GAMES = ("meter", "interleave", "thwart-omega", "meridians", "meuda")
PAIRS = ("strong-random", "strong-medium", "medium-easy", "strong-uct")
Z95 = 1.96


def level_seconds(level: str, scale: float) -> float:
    """The time per move a level gets with ``--budget time``."""
    return LEVELS[level].seconds * scale


@dataclass
class Tally:
    """What one side of one game did: playouts spent, time of each move (wall clock and CPU)."""

    playouts: int = 0
    move_times: list[float] = field(default_factory=list)
    cpu_times: list[float] = field(default_factory=list)  # CPU seconds: the time on an idle core


def play_game(
    game_id: str, levels: tuple[str, str], seed: int, scale: float, timed: bool
) -> tuple[int | None, list[Tally]]:
    """One game, ``levels[s]`` in seat ``s``: the winning seat (None: draw) and both tallies."""
    game: Game[Any] = get_game(game_id)
    state = game.new_state()
    tallies = [Tally(), Tally()]
    last: int | None = None
    ply = 0
    while game.outcome(state) is None:
        acting = game.seats_to_act(state)
        if game.simultaneous:
            moves = {
                s: _think(
                    game,
                    state,
                    s,
                    level=levels[s],
                    seed=seed,
                    ply=ply,
                    scale=scale,
                    timed=timed,
                    tallies=tallies,
                )
                for s in acting
            }
            state = game.play_round(state, moves)
        else:
            # Interleave in real time: when both may act, the seat that did not move last does.
            seat = acting[0] if len(acting) == 1 or last is None else 1 - last
            seat = seat if seat in acting else acting[0]
            line = _think(
                game,
                state,
                seat,
                level=levels[seat],
                seed=seed,
                ply=ply,
                scale=scale,
                timed=timed,
                tallies=tallies,
            )
            for piece in line.split() if game.id == "meuda" else [line]:
                state = game.play(state, seat, piece)
            last = seat
        ply += 1
    outcome = game.outcome(state)
    assert outcome is not None
    return outcome.winner, tallies


def _think(
    game: Game[Any],
    state: Any,
    seat: int,
    *,
    level: str,
    seed: int,
    ply: int,
    scale: float,
    timed: bool,
    tallies: list[Tally],
) -> str:
    start, cpu = time.perf_counter(), time.process_time()
    seconds, playouts = None, None
    if level == UCT:
        seconds = strong_time(
            game, state, seat, seed=seed, ply=ply, scale=scale, timed=timed, tallies=tallies
        )
    elif level != RANDOM:
        if timed:
            seconds = level_seconds(level, scale)
        else:
            playouts = max(1, round(default_playouts(level_named(level), game, state) * scale))
    thought = think(
        game,
        state,
        seat,
        level=level,
        seed=seed * 1000 + ply,
        budget_s=seconds,
        playouts=playouts,
        clock=time.process_time,  # a time budget is CPU seconds: the same on a busy machine
    )
    elapsed = time.perf_counter() - start
    tallies[seat].playouts += thought.playouts
    tallies[seat].move_times.append(elapsed)
    tallies[seat].cpu_times.append(time.process_time() - cpu)
    return thought.move


def strong_time(
    game: Game[Any],
    state: Any,
    seat: int,
    *,
    seed: int,
    ply: int,
    scale: float,
    timed: bool,
    tallies: list[Tally],
) -> float:
    """The yardstick's time for its move in ``seat``: the CPU seconds strong's latest move took,
    or before strong has moved, what strong takes for this very move (that search is thrown
    away)."""
    strong = tallies[1 - seat]
    if strong.cpu_times:
        return strong.cpu_times[-1]
    trial = [Tally(), Tally()]
    _think(
        game, state, seat, level=STRONG, seed=seed, ply=ply, scale=scale, timed=timed, tallies=trial
    )
    return trial[seat].cpu_times[0]


def wilson(score: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate ``score / n``."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    centre = (p + Z95 * Z95 / (2 * n)) / (1 + Z95 * Z95 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 * Z95 / (4 * n * n)) / (1 + Z95 * Z95 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _job(
    args: tuple[str, str, str, int, float, bool],
) -> tuple[str, str, float, list[Tally], int]:
    game_id, first, second, index, scale, timed = args
    # Alternate the seats: the first level sits in seat 0 in even games, seat 1 in odd ones.
    levels = (first, second) if index % 2 == 0 else (second, first)
    winner, tallies = play_game(game_id, levels, seed=index + 1, scale=scale, timed=timed)
    first_seat = 0 if index % 2 == 0 else 1
    score = 0.5 if winner is None else float(winner == first_seat)
    ordered = [tallies[first_seat], tallies[1 - first_seat]]
    return game_id, f"{first}-{second}", score, ordered, index


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)] if ordered else 0.0


# The biggest board of each game: the slowest positions for the time per move.
BIGGEST: dict[str, dict[str, object]] = {
    "meter": {"size": 8},
    "interleave": {"size": 8},
    "thwart-omega": {},
    "meridians": {"size": 7},
    "meuda": {"size": 11},
}


def move_times(
    game_id: str, positions: int, board: str = "biggest"
) -> tuple[list[float], list[float]]:
    """Strong's time per move at its default budget (as the Discord bot asks), wall clock and
    CPU, on positions of a seeded random game on the game's biggest board (``board``
    ``"default"``: its default one)."""
    game: Game[Any] = get_game(game_id)
    rng = random.Random(positions)
    options = BIGGEST[game_id] if board == "biggest" else {}
    state = game.new_state(**options)
    times: list[float] = []
    cpu_times: list[float] = []
    while len(times) < positions:
        if game.outcome(state) is not None:
            state = game.new_state(**options)
        seat = game.seats_to_act(state)[0]
        start, cpu = time.perf_counter(), time.process_time()
        think(game, state, seat, level=STRONG, seed=len(times))
        times.append(time.perf_counter() - start)
        cpu_times.append(time.process_time() - cpu)
        for _ in range(rng.randint(1, 6)):
            if game.outcome(state) is not None:
                break
            acting = game.seats_to_act(state)
            if game.simultaneous:
                state = game.play_round(state, {s: game.random_move(state, s, rng) for s in acting})
            else:
                s = rng.choice(acting)
                state = game.play(state, s, game.random_move(state, s, rng))
    return times, cpu_times


def _times_job(args: tuple[str, int, str]) -> tuple[str, tuple[list[float], list[float]]]:
    return args[0], move_times(*args)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench ai", description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="games per pairing and game")
    parser.add_argument("--game", action="append", choices=GAMES, help="only these games")
    parser.add_argument("--pairs", action="append", choices=PAIRS, help="only these pairings")
    parser.add_argument("--budget", choices=("playouts", "time"), default="playouts")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every level's budget")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument(
        "--move-times",
        type=int,
        default=0,
        metavar="N",
        help="instead: strong's time per move on N positions per game, biggest boards",
    )
    parser.add_argument(
        "--board",
        choices=("biggest", "default"),
        default="biggest",
        help="with --move-times: each game's biggest board or its default one",
    )
    args = parser.parse_args(argv)
    if args.move_times:
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            timing = [(g, args.move_times, args.board) for g in args.game or GAMES]
            for game_id, (times, cpu_times) in pool.map(_times_job, timing):
                options = BIGGEST[game_id] if args.board == "biggest" else "default"
                print(
                    f"{game_id:13} {options!s:14} {len(times)} moves: median "
                    f"{statistics.median(times):.2f} s, p99 {p99(times):.2f} s, "
                    f"max {max(times):.2f} s; CPU p99 {p99(cpu_times):.2f} s, "
                    f"max {max(cpu_times):.2f} s"
                )
        return
    games, pairs = args.game or list(GAMES), args.pairs or list(PAIRS)
    jobs = [
        (g, *pair.split("-"), i, args.scale, args.budget == "time")
        for g in games
        for pair in pairs
        for i in range(args.games)
    ]
    random.Random(0).shuffle(jobs)  # mix slow and fast games across the workers
    results: dict[tuple[str, str], list[tuple[float, list[Tally]]]] = {}
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for done in as_completed([pool.submit(_job, job) for job in jobs]):
            game_id, pair, score, tallies, index = done.result()
            results.setdefault((game_id, pair), []).append((score, tallies))
            # One line per game as it ends, so a run cut short still shows what it measured.
            print(f"  {game_id} {pair} game {index}: {score}", file=sys.stderr, flush=True)
    print(
        f"{args.games} games per pairing, {args.budget} budgets x {args.scale}, "
        f"{args.workers} workers, "
        f"{time.perf_counter() - start:.0f} s"
    )
    print(
        f"{'game':13} {'pairing':14} {'win rate':>8} {'95% CI':>15} {'playouts/s':>19} "
        f"{'p99 move s':>10} {'CPU p99':>7}"
    )
    for g in games:
        for pair in pairs:
            rows = results.get((g, pair), [])
            score = sum(s for s, _ in rows)
            low, high = wilson(score, len(rows))
            rates = []
            for side in (0, 1):
                playouts = sum(t[side].playouts for _, t in rows)
                seconds = sum(sum(t[side].cpu_times) for _, t in rows)
                rates.append(f"{playouts / seconds:.0f}" if playouts and seconds else "-")
            strong = [
                tally
                for _, t in rows
                for tally, name in zip(t, pair.split("-"), strict=True)
                if name == STRONG
            ]
            print(
                f"{g:13} {pair:14} {score / max(1, len(rows)):8.0%} "
                f"{f'{low:.0%}-{high:.0%}':>15} {' / '.join(rates):>19} "
                f"{p99([x for t in strong for x in t.move_times]):10.2f} "
                f"{p99([x for t in strong for x in t.cpu_times]):7.2f}"
            )
