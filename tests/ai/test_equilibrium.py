"""What a level submits in Thwart Omega (``ai.sealed.equilibrium``) and the regret matching+
under the last round's equilibrium (``ai.sealed.regret``): a probability distribution over legal
submissions, repeatable for a seed, varied across seeds, within its budget, on the one pair that
wins when there is one; regret matching+ finds known equilibria."""

from __future__ import annotations

import doctest
import itertools
import random
from dataclasses import replace
from typing import Any

import pytest

import ai
import rules
from ai.budget import Budget
from ai.evaluate import value
from ai.knobs import Knobs
from ai.levels import CANDIDATES_THWART, LEVELS, MEDIUM, STRONG, VISIT_MIX
from ai.sealed import equilibrium, regret
from ai.sealed import rounds as round_search
from ai.sealed.equilibrium import mirror
from ai.sealed.rounds import Arm, choose_submission, search_round
from rules.cli import random_step

GAME = rules.GAMES["thwart-omega"]
STRONG_KNOBS = LEVELS[STRONG].knobs_for("thwart-omega") or Knobs()
# strong's settings with the search's most visited pair before the last round (strong before
# the visit mix)
PURE = replace(STRONG_KNOBS, visit_mix=None)
PLAYOUTS = 300


def position(rounds: int, seed: int = 3) -> Any:
    rng = random.Random(seed)
    state = GAME.new_state()
    for _ in range(rounds):
        state = random_step(GAME, state, rng)
    return state


# Regret matching+ on matrix games whose equilibria are known.


def test_the_module_example_holds() -> None:
    assert doctest.testmod(regret).failed == 0


def test_regret_matching_finds_matching_pennies() -> None:
    """The row player wins when the coins match: both play each side half the time. The
    average strategy converges there; the last iteration's keeps swinging around it."""
    pennies = [[1.0, -1.0], [-1.0, 1.0]]
    row, column = regret.solve(pennies, 4000)
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
    row, column = regret.solve(game, 5000)
    assert row[0] == pytest.approx(3 / 7, abs=0.01)
    assert column[0] == pytest.approx(2 / 7, abs=0.01)
    assert regret.gap(game, row, column) < 0.01
    assert regret.best_row(game, column)[1] == pytest.approx(1 / 7, abs=0.01)


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


# What a level submits in Thwart Omega.


@pytest.mark.parametrize("rounds", [0, 4, 9, None])
def test_the_strategy_is_a_distribution_over_legal_submissions(rounds: int | None) -> None:
    """strong's strategy, before the last round (``None``: in it), is a distribution over legal
    submissions and uses its budget exactly."""
    state = last_round_of(85) if rounds is None else position(rounds)
    for seat in (0, 1):
        budget = Budget(PLAYOUTS)
        strategy = equilibrium.level_strategy(
            GAME, state, seat, knobs=STRONG_KNOBS, budget=budget, rng=random.Random(1)
        )
        legal = set(GAME.legal_moves(state, seat))
        assert strategy and set(strategy) <= legal
        assert all(p > 0.0 for p in strategy.values())
        assert sum(strategy.values()) == pytest.approx(1.0)
        assert budget.used == PLAYOUTS


