"""The web pages served during a whole simcord night: ``./dev bench web --night``.

The 128-player night of ``bench_journey`` (``tests/bot/journey.py``: the real bot under simcord,
on an SQLite file, its heap settled as ``python -m bot`` does) runs with the bot's web server on
(``STONE_ARENA_WEB`` on a port the system picks) and the server's pages turned on, while a
spectator in a process of its own (its own event loop and aiohttp client, as a browser
elsewhere would be: neither its objects nor its work are in the bot's process; many viewers
behind a proxy, by ``X-Forwarded-For``) requests pages over real HTTP all night: the tournament
page fitted and zoomed, the match page of every game being played that it links to, each one's
latest board and record.

Every callback the bot's loop runs is timed (``bench_journey.LoopWatch``), and every garbage
collection. Printed: pages served and their latency; the callbacks over 20 ms in three parts,
each with what garbage collection took inside them: the web handlers' (the issue's target: no
block over 20 ms while pages are served), the bot's own work (timers, deliveries, commands),
and the simcord driver's (the test harness: the players and simcord playing Discord, not the
product); the garbage collector's pauses by generation (count, longest, total), since a
collection stops every thread wherever it starts; what the bot's collector policy did
(``bot.heap.Refreezer``: the survivors of each full collection frozen); a full collection at
the end of the night, over what is not frozen, with and without simcord's records of it (the
Discord side, kept in this process: a bot does not hold them); and, everything unfrozen, what a
collection then finds unreachable (what freezing kept from being reclaimed). Wall-clock
figures on a shared machine.
"""

from __future__ import annotations

import asyncio
import gc
import multiprocessing
import os
import queue
import re
import statistics
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.synchronize import Event
from pathlib import Path
from typing import Any

import aiohttp
import simcord
from simcord.http import router

from bot.config import Config
from bot.discord_app import StoneArenaBot
from bot.heap import Refreezer
from bot.shards import Shards
from tests.bench.bench_journey import LoopWatch as Callbacks
from tests.bench.bench_journey import _harness, _heap
from tests.bot import journey
from tests.bot.conftest import close_bot, make_world, seeds

TARGET_MS = 20.0
OURS = ("bot/", "render/", "rules/", "ai/")  # the product's own frames in a stack
WATCH = re.compile(r'href="(/m/\d+/[A-Za-z0-9_-]{22})"')
BOARD = re.compile(r'src="(/m/\d+/[A-Za-z0-9_-]{22}/board/\d+/\d+\.png)"')


@dataclass
class Seen:
    """What the spectator got: seconds per request by kind, and the statuses."""

    times: dict[str, list[float]] = field(default_factory=dict)
    statuses: Counter[int] = field(default_factory=Counter)

    def add(self, kind: str, seconds: float, status: int) -> None:
        self.times.setdefault(kind, []).append(seconds)
        self.statuses[status] += 1


def spectate(base: str, tournament: str, stop: Event, results: Any, pause: float) -> None:
    """Request pages until ``stop``, ``pause`` seconds apart between rounds of requests; put
    what was seen on ``results``. Runs in a process of its own."""
    seen = Seen()

    async def run() -> None:
        # A connection per request (no keep-alive): simcord waits for every task of the bot to
        # settle, and a server task idling on a kept-alive socket never would.
        connector = aiohttp.TCPConnector(force_close=True)
        async with aiohttp.ClientSession(connector=connector) as session:
            viewer = 0

            async def get(kind: str, path: str) -> str:
                begin = time.perf_counter()
                # Many spectators behind the operator's proxy (a loopback peer: the rate
                # limit reads the client's address from X-Forwarded-For), each a few requests.
                forwarded = {"X-Forwarded-For": f"198.51.100.{viewer % 250 + 1}"}
                async with session.get(base + path, headers=forwarded) as response:
                    body = await response.read()
                seen.add(kind, time.perf_counter() - begin, response.status)
                is_text = response.content_type.startswith("text/")
                return body.decode() if is_text and response.status == 200 else ""

            while not stop.is_set():
                viewer += 1
                html = await get("tournament page", tournament)
                await get("tournament page, bracket at 200%", tournament + "?zoom=2")
                for match in sorted(set(WATCH.findall(html)))[:8]:
                    page = await get("match page", match)
                    for board in BOARD.findall(page)[:1]:
                        await get("board PNG", board)
                    await get("record", match + "/record.txt")
                await asyncio.sleep(pause)

    asyncio.run(run())
    results.put(seen)


