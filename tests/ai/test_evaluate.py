"""The position estimate the searches use (``ai.evaluate``): its sign, seat by seat, and the pie."""

from __future__ import annotations

import random

import rules
from ai.evaluate import pie_pending, value
from rules.cli import random_step


def test_a_lopsided_pie_setup_is_bad_for_the_setter() -> None:
    game = rules.GAMES["interleave"]
    state = game.new_state(size=4)
    for cell in ("a1", "a2", "a3", "b1", "b2"):
        state = game.play(state, 0, f"black {cell}")
    state = game.play(state, 0, "red g4")
    assert pie_pending(game, state)
    # Black is far ahead, so seat 1 will take Black: seat 0's outlook is poor, not good.
    assert value(game, state) < 0.3
    state = game.play(state, 0, "done")
    chosen = game.play(state, 1, "black")
    assert not pie_pending(game, chosen)
    assert value(game, chosen) < 0.3  # seat 1 holds the big Black group
    other = game.play(state, 1, "red")
    assert value(game, other) > 0.7  # seat 0 kept Black


def test_the_estimate_follows_the_seats_after_a_meter_swap() -> None:
    game = rules.GAMES["meter"]
    state = game.play(game.new_state(size=3), 0, "c3")
    assert pie_pending(game, state)
    assert value(game, state) < 0.5  # whatever Black's stone is worth, seat 1 can take it
    swapped = game.play(state, 1, "swap")
    assert game.seat_of(swapped, "black") == 1
    assert value(game, swapped) < 0.5  # the lone Black stone is seat 1's now
    kept = game.play(state, 1, "a1")
    assert 0.0 < value(game, kept) < 1.0


def test_finished_games_score_exactly() -> None:
    game = rules.GAMES["thwart-omega"]
    state = game.new_state()
    rng = random.Random(4)
    while game.outcome(state) is None:
        state = random_step(game, state, rng)
    outcome = game.outcome(state)
    assert outcome is not None
    expected = 0.5 if outcome.winner is None else float(outcome.winner == 0)
    assert value(game, state) == expected
