"""Thwart Omega's mixed strategy (``ai.sealed.equilibrium``) and the regret matching under it
(``ai.sealed.regret``): a probability distribution over legal submissions, repeatable for a seed, varied
across seeds, within its budget, on the one pair that wins when there is one; regret matching
finds known equilibria."""

from __future__ import annotations

import doctest
import itertools
import math
import random
from dataclasses import replace
from typing import Any

import pytest

import ai
import rules
from ai.budget import Budget
from ai.evaluate import value
from ai.knobs import Knobs
from ai.levels import LEVELS, MEDIUM, STRONG, VISIT_MIX
from ai.sealed import equilibrium, regret
from ai.sealed import rounds as round_search
from ai.sealed.equilibrium import ReadingGame, burns, choose_mixed, mirror, mixed_strategy
from ai.sealed.rounds import Arm, choose_submission, search_round
from rules.cli import random_step

GAME = rules.GAMES["thwart-omega"]
STRONG_KNOBS = LEVELS[STRONG].knobs_for("thwart-omega") or Knobs()
# strong's settings with the search's most visited pair before the last round: the base the
# other mixes (the reading game, the hedge, regret matching) were built on
PURE = replace(STRONG_KNOBS, visit_mix=None)
MIXED = replace(PURE, mixed=True)
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


@pytest.mark.parametrize("plus", [True, False])
def test_regret_matching_finds_matching_pennies(plus: bool) -> None:
    """The row player wins when the coins match: both play each side half the time. The
    average strategy converges there; the last iteration's keeps swinging around it."""
    pennies = [[1.0, -1.0], [-1.0, 1.0]]
    row, column = regret.solve(pennies, 4000, plus=plus)
    assert row == pytest.approx([0.5, 0.5], abs=0.02)
    assert column == pytest.approx([0.5, 0.5], abs=0.02)
    assert sum(row) == pytest.approx(1.0) and sum(column) == pytest.approx(1.0)
    assert regret.gap(pennies, row, column) < 0.05


def test_regret_matching_finds_rock_paper_scissors() -> None:
    game = [[0.0, -1.0, 1.0], [1.0, 0.0, -1.0], [-1.0, 1.0, 0.0]]
    row, column = regret.solve(game, 4000)
    for strategy in (row, column):
        assert strategy == pytest.approx([1 / 3] * 3, abs=0.01)
    assert regret.gap(game, row, column) < 0.01


def test_regret_matching_drops_a_dominated_line() -> None:
    """Matching pennies with a third line for the row player that is worse than the first
    whatever the column does: the equilibrium never plays it, and mixes the other two."""
    game = [[1.0, -1.0], [-1.0, 1.0], [0.5, -1.5]]
    row, column = regret.solve(game, 4000)
    assert row[2] < 0.01
    assert row[:2] == pytest.approx([0.5, 0.5], abs=0.02)
    assert column == pytest.approx([0.5, 0.5], abs=0.02)


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


def last_round_of(seed: int) -> Any:
    """The first position of a seeded random game with at most five squares empty."""
    rng = random.Random(seed)
    state = GAME.new_state()
    while len(GAME.legal_moves(state, 0)) > equilibrium.LAST_ROUND_PAIRS:
        state = random_step(GAME, state, rng)
    return state


def exact_results(state: Any) -> dict[str, list[float]]:
    """Seat 0's exact result for every pair of the last round (rows: seat 0's submissions)."""
    results = {}
    for a in GAME.legal_moves(state, 0):
        line = []
        for b in GAME.legal_moves(state, 1):
            after = GAME.play_round(state, {0: a, 1: b})
            assert GAME.outcome(after) is not None  # the round ends the game
            line.append(value(GAME, after))
        results[a] = line
    return results


def test_the_last_round_is_played_at_its_equilibrium() -> None:
    """Five squares empty, 20 submissions a seat: every pure submission of Black loses to some
    reply (a reader who knows it wins), but mixing over three of them wins a third of the time
    whatever the reply, the value of the round (regret matching on the exact 20 x 20 results).
    The strategy is that mix, and its draws differ from seed to seed."""
    state = last_round_of(85)
    results = exact_results(state)
    assert len(results) == 20
    assert max(min(line) for line in results.values()) == 0.0
    matrix = list(results.values())
    row, _ = regret.solve(matrix, 20000)
    worth = regret.best_column(matrix, row)[1]
    assert worth == pytest.approx(1 / 3, abs=0.01)
    for seed in range(2):
        strategy = mixed_strategy(
            GAME, state, 0, knobs=MIXED, budget=Budget(PLAYOUTS), rng=random.Random(seed)
        )
        assert len(strategy) >= 2, strategy
        mix = [strategy.get(a, 0.0) for a in results]
        assert regret.best_column(matrix, mix)[1] == pytest.approx(worth, abs=0.02)
    moves = {
        choose_mixed(GAME, state, 0, knobs=MIXED, budget=Budget(PLAYOUTS), rng=random.Random(s))
        for s in range(8)
    }
    assert len(moves) >= 2


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


