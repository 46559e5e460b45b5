"""Interleave (RULES.md §4): Black and Red on hex cells; the setup, the choice, then play."""

from __future__ import annotations

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
from render.view import BoardView, Style


def _phase(history: tuple[tuple[int, str], ...]) -> str:
    """``setup``, ``choice`` or ``play``: the setup ends with seat 0's first ``done`` (§2)."""
    for index, (_, move) in enumerate(history):
        if move == "done":
            return "play" if index + 1 < len(history) else "choice"
    return "setup"


def _status(now: Reading, names: Names) -> str:
    if now.outcome is not None or not now.to_act:
        return status(now, names)
    phase = _phase(now.history)
    if phase == "setup":
        who = player_name(names, 0)
        return f"{who} sets up: any stones of both colours, then done"
    if phase == "choice":
        who = player_name(names, 1)
        return f"{who} chooses a colour: black or red"
    if len(now.to_act) == 2:
        seat, move = now.history[-1]
        if move == "done":  # RULES.md §4: only the last move can be a standing `done`
            return f"Both players may place ({label(now, names, seat)} is done)"
        return "Both players may place"
    mode = now.game.options_of(now.state).get("mode")
    if mode == "turns":
        return status(now, names)
    return f"Only {label(now, names, now.to_act[0])} can still place"


def _groups(now: Reading) -> tuple[str, ...]:
    if now.outcome is not None or _phase(now.history) != "play":
        return ()
    return (sizes_line(now, "Groups now", ("black", "red")),)


def view(
    game: AnyGame, state: object, previous: object | None, names: Names, theme: str
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
        status_text=_status(now, names),
        footer=_groups(now),
    )
