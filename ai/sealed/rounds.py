"""Decoupled UCT at the round being played, for Thwart Omega's sealed simultaneous rounds (§3).

A seat chooses its submission without seeing the other's, so the search keeps one set of
statistics per seat: each playout, both seats pick a submission from their own candidates by
UCB1 on their own results, the round is resolved with ``play_round``, and random rounds follow.
2,352 submissions on an empty board are too many to weigh each, so every seat weighs a sample of
candidates; with ``ordering``, the sample is the best of a larger one by a look-ahead of one
round against a random reply. With ``Knobs.most_candidates`` a longer search weighs more of them:
once the playouts pass ``PLAYOUTS_PER_CANDIDATE`` for each candidate a seat has, it takes another,
the best of a fresh screening, up to that many.
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
# A growing search (``Knobs.most_candidates``) gives each seat another candidate when the round's
# playouts pass this many per candidate it has: strong's 3,000 playouts a move in Discord keep its
# 20 candidates, a search at 0.5 CPU s a move (about 4,900 playouts) takes up to 32, one at 1 s
# (about 10,000) or more all 60 (strong's ``most_candidates``).
PLAYOUTS_PER_CANDIDATE = 150
# ``respond``: the watched submission's share of the playouts (one in this many), at least.
WATCHED_EVERY = 4


class Arm:
    """One candidate submission of one seat and its results for that seat."""

    __slots__ = ("move", "total", "visits")

    def __init__(self, move: str) -> None:
        self.move = move
        self.visits = 0
        self.total = 0.0

    def add(self, result: float) -> None:
        """Counts one playout's ``result`` (for this arm's seat)."""
        self.visits += 1
        self.total += result


def choose_submission(
    game: AnyGame, state: Any, seat: Seat, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> str:
    """``seat``'s sealed submission for the round being played."""
    arms = search_round(game, state, knobs=knobs, budget=budget, rng=rng)
    return max(arms[seat], key=lambda arm: arm.visits).move


def search_round(
    game: AnyGame, state: Any, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> dict[Seat, list[Arm]]:
    """Both seats' candidates for the round being played, with their results after the
    search."""
    arms = {s: [Arm(m) for m in candidates(game, state, s, knobs, rng)] for s in (0, 1)}
    most = dict.fromkeys((0, 1), knobs.most_candidates)
    legal: dict[Seat, list[str]] = {}  # a seat's legal submissions, once it grows
    rounds = 0
    while budget.spend():
        rounds += 1
        for s in (0, 1):
            if len(arms[s]) < most[s] and rounds > PLAYOUTS_PER_CANDIDATE * len(arms[s]):
                if s not in legal:
                    legal[s] = game.legal_moves(state, s)
                if (
                    move := _another_candidate(legal[s], arms[s], game, state, seat=s, rng=rng)
                ) is None:
                    most[s] = len(arms[s])
                else:
                    arms[s].append(Arm(move))
        picked = {s: _pick(arms[s], rounds, knobs.exploration) for s in (0, 1)}
        after = game.play_round(state, {s: arm.move for s, arm in picked.items()})
        result = rollout(game, after, knobs.depth, rng)
        for s, arm in picked.items():
            arm.add(result if s == 0 else 1.0 - result)
    return arms


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
    moves = game.legal_moves(state, seat)
    if len(moves) <= knobs.candidates:
        return moves
    if not knobs.ordering:
        return rng.sample(moves, knobs.candidates)
    screened = rng.sample(moves, min(len(moves), knobs.candidates * SCREENED_PER_CANDIDATE))
    ranked = sorted(screened, key=lambda move: _promise(game, state, seat, move, rng), reverse=True)
    return ranked[: knobs.candidates]


def _another_candidate(
    legal: list[str], arms: list[Arm], game: AnyGame, state: Any, *, seat: Seat, rng: random.Random
) -> str | None:
    """The best by the look-ahead of ``SCREENED_PER_CANDIDATE`` of ``seat``'s ``legal``
    submissions that its ``arms`` do not weigh yet; ``None`` when they weigh every one."""
    weighed = {arm.move for arm in arms}
    fresh = [move for move in legal if move not in weighed]
    if not fresh:
        return None
    screened = rng.sample(fresh, min(len(fresh), SCREENED_PER_CANDIDATE))
    return max(screened, key=lambda move: _promise(game, state, seat, move, rng))


def _promise(game: AnyGame, state: Any, seat: Seat, move: str, rng: random.Random) -> float:
    """``seat``'s chance by the estimate after ``move`` against a random reply."""
    other = 1 - seat
    reply = game.random_move(state, other, rng)
    after = value(game, game.play_round(state, {seat: move, other: reply}))
    return after if seat == 0 else 1.0 - after


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
