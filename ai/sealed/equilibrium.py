"""What a level submits in Thwart Omega's round (RULES.md §3), and the strategy it draws from.

A seat that always submits the pair its search likes best can be read: an opponent who has
studied it puts its own stones of the other colour on that pair's squares and burns them. So
a level's submission is drawn, with the level's own ``random.Random`` (in Discord, seeded by the
match's secret seed), from a strategy for the round computed afresh for the position
(``level_strategy``):

* with ``Knobs.last_round``, in the last round (five squares empty or fewer: whatever both seats
  submit, the round ends the game), the round's exact equilibrium (``last_round``): every pair's
  result is known, and regret matching+ (``ai.sealed.regret``) solves the whole matrix;
* with ``Knobs.visit_mix``, the decoupled search's candidates visited near-equally often
  (``rounds.visit_strategy``);
* otherwise the decoupled search's most visited pair alone (``rounds.choose_submission``).

Other strategies were measured and left out (docs/computer.md, "Tried and left out").
"""

from __future__ import annotations

import random
from typing import Any

from ai.budget import Budget
from ai.evaluate import value
from ai.knobs import Knobs
from ai.sealed.regret import solve
from ai.sealed.rounds import choose_submission, search_round, visit_strategy
from rules.game import Game, Seat

AnyGame = Game[Any]
# At most this many legal submissions (five empty squares): the round ends the game whatever
# is submitted, and the whole matrix is solved exactly (``last_round``).
LAST_ROUND_PAIRS = 20
LAST_ROUND_ITERATIONS = 1000
# A playout costs about as much as this many exact results of a pair.
RESULTS_PER_PLAYOUT = 8
# What regret matching costs, counted in playouts: a playout takes about as long as this many
# cells of an iteration.
CELLS_PER_PLAYOUT = 1500
# Probabilities below this are dropped from the last round's strategy (regret matching's
# average keeps a little of every line it tried early).
NEGLIGIBLE = 0.03


def choose(
    game: AnyGame, state: Any, seat: Seat, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> str:
    """``seat``'s sealed submission as ``knobs`` say, drawn with ``rng`` (the level's seed) from
    ``level_strategy``."""
    return draw(level_strategy(game, state, seat, knobs=knobs, budget=budget, rng=rng), rng)


def level_strategy(
    game: AnyGame, state: Any, seat: Seat, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> dict[str, float]:
    """The distribution ``choose`` draws from with this seed: legal submissions and their
    probabilities, summing to 1 (a single pair: probability 1)."""
    if knobs.last_round and is_last_round(game, state, seat):
        return last_round(game, state, seat, budget)
    if knobs.visit_mix is None:
        return {choose_submission(game, state, seat, knobs=knobs, budget=budget, rng=rng): 1.0}
    arms = search_round(game, state, knobs=knobs, budget=budget, rng=rng)
    return visit_strategy(arms[seat], knobs.visit_mix)


def last_round(game: AnyGame, state: Any, seat: Seat, budget: Budget) -> dict[str, float]:
    """The strategy when at most five squares are empty: whatever both seats submit, the round
    ends the game (three or fewer squares are left empty), so every pair of submissions has its
    exact result and the whole matrix is solved, every submission of each seat a row or a
    column (RULES.md §3)."""
    mine, theirs = game.legal_moves(state, seat), game.legal_moves(state, 1 - seat)
    payoff = [
        [_own(value(game, game.play_round(state, {seat: a, 1 - seat: b})), seat) for b in theirs]
        for a in mine
    ]
    cells = len(mine) * len(theirs)
    budget.charge(cells // RESULTS_PER_PLAYOUT + cells * LAST_ROUND_ITERATIONS // CELLS_PER_PLAYOUT)
    row, _ = solve(payoff, LAST_ROUND_ITERATIONS)
    return _kept(mine, row)


def is_last_round(game: AnyGame, state: Any, seat: Seat) -> bool:
    """Whether the round ends the game whatever is submitted (five squares empty or fewer)."""
    return len(game.legal_moves(state, seat)) <= LAST_ROUND_PAIRS


def draw(strategy: dict[str, float], rng: random.Random) -> str:
    """One submission of ``strategy`` drawn with ``rng`` (in the strategy's order)."""
    moves = list(strategy)
    return rng.choices(moves, weights=[strategy[m] for m in moves])[0]


def mirror(move: str) -> str:
    """The submission with ``move``'s squares and the colours swapped: against ``move`` it
    burns both of its stones (RULES.md §3)."""
    _, black, _, white = move.split()
    return f"b {white} w {black}"


def _kept(moves: list[str], strategy: list[float]) -> dict[str, float]:
    """``strategy`` over ``moves`` without its probabilities below ``NEGLIGIBLE``, summing to
    1."""
    kept = {move: p for move, p in zip(moves, strategy, strict=True) if p >= NEGLIGIBLE}
    if not kept:  # every probability tiny: keep the likeliest
        kept = {moves[max(range(len(strategy)), key=strategy.__getitem__)]: 1.0}
    total = sum(kept.values())
    return {move: p / total for move, p in kept.items()}


def _own(chance: float, seat: Seat) -> float:
    """Seat 0's ``chance`` as ``seat``'s."""
    return chance if seat == 0 else 1 - chance
