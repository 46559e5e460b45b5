"""``ReviewService``: the post-game review of a finished match, computed once and kept.

A review is asked for by match id (the Review button under a result, ``/review``). Only a
finished match is reviewed: a review of a running match would be a hint during the game
(issue 28, item 5), and an aborted one has no result to learn from. The first request
computes it in the review's worker processes (``bot.engine.review.worker``), with no
transaction open, and stores it (``match_reviews``); later requests, also after a restart,
read it. Requests for a match whose review is being computed wait for that one computation
(two presses of the button compute once and both get the answer). Across processes on one
PostgreSQL database two may compute the same review at once; the first stored is kept.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

from ai.learn.review import Review
from bot.engine.errors import NotAllowed, UnknownMatch
from bot.engine.matches.records import match_record
from bot.engine.matches.service import MatchService
from bot.engine.model import JSON, MatchStatus
from bot.engine.ports import Store
from bot.engine.retry import retried
from bot.engine.review.ports import review_tables
from bot.engine.review.stored import FORMAT, review_from_json
from bot.engine.review.worker import Reviewer, ReviewRequest
from bot.engine.views import MatchView
from rules.record import GameRecord

log = logging.getLogger(__name__)

# The review's budget: playouts a position (``None``: strong's own for the board, as
# ``python -m ai review`` uses; ``./dev bench review --bot`` measures what a game costs) and
# its seed (fixed: the same match gives the same review).
REVIEW_PLAYOUTS: int | None = None
REVIEW_SEED = 0
# The seats as the stored record names them (the review names nobody; pictures name players
# from the match itself).
SEAT_NAMES = ("seat 0", "seat 1")


@dataclass(frozen=True, slots=True)
class MatchReview:
    """A finished match, its record and its review."""

    view: MatchView
    record: GameRecord
    review: Review
    computed: bool  # computed for this request (``False``: read from storage)


class ReviewService:
    """Reviews of finished matches (see the module docstring). ``playouts`` and ``seed``: the
    review's budget (tests pass a small one)."""

    def __init__(
        self,
        service: MatchService,
        store: Store,
        reviewer: Reviewer,
        *,
        playouts: int | None = REVIEW_PLAYOUTS,
        seed: int = REVIEW_SEED,
    ) -> None:
        self._service = service
        self._store = store
        self._reviewer = reviewer
        self.playouts = playouts
        self.seed = seed
        self._running: dict[int, asyncio.Task[JSON]] = {}
        self.computations = 0  # reviews computed by this process (tests, logs)
        self.joined = 0  # requests that waited for a computation another request started

    @property
    def settings(self) -> str:
        """How this service's reviews are computed, as stored beside each one."""
        playouts = "strong" if self.playouts is None else str(self.playouts)
        return f"format={FORMAT} playouts={playouts} seed={self.seed}"

    def running(self, match_id: int) -> bool:
        """Whether this process is computing ``match_id``'s review right now."""
        return match_id in self._running

    async def reviewable(self, match_id: int, guild_id: int | None) -> MatchView:
        """The match, if it may be reviewed from ``guild_id`` (``None``: from anywhere);
        otherwise the ``EngineError`` that says why."""
        view = await self._service.get_match(match_id)
        if guild_id is not None and view.guild_id != guild_id:
            raise UnknownMatch("review-not-on-server", match=str(match_id))
        if view.status is MatchStatus.ACTIVE:
            raise NotAllowed("review-during-game", match=str(view.id))
        if view.status is not MatchStatus.FINISHED or view.result is None:
            raise NotAllowed("review-aborted", match=str(view.id))
        return view

    async def review(self, match_id: int, guild_id: int | None) -> MatchReview:
        """The review of a finished match: read if stored, else computed (once) and stored."""
        view = await self.reviewable(match_id, guild_id)
        moves = await self._service.move_log(view.id)
        if not moves:
            raise NotAllowed("review-no-moves", match=str(view.id))
        record = match_record(view, moves, SEAT_NAMES)
        async with self._store.read() as uow:
            stored = await review_tables(uow).load_review(view.id, self.settings)
        if stored is not None:
            return MatchReview(view, record, review_from_json(stored), computed=False)
        task = self._running.get(view.id)
        if task is None:
            task = asyncio.get_running_loop().create_task(
                self._compute(view.id, record), name=f"review of match {view.id}"
            )
            self._running[view.id] = task
        else:
            self.joined += 1
        # Shielded: one asker giving up (an expired interaction) cancels nobody else's wait.
        data = await asyncio.shield(task)
        return MatchReview(view, record, review_from_json(data), computed=True)

    async def _compute(self, match_id: int, record: GameRecord) -> JSON:
        try:
            request = ReviewRequest(record, self.playouts, self.seed)
            data = await self._reviewer.review(request)
            self.computations += 1
            await self._keep(match_id, data)
            log.info("reviewed match %s (%s)", match_id, self.settings)
            return data
        finally:
            self._running.pop(match_id, None)

    @retried
    async def _keep(self, match_id: int, data: JSON) -> None:
        async with self._service.write(None) as change:
            await review_tables(change.uow).save_review(match_id, self.settings, data, change.now)

    async def close(self) -> None:
        """Stop: reviews being computed are abandoned (asked again, they start anew) and the
        workers exit."""
        tasks = list(self._running.values())
        self._running.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self._reviewer.close()
