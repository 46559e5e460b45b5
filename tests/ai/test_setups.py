"""Interleave's set-up book (``ai.setups``): solved set-ups, and strong playing them as seat 0."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ai
import rules
from ai.ending import Ending
from ai.levels import STRONG
from ai.setups import SETUPS, Setup, setup_stone
from rules.game import Colour
from rules.interleave.sight import tables

INTERLEAVE = rules.GAMES["interleave"]


def masks(setup: Setup, size: int) -> tuple[int, int]:
    index = {name: cell for cell, name in enumerate(tables(size).names)}
    return sum(1 << index[c] for c in setup.black), sum(1 << index[c] for c in setup.red)


def strong_sets_up(seed: int, **options: Any) -> Any:
    """The position after strong, as seat 0, set up the board and wrote ``done``."""
    state = INTERLEAVE.new_state(**options)
    while INTERLEAVE.setting_up(state):
        move = ai.choose_move(INTERLEAVE, state, 0, level=STRONG, seed=seed, playouts=30)
        state = INTERLEAVE.play(state, 0, move)
    return state


def test_the_default_board_has_a_book() -> None:
    assert SETUPS[4]


@pytest.mark.parametrize("size", sorted(SETUPS))
def test_every_set_up_is_won_by_its_colour_whoever_moves_first(size: int) -> None:
    t = tables(size)
    for setup in SETUPS[size]:
        black, red = masks(setup, size)
        assert black and not black & red
        assert len(setup.black) + len(setup.red) == (black | red).bit_count()
        solver = Ending(t, 10**6)
        for black_first in (True, False):
            assert solver.black_wins(black, red, black_first, False) == (
                setup.winner == Colour.BLACK
            )


@pytest.mark.parametrize("size", sorted(SETUPS))
def test_book_set_ups_begin_with_different_stones(size: int) -> None:
    """The first stone says which set-up strong is placing (``setup_stone``)."""
    firsts = [setup.stones()[0] for setup in SETUPS[size]]
    assert len(set(firsts)) == len(firsts)


def test_strong_as_seat_0_places_a_book_set_up() -> None:
    book = {masks(setup, 4): setup for setup in SETUPS[4]}
    placed = set()
    for seed in range(12):
        state = strong_sets_up(seed)
        assert (state.black, state.red) in book
        placed.add((state.black, state.red))
    assert len(placed) > 1 or len(book) == 1  # the seed picks among the book's set-ups


def test_strong_as_chooser_is_not_fooled() -> None:
    """The ending's solver takes the colour that wins, which random playouts call the loser."""
    for setup in SETUPS[4]:
        state = INTERLEAVE.new_state()
        for stone in [*setup.stones(), "done"]:
            state = INTERLEAVE.play(state, 0, stone)
        move = ai.choose_move(INTERLEAVE, state, 1, level=STRONG, seed=1, playouts=30)
        assert move == setup.winner.value


def test_after_the_wrong_choice_strong_wins_the_ending() -> None:
    """The chooser takes the losing colour; strong as seat 0 wins against random placements
    and `done`s whoever of them it meets."""
    for seed, setup in enumerate(SETUPS[4] * 3):
        state = INTERLEAVE.new_state()
        for stone in [*setup.stones(), "done"]:
            state = INTERLEAVE.play(state, 0, stone)
        loser = Colour.RED if setup.winner == Colour.BLACK else Colour.BLACK
        state = INTERLEAVE.play(state, 1, loser.value)
        rng, last = random.Random(seed), 1
        while INTERLEAVE.outcome(state) is None:
            acting = INTERLEAVE.seats_to_act(state)
            seat = 1 - last if 1 - last in acting else acting[0]
            if seat == 0:
                move = ai.choose_move(INTERLEAVE, state, 0, level=STRONG, seed=seed, playouts=30)
            else:
                move = INTERLEAVE.random_move(state, 1, rng)
            state, last = INTERLEAVE.play(state, seat, move), seat
        outcome = INTERLEAVE.outcome(state)
        assert outcome is not None and outcome.winner == 0


def test_no_book_in_turns_mode_on_other_sizes_off_the_book_or_for_other_games() -> None:
    rng = random.Random(0)
    assert setup_stone(INTERLEAVE, INTERLEAVE.new_state(mode="turns"), rng) is None
    assert setup_stone(INTERLEAVE, INTERLEAVE.new_state(size=5), rng) is None
    firsts = {setup.stones()[0] for setup in SETUPS[4]}
    off = next(
        f"{colour} {name}"
        for name in tables(4).names
        for colour in ("black", "red")
        if f"{colour} {name}" not in firsts
    )
    assert setup_stone(INTERLEAVE, INTERLEAVE.play(INTERLEAVE.new_state(), 0, off), rng) is None
    meter = rules.GAMES["meter"]
    assert setup_stone(meter, meter.new_state(), rng) is None
    # a set-up placed in full ends with `done`
    state = INTERLEAVE.new_state()
    for stone in SETUPS[4][0].stones():
        state = INTERLEAVE.play(state, 0, stone)
    assert setup_stone(INTERLEAVE, state, rng) == "done"
