"""``SqliteStore``: the engine's ``Store`` port on one SQLite file (the only writer).

Datasette's habits: one connection, WAL, explicit ``BEGIN IMMEDIATE`` transactions, foreign keys
on, a busy timeout, numbered migrations applied on open. All transactions of the process go
through one ``asyncio.Lock``, so they never interleave on the shared connection. Every statement
runs through ``bot.storage.sqlite_calls``, which closes its cursor before it answers.

``synchronous=NORMAL`` (the default here) keeps every commit across a process crash (SIGKILL)
but may lose the last commits on a power cut; pass ``synchronous="FULL"`` to trade speed for that.

    store = await SqliteStore.open("data/stone-arena.sqlite3")
    async with store.transaction() as uow:
        match = await uow.load_match(12)
    await store.close()

Faults of the file itself (read-only, full disk, cannot open, damaged) leave here as
``StorageUnavailable`` (``bot/storage/faults.py``), logged once when they start and once when a
write succeeds again. At start-up every such fault is permanent (``open`` raises and the bot
exits with status 3); while running, a permanent one is handed to ``on_permanent``.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
from collections.abc import AsyncIterator, Callable, Hashable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Literal

import aiosqlite

from bot.engine.errors import StorageUnavailable
from bot.storage.faults import FaultLog, classify
from bot.storage.migrate import MIGRATIONS_DIR, migrate
from bot.storage.sqlite_calls import rows, run
from bot.storage.unit import SqliteUnitOfWork

DEFAULT_PATH = Path("data/stone-arena.sqlite3")
Synchronous = Literal["OFF", "NORMAL", "FULL", "EXTRA"]


class _NoStatements(logging.Filter):
    """aiosqlite's DEBUG lines print every statement with its parameters, sealed Thwart Omega
    moves included: they never reach a log, whatever the level (a log is read by operators, and
    a sealed move is its player's secret until the round ends)."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno > logging.DEBUG


logging.getLogger("aiosqlite").addFilter(_NoStatements())


class SqliteStore:
    """A ``Store`` backed by an SQLite file; create it with ``await SqliteStore.open(path)``."""

    # One process owns the file (the pump fires every timer and delivers every row itself).
    shared = False

    def __init__(self, conn: aiosqlite.Connection, path: Path, busy_timeout_ms: int = 5000) -> None:
        self._conn = conn
        self.path = path
        self._busy_timeout_ms = int(busy_timeout_ms)
        self._lock = asyncio.Lock()
        self._closed = False
        self.faults = FaultLog()
        # Called with a permanent fault met while running (the composition root stops the bot).
        self.on_permanent: Callable[[StorageUnavailable], None] | None = None

    @classmethod
    async def open(
        cls,
        path: str | Path = DEFAULT_PATH,
        *,
        busy_timeout_ms: int = 5000,
        synchronous: Synchronous = "NORMAL",
        migrations: Path = MIGRATIONS_DIR,
    ) -> SqliteStore:
        """Open (creating the file and its folder if needed), configure, migrate and check
        that it can be written; ``StorageUnavailable`` (permanent) naming the file if not."""
        path = Path(path)
        try:
            if str(path) != ":memory:":
                path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise _at_start(error, path) from error
        connecting = aiosqlite.connect(path, isolation_level=None)
        try:
            conn = await connecting
        except (sqlite3.Error, OSError) as error:
            await _worker_ended(connecting)
            raise _at_start(error, path) from error
        try:
            # Every statement through ``sqlite_calls``: these pragmas answer with a row, and an
            # answer left unread kept its statement in progress (a VACUUM then refused).
            await run(conn, f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            [(mode,)] = await rows(conn, "PRAGMA journal_mode = WAL")
            if str(mode).lower() != "wal" and str(path) != ":memory:":
                raise RuntimeError(f"could not switch {path} to WAL (journal mode {mode})")
            await run(conn, f"PRAGMA synchronous = {synchronous}")
            await run(conn, "PRAGMA foreign_keys = ON")
            # Deleted and overwritten content is zeroed in the file, so that a forgotten
            # player's id or a pruned private message does not linger in free space
            # (docs/privacy.md); the WAL keeps old pages until the next checkpoint.
            await run(conn, "PRAGMA secure_delete = ON")
            await migrate(conn, migrations)
            await run(conn, "BEGIN IMMEDIATE")  # can it be written? (a read-only file fails)
            await run(conn, "COMMIT")
        except BaseException as error:
            await conn.close()
            if isinstance(error, sqlite3.Error | OSError):
                raise _at_start(error, path) from error
            raise
        return cls(conn, path, busy_timeout_ms)

    async def close(self) -> None:
        """Close the connection (a second call does nothing)."""
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self._conn.close()

    @asynccontextmanager
    async def transaction(self, lock: Hashable | None = None) -> AsyncIterator[SqliteUnitOfWork]:
        """``BEGIN IMMEDIATE`` ... ``COMMIT``; rolled back if the block raises (or is cancelled).
        ``lock`` is ignored: this store's transactions never overlap."""
        async with self._lock:
            try:
                await run(self._conn, "BEGIN IMMEDIATE")
                try:
                    yield SqliteUnitOfWork(self._conn)
                except BaseException:
                    await self._rollback()
                    raise
                try:
                    await run(self._conn, "COMMIT")
                except BaseException:
                    await self._rollback()
                    raise
            except sqlite3.Error as error:
                fault = self._fault(error)
                if fault is None:
                    raise
                raise fault from error
        self.faults.succeeded()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[SqliteUnitOfWork]:
        """A deferred transaction that is always rolled back: a consistent read."""
        async with self._lock:
            try:
                await run(self._conn, "BEGIN")
                try:
                    yield SqliteUnitOfWork(self._conn)
                finally:
                    await self._rollback()
            except sqlite3.Error as error:
                fault = self._fault(error)
                if fault is None:
                    raise
                raise fault from error

    def _fault(self, error: sqlite3.Error) -> StorageUnavailable | None:
        """``StorageUnavailable`` for a fault of the file (logged once), else ``None``."""
        return self.faults.note(classify(error, self.path), self.on_permanent)

    async def _rollback(self) -> None:
        if self._conn.in_transaction:
            try:
                await run(self._conn, "ROLLBACK")
            except sqlite3.Error:  # SQLite may have rolled back by itself (a full disk)
                if self._conn.in_transaction:
                    raise

    # ---- maintenance -----------------------------------------------------------------------

    async def integrity_check(self) -> str:
        """``PRAGMA integrity_check``'s answer (``"ok"`` when the file is sound)."""
        async with self._lock:
            answer = await rows(self._conn, "PRAGMA integrity_check")
            return "\n".join(str(r[0]) for r in answer)

    async def foreign_key_problems(self) -> int:
        """How many rows break a foreign key (``PRAGMA foreign_key_check``)."""
        async with self._lock:
            return len(await rows(self._conn, "PRAGMA foreign_key_check"))

    async def checkpoint(self) -> None:
        """Fold the WAL into the main file and truncate it to nothing (a schedule runs this:
        ``bot/engine/outbox/upkeep.py``; otherwise the WAL only grows back to its largest size)."""
        async with self._lock:
            try:
                # Never wait for another connection's readers (a backup, say): with them the
                # checkpoint does what it can and the next one finishes the job.
                await run(self._conn, "PRAGMA busy_timeout = 0")
                try:
                    await run(self._conn, "PRAGMA wal_checkpoint(TRUNCATE)")
                finally:
                    await run(self._conn, f"PRAGMA busy_timeout = {self._busy_timeout_ms}")
            except sqlite3.Error as error:
                fault = self._fault(error)
                if fault is None:
                    raise
                raise fault from error

    async def scrub(self) -> None:
        """Leave nothing deleted or overwritten anywhere in the file, then empty the WAL (after
        a forget: docs/privacy.md). ``secure_delete`` zeroes freed cells, but a page that
        SQLite rebuilds when a row is rewritten (a forget rewrites every row naming the
        player) keeps old bytes in its unused space; ``VACUUM`` writes every page anew. It
        holds the write lock for as long as it copies the database (``./dev bench scrub``)."""
        async with self._lock:
            try:
                await run(self._conn, "VACUUM")
            except sqlite3.Error as error:
                fault = self._fault(error)
                if fault is None:
                    raise
                raise fault from error
        await self.checkpoint()

    async def pragma(self, name: str) -> object:
        """The value of a read-only pragma such as ``journal_mode`` or ``foreign_keys``."""
        if not name.replace("_", "").isalpha():
            raise ValueError(f"not a pragma name: {name!r}")
        async with self._lock:
            answer = await rows(self._conn, f"PRAGMA {name}")
            return answer[0][0] if answer else None


async def _worker_ended(connecting: aiosqlite.Connection) -> None:
    """Wait for the worker thread of a connection that failed to open.

    aiosqlite (0.22.1) answers a failed connect by queueing its thread's stop without waiting
    for it (omnilib/aiosqlite#387, #389): the thread then hands its last result to the event
    loop that asked, and if that loop has closed meanwhile (the bot exits with status 3; a test
    ends) it dies with "RuntimeError: Event loop is closed". Joining it here, while the loop
    still runs, leaves nothing behind.
    """
    worker = getattr(connecting, "_thread", None)
    if isinstance(worker, threading.Thread) and worker.is_alive():
        await asyncio.to_thread(worker.join, 10.0)


def _at_start(error: BaseException, path: Path) -> BaseException:
    """At start-up every fault of the file is permanent: nothing has run yet to wait for."""
    fault = classify(error, path)
    if fault is None:
        return error
    return StorageUnavailable(fault.path, fault.cause, permanent=True)
