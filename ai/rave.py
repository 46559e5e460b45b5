"""Rapid action value estimation (RAVE, "all moves as first") for strong in Meter.

A placement game's playout says something about every cell it fills, not only about the move
the tree tried: a cell a seat filled in the playouts that it won is likely a good cell for that
seat now. So each node keeps, for its mover-to-be, the results of every playout below it
counted for each cell that seat placed a stone on first (before the other seat did) anywhere
after the node, in the tree or the playout (``Node.amaf``). A child's value mixes its own mean
with that cell's all-moves mean, the latter weighing less as the child's own visits grow:
``beta = sqrt(k / (3 n + k))`` (Gelly and Silver's hand-selected schedule, ``k`` the knob
``rave``). The next move a node opens under progressive widening is its untried move with the
best all-moves mean (the ordering's choice while none has one).

Meter's captures free cells again, so a cell can be filled by both seats in one playout: only
the first stone on it counts, for the seat that placed it. ``swap`` has no cell and no
all-moves value.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ai.evaluate import pie_pending
from ai.games.meter import playout
from ai.knobs import Knobs
from ai.tree import Node, Search, empty_cells
from rules.game import Game, Seat
from rules.geometry import set_bits

AnyGame = Game[Any]
NO_CELL = -1  # ``swap``: a ply with no stone


def own_firsts(moves: list[int]) -> list[int]:
    """For each move of a line (grid bits, ``NO_CELL`` for ``swap``; the seats alternate), the
    cells whose first stone from that move on is placed by that move's seat, as a mask."""
    firsts = [0, 0]  # by the parity of the move that placed the first stone
    out = [0] * len(moves)
    for index in range(len(moves) - 1, -1, -1):
        bit = moves[index]
        if bit != NO_CELL:
            cell = 1 << bit
            firsts[0] &= ~cell
            firsts[1] &= ~cell
            firsts[index & 1] |= cell
        out[index] = firsts[index & 1]
    return out


class RaveNode(Node):
    """A tree node with the all-moves statistics of the seat to move, indexed by grid bit:
    visits and the total of that seat's results; ``bit``: the cell of the move into it."""

    __slots__ = ("amaf_total", "amaf_visits", "bit")

    def __init__(
        self, state: Any, mover: Seat | None, actor: Seat | None, depth: int, bit: int
    ) -> None:
        super().__init__(state, mover, actor, depth)
        self.bit = bit
        bits = len(state.grid.ring_of)
        self.amaf_visits = [0] * bits
        self.amaf_total = [0.0] * bits


class RaveSearch(Search):
    """``Search`` for Meter with all-moves values (the knob ``rave``, the schedule's ``k``)."""

    def __init__(
        self, game: AnyGame, state: Any, seat: Seat, knobs: Knobs, rng: random.Random
    ) -> None:
        assert game.id == "meter", "RAVE reads Meter's cells"
        super().__init__(game, state, seat, knobs, rng)
        self.root = RaveNode(state, None, seat, 0, NO_CELL)
        self.cell_of = state.grid.cell_named

    def _bit(self, move: str) -> int:
        mask = self.cell_of.get(move)
        return NO_CELL if mask is None else mask.bit_length() - 1

    def _playout(self) -> None:
        node, path = self._descend()
        moves = [visited.bit for visited in path[1:] if isinstance(visited, RaveNode)]
        if self._plays_out(node):
            result = playout(node.state, self.rng, moves)
        else:
            result = self._rollout(node)
        for visited in path:
            visited.visits += 1
            visited.total += result if visited.mover == 0 else 1.0 - result
        for visited, cells in zip(path, own_firsts(moves), strict=False):
            if visited.actor is None or not isinstance(visited, RaveNode):
                continue
            won = result if visited.actor == 0 else 1.0 - result
            visits, total = visited.amaf_visits, visited.amaf_total
            for bit in set_bits(cells):
                visits[bit] += 1
                total[bit] += won

    def _plays_out(self, node: Node) -> bool:
        """Whether this playout runs on bitsets to the end (else the generic rollout)."""
        game, state = self.game, node.state
        if game.outcome(state) is not None or pie_pending(game, state):
            return False
        return self.knobs.depth is None or empty_cells(game, state) <= self.knobs.finish

    def _expand(self, node: Node) -> Node:
        assert node.untried and node.actor is not None and isinstance(node, RaveNode)
        visits, total = node.amaf_visits, node.amaf_total
        best, best_mean = len(node.untried) - 1, -1.0
        for index in range(len(node.untried) - 1, -1, -1):
            bit = self._bit(node.untried[index])
            if bit != NO_CELL and visits[bit] and total[bit] / visits[bit] > best_mean:
                best, best_mean = index, total[bit] / visits[bit]
        node.untried.append(node.untried.pop(best))
        move = node.untried.pop()
        state = self.game._play(node.state, node.actor, move)
        over = self.game.outcome(state) is not None
        actor = None if over else 1 - node.actor
        child = RaveNode(state, node.actor, actor, node.depth + 1, self._bit(move))
        node.children.append((move, child))
        return child

    def _select(self, node: Node) -> Node:
        """The child with the best upper bound on its value mixed with its all-moves value."""
        assert isinstance(node, RaveNode)
        log_n = math.log(node.visits)
        c, k = self.knobs.exploration, self.knobs.rave
        visits, total = node.amaf_visits, node.amaf_total
        best, best_score = node.children[0][1], -math.inf
        for _, child in node.children:
            assert isinstance(child, RaveNode)
            mean = child.total / child.visits
            bit = child.bit
            if bit != NO_CELL and visits[bit]:
                beta = math.sqrt(k / (3 * child.visits + k))
                mean = (1 - beta) * mean + beta * total[bit] / visits[bit]
            score = mean + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = child, score
        return best
