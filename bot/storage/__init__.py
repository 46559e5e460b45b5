"""Storage: the only package that uses a database driver (aiosqlite, asyncpg).

``open_store(url)`` is the one entry point: a path or ``sqlite:///path`` opens ``SqliteStore``
(``bot.storage.sqlite``: one file, WAL, one writer connection with ``BEGIN IMMEDIATE``
transactions; the default, ``data/stone-arena.sqlite3``); ``postgresql://...`` opens
``PostgresStore`` (``bot.storage.postgres``: a connection pool, for several bot processes on one
database). Both implement the engine's ``Store`` port with the same statements (``unit.py``) and
apply the same numbered migrations (``bot/storage/migrations/``, tracked in
``schema_migrations``) when they open. ``open_store(url, wait=seconds)`` waits that long for a
PostgreSQL server that cannot be reached yet (``waiting.py``).
"""

from bot.storage.sqlite import DEFAULT_PATH, SqliteStore
from bot.storage.url import AnyStore, is_postgres, open_store, sqlite_path

__all__ = ["DEFAULT_PATH", "AnyStore", "SqliteStore", "is_postgres", "open_store", "sqlite_path"]
