"""Thwart Omega's round as a matrix game (RULES.md §3): a mixed strategy near its equilibrium.

A seat that always submits the pair its search likes best can be read: an opponent who has
studied it puts the other colour on its squares and burns them. So with ``Knobs.mixed`` the
submission is drawn from a mixed strategy for the round, computed afresh for the position:

1. Each seat's candidates: the submissions the decoupled search would weigh
   (``rounds.candidates``) and the *mirrors* of the other seat's best ones (its squares taken
   with the other colours: the submission that burns both of its stones), so that the strategy
   is weighed against the opponent who reads it.
2. Playouts as the decoupled search's (``rounds.search_round``: each seat picks a candidate by
   UCB1 on its own results, the round is resolved, random rounds follow for ``depth`` rounds),
   counted per pair of candidates as well as per candidate. A pair's estimate is its own
   playouts' mean shrunk towards what its row and its column say (``SHRINK`` playouts' worth),
   plus what the position estimate right after the round (``evaluate.value``: cheap, and exact
   about what collides, burns and doubles) says of the pair beyond its row and column, weighed
   by how far the playouts bear that out (early in the game they hardly do: random rounds
   follow).
3. Regret matching+ (``ai.regret``) on the corrected matrix gives both seats' strategies; the
   seat's own, with the smallest probabilities dropped, is the mixed strategy; the level's
   ``random.Random`` draws the submission from it.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ai.budget import Budget
from ai.evaluate import value
from ai.knobs import Knobs
from ai.regret import solve
from ai.rounds import candidates, rollout
from rules.game import Game, Seat

AnyGame = Game[Any]
# The other seat's best candidates whose mirrors each seat weighs as well.
MIRRORED = 8
# A pair's own playouts are weighed against its row's and column's as if those were this many
# (measured: 3 let the noise of a few playouts choose the strategy, and it lost chances).
SHRINK = 20.0
# Regret matching+ iterations on the final matrix.
ITERATIONS = 200
# What the work besides playouts costs, counted in playouts so that a move takes no longer than
# the decoupled search's with the same budget (measured: a playout of strong's takes about as
# long as 8 estimates of a pair, or an iteration of regret matching+ over 1,500 pairs).
ESTIMATES_PER_PLAYOUT = 8
CELLS_PER_PLAYOUT = 1500
# Probabilities below this are dropped from the final strategy (noise of the estimates).
NEGLIGIBLE = 0.03


def mixed_strategy(
    game: AnyGame, state: Any, seat: Seat, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> dict[str, float]:
    """``seat``'s mixed strategy for the round being played: legal submissions and their
    probabilities (summing to 1)."""
    table = RoundTable(game, state, knobs, rng)
    table.sample(budget)
    return table.strategy(seat)


def choose_mixed(
    game: AnyGame, state: Any, seat: Seat, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> str:
    """A submission for ``seat`` drawn from ``mixed_strategy`` with ``rng``."""
    strategy = mixed_strategy(game, state, seat, knobs=knobs, budget=budget, rng=rng)
    moves = list(strategy)
    return rng.choices(moves, weights=[strategy[m] for m in moves])[0]


class RoundTable:
    """The round's matrix: both seats' candidates, the playouts of pairs of them and what they
    say of every pair (seat 0's winning chance)."""

    def __init__(self, game: AnyGame, state: Any, knobs: Knobs, rng: random.Random) -> None:
        """The candidates and the interactions of every pair of them, before any playout."""
        self.game, self.state, self.knobs, self.rng = game, state, knobs, rng
        own = {s: candidates(game, state, s, knobs, rng) for s in (0, 1)}
        self.moves: dict[Seat, list[str]] = {
            s: _with_mirrors(game, state, s, own[s], own[1 - s]) for s in (0, 1)
        }
        rows, columns = self.moves[0], self.moves[1]
        static = [
            [value(game, game.play_round(state, {0: a, 1: b})) for b in columns] for a in rows
        ]
        self.interaction = _interaction(static)
        self.sums = [[0.0] * len(columns) for _ in rows]
        self.counts = [[0] * len(columns) for _ in rows]
        self.row_sums, self.row_counts = [0.0] * len(rows), [0] * len(rows)
        self.column_sums, self.column_counts = [0.0] * len(columns), [0] * len(columns)
        self.total, self.played = 0.0, 0
        self.strategies: dict[Seat, list[float]] = {}

    def sample(self, budget: Budget) -> None:
        """Playouts while ``budget`` lasts, then both seats' strategies by regret matching+."""
        cells = len(self.moves[0]) * len(self.moves[1])
        budget.charge(cells // ESTIMATES_PER_PLAYOUT + cells * ITERATIONS // CELLS_PER_PLAYOUT)
        while budget.spend():
            i, j = self._upper(0), self._upper(1)
            after = self.game.play_round(self.state, {0: self.moves[0][i], 1: self.moves[1][j]})
            result = rollout(self.game, after, self.knobs.depth, self.rng)
            self.sums[i][j] += result
            self.counts[i][j] += 1
            self.row_sums[i] += result
            self.row_counts[i] += 1
            self.column_sums[j] += result
            self.column_counts[j] += 1
            self.total += result
            self.played += 1
        row, column = solve(self.estimates(), ITERATIONS)
        self.strategies = {0: row, 1: column}

    def estimates(self) -> list[list[float]]:
        """Seat 0's winning chance for every pair of candidates (rows: seat 0's): a pair's own
        playouts, shrunk towards what its row's and its column's say, and what the estimate
        right after the round says of the pair's interaction (how much more or less it gives
        than the row and column alone), as far as the playouts bear that out."""
        prior = self._additive()
        weight = self._interaction_weight(prior)
        return [
            [
                (self.sums[i][j] + SHRINK * (line[j] + weight * self.interaction[i][j]))
                / (self.counts[i][j] + SHRINK)
                for j in range(len(line))
            ]
            for i, line in enumerate(prior)
        ]

    def _additive(self) -> list[list[float]]:
        """Row mean plus column mean less the mean of all playouts (0.5 before any)."""
        mean = self.total / self.played if self.played else 0.5
        rows = [_mean(s, n, mean) for s, n in zip(self.row_sums, self.row_counts, strict=True)]
        columns = [
            _mean(s, n, mean) for s, n in zip(self.column_sums, self.column_counts, strict=True)
        ]
        return [[r + c - mean for c in columns] for r in rows]

    def _interaction_weight(self, prior: list[list[float]]) -> float:
        """How far the playouts follow the interactions of the estimate after the round: the
        least-squares slope of the playouts' departures from ``prior`` on them, from 0 to 1."""
        covariance = variance = 0.0
        for i, line in enumerate(self.interaction):
            for j, x in enumerate(line):
                n = self.counts[i][j]
                if n:
                    covariance += x * (self.sums[i][j] - n * prior[i][j])
                    variance += n * x * x
        return min(1.0, max(0.0, covariance / variance)) if variance > 0.0 else 0.0

    def strategy(self, seat: Seat) -> dict[str, float]:
        """``seat``'s strategy after ``sample``, without its negligible probabilities."""
        if not self.strategies:
            raise RuntimeError("sample the table first")
        kept = {
            move: p
            for move, p in zip(self.moves[seat], self.strategies[seat], strict=True)
            if p >= NEGLIGIBLE
        }
        if not kept:  # every probability tiny: keep the likeliest
            best = max(range(len(self.moves[seat])), key=self.strategies[seat].__getitem__)
            kept = {self.moves[seat][best]: 1.0}
        total = sum(kept.values())
        return {move: p / total for move, p in kept.items()}

    def _upper(self, seat: Seat) -> int:
        """The candidate UCB1 picks for ``seat`` on its own results (as ``rounds._pick``)."""
        if seat == 0:
            sums, counts, sign, offset = self.row_sums, self.row_counts, 1.0, 0.0
        else:
            sums, counts, sign, offset = self.column_sums, self.column_counts, -1.0, 1.0
        for k, n in enumerate(counts):
            if n == 0:
                return k
        log_n = math.log(self.played)
        c = self.knobs.exploration

        def bound(k: int) -> float:
            return offset + sign * sums[k] / counts[k] + c * math.sqrt(log_n / counts[k])

        return max(range(len(counts)), key=bound)


def mirror(move: str) -> str:
    """The submission with ``move``'s squares and the colours swapped: against ``move`` it
    burns both of its stones (RULES.md §3)."""
    _, black, _, white = move.split()  # the canonical ``b c3 w e5`` of ``legal_moves``
    return f"b {white} w {black}"


def _with_mirrors(
    game: AnyGame, state: Any, seat: Seat, own: list[str], others: list[str]
) -> list[str]:
    legal = set(game.legal_moves(state, seat))
    moves = list(own)
    for other in others[:MIRRORED]:
        mirrored = mirror(other)
        if mirrored in legal and mirrored not in moves:
            moves.append(mirrored)
    return moves


def _interaction(matrix: list[list[float]]) -> list[list[float]]:
    """``matrix`` less its row and column means (plus the overall mean): what a pair gives
    beyond its row and its column."""
    rows = [sum(line) / len(line) for line in matrix]
    columns = [sum(column) / len(matrix) for column in zip(*matrix, strict=True)]
    mean = sum(rows) / len(rows)
    return [
        [x - rows[i] - columns[j] + mean for j, x in enumerate(line)]
        for i, line in enumerate(matrix)
    ]


def _mean(total: float, count: int, default: float) -> float:
    return total / count if count else default
