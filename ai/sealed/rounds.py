"""Decoupled UCT at the round being played, for Thwart Omega's sealed simultaneous rounds (§3).

A seat chooses its submission without seeing the other's, so the search keeps one set of
statistics per seat: each playout, both seats pick a submission from their own candidates by
UCB1 on their own results, the round is resolved with ``play_round``, and random rounds follow.
2,352 submissions on an empty board are too many to weigh each, so every seat weighs a sample of
candidates; with ``ordering``, the sample is the best of a larger one by a look-ahead of one
round against a random reply.

With ``Knobs.matching`` each seat picks by regret matching instead (``_mix``: simultaneous-move
MCTS's regret matching selection, Lanctot, Lisý and Winands 2013): a random draw from a mix of
its candidates in proportion to their regrets (estimated from the one pair each playout samples,
weighted by its probability; clipped at zero, as in regret matching+), ``matching`` of it
uniform; with ``Knobs.exp3`` too, by Exp3 (in proportion to the exponential of their estimated
totals). The average of those mixes (``average_strategy``) tends to an equilibrium of the round
among the candidates, and the submission is drawn from it (``ai.sealed.equilibrium``).
"""

from __future__ import annotations

import math
import random
from typing import Any

from ai.budget import Budget
from ai.evaluate import value
from ai.knobs import Knobs
from rules.game import Game, Seat

AnyGame = Game[Any]
# How many random submissions the look-ahead screens for each candidate it keeps.
SCREENED_PER_CANDIDATE = 6
# ``respond``: the watched submission's share of the playouts (one in this many), at least.
WATCHED_EVERY = 4


class Arm:
    """One candidate submission of one seat and its results for that seat (``squares``: the
    sum of their squares, for their spread); with ``Knobs.matching``, its regret (with
    ``Knobs.exp3``: its estimated total result) and its weight in the seat's average
    strategy."""

    __slots__ = ("move", "regret", "squares", "total", "visits", "weight")

    def __init__(self, move: str) -> None:
        self.move = move
        self.visits = 0
        self.total = 0.0
        self.squares = 0.0
        self.regret = 0.0
        self.weight = 0.0

    def add(self, result: float) -> None:
        """Counts one playout's ``result`` (for this arm's seat)."""
        self.visits += 1
        self.total += result
        self.squares += result * result

    def mean(self) -> float:
        """The mean result, 0.5 before any playout."""
        return self.total / self.visits if self.visits else 0.5

    def variance(self) -> float:
        """The results' variance (0 before two playouts)."""
        if self.visits < 2:
            return 0.0
        mean = self.total / self.visits
        return max(0.0, (self.squares - self.visits * mean * mean) / (self.visits - 1))


