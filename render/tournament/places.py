"""The final standings of a tournament as a PNG: every place, best first, for any format.

A row is a place (shared places repeat, "=5"), the seed, the name, the match record and how
the player's event ended ("Champion", "Final", "3rd-place match", "Quarter-finals", "2 pts,
won play-off"...). The first three places are in the accent colour. Like the standings, rows
wrap into side-by-side columns past ``rows_per_column``; a compact page is ``PREVIEW_WIDTH``
wide for Discord's inline preview, the name taking the room left, never flatter than 2:1. The
seed stays on every row: two long names cut at the same place are still two different rows.
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

PODIUM = 3  # places drawn in the accent colour


@dataclass(frozen=True, slots=True)
class PlaceRow:
    place: int
    name: str
    seed: int | None = None
    shared: bool = False  # the place is shared with another row ("=5")
    record: str = ""  # "4-1" (wins-losses) or "3-1-1" (wins-draws-losses)
    detail: str = ""  # how the event ended for them: "Final", "Quarter-finals", "6 pts"
    note: str = ""  # "dropped", "disqualified"


@dataclass(frozen=True, slots=True)
class PlacesView:
    title: str
    rows: tuple[PlaceRow, ...]
    subtitle: str = ""
    record_title: str = "W-L"
    detail_title: str = "Out in"
    rows_per_column: int = 64
    seed_title: str = "Seed"  # the other column heads, in the reader's words
    player_title: str = "Player"


def render_places(
    view: PlacesView, *, theme: str = "dark", scale: float = 1.0, compact: bool = False
) -> bytes:
    """The final standings as a PNG table (see the module docstring)."""
    s = Style.of(theme, scale, compact=compact)
    th = s.theme
    row_h = round(24 * scale)
    per_column = max(1, view.rows_per_column)
    chunks = [view.rows[i : i + per_column] for i in range(0, len(view.rows), per_column)] or [()]
    gap = round((6 if compact else 8) * scale)
    place_w, seed_w = round(44 * scale), round(34 * scale)
    record_w, detail_w = round(60 * scale), round((170 if compact else 190) * scale)
    name_w = round(230 * scale)
    seed_w = fitted(s, view.seed_title, seed_w)
    record_w = fitted(s, view.record_title, record_w)
    detail_w = fitted(s, view.detail_title, detail_w)
    if compact:
        fixed = place_w + seed_w + record_w + detail_w + 4 * gap
        name_w = round(PREVIEW_WIDTH * scale) - 2 * s.pad - fixed
    columns: list[Column] = [
        ("#", place_w, "right"),
        (view.seed_title, seed_w, "right"),
        (view.player_title, name_w, "left"),
        (view.record_title, record_w, "right"),
        (view.detail_title, detail_w, "left"),
    ]
    table_w = sum(w for _, w, _ in columns) + gap * (len(columns) - 1)
    block_gap = round(40 * scale)
    width = 2 * s.pad + len(chunks) * table_w + (len(chunks) - 1) * block_gap
    head = header_height(s, view.subtitle)
    height = head + row_h * (1 + max(len(c) for c in chunks)) + s.pad
    if compact:  # a page is never flatter than 2:1 (the last page of a few rows would be)
        height = max(height, width // 2)
    image = Image.new("RGB", (width, height), th.background)
    draw = ImageDraw.Draw(image)
    header(image, s, view.title, view.subtitle, width)
    for b, chunk in enumerate(chunks):
        left = s.pad + b * (table_w + block_gap)
        column_heads(image, s, columns, (left, head), row_h=row_h, gap=gap)
        for i, row in enumerate(chunk):
            y = head + (i + 1) * row_h
            if i % 2 == 1:
                draw.rectangle((left, y, left + table_w, y + row_h - 1), fill=s.stripe)
            podium = row.place <= PODIUM and not row.note
            name = f"{row.name} ({row.note})" if row.note else row.name
            cells = [
                (("=" if row.shared else "") + str(row.place), th.accent if podium else th.text),
                ("" if row.seed is None else str(row.seed), th.dim_text),
                (name, th.dim_text if row.note else th.text),
                (row.record, th.dim_text),
                (row.detail, th.accent if podium else th.dim_text),
            ]
            row_cells(image, s, cells, columns, (left, y), row_h=row_h, gap=gap)
    return png(image, s)
