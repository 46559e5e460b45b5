"""Computing a review away from the event loop: the request, what a worker process runs, and
the pool that runs it.

A review is pure CPU for seconds to minutes (``ai.learn.review``), so it runs in worker processes
like the computer's searches (``bot.engine.computer.thinker``), in a pool of its own of
``REVIEW_WORKERS`` process: a review does not keep the computer's moves waiting, and reviews
asked at once are computed one after the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from bot.engine.computer.thinker import PoolThinker
from bot.engine.model import JSON
from rules.record import GameRecord

REVIEW_WORKERS = 1


@dataclass(frozen=True, slots=True)
class ReviewRequest:
    """Review ``record`` with ``playouts`` a position (``None``: strong's) and ``seed``."""

    record: GameRecord
    playouts: int | None
    seed: int


def review_in_worker(request: ReviewRequest) -> dict[str, JSON]:
    """In a worker: the review of ``request`` as JSON (``bot.engine.review.stored``)."""
    from ai.learn.review import review_record
    from bot.engine.review.stored import review_to_json

    review = review_record(request.record, playouts=request.playouts, seed=request.seed)
    return review_to_json(review)


class Reviewer(Protocol):
    """Runs a ``ReviewRequest`` away from the event loop; the review as JSON."""

    async def review(self, request: ReviewRequest) -> dict[str, JSON]: ...

    async def close(self) -> None: ...


class PoolReviewer:
    """The ``Reviewer`` of the running bot: worker processes (``workers``, default
    ``REVIEW_WORKERS``), started at the first review."""

    def __init__(self, *, workers: int = REVIEW_WORKERS) -> None:
        self._pool = PoolThinker(workers=workers)

    async def review(self, request: ReviewRequest) -> dict[str, JSON]:
        return await self._pool.run(review_in_worker, request)

    async def close(self) -> None:
        await self._pool.close()
