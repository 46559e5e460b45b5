"""``scrub()`` after a forget: nothing of a rewritten row is left in the SQLite file.

``PRAGMA secure_delete`` zeroes freed cells, but not the unused space of a page that SQLite
rebuilds while rows are rewritten: a forget (which rewrites every row naming the player) could
leave the player's id in the file. The scenario below is a seeded mix of inserts, deletes and
updates, then the rewrite a forget does; on the SQLite Python ships it leaves the id behind
after a plain checkpoint, which the first assertion checks (so the test can fail)."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from bot.storage import SqliteStore

USER = "712345678901234567"
SEED = 41  # a seed whose churn leaves the id behind (found by trying)


def churn(path: Path, seed: int = SEED) -> None:
    """Rows naming ``USER`` written, deleted and rewritten, then every mention replaced."""
    rng = random.Random(seed)
    con = sqlite3.connect(path)
    con.execute("PRAGMA journal_mode = WAL")
    con.execute("PRAGMA secure_delete = ON")
    con.execute("CREATE TABLE scratch (id INTEGER PRIMARY KEY, body TEXT)")
    ids: list[int] = []
    for _ in range(400):
        body = "p" * rng.randint(10, 400) + (USER if rng.random() < 0.3 else "")
        roll = rng.random()
        if roll < 0.6 or not ids:
            ids.append(con.execute("INSERT INTO scratch (body) VALUES (?)", (body,)).lastrowid or 0)
        elif roll < 0.8:
            con.execute("DELETE FROM scratch WHERE id = ?", (ids.pop(rng.randrange(len(ids))),))
        else:
            con.execute("UPDATE scratch SET body = ? WHERE id = ?", (body, rng.choice(ids)))
        if rng.random() < 0.1:
            con.commit()
    con.commit()
    named = con.execute("SELECT id, body FROM scratch WHERE body LIKE ?", (f"%{USER}%",))
    for row_id, body in named.fetchall():
        con.execute("UPDATE scratch SET body = ? WHERE id = ?", (body.replace(USER, "-1"), row_id))
    con.commit()
    con.close()


def left_in(path: Path) -> int:
    data = path.read_bytes()
    wal = path.with_name(path.name + "-wal")
    return (data + (wal.read_bytes() if wal.exists() else b"")).count(USER.encode())


async def test_a_checkpoint_leaves_old_bytes_and_a_scrub_does_not(tmp_path: Path) -> None:
    path = tmp_path / "arena.sqlite3"
    churn(path)
    store = await SqliteStore.open(path)
    try:
        await store.checkpoint()
        assert left_in(path) > 0, "SQLite zeroed everything itself: the scenario needs a change"
        await store.scrub()
        assert left_in(path) == 0
        async with store.read() as uow:  # still a working store
            assert await uow.load_match(1) is None
    finally:
        await store.close()
