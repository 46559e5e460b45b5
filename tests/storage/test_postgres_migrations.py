"""The same numbered migrations on PostgreSQL: translation, bookkeeping, twins, refusals."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import asyncpg
import pytest

from bot.engine.errors import StorageUnavailable
from bot.storage import open_store
from bot.storage.dialect import DialectError, numbered, postgres_ddl
from bot.storage.migrate import MIGRATIONS_DIR, MigrationError, load_migrations
from bot.storage.postgres import PostgresStore, shown_url
from tests.postgres import PostgresServer
from tests.storage.test_migrations import NEXT, SHIPPED, TABLES


async def _tables(url: str) -> set[str]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
        )
        return {r[0] for r in rows}
    finally:
        await conn.close()


async def _history(url: str) -> list[tuple[int, str]]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch("SELECT version, checksum FROM schema_migrations ORDER BY version")
        return [(r[0], r[1]) for r in rows]
    finally:
        await conn.close()


@pytest.fixture
async def empty_url(postgres_server: PostgresServer) -> str:
    return await postgres_server.new_database(migrated=False)


async def test_an_empty_database_migrates_to_the_latest_with_sqlites_bookkeeping(
    empty_url: str,
) -> None:
    # Two processes starting at once: one migrates, the other waits and finds the work done.
    first, second = await asyncio.gather(open_store(empty_url), open_store(empty_url))
    await first.close()
    await second.close()
    assert await _tables(empty_url) == TABLES
    assert await _history(empty_url) == [(m.version, m.checksum) for m in load_migrations()]
    assert [v for v, _ in await _history(empty_url)] == SHIPPED
    conn = await asyncpg.connect(empty_url)
    try:
        types: dict[str, str] = dict(
            await conn.fetch(  # type: ignore[arg-type]
                "SELECT table_name || '.' || column_name, data_type FROM "
                "information_schema.columns WHERE table_schema = 'public'"
            )
        )
    finally:
        await conn.close()
    assert types["matches.seed"] == types["players.user_id"] == "bigint"  # 64-bit ids
    assert types["timers.due_at"] == "double precision"  # not PostgreSQL's 4-byte REAL


async def test_a_new_migration_and_its_postgresql_twin(empty_url: str, tmp_path: Path) -> None:
    folder = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, folder)
    await (await PostgresStore.open(empty_url, migrations=folder)).close()
    (folder / f"{NEXT:04d}_nicknames.sql").write_text(
        "ALTER TABLE players ADD COLUMN nickname TEXT COLLATE NOCASE;\n"
    )
    # SQLite's NOCASE has no PostgreSQL twin by name: the twin file says it its own way.
    (folder / f"{NEXT:04d}_nicknames.postgresql.sql").write_text(
        "ALTER TABLE players ADD COLUMN nickname TEXT;\n"
        "CREATE INDEX players_by_nickname ON players (lower(nickname));\n"
    )
    store = await PostgresStore.open(empty_url, migrations=folder)
    await store.close()
    history = await _history(empty_url)
    assert [v for v, _ in history] == [*SHIPPED, NEXT]
    assert history[-1][1] == load_migrations(folder)[-1].checksum
    # Editing either file afterwards is refused.
    (folder / f"{NEXT:04d}_nicknames.postgresql.sql").write_text("SELECT 1;\n")
    with pytest.raises(MigrationError, match="changed"):
        await PostgresStore.open(empty_url, migrations=folder)


async def test_a_failing_migration_changes_nothing(empty_url: str, tmp_path: Path) -> None:
    folder = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, folder)
    await (await PostgresStore.open(empty_url, migrations=folder)).close()
    (folder / f"{NEXT:04d}_broken.sql").write_text(
        "CREATE TABLE half_done (x INTEGER);\nTHIS IS NOT SQL;\n"
    )
    with pytest.raises(asyncpg.PostgresSyntaxError):
        await PostgresStore.open(empty_url, migrations=folder)
    assert "half_done" not in await _tables(empty_url)
    assert [v for v, _ in await _history(empty_url)] == SHIPPED


async def test_a_twin_without_its_migration_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, folder)
    (folder / f"{NEXT:04d}_lonely.postgresql.sql").write_text("SELECT 1;\n")
    with pytest.raises(MigrationError, match="has no"):
        load_migrations(folder)


async def test_a_missing_database_is_a_permanent_fault_naming_it_without_password(
    postgres_server: PostgresServer,
) -> None:
    url = postgres_server.url("nothing_here").replace("stone@", "stone:secret@")
    with pytest.raises(StorageUnavailable) as raised:
        await open_store(url)
    assert raised.value.permanent
    assert "secret" not in raised.value.path and "nothing_here" in raised.value.path
    assert shown_url("postgresql://a:b@h:1/d") == "postgresql://a:***@h:1/d"


def test_placeholders_are_numbered_outside_quoted_text() -> None:
    assert numbered("SELECT ? , '?', \"a?\" FROM t WHERE x = ? AND y IN (?, ?)") == (
        "SELECT $1 , '?', \"a?\" FROM t WHERE x = $2 AND y IN ($3, $4)"
    )
    for sqlite_only in ("INSERT OR REPLACE INTO t VALUES (?)", "SELECT * FROM t INDEXED BY i"):
        with pytest.raises(DialectError, match="instead"):
            numbered(sqlite_only)


def test_the_ddl_translation() -> None:
    ddl = postgres_ddl(
        "CREATE TABLE a (\n"
        "    id      INTEGER PRIMARY KEY AUTOINCREMENT,\n"
        "    b_id    INTEGER REFERENCES b (id),\n"
        "    at      REAL NOT NULL\n"
        ") WITHOUT ROWID;\n"
        "CREATE TABLE b (\n    id INTEGER PRIMARY KEY\n);\n"
        "CREATE TRIGGER a_kept BEFORE DELETE ON a\nBEGIN\n"
        "    SELECT RAISE(ABORT, 'a is kept');\nEND;\n"
    )
    assert "id      BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY," in ddl
    assert "b_id    BIGINT,\n" in ddl  # b does not exist yet: the key is added at the end
    assert ddl.rstrip().endswith(
        "ALTER TABLE a ADD FOREIGN KEY (b_id) REFERENCES b (id) DEFERRABLE INITIALLY IMMEDIATE;"
    )
    assert "at      DOUBLE PRECISION NOT NULL" in ddl
    assert "ROWID" not in ddl and "AUTOINCREMENT" not in ddl
    assert "FOR EACH ROW EXECUTE FUNCTION stone_refuse('a is kept');" in ddl
    with pytest.raises(DialectError, match=r"postgresql\.sql"):
        postgres_ddl("INSERT OR IGNORE INTO a (id) VALUES (1);")