def test_every_row_is_weighed_against_its_burns() -> None:
    """The reader's columns: the ordinary reply, and against every row its mirror and its two
    one-square burns (the ordinary reply's other stone kept), wherever they are legal."""
    state = position(4)
    table = ReadingGame.built(
        GAME, state, 0, knobs=MIXED, budget=Budget(PLAYOUTS), rng=random.Random(4)
    )
    assert len(table.rows) >= 2
    ordinary = table.columns[0]
    legal = set(GAME.legal_moves(state, 1))
    for row in table.rows:
        wanted = {b for b in burns(row, ordinary) if b in legal}
        assert mirror(row) in wanted
        assert wanted <= set(table.columns)
    _, black, _, white = table.rows[0].split()
    _, own_black, _, own_white = ordinary.split()
    assert set(burns(table.rows[0], ordinary)) <= {
        f"b {white} w {black}",
        f"b {own_black} w {black}",
        f"b {white} w {own_white}",
    }


def test_a_burn_that_hits_is_worth_its_own_playouts() -> None:
    """A pair whose squares meet is estimated from its own playouts, not from its row and
    column: here a burn that takes both of the row's stones, against the same column missing
    another row."""
    state = position(4)
    table = ReadingGame.built(
        GAME, state, 0, knobs=MIXED, budget=Budget(1500), rng=random.Random(4)
    )
    estimates = table.estimates()
    j = table.columns.index(mirror(table.rows[0]))
    assert table.meets[0][j] and table.counts[0][j] > 0
    assert not table.meets[0][0]
    missed = next(
        i for i in range(len(table.rows)) if not table.meets[i][j] and not table.meets[i][0]
    )
    # The column's cost to the reader when it misses, the same against every row it misses.
    misses = estimates[missed][j] - estimates[missed][0]
    prior = estimates[0][0] + misses
    own = table.sums[0][j]
    shrunk = (own + equilibrium.SHRINK * prior) / (table.counts[0][j] + equilibrium.SHRINK)
    assert estimates[0][j] == pytest.approx(shrunk)
    # The same column against a row it misses: the row's value and the column's, not its own.
    direct = table.sums[missed][j] / max(1, table.counts[missed][j])
    assert estimates[missed][j] != pytest.approx(direct)


def test_one_clearly_best_pair_takes_the_mass() -> None:
    """The last round of a seeded random game, four squares empty: the round ends the game, so
    every pair's result is exact. Black has one pair that wins against every reply and no
    other pair that does (checked here over all 12 x 12 pairs); its strategy is that pair."""
    rng = random.Random(88)
    state = GAME.new_state()
    while len(GAME.legal_moves(state, 0)) != 12:
        state = random_step(GAME, state, rng)
    rows, columns = GAME.legal_moves(state, 0), GAME.legal_moves(state, 1)
    results = {
        a: [value(GAME, GAME.play_round(state, {0: a, 1: b})) for b in columns] for a in rows
    }
    winners = [a for a, line in results.items() if min(line) == 1.0]
    assert winners == ["b f7 w d5"]
    for seed in range(3):
        strategy = mixed_strategy(
            GAME, state, 0, knobs=MIXED, budget=Budget(PLAYOUTS), rng=random.Random(seed)
        )
        assert strategy.get("b f7 w d5", 0.0) > 0.9, strategy


def test_the_strategy_stays_within_the_playout_budget() -> None:
    """The search takes its share, regret matching is charged in playouts, the matrix's
    playouts take the rest: the budget is used exactly."""
    state = position(4)
    budget = Budget(1500)
    table = ReadingGame.built(GAME, state, 0, knobs=MIXED, budget=budget, rng=random.Random(4))
    assert budget.used == 1500
    assert 0 < table.played < 1500 * (1 - equilibrium.SEARCH_SHARE)
    assert sum(map(sum, table.counts)) == table.played


