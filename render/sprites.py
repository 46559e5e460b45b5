"""Small anti-aliased pictures pasted onto the board: stones (with their marks), cell outlines.

Each sprite is drawn once at ``SUPERSAMPLE`` times its size, reduced (which anti-aliases it) and
cached, so a render only pastes ready images. Sprites are RGBA and centred on their cell.

What tells the stones apart without colour (the issue's colour-blind requirement): lightness first
(Black, Red, White are dark, middle and light), then shape: Red carries a light inner ring, a
double stone a second ring and a "2", a dead stone a cross, the last move a dot in the stone's
contrasting colour plus an outline around its cell.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render.text import font
from render.theme import RGB, get_theme
from render.view import Style

SUPERSAMPLE = 4
GHOST_ALPHA = 0.38  # stones removed by the last move: faint, but still readable


def _rgba(colour: RGB, alpha: float = 1.0) -> tuple[int, int, int, int]:
    return (*colour, round(255 * alpha))


def _finish(image: Image.Image) -> Image.Image:
    return image.reduce(SUPERSAMPLE)


@lru_cache(maxsize=512)
def stone(
    code: str,
    radius: int,
    theme: str,
    *,
    last: bool = False,
    dead: bool = False,
    ghost: bool = False,
) -> Image.Image:
    """The stone with content code ``code`` (``B`` ... ``D``, ``BB``/``WW``) of ``radius`` px, in
    a square of side ``2 * radius + 2``."""
    colours = get_theme(theme).stone(code)
    size = 2 * radius + 2
    big = size * SUPERSAMPLE
    r = radius * SUPERSAMPLE
    c = big / 2
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    alpha = GHOST_ALPHA if ghost else 1.0
    rim = max(SUPERSAMPLE, int(r * 0.09))
    draw.ellipse((c - r, c - r, c + r, c + r), fill=_rgba(colours.rim, alpha))
    inner_r = r - rim
    draw.ellipse(
        (c - inner_r, c - inner_r, c + inner_r, c + inner_r), fill=_rgba(colours.fill, alpha)
    )
    if ghost:
        return _finish(image)
    if colours.inner is not None:  # Red's ring: Red never depends on hue alone
        ring_r = r * 0.62
        width = max(SUPERSAMPLE, int(r * 0.13))
        draw.ellipse(
            (c - ring_r, c - ring_r, c + ring_r, c + ring_r), outline=colours.inner, width=width
        )
    if len(code) == 2:  # a double stone: a second ring and a "2"
        ring_r = r * 0.74
        width = max(SUPERSAMPLE, int(r * 0.08))
        draw.ellipse(
            (c - ring_r, c - ring_r, c + ring_r, c + ring_r), outline=colours.rim, width=width
        )
        draw.text((c, c), "2", font=font(int(r * 0.95)), fill=colours.mark, anchor="mm")
    elif last:
        dot = r * (0.30 if colours.inner is not None else 0.24)
        draw.ellipse((c - dot, c - dot, c + dot, c + dot), fill=colours.mark)
    if dead:
        _cross(draw, c, r * 0.62, colour=get_theme(theme).dead, edge=colours.mark, r=r)
    return _finish(image)


def _cross(
    draw: ImageDraw.ImageDraw, c: float, half: float, *, colour: RGB, edge: RGB, r: float
) -> None:
    """A thick cross of ``colour`` edged in ``edge`` so it shows on any stone."""
    k = half * 0.72
    for a, b in (((c - k, c - k), (c + k, c + k)), ((c - k, c + k), (c + k, c - k))):
        draw.line((a, b), fill=edge, width=max(SUPERSAMPLE, int(r * 0.30)))
    for a, b in (((c - k, c - k), (c + k, c + k)), ((c - k, c + k), (c + k, c - k))):
        draw.line((a, b), fill=colour, width=max(SUPERSAMPLE, int(r * 0.18)))


def hexagon(cx: float, cy: float, circumradius: float) -> list[tuple[float, float]]:
    """The corners of a pointy-topped hexagon (horizontal rows of cells, RULES.md §1.1)."""
    return [
        (
            cx + circumradius * math.cos(math.radians(90 + 60 * i)),
            cy - circumradius * math.sin(math.radians(90 + 60 * i)),
        )
        for i in range(6)
    ]


@lru_cache(maxsize=64)
def outline(style: Style, pitch: float, theme: str) -> Image.Image:
    """The last-move outline around one cell (hexagon, square or circle around a point)."""
    accent = get_theme(theme).accent
    if style is Style.CELLS:
        extent = pitch / math.sqrt(3)
    elif style is Style.SQUARES:
        extent = pitch / 2 * math.sqrt(2)
    else:
        extent = pitch * 0.5
    size = 2 * math.ceil(extent) + 2
    big = size * SUPERSAMPLE
    c = big / 2
    width = max(SUPERSAMPLE * 2, int(pitch * 0.075 * SUPERSAMPLE))
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if style is Style.CELLS:
        points = hexagon(c, c, (extent - 1.5) * SUPERSAMPLE)
        draw.polygon(points, outline=accent, width=width)
    elif style is Style.SQUARES:
        half = (pitch / 2 - 1.5) * SUPERSAMPLE
        draw.rectangle((c - half, c - half, c + half, c + half), outline=accent, width=width)
    else:
        r = (extent - 1) * SUPERSAMPLE
        draw.ellipse((c - r, c - r, c + r, c + r), outline=accent, width=width)
    return _finish(image)


@lru_cache(maxsize=32)
def burned(pitch: float, theme: str) -> Image.Image:
    """A burned square of Thwart Omega: grey with a light cross (RULES.md §3)."""
    colours = get_theme(theme)
    side = math.ceil(pitch) + 2
    big = side * SUPERSAMPLE
    c = big / 2
    half = (pitch / 2 - 1) * SUPERSAMPLE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rectangle((c - half, c - half, c + half, c + half), fill=colours.burned)
    k = half * 0.55
    width = max(SUPERSAMPLE, int(pitch * 0.07 * SUPERSAMPLE))
    draw.line((c - k, c - k, c + k, c + k), fill=colours.burned_cross, width=width)
    draw.line((c - k, c + k, c + k, c - k), fill=colours.burned_cross, width=width)
    return _finish(image)


def paste_centred(canvas: Image.Image, sprite: Image.Image, x: float, y: float) -> None:
    """Paste ``sprite`` (RGBA) onto ``canvas`` with its centre at ``(x, y)``."""
    left = round(x - sprite.width / 2)
    top = round(y - sprite.height / 2)
    canvas.paste(sprite, (left, top), sprite)
