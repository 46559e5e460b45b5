"""Two of Thwart Omega's strong settings weighed against each other: how much a reader who knows
a level's distribution over pairs gains, who wins head to head, and the CPU per move.
``--level`` is the new one, ``--against`` the base (``WEIGHED``): ``strong`` as it is, ``pure``
(the decoupled search's most visited pair in every round, ``ai.sealed.rounds``),
``last-round`` (that, but the last round's exact equilibrium: ``Knobs.last_round``, strong
before the visit mix) and ``visits`` (that, and before the last round the UCB1 search's pair
drawn among the candidates it visited near-equally often, ``Knobs.visit_mix``: strong today)
and ``visits-20`` (that with its first 20 candidates only, however long it searches: strong
before ``Knobs.most_candidates``; at strong's default budget the two are the same search).

    ./dev bench equilibrium                  # strong against pure: 40 positions, 100 last rounds, 40 games
    ./dev bench equilibrium --positions 10 --last 0 --games 0 --level visits   # a quick look
    ./dev bench equilibrium --level visits --against last-round --last 0 --positions 80 --games 100

Both get strong's default budget (the playouts the Discord bot asks for).

Measured (Nov 2026, 2 cores shared with other work, so the CPU seconds are a loaded machine's;
settings measured here and left out, with their figures: docs/computer.md, "Tried and left
out"):

* ``--level last-round --against pure --positions 0 --games 0 --last 40 --seeds 4 --log F`` (18
  done; measured as ``--level reading``, a setting since left out that played the same exact
  equilibrium in the last round): in open last rounds a reader's best reply took all of the
  round's value from pure, 0.592 (0.510-0.674), and nothing from the equilibrium (0.000), seed
  known and secret alike.
* ``--level last-round --against pure --positions 0 --last 0 --games 100 --workers 2 --log F``
  (measured as ``--level strong`` when strong was ``last-round``; 36 games done): 20 of 36
  against pure, 56% (40%-70%), 11/18 as seat 0 and 9/18 as seat 1; CPU per move 0.341 s and
  0.346 s. Before the last round it is pure itself (in 48 of 49 positions of whole games; the
  49th, a last round, is decided).
* The visit mix (``--level visits``: strong's UCB1 search as it is, the pair drawn among the
  candidates with at least 70% of the most visited one's visits, in proportion to their
  visits; where the search cannot tell pairs apart, often early, it mixes widely, elsewhere it
  is the pure pair): ``--against last-round --positions 80 --games 100 --last 0 --workers 2
  --log F``: seed secret, a reader's gain over the ordinary reply 0.050 (0.031-0.069) against
  strong, 0.020 (0.001-0.039) against it, paired 0.030 (0.012-0.048), best reply's chance
  paired 0.018 (0.003-0.033), median support 7 and 12.5 pairs; seed known 0.068 (0.035-0.101)
  and 0.047 (0.016-0.078), paired 0.021 (0.005-0.037), best reply's chance paired 0.016
  (0.002-0.030), median support 1 and 2. Head to head 47 of 100, 47% (38%-57%), 28/50 as seat
  0 and 19/50 as seat 1 (the first 30 games 19, the first 60 28). CPU per move 0.357 s against
  0.358 s (positions), 0.324 s and 0.324 s (games). ``--level last-round --against last-round
  --positions 0 --last 0 --games 100`` (strong against itself on the same seeds) 48 of 100;
  paired by game, visits less that -0.010 (-0.104 to 0.084). Less exploitable in both views
  and as strong as strong is against itself on these seeds: strong's setting since (its point
  estimate head to head is under even, by less than strong's own against itself).
  Rerun in full after the settings left out were removed (Nov 2026, one worker, loaded machine):
  every exploitability figure above exactly; head to head 46 of 100 (37%-56%), 25/50 as seat 0
  and 21/50 as seat 1, the first 30 and 60 games as above; games 60-99 replayed with the code
  from before the removal gave the same results game by game, so the 47 was played partly by
  older code.
* 60 candidates a seat at every budget instead of 20 (commit ``fae3260``, where ``strong`` and
  ``pure`` weighed 60 and ``visits-20`` is today's strong at this budget; one worker, Nov 2026):
  ``--level strong --against visits-20 --positions 80 --last 0 --games 0``: seed secret, a
  reader's gain over the ordinary reply 0.035 (0.014-0.055) against 60 and 0.010 (-0.007 to
  0.027) against 20, paired 0.024 (0.004-0.044); seed known 0.038 and 0.042, paired -0.004
  (-0.034 to 0.027). ``--against pure`` (both with 60): seed secret 0.035 and 0.035, paired
  0.000; seed known 0.038 against the pure pair's 0.065, paired 0.027 (0.009-0.045).
  ``--against visits-20 --positions 0 --games 100``: 48 of 100 (38%-58%), 24/50 in each seat;
  CPU per move 0.359 s and 0.316 s. At this budget 60 were no stronger and as easy to read as
  the pure pair with the seed secret, so strong keeps its 20 here and weighs more only in
  longer searches (``Knobs.most_candidates``: at this budget the same search as ``visits-20``).

**The policies' distributions.** In live play a level's seed is secret (the match's secret seed
and the ply decide it: ``bot.engine.matches.computer.move_seed``), so what a reader can know of
a level in a position is its distribution over pairs across seeds. ``--seeds`` seeds per
position and level estimate it: each level's strategies averaged (exact probabilities, not
draws; a pure level's strategy is its pick). The first seed alone is the other view, *seed
known*: that seed's strategy (pure's pick, the most a reader could ever know of it; a mixed
level's strategy, its draw still unknown).

**The best response.** Positions: a seeded game of ``medium`` against itself for each, and in
it a round drawn uniformly from the whole game (the last round too: the earlier benchmark took
only the first twelve, where a round's stones hardly show in an estimate after random rounds),
not yet decided (seat 0's estimate between 0.1 and 0.9); the levels' seat alternates.
The reader's replies, built the same way from each distribution: its own ``--replies``
candidates (ordered as the levels order theirs), the ordinary reply (what pure strong submits in
its seat: a player who does not read), and against the ``TARGETS`` likeliest pairs of the
distribution their mirror and their one-square burns (each kept with one of the reader's
``BURNERS`` best candidates' other stone), and against the likeliest squares of each colour
(the marginals) their one-square burns. A reply's value against a distribution: the reader's
winning chance after the round by the levels' own playouts (the round, then strong's ``depth``
random rounds, ``evaluate.value``), ``--rollouts`` of them, the level's pair for each playout
drawn by systematic sampling from the distribution. The reader picks its best reply on one such
set of playouts and it is measured on another (the luck of the choice does not count). The
same evaluator, depth, replies' construction and playouts for both levels.

Printed per view and level, with 95% intervals over positions (normal approximation): the
reader's chance with its best reply (exploitability, up to the game's value), the gain of the
best reply over the ordinary one, and the base less the new level, paired by position.

**Head to head.** ``--games`` games of the new level against the base, seats alternated, seeds
fixed (each seat its own), a draw (a tie to be replayed) counting half: the new level's score
with a 95% Wilson interval, by seat as well, and the CPU seconds per move of each level.

``--log FILE`` appends every finished position and game to FILE (JSON lines) and skips those
already there, so that a long run can be stopped, resumed and extended.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import replace
from pathlib import Path
from typing import Any

from ai.budget import Budget
from ai.evaluate import value
from ai.knobs import Knobs
from ai.levels import LEVELS, MEDIUM, STRONG, default_playouts
from ai.sealed.equilibrium import LAST_ROUND_PAIRS, choose, level_strategy, mirror
from ai.sealed.regret import best_column, solve
from ai.sealed.rounds import candidates, choose_submission, rollout
from rules import get_game
from rules.game import Game, Seat
from tests.bench.bench_ai import Z95, wilson

GAME = "thwart-omega"
# The levels weighed (``--level``, the new one, against ``--against``, the base): strong as it
# is, the decoupled search's pair in every round (``pure``), that but the last round's exact
# equilibrium (``last-round``), that and the pair drawn among the near-equally visited ones
# before the last round (``visits``, strong's setting), and that with 20 candidates a seat
# at every budget (``visits-20``, strong before ``Knobs.most_candidates``).
STRONG_KNOBS = LEVELS[STRONG].knobs_for(GAME) or Knobs()
PURE = replace(STRONG_KNOBS, last_round=False, visit_mix=None)
WEIGHED = {
    "strong": STRONG_KNOBS,
    "pure": PURE,
    "last-round": replace(PURE, last_round=True),
    "visits": replace(PURE, last_round=True, visit_mix=0.7),
    "visits-20": replace(PURE, last_round=True, visit_mix=0.7, most_candidates=0),
}
# The two levels' names in a result: the new one and the base.
NEW, BASE = "new", "base"
# Positions: with an estimate (seat 0's chance) in this range.
UNSETTLED = (0.1, 0.9)
# The reader's best candidates whose other stone goes with a one-square burn.
BURNERS = 3
# The likeliest pairs, and squares of each colour, of a distribution that the reader burns.
TARGETS = 6
# Regret matching+ iterations for a last round's value (20 x 20 exact results at most).
EXACT_ITERATIONS = 5000
# A last round is weighed if its value for the levels' seat lies strictly inside this range.
OPEN = (0.01, 0.99)
# Last rounds are reached from a medium game's first position with at most this many legal
# submissions (nine squares empty) by up to this many tries of random rounds.
LATE_PAIRS = 72
CONTINUATIONS = 20

Distribution = dict[str, float]


def play(game: Game[Any], state: Any, seat: Seat, knobs: Knobs, seed: int) -> str:
    budget = Budget(default_playouts(LEVELS[STRONG], game, state))
    return choose(game, state, seat, knobs=knobs, budget=budget, rng=random.Random(seed))


def position(index: int) -> tuple[Any, Seat]:
    """Position ``index``: a seeded game of medium against itself, the position before one of
    its rounds drawn uniformly (the whole game, its last round too) among those not yet decided
    by the estimate, and the levels' seat."""
    rng = random.Random(index)
    game: Game[Any] = get_game(GAME)
    while True:
        states = [s for s in medium_game(rng) if UNSETTLED[0] <= value(game, s) <= UNSETTLED[1]]
        if states:
            return rng.choice(states), index % 2


