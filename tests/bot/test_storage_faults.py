"""Faults of the database file, injected with SQLite's own means (issue 10 item 7): a database
that turns read-only while running (``PRAGMA query_only``), a full disk (``PRAGMA
max_page_count``), a file that cannot be opened (leaving no driver thread behind), a file
damaged while running, a post whose delivered mark failed. Players get a sentence, the operator
one log line naming the file and the cause, the loop backs off, a permanent fault exits with
status 3 (at start-up and while running), a transient one mends by itself and shows nothing
twice. Sealed moves never reach a log line, even at DEBUG."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.engine.errors import StorageUnavailable
from bot.engine.model import OutboxItem
from bot.engine.outbox import pump
from bot.engine.outbox.upkeep import BEAT_EVERY
from bot.health import heartbeat_path
from bot.storage.sqlite import SqliteStore
from tests.bot.conftest import World, bot_messages, said, start_match

NOT_SAVED = "cannot save anything right now"
ROOT = Path(__file__).resolve().parents[2]


def fault_lines(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == "bot.storage" and r.levelno >= logging.ERROR]


async def set_pragma(world: World, pragma: str) -> None:
    """Inject (or lift) a fault on the bot's own connection, between its transactions."""
    store = world.arena.store
    assert isinstance(store, SqliteStore)
    async with store._lock:
        await store._conn.execute_fetchall(f"PRAGMA {pragma}")


