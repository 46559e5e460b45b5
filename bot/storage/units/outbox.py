"""The outbox's statements (the engine's ``OutboxPort``): notifications written with the change
that causes them, claimed with leases by the delivering process (one lane at a time), fenced,
marked delivered or failed, pruned and requeued. Mixed into ``unit.Statements``."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from bot.engine.model import JSON, Audience, Notification, OutboxItem
from bot.engine.outbox.lanes import lane_sql, waits_sql
from bot.storage.times import from_ts, to_ts


def _dumps(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


_OUTBOX_COLUMNS = (
    "id, kind, audience, target_id, match_id, payload, created_at, attempts, started_at, "
    "last_error, claim_token"
)

# The mark of a row whose content is fixed (``OutboxItem.fixed``), kept inside its payload: a
# column would change the shape of every outbox record, and the file's layout with it (see
# ``fix_outbox``).
_FIXED = "_fixed"


# The delivery lanes in SQL (``bot.engine.outbox.lanes``, the one table they are written in), for
# claiming rows across processes: while another process holds a row, the lanes it is in or waits
# for are left to that process, so each lane is delivered in order by one process at a time.
_LANE = lane_sql("{t}")
_WAITS = waits_sql("{t}")


def _outbox(row: Sequence[Any]) -> OutboxItem:
    payload = json.loads(row[5])
    fixed = payload.pop(_FIXED, False) is True
    return OutboxItem(
        id=row[0],
        notification=Notification(
            kind=row[1],
            audience=Audience(row[2]),
            target_id=row[3],
            match_id=row[4],
            payload=payload,
        ),
        created_at=from_ts(row[6]),
        attempts=row[7],
        uncertain=row[8] is not None,
        started_at=None if row[8] is None else from_ts(row[8]),
        last_error=row[9],
        claim=row[10],
        fixed=fixed,
    )


class OutboxStatements:
    """Mixed into ``unit.Statements``, whose driver class provides the helpers below."""

    _skip_locked = ""
    _owner = "local"

    async def _serialise(self, name: str) -> None:
        raise NotImplementedError

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        raise NotImplementedError

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Any] | None:
        raise NotImplementedError

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        raise NotImplementedError

    async def _many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        raise NotImplementedError

    async def _changed(self, sql: str, params: Sequence[Any] = ()) -> int:
        raise NotImplementedError

    async def put_outbox(self, notifications: Sequence[Notification], now: datetime) -> None:
        stamp = to_ts(now)
        await self._many(
            "INSERT INTO outbox (kind, audience, target_id, match_id, payload, created_at, "
            "next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (n.kind, str(n.audience), n.target_id, n.match_id, _dumps(n.payload), stamp, stamp)
                for n in notifications
            ],
        )

    async def pending_outbox(
        self, now: datetime, limit: int, *, after: int = 0
    ) -> list[OutboxItem]:
        rows = await self._all(
            f"SELECT {_OUTBOX_COLUMNS} FROM outbox WHERE delivered_at IS NULL AND "
            "failed_at IS NULL AND next_attempt_at <= ? AND id > ? ORDER BY id LIMIT ?",
            (to_ts(now), after, limit),
        )
        return [_outbox(r) for r in rows]

    async def next_outbox_at(self) -> datetime | None:
        # A row another process claimed, or whose lane (or the lane it waits for) another
        # process holds, is this one's business only when that claim runs out.
        held = (
            "(SELECT max(h.claim_until) FROM outbox AS h WHERE h.delivered_at IS NULL AND "
            "h.failed_at IS NULL AND h.claimed_by IS NOT NULL AND h.claimed_by <> ? AND "
            f"(h.id = o.id OR {_LANE.format(t='h')} IN ({_LANE.format(t='o')}, "
            f"{_WAITS.format(t='o')}) OR {_WAITS.format(t='h')} IN ({_LANE.format(t='o')}, "
            f"{_WAITS.format(t='o')})))"
        )
        row = await self._one(
            f"SELECT min(CASE WHEN {held} > o.next_attempt_at THEN {held} "
            "ELSE o.next_attempt_at END) "
            "FROM outbox AS o WHERE o.delivered_at IS NULL AND o.failed_at IS NULL",
            (self._owner, self._owner),
        )
        return None if row is None or row[0] is None else from_ts(row[0])

    async def claim_outbox(
        self, now: datetime, limit: int, lease: timedelta, *, after: int = 0
    ) -> list[OutboxItem]:
        stamp, until = to_ts(now), to_ts(now + lease)
        # One claim at a time across processes: a lane is then held by one process only.
        await self._serialise("outbox-claims")
        await self._run(  # the rows this process still holds stay its own
            "UPDATE outbox SET claim_until = ? WHERE claimed_by = ? AND claim_until >= ? "
            "AND delivered_at IS NULL AND failed_at IS NULL",
            (until, self._owner, stamp),
        )
        rows = await self._all(
            "UPDATE outbox SET claimed_by = ?, claim_until = ?, claim_token = claim_token + 1 "
            "WHERE id IN (SELECT o.id FROM "
            "outbox AS o WHERE o.delivered_at IS NULL AND o.failed_at IS NULL AND "
            "o.next_attempt_at <= ? AND o.id > ? AND (o.claimed_by IS NULL OR o.claimed_by = ? "
            "OR o.claim_until < ?) AND NOT EXISTS (SELECT 1 FROM outbox AS h WHERE "
            "h.delivered_at IS NULL AND h.failed_at IS NULL AND h.claimed_by IS NOT NULL AND "
            f"h.claimed_by <> ? AND h.claim_until >= ? AND ({_LANE.format(t='h')} IN "
            f"({_LANE.format(t='o')}, {_WAITS.format(t='o')}) OR {_WAITS.format(t='h')} IN "
            f"({_LANE.format(t='o')}, {_WAITS.format(t='o')}))) ORDER BY o.id LIMIT ?"
            f"{self._skip_locked}) RETURNING {_OUTBOX_COLUMNS}",
            (self._owner, until, stamp, after, self._owner, stamp, self._owner, stamp, limit),
        )
        return sorted((_outbox(r) for r in rows), key=lambda item: item.id)

    def _claimed(self, claim: int | None) -> tuple[str, tuple[Any, ...]]:
        """The condition that the row is still held under ``claim`` (``None``: no condition)."""
        if claim is None:
            return "", ()
        return " AND claimed_by = ? AND claim_token = ?", (self._owner, claim)

    async def fence_outbox(self, item: OutboxItem, now: datetime, lease: timedelta) -> bool:
        return (
            await self._changed(
                "UPDATE outbox SET claim_until = ? WHERE id = ? AND claimed_by = ? AND "
                "claim_token = ? AND delivered_at IS NULL AND failed_at IS NULL",
                (to_ts(now + lease), item.id, self._owner, item.claim),
            )
            == 1
        )

    async def mark_delivered(self, item_id: int, now: datetime, claim: int | None = None) -> bool:
        held, values = self._claimed(claim)
        return (
            await self._changed(
                "UPDATE outbox SET delivered_at = ?, attempts = attempts + 1 WHERE id = ? "
                f"AND delivered_at IS NULL{held}",
                (to_ts(now), item_id, *values),
            )
            == 1
        )

    async def mark_failed(
        self,
        item_id: int,
        error: str,
        retry_at: datetime | None,
        now: datetime,
        claim: int | None = None,
    ) -> bool:
        held, values = self._claimed(claim)
        return (
            await self._changed(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ?, "
                "next_attempt_at = coalesce(?, next_attempt_at), failed_at = ?, "
                f"claimed_by = NULL, claim_until = NULL WHERE id = ?{held}",
                (
                    error[:500],
                    None if retry_at is None else to_ts(retry_at),
                    to_ts(now) if retry_at is None else None,
                    item_id,
                    *values,
                ),
            )
            == 1
        )

    async def mark_started(self, item_ids: Sequence[int], now: datetime) -> None:
        await self._many(
            # The first attempt's start stays: every post of the row is newer than it.
            "UPDATE outbox SET started_at = COALESCE(started_at, ?) WHERE id = ?",
            [(to_ts(now), i) for i in item_ids],
        )

    async def fix_outbox(self, item_id: int, payload: Mapping[str, JSON]) -> bool:
        # The mark goes into the payload rather than a column of its own: any new outbox column
        # moved the SQLite file's layout so that a player's forget (``units/privacy.py``) left
        # traces in the unused space of live pages (``tests/engine/test_privacy.py``).
        fixed = _dumps({**payload, _FIXED: True})
        return (
            await self._changed(
                "UPDATE outbox SET payload = ? WHERE id = ? AND payload NOT LIKE ?",
                (fixed, item_id, f'%"{_FIXED}":true%'),
            )
            == 1
        )

    async def prune_outbox(self, delivered_before: datetime) -> int:
        return await self._changed(
            "DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?",
            (to_ts(delivered_before),),
        )

    async def given_up_outbox(self, limit: int) -> tuple[int, list[OutboxItem]]:
        row = await self._one("SELECT count(*) FROM outbox WHERE failed_at IS NOT NULL")
        rows = await self._all(
            f"SELECT {_OUTBOX_COLUMNS} FROM outbox WHERE failed_at IS NOT NULL ORDER BY id LIMIT ?",
            (limit,),
        )
        return (0 if row is None else int(row[0])), [_outbox(r) for r in rows]

    async def requeue_outbox(self, item_ids: Sequence[int] | None, now: datetime) -> int:
        where = "failed_at IS NOT NULL AND delivered_at IS NULL"
        params: list[Any] = [to_ts(now)]
        if item_ids is not None:
            where += f" AND id IN ({', '.join('?' * len(item_ids))})"
            params += list(item_ids)
        return await self._changed(
            f"UPDATE outbox SET failed_at = NULL, attempts = 0, next_attempt_at = ? WHERE {where}",
            params,
        )

    async def outbox_items(self, *, match_id: int | None = None) -> list[OutboxItem]:
        if match_id is None:
            rows = await self._all(f"SELECT {_OUTBOX_COLUMNS} FROM outbox ORDER BY id")
        else:
            rows = await self._all(
                f"SELECT {_OUTBOX_COLUMNS} FROM outbox WHERE match_id = ? ORDER BY id", (match_id,)
            )
        return [_outbox(r) for r in rows]
