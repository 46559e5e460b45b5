"""Thwart Omega's round as a reading game (RULES.md §3): a mixed strategy near its equilibrium.

A seat that always submits the pair its search likes best can be read: an opponent who has
studied it puts its own stones of the other colour on that pair's squares and burns them. So
with ``Knobs.mixed`` the submission is drawn from a mixed strategy for the round, computed
afresh for the position:

1. The decoupled search (``rounds.search_round``) runs on ``SEARCH_SHARE`` of the budget, as the
   pure level's does on all of it: it says which submissions are good for each seat, against
   the other seat's good ones.
2. The seat's ``ROWS`` most visited submissions are the rows of a matrix game. Its columns are
   the reader's replies: the other seat's most visited submission (the *ordinary* reply, what it
   plays when it does not read), and against every row its three burns (both squares with the
   other colours, the mirror; or one square, the ordinary reply's other stone kept: the cheap
   burns a reader prefers, since its other stone still builds).
3. The rest of the budget plays the round's pairs of the matrix (the round, then ``depth``
   random rounds, as the search's playouts). A pair whose squares do not meet is worth its
   row's value (the search's playouts and these, pooled) plus what its column costs the reader
   when it misses (pooled over all the rows it misses); a pair whose squares meet (a burn that
   hits, or a double) has its own playouts, which get more of the budget.
4. Regret matching+ (``ai.sealed.regret``) gives the seat's average strategy over the rows (the one
   that converges to the equilibrium; the last iteration's does not); the smallest probabilities
   are dropped and the level's ``random.Random`` draws the submission from it.

When no burn pays, the equilibrium is the best row alone (the pure level's pair); the more a
burn would take from a row, the more the strategy spreads over rows whose squares differ.

With ``Knobs.hedge`` (``hedged_strategy``) the reading game is played only where the search
cannot tell its pair from others: the search runs on ``HEDGE_SEARCH_SHARE`` of the budget, and
its rows are the most visited submission and its *rivals* (``rivals``: arms whose mean is within
``HEDGE_NOISE`` standard errors of it, well visited). Without rivals the search goes on with the
rest of the budget and its pair is played, exactly the pure level's. With them the matrix's
playouts take the rest; the rows mixed are those as good as the first against the ordinary
reply within the estimates' noise (a row the non-reading reply burns is not worth its hedge
against a reader), and the mix is played if it takes enough from a reader's best reply
(``hedge_or_pure``).
"""

from __future__ import annotations

import math
import random
from typing import Any

from ai.budget import Budget
from ai.evaluate import value
from ai.knobs import Knobs
from ai.sealed.regret import best_column, solve
from ai.sealed.rounds import (
    Arm,
    average_strategy,
    choose_submission,
    rollout,
    search_round,
    visit_strategy,
)
from rules.game import Game, Seat

AnyGame = Game[Any]
# The decoupled search's share of the budget; the rest estimates the matrix.
SEARCH_SHARE = 0.7
# The seat's most visited submissions weighed as rows.
ROWS = 6
# A row needs at least this share of the most visited submission's visits (the search gave up
# on the others early: they are clearly worse).
ROW_VISITS = 0.25
# The prior of a pair that meets (its row and its column) counts as this many of its playouts.
SHRINK = 8.0
# At most this many legal submissions (five empty squares): the round ends the game whatever
# is submitted, and the whole matrix is solved exactly (``last_round``).
LAST_ROUND_PAIRS = 20
LAST_ROUND_ITERATIONS = 1000
# A playout costs about as much as this many exact results of a pair.
RESULTS_PER_PLAYOUT = 8
# A pair whose squares meet gets this many turns of the matrix's playouts per turn of the others.
MEETING_WEIGHT = 3
# Regret matching+ iterations on the matrix (a few thousand cells at most: cheap).
ITERATIONS = 2000
# What regret matching costs, counted in playouts: a playout takes about as long as this many
# cells of an iteration.
CELLS_PER_PLAYOUT = 1500
# Probabilities below this are dropped from the final strategy (noise of the estimates).
NEGLIGIBLE = 0.03

# Regret matching+ in the search (``Knobs.matching``): probabilities of its average strategy
# below this are dropped (purification); with Exp3 (``Knobs.exp3``), below this.
MATCHING_NEGLIGIBLE = 0.2
EXP3_NEGLIGIBLE = 0.1