def test_a_time_budget_stops_on_the_clock() -> None:
    state = position(4)
    ticks = itertools.count()
    budget = Budget(10_000_000, deadline=0.5, clock=lambda: next(ticks) * 0.01)
    table = ReadingGame.built(GAME, state, 1, knobs=MIXED, budget=budget, rng=random.Random(1))
    # One read of the clock a playout, 0.01 s each: the search stops at 0.3 s (its share),
    # the matrix's playouts at 0.5 s.
    assert 0 < table.played <= 21
    assert set(table.strategy()) <= set(GAME.legal_moves(state, 1))


def test_the_rows_are_the_searchs_most_visited_submissions() -> None:
    state = position(6)
    arms = search_round(GAME, state, knobs=MIXED, budget=Budget(400), rng=random.Random(2))
    table = ReadingGame(GAME, state, 1, arms, knobs=MIXED, rng=random.Random(2))
    visited = sorted(arms[1], key=lambda arm: arm.visits, reverse=True)
    assert table.rows == [arm.move for arm in visited[: len(table.rows)]]
    assert table.rows[0] == choose_submission_of(arms, 1)
    assert table.columns[0] == choose_submission_of(arms, 0)


def choose_submission_of(arms: dict[int, list[Arm]], seat: int) -> str:
    return max(arms[seat], key=lambda arm: arm.visits).move


def test_strong_draws_among_its_searchs_near_equal_pairs_and_plays_the_last_rounds_equilibrium() -> (
    None
):
    """In Thwart Omega strong draws its pair among the candidates its decoupled search visited
    at least ``VISIT_MIX`` as often as its favourite, in proportion to their visits, until the
    last round, and there from the round's exact equilibrium, with its seed (the search's pair
    alone was more exploitable, and the reading game, the hedge, regret matching and Exp3
    weaker: ``./dev bench equilibrium``); medium submits its search's pair in the last round
    too; other games never see the switch."""
    strong = LEVELS[STRONG]
    assert STRONG_KNOBS.last_round and STRONG_KNOBS.visit_mix == VISIT_MIX
    assert not (STRONG_KNOBS.mixed or STRONG_KNOBS.hedge or STRONG_KNOBS.matching is not None)
    assert not (strong.knobs_for("meuda") or Knobs()).last_round
    assert (strong.knobs_for("meuda") or Knobs()).visit_mix is None
    state = position(10, seed=3)
    for seed in range(2):
        chosen = ai.choose_move(GAME, state, 0, level="strong", seed=seed, playouts=PLAYOUTS)
        rng = random.Random(seed)
        arms = search_round(GAME, state, knobs=STRONG_KNOBS, budget=Budget(PLAYOUTS), rng=rng)
        assert chosen == equilibrium.draw(round_search.visit_strategy(arms[0], VISIT_MIX), rng)
    last = last_round_of(85)
    results = exact_results(last)
    drawn = set()
    for seed in range(8):
        chosen = ai.choose_move(GAME, last, 0, level="strong", seed=seed, playouts=PLAYOUTS)
        rng = random.Random(seed)
        strategy = equilibrium.last_round(GAME, last, 0, Budget(PLAYOUTS))
        assert chosen == equilibrium.draw(strategy, rng)
        drawn.add(chosen)
    assert len(drawn) >= 2  # not one pair a reader could name
    matrix = list(results.values())
    mix = [strategy.get(a, 0.0) for a in results]
    assert regret.best_column(matrix, mix)[1] > 0.3  # any single pair: 0
    medium = LEVELS[MEDIUM]
    knobs = medium.knobs_for("thwart-omega")
    assert knobs is not None and not knobs.mixed and not knobs.last_round
    chosen = ai.choose_move(GAME, last, 1, level="medium", seed=4)
    rng = random.Random(4)
    budget = Budget(medium.playouts)
    assert chosen == choose_submission(GAME, last, 1, knobs=knobs, budget=budget, rng=rng)


def test_the_level_strategy_is_what_choose_draws_from() -> None:
    """``level_strategy`` (what the benchmark weighs) and ``choose`` (what is played) agree: a
    single pair before the last round for the search's pair alone, the exact mix in the last
    round; strong's near-equally visited pairs; the reading game in every round with
    ``mixed``."""
    state, last = position(6), last_round_of(85)
    for knobs, where, single in (
        (PURE, state, True),
        (STRONG_KNOBS, state, False),
        (STRONG_KNOBS, last, False),
        (MIXED, state, False),
    ):
        strategy = equilibrium.level_strategy(
            GAME, where, 0, knobs=knobs, budget=Budget(PLAYOUTS), rng=random.Random(5)
        )
        assert sum(strategy.values()) == pytest.approx(1.0)
        if single:
            assert len(strategy) == 1
        rng = random.Random(5)
        move = equilibrium.choose(GAME, where, 0, knobs=knobs, budget=Budget(PLAYOUTS), rng=rng)
        assert move in strategy
    assert (
        len(
            equilibrium.level_strategy(
                GAME, last, 0, knobs=STRONG_KNOBS, budget=Budget(PLAYOUTS), rng=random.Random(5)
            )
        )
        >= 2
    )


