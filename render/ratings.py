"""Images of ratings for ``/leaderboard`` and ``/profile``: a server's leaderboard for one game and a player's
rating-over-time chart (also as SVG text, for the web pages, from the same points). Pure: views
in, PNG bytes or SVG text out."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from PIL import Image, ImageDraw

from render import text
from render.theme import RGB, get_theme

PAD = 20
TITLE = 22
SMALL = 12
NAME = 15
ROW = 26
WIDTH = 620


@dataclass(frozen=True, slots=True)
class LeaderRow:
    rank: int
    name: str
    rating: int
    games: int
    trend: int  # rating change over the player's latest games (0: none)
    provisional: bool = False
    me: bool = False  # the caller's own row (highlighted)


HEADS = ("#", "Player", "Rating", "Games", "Trend")  # the column heads in English


@dataclass(frozen=True, slots=True)
class LeaderboardView:
    title: str
    rows: tuple[LeaderRow, ...]
    caller: LeaderRow | None = None  # shown below the table when not among ``rows``
    subtitle: str = ""
    heads: tuple[str, ...] = HEADS  # the five column heads, in the reader's language


def _blend(a: RGB, b: RGB, t: float) -> RGB:
    r, g, bl = (round(x * t + y * (1 - t)) for x, y in zip(a, b, strict=True))
    return (r, g, bl)


def _png(image: Image.Image) -> bytes:
    """A paletted PNG: a third of the bytes to compress, so several times faster than RGB (the
    images use a few theme colours and the anti-aliased edges between them)."""
    out = io.BytesIO()
    paletted = image.quantize(colors=64, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    paletted.save(out, format="PNG", compress_level=1)
    return out.getvalue()


_COLUMNS = (  # (width, alignment) of each column, its head from ``LeaderboardView.heads``
    (50, "right"),
    (250, "left"),
    (80, "right"),
    (70, "right"),
    (80, "right"),
)
_GAP = 10


def overflowing_heads(heads: Sequence[str]) -> tuple[str, ...]:
    """The column heads wider than their column (drawn cut with ``…``)."""
    return tuple(
        head
        for head, (w, _) in zip(heads, _COLUMNS, strict=True)
        if text.width_of(text.clean(head), SMALL) > w
    )


def _trend(value: int) -> str:
    if value == 0:
        return "·"
    return f"+{value}" if value > 0 else f"−{abs(value)}"


def render_leaderboard(view: LeaderboardView, *, theme: str = "dark") -> bytes:
    """The top of a server's ladder: rank, name, rating (``?`` while provisional), games played
    and the recent trend; the caller's own row below a gap if not in the top rows."""
    th = get_theme(theme)
    extra = 1 if view.caller is not None else 0
    head = PAD + text.line_height(TITLE) + (text.line_height(SMALL) if view.subtitle else 0) + 8
    height = head + ROW * (1 + len(view.rows) + 2 * extra) + PAD
    image = Image.new("RGB", (WIDTH, height), th.background)
    draw = ImageDraw.Draw(image)
    text.draw_line(
        image,
        (PAD, PAD),
        text.clean(view.title),
        size=TITLE,
        fill=th.text,
        max_width=WIDTH - 2 * PAD,
    )
    if view.subtitle:
        text.draw_line(
            image,
            (PAD, PAD + text.line_height(TITLE)),
            text.clean(view.subtitle),
            size=SMALL,
            fill=th.dim_text,
            max_width=WIDTH - 2 * PAD,
        )
    rule = _blend(th.dim_text, th.background, 0.55)
    stripe = _blend(th.text, th.background, 0.05)
    offset = (ROW - text.line_height(NAME)) // 2
    x = PAD
    for title, (w, align) in zip(view.heads, _COLUMNS, strict=True):
        text.draw_line(
            image, (x, head + offset), title, size=SMALL, fill=th.dim_text, max_width=w, align=align
        )
        x += w + _GAP
    right = WIDTH - PAD
    draw.line((PAD, head + ROW - 1, right, head + ROW - 1), fill=rule)
    rows = list(view.rows)
    tops = [head + (i + 1) * ROW for i in range(len(rows))]
    if view.caller is not None:
        rows.append(view.caller)
        tops.append(head + (len(view.rows) + 2) * ROW)
        y = head + (len(view.rows) + 1) * ROW + ROW // 2
        draw.line((PAD, y, right, y), fill=rule)
    for i, (row, y) in enumerate(zip(rows, tops, strict=True)):
        if row.me:
            draw.rectangle(
                (PAD, y, right, y + ROW - 1), fill=_blend(th.accent, th.background, 0.25)
            )
        elif i % 2 == 1:
            draw.rectangle((PAD, y, right, y + ROW - 1), fill=stripe)
        rating = f"{row.rating}?" if row.provisional else str(row.rating)
        trend_colour = th.dim_text if row.trend == 0 else th.text
        cells = [
            (str(row.rank), th.dim_text),
            (row.name, th.text),
            (rating, th.text),
            (str(row.games), th.dim_text),
            (_trend(row.trend), trend_colour),
        ]
        x = PAD
        for (value, colour), (w, align) in zip(cells, _COLUMNS, strict=True):
            text.draw_line(
                image,
                (x, y + offset),
                text.clean(value) or "?",
                size=NAME,
                fill=colour,
                max_width=w,
                align=align,
            )
            x += w + _GAP
    return _png(image)


