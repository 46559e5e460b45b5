"""The empty board of each style, drawn once per (board, style, rings, theme, width) and cached.

Hex cells (Meter, Interleave, Meuda) carry their names (``d4``) so a player can read any cell off
the image, with the row letters repeated at both ends of every row; Meter shades its rings in
alternating greys like the original's diagrams (RULES.md §6). Meridians draws its points joined by
the lines of the triangle grid (§1.1), Thwart Omega a 7 × 7 grid with files and ranks (§1.2).
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render.layout import BoardLayout, board_layout
from render.sprites import hexagon
from render.text import font
from render.theme import Theme, get_theme
from render.view import Style
from rules.geometry import Board, HexBoard, HexHexBoard

SUPERSAMPLE = 3


# One entry per (board, style, rings, theme, width): about 1.5 MB each at 800 px wide.
@lru_cache(maxsize=24)
def background(
    board: Board,
    style: Style,
    *,
    rings: bool,
    theme: str,
    width: int,
    scale: float,
    cell_names: bool = True,
    edge_size: int = 0,
) -> Image.Image:
    """The empty board as an RGB image of the layout's size. Callers must not modify it.

    ``cell_names=False`` leaves the names out of the cells (the edge labels stay): the help
    diagrams name only the cells their text talks about, in a size a phone can read, and draw
    the edge labels at least ``edge_size`` px tall."""
    layout = board_layout(board, style, width, scale)
    colours = get_theme(theme)
    big = Image.new(
        "RGB", (layout.width * SUPERSAMPLE, layout.height * SUPERSAMPLE), colours.background
    )
    draw = ImageDraw.Draw(big)
    if style is Style.CELLS:
        _cells(draw, board, layout, colours, rings)
    elif style is Style.POINTS:
        _points(draw, board, layout, colours)
    else:
        _squares(draw, layout, colours)
    image = big.reduce(SUPERSAMPLE)
    _labels(image, board, layout, colours, cell_names=cell_names, edge_size=edge_size)
    return image


def _cells(
    draw: ImageDraw.ImageDraw, board: Board, layout: BoardLayout, colours: Theme, rings: bool
) -> None:
    s = SUPERSAMPLE
    circumradius = layout.pitch / math.sqrt(3)
    # A thin gap of page colour between cells draws the cell edges.
    inner = (circumradius - max(0.8, layout.pitch * 0.025)) * s
    ring_of = board.rings if rings and isinstance(board, HexHexBoard) else None
    for cell, (x, y) in enumerate(layout.centres):
        if ring_of is None:
            fill = colours.cell
        else:  # RULES.md §6: rings alternate, the centre (ring 0) light
            fill = colours.ring_light if ring_of[cell] % 2 == 0 else colours.ring_dark
        draw.polygon(hexagon(x * s, y * s, inner), fill=fill)


def _points(draw: ImageDraw.ImageDraw, board: Board, layout: BoardLayout, colours: Theme) -> None:
    s = SUPERSAMPLE
    assert isinstance(board, HexBoard)
    centres = layout.centres
    top = board.row_count - 1
    corners = [
        board.at(0, 1),
        board.at(0, board.row_widths[0]),
        board.at(board.middle, board.widest),
        board.at(top, board.row_widths[top]),
        board.at(top, 1),
        board.at(board.middle, 1),
    ]
    cx = sum(x for x, _ in centres) / len(centres)
    cy = sum(y for _, y in centres) / len(centres)
    plate = []
    for corner in corners:
        assert corner is not None
        x, y = centres[corner]
        dx, dy = x - cx, y - cy
        length = math.hypot(dx, dy) or 1.0
        grow = layout.pitch * 0.62
        plate.append(((x + dx / length * grow) * s, (y + dy / length * grow) * s))
    draw.polygon(plate, fill=colours.wood)
    width = max(s, int(layout.pitch * 0.045 * s))
    for cell, (x, y) in enumerate(centres):
        for direction in (0, 1, 2):  # E, NE, NW: every grid line once
            ray = board.rays[cell][direction]
            if ray:
                nx, ny = centres[ray[0]]
                draw.line((x * s, y * s, nx * s, ny * s), fill=colours.grid, width=width)
    dot = layout.pitch * 0.07 * s
    for x, y in centres:
        draw.ellipse((x * s - dot, y * s - dot, x * s + dot, y * s + dot), fill=colours.grid)


def _squares(draw: ImageDraw.ImageDraw, layout: BoardLayout, colours: Theme) -> None:
    s = SUPERSAMPLE
    half = layout.pitch / 2
    gap = max(0.8, layout.pitch * 0.02)
    for x, y in layout.centres:
        draw.rectangle(
            (
                (x - half + gap) * s,
                (y - half + gap) * s,
                (x + half - gap) * s,
                (y + half - gap) * s,
            ),
            fill=colours.square,
        )


def _labels(
    image: Image.Image,
    board: Board,
    layout: BoardLayout,
    colours: Theme,
    *,
    cell_names: bool,
    edge_size: int,
) -> None:
    draw = ImageDraw.Draw(image)
    edge_font = font(max(layout.edge_size, edge_size))
    for label in layout.edge_labels:
        draw.text(
            (label.x, label.y), label.text, font=edge_font, fill=colours.dim_text, anchor="mm"
        )
    if not cell_names:
        return
    cell_font = font(layout.cell_size)
    for cell, (x, y) in enumerate(layout.centres):
        name = board.names[cell]
        if layout.style is Style.POINTS:
            # The name sits just below-right of its point, on the wood, clear of the lines.
            x0, y0, x1, y1 = draw.textbbox((x, y), name, font=cell_font, anchor="mm")
            pad = max(1, layout.cell_size // 6)
            draw.rounded_rectangle(
                (x0 - pad, y0 - pad, x1 + pad, y1 + pad), radius=pad * 2, fill=colours.wood
            )
            draw.text((x, y), name, font=cell_font, fill=colours.grid, anchor="mm")
        elif layout.style is Style.SQUARES:
            corner = layout.pitch * 0.44
            draw.text(
                (x - corner, y + corner), name, font=cell_font, fill=colours.label, anchor="ld"
            )
        else:
            draw.text((x, y), name, font=cell_font, fill=colours.label, anchor="mm")
