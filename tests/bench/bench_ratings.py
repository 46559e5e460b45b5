"""``./dev bench ratings``: /leaderboard and /profile on a big server (issue 14).

Fills a database (through the real migrations) with ``--players`` rated players and ``--games``
finished, rated matches in one server, with their rating history, then times what the two
commands do, image included: ``MatchService.leaderboard`` + ``render_leaderboard`` and
``MatchService.profile`` + ``render_rating_chart`` for the busiest player and a random one.
Prints the query plans of the statements they run (the indexes of ``0006_ratings.sql``).

    ./dev bench ratings                         # 10,000 players, 1,000,000 games
    ./dev bench ratings --players 1000 --games 50000
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import itertools
import json
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.engine.clock import FakeClock
from bot.engine.matches.service import MatchService
from bot.storage.sqlite import SqliteStore
from render.ratings import LeaderboardView, LeaderRow, render_leaderboard, render_rating_chart

GUILD, CHANNEL, GAME = 1000, 2000, "meter"
FIRST_USER = 10**17
# The columns filled (later migrations add columns with defaults: ``computer``).
MATCH_COLUMNS = (
    "id, guild_id, channel_id, thread_id, challenge_id, game_id, options, timing, seat0_id, "
    "seat1_id, status, rules_version, seed, game_no, ply, state, result, offer, created_at, "
    "updated_at, finished_at, rated"
)


def fill(path: Path, players: int, games: int, seed: int = 7) -> None:
    rng = random.Random(seed)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = OFF")
    users = [FIRST_USER + i for i in range(players)]
    conn.executemany(
        "INSERT INTO players (user_id, created_at) VALUES (?, 0)", [(u,) for u in users]
    )
    mu = dict.fromkeys(users, 1500.0)
    counts = {u: [0, 0, 0] for u in users}
    # Skewed activity: some players play far more than others (cumulative weights: O(log n)).
    weights = list(itertools.accumulate(1.0 / (1 + i % 97) for i in range(players)))
    timing = json.dumps({"round_seconds": 60, "move_seconds": None, "grace_seconds": 0,
                         "inactivity_seconds": 604800})  # fmt: skip
    batch_m: list[tuple[object, ...]] = []
    batch_h: list[tuple[object, ...]] = []
    for match_id in range(1, games + 1):
        a, b = rng.choices(users, cum_weights=weights, k=2)
        if a == b:
            b = users[(a - FIRST_USER + 1) % players]
        winner = rng.choice((0, 1))
        at = 1_700_000_000 + match_id * 30.0
        result = json.dumps({"winner": winner, "reason": "score", "scores": {}, "details": ""})
        batch_m.append((match_id, GUILD, CHANNEL, None, None, GAME, "{}", timing, a, b,
                        "finished", 1, match_id, 1, 10, "{}", result, None, at, at, at, 1))  # fmt: skip
        for seat, user in enumerate((a, b)):
            delta = rng.uniform(5, 25) * (1 if seat == winner else -1)
            batch_h.append((match_id, user, GUILD, GAME, mu[user], mu[user] + delta, 300.0, at))
            mu[user] += delta
            counts[user][0 if seat == winner else 1] += 1
        if len(batch_m) >= 50_000:
            _flush(conn, batch_m, batch_h)
    _flush(conn, batch_m, batch_h)
    conn.executemany(
        "INSERT INTO ratings VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0)",
        [
            (GUILD, GAME, u, mu[u], 300.0, sum(counts[u]), counts[u][0], counts[u][1])
            for u in users
            if sum(counts[u])
        ],
    )
    conn.commit()
    conn.execute("ANALYZE")
    conn.close()


def _flush(conn: sqlite3.Connection, matches: list[tuple[object, ...]],
           history: list[tuple[object, ...]]) -> None:  # fmt: skip
    conn.executemany(
        f"INSERT INTO matches ({MATCH_COLUMNS}) VALUES ({', '.join('?' * 22)})", matches
    )
    conn.executemany("INSERT INTO rating_history VALUES (?, ?, ?, ?, ?, ?, ?, ?)", history)
    matches.clear()
    history.clear()


async def measure(path: Path, runs: int) -> None:
    store = await SqliteStore.open(path)
    service = MatchService(store, FakeClock())
    conn = sqlite3.connect(path)
    busiest = conn.execute(
        "SELECT user_id FROM ratings WHERE guild_id = ? ORDER BY games DESC LIMIT 1", (GUILD,)
    ).fetchone()[0]
    someone = conn.execute(
        "SELECT user_id FROM ratings WHERE guild_id = ? ORDER BY mu LIMIT 1 OFFSET 5000", (GUILD,)
    ).fetchone()
    someone = someone[0] if someone else busiest

    async def leaderboard(caller: int) -> None:
        board = await service.leaderboard(GUILD, GAME, caller)
        rows = tuple(
            LeaderRow(r.rank, f"player {r.rating.user_id % 10000}", r.rating.shown,
                      r.rating.games, r.trend) for r in board.top
        )  # fmt: skip
        mine = board.caller
        extra = None if mine is None else LeaderRow(mine.rank, "me", mine.rating.shown,
                                                    mine.rating.games, mine.trend, me=True)  # fmt: skip
        await asyncio.to_thread(render_leaderboard, LeaderboardView("Meter", rows, extra))

    async def profile(user: int) -> None:
        found = await service.profile(GUILD, user)
        await asyncio.to_thread(render_rating_chart, "Meter rating", found.chart)

    cases: list[tuple[str, Callable[[], Awaitable[None]]]] = [
        ("/leaderboard (caller outside the top 20)", functools.partial(leaderboard, someone)),
        ("/profile of the busiest player", functools.partial(profile, busiest)),
        ("/profile of a mid-table player", functools.partial(profile, someone)),
    ]
    for name, call in cases:
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            await call()
            times.append((time.perf_counter() - start) * 1000)
        print(f"{name}: median {statistics.median(times):.1f} ms, max {max(times):.1f} ms "
              f"over {runs} runs (target < 300 ms)")  # fmt: skip
    games_of = conn.execute(
        "SELECT (SELECT count(*) FROM matches WHERE seat0_id = ?) + "
        "(SELECT count(*) FROM matches WHERE seat1_id = ?)",
        (busiest, busiest),
    ).fetchone()[0]
    print(f"busiest player: {games_of} finished games")
    for label, sql, params in (
        ("top 20", "SELECT * FROM ratings WHERE guild_id = ? AND game_id = ? ORDER BY mu DESC, "
         "user_id LIMIT 20", (GUILD, GAME)),
        ("rank", "SELECT count(*) FROM ratings WHERE guild_id = ? AND game_id = ? AND mu > ?",
         (GUILD, GAME, 1500.0)),
        ("trend/chart", "SELECT * FROM rating_history WHERE guild_id = ? AND user_id = ? AND "
         "game_id = ? ORDER BY at DESC LIMIT 100", (GUILD, busiest, GAME)),
        ("recent games", "SELECT id FROM matches INDEXED BY matches_finished_by_seat0 WHERE "
         "seat0_id = ? AND guild_id = ? AND status = 'finished' ORDER BY finished_at DESC "
         "LIMIT 5", (busiest, GUILD)),
    ):  # fmt: skip
        plan = conn.execute(f"EXPLAIN QUERY PLAN {sql}", params).fetchall()
        print(f"  plan {label}: " + " / ".join(row[-1] for row in plan))
    conn.close()
    await store.close()


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench ratings")
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite3"

        async def migrate() -> None:
            store = await SqliteStore.open(path)  # runs the migrations
            await store.close()

        asyncio.run(migrate())
        start = time.perf_counter()
        fill(path, args.players, args.games)
        print(f"filled {args.players} players, {args.games} finished games in "
              f"{time.perf_counter() - start:.0f} s")  # fmt: skip
        asyncio.run(measure(path, args.runs))