def medium_game(rng: random.Random) -> list[Any]:
    """The positions before every round of a game of medium against itself."""
    game: Game[Any] = get_game(GAME)
    medium = LEVELS[MEDIUM]
    assert medium.knobs is not None
    state = game.new_state()
    states = []
    while game.outcome(state) is None:
        states.append(state)
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
        state = game.play_round(state, moves)
    return states


def distributions(
    game: Game[Any], state: Any, seat: Seat, index: int, *, seeds: int, levels: dict[str, Knobs]
) -> tuple[dict[str, Distribution], dict[str, float]]:
    """Each level's distribution over pairs (``levels``: the new one and the base), seed known
    (the first seed) and seed secret (all ``seeds``), and the CPU seconds per move of each
    level."""
    found: dict[str, Distribution] = {}
    cpu: dict[str, float] = {}
    for name, knobs in levels.items():
        secret: defaultdict[str, float] = defaultdict(float)
        start = time.process_time()
        for k in range(seeds):
            budget = Budget(default_playouts(LEVELS[STRONG], game, state))
            rng = random.Random(index * 1000 + k)
            strategy = level_strategy(game, state, seat, knobs=knobs, budget=budget, rng=rng)
            if k == 0:
                found[f"known {name}"] = dict(strategy)
            for move, p in strategy.items():
                secret[move] += p / seeds
        cpu[name] = (time.process_time() - start) / seeds
        found[f"secret {name}"] = dict(secret)
    return found, cpu


