"""The review's pictures (``render.review.graph``, ``render.review.boards``): real PNGs of the
asked width, alt texts within Discord's limit that say what the picture shows, the better move
marked on the board."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

import rules
from render.describe import MAX_ALT
from render.review.boards import swing_alt, swing_diagram, swing_png
from render.review.graph import ChanceGraph, ChancePoint, _ticks, chance_graph_alt, chance_graph_png


def graph(count: int, names: tuple[str, str] = ("Ann", "Bo")) -> ChanceGraph:
    rng = random.Random(count)
    marks = [None, None, None, "?!", "?", "??"]
    points = tuple(ChancePoint(str(i + 1), rng.random(), rng.choice(marks)) for i in range(count))
    return ChanceGraph("Match #7 · Meter", names, points)


@pytest.mark.parametrize(("count", "width", "theme"), [(1, 400, "dark"), (60, 800, "light")])
def test_the_graph_is_a_png_of_the_width(count: int, width: int, theme: str) -> None:
    image = Image.open(io.BytesIO(chance_graph_png(graph(count), theme=theme, width=width)))
    image.load()
    assert image.format == "PNG" and image.size[0] == width and image.size[1] > width // 3


def test_the_graph_changes_with_the_chances() -> None:
    a = graph(20)
    b = ChanceGraph(a.title, a.names, (*a.points[:-1], ChancePoint("20", 1 - a.points[-1].chance)))
    assert chance_graph_png(a) != chance_graph_png(b)


def test_the_graphs_alt_text_names_the_swings_and_marks() -> None:
    points = (
        ChancePoint("1", 0.5),
        ChancePoint("2", 0.55),
        ChancePoint("3", 0.1, "??"),
        ChancePoint("4", 0.2, "?!"),
    )
    alt = chance_graph_alt(ChanceGraph("Match #3 · Meuda", ("Ann", "Bo"), points))
    assert "Ann's winning chance after each of 4 moves" in alt
    assert "move 3 (55% to 10%)" in alt
    assert "Blunders (??) at moves 3" in alt and "Inaccuracies (?!) at moves 4" in alt
    long = chance_graph_alt(graph(400, ("x" * 32, "y" * 32)))
    assert len(long) <= MAX_ALT


def test_bad_points_are_refused() -> None:
    with pytest.raises(ValueError, match="from 0 to 1"):
        ChancePoint("1", 1.5)
    with pytest.raises(ValueError, match="unknown mark"):
        ChancePoint("1", 0.5, "!!")


def test_ticks_keep_the_first_and_last_and_stay_few() -> None:
    assert _ticks(0) == [] and _ticks(3) == [0, 1, 2]
    for count in (9, 22, 61, 200):
        ticks = _ticks(count)
        assert ticks[0] == 0 and ticks[-1] == count - 1 and len(ticks) <= 9
        assert ticks == sorted(set(ticks))


def _meter_swing(better: str) -> tuple[object, object, str]:
    game = rules.get_game("meter")
    before = game.play(game.new_state(size=3), 0, "c3")
    return before, game.play(before, 1, "a1"), better


def test_a_swing_marks_the_better_cell_with_an_arrow_from_the_move() -> None:
    game = rules.get_game("meter")
    before, after, better = _meter_swing("e1")
    picture = swing_diagram(
        game, before, after, played="a1", better=better, heading="Move 2: Bo played a1 ??"
    )
    board = picture.view.board
    cell = board.parse("e1")
    assert picture.dots == {cell} and picture.outlined == {cell}
    assert [t.text for t in picture.tags] == ["better"] and picture.tags[0].cell == cell
    [arrow] = picture.arrows
    assert arrow.cells == (board.parse("a1"), cell) and arrow.dashed
    assert picture.view.last_move == {board.parse("a1")}, "the move played stays outlined"
    png = swing_png(picture, width=400)
    assert Image.open(io.BytesIO(png)).size[0] == 400
    assert swing_alt(picture).startswith("Move 2: Bo played a1 ?? Meter")


def test_a_better_word_move_is_only_in_the_words() -> None:
    game = rules.get_game("meter")
    before, after, _ = _meter_swing("")
    picture = swing_diagram(
        game, before, after, played="a1", better="swap", heading="h", caption=("Better: swap",)
    )
    assert not picture.dots and not picture.tags and not picture.arrows


def test_thwart_omega_draws_what_the_better_submission_made() -> None:
    game = rules.get_game("thwart-omega")
    before = game.new_state()
    after = game.play_round(before, {0: "b c3 w e5", 1: "b a1 w g7"})
    picture = swing_diagram(
        game, before, after, played="b d4 w d5", better="b c3 w e5", heading="Round 1",
        shows_better=True,
    )  # fmt: skip
    board = picture.view.board
    tagged = {t.cell for t in picture.tags}
    assert tagged == {board.parse("c3"), board.parse("e5")}
    assert not picture.dots and not picture.arrows, "the cells hold the better stones"
    assert board.parse("c3") in picture.view.last_move
    assert Image.open(io.BytesIO(swing_png(picture, width=320))).size[0] == 320
