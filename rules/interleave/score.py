"""Interleave's winner (RULES.md §4 "Winner"): the group sizes compared largest first, and the
calculation in words.

Kept apart from the move rules so that it can be used and tested on plain lists of sizes.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.game import Colour, Seat
from rules.interleave.state import BLACK, RED
from rules.outcome import Outcome


def compare_groups(black: Sequence[int], red: Sequence[int]) -> tuple[Colour, int | None]:
    """The winner by RULES.md §4 and the 0-based index of the deciding group (None: identical).

    Both lists run from largest to smallest; a missing group counts as size 0, and identical
    lists go to Red (the original's imaginary ½-stone group), so there is no draw.
    """
    for index in range(max(len(black), len(red))):
        b = black[index] if index < len(black) else 0
        r = red[index] if index < len(red) else 0
        if b != r:
            return (BLACK if b > r else RED), index
    return RED, None


def groups_outcome(black: Sequence[int], red: Sequence[int], black_seat: Seat) -> Outcome:
    """Largest groups compared in turn, Red winning identical lists (RULES.md §4, §8.1); the
    score of each seat is its largest group."""
    winner, decided_at = compare_groups(black, red)
    red_seat = 1 - black_seat
    return Outcome(
        winner=black_seat if winner == BLACK else red_seat,
        reason="groups",
        scores={black_seat: black[0] if black else 0, red_seat: red[0] if red else 0},
        details=groups_details(black, red),
        tally=(("black", tuple(black)), ("red", tuple(red))),
        decided_at=decided_at,
    )


def groups_details(black: Sequence[int], red: Sequence[int]) -> str:
    """The score calculation in words, e.g. ``Black 3, 2, 1 · Red 3, 2 — Black wins on the
    third group``."""
    winner, index = compare_groups(black, red)
    sizes = f"Black {_sizes_text(black)} · Red {_sizes_text(red)}"
    if index is None:
        return f"{sizes} — identical: Red wins (the ½-stone group)"
    return f"{sizes} — {winner.title} wins on the {_ordinal(index)} group"


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")


def _ordinal(index: int) -> str:
    if index < len(_ORDINALS):
        return _ORDINALS[index]
    n = index + 1
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _sizes_text(sizes: Sequence[int]) -> str:
    return ", ".join(map(str, sizes)) if sizes else "no groups"
