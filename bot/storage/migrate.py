"""Numbered SQL migrations (``migrations/0001_name.sql``), tracked in ``schema_migrations``.

One file per migration serves both databases: SQLite runs it as written, PostgreSQL runs its
translation (``bot.storage.dialect.postgres_ddl``), or ``0001_name.postgresql.sql`` beside it
when there is one (for what does not translate). Each migration runs in its own transaction
together with the row that records it, so a crash leaves either the whole migration or none of
it. A file changed after it was applied is refused (its checksum is recorded, the same on both
databases): write a new migration instead. ``migrate`` is SQLite's (aiosqlite);
``bot.storage.postgres_migrate.migrate_postgres`` is PostgreSQL's, with the same bookkeeping.
"""

from __future__ import annotations

import hashlib
import re
import time
from dataclasses import dataclass, replace
from pathlib import Path

import aiosqlite

from bot.storage.sqlite_calls import rows, run, run_script

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")
_POSTGRES_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.postgresql\.sql$")

TRACKING_TABLE = """
CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    checksum   TEXT NOT NULL,
    applied_at REAL NOT NULL
)
"""


class MigrationError(RuntimeError):
    """The migration files or the database's migration history are not in order."""


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str
    postgres_sql: str | None = None  # NNNN_name.postgresql.sql, if the SQL does not translate

    @property
    def checksum(self) -> str:
        """The file's checksum (with its PostgreSQL twin, if any): the same on both databases."""
        text = self.sql if self.postgres_sql is None else self.sql + "\0" + self.postgres_sql
        return hashlib.sha256(text.encode()).hexdigest()


def load_migrations(folder: Path = MIGRATIONS_DIR) -> list[Migration]:
    """The migration files of ``folder`` in order; numbered 1, 2, 3, ... without gaps."""
    found = []
    twins: dict[tuple[int, str], str] = {}
    for path in sorted(folder.glob("*.sql")):
        twin = _POSTGRES_NAME.match(path.name)
        if twin:
            twins[int(twin[1]), twin[2]] = path.read_text(encoding="utf-8")
            continue
        match = _NAME.match(path.name)
        if not match:
            raise MigrationError(f"migration file {path.name!r} is not named like 0001_name.sql")
        found.append(Migration(int(match[1]), match[2], path.read_text(encoding="utf-8")))
    names = {(m.version, m.name) for m in found}
    for version, name in twins:
        if (version, name) not in names:
            raise MigrationError(
                f"{version:04d}_{name}.postgresql.sql has no {version:04d}_{name}.sql"
            )
    found = [replace(m, postgres_sql=twins.get((m.version, m.name))) for m in found]
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise MigrationError(f"migration {expected:04d} is missing (found {migration.version})")
    return found


async def migrate(conn: aiosqlite.Connection, folder: Path = MIGRATIONS_DIR) -> list[int]:
    """Apply every migration of ``folder`` the database lacks; the versions applied now."""
    migrations = load_migrations(folder)
    await run(conn, TRACKING_TABLE)
    recorded = await rows(conn, "SELECT version, checksum FROM schema_migrations")
    check_history(migrations, {int(version): str(checksum) for version, checksum in recorded})
    applied = {int(row[0]) for row in recorded}
    done = []
    for migration in migrations:
        if migration.version in applied:
            continue
        # executescript runs the text as it is (the connection is in autocommit mode), so the
        # migration and its record commit together. The name is safe to inline (see _NAME).
        script = (
            f"BEGIN IMMEDIATE;\n{migration.sql}\n;\n"
            "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES "
            f"({migration.version}, '{migration.name}', '{migration.checksum}', {time.time()});\n"
            "COMMIT;"
        )
        try:
            await run_script(conn, script)
        except Exception:
            if conn.in_transaction:
                await conn.rollback()
            raise
        done.append(migration.version)
    return done


def check_history(migrations: list[Migration], applied: dict[int, str]) -> None:
    """Refuse a database whose recorded migrations (version -> checksum) are unknown here or
    were changed since they were applied."""
    known = {m.version: m for m in migrations}
    for version, checksum in applied.items():
        if version not in known:
            raise MigrationError(f"the database has migration {version:04d}, which is unknown here")
        if known[version].checksum != checksum:
            raise MigrationError(f"migration {version:04d} was changed after it was applied")


async def applied_versions(conn: aiosqlite.Connection) -> list[int]:
    """The versions recorded in ``schema_migrations``, in order."""
    recorded = await rows(conn, "SELECT version FROM schema_migrations ORDER BY version")
    return [int(row[0]) for row in recorded]
