"""Rules speed: complete random games and mid-game ``legal_moves``/``play``, per game and board.

    python -m tests.bench rules                      # every configuration below
    python -m tests.bench rules --game meter -o size=8 --games 50

The measure (issues #2 and #3): a complete random game, calling ``legal_moves`` for every seat in
``seats_to_act`` at every ply, then ``play`` (or ``play_round``) with a move drawn by
``rng.choice`` from those lists; the median over seeded games. Then, on mid-game positions of
other seeded games, the median of one ``play`` that makes a fresh state and of one
``legal_moves`` on that fresh state (fresh, so no per-state cache can help).
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
from typing import Any

from rules import get_game
from rules.game import Game
from rules.options_text import parse_options

# (game id, options, target ms per game from the issues)
CONFIGURATIONS: list[tuple[str, dict[str, object], float]] = [
    ("thwart-omega", {}, 0.5),
    ("interleave", {"size": 4}, 0.25),
    ("interleave", {"size": 8}, 12.0),
    ("meridians", {"size": 6}, 7.0),
    ("meter", {"size": 4}, 0.8),
    ("meter", {"size": 8}, 20.0),
    ("meuda", {"size": 9}, 15.0),
]


def random_game(game: Game[Any], options: dict[str, object], seed: int) -> tuple[float, int]:
    """Play one complete random game the benchmark's way; (seconds, plies)."""
    rng = random.Random(seed)
    start = time.perf_counter()
    state = game.new_state(**options)
    plies = 0
    while True:
        acting = game.seats_to_act(state)
        if not acting:
            break
        moves = {seat: game.legal_moves(state, seat) for seat in acting}
        if game.simultaneous:
            state = game.play_round(state, {seat: rng.choice(moves[seat]) for seat in acting})
        else:
            seat = rng.choice(acting)
            state = game.play(state, seat, rng.choice(moves[seat]))
        plies += 1
    elapsed = time.perf_counter() - start
    assert game.outcome(state) is not None
    return elapsed, plies


def mid_game_samples(
    game: Game[Any], options: dict[str, object], seeds: range
) -> tuple[list[float], list[float]]:
    """Seconds for one fresh ``play`` and one ``legal_moves`` on mid-game positions."""
    play_times: list[float] = []
    legal_times: list[float] = []
    for seed in seeds:
        rng = random.Random(seed)
        states = [game.new_state(**options)]
        steps: list[tuple[int, str] | dict[int, str]] = []
        while game.seats_to_act(states[-1]):
            state = states[-1]
            acting = game.seats_to_act(state)
            if game.simultaneous:
                step: tuple[int, str] | dict[int, str] = {
                    s: game.random_move(state, s, rng) for s in acting
                }
                states.append(game.play_round(state, step))  # type: ignore[arg-type]
            else:
                seat = rng.choice(acting)
                step = (seat, game.random_move(state, seat, rng))
                states.append(game.play(state, *step))
            steps.append(step)
        if len(steps) < 3:
            continue
        # Rebuild the middle position from JSON so that nothing is cached, then time the step.
        middle = len(steps) // 2
        before = game.from_json(game.to_json(states[middle]))
        step = steps[middle]
        t0 = time.perf_counter()
        if isinstance(step, dict):
            fresh = game.play_round(before, step)
        else:
            fresh = game.play(before, *step)
        t1 = time.perf_counter()
        acting = game.seats_to_act(fresh)
        if acting:
            game.legal_moves(fresh, acting[0])
            t2 = time.perf_counter()
            legal_times.append(t2 - t1)
        play_times.append(t1 - t0)
    return play_times, legal_times


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.3f} ms"


def run(game_id: str, options: dict[str, object], target: float | None, games: int) -> None:
    game = get_game(game_id)
    random_game(game, options, -1)  # warm caches (board geometry, precomputed strings)
    gc.collect()
    results = [random_game(game, options, seed) for seed in range(games)]
    times = sorted(t for t, _ in results)
    plies = [p for _, p in results]
    play_times, legal_times = mid_game_samples(game, options, range(10_000, 10_000 + games))
    label = f"{game_id} {options or ''}".strip()
    median = statistics.median(times)
    verdict = ""
    if target is not None:
        verdict = f"  target ≤ {target} ms: {'met' if median * 1000 <= target else 'NOT met'}"
    print(f"{label}")
    print(
        f"  random game: median {ms(median)}, p90 {ms(times[int(len(times) * 0.9)])}, "
        f"{statistics.median(plies):.0f} plies median, {games} games{verdict}"
    )
    if play_times:
        print(
            f"  mid-game: play {ms(statistics.median(play_times))}, "
            f"legal_moves {ms(statistics.median(legal_times))} (medians of {len(play_times)})"
        )


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench rules")
    parser.add_argument("--game", help="only this game")
    parser.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--games", type=int, default=200, help="seeded games per configuration")
    args = parser.parse_args(argv)
    if args.game:
        game = get_game(args.game)
        options = parse_options(game, args.option)
        full = game.check_options(options)  # defaults filled in, so "meuda" finds size 9
        targets = [
            t for g, o, t in CONFIGURATIONS if g == game.id and game.check_options(o) == full
        ]
        run(game.id, options, targets[0] if targets else None, args.games)
        return
    for game_id, options, target in CONFIGURATIONS:
        try:
            run(game_id, options, target, args.games)
        except NotImplementedError as error:
            print(f"{game_id}: {error}")
