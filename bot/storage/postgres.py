"""``PostgresStore``: the engine's ``Store`` port on a PostgreSQL database (asyncpg), for one or
several bot processes sharing it (more than one machine, or a restart with no gap).

    store = await PostgresStore.open("postgresql://arena@db/arena")

A pool of connections (``POOL_SIZE``); each transaction holds one connection from ``BEGIN`` to
``COMMIT``. Transactions run concurrently, in this process and in others: what keeps two changes
of one match apart is the database, not an ``asyncio.Lock``. ``transaction(lock=key)`` first
takes a transaction-scoped advisory lock on ``key`` (the match service passes its per-match key),
and the rows a change starts from are read ``FOR UPDATE`` (``postgres_unit.py``); a killed
process's locks end with its connection. ``read()`` is a ``REPEATABLE READ`` transaction that is
always rolled back. The numbered migrations run on open (``postgres_migrate.py``).

Two transactions that lock the same rows in opposite orders deadlock; PostgreSQL aborts one
(40P01; 40001 for a serialization failure). That leaves here as ``TransactionConflict``, not a
fault: nothing of the transaction was kept, and the engine runs the whole unit of work again
(``bot.engine.retry``).

Faults of the server (it cannot be reached, it is shutting down, its disk is full, it is a
read-only standby) leave here as ``StorageUnavailable`` (``bot/storage/faults.py``), logged once
like SQLite's; while running they pass (the pump backs off). At start-up ``open(url, wait=...)``
waits out a server that cannot be reached yet (``bot/storage/waiting.py``); what waiting cannot
fix (a refused login, no such database, a URL that cannot be read) is permanent at once (the bot
exits with status 3).
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import ssl
import time
import uuid
from collections.abc import AsyncIterator, Callable, Hashable
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.engine.errors import StorageUnavailable, TransactionConflict
from bot.storage.faults import FaultLog, server_fault, unreachable
from bot.storage.migrate import MIGRATIONS_DIR
from bot.storage.postgres_migrate import migrate_postgres
from bot.storage.postgres_unit import PostgresUnitOfWork
from bot.storage.waiting import Clock, Sleep, waited_out

log = logging.getLogger("bot.storage")

# Connections per process: the delivery tasks (16 at most) mark rows in short transactions and
# commands wait for one only as long as a transaction takes.
POOL_SIZE = 10
# Waiting longer than this for a free connection is a fault (the server or the pool is stuck).
ACQUIRE_TIMEOUT = 30.0


def shown_url(url: str) -> str:
    """``url`` without its password (for logs and messages)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[-1]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


# SQLSTATEs that abort a transaction for a conflict with another one (``TransactionConflict``:
# the unit of work is run again, ``bot.engine.retry``): a deadlock, a serialization failure.
_CONFLICT = ("40P01", "40001")


# What the driver raises when the connection itself failed (refused, lost, a protocol state
# broken by the server ending the session), as opposed to a statement's error.
CONNECTION_ERRORS = (OSError, TimeoutError, asyncpg.InterfaceError, asyncpg.InternalClientError)
# Every error this store looks at: the server's (by SQLSTATE) and the connection's.
DRIVER_ERRORS = (asyncpg.PostgresError, *CONNECTION_ERRORS)


def classify_postgres(
    error: BaseException, url: str
) -> StorageUnavailable | TransactionConflict | None:
    """The fault ``error`` means for the database at ``url`` (or the conflict: the transaction
    may be run again); ``None``: neither a server fault nor a conflict."""
    where = shown_url(url)
    if isinstance(error, asyncpg.PostgresError):
        code = str(getattr(error, "sqlstate", "") or "")
        if code in _CONFLICT:
            return TransactionConflict(f"{error} ({code})")
        return server_fault(code, where, str(error))
    if isinstance(error, CONNECTION_ERRORS):
        # Cannot connect (refused, no socket, a host name DNS does not know yet), the
        # connection was lost, no connection free in time.
        return unreachable(where, error)
    return None


