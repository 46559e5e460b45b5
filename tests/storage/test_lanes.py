"""The outbox's delivery lanes are one table (``bot.engine.outbox.lanes.RULES``), read in Python
for one process's dispatcher (``lanes_of``) and turned into SQL for claiming rows across
processes (``bot.storage.units.outbox``). Here the SQL is run for every kind of row and must name
the same lane, and the same lane waited for, as the Python."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

import pytest

from bot.engine.model import Audience, Notification, OutboxItem
from bot.engine.outbox.lanes import lanes_of
from bot.storage.units.outbox import _LANE, _WAITS

MATCH_ID, TARGET_ID = 4242, 987654321012345678


def shown(lane: object) -> str:
    assert isinstance(lane, tuple)
    kind, key = lane
    return f"{kind}:{key}"


@pytest.mark.parametrize("audience", list(Audience))
@pytest.mark.parametrize("match_id", [None, MATCH_ID])
def test_the_sql_lanes_are_the_dispatchers(audience: Audience, match_id: int | None) -> None:
    item = OutboxItem(
        id=1,
        notification=Notification("any", audience, TARGET_ID, {}, match_id),
        created_at=datetime(2030, 1, 1, tzinfo=UTC),
    )
    lane, waits = lanes_of(item)
    with sqlite3.connect(":memory:") as conn:
        row = conn.execute(
            f"SELECT {_LANE.format(t='o')}, {_WAITS.format(t='o')} FROM "
            "(SELECT ? AS match_id, ? AS audience, ? AS target_id) AS o",
            (match_id, str(audience), TARGET_ID),
        ).fetchone()
    assert row == (shown(lane), shown(waits[0]) if waits else None)
    assert len(waits) <= 1  # the SQL has room for one lane waited for