def replies(
    game: Game[Any],
    state: Any,
    seat: Seat,
    strategy: Distribution,
    *,
    own: list[str],
    ordinary: str,
) -> list[str]:
    """The reader's replies to weigh against ``strategy``: its candidates ``own``, the
    ``ordinary`` reply, and the burns of the likeliest pairs and squares (see the module)."""
    legal = set(game.legal_moves(state, 1 - seat))
    found = [*own, ordinary]
    likeliest = sorted(strategy, key=lambda m: -strategy[m])[:TARGETS]
    blacks: defaultdict[str, float] = defaultdict(float)
    whites: defaultdict[str, float] = defaultdict(float)
    for move, p in strategy.items():
        _, black, _, white = move.split()
        blacks[black] += p
        whites[white] += p
    keepers = [c.split() for c in own[:BURNERS]]
    burns = [mirror(m) for m in likeliest]
    for move in likeliest:
        _, black, _, white = move.split()
        burns += [f"b {b} w {black}" for _, b, _, _ in keepers]
        burns += [f"b {white} w {w}" for _, _, _, w in keepers]
    for square in sorted(blacks, key=lambda q: -blacks[q])[:TARGETS]:
        burns += [f"b {b} w {square}" for _, b, _, _ in keepers]
    for square in sorted(whites, key=lambda q: -whites[q])[:TARGETS]:
        burns += [f"b {square} w {w}" for _, _, _, w in keepers]
    found += [r for r in burns if r in legal and r not in found]
    return list(dict.fromkeys(found))


