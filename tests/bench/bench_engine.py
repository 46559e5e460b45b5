"""Engine and storage figures: ``python -m tests.bench engine [--rounds 500] [--active 1000] ...``

1. Round storm: N Thwart Omega matches whose rounds all end at the same instant (half the
   players submitted, half are filled at random): wall time until every round is resolved and
   committed (``MatchService.fire_due``), and the peak Python heap during it (tracemalloc, on a
   second storm so that tracing does not slow the timed one) and the process's peak RSS.
2. Single move: with M active matches in the database, the time of one ``MatchService.play``
   (validate, write move + snapshot + timers + outbox, commit): median and 99th percentile.
3. Database size per finished match, per game (default options), after a WAL checkpoint.

Times are wall-clock on a shared machine: read them as rough figures.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import statistics
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

import rules
from bot.engine.clock import FakeClock
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus, SeatChoice, Timing
from bot.engine.views import MatchView
from bot.storage.sqlite import SqliteStore

ROUND = 60


def _seeds() -> Any:
    rng = random.Random(99)
    return lambda: rng.getrandbits(62)


async def _open(path: Path) -> tuple[SqliteStore, FakeClock, MatchService]:
    store = await SqliteStore.open(path)
    clock = FakeClock()
    return store, clock, MatchService(store, clock, seeds=_seeds())


async def _create(
    service: MatchService, game: str, n: int, options: dict[str, object] | None = None
) -> list[MatchView]:
    return [
        await service.create_match(
            guild_id=1,
            channel_id=2,
            players=(10_000 + 2 * i, 10_001 + 2 * i),
            game=game,
            options=options,
            timing=Timing(round_seconds=ROUND),
            seat=SeatChoice.FIRST,
        )
        for i in range(n)
    ]


async def round_storm(folder: Path, count: int) -> None:
    store, clock, service = await _open(folder / "storm.sqlite3")
    game = rules.get_game("thwart-omega")
    views = await _create(service, "thwart-omega", count)
    rng = random.Random(1)
    for view in views[: count // 2]:
        await service.submit(view.id, view.players[0], game.random_move(view.state, 0, rng))
    clock.advance(ROUND)
    start = time.perf_counter()
    fired = await service.fire_due()
    elapsed = time.perf_counter() - start
    assert fired == count, fired
    print(f"round storm: {count} rounds ending at once resolved and committed in {elapsed:.2f} s")
    print(f"  ({elapsed / count * 1000:.2f} ms per round, one transaction each)")
    clock.advance(ROUND)
    tracemalloc.start()
    assert await service.fire_due() == count
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"  peak Python heap during a storm (tracemalloc): {peak / 2**20:.1f} MiB")
    print(f"  process peak RSS so far: {rss:.0f} MiB")
    await store.close()


async def single_moves(folder: Path, active: int, moves: int) -> None:
    store, clock, service = await _open(folder / "moves.sqlite3")
    mix = ["meter", "meridians", "meuda", "interleave", "thwart-omega"]
    views: list[MatchView] = []
    for index in range(active):
        views += await _create(service, mix[index % len(mix)], 1)
    rng = random.Random(2)
    # Give the turn-based matches a few moves first, so rows and snapshots are not empty.
    turn_based = [v for v in views if v.game_id != "thwart-omega"]
    current = {v.id: v for v in turn_based}
    for view in turn_based:
        for _ in range(4):
            current[view.id] = await _random_move(service, current[view.id], rng)
    assert await _count_active(store) == active
    samples = []
    for _ in range(moves):
        view = current[rng.choice(turn_based).id]
        if view.status is not MatchStatus.ACTIVE:
            continue
        game = rules.get_game(view.game_id)
        seat = rng.choice(game.seats_to_act(view.state))
        move = rng.choice(game.legal_moves(view.state, seat))
        start = time.perf_counter()
        result = await service.play(view.id, view.players[seat], move, view.ply)
        samples.append(time.perf_counter() - start)
        current[view.id] = result.match
        clock.advance(1)
    samples.sort()
    p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
    print(
        f"single move with {active} active matches: median {statistics.median(samples) * 1000:.2f} "
        f"ms, p99 {p99 * 1000:.2f} ms, max {samples[-1] * 1000:.2f} ms ({len(samples)} moves)"
    )
    await store.close()


async def _count_active(store: SqliteStore) -> int:
    async with store.read() as uow:
        return await uow.count_matches(active_only=True)


async def _random_move(service: MatchService, view: MatchView, rng: random.Random) -> MatchView:
    game = rules.get_game(view.game_id)
    seat = rng.choice(game.seats_to_act(view.state))
    move = rng.choice(game.legal_moves(view.state, seat))
    return (await service.play(view.id, view.players[seat], move, view.ply)).match


async def size_per_match(folder: Path, per_game: int) -> None:
    print(f"database size per finished match (default options, {per_game} matches each):")
    for game_id in rules.GAMES:
        path = folder / f"size-{game_id}.sqlite3"
        store, clock, service = await _open(path)
        await store.checkpoint()
        empty = path.stat().st_size
        rng = random.Random(3)
        plies = 0
        for started in await _create(service, game_id, per_game):
            view = started
            while view.status is MatchStatus.ACTIVE:
                if view.round is not None:
                    clock.advance(ROUND)
                    await service.fire_due()
                    view = await service.get_match(view.id)
                else:
                    view = await _random_move(service, view, rng)
            plies += view.ply
        await store.checkpoint()
        size = path.stat().st_size - empty
        print(
            f"  {game_id:13} {size / per_game / 1024:7.1f} KiB per match "
            f"({plies / per_game:.0f} moves on average; outbox rows included)"
        )
        await store.close()


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench engine")
    parser.add_argument("--rounds", type=int, default=500, help="matches in the round storm")
    parser.add_argument("--active", type=int, default=1000, help="active matches for moves")
    parser.add_argument("--moves", type=int, default=500, help="moves timed")
    parser.add_argument("--finished", type=int, default=10, help="finished matches per game")
    parser.add_argument("--only", choices=["storm", "moves", "size"], default=None)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench-engine-") as tmp:
        folder = Path(tmp)
        if args.only in (None, "storm"):
            asyncio.run(round_storm(folder, args.rounds))
        if args.only in (None, "moves"):
            asyncio.run(single_moves(folder, args.active, args.moves))
        if args.only in (None, "size"):
            asyncio.run(size_per_match(folder, args.finished))
