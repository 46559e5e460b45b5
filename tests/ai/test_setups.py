"""Interleave's set-up under the pie from measured set-ups (``ai.games.setups``)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import rules
from ai.choose import think
from ai.games import setups
from ai.games.setups import SETTER_WINS, setter_value, setup_move, symmetries
from rules.geometry import HexHexBoard

INTERLEAVE = rules.GAMES["interleave"]
TABLE = {  # the setter's wins holding Black, holding Red, games with each
    ("black a1", "red a2"): (3, 4, 6),
    ("black d4", "red d5"): (1, 6, 6),  # the chooser takes Red and wins 5 of 6
    ("black b2",): (5, 3, 6),  # as good as the first for the setter: both are chosen
}


def _board(size: int = 4) -> HexHexBoard:
    board = INTERLEAVE.geometry(INTERLEAVE.new_state(size=size))
    assert isinstance(board, HexHexBoard)
    return board


def _image(setup: tuple[str, ...], image: tuple[int, ...]) -> frozenset[str]:
    board = _board()
    stones = (stone.split() for stone in setup)
    return frozenset(
        f"{colour} {board.name(image[board.names.index(name)])}" for colour, name in stones
    )


def _set_up(state: Any, seed: int) -> tuple[Any, list[str]]:
    """Strong's set-up from ``state`` to its ``done``: the state after it and its moves."""
    moves: list[str] = []
    while True:
        move = think(INTERLEAVE, state, 0, level="strong", seed=seed + len(moves)).move
        moves.append(move)
        state = INTERLEAVE.play(state, 0, move)
        if move == "done":
            return state, moves


@pytest.mark.parametrize("size", [3, 4, 5])
def test_the_symmetries_are_twelve_and_keep_neighbours(size: int) -> None:
    board = _board(size)
    images = symmetries(board)
    assert len(set(images)) == 12
    assert tuple(board.cells) in images  # the identity
    for image in images:
        assert sorted(image) == list(board.cells)
        for cell in board.cells:
            assert {image[n] for n in board.neighbours[cell]} == set(board.neighbours[image[cell]])


def test_a_set_up_is_worth_its_worse_colour_to_the_setter() -> None:
    assert setter_value((3, 4, 6)) == setter_value((5, 3, 6)) == 0.5
    assert setter_value((1, 6, 6)) == 1 / 6


def test_strong_sets_up_a_best_set_up_for_the_setter_in_some_symmetry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(setups.SETTER_WINS, 4, TABLE)
    images = {_image(setup, image) for setup in TABLE for image in symmetries(_board())}
    images -= {_image(("black d4", "red d5"), image) for image in symmetries(_board())}
    made = set()
    for seed in range(30):
        _, moves = _set_up(INTERLEAVE.new_state(), seed * 100)
        assert moves[-1] == "done"
        made.add(frozenset(moves[:-1]))
    assert made <= images
    assert len(made) > 5  # different symmetries, both set-ups
    assert any(len(stones) == 1 for stones in made) and any(len(s) == 2 for s in made)


def test_a_set_up_goes_on_from_the_stones_already_placed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(setups.SETTER_WINS, 4, {("black a1", "red a2", "red g4"): (3, 3, 6)})
    state = INTERLEAVE.play(INTERLEAVE.new_state(), 0, "red a2")
    for seed in range(10):
        _, moves = _set_up(state, seed)
        assert sorted(moves) == ["black a1", "done", "red g4"]


def test_the_search_sets_up_where_no_table_applies(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(setups.SETTER_WINS, 4, TABLE)
    rng = random.Random(1)
    fresh = INTERLEAVE.new_state()
    assert setup_move(INTERLEAVE, fresh, rng) is not None
    # stones no measured set-up holds, turns, a board without a table, Meter
    stray = INTERLEAVE.play(fresh, 0, "black c3")
    stray = INTERLEAVE.play(stray, 0, "black c4")
    assert setup_move(INTERLEAVE, stray, rng) is None
    assert setup_move(INTERLEAVE, INTERLEAVE.new_state(mode="turns"), rng) is None
    assert setup_move(INTERLEAVE, INTERLEAVE.new_state(size=5), rng) is None
    assert setup_move(rules.GAMES["meter"], rules.GAMES["meter"].new_state(), rng) is None
    # after the set-up: the chooser's colour, then placements
    done = INTERLEAVE.play(INTERLEAVE.play(fresh, 0, "black d4"), 0, "done")
    assert setup_move(INTERLEAVE, done, rng) is None
    chosen = INTERLEAVE.play(done, 1, "red")
    assert setup_move(INTERLEAVE, chosen, rng) is None


def test_the_table_holds_legal_set_ups_of_the_default_board() -> None:
    board = _board()
    assert SETTER_WINS, "no measured table"
    for size, table in SETTER_WINS.items():
        assert size == board.side
        for setup, (as_black, as_red, games) in table.items():
            assert games > 0 and 0 <= as_black <= games and 0 <= as_red <= games
            assert any(stone.startswith("black ") for stone in setup)
            state = INTERLEAVE.new_state()
            for stone in (*setup, "done"):
                state = INTERLEAVE.play(state, 0, stone)  # raises if illegal
