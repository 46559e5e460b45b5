"""Where everything sits on the board image: cell centres, sizes and the coordinate labels.

Hex boards follow RULES.md §1.1: horizontal rows, centred, row ``a`` at the bottom, cells numbered
from the left; a cell ``(r, k)`` sits at ``x = (k - 1 + (W - width_r) / 2) * cell``, ``y = (rows -
1 - r) * row_height``. Cells are pointy-topped hexagons (so the rows are horizontal); Meridians uses
the same positions for the points of its triangle grid. The square board has ``a1`` bottom left
(§1.2). Layouts are cached per board shape, style and width.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from string import ascii_lowercase

from render.view import Style
from rules.geometry import Board, HexBoard, SquareBoard

SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True, slots=True)
class Label:
    """A coordinate printed at the edge of the board (a row letter, a file letter, a rank)."""

    text: str
    x: float  # centre
    y: float  # centre


@dataclass(frozen=True, slots=True)
class BoardLayout:
    """Pixel geometry of one board image of ``width`` × ``height``.

    ``pitch`` is the distance between the centres of two neighbours in a row (the cell width, the
    point spacing, the square side); ``radius`` is a stone's radius; ``centres`` are indexed by cell.
    """

    style: Style
    width: int
    height: int
    pitch: float
    radius: int
    centres: tuple[tuple[float, float], ...]
    edge_labels: tuple[Label, ...]
    edge_size: int  # font size of the edge labels
    cell_size: int  # font size of the cell names printed in empty cells


# A board never grows past this pitch (per 800 px of image width): small boards stay compact.
MAX_PITCH = {Style.CELLS: 84.0, Style.POINTS: 64.0, Style.SQUARES: 84.0}


def _hex_centres(
    board: HexBoard, pitch: float, row_height: float, left: float, top: float
) -> list[tuple[float, float]]:
    widest = board.widest
    rows = board.row_count
    return [
        (
            left + (k - 1 + (widest - board.row_widths[r]) / 2) * pitch,
            top + (rows - 1 - r) * row_height,
        )
        for r, k in board.coords
    ]


def _hex_layout(board: HexBoard, style: Style, width: int, scale: float) -> BoardLayout:
    # Margins of about one pitch each side hold the row letters beside the first and last cells.
    margin = 1.0
    pitch = min(width / (board.widest - 1 + 2 * margin + 1), MAX_PITCH[style] * scale)
    if style is Style.CELLS:
        circumradius = pitch / SQRT3
        row_height = 1.5 * circumradius
        vertical = circumradius
        radius = int(pitch * 0.40)
    else:
        row_height = pitch * SQRT3 / 2
        vertical = pitch * 0.62
        radius = int(pitch * 0.42)
    used_width = (board.widest - 1 + 2 * margin + 1) * pitch
    left = (width - used_width) / 2 + (margin + 0.5) * pitch
    top = vertical + 2
    centres = _hex_centres(board, pitch, row_height, left, top)
    height = math.ceil(top + (board.row_count - 1) * row_height + vertical + 2)
    labels: list[Label] = []
    for r in range(board.row_count):
        first = board.at(r, 1)
        last = board.at(r, board.row_widths[r])
        assert first is not None and last is not None
        letter = ascii_lowercase[r]
        gap = 0.86 * pitch
        labels.append(Label(letter, centres[first][0] - gap, centres[first][1]))
        labels.append(Label(letter, centres[last][0] + gap, centres[last][1]))
    cell_ratio = 0.27 if style is Style.CELLS else 0.25
    return BoardLayout(
        style=style,
        width=width,
        height=height,
        pitch=pitch,
        radius=radius,
        centres=tuple(centres),
        edge_labels=tuple(labels),
        edge_size=max(9, int(pitch * 0.36)),
        cell_size=max(7, int(pitch * cell_ratio)),
    )


def _square_layout(board: SquareBoard, width: int, scale: float) -> BoardLayout:
    margin = 0.7  # room for file letters and rank numbers on all four sides
    pitch = min(width / (board.files + 2 * margin), MAX_PITCH[Style.SQUARES] * scale)
    left = (width - board.files * pitch) / 2
    top = margin * pitch
    centres = [
        (left + (f - 0.5) * pitch, top + (board.ranks - r - 0.5) * pitch) for r, f in board.coords
    ]
    labels: list[Label] = []
    bottom = top + board.ranks * pitch
    for f in range(board.files):
        x = left + (f + 0.5) * pitch
        labels.append(Label(ascii_lowercase[f], x, top - margin * pitch / 2))
        labels.append(Label(ascii_lowercase[f], x, bottom + margin * pitch / 2))
    for r in range(board.ranks):
        y = top + (board.ranks - r - 0.5) * pitch
        labels.append(Label(str(r + 1), left - margin * pitch / 2, y))
        labels.append(Label(str(r + 1), left + board.files * pitch + margin * pitch / 2, y))
    return BoardLayout(
        style=Style.SQUARES,
        width=width,
        height=math.ceil(bottom + margin * pitch),
        pitch=pitch,
        radius=int(pitch * 0.40),
        centres=tuple(centres),
        edge_labels=tuple(labels),
        edge_size=max(9, int(pitch * 0.30)),
        cell_size=max(7, int(pitch * 0.17)),
    )


@lru_cache(maxsize=128)
def board_layout(board: Board, style: Style, width: int, scale: float) -> BoardLayout:
    """The layout of ``board`` drawn in ``style`` into ``width`` pixels (``scale`` = image width
    / 800, which caps the size of small boards)."""
    if isinstance(board, SquareBoard):
        return _square_layout(board, width, scale)
    if isinstance(board, HexBoard):
        return _hex_layout(board, style, width, scale)
    raise TypeError(f"cannot lay out a {type(board).__name__}")