# The hedge: the search's pair unless rival pairs are as good within its noise.

HEDGE = replace(PURE, hedge=True)


def arm_with(move: str, wins: int, visits: int) -> Arm:
    """An arm whose playouts gave ``wins`` results of 1 and the rest 0."""
    arm = Arm(move)
    for k in range(visits):
        arm.add(1.0 if k < wins else 0.0)
    return arm


def test_an_arm_knows_its_mean_and_spread() -> None:
    arm = arm_with("b a1 w a2", 3, 4)
    assert arm.mean() == pytest.approx(0.75)
    assert arm.variance() == pytest.approx(0.25)  # (3 x 0.25^2 + 0.75^2) / 3
    assert Arm("b a1 w a2").mean() == 0.5 and Arm("b a1 w a2").variance() == 0.0


def test_a_round_search_goes_on_where_it_stopped() -> None:
    """Two budgets of 200 and 100 playouts, the second going on with the first's arms and the
    same random numbers, end where one budget of 300 ends: the hedge's search is the pure
    level's when no rival shows."""
    state = position(5)
    whole = search_round(GAME, state, knobs=HEDGE, budget=Budget(300), rng=random.Random(6))
    rng = random.Random(6)
    arms = search_round(GAME, state, knobs=HEDGE, budget=Budget(200), rng=rng)
    assert sum(arm.visits for arm in arms[0]) == 200
    search_round(GAME, state, knobs=HEDGE, budget=Budget(100), rng=rng, arms=arms)
    for seat in (0, 1):
        assert [(a.move, a.visits, a.total) for a in arms[seat]] == [
            (a.move, a.visits, a.total) for a in whole[seat]
        ]


def test_rivals_are_the_arms_within_the_searchs_noise() -> None:
    """The most visited arm (400 playouts, mean 0.6) and the arms whose mean is below it by at
    most one standard error of the difference (about 0.043 with 200 playouts): 0.58 and 0.62
    are rivals, 0.5 is not, nor an arm of 60 playouts (under a fifth of 400) however good."""
    best = arm_with("b a1 w a2", 240, 400)
    close = arm_with("b b1 w b2", 116, 200)
    better = arm_with("b c1 w c2", 124, 200)
    worse = arm_with("b d1 w d2", 100, 200)
    thin = arm_with("b e1 w e2", 50, 60)
    found = equilibrium.rivals([worse, thin, close, best, better])
    assert [arm.move for arm in found] == [best.move, close.move, better.move]
    assert equilibrium.rivals([best, worse]) == [best]
    many = [best] + [arm_with(f"b f{k} w g{k}", 118, 200) for k in range(1, 7)]
    assert len(equilibrium.rivals(many)) == equilibrium.HEDGE_ROWS


@pytest.mark.parametrize(
    ("payoff", "wanted"),
    [
        # Two pairs as good against the ordinary reply, each burned by its own column: a
        # reader who knew the pair would burn it, so half and half (worth 0.45 whatever it does).
        ([[0.6, 0.3, 0.6], [0.6, 0.6, 0.3]], {"r0": 0.5, "r1": 0.5}),
        # The first pair better whatever the reply: it alone (the pure level's choice).
        ([[0.6, 0.55, 0.6], [0.5, 0.5, 0.45]], {"r0": 1.0}),
        # The first pair better but its burn costs more: a third of the time (each burn then
        # leaves 0.5, the ordinary reply 0.63).
        ([[0.7, 0.3, 0.7], [0.6, 0.6, 0.4]], {"r0": 1 / 3, "r1": 2 / 3}),
        # The same with a second burn that hardly costs: the first pair's share at the
        # equilibrium, 0.016 / 0.416 (under 4%), is dropped (noise of the estimates).
        ([[0.7, 0.3, 0.7], [0.6, 0.6, 0.584]], {"r1": 1.0}),
    ],
)
def test_the_hedge_weighs_its_rows_at_the_matrixs_equilibrium(
    payoff: list[list[float]], wanted: dict[str, float]
) -> None:
    strategy = equilibrium.row_strategy(["r0", "r1"], payoff, equilibrium.HEDGE_NEGLIGIBLE)
    assert strategy.keys() == wanted.keys()
    for move, p in wanted.items():
        assert strategy[move] == pytest.approx(p, abs=0.02)


