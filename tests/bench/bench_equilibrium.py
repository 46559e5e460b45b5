"""Thwart Omega's strong level with a mixed strategy (``Knobs.mixed``, ``ai.equilibrium``) against
the decoupled search's single submission: how much a reader gains, and who wins.

    ./dev bench equilibrium                                 # 60 positions, 40 games
    ./dev bench equilibrium --positions 10 --games 0        # exploitability only, a quick look
    ./dev bench equilibrium --positions 0 --games 100 --workers 2

Both sides get strong's settings and its default budget (the playouts the Discord bot asks for);
``pure`` is strong without ``mixed``.

Measured (Nov 2026, 2 shared cores, ``--positions 60 --games 120 --workers 2``: 123 CPU-s for the
positions, 1,114 for the games, 73 min on a loaded machine): a reader's best reply won 0.586
(0.517-0.654) against pure and 0.570 (0.500-0.640) against mixed, paired difference +0.016
(-0.014 to +0.045); mixed scored 45 of 120 games, 38% (29%-46%), 23/60 as seat 0 and 22/60 as
seat 1. So strong stays pure (``ai.levels``).

**Exploitability.** Positions from seeded games of ``medium`` against itself after 1 to 12
rounds, not yet decided (seat 0's estimate between 0.1 and 0.9); the levels' seat alternates. In
each, the pure level's submission and the mixed level's strategy are computed, and the opponent
reads them: its replies are its own candidates (``--replies``, ordered as the levels order
theirs) and, for every submission the level may play, the replies that burn one or both of its
stones. A reply's value is the opponent's winning chance after the round by the levels' own
playouts (the round, then ``depth`` random rounds); the best reply is chosen on one set of
``--rollouts`` playouts per pair and its value measured on another, so that the luck of the
choice does not count. Printed per level, with 95% intervals over positions: the opponent's
chance with its best reply (lower: harder to exploit; the difference between the levels is the
difference of their exploitability, whatever the game's value), its chance with its ordinary
reply (what the pure level would submit in its seat: the level's strength against a player who
does not read it), and the best reply's gain over the ordinary one.

**Head to head.** ``--games`` games of mixed against pure, seats alternated, seeds fixed, a draw
(a tie to be replayed) counting half: mixed's score with a 95% Wilson interval, by seat as well.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import replace
from typing import Any

from ai.budget import Budget
from ai.equilibrium import choose_mixed, mirror, mixed_strategy
from ai.evaluate import value
from ai.knobs import Knobs
from ai.levels import LEVELS, MEDIUM, STRONG, default_playouts
from ai.rounds import candidates, choose_submission, rollout
from rules import get_game
from rules.game import Game, Seat
from tests.bench.bench_ai import Z95, wilson

GAME = "thwart-omega"
# Strong's settings with and without the mixed strategy.
MIXED = replace(LEVELS[STRONG].knobs or Knobs(), mixed=True)
PURE = replace(MIXED, mixed=False)
# Positions: after 1 to this many rounds, with an estimate (seat 0's chance) in this range.
ROUNDS = 12
UNSETTLED = (0.1, 0.9)
# The opponent's candidates whose stones are moved onto the level's squares (partial burns).
BURNERS = 3


def play(game: Game[Any], state: Any, seat: Seat, knobs: Knobs, seed: int) -> str:
    budget = Budget(default_playouts(LEVELS[STRONG], game, state))
    pick = choose_mixed if knobs.mixed else choose_submission
    return pick(game, state, seat, knobs=knobs, budget=budget, rng=random.Random(seed))


def position(index: int) -> tuple[Any, Seat]:
    """Position ``index``: medium against itself for 1 to ``ROUNDS`` rounds, the first such
    position not yet decided by the estimate, and the levels' seat."""
    rng = random.Random(index)
    while True:
        state = medium_game(rng.randint(1, ROUNDS), rng)
        if UNSETTLED[0] <= value(get_game(GAME), state) <= UNSETTLED[1]:
            return state, index % 2


