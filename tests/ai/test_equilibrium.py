"""Thwart Omega's mixed strategy (``ai.equilibrium``) and the regret matching under it
(``ai.regret``): a probability distribution over legal submissions, repeatable for a seed, varied
across seeds, within its budget; regret matching finds known equilibria."""

from __future__ import annotations

import doctest
import itertools
import random
from dataclasses import replace
from typing import Any

import pytest

import ai
import rules
from ai import equilibrium, regret
from ai.budget import Budget
from ai.equilibrium import RoundTable, choose_mixed, mirror, mixed_strategy
from ai.knobs import Knobs
from ai.levels import LEVELS, STRONG
from ai.rounds import choose_submission
from rules.cli import random_step

GAME = rules.GAMES["thwart-omega"]
STRONG_KNOBS = LEVELS[STRONG].knobs or Knobs()
MIXED = replace(STRONG_KNOBS, mixed=True)
PLAYOUTS = 300


def position(rounds: int, seed: int = 3) -> Any:
    rng = random.Random(seed)
    state = GAME.new_state()
    for _ in range(rounds):
        state = random_step(GAME, state, rng)
    return state


# Regret matching on matrix games whose equilibria are known.


def test_the_module_example_holds() -> None:
    assert doctest.testmod(regret).failed == 0


def test_regret_matching_finds_an_uneven_mixed_equilibrium() -> None:
    """Row: 3 or -1 / -2 or 1. The only equilibrium: row plays its first line 3/7 of the time,
    column its first 2/7 (each makes the other indifferent), worth 1/7 to the row player."""
    game = [[3.0, -1.0], [-2.0, 1.0]]
    # Plain regret matching converges more slowly than regret matching+.
    for plus, close in ((True, 0.01), (False, 0.05)):
        row, column = regret.solve(game, 5000, plus=plus)
        assert row[0] == pytest.approx(3 / 7, abs=close), plus
        assert column[0] == pytest.approx(2 / 7, abs=close), plus
        assert regret.gap(game, row, column) < close, plus
        assert regret.best_row(game, column)[1] == pytest.approx(1 / 7, abs=close)


def test_regret_matching_finds_rock_paper_scissors_with_uneven_stakes() -> None:
    """Rock-paper-scissors where rock beating scissors pays 2: the equilibrium plays rock 1/4,
    paper 1/2, scissors 1/4 for both (zero-sum and symmetric), far from where it starts."""
    # rows and columns: rock, paper, scissors; the row player's gain
    game = [[0.0, -1.0, 2.0], [1.0, 0.0, -1.0], [-2.0, 1.0, 0.0]]
    row, column = regret.solve(game, 5000)
    for strategy in (row, column):
        assert strategy == pytest.approx([0.25, 0.5, 0.25], abs=0.01)
    assert regret.gap(game, row, column) < 0.01
    # A pure strategy is far from it: rock against rock, each side's best reply (paper) gains 1.
    assert regret.gap(game, [1.0, 0.0, 0.0], [1.0, 0.0, 0.0]) == pytest.approx(2.0)


def test_regret_matching_plays_a_dominant_line_only() -> None:
    game = [[0.6, 0.7], [0.4, 0.5]]  # the first line is better whatever the column does
    row, column = regret.solve(game, 200)
    assert row[0] > 0.99
    assert column[0] > 0.99  # the column player's least loss against it


# The mixed strategy in Thwart Omega.


@pytest.mark.parametrize("rounds", [0, 4, 9])
def test_the_strategy_is_a_distribution_over_legal_submissions(rounds: int) -> None:
    state = position(rounds)
    for seat in (0, 1):
        budget = Budget(PLAYOUTS)
        strategy = mixed_strategy(
            GAME, state, seat, knobs=MIXED, budget=budget, rng=random.Random(1)
        )
        legal = set(GAME.legal_moves(state, seat))
        assert strategy and set(strategy) <= legal
        assert all(p >= equilibrium.NEGLIGIBLE for p in strategy.values())
        assert sum(strategy.values()) == pytest.approx(1.0)
        assert budget.used == PLAYOUTS


def test_the_same_seed_gives_the_same_strategy_and_move() -> None:
    state = position(5)
    results = [
        (
            mixed_strategy(
                GAME, state, 0, knobs=MIXED, budget=Budget(PLAYOUTS), rng=random.Random(9)
            ),
            ai.choose_move(GAME, state, 0, level="strong", seed=9, playouts=PLAYOUTS),
        )
        for _ in range(2)
    ]
    assert results[0] == results[1]