def test_the_hedge_mixes_only_where_the_readers_gain_beats_the_noise() -> None:
    """Two pairs, each burned by its own column (the first column: the ordinary reply): the
    first alone leaves a reader 0.3, the half and half mix 0.45. The mix is played if that 0.15
    beats the estimates' noise, else the first pair alone; a pair better whatever the reply is
    played alone at any noise; a pair the ordinary reply burns, never."""
    burned = [[0.6, 0.3, 0.6], [0.6, 0.6, 0.3]]
    mixed = equilibrium.hedge_or_pure(["r0", "r1"], burned, ordinary=0.0, gain=0.1)
    assert mixed == pytest.approx({"r0": 0.5, "r1": 0.5}, abs=0.02)
    assert equilibrium.hedge_or_pure(["r0", "r1"], burned, ordinary=0.0, gain=0.2) == {"r0": 1.0}
    better = [[0.5, 0.5, 0.45], [0.6, 0.55, 0.6]]
    assert equilibrium.hedge_or_pure(["r0", "r1"], better, ordinary=0.0, gain=0.0) == {"r1": 1.0}
    # The second pair is what the ordinary reply burns: worth 0.45 against a reader but 0.3
    # against a player who does not read, so not played unless 0.3 short counts as even.
    ordinary = [[0.6, 0.3, 0.6], [0.3, 0.6, 0.6]]
    assert equilibrium.hedge_or_pure(["r0", "r1"], ordinary, ordinary=0.1, gain=0.0) == {"r0": 1.0}
    assert len(equilibrium.hedge_or_pure(["r0", "r1"], ordinary, ordinary=0.3, gain=0.0)) == 2


def test_a_clearly_best_pair_is_the_pure_levels_pair() -> None:
    """Where the search finds no rival of its pair, the hedge is the pure level: the same pair,
    with the same seed and budget (its search goes on to the end of the budget)."""
    playouts = 1500
    single = 0
    for rounds, seed in itertools.product((6, 10), range(4)):
        state = position(rounds)
        share = Budget(int(playouts * equilibrium.HEDGE_SEARCH_SHARE))
        arms = search_round(GAME, state, knobs=HEDGE, budget=share, rng=random.Random(seed))
        if len(equilibrium.rivals(arms[0])) > 1:
            continue
        single += 1
        budget = Budget(playouts)
        strategy = equilibrium.hedged_strategy(
            GAME, state, 0, knobs=HEDGE, budget=budget, rng=random.Random(seed)
        )
        pure = choose_submission(
            GAME, state, 0, knobs=HEDGE, budget=Budget(playouts), rng=random.Random(seed)
        )
        assert strategy == {pure: 1.0}
        assert budget.used == playouts
    assert single >= 2


def hedged_mix(state: Any, seat: int = 0) -> tuple[int, dict[str, float]]:
    """A seed whose hedged strategy in ``state`` mixes, and that strategy."""
    for seed in range(20):
        strategy = equilibrium.hedged_strategy(
            GAME, state, seat, knobs=HEDGE, budget=Budget(PLAYOUTS), rng=random.Random(seed)
        )
        if len(strategy) > 1:
            return seed, strategy
    raise AssertionError("the hedge never mixes here")


def test_rivals_are_weighed_within_the_budget() -> None:
    """Where the hedge mixes, the search's share, regret matching's charge and the matrix's
    playouts use the budget exactly; a time budget stops on the clock."""
    state = position(10)
    seed, strategy = hedged_mix(state)
    assert set(strategy) <= set(GAME.legal_moves(state, 0))
    assert all(p >= equilibrium.HEDGE_NEGLIGIBLE for p in strategy.values())
    assert sum(strategy.values()) == pytest.approx(1.0)
    budget = Budget(PLAYOUTS)
    equilibrium.hedged_strategy(GAME, state, 0, knobs=HEDGE, budget=budget, rng=random.Random(seed))
    assert budget.used == PLAYOUTS
    ticks = itertools.count()
    timed = Budget(10_000_000, deadline=0.5, clock=lambda: next(ticks) * 0.01)
    found = equilibrium.hedged_strategy(
        GAME, state, 0, knobs=HEDGE, budget=timed, rng=random.Random(seed)
    )
    assert set(found) <= set(GAME.legal_moves(state, 0))
    assert timed.used < 100  # 0.01 s a playout, half a second


