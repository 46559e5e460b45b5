"""The Meter lesson: a capture (RULES.md §6)."""

from __future__ import annotations

from render.diagram import Arrow, Diagram, End, Tag
from render.games import view_of
from render.lessons.phrases import ENGLISH
from render.lessons.position import alternate, bare, cell_named, check, play_through, stones_on
from render.phrases import Phrases
from rules import meter as meter_rules
from rules.geometry import Board


def nearest_way(board: Board, stones: set[int], cell: int) -> tuple[int, list[int]]:
    """The relative perimeter of the stone on ``cell`` and the shortest way to it: the largest
    ring reachable by steps onto empty cells (``cell`` itself counts, RULES.md §6) and the cells
    of one fewest-steps way to a cell on that ring (``[cell]`` if ``cell`` is on it)."""
    rings = board.rings  # type: ignore[attr-defined]
    came: dict[int, int] = {cell: cell}
    frontier = [cell]
    best = cell
    while frontier:
        nxt = []
        for c in frontier:
            for n in board.neighbours[c]:
                if n not in came and n not in stones:
                    came[n] = c
                    nxt.append(n)
                    if rings[n] > rings[best]:  # breadth first: the first found is the nearest
                        best = n
        frontier = nxt
    way = [best]
    while way[-1] != cell:
        way.append(came[way[-1]])
    return rings[best], way[::-1]


def meter(theme: str = "dark", say: Phrases = ENGLISH) -> Diagram:
    """White e1 captures Black d2 (like RULES.md §9 case T1, on the left edge where the labels
    have room): d2's nearest way to the edge ring grows from 1 step to 2."""
    game = meter_rules.GAME
    moves = ["d2", "d1", "g4", "c1", "a4", "e1"]
    *_, before, after = play_through(game, {"size": 4}, alternate(moves))
    board = game.geometry(after)
    placed = cell_named(board, moves[-1])
    was, now = stones_on(game, before), stones_on(game, after)
    captured = sorted(c for c in was if c not in now)
    check(len(captured) == 1, "the Meter lesson's placement should capture one stone")
    victim = captured[0]
    ring_before, way_before = nearest_way(board, set(was), victim)
    ring_after, way_after = nearest_way(board, set(was) | {placed}, victim)
    check(
        game.relative_perimeter(before, victim) == (ring_before, len(way_before) - 1),
        "the Meter lesson's way does not match the rules' relative perimeter",
    )
    check(
        ring_after == ring_before and len(way_after) > len(way_before),
        "the Meter lesson should show a stone whose way to its ring got longer",
    )
    names = board.names
    steps_before, steps_after = len(way_before) - 1, len(way_after) - 1
    view = bare(view_of(game, after, previous=before, theme=theme))
    check(steps_before == 1 and way_before[-1] == placed, "the placement closes d2's way out")
    return Diagram(
        view=view,
        heading=say("meter-heading", placed=names[placed], victim=names[victim]),
        caption=(
            say("meter-caption", placed=names[placed], victim=names[victim], steps=steps_after),
            say("meter-edge"),
        ),
        arrows=(Arrow(tuple(way_after), End.HEAD),),
        outlined=frozenset({victim}),
        tags=(
            Tag(victim, say("meter-tag-captured", cell=names[victim]), "e"),
            Tag(placed, names[placed], "nw"),
            Tag(way_after[-1], say("meter-tag-now", steps=steps_after), "ne"),
        ),
    )
