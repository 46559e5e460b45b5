"""Thwart Omega (RULES.md §3): the 7 × 7 grid; the four stones of the last round marked."""

from __future__ import annotations

from render.games.common import (
    AnyGame,
    Names,
    Reading,
    build,
    extra,
    ghosts,
    label,
    move_cells,
    read,
    read_previous,
    removed_text,
)
from render.view import BoardView, Style


def _last_round(now: Reading) -> tuple[str, str] | None:
    """Seat 0's and seat 1's submissions of the last round (the extra, else the history)."""
    last_round = extra(now.game, "last_round")
    if last_round is not None:
        found = last_round(now.state)
        return None if found is None else (str(found[0]), str(found[1]))
    if len(now.history) >= 2:
        return now.history[-2][1], now.history[-1][1]
    return None


def _scores(now: Reading) -> tuple[str, ...]:
    """The public score calculation after every round (the original's "Administration")."""
    score_line = extra(now.game, "score_line")
    if score_line is None or now.outcome is not None or not now.history:
        return ()
    return (f"Black {score_line(now.state, 'black')} · White {score_line(now.state, 'white')}",)


def view(
    game: AnyGame, state: object, previous: object | None, names: Names, theme: str
) -> BoardView:
    now = read(game, state)
    before = read_previous(game, now, previous)
    submissions = _last_round(now)
    rounds = len(now.history) // 2
    last: set[int] = set()
    text = ""
    if submissions is not None:
        for move in submissions:
            last.update(move_cells(now.board, move))
        text = (
            f"Round {rounds}: {label(now, names, 0)} {submissions[0]} · "
            f"{label(now, names, 1)} {submissions[1]}{removed_text(now.board, ghosts(now, before))}"
        )
    if now.outcome is not None:
        status_text = "Game over"
    else:
        status_text = f"Round {rounds + 1}, both to move"
    return build(
        now,
        before,
        names,
        theme,
        style=Style.SQUARES,
        last_move=last,
        status_text=status_text,
        footer=_scores(now),
        last_text=text,
    )
