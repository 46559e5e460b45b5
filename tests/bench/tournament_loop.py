"""Tournament work against the event loop: a loop-lag probe and the image time with any names.

Part of ``./dev bench tournament`` (``bench_tournament.main`` calls ``run``). The probe is a task
that asks to wake every ``PROBE_S`` and records how late it woke: the longest lateness is the
longest the loop was blocked. Measured while the bot's own paths run: the picture drawn as
``tournament_delivery.draw_all`` does it (``asyncio.to_thread``) and a Swiss round paired and a
bracket result recorded as the service's step does it (whatever thread that step uses).
"""

from __future__ import annotations

import asyncio
import random
import statistics
import time
from collections.abc import Awaitable, Callable
from functools import partial

from bot.cogs.tournaments.images import picture
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.game_choice import fixed
from bot.engine.tournaments.core.model import Format, Result
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.driver import off_loop

PROBE_S = 0.005
LOOP_TARGET_MS = 50.0
WORLD = ["김민수", "田中 さくら", "王小明", "Дмитрий", "محمد علي", "Ana 😀🏆", "Player"]


def _field(n: int, names: str) -> list[tuple[int, str]]:
    if names == "latin":
        return [(i, f"Player number {i}") for i in range(1, n + 1)]
    return [(i, f"{WORLD[i % len(WORLD)]} {i}") for i in range(1, n + 1)]


def _half_played(n: int, fmt: Format, names: str) -> T.Tournament:
    rng = random.Random(n)
    rounds = 7 if fmt is Format.SWISS else 0
    t = T.start(Settings(fixed("meter"), format=fmt, rounds=rounds), _field(n, names))
    for _ in range(n // 2 + n // 4):
        ready = T.ready(t)
        if not ready:
            break
        t = T.record(t, ready[0].key, Result.win(rng.choice((0, 1))))
    return t


async def _probed(work: Callable[[], Awaitable[object]]) -> tuple[float, float]:
    """(seconds the work took, the longest the loop was blocked meanwhile, in ms)."""
    worst = 0.0
    done = False

    async def probe() -> None:
        nonlocal worst
        loop = asyncio.get_running_loop()
        while not done:
            start = loop.time()
            await asyncio.sleep(PROBE_S)
            worst = max(worst, loop.time() - start - PROBE_S)

    task = asyncio.create_task(probe())
    await asyncio.sleep(0)
    start = time.perf_counter()
    await work()
    elapsed = time.perf_counter() - start
    done = True
    await task
    return elapsed, 1000 * worst


def _images(n: int, fmt: Format, names: str, repeat: int) -> None:
    t = _half_played(n, fmt, names)
    picture(t, "bench")  # warm the caches, as a running bot has them
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        made = picture(t, "bench")
        times.append(time.perf_counter() - start)
    print(
        f"image, {n} players, {fmt.value}, {names} names: median "
        f"{1000 * statistics.median(times):.0f} ms, {len(made.png) // 1024} KB ({repeat} renders)"
    )


async def _loop_lag(n: int) -> None:
    t = _half_played(n, Format.DOUBLE if n <= 128 else Format.SWISS, "world")
    drawn, lag = await _probed(lambda: asyncio.to_thread(picture, t, "bench"))
    print(
        f"event loop, picture of {n} drawn in a worker thread: {1000 * drawn:.0f} ms, "
        f"loop blocked at most {lag:.1f} ms; target <= {LOOP_TARGET_MS:.0f} ms"
    )
    swiss = _half_played(n, Format.SWISS, "latin")
    ready = T.ready(swiss)
    rng = random.Random(1)

    async def record_round() -> None:  # as the service's step runs it (``Driver.step``)
        s = swiss
        for p in ready:
            s = await off_loop(partial(T.record, s, p.key, Result.win(rng.choice((0, 1)))))

    took, lag = await _probed(record_round)
    print(
        f"event loop, Swiss of {n}: last results of a round recorded and the next round paired "
        f"in a worker thread: {1000 * took:.0f} ms, loop blocked at most {lag:.1f} ms; "
        f"target <= {LOOP_TARGET_MS:.0f} ms"
    )


def run(repeat: int) -> None:
    for n in (128, 256):
        # Elimination takes at most 128 entrants; Swiss up to 256.
        for fmt in (Format.SINGLE, Format.DOUBLE, Format.SWISS) if n <= 128 else (Format.SWISS,):
            for names in ("latin", "world"):
                _images(n, fmt, names, repeat)
    for n in (128, 256):
        asyncio.run(_loop_lag(n))