class PostgresStore:
    """A ``Store`` on a PostgreSQL database; create it with ``await PostgresStore.open(url)``."""

    # Several processes may share this database (the pump claims timers and rows with leases).
    shared = True

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self.url = url
        self.path = shown_url(url)  # what the fault log and ``python -m bot health`` name
        self.faults = FaultLog()
        self.on_permanent: Callable[[StorageUnavailable], None] | None = None
        self._closed = False
        # Who claims timers and outbox rows (``claimed_by``): this process, this time.
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        pool_size: int = POOL_SIZE,
        migrations: Path = MIGRATIONS_DIR,
        wait: float = 0.0,
        sleep: Sleep = asyncio.sleep,
        clock: Clock = time.monotonic,
    ) -> PostgresStore:
        """Connect, migrate and check that the database can be written; ``StorageUnavailable``
        naming the database if not: permanent for what waiting cannot fix, else the last fault
        after ``wait`` seconds of trying again (``bot/storage/waiting.py``; ``sleep`` and
        ``clock`` pace it)."""

        async def attempt() -> PostgresStore:
            return await cls._open_once(url, pool_size, migrations)

        return await waited_out(attempt, wait=wait, sleep=sleep, clock=clock)

    @classmethod
    async def _open_once(cls, url: str, pool_size: int, migrations: Path) -> PostgresStore:
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=pool_size,
                server_settings={"application_name": "stone-arena"},
            )
        except (*DRIVER_ERRORS, ValueError) as error:  # ValueError: a URL asyncpg cannot read
            raise _at_start(error, url) from error
        try:
            async with pool.acquire() as conn:
                await migrate_postgres(conn, migrations)
                async with conn.transaction():
                    await conn.execute("CREATE TEMPORARY TABLE stone_can_write (x int)")
        except BaseException as error:
            await pool.close()
            if isinstance(error, DRIVER_ERRORS):
                raise _at_start(error, url) from error
            raise
        return cls(pool, url)

    async def close(self) -> None:
        """Close every connection (a second call does nothing)."""
        if not self._closed:
            self._closed = True
            await self._pool.close()

    @asynccontextmanager
    async def transaction(self, lock: Hashable | None = None) -> AsyncIterator[PostgresUnitOfWork]:
        """``BEGIN`` ... ``COMMIT`` on a connection of the pool, holding the database's lock on
        ``lock`` (if given) from the start; rolled back if the block raises."""
        try:
            async with (
                self._pool.acquire(timeout=ACQUIRE_TIMEOUT) as conn,
                conn.transaction(),
            ):
                uow = PostgresUnitOfWork(conn, write=True, owner=self.owner)
                if lock is not None:
                    await uow.lock(lock)
                yield uow
        except DRIVER_ERRORS as error:
            fault = self._fault(error)
            if fault is None:
                raise
            raise fault from error
        self.faults.succeeded()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[PostgresUnitOfWork]:
        """A ``REPEATABLE READ`` transaction that is always rolled back: a consistent read."""
        try:
            async with self._pool.acquire(timeout=ACQUIRE_TIMEOUT) as conn:
                transaction = conn.transaction(isolation="repeatable_read")
                await transaction.start()
                try:
                    yield PostgresUnitOfWork(conn, write=False, owner=self.owner)
                finally:
                    await transaction.rollback()
        except DRIVER_ERRORS as error:
            fault = self._fault(error)
            if fault is None:
                raise
            raise fault from error

    def _fault(self, error: BaseException) -> StorageUnavailable | TransactionConflict | None:
        fault = classify_postgres(error, self.url)
        if isinstance(fault, TransactionConflict):
            return fault  # not a fault of the server: the next attempt may well succeed
        return self.faults.note(fault, self.on_permanent)

    async def checkpoint(self) -> None:
        """Nothing to do: PostgreSQL checkpoints its write-ahead log by itself."""

    async def scrub(self) -> None:
        """Nothing the bot does: old row versions stay in the server's files until ``VACUUM``
        (autovacuum, or the operator) reclaims them (docs/privacy.md)."""

    async def execute(self, sql: str) -> None:
        """Run one statement outside the engine's transactions (maintenance, tests)."""
        async with self._pool.acquire() as conn:
            await conn.execute(sql)


def _at_start(error: BaseException, url: str) -> BaseException:
    """What ``error`` means while opening: a server that cannot be reached (yet) is worth
    waiting for; any other fault of the server, or a URL that cannot be read, is not."""
    if isinstance(error, asyncpg.ClientConfigurationError | ssl.SSLCertVerificationError):
        # A URL option asyncpg refuses, a certificate that does not verify: waiting changes
        # nothing (checked first: both are connection errors too). While running, a broken
        # TLS session is a lost connection like any other.
        return StorageUnavailable(
            shown_url(url), f"the connection is misconfigured ({error})", permanent=True
        )
    fault = classify_postgres(error, url)
    if isinstance(fault, TransactionConflict):
        return error
    if fault is None:
        if not isinstance(error, ValueError):
            return error
        return StorageUnavailable(
            shown_url(url), f"the URL cannot be read ({error})", permanent=True
        )
    if fault.unreachable or fault.permanent:
        return fault
    return StorageUnavailable(fault.path, fault.cause, permanent=True)
