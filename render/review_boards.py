"""The post-game review's boards: a move that cost its player much, drawn on the position it
made, with the better move marked. Pure: rules states in, a ``render.diagram.Diagram`` out
(``swing_png`` and ``swing_alt`` draw and describe it).

The position after the move is drawn as the match images draw it (the move played outlined,
stones it removed as ghosts); the better move's cells get a dot, an outline and a "better" tag,
and a dashed arrow leads from the stone played to the better cell when both are single cells.
A better move that names no cell (``swap``, ``pass``, a colour choice) is said in the caption.
Thwart Omega (``shows_better``): the position the better submission would have made against
the opponent's actual one, every stone of that round outlined, the better submission's two
stones tagged "better" (their cells are taken, so no dots).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from render import diagram
from render.diagram import Arrow, Diagram, Tag
from render.draw import DEFAULT_WIDTH
from render.games import view_of
from render.games.common import AnyGame, Names, move_cells


def swing_diagram(
    game: AnyGame,
    before: object,
    after: object,
    *,
    played: str,
    better: str,
    heading: str,
    caption: Sequence[str] = (),
    names: Names = ("", ""),
    theme: str = "dark",
    shows_better: bool = False,
) -> Diagram:
    """``after`` (the position ``played`` made from ``before``; with ``shows_better``, the one
    ``better`` made) with ``better`` marked."""
    view = view_of(game, after, previous=before, names=names, theme=theme)
    view = replace(view, status="", last_move_text="", footer=())
    board = view.board
    cells = move_cells(board, better)
    if shows_better:
        tags = tuple(Tag(cell, "better", side="s", snug=True) for cell in cells)
        return Diagram(view=view, heading=heading, caption=tuple(caption), tags=tags)
    tags_: tuple[Tag, ...] = (Tag(cells[0], "better", side="n"),) if cells else ()
    arrows: tuple[Arrow, ...] = ()
    played_cells = move_cells(board, played)
    if (
        not game.simultaneous
        and len(cells) == 1
        and len(played_cells) == 1
        and cells[0] != played_cells[0]
    ):
        arrows = (Arrow((played_cells[0], cells[0]), dashed=True),)
    return Diagram(
        view=view,
        heading=heading,
        caption=tuple(caption),
        arrows=arrows,
        outlined=frozenset(cells),
        dots=frozenset(cells),
        tags=tags_,
    )


def swing_png(picture: Diagram, width: int = DEFAULT_WIDTH) -> bytes:
    """The PNG of a swing's diagram, ``width`` px wide."""
    return diagram.png(picture, width)


def swing_alt(picture: Diagram) -> str:
    """The swing's diagram in words (at most 1,000 characters)."""
    return diagram.alt_text(picture)
