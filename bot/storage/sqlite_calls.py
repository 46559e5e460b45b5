"""Every statement run on an SQLite file, as one call on aiosqlite's thread that closes its
cursor there: only plain rows and counts come back to the event loop.

aiosqlite's own ``execute`` and ``executemany`` hand the sqlite3 cursor to the event loop and
leave it open. Until the last reference to it goes, the cursor's statement stays in progress
(when it answers rows nobody read) and it keeps a statement of sqlite3's statement cache; a
reference cycle (a future, a callback or a traceback that holds it) defers that to a garbage
collection, on whatever thread runs it. That made two faults: ``VACUUM`` refused with "cannot
VACUUM - SQL statements in progress" (the unread answer of ``PRAGMA secure_delete = ON`` still
open), and ``executemany`` failed with "bad parameter or other API misuse" (a finished cursor,
finalised while the next statement of the same text ran on its cached statement, reset that
statement under it). Both are shown in ``tests/storage/test_cursors.py``, which also checks
that nothing else in ``bot/storage`` runs a statement on an aiosqlite connection.

Here each call opens its cursor, reads it to the end and closes it before it returns, on the
connection's thread, also when the statement fails: a cursor the collector frees later holds
no statement. The one exception is ``batches`` (``copy.py`` reading a whole table, with the
bot stopped), whose cursor stays open between batches and is closed by ``async with``.
aiosqlite has no public way to run a function on its thread; its own ``execute_fetchall``
uses ``Connection._execute``, and so do these (aiosqlite 0.22.1).
"""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import aiosqlite

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Answer:
    """What one statement answered: its rows (all of them), the rows it changed (sqlite3's
    ``rowcount``: -1 for a statement that changes none) and the last inserted row's id."""

    rows: list[tuple[Any, ...]]
    changed: int
    row_id: int | None


async def run(conn: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> Answer:
    """Run one statement and read its whole answer."""
    return await _on_thread(conn, _run, conn, sql, params)


async def rows(
    conn: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()
) -> list[tuple[Any, ...]]:
    """Run one statement; its rows."""
    return (await run(conn, sql, params)).rows


async def run_many(conn: aiosqlite.Connection, sql: str, params: Iterable[Sequence[Any]]) -> int:
    """Run one changing statement once per parameter row; the rows changed in all."""
    return await _on_thread(conn, _run_many, conn, sql, list(params))


async def run_script(conn: aiosqlite.Connection, script: str) -> None:
    """Run a script of statements as it is (``executescript``: a pending transaction is
    committed first)."""
    await _on_thread(conn, _run_script, conn, script)


async def batches(
    conn: aiosqlite.Connection, sql: str, size: int
) -> AsyncIterator[list[tuple[Any, ...]]]:
    """The rows of one query, ``size`` at a time, without holding them all: the cursor stays
    open between batches, and is closed when the loop over them ends or breaks off."""
    async with conn.execute(sql) as cursor:
        while batch := await cursor.fetchmany(size):
            yield [tuple(row) for row in batch]


# ---- on the connection's thread ----------------------------------------------------------


async def _on_thread(conn: aiosqlite.Connection, function: Callable[..., T], *args: Any) -> T:
    """``function(*args)`` called on the connection's thread, in turn with its statements."""
    call: Callable[..., Awaitable[T]] = conn._execute
    return await call(function, *args)


def _connection(conn: aiosqlite.Connection) -> sqlite3.Connection:
    return conn._conn


def _run(conn: aiosqlite.Connection, sql: str, params: Sequence[Any]) -> Answer:
    cursor = _connection(conn).cursor()
    try:
        cursor.execute(sql, params)
        return Answer(cursor.fetchall(), cursor.rowcount, cursor.lastrowid)
    finally:
        cursor.close()


def _run_many(conn: aiosqlite.Connection, sql: str, params: list[Sequence[Any]]) -> int:
    cursor = _connection(conn).cursor()
    try:
        cursor.executemany(sql, params)
        return cursor.rowcount
    finally:
        cursor.close()


def _run_script(conn: aiosqlite.Connection, script: str) -> None:
    cursor = _connection(conn).cursor()
    try:
        cursor.executescript(script)
    finally:
        cursor.close()
