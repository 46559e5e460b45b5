"""The review statements (``bot.engine.review.ports.ReviewUnit``; migration ``0015_reviews.sql``):
a finished match's computed review, stored once and read back."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from bot.engine.model import JSON
from bot.storage.times import to_ts


class ReviewStatements:
    """Stored reviews (mixed into ``unit.Statements``)."""

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        raise NotImplementedError

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        raise NotImplementedError

    async def load_review(self, match_id: int, settings: str) -> JSON | None:
        rows = await self._all(
            "SELECT review FROM match_reviews WHERE match_id = ? AND settings = ?",
            (match_id, settings),
        )
        return None if not rows else json.loads(rows[0][0])

    async def save_review(self, match_id: int, settings: str, review: JSON, now: datetime) -> None:
        text = json.dumps(review, separators=(",", ":"), ensure_ascii=False)
        await self._run(
            "INSERT INTO match_reviews (match_id, settings, review, created_at) "
            "VALUES (?, ?, ?, ?) ON CONFLICT (match_id, settings) DO NOTHING",
            (match_id, settings, text, to_ts(now)),
        )
