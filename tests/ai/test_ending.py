"""Interleave's ending solved exactly (``ai.games.ending``) and strong playing it."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ai
import rules
from ai.budget import Budget
from ai.games.ending import NODES_PER_PLAYOUT, Ending, TooBig, solve_moves, solved_move
from ai.learn import puzzles
from ai.levels import LEVELS, STRONG
from rules.interleave.sight import tables

INTERLEAVE = rules.GAMES["interleave"]


def ending(seed: int, empty: int, size: int = 4, mode: str = "realtime") -> Any:
    """A seeded random set-up leaving ``empty`` cells, and the chooser's random colour: the
    first position of the play phase (or the game's end)."""
    rng = random.Random(seed)
    state = INTERLEAVE.new_state(size=size, mode=mode)
    names = list(tables(size).names)
    rng.shuffle(names)
    for index, name in enumerate(names[: len(names) - empty]):
        colour = "black" if index == 0 or rng.random() < 0.5 else "red"
        state = INTERLEAVE.play(state, 0, f"{colour} {name}")
    state = INTERLEAVE.play(state, 0, "done")
    return INTERLEAVE.play(state, 1, rng.choice(["black", "red"]))


def mover(state: Any) -> int:
    """Who acts first after the choice: seat 0 when it may (``ai.policy.actor``)."""
    acting = INTERLEAVE.seats_to_act(state)
    return 0 if 0 in acting else acting[0]


def test_the_solver_agrees_with_a_search_through_the_rules() -> None:
    """Every move's result equals the puzzles' solver's, which plays the rules' own moves and
    reads their outcome (a different program over the same alternation)."""
    checked = 0
    for seed in range(40):
        state = ending(seed, empty=4 + seed % 5)
        if INTERLEAVE.outcome(state) is not None:
            continue
        seat = mover(state)
        mine = solve_moves(INTERLEAVE, state, seat, nodes=10**6)
        theirs = puzzles.solve_moves(INTERLEAVE, state, seat, nodes=10**6)
        assert mine == {move: result == 1.0 for move, result in theirs.items()}, seed
        checked += 1
    assert checked >= 30


def test_who_moves_first_never_changed_the_winner() -> None:
    """In real time a colour wins an ending whichever colour acts first, so only a chooser's
    misjudgement can leave the setter the winning colour."""
    t = tables(4)
    for seed in range(60):
        state = ending(seed, empty=10)
        solver = Ending(t, 10**6)
        assert solver.black_wins(state.black, state.red, True, False) == solver.black_wins(
            state.black, state.red, False, False
        )


def test_the_limit_of_positions_stops_the_solver_and_its_work_is_charged() -> None:
    state = ending(1, empty=16)
    with pytest.raises(TooBig):
        solve_moves(INTERLEAVE, state, mover(state), nodes=5)
    budget = Budget(1000)
    rng = random.Random(0)
    assert solved_move(INTERLEAVE, state, mover(state), 16, rng, nodes=450, budget=budget) is None
    assert budget.used == 450 // NODES_PER_PLAYOUT


def test_strong_finds_the_only_winning_move() -> None:
    """A seeded ending where one of the mover's five moves wins (the puzzles' solver says so):
    strong plays it whatever its seed, with a budget too small for its search to read it."""
    state = ending(45, empty=8)
    seat = mover(state)
    results = puzzles.solve_moves(INTERLEAVE, state, seat, nodes=10**6)
    (answer,) = [move for move, result in results.items() if result == 1.0]
    assert len(results) == 5
    for seed in range(8):
        move = ai.choose_move(INTERLEAVE, state, seat, level=STRONG, seed=seed, playouts=10)
        assert move == answer


def test_no_solving_in_turns_mode_on_a_full_limit_or_before_the_choice() -> None:
    rng = random.Random(0)
    turns = ending(1, empty=6, mode="turns")
    assert solved_move(INTERLEAVE, turns, 0, 16, rng) is None
    wide = ending(2, empty=20)
    assert solved_move(INTERLEAVE, wide, mover(wide), 16, rng) is None
    assert solved_move(INTERLEAVE, INTERLEAVE.new_state(), 0, 37, rng) is None
    meter = rules.GAMES["meter"]
    assert solved_move(meter, meter.new_state(), 0, 37, rng) is None


def test_only_strong_in_interleave_solves() -> None:
    strong = LEVELS[STRONG]
    knobs = strong.knobs_for("interleave")
    assert knobs is not None and knobs.solve > 0
    for game_id in ("meter", "thwart-omega", "meridians", "meuda"):
        other = strong.knobs_for(game_id)
        assert other is not None and other.solve == 0
    for name, level in LEVELS.items():
        if name != STRONG and level.knobs is not None:
            assert level.knobs_for("interleave").solve == 0  # type: ignore[union-attr]


def test_strong_solves_the_colour_choice_further_from_the_end() -> None:
    """A set-up with 20 empty cells (more than play's limit) whose winning colour, Black, random
    playouts call the loser (the most deceptive of ``candidates(20, 150, 40, 3)`` in
    ``tests/bench/bench_interleave_setups.py``): the search alone took Red at this budget; the
    choice is solved with a share of the budget and takes Black."""
    state = INTERLEAVE.new_state()
    for cell in ("c1", "c6", "e6", "g3"):
        state = INTERLEAVE.play(state, 0, f"black {cell}")
    red = ("a3", "b3", "c5", "d1", "d2", "d3", "d4", "e1", "e3", "e4", "f1", "f3", "f4")
    for cell in red:
        state = INTERLEAVE.play(state, 0, f"red {cell}")
    state = INTERLEAVE.play(state, 0, "done")
    assert 37 - len(INTERLEAVE.board(state)) == 20 > LEVELS[STRONG].knobs_for("interleave").solve  # type: ignore[union-attr]
    assert Ending(tables(4), 10**6).black_wins(state.black, state.red, True, False)
    for seed in range(3):
        assert (
            ai.choose_move(INTERLEAVE, state, 1, level=STRONG, seed=seed, playouts=400) == "black"
        )