def reply_value(
    game: Game[Any],
    state: Any,
    seat: Seat,
    strategy: Distribution,
    reply: str,
    *,
    rollouts: int,
    seed: int,
) -> float:
    """The reader's winning chance with ``reply`` against ``strategy``: ``rollouts`` playouts,
    the level's pair of each drawn by systematic sampling (evenly spaced points, one random
    offset, through the distribution's cumulative sums). The playouts' random numbers come from
    ``seed`` alone, so replies weighed with the same seed differ by the reply, not by luck
    (common random numbers)."""
    rng = random.Random(seed)
    moves = list(strategy)
    offset = rng.random()
    total, k, cumulative = 0.0, 0, strategy[moves[0]]
    for n in range(rollouts):
        point = (n + offset) / rollouts
        while point > cumulative and k < len(moves) - 1:
            k += 1
            cumulative += strategy[moves[k]]
        after = game.play_round(state, {seat: moves[k], 1 - seat: reply})
        result = rollout(game, after, PURE.depth, rng)
        total += result if seat == 1 else 1.0 - result
    return total / rollouts


def exploit_job(args: tuple[int, int, int, int, str, str]) -> dict[str, Any]:
    """Position ``index``: for each view and level, the best reply's chance and its gain."""
    index, rollouts, count, seeds, new, base = args
    start = time.process_time()
    game: Game[Any] = get_game(GAME)
    state, seat = position(index)
    levels = {NEW: WEIGHED[new], BASE: WEIGHED[base]}
    views, move_cpu = distributions(game, state, seat, index, seeds=seeds, levels=levels)
    rng = random.Random(index + 1_000_000)
    own = candidates(game, state, 1 - seat, replace(PURE, candidates=count), rng)
    ordinary = play(game, state, 1 - seat, PURE, index + 7)
    result: dict[str, Any] = {"kind": "position", "index": index, "seat": seat}
    choice, measure = 2 * index, 2 * index + 1  # the two sets of playouts' seeds
    for name, strategy in views.items():
        weighed = replies(game, state, seat, strategy, own=own, ordinary=ordinary)
        chosen = {
            r: reply_value(game, state, seat, strategy, r, rollouts=rollouts, seed=choice)
            for r in weighed
        }
        best = max(weighed, key=chosen.__getitem__)
        measured = reply_value(game, state, seat, strategy, best, rollouts=rollouts, seed=measure)
        usual = reply_value(game, state, seat, strategy, ordinary, rollouts=rollouts, seed=measure)
        result[name] = {
            "best": measured,
            "usual": usual,
            "gain": measured - usual,
            "support": len(strategy),
            "replies": len(weighed),
        }
    result["move_cpu"] = move_cpu
    result["cpu"] = time.process_time() - start
    return result


