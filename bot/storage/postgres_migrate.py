"""The numbered migrations on PostgreSQL: the same files and ``schema_migrations`` rows as on
SQLite (``bot/storage/migrate.py``), each run in its own transaction with the row that records
it (PostgreSQL's DDL is transactional).

Several bot processes may start at once: a session advisory lock makes them migrate one after
the other, so the second finds the work done.
"""

from __future__ import annotations

import time
from pathlib import Path

from bot.storage.dialect import POSTGRES_PRELUDE, postgres_ddl
from bot.storage.migrate import (
    MIGRATIONS_DIR,
    TRACKING_TABLE,
    Migration,
    check_history,
    load_migrations,
)
from bot.storage.postgres_unit import Connection

# pg_advisory_lock key of "the schema is being migrated" (any constant of the project's own).
MIGRATION_LOCK = 0x5354_4F4E_454D_4947  # "STONEMIG"


def postgres_text(migration: Migration) -> str:
    """What PostgreSQL runs for ``migration``: its twin file, or the translation."""
    if migration.postgres_sql is not None:
        return migration.postgres_sql
    return postgres_ddl(migration.sql)


async def migrate_postgres(conn: Connection, folder: Path = MIGRATIONS_DIR) -> list[int]:
    """Apply every migration of ``folder`` the database lacks; the versions applied now."""
    migrations = load_migrations(folder)
    await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
    try:
        async with conn.transaction():
            await conn.execute(POSTGRES_PRELUDE)
            await conn.execute(postgres_ddl(TRACKING_TABLE))
        rows = await conn.fetch("SELECT version, checksum FROM schema_migrations")
        check_history(migrations, {int(r[0]): str(r[1]) for r in rows})
        applied = {int(r[0]) for r in rows}
        done = []
        for migration in migrations:
            if migration.version in applied:
                continue
            async with conn.transaction():
                await conn.execute(postgres_text(migration))
                await conn.execute(
                    "INSERT INTO schema_migrations (version, name, checksum, applied_at) "
                    "VALUES ($1, $2, $3, $4)",
                    migration.version,
                    migration.name,
                    migration.checksum,
                    time.time(),
                )
            done.append(migration.version)
        return done
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
