"""A fixed palette per (theme, style) so images are small "P" PNGs and GIF frames share colours.

The palette holds every colour the theme paints with, the blends a ghost stone makes with the
cells, and short ramps between every "ink" (stones, text, marks) and every surface it is drawn on
(page, cells), so anti-aliased edges still find a close colour. The last entries are padding
that no pixel maps to, which leaves the GIF writer a free index for transparency.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from render.sprites import GHOST_ALPHA
from render.theme import RGB, StoneColours, Theme, get_theme
from render.view import Style

PALETTE_SIZE = 256
RESERVED = 2  # padding entries kept free (GIF transparency)
PADDING: RGB = (255, 0, 255)  # far from every theme colour: nearest-colour never picks it
MIN_GAP = 10  # blends closer than this to a colour already in the palette are left out


def _blend(a: RGB, b: RGB, t: float) -> RGB:
    r, g, bl = (round(x * t + y * (1 - t)) for x, y in zip(a, b, strict=True))
    return (r, g, bl)


def _stones(colours: Theme, style: Style) -> list[StoneColours]:
    if style is Style.POINTS:
        return [colours.light, colours.dark]
    if style is Style.SQUARES:
        return [colours.black, colours.white]
    return [colours.black, colours.white, colours.red]


def colours_of(colours: Theme, style: Style) -> list[RGB]:
    """The palette's colours, without padding, in a fixed order (no duplicates)."""
    stones = _stones(colours, style)
    surfaces = [colours.background]
    if style is Style.CELLS:
        surfaces += [colours.cell, colours.ring_light, colours.ring_dark]
    elif style is Style.POINTS:
        surfaces += [colours.wood]
    else:
        surfaces += [colours.square, colours.burned]
    inks = [colours.text, colours.dim_text, colours.accent, colours.label]
    if style is Style.POINTS:
        inks += [colours.grid, colours.dead]
    if style is Style.SQUARES:
        inks += [colours.burned_cross]
    inner_pairs: list[tuple[RGB, RGB]] = []
    for stone in stones:
        inks += [stone.fill, stone.rim]
        inner_pairs += [(stone.mark, stone.fill), (stone.rim, stone.fill)]
        if stone.inner is not None:
            inner_pairs.append((stone.inner, stone.fill))
    keys = [*surfaces, *inks, *(s.mark for s in stones), *(s.inner for s in stones if s.inner)]
    ghosts = [_blend(s.fill, surface, GHOST_ALPHA) for s in stones for surface in surfaces[1:]]
    ghosts += [_blend(s.rim, surface, GHOST_ALPHA) for s in stones for surface in surfaces[1:]]
    pairs = [(ink, surface) for ink in inks for surface in surfaces] + inner_pairs
    base = _spaced(_unique(keys), ghosts)
    budget = PALETTE_SIZE - RESERVED
    for steps in (7, 5, 3, 2, 1, 0):
        ramps = [_blend(a, b, (i + 1) / (steps + 1)) for a, b in pairs for i in range(steps)]
        out = _spaced(base, ramps)
        if len(out) <= budget:
            return out
    raise AssertionError("the theme has too many colours for one palette")  # pragma: no cover


def _unique(colours: list[RGB]) -> list[RGB]:
    return list(dict.fromkeys(colours))


def _spaced(kept: list[RGB], extra: list[RGB]) -> list[RGB]:
    """``kept`` plus those of ``extra`` at least ``MIN_GAP`` away from every colour so far.

    Pillow maps pixels to a palette through a cache of 4 × 4 × 4 colour cells, so two entries
    closer than a few cells could take each other's pixels: keeping entries apart makes every
    theme colour come out exactly.
    """
    out = list(kept)
    for colour in extra:
        if all(_distance2(colour, other) >= MIN_GAP**2 for other in out):
            out.append(colour)
    return out


def _distance2(a: RGB, b: RGB) -> int:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True))


@lru_cache(maxsize=16)
def palette_image(theme: str, style: Style) -> Image.Image:
    """A 1 × 1 "P" image carrying the palette, for ``Image.quantize(palette=...)``."""
    colours = colours_of(get_theme(theme), style)
    colours += [PADDING] * (PALETTE_SIZE - len(colours))
    image = Image.new("P", (1, 1))
    image.putpalette([channel for colour in colours for channel in colour])
    return image


def to_palette(image: Image.Image, theme: str, style: Style) -> Image.Image:
    """``image`` (RGB) mapped to the nearest colours of the fixed palette, without dithering."""
    return image.quantize(palette=palette_image(theme, style), dither=Image.Dither.NONE)