CHART_W, CHART_H = 520, 200


def render_rating_chart(title: str, ratings: Sequence[int], *, theme: str = "dark") -> bytes:
    """A small line chart of a player's rating after each rated game (oldest first), with the
    lowest and highest value labelled."""
    th = get_theme(theme)
    image = Image.new("RGB", (CHART_W, CHART_H), th.background)
    draw = ImageDraw.Draw(image)
    text.draw_line(
        image, (12, 8), text.clean(title), size=NAME, fill=th.text, max_width=CHART_W - 24
    )
    left, top, right, bottom = 56, 36, CHART_W - 14, CHART_H - 16
    rule = _blend(th.dim_text, th.background, 0.55)
    draw.rectangle((left, top, right, bottom), outline=rule)
    if not ratings:
        return _png(image)
    low, high = min(ratings), max(ratings)
    for value, y in ((high, top), (low, bottom - text.line_height(SMALL))):
        text.draw_line(
            image, (4, y), str(value), size=SMALL, fill=th.dim_text, max_width=48, align="right"
        )
    points = chart_points(ratings, (left, top, right, bottom))
    if len(points) > 1:
        draw.line(points, fill=th.accent, width=2)
    last_x, last_y = points[-1]
    draw.ellipse((last_x - 3, last_y - 3, last_x + 3, last_y + 3), fill=th.accent)
    return _png(image)


def chart_points(
    ratings: Sequence[int], box: tuple[float, float, float, float]
) -> list[tuple[float, float]]:
    """Where each rating of the chart goes in ``box`` (left, top, right, bottom): evenly spaced
    left to right, the lowest at the bottom and the highest at the top (4 px inside)."""
    left, top, right, bottom = box
    low, high = min(ratings), max(ratings)
    span = max(high - low, 1)
    count = len(ratings)
    return [
        (
            left + 4 + (right - left - 8) * (i / (count - 1) if count > 1 else 0.5),
            bottom - 4 - (bottom - top - 8) * (value - low) / span,
        )
        for i, value in enumerate(ratings)
    ]


def _hex(colour: RGB) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def rating_chart_svg(title: str, ratings: Sequence[int], *, theme: str = "dark") -> str:
    """The rating chart as an SVG element to put in a page: the same points as
    ``render_rating_chart``, drawn as vectors (sharp at any zoom), colours as presentation
    attributes (no ``style``: the pages' Content-Security-Policy allows no inline style), the
    title and every value escaped. ``ratings``: at least one."""
    th = get_theme(theme)
    w, h = CHART_W, CHART_H
    left, top, right, bottom = 56, 12, w - 14, h - 24
    rule = _hex(_blend(th.dim_text, th.background, 0.55))
    dim, accent = _hex(th.dim_text), _hex(th.accent)
    points = chart_points(ratings, (left, top, right, bottom))
    low, high = min(ratings), max(ratings)
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    last_x, last_y = points[-1]
    games = len(ratings) - 1
    label = f"{title}: from {ratings[0]} to {ratings[-1]} over {games} rated games"
    parts = [
        f'<svg class="chart" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img" '
        f'aria-label="{escape(label)}" xmlns="http://www.w3.org/2000/svg">',
        f"<title>{escape(label)}</title>",
        f'<rect x="{left}" y="{top}" width="{right - left}" height="{bottom - top}" '
        f'fill="none" stroke="{rule}"/>',
        f'<text x="{left - 6}" y="{top + 10}" text-anchor="end" font-size="{SMALL}" '
        f'fill="{dim}">{high}</text>',
        f'<text x="{left - 6}" y="{bottom}" text-anchor="end" font-size="{SMALL}" '
        f'fill="{dim}">{low}</text>',
        f'<text x="{left}" y="{h - 6}" font-size="{SMALL}" fill="{dim}">'
        f"{games} {'game' if games == 1 else 'games'} ago</text>",
        f'<text x="{right}" y="{h - 6}" text-anchor="end" font-size="{SMALL}" '
        f'fill="{dim}">now: {ratings[-1]}</text>',
    ]
    if len(points) > 1:
        parts.append(
            f'<polyline points="{path}" fill="none" stroke="{accent}" stroke-width="2" '
            'stroke-linejoin="round"/>'
        )
    parts.append(f'<circle cx="{last_x:.1f}" cy="{last_y:.1f}" r="3.5" fill="{accent}"/>')
    parts.append("</svg>")
    return "".join(parts)
