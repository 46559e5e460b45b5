"""The bracket of an elimination tournament as a PNG: the whole bracket, or a page of it.

Layout. A bracket section (the winners' bracket, then the losers' bracket below it) is drawn as
columns of match boxes, one column per round. The first column is stacked evenly; a box in a
later column sits midway between the two boxes that feed it when the column has half as many
boxes, or level with the box that feeds it when the column has as many (the losers' bracket's
drop-in rounds). The grand final (and its reset) stands to the right, between the two finals
that feed it. A single elimination's third-place match stands under the final, in its column,
with its title above it. Each box shows both sides: seed, name (cut to fit, never spilling) and score; the
winner in the text colour with an accent bar, the loser dimmed, and an empty side's note ("bye",
"TBD") in the dim colour. A box being played now has an accent outline.

Sizes are fixed in pixels (scaled by ``scale``): a 64-entrant single elimination is about 1 650 × 2 150
pixels and stays readable when Discord shows it full size; 128 entrants render too (taller).

Pages, for the inline preview: a whole 128-player bracket is thousands of pixels each way, a grey
smear in Discord's inline preview. So a bracket also comes as pages of two rounds
(``render_bracket(..., compact=True)``: 500 px wide, names at ``NAME_PX``), never flatter than
2:1; the adapter decides what goes on a page.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import text
from render.theme import RGB
from render.tournament.style import Style, header_height, png


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
    third_place: MatchBox | None = None  # under the last winners' round (single elimination)
    third_title: str = "Third-place match"
    champion_line: str = ""  # "Champion: Ann" in the reader's words (empty: English)


def _section_ys(rounds: tuple[tuple[MatchBox, ...], ...], s: Style, top: int) -> list[list[int]]:
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


def _section_height(ys: list[list[int]], s: Style, top: int) -> int:
    bottom = max((y for col in ys for y in col), default=top)
    return bottom + 2 * s.line - top + s.gap


# ---- the layout: everything the picture shows, placed, in paint order ----------------------
# Both drawings read it: ``render_bracket`` paints it on a PNG, ``render.tournament.bracket_svg``
# writes it as SVG. Colours are named (``Ink``) and looked up in the style by each drawing.
Ink = str  # "text", "dim", "accent", "rule", "box"


@dataclass(frozen=True, slots=True)
class Label:
    """One line of (cleaned) text with its top-left at (x, y), cut to ``max_width`` when drawn;
    ``align``: "left" or "right" within that width."""

    x: int
    y: int
    text: str
    size: int
    ink: Ink
    max_width: int
    align: str = "left"


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle from (x0, y0) to (x1, y1), both included; ``fill`` or ``outline`` may be
    empty, ``width`` is the outline's, drawn inside."""

    x0: int
    y0: int
    x1: int
    y1: int
    fill: Ink = ""
    outline: Ink = ""
    width: int = 1
    key: str = ""  # a match box's outline: the match's key (its label), for links to it


@dataclass(frozen=True, slots=True)
class Line:
    """A polyline through ``points`` (x0, y0, x1, y1, ...)."""

    points: tuple[int, ...]
    ink: Ink
    width: int = 1


Item = Label | Rect | Line


def _entry_items(s: Style, x: int, y: int, entry: Entry) -> list[Item]:
    inner = s.box_w - s.seed_w - s.score_w - 6
    offset = (s.line - text.line_height(s.name)) // 2
    items: list[Item] = []
    if entry.winner:
        items.append(Rect(x, y + 2, x + max(2, round(3 * s.scale)), y + s.line - 2, fill="accent"))
    if entry.seed is not None:
        items.append(
            Label(x + 4, y + offset + 1, str(entry.seed), s.small, "dim", s.seed_w - 6, "right")
        )
    if entry.name:
        ink = "text" if entry.winner or not entry.score else "dim"
        items.append(
            Label(x + s.seed_w + 2, y + offset, text.clean(entry.name), s.name, ink, inner)
        )
    elif entry.note:
        items.append(
            Label(x + s.seed_w + 2, y + offset, text.clean(entry.note), s.name, "dim", inner)
        )
    if entry.score:
        items.append(
            Label(
                x + s.box_w - s.score_w - 2,
                y + offset,
                text.clean(entry.score),
                s.name,
                "accent" if entry.winner else "dim",
                s.score_w,
                "right",
            )
        )
    return items


def _box_items(s: Style, x: int, y: int, box: MatchBox) -> list[Item]:
    outline = "accent" if box.live else "rule"
    width = max(1, round(2 * s.scale)) if box.live else 1
    items: list[Item] = [
        Rect(
            x,
            y,
            x + s.box_w,
            y + 2 * s.line,
            fill="box",
            outline=outline,
            width=width,
            key=box.label,
        ),
        Line((x + 1, y + s.line, x + s.box_w - 1, y + s.line), "rule"),
        *_entry_items(s, x, y, box.top),
        *_entry_items(s, x, y + s.line, box.bottom),
    ]
    if box.label:
        items.append(
            Label(x, y - text.line_height(s.small), text.clean(box.label), s.small, "dim", s.box_w)
        )
    return items


def _connect(s: Style, x0: int, y0: int, x1: int, y1: int) -> Line:
    """An elbow from the right middle of one box (x0, y0) to the left middle of another."""
    mid = x0 + (x1 - x0) // 2
    return Line((x0, y0, mid, y0, mid, y1, x1, y1), "rule", max(1, round(s.scale)))