def test_the_hedged_draw_comes_from_the_levels_seed_alone() -> None:
    """The submission is drawn from the hedged strategy with the level's own ``random.Random``
    (in live play seeded by the match's secret seed and the ply): the same seed, the same pair,
    whatever the global random state; other seeds, other pairs; never a draw a reader could
    compute from the position."""
    state = position(10)
    seed, _ = hedged_mix(state)
    drawn = set()
    for k in range(seed, seed + 12):
        rng = random.Random(k)
        strategy = equilibrium.hedged_strategy(
            GAME, state, 0, knobs=HEDGE, budget=Budget(PLAYOUTS), rng=rng
        )
        expected = equilibrium.draw(strategy, rng)
        for noise in (1, 2):
            random.seed(noise)
            move = equilibrium.choose(
                GAME, state, 0, knobs=HEDGE, budget=Budget(PLAYOUTS), rng=random.Random(k)
            )
            assert move == expected
        drawn.add(expected)
    assert len(drawn) >= 2


def test_the_hedge_plays_the_last_rounds_exact_equilibrium() -> None:
    last = last_round_of(85)
    for seed in range(2):
        budget = Budget(PLAYOUTS)
        strategy = equilibrium.hedged_strategy(
            GAME, last, 0, knobs=HEDGE, budget=budget, rng=random.Random(seed)
        )
        assert strategy == equilibrium.last_round(GAME, last, 0, Budget(PLAYOUTS))
        assert len(strategy) >= 2


# Regret matching in the decoupled search (``Knobs.matching``): each seat's root bandit picks
# by regret matching, and the submission is drawn from its purified average strategy.

MATCHING = replace(PURE, matching=0.1)
EXP3 = replace(MATCHING, exp3=0.03)
MATCHING_PLAYOUTS = 3000


def test_regret_matching_mixes_in_proportion_to_positive_regrets() -> None:
    """The mix: positive regrets in proportion, the exploration's share evenly; uniform while
    no regret is positive."""
    arms = [Arm("b a1 w a2"), Arm("b b1 w b2"), Arm("b c1 w c2"), Arm("b d1 w d2")]
    assert round_search._mix(arms, 0.2) == pytest.approx([0.25] * 4)
    arms[0].regret, arms[1].regret, arms[2].regret, arms[3].regret = 3.0, 1.0, -2.0, 0.0
    assert round_search._mix(arms, 0.2) == pytest.approx([0.65, 0.25, 0.05, 0.05])
    assert round_search._mix(arms, 0.0) == pytest.approx([0.75, 0.25, 0.0, 0.0])


def test_a_playouts_regrets_weigh_the_arm_played_by_its_probability() -> None:
    """After a playout of the second arm (probability 0.25) worth 0.4 more than the seat's
    mean: its regret grows by 0.4 / 0.25 - 0.4 = 1.2, every other arm's falls by 0.4, but not
    below zero (regret matching+); the mix counts towards the average strategy with the
    round's weight."""
    arms = [Arm("b a1 w a2"), Arm("b b1 w b2"), Arm("b c1 w c2")]
    arms[0].regret = 1.0
    mix = [0.5, 0.25, 0.25]
    round_search._regrets(arms, mix, arms[1], 0.4, rounds=3)
    assert [arm.regret for arm in arms] == pytest.approx([0.6, 1.2, 0.0])
    assert [arm.weight for arm in arms] == pytest.approx([1.5, 0.75, 0.75])
    # In expectation over the arm drawn, each arm's regret grows by its result less the mix's
    # (regrets far from zero: the clipping does not bite).
    results = [0.1, 0.4, -0.2]
    expected = [0.0] * 3
    for k, p in enumerate(mix):
        trial = [Arm(a.move) for a in arms]
        for arm in trial:
            arm.regret = 5.0
        round_search._regrets(trial, mix, trial[k], results[k], rounds=1)
        expected = [e + p * (arm.regret - 5.0) for e, arm in zip(expected, trial, strict=True)]
    mean = sum(p * r for p, r in zip(mix, results, strict=True))
    assert expected == pytest.approx([r - mean for r in results])


