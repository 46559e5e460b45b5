"""The colours of both themes ("dark" and "light"), chosen to survive colour blindness.

Stones differ in lightness, not only in hue: Black is near black, White near white, Red a middle
red with a light inner ring, Light an ivory and Dark a deep navy; every stone has a rim so it stays
visible on any cell. The board itself is the same mid-tone in both themes (so stones look alike
everywhere); the themes change the page around it so the image sits well on Discord's dark and
light backgrounds.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class StoneColours:
    """How one stone colour is painted: body, rim, the contrasting mark (last-move dot, the "2" of
    a double stone) and, for Red only, an inner ring so Red never relies on hue alone."""

    fill: RGB
    rim: RGB
    mark: RGB
    inner: RGB | None = None


@dataclass(frozen=True, slots=True)
class Theme:
    """Every colour an image uses; ``palette_extra`` lists colours that only appear in blends."""

    name: str
    background: RGB
    text: RGB
    dim_text: RGB
    accent: RGB  # status line and last-move outlines: an amber that no stone uses
    cell: RGB  # hex cells of Interleave and Meuda
    ring_light: RGB  # Meter: rings alternate between these two greys (as in the original)
    ring_dark: RGB
    cell_gap: RGB  # the thin lines between hex cells
    label: RGB  # cell names printed inside empty cells
    square: RGB  # Thwart Omega squares
    burned: RGB
    burned_cross: RGB
    wood: RGB  # Meridians: the board behind the grid of points
    grid: RGB  # Meridians: the lines joining the points
    dead: RGB  # Meridians: the cross over a dead group's stones
    black: StoneColours
    white: StoneColours
    red: StoneColours
    light: StoneColours
    dark: StoneColours

    def stone(self, code: str) -> StoneColours:
        """The colours of the stone with content code ``code`` (``BB`` paints like ``B``)."""
        return {
            "B": self.black,
            "W": self.white,
            "R": self.red,
            "L": self.light,
            "D": self.dark,
        }[code[0]]


# Marks reuse the opposite stone's body colour: fewer near-identical colours in the palette.
_INK_LIGHT = (246, 246, 242)
_INK_DARK = (26, 26, 30)
_BLACK = StoneColours(fill=_INK_DARK, rim=(100, 102, 110), mark=_INK_LIGHT)
_WHITE = StoneColours(fill=_INK_LIGHT, rim=(54, 56, 62), mark=_INK_DARK)
_RED = StoneColours(fill=(206, 44, 36), rim=(96, 14, 10), mark=_INK_LIGHT, inner=(255, 196, 186))
_LIGHT = StoneColours(fill=(250, 236, 198), rim=(112, 90, 44), mark=_INK_DARK)
_DARK = StoneColours(fill=(34, 50, 96), rim=(8, 12, 30), mark=_INK_LIGHT)

_BOARD = {
    "cell": (150, 157, 168),
    "ring_light": (176, 181, 190),
    "ring_dark": (128, 133, 142),
    "label": (62, 66, 74),
    "square": (176, 181, 190),
    "burned": (84, 84, 88),
    "burned_cross": (214, 214, 218),
    "wood": (204, 176, 122),
    "grid": (96, 74, 40),
    "dead": (232, 24, 48),
    "accent": (255, 176, 0),
}

DARK = Theme(
    name="dark",
    background=(40, 42, 47),
    text=(236, 237, 240),
    dim_text=(166, 170, 178),
    cell_gap=(40, 42, 47),
    black=_BLACK,
    white=_WHITE,
    red=_RED,
    light=_LIGHT,
    dark=_DARK,
    **_BOARD,
)

LIGHT = Theme(
    name="light",
    background=(250, 250, 252),
    text=_INK_DARK,
    dim_text=(92, 96, 104),
    cell_gap=(250, 250, 252),
    black=_BLACK,
    white=_WHITE,
    red=_RED,
    light=_LIGHT,
    dark=_DARK,
    **{**_BOARD, "accent": (214, 120, 0)},
)

THEMES: dict[str, Theme] = {"dark": DARK, "light": LIGHT}


def get_theme(name: str) -> Theme:
    """The theme called ``name``; ``ValueError`` naming the choices otherwise."""
    try:
        return THEMES[name]
    except (KeyError, TypeError):
        raise ValueError(f"There is no theme {name!r}; choose 'dark' or 'light'.") from None
