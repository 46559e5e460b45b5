"""A review as text: the lines ``python -m ai review`` prints, which the bot also attaches to a
review as a file (docs/review.md)."""

from __future__ import annotations

from collections.abc import Sequence

from ai.learn.review import (
    BLUNDER_DROP,
    INACCURACY_DROP,
    MISTAKE_DROP,
    Mark,
    MoveReview,
    Review,
    RoundReview,
    Step,
)
from ai.levels import STRONG, default_playouts, level_named
from rules.game import SEATS, Seat
from rules.options_text import format_options
from rules.record import GameRecord
from rules.registry import get_game


def review_report(record: GameRecord, review: Review) -> list[str]:
    """A whole review as ``python -m ai review`` prints it (the bot attaches it as a file)."""
    steps = review.steps()
    return [
        *header_lines(record, review.playouts, review.seed),
        *(step_line(step) for step in steps),
        *summary_lines(record, steps),
    ]


def header_lines(record: GameRecord, playouts: int | None, seed: int) -> list[str]:
    game = get_game(record.game)
    options = format_options({k: v for k, v in record.options.items() if v is not None})
    players = " vs ".join(
        _player(seat, name) for seat, name in zip(SEATS, record.players, strict=True)
    )
    result = (
        f", result {record.result} {record.termination}".rstrip() if record.result != "*" else ""
    )
    if playouts is None:
        budget = default_playouts(level_named(STRONG), game, game.new_state(**record.options))
        playouts_text = f"{budget} playouts a position (strong's)"
    else:
        playouts_text = f"{playouts} playouts a position"
    marks = (
        f"{Mark.INACCURACY} a loss of {_points(INACCURACY_DROP)} points or more, "
        f"{Mark.MISTAKE} {_points(MISTAKE_DROP)}, {Mark.BLUNDER} {_points(BLUNDER_DROP)}"
    )
    lines = [
        f"{game.title} ({options}): {players}{result}",
        f"Winning chances by the strong search, {playouts_text}, seed {seed}; marks: {marks}.",
    ]
    if game.simultaneous:
        lines.append(
            "Each submission is scored against the opponent's actual one; best: the best of "
            "strong's candidates and the best by a look-ahead over all legal submissions."
        )
        lines.append(f"{'round':>7} seat {'submission':<20} before  score   best  mark  better")
    else:
        lines.append(f"{'ply':>4} seat {'move':<12} before  after  mark  better")
    return lines


def _player(seat: Seat, name: str) -> str:
    return f"seat {seat}" if name in {"", f"seat {seat}"} else f"{name} (seat {seat})"


def step_line(step: Step) -> str:
    mark = str(step.mark or "")
    better = step.better or ""
    if isinstance(step, MoveReview):
        return (
            f"{step.ply:>4} {step.seat:>4} {step.move:<12} {_percent(step.before):>6} "
            f"{_percent(step.after):>6}  {mark:<4}  {better}".rstrip()
        )
    assert isinstance(step, RoundReview)
    number = f"{step.round}" if step.game == 1 else f"{step.game}.{step.round}"
    submission = step.submission + (" (random)" if step.random_fill else "")
    return (
        f"{number:>7} {step.seat:>4} {submission:<20} {_percent(step.before):>6} "
        f"{_percent(step.score):>6} {_percent(step.best_score):>6}  {mark:<4}  {better}".rstrip()
    )


def summary_lines(record: GameRecord, steps: Sequence[Step]) -> list[str]:
    lines = []
    for seat, name in zip(SEATS, record.players, strict=True):
        mine = [s for s in steps if s.seat == seat]
        counts = ", ".join(f"{sum(1 for s in mine if s.mark == m)} {m}" for m in Mark)
        what = "submissions" if get_game(record.game).simultaneous else "moves"
        who = _player(seat, name)
        lines.append(f"{who[:1].upper()}{who[1:]}: {len(mine)} {what}, {counts}.")
    return lines


def _percent(chance: float) -> str:
    return f"{100 * chance:.0f}%"


def _points(drop: float) -> str:
    return f"{100 * drop:.0f}"
