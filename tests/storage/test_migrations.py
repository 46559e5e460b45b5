"""Migrations from an empty file to the latest, and the connection settings."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import aiosqlite
import pytest

from bot.engine.model import Timing
from bot.storage.migrate import (
    MIGRATIONS_DIR,
    MigrationError,
    applied_versions,
    load_migrations,
    migrate,
)
from bot.storage.sqlite import SqliteStore

TABLES = {
    "players",
    "ratings",
    "rating_history",
    "guild_settings",
    "challenges",
    "matches",
    "moves",
    "submissions",
    "timers",
    "outbox",
    "schema_migrations",
    # 0002: tournaments
    "tournaments",
    "tournament_entries",
    "tournament_pairings",
    "tournament_matches",
    "tournament_audit",
    "tournament_guilds",
    # 0004: what the Discord layer kept in memory
    "closed_dms",
    # 0005: the latest message of a match with buttons (older ones lose theirs)
    "button_messages",
    # 0007: facts about the bot (the synced command tree's hash)
    "bot_state",
    # 0011: privacy erasures in progress and done (docs/privacy.md)
    "erasures",
    # 0013: the Discord Scheduled Event of a tournament
    "tournament_events",
    # 0015: post-game reviews, computed once (docs/review.md)
    "match_reviews",
    # 0016: puzzles from finished matches, and the players' counts and answers
    "puzzles",
    "puzzle_sources",
    "puzzle_players",
    "puzzle_answers",
    # 0017: the daily puzzle of a server
    "puzzle_dailies",
}
# the migrations in bot/storage/migrations
SHIPPED = list(range(1, 20))
NEXT = len(SHIPPED) + 1


def _tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {r[0] for r in rows} - {"sqlite_sequence"}


async def test_an_empty_file_migrates_to_the_latest(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "arena.sqlite3"  # the folder is created too
    store = await SqliteStore.open(path)
    try:
        assert await store.pragma("journal_mode") == "wal"
        assert await store.pragma("foreign_keys") == 1
        assert await store.pragma("busy_timeout") == 5000
        assert await store.pragma("synchronous") == 1  # NORMAL
        assert await store.integrity_check() == "ok"
    finally:
        await store.close()
    assert _tables(path) == TABLES
    with sqlite3.connect(path) as conn:
        versions = [r[0] for r in conn.execute("SELECT version FROM schema_migrations")]
    assert versions == [m.version for m in load_migrations()] == SHIPPED


async def test_opening_again_applies_nothing(tmp_path: Path) -> None:
    path = tmp_path / "arena.sqlite3"
    await (await SqliteStore.open(path)).close()
    async with aiosqlite.connect(path) as conn:
        assert await migrate(conn) == []
        assert await applied_versions(conn) == SHIPPED


async def test_a_new_migration_is_applied_on_top(tmp_path: Path) -> None:
    folder = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, folder)
    path = tmp_path / "arena.sqlite3"
    await (await SqliteStore.open(path, migrations=folder)).close()
    (folder / f"{NEXT:04d}_nicknames.sql").write_text(
        "ALTER TABLE players ADD COLUMN nickname TEXT;\n"
    )
    store = await SqliteStore.open(path, migrations=folder)
    await store.close()
    with sqlite3.connect(path) as conn:
        columns = [r[1] for r in conn.execute("PRAGMA table_info(players)")]
        versions = [r[0] for r in conn.execute("SELECT version FROM schema_migrations")]
    assert "nickname" in columns and versions == [*SHIPPED, NEXT]


async def test_a_failing_migration_changes_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, folder)
    path = tmp_path / "arena.sqlite3"
    await (await SqliteStore.open(path, migrations=folder)).close()
    (folder / f"{NEXT:04d}_broken.sql").write_text(
        "CREATE TABLE half_done (x INTEGER);\nTHIS IS NOT SQL;\n"
    )
    with pytest.raises(sqlite3.OperationalError):
        await SqliteStore.open(path, migrations=folder)
    assert "half_done" not in _tables(path)
    with sqlite3.connect(path) as conn:
        assert [r[0] for r in conn.execute("SELECT version FROM schema_migrations")] == SHIPPED


async def test_an_edited_or_missing_migration_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, folder)
    path = tmp_path / "arena.sqlite3"
    await (await SqliteStore.open(path, migrations=folder)).close()
    first = folder / "0001_initial.sql"
    first.write_text(first.read_text() + "\n-- edited\n")
    with pytest.raises(MigrationError, match="changed"):
        await SqliteStore.open(path, migrations=folder)
    (folder / f"{NEXT + 1:04d}_gap.sql").write_text("SELECT 1;")
    with pytest.raises(MigrationError, match=f"{NEXT:04d} is missing"):
        load_migrations(folder)
    (folder / "notes.sql").write_text("SELECT 1;")
    with pytest.raises(MigrationError, match="not named"):
        load_migrations(folder)


async def test_open_challenges_of_an_older_database_have_no_message_yet(tmp_path: Path) -> None:
    folder = tmp_path / "migrations"
    folder.mkdir()
    for migration in sorted(MIGRATIONS_DIR.glob("000[123]_*.sql")):
        shutil.copy(migration, folder)
    path = tmp_path / "arena.sqlite3"
    await (await SqliteStore.open(path, migrations=folder)).close()
    with sqlite3.connect(path) as conn:
        conn.execute("INSERT INTO players (user_id, created_at) VALUES (11, 0)")
        conn.execute(
            "INSERT INTO challenges (guild_id, channel_id, challenger_id, game_id, options, "
            "timing, seat_choice, status, created_at, expires_at) "
            "VALUES (1, 2, 11, 'meter', '{}', ?, 'random', 'open', 0, 60)",
            (json.dumps(Timing().to_json()),),
        )
    store = await SqliteStore.open(path)  # 0004 on top
    try:
        async with store.read() as uow:
            record = await uow.load_challenge(1)
            assert record is not None and record.message is None
            assert not await uow.dms_closed(1, 11)
    finally:
        await store.close()