# The hedge (``Knobs.hedge``, ``hedged_strategy``): the decoupled search's share of the budget
# before it looks for rivals of its pair; without any, the search goes on with the rest.
HEDGE_SEARCH_SHARE = 0.8
# A rival: an arm of the seat whose mean result is below the most visited arm's by at most this
# many standard errors of their difference (the two are equal within the search's noise) ...
HEDGE_NOISE = 1.0
# ... and that has at least this share of its visits (its mean is not a handful of playouts).
HEDGE_VISITS = 0.2
# The most visited arm and at most this many rivals less one are the rows.
HEDGE_ROWS = 4
# Probabilities below this are dropped from the hedged strategy (purification).
HEDGE_NEGLIGIBLE = 0.05
# The rows mixed do as well as the first against the ordinary reply within this many standard
# errors of a pair's estimate (``ReadingGame.noise``) ...
HEDGE_ORDINARY = 1.0
# ... and the mix is played only if it takes from the reader's best reply at least this many
# of them more than the first row alone would let it take; else the first row alone.
HEDGE_GAIN = 0.0


def mixed_strategy(
    game: AnyGame, state: Any, seat: Seat, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> dict[str, float]:
    """``seat``'s mixed strategy for the round being played: legal submissions and their
    probabilities (summing to 1)."""
    if is_last_round(game, state, seat):
        return last_round(game, state, seat, budget)
    return ReadingGame.built(game, state, seat, knobs=knobs, budget=budget, rng=rng).strategy()


def last_round(game: AnyGame, state: Any, seat: Seat, budget: Budget) -> dict[str, float]:
    """The strategy when at most five squares are empty: whatever both seats submit, the round
    ends the game (three or fewer squares are left empty), so every pair of submissions has its
    exact result and the whole matrix is solved, every submission of each seat a row or a
    column (RULES.md §3)."""
    mine, theirs = game.legal_moves(state, seat), game.legal_moves(state, 1 - seat)
    payoff = [
        [_own(value(game, game.play_round(state, {seat: a, 1 - seat: b})), 1, seat) for b in theirs]
        for a in mine
    ]
    cells = len(mine) * len(theirs)
    budget.charge(cells // RESULTS_PER_PLAYOUT + cells * LAST_ROUND_ITERATIONS // CELLS_PER_PLAYOUT)
    row, _ = solve(payoff, LAST_ROUND_ITERATIONS)
    return _kept(mine, row)


def hedged_strategy(
    game: AnyGame, state: Any, seat: Seat, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> dict[str, float]:
    """``seat``'s strategy for the round with ``Knobs.hedge``: the last round's exact
    equilibrium; before it, the decoupled search's pair, unless some of the seat's other arms
    are as good within the search's noise (``rivals``): then the reading game over those arms
    alone, on the rest of the budget (see the module)."""
    if is_last_round(game, state, seat):
        return last_round(game, state, seat, budget)
    search = budget.share(HEDGE_SEARCH_SHARE)
    arms = search_round(game, state, knobs=knobs, budget=search, rng=rng)
    budget.used += search.used
    rows = rivals(arms[seat])
    if len(rows) == 1:  # one pair clearly best: the search goes on, as the pure level's
        rest = budget.share(1.0)
        search_round(game, state, knobs=knobs, budget=rest, rng=rng, arms=arms)
        budget.used += rest.used
        return {max(arms[seat], key=lambda arm: arm.visits).move: 1.0}
    table = ReadingGame(game, state, seat, arms, knobs=knobs, rng=rng, rows=rows)
    budget.charge(len(table.rows) * len(table.columns) * ITERATIONS // CELLS_PER_PLAYOUT)
    table.sample(budget)
    noise = table.noise()
    estimates = table.estimates()
    return hedge_or_pure(
        table.rows, estimates, ordinary=HEDGE_ORDINARY * noise, gain=HEDGE_GAIN * noise
    )


def rivals(arms: list[Arm]) -> list[Arm]:
    """The most visited of ``arms`` and, by visits, the others whose mean is not below its mean
    by more than ``HEDGE_NOISE`` standard errors of the difference, with at least
    ``HEDGE_VISITS`` of its visits; ``HEDGE_ROWS`` at most."""
    ordered = sorted(arms, key=lambda arm: arm.visits, reverse=True)
    best = ordered[0]
    found = [best]
    for arm in ordered[1:]:
        if len(found) == HEDGE_ROWS or arm.visits < max(2, HEDGE_VISITS * best.visits):
            break
        noise = math.sqrt(best.variance() / best.visits + arm.variance() / arm.visits)
        if best.mean() - arm.mean() <= HEDGE_NOISE * noise:
            found.append(arm)
    return found


def matched_strategy(
    game: AnyGame, state: Any, seat: Seat, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> dict[str, float]:
    """``seat``'s strategy for the round with ``Knobs.matching`` or ``Knobs.visit_mix``: the
    last round's exact equilibrium (with ``last_round``); before it, from the decoupled search
    on the whole budget (``rounds.search_round``), the average strategy of the seat's regret
    matching (or Exp3) without its probabilities below ``MATCHING_NEGLIGIBLE`` (or
    ``EXP3_NEGLIGIBLE``); with ``visit_mix`` and UCB1, its candidates visited at least
    ``visit_mix`` times as often as the most visited one, in proportion to their visits."""
    if knobs.last_round and is_last_round(game, state, seat):
        return last_round(game, state, seat, budget)
    arms = search_round(game, state, knobs=knobs, budget=budget, rng=rng)
    if knobs.matching is None:
        return visit_strategy(arms[seat], knobs.visit_mix or 1.0)
    negligible = MATCHING_NEGLIGIBLE if knobs.exp3 is None else EXP3_NEGLIGIBLE
    return average_strategy(arms[seat], negligible)


def choose(
    game: AnyGame, state: Any, seat: Seat, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> str:
    """``seat``'s sealed submission as ``knobs`` say, drawn with ``rng`` (the level's seed):
    from ``matched_strategy`` (``matching``, ``visit_mix``), from ``hedged_strategy`` (``hedge``), from
    ``mixed_strategy`` (``mixed``), from the last round's exact equilibrium there and the
    decoupled search's pair before it (``last_round``), or the decoupled search's pair
    (``rounds.choose_submission``)."""
    if knobs.matching is not None or knobs.visit_mix is not None:
        return draw(matched_strategy(game, state, seat, knobs=knobs, budget=budget, rng=rng), rng)
    if knobs.hedge:
        return draw(hedged_strategy(game, state, seat, knobs=knobs, budget=budget, rng=rng), rng)
    if knobs.mixed:
        return choose_mixed(game, state, seat, knobs=knobs, budget=budget, rng=rng)
    if knobs.last_round and is_last_round(game, state, seat):
        return draw(last_round(game, state, seat, budget), rng)
    return choose_submission(game, state, seat, knobs=knobs, budget=budget, rng=rng)


def level_strategy(
    game: AnyGame, state: Any, seat: Seat, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> dict[str, float]:
    """The distribution ``choose`` draws from with this seed (a single pair: probability 1)."""
    if knobs.matching is not None or knobs.visit_mix is not None:
        return matched_strategy(game, state, seat, knobs=knobs, budget=budget, rng=rng)
    if knobs.hedge:
        return hedged_strategy(game, state, seat, knobs=knobs, budget=budget, rng=rng)
    if knobs.mixed or (knobs.last_round and is_last_round(game, state, seat)):
        return mixed_strategy(game, state, seat, knobs=knobs, budget=budget, rng=rng)
    return {choose_submission(game, state, seat, knobs=knobs, budget=budget, rng=rng): 1.0}


def is_last_round(game: AnyGame, state: Any, seat: Seat) -> bool:
    """Whether the round ends the game whatever is submitted (five squares empty or fewer)."""
    return len(game.legal_moves(state, seat)) <= LAST_ROUND_PAIRS


def choose_mixed(
    game: AnyGame, state: Any, seat: Seat, *, knobs: Knobs, budget: Budget, rng: random.Random
) -> str:
    """A submission for ``seat`` drawn from ``mixed_strategy`` with ``rng``."""
    strategy = mixed_strategy(game, state, seat, knobs=knobs, budget=budget, rng=rng)
    return draw(strategy, rng)


def draw(strategy: dict[str, float], rng: random.Random) -> str:
    """One submission of ``strategy`` drawn with ``rng`` (in the strategy's order)."""
    moves = list(strategy)
    return rng.choices(moves, weights=[strategy[m] for m in moves])[0]


class ReadingGame:
    """One seat's rows (its best submissions) against the reader's columns (the ordinary reply
    and the burns of every row), with the playouts of their pairs: ``seat``'s winning chance."""

    def __init__(
        self,
        game: AnyGame,
        state: Any,
        seat: Seat,
        arms: dict[Seat, list[Arm]],
        *,
        knobs: Knobs,
        rng: random.Random,
        rows: list[Arm] | None = None,
    ) -> None:
        """The rows and columns that ``arms`` (a finished ``search_round``) suggest: ``rows``
        if given (some of ``seat``'s arms), else the ``ROWS`` most visited."""
        self.game, self.state, self.seat, self.knobs, self.rng = game, state, seat, knobs, rng
        if rows is None:
            mine = sorted(arms[seat], key=lambda arm: arm.visits, reverse=True)
            floor = ROW_VISITS * mine[0].visits
            rows = [a for a in mine[:ROWS] if a.visits >= floor and a.visits > 0] or mine[:1]
        ordinary = max(arms[1 - seat], key=lambda arm: arm.visits).move
        legal = set(game.legal_moves(state, 1 - seat))
        columns = [ordinary]
        for arm in rows:
            columns += [b for b in burns(arm.move, ordinary) if b in legal and b not in columns]
        self.rows = [arm.move for arm in rows]
        self.columns = columns
        # The search's playouts of a row (its own results, as ``seat``'s) count towards its
        # value against the ordinary reply.
        self.row_sums = [arm.total for arm in rows]
        self.row_counts = [arm.visits for arm in rows]
        self.spread = math.sqrt(rows[0].variance())
        self.meets = [[_meet(r, c) for c in columns] for r in self.rows]
        self.sums = [[0.0] * len(columns) for _ in rows]
        self.counts = [[0] * len(columns) for _ in rows]
        self.played = 0

    @classmethod
    def built(
        cls,
        game: AnyGame,
        state: Any,
        seat: Seat,
        *,
        knobs: Knobs,
        budget: Budget,
        rng: random.Random,
    ) -> ReadingGame:
        """The search, then the matrix's playouts, both within ``budget``."""
        search = budget.share(SEARCH_SHARE)
        arms = search_round(game, state, knobs=knobs, budget=search, rng=rng)
        budget.used += search.used
        table = cls(game, state, seat, arms, knobs=knobs, rng=rng)
        cells = len(table.rows) * len(table.columns)
        budget.charge(cells * ITERATIONS // CELLS_PER_PLAYOUT)
        table.sample(budget)
        return table

    def sample(self, budget: Budget) -> None:
        """Playouts of the matrix's pairs while ``budget`` lasts, in turn, the pairs whose
        squares meet ``MEETING_WEIGHT`` times as often."""
        turns = [
            (i, j)
            for i, line in enumerate(self.meets)
            for j, meets in enumerate(line)
            for _ in range(MEETING_WEIGHT if meets else 1)
        ]
        order = self.rng.sample(turns, len(turns))
        other = 1 - self.seat
        while budget.spend():
            i, j = order[self.played % len(order)]
            after = self.game.play_round(
                self.state, {self.seat: self.rows[i], other: self.columns[j]}
            )
            result = _own(rollout(self.game, after, self.knobs.depth, self.rng), 1, self.seat)
            self.sums[i][j] += result
            self.counts[i][j] += 1
            self.played += 1

    def noise(self) -> float:
        """The standard error of a pair's estimate where the squares meet: the spread of the
        first row's results in the search over the mean playouts of those pairs (the prior
        counted as ``SHRINK`` of them)."""
        meeting = [
            count
            for line, meets in zip(self.counts, self.meets, strict=True)
            for count, meet in zip(line, meets, strict=True)
            if meet
        ]
        mean = sum(meeting) / len(meeting) if meeting else 0.0
        return self.spread / math.sqrt(mean + SHRINK)

    def estimates(self) -> list[list[float]]:
        """The seat's winning chance for every pair: a row's value against the ordinary reply,
        plus the column's cost to the reader when it misses; a pair that meets, its own
        playouts, weighed against that as if it were ``SHRINK`` playouts (a few unlucky
        playouts of a burn must not move the strategy off the best row)."""
        rows = [
            (self.row_sums[i] + self.sums[i][0]) / max(1, self.row_counts[i] + self.counts[i][0])
            for i in range(len(self.rows))
        ]
        misses: list[float] = []
        for j in range(len(self.columns)):
            total, count = 0.0, 0
            for i in range(len(self.rows)):
                if j and not self.meets[i][j]:
                    total += self.sums[i][j] - self.counts[i][j] * rows[i]
                    count += self.counts[i][j]
            misses.append(total / count if count else 0.0)
        return [
            [
                (self.sums[i][j] + SHRINK * (rows[i] + misses[j])) / (self.counts[i][j] + SHRINK)
                if self.meets[i][j]
                else rows[i] + misses[j]
                for j in range(len(self.columns))
            ]
            for i in range(len(self.rows))
        ]

    def strategy(self, negligible: float = NEGLIGIBLE) -> dict[str, float]:
        """The seat's strategy, without its probabilities below ``negligible`` (summing to 1)."""
        return row_strategy(self.rows, self.estimates(), negligible)


def hedge_or_pure(
    moves: list[str], payoff: list[list[float]], *, ordinary: float, gain: float
) -> dict[str, float]:
    """The row player's strategy for the hedge, the first column being the reply of a player
    who does not read (the one met most often): ``row_strategy`` (purified by
    ``HEDGE_NEGLIGIBLE``) over the rows that do as well as the first against that reply within
    ``ordinary``, if the mix leaves a best replying column player at least ``gain`` less than
    ``moves[0]`` alone would (the reader's gain that mixing takes away beats the estimates'
    noise); else ``moves[0]`` alone."""
    kept = [i for i, line in enumerate(payoff) if line[0] >= payoff[0][0] - ordinary]
    strategy = row_strategy([moves[i] for i in kept], [payoff[i] for i in kept], HEDGE_NEGLIGIBLE)
    mix = [strategy.get(move, 0.0) for move in moves]
    alone = [1.0] + [0.0] * (len(moves) - 1)
    if best_column(payoff, mix)[1] - best_column(payoff, alone)[1] >= gain:
        return strategy
    return {moves[0]: 1.0}


def row_strategy(
    moves: list[str], payoff: list[list[float]], negligible: float = NEGLIGIBLE
) -> dict[str, float]:
    """The row player's average strategy by regret matching+ on ``payoff`` (its rows
    ``moves``), without its probabilities below ``negligible``, summing to 1."""
    row, _ = solve(payoff, ITERATIONS)
    return _kept(moves, row, negligible)


def _kept(
    moves: list[str], strategy: list[float], negligible: float = NEGLIGIBLE
) -> dict[str, float]:
    """``strategy`` over ``moves`` without its probabilities below ``negligible``, summing to
    1."""
    kept = {move: p for move, p in zip(moves, strategy, strict=True) if p >= negligible}
    if not kept:  # every probability tiny: keep the likeliest
        kept = {moves[max(range(len(strategy)), key=strategy.__getitem__)]: 1.0}
    total = sum(kept.values())
    return {move: p / total for move, p in kept.items()}


def burns(move: str, ordinary: str) -> list[str]:
    """The other seat's replies that burn ``move``'s squares: the mirror (both), and each one
    alone with the other stone of its ``ordinary`` reply (possibly illegal: same square)."""
    _, black, _, white = move.split()  # the canonical ``b c3 w e5`` of ``legal_moves``
    _, own_black, _, own_white = ordinary.split()
    found = [mirror(move), f"b {own_black} w {black}", f"b {white} w {own_white}"]
    return [reply for reply in found if _squares_differ(reply)]


def mirror(move: str) -> str:
    """The submission with ``move``'s squares and the colours swapped: against ``move`` it
    burns both of its stones (RULES.md §3)."""
    _, black, _, white = move.split()
    return f"b {white} w {black}"


def _squares_differ(move: str) -> bool:
    _, black, _, white = move.split()
    return black != white


def _meet(move: str, reply: str) -> bool:
    """Whether the two submissions share a square (a burn or a double)."""
    return bool(set(move.split()[1::2]) & set(reply.split()[1::2]))


def _own(chance: float, count: int, seat: Seat) -> float:
    """Seat 0's ``chance`` summed over ``count`` playouts, as ``seat``'s."""
    return chance if seat == 0 else count - chance
