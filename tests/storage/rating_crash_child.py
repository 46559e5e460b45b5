"""The process the rating crash test kills: it ends a match and kills itself at one point.

``python -m tests.storage.rating_crash_child DB POINT``: starts a Meter match between two
players, then resigns it. POINT says where it dies with SIGKILL: ``before-rating`` (the match is
saved as finished inside the transaction, no rating written yet), ``between-ratings`` (one of
the two ratings written), ``after-history`` (everything written, not yet committed),
``after-commit`` (committed). It prints ``started MATCH_ID`` once the match exists.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path
from typing import Any

from bot.engine.clock import FakeClock
from bot.engine.matches.service import MatchService
from bot.storage.sqlite import SqliteStore
from bot.storage.units.ratings import RatingStatements


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def arm(point: str) -> None:
    """Make the storage kill the process at ``point``."""
    save, add = RatingStatements.save_rating, RatingStatements.add_rating_changes
    saved = 0

    async def save_rating(self: Any, rating: Any) -> None:
        nonlocal saved
        if point == "before-rating":
            die()
        await save(self, rating)
        saved += 1
        if point == "between-ratings" and saved == 1:
            die()

    async def add_rating_changes(self: Any, changes: Any) -> None:
        await add(self, changes)
        if point == "after-history":
            die()

    RatingStatements.save_rating = save_rating  # type: ignore[method-assign]
    RatingStatements.add_rating_changes = add_rating_changes  # type: ignore[method-assign]


async def main(db: Path, point: str) -> None:
    store = await SqliteStore.open(db)
    service = MatchService(store, FakeClock())
    view = await service.create_match(
        guild_id=1000, channel_id=2000, players=(11, 22), game="meter", options={"size": 3}
    )
    print(f"started {view.id}", flush=True)
    arm(point)
    await service.resign(view.id, 22)
    if point == "after-commit":
        die()


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), sys.argv[2]))
