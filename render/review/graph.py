"""The post-game review's graph: the first player's winning chance after every move of a game,
as a picture (the review's words are in docs/review.md). Pure: points in, PNG bytes out.

The chance is drawn from 0% (the second player wins) to 100% (the first player wins); the
area between the line and 50% is shaded on the side of whoever leads, so a game's swings show
at a glance. Marked moves get a dot on the line, larger and warmer the worse the mark, with the
mark itself (``?!``, ``?``, ``??``) written beside mistakes and blunders, so the marks are told
apart by size and text, not by colour alone. Sized for Discord's inline preview, like the
diagrams (``render.diagram``): every text at least ``MIN_SHOWN_PX`` tall when shown
``SHOWN_WIDTH`` px wide.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import text
from render.describe import MAX_ALT
from render.diagram import MIN_SHOWN_PX, SHOWN_WIDTH
from render.phrases import Phrases
from render.review.captions import ENGLISH
from render.theme import RGB, get_theme

DEFAULT_WIDTH = 800
SUPERSAMPLE = 2  # lines and dots are drawn this much larger, then reduced (anti-aliasing)
# Marks as ``ai.learn.review.Mark`` writes them, mildest first: dot radius (share of the plot's
# height) and colour. Warm colours that differ in lightness as well as hue.
MARK_STYLES: dict[str, tuple[float, RGB]] = {
    "?!": (0.022, (230, 194, 41)),
    "?": (0.030, (236, 120, 20)),
    "??": (0.040, (222, 52, 52)),
}


@dataclass(frozen=True, slots=True)
class ChancePoint:
    """One move: ``label`` (its number, ``3`` or ``2.7`` for a round of a replay game), the
    first player's winning chance after it (0 to 1), and its mark (``None``: unmarked)."""

    label: str
    chance: float
    mark: str | None = None

    def __post_init__(self) -> None:
        if not 0.0 <= self.chance <= 1.0 or math.isnan(self.chance):
            raise ValueError(f"a chance is from 0 to 1, not {self.chance!r}")
        if self.mark is not None and self.mark not in MARK_STYLES:
            raise ValueError(f"unknown mark {self.mark!r}")


@dataclass(frozen=True, slots=True)
class ChanceGraph:
    """What the graph shows: ``title``, the two players' names (first: the one whose chance is
    drawn), what one point is (``unit``: "move" or "round") and the points, in order."""

    title: str
    names: tuple[str, str]
    points: tuple[ChancePoint, ...]
    unit: str = "move"


@dataclass(frozen=True, slots=True)
class _Sizes:
    pad: int
    title: int
    small: int
    plot_height: int

    @classmethod
    def for_width(cls, width: int) -> _Sizes:
        floor = math.ceil(MIN_SHOWN_PX * width / SHOWN_WIDTH)
        return cls(
            pad=round(width * 0.03),
            title=max(floor, round(width * 0.043)),
            small=floor,
            plot_height=round(width * 0.42),
        )


def _blend(a: RGB, b: RGB, t: float) -> RGB:
    r, g, bl = (round(x * t + y * (1 - t)) for x, y in zip(a, b, strict=True))
    return (r, g, bl)


