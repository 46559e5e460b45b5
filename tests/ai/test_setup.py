"""Interleave's set-up balanced by whole set-ups' worse colour (``ai.games.setup``)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import rules
from ai.budget import Budget
from ai.games import setup
from ai.games.ending import CHOICE_EMPTY
from ai.games.setup import balanced_setup_move
from rules.interleave.sight import tables

INTERLEAVE = rules.GAMES["interleave"]


def set_up(*moves: str) -> Any:
    state = INTERLEAVE.new_state()
    for move in moves:
        state = INTERLEAVE.play(state, 0, move)
    return state


def move(state: Any, seed: int = 0, playouts: int = 400, seat: int = 0) -> str | None:
    budget = Budget(playouts)
    return balanced_setup_move(
        INTERLEAVE, state, seat, random.Random(seed), candidates=6, budget=budget
    )


def test_only_the_setter_in_interleave_set_up() -> None:
    state = set_up("black d4")
    assert move(state, seat=1) is None
    chosen = INTERLEAVE.play(state, 0, "done")
    assert move(chosen, seat=1) is None
    meter = rules.GAMES["meter"]
    assert (
        balanced_setup_move(
            meter, meter.new_state(), 0, random.Random(0), candidates=6, budget=Budget(50)
        )
        is None
    )


def test_the_first_stone_is_black_and_the_budget_is_spent() -> None:
    """On the empty board ``done`` is illegal and a Red stone could not be followed by it."""
    for seed in range(4):
        budget = Budget(300)
        chosen = balanced_setup_move(
            INTERLEAVE, set_up(), 0, random.Random(seed), candidates=6, budget=budget
        )
        assert chosen is not None and chosen.startswith("black ")
        assert budget.used == 300


def fake_playouts(monkeypatch: pytest.MonkeyPatch, worth: dict[str, tuple[float, float]]) -> None:
    """Playouts that return, for the set-up with ``worth``'s stone added (``done``: none), seat
    0's result with the chooser on Black and on Red; any other set-up: 0.0."""

    def playout(game: Any, state: Any, rng: random.Random) -> float:
        for stone, (if_black, if_red) in worth.items():
            added = set_up(*PLACED, *([] if stone == "done" else [stone]))
            if (state.black, state.red) == (added.black, added.red):
                return if_black if state.black_seat == 1 else if_red
        return 0.0

    monkeypatch.setattr(setup, "_playout", playout)


PLACED = ("black d4", "red c3")


def test_the_set_up_whose_worse_colour_is_best_is_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    """``done`` now leaves the setter 0.1 (the chooser takes Red), ``black a1`` then ``done``
    0.45 whichever colour the chooser takes: the stone; ``red a1`` (0.9 with one colour, 0.0 with
    the other) would be worth nothing."""
    fake_playouts(monkeypatch, {"done": (0.9, 0.1), "black a1": (0.45, 0.45), "red a1": (0.9, 0.0)})
    state = set_up(*PLACED)
    budget = Budget(10_000)
    assert (
        balanced_setup_move(INTERLEAVE, state, 0, random.Random(0), candidates=80, budget=budget)
        == "black a1"
    )


def test_done_unless_a_stone_beats_it_by_more_than_the_noise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A stone 0.01 better than ``done`` is within the noise of a hundred playouts: ``done``;
    0.2 better is not."""
    state = set_up(*PLACED)
    fake_playouts(monkeypatch, {"done": (0.5, 0.29), "black a1": (0.3, 0.3)})
    assert (
        balanced_setup_move(
            INTERLEAVE, state, 0, random.Random(0), candidates=80, budget=Budget(100 * 161)
        )
        == "done"
    )
    fake_playouts(monkeypatch, {"done": (0.5, 0.1), "black a1": (0.3, 0.3)})
    assert (
        balanced_setup_move(
            INTERLEAVE, state, 0, random.Random(0), candidates=80, budget=Budget(100 * 161)
        )
        == "black a1"
    )


def test_a_lone_black_stone_is_even_enough() -> None:
    """A lone Black stone: both colours near a half in playouts, no stone beats ``done``."""
    assert [move(set_up("black d4"), seed, playouts=3000) for seed in range(3)] == ["done"] * 3


def test_no_stone_leaves_the_ending_to_a_reader() -> None:
    """With ``CHOICE_EMPTY + 1`` empty cells a stone would let a reading chooser solve the
    choice: only ``done`` is left."""
    names = list(tables(4).names)
    full = 37 - (CHOICE_EMPTY + 1)
    state = set_up(*(f"{'black' if i % 3 else 'red'} {n}" for i, n in enumerate(names[:full])))
    budget = Budget(100)
    assert (
        balanced_setup_move(INTERLEAVE, state, 0, random.Random(0), candidates=6, budget=budget)
        == "done"
    )
    assert budget.used == 0
