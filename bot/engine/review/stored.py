"""A review (``ai.learn.review.Review``) as plain JSON, to store it and to send it from a worker
process: chances rounded to four decimals (a hundredth of a point: far below what a search can
tell apart), so a stored review is small and holds no long digit runs."""

from __future__ import annotations

from typing import Any

from ai.learn.review import Mark, MoveReview, Review, RoundReview
from bot.engine.model import JSON

# Bump when the stored shape or the way a review is computed changes: older rows are then not
# read (their settings no longer match) and the review is computed anew. 2: Interleave's solved
# endings judged exactly (``ai.learn.review.winning_moves``).
FORMAT = 2
_DIGITS = 4


def _mark(mark: Mark | None) -> str | None:
    return None if mark is None else str(mark)


def _unmark(text: Any) -> Mark | None:
    return None if text is None else Mark(str(text))


def review_to_json(review: Review) -> dict[str, JSON]:
    """``review`` as JSON values (``review_from_json`` reads it back)."""
    return {
        "format": FORMAT,
        "game": review.game,
        "playouts": review.playouts,
        "seed": review.seed,
        "moves": [
            [
                m.ply,
                m.seat,
                m.move,
                round(m.before, _DIGITS),
                round(m.after, _DIGITS),
                m.best,
                m.choices,
                _mark(m.mark),
            ]
            for m in review.moves
        ],
        "rounds": [
            [
                r.game,
                r.round,
                r.seat,
                r.submission,
                r.opponent,
                r.random_fill,
                round(r.before, _DIGITS),
                round(r.score, _DIGITS),
                round(r.best_score, _DIGITS),
                r.best,
                r.screened,
                r.searched,
                _mark(r.mark),
            ]
            for r in review.rounds
        ],
    }


def review_from_json(data: Any) -> Review:
    """The ``Review`` that ``review_to_json`` wrote."""
    moves = tuple(
        MoveReview(
            ply=int(ply),
            seat=int(seat),
            move=str(move),
            before=float(before),
            after=float(after),
            best=str(best),
            choices=int(choices),
            mark=_unmark(mark),
        )
        for ply, seat, move, before, after, best, choices, mark in data["moves"]
    )
    rounds = tuple(
        RoundReview(
            game=int(game),
            round=int(number),
            seat=int(seat),
            submission=str(submission),
            opponent=str(opponent),
            random_fill=bool(random_fill),
            before=float(before),
            score=float(score),
            best_score=float(best_score),
            best=str(best),
            screened=int(screened),
            searched=int(searched),
            mark=_unmark(mark),
        )
        for (
            game,
            number,
            seat,
            submission,
            opponent,
            random_fill,
            before,
            score,
            best_score,
            best,
            screened,
            searched,
            mark,
        ) in data["rounds"]
    )
    playouts = data["playouts"]
    return Review(
        game=str(data["game"]),
        playouts=None if playouts is None else int(playouts),
        seed=int(data["seed"]),
        moves=moves,
        rounds=rounds,
    )
