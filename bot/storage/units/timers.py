"""The timers' statements (the engine's ``TimerPort``): durable deadlines by kind and target,
taken once when due, and claimed with leases when several processes share the database. Mixed
into ``unit.Statements``."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from typing import Any

from bot.engine.model import Timer, TimerKind
from bot.storage.times import from_ts, to_ts


def _timer(row: Sequence[Any]) -> Timer:
    return Timer(kind=TimerKind(row[0]), target_id=row[1], ref=row[2], due_at=from_ts(row[3]))


def _kinds(kinds: Iterable[TimerKind]) -> tuple[str, list[str]]:
    """Placeholders for an ``IN (...)`` list, and the values that go with them as parameters."""
    values = [str(k) for k in kinds]
    return ", ".join("?" * len(values)), values


class TimerStatements:
    """Mixed into ``unit.Statements``, whose driver class provides the helpers below."""

    _skip_locked = ""
    _owner = "local"

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        raise NotImplementedError

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Any] | None:
        raise NotImplementedError

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        raise NotImplementedError

    async def _changed(self, sql: str, params: Sequence[Any] = ()) -> int:
        raise NotImplementedError

    async def set_timer(self, timer: Timer) -> None:
        await self._run(
            "INSERT INTO timers (kind, target_id, ref, due_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (kind, target_id) DO UPDATE SET ref = excluded.ref, "
            "due_at = excluded.due_at, claimed_by = NULL, claim_until = NULL",
            (str(timer.kind), timer.target_id, timer.ref, to_ts(timer.due_at)),
        )

    async def clear_timers(self, target_id: int, kinds: Iterable[TimerKind]) -> None:
        marks, values = _kinds(kinds)
        await self._run(
            f"DELETE FROM timers WHERE target_id = ? AND kind IN ({marks})",
            (target_id, *values),
        )

    async def timers_of(self, target_id: int, kinds: Iterable[TimerKind]) -> list[Timer]:
        marks, values = _kinds(kinds)
        rows = await self._all(
            f"SELECT kind, target_id, ref, due_at FROM timers "
            f"WHERE target_id = ? AND kind IN ({marks}) ORDER BY due_at",
            (target_id, *values),
        )
        return [_timer(r) for r in rows]

    async def take_timer(self, kind: TimerKind, target_id: int, now: datetime) -> Timer | None:
        row = await self._one(
            "DELETE FROM timers WHERE kind = ? AND target_id = ? AND due_at <= ? "
            "RETURNING kind, target_id, ref, due_at",
            (str(kind), target_id, to_ts(now)),
        )
        return None if row is None else _timer(row)

    async def due_timers(self, now: datetime, limit: int) -> list[Timer]:
        rows = await self._all(
            "SELECT kind, target_id, ref, due_at FROM timers WHERE due_at <= ? "
            "ORDER BY due_at, kind, target_id LIMIT ?",
            (to_ts(now), limit),
        )
        return [_timer(r) for r in rows]

    async def overdue_timers(self, now: datetime, kinds: Iterable[TimerKind]) -> list[Timer]:
        marks, values = _kinds(kinds)
        rows = await self._all(
            f"SELECT kind, target_id, ref, due_at FROM timers "
            f"WHERE due_at < ? AND kind IN ({marks}) ORDER BY due_at",
            (to_ts(now), *values),
        )
        return [_timer(r) for r in rows]

    async def postpone_timer(self, timer: Timer, until: datetime) -> bool:
        changed = await self._changed(
            "UPDATE timers SET due_at = ?, claimed_by = NULL, claim_until = NULL "
            "WHERE kind = ? AND target_id = ? AND ref = ? AND claimed_by = ?",
            (to_ts(until), str(timer.kind), timer.target_id, timer.ref, self._owner),
        )
        return changed == 1

    async def count_timers(self, kind: TimerKind) -> int:
        row = await self._one("SELECT count(*) FROM timers WHERE kind = ?", (str(kind),))
        return 0 if row is None else int(row[0])

    async def next_timer_at(self) -> datetime | None:
        # A timer another process claimed is this one's business only when the claim runs out.
        row = await self._one(
            "SELECT min(CASE WHEN claimed_by IS NOT NULL AND claimed_by <> ? AND "
            "claim_until > due_at THEN claim_until ELSE due_at END) FROM timers",
            (self._owner,),
        )
        return None if row is None or row[0] is None else from_ts(row[0])

    async def claim_timers(self, now: datetime, limit: int, lease: timedelta) -> list[Timer]:
        stamp = to_ts(now)
        rows = await self._all(
            "UPDATE timers SET claimed_by = ?, claim_until = ? WHERE (kind, target_id) IN ("
            "SELECT kind, target_id FROM timers WHERE due_at <= ? AND (claimed_by IS NULL OR "
            "claimed_by = ? OR claim_until < ?) ORDER BY due_at, kind, target_id LIMIT ?"
            f"{self._skip_locked}) RETURNING kind, target_id, ref, due_at",
            (self._owner, to_ts(now + lease), stamp, self._owner, stamp, limit),
        )
        return sorted((_timer(r) for r in rows), key=lambda t: (t.due_at, t.kind, t.target_id))
