"""The result of a finished game (RULES.md §8)."""

from __future__ import annotations

from dataclasses import dataclass, field

Score = int | float


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended.

    ``winner`` is a seat (0 or 1) or ``None`` for a draw or a tie to be replayed; ``reason`` is one
    of the codes of RULES.md §8.1; ``scores`` maps each seat to its number; ``details`` is the
    score calculation written for people (e.g. ``Black 6×4×4×4×4×1 = 1536``).
    """

    winner: int | None
    reason: str
    scores: dict[int, Score] = field(default_factory=dict)
    details: str = ""
