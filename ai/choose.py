"""``choose_move``: check the request, then ask the level's search for a move."""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from ai.budget import Budget, Clock
from ai.games.ending import solved_move
from ai.games.openings import first_stone
from ai.games.setups import setup_move
from ai.levels import default_playouts, level_named
from ai.sealed.equilibrium import choose as choose_sealed
from ai.tree import Search
from rules.game import SEATS, Game, Seat

AnyGame = Game[Any]
# Games whose turn is several moves of one seat, returned as one line (RULES.md §7).
WHOLE_TURN_GAMES = frozenset({"meuda"})
# Share of the remaining budget for each stone of a whole turn (the root gets the most).
STONE_SHARE = 0.5
# Playouts allowed when only a time budget is given (a time budget is the real limit then).
TIME_ONLY_PLAYOUTS = 10_000_000


@dataclass(frozen=True, slots=True)
class Thought:
    """A chosen move and what it cost: playouts run (all stones of a whole turn together)."""

    move: str
    playouts: int


def choose_move(
    game: AnyGame,
    state: Any,
    seat: Seat,
    *,
    level: str,
    seed: int,
    budget_s: float | None = None,
    playouts: int | None = None,
    clock: Clock | None = None,
) -> str:
    """The move ``level`` chooses for ``seat`` in ``state``, in the game's own notation.

    Without ``budget_s`` the choice depends only on the state, the level and ``seed``: the
    search runs ``playouts`` playouts, by default the level's for this board
    (``levels.default_playouts``). With ``budget_s`` it runs for that many seconds (at most
    ``playouts``, if given). Raises ``ValueError`` for a bad level, seed or budget and the
    rules' ``IllegalMove`` when ``seat`` cannot act.
    """
    return think(
        game, state, seat, level=level, seed=seed, budget_s=budget_s, playouts=playouts, clock=clock
    ).move


def think(
    game: AnyGame,
    state: Any,
    seat: Seat,
    *,
    level: str,
    seed: int,
    budget_s: float | None = None,
    playouts: int | None = None,
    clock: Clock | None = None,
) -> Thought:
    """``choose_move`` with its cost, for the benchmark."""
    chosen = level_named(level)
    _check(seed, budget_s, playouts)
    if seat not in SEATS:
        game.check_turn(state, seat)  # the rules' own sentence for a seat that does not exist
    if not game.legal_moves(state, seat):
        game.check_turn(state, seat)  # "The game is over." / "It is not your turn."
        raise ValueError(f"seat {seat} has no legal move")
    if budget_s is None:
        budget = Budget(playouts or default_playouts(chosen, game, state))
    else:
        clock = clock or time.perf_counter
        budget = Budget(playouts or TIME_ONLY_PLAYOUTS, clock() + float(budget_s), clock)
    rng = random.Random(seed)
    knobs = chosen.knobs_for(game.id)
    if knobs is None:
        return Thought(_random_turn(game, state, seat, rng), 0)
    if knobs.openings and (
        opening := first_stone(game, state, rng) or setup_move(game, state, rng)
    ):
        return Thought(opening, 0)
    if knobs.solve:
        won = solved_move(game, state, seat, knobs.solve, rng, budget=budget)
        if won is not None:
            return Thought(won, budget.used)
    if game.simultaneous:
        move = choose_sealed(game, state, seat, knobs=knobs, budget=budget, rng=rng)
        return Thought(move, budget.used)
    search = Search(game, state, seat, knobs, rng)
    if game.id not in WHOLE_TURN_GAMES:
        search.run(budget)
        return Thought(search.best_move(), budget.used)
    # A whole turn: each stone searches with a share of what is left, keeping the tree.
    stones: list[str] = []
    while True:
        share = budget.share(STONE_SHARE)
        search.run(share)
        budget.used += share.used
        move = search.best_move()
        stones.append(move)
        search.advance(move)
        if search.root.actor != seat or game.outcome(search.root.state) is not None:
            return Thought(" ".join(stones), budget.used)


def _check(seed: int, budget_s: float | None, playouts: int | None) -> None:
    if type(seed) is not int or seed < 0:
        raise ValueError(f"The seed must be a whole number 0 or more, not {seed!r}.")
    if playouts is not None and (type(playouts) is not int or playouts < 1):
        raise ValueError(f"The playout budget must be a whole number 1 or more, not {playouts!r}.")
    if budget_s is not None and (
        isinstance(budget_s, bool)
        or not isinstance(budget_s, int | float)
        or not 0 < budget_s < math.inf  # also refuses NaN and an endless search
    ):
        raise ValueError(f"The time budget must be a number of seconds above 0, not {budget_s!r}.")


def _random_turn(game: AnyGame, state: Any, seat: Seat, rng: random.Random) -> str:
    """A uniformly random move; for a whole-turn game, random stones until the turn is over."""
    move = game.random_move(state, seat, rng)
    if game.id not in WHOLE_TURN_GAMES:
        return move
    stones = [move]
    state = game.play(state, seat, move)
    while game.legal_moves(state, seat) and game.seats_to_act(state) == (seat,):
        move = game.random_move(state, seat, rng)
        stones.append(move)
        state = game.play(state, seat, move)
    return " ".join(stones)
