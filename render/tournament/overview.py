"""The overview of a tournament as a PNG, the one picture to glance at: every round's progress,
who is still in, the champion.

A whole 128-player bracket is thousands of pixels each way, a grey smear in Discord's inline
preview; the overview (with the bracket's pages, ``render.tournament.bracket``) is what the
preview shows instead: ``PREVIEW_WIDTH`` wide and between 1:2 and 2:1.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import text
from render.tournament.style import PREVIEW_WIDTH, Style, header, header_height, png


@dataclass(frozen=True, slots=True)
class ProgressRow:
    """One round in the overview: its title, how far it is ("12 of 32 decided") and its state:
    ``done``, ``live`` (being played now) or ``later``."""

    title: str
    status: str
    state: str = "later"


@dataclass(frozen=True, slots=True)
class OverviewView:
    """The one picture to glance at: where every round stands and who is left (``still_in``
    names, when few enough to list; ``left`` counts them)."""

    title: str
    rows: tuple[ProgressRow, ...]
    subtitle: str = ""
    left: int = 0
    still_in: tuple[str, ...] = ()
    champion: str = ""
    # The lines the overview writes itself, in the reader's words (empty: English).
    left_line: str = ""  # "12 players still in"
    champion_line: str = ""  # "Champion: Ann"


def render_overview(view: OverviewView, *, theme: str = "dark", scale: float = 1.0) -> bytes:
    """The overview as a PNG ``PREVIEW_WIDTH`` wide: one line per round (a dot: accent while
    it is played, filled once decided, hollow before), then who is still in, then the
    champion; never flatter than 2:1."""
    s = Style.of(theme, scale, compact=True)
    th = s.theme
    width = round(PREVIEW_WIDTH * scale)
    row_h = round(24 * scale)
    head = header_height(s, view.subtitle)
    half_w = (width - 2 * s.pad - s.col_gap) // 2
    names: list[tuple[str, ...]] = (
        [] if view.champion else [view.still_in[i : i + 2] for i in range(0, len(view.still_in), 2)]
    )
    if not names and not view.champion and view.left:
        names = [(view.left_line or f"{view.left} players still in",)]
    body = row_h * (len(view.rows) + 1 + len(names) + (1 if view.champion else 0))
    height = max(head + body + s.pad, width // 2)
    image = Image.new("RGB", (width, height), th.background)
    draw = ImageDraw.Draw(image)
    header(image, s, view.title, view.subtitle, width)
    offset = (row_h - text.line_height(s.name)) // 2
    dot = round(5 * scale)
    y = head
    for row in view.rows:
        cx, cy = s.pad + dot, y + row_h // 2
        box = (cx - dot, cy - dot, cx + dot, cy + dot)
        if row.state == "live":
            draw.ellipse(box, fill=th.accent)
        elif row.state == "done":
            draw.ellipse(box, fill=th.dim_text)
        else:
            draw.ellipse(box, outline=th.dim_text, width=max(1, round(scale)))
        left = s.pad + 3 * dot
        text.draw_line(
            image,
            (left, y + offset),
            text.clean(row.title),
            size=s.name,
            fill=th.text if row.state == "live" else th.dim_text,
            max_width=half_w,
        )
        text.draw_line(
            image,
            (left + half_w, y + offset),
            text.clean(row.status),
            size=s.name,
            fill=th.text if row.state == "live" else th.dim_text,
            max_width=width - s.pad - left - half_w,
            align="right",
        )
        y += row_h
    draw.line((s.pad, y + row_h // 2, width - s.pad, y + row_h // 2), fill=s.rule)
    y += row_h
    for pair in names:
        for i, name in enumerate(pair):
            text.draw_line(
                image,
                (s.pad + i * (half_w + s.col_gap), y + offset),
                text.clean(name),
                size=s.name,
                fill=th.text,
                max_width=half_w,
            )
        y += row_h
    if view.champion:
        text.draw_line(
            image,
            (s.pad, y + offset),
            text.clean(view.champion_line or f"Champion: {view.champion}"),
            size=s.name,
            fill=th.accent,
            max_width=width - 2 * s.pad,
        )
    return png(image, s)
