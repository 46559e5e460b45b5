"""The bracket as SVG, for the web page: the very layout of the PNG (``bracket_items``: the same
boxes, lines and labels at the same places), written as vectors so it stays sharp at any zoom
and its names can be searched and selected in the browser.

Text is cut to fit its box as in the PNG (measured with the PNG's font, DejaVu Sans, which the
SVG asks for first); a name that had to be cut keeps its full text in a ``<title>`` tooltip.
A box played or being played can link to its match (``BoxLink``): its tooltip is the caller's,
saying what a spectator gets there (the game to watch, or the result to replay). Every text is
escaped; colours are presentation attributes (no ``style`` attribute, which the
pages' Content-Security-Policy would refuse). Pure: a view in, SVG text out.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from html import escape

from render import text
from render.theme import RGB
from render.tournament.bracket import BracketView, Item, Label, Line, Rect, bracket_items, ink
from render.tournament.style import Style

FONT = "DejaVu Sans, Verdana, sans-serif"


@dataclass(frozen=True, slots=True)
class BoxLink:
    """Where a match box leads (``href``) and its tooltip there (``title``: plain text)."""

    href: str
    title: str


def _hex(colour: RGB) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def _label(s: Style, label: Label) -> str:
    shown = text.fit(label.text, label.size, label.max_width)
    baseline = label.y + max(1, label.size // 12) + text.font(label.size).getmetrics()[0]
    if label.align == "right":
        where = f'x="{label.x + label.max_width}" text-anchor="end"'
    else:
        where = f'x="{label.x}"'
    tip = f"<title>{escape(label.text)}</title>" if shown != label.text else ""
    return (
        f'<text {where} y="{baseline}" font-size="{label.size}" fill="{_hex(ink(s, label.ink))}">'
        f"{tip}{escape(shown)}</text>"
    )


def _rect(s: Style, r: Rect) -> str:
    fill = _hex(ink(s, r.fill)) if r.fill else "none"
    if not r.outline:
        return (
            f'<rect x="{r.x0}" y="{r.y0}" width="{r.x1 - r.x0 + 1}" height="{r.y1 - r.y0 + 1}" '
            f'fill="{fill}"/>'
        )
    inset = r.width / 2  # PIL draws an outline inside the rectangle; SVG centres its stroke
    return (
        f'<rect x="{r.x0 + inset:g}" y="{r.y0 + inset:g}" width="{r.x1 - r.x0 + 1 - r.width}" '
        f'height="{r.y1 - r.y0 + 1 - r.width}" fill="{fill}" '
        f'stroke="{_hex(ink(s, r.outline))}" stroke-width="{r.width}"/>'
    )


def _line(s: Style, line: Line) -> str:
    points = " ".join(
        f"{x + 0.5:g},{y + 0.5:g}"
        for x, y in zip(line.points[0::2], line.points[1::2], strict=True)
    )
    return (
        f'<polyline points="{points}" fill="none" stroke="{_hex(ink(s, line.ink))}" '
        f'stroke-width="{line.width}"/>'
    )


def _item(s: Style, item: Item) -> str:
    if isinstance(item, Label):
        return _label(s, item)
    if isinstance(item, Rect):
        return _rect(s, item)
    return _line(s, item)


def bracket_svg(
    view: BracketView,
    *,
    theme: str = "dark",
    zoom: float = 1.0,
    links: Mapping[str, BoxLink] | None = None,
) -> str:
    """The whole bracket as an ``<svg>`` element ``zoom`` times its PNG's size (the drawing
    scales in its ``viewBox``). ``links``: match key → where that box links and its tooltip."""
    s = Style.of(theme, 1.0)
    (width, height), items = bracket_items(view, s)
    title = f"The bracket of {view.title}"
    parts = [
        f'<svg class="bracket" viewBox="0 0 {width} {height}" width="{round(width * zoom)}" '
        f'height="{round(height * zoom)}" role="img" aria-label="{escape(title)}" '
        f'font-family="{FONT}" xmlns="http://www.w3.org/2000/svg">',
        f"<title>{escape(title)}</title>",
        f'<rect width="{width}" height="{height}" fill="{_hex(s.theme.background)}"/>',
        *(_item(s, item) for item in items),
    ]
    for item in items:
        link = (links or {}).get(item.key) if isinstance(item, Rect) and item.key else None
        if link is not None and isinstance(item, Rect):
            parts.append(
                f'<a href="{escape(link.href)}"><title>{escape(link.title)}</title>'
                f'<rect x="{item.x0}" y="{item.y0}" width="{item.x1 - item.x0 + 1}" '
                f'height="{item.y1 - item.y0 + 1}" fill="#000" fill-opacity="0"/></a>'
            )
    parts.append("</svg>")
    return "".join(parts)