def test_a_contested_position_mixes_several_submissions() -> None:
    """After ten random rounds the position's stones crowd each other: several submissions are
    about as good, and what they burn matters. The strategy keeps several of them, and the
    submissions drawn for different seeds differ (a reader cannot name the next one)."""
    state = position(10, seed=3)
    for seed in range(2):
        strategy = mixed_strategy(
            GAME, state, 0, knobs=MIXED, budget=Budget(1000), rng=random.Random(seed)
        )
        assert len(strategy) >= 3, strategy
        assert max(strategy.values()) < 0.7, strategy
    moves = {
        choose_mixed(GAME, state, 0, knobs=MIXED, budget=Budget(1000), rng=random.Random(s))
        for s in range(5)
    }
    assert len(moves) >= 3


def test_a_seat_never_submits_an_illegal_pair_late_in_the_game() -> None:
    """From the middle of a game to its end, with a handful of empty squares at the last: every
    submission drawn is legal."""
    rng = random.Random(5)
    state = position(8, seed=5)
    for ply in itertools.count():
        if GAME.outcome(state) is not None:
            break
        for seat in (0, 1):
            move = choose_mixed(
                GAME, state, seat, knobs=MIXED, budget=Budget(40), rng=random.Random(ply)
            )
            assert move in GAME.legal_moves(state, seat), (ply, move)
        state = random_step(GAME, state, rng)


def test_the_mirror_burns_both_stones() -> None:
    state = GAME.new_state()
    after = GAME.play_round(state, {0: "b c3 w e5", 1: mirror("b c3 w e5")})
    assert mirror("b c3 w e5") == "b e5 w c3"
    assert len(GAME.legal_moves(after, 0)) == 47 * 46  # both squares burned, neither empty


def test_the_other_seats_mirrors_are_weighed() -> None:
    state = position(4)
    table = RoundTable(GAME, state, MIXED, random.Random(4))
    own = table.moves[1][: STRONG_KNOBS.candidates]
    mirrored = {mirror(m) for m in own[: equilibrium.MIRRORED]}
    assert mirrored & set(GAME.legal_moves(state, 0)) <= set(table.moves[0])


def test_the_strategy_stays_within_the_playout_budget() -> None:
    """Its other work is charged in playouts, so it runs fewer playouts than the budget."""
    state = position(4)
    table = RoundTable(GAME, state, MIXED, random.Random(4))
    budget = Budget(PLAYOUTS)
    table.sample(budget)
    assert budget.used == PLAYOUTS
    assert 0 < table.played < PLAYOUTS


def test_a_time_budget_stops_on_the_clock() -> None:
    state = position(4)
    ticks = itertools.count()
    budget = Budget(10_000_000, deadline=0.5, clock=lambda: next(ticks) * 0.01)
    table = RoundTable(GAME, state, MIXED, random.Random(1))
    table.sample(budget)
    assert 0 < table.played <= 51  # one read of the clock a playout, 0.01 s each
    assert set(table.strategy(1)) <= set(GAME.legal_moves(state, 1))


def test_strong_plays_the_decoupled_search_unless_the_flag_is_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Today strong submits the decoupled search's pair (the mixed strategy did not measure
    clearly better: ``./dev bench equilibrium``); turned on for Thwart Omega in the level's
    ``tuned`` knobs, its submission is the one drawn from the mixed strategy."""
    state = position(10, seed=3)
    strong = LEVELS[STRONG]
    assert not strong.knobs_for("thwart-omega").mixed  # type: ignore[union-attr]
    for seed in range(2):
        pure = ai.choose_move(GAME, state, 0, level="strong", seed=seed, playouts=PLAYOUTS)
        rng = random.Random(seed)
        expected = choose_submission(
            GAME, state, 0, knobs=STRONG_KNOBS, budget=Budget(PLAYOUTS), rng=rng
        )
        assert pure == expected
    tuned = {**strong.tuned, "thwart-omega": {"mixed": True}}
    monkeypatch.setitem(LEVELS, STRONG, replace(strong, tuned=tuned))
    for seed in range(2):
        mixed = ai.choose_move(GAME, state, 0, level="strong", seed=seed, playouts=PLAYOUTS)
        rng = random.Random(seed)
        assert mixed == choose_mixed(GAME, state, 0, knobs=MIXED, budget=Budget(PLAYOUTS), rng=rng)
