"""Post-game review of finished matches (docs/review.md): ``ReviewService`` computes a review
once in worker processes (``worker.py``) from ``ai.learn.review`` and keeps it (``stored.py`` as JSON,
``ports.py`` for the table)."""

from bot.engine.review.service import MatchReview, ReviewService
from bot.engine.review.worker import PoolReviewer, Reviewer, ReviewRequest, review_in_worker

__all__ = [
    "MatchReview",
    "PoolReviewer",
    "ReviewRequest",
    "ReviewService",
    "Reviewer",
    "review_in_worker",
]
