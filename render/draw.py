"""A ``BoardView`` drawn as an image: header (whose turn, players), board, footer (result).

The empty board comes from the cache in ``render.background``; stones, ghosts and marks are
cached sprites pasted on a copy; text is drawn clipped so no name can break the layout. The
result is mapped onto a fixed palette and written as a "P" PNG: small and fast, and the same view
always gives the same bytes (no timestamps, no metadata).
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import sprites, text
from render.background import background
from render.layout import BoardLayout, board_layout
from render.palette import to_palette
from render.theme import Theme, get_theme
from render.view import CODE_OF_COLOUR, BoardView, Player

DEFAULT_WIDTH = 800
MIN_WIDTH = 240
MAX_WIDTH = 2400
PNG_COMPRESS_LEVEL = 3  # zlib level: 6 and up cost several times the time for ~25 % less size


@dataclass(frozen=True, slots=True)
class Metrics:
    """Sizes in pixels for one image width (everything scales with ``width / 800``)."""

    width: int
    scale: float
    pad: int
    status_size: int
    title_size: int
    name_size: int
    small_size: int
    footer_size: int

    @classmethod
    def for_width(cls, width: int) -> Metrics:
        scale = width / DEFAULT_WIDTH
        return cls(
            width=width,
            scale=scale,
            pad=max(6, round(18 * scale)),
            status_size=max(9, round(21 * scale)),
            title_size=max(8, round(16 * scale)),
            name_size=max(9, round(20 * scale)),
            small_size=max(8, round(16 * scale)),
            footer_size=max(8, round(18 * scale)),
        )


def check_width(width: int) -> int:
    """``width`` if it is a usable image width, else ``ValueError``."""
    if type(width) is not int or not MIN_WIDTH <= width <= MAX_WIDTH:
        raise ValueError(f"width must be an int from {MIN_WIDTH} to {MAX_WIDTH}, not {width!r}")
    return width


@dataclass(frozen=True, slots=True)
class Plan:
    """Where the parts of one image go: header on top, the board, the footer lines below."""

    metrics: Metrics
    layout: BoardLayout
    footer: tuple[str, ...]
    board_top: int
    height: int


def plan(view: BoardView, width: int = DEFAULT_WIDTH) -> Plan:
    """The plan of ``view`` drawn ``width`` pixels wide (nothing is drawn)."""
    check_width(width)
    m = Metrics.for_width(width)
    inner = width - 2 * m.pad
    layout = board_layout(view.board, view.style, inner, m.scale)
    footer = tuple(
        line
        for entry in view.footer
        for line in text.wrap(text.clean(entry), m.footer_size, inner)
        if line
    )
    header_height = (
        text.line_height(m.status_size)
        + 2 * text.line_height(m.name_size)
        + (text.line_height(m.small_size) if view.last_move_text else 0)
        + m.pad // 2
    )
    board_top = m.pad + header_height
    footer_height = len(footer) * text.line_height(m.footer_size)
    height = board_top + layout.height + (m.pad // 2 if footer else 0) + footer_height + m.pad
    return Plan(m, layout, footer, board_top, height)


def measure(view: BoardView, width: int = DEFAULT_WIDTH) -> int:
    """The height of the image of ``view`` at ``width``."""
    return plan(view, width).height


def compose(view: BoardView, width: int = DEFAULT_WIDTH, *, min_height: int = 0) -> Image.Image:
    """The whole picture of ``view`` as an RGB image ``width`` pixels wide (at least
    ``min_height`` tall: replay frames share one size)."""
    p = plan(view, width)
    m, layout = p.metrics, p.layout
    theme = get_theme(view.theme)
    inner = width - 2 * m.pad
    canvas = Image.new("RGB", (width, max(p.height, min_height)), theme.background)
    canvas.paste(
        background(
            view.board, view.style, rings=view.rings, theme=view.theme, width=inner, scale=m.scale
        ),
        (m.pad, p.board_top),
    )
    paint_board(canvas, view, layout, (m.pad, p.board_top))
    _header(canvas, view, m, theme)
    y = p.board_top + layout.height + m.pad // 2
    for i, line in enumerate(p.footer):
        colour = theme.text if i == 0 else theme.dim_text
        text.draw_line(canvas, (m.pad, y), line, size=m.footer_size, fill=colour, max_width=inner)
        y += text.line_height(m.footer_size)
    return canvas


def paint_board(
    canvas: Image.Image, view: BoardView, layout: BoardLayout, origin: tuple[int, int]
) -> None:
    """Paint ``view``'s stones, ghosts, dead marks and last-move outlines onto the empty board
    already pasted at ``origin`` (the board images and the help diagrams share this)."""
    ox, oy = origin
    radius = layout.radius
    for cell in sorted(view.last_move):
        x, y = layout.centres[cell]
        sprites.paste_centred(
            canvas, sprites.outline(layout.style, layout.pitch, view.theme), ox + x, oy + y
        )
    for cell, code in sorted(view.ghosts):
        if code != "X" and not view.contents[cell]:
            x, y = layout.centres[cell]
            ghost = sprites.stone(code, radius, view.theme, ghost=True)
            sprites.paste_centred(canvas, ghost, ox + x, oy + y)
    for cell, code in enumerate(view.contents):
        if not code:
            continue
        x, y = layout.centres[cell]
        if code == "X":
            sprite = sprites.burned(layout.pitch, view.theme)
            if cell in view.last_move:  # keep the outline visible on top of the burned square
                sprites.paste_centred(canvas, sprite, ox + x, oy + y)
                sprite = sprites.outline(layout.style, layout.pitch, view.theme)
        else:
            sprite = sprites.stone(
                code, radius, view.theme, last=cell in view.last_move, dead=cell in view.dead
            )
        sprites.paste_centred(canvas, sprite, ox + x, oy + y)


def _title_width(view: BoardView, m: Metrics) -> int:
    """The title's room at the header's right: its width, at most a third of the line."""
    inner = m.width - 2 * m.pad
    return min(int(text.width_of(text.clean(view.title), m.title_size)) + 1, inner // 3)


def _status_width(view: BoardView, m: Metrics) -> int:
    """The status line's room: the line left of the title."""
    return m.width - 2 * m.pad - _title_width(view, m) - m.pad


