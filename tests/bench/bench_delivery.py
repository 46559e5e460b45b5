"""Outbox delivery at event scale: ``python -m tests.bench delivery [--matches 32 64 256]``

N Thwart Omega matches whose rounds all end at the same instant (nobody submitted: every move is
filled at random). The real engine (``Engine``: match service, dispatcher and pump, on a SQLite
file) resolves them and delivers the outbox through a fake ``Delivery`` that behaves like
Discord seen from one bot: every REST call takes ``--latency`` (150 ms) and the calls of the
whole bot share one global limit of ``--rate`` (50) requests per second (a call waits for its
slot, as discord.py's global rate limiter makes it wait). A reveal (the ``board`` row) is one
call; a round prompt is one call (a direct message channel opened before is cached).

Reported per N, in seconds from the instant the rounds ended (the pump's wake-up):
* ``last reveal`` / ``last prompt``: when the last reveal and the last prompt were delivered;
* ``floor``: the Discord calls of the burst ÷ the rate (no bot can be faster);
* ``ratio``: the last delivery ÷ the floor (the target is ≤ 1.5);
* ``worst lateness``: the most any player's prompt arrived after their round opened;
* ``extensions``: public notices of a deadline moved for late prompts (their calls count in
  ``calls`` and the floor).

The engine runs on real time here (a clock that can jump forward to the deadline and then runs
at wall speed), so rounds open when they are resolved and every figure includes the engine's
own work. Wall-clock figures on a shared machine: run it a few times.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bot.engine.app import Engine
from bot.engine.model import OutboxItem, SeatChoice, Timing
from bot.storage.sqlite import SqliteStore

# Long rounds, so that no round ends while the matches are set up (serial delivery of the setup
# takes minutes for 256 matches); the burst is made by jumping the clock to their deadline.
ROUND = 3600


class JumpClock:
    """Wall time plus a jump: ``jump()`` moves to a deadline at once, then time runs on."""

    def __init__(self) -> None:
        self._start = time.perf_counter()
        self._base = datetime(2030, 1, 1, tzinfo=UTC)

    def now(self) -> datetime:
        return self._base + timedelta(seconds=time.perf_counter() - self._start)

    def jump(self, seconds: float) -> None:
        self._base += timedelta(seconds=seconds)

    async def sleep_until(self, when: datetime) -> None:
        delay = (when - self.now()).total_seconds()
        if delay > 0:
            await asyncio.sleep(delay)


class SlowDiscord:
    """A ``Delivery`` with REST latency and one global requests-per-second limit."""

    def __init__(self, latency: float, rate: float) -> None:
        self._latency = latency
        self._gap = 1.0 / rate
        self._next_slot = 0.0
        self.t0 = 0.0
        self.calls = 0
        self.done: list[tuple[float, OutboxItem]] = []  # (seconds after t0, row)

    async def _call(self) -> None:
        now = time.perf_counter()
        slot = max(now, self._next_slot)
        self._next_slot = slot + self._gap
        self.calls += 1
        await asyncio.sleep(slot - now + self._latency)

    async def deliver(self, item: OutboxItem) -> None:
        await self._call()
        self.done.append((time.perf_counter() - self.t0, item))


async def _idle(engine: Engine) -> None:
    """Until the pump has nothing left to do now (its worker ended)."""
    await asyncio.sleep(0)
    while True:
        worker = engine.pump._worker
        if worker is None or worker.done():
            return
        await asyncio.wait({worker})


async def burst(matches: int, latency: float, rate: float) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        store = await SqliteStore.open(Path(folder) / "bench.sqlite3")
        clock = JumpClock()
        discord = SlowDiscord(latency, rate)
        engine = Engine(store, discord, clock=clock)
        try:
            for i in range(matches):
                await engine.service.create_match(
                    guild_id=1,
                    channel_id=2,
                    players=(10_000 + 2 * i, 10_001 + 2 * i),
                    game="thwart-omega",
                    timing=Timing(round_seconds=ROUND),
                    seat=SeatChoice.FIRST,
                )
            await _idle(engine)  # the starts and first prompts (not timed)
            discord.done.clear()
            calls_before = discord.calls
            clock.jump(ROUND + 1)
            discord.t0 = time.perf_counter()
            ended_at = clock.now()
            engine.kick()
            await _idle(engine)
            async with store.read() as uow:
                rows = [i for i in await uow.outbox_items() if i.created_at >= ended_at]
        finally:
            await engine.stop()
            await store.close()
    kinds = Counter(item.notification.kind for _, item in discord.done)
    reveals = [t for t, item in discord.done if item.notification.kind == "board"]
    prompts = [(t, item) for t, item in discord.done if item.notification.kind == "round-prompt"]
    calls = discord.calls - calls_before
    floor = calls / rate
    last = max(t for t, _ in discord.done)
    opened = {item.id: item.created_at for item in rows}
    lateness = [
        t - (opened[item.id] - ended_at).total_seconds() for t, item in prompts if item.id in opened
    ]
    return {
        "rows": float(len(discord.done)),
        "reveals": float(kinds["board"]),
        "prompts": float(kinds["round-prompt"]),
        "extensions": float(kinds["deadline-extended"]),
        "calls": float(calls),
        "floor": floor,
        "last reveal": max(reveals),
        "last prompt": max(t for t, _ in prompts),
        "ratio": last / floor,
        "worst lateness": max(lateness),
    }


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench delivery")
    parser.add_argument("--matches", type=int, nargs="+", default=[32, 64, 256])
    parser.add_argument("--latency", type=float, default=0.150, help="seconds per REST call")
    parser.add_argument("--rate", type=float, default=50.0, help="global requests per second")
    args = parser.parse_args(argv)
    print(
        f"rounds ending together; {args.latency * 1000:.0f} ms per call, "
        f"{args.rate:g} requests/s; seconds after the rounds ended"
    )
    print(
        f"  {'N':>4} {'calls':>6} {'floor':>7} {'last reveal':>12} {'last prompt':>12} "
        f"{'ratio':>6} {'worst lateness':>15} {'extensions':>11}"
    )
    for n in args.matches:
        r = asyncio.run(burst(n, args.latency, args.rate))
        print(
            f"  {n:>4} {r['calls']:>6.0f} {r['floor']:>7.2f} {r['last reveal']:>12.2f} "
            f"{r['last prompt']:>12.2f} {r['ratio']:>6.2f} {r['worst lateness']:>15.2f} "
            f"{r['extensions']:>11.0f}",
            flush=True,
        )
