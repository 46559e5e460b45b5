"""Storage figures, SQLite against PostgreSQL with 1, 2 and 4 processes (issue 16):
``python -m tests.bench storage [--active 1000] [--moves 200] [--processes 1,2,4]``

With ``--active`` running matches in the database (nine in ten Thwart Omega, one in ten Meter):

1. Move commit latency: each process plays ``--moves`` Meter moves one after the other
   (``MatchService.play``: validate, write the move, the snapshot, the timers and the outbox
   rows, commit), all processes at once; median and 99th percentile over every move.
2. Rounds resolved per second: every Thwart Omega round ends at the same instant; the processes
   fire the due timers together (claimed with leases on PostgreSQL); the rounds divided by the
   wall time from the first process starting to the last one finishing.

SQLite runs in one process (it is the one-process store); PostgreSQL runs on a throwaway server
the benchmark starts from ``initdb`` (``tests/postgres.py``), durable like a real one (fsync and
synchronous_commit on), on this machine's disk. Processes are forked from a preloaded
forkserver. Times are wall-clock on a shared machine: read them as rough figures.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import shutil
import statistics
import tempfile
import time
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

import rules
from bot.engine.clock import FAKE_EPOCH, FakeClock
from bot.engine.errors import EngineError
from bot.engine.matches.service import MatchService
from bot.engine.model import SeatChoice, Timing
from bot.storage import open_store

ROUND = 60


@dataclass(frozen=True)
class Work:
    url: str
    meter: tuple[int, ...]  # this process's Meter matches
    moves: int
    at: float  # the virtual moment (epoch seconds) the storm fires at


async def _populate(url: str, active: int) -> tuple[list[int], list[int]]:
    store = await open_store(url)
    rng = random.Random(7)
    service = MatchService(store, FakeClock(), seeds=lambda: rng.getrandbits(62))
    thwart: list[int] = []
    meter: list[int] = []
    for i in range(active):
        game = "meter" if i % 10 == 0 else "thwart-omega"
        view = await service.create_match(
            guild_id=1,
            channel_id=2,
            players=(10_000 + 2 * i, 10_001 + 2 * i),
            game=game,
            options={"size": 8} if game == "meter" else None,
            timing=Timing(round_seconds=ROUND),
            seat=SeatChoice.FIRST,
        )
        (meter if game == "meter" else thwart).append(view.id)
    await store.close()
    return thwart, meter


def _moves(work: Work, barrier: Any, results: Any) -> None:
    results.put(asyncio.run(_play(work, barrier)))


async def _play(work: Work, barrier: Any) -> list[float]:
    store = await open_store(work.url)
    service = MatchService(store, FakeClock())
    rng = random.Random(work.meter[0])
    game = rules.get_game("meter")
    views = {m: await service.get_match(m) for m in work.meter}
    barrier.wait()
    took: list[float] = []
    while len(took) < work.moves:
        match_id = rng.choice(work.meter)
        view = views[match_id]
        seat = game.seats_to_act(view.state)[0]
        move = rng.choice([m for m in game.legal_moves(view.state, seat) if m != "swap"])
        began = time.perf_counter()
        try:
            result = await service.play(match_id, view.players[seat], move, view.ply)
        except EngineError:
            views[match_id] = await service.get_match(match_id)
            continue
        took.append(time.perf_counter() - began)
        views[match_id] = result.match
    await store.close()
    return took


def _storm(work: Work, barrier: Any, results: Any) -> None:
    results.put(asyncio.run(_fire(work, barrier)))


async def _fire(work: Work, barrier: Any) -> tuple[float, float, int]:
    store = await open_store(work.url)
    clock = FakeClock(FAKE_EPOCH + timedelta(seconds=work.at - FAKE_EPOCH.timestamp()))
    service = MatchService(store, clock)
    barrier.wait()
    began = time.time()
    fired = await service.fire_due()
    ended = time.time()
    await store.close()
    return began, ended, fired


def _run(ctx: Any, target: Any, works: list[Work]) -> list[Any]:
    barrier, results = ctx.Barrier(len(works)), ctx.Queue()
    processes = [ctx.Process(target=target, args=(w, barrier, results)) for w in works]
    for p in processes:
        p.start()
    out = [results.get(timeout=600) for _ in processes]
    for p in processes:
        p.join()
    return out


def _measure(ctx: Any, url: str, processes: int, moves: int, active: int) -> None:
    thwart, meter = asyncio.run(_populate(url, active))
    shares = [tuple(meter[i::processes]) for i in range(processes)]
    latencies = [
        t for part in _run(ctx, _moves, [Work(url, s, moves, 0.0) for s in shares]) for t in part
    ]
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    at = (FAKE_EPOCH + timedelta(seconds=ROUND + 1)).timestamp()
    storms = _run(ctx, _storm, [Work(url, s, 0, at) for s in shares])
    span = max(e for _, e, _ in storms) - min(b for b, _, _ in storms)
    rounds = sum(f for _, _, f in storms)
    print(
        f"  {len(latencies)} moves: median {statistics.median(latencies) * 1000:.1f} ms, "
        f"p99 {p99 * 1000:.1f} ms | {rounds} of {len(thwart)} rounds in {span:.2f} s: "
        f"{rounds / span:.0f} rounds/s"
    )


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench storage")
    parser.add_argument("--active", type=int, default=1000, help="running matches")
    parser.add_argument("--moves", type=int, default=200, help="Meter moves per process")
    parser.add_argument("--processes", default="1,2,4", help="PostgreSQL process counts")
    parser.add_argument("--skip-sqlite", action="store_true")
    args = parser.parse_args(argv)
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["tests.bench.bench_storage"])
    print(f"{args.active} active matches (9/10 Thwart Omega, 1/10 Meter 8x8)")
    if not args.skip_sqlite:
        folder = Path(tempfile.mkdtemp(prefix="stone-bench-"))
        try:
            print("SQLite, 1 process (synchronous=NORMAL, WAL):")
            _measure(ctx, str(folder / "arena.sqlite3"), 1, args.moves, args.active)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    from tests.postgres import PostgresServer

    server = PostgresServer.start(durable=True)
    try:
        for n in (int(x) for x in args.processes.split(",")):
            print(
                f"PostgreSQL 15, {n} process{'es' if n > 1 else ''} (fsync on, synchronous_commit on):"
            )
            url = server.create_database(migrated=True, prefix=f"bench{n}")
            _measure(ctx, url, n, args.moves, args.active)
    finally:
        server.stop()