def last_position(index: int) -> tuple[Any, Seat, list[list[float]], float]:
    """Last-round position ``index``: in a seeded game of medium against itself, the first
    position with at most ``LATE_PAIRS`` legal submissions, then seeded random rounds to one
    with at most ``LAST_ROUND_PAIRS`` (five squares empty) whose outcome is still open (the
    round's value strictly inside ``OPEN``: not decided whatever either seat submits); the
    levels' seat; its exact matrix (the levels' seat's chance, rows its submissions in
    ``legal_moves`` order) and the round's value."""
    rng = random.Random(index + 5_000_000)
    game: Game[Any] = get_game(GAME)
    seat = index % 2
    while True:
        late = [s for s in medium_game(rng) if len(game.legal_moves(s, 0)) <= LATE_PAIRS]
        for _ in range(CONTINUATIONS if late else 0):
            state = late[0]
            while len(game.legal_moves(state, 0)) > LAST_ROUND_PAIRS:
                moves = {s: game.random_move(state, s, rng) for s in (0, 1)}
                state = game.play_round(state, moves)
            if game.outcome(state) is not None:
                continue
            matrix = [
                [
                    _chance(game, game.play_round(state, {seat: a, 1 - seat: b}), seat)
                    for b in game.legal_moves(state, 1 - seat)
                ]
                for a in game.legal_moves(state, seat)
            ]
            row, _ = solve(matrix, EXACT_ITERATIONS)
            worth = best_column(matrix, row)[1]
            if OPEN[0] < worth < OPEN[1]:
                return state, seat, matrix, worth


def _chance(game: Game[Any], state: Any, seat: Seat) -> float:
    chance = value(game, state)
    return chance if seat == 0 else 1.0 - chance


def last_job(args: tuple[int, int, str, str]) -> dict[str, Any]:
    """Last-round position ``index``: the round ends the game, so every pair's result is exact
    and so is everything here: the round's value (regret matching on the whole matrix), and for
    each view and level the result of the reader's best reply, of its ordinary one, and the
    exploitability (the round's value less the level's result against the best reply)."""
    index, seeds, new, base = args
    start = time.process_time()
    game: Game[Any] = get_game(GAME)
    state, seat, matrix, worth = last_position(index)
    mine, theirs = game.legal_moves(state, seat), game.legal_moves(state, 1 - seat)
    payoff = {a: dict(zip(theirs, line, strict=True)) for a, line in zip(mine, matrix, strict=True)}
    levels = {NEW: WEIGHED[new], BASE: WEIGHED[base]}
    views, move_cpu = distributions(game, state, seat, index, seeds=seeds, levels=levels)
    ordinary = play(game, state, 1 - seat, PURE, index + 7)
    result: dict[str, Any] = {"kind": "last", "index": index, "seat": seat, "value": worth}
    for name, strategy in views.items():
        against = {b: sum(p * payoff[a][b] for a, p in strategy.items()) for b in theirs}
        worst = min(against.values())
        result[name] = {
            "best": 1.0 - worst,
            "usual": 1.0 - against[ordinary],
            "gain": against[ordinary] - worst,
            "exploitability": worth - worst,
            "support": len(strategy),
        }
    result["move_cpu"] = move_cpu
    result["cpu"] = time.process_time() - start
    return result


