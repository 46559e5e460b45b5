"""Monte Carlo tree search (UCT) for the turn-based games over the rules interface (RULES.md §8).

Moves are the games' own canonical strings from ``legal_moves``; a pie exchange (``swap``,
choosing a colour) is an ordinary move, so the search weighs it like any other. Values are seat
0's winning chance (``ai.evaluate``); each node keeps the total for the seat that moved into it.
Everything random comes from the ``random.Random`` handed in, so a search with a playout budget
is repeatable.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ai.budget import Budget
from ai.evaluate import COLOUR_WORDS, pie_pending, value
from ai.games.meter import playout as meter_playout
from ai.knobs import Knobs
from ai.policy import actor, playout_move
from rules.game import Game, Seat

AnyGame = Game[Any]
# Ordering looks one move ahead from every move of a node: only near the root is it worth that.
ORDER_DEPTH = 1
# Playouts per colour when a played-out set-up meets the pie's colour choice (``_through_choice``)
CHOICE_PLAYOUTS = 4


def empty_cells(game: AnyGame, state: Any) -> int:
    """How many cells of the board hold nothing."""
    return len(game.geometry(state).names) - len(game.board(state))


class Node:
    """One position in the tree: its untried moves (best last), children and statistics."""

    __slots__ = ("actor", "children", "depth", "mover", "state", "total", "untried", "visits")

    def __init__(self, state: Any, mover: Seat | None, actor: Seat | None, depth: int) -> None:
        self.state = state
        self.mover = mover  # the seat whose move led here (None at the root)
        self.actor = actor  # the seat to move here (None once the game is over)
        self.depth = depth
        self.untried: list[str] | None = None  # filled on the first expansion
        self.children: list[tuple[str, Node]] = []
        self.visits = 0
        self.total = 0.0  # sum of the mover's results


class Search:
    """A search tree that can be grown, asked for its best move, and moved down a move."""

    def __init__(
        self, game: AnyGame, state: Any, seat: Seat, knobs: Knobs, rng: random.Random
    ) -> None:
        self.game, self.knobs, self.rng = game, knobs, rng
        self.root = Node(state, None, seat, 0)
        self.extra = 0  # playouts to the end run inside the last playout (``_played_out``)

    # ---- growing -------------------------------------------------------------------------------

    def run(self, budget: Budget) -> None:
        """Playouts until the budget is spent. The chooser's playouts of a played-out set-up
        (``_through_choice``) count too: a budget of playouts is a budget of time, and a
        set-up's playout runs ``2 * CHOICE_PLAYOUTS`` more of them."""
        while budget.spend():
            self.extra = 0
            self._playout()
            budget.charge(self.extra)

    def _playout(self) -> None:
        node, path = self._descend()
        result = self._rollout(node)
        for visited in path:
            visited.visits += 1
            visited.total += result if visited.mover == 0 else 1.0 - result

    def _descend(self) -> tuple[Node, list[Node]]:
        """From the root down the tree by ``_select`` to a node with a move left to open (it is
        opened) or an ended game: that node and the path to it, the root first."""
        node, path = self.root, [self.root]
        while node.actor is not None:
            if node.untried is None:
                node.untried = self._moves(node)
            if node.untried and len(node.children) < self._width(node):
                node = self._expand(node)
                path.append(node)
                break
            node = self._select(node)
            path.append(node)
        return node, path

    def _width(self, node: Node) -> float:
        """How many children the node may have now (all of them without widening)."""
        if self.knobs.widening is None:
            return math.inf
        return 1 + self.knobs.widening * math.sqrt(node.visits)

    def _moves(self, node: Node) -> list[str]:
        """The node's moves, the one to try first last (so ``pop`` takes it)."""
        assert node.actor is not None
        moves = self.game.legal_moves(node.state, node.actor)
        if self.knobs.ordering and node.depth <= ORDER_DEPTH and len(moves) > 1:
            seat = node.actor

            def promise(move: str) -> float:
                after = value(self.game, self.game._play(node.state, seat, move))
                # A little noise breaks the ties of equal estimates without a fixed bias.
                return (after if seat == 0 else 1.0 - after) + self.rng.random() * 1e-3

            return sorted(moves, key=promise)
        self.rng.shuffle(moves)
        return moves

    def _expand(self, node: Node) -> Node:
        assert node.untried and node.actor is not None
        move = node.untried.pop()
        state = self.game._play(node.state, node.actor, move)
        over = self.game.outcome(state) is not None
        child = Node(
            state,
            node.actor,
            None if over else actor(self.game, state, node.actor),
            node.depth + 1,
        )
        node.children.append((move, child))
        return child

    def _select(self, node: Node) -> Node:
        """The child with the best upper confidence bound (UCB1) for the seat to move."""
        log_n = math.log(node.visits)
        c = self.knobs.exploration
        best, best_score = node.children[0][1], -math.inf
        for _, child in node.children:
            score = child.total / child.visits + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = child, score
        return best

    def _rollout(self, node: Node) -> float:
        game, state, rng = self.game, node.state, self.rng
        depth = self.knobs.depth
        if (
            depth is not None
            and self.knobs.finish
            and empty_cells(game, state) <= self.knobs.finish
        ):
            depth = None
            if pie_pending(game, state):
                return self._through_choice(state, _last_mover(node))
            if self.knobs.bitsets and game.id == "meter" and game.outcome(state) is None:
                return meter_playout(state, rng)
        plies, last = 0, _last_mover(node)
        while game.outcome(state) is None and (depth is None or plies < depth):
            seat = actor(game, state, last)
            state = game._play(state, seat, playout_move(game, state, seat, rng))
            plies, last = plies + 1, seat
        return value(game, state)

    def _through_choice(self, state: Any, last: Seat | None) -> float:
        """A playout to the end that meets a colour choice of the pie (Interleave's set-up): the
        chooser plays on ``CHOICE_PLAYOUTS`` times with each colour and keeps the colour with
        the better mean, as a real chooser would. The set-up is judged against a chooser who sees
        how each colour plays out, not one colour picked beforehand by the estimate (which
        misjudged set-ups that lost as seat 0 to plain UCT's choice).

        One playout per colour is not enough: the worse of two single results, each 0 or 1,
        averages ``p * q`` for a setter who wins ``p`` with one colour and ``q`` with the other
        (independent playouts), not the ``min(p, q)`` a chooser leaves it. That rewards a
        lopsided set-up (0.9 and 0.3 average 0.27) over an even one (0.5 and 0.5: 0.25), the
        very set-up whose good colour the chooser takes. Means of several playouts come near
        ``min(p, q)``."""
        game, rng = self.game, self.rng
        while game.outcome(state) is None:
            seat = actor(game, state, last)
            moves = game.legal_moves(state, seat)
            if len(moves) == 2 and COLOUR_WORDS.issuperset(moves):
                means = [self._played_out(game._play(state, seat, m), seat) for m in moves]
                return max(means) if seat == 0 else min(means)
            state = game._play(state, seat, playout_move(game, state, seat, rng))
            last = seat
        return value(game, state)

    def _played_out(self, state: Any, last: Seat) -> float:
        """Seat 0's mean result of ``CHOICE_PLAYOUTS`` random playouts to the end, from a state
        that ``last`` moved into."""
        game, rng = self.game, self.rng
        total = 0.0
        self.extra += CHOICE_PLAYOUTS
        for _ in range(CHOICE_PLAYOUTS):
            end, previous = state, last
            while game.outcome(end) is None:
                seat = actor(game, end, previous)
                end = game._play(end, seat, playout_move(game, end, seat, rng))
                previous = seat
            total += value(game, end)
        return total / CHOICE_PLAYOUTS

    # ---- reading ---------------------------------------------------------------------------------

    def best_move(self) -> str:
        """The most visited move at the root (the robust choice of UCT)."""
        if not self.root.children:
            self._playout()
        move, _ = max(self.root.children, key=lambda pair: pair[1].visits)
        return move

    def advance(self, move: str) -> None:
        """Make the child reached by ``move`` the new root (its statistics are kept)."""
        for played, child in self.root.children:
            if played == move:
                child.depth = 0
                child.mover = None
                self.root = child
                return
        raise ValueError(f"{move!r} is not a move of the searched position")


def _last_mover(node: Node) -> Seat | None:
    """The seat whose move led to ``node``; at the root, as if the other seat had moved, so that
    the seat searching acts first when both may."""
    if node.mover is not None or node.actor is None:
        return node.mover
    return 1 - node.actor
