"""Meter's first stone under the pie from measured openings (``ai.games.openings``)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import ai
import rules
from ai.choose import think
from ai.games.openings import BLACK_WINS, first_stone, kind
from rules.geometry import HexHexBoard

METER = rules.GAMES["meter"]


def _board(size: int) -> HexHexBoard:
    board = METER.geometry(METER.new_state(size=size))
    assert isinstance(board, HexHexBoard)
    return board


def _kind(board: HexHexBoard, name: str) -> tuple[int, tuple[int, ...]]:
    cell = board.parse(name)
    assert cell is not None
    return kind(board, cell)


def test_cells_alike_under_the_symmetries_share_a_kind() -> None:
    board = _board(4)
    counts = sorted(Counter(kind(board, c) for c in board.cells).values())
    # The centre, ring 1, ring 2's corners and middles, ring 3's corners and the 12 others.
    assert counts == [1, 6, 6, 6, 6, 12]
    assert _kind(board, "a1") == _kind(board, "g4") == _kind(board, "d1")  # three corners
    assert _kind(board, "a2") != _kind(board, "a1")


def test_the_table_has_every_kind_of_the_default_board_once() -> None:
    board = _board(4)
    measured = [_kind(board, name) for name in BLACK_WINS[4]]
    assert sorted(measured) == sorted({kind(board, c) for c in board.cells})
    assert all(0 <= wins <= games for wins, games in BLACK_WINS[4].values())


def test_the_first_stone_is_of_the_kind_nearest_even(monkeypatch: pytest.MonkeyPatch) -> None:
    table = {"c3": (9.0, 10), "b2": (4.0, 10), "a1": (3.0, 10), "a2": (1.0, 10)}
    monkeypatch.setitem(BLACK_WINS, 3, table)
    board = _board(3)
    state = METER.new_state(size=3)
    chosen = {first_stone(METER, state, random.Random(seed)) for seed in range(40)}
    # b2's kind (ring 1 of the side-3 board) is the nearest even: 40 seeds pick all six cells.
    assert chosen == {board.name(c) for c in board.cells if kind(board, c) == _kind(board, "b2")}


def test_no_table_no_pie_or_a_later_move_leaves_it_to_the_search() -> None:
    rng = random.Random(1)
    sizes_without = [s for s in range(3, 9) if s not in BLACK_WINS]
    assert sizes_without, "every size has a table: test another way out"
    assert first_stone(METER, METER.new_state(size=sizes_without[0]), rng) is None
    assert first_stone(METER, METER.new_state(size=4, pie=False), rng) is None
    assert first_stone(METER, METER.play(METER.new_state(size=4), 0, "d4"), rng) is None
    meuda = rules.GAMES["meuda"]
    assert first_stone(meuda, meuda.new_state(), rng) is None


def test_strong_opens_from_the_table_repeatably_without_searching() -> None:
    state = METER.new_state()
    board = _board(4)
    rates = {_kind(board, n): w / g for n, (w, g) in BLACK_WINS[4].items()}
    nearest = min(abs(r - 0.5) for r in rates.values())
    for seed in range(5):
        stone = ai.choose_move(METER, state, 0, level="strong", seed=seed)
        assert abs(rates[_kind(board, stone)] - 0.5) == nearest
    first, again = (think(METER, state, 0, level="strong", seed=3) for _ in range(2))
    assert first == again
    assert first.playouts == 0
