"""The levels against yardsticks written apart from them (``tests/bench/baselines.py``).

    ./dev bench strength --game meter --seconds 1 --games 20
    ./dev bench strength --game interleave --seconds 0.5 --levels strong --baselines uct
    ./dev bench strength --games 40 --workers 2 --log strength.jsonl   # the whole grid
    ./dev bench strength --game interleave --levels strong --seat 0 --games 10   # one seat

Each game is a level against a yardstick on the game's default board, the level in seat 0 in
even games and seat 1 in odd ones (so each colour and each side of the pie alike; ``--seat`` plays
only the games of one seat, to look at one side of a pie). The yardstick
gets ``--seconds`` of CPU time per move (``time.process_time`` of its own process: a busy machine
does not change the result). ``strong`` gets the same CPU time per move (``choose_move``'s
``budget_s`` on the process clock); ``medium`` and ``easy`` play with their own playouts, as a
player meets them (their CPU time per move is printed). Printed per game, level, yardstick and
time: the level's wins (a draw counts half) with a 95% Wilson interval, overall and seat by seat,
and the level's mean CPU seconds per move. ``--log FILE`` appends every finished game as a JSON
line, with the commit it was played with (``code_version``), and prints the summary of everything
in the file, so runs add up: a summary line holds one commit's games (with ``--try``, its
changes are part of the commit's name), never figures from two versions added together.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Protocol

from ai import levels as ai_levels
from ai.choose import think
from rules import get_game
from rules.game import Game
from tests.bench.baselines import BASELINES, baseline_move, referee
from tests.bench.bench_ai import wilson

GAMES = ("meter", "interleave", "thwart-omega", "meridians", "meuda")
LEVELS = ("strong", "medium", "easy")
TIMED_LEVELS = frozenset({"strong"})


@dataclass(frozen=True, slots=True)
class Result:
    """One finished game: the level's seat and result, and its CPU time and moves."""

    game: str
    level: str
    baseline: str
    seconds: float
    index: int
    seat: int
    score: float
    level_cpu: float
    level_moves: int
    plies: int
    code: str = ""  # the commit played (``code_version``); empty in lines logged before it was kept


def play(game_id: str, level: str, baseline: str, seconds: float, index: int) -> Result:
    """Game ``index``: ``level`` in seat ``index % 2``, ``baseline`` in the other."""
    game: Game[Any] = get_game(game_id)
    level_seat = index % 2
    seed = 1000 * index + 17
    cpu, moves = 0.0, 0

    def move(state: Any, seat: int, ply: int) -> str:
        nonlocal cpu, moves
        if seat != level_seat:
            return baseline_move(
                game, state, seat, baseline=BASELINES[baseline], seconds=seconds, seed=seed + ply
            )
        start = time.process_time()
        timed = level in TIMED_LEVELS
        thought = think(
            game,
            state,
            seat,
            level=level,
            seed=seed + ply,
            budget_s=seconds if timed else None,
            clock=time.process_time,
        )
        cpu += time.process_time() - start
        moves += 1
        return thought.move

    state, ply = referee(game, move)
    outcome = game.outcome(state)
    assert outcome is not None
    score = 0.5 if outcome.winner is None else float(outcome.winner == level_seat)
    return Result(game_id, level, baseline, seconds, index, level_seat, score, cpu, moves, ply)


def _job(args: tuple[str, str, str, float, int, str | None]) -> Result:
    game_id, level, baseline, seconds, index, changes = args
    if changes:
        try_knobs(game_id, json.loads(changes))
    return play(game_id, level, baseline, seconds, index)


def try_knobs(game_id: str, changes: dict[str, Any]) -> None:
    """An experiment: strong's search in ``game_id`` with ``changes`` to its knobs (in this
    process only)."""
    strong = ai_levels.LEVELS["strong"]
    tuned = {**strong.tuned, game_id: {**strong.tuned.get(game_id, {}), **changes}}
    ai_levels.LEVELS["strong"] = replace(strong, tuned=tuned)


class Scored(Protocol):
    """A finished game as the summaries count it: the seat played and the score there."""

    @property
    def seat(self) -> int: ...
    @property
    def score(self) -> float: ...


def seat_cells(rows: Sequence[Scored]) -> list[str]:
    """Wins overall, as seat 0 and as seat 1, each ``won/games (low-high)`` with its 95% Wilson
    interval (a draw counts half)."""
    cells = []
    for seat in (None, 0, 1):
        part = [r for r in rows if seat is None or r.seat == seat]
        won = sum(r.score for r in part)
        low, high = wilson(won, len(part))
        cells.append(f"{won:g}/{len(part)} ({low:.0%}-{high:.0%})")
    return cells


