"""The web pages served during a whole simcord night: ``./dev bench web --night``.

The 128-player night of ``bench_journey`` (``tests/bot/journey.py``: the real bot under simcord,
on an SQLite file, its heap settled as ``python -m bot`` does) runs with the bot's web server on
(``STONE_ARENA_WEB`` on a port the system picks) and the server's pages turned on, while a
spectator in another thread (its own event loop and aiohttp client, as a browser elsewhere
would be; many viewers behind a proxy, by ``X-Forwarded-For``) requests pages over real HTTP
all night: the tournament page fitted and zoomed, the
match page of every game being played that it links to, each one's latest board and record.
Every callback the bot's loop runs is timed (``bench_journey.LoopWatch``); printed: pages
served and their latency, and the longest loop blocks, those of the web handlers apart (the
issue's target: no block over 20 ms while pages are served). Wall-clock figures on a shared
machine.
"""

from __future__ import annotations

import asyncio
import os
import re
import statistics
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp
import simcord

from bot.config import Config
from bot.discord_app import StoneArenaBot
from bot.shards import Shards
from tests.bench.bench_journey import LoopWatch
from tests.bot import journey
from tests.bot.conftest import close_bot, make_world, seeds

TARGET_MS = 20.0
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


def spectate(base: str, tournament: str, stop: threading.Event, seen: Seen, pause: float) -> None:
    """Request pages until ``stop``, ``pause`` seconds apart between rounds of requests."""

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
        seen, stop = Seen(), threading.Event()
        try:
            async with simcord.run(bot) as env:
                world = make_world(env, ("a", "b", "c"))
                if os.environ.get("WEB_NIGHT_PAGES", "on") == "on":
                    panel = await world.mod.slash(world.channel, "settings")  # a manager turns
                    assert panel.response is not None  # the pages on, as in Discord
                    await world.mod.click(panel.response, label="Turn on")
                    assert (await bot.matches.guild_settings(world.guild.id)).web_pages
                assert bot.web is not None and bot.pages is not None
                host, port = bot.web.bound
                path = bot.pages.tournament_path(1)  # the night's tournament, the first
                watcher = threading.Thread(
                    target=spectate, args=(f"http://{host}:{port}", path, stop, seen, pause)
                )
                with LoopWatch() as watch:
                    start = time.perf_counter()
                    if pause >= 0:  # a negative pause: nobody watches (the control run)
                        watcher.start()
                    out = await journey.run(world, players, fmt, absent=3, drops=3)
                    total = time.perf_counter() - start
                    stop.set()
                    if pause >= 0:
                        await asyncio.to_thread(watcher.join)
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
    web = [(x * 1000, g * 1000, n) for x, g, n in watch.worst if _web(n)]
    print(f"  web handlers' callbacks over {TARGET_MS:.0f} ms (target: none): {len(web)}"
          + (f", longest {max(web)[0]:.1f} ms ({max(web)[1]:.1f} ms of it garbage collection)"
             if web else ""))  # fmt: skip
    groups: dict[str, list[float]] = {}
    for spent, _, name in watch.worst:
        groups.setdefault(name.split(" (")[0], []).append(spent * 1000)
    print(f"  every callback over {TARGET_MS:.0f} ms, by what ran (count, longest):")
    for name, times in sorted(groups.items(), key=lambda kv: -max(kv[1]))[:12]:
        print(f"  {len(times):5d} {max(times):8.1f} ms  {name}")


def _web(name: str) -> bool:
    """A callback of the web server: aiohttp's request handling or the pages' code."""
    return any(part in name for part in ("web_protocol", "RequestHandler", "bot/web/", "web_app"))


def run(players: int, fmt: str, pause: float) -> None:
    asyncio.run(night(players, fmt, pause))