def choose_submission(
    game: AnyGame, state: Any, seat: Seat, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> str:
    """``seat``'s sealed submission for the round being played."""
    arms = search_round(game, state, knobs=knobs, budget=budget, rng=rng)
    return max(arms[seat], key=lambda arm: arm.visits).move


def search_round(
    game: AnyGame,
    state: Any,
    *,
    knobs: Knobs,
    budget: Budget,
    rng: random.Random,
    arms: dict[Seat, list[Arm]] | None = None,
) -> dict[Seat, list[Arm]]:
    """Both seats' candidates for the round being played, with their results after the search.
    Given ``arms`` (an earlier ``search_round``'s, with the same ``rng``), the search goes on
    where that one stopped: two runs on budgets of 2,400 and 600 playouts end where one of
    3,000 ends."""
    if arms is None:
        arms = {s: [Arm(m) for m in _candidates(game, state, s, knobs, rng)] for s in (0, 1)}
    rounds = sum(arm.visits for arm in arms[0])
    totals = {s: sum(arm.total for arm in arms[s]) for s in (0, 1)}
    while budget.spend():
        rounds += 1
        if knobs.matching is None:
            picked = {s: _pick(arms[s], rounds, knobs.exploration) for s in (0, 1)}
            mixes = None
        else:
            mixes = {s: _mix(arms[s], knobs.matching, knobs.exp3) for s in (0, 1)}
            picked = {s: _draw(arms[s], mixes[s], rng) for s in (0, 1)}
        after = game.play_round(state, {s: arm.move for s, arm in picked.items()})
        result = rollout(game, after, knobs.depth, rng)
        for s, arm in picked.items():
            own = result if s == 0 else 1.0 - result
            if mixes is not None:
                baseline = totals[s] / (rounds - 1) if rounds > 1 else 0.5
                _regrets(arms[s], mixes[s], arm, own - baseline, rounds=rounds, eta=knobs.exp3)
                totals[s] += own
            arm.add(own)
    return arms


def average_strategy(arms: list[Arm], negligible: float) -> dict[str, float]:
    """A seat's average strategy after a ``search_round`` with ``Knobs.matching``: its
    candidates in proportion to their weights, those below ``negligible`` dropped (the noise of
    the estimates and the exploration's uniform share: purification), summing to 1; the most
    visited candidate alone if nothing has weight (no playout ran)."""
    if sum(arm.weight for arm in arms) <= 0.0:
        return {max(arms, key=lambda arm: arm.visits).move: 1.0}
    return _purified(arms, [arm.weight for arm in arms], negligible)


def visit_strategy(arms: list[Arm], ratio: float) -> dict[str, float]:
    """A seat's candidates visited at least ``ratio`` times as often as the most visited one in
    a ``search_round`` (UCB1 visits near-equal candidates alike and soon leaves worse ones), in
    proportion to their visits, summing to 1."""
    top = max(arm.visits for arm in arms)
    if top == 0:
        return {arms[0].move: 1.0}
    kept = [arm for arm in arms if arm.visits >= ratio * top]
    total = sum(arm.visits for arm in kept)
    return {arm.move: arm.visits / total for arm in kept}


def _purified(arms: list[Arm], weights: list[float], negligible: float) -> dict[str, float]:
    total = sum(weights)
    kept = {
        arm.move: w / total for arm, w in zip(arms, weights, strict=True) if w / total >= negligible
    }
    if not kept:  # every weight tiny: the heaviest
        return {arms[max(range(len(arms)), key=weights.__getitem__)].move: 1.0}
    left = sum(kept.values())
    return {move: p / left for move, p in kept.items()}


def round_chance(arms: dict[Seat, list[Arm]]) -> float:
    """Seat 0's winning chance by a finished ``search_round``: the mean of all its playouts (both
    seats mostly playing their best candidates by then), 0.5 before any."""
    visits = sum(arm.visits for arm in arms[0])
    return sum(arm.total for arm in arms[0]) / visits if visits else 0.5


def respond(
    game: AnyGame,
    state: Any,
    seat: Seat,
    opponent: str,
    moves: list[str],
    *,
    knobs: Knobs,
    budget: Budget,
    rng: random.Random,
    watched: str | None = None,
) -> list[Arm]:
    """``seat``'s ``moves`` weighed against the other seat's known submission ``opponent``, by
    the same playouts as ``search_round`` (the round, then random rounds) with UCB1 choosing among
    them. ``watched`` (one of ``moves``) gets every ``WATCHED_EVERY``-th playout besides, so that
    its result is known as surely as the best one's, however poor it is."""
    other = 1 - seat
    arms = [Arm(m) for m in moves]
    watch = next((arm for arm in arms if arm.move == watched), None)
    rounds = 0
    while budget.spend():
        rounds += 1
        if watch is not None and rounds % WATCHED_EVERY == 0:
            arm = watch
        else:
            arm = _pick(arms, rounds, knobs.exploration)
        after = game.play_round(state, {seat: arm.move, other: opponent})
        result = rollout(game, after, knobs.depth, rng)
        arm.add(result if seat == 0 else 1.0 - result)
    return arms


def candidates(
    game: AnyGame, state: Any, seat: Seat, knobs: Knobs, rng: random.Random
) -> list[str]:
    """The submissions ``search_round`` weighs for ``seat``."""
    return _candidates(game, state, seat, knobs, rng)


def _candidates(
    game: AnyGame, state: Any, seat: Seat, knobs: Knobs, rng: random.Random
) -> list[str]:
    moves = game.legal_moves(state, seat)
    if len(moves) <= knobs.candidates:
        return moves
    if not knobs.ordering:
        return rng.sample(moves, knobs.candidates)
    screened = rng.sample(moves, min(len(moves), knobs.candidates * SCREENED_PER_CANDIDATE))
    other = 1 - seat

    def promise(move: str) -> float:
        reply = game.random_move(state, other, rng)
        after = value(game, game.play_round(state, {seat: move, other: reply}))
        return after if seat == 0 else 1.0 - after

    return sorted(screened, key=promise, reverse=True)[: knobs.candidates]


def _mix(arms: list[Arm], exploration: float, eta: float | None = None) -> list[float]:
    """The mix a seat's next candidate is drawn from, ``exploration`` of it spread evenly over
    ``arms``: regret matching, in proportion to their positive regrets (uniform while none is
    positive); with ``eta`` (Exp3), in proportion to ``exp(eta x`` their estimated totals)."""
    even = 1.0 / len(arms)
    if eta is not None:
        top = max(arm.regret for arm in arms)
        weights = [math.exp(eta * (arm.regret - top)) for arm in arms]
        scale = (1.0 - exploration) / sum(weights)
        return [scale * w + exploration * even for w in weights]
    positive = [arm.regret if arm.regret > 0.0 else 0.0 for arm in arms]
    total = sum(positive)
    if total <= 0.0:
        return [even] * len(arms)
    return [(1.0 - exploration) * p / total + exploration * even for p in positive]


def _draw(arms: list[Arm], mix: list[float], rng: random.Random) -> Arm:
    return rng.choices(arms, weights=mix)[0]


def _regrets(
    arms: list[Arm],
    mix: list[float],
    played: Arm,
    result: float,
    *,
    rounds: int,
    eta: float | None = None,
) -> None:
    """Regret matching+'s update after one playout in which ``played`` (drawn from ``mix``)
    got ``result`` (less a baseline, the seat's mean result so far: the same regrets in
    expectation, less noise): every arm's regret grows by its estimated result less
    ``result``, the estimate being ``result`` over its probability for the arm played and 0
    for the others (unbiased: each arm's expected estimate is its expected result against the
    other seat's mix), and is clipped at zero (regret matching+: an arm that was unlucky early
    is tried again as soon as it does well). With ``eta`` (Exp3) only the arm played changes:
    its estimated total (kept in ``regret``) grows by that estimate. ``mix`` counts towards the
    average strategy with weight ``rounds`` (later mixes, nearer the equilibrium, weigh
    more)."""
    for arm, p in zip(arms, mix, strict=True):
        estimate = result / p if arm is played else 0.0
        if eta is not None:
            arm.regret += estimate
        else:
            arm.regret += estimate - result
            arm.regret = max(arm.regret, 0.0)  # regret matching+: clipped, quick to recover
        arm.weight += rounds * p


def _pick(arms: list[Arm], rounds: int, exploration: float) -> Arm:
    for arm in arms:
        if arm.visits == 0:
            return arm
    log_n = math.log(rounds)
    return max(arms, key=lambda a: a.total / a.visits + exploration * math.sqrt(log_n / a.visits))


def rollout(game: AnyGame, state: Any, depth: int | None, rng: random.Random) -> float:
    """Seat 0's chance after ``depth`` random rounds from ``state`` (to the end: ``None``)."""
    played = 0
    while game.outcome(state) is None and (depth is None or played < depth):
        state = game.play_round(state, {s: game.random_move(state, s, rng) for s in (0, 1)})
        played += 1
    return value(game, state)
