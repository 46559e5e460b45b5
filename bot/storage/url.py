"""``open_store(url)``: the store a ``STONE_ARENA_DB`` value names.

* ``postgresql://user:password@host:5432/name`` (or ``postgres://``): ``PostgresStore``;
  asyncpg's URL, so ``?host=/run/postgresql`` selects a Unix socket and ``?sslmode=require``
  works as in ``psql``.
* ``sqlite:///relative/path.sqlite3``, ``sqlite:////absolute/path.sqlite3`` (SQLAlchemy's
  spelling) or a plain path: ``SqliteStore``.

``wait``: seconds to wait for a PostgreSQL server that cannot be reached yet (the bot passes
``STONE_ARENA_DB_WAIT_SECONDS``; ``bot/storage/waiting.py``). An SQLite file has nothing to wait
for: a file that cannot be opened or written at start-up stops the bot at once.
"""

from __future__ import annotations

import asyncio
import re
import time
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from bot.storage.waiting import Clock, Sleep

if TYPE_CHECKING:  # the drivers load only when a store opens (bot.config reads URLs too)
    from bot.storage.postgres import PostgresStore
    from bot.storage.sqlite import SqliteStore

AnyStore: TypeAlias = "SqliteStore | PostgresStore"

_SCHEME = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]*)://")


def is_postgres(url: str | Path) -> bool:
    return isinstance(url, str) and url.startswith(("postgresql://", "postgres://"))


def sqlite_path(url: str | Path) -> Path:
    """The file an SQLite URL or path names; ``ValueError`` for any other kind of URL."""
    if isinstance(url, Path):
        return url
    if url.startswith("sqlite:///"):
        return Path(url.removeprefix("sqlite:///"))
    scheme = _SCHEME.match(url)
    if scheme:
        raise ValueError(
            f"{scheme[1]}:// databases are not supported: use a file path, sqlite:///path or "
            "postgresql://user:password@host/name"
        )
    return Path(url)


async def open_store(
    url: str | Path,
    *,
    wait: float = 0.0,
    sleep: Sleep = asyncio.sleep,
    clock: Clock = time.monotonic,
) -> AnyStore:
    """Open (and migrate) the database ``url`` names (see the module docstring)."""
    if is_postgres(url):
        from bot.storage.postgres import PostgresStore

        return await PostgresStore.open(str(url), wait=wait, sleep=sleep, clock=clock)
    from bot.storage.sqlite import SqliteStore

    return await SqliteStore.open(sqlite_path(url))
