"""SQLite's "database is locked" (another program, such as ``python -m bot.outbox requeue`` or
``privacy forget``, holds the write lock past the busy timeout) is a passing fault of the
database: ``StorageUnavailable``, not permanent, so the pump backs off and tries again."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.engine.errors import StorageUnavailable
from bot.storage.sqlite import SqliteStore


async def test_a_database_locked_by_another_program_is_a_passing_fault(tmp_path: Path) -> None:
    path = tmp_path / "arena.sqlite3"
    store = await SqliteStore.open(path, busy_timeout_ms=0)
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # the other program's write transaction
        with pytest.raises(StorageUnavailable) as raised:
            async with store.transaction() as uow:
                await uow.next_outbox_at()
        assert not raised.value.permanent
        assert "locked" in raised.value.cause
        other.execute("ROLLBACK")
        async with store.transaction() as uow:  # mended: the lock is gone
            assert await uow.next_outbox_at() is None
    finally:
        other.close()
        await store.close()