def game_job(args: tuple[int, str, str]) -> dict[str, Any]:
    """Game ``index``: the new level in seat ``index % 2``; its score and the CPU per move."""
    index, new, base = args
    start = time.process_time()
    game: Game[Any] = get_game(GAME)
    state = game.new_state()
    new_seat = index % 2
    cpu = {NEW: 0.0, BASE: 0.0}
    rounds = 0
    while game.outcome(state) is None:
        moves = {}
        for s in game.seats_to_act(state):
            name = NEW if s == new_seat else BASE
            before = time.process_time()
            knobs = WEIGHED[new] if s == new_seat else WEIGHED[base]
            moves[s] = play(game, state, s, knobs, index * 1000 + rounds * 2 + s)
            cpu[name] += time.process_time() - before
        state = game.play_round(state, moves)
        rounds += 1
    outcome = game.outcome(state)
    assert outcome is not None
    score = 0.5 if outcome.winner is None else float(outcome.winner == new_seat)
    return {
        "kind": "game",
        "index": index,
        "score": score,
        "rounds": rounds,
        "move_cpu": {name: seconds / rounds for name, seconds in cpu.items()},
        "cpu": time.process_time() - start,
    }


def interval(values: list[float]) -> str:
    """Mean and 95% interval (normal approximation over positions)."""
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return f"{mean:+.3f} ({mean - half:+.3f} to {mean + half:+.3f})"


def load(log: Path | None, config: dict[str, Any]) -> list[dict[str, Any]]:
    """The results already in ``log`` run with the same ``config``."""
    if log is None or not log.exists():
        return []
    rows = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
    unique = {(r["kind"], r["index"]): r for r in reversed(rows) if r.get("config") == config}
    return list(unique.values())  # one row per position and game (two runs may share a log)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench equilibrium", description=__doc__)
    parser.add_argument("--positions", type=int, default=40, help="positions for exploitability")
    parser.add_argument("--last", type=int, default=100, help="last-round positions (exact)")
    parser.add_argument("--games", type=int, default=40, help="games of new against base")
    parser.add_argument("--rollouts", type=int, default=48, help="playouts per reply")
    parser.add_argument("--replies", type=int, default=30, help="the reader's own candidates")
    parser.add_argument("--seeds", type=int, default=8, help="seeds per position and level")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--log", type=Path, help="append results here, skip those already in")
    parser.add_argument("--level", choices=WEIGHED, default="strong", help="the new level")
    parser.add_argument("--against", choices=WEIGHED, default="pure", help="the base level")
    args = parser.parse_args(argv)
    config = {
        "rollouts": args.rollouts,
        "replies": args.replies,
        "seeds": args.seeds,
        "level": args.level,
        "against": args.against,
    }
    new, base = args.level, args.against
    done = load(args.log, config)
    have = {(row["kind"], row["index"]) for row in done}
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        jobs: list[Future[Any]] = [
            pool.submit(exploit_job, (i, args.rollouts, args.replies, args.seeds, new, base))
            for i in range(args.positions)
            if ("position", i) not in have
        ]
        jobs += [
            pool.submit(last_job, (i, args.seeds, new, base))
            for i in range(args.last)
            if ("last", i) not in have
        ]
        jobs += [
            pool.submit(game_job, (i, new, base))
            for i in range(args.games)
            if ("game", i) not in have
        ]
        for finished in as_completed(jobs):
            row = finished.result()
            row["config"] = config
            done.append(row)
            if args.log is not None:
                with args.log.open("a") as file:
                    file.write(json.dumps(row) + "\n")
            print(f"  {row['kind']} {row['index']}: cpu {row['cpu']:.0f} s", file=sys.stderr)
    positions = [r for r in done if r["kind"] == "position" and r["index"] < args.positions]
    games = [r for r in done if r["kind"] == "game" and r["index"] < args.games]
    lasts = [r for r in done if r["kind"] == "last" and r["index"] < args.last]
    print(
        f"{GAME}: strong's default budget; {args.workers} workers, "
        f"{time.perf_counter() - start:.0f} s this run; CPU "
        f"{sum(r['cpu'] for r in positions):.0f} s for the positions, "
        f"{sum(r['cpu'] for r in games):.0f} s for the games, "
        f"{sum(r['cpu'] for r in lasts):.0f} s for the last rounds"
    )
    names = {NEW: args.level, BASE: args.against}
    if positions:
        report_positions(positions, args, names)
    if lasts:
        report_last(lasts, args, names)
    if games:
        report_games(games, names)


