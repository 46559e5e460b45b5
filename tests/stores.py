"""Helpers for tests that run on both databases (the ``database_url`` fixture)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import asyncpg

from bot.storage.dialect import numbered
from bot.storage.url import is_postgres, sqlite_path

# What a broken constraint (foreign key, primary key, CHECK, an append-only trigger) raises.
INTEGRITY_ERRORS: tuple[type[Exception], ...] = (
    sqlite3.IntegrityError,
    asyncpg.IntegrityConstraintViolationError,
)


async def execute(url: str, sql: str, rows: Sequence[Sequence[Any]] = ((),)) -> None:
    """Run ``sql`` (``?`` placeholders) once per row on a connection of its own, outside the
    store (and, on SQLite, with foreign keys off: the driver's default)."""
    if is_postgres(url):
        conn = await asyncpg.connect(url)
        try:
            if rows == ((),):
                await conn.execute(numbered(sql))
            else:
                await conn.executemany(numbered(sql), rows)
        finally:
            await conn.close()
        return
    with sqlite3.connect(sqlite_path(url)) as db:
        db.executemany(sql, rows)
    db.close()


async def _pg_dump(url: str) -> list[str]:
    conn = await asyncpg.connect(url)
    try:
        tables = await conn.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' "
            "ORDER BY table_name"
        )
        out = []
        for (table,) in tables:
            for row in await conn.fetch(f"SELECT * FROM {table} ORDER BY 1, 2"):
                out.append(f"{table}: {tuple(row)!r}")
        return out
    finally:
        await conn.close()


def dump(url: str) -> list[str]:
    """Every row of every table, as text (to show that a refused request changed nothing)."""
    if is_postgres(url):
        # Called from async tests too: run in a thread with its own event loop.
        with ThreadPoolExecutor(1) as pool:
            return pool.submit(asyncio.run, _pg_dump(url)).result()
    with sqlite3.connect(sqlite_path(url)) as conn:
        lines = list(conn.iterdump())
    conn.close()
    return lines