async def test_a_read_only_database_while_running(
    world: World, db_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    black, white = world.member(view.players[0]), world.member(view.players[1])
    # A board whose delivery fails once is pending when the database turns read-only.
    world.env.inject_error("POST", f"/channels/{thread.id}/messages", status=503, times=1)
    assert "You played `b2`" in said(await black.slash(thread, "move", move="b2"))
    posted = len(bot_messages(thread, world.env))
    await set_pragma(world, "query_only = 1")

    refused = await white.slash(thread, "move", move="a1")
    assert refused.ephemeral and NOT_SAVED in said(refused)
    assert (await world.match(match_id)).ply == 1
    # The retry is due, but the row cannot be marked started, so nothing is posted (a post
    # whose marking failed would come again ``uncertain`` and be looked for first): back off.
    await world.env.advance_time(600)
    again = await white.slash(thread, "move", move="a1")
    assert NOT_SAVED in said(again)
    [line] = fault_lines(caplog)  # one line, not one every 5 s
    assert str(db_path) in line.getMessage() and "read-only" in line.getMessage()
    assert len(bot_messages(thread, world.env)) == posted, "nothing posted unrecorded"

    await set_pragma(world, "query_only = 0")  # the operator fixes it: the bot mends itself
    assert "You played `a1`" in said(await white.slash(thread, "move", move="a1"))
    assert any("writable again" in r.getMessage() for r in caplog.records)
    await world.env.advance_time(600)
    assert len(bot_messages(thread, world.env)) == posted + 2
    async with world.arena.store.read() as uow:
        assert all(i.attempts for i in await uow.outbox_items(match_id=match_id))
    caplog.clear()  # the one ERROR line was expected


async def test_a_full_disk(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    store = await SqliteStore.open(tmp_path / "full.sqlite3")
    try:
        async with store.transaction() as uow:
            await uow.ensure_player(1, _now())
        async with store._lock:
            [(pages,)] = await store._conn.execute_fetchall("PRAGMA page_count")
            await store._conn.execute_fetchall(f"PRAGMA max_page_count = {pages}")
        for attempt in range(3):
            with pytest.raises(StorageUnavailable) as caught:
                async with store.transaction() as uow:
                    for user in range(1000):
                        await uow.ensure_player(10_000 + 1000 * attempt + user, _now())
        assert "disk is full" in caught.value.cause and not caught.value.permanent
        assert "cannot save" in str(caught.value)
        [line] = fault_lines(caplog)
        assert "full.sqlite3" in line.getMessage()
        async with store._lock:
            await store._conn.execute_fetchall(f"PRAGMA max_page_count = {pages * 100}")
        async with store.transaction() as uow:
            await uow.ensure_player(2, _now())
        assert "writable again" in caplog.records[-1].getMessage()
    finally:
        await store.close()


def _now() -> datetime:
    return datetime(2030, 1, 1, tzinfo=UTC)


async def test_a_file_that_cannot_be_opened(tmp_path: Path) -> None:
    (tmp_path / "not-a-folder").write_text("x")
    with pytest.raises(StorageUnavailable) as caught:
        await SqliteStore.open(tmp_path / "not-a-folder" / "db.sqlite3")
    assert caught.value.permanent and "not-a-folder" in caught.value.path
    (tmp_path / "folder.sqlite3").mkdir()
    with pytest.raises(StorageUnavailable, match="cannot save") as caught:
        await SqliteStore.open(tmp_path / "folder.sqlite3")
    assert "cannot be opened" in caught.value.cause


async def test_a_file_that_cannot_be_opened_leaves_no_thread_behind(tmp_path: Path) -> None:
    """aiosqlite's worker of a failed connect is waited for: left running, it later hands its
    result to a closed event loop ("RuntimeError: Event loop is closed" in a thread)."""
    (tmp_path / "folder.sqlite3").mkdir()
    for _ in range(5):
        with pytest.raises(StorageUnavailable):
            await SqliteStore.open(tmp_path / "folder.sqlite3")
        workers = [t for t in threading.enumerate() if "_connection_worker_thread" in t.name]
        assert [t for t in workers if t.is_alive()] == []


# discord.py's login runs setup_hook once Discord accepts the token; here it accepts any token.
# In a child process: the bot's event loop must not share the test process (it stays behind).
STARTS_WITHOUT_DISCORD = """
import sys, discord, bot.__main__ as entry
async def login(self, token):
    await self.setup_hook()
discord.Client.login = login
sys.exit(entry.main(sys.argv[1:]))
"""


def test_start_up_exits_with_status_3_naming_the_file(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file where the folder should be")
    env = {k: v for k, v in os.environ.items() if not k.startswith("STONE_ARENA")}
    env |= {"PYTHONPATH": str(ROOT), "STONE_ARENA_TOKEN": "not-a-real-token"}
    done = subprocess.run(
        [sys.executable, "-c", STARTS_WITHOUT_DISCORD, "--database", "data/stone-arena.sqlite3"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 3, done.stderr
    assert "data/stone-arena.sqlite3" in done.stderr and "cannot be created" in done.stderr


async def test_no_sealed_move_in_any_log_line_at_debug(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    # The database driver and the bot at DEBUG (what STONE_ARENA_LOG_LEVEL=DEBUG does to
    # them; discord.py stays at INFO, bot/logs.py).
    for name in ("aiosqlite", "bot"):
        caplog.set_level(logging.DEBUG, logger=name)
    match_id, _ = await start_match(world, "thwart-omega")
    await world.alice.send_dm("b c3 w e5")
    await world.alice.send_dm("lock")
    async with world.arena.store.read() as uow:
        [sealed] = [s.move for s in (await uow.load_submissions(match_id, 1, 1)).values()]
    assert sealed
    text = "\n".join(f"{r.getMessage()} {r.__dict__}" for r in caplog.records)
    assert any(r.levelno == logging.DEBUG for r in caplog.records)
    for spelling in (sealed, "b c3 w e5", "'c3'"):
        assert spelling not in text


async def test_heartbeat_and_wal_checkpoint_on_a_schedule(world: World, db_path: Path) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    await world.member(view.players[0]).slash(thread, "move", move="b2")
    wal = db_path.with_name(db_path.name + "-wal")
    assert wal.stat().st_size > 0
    await world.env.advance_time(11 * 60)
    assert wal.stat().st_size == 0, "checkpointed and truncated"
    beat = datetime.fromisoformat(heartbeat_path(db_path).read_text(encoding="utf-8"))
    assert world.env.now() - BEAT_EVERY <= beat <= world.env.now()


async def test_a_damaged_database_while_running_stops_the_bot_with_status_3(
    world: World, db_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A permanent fault met while running (the file is damaged under the bot): the player is
    told, the operator gets one line, and the bot stops with exit status 3 (``python -m bot``
    returns ``bot.exit_status``; the systemd unit does not restart on 3)."""
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    black = world.member(view.players[0])
    store = world.arena.store
    assert isinstance(store, SqliteStore)
    async with store._lock:
        # Everything in the main file, nothing cached: the next read goes to the disk.
        await store._conn.execute_fetchall("PRAGMA wal_checkpoint(TRUNCATE)")
        await store._conn.execute_fetchall("PRAGMA shrink_memory")
        data = bytearray(db_path.read_bytes())
        data[100:] = b"\xff" * (len(data) - 100)  # every b-tree page garbage, the header kept
        db_path.write_bytes(bytes(data))
    refused = await black.slash(thread, "move", move="b2")
    assert refused.ephemeral and NOT_SAVED in said(refused)
    await world.env.settle()
    assert world.bot.exit_status == 3 and world.arena.closing
    [line] = fault_lines(caplog)
    assert str(db_path) in line.getMessage() and "damaged" in line.getMessage()
    assert "the bot stops" in line.getMessage()
    caplog.clear()  # the one ERROR line was expected


async def test_posted_then_the_delivered_mark_failed_shows_nothing_twice(
    world: World, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The board reaches Discord, then the database turns read-only before the row is marked
    delivered: the row stays started, and once the database mends its next attempt finds the
    post in the thread instead of posting it again."""
    # The pump's first backoff (5 s) would end inside simcord's settling horizon (5 s), which
    # then waits for it as work in progress; the test moves time itself below.
    monkeypatch.setattr(pump, "RETRY_AFTER", timedelta(seconds=10))
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    black = world.member(view.players[0])
    store = world.arena.store
    assert isinstance(store, SqliteStore)
    sqlite = store
    dispatcher = world.arena.engine.dispatcher
    real = dispatcher._delivery
    armed: list[int] = []

    class ThenReadOnly:
        async def deliver(self, item: OutboxItem) -> tuple[object, ...] | None:
            facts = await real.deliver(item)
            if item.notification.kind == "board" and not armed:
                armed.append(item.id)  # posted; the mark that follows fails
                await sqlite._conn.execute_fetchall("PRAGMA query_only = 1")
            return facts

    dispatcher._delivery = ThenReadOnly()
    assert "You played `b2`" in said(await black.slash(thread, "move", move="b2"))
    await world.env.settle()
    played = [m for m in bot_messages(thread, world.env) if "played `b2`" in m.content]
    assert len(played) == 1 and armed
    async with store.read() as uow:
        [row] = [i for i in await uow.outbox_items(match_id=match_id) if i.id == armed[0]]
    assert row.uncertain, "started, not marked delivered"
    dispatcher._delivery = real
    await set_pragma(world, "query_only = 0")
    await world.env.advance_time(600)  # the pump's backoff runs out; the row is tried again
    played = [m for m in bot_messages(thread, world.env) if "played `b2`" in m.content]
    assert len(played) == 1, "found in the thread, not posted again"
    async with store.read() as uow:
        assert await uow.pending_outbox(world.arena.clock.now(), 10) == []
    assert any("not posted again" in r.getMessage() for r in caplog.records)
    caplog.clear()  # the read-only fault's ERROR line was expected
