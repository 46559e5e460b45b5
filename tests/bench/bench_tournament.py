"""Tournament speed: Swiss pairing of 256 players at round 7, bracket images of 64 and 128, the
champion post's pictures (the final standings with every place) of 128.

    python -m tests.bench tournament                       # the issue's figures
    python -m tests.bench tournament --players 128 --round 9 --seeds 3

Swiss: for each seed, six rounds are played with seeded random results (wins, some draws), then
the seventh round is paired; the figure is the time of ``pair_round`` alone and of the whole
step the service runs (``swiss_players`` from the tournament, then ``pair_round``). Brackets:
a single and a double elimination bracket half played, turned into a view and rendered to PNG
bytes; the median over repeats. Targets from the issue: pairing ≤ 1 s, render ≤ 200 ms. The
champion post: a finished 128-player single elimination with a third-place match, every
picture of the post drawn (``champion_pictures``: four pages of places, the whole table, the
final's page, the whole bracket); no target, drawn once per event in a worker thread.
How long the bot's other writes wait meanwhile (the pairing runs outside the write
transaction): ``python -m tests.bench tournament_writes``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import replace

import bot.engine.tournaments.core.swiss as swiss_mod
from bot.cogs.tournaments.final_images import champion_pictures
from bot.cogs.tournaments.images import bracket_view
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.game_choice import fixed
from bot.engine.tournaments.core.model import Format, Result
from bot.engine.tournaments.core.settings import Settings
from render.tournament.bracket import bracket_size, render_bracket
from tests.bench import tournament_loop

PAIRING_TARGET = 1.0
RENDER_TARGET = 0.2


def _players(n: int) -> list[tuple[int, str]]:
    return [(i, f"Player number {i}") for i in range(1, n + 1)]


def _swiss_before(n: int, round_no: int, seed: int) -> tuple[T.Tournament, str, Result]:
    """A Swiss of ``n`` with ``round_no - 1`` rounds played but for one result: the tournament,
    that pairing's key and its result (recording it pairs round ``round_no``)."""
    rng = random.Random(seed)
    t = T.start(Settings(fixed("meter"), format=Format.SWISS, rounds=round_no), _players(n))
    while True:
        ready = T.ready(t)
        for p in ready[:-1]:
            t = T.record(t, p.key, _result(rng))
        if len(t.rounds) == round_no - 1:
            return t, ready[-1].key, _result(rng)
        t = T.record(t, ready[-1].key, _result(rng))


def _result(rng: random.Random) -> Result:
    x = rng.random()
    if x < 0.1:
        return Result.draw()
    return Result.win(0 if x < 0.55 else 1)


def _timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def bench_swiss(n: int, round_no: int, seeds: int) -> None:
    pair_times: list[float] = []
    step_times: list[float] = []
    fallbacks = 0
    original = swiss_mod._Problem.provably_optimal

    def counting(problem: swiss_mod._Problem, pairs: list[tuple[int, int]]) -> bool:
        nonlocal fallbacks
        ok = original(problem, pairs)
        fallbacks += not ok
        return ok

    swiss_mod._Problem.provably_optimal = counting  # type: ignore[method-assign,assignment]
    try:
        for seed in range(seeds):
            t, key, result = _swiss_before(n, round_no, seed)
            start = time.perf_counter()
            after = T.record(t, key, result)  # the service's step: record, then pair
            step_times.append(time.perf_counter() - start)
            assert len(after.rounds) == round_no
            players = T.swiss_players(replace(after, rounds=after.rounds[:-1]))
            start = time.perf_counter()
            swiss_mod.pair_round(players, round_no)
            pair_times.append(time.perf_counter() - start)
    finally:
        swiss_mod._Problem.provably_optimal = original  # type: ignore[method-assign]
    print(
        f"swiss pairing, {n} players, round {round_no} ({seeds} seeds): "
        f"pair_round median {statistics.median(pair_times):.3f} s, max {max(pair_times):.3f} s; "
        f"record-and-pair step median {statistics.median(step_times):.3f} s; "
        f"complete-graph fallbacks {fallbacks}/{2 * seeds}; target <= {PAIRING_TARGET} s"
    )


def bench_bracket(n: int, fmt: Format, repeat: int) -> None:
    rng = random.Random(n)
    t = T.start(Settings(fixed("meter"), format=fmt), _players(n))
    for _ in range(n // 2 + n // 4):
        ready = T.ready(t)
        if not ready:
            break
        t = T.record(t, ready[0].key, Result.win(rng.choice((0, 1))))
    view = bracket_view(t, f"{n} players")
    render_bracket(view)  # warm the font and palette caches
    times = [_timed(lambda: render_bracket(view)) for _ in range(repeat)]
    width, height = bracket_size(view)
    kind = "single" if fmt is Format.SINGLE else "double"
    print(
        f"bracket image, {n} players, {kind} elimination, {width}x{height} px: "
        f"median {1000 * statistics.median(times):.0f} ms, max {1000 * max(times):.0f} ms "
        f"({repeat} renders); target <= {1000 * RENDER_TARGET:.0f} ms"
    )


def bench_champion_post(n: int, repeat: int) -> None:
    rng = random.Random(n)
    t = T.start(Settings(fixed("meter"), format=Format.SINGLE, third_place=True), _players(n))
    while ready := T.ready(t):
        t = T.record(t, ready[0].key, Result.win(rng.choice((0, 1))))
    champion_pictures(t, "warm")  # the font and palette caches
    times = [_timed(lambda: champion_pictures(t, f"{n} players")) for _ in range(repeat)]
    made = champion_pictures(t, f"{n} players")
    print(
        f"champion post, {n} players, single elimination with a third-place match: "
        f"{len(made)} pictures, median {1000 * statistics.median(times):.0f} ms, "
        f"max {1000 * max(times):.0f} ms ({repeat} draws)"
    )


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench tournament")
    parser.add_argument("--players", type=int, default=256)
    parser.add_argument("--round", type=int, default=7)
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args(argv)
    bench_swiss(args.players, args.round, args.seeds)
    for n in (64, 128):
        for fmt in (Format.SINGLE, Format.DOUBLE):
            bench_bracket(n, fmt, args.repeat)
    bench_champion_post(128, args.repeat)
    tournament_loop.run(args.repeat)
