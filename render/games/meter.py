"""Meter (RULES.md §6): hex cells with the rings shaded in alternating greys; captures as ghosts."""

from __future__ import annotations

from render.captions import ENGLISH
from render.games.common import (
    AnyGame,
    Names,
    build,
    label,
    last_move_cells,
    read,
    read_previous,
    status,
)
from render.phrases import Phrases
from render.view import BoardView, Style


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
    last = last_move_cells(now)
    text = status(now, names, say)
    pie = bool(game.options_of(state).get("pie", False))
    if pie and len(now.history) == 1 and now.outcome is None and now.to_act:
        # RULES.md §2: White may answer Black's first stone with `swap`.
        text = say("meter-swap", player=label(now, names, now.to_act[0], say))
    return build(
        now,
        before,
        names,
        theme,
        style=Style.CELLS,
        rings=True,
        last_move=last,
        status_text=text,
        say=say,
    )
