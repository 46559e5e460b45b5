"""Interleave's ending solved exactly (RULES.md §4), for the moves of ``strong`` near the end.

Once few cells are empty, every line of play can be read to the end: a depth-first search over
the stones as bitsets (``rules.interleave.sight``, the rules' own sightlines), with the first
win of the side to move ending the search of a position and every position solved once (keyed by
the stones, the colour to move and whether the other side's ``done`` stands). Where both seats
may act (real time), they are taken to alternate, the seat that did not move last first, as
``ai.policy.actor`` and the benchmark's referee do; ``done`` is a move like any other (it ends
the game when the other side's ``done`` stands or the other side has no placement).

There are no draws (Red wins identical groups), so a position is a win for one colour. The
solver stops with ``TooBig`` past its limit of positions, and the caller searches instead.
"""

from __future__ import annotations

import random
from typing import Any

from ai.budget import Budget
from rules.game import Colour, Game, Seat
from rules.interleave.notation import CHOICE, DONE, PLAY
from rules.interleave.score import compare_groups
from rules.interleave.sight import SightTables, group_sizes, legal_masks, place, planes_of
from rules.interleave.state import REALTIME, InterleaveState, Sight

AnyGame = Game[Any]
# The positions ``solved_move`` may visit for one move: about 0.25 CPU s (the solver visits
# about 125,000 a second), after which the search decides.
NODES = 30_000
# A playout of strong's search in Interleave costs about as much as this many positions of the
# solver (about 2,700 playouts to the end a CPU second, ``ai.levels``, against 125,000 positions).
NODES_PER_PLAYOUT = 45
# The colour choice decides the game and comes once: it is solved further from the end, with up
# to this share of the move's budget (its playouts as positions, and its time), at least NODES.
CHOICE_EMPTY = 24
CHOICE_SHARE = 0.5
# How often (in positions) a solver with a deadline reads the clock.
CLOCK_EVERY = 1024


class TooBig(Exception):
    """The solver visited its limit of positions."""


class Ending:
    """A solver for one board size with a limit of ``nodes`` positions in all its calls, and of
    ``stop``'s deadline if it has one."""

    def __init__(self, t: SightTables, nodes: int, stop: Budget | None = None) -> None:
        self.t = t
        self.left = nodes
        self.stop = stop
        self.known: dict[tuple[int, int, bool, bool], bool] = {}

    def black_wins(self, black: int, red: int, black_to_move: bool, done_stands: bool) -> bool:
        """Whether Black wins, with perfect play, the position where the colour ``black_to_move``
        says acts next (if it has a placement; else the other) and ``done_stands``: the
        other colour's ``done`` was the last move."""
        planes = planes_of(self.t, black, red)
        legal_black, legal_red = legal_masks(self.t, planes, black, red)
        if not (legal_black or legal_red) or (
            done_stands and not (legal_black if black_to_move else legal_red)
        ):
            return self._static(black, red)
        if not (legal_black if black_to_move else legal_red):  # only the other colour may act
            black_to_move = not black_to_move
        sight = (planes, legal_black, legal_red)
        mover_wins = self._wins(black, red, sight, black_to_move, done_stands)
        return mover_wins == black_to_move

    @staticmethod
    def _late(stop: Budget) -> bool:
        return stop.deadline is not None and stop.clock() >= stop.deadline

    def _static(self, black: int, red: int) -> bool:
        """Black wins the finished board (RULES.md §4 "Winner")."""
        t = self.t
        winner, _ = compare_groups(group_sizes(t, black), group_sizes(t, red))
        return winner == Colour.BLACK

    def _wins(self, black: int, red: int, sight: Sight, is_black: bool, done_stands: bool) -> bool:
        """Whether the colour to move (Black if ``is_black``; it has a placement) wins;
        ``sight``: the rules' planes and both colours' placements of the position."""
        key = (black, red, is_black, done_stands)
        known = self.known.get(key)
        if known is not None:
            return known
        self.left -= 1
        if self.left < 0:
            raise TooBig
        if self.left % CLOCK_EVERY == 0 and self.stop is not None and self._late(self.stop):
            raise TooBig
        t = self.t
        planes, legal_black, legal_red = sight
        mine, theirs = (legal_black, legal_red) if is_black else (legal_red, legal_black)
        # `done`: over if the other's `done` stands or the other has nothing to place.
        if done_stands or not theirs:
            result = self._static(black, red) == is_black
        else:
            result = not self._wins(black, red, sight, not is_black, True)
        rest = mine
        while rest and not result:
            low = rest & -rest
            rest ^= low
            cell = low.bit_length() - 1
            occupied = black | red
            if is_black:
                after = place(planes, t.lines[cell], occupied, red, True)
                b, r = black | low, red
            else:
                after = place(planes, t.lines[cell], occupied, black, False)
                b, r = black, red | low
            lb, lr = legal_masks(t, after, b, r)
            if not (lb or lr):
                result = self._static(b, r) == is_black
            elif lr if is_black else lb:  # the other colour acts next
                result = not self._wins(b, r, (after, lb, lr), not is_black, False)
            else:  # the other has nothing to place: the same colour acts again
                result = self._wins(b, r, (after, lb, lr), is_black, False)
        self.known[key] = result
        return result

    def winner(self, game: AnyGame, state: InterleaveState) -> Seat:
        """The seat that wins ``state`` (play phase or over) with perfect play from here."""
        outcome = game.outcome(state)
        if outcome is not None:
            assert outcome.winner is not None  # Interleave has no draws
            return outcome.winner
        assert state.phase == PLAY
        last_seat, last_move = state.moves[-1]
        acting = game.seats_to_act(state)
        seat = 1 - last_seat if 1 - last_seat in acting else acting[0]
        is_black = seat == state.black_seat
        black_wins = self.black_wins(state.black, state.red, is_black, last_move == DONE)
        return state.black_seat if black_wins else 1 - state.black_seat


