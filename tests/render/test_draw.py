"""Drawing hand-made views: determinism, every board size, marks, names that try to break it."""

from __future__ import annotations

import itertools

import pytest
from PIL import Image

from render import background, draw, sprites
from render.theme import DARK, LIGHT, RGB
from render.view import BoardView, Player, Style, empty_contents
from rules.geometry import Board, hexhex, meridians_board, square
from tests.render.images import decode

PLAYERS = (Player("Alice", "black", True), Player("Bob", "white"))
BOARDS = (
    [(hexhex(n), Style.CELLS, "BW") for n in range(3, 12)]  # Meter/Interleave 3-8, Meuda 4-11
    + [(meridians_board(s), Style.POINTS, "LD") for s in (5, 6, 7)]
    + [(square(), Style.SQUARES, "BW")]
)


def make(
    board: Board, style: Style, contents: tuple[str, ...] | None = None, **kw: object
) -> BoardView:
    fields: dict[str, object] = {
        "title": "Test",
        "board": board,
        "style": style,
        "contents": contents if contents is not None else empty_contents(board),
        "players": PLAYERS,
        "status": "Alice (Black) to move",
    }
    fields.update(kw)
    return BoardView(**fields)  # type: ignore[arg-type]


def full(board: Board, codes: str) -> tuple[str, ...]:
    """Contents cycling through ``codes`` (a space leaves a cell empty)."""
    cycle = itertools.cycle(codes.replace(" ", "."))
    return tuple("" if c == "." else c for c in itertools.islice(cycle, board.cell_count))


def cell_of(board: Board, name: str) -> int:
    cell = board.parse(name)
    assert cell is not None
    return cell


def centre(view: BoardView, cell: int, width: int = 800) -> tuple[int, int]:
    plan = draw.plan(view, width)
    x, y = plan.layout.centres[cell]
    return round(plan.metrics.pad + x), round(plan.board_top + y)


def pixel(image: Image.Image, xy: tuple[int, int]) -> RGB:
    r, g, b = image.convert("RGB").getpixel(xy)  # type: ignore[misc]
    return (r, g, b)


def test_same_view_gives_the_same_bytes_cold_and_warm() -> None:
    board = hexhex(5)
    view = make(board, Style.CELLS, full(board, "BW   "), rings=True, last_move=frozenset({3}))
    first = draw.png(view)
    background.background.cache_clear()
    sprites.stone.cache_clear()
    sprites.outline.cache_clear()
    assert draw.png(view) == first
    assert draw.png(view) == first


def test_png_is_a_small_palette_image_without_metadata() -> None:
    board = hexhex(9)
    data = draw.png(make(board, Style.CELLS, full(board, "BW ")))
    image = decode(data)
    assert image.mode == "P" and image.width == 800
    chunks = []
    at = 8
    while at < len(data):
        length = int.from_bytes(data[at : at + 4], "big")
        chunks.append(data[at + 4 : at + 8])
        at += 12 + length
    assert set(chunks) <= {b"IHDR", b"PLTE", b"IDAT", b"IEND"}
    assert len(data) < 150_000


@pytest.mark.parametrize(
    ("board", "style", "codes"), BOARDS, ids=lambda v: str(getattr(v, "cell_count", v))
)
def test_every_board_renders_empty_and_full(board: Board, style: Style, codes: str) -> None:
    rings = style is Style.CELLS
    empty = make(board, style, rings=rings)
    filled = make(board, style, full(board, codes), rings=rings)
    empty_image = decode(draw.png(empty))
    full_image = decode(draw.png(filled))
    assert empty_image.size == full_image.size and empty_image.width == 800
    layout = draw.plan(empty).layout
    rings_of = getattr(board, "rings", None)
    for cell in range(board.cell_count):
        x, y = centre(filled, cell)
        assert pixel(full_image, (x, y)) == DARK.stone(filled.contents[cell]).fill
        if style is Style.CELLS:
            assert rings_of is not None
            expected = DARK.ring_light if rings_of[cell] % 2 == 0 else DARK.ring_dark
            probe = (x, round(y + 0.32 * layout.pitch))
        elif style is Style.POINTS:
            expected = DARK.wood
            probe = (round(x + 0.3 * layout.pitch), round(y + 0.25 * layout.pitch))
        else:
            expected, probe = DARK.square, (x, y)
        assert pixel(empty_image, probe) == expected, board.names[cell]


