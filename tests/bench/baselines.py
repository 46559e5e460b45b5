"""Yardsticks for the computer's strength, written apart from ``ai/``: they use only the public
rules interface (RULES.md §8), so that a flaw of the levels' search cannot hide in them too.

Both are UCT (UCB1 on every tree node, one node added per iteration, uniformly random playouts to
the end of the game, the result 1, ½ or 0 for the seat that moved into a node):

* ``PLAIN``: exploration constant √2, the textbook setting;
* ``NARROW``: exploration constant 0.25. A small constant spends the time on the few moves that
  look best and reads them deeply; √2 spreads it wide. Strong's Meter setting was tuned against
  a wide searcher (its own plain UCT at 1.4), so a narrow one checks the tuning did not only learn
  to exploit over-exploration. (Chosen over RAVE and progressive widening because those need a
  move's meaning across positions or an ordering: the first means nothing for Thwart Omega's
  submissions, the second is exactly the game knowledge a yardstick must not share with strong.)

Thwart Omega's rounds are simultaneous: decoupled UCT at the round being played, each seat a
bandit over every legal submission on its own results, then random rounds to the end (with
2,352 submissions per seat on an empty board no deeper node would ever be visited twice).
Interleave in real time, when both seats may act: the seat that did not make the last move acts,
as the benchmark's referee does.

A move gets ``seconds`` of the ``clock`` (``time.process_time`` by default: this process's CPU
time, so that a busy machine shortens nobody's search) and at most ``iterations`` iterations;
at least one always runs.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.game import Game, Seat

Clock = Callable[[], float]
AnyGame = Game[Any]
# Meuda: the share of the turn's remaining time each stone's search gets.
STONE_SHARE = 0.5


@dataclass(frozen=True, slots=True)
class Baseline:
    """A yardstick: its name in the benchmark and its UCB1 exploration constant."""

    name: str
    exploration: float


PLAIN = Baseline("uct", math.sqrt(2))
NARROW = Baseline("uct-narrow", 0.25)
BASELINES = {b.name: b for b in (PLAIN, NARROW)}


@dataclass(slots=True)
class Limit:
    """When a search stops: a deadline on ``clock`` and a cap on iterations."""

    deadline: float
    clock: Clock
    iterations: int
    used: int = 0

    def more(self) -> bool:
        if self.used >= self.iterations or (self.used and self.clock() >= self.deadline):
            return False
        self.used += 1
        return True


def next_seat(game: AnyGame, state: Any, last: Seat | None) -> Seat:
    """Who acts: the only seat that may, else (Interleave in real time) the one that did not move
    last (seat 0 if nobody has)."""
    acting = game.seats_to_act(state)
    if len(acting) == 1 or last is None:
        return acting[0]
    return 1 - last if 1 - last in acting else acting[0]


# (state, seat, ply) -> the seat's move: a stone, a sealed submission, or a Meuda turn's stones
Mover = Callable[[Any, Seat, int], str]


def referee(game: AnyGame, move: Mover) -> tuple[Any, int]:
    """A game from its start to its end, every move asked of ``move`` with the ply (Thwart Omega:
    the round) it is for: both seats' submissions for a simultaneous round, else the seat that
    acts (``next_seat``; a Meuda turn's stones in one line). The final state and the plies."""
    state, ply, last = game.new_state(), 0, None
    while game.outcome(state) is None:
        if game.simultaneous:
            sealed = {s: move(state, s, ply) for s in game.seats_to_act(state)}
            state = game.play_round(state, sealed)
        else:
            seat = next_seat(game, state, last)
            line = move(state, seat, ply)
            for piece in line.split() if game.id == "meuda" else [line]:
                state = game.play(state, seat, piece)
            last = seat
        ply += 1
    return state, ply


def score(game: AnyGame, state: Any, seat: Seat) -> float:
    """``seat``'s result of a finished game: 1 won, 0 lost, ½ no winner."""
    outcome = game.outcome(state)
    assert outcome is not None
    return 0.5 if outcome.winner is None else float(outcome.winner == seat)


def random_finish(game: AnyGame, state: Any, last: Seat | None, rng: random.Random) -> Any:
    """The game played on to its end by uniformly random moves."""
    while game.outcome(state) is None:
        if game.simultaneous:
            state = game.play_round(state, {s: game.random_move(state, s, rng) for s in (0, 1)})
            continue
        seat = next_seat(game, state, last)
        state = game.play(state, seat, game.random_move(state, seat, rng))
        last = seat
    return state


class Node:
    __slots__ = ("children", "last", "state", "total", "untried", "visits")

    def __init__(self, game: AnyGame, state: Any, last: Seat, rng: random.Random) -> None:
        self.state = state
        self.last = last  # the seat whose move led here
        self.visits = 0
        self.total = 0.0  # the results of ``last``
        self.children: dict[str, Node] = {}
        self.untried: list[str] = []
        if game.outcome(state) is None:
            self.untried = game.legal_moves(state, next_seat(game, state, last))
            rng.shuffle(self.untried)


def uct_move(
    game: AnyGame,
    state: Any,
    seat: Seat,
    *,
    baseline: Baseline,
    limit: Limit,
    rng: random.Random,
) -> str:
    """``seat``'s move (one stone) by UCT within ``limit``."""
    # As if the other seat had moved last: then ``seat`` acts whenever it may.
    root = Node(game, state, 1 - seat, rng)
    c = baseline.exploration
    while limit.more():
        node, path = root, [root]
        while not node.untried and node.children:
            log_n = math.log(node.visits)
            node = max(
                node.children.values(),
                key=lambda n: n.total / n.visits + c * math.sqrt(log_n / n.visits),
            )
            path.append(node)
        if node.untried:
            move = node.untried.pop()
            mover = next_seat(game, node.state, node.last)
            child = Node(game, game.play(node.state, mover, move), mover, rng)
            node.children[move] = child
            node = child
            path.append(child)
        end = random_finish(game, node.state, node.last, rng)
        for visited in path:
            visited.visits += 1
            visited.total += score(game, end, visited.last)
    return max(root.children.items(), key=lambda item: item[1].visits)[0]


def ucb1(arms: dict[str, list[float]], rounds: int, c: float) -> str:
    """The arm (move: [visits, total]) with the best upper confidence bound."""
    log_n = math.log(rounds)

    def bound(move: str) -> float:
        visits, total = arms[move]
        return total / visits + c * math.sqrt(log_n / visits)

    return max(arms, key=bound)


def decoupled_move(
    game: AnyGame, state: Any, seat: Seat, *, baseline: Baseline, limit: Limit, rng: random.Random
) -> str:
    """``seat``'s sealed submission by decoupled UCT at the round being played."""
    arms: list[list[str]] = []
    stats: list[dict[str, list[float]]] = []
    for s in (0, 1):
        moves = game.legal_moves(state, s)
        rng.shuffle(moves)
        arms.append(moves)
        stats.append({})
    c, rounds = baseline.exploration, 0
    while limit.more():
        rounds += 1
        picked = {}
        for s in (0, 1):
            if arms[s]:  # untried submissions first
                move = arms[s].pop()
                stats[s][move] = [0, 0.0]
            else:
                move = ucb1(stats[s], rounds, c)
            picked[s] = move
        end = random_finish(game, game.play_round(state, picked), None, rng)
        for s, move in picked.items():
            stats[s][move][0] += 1
            stats[s][move][1] += score(game, end, s)
    return max(stats[seat], key=lambda m: stats[seat][m][0])


def baseline_move(
    game: AnyGame,
    state: Any,
    seat: Seat,
    *,
    baseline: Baseline,
    seconds: float,
    seed: int,
    clock: Clock = time.process_time,
    iterations: int = 10**9,
) -> str:
    """The yardstick's move for ``seat`` in the game's own notation (Meuda: the whole turn, the
    stones spread over ``seconds``)."""
    rng = random.Random(seed)
    limit = Limit(clock() + seconds, clock, iterations)
    if game.simultaneous:
        return decoupled_move(game, state, seat, baseline=baseline, limit=limit, rng=rng)
    if game.id != "meuda":
        return uct_move(game, state, seat, baseline=baseline, limit=limit, rng=rng)
    stones: list[str] = []
    while True:
        now = clock()
        left = max(0.0, limit.deadline - now)
        share = Limit(now + left * STONE_SHARE, clock, max(1, (iterations - limit.used) // 2))
        stone = uct_move(game, state, seat, baseline=baseline, limit=share, rng=rng)
        limit.used += share.used
        stones.append(stone)
        state = game.play(state, seat, stone)
        if game.outcome(state) is not None or game.seats_to_act(state) != (seat,):
            return " ".join(stones)