def within_reach(game: AnyGame, state: Any, empty: int) -> bool:
    """Whether ``state`` is Interleave in real time with its ending near enough to solve: the
    colour choice with at most ``CHOICE_EMPTY`` empty cells, or play with at most ``empty``."""
    if game.id != "interleave" or state.phase not in (CHOICE, PLAY):
        return False
    if state.setting.mode != REALTIME:
        return False
    t = state.setting.notation.sight
    cells: int = t.all_mask.bit_count() - (state.black | state.red).bit_count()
    return cells <= (CHOICE_EMPTY if state.phase == CHOICE else empty)


def solve_moves(
    game: AnyGame, state: InterleaveState, seat: Seat, *, nodes: int
) -> dict[str, bool]:
    """Every legal move of ``seat`` (a placement, ``done`` or the colour choice) with whether it
    wins for ``seat`` with perfect play after it; ``TooBig`` past ``nodes`` positions."""
    solver = Ending(state.setting.notation.sight, nodes)
    results = {}
    for move in game.legal_moves(state, seat):
        results[move] = solver.winner(game, game._play(state, seat, move)) == seat
    return results


def solved_move(
    game: AnyGame,
    state: Any,
    seat: Seat,
    empty: int,
    rng: random.Random,
    *,
    nodes: int = NODES,
    budget: Budget | None = None,
) -> str | None:
    """A move that wins for ``seat`` with perfect play (the colour choice, a placement or
    ``done``; the first found in an order the ``rng`` shuffles), when Interleave in real time
    has at most ``empty`` empty cells after its set-up (the colour choice: ``CHOICE_EMPTY``) and
    the ending is solved within ``nodes`` positions (the choice: ``CHOICE_SHARE`` of ``budget``);
    else ``None`` (the search decides: also when no move wins, since the other side may still go
    wrong). The positions visited are charged to ``budget`` as playouts, so that a solve that
    gave up leaves the search less time, not more."""
    if not within_reach(game, state, empty):
        return None
    t = state.setting.notation.sight
    choice = state.phase == CHOICE
    stop = None
    if choice and budget is not None:
        stop = budget.share(CHOICE_SHARE)
        nodes = max(nodes, stop.playouts * NODES_PER_PLAYOUT)
    solver = Ending(t, nodes, stop)
    moves = game.legal_moves(state, seat)
    rng.shuffle(moves)
    try:
        for move in moves:
            if solver.winner(game, game._play(state, seat, move)) == seat:
                return move
        return None
    except TooBig:
        return None
    finally:
        if budget is not None:
            budget.charge((nodes - max(0, solver.left)) // NODES_PER_PLAYOUT)
