"""Thwart Omega (RULES.md §3): the 7 × 7 grid; the four stones of the last round marked."""

from __future__ import annotations

from render.captions import ENGLISH
from render.games.common import (
    AnyGame,
    Names,
    Reading,
    build,
    ghosts,
    label,
    move_cells,
    read,
    read_previous,
    removed_text,
)
from render.phrases import Phrases
from render.view import BoardView, Style
from rules import thwart_omega


def _last_round(now: Reading) -> tuple[str, str] | None:
    """Seat 0's and seat 1's submissions of the last round."""
    return thwart_omega.last_round(now.state)


def _scores(now: Reading, say: Phrases) -> tuple[str, ...]:
    """The public score calculation after every round (the original's "Administration", the
    rules' ``running_score`` in the words of ``say``)."""
    if now.outcome is not None or not now.history:
        return ()
    black = thwart_omega.score_line(now.state, "black")
    white = thwart_omega.score_line(now.state, "white")
    return (say("thwart-scores", black=black, white=white),)


def view(
    game: AnyGame,
    state: object,
    previous: object | None,
    names: Names,
    theme: str,
    *,
    say: Phrases = ENGLISH,
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
        text = say(
            "thwart-round",
            number=rounds,
            first=f"{label(now, names, 0, say)} {submissions[0]}",
            second=f"{label(now, names, 1, say)} {submissions[1]}",
            removed=removed_text(now.board, ghosts(now, before), say),
        )
    if now.outcome is not None:
        status_text = say("game-over")
    else:
        status_text = say("thwart-next", number=rounds + 1)
    return build(
        now,
        before,
        names,
        theme,
        style=Style.SQUARES,
        last_move=last,
        status_text=status_text,
        footer=_scores(now, say),
        last_text=text,
        say=say,
    )
