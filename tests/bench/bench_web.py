"""``./dev bench web``: the web pages (bot/web/) on a big database, over real HTTP.

Fills an SQLite database with ``--players`` rated players and ``--games`` finished games on one
server (``bench_ratings.fill``: bulk inserts), turns the server's pages on, runs a
``--field``-player tournament through the service (its first ``--rounds`` rounds played by
resignation), plays one long match of Meter, then serves the pages with aiohttp on this event
loop and requests each ``--runs`` times from a client on the same loop: the tournament page and
its picture, the match page, the board at every step, a player's page, the leaderboard. Prints
p50 and p99 per page and the longest the event loop was blocked while serving (a task that asks
to wake every millisecond records how late it woke), and the CPU time a request costs this
process (server and client together: on a busy shared machine the wall-clock tail measures
the other tenants as much as the pages). Before serving, the heap is settled as the bot does at
the end of its start-up (``bot.heap.settle``: without it, full garbage collections of what the
filling left behind block the loop for 50-70 ms, which the bot never sees).

    ./dev bench web                                   # 10,000 players, 1,000,000 games, 128
    ./dev bench web --players 1000 --games 50000      # quicker
    ./dev bench web --keep /tmp/web-bench.sqlite3     # keep the filled database for next time
    ./dev bench web --night                           # pages served all through a simcord night
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path

from aiohttp.test_utils import TestClient, TestServer

import rules
from bot.cogs.tournaments import bracket_view, picture
from bot.engine.clock import FakeClock
from bot.engine.matches.service import MatchService
from bot.engine.model import SeatChoice
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as Tc
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import TournamentConfig
from bot.engine.tournaments.service import Actor, TournamentService
from bot.heap import settle
from bot.storage.sqlite import SqliteStore
from bot.web import Addresses, Reader, web_app
from bot.web.guard import RateLimit
from tests.bench.bench_ratings import CHANNEL, FIRST_USER, GAME, GUILD, fill

ORGANISER = Actor(1, manager=True)
FIELD_USER = 9 * 10**17  # tournament entrants: ids apart from the rated players


class Names:
    async def name(self, user_id: int) -> str:
        return f"player {user_id % 100_000}"


class LoopWatch:
    """How late a task that wants to wake every millisecond wakes: the longest block."""

    def __init__(self) -> None:
        self.worst = 0.0
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(0.001)
            self.worst = max(self.worst, time.perf_counter() - start - 0.001)

    def __enter__(self) -> LoopWatch:
        self._task = asyncio.get_running_loop().create_task(self._run())
        return self

    def __exit__(self, *_: object) -> None:
        assert self._task is not None
        self._task.cancel()


async def prepare(service: MatchService, field: int, rounds: int, fmt: Format) -> tuple[int, int]:
    """The tournament (some rounds played) and a long finished match: their ids."""
    settings = await service.guild_settings(GUILD)
    await service.update_guild_settings(GUILD, replace(settings, web_pages=True))
    tournaments = TournamentService(service)
    chosen = Settings(G.fixed(GAME), format=fmt)
    if fmt is Format.SWISS:
        chosen = Settings(G.fixed(GAME), format=fmt, rounds=7)
    config = TournamentConfig(chosen, options={GAME: {"size": 3}}, seeding=Tc.Seeding.ENTRY)
    view = await tournaments.create(
        guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Death Match", config=config
    )
    for n in range(field):
        await tournaments.join(view.id, FIELD_USER + n, f"Entrant {n + 1}")
    view = await tournaments.start(view.id, ORGANISER)
    for _ in range(rounds):
        for live in (await tournaments.get(view.id)).lives:
            if live.match_id is not None:
                await service.resign(live.match_id, live.users[1])
        while await service.fire_due():
            pass
    # A long match: Meter on its default board, random legal moves to the end.
    rng = random.Random(11)
    challenge = await service.challenge(
        guild_id=GUILD,
        channel_id=CHANNEL,
        challenger_id=FIRST_USER,
        opponent_id=FIRST_USER + 1,
        game=GAME,
        options={},
        seat=SeatChoice.FIRST,
    )
    match = await service.accept(challenge.id, FIRST_USER + 1)
    game = rules.get_game(GAME)
    while match.to_act:
        seat = match.players.index(match.to_act[0])
        move = rng.choice(game.legal_moves(match.state, seat))
        match = (await service.play(match.id, match.to_act[0], move, match.ply)).match
    return view.id, match.id


async def measure(path: Path, field: int, rounds: int, runs: int, fmt: Format) -> None:
    store = await SqliteStore.open(path)
    clock = FakeClock()
    service = MatchService(store, clock)
    start = time.perf_counter()
    tid, mid = await prepare(service, field, rounds, fmt)
    moves = len(await service.move_log(mid))
    print(f"tournament of {field} ({fmt.value}, {rounds} rounds played) and a match of "
          f"{moves} moves in {time.perf_counter() - start:.0f} s")  # fmt: skip
    addresses = Addresses(b"a benchmark secret of 32 bytes..")
    reader = Reader(
        service,
        TournamentService(service),
        Names(),
        lambda t, title: picture(t, title).png,
        bracket_view,
    )
    app = web_app(reader, addresses, RateLimit(rate=1e9, burst=10**9))
    settle()  # as the bot does when its start-up is over (bot/heap.py): pages are served after
    async with TestClient(TestServer(app)) as client:

        async def get(path: str) -> None:
            response = await client.get(path)
            await response.read()
            assert response.status == 200, (path, response.status)

        steps = iter(range(10**9))
        match = addresses.match_path(mid)
        cases: list[tuple[str, Callable[[], Awaitable[None]]]] = [
            ("tournament page", lambda: get(addresses.tournament_path(tid))),
            ("tournament picture (cached)", lambda: get(addresses.tournament_path(tid) + "/picture.png")),
            ("match page (latest)", lambda: get(match)),
            ("match page (a step)", lambda: get(f"{match}?step={next(steps) % (moves + 1)}")),
            ("board PNG (each step once, then cached)",
             lambda: get(f"{match}/board/1/{next(steps) % (moves + 1)}.png")),
            ("player page", lambda: get(addresses.player_path(GUILD, FIRST_USER))),
            ("leaderboard", lambda: get(addresses.leaderboard_path(GUILD, GAME))),
        ]  # fmt: skip
        cold = time.perf_counter()
        await get(addresses.tournament_path(tid) + "/picture.png")
        print(
            f"tournament picture, first request (drawn): {(time.perf_counter() - cold) * 1000:.0f} ms"
        )
        for call in (c for _, c in cases):  # the templates compile on first use: not timed
            await call()
        worst = 0.0
        for name, call in cases:
            times = []
            cpu = time.process_time()
            with LoopWatch() as watch:
                for _ in range(runs):
                    begin = time.perf_counter()
                    await call()
                    times.append((time.perf_counter() - begin) * 1000)
            cpu = (time.process_time() - cpu) / runs * 1000
            worst = max(worst, watch.worst)
            times.sort()
            p99 = times[min(len(times) - 1, round(0.99 * (len(times) - 1)))]
            print(f"{name}: p50 {statistics.median(times):.1f} ms, p99 {p99:.1f} ms, "
                  f"max {times[-1]:.1f} ms over {runs}; CPU {cpu:.1f} ms a request (server and "
                  f"client); longest loop block {watch.worst * 1000:.1f} ms")  # fmt: skip
        print(f"longest event-loop block while serving: {worst * 1000:.1f} ms")
    await store.close()


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench web")
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--field", type=int, default=128)
    parser.add_argument("--rounds", type=int, default=2, help="tournament rounds played")
    parser.add_argument("--format", choices=[f.value for f in Format], default=Format.SINGLE.value)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--keep", type=Path, help="fill this file once and reuse it")
    parser.add_argument(
        "--night",
        action="store_true",
        help="instead: serve pages all through a simcord night (tests/bench/web_night.py)",
    )
    parser.add_argument("--night-players", type=int, default=128)
    parser.add_argument(
        "--night-format",
        default="double-elimination",
        choices=["single-elimination", "double-elimination"],
    )
    parser.add_argument("--pause", type=float, default=0.2, help="the spectator's pause (s)")
    args = parser.parse_args(argv)
    if args.night:
        from tests.bench import web_night

        web_night.run(args.night_players, args.night_format, args.pause)
        return
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite3"
        if args.keep is not None and args.keep.exists():
            import shutil

            shutil.copyfile(args.keep, path)  # each run adds its tournament to a copy
            print(f"reusing {args.keep}")
        else:

            async def migrate() -> None:
                store = await SqliteStore.open(path)  # runs the migrations
                await store.close()

            asyncio.run(migrate())
            start = time.perf_counter()
            fill(path, args.players, args.games)
            print(f"filled {args.players} players, {args.games} finished games in "
                  f"{time.perf_counter() - start:.0f} s")  # fmt: skip
            if args.keep is not None:
                import shutil

                shutil.copyfile(path, args.keep)
        asyncio.run(measure(path, args.field, args.rounds, args.runs, Format(args.format)))
