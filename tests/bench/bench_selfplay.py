"""Strong against a changed strong, at equal CPU time per move: how a change to strong's search
is developed without tuning it on the yardsticks (``tests/bench/baselines.py``).

    ./dev bench selfplay --game meter --try '{"bitsets": true}' --seconds 0.5 --games 20
    ./dev bench selfplay --game meter --try '{"bitsets": true}' --base '{"finish": 0}' --log F

Each game is ``strong`` with ``--try``'s changes to its knobs in that game (the challenger)
against ``strong`` with ``--base``'s changes (default: none, strong as it is), the challenger in
seat 0 in even games and seat 1 in odd ones (so each colour and each side of the pie alike).
Both get ``--seconds`` of CPU time per move (``time.process_time``: a busy machine changes
neither side's search). Printed: the challenger's wins (a draw counts half) with a 95% Wilson
interval, overall and seat by seat, and each side's mean playouts per move. ``--log FILE``
appends every finished game as a JSON line (with the commit, ``code_version``) and summarises
everything in the file whose settings match, so runs add up.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ai import levels as ai_levels
from ai.choose import think
from rules import get_game
from rules.game import Game
from tests.bench.baselines import referee
from tests.bench.bench_strength import GAMES, play_logged, seat_cells

CHALLENGER, BASE = "strong-try", "strong-base"


@dataclass(frozen=True, slots=True)
class Result:
    """One finished game: the challenger's seat and result, and both sides' playouts."""

    game: str
    changes: str
    base: str
    seconds: float
    index: int
    seat: int
    score: float
    playouts: tuple[int, int]  # challenger's, base's
    moves: tuple[int, int]
    plies: int
    code: str = ""


def register(game_id: str, name: str, changes: dict[str, Any]) -> None:
    """``name`` as a level in this process: ``strong`` with ``changes`` to its knobs in
    ``game_id``."""
    strong = ai_levels.LEVELS[ai_levels.STRONG]
    tuned = {**strong.tuned, game_id: {**strong.tuned.get(game_id, {}), **changes}}
    ai_levels.LEVELS[name] = replace(strong, name=name, tuned=tuned)


def play(game_id: str, changes: str, base: str, seconds: float, index: int) -> Result:
    """Game ``index``: the challenger in seat ``index % 2``, the base in the other."""
    register(game_id, CHALLENGER, json.loads(changes))
    register(game_id, BASE, json.loads(base))
    game: Game[Any] = get_game(game_id)
    seat_of_try = index % 2
    seed = 1000 * index + 29
    playouts, moves = [0, 0], [0, 0]

    def move(state: Any, seat: int, ply: int) -> str:
        side = 0 if seat == seat_of_try else 1
        thought = think(
            game,
            state,
            seat,
            level=CHALLENGER if side == 0 else BASE,
            seed=seed + ply,
            budget_s=seconds,
            clock=time.process_time,
        )
        playouts[side] += thought.playouts
        moves[side] += 1
        return thought.move

    state, ply = referee(game, move)
    outcome = game.outcome(state)
    assert outcome is not None
    score = 0.5 if outcome.winner is None else float(outcome.winner == seat_of_try)
    return Result(
        game_id,
        changes,
        base,
        seconds,
        index,
        seat_of_try,
        score,
        (playouts[0], playouts[1]),
        (moves[0], moves[1]),
        ply,
    )


def _job(args: tuple[str, str, str, float, int]) -> Result:
    return play(*args)


def summary(results: list[Result]) -> list[str]:
    """One line per game, change, base, time and commit: the challenger's wins, overall and by
    seat."""
    groups: dict[tuple[str, str, str, float, str], list[Result]] = {}
    for r in results:
        groups.setdefault((r.game, r.changes, r.base, r.seconds, r.code or "?"), []).append(r)
    lines = []
    for (game, changes, base, seconds, code), rows in sorted(groups.items()):
        cells = seat_cells(rows)
        per_move = [
            sum(r.playouts[side] for r in rows) / max(1, sum(r.moves[side] for r in rows))
            for side in (0, 1)
        ]
        lines.append(
            f"{game} try {changes} against {base} at {seconds:g} s: won {cells[0]}, "
            f"as seat 0 {cells[1]}, as seat 1 {cells[2]}; playouts a move "
            f"{per_move[0]:.0f} against {per_move[1]:.0f}; code {code}"
        )
    return lines


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench selfplay", description=__doc__)
    parser.add_argument("--game", choices=GAMES, default="meter")
    parser.add_argument("--try", dest="changes", required=True, metavar="JSON")
    parser.add_argument("--base", default="{}", metavar="JSON", help="the base's knob changes")
    parser.add_argument("--seconds", type=float, default=0.5, help="CPU s a move")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--log", type=Path)
    args = parser.parse_args(argv)
    changes = json.dumps(json.loads(args.changes), sort_keys=True)
    base = json.dumps(json.loads(args.base), sort_keys=True)
    jobs = [
        (args.game, changes, base, args.seconds, i)
        for i in range(args.first, args.first + args.games)
    ]
    random.Random(0).shuffle(jobs)
    results: list[Result] = play_logged(_job, jobs, args.workers, args.log)
    if args.log:
        results = []
        for line in args.log.read_text().splitlines():
            row = json.loads(line)
            row["playouts"], row["moves"] = tuple(row["playouts"]), tuple(row["moves"])
            results.append(Result(**row))
        print(f"summary of every game in {args.log}:")
    for line in summary(results):
        print(line)
