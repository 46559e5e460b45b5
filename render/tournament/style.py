"""What every tournament picture shares: the sizes at one scale and the colours of one theme
(``Style``), the canvas the drawing helpers pass around, the title header, and the PNG encoding
on a fixed per-theme palette.

Sizes are fixed in pixels (scaled by ``scale``, from ``MIN_SCALE`` to ``MAX_SCALE``); names are
drawn at ``NAME_PX``, and pages and the overview are designed for ``PREVIEW_WIDTH``.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from render import text
from render.theme import RGB, Theme, get_theme

PNG_COMPRESS_LEVEL = 3
MIN_SCALE = 0.5
MAX_SCALE = 2.0
NAME_PX = 15  # the size names are drawn at, at scale 1 (the rest of the layout follows it)
# Discord shows an attached image at most about 550 pixels wide in the chat column (narrower
# images at their own size): pages and the overview are designed for 520, so that a name stays
# at least 14 px tall there. A compact two-round page is 500 wide.
PREVIEW_WIDTH = 520


def blend(a: RGB, b: RGB, t: float) -> RGB:
    """``t`` of the way from ``b`` to ``a``."""
    r, g, bl = (round(x * t + y * (1 - t)) for x, y in zip(a, b, strict=True))
    return (r, g, bl)


@dataclass(frozen=True, slots=True)
class Style:
    """Sizes in pixels at one scale, and the colours of one theme."""

    scale: float
    theme: Theme
    compact: bool
    pad: int
    title: int
    small: int
    name: int
    line: int  # height of one side of a match box
    box_w: int
    seed_w: int
    score_w: int
    gap: int  # vertical gap between first-round boxes (holds the label)
    col_gap: int
    box_fill: RGB
    rule: RGB
    stripe: RGB  # every other row of the standings

    @classmethod
    def of(cls, theme_name: str, scale: float, *, compact: bool = False) -> Style:
        if not MIN_SCALE <= scale <= MAX_SCALE:
            raise ValueError(f"scale must be from {MIN_SCALE} to {MAX_SCALE}, not {scale!r}")
        theme = get_theme(theme_name)

        def px(value: float) -> int:
            return max(1, round(value * scale))

        return cls(
            scale=scale,
            theme=theme,
            compact=compact,
            pad=px(16 if compact else 24),
            title=px(22 if compact else 24),
            small=px(12),
            name=px(NAME_PX),
            line=px(22),
            box_w=px(220 if compact else 236),
            seed_w=px(30),
            score_w=px(34),
            gap=px(18),
            col_gap=px(28 if compact else 34),
            box_fill=blend(theme.text, theme.background, 0.07),
            rule=blend(theme.dim_text, theme.background, 0.55),
            stripe=blend(theme.text, theme.background, 0.05),
        )


@dataclass(frozen=True, slots=True)
class Canvas:
    """What every drawing helper needs: the image, a drawing context on it and the style."""

    image: Image.Image
    draw: ImageDraw.ImageDraw
    s: Style


@lru_cache(maxsize=4)
def _palette(theme_name: str) -> Image.Image:
    """A fixed palette for one theme: its surfaces, its inks, and 7-step ramps from every ink to
    every surface (anti-aliased text edges find a close colour)."""
    s = Style.of(theme_name, 1.0)
    th = s.theme
    surfaces = [th.background, s.box_fill, s.stripe]
    inks = [th.text, th.dim_text, th.accent, s.rule]
    ramps = [blend(i, f, (k + 1) / 8) for i in inks for f in surfaces for k in range(7)]
    colours = list(dict.fromkeys([*surfaces, *inks, *ramps]))
    flat = [channel for colour in colours for channel in colour]
    image = Image.new("P", (1, 1))
    image.putpalette(flat + [0] * (768 - len(flat)))
    return image


def png(image: Image.Image, s: Style) -> bytes:
    """``image`` mapped onto the theme's palette and written as a "P" PNG: a third of the pixels
    to compress, so several times faster than RGB for the same look (and smaller)."""
    out = io.BytesIO()
    paletted = image.quantize(palette=_palette(s.theme.name), dither=Image.Dither.NONE)
    paletted.save(out, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    return out.getvalue()


def header(image: Image.Image, s: Style, title: str, subtitle: str, width: int) -> None:
    th = s.theme
    text.draw_line(
        image,
        (s.pad, s.pad),
        text.clean(title),
        size=s.title,
        fill=th.text,
        max_width=width - 2 * s.pad,
    )
    if subtitle:
        text.draw_line(
            image,
            (s.pad, s.pad + text.line_height(s.title)),
            text.clean(subtitle),
            size=s.small,
            fill=th.dim_text,
            max_width=width - 2 * s.pad,
        )


def header_height(s: Style, subtitle: str) -> int:
    height = s.pad + text.line_height(s.title)
    if subtitle:
        height += text.line_height(s.small)
    return height + s.pad // 2


# A table's column: its title, its width in pixels and how its cells align ("left", "right").
Column = tuple[str, int, str]


def fitted(s: Style, title: str, width: int) -> int:
    """A column's ``width``, widened when its head is wider: the widths are chosen for the
    English heads, and a Korean or Japanese head ("シード") can be wider in pixels."""
    return max(width, math.ceil(text.width_of(text.clean(title), s.small)) + 1)


def column_heads(
    image: Image.Image,
    s: Style,
    columns: list[Column],
    at: tuple[int, int],
    *,
    row_h: int,
    gap: int,
) -> None:
    """A table's column titles in one row of ``row_h`` from ``at`` (left, top), columns ``gap``
    apart, and the rule under them."""
    left, top = at
    offset = (row_h - text.line_height(s.name)) // 2
    x = left
    for title, w, align in columns:
        text.draw_line(
            image,
            (x, top + offset),
            title,
            size=s.small,
            fill=s.theme.dim_text,
            max_width=w,
            align=align,
        )
        x += w + gap
    right = left + sum(w for _, w, _ in columns) + gap * (len(columns) - 1)
    ImageDraw.Draw(image).line((left, top + row_h - 1, right, top + row_h - 1), fill=s.rule)


def row_cells(
    image: Image.Image,
    s: Style,
    cells: list[tuple[str, RGB]],
    columns: list[Column],
    at: tuple[int, int],
    *,
    row_h: int,
    gap: int,
) -> None:
    """One table row from ``at`` (left, top): each cell's text in its colour, in its column
    (an empty cell draws nothing; cells past the last column are left out)."""
    left, top = at
    offset = (row_h - text.line_height(s.name)) // 2
    x = left
    for (value, colour), (_, w, align) in zip(cells, columns, strict=False):
        if value:
            text.draw_line(
                image,
                (x, top + offset),
                text.clean(value),
                size=s.name,
                fill=colour,
                max_width=w,
                align=align,
            )
        x += w + gap