def test_marks_last_move_dead_ghost_double_and_burned() -> None:
    board = square()
    contents = list(empty_contents(board))
    a1, b1, c1, d1, e1 = (cell_of(board, n) for n in ("a1", "b1", "c1", "d1", "e1"))
    contents[a1] = "B"
    contents[b1] = "WW"
    contents[c1] = "X"
    contents[d1] = "W"
    view = make(
        board,
        Style.SQUARES,
        tuple(contents),
        last_move=frozenset({a1, c1}),
        ghosts=((e1, "B"),),
    )
    image = decode(draw.png(view))
    assert pixel(image, centre(view, a1)) == DARK.black.mark  # the last-move dot
    x, y = centre(view, c1)
    assert pixel(image, (x, y)) == DARK.burned_cross
    pitch = draw.plan(view).layout.pitch
    assert pixel(image, (x, round(y - 0.3 * pitch))) == DARK.burned
    assert pixel(image, (round(x - pitch / 2) + 2, y)) == DARK.accent  # its last-move outline
    assert pixel(image, centre(view, d1)) == DARK.white.fill
    ghost = pixel(image, centre(view, e1))
    assert ghost not in (DARK.square, DARK.black.fill)
    assert sum(ghost) < sum(DARK.square)  # a faint dark stone on the square
    bx, by = centre(view, b1)
    double = image.convert("RGB").crop((bx - 8, by - 10, bx + 8, by + 10))
    assert DARK.white.mark in {c for _, c in double.getcolors(4096) or []}  # the "2"


def test_dead_stones_are_crossed() -> None:
    board = meridians_board(5)
    contents = full(board, "L  D ")
    dead = frozenset(c for c in board.cells if contents[c] and c % 2 == 0)
    view = make(board, Style.POINTS, contents, dead=dead)
    image = decode(draw.png(view))
    for cell in board.cells:
        if contents[cell]:
            expected = DARK.dead if cell in dead else DARK.stone(contents[cell]).fill
            assert pixel(image, centre(view, cell)) == expected


NASTY_NAMES = [
    "A" * 100,
    "x" * 1000,
    "Z" + "\u0301\u0302\u0303\u0304" * 50 + "algo",
    "שלום עולם",
    "مرحبا بالعالم",
    "😀🎉👨\u200d👩\u200d👧",
    "字字字 山田",
    "\u202eevil\u202c name",
    "\x00\x07\x1b[31mred",
    "   ",
]


@pytest.mark.parametrize("name", NASTY_NAMES, ids=range(len(NASTY_NAMES)))
def test_names_never_break_the_layout(name: str) -> None:
    board = hexhex(4)
    contents = full(board, "B W  ")
    plain = make(
        board, Style.CELLS, contents, players=(Player("Al", "black", True), Player("Bo", "white"))
    )
    nasty = make(
        board, Style.CELLS, contents, players=(Player(name, "black", True), Player(name, "white"))
    )
    a, b = decode(draw.png(plain)), decode(draw.png(nasty))
    assert a.size == b.size
    top = draw.plan(plain).board_top
    assert (
        a.crop((0, top, a.width, a.height)).tobytes()
        == b.crop((0, top, b.width, b.height)).tobytes()
    )
    pad = draw.plan(plain).metrics.pad
    margin = b.convert("RGB").crop((b.width - pad + 1, 0, b.width, top))
    assert margin.getcolors() == [(margin.width * margin.height, DARK.background)]


def test_light_theme_and_width() -> None:
    board = meridians_board(6)
    view = make(board, Style.POINTS, theme="light")
    image = decode(draw.png(view, 480))
    assert image.width == 480
    assert pixel(image, (1, 1)) == LIGHT.background


@pytest.mark.parametrize("width", [100, 5000, 800.0, True])
def test_bad_width_is_refused(width: object) -> None:
    with pytest.raises(ValueError, match="width"):
        draw.png(make(hexhex(3), Style.CELLS), width)  # type: ignore[arg-type]


def test_turn_marker_only_for_the_player_to_move() -> None:
    view = make(hexhex(3), Style.CELLS)
    image = decode(draw.png(view)).convert("RGB")
    plan = draw.plan(view)
    row = plan.metrics.name_size
    status = plan.metrics.status_size
    from render.text import line_height

    first = plan.metrics.pad + line_height(status)
    second = first + line_height(row)
    left = plan.metrics.pad

    def colours_at(top: int) -> set[object]:
        box = image.crop((left, top, left + 16, top + line_height(row)))
        return {c for _, c in box.getcolors(4096) or []}

    assert DARK.accent in colours_at(first)
    assert DARK.accent not in colours_at(second)