def test_the_same_seed_gives_the_same_strategy_and_move() -> None:
    state = position(5)
    results = [
        (
            equilibrium.level_strategy(
                GAME, state, 0, knobs=STRONG_KNOBS, budget=Budget(PLAYOUTS), rng=random.Random(9)
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
    The strategy is that mix, without its negligible shares, and its draws differ from seed to
    seed."""
    state = last_round_of(85)
    results = exact_results(state)
    assert len(results) == 20
    assert max(min(line) for line in results.values()) == 0.0
    matrix = list(results.values())
    row, _ = regret.solve(matrix, 20000)
    worth = regret.best_column(matrix, row)[1]
    assert worth == pytest.approx(1 / 3, abs=0.01)
    for seed in range(2):
        strategy = equilibrium.level_strategy(
            GAME, state, 0, knobs=STRONG_KNOBS, budget=Budget(PLAYOUTS), rng=random.Random(seed)
        )
        assert len(strategy) >= 2, strategy
        assert all(p >= equilibrium.NEGLIGIBLE for p in strategy.values())
        mix = [strategy.get(a, 0.0) for a in results]
        assert regret.best_column(matrix, mix)[1] == pytest.approx(worth, abs=0.02)
    moves = {
        equilibrium.choose(
            GAME, state, 0, knobs=STRONG_KNOBS, budget=Budget(PLAYOUTS), rng=random.Random(s)
        )
        for s in range(8)
    }
    assert len(moves) >= 2


def test_the_last_round_is_charged_to_the_budget() -> None:
    """The exact results and regret matching on them cost time: they are counted in playouts
    (20 x 20 results: 400 / 8 + 400 x 1,000 / 1,500), the whole of a smaller budget."""
    state = last_round_of(85)
    budget = Budget(1000)
    equilibrium.last_round(GAME, state, 0, budget)
    assert budget.used == 400 // 8 + 400 * 1000 // 1500
    small = Budget(PLAYOUTS)
    equilibrium.last_round(GAME, state, 0, small)
    assert small.used == PLAYOUTS


def test_a_seat_never_submits_an_illegal_pair_late_in_the_game() -> None:
    """From the middle of a game to its end, with a handful of empty squares at the last: every
    submission drawn is legal."""
    rng = random.Random(5)
    state = position(8, seed=5)
    for ply in itertools.count():
        if GAME.outcome(state) is not None:
            break
        for seat in (0, 1):
            move = equilibrium.choose(
                GAME, state, seat, knobs=STRONG_KNOBS, budget=Budget(40), rng=random.Random(ply)
            )
            assert move in GAME.legal_moves(state, seat), (ply, move)
        state = random_step(GAME, state, rng)


def test_the_mirror_burns_both_stones() -> None:
    state = GAME.new_state()
    after = GAME.play_round(state, {0: "b c3 w e5", 1: mirror("b c3 w e5")})
    assert mirror("b c3 w e5") == "b e5 w c3"
    assert len(GAME.legal_moves(after, 0)) == 47 * 46  # both squares burned, neither empty


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
        strategy = equilibrium.level_strategy(
            GAME, state, 0, knobs=STRONG_KNOBS, budget=Budget(PLAYOUTS), rng=random.Random(seed)
        )
        assert strategy.get("b f7 w d5", 0.0) > 0.9, strategy


def test_a_time_budget_stops_on_the_clock() -> None:
    state = position(4)
    ticks = itertools.count()
    budget = Budget(10_000_000, deadline=0.5, clock=lambda: next(ticks) * 0.01)
    strategy = equilibrium.level_strategy(
        GAME, state, 1, knobs=STRONG_KNOBS, budget=budget, rng=random.Random(1)
    )
    # One read of the clock a playout, 0.01 s each: the search stops at 0.5 s.
    assert 0 < budget.used <= 51
    assert set(strategy) <= set(GAME.legal_moves(state, 1))


def choose_submission_of(arms: dict[int, list[Arm]], seat: int) -> str:
    return max(arms[seat], key=lambda arm: arm.visits).move


def test_strong_draws_among_its_searchs_near_equal_pairs_and_plays_the_last_rounds_equilibrium() -> (
    None
):
    """In Thwart Omega strong draws its pair among the candidates its decoupled search visited
    at least ``VISIT_MIX`` as often as its favourite, in proportion to their visits, until the
    last round, and there from the round's exact equilibrium, with its seed (the search's pair
    alone was more exploitable: ``./dev bench equilibrium``); medium submits its search's pair
    in the last round too; other games never see the switch."""
    strong = LEVELS[STRONG]
    assert STRONG_KNOBS.last_round and STRONG_KNOBS.visit_mix == VISIT_MIX
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
    assert knobs is not None and not knobs.last_round and knobs.visit_mix is None
    chosen = ai.choose_move(GAME, last, 1, level="medium", seed=4)
    rng = random.Random(4)
    budget = Budget(medium.playouts)
    assert chosen == choose_submission(GAME, last, 1, knobs=knobs, budget=budget, rng=rng)


def test_the_level_strategy_is_what_choose_draws_from() -> None:
    """``level_strategy`` (what the benchmark weighs) and ``choose`` (what is played) agree:
    ``choose`` draws from the strategy with the level's ``random.Random`` once its search is
    done; a single pair before the last round for the search's pair alone, the exact mix in the
    last round; strong's near-equally visited pairs."""
    state, last = position(6), last_round_of(85)
    for knobs, where, single in (
        (PURE, state, True),
        (replace(PURE, last_round=False), last, True),
        (STRONG_KNOBS, state, False),
        (STRONG_KNOBS, last, False),
    ):
        rng = random.Random(5)
        strategy = equilibrium.level_strategy(
            GAME, where, 0, knobs=knobs, budget=Budget(PLAYOUTS), rng=rng
        )
        assert sum(strategy.values()) == pytest.approx(1.0)
        if single:
            assert len(strategy) == 1
        expected = equilibrium.draw(strategy, rng)
        move = equilibrium.choose(
            GAME, where, 0, knobs=knobs, budget=Budget(PLAYOUTS), rng=random.Random(5)
        )
        assert move == expected
    assert (
        len(
            equilibrium.level_strategy(
                GAME, last, 0, knobs=STRONG_KNOBS, budget=Budget(PLAYOUTS), rng=random.Random(5)
            )
        )
        >= 2
    )


def test_the_draw_comes_from_the_levels_seed_alone() -> None:
    """Where strong's strategy mixes, the submission is drawn from it with the level's own
    ``random.Random`` (in live play seeded by the match's secret seed and the ply): the same
    seed, the same pair, whatever the global random state; other seeds, other pairs; never a
    draw a reader could compute from the position."""
    state = position(6)
    drawn, mixing = set(), 0
    for seed in range(12):
        rng = random.Random(seed)
        strategy = equilibrium.level_strategy(
            GAME, state, 0, knobs=STRONG_KNOBS, budget=Budget(PLAYOUTS), rng=rng
        )
        mixing += len(strategy) > 1
        expected = equilibrium.draw(strategy, rng)
        for noise in (1, 2):
            random.seed(noise)
            move = equilibrium.choose(
                GAME, state, 0, knobs=STRONG_KNOBS, budget=Budget(PLAYOUTS), rng=random.Random(seed)
            )
            assert move == expected
        drawn.add(expected)
    assert mixing >= 1
    assert len(drawn) >= 2


def arm_with(move: str, wins: int, visits: int) -> Arm:
    """An arm whose playouts gave ``wins`` results of 1 and the rest 0."""
    arm = Arm(move)
    for k in range(visits):
        arm.add(1.0 if k < wins else 0.0)
    return arm


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


def test_strong_weighs_more_candidates_the_longer_it_searches() -> None:
    """A seat's candidates grow by one each time the round's playouts pass
    ``PLAYOUTS_PER_CANDIDATE`` per candidate, each new one a legal submission not weighed yet, up
    to ``CANDIDATES_THWART``; strong's own budget in Discord keeps its first ``candidates``."""
    state = position(2)
    first, per = STRONG_KNOBS.candidates, round_search.PLAYOUTS_PER_CANDIDATE
    assert STRONG_KNOBS.most_candidates == CANDIDATES_THWART > first

    def weighed(playouts: int) -> dict[int, list[Arm]]:
        budget = Budget(playouts)
        return search_round(GAME, state, knobs=STRONG_KNOBS, budget=budget, rng=random.Random(5))

    assert [len(weighed(first * per)[s]) for s in (0, 1)] == [first, first]
    grown = weighed(first * per + 3 * per)  # passed at 3,001, 3,151 and 3,301
    for seat in (0, 1):
        moves = [arm.move for arm in grown[seat]]
        assert len(moves) == first + 3 == len(set(moves))
        assert set(moves) <= set(GAME.legal_moves(state, seat))
        assert all(arm.visits > 0 for arm in grown[seat])
    assert all(len(weighed(CANDIDATES_THWART * per * 2)[s]) == CANDIDATES_THWART for s in (0, 1))
    assert LEVELS[STRONG].playouts <= first * per  # Discord's moves: the measured 20 candidates


def test_strongs_move_in_discord_is_the_same_as_with_fixed_candidates() -> None:
    state = position(6)
    fixed = replace(STRONG_KNOBS, most_candidates=0)
    for seed in range(3):
        moves = []
        for knobs in (STRONG_KNOBS, fixed):
            budget = Budget(LEVELS[STRONG].playouts)
            arms = search_round(GAME, state, knobs=knobs, budget=budget, rng=random.Random(seed))
            moves.append([(arm.move, arm.visits) for arm in arms[0] + arms[1]])
        assert moves[0] == moves[1]


def test_a_seat_with_every_submission_weighed_takes_no_more() -> None:
    late = last_round_of(85)
    arms = search_round(GAME, late, knobs=STRONG_KNOBS, budget=Budget(4000), rng=random.Random(2))
    for seat in (0, 1):
        assert sorted(arm.move for arm in arms[seat]) == sorted(GAME.legal_moves(late, seat))
