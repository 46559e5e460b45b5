"""Swiss pairings as one maximum-weight matching (``networkx.max_weight_matching``).

``pair_round(players, round_no)`` pairs everybody given (the active entrants) for one round and
returns ``(seat 0, seat 1)`` pairs in board order, the bye last as ``(seed, BYE)``.

Each possible pairing (an edge; the bye is an edge to a "bye" node present when the count is
odd) gets a cost made of tiers, and the matching minimises them **in this order** (a tier always
outweighs every tier after it together):

1. no second bye for anyone (at most one bye each, while someone without a bye is left);
2. no rematch (avoided whenever the remaining players can be paired without one);
3. the bye to the **lowest-ranked eligible** player (ranked by score, then seed);
4. equal scores: the sum over pairs of (score difference in half points)², so players meet their
   own score group and the odd one out of a group is paired down to the next group;
5. seat balance: avoid pairing two players who both need seat 0 (or both seat 1);
6. Dutch-like order inside a score group: the top half meets the bottom half (1 v g/2+1, ...),
   and a player paired down is the lowest of its group, meeting the highest of the next.

Seats (seat 0 holds the first colour, RULES.md §2): the player with fewer seat-0 games takes
seat 0; if equal, the one who sat in seat 1 last time; if still equal, the higher-ranked player
on odd boards and the lower-ranked on even boards (round 1 alternates like the Dutch system).

Speed: a complete graph of 256 players is too slow for networkx in pure Python (seconds), so
above ``EXACT_UP_TO`` players the matching first runs on a sparse graph (each player's 6
neighbours in rank order plus the candidates around its Dutch partner, no rematch edges). That
answer is kept only if it is provably as good as the complete graph's in tiers 1-4: perfect, no
second bye, no rematch, the bye to the lowest eligible player, and a score cost equal to a lower
bound (each score-group boundary with an odd number of players above it must be crossed by at
least one pair, costing at least (gap)²). Otherwise the complete graph is solved. Tiers 5-6 are
"best effort" on the sparse graph.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import networkx as nx

from bot.engine.tournaments.core.model import BYE, EntrantId, Slot

EXACT_UP_TO = 64  # at most this many players: always the complete graph
WINDOW = 6  # sparse graph: neighbours in rank order
FOLD_WINDOW = 3  # sparse graph: candidates on each side of the Dutch partner
_TIERS = 6


@dataclass(frozen=True, slots=True)
class SwissPlayer:
    """What the pairing needs to know about one active entrant."""

    seed: EntrantId
    score: float
    opponents: frozenset[EntrantId] = frozenset()
    had_bye: bool = False
    seat_balance: int = 0  # first games in seat 0 minus first games in seat 1
    last_seat: int | None = None


class _Problem:
    """One round's pairing problem: players by rank, costs per edge, graphs and checks."""

    def __init__(
        self, players: Sequence[SwissPlayer], round_no: int, prefer_second_bye: bool = False
    ) -> None:
        self.players = sorted(players, key=lambda p: (-p.score, p.seed))
        self.prefer_second_bye = prefer_second_bye
        self.round_no = round_no
        self.n = len(self.players)
        self.bye = self.n if self.n % 2 else None  # the bye node's index
        self.half = [round(2 * p.score) for p in self.players]  # scores in half points
        # Position of each player in its score group, and the group's size.
        self.group_pos: list[int] = []
        self.group_size: list[int] = []
        start = 0
        for i in range(self.n + 1):
            if i == self.n or (i > start and self.half[i] != self.half[start]):
                size = i - start
                self.group_pos += list(range(size))
                self.group_size += [size] * size
                start = i
        eligible = [not p.had_bye for p in self.players]
        below = [0] * self.n
        seen = {True: 0, False: 0}
        for i in range(self.n - 1, -1, -1):
            below[i] = seen[eligible[i]]
            seen[eligible[i]] += 1
        self.eligible = eligible
        self.bye_rank = below  # same-eligibility players ranked below: 0 for the lowest
        spread = max(self.half) - min(self.half)
        maxima = [1, 1, self.n, (spread * spread) or 1, 2, 6]
        edges = self.n // 2 + 1
        self.radix = [edges * m + 1 for m in maxima]
        total = 1
        for r in self.radix:
            total *= r
        self.top = total

    # ---- costs ---------------------------------------------------------------------------

    def _encode(self, tiers: Sequence[int]) -> int:
        value = 0
        for tier, radix in zip(tiers, self.radix, strict=True):
            value = value * radix + tier
        return value

    def bye_tiers(self, i: int) -> list[int]:
        return [0 if self.eligible[i] else 1, 0, self.bye_rank[i], 0, 0, 0]

    def pair_tiers(self, i: int, j: int) -> list[int]:
        """Tier costs of pairing rank ``i`` with rank ``j`` (i < j)."""
        p, q = self.players[i], self.players[j]
        rematch = 1 if q.seed in p.opponents else 0
        diff = self.half[i] - self.half[j]
        want_p, want_q = -p.seat_balance, -q.seat_balance
        colour = min(abs(want_p), abs(want_q), 2) if want_p * want_q > 0 else 0
        return [0, rematch, 0, diff * diff, colour, self._fold(i, j)]

    def _fold(self, i: int, j: int) -> int:
        if self.half[i] == self.half[j]:
            size, pi, pj = self.group_size[i], self.group_pos[i], self.group_pos[j]
            h = size // 2
            if pi < h <= pj:
                return min(abs(pj - pi - h), 3)
            return 4
        # Paired down: prefer the lowest of the upper group and the highest of the lower one.
        return min(self.group_size[i] - 1 - self.group_pos[i], 3) + min(self.group_pos[j], 3)

    def weight(self, tiers: Sequence[int]) -> int:
        if self.prefer_second_bye:  # the organiser allowed a second bye to avoid a rematch
            tiers = [tiers[1], tiers[0], *tiers[2:]]  # tiers 1 and 2 share a radix
        return self.top - self._encode(tiers)

    # ---- graphs --------------------------------------------------------------------------

    def graph(self, complete: bool) -> nx.Graph[int]:
        g: nx.Graph[int] = nx.Graph()
        g.add_nodes_from(range(self.n + (1 if self.bye is not None else 0)))
        if self.bye is not None:
            for i in range(self.n):
                g.add_edge(i, self.bye, weight=self.weight(self.bye_tiers(i)))
        for i, j in self._candidates(complete):
            tiers = self.pair_tiers(i, j)
            if complete or not tiers[1]:
                g.add_edge(i, j, weight=self.weight(tiers))
        return g

    def _candidates(self, complete: bool) -> set[tuple[int, int]]:
        if complete:
            return {(i, j) for i in range(self.n) for j in range(i + 1, self.n)}
        out = {(i, j) for i in range(self.n) for j in range(i + 1, min(self.n, i + WINDOW + 1))}
        start = 0
        while start < self.n:
            size = self.group_size[start]
            h = size // 2
            for pi in range(h):
                partner = pi + h
                for pj in range(
                    max(h, partner - FOLD_WINDOW), min(size, partner + FOLD_WINDOW + 1)
                ):
                    out.add((start + pi, start + pj))
            start += size
        return out

    def solve(self, complete: bool) -> list[tuple[int, int]]:
        matching = nx.max_weight_matching(self.graph(complete), maxcardinality=True)
        return [(min(u, v), max(u, v)) for u, v in matching]

    # ---- the optimality check for the sparse answer ------------------------------------------

    def score_lower_bound(self, bye_player: int | None) -> int:
        halves = [h for i, h in enumerate(self.half) if i != bye_player]
        bound = 0
        for above, (h, nxt) in enumerate(itertools.pairwise(halves), start=1):
            if nxt != h and above % 2 == 1:
                bound += (h - nxt) ** 2
        return bound

    def provably_optimal(self, pairs: list[tuple[int, int]]) -> bool:
        if 2 * len(pairs) != self.n + (1 if self.bye is not None else 0):
            return False
        bye_player = None
        score_cost = 0
        for i, j in pairs:
            if j == self.bye:
                bye_player = i
                if self.bye_tiers(i)[:3] != [0, 0, 0]:
                    return False
                continue
            tiers = self.pair_tiers(i, j)
            if tiers[1]:
                return False
            score_cost += tiers[3]
        return score_cost == self.score_lower_bound(bye_player)

    # ---- seats and boards --------------------------------------------------------------------

    def seats(self, i: int, j: int, board: int) -> tuple[EntrantId, EntrantId]:
        """(seat 0, seat 1) for ranks i < j on ``board`` (1-based)."""
        p, q = self.players[i], self.players[j]
        if p.seat_balance != q.seat_balance:
            first = p if p.seat_balance < q.seat_balance else q
        elif p.last_seat is not None and q.last_seat is not None and p.last_seat != q.last_seat:
            first = p if p.last_seat == 1 else q
        else:
            first = p if board % 2 == 1 else q
        second = q if first is p else p
        return first.seed, second.seed


def pair_round(
    players: Sequence[SwissPlayer],
    round_no: int,
    *,
    exact_up_to: int = EXACT_UP_TO,
    prefer_second_bye: bool = False,
) -> list[tuple[Slot, Slot]]:
    """Pairings for one Swiss round of ``players`` (see the module docstring): ``(seat 0 seed,
    seat 1 seed)`` in board order, then ``(seed, BYE)`` for the bye if the count is odd.
    ``prefer_second_bye`` swaps tiers 1 and 2 (a second bye before a rematch), once the
    organiser allowed a second bye for this round."""
    if len(players) < 2:
        return [(p.seed, BYE) for p in players]
    problem = _Problem(players, round_no, prefer_second_bye)
    pairs = problem.solve(complete=problem.n <= exact_up_to)
    if problem.n > exact_up_to and not problem.provably_optimal(pairs):
        pairs = problem.solve(complete=True)
    games = sorted((p for p in pairs if p[1] != problem.bye), key=lambda p: p[0])
    out: list[tuple[Slot, Slot]] = [
        problem.seats(i, j, board) for board, (i, j) in enumerate(games, start=1)
    ]
    out += [(problem.players[i].seed, BYE) for i, j in pairs if j == problem.bye]
    return out
