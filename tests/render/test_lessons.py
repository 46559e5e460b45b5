"""The ``/help`` diagrams: goldens (looked at by a person), legibility in Discord's preview, and
the helpers that find what a diagram points at, checked against the rules on random positions.

Regenerate the goldens after an intended change, then look at every image:

    ./dev goldens lessons
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

import render
import rules
from render import diagram
from render.diagram import MIN_SHOWN_PX, Arrow, Diagram, Sizes, Tag, shown_px
from render.draw import DEFAULT_WIDTH
from render.lessons import LESSONS, lesson, nearest_way, paths, sight_lines
from rules import meridians, meter
from rules.interleave import sight
from tests.render.images import PIXEL_FRACTION, decode, differing_fraction, random_states

GOLDEN = Path(__file__).parent / "lesson_golden"


def golden_path(game_id: str) -> Path:
    return GOLDEN / f"{game_id}.png"


def regenerate() -> list[Path]:
    """Rewrite every lesson golden (``./dev goldens lessons``)."""
    GOLDEN.mkdir(exist_ok=True)
    written = []
    for game_id in LESSONS:
        path = golden_path(game_id)
        path.write_bytes(render.lesson_png(game_id))
        written.append(path)
    return written


def test_every_game_has_a_lesson() -> None:
    assert set(LESSONS) == set(rules.GAMES)
    assert lesson("meridian") is lesson("meridians")  # aliases, and built once


@pytest.mark.parametrize("game_id", list(LESSONS))
def test_matches_golden(game_id: str) -> None:
    path = golden_path(game_id)
    assert path.exists(), "missing golden: run ./dev goldens lessons"
    golden = decode(path.read_bytes())
    image = decode(render.lesson_png(game_id))
    assert image.size == golden.size
    fraction = differing_fraction(image, golden)
    assert fraction <= PIXEL_FRACTION, f"{fraction:.2%} of the pixels differ from the golden"


def test_the_comparison_sees_a_missing_arrow() -> None:
    """Not blind: the Meter diagram without its arrow is more than the tolerance allows."""
    full = lesson("meter")
    bare = Diagram(full.view, full.heading, full.caption, tags=full.tags, outlined=full.outlined)
    golden = decode(golden_path("meter").read_bytes())
    assert differing_fraction(decode(diagram.png(bare)), golden) > PIXEL_FRACTION


@pytest.mark.parametrize("game_id", list(LESSONS))
def test_legible_in_discords_preview(game_id: str) -> None:
    """Shown about 400 px wide, every text is at least 14 px tall and the picture is neither a
    strip nor a tower (aspect between 1:2 and 2:1); the alt text fits Discord's limit."""
    d = lesson(game_id)
    for width in (DEFAULT_WIDTH, 320):
        s = Sizes.for_width(width)
        assert (
            min(shown_px(px, width) for px in (s.heading, s.caption, s.tag, s.edge)) >= MIN_SHOWN_PX
        )
        w, h = diagram.size_of(d, width)
        assert 0.5 <= w / h <= 2.0, (w, h)
    assert len(diagram.alt_text(d)) <= 1000
    assert d.heading.split()[0] in diagram.alt_text(d)


def test_light_theme_and_small_widths_draw() -> None:
    for game_id in LESSONS:
        image = decode(render.lesson_png(game_id, theme="light", width=240))
        assert image.width == 240


def test_a_diagram_refuses_marks_off_the_board() -> None:
    d = lesson("meter")
    count = d.view.board.cell_count
    with pytest.raises(ValueError, match="not on the board"):
        Diagram(d.view, "x", tags=(Tag(count, "off"),))
    with pytest.raises(ValueError, match="two cells"):
        Arrow((0,))
    with pytest.raises(ValueError, match="side"):
        Tag(0, "x", side="up")
    with pytest.raises(ValueError, match="at most 2"):
        diagram.png(Diagram(d.view, "word " * 60))
    with pytest.raises(ValueError, match="width"):
        diagram.png(d, 100)


# ---- the helpers against the rules, on random positions ----------------------------------------


def test_nearest_way_is_the_rules_relative_perimeter() -> None:
    game = meter.GAME
    for seed in range(4):
        for state in random_states(game, seed, stop=30)[5::5]:
            board = game.geometry(state)
            stones = {board.parse(n) for n in game.board(state)}
            for cell in sorted(c for c in stones if c is not None):
                ring, way = nearest_way(board, {c for c in stones if c is not None}, cell)
                assert game.relative_perimeter(state, cell) == (ring, len(way) - 1)
                assert all(b in board.neighbours[a] for a, b in itertools.pairwise(way))


def test_sight_lines_see_what_the_rules_see() -> None:
    game = rules.get_game("interleave")
    t = sight.tables(4)
    for seed in range(3):
        state = random_states(game, seed, stop=25)[-1]
        board = game.geometry(state)
        stones = {board.names.index(n): code for n, code in game.board(state).items()}
        for cell in board.cells:
            if cell in stones:
                continue
            seen = [line[-1] for line in sight_lines(board, stones, cell) if line[-1] in stones]
            black = sum(1 for c in seen if stones[c] == "B")
            assert (black, len(seen) - black) == sight.seen(t, state.black, state.red, cell)


def test_paths_find_exactly_the_groups_that_are_not_dead() -> None:
    game = rules.get_game("meridians")
    checked = 0
    for seed in range(6):
        for state in random_states(game, seed, stop=40)[6::6]:
            board = game.geometry(state)
            stones = {board.names.index(n): code for n, code in game.board(state).items()}
            group_of = {
                board.names.index(name): (colour, i)
                for colour in ("light", "dark")
                for i, group in enumerate(meridians.groups(state, colour))
                for name in group
            }
            ends = {c for line in paths(board, stones, group_of) for c in (line[0], line[-1])}
            alive = {c for c in stones if group_of[c] in {group_of[e] for e in ends}}
            dead = {board.names.index(n) for g in meridians.dead_groups(state) for n in g}
            assert alive == set(stones) - dead
            checked += 1
    assert checked >= 10