def medium_game(rounds: int, rng: random.Random) -> Any:
    """The position after ``rounds`` rounds (or before the last) of medium against itself."""
    game: Game[Any] = get_game(GAME)
    medium = LEVELS[MEDIUM]
    assert medium.knobs is not None
    state = game.new_state()
    for _ in range(rounds):
        moves = {
            s: choose_submission(
                game,
                state,
                s,
                knobs=medium.knobs,
                budget=Budget(medium.playouts),
                rng=random.Random(rng.randrange(1 << 30)),
            )
            for s in (0, 1)
        }
        after = game.play_round(state, moves)
        if game.outcome(after) is not None:
            break
        state = after
    return state


def replies(
    game: Game[Any], state: Any, seat: Seat, played: list[str], *, count: int, rng: random.Random
) -> list[str]:
    """The opponent's replies to weigh: its candidates, and the burns of every submission in
    ``played`` (both stones, and each alone with one of its best candidates' other stone)."""
    other = 1 - seat
    own = candidates(game, state, other, replace(PURE, candidates=count), rng)
    legal = set(game.legal_moves(state, other))
    found = list(own)
    for move in played:
        _, black, _, white = move.split()
        burns = [mirror(move)]
        for candidate in own[:BURNERS]:
            _, b, _, w = candidate.split()
            burns += [f"b {b} w {black}", f"b {white} w {w}"]
        found += [r for r in burns if r in legal and r not in found]
    return found


def opponent_chance(
    game: Game[Any],
    state: Any,
    seat: Seat,
    move: str,
    reply: str,
    *,
    rollouts: int,
    rng: random.Random,
) -> float:
    """The opponent's winning chance after ``move`` meets ``reply``, by ``rollouts`` playouts."""
    after = game.play_round(state, {seat: move, 1 - seat: reply})
    mean = sum(rollout(game, after, PURE.depth, rng) for _ in range(rollouts)) / rollouts
    return mean if seat == 1 else 1.0 - mean


def exploit_job(args: tuple[int, int, int]) -> dict[str, float]:
    """For position ``index``: each level's best reply's chance and its gain."""
    index, rollouts, count = args
    cpu = time.process_time()
    game: Game[Any] = get_game(GAME)
    state, seat = position(index)
    rng = random.Random(index + 1_000_000)
    budget = Budget(default_playouts(LEVELS[STRONG], game, state))
    strategies = {
        "pure": {play(game, state, seat, PURE, index): 1.0},
        "mixed": mixed_strategy(
            game, state, seat, knobs=MIXED, budget=budget, rng=random.Random(index)
        ),
    }
    ordinary = play(game, state, 1 - seat, PURE, index + 7)
    played = sorted({m for s in strategies.values() for m in s})
    found = replies(game, state, seat, played, count=count, rng=rng)
    if ordinary not in found:
        found.append(ordinary)
    choice = {
        (m, r): opponent_chance(game, state, seat, m, r, rollouts=rollouts, rng=rng)
        for m in played
        for r in found
    }
    measured: dict[tuple[str, str], float] = {}

    def measure(move: str, reply: str) -> float:
        if (move, reply) not in measured:
            measured[move, reply] = opponent_chance(
                game, state, seat, move, reply, rollouts=rollouts, rng=rng
            )
        return measured[move, reply]

    result: dict[str, float] = {"supp_mixed": float(len(strategies["mixed"]))}
    for name, strategy in strategies.items():
        best = max(found, key=lambda r: sum(p * choice[m, r] for m, p in strategy.items()))
        chance = sum(p * measure(m, best) for m, p in strategy.items())
        usual = sum(p * measure(m, ordinary) for m, p in strategy.items())
        result[f"best_{name}"] = chance
        result[f"usual_{name}"] = usual
        result[f"gain_{name}"] = chance - usual
    result["cpu"] = time.process_time() - cpu
    return result


