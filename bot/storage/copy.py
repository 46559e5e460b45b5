"""Copy a whole database to an empty one of either kind (``python -m bot.storage copy``).

Moving a server from SQLite to PostgreSQL (or back) while the bot is stopped:

1. both databases are opened as the bot opens them, so both are migrated to the same version
   (``schema_migrations`` is not copied: each side keeps its own record, and they must agree);
2. the destination must be empty (no row in any table): nothing is ever merged or overwritten;
3. every table is copied in one transaction, in batches, with the foreign keys checked at the
   commit (challenges and matches refer to each other); ids are kept, and PostgreSQL's identity
   counters are moved past them; claims on timers and outbox rows are dropped (the processes
   that held them are gone);
4. the copy is verified: the same number of rows in every table, and every match's move log
   replayed through the rules to its stored snapshot (``MatchService.verify``) on the copy.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import aiosqlite
import asyncpg

from bot.engine.clock import SystemClock
from bot.engine.matches.service import MatchService
from bot.storage import sqlite_calls as calls
from bot.storage.dialect import numbered
from bot.storage.postgres import shown_url
from bot.storage.url import is_postgres, open_store, sqlite_path

log = logging.getLogger(__name__)

BATCH = 1000
# Columns with a claim of a process that is gone (migration 0009).
CLAIMS = {"timers": ("claimed_by", "claim_until"), "outbox": ("claimed_by", "claim_until")}


class CopyError(RuntimeError):
    """The copy cannot be made or did not verify; the message says why."""


@dataclass
class Report:
    """What was copied: rows per table, and the matches whose replay failed on the copy."""

    rows: dict[str, int] = field(default_factory=dict)
    matches: int = 0
    not_replaying: list[int] = field(default_factory=list)

    def lines(self) -> list[str]:
        out = [
            f"  {table}: {count} {'row' if count == 1 else 'rows'}"
            for table, count in sorted(self.rows.items())
        ]
        out.append(f"  {self.matches} matches replayed to their stored positions")
        return out


class Side(Protocol):
    """One database, through its own driver, for the copy."""

    async def tables(self) -> list[str]: ...

    async def columns(self, table: str) -> list[str]: ...

    async def count(self, table: str) -> int: ...

    async def versions(self) -> list[int]: ...

    def batches(
        self, table: str, columns: Sequence[str]
    ) -> AsyncIterator[list[tuple[Any, ...]]]: ...

    async def begin(self) -> None: ...

    async def write(
        self, table: str, columns: Sequence[str], rows: list[tuple[Any, ...]]
    ) -> None: ...

    async def finish(self) -> None:
        """Clear the claims, move id counters, commit (foreign keys are checked here)."""
        ...

    async def close(self) -> None: ...


class SqliteSide:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    @classmethod
    async def connect(cls, path: Path) -> SqliteSide:
        conn = await aiosqlite.connect(path, isolation_level=None)
        await calls.run(conn, "PRAGMA foreign_keys = ON")
        return cls(conn)

    async def tables(self) -> list[str]:
        found = await calls.rows(
            self._conn,
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
            "AND name <> 'schema_migrations' ORDER BY name",
        )
        return [str(r[0]) for r in found]

    async def columns(self, table: str) -> list[str]:
        return [str(r[1]) for r in await calls.rows(self._conn, f"PRAGMA table_info({table})")]

    async def count(self, table: str) -> int:
        return int((await calls.rows(self._conn, f"SELECT count(*) FROM {table}"))[0][0])

    async def versions(self) -> list[int]:
        found = await calls.rows(
            self._conn, "SELECT version FROM schema_migrations ORDER BY version"
        )
        return [int(r[0]) for r in found]

    def batches(self, table: str, columns: Sequence[str]) -> AsyncIterator[list[tuple[Any, ...]]]:
        return calls.batches(self._conn, f"SELECT {', '.join(columns)} FROM {table}", BATCH)

    async def begin(self) -> None:
        await calls.run(self._conn, "BEGIN IMMEDIATE")
        await calls.run(self._conn, "PRAGMA defer_foreign_keys = ON")  # until the commit

    async def write(self, table: str, columns: Sequence[str], rows: list[tuple[Any, ...]]) -> None:
        marks = ", ".join("?" * len(columns))
        await calls.run_many(
            self._conn, f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows
        )

    async def finish(self) -> None:
        for table, names in CLAIMS.items():
            await calls.run(self._conn, f"UPDATE {table} SET {' = NULL, '.join(names)} = NULL")
        await calls.run(self._conn, "COMMIT")
        problems = await calls.rows(self._conn, "PRAGMA foreign_key_check")
        if problems:
            raise CopyError(f"the copy breaks {len(problems)} foreign keys")

    async def close(self) -> None:
        await self._conn.close()


class PostgresSide:
    def __init__(self, conn: asyncpg.Connection) -> None:
        self._conn = conn
        self._transaction: Any = None

    @classmethod
    async def connect(cls, url: str) -> PostgresSide:
        return cls(await asyncpg.connect(url))

    async def tables(self) -> list[str]:
        rows = await self._conn.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = "
            "current_schema() AND table_type = 'BASE TABLE' AND table_name <> "
            "'schema_migrations' ORDER BY table_name"
        )
        return [str(r[0]) for r in rows]

    async def columns(self, table: str) -> list[str]:
        return [name for name, _ in await self._typed(table)]

    async def _typed(self, table: str) -> list[tuple[str, str]]:
        rows = await self._conn.fetch(
            "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema "
            "= current_schema() AND table_name = $1 ORDER BY ordinal_position",
            table,
        )
        return [(str(r[0]), str(r[1])) for r in rows]

    async def count(self, table: str) -> int:
        return int(await self._conn.fetchval(f"SELECT count(*) FROM {table}"))

    async def versions(self) -> list[int]:
        rows = await self._conn.fetch("SELECT version FROM schema_migrations ORDER BY version")
        return [int(r[0]) for r in rows]

    async def batches(
        self, table: str, columns: Sequence[str]
    ) -> AsyncIterator[list[tuple[Any, ...]]]:
        async with self._conn.transaction(isolation="repeatable_read", readonly=True):
            cursor = await self._conn.cursor(f"SELECT {', '.join(columns)} FROM {table}")
            while rows := await cursor.fetch(BATCH):
                yield [tuple(r) for r in rows]

    async def begin(self) -> None:
        self._transaction = self._conn.transaction()
        await self._transaction.start()
        await self._conn.execute("SET CONSTRAINTS ALL DEFERRED")  # until the commit

    async def write(self, table: str, columns: Sequence[str], rows: list[tuple[Any, ...]]) -> None:
        # SQLite keeps whatever number it was given in a REAL column; PostgreSQL wants floats.
        types = dict(await self._typed(table))
        floats = [i for i, name in enumerate(columns) if types[name] == "double precision"]
        if floats:
            rows = [
                tuple(float(v) if i in floats and v is not None else v for i, v in enumerate(row))
                for row in rows
            ]
        await self._conn.copy_records_to_table(table, records=rows, columns=list(columns))

    async def finish(self) -> None:
        for table, names in CLAIMS.items():
            await self._conn.execute(f"UPDATE {table} SET {' = NULL, '.join(names)} = NULL")
        identities = await self._conn.fetch(
            "SELECT table_name, column_name FROM information_schema.columns WHERE "
            "table_schema = current_schema() AND is_identity = 'YES'"
        )
        for table, column in identities:
            await self._conn.execute(
                numbered(
                    "SELECT setval(pg_get_serial_sequence(?, ?), "
                    f"coalesce((SELECT max({column}) FROM {table}), 0) + 1, false)"
                ),
                table,
                column,
            )
        try:
            await self._transaction.commit()
        except asyncpg.IntegrityConstraintViolationError as error:
            raise CopyError(f"the copy breaks a foreign key: {error}") from error

    async def close(self) -> None:
        await self._conn.close()


async def _side(url: str) -> Side:
    if is_postgres(url):
        return await PostgresSide.connect(url)
    return await SqliteSide.connect(sqlite_path(url))


def shown(url: str) -> str:
    return shown_url(url) if is_postgres(url) else str(sqlite_path(url))


async def copy_database(source: str, destination: str) -> Report:
    """Copy ``source`` into the empty ``destination`` and verify it (see the module docstring);
    ``CopyError`` with a sentence if it cannot be done or does not verify."""
    if is_postgres(source) == is_postgres(destination) and shown(source) == shown(destination):
        raise CopyError("the source and the destination are the same database")
    if not is_postgres(source) and not sqlite_path(source).exists():
        raise CopyError(f"there is no database at {shown(source)}")
    for url in (source, destination):  # migrated as the bot would, to the same version
        await (await open_store(url)).close()
    src, dst = await _side(source), await _side(destination)
    try:
        tables = await src.tables()
        if sorted(tables) != await dst.tables():
            raise CopyError("the two databases do not have the same tables")
        if await src.versions() != await dst.versions():
            raise CopyError("the two databases are not at the same migration")
        for table in tables:
            if await dst.count(table):
                raise CopyError(
                    f"{shown(destination)} is not empty ({table} has rows): copy into a new, "
                    "empty database"
                )
        report = Report()
        await dst.begin()
        for table in tables:
            columns = await dst.columns(table)
            if sorted(columns) != sorted(await src.columns(table)):
                raise CopyError(f"the table {table} has different columns in the two databases")
            async for rows in src.batches(table, columns):
                await dst.write(table, columns, rows)
            report.rows[table] = await src.count(table)
        await dst.finish()
        for table in tables:
            copied = await dst.count(table)
            if copied != report.rows[table]:
                raise CopyError(
                    f"{table}: {report.rows[table]} rows in the source, {copied} copied"
                )
    finally:
        await src.close()
        await dst.close()
    store = await open_store(destination)
    try:
        service = MatchService(store, SystemClock())
        async with store.read() as uow:
            ids = await uow.match_ids()
        for match_id in ids:
            if not await service.verify(match_id):
                report.not_replaying.append(match_id)
        report.matches = len(ids)
    finally:
        await store.close()
    if report.not_replaying:
        raise CopyError(
            f"{len(report.not_replaying)} matches do not replay to their stored position on the "
            f"copy: {report.not_replaying[:20]}"
        )
    return report
