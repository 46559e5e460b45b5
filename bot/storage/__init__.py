"""SQLite storage: the only package that uses aiosqlite.

``SqliteStore`` (``bot.storage.sqlite``) implements the engine's ``Store`` port on one file
(default ``data/stone-arena.sqlite3``): WAL, foreign keys, a busy timeout, one writer
connection with ``BEGIN IMMEDIATE`` transactions. ``bot.storage.migrate`` applies the numbered
migrations in ``bot/storage/migrations/`` (tracked in ``schema_migrations``) when it opens.
"""

from bot.storage.sqlite import DEFAULT_PATH, SqliteStore

__all__ = ["DEFAULT_PATH", "SqliteStore"]
