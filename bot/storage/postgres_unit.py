"""``PostgresUnitOfWork``: the statements of ``unit.Statements`` on one asyncpg connection.

Placeholders are numbered by ``bot.storage.dialect.numbered`` (cached per statement text). In a
write transaction the rows a change starts from are read ``FOR UPDATE`` (a match, a challenge,
a tournament), and a rating is guarded by a transaction-scoped advisory lock on its key (a
player's first rating has no row to lock yet), so two processes never interleave on them.
"""

from __future__ import annotations

import hashlib
from collections.abc import Hashable, Sequence
from typing import Any

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from bot.engine.model import UserId
from bot.engine.ratings import Rating
from bot.storage.dialect import numbered
from bot.storage.unit import Statements

# A connection of its own (tools) or one lent by the pool (the store).
Connection = asyncpg.Connection | PoolConnectionProxy


def lock_id(key: Hashable) -> int:
    """A stable signed 64-bit number for ``key`` (a ``pg_advisory_xact_lock`` argument)."""
    digest = hashlib.blake2b(repr(key).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


class PostgresUnitOfWork(Statements):
    """The statements on ``conn``, inside the transaction ``PostgresStore`` holds."""

    def __init__(self, conn: Connection, *, write: bool, owner: str) -> None:
        self._conn = conn
        self._write = write
        self._for_update = " FOR UPDATE" if write else ""
        self._skip_locked = " FOR UPDATE SKIP LOCKED" if write else ""
        self._owner = owner

    async def _serialise(self, name: str) -> None:
        await self.lock(("serialise", name))

    def _indexed_by(self, index: str) -> str:
        return ""  # PostgreSQL's planner picks the partial index by itself

    # Every (table, column, type) of the schema (``PrivacyStatements.where_user_is``).
    _COLUMNS_SQL = (
        "SELECT table_name, column_name, data_type FROM information_schema.columns "
        "WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
    )

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        rows: list[Any] = await self._conn.fetch(numbered(sql), *params)
        return rows

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Any] | None:
        # asyncpg's Record is a sequence (indexable, iterable), though its stubs do not say so.
        row: Sequence[Any] | None = await self._conn.fetchrow(numbered(sql), *params)  # type: ignore[assignment]
        return row

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self._conn.execute(numbered(sql), *params)

    async def _insert(self, sql: str, params: Sequence[Any]) -> int:
        row_id = await self._conn.fetchval(numbered(sql + " RETURNING id"), *params)
        return int(row_id)

    async def _many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            await self._conn.executemany(numbered(sql), rows)

    async def _changed(self, sql: str, params: Sequence[Any] = ()) -> int:
        status = await self._conn.execute(numbered(sql), *params)
        return int(status.rsplit(" ", 1)[-1])  # "UPDATE 3", "DELETE 0"

    async def lock(self, key: Hashable) -> None:
        """Wait for, then hold until the end of the transaction, the database's lock on ``key``."""
        await self._conn.execute("SELECT pg_advisory_xact_lock($1)", lock_id(key))

    async def hold(self, key: Hashable) -> None:
        await self.lock(key)

    async def load_rating(self, guild_id: int, game_id: str, user_id: UserId) -> Rating | None:
        if self._write:
            await self.lock(("rating", guild_id, game_id, user_id))
        return await super().load_rating(guild_id, game_id, user_id)