def _outcome(watcher: multiprocessing.process.BaseProcess, results: Any) -> Seen:
    """What the spectator's process saw, once it has stopped (it failed if it died first)."""
    while True:
        try:
            seen: Seen = results.get(timeout=1)
        except queue.Empty:
            if not watcher.is_alive():
                raise RuntimeError(f"the spectator died (exit code {watcher.exitcode})") from None
        else:
            watcher.join()
            return seen


class LoopWatch(Callbacks):
    """``bench_journey.LoopWatch``, and the loop thread's CPU time in each callback over 20 ms
    (``cpu``, beside ``worst``): on a shared machine a callback's wall time holds the time the
    system gave other processes; its CPU time is its own work (a garbage collection it started
    included; the time it waited for the GIL a worker thread held, not)."""

    def __init__(self) -> None:
        # A stack sampled 15 ms into any callback, looked for every 5 ms: one over 20 ms shows
        # where it was.
        super().__init__(sample_after_ms=15, poll_s=0.005)
        self.cpu: list[float] = []
        # Beside ``cpu``: the CPU time of it spent in simcord's Discord answering the bot's
        # requests (``router.dispatch`` runs inside the bot's call: Discord's side of a post,
        # not the bot's work; the event it sends back is parsed there too, a small part).
        self.discord_cpu: list[float] = []
        self.collecting_cpu: list[float] = []  # and of it, in garbage collections
        self._in_discord = 0.0
        self._dispatch = router.dispatch

    def __enter__(self) -> LoopWatch:
        super().__enter__()
        timed = asyncio.events.Handle._run
        watch = self
        dispatch = self._dispatch

        def answered(*args: Any, **kwargs: Any) -> Any:
            begin = time.thread_time()
            try:
                return dispatch(*args, **kwargs)
            finally:
                watch._in_discord += time.thread_time() - begin

        router.dispatch = answered

        def counted(handle: asyncio.events.Handle) -> None:
            before, begin, discord = len(watch.worst), time.thread_time(), watch._in_discord
            collecting = watch.gc_cpu
            timed(handle)
            if len(watch.worst) > before:
                watch.cpu.append(time.thread_time() - begin)
                watch.discord_cpu.append(watch._in_discord - discord)
                watch.collecting_cpu.append(watch.gc_cpu - collecting)
                inner = _wrapped(handle)
                if inner is not None and not watch.worst[-1][2].startswith("task "):
                    spent, collecting, _ = watch.worst[-1]
                    watch.worst[-1] = (spent, collecting, inner)

        setattr(asyncio.events.Handle, "_run", counted)  # noqa: B010 (a patch, on purpose)
        return self

    def __exit__(self, *exc: object) -> None:
        router.dispatch = self._dispatch
        super().__exit__(*exc)


def _wrapped(handle: asyncio.events.Handle) -> str | None:
    """The callback simcord wraps in its ``invoke`` (a plain ``call_soon``), named: whose it is
    shows through."""
    callback = getattr(handle, "_callback", None)
    code = getattr(callback, "__code__", None)
    if code is None or code.co_name != "invoke" or "callback" not in code.co_freevars:
        return None
    inner = callback.__closure__[code.co_freevars.index("callback")].cell_contents  # type: ignore[union-attr]
    return repr(inner)[:120]


class Collections:
    """Every garbage collection: (generation, seconds, whether the loop's thread started it)."""

    def __init__(self) -> None:
        self.seen: list[tuple[int, float, bool]] = []
        self._loop_thread = threading.get_ident()
        self._start = 0.0

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            on_loop = threading.get_ident() == self._loop_thread
            self.seen.append((info["generation"], time.perf_counter() - self._start, on_loop))

    def __enter__(self) -> Collections:
        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self._callback)


