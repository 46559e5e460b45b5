"""Interleave (RULES.md §4): Black and Red on hex cells; the setup, the choice, then play."""

from __future__ import annotations

from render.captions import ENGLISH
from render.games.common import (
    AnyGame,
    Names,
    Reading,
    build,
    label,
    last_move_cells,
    player_name,
    read,
    read_previous,
    sizes_line,
    status,
)
from render.phrases import Phrases
from render.view import BoardView, Style


def _phase(history: tuple[tuple[int, str], ...]) -> str:
    """``setup``, ``choice`` or ``play``: the setup ends with seat 0's first ``done`` (§2)."""
    for index, (_, move) in enumerate(history):
        if move == "done":
            return "play" if index + 1 < len(history) else "choice"
    return "setup"


def _status(now: Reading, names: Names, say: Phrases) -> str:
    if now.outcome is not None or not now.to_act:
        return status(now, names, say)
    phase = _phase(now.history)
    if phase == "setup":
        return say("interleave-setup", player=player_name(names, 0, say))
    if phase == "choice":
        return say("interleave-choice", player=player_name(names, 1, say))
    if len(now.to_act) == 2:
        seat, move = now.history[-1]
        if move == "done":  # RULES.md §4: only the last move can be a standing `done`
            return say("interleave-both-done", player=label(now, names, seat, say))
        return say("interleave-both")
    mode = now.game.options_of(now.state).get("mode")
    if mode == "turns":
        return status(now, names, say)
    return say("interleave-only", player=label(now, names, now.to_act[0], say))


def _groups(now: Reading, say: Phrases) -> tuple[str, ...]:
    if now.outcome is not None or _phase(now.history) != "play":
        return ()
    return (sizes_line(now, "groups-now", ("black", "red"), say),)


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
    return build(
        now,
        before,
        names,
        theme,
        style=Style.CELLS,
        last_move=last,
        status_text=_status(now, names, say),
        footer=_groups(now, say),
        say=say,
    )