def chance_graph_png(
    graph: ChanceGraph,
    *,
    theme: str = "dark",
    width: int = DEFAULT_WIDTH,
    say: Phrases = ENGLISH,
) -> bytes:
    """The graph drawn ``width`` px wide, as PNG bytes, its legend in the words of ``say``."""
    if width < 200:
        raise ValueError("the graph needs at least 200 px of width")
    th = get_theme(theme)
    s = _Sizes.for_width(width)
    inner = width - 2 * s.pad
    line = text.line_height(s.small)
    title_lines = text.wrap(text.clean(graph.title), s.title, inner)[:2]
    top = s.pad + len(title_lines) * text.line_height(s.title) + line + s.pad // 2
    axis = math.ceil(text.width_of("100%", s.small)) + s.pad // 2
    left, right = s.pad + axis, width - s.pad
    plot_top, plot_bottom = top, top + s.plot_height
    height = plot_bottom + line + s.pad // 2 + line + s.pad
    image = Image.new("RGB", (width, height), th.background)

    y = s.pad
    for part in title_lines:
        text.draw_line(image, (s.pad, y), part, size=s.title, fill=th.text, max_width=inner)
        y += text.line_height(s.title)
    first, second = _names(graph, say)
    text.draw_line(
        image, (s.pad, y), say("graph-legend", first=first, second=second), size=s.small,
        fill=th.dim_text, max_width=inner,
    )  # fmt: skip

    k = SUPERSAMPLE
    layer = Image.new("RGB", (width * k, height * k), th.background)
    draw = ImageDraw.Draw(layer)
    rule = _blend(th.dim_text, th.background, 0.45)
    middle = (plot_top + plot_bottom) / 2
    draw.rectangle((left * k, plot_top * k, right * k, plot_bottom * k), outline=rule, width=k)
    _dashed(draw, (left * k, middle * k), (right * k, middle * k), colour=rule, width=k, dash=6 * k)

    count = len(graph.points)
    span = right - left

    margin = 0.05 * (plot_bottom - plot_top)  # dots at 0% and 100% stay inside the frame

    def at(i: int, chance: float) -> tuple[float, float]:
        x = left + span * ((i + 0.5) / count if count else 0.5)
        return x * k, (plot_bottom - margin - (plot_bottom - plot_top - 2 * margin) * chance) * k

    points = [at(i, p.chance) for i, p in enumerate(graph.points)]
    if points:
        shade = _blend(th.text, th.background, 0.22)
        outline = [(points[0][0], middle * k), *points, (points[-1][0], middle * k)]
        draw.polygon(outline, fill=shade)
        if len(points) > 1:
            draw.line(points, fill=th.accent, width=3 * k, joint="curve")
    plot_h = (plot_bottom - plot_top) * k
    for point, p in zip(points, graph.points, strict=True):
        if p.mark is None:
            continue
        share, colour = MARK_STYLES[p.mark]
        r = max(3 * k, share * plot_h)
        edge = max(k, r * 0.3)
        x, y0 = point
        draw.ellipse((x - r - edge, y0 - r - edge, x + r + edge, y0 + r + edge), fill=th.background)
        draw.ellipse((x - r, y0 - r, x + r, y0 + r), fill=colour)
    small = layer.reduce(k)
    image.paste(small.crop((0, plot_top - 2, width, plot_bottom + 3)), (0, plot_top - 2))

    # The marks' words beside their dots (mistakes and blunders), above or below the line.
    for point, p in zip(points, graph.points, strict=True):
        if p.mark not in ("?", "??"):
            continue
        x, y0 = point[0] / k, point[1] / k
        label_w = math.ceil(text.width_of(p.mark, s.small)) + 2
        above = y0 - line - 0.05 * (plot_bottom - plot_top) >= plot_top
        ty = (
            y0 - line - 0.04 * (plot_bottom - plot_top)
            if above
            else y0 + 0.04 * (plot_bottom - plot_top)
        )
        tx = min(max(round(x - label_w / 2), left + 2), right - label_w - 2)
        colour = MARK_STYLES[p.mark][1]
        text.draw_line(image, (tx, round(ty)), p.mark, size=s.small, fill=colour, max_width=label_w)

    for value, yy in (
        ("100%", plot_top + margin - line / 2),
        ("50%", middle - line / 2),
        ("0%", plot_bottom - margin - line / 2),
    ):
        text.draw_line(
            image, (s.pad, round(yy)), value, size=s.small, fill=th.dim_text,
            max_width=axis - s.pad // 4, align="right",
        )  # fmt: skip
    # Move numbers under the plot: the first, the last and a few between.
    y = plot_bottom + 2
    for i in _ticks(count):
        label = graph.points[i].label
        w = math.ceil(text.width_of(label, s.small)) + 2
        x = at(i, 0)[0] / k
        tx = min(max(round(x - w / 2), left), right - w)
        text.draw_line(image, (tx, y), label, size=s.small, fill=th.dim_text, max_width=w)
    text.draw_line(
        image, (s.pad, y + line + s.pad // 4), say("graph-axis", unit=graph.unit),
        size=s.small, fill=th.dim_text, max_width=inner,
    )  # fmt: skip
    return _png(image)


def overflowing(
    graph: ChanceGraph, width: int = DEFAULT_WIDTH, say: Phrases = ENGLISH
) -> tuple[str, ...]:
    """The graph's legend and axis lines that are wider than the picture's inner width at
    ``width`` (and so would be drawn cut with ``…``)."""
    s = _Sizes.for_width(width)
    inner = width - 2 * s.pad
    first, second = _names(graph, say)
    lines = (say("graph-legend", first=first, second=second), say("graph-axis", unit=graph.unit))
    return tuple(line for line in lines if text.width_of(text.clean(line), s.small) > inner)


def _ticks(count: int, most: int = 8) -> list[int]:
    """Indexes of the points whose labels are written: spread evenly, first and last included."""
    if count <= 0:
        return []
    if count <= most:
        return list(range(count))
    step = math.ceil((count - 1) / (most - 1))
    ticks = list(range(0, count - 1, step))
    if len(ticks) > 1 and count - 1 - ticks[-1] < step * 0.75:
        ticks.pop()
    return [*ticks, count - 1]


def _dashed(
    draw: ImageDraw.ImageDraw,
    a: tuple[float, float],
    b: tuple[float, float],
    *,
    colour: RGB,
    width: int,
    dash: float,
) -> None:
    x = a[0]
    while x < b[0]:
        draw.line(((x, a[1]), (min(b[0], x + dash), b[1])), fill=colour, width=width)
        x += 2 * dash


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    paletted = image.quantize(colors=64, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    paletted.save(out, format="PNG", compress_level=6)
    return out.getvalue()


def _names(graph: ChanceGraph, say: Phrases) -> tuple[str, str]:
    first, second = graph.names
    return (
        text.clean(first) or say("player", number=1),
        text.clean(second) or say("player", number=2),
    )


def chance_graph_alt(graph: ChanceGraph, say: Phrases = ENGLISH) -> str:
    """The graph in words for screen readers (at most ``MAX_ALT`` characters): who led where,
    the largest swings and the marks, in the words of ``say``."""
    first, second = _names(graph, say)
    points = graph.points
    unit = graph.unit
    if not points:
        return say("graph-alt-empty", title=graph.title, unit=unit)
    start, end = points[0], points[-1]
    parts = [
        say(
            "graph-alt-summary",
            title=graph.title,
            first=first,
            second=second,
            count=str(len(points)),
            unit=unit,
            start=_pct(start.chance),
            start_at=start.label,
            end=_pct(end.chance),
            end_at=end.label,
        )
    ]
    swings = sorted(
        range(1, len(points)),
        key=lambda i: abs(points[i].chance - points[i - 1].chance),
        reverse=True,
    )[:3]
    if swings:
        words = ", ".join(
            say(
                "graph-alt-swing",
                unit=unit,
                at=points[i].label,
                before=_pct(points[i - 1].chance),
                after=_pct(points[i].chance),
            )
            for i in sorted(swings)
        )
        parts.append(say("graph-alt-swings", swings=words))
    for mark, kind in (("??", "blunders"), ("?", "mistakes"), ("?!", "inaccuracies")):
        marked = [p.label for p in points if p.mark == mark]
        if marked:
            at = ", ".join(marked)
            parts.append(say("graph-alt-marks", kind=kind, mark=mark, unit=unit, at=at))
    whole = " ".join(parts)
    return whole if len(whole) <= MAX_ALT else whole[: MAX_ALT - 1].rstrip() + "…"


def _pct(chance: float) -> str:
    return f"{round(chance * 100)}%"
