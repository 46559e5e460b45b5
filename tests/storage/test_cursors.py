"""Every SQLite statement's cursor is closed where it ran, before its answer comes back
(``bot/storage/sqlite_calls.py``), so nothing the garbage collector frees late can leave a
statement in progress or reset one in use.

aiosqlite hands each cursor of its ``execute`` to the event loop through a future; anything
that keeps that future (a reference cycle: simcord's callback records are such cycles in the
bot's tests) keeps the cursor until a garbage collection, on whatever thread runs it. The
``kept`` fixture keeps every answer aiosqlite's thread hands back, as such a cycle does, so the
two faults it caused happen every time instead of now and then:

* ``store.scrub()``'s ``VACUUM`` refused with "cannot VACUUM - SQL statements in progress" (the
  unread answer of ``PRAGMA secure_delete = ON``, run when the store opened, still open);
* ``mark_started``'s ``executemany`` failed with "bad parameter or other API misuse": an earlier
  ``mark_started``'s cursor, freed while the next one was binding its first row, reset the
  cached statement of the same text under it, which then skipped its own reset, so the second
  row was bound to a statement still running.
"""

from __future__ import annotations

import ast
import sqlite3
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import aiosqlite
import aiosqlite.core
import pytest

from bot.engine.clock import FAKE_EPOCH
from bot.engine.model import Audience, Notification
from bot.storage.sqlite import SqliteStore

NOW = FAKE_EPOCH + timedelta(seconds=1)
STORAGE = Path(__file__).parents[2] / "bot" / "storage"
# aiosqlite's ways of running a statement, each of which hands a cursor to the caller or keeps
# one open (``cursor``, ``execute``, ``executemany``, ``executescript``) or leaves a cursor's
# end of life to the collector (``execute_fetchall``, ``execute_insert``).
STATEMENT_METHODS = {
    "cursor",
    "execute",
    "executemany",
    "executescript",
    "execute_fetchall",
    "execute_insert",
}


@pytest.fixture
def kept(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every answer aiosqlite's thread hands back to the event loop, kept alive (cursors
    included, if any come back)."""
    answers: list[object] = []
    hand_back = aiosqlite.core.set_result

    def keeping(future: Any, result: object) -> None:
        answers.append(result)
        hand_back(future, result)

    monkeypatch.setattr(aiosqlite.core, "set_result", keeping)
    return answers


@pytest.fixture
async def store(tmp_path: Path, kept: list[object]) -> AsyncIterator[SqliteStore]:
    store = await SqliteStore.open(tmp_path / "arena.sqlite3")
    yield store
    await store.close()


def _notes(count: int) -> list[Notification]:
    return [Notification("board", Audience.PUBLIC, 7, {"n": n}) for n in range(count)]


async def test_a_scrub_after_a_forget_finds_no_statement_in_progress(
    store: SqliteStore, kept: list[object]
) -> None:
    async with store.transaction() as uow:
        await uow.ensure_player(312_345_678_901_234_567, NOW)
        await uow.put_outbox(_notes(2), NOW)
    await store.scrub()  # raised "cannot VACUUM - SQL statements in progress"
    assert await store.integrity_check() == "ok"
    assert kept, "the fixture saw no answer: aiosqlite no longer hands them back this way"


class FreedWhileBound(int):
    """An outbox row id that drops every kept answer when sqlite3 binds it: the moment a
    garbage collection (which may start at any allocation, on any thread) frees them."""

    kept: list[object]

    def __conform__(self, protocol: object) -> int:
        self.kept.clear()
        return int(self)


async def test_a_cursor_freed_late_does_not_break_the_next_executemany(
    store: SqliteStore, kept: list[object]
) -> None:
    async with store.transaction() as uow:
        await uow.put_outbox(_notes(4), NOW)
        ids = [item.id for item in await uow.pending_outbox(NOW, 10)]
    async with store.transaction() as uow:
        await uow.mark_started(ids[:2], NOW)
    # A statement between: aiosqlite's thread holds its last answer until it has the next one.
    async with store.read() as uow:
        await uow.pending_outbox(NOW, 10)
    freed = FreedWhileBound(ids[2])
    freed.kept = kept
    later = NOW + timedelta(seconds=5)
    async with store.transaction() as uow:  # raised "bad parameter or other API misuse"
        await uow.mark_started([freed, ids[3]], later)
    async with store.read() as uow:
        started = [item.started_at for item in await uow.pending_outbox(NOW, 10)]
    assert started == [NOW, NOW, later, later]


async def test_no_cursor_ever_reaches_the_event_loop(
    store: SqliteStore, kept: list[object]
) -> None:
    """Only rows and counts come back: a cursor freed on another thread cannot touch a
    statement the connection's thread is running."""
    async with store.transaction() as uow:
        await uow.ensure_player(312_345_678_901_234_567, NOW)
        await uow.put_outbox(_notes(3), NOW)
        items = await uow.claim_outbox(NOW, 10, timedelta(seconds=60))
        await uow.mark_started([i.id for i in items], NOW)
        assert await uow.mark_delivered(items[0].id, NOW, items[0].claim)
        assert await uow.prune_outbox(NOW + timedelta(seconds=1)) == 1
    async with store.read() as uow:
        assert len(await uow.outbox_items()) == 2
    await store.checkpoint()
    await store.scrub()
    assert await store.pragma("foreign_keys") == 1
    assert await store.foreign_key_problems() == 0
    cursors = [a for a in kept if isinstance(a, sqlite3.Cursor | aiosqlite.Cursor)]
    assert cursors == []
    assert kept


def _stray_calls(folder: Path) -> list[str]:
    """``x.method(...)`` calls of aiosqlite's statement methods in ``folder`` outside
    ``sqlite_calls.py`` and outside the PostgreSQL code (``postgres*.py`` modules and
    ``Postgres*`` classes: asyncpg's ``execute`` answers a status, no cursor)."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        if path.name == "sqlite_calls.py" or path.name.startswith("postgres"):
            continue
        tree = ast.parse(path.read_text(), str(path))
        postgres = {
            id(node)
            for cls in ast.walk(tree)
            if isinstance(cls, ast.ClassDef) and cls.name.startswith("Postgres")
            for node in ast.walk(cls)
        }
        found += [
            f"{path.relative_to(folder)}:{node.lineno}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in STATEMENT_METHODS
            and id(node) not in postgres
        ]
    return found


def test_every_sqlite_statement_in_storage_goes_through_sqlite_calls(tmp_path: Path) -> None:
    assert _stray_calls(STORAGE) == []
    # What the check finds: a bare aiosqlite call, not asyncpg's in PostgreSQL code.
    (tmp_path / "units").mkdir()
    (tmp_path / "units" / "stray.py").write_text(
        "async def f(conn):\n    await conn.execute('PRAGMA secure_delete = ON')\n"
    )
    (tmp_path / "postgres_unit.py").write_text("async def f(conn):\n    await conn.execute('')\n")
    (tmp_path / "copy.py").write_text(
        "class PostgresSide:\n    async def f(self):\n        await self.conn.execute('')\n\n"
        "class SqliteSide:\n    async def f(self):\n        await self.conn.executemany('', [])\n"
    )
    assert _stray_calls(tmp_path) == ["copy.py:7", "units/stray.py:2"]
