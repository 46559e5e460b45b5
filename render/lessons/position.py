"""What every lesson shares: playing its move list through the rules, reading the position,
checking that it still shows what the lesson says (``LessonError`` if not) and the sight lines
that Interleave's and Meridians' lessons both draw."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import rules
from render.view import BoardView
from rules.geometry import Board

AnyGame = rules.Game[Any]


class LessonError(AssertionError):
    """A lesson's position no longer shows what the lesson says (the rules changed)."""


def check(condition: bool, what: str) -> None:
    if not condition:
        raise LessonError(what)


def play_through(
    game: rules.Game[Any], options: dict[str, Any], moves: Sequence[tuple[int, str]]
) -> list[Any]:
    """Every state from the start through ``moves`` ((seat, move) pairs)."""
    state = game.new_state(**options)
    states = [state]
    for seat, move in moves:
        state = game.play(state, seat, move)
        states.append(state)
    return states


def alternate(moves: Sequence[str]) -> list[tuple[int, str]]:
    return [(i % 2, move) for i, move in enumerate(moves)]


def bare(view: BoardView) -> BoardView:
    """The position without the match image's words (the diagram has its own)."""
    return replace(view, status="", last_move_text="", footer=())


def cell_named(board: Board, name: str) -> int:
    cell = board.parse(name)
    if cell is None:
        raise LessonError(f"{name} is not on the board")
    return cell


def stones_on(game: AnyGame, state: Any) -> dict[int, str]:
    board = game.geometry(state)
    return {cell_named(board, name): code for name, code in game.board(state).items()}


def sight_lines(board: Board, stones: Mapping[int, str], cell: int) -> list[tuple[int, ...]]:
    """The six lines from ``cell``, each up to and including its first stone (or to the edge)."""
    lines = []
    for ray in board.rays[cell]:
        line = [cell]
        for c in ray:
            line.append(c)
            if c in stones:
                break
        if len(line) > 1:
            lines.append(tuple(line))
    return lines