def overflowing(view: BoardView, width: int = DEFAULT_WIDTH) -> tuple[str, ...]:
    """The one-line texts of the header (title, status, last move) that do not fit their room
    at ``width`` and so would be drawn cut with ``…`` (the footer wraps instead)."""
    m = Metrics.for_width(check_width(width))
    inner = width - 2 * m.pad
    lines = (
        (view.title, m.title_size, inner // 3),
        (view.status, m.status_size, _status_width(view, m)),
        (view.last_move_text, m.small_size, inner),
    )
    return tuple(
        line for line, size, room in lines if line and text.width_of(text.clean(line), size) > room
    )


def _header(canvas: Image.Image, view: BoardView, m: Metrics, theme: Theme) -> None:
    inner = m.width - 2 * m.pad
    y = m.pad
    title = text.clean(view.title)
    title_width = _title_width(view, m)
    title_top = y + (text.line_height(m.status_size) - text.line_height(m.title_size)) // 2
    text.draw_line(
        canvas,
        (m.pad + inner - title_width, title_top),
        title,
        size=m.title_size,
        fill=theme.dim_text,
        max_width=title_width,
        align="right",
    )
    status_width = _status_width(view, m)
    text.draw_line(
        canvas,
        (m.pad, y),
        text.clean(view.status),
        size=m.status_size,
        fill=theme.text,
        max_width=status_width,
    )
    y += text.line_height(m.status_size)
    for seat, player in enumerate(view.players):
        _player_row(canvas, seat, player, xy=(m.pad, y), m=m, theme=theme)
        y += text.line_height(m.name_size)
    if view.last_move_text:
        move = text.clean(view.last_move_text)
        text.draw_line(
            canvas, (m.pad, y), move, size=m.small_size, fill=theme.dim_text, max_width=inner
        )


def _player_row(
    canvas: Image.Image, seat: int, player: Player, *, xy: tuple[int, int], m: Metrics, theme: Theme
) -> None:
    """``▶ (stone) Name · Colour``: the marker only for a player who may act now."""
    x, y = xy
    row = text.line_height(m.name_size)
    mid = y + row / 2
    marker = row * 0.8
    if player.to_move:
        draw = ImageDraw.Draw(canvas)
        h = row * 0.28
        draw.polygon(
            [(x + 2, mid - h), (x + 2 + h * 1.6, mid), (x + 2, mid + h)], fill=theme.accent
        )
    x += int(marker)
    radius = max(4, int(row * 0.36))
    code = CODE_OF_COLOUR.get(player.colour)
    if code is not None:
        sprites.paste_centred(canvas, sprites.stone(code, radius, theme.name), x + radius + 1, mid)
    x += 2 * radius + max(4, row // 3)
    colour_name = player.colour_title()
    if player.name.strip():
        name = text.clean(player.name) or player.name_or(seat)
        colour_word = f" · {colour_name}"
    else:
        name, colour_word = colour_name, ""
    colour_width = int(text.width_of(colour_word, m.name_size)) + 1 if colour_word else 0
    available = m.width - m.pad - x - colour_width
    drawn = text.draw_line(
        canvas, (x, y), name, size=m.name_size, fill=theme.text, max_width=available
    )
    if colour_word:
        text.draw_line(
            canvas,
            (x + drawn, y),
            colour_word,
            size=m.name_size,
            fill=theme.dim_text,
            max_width=colour_width,
        )


def encode(image: Image.Image) -> bytes:
    """PNG bytes of ``image``, with nothing that varies between runs."""
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=PNG_COMPRESS_LEVEL)
    return out.getvalue()


def render(view: BoardView, width: int = DEFAULT_WIDTH, *, min_height: int = 0) -> Image.Image:
    """The palette ("P") image of ``view``."""
    return to_palette(compose(view, width, min_height=min_height), view.theme, view.style)


def png(view: BoardView, width: int = DEFAULT_WIDTH) -> bytes:
    """The PNG bytes of ``view`` drawn ``width`` pixels wide."""
    return encode(render(view, width))
