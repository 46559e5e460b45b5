"""Tournament images: the bracket (elimination formats) and the standings table (Swiss, round
robin), as PNG bytes.

Like the board images, these are pure functions of a small view value: ``BracketView`` and
``StandingsView`` hold only text and numbers, so this module needs nothing from the bot (the
import contract forbids it). The service turns the engine's bracket and standings into views (a
few lines: one ``Entry`` per side of a match, one ``StandingsRow`` per entrant).

Layout. A bracket section (the winners' bracket, then the losers' bracket below it) is drawn as
columns of match boxes, one column per round. The first column is stacked evenly; a box in a
later column sits midway between the two boxes that feed it when the column has half as many
boxes, or level with the box that feeds it when the column has as many (the losers' bracket's
drop-in rounds). The grand final (and its reset) stands to the right, between the two finals
that feed it. Each box shows both sides: seed, name (cut to fit, never spilling) and score; the
winner in the text colour with an accent bar, the loser dimmed, and an empty side's note ("bye",
"TBD") in the dim colour. A box being played now has an accent outline.

Sizes are fixed in pixels (scaled by ``scale``): a 64-entrant single elimination is about 1 650 × 2 150
pixels and stays readable when Discord shows it full size; 128 entrants render too (taller).
Standings with more than ``rows_per_column`` rows wrap into side-by-side columns.

Pages and the overview, for the inline preview: a whole 128-player bracket is thousands of pixels
each way, a grey smear in Discord's inline preview. So a bracket also comes as pages of two
rounds (``render_bracket(..., compact=True)``: 500 px wide, names at ``NAME_PX``) and an
``OverviewView`` (``render_overview``: every round's progress and who is still in,
``PREVIEW_WIDTH`` wide), each between 1:2 and 2:1; the adapter decides what goes on a page.

Public API: ``Entry``, ``MatchBox``, ``BracketView``, ``render_bracket(view, theme=, scale=,
compact=)``, ``bracket_size``; ``ProgressRow``, ``OverviewView``, ``render_overview``;
``StandingsRow``, ``StandingsView``, ``render_standings(view, theme=, scale=)``; ``NAME_PX``,
``PREVIEW_WIDTH``.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from render import text
from render.theme import RGB, Theme, get_theme

PNG_COMPRESS_LEVEL = 3
MIN_SCALE = 0.5
MAX_SCALE = 2.0
NAME_PX = 15  # the size names are drawn at, at scale 1 (the rest of the layout follows it)
# Discord shows an attached image at most about 550 pixels wide in the chat column (narrower
# images at their own size): pages and the overview are designed for 520, so that a name stays
# at least 14 px tall there. A compact two-round page is 500 wide.
PREVIEW_WIDTH = 520


# ---- views ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Entry:
    """One side of a match box: a player (``name``, ``seed``) or, with no name, a ``note``
    such as "bye" or "TBD". ``score`` is short text ("2", "1½", "F" for a forfeit)."""

    name: str = ""
    seed: int | None = None
    score: str = ""
    winner: bool = False
    note: str = ""


@dataclass(frozen=True, slots=True)
class MatchBox:
    top: Entry
    bottom: Entry
    label: str = ""  # small caption above the box, e.g. "W2.3"
    live: bool = False  # being played now


@dataclass(frozen=True, slots=True)
class BracketView:
    """A whole bracket: the winners' rounds (the only rounds of a single elimination), the
    losers' rounds and the grand final(s) of a double elimination, each round left to right."""

    title: str
    rounds: tuple[tuple[MatchBox, ...], ...]
    round_titles: tuple[str, ...] = ()
    losers: tuple[tuple[MatchBox, ...], ...] = ()
    loser_titles: tuple[str, ...] = ()
    finals: tuple[MatchBox, ...] = ()
    subtitle: str = ""
    champion: str = ""


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


# ---- common drawing ------------------------------------------------------------------------


def _blend(a: RGB, b: RGB, t: float) -> RGB:
    """``t`` of the way from ``b`` to ``a``."""
    r, g, bl = (round(x * t + y * (1 - t)) for x, y in zip(a, b, strict=True))
    return (r, g, bl)