def test_exp3_mixes_by_the_exponential_of_its_estimated_totals() -> None:
    """With a learning rate (``Knobs.exp3``) the mix is in proportion to ``exp(eta x total)``,
    the exploration's share evenly; a playout adds its estimate (result over probability) to
    the arm played only."""
    arms = [Arm("b a1 w a2"), Arm("b b1 w b2")]
    arms[0].regret, arms[1].regret = math.log(3.0), 0.0
    assert round_search._mix(arms, 0.2, 1.0) == pytest.approx([0.8 * 0.75 + 0.1, 0.8 * 0.25 + 0.1])
    assert round_search._mix(arms, 0.0, 2.0) == pytest.approx([0.9, 0.1])
    round_search._regrets(arms, [0.8, 0.2], arms[1], -0.3, rounds=2, eta=1.0)
    assert [arm.regret for arm in arms] == pytest.approx([math.log(3.0), -1.5])
    assert [arm.weight for arm in arms] == pytest.approx([1.6, 0.4])


def test_the_average_strategy_is_purified() -> None:
    """Weights 6, 3, 0.5, 0.5: the last two (5% each) are dropped at 10%, the rest renormalised;
    without weights (no playout) the most visited arm."""
    arms = [Arm(f"b a{k} w b{k}") for k in range(1, 5)]
    for arm, weight in zip(arms, (6.0, 3.0, 0.5, 0.5), strict=True):
        arm.weight = weight
    assert round_search.average_strategy(arms, 0.1) == pytest.approx(
        {"b a1 w b1": 2 / 3, "b a2 w b2": 1 / 3}
    )
    assert round_search.average_strategy(arms, 0.0) == pytest.approx(
        {"b a1 w b1": 0.6, "b a2 w b2": 0.3, "b a3 w b3": 0.05, "b a4 w b4": 0.05}
    )
    fresh = [Arm("b a1 w a2"), Arm("b b1 w b2")]
    fresh[1].visits = 1
    assert round_search.average_strategy(fresh, 0.1) == {"b b1 w b2": 1.0}


def test_regret_matching_plays_the_one_pair_that_always_wins() -> None:
    """The last round of ``test_one_clearly_best_pair_takes_the_mass`` searched (not solved:
    ``last_round`` off), all 12 pairs of each seat candidates: Black's pair that wins against
    every reply takes the whole purified average strategy, whatever the seed."""
    rng = random.Random(88)
    state = GAME.new_state()
    while len(GAME.legal_moves(state, 0)) != 12:
        state = random_step(GAME, state, rng)
    for knobs in (replace(MATCHING, last_round=False), replace(EXP3, last_round=False)):
        for seed in range(3):
            budget = Budget(MATCHING_PLAYOUTS)
            strategy = equilibrium.matched_strategy(
                GAME, state, 0, knobs=knobs, budget=budget, rng=random.Random(seed)
            )
            assert strategy == {"b f7 w d5": 1.0}, (knobs.exp3, strategy)


def test_regret_matching_mixes_where_every_pure_pair_loses() -> None:
    """The last round of ``test_the_last_round_is_played_at_its_equilibrium`` searched, not
    solved: every pure pair of Black loses to some reply, and the round's value (a third) needs
    a mix of three pairs. The search's purified average strategy is such a mix and leaves a
    best reply near the value (regret matching+ with 10,000 playouts, Exp3 with 3,000); the
    most visited pair of UCB1's search (what the pure level plays) is one pair, which a reader
    beats."""
    state = last_round_of(85)
    results = exact_results(state)
    matrix = list(results.values())
    knobs = replace(MATCHING, last_round=False)
    for seed in range(2):
        for searched, playouts, near in (
            (knobs, 10_000, 0.25),
            (replace(EXP3, last_round=False), MATCHING_PLAYOUTS, 0.3),
        ):
            strategy = equilibrium.matched_strategy(
                GAME, state, 0, knobs=searched, budget=Budget(playouts), rng=random.Random(seed)
            )
            assert len(strategy) >= 3, strategy
            mix = [strategy.get(a, 0.0) for a in results]
            assert regret.best_column(matrix, mix)[1] > near, strategy
        pure = equilibrium.level_strategy(
            GAME,
            state,
            0,
            knobs=replace(knobs, matching=None),
            budget=Budget(MATCHING_PLAYOUTS),
            rng=random.Random(seed),
        )
        assert len(pure) == 1
        assert regret.best_column(matrix, [pure.get(a, 0.0) for a in results])[1] == 0.0


