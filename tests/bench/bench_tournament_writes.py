"""How long other writes wait while a big Swiss round is paired (issue 23 item 6):
``python -m tests.bench tournament_writes [--players 256] [--rounds 7] [--database URL]
[--complete]``

A Swiss of ``--players`` runs through the tournament service on a real database (a temporary
SQLite file unless ``--database`` names one; the clock is fake). Each round's results are set
by the organiser one after the other, seeded at random (a win for either side, one in ten
drawn, as in ``bench_tournament``); the last one completes the round, and the service pairs the
next round in that step (the pairing's own time is shown apart). Meanwhile a second task
writes all the time, as the rest of the bot would: one small transaction after another (a
player row touched), each timed from asking to commit.
Per round: how long the completing step took, how many other writes committed during it (and
while the pairing itself ran), and the longest and median wait of one of them. On SQLite every
write shares one lock, so a write waits for whatever transaction holds it: before issue 23 the
pairing ran inside the step's transaction; now it runs outside any transaction. Wall-clock
figures on a shared machine: read them as rough figures, not a target.

``--complete``: every pairing solves the complete graph, the slow path a pairing takes when the
sparse graph's answer cannot be proved optimal (seconds at 256 players; ``swiss.py``).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Sequence
from pathlib import Path

from bot.engine.clock import FakeClock
from bot.engine.matches.service import MatchService
from bot.engine.tournaments.core import changes, swiss
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Slot
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import LivePairing, Phase, TournamentConfig
from bot.engine.tournaments.service import Actor, TournamentService
from bot.storage import open_store

ORGANISER = Actor(1, manager=True)
WRITER = 999_999  # the user the other writes touch
GAP_S = 0.002  # between two other writes: a steady trickle, not a storm


PAIRING: list[tuple[float, float]] = []  # (start, end) of each pairing, wherever it runs
COMPLETE: list[bool] = [False]  # --complete


def _timed_pairing(
    players: Sequence[swiss.SwissPlayer],
    round_no: int,
    *,
    exact_up_to: int = swiss.EXACT_UP_TO,
    prefer_second_bye: bool = False,
) -> list[tuple[Slot, Slot]]:
    start = time.perf_counter()
    try:
        exact = max(exact_up_to, len(players)) if COMPLETE[0] else exact_up_to
        return swiss.pair_round(
            players, round_no, exact_up_to=exact, prefer_second_bye=prefer_second_bye
        )
    finally:
        PAIRING.append((start, time.perf_counter()))


class Writes:
    """Small transactions one after another until stopped; each one's time, ask to commit."""

    def __init__(self, service: MatchService) -> None:
        self._service = service
        self.waits: list[float] = []
        self.commits: list[float] = []  # when each committed (perf_counter)
        self._stop = False

    async def run(self) -> None:
        store, clock = self._service.store, self._service.clock
        while not self._stop:
            start = time.perf_counter()
            async with store.transaction() as uow:
                await uow.ensure_player(WRITER, clock.now())
            self.commits.append(time.perf_counter())
            self.waits.append(self.commits[-1] - start)
            await asyncio.sleep(GAP_S)

    def stop(self) -> None:
        self._stop = True


async def _measured(service: MatchService, step: Awaitable[object]) -> tuple[float, Writes]:
    PAIRING.clear()
    writes = Writes(service)
    writer = asyncio.create_task(writes.run())
    await asyncio.sleep(0)
    start = time.perf_counter()
    await step
    took = time.perf_counter() - start
    writes.stop()
    await writer
    return took, writes


def _line(what: str, took: float, writes: Writes) -> str:
    waits = writes.waits or [0.0]
    pairing = " + ".join(f"{end - start:.2f}" for start, end in PAIRING) or "-"
    during = sum(any(a <= c <= b for a, b in PAIRING) for c in writes.commits)
    return (
        f"{what}: step {took:.2f} s (pairing {pairing} s); other writes meanwhile "
        f"{len(writes.waits)} ({during} committed while the pairing ran), "
        f"longest wait {1000 * max(waits):.0f} ms, median {1000 * statistics.median(waits):.1f} ms"
    )


async def _result(svc: TournamentService, tid: int, live: LivePairing, rng: random.Random) -> None:
    x = rng.random()
    winner = None if x < 0.1 else live.users[0 if x < 0.55 else 1]
    await svc.set_result(tid, ORGANISER, live.key, winner)


async def run(url: str, players: int, rounds: int) -> None:
    changes.pair_round = _timed_pairing  # type: ignore[attr-defined]  # what the core calls
    rng = random.Random(1)
    store = await open_store(url)
    service = MatchService(store, FakeClock())
    svc = TournamentService(service)
    settings = Settings(G.fixed("meter"), format=Format.SWISS, rounds=rounds)
    config = TournamentConfig(settings, seeding=T.Seeding.ENTRY)
    view = await svc.create(
        guild_id=1, channel_id=2, actor=ORGANISER, name="Bench Swiss", config=config
    )
    for user in range(100, 100 + players):
        await svc.join(view.id, user, f"Player number {user}")
    took, writes = await _measured(service, asyncio.ensure_future(svc.start(view.id, ORGANISER)))
    print(_line(f"{players} players, start (round 1 paired)", took, writes), flush=True)
    longest: list[float] = []
    while (view := await svc.get(view.id)).phase is Phase.RUNNING:
        assert view.core is not None
        number = len(view.core.rounds)
        *first, last = view.lives
        for live in first:
            await _result(svc, view.id, live, rng)
        done = asyncio.ensure_future(_result(svc, view.id, last, rng))
        took, writes = await _measured(service, done)
        paired = "" if number == rounds else f", round {number + 1} paired"
        print(_line(f"round {number} completed{paired}", took, writes), flush=True)
        if number < rounds:
            longest.append(max(writes.waits or [0.0]))
    await store.close()
    if longest:
        print(
            f"longest wait of another write while a round was paired: "
            f"{1000 * max(longest):.0f} ms (median over rounds "
            f"{1000 * statistics.median(longest):.0f} ms)"
        )


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench tournament_writes")
    parser.add_argument("--players", type=int, default=256)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--database", help="a PostgreSQL URL or SQLite path (default: temporary)")
    parser.add_argument("--complete", action="store_true", help="pair on the complete graph")
    args = parser.parse_args(argv)
    COMPLETE[0] = args.complete
    with tempfile.TemporaryDirectory() as folder:
        url = args.database or str(Path(folder) / "bench.sqlite3")
        asyncio.run(run(url, args.players, args.rounds))