def report_positions(
    rows: list[dict[str, Any]], args: argparse.Namespace, names: dict[str, str]
) -> None:
    print(
        f"exploitability over {len(rows)} positions ({args.seeds} seeds a level, "
        f"{args.replies} candidates + burns, {args.rollouts} playouts per reply, choice and "
        "measure apart):"
    )
    width = max(map(len, names.values()))
    for view in ("secret", "known"):
        print(f"  seed {view}:")
        for name in (BASE, NEW):
            key = f"{view} {name}"
            best = interval([r[key]["best"] for r in rows])
            gain = interval([r[key]["gain"] for r in rows])
            support = statistics.median(r[key]["support"] for r in rows)
            print(
                f"    {names[name]:{width}}  reader's chance with its best reply {best}; gain "
                f"over the ordinary reply {gain}; median support {support:g} pairs"
            )
        best = interval([r[f"{view} {BASE}"]["best"] - r[f"{view} {NEW}"]["best"] for r in rows])
        gain = interval([r[f"{view} {BASE}"]["gain"] - r[f"{view} {NEW}"]["gain"] for r in rows])
        print(f"    {names[BASE]} - {names[NEW]}, paired: best reply's chance {best}, gain {gain}")
    for name in (BASE, NEW):
        seconds = [r["move_cpu"][name] for r in rows]
        print(f"  CPU per move, {names[name]}: {interval(seconds)} s")


def report_last(
    rows: list[dict[str, Any]], args: argparse.Namespace, names: dict[str, str]
) -> None:
    print(
        f"last rounds still open, exact, over {len(rows)} positions ({args.seeds} seeds a level); "
        f"the round's value for the levels' seat {interval([r['value'] for r in rows])}:"
    )
    width = max(map(len, names.values()))
    for view in ("secret", "known"):
        print(f"  seed {view}:")
        for name in (BASE, NEW):
            key = f"{view} {name}"
            worst = interval([r[key]["exploitability"] for r in rows])
            gain = interval([r[key]["gain"] for r in rows])
            print(
                f"    {names[name]:{width}}  exploitability (the round's value less the result "
                f"against the best reply) {worst}; best reply's gain over the ordinary {gain}"
            )
        paired = [
            r[f"{view} {BASE}"]["exploitability"] - r[f"{view} {NEW}"]["exploitability"]
            for r in rows
        ]
        print(f"    {names[BASE]} - {names[NEW]}, paired: {interval(paired)}")


def report_games(rows: list[dict[str, Any]], names: dict[str, str]) -> None:
    total = sum(r["score"] for r in rows)
    low, high = wilson(total, len(rows))
    line = (
        f"head to head: {names[NEW]} scored {total:g} of {len(rows)} against {names[BASE]}: "
        f"{total / len(rows):.0%} ({low:.0%}-{high:.0%})"
    )
    for seat in (0, 1):
        scores = [r["score"] for r in rows if r["index"] % 2 == seat]
        if scores:
            sl, sh = wilson(sum(scores), len(scores))
            line += f"; as seat {seat} {sum(scores):g}/{len(scores)} ({sl:.0%}-{sh:.0%})"
    print(line)
    for name in (NEW, BASE):
        seconds = [r["move_cpu"][name] for r in rows]
        print(f"  CPU per move, {names[name]}: {interval(seconds)} s")
