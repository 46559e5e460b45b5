"""Meuda (RULES.md §7): hex cells; the stones of the turn in progress (or the last turn) marked."""

from __future__ import annotations

from render.captions import ENGLISH
from render.games.common import (
    AnyGame,
    Names,
    Reading,
    build,
    label,
    move_cells,
    pie_stone_text,
    player_name,
    read,
    read_previous,
    sizes_line,
    status,
)
from render.phrases import Phrases
from render.view import BoardView, Style
from rules import meuda

PIE_PLIES = 3  # RULES.md §2: Black pie stone, White pie stone, the choice


def _last_turn(now: Reading) -> set[int]:
    """The stones of the newest turn: the trailing run of one seat's placements (a turn places
    its stones one move at a time; the pie stones count one move each)."""
    cells: set[int] = set()
    history = now.history
    if not history:
        return cells
    seat = history[-1][0]
    for index in range(len(history) - 1, -1, -1):
        who, move = history[index]
        found = move_cells(now.board, move)
        if who != seat or not found:
            break
        cells.update(found)
        if index < PIE_PLIES:
            break
    return cells


def _status(now: Reading, names: Names, say: Phrases) -> str:
    if now.outcome is not None or not now.to_act:
        return status(now, names, say)
    ply = len(now.history)
    if ply < 2:
        return say("meuda-pie", player=player_name(names, 0, say))
    if ply == 2:
        return say("meuda-choice", player=player_name(names, 1, say))
    seat = now.to_act[0]
    placed = len(meuda.GAME.turn_in_progress(now.state))
    size = meuda.GAME.turn_target(now.state)
    if placed and size:
        player = label(now, names, seat, say)
        return say("meuda-stone", player=player, stone=placed + 1, size=size)
    return status(now, names, say)


def _groups(now: Reading, say: Phrases) -> tuple[str, ...]:
    if now.outcome is not None or len(now.history) < PIE_PLIES:
        return ()
    return (sizes_line(now, "group-sizes-now", ("black", "white"), say),)


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
    return build(
        now,
        before,
        names,
        theme,
        style=Style.CELLS,
        last_move=_last_turn(now),
        status_text=_status(now, names, say),
        footer=_groups(now, say),
        last_text=pie_stone_text(now, names, ("black", "white"), say),
        say=say,
    )
