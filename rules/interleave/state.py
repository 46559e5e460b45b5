"""Interleave's state value and the vocabulary its modules share (RULES.md §4, §8.1).

A position is two bitsets of stones (``rules.interleave.sight``'s cells), the phase
(``rules.interleave.notation``: setup, choice, play, over), who holds Black and the move list;
the rest of an ``InterleaveState`` is derived data carried along so that a move stays cheap.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from rules.game import Colour, Seat
from rules.interleave.notation import Notation, notation
from rules.interleave.sight import Planes

REALTIME = "realtime"
TURNS = "turns"

BLACK, RED = Colour.BLACK, Colour.RED

# (planes, cells where Black may place, cells where Red may place): see rules.interleave.sight.
Sight = tuple[Planes, int, int]


@dataclass(frozen=True, slots=True)
class Setting:
    """A game's options (RULES.md §8.1) and the tables of its board."""

    size: int
    mode: str
    notation: Notation = field(compare=False, repr=False)


@cache
def setting(size: int, mode: str) -> Setting:
    """The shared ``Setting`` of these options (one object per option set)."""
    return Setting(size, mode, notation(size))


@dataclass(frozen=True, slots=True)
class InterleaveState:
    """One position: the stones, the phase, who holds Black, who is done, and the move list.

    The fields after ``moves`` are derived data, invisible from outside: ``sight`` (the bitsets
    of ``rules.interleave.sight``, carried from state to state so that a placement costs a few
    bitset operations; ``None`` during the setup, which needs no sightlines), ``setup_moves``
    (the setup placements left, updated per stone) and ``memo`` (each seat's move list and the
    outcome, computed at most once per state).
    """

    setting: Setting
    phase: int
    black: int  # bitset of Black stones (bit ``c``: cell ``c``)
    red: int  # bitset of Red stones
    black_seat: Seat  # the seat holding Black (0 until seat 1 chooses)
    # Every move so far. Its last entry also says who is done in realtime (a placement cancels
    # every `done`, and the second `done` ends the game, so only the last move can be a standing
    # `done`) and whose turn it is in turns mode (the other seat's, or Black's after the choice).
    moves: tuple[tuple[Seat, str], ...]
    sight: Sight | None = field(compare=False, repr=False)
    # ``black X`` for every empty X, then ``red X`` (setup only); never changed in place.
    setup_moves: list[str] | None = field(compare=False, repr=False)
    memo: list[Any] = field(compare=False, repr=False)


def fresh_memo() -> list[Any]:
    """[seat 0's moves, seat 1's moves, outcome], all still to be computed."""
    return [None, None, None]
