"""The bracket as SVG (``render.tournament.bracket_svg``): the PNG's own layout written as
vectors (every label, box and line of ``bracket_items`` at its place), scaled by its zoom in
the ``viewBox``, names escaped, no inline style, live boxes linking where asked."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from render import text
from render.tournament.bracket import BracketView, Label, Line, Rect, bracket_items, bracket_size
from render.tournament.bracket_svg import BoxLink, bracket_svg
from render.tournament.style import Style
from tests.render.test_tournament_images import double_finished, single_in_progress

SVG = "{http://www.w3.org/2000/svg}"
EVIL = '<script>alert("x")</script> & Co'


def _parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)  # well-formed XML, or this raises


def test_the_svg_has_every_item_of_the_png_layout_at_its_place() -> None:
    for view in (single_in_progress(), double_finished()):
        svg = bracket_svg(view)
        root = _parse(svg)
        size, items = bracket_items(view, Style.of("dark", 1.0))
        assert size == bracket_size(view)
        assert root.get("viewBox") == f"0 0 {size[0]} {size[1]}"
        texts = root.findall(f"{SVG}text")
        labels = [i for i in items if isinstance(i, Label)]
        assert len(texts) == len(labels)
        for label, element in zip(labels, texts, strict=True):
            x = label.x + label.max_width if label.align == "right" else label.x
            assert int(element.get("x", "")) == x
            baseline = label.y + max(1, label.size // 12) + text.font(label.size).getmetrics()[0]
            assert int(element.get("y", "")) == baseline
            shown = "".join(t for t in element.itertext())
            assert text.fit(label.text, label.size, label.max_width) in shown
        rects = [i for i in items if isinstance(i, Rect)]
        assert len(root.findall(f"{SVG}rect")) == 1 + len(rects)  # + the background
        lines = [i for i in items if isinstance(i, Line)]
        assert len(root.findall(f"{SVG}polyline")) == len(lines)


def test_zoom_scales_the_svg_not_its_drawing() -> None:
    view = single_in_progress()
    width, height = bracket_size(view)
    one, two = _parse(bracket_svg(view)), _parse(bracket_svg(view, zoom=2))
    assert (one.get("width"), one.get("height")) == (str(width), str(height))
    assert (two.get("width"), two.get("height")) == (str(2 * width), str(2 * height))
    assert one.get("viewBox") == two.get("viewBox")


def test_names_are_escaped_and_nothing_needs_inline_style_or_script() -> None:
    base = single_in_progress()
    top = base.rounds[0][0]
    evil = BracketView(
        title=EVIL,
        rounds=((type(top)(type(top.top)(name=EVIL, seed=1), top.bottom, label="W1.1"),),),
    )
    svg = bracket_svg(evil, links={"W1.1": BoxLink('/m/1/x"y', f"Watch W1.1 live: {EVIL} v B")})
    root = _parse(svg)
    assert "<script" not in svg and "style=" not in svg
    assert EVIL not in svg and "&lt;script&gt;" in svg
    shown = " ".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))
    assert "<script>" in shown  # shown as text, cut to fit, whole in its tooltip
    links = root.findall(f"{SVG}a")
    assert [a.get("href") for a in links] == ['/m/1/x"y']
    assert [a.findtext(f"{SVG}title") for a in links] == [f"Watch W1.1 live: {EVIL} v B"]


def test_only_the_boxes_asked_for_link_to_their_matches() -> None:
    view = single_in_progress()
    keys = [b.label for r in view.rounds for b in r]
    svg = bracket_svg(
        view, links={keys[0]: BoxLink("/m/7/t", "Replay"), "nowhere": BoxLink("/m/8/t", "No")}
    )
    assert re.findall(r'<a href="([^"]*)"', svg) == ["/m/7/t"]