def summary(results: list[Result]) -> list[str]:
    """One line per game, level, yardstick, time and commit: wins overall and seat by seat."""
    groups: dict[tuple[str, str, str, float, str], list[Result]] = {}
    for r in results:
        groups.setdefault((r.game, r.level, r.baseline, r.seconds, r.code or "?"), []).append(r)
    lines = [
        f"{'game':13} {'level':7} {'yardstick':10} {'s/move':>6} {'games':>5} "
        f"{'level won':>17} {'as seat 0':>17} {'as seat 1':>17} {'level CPU/move':>14} code"
    ]
    for key in sorted(groups):
        rows = groups[key]
        cells = seat_cells(rows)
        moves = sum(r.level_moves for r in rows)
        per_move = sum(r.level_cpu for r in rows) / moves if moves else 0.0
        game, level, baseline, seconds, code = key
        lines.append(
            f"{game:13} {level:7} {baseline:10} {seconds:6g} {len(rows):5} "
            + " ".join(f"{c:>17}" for c in cells)
            + f" {per_move:13.2f}s {code}"
        )
    return lines


def code_version() -> str:
    """The commit the levels play as: its short hash, with ``+changes`` when ``ai/`` or
    ``rules/`` differ from it (``unknown`` outside a git checkout). A logged game counts for
    the code it was played with: a summary line lists the versions its games came from."""

    def git(*args: str) -> str:
        return subprocess.run(
            ["git", *args], capture_output=True, text=True, check=True
        ).stdout.strip()

    try:
        head = git("rev-parse", "--short=10", "HEAD")
        changed = git("status", "--porcelain", "--", "ai", "rules")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+changes" if changed else "")


def play_logged(
    job: Callable[[Any], Any], jobs: list[Any], workers: int, log: Path | None, tried: str = ""
) -> list[Any]:
    """Every job's game on ``workers`` processes, each result (a dataclass with a ``code``
    field) stamped with ``code_version`` (and ``try`` with the knobs ``tried``, an experiment's
    changes), printed to stderr as a JSON line and appended to ``log``; then how long it
    took."""
    version = code_version() + (f" try {tried}" if tried else "")
    results = []
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for done in as_completed([pool.submit(job, one) for one in jobs]):
            result = replace(done.result(), code=version)
            results.append(result)
            print(json.dumps(asdict(result)), file=sys.stderr, flush=True)
            if log:
                with log.open("a") as lines:
                    lines.write(json.dumps(asdict(result)) + "\n")
    print(f"{len(jobs)} games, {workers} workers, {time.perf_counter() - start:.0f} s wall")
    return results


def indexes(first: int, games: int, seat: int | None) -> list[int]:
    """The indexes of ``games`` games from ``first`` on: all of them, or with ``seat`` only those
    with the level in that seat (every other index)."""
    if seat is None:
        return list(range(first, first + games))
    start = first + (seat - first) % 2
    return list(range(start, start + 2 * games, 2))


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench strength", description=__doc__)
    parser.add_argument("--game", action="append", choices=GAMES, help="only these games")
    parser.add_argument("--levels", action="append", choices=LEVELS, help="only these levels")
    parser.add_argument("--baselines", action="append", choices=sorted(BASELINES))
    parser.add_argument(
        "--seconds", action="append", type=float, help="CPU s a move (default 0.5, 1, 2)"
    )
    parser.add_argument("--games", type=int, default=40, help="games per setting")
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument(
        "--seat", type=int, choices=(0, 1), help="only games with the level in this seat"
    )
    parser.add_argument("--workers", type=int, default=1, help="processes playing at once")
    parser.add_argument("--log", type=Path, help="append each game here; summarise the file")
    parser.add_argument(
        "--try",
        dest="changes",
        metavar="JSON",
        help='experiment: strong\'s knobs changed, e.g. {"depth": null}',
    )
    args = parser.parse_args(argv)
    jobs = [
        (g, level, b, s, i, args.changes)
        for g in args.game or GAMES
        for level in args.levels or LEVELS
        for b in args.baselines or sorted(BASELINES)
        for s in args.seconds or (0.5, 1.0, 2.0)
        for i in indexes(args.first, args.games, args.seat)
    ]
    random.Random(0).shuffle(jobs)
    results = play_logged(_job, jobs, args.workers, args.log, args.changes or "")
    if args.log:
        results = [Result(**json.loads(line)) for line in args.log.read_text().splitlines()]
        print(f"summary of every game in {args.log}:")
    for line in summary(results):
        print(line)
