"""``SqliteStore``: the engine's ``Store`` port on one SQLite file (the only writer).

Datasette's habits: one connection, WAL, explicit ``BEGIN IMMEDIATE`` transactions, foreign keys
on, a busy timeout, numbered migrations applied on open. All transactions of the process go
through one ``asyncio.Lock``, so they never interleave on the shared connection.

``synchronous=NORMAL`` (the default here) keeps every commit across a process crash (SIGKILL)
but may lose the last commits on a power cut; pass ``synchronous="FULL"`` to trade speed for that.

    store = await SqliteStore.open("data/stone-arena.sqlite3")
    async with store.transaction() as uow:
        match = await uow.load_match(12)
    await store.close()
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Literal

import aiosqlite

from bot.storage.migrate import MIGRATIONS_DIR, migrate
from bot.storage.unit import SqliteUnitOfWork

DEFAULT_PATH = Path("data/stone-arena.sqlite3")
Synchronous = Literal["OFF", "NORMAL", "FULL", "EXTRA"]


class SqliteStore:
    """A ``Store`` backed by an SQLite file; create it with ``await SqliteStore.open(path)``."""

    def __init__(self, conn: aiosqlite.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._lock = asyncio.Lock()
        self._closed = False

    @classmethod
    async def open(
        cls,
        path: str | Path = DEFAULT_PATH,
        *,
        busy_timeout_ms: int = 5000,
        synchronous: Synchronous = "NORMAL",
        migrations: Path = MIGRATIONS_DIR,
    ) -> SqliteStore:
        """Open (creating the file and its folder if needed), configure and migrate."""
        path = Path(path)
        if str(path) != ":memory:":
            path.parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            rows = await conn.execute_fetchall("PRAGMA journal_mode = WAL")
            mode = next(iter(rows))[0]
            if str(mode).lower() != "wal" and str(path) != ":memory:":
                raise RuntimeError(f"could not switch {path} to WAL (journal mode {mode})")
            await conn.execute(f"PRAGMA synchronous = {synchronous}")
            await conn.execute("PRAGMA foreign_keys = ON")
            await migrate(conn, migrations)
        except BaseException:
            await conn.close()
            raise
        return cls(conn, path)

    async def close(self) -> None:
        """Close the connection (a second call does nothing)."""
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self._conn.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqliteUnitOfWork]:
        """``BEGIN IMMEDIATE`` ... ``COMMIT``; rolled back if the block raises (or is cancelled)."""
        async with self._lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield SqliteUnitOfWork(self._conn)
            except BaseException:
                await self._rollback()
                raise
            try:
                await self._conn.execute("COMMIT")
            except BaseException:
                await self._rollback()
                raise

    @asynccontextmanager
    async def read(self) -> AsyncIterator[SqliteUnitOfWork]:
        """A deferred transaction that is always rolled back: a consistent read."""
        async with self._lock:
            await self._conn.execute("BEGIN")
            try:
                yield SqliteUnitOfWork(self._conn)
            finally:
                await self._rollback()

    async def _rollback(self) -> None:
        if self._conn.in_transaction:
            await self._conn.execute("ROLLBACK")

    # ---- maintenance -----------------------------------------------------------------------

    async def integrity_check(self) -> str:
        """``PRAGMA integrity_check``'s answer (``"ok"`` when the file is sound)."""
        async with self._lock:
            rows = await self._conn.execute_fetchall("PRAGMA integrity_check")
            return "\n".join(str(r[0]) for r in rows)

    async def foreign_key_problems(self) -> int:
        """How many rows break a foreign key (``PRAGMA foreign_key_check``)."""
        async with self._lock:
            return len(list(await self._conn.execute_fetchall("PRAGMA foreign_key_check")))

    async def checkpoint(self) -> None:
        """Fold the WAL into the main file (before measuring the file's size, say)."""
        async with self._lock:
            await self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    async def pragma(self, name: str) -> object:
        """The value of a read-only pragma such as ``journal_mode`` or ``foreign_keys``."""
        if not name.replace("_", "").isalpha():
            raise ValueError(f"not a pragma name: {name!r}")
        async with self._lock:
            rows = list(await self._conn.execute_fetchall(f"PRAGMA {name}"))
            return rows[0][0] if rows else None
