"""Meridians (RULES.md §5): points joined by lines; dead groups crossed out."""

from __future__ import annotations

from render.games.common import (
    AnyGame,
    Names,
    Reading,
    build,
    last_move_cells,
    move_cells,
    pie_stone_text,
    player_name,
    read,
    read_previous,
    status,
)
from render.view import BoardView, Style
from rules import meridians


def _dead(now: Reading) -> set[int]:
    """The stones of the groups that are dead now and will really be removed.

    ``dead_groups`` lists a lone first stone too (a player's only group is dead by definition),
    but removal starts only after a colour's second turn (RULES.md §5 "How to implement the
    removal"). Decision: Light's groups are marked from the third placement of the game on (its
    second stone), Dark's from the fourth, so the opening shows no crosses that mean nothing.
    """
    if now.outcome is not None:
        return set()
    placements = sum(1 for _, move in now.history if move_cells(now.board, move))
    subject = {"L": placements >= 3, "D": placements >= 4}
    out: set[int] = set()
    for group in meridians.dead_groups(now.state):
        cells = [c for c in (now.board.parse(name) for name in group) if c is not None]
        if cells and subject.get(now.contents[cells[0]], False):
            out.update(cells)
    return out


def _status(now: Reading, names: Names) -> str:
    if now.outcome is None and now.game.options_of(now.state).get("pie"):
        ply = len(now.history)
        if ply < 2:
            who = player_name(names, 0)
            return f"{who} places the first stones: one Light, then one Dark (pie)"
        if ply == 2:
            who = player_name(names, 1)
            return f"{who} chooses a colour: light or dark"
    return status(now, names)


def _pie_text(now: Reading, names: Names) -> str | None:
    """With the pie, the first two stones are seat 0's Light and Dark pie stones (RULES.md §2)."""
    if not now.game.options_of(now.state).get("pie"):
        return None
    return pie_stone_text(now, names, ("Light", "Dark"))


def view(
    game: AnyGame, state: object, previous: object | None, names: Names, theme: str
) -> BoardView:
    now = read(game, state)
    before = read_previous(game, now, previous)
    last = last_move_cells(now)
    dead = _dead(now)
    footer = (
        ("Crossed stones belong to dead groups: they are removed after their owner's next move.",)
        if dead
        else ()
    )
    return build(
        now,
        before,
        names,
        theme,
        style=Style.POINTS,
        last_move=last,
        status_text=_status(now, names),
        dead=dead,
        footer=footer,
        last_text=_pie_text(now, names),
    )
