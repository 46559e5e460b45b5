"""Meuda's state value and the small vocabulary shared by its modules (RULES.md §2, §7)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.game import Colour, Seat

BLACK, WHITE = 0, 1  # colour indexes; RULES.md §2: seat 0 holds Black before the pie choice
COLOURS = (Colour.BLACK, Colour.WHITE)
NAMES = ("Black", "White")
# The pie (RULES.md §2): ply 0 seat 0 places Black, ply 1 seat 0 places White, ply 2 seat 1 chooses.
PIE_PLIES = 3
PASS = "pass"
CHOICES = ("black", "white")


@dataclass(frozen=True, slots=True)
class MeudaState:
    """A Meuda position and how it was reached.

    ``stones`` are the Black and White bitsets (``rules.meuda.board`` layout). ``to_move`` is the
    colour whose normal turn it is; ``building`` the stones of its unfinished new group and
    ``target`` that group's N (both 0 between turns). ``passes`` counts passes in succession; two
    end the game. ``labels`` gives each stone's group number (-1 where there is none): only the
    partition into groups matters, so it takes no part in comparisons. ``cache`` holds values
    derived from the rest (the legal roots) and is invisible.
    """

    size: int
    stones: tuple[int, int]
    black_seat: Seat
    to_move: int
    building: int
    target: int
    passes: int
    moves: tuple[tuple[Seat, str], ...]
    group_counts: tuple[int, int]
    labels: tuple[int, ...] = field(compare=False, repr=False)
    cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def over(self) -> bool:
        """Both players passed in succession (RULES.md §7)."""
        return self.passes >= 2

    def seat_of(self, colour: int) -> Seat:
        """The seat holding ``colour`` (an index, ``BLACK`` or ``WHITE``)."""
        return self.black_seat if colour == BLACK else 1 - self.black_seat

    def colour_index(self, seat: Seat) -> int:
        """The colour index of ``seat``."""
        return BLACK if seat == self.black_seat else WHITE
