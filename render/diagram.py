"""Teaching diagrams (``/help``): a real board position with marks drawn on top of it.

A ``Diagram`` is a ``BoardView`` (stones, last move, ghosts, dead groups: drawn exactly as the
match images draw them, ``render.draw.paint_board``) plus what a lesson points at: arrows along
lines of cells, outlined cells, dots on cells, short tags beside cells, a heading above the board
and a caption below it. The cells of a diagram are not named (the tags name the ones the lesson
talks about); the edge letters and numbers stay.

Sized for Discord's inline preview: an image is shown about ``SHOWN_WIDTH`` px wide, so every
text is drawn at least ``MIN_SHOWN_PX`` px tall at that size (``shown_px``), whatever ``width``
the image is drawn at.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from enum import StrEnum

from PIL import Image, ImageDraw

from render import captions, sprites, text
from render.background import background
from render.describe import MAX_ALT, describe, plain
from render.draw import DEFAULT_WIDTH, check_width, encode, paint_board
from render.layout import BoardLayout, board_layout
from render.palette import to_palette
from render.phrases import Phrases
from render.theme import RGB, Theme, get_theme
from render.view import BoardView

SHOWN_WIDTH = 400  # about how wide Discord shows an attached image in a message
MIN_SHOWN_PX = 14  # the smallest text a player should have to read at that size
SUPERSAMPLE = 3  # marks are drawn this much larger, then reduced (anti-aliasing)
MAX_HEADING_LINES = 2


class End(StrEnum):
    """How an arrow ends: an arrowhead (reaches, sees), a bar (stopped, blocked), none."""

    HEAD = "head"
    BAR = "bar"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Arrow:
    """A line through the centres of ``cells`` (at least two), from the first to the last.

    ``dashed`` draws it broken (a line looked along that found nothing, a position before)."""

    cells: tuple[int, ...]
    end: End = End.HEAD
    dashed: bool = False

    def __post_init__(self) -> None:
        if len(self.cells) < 2:
            raise ValueError("an arrow needs at least two cells")


# Where a tag sits relative to its cell: unit steps (x right, y down).
SIDES: dict[str, tuple[float, float]] = {
    "n": (0.0, -1.0),
    "s": (0.0, 1.0),
    "e": (1.0, 0.0),
    "w": (-1.0, 0.0),
    "ne": (0.8, -0.8),
    "nw": (-0.8, -0.8),
    "se": (0.8, 0.8),
    "sw": (-0.8, 0.8),
}


@dataclass(frozen=True, slots=True)
class Tag:
    """A short label in a box beside ``cell`` (``side``: a key of ``SIDES``); ``snug`` puts it
    on the cell's edge or corner instead (a badge on a stone: the number of its group)."""

    cell: int
    text: str
    side: str = "n"
    snug: bool = False

    def __post_init__(self) -> None:
        if self.side not in SIDES:
            raise ValueError(f"a tag's side is one of {', '.join(SIDES)}, not {self.side!r}")


@dataclass(frozen=True, slots=True)
class Diagram:
    """A lesson's picture: the position (``view``), what it points at, and its words."""

    view: BoardView
    heading: str
    caption: tuple[str, ...] = ()
    arrows: tuple[Arrow, ...] = ()
    outlined: frozenset[int] = frozenset()
    dots: frozenset[int] = frozenset()
    tags: tuple[Tag, ...] = ()

    def __post_init__(self) -> None:
        count = self.view.board.cell_count
        cells = [*self.outlined, *self.dots, *(t.cell for t in self.tags)]
        cells += [c for arrow in self.arrows for c in arrow.cells]
        if any(not 0 <= c < count for c in cells):
            raise ValueError("a diagram marks a cell that is not on the board")


@dataclass(frozen=True, slots=True)
class Sizes:
    """Pixel sizes for one image width: every text stays readable when shown ``SHOWN_WIDTH``
    px wide."""

    width: int
    pad: int
    heading: int
    caption: int
    tag: int
    edge: int  # the board's edge letters and numbers

    @classmethod
    def for_width(cls, width: int) -> Sizes:
        floor = math.ceil(MIN_SHOWN_PX * width / SHOWN_WIDTH)
        return cls(
            width=width,
            pad=round(width * 0.03),
            heading=max(floor, round(width * 0.043)),
            caption=max(floor, round(width * 0.037)),
            tag=max(floor, round(width * 0.035)),
            edge=floor,
        )


def shown_px(font_px: int, width: int) -> float:
    """How tall text of ``font_px`` drawn in an image ``width`` px wide looks in Discord."""
    return font_px * SHOWN_WIDTH / width


@dataclass(frozen=True, slots=True)
class _Plan:
    sizes: Sizes
    layout: BoardLayout
    heading: tuple[str, ...]
    caption: tuple[str, ...]
    board_top: int
    height: int


