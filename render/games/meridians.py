"""Meridians (RULES.md §5): points joined by lines; dead groups crossed out."""

from __future__ import annotations

from render.captions import ENGLISH
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
from render.phrases import Phrases
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


def _status(now: Reading, names: Names, say: Phrases) -> str:
    if now.outcome is None and now.game.options_of(now.state).get("pie"):
        ply = len(now.history)
        if ply < 2:
            return say("meridians-pie", player=player_name(names, 0, say))
        if ply == 2:
            return say("meridians-choice", player=player_name(names, 1, say))
    return status(now, names, say)


def _pie_text(now: Reading, names: Names, say: Phrases) -> str | None:
    """With the pie, the first two stones are seat 0's Light and Dark pie stones (RULES.md §2)."""
    if not now.game.options_of(now.state).get("pie"):
        return None
    return pie_stone_text(now, names, ("light", "dark"), say)


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
    dead = _dead(now)
    footer = (say("meridians-dead"),) if dead else ()
    return build(
        now,
        before,
        names,
        theme,
        style=Style.POINTS,
        last_move=last,
        status_text=_status(now, names, say),
        dead=dead,
        footer=footer,
        last_text=_pie_text(now, names, say),
        say=say,
    )
