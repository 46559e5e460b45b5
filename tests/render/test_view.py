"""The data layer: ``BoardView`` checks its contents and counts stones; themes are distinct."""

from __future__ import annotations

import pytest
from PIL import Image

from render.palette import PALETTE_SIZE, colours_of, to_palette
from render.theme import DARK, LIGHT, RGB, get_theme
from render.view import BoardView, Player, Style, contents_from, empty_contents
from rules.geometry import hexhex, meridians_board, square

PLAYERS = (Player("Alice", "black", True), Player("Bob", "white"))


def make(**changes: object) -> BoardView:
    board = changes.pop("board", hexhex(4))
    fields: dict[str, object] = {
        "title": "Test",
        "board": board,
        "style": Style.CELLS,
        "contents": empty_contents(board),  # type: ignore[arg-type]
        "players": PLAYERS,
        "status": "Alice to move",
    }
    fields.update(changes)
    return BoardView(**fields)  # type: ignore[arg-type]


def test_counts_stones_doubles_and_burned_squares() -> None:
    board = square()
    contents = contents_from(board, {"a1": "B", "b1": "BB", "c1": "WW", "d1": "X", "e1": "X"})
    view = make(board=board, style=Style.SQUARES, contents=contents)
    assert view.stones() == {"black": 3, "white": 2, "burned": 2}
    assert view.size_text() == "7 × 7 square board"


@pytest.mark.parametrize(
    ("board", "text"),
    [
        (hexhex(9), "hexhex board of side 9 (217 cells)"),
        (meridians_board(6), "hexagonal board of base 6 (114 points)"),
    ],
)
def test_size_text(board: object, text: str) -> None:
    style = Style.CELLS if board is hexhex(9) else Style.POINTS
    assert make(board=board, style=style).size_text() == text


@pytest.mark.parametrize(
    "changes",
    [
        {"contents": ("",) * 5},
        {"contents": ("Q",) + ("",) * 36},
        {"last_move": frozenset({37})},
        {"dead": frozenset({-1})},
        {"ghosts": ((3, "Z"),)},
        {"style": Style.SQUARES},
        {"board": meridians_board(5), "style": Style.POINTS, "rings": True},
    ],
)
def test_rejects_inconsistent_views(changes: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        make(**changes)


def test_contents_from_rejects_foreign_cells() -> None:
    with pytest.raises(ValueError, match="z9"):
        contents_from(hexhex(3), {"z9": "B"})


def test_unknown_theme_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="dark"):
        get_theme("sepia")


def _lightness(colour: RGB) -> float:
    """CIE L* of an sRGB colour: what stays when hue cannot be told apart."""

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour)
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return 116 * y ** (1 / 3) - 16 if y > 0.008856 else 903.3 * y


@pytest.mark.parametrize(
    ("first", "second"),
    [("black", "white"), ("black", "red"), ("red", "white"), ("light", "dark")],
)
def test_stone_colours_differ_in_lightness_not_only_hue(first: str, second: str) -> None:
    """Colour-blind safety: the colours that meet in one game differ clearly in lightness."""
    a = getattr(DARK, first).fill
    b = getattr(DARK, second).fill
    assert abs(_lightness(a) - _lightness(b)) >= 30


def test_red_has_a_shape_mark_and_themes_differ() -> None:
    assert DARK.red.inner is not None
    assert DARK.black.inner is None
    assert _lightness(DARK.background) < 25
    assert _lightness(LIGHT.background) > 90


@pytest.mark.parametrize("theme", ["dark", "light"])
@pytest.mark.parametrize("style", list(Style))
def test_every_palette_colour_survives_quantizing_exactly(theme: str, style: Style) -> None:
    """No two palette entries are so close that Pillow's colour cache mixes them up."""
    colours = colours_of(get_theme(theme), style)
    strip = Image.new("RGB", (len(colours), 1))
    strip.putdata(colours)
    mapped = to_palette(strip, theme, style).convert("RGB")
    assert [mapped.getpixel((x, 0)) for x in range(len(colours))] == colours
    assert len(colours) < PALETTE_SIZE  # a free index is left for GIF transparency
