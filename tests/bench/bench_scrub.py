"""How long a forget's scrub holds SQLite's write lock: ``python -m tests.bench scrub [--mb N ...]``.

After a forget the bot rewrites the whole SQLite file (``SqliteStore.scrub``: ``VACUUM`` and a
WAL checkpoint, docs/privacy.md); every other write waits meanwhile. For each size this builds a
database of about that many megabytes (the bot's schema plus rows of match-like text), then
times one scrub, and one write started while it runs (how long it waited).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import tempfile
import time
from pathlib import Path

from bot.storage import SqliteStore

ROW_BYTES = 400


def fill(path: Path, megabytes: int) -> None:
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE IF NOT EXISTS bulk (id INTEGER PRIMARY KEY, body TEXT)")
    rng = random.Random(1)
    rows = megabytes * 1024 * 1024 // ROW_BYTES
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 "
    for start in range(0, rows, 10_000):
        batch = [
            ("".join(rng.choices(alphabet, k=ROW_BYTES)),) for _ in range(min(10_000, rows - start))
        ]
        con.executemany("INSERT INTO bulk (body) VALUES (?)", batch)
        con.commit()
    con.close()


async def one(megabytes: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "arena.sqlite3"
        store = await SqliteStore.open(path)
        await store.close()
        fill(path, megabytes)
        store = await SqliteStore.open(path)
        try:
            size = path.stat().st_size / 1024 / 1024
            started = time.perf_counter()
            scrub = asyncio.create_task(store.scrub())
            await asyncio.sleep(0.05)
            write_started = time.perf_counter()
            async with store.transaction() as uow:
                await uow.load_match(1)
            waited = time.perf_counter() - write_started
            await scrub
            took = time.perf_counter() - started
        finally:
            await store.close()
        print(
            f"{size:7.1f} MB: scrub {took:6.2f} s; a write started during it waited {waited:6.2f} s"
        )


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench scrub", description=__doc__)
    parser.add_argument("--mb", type=int, nargs="+", default=[50, 200], help="database sizes")
    args = parser.parse_args(argv)
    for megabytes in args.mb:
        asyncio.run(one(megabytes))