def game_job(index: int) -> tuple[int, float, float]:
    """Game ``index``: mixed in seat ``index % 2``; mixed's score and the CPU seconds."""
    cpu = time.process_time()
    game: Game[Any] = get_game(GAME)
    state = game.new_state()
    mixed_seat = index % 2
    ply = 0
    while game.outcome(state) is None:
        moves = {
            s: play(game, state, s, MIXED if s == mixed_seat else PURE, index * 1000 + ply)
            for s in game.seats_to_act(state)
        }
        state = game.play_round(state, moves)
        ply += 1
    outcome = game.outcome(state)
    assert outcome is not None
    score = 0.5 if outcome.winner is None else float(outcome.winner == mixed_seat)
    return index, score, time.process_time() - cpu


def interval(values: list[float]) -> str:
    """Mean and 95% interval (normal approximation over positions)."""
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return f"{mean:+.3f} ({mean - half:+.3f} to {mean + half:+.3f})"


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench equilibrium", description=__doc__)
    parser.add_argument("--positions", type=int, default=60, help="positions for exploitability")
    parser.add_argument("--games", type=int, default=40, help="games of mixed against pure")
    parser.add_argument("--rollouts", type=int, default=32, help="playouts per pair and reply")
    parser.add_argument("--replies", type=int, default=40, help="the opponent's own candidates")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    cpu = {"positions": 0.0, "games": 0.0}
    rows: list[dict[str, float]] = []
    scores: dict[int, float] = {}
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        jobs: list[Future[Any]] = [
            pool.submit(exploit_job, (i, args.rollouts, args.replies))
            for i in range(args.positions)
        ]
        jobs += [pool.submit(game_job, i) for i in range(args.games)]
        for done in as_completed(jobs):
            result = done.result()
            if isinstance(result, dict):
                rows.append(result)
                cpu["positions"] += result["cpu"]
                print(f"  position: {result}", file=sys.stderr, flush=True)
            else:
                scores[result[0]] = result[1]
                cpu["games"] += result[2]
                print(f"  game {result[0]}: mixed scored {result[1]}", file=sys.stderr, flush=True)
    print(
        f"{GAME}: strong's default budget; {args.workers} workers, "
        f"{time.perf_counter() - start:.0f} s; CPU {cpu['positions']:.0f} s for the positions, "
        f"{cpu['games']:.0f} s for the games"
    )
    if rows:
        print(
            f"exploitability over {len(rows)} positions ({args.replies} candidates + burns, "
            f"{args.rollouts} playouts per pair, choice and measure apart):"
        )
        for name in ("pure", "mixed"):
            best = interval([r[f"best_{name}"] for r in rows])
            usual = interval([r[f"usual_{name}"] for r in rows])
            gain = interval([r[f"gain_{name}"] for r in rows])
            print(f"  {name:5}  opponent's chance: best reply {best}, ordinary {usual}")
            print(f"         best reply's gain {gain}")
        best = interval([r["best_pure"] - r["best_mixed"] for r in rows])
        usual = interval([r["usual_pure"] - r["usual_mixed"] for r in rows])
        print(f"  pure - mixed, paired: best reply's chance {best}, ordinary reply's {usual}")
        supports = [r["supp_mixed"] for r in rows]
        print(
            f"  mixed strategy's support: median {statistics.median(supports):.0f} submissions, "
            f"{sum(s == 1 for s in supports)} of {len(supports)} positions a single one"
        )
    if scores:
        total = sum(scores.values())
        low, high = wilson(total, len(scores))
        line = (
            f"head to head: mixed scored {total:g} of {len(scores)} against pure: "
            f"{total / len(scores):.0%} ({low:.0%}-{high:.0%})"
        )
        for seat in (0, 1):
            seat_scores = [s for i, s in scores.items() if i % 2 == seat]
            if seat_scores:
                sl, sh = wilson(sum(seat_scores), len(seat_scores))
                line += (
                    f"; as seat {seat} {sum(seat_scores):g}/{len(seat_scores)} ({sl:.0%}-{sh:.0%})"
                )
        print(line)