@dataclass(frozen=True, slots=True)
class _Style:
    """Sizes in pixels at one scale, and the colours of one theme."""

    scale: float
    theme: Theme
    compact: bool
    pad: int
    title: int
    small: int
    name: int
    line: int  # height of one side of a match box
    box_w: int
    seed_w: int
    score_w: int
    gap: int  # vertical gap between first-round boxes (holds the label)
    col_gap: int
    box_fill: RGB
    rule: RGB
    stripe: RGB  # every other row of the standings

    @classmethod
    def of(cls, theme_name: str, scale: float, *, compact: bool = False) -> _Style:
        if not MIN_SCALE <= scale <= MAX_SCALE:
            raise ValueError(f"scale must be from {MIN_SCALE} to {MAX_SCALE}, not {scale!r}")
        theme = get_theme(theme_name)

        def px(value: float) -> int:
            return max(1, round(value * scale))

        return cls(
            scale=scale,
            theme=theme,
            compact=compact,
            pad=px(16 if compact else 24),
            title=px(22 if compact else 24),
            small=px(12),
            name=px(NAME_PX),
            line=px(22),
            box_w=px(220 if compact else 236),
            seed_w=px(30),
            score_w=px(34),
            gap=px(18),
            col_gap=px(28 if compact else 34),
            box_fill=_blend(theme.text, theme.background, 0.07),
            rule=_blend(theme.dim_text, theme.background, 0.55),
            stripe=_blend(theme.text, theme.background, 0.05),
        )


@dataclass(frozen=True, slots=True)
class _Canvas:
    """What every drawing helper needs: the image, a drawing context on it and the style."""

    image: Image.Image
    draw: ImageDraw.ImageDraw
    s: _Style


@lru_cache(maxsize=4)
def _palette(theme_name: str) -> Image.Image:
    """A fixed palette for one theme: its surfaces, its inks, and 7-step ramps from every ink to
    every surface (anti-aliased text edges find a close colour)."""
    s = _Style.of(theme_name, 1.0)
    th = s.theme
    surfaces = [th.background, s.box_fill, s.stripe]
    inks = [th.text, th.dim_text, th.accent, s.rule]
    ramps = [_blend(i, f, (k + 1) / 8) for i in inks for f in surfaces for k in range(7)]
    colours = list(dict.fromkeys([*surfaces, *inks, *ramps]))
    flat = [channel for colour in colours for channel in colour]
    image = Image.new("P", (1, 1))
    image.putpalette(flat + [0] * (768 - len(flat)))
    return image


