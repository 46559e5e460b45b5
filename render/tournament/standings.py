"""The standings table of a Swiss or round-robin tournament as a PNG: place, seed, name,
points, the tie-breaks, W-D-L and a note per player.

Standings with more than ``rows_per_column`` rows wrap into side-by-side columns; a compact page
of the standings is ``PREVIEW_WIDTH`` wide, for Discord's inline preview.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from render.tournament.style import (
    PREVIEW_WIDTH,
    Column,
    Style,
    column_heads,
    fitted,
    header,
    header_height,
    png,
    row_cells,
)


@dataclass(frozen=True, slots=True)
class StandingsRow:
    rank: str  # "1", "=3" for a shared place
    name: str
    seed: int | None = None
    points: str = ""
    tie_breaks: tuple[str, ...] = ()
    record: str = ""  # wins-draws-losses, e.g. "4-1-1"
    note: str = ""  # "dropped", "disqualified", "bye" ...


@dataclass(frozen=True, slots=True)
class StandingsView:
    title: str
    rows: tuple[StandingsRow, ...]
    tie_break_titles: tuple[str, ...] = ()  # column headers, e.g. ("BH-M1", "BH", "SB")
    subtitle: str = ""
    rows_per_column: int = 64
    # The column heads the table draws itself, in the reader's words (English by default).
    seed_title: str = "Seed"
    player_title: str = "Player"
    points_title: str = "Pts"
    record_title: str = "W-D-L"


def render_standings(
    view: StandingsView, *, theme: str = "dark", scale: float = 1.0, compact: bool = False
) -> bytes:
    """The standings as a PNG table: place, seed, name, points, the tie-breaks, W-D-L, note.
    ``compact`` (a page of the standings): ``PREVIEW_WIDTH`` wide, a player's note (dropped,
    disqualified) after their name, the name taking the room left. The seed stays on every
    table: two long names cut at the same place are still two different rows."""
    s = Style.of(theme, scale, compact=compact)
    th = s.theme
    row_h = round(24 * scale)
    per_column = max(1, view.rows_per_column)
    chunks = [view.rows[i : i + per_column] for i in range(0, len(view.rows), per_column)] or [()]
    rank_w, seed_w, name_w = round(44 * scale), round(34 * scale), round(230 * scale)
    num_w, record_w, note_w = round(58 * scale), round(70 * scale), round(100 * scale)
    gap = round(8 * scale)
    if compact:
        rank_w, seed_w, num_w, record_w, gap = (
            round(40 * scale),
            round(32 * scale),
            round(44 * scale),
            round(56 * scale),
            round(6 * scale),
        )
    seed_w = fitted(s, view.seed_title, seed_w)
    num_w = max(fitted(s, t, num_w) for t in (view.points_title, *view.tie_break_titles))
    record_w = fitted(s, view.record_title, record_w)
    if compact:
        fixed_w = rank_w + seed_w + num_w * (1 + len(view.tie_break_titles)) + record_w
        spaces = gap * (4 + len(view.tie_break_titles))
        name_w = round(PREVIEW_WIDTH * scale) - 2 * s.pad - fixed_w - spaces
    columns: list[Column] = [
        ("#", rank_w, "right"),
        (view.seed_title, seed_w, "right"),
        (view.player_title, name_w, "left"),
        (view.points_title, num_w, "right"),
        *((title, num_w, "right") for title in view.tie_break_titles),
        (view.record_title, record_w, "right"),
        *([] if compact else [("", note_w, "left")]),
    ]
    table_w = sum(w for _, w, _ in columns) + gap * (len(columns) - 1)
    block_gap = round(40 * scale)
    width = 2 * s.pad + len(chunks) * table_w + (len(chunks) - 1) * block_gap
    head = header_height(s, view.subtitle)
    height = head + row_h * (1 + max(len(c) for c in chunks)) + s.pad
    image = Image.new("RGB", (width, height), th.background)
    draw = ImageDraw.Draw(image)
    header(image, s, view.title, view.subtitle, width)
    stripe = s.stripe
    for b, chunk in enumerate(chunks):
        left = s.pad + b * (table_w + block_gap)
        column_heads(image, s, columns, (left, head), row_h=row_h, gap=gap)
        for i, row in enumerate(chunk):
            y = head + (i + 1) * row_h
            if i % 2 == 1:
                draw.rectangle((left, y, left + table_w, y + row_h - 1), fill=stripe)
            name = f"{row.name} ({row.note})" if compact and row.note else row.name
            cells = [
                (row.rank, th.text),
                ("" if row.seed is None else str(row.seed), th.dim_text),
                (name, th.text if not row.note else th.dim_text),
                (row.points, th.text),
                *((value, th.dim_text) for value in row.tie_breaks),
                (row.record, th.dim_text),
                *([] if compact else [(row.note, th.dim_text)]),
            ]
            row_cells(image, s, cells, columns, (left, y), row_h=row_h, gap=gap)
    return png(image, s)