def _section_items(
    s: Style,
    rounds: tuple[tuple[MatchBox, ...], ...],
    titles: tuple[str, ...],
    ys: list[list[int]],
    top: int,
) -> list[Item]:
    items: list[Item] = []
    half = s.line
    for col, boxes in enumerate(rounds):
        x = s.pad + col * (s.box_w + s.col_gap)
        if col < len(titles):
            items.append(
                Label(
                    x,
                    top - text.line_height(s.small),
                    text.clean(titles[col]),
                    s.small,
                    "dim",
                    s.box_w,
                )
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
                    items.append(_connect(s, x_from, previous[src] + half, x, y + half))
        for box, y in zip(boxes, ys[col], strict=True):
            items.extend(_box_items(s, x, y, box))
    return items


def bracket_size(
    view: BracketView, scale: float = 1.0, *, compact: bool = False
) -> tuple[int, int]:
    """The (width, height) ``render_bracket`` gives for ``view``."""
    return _bracket_layout(view, Style.of("dark", scale, compact=compact))[0]


def _bracket_layout(
    view: BracketView, s: Style
) -> tuple[tuple[int, int], list[list[int]], list[list[int]], int, int]:
    head = header_height(s, view.subtitle)
    title_h = text.line_height(s.small)
    top_w = head + title_h
    ys_w = _section_ys(view.rounds, s, top_w)
    height = top_w + _section_height(ys_w, s, top_w)
    if view.third_place is not None:
        height = max(height, _third_y(ys_w, s, top_w) + 2 * s.line + s.gap)
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


def _third_y(ys_w: list[list[int]], s: Style, top: int) -> int:
    """The top y of the third-place box: under the last winners' box, its title between."""
    last = ys_w[-1][0] if ys_w and ys_w[-1] else top
    return last + 2 * s.line + s.gap + 2 * text.line_height(s.small)


def bracket_items(view: BracketView, s: Style) -> tuple[tuple[int, int], list[Item]]:
    """The picture's size and everything on it, placed, in paint order (see the module
    docstring for the layout): what both the PNG and the SVG drawing show."""
    (width, height), ys_w, ys_l, top_w, top_l = _bracket_layout(view, s)
    items: list[Item] = [
        Label(s.pad, s.pad, text.clean(view.title), s.title, "text", width - 2 * s.pad)
    ]
    if view.subtitle:
        items.append(
            Label(
                s.pad,
                s.pad + text.line_height(s.title),
                text.clean(view.subtitle),
                s.small,
                "dim",
                width - 2 * s.pad,
            )
        )
    items.extend(_section_items(s, view.rounds, view.round_titles, ys_w, top_w))
    if view.losers:
        items.extend(_section_items(s, view.losers, view.loser_titles, ys_l, top_l))
    if view.finals:
        items.extend(_finals_items(s, view, ys_w, ys_l))
    if view.third_place is not None:
        x = s.pad + max(0, len(view.rounds) - 1) * (s.box_w + s.col_gap)
        y = _third_y(ys_w, s, top_w)
        items.append(
            Label(
                x,
                y - 2 * text.line_height(s.small),
                text.clean(view.third_title),
                s.small,
                "dim",
                s.box_w,
            )
        )
        items.extend(_box_items(s, x, y, view.third_place))
    if view.champion:
        items.append(
            Label(
                s.pad,
                height - s.pad - text.line_height(s.name),
                text.clean(view.champion_line or f"Champion: {view.champion}"),
                s.name,
                "accent",
                width - 2 * s.pad,
            )
        )
    return (width, height), items


def ink(s: Style, name: Ink) -> RGB:
    """The colour of an ``Ink`` in the style."""
    th = s.theme
    colours = {
        "text": th.text,
        "dim": th.dim_text,
        "accent": th.accent,
        "rule": s.rule,
        "box": s.box_fill,
    }
    return colours[name]


def render_bracket(
    view: BracketView, *, theme: str = "dark", scale: float = 1.0, compact: bool = False
) -> bytes:
    """The bracket as a PNG (see the module docstring for the layout). ``compact``: tighter
    margins and boxes, for pages of two rounds that fit ``PREVIEW_WIDTH``."""
    s = Style.of(theme, scale, compact=compact)
    (width, height), items = bracket_items(view, s)
    image = Image.new("RGB", (width, height), s.theme.background)
    draw = ImageDraw.Draw(image)
    for item in items:
        if isinstance(item, Label):
            text.draw_line(
                image,
                (item.x, item.y),
                item.text,
                size=item.size,
                fill=ink(s, item.ink),
                max_width=item.max_width,
                align=item.align,
            )
        elif isinstance(item, Rect):
            draw.rectangle(
                (item.x0, item.y0, item.x1, item.y1),
                fill=ink(s, item.fill) if item.fill else None,
                outline=ink(s, item.outline) if item.outline else None,
                width=item.width,
            )
        else:
            draw.line(item.points, fill=ink(s, item.ink), width=item.width)
    return png(image, s)


def _finals_items(
    s: Style,
    view: BracketView,
    ys_w: list[list[int]],
    ys_l: list[list[int]],
) -> list[Item]:
    columns = max(len(view.rounds), len(view.losers))
    x = s.pad + columns * (s.box_w + s.col_gap)
    feeders: list[tuple[int, int]] = []
    if view.rounds and ys_w[-1]:
        feeders.append((s.pad + (len(view.rounds) - 1) * (s.box_w + s.col_gap), ys_w[-1][0]))
    if view.losers and ys_l and ys_l[-1]:
        feeders.append((s.pad + (len(view.losers) - 1) * (s.box_w + s.col_gap), ys_l[-1][0]))
    y = sum(fy for _, fy in feeders) // max(1, len(feeders))
    items: list[Item] = [
        _connect(s, fx + s.box_w, fy + s.line, x, y + s.line) for fx, fy in feeders
    ]
    step = 2 * s.line + s.gap + text.line_height(s.small)
    for i, box in enumerate(view.finals):
        items.extend(_box_items(s, x, y + i * step, box))
    return items
