"""The Interleave lesson: sight lines (RULES.md §4)."""

from __future__ import annotations

import rules
from render.diagram import Arrow, Diagram, End, Tag
from render.games import view_of
from render.lessons.phrases import ENGLISH
from render.lessons.position import (
    LessonError,
    bare,
    cell_named,
    check,
    play_through,
    sight_lines,
    stones_on,
)
from render.phrases import Phrases
from rules.geometry import Board
from rules.interleave import sight


def interleave(theme: str = "dark", say: Phrases = ENGLISH) -> Diagram:
    """From d4, the first stone along each line: two Black, one Red (a Red stone hides behind
    a Black one), so Red may place there and Black may not."""
    game = rules.get_game("interleave")
    setup = ["black d6", "red d7", "black b2", "red f4"]
    moves = [(0, m) for m in setup] + [(0, "done"), (1, "red")]
    state = play_through(game, {"size": 4}, moves)[-1]
    board = game.geometry(state)
    stones = stones_on(game, state)
    target = cell_named(board, "d4")
    lines = sight_lines(board, stones, target)
    seen = [line[-1] for line in lines if line[-1] in stones]
    black = sum(1 for c in seen if stones[c] == "B")
    red = len(seen) - black
    t = sight.tables(4)
    check(
        (black, red) == sight.seen(t, state.black, state.red, target),
        "the Interleave lesson's sight lines do not match the rules",
    )
    red_seat, black_seat = game.seat_of(state, "red"), game.seat_of(state, "black")
    may = "d4" in game.legal_moves(state, red_seat) and "d4" not in game.legal_moves(
        state, black_seat
    )
    check(may and black > red, "in the Interleave lesson Red should be the one who may play d4")
    hidden = [
        c
        for ray in board.rays[target]
        for c in [x for x in ray if x in stones][1:2]  # the stone behind the first, if any
    ]
    check(len(hidden) == 1, "the Interleave lesson should hide exactly one stone")
    names = board.names
    view = bare(view_of(game, state, theme=theme))
    arrows = tuple(
        Arrow(line, End.HEAD) if line[-1] in stones else Arrow(line, End.NONE, dashed=True)
        for line in lines
    )
    return Diagram(
        view=view,
        heading=say("interleave-heading", target=names[target], black=black, red=red),
        caption=(
            say(
                "interleave-caption-sight",
                hidden=names[hidden[0]],
                front=names[_in_front(board, target, hidden[0])],
            ),
            say("interleave-caption-rule"),
        ),
        arrows=arrows,
        outlined=frozenset({target}),
        tags=(Tag(hidden[0], say("tag-hidden", cell=names[hidden[0]]), "n"),),
    )


def _in_front(board: Board, start: int, cell: int) -> int:
    """The cell just before ``cell`` on the line from ``start``."""
    for ray in board.rays[start]:
        if cell in ray:
            index = ray.index(cell)
            return ray[index - 1] if index else start
    raise LessonError("the two cells share no line")
