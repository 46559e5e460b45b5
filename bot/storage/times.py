"""How moments are stored: aware UTC datetimes as epoch seconds (REAL columns)."""

from __future__ import annotations

from datetime import UTC, datetime


def to_ts(moment: datetime) -> float:
    """An aware datetime as epoch seconds."""
    return moment.timestamp()


def from_ts(value: float) -> datetime:
    return datetime.fromtimestamp(value, UTC)