def _png(image: Image.Image, s: _Style) -> bytes:
    """``image`` mapped onto the theme's palette and written as a "P" PNG: a third of the pixels
    to compress, so several times faster than RGB for the same look (and smaller)."""
    out = io.BytesIO()
    paletted = image.quantize(palette=_palette(s.theme.name), dither=Image.Dither.NONE)
    paletted.save(out, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    return out.getvalue()


def _header(image: Image.Image, s: _Style, title: str, subtitle: str, width: int) -> None:
    th = s.theme
    text.draw_line(
        image,
        (s.pad, s.pad),
        text.clean(title),
        size=s.title,
        fill=th.text,
        max_width=width - 2 * s.pad,
    )
    if subtitle:
        text.draw_line(
            image,
            (s.pad, s.pad + text.line_height(s.title)),
            text.clean(subtitle),
            size=s.small,
            fill=th.dim_text,
            max_width=width - 2 * s.pad,
        )


def _header_height(s: _Style, subtitle: str) -> int:
    height = s.pad + text.line_height(s.title)
    if subtitle:
        height += text.line_height(s.small)
    return height + s.pad // 2


# ---- the bracket ---------------------------------------------------------------------------


def _section_ys(rounds: tuple[tuple[MatchBox, ...], ...], s: _Style, top: int) -> list[list[int]]:
    """The top y of every box of one section, round by round (see the module docstring)."""
    box_h = 2 * s.line
    step = box_h + s.gap
    ys: list[list[int]] = []
    for c, boxes in enumerate(rounds):
        if c == 0 or not ys[-1]:
            ys.append([top + s.gap + i * step for i in range(len(boxes))])
            continue
        previous = ys[-1]
        if len(boxes) == len(previous):
            ys.append(list(previous))
        elif 2 * len(boxes) == len(previous):
            ys.append([(previous[2 * i] + previous[2 * i + 1]) // 2 for i in range(len(boxes))])
        else:  # not a standard bracket shape: stack evenly
            ys.append([top + s.gap + i * step for i in range(len(boxes))])
    return ys


def _section_height(ys: list[list[int]], s: _Style, top: int) -> int:
    bottom = max((y for col in ys for y in col), default=top)
    return bottom + 2 * s.line - top + s.gap


def _draw_entry(c: _Canvas, x: int, y: int, entry: Entry) -> None:
    image, draw, s = c.image, c.draw, c.s
    th = s.theme
    inner = s.box_w - s.seed_w - s.score_w - 6
    offset = (s.line - text.line_height(s.name)) // 2
    if entry.winner:
        draw.rectangle((x, y + 2, x + max(2, round(3 * s.scale)), y + s.line - 2), fill=th.accent)
    if entry.seed is not None:
        text.draw_line(
            image,
            (x + 4, y + offset + 1),
            str(entry.seed),
            size=s.small,
            fill=th.dim_text,
            max_width=s.seed_w - 6,
            align="right",
        )
    if entry.name:
        colour = th.text if entry.winner or not entry.score else th.dim_text
        text.draw_line(
            image,
            (x + s.seed_w + 2, y + offset),
            text.clean(entry.name),
            size=s.name,
            fill=colour,
            max_width=inner,
        )
    elif entry.note:
        text.draw_line(
            image,
            (x + s.seed_w + 2, y + offset),
            text.clean(entry.note),
            size=s.name,
            fill=th.dim_text,
            max_width=inner,
        )
    if entry.score:
        text.draw_line(
            image,
            (x + s.box_w - s.score_w - 2, y + offset),
            text.clean(entry.score),
            size=s.name,
            fill=th.accent if entry.winner else th.dim_text,
            max_width=s.score_w,
            align="right",
        )


def _draw_box(c: _Canvas, x: int, y: int, box: MatchBox) -> None:
    image, draw, s = c.image, c.draw, c.s
    th = s.theme
    outline = th.accent if box.live else s.rule
    width = max(1, round(2 * s.scale)) if box.live else 1
    draw.rectangle(
        (x, y, x + s.box_w, y + 2 * s.line), fill=s.box_fill, outline=outline, width=width
    )
    draw.line((x + 1, y + s.line, x + s.box_w - 1, y + s.line), fill=s.rule)
    _draw_entry(c, x, y, box.top)
    _draw_entry(c, x, y + s.line, box.bottom)
    if box.label:
        text.draw_line(
            image,
            (x, y - text.line_height(s.small)),
            text.clean(box.label),
            size=s.small,
            fill=th.dim_text,
            max_width=s.box_w,
        )


def _connect(c: _Canvas, x0: int, y0: int, x1: int, y1: int) -> None:
    """An elbow from the right middle of one box (x0, y0) to the left middle of another."""
    mid = x0 + (x1 - x0) // 2
    c.draw.line((x0, y0, mid, y0, mid, y1, x1, y1), fill=c.s.rule, width=max(1, round(c.s.scale)))


def _draw_section(
    c: _Canvas,
    rounds: tuple[tuple[MatchBox, ...], ...],
    titles: tuple[str, ...],
    ys: list[list[int]],
    top: int,
) -> None:
    image, s = c.image, c.s
    half = s.line
    for col, boxes in enumerate(rounds):
        x = s.pad + col * (s.box_w + s.col_gap)
        if col < len(titles):
            text.draw_line(
                image,
                (x, top - text.line_height(s.small)),
                text.clean(titles[col]),
                size=s.small,
                fill=s.theme.dim_text,
                max_width=s.box_w,
            )
        if col > 0 and ys[col - 1]:
            previous = ys[col - 1]
            x_from = x - s.col_gap
            for i, y in enumerate(ys[col]):
                if len(boxes) == len(previous):
                    sources = [i]
                elif 2 * len(boxes) == len(previous):
                    sources = [2 * i, 2 * i + 1]
                else:
                    sources = []
                for src in sources:
                    _connect(c, x_from, previous[src] + half, x, y + half)
        for box, y in zip(boxes, ys[col], strict=True):
            _draw_box(c, x, y, box)


def bracket_size(
    view: BracketView, scale: float = 1.0, *, compact: bool = False
) -> tuple[int, int]:
    """The (width, height) ``render_bracket`` gives for ``view``."""
    return _bracket_layout(view, _Style.of("dark", scale, compact=compact))[0]


def _bracket_layout(
    view: BracketView, s: _Style
) -> tuple[tuple[int, int], list[list[int]], list[list[int]], int, int]:
    head = _header_height(s, view.subtitle)
    title_h = text.line_height(s.small)
    top_w = head + title_h
    ys_w = _section_ys(view.rounds, s, top_w)
    height = top_w + _section_height(ys_w, s, top_w)
    top_l = height + title_h + s.gap
    ys_l = _section_ys(view.losers, s, top_l) if view.losers else []
    if view.losers:
        height = top_l + _section_height(ys_l, s, top_l)
    columns = max(len(view.rounds), len(view.losers)) + (len(view.finals) and 1)
    width = 2 * s.pad + columns * s.box_w + max(0, columns - 1) * s.col_gap
    champion_h = text.line_height(s.name) + s.gap if view.champion else 0
    height += champion_h + s.pad
    if s.compact:  # a page is never flatter than 2:1 (a lone final would be)
        height = max(height, width // 2)
    return (width, height), ys_w, ys_l, top_w, top_l


def render_bracket(
    view: BracketView, *, theme: str = "dark", scale: float = 1.0, compact: bool = False
) -> bytes:
    """The bracket as a PNG (see the module docstring for the layout). ``compact``: tighter
    margins and boxes, for pages of two rounds that fit ``PREVIEW_WIDTH``."""
    s = _Style.of(theme, scale, compact=compact)
    (width, height), ys_w, ys_l, top_w, top_l = _bracket_layout(view, s)
    image = Image.new("RGB", (width, height), s.theme.background)
    draw = ImageDraw.Draw(image)
    _header(image, s, view.title, view.subtitle, width)
    canvas = _Canvas(image, draw, s)
    _draw_section(canvas, view.rounds, view.round_titles, ys_w, top_w)
    if view.losers:
        _draw_section(canvas, view.losers, view.loser_titles, ys_l, top_l)
    if view.finals:
        _draw_finals(canvas, view, ys_w, ys_l)
    if view.champion:
        text.draw_line(
            image,
            (s.pad, height - s.pad - text.line_height(s.name)),
            text.clean(f"Champion: {view.champion}"),
            size=s.name,
            fill=s.theme.accent,
            max_width=width - 2 * s.pad,
        )
    return _png(image, s)


def _draw_finals(
    c: _Canvas,
    view: BracketView,
    ys_w: list[list[int]],
    ys_l: list[list[int]],
) -> None:
    s = c.s
    columns = max(len(view.rounds), len(view.losers))
    x = s.pad + columns * (s.box_w + s.col_gap)
    feeders: list[tuple[int, int]] = []
    if view.rounds and ys_w[-1]:
        feeders.append((s.pad + (len(view.rounds) - 1) * (s.box_w + s.col_gap), ys_w[-1][0]))
    if view.losers and ys_l and ys_l[-1]:
        feeders.append((s.pad + (len(view.losers) - 1) * (s.box_w + s.col_gap), ys_l[-1][0]))
    y = sum(fy for _, fy in feeders) // max(1, len(feeders))
    for fx, fy in feeders:
        _connect(c, fx + s.box_w, fy + s.line, x, y + s.line)
    step = 2 * s.line + s.gap + text.line_height(s.small)
    for i, box in enumerate(view.finals):
        _draw_box(c, x, y + i * step, box)


# ---- the standings table -------------------------------------------------------------------


def render_standings(
    view: StandingsView, *, theme: str = "dark", scale: float = 1.0, compact: bool = False
) -> bytes:
    """The standings as a PNG table: place, seed, name, points, the tie-breaks, W-D-L, note.
    ``compact`` (a page of the standings): ``PREVIEW_WIDTH`` wide, without the seed column, a
    player's note (dropped, disqualified) after their name, the name taking the room left."""
    s = _Style.of(theme, scale, compact=compact)
    th = s.theme
    row_h = round(24 * scale)
    per_column = max(1, view.rows_per_column)
    chunks = [view.rows[i : i + per_column] for i in range(0, len(view.rows), per_column)] or [()]
    rank_w, seed_w, name_w = round(44 * scale), round(34 * scale), round(230 * scale)
    num_w, record_w, note_w = round(58 * scale), round(70 * scale), round(100 * scale)
    gap = round(8 * scale)
    if compact:
        rank_w, num_w, record_w, gap = (
            round(40 * scale),
            round(44 * scale),
            round(56 * scale),
            round(6 * scale),
        )
        fixed_w = rank_w + num_w * (1 + len(view.tie_break_titles)) + record_w
        spaces = gap * (3 + len(view.tie_break_titles))
        name_w = round(PREVIEW_WIDTH * scale) - 2 * s.pad - fixed_w - spaces
    columns = [
        ("#", rank_w, "right"),
        *([] if compact else [("Seed", seed_w, "right")]),
        ("Player", name_w, "left"),
        ("Pts", num_w, "right"),
        *((title, num_w, "right") for title in view.tie_break_titles),
        ("W-D-L", record_w, "right"),
        *([] if compact else [("", note_w, "left")]),
    ]
    table_w = sum(w for _, w, _ in columns) + gap * (len(columns) - 1)
    block_gap = round(40 * scale)
    width = 2 * s.pad + len(chunks) * table_w + (len(chunks) - 1) * block_gap
    head = _header_height(s, view.subtitle)
    height = head + row_h * (1 + max(len(c) for c in chunks)) + s.pad
    image = Image.new("RGB", (width, height), th.background)
    draw = ImageDraw.Draw(image)
    _header(image, s, view.title, view.subtitle, width)
    stripe = s.stripe
    offset = (row_h - text.line_height(s.name)) // 2
    for b, chunk in enumerate(chunks):
        left = s.pad + b * (table_w + block_gap)
        y = head
        x = left
        for title, w, align in columns:
            text.draw_line(
                image,
                (x, y + offset),
                title,
                size=s.small,
                fill=th.dim_text,
                max_width=w,
                align=align,
            )
            x += w + gap
        draw.line((left, y + row_h - 1, left + table_w, y + row_h - 1), fill=s.rule)
        for i, row in enumerate(chunk):
            y = head + (i + 1) * row_h
            if i % 2 == 1:
                draw.rectangle((left, y, left + table_w, y + row_h - 1), fill=stripe)
            name = f"{row.name} ({row.note})" if compact and row.note else row.name
            cells = [
                (row.rank, th.text),
                *([] if compact else [("" if row.seed is None else str(row.seed), th.dim_text)]),
                (name, th.text if not row.note else th.dim_text),
                (row.points, th.text),
                *((value, th.dim_text) for value in row.tie_breaks),
                (row.record, th.dim_text),
                *([] if compact else [(row.note, th.dim_text)]),
            ]
            x = left
            for (value, colour), (_, w, align) in zip(cells, columns, strict=False):
                if value:
                    text.draw_line(
                        image,
                        (x, y + offset),
                        text.clean(value),
                        size=s.name,
                        fill=colour,
                        max_width=w,
                        align=align,
                    )
                x += w + gap
    return _png(image, s)


# ---- the overview --------------------------------------------------------------------------


def render_overview(view: OverviewView, *, theme: str = "dark", scale: float = 1.0) -> bytes:
    """The overview as a PNG ``PREVIEW_WIDTH`` wide: one line per round (a dot: accent while
    it is played, filled once decided, hollow before), then who is still in, then the
    champion; never flatter than 2:1."""
    s = _Style.of(theme, scale, compact=True)
    th = s.theme
    width = round(PREVIEW_WIDTH * scale)
    row_h = round(24 * scale)
    head = _header_height(s, view.subtitle)
    half_w = (width - 2 * s.pad - s.col_gap) // 2
    names: list[tuple[str, ...]] = (
        [] if view.champion else [view.still_in[i : i + 2] for i in range(0, len(view.still_in), 2)]
    )
    if not names and not view.champion and view.left:
        names = [(f"{view.left} players still in",)]
    body = row_h * (len(view.rows) + 1 + len(names) + (1 if view.champion else 0))
    height = max(head + body + s.pad, width // 2)
    image = Image.new("RGB", (width, height), th.background)
    draw = ImageDraw.Draw(image)
    _header(image, s, view.title, view.subtitle, width)
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
            text.clean(f"Champion: {view.champion}"),
            size=s.name,
            fill=th.accent,
            max_width=width - 2 * s.pad,
        )
    return _png(image, s)
