"""The review's port: the stored reviews a store must offer beside the engine's tables
(``bot/storage/units/reviews.py``, migration ``0015_reviews.sql``)."""

from __future__ import annotations

from datetime import datetime
from typing import Protocol, runtime_checkable

from bot.engine.model import JSON
from bot.engine.ports import UnitOfWork


@runtime_checkable
class ReviewUnit(Protocol):
    """Stored reviews, one per match and review setting."""

    async def load_review(self, match_id: int, settings: str) -> JSON | None:
        """The review of ``match_id`` computed with ``settings``, if it was stored."""
        ...

    async def save_review(self, match_id: int, settings: str, review: JSON, now: datetime) -> None:
        """Keep ``review``; a review already stored for the same match and settings stays."""
        ...


def review_tables(uow: UnitOfWork) -> ReviewUnit:
    """``uow`` as the review's port (every store of the bot has it)."""
    if not isinstance(uow, ReviewUnit):
        raise TypeError(f"{type(uow).__name__} has no review statements (ReviewUnit)")
    return uow
