"""Regret matching+ on a two-player zero-sum matrix game: mixed strategies near equilibrium (the
last round of Thwart Omega, ``ai.sealed.equilibrium.last_round``).

The row player gets ``payoff[i][j]`` and the column player loses it. Each iteration, each player
plays in proportion to its positive accumulated regrets (regret matching+, Tammelin 2014: the
regrets are clipped at zero, the players update in turn, and later iterations weigh more in the
average). The average strategies converge to a Nash equilibrium; ``gap`` says how far a pair of
strategies is from one (what best responses to them gain, together).

>>> pennies = [[1.0, 0.0], [0.0, 1.0]]
>>> row, column = solve(pennies, 200)
>>> [round(p, 2) for p in row], [round(p, 2) for p in column]
([0.5, 0.5], [0.5, 0.5])
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import mul

Matrix = Sequence[Sequence[float]]


def solve(payoff: Matrix, iterations: int) -> tuple[list[float], list[float]]:
    """The row and column players' average strategies after ``iterations`` of regret
    matching+."""
    rows, columns = len(payoff), len(payoff[0])
    transposed = [list(column) for column in zip(*payoff, strict=True)]
    row_regret, column_regret = [0.0] * rows, [0.0] * columns
    row_sum, column_sum = [0.0] * rows, [0.0] * columns
    for t in range(1, iterations + 1):
        weight = float(t)
        row = _matching(row_regret)
        column = _matching(column_regret)
        # The row player first; the column player answers its new strategy.
        row_values = [sum(map(mul, line, column)) for line in payoff]
        expected = sum(map(mul, row_values, row))
        _accumulate(row_regret, row_values, expected, sign=1.0)
        row = _matching(row_regret)
        column_values = [sum(map(mul, line, row)) for line in transposed]
        expected = sum(map(mul, column_values, column))
        _accumulate(column_regret, column_values, expected, sign=-1.0)
        for i, p in enumerate(row):
            row_sum[i] += weight * p
        for j, p in enumerate(column):
            column_sum[j] += weight * p
    return _normalised(row_sum), _normalised(column_sum)


def gap(payoff: Matrix, row: Sequence[float], column: Sequence[float]) -> float:
    """What best responses gain against ``row`` and ``column`` together: the row player's best
    reply to ``column`` less the column player's best reply to ``row`` (0 at an equilibrium)."""
    return best_row(payoff, column)[1] - best_column(payoff, row)[1]


def best_row(payoff: Matrix, column: Sequence[float]) -> tuple[int, float]:
    """The row player's best reply to ``column`` and what it gets."""
    values = [sum(map(mul, line, column)) for line in payoff]
    best = max(range(len(values)), key=values.__getitem__)
    return best, values[best]


def best_column(payoff: Matrix, row: Sequence[float]) -> tuple[int, float]:
    """The column player's best reply to ``row`` (the least payoff) and the payoff it leaves."""
    values = [sum(map(mul, line, row)) for line in zip(*payoff, strict=True)]
    best = min(range(len(values)), key=values.__getitem__)
    return best, values[best]


def _matching(regret: list[float]) -> list[float]:
    positive = [r if r > 0.0 else 0.0 for r in regret]
    total = sum(positive)
    if total <= 0.0:
        return [1.0 / len(regret)] * len(regret)
    return [r / total for r in positive]


def _accumulate(regret: list[float], values: list[float], expected: float, *, sign: float) -> None:
    for k, v in enumerate(values):
        regret[k] += sign * (v - expected)
        regret[k] = max(regret[k], 0.0)


def _normalised(weights: list[float]) -> list[float]:
    total = sum(weights)
    return [w / total for w in weights]