def _plan(diagram: Diagram, width: int) -> _Plan:
    s = Sizes.for_width(width)
    inner = width - 2 * s.pad
    layout = board_layout(diagram.view.board, diagram.view.style, inner, width / DEFAULT_WIDTH)
    heading = tuple(text.wrap(text.clean(diagram.heading), s.heading, inner))
    if len(heading) > MAX_HEADING_LINES:
        raise ValueError(f"the heading takes {len(heading)} lines; at most {MAX_HEADING_LINES}")
    caption = tuple(
        line for entry in diagram.caption for line in text.wrap(text.clean(entry), s.caption, inner)
    )
    board_top = s.pad + len(heading) * text.line_height(s.heading) + s.pad // 2
    height = board_top + layout.height + s.pad // 2
    height += len(caption) * text.line_height(s.caption) + s.pad
    return _Plan(s, layout, heading, caption, board_top, height)


def size_of(diagram: Diagram, width: int = DEFAULT_WIDTH) -> tuple[int, int]:
    """The ``(width, height)`` of ``diagram`` drawn ``width`` px wide (nothing is drawn)."""
    check_width(width)
    return width, _plan(diagram, width).height


def compose(diagram: Diagram, width: int = DEFAULT_WIDTH) -> Image.Image:
    """The diagram as an RGB image ``width`` px wide."""
    check_width(width)
    p = _plan(diagram, width)
    s, layout, view = p.sizes, p.layout, diagram.view
    theme = get_theme(view.theme)
    inner = width - 2 * s.pad
    canvas = Image.new("RGB", (width, p.height), theme.background)
    y = s.pad
    for line in p.heading:
        text.draw_line(canvas, (s.pad, y), line, size=s.heading, fill=theme.text, max_width=inner)
        y += text.line_height(s.heading)
    origin = (s.pad, p.board_top)
    board = background(
        view.board,
        view.style,
        rings=view.rings,
        theme=view.theme,
        width=inner,
        scale=width / DEFAULT_WIDTH,
        cell_names=False,
        edge_size=s.edge,
    )
    canvas.paste(board, origin)
    paint_board(canvas, view, layout, origin)
    for cell in sorted(diagram.outlined - view.last_move):
        x, y0 = layout.centres[cell]
        outline = sprites.outline(layout.style, layout.pitch, view.theme)
        sprites.paste_centred(canvas, outline, origin[0] + x, origin[1] + y0)
    _marks(canvas, diagram, layout, origin, theme)
    for tag in diagram.tags:
        _tag(canvas, tag, layout=layout, origin=origin, s=s, theme=theme)
    y = p.board_top + layout.height + s.pad // 2
    for line in p.caption:
        text.draw_line(canvas, (s.pad, y), line, size=s.caption, fill=theme.text, max_width=inner)
        y += text.line_height(s.caption)
    return canvas


def render(diagram: Diagram, width: int = DEFAULT_WIDTH) -> Image.Image:
    """The palette ("P") image of ``diagram`` (the board's fixed palette: small, stable PNGs)."""
    return to_palette(compose(diagram, width), diagram.view.theme, diagram.view.style)


def png(diagram: Diagram, width: int = DEFAULT_WIDTH) -> bytes:
    """The PNG bytes of ``diagram`` drawn ``width`` px wide."""
    return encode(render(diagram, width))


def alt_text(diagram: Diagram, board_words: Phrases = captions.ENGLISH) -> str:
    """What the diagram shows, for screen readers: its words first, then the position (in
    the words of ``board_words``, which also end a sentence: ``.`` or ``。``)."""
    stop = board_words("alt-stop")
    words = " ".join(
        part if part.endswith((".", ":", "!", "?", "。", "：", "！", "？")) else part + stop
        for part in (plain(p) for p in (diagram.heading, *diagram.caption))
        if part
    )
    whole = f"{words} {describe(diagram.view, board_words)}"
    return whole if len(whole) <= MAX_ALT else whole[: MAX_ALT - 1].rstrip() + "…"


# ---- marks ---------------------------------------------------------------------------------


