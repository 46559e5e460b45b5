"""Meuda's score (RULES.md §7 "Score"): a point per distinct group size, ½ for the largest group.

Kept apart from the move rules so that it can be tested on plain lists of sizes.
"""

from __future__ import annotations

from dataclasses import dataclass

Points = int | float

_ORDINALS = ("largest", "2nd largest", "3rd largest")


@dataclass(frozen=True, slots=True)
class Score:
    """Both colours' score: index 0 is Black, 1 is White.

    ``half`` is the colour that gets the ½ point (``None`` when the size lists are identical);
    ``decided_at`` is the position (0 = largest group) where the sorted lists first differ.
    """

    sizes: tuple[tuple[int, ...], tuple[int, ...]]
    half: int | None
    decided_at: int

    def points(self, colour: int) -> Points:
        """Distinct sizes, plus ½ for the colour with the largest group; whole numbers as ints."""
        distinct = len(set(self.sizes[colour]))
        return distinct + 0.5 if self.half == colour else distinct

    @property
    def winner(self) -> int | None:
        """The colour with more points, or ``None`` for the draw of identical size lists."""
        if self.half is None:
            return None
        black, white = self.points(0), self.points(1)
        # One side has the ½ and the other does not, so the totals are never equal here.
        return 0 if black > white else 1

    def details(self, colour_names: tuple[str, str]) -> str:
        """The calculation in words, e.g. ``Black sizes 3, 3, 2, 1 → 3 points + ½ ... = 3.5``."""
        parts = [self._line(colour, colour_names[colour]) for colour in (0, 1)]
        if self.half is None:
            parts.append("the same group sizes: a draw")
        return " · ".join(parts)

    def _line(self, colour: int, name: str) -> str:
        sizes = self.sizes[colour]
        distinct = len(set(sizes))
        text = f"{name} sizes {', '.join(map(str, sizes))} → {distinct} point"
        text += "" if distinct == 1 else "s"
        if self.half == colour:
            text += f" + ½ ({self._why()}) = {self.points(colour)}"
        return text

    def _why(self) -> str:
        half, i = self.half, self.decided_at
        if half is None or i == 0:
            return "largest group"
        rank = _ORDINALS[i] if i < len(_ORDINALS) else f"{i + 1}th largest"
        mine, theirs = _at(self.sizes[half], i), _at(self.sizes[1 - half], i)
        return f"equal largest groups; the {rank} decides: {mine} beats {theirs or 'none'}"


def _at(sizes: tuple[int, ...], i: int) -> int:
    return sizes[i] if i < len(sizes) else 0


def score(black: list[int] | tuple[int, ...], white: list[int] | tuple[int, ...]) -> Score:
    """Score two lists of group sizes (any order).

    The ½ point goes to the larger largest group; if those are equal the next largest decide, and
    so on. Decision (RULES.md §7 is silent): a list that runs out counts its missing groups as
    size 0, as in Interleave (§4), so ``3, 2, 1`` beats ``3, 2``.
    """
    sizes = (tuple(sorted(black, reverse=True)), tuple(sorted(white, reverse=True)))
    length = max(len(sizes[0]), len(sizes[1]))
    for i in range(length):
        b, w = _at(sizes[0], i), _at(sizes[1], i)
        if b != w:
            return Score(sizes, 0 if b > w else 1, i)
    return Score(sizes, None, length)