def test_the_matched_draw_comes_from_the_levels_seed_alone() -> None:
    """Where the purified average strategy mixes (that last round, searched), the submission
    is drawn from it with the level's own ``random.Random`` after the search: the same seed,
    the same pair whatever the global random state; other seeds, other pairs;
    ``level_strategy`` is the distribution ``choose`` draws from."""
    state = last_round_of(85)
    knobs = replace(MATCHING, last_round=False)
    drawn, mixing = set(), 0
    for seed in range(8):
        rng = random.Random(seed)
        budget = Budget(MATCHING_PLAYOUTS)
        strategy = equilibrium.level_strategy(GAME, state, 0, knobs=knobs, budget=budget, rng=rng)
        mixing += len(strategy) > 1
        assert set(strategy) <= set(GAME.legal_moves(state, 0))
        assert all(p >= equilibrium.MATCHING_NEGLIGIBLE for p in strategy.values())
        assert sum(strategy.values()) == pytest.approx(1.0)
        expected = equilibrium.draw(strategy, rng)
        for noise in (1, 2):
            random.seed(noise)
            budget = Budget(MATCHING_PLAYOUTS)
            move = equilibrium.choose(
                GAME, state, 0, knobs=knobs, budget=budget, rng=random.Random(seed)
            )
            assert move == expected
        drawn.add(expected)
    assert len(drawn) >= 2
    assert mixing >= 4  # most seeds' strategies mix: a pair drawn, not the search's pick


def test_regret_matching_spends_the_budget_in_one_search() -> None:
    """The whole budget goes to the one search (no separate matrix), and a time budget stops
    on the clock; the last round is still solved exactly with ``last_round``."""
    state = position(6)
    budget = Budget(PLAYOUTS)
    seed_rng = random.Random(3)
    strategy = equilibrium.matched_strategy(
        GAME, state, 1, knobs=MATCHING, budget=budget, rng=seed_rng
    )
    assert budget.used == PLAYOUTS
    arms = search_round(GAME, state, knobs=MATCHING, budget=Budget(PLAYOUTS), rng=random.Random(3))
    assert strategy == round_search.average_strategy(arms[1], equilibrium.MATCHING_NEGLIGIBLE)
    assert sum(arm.visits for arm in arms[1]) == PLAYOUTS
    ticks = itertools.count()
    timed = Budget(10_000_000, deadline=0.5, clock=lambda: next(ticks) * 0.01)
    found = equilibrium.matched_strategy(
        GAME, state, 1, knobs=MATCHING, budget=timed, rng=random.Random(3)
    )
    assert set(found) <= set(GAME.legal_moves(state, 1))
    assert timed.used <= 51  # 0.01 s a playout, half a second
    last = last_round_of(85)
    assert equilibrium.matched_strategy(
        GAME, last, 0, knobs=MATCHING, budget=Budget(PLAYOUTS), rng=random.Random(0)
    ) == equilibrium.last_round(GAME, last, 0, Budget(PLAYOUTS))


def test_the_visit_mix_draws_among_the_searchs_near_equal_candidates() -> None:
    """``Knobs.visit_mix``: UCB1's search as the pure level's, the submission drawn from the
    candidates visited at least that share of the most visited one's visits, in proportion to
    their visits."""
    candidates = [
        arm_with(f"b a{k} w b{k}", 0, visits) for k, visits in enumerate((100, 80, 69, 5), 1)
    ]
    assert round_search.visit_strategy(candidates, 0.7) == pytest.approx(
        {"b a1 w b1": 100 / 180, "b a2 w b2": 80 / 180}
    )
    assert round_search.visit_strategy(candidates, 0.6) == pytest.approx(
        {"b a1 w b1": 100 / 249, "b a2 w b2": 80 / 249, "b a3 w b3": 69 / 249}
    )
    assert round_search.visit_strategy(candidates, 1.0) == {"b a1 w b1": 1.0}
    visits = replace(PURE, visit_mix=0.7)
    state = position(6)
    mixed = 0
    for seed in range(4):
        rng = random.Random(seed)
        strategy = equilibrium.level_strategy(
            GAME, state, 0, knobs=visits, budget=Budget(PLAYOUTS), rng=rng
        )
        arms = search_round(
            GAME, state, knobs=visits, budget=Budget(PLAYOUTS), rng=random.Random(seed)
        )
        assert strategy == round_search.visit_strategy(arms[0], 0.7)
        assert choose_submission_of(arms, 0) in strategy
        assert equilibrium.choose(
            GAME, state, 0, knobs=visits, budget=Budget(PLAYOUTS), rng=random.Random(seed)
        ) == equilibrium.draw(strategy, rng)
        mixed += len(strategy) > 1
    assert mixed >= 1