def _marks(
    canvas: Image.Image,
    diagram: Diagram,
    layout: BoardLayout,
    origin: tuple[int, int],
    theme: Theme,
) -> None:
    """Arrows and dots, drawn large on a transparent layer and reduced onto the board."""
    if not diagram.arrows and not diagram.dots:
        return
    k = SUPERSAMPLE
    layer = Image.new("RGBA", (layout.width * k, layout.height * k), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    pitch = layout.pitch
    for arrow in diagram.arrows:
        _arrow(draw, arrow, diagram.view, layout, theme)
    for cell in sorted(diagram.dots):
        x, y = (v * k for v in layout.centres[cell])
        r = pitch * 0.16 * k
        edge = pitch * 0.05 * k
        draw.ellipse(
            (x - r - edge, y - r - edge, x + r + edge, y + r + edge), fill=theme.background
        )
        draw.ellipse((x - r, y - r, x + r, y + r), fill=theme.accent)
    small = layer.reduce(k)
    canvas.paste(small, origin, small)


def _arrow(
    draw: ImageDraw.ImageDraw, arrow: Arrow, view: BoardView, layout: BoardLayout, theme: Theme
) -> None:
    k = SUPERSAMPLE
    points = [(x * k, y * k) for x, y in (layout.centres[c] for c in arrow.cells)]
    stone = layout.radius * k

    def trim(cell: int) -> float:
        return stone * 1.08 if view.contents[cell] else stone * 0.35

    points[0] = _towards(points[0], points[1], trim(arrow.cells[0]))
    points[-1] = _towards(points[-1], points[-2], trim(arrow.cells[-1]))
    width = max(2 * k, round(layout.pitch * 0.085 * k))
    edge = max(k, round(width * 0.45))
    head = layout.pitch * 0.3 * k
    if arrow.end is End.HEAD:
        line_end = _towards(points[-1], points[-2], head * 0.8)
        body = [*points[:-1], line_end]
    else:
        body = points
    for colour, extra in ((theme.background, 2 * edge), (theme.accent, 0)):
        _polyline(draw, body, colour, width + extra, dashed=arrow.dashed, dash=layout.pitch * k / 5)
        tip, base = points[-1], points[-2]
        if arrow.end is End.HEAD:
            draw.polygon(_head(tip, base, head + extra, head * 0.62 + extra), fill=colour)
        elif arrow.end is End.BAR:
            ux, uy = _unit(base, tip)
            half = layout.pitch * 0.3 * k + extra / 2
            a = (tip[0] - uy * half, tip[1] + ux * half)
            b = (tip[0] + uy * half, tip[1] - ux * half)
            draw.line((a, b), fill=colour, width=round(width * 1.2 + extra))


def _unit(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return dx / length, dy / length


def _towards(
    point: tuple[float, float], other: tuple[float, float], distance: float
) -> tuple[float, float]:
    ux, uy = _unit(point, other)
    return point[0] + ux * distance, point[1] + uy * distance


def _head(
    tip: tuple[float, float], base: tuple[float, float], length: float, half: float
) -> list[tuple[float, float]]:
    ux, uy = _unit(base, tip)
    back = (tip[0] - ux * length, tip[1] - uy * length)
    return [
        tip,
        (back[0] - uy * half, back[1] + ux * half),
        (back[0] + uy * half, back[1] - ux * half),
    ]


def _polyline(
    draw: ImageDraw.ImageDraw,
    points: list[tuple[float, float]],
    colour: RGB,
    width: float,
    *,
    dashed: bool,
    dash: float,
) -> None:
    w = round(width)
    for a, b in itertools.pairwise(points):
        if not dashed:
            draw.line((a, b), fill=colour, width=w)
            r = w / 2  # round joints
            draw.ellipse((b[0] - r, b[1] - r, b[0] + r, b[1] + r), fill=colour)
            continue
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        ux, uy = _unit(a, b)
        t = 0.0
        while t < length:
            u = min(length, t + dash)
            draw.line(
                ((a[0] + ux * t, a[1] + uy * t), (a[0] + ux * u, a[1] + uy * u)),
                fill=colour,
                width=w,
            )
            t += 2 * dash


def _tag(
    canvas: Image.Image,
    tag: Tag,
    *,
    layout: BoardLayout,
    origin: tuple[int, int],
    s: Sizes,
    theme: Theme,
) -> None:
    """A rounded box holding ``tag.text`` beside its cell, kept inside the image."""
    label = text.clean(tag.text)
    inner = s.width - 2 * s.pad
    text_width = min(math.ceil(text.width_of(label, s.tag)), inner)
    pad = max(3, s.tag // 4)
    box_w = text_width + 2 * pad
    box_h = text.line_height(s.tag) + pad
    cx, cy = layout.centres[tag.cell]
    cx += origin[0]
    cy += origin[1]
    dx, dy = SIDES[tag.side]
    if tag.snug:
        x = cx + dx * layout.pitch * 0.5 - box_w / 2
        y = cy + dy * layout.pitch * 0.5 - box_h / 2
    else:
        reach = layout.pitch * 0.5
        x = cx + dx * (reach + box_w / 2) - box_w / 2
        y = cy + dy * (reach + box_h / 2) - box_h / 2
    x = min(max(x, s.pad / 3), s.width - s.pad / 3 - box_w)
    y = min(max(y, s.pad / 3), canvas.height - s.pad / 3 - box_h)
    draw = ImageDraw.Draw(canvas)
    line = max(2, round(s.width / 400))
    draw.rounded_rectangle(
        (x, y, x + box_w, y + box_h), radius=pad, fill=theme.background, outline=theme.accent,
        width=line,
    )  # fmt: skip
    text.draw_line(
        canvas, (round(x + pad), round(y + pad / 2)), label, size=s.tag, fill=theme.text,
        max_width=text_width,
    )  # fmt: skip
