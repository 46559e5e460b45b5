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

from render import captions, diagram
from render.diagram import Arrow, Diagram, Tag
from render.draw import DEFAULT_WIDTH
from render.games import view_of
from render.games.common import AnyGame, Names, move_cells
from render.layout import board_layout
from render.phrases import Phrases
from render.review.captions import ENGLISH
from render.view import BoardView


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
    say: Phrases = ENGLISH,
    board_words: Phrases = captions.ENGLISH,
) -> Diagram:
    """``after`` (the position ``played`` made from ``before``; with ``shows_better``, the one
    ``better`` made) with ``better`` marked (the tag in the words of ``say``, the board's in
    ``board_words``)."""
    view = view_of(game, after, previous=before, names=names, theme=theme, say=board_words)
    view = replace(view, status="", last_move_text="", footer=())
    board = view.board
    cells = move_cells(board, better)
    if shows_better:
        tags = tuple(Tag(cell, say("review-better"), side="s", snug=True) for cell in cells)
        return Diagram(view=view, heading=heading, caption=tuple(caption), tags=tags)
    played_cells = move_cells(board, played)
    tags_: tuple[Tag, ...] = ()
    if cells:
        side = _free_side(view, cells[0], played_cells[0] if len(played_cells) == 1 else None)
        tags_ = (Tag(cells[0], say("review-better"), side=side),)
    arrows: tuple[Arrow, ...] = ()
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


def _free_side(view: BoardView, cell: int, played: int | None) -> str:
    """Where the "better" tag goes beside ``cell``: towards the board's middle (a tag above
    the top row would cover the heading), and not where the arrow from ``played`` comes in."""
    layout = board_layout(view.board, view.style, DEFAULT_WIDTH, 1.0)
    x, y = layout.centres[cell]
    side = "s" if y < layout.height * 0.3 else "n"
    if played is not None and played != cell:
        py = layout.centres[played][1]
        if (side == "s" and py > y) or (side == "n" and py < y):
            side = "e" if x < layout.width / 2 else "w"
    return side


def swing_png(picture: Diagram, width: int = DEFAULT_WIDTH) -> bytes:
    """The PNG of a swing's diagram, ``width`` px wide."""
    return diagram.png(picture, width)


def swing_alt(picture: Diagram, board_words: Phrases = captions.ENGLISH) -> str:
    """The swing's diagram in words (at most 1,000 characters), the position's in the words
    of ``board_words``."""
    return diagram.alt_text(picture, board_words)