async def night(players: int, fmt: str, pause: float) -> None:
    with tempfile.TemporaryDirectory() as folder:
        config = Config(
            token="simcord",
            database=Path(folder) / "arena.sqlite3",
            shards=Shards(1),
            web=("127.0.0.1", 0),
            public_url="https://arena.example.org",
        )
        bot = StoneArenaBot(config, seeds=seeds(1), board_width=320, settle_heap=True)
        processes = multiprocessing.get_context("spawn")  # nothing of this process inherited
        stop, results = processes.Event(), processes.Queue()
        seen = Seen()
        try:
            # On a loaded machine the bot's worker threads can wait seconds for a core: simcord
            # waits for them longer than its default 5 s before calling the bot stuck.
            async with simcord.run(bot, settle_timeout=120) as env:
                world = make_world(env, ("a", "b", "c"))
                if os.environ.get("WEB_NIGHT_PAGES", "on") == "on":
                    panel = await world.mod.slash(world.channel, "settings")  # a manager turns
                    assert panel.response is not None  # the pages on, as in Discord
                    await world.mod.click(panel.response, label="Turn on")
                    assert (await bot.matches.guild_settings(world.guild.id)).web_pages
                assert bot.web is not None and bot.pages is not None
                host, port = bot.web.bound
                path = bot.pages.tournament_path(1)  # the night's tournament, the first
                watcher = processes.Process(
                    target=spectate, args=(f"http://{host}:{port}", path, stop, results, pause)
                )
                with LoopWatch() as watch, Collections() as collections:
                    start = time.perf_counter()
                    if pause >= 0:  # a negative pause: nobody watches (the control run)
                        watcher.start()
                    out = await journey.run(world, players, fmt, absent=3, drops=3)
                    total = time.perf_counter() - start
                    stop.set()
                    if pause >= 0:
                        seen = await asyncio.to_thread(_outcome, watcher, results)
                refreezer = next((c for c in gc.callbacks if isinstance(c, Refreezer)), None)
                if refreezer is not None:  # the measures below are the bench's, not the bot's
                    gc.callbacks.remove(refreezer)
                frozen = gc.get_freeze_count()
                whole, mine = _heap(env.backend, out)
                gc.unfreeze()
                kept = gc.collect()
        finally:
            stop.set()
            await close_bot(bot)
    print(f"a {players}-player {fmt} night with the web pages served: {total:.0f} s, champion "
          f"<@{out.champion}>")  # fmt: skip
    served = sum(len(t) for t in seen.times.values())
    print(f"pages served to the spectator: {served} requests ({served / total:.1f} a second), "
          f"statuses {dict(sorted(seen.statuses.items()))} (404: before the tournament exists)")  # fmt: skip
    for kind, times in sorted(seen.times.items()):
        ms = sorted(t * 1000 for t in times)
        p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
        print(f"  {kind}: {len(ms)} requests, p50 {statistics.median(ms):.1f} ms, p99 "
              f"{p99:.1f} ms, max {ms[-1]:.1f} ms (wall clock, the night running beside)")  # fmt: skip
    ms = sorted(d * 1000 for d in watch.durations)
    print(f"event loop: {len(ms)} callbacks; longest {ms[-1]:.1f} ms, p99 "
          f"{ms[int(len(ms) * 0.99)]:.2f} ms; {sum(1 for d in ms if d > TARGET_MS)} over "
          f"{TARGET_MS:.0f} ms (the bot's, the web's and simcord's together)")  # fmt: skip
    parts: dict[str, list[tuple[float, float, float, float, float]]] = {
        "web": [], "bot": [], "harness": []
    }  # fmt: skip
    lists = zip(watch.worst, watch.cpu, watch.discord_cpu, watch.collecting_cpu, strict=True)
    for (spent, collecting, name), cpu, discord, gc_cpu in lists:
        parts[_part(name)].append(
            (spent * 1000, collecting * 1000, cpu * 1000, discord * 1000, gc_cpu * 1000)
        )
    print(f"callbacks over {TARGET_MS:.0f} ms of wall time (count; longest; longest without the "
          f"garbage collections inside it, and how many are still over {TARGET_MS:.0f} ms "
          "without them; the longest in the loop thread's CPU time, and how many are over in "
          "CPU time; the same without the CPU time simcord's Discord spent answering the "
          "bot's requests inside it; and without the collections too):")  # fmt: skip
    for part, title in (
        ("web", "the web handlers (target: none)"),
        ("bot", "the bot's own work"),
        ("harness", "the simcord driver (the test harness, not the product)"),
    ):
        over = parts[part]
        bare = [x - g for x, g, *_ in over]
        own = [c for _, _, c, *_ in over]
        alone = [c - d for _, _, c, d, _ in over]
        work = [c - d - g for _, _, c, d, g in over]
        print(f"  {title}: {len(over)}; {max((x for x, *_ in over), default=0):.1f} ms; "
              f"{max(bare, default=0):.1f} ms, {sum(1 for b in bare if b > TARGET_MS)}; "
              f"{max(own, default=0):.1f} ms, {sum(1 for c in own if c > TARGET_MS)}; without "
              f"simcord's Discord answering inside it {max(alone, default=0):.1f} ms, "
              f"{sum(1 for c in alone if c > TARGET_MS)}; without that and the garbage "
              f"collections the loop thread ran inside it {max(work, default=0):.1f} ms, "
              f"{sum(1 for c in work if c > TARGET_MS)}")  # fmt: skip
    for generation in (0, 1, 2):
        done = [(x * 1000, on) for g, x, on in collections.seen if g == generation]
        times = [x for x, _ in done]
        elsewhere = sum(1 for _, on in done if not on)
        print(f"garbage collections of generation {generation}: {len(done)} ({elsewhere} started "
              f"in a worker thread), longest {max(times, default=0):.1f} ms, total "
              f"{sum(times):.0f} ms, {sum(1 for x in times if x > TARGET_MS)} over "
              f"{TARGET_MS:.0f} ms")  # fmt: skip
    if refreezer is not None:
        owed = refreezer.owed_for()
        print(f"the collector (bot/heap.py): {refreezer.refrozen} full collections' survivors "
              f"frozen, {refreezer.whole} collections of everything (the upkeep's sweep, at a "
              f"quiet moment); {frozen} objects frozen at the end, a collection of everything "
              f"{'owed' if owed is not None else 'not owed'}")  # fmt: skip
    print(f"a full collection at the end of the night (over what is not frozen): {whole[0]:.1f} ms "
          f"over {whole[1]} objects; without simcord's records of the night (Discord's side, "
          f"kept in this process) {mine[0]:.1f} ms over {mine[1]} objects; everything unfrozen, "
          f"a collection found {kept} objects unreachable")  # fmt: skip
    print(f"where the web's and the bot's callbacks over {TARGET_MS:.0f} ms of CPU time without "
          "simcord's answers were (a stack sampled 15 ms in; our deepest frame, then the "
          "deepest frame of all):")  # fmt: skip
    places: dict[tuple[str, str, str], list[float]] = {}
    sampled = zip(watch.worst, watch.cpu, watch.discord_cpu, watch.sampled, strict=True)
    for (_, _, name), cpu, discord, stack in sampled:
        if _part(name) == "harness" or cpu - discord <= TARGET_MS / 1000:
            continue
        ours = next((f for f in reversed(stack or []) if f.startswith(OURS)), "?")
        deepest = stack[-1] if stack else "(not sampled)"
        places.setdefault((name.split(" (")[0], ours, deepest), []).append((cpu - discord) * 1000)
    for (name, ours, deepest), cpus in sorted(places.items(), key=lambda kv: -max(kv[1]))[:15]:
        print(
            f"  {len(cpus):4d} {max(cpus):7.1f} ms CPU  {name}\n         {ours}\n         {deepest}"
        )
    groups: dict[str, list[float]] = {}
    for spent, _, name in watch.worst:
        groups.setdefault(name.split(" (")[0], []).append(spent * 1000)
    print(f"every callback over {TARGET_MS:.0f} ms, by what ran (count, longest):")
    for name, times in sorted(groups.items(), key=lambda kv: -max(kv[1]))[:12]:
        print(f"  {len(times):5d} {max(times):8.1f} ms  {name}")


def _part(name: str) -> str:
    """Whose callback: ``web`` (the pages), ``harness`` (the driver and simcord), else ``bot``."""
    if _web(name):
        return "web"
    return "harness" if _harness(name) else "bot"


def _web(name: str) -> bool:
    """A callback of the web server: aiohttp's request handling or the pages' code."""
    return any(part in name for part in ("web_protocol", "RequestHandler", "bot/web/", "web_app"))


def run(players: int, fmt: str, pause: float) -> None:
    asyncio.run(night(players, fmt, pause))
