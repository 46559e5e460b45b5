"""The result of a finished game (RULES.md §8)."""

from __future__ import annotations

from dataclasses import dataclass, field

Score = int | float


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended.

    ``winner`` is a seat (0 or 1) or ``None`` for a draw or a tie to be replayed; ``reason`` is one
    of the codes of RULES.md §8.1; ``scores`` maps each seat to its number; ``details`` is the
    score calculation written for people (e.g. ``Black 6×4×4×4×4×1 = 1536``), in English, for
    the terminal and the records.

    The same calculation as data, so that another program can write it in its readers' words:
    ``tally`` holds each colour (its lowercase name) with the numbers the result was counted
    from, in the order ``details`` names them: the group sizes as listed (Thwart Omega,
    Interleave, Meter, Meuda), the stones on the board (Meridians, one number);
    ``decided_at`` is the place (0: the largest) where the sizes compared largest first
    differ, when a comparison of sizes decided (Thwart Omega's tie on score, Interleave, Meuda's
    ½ point); ``cancelled`` the sizes Meter's cancelling removed; ``limit`` the move limit a
    game ended at (Meridians).
    """

    winner: int | None
    reason: str
    scores: dict[int, Score] = field(default_factory=dict)
    details: str = ""
    tally: tuple[tuple[str, tuple[int, ...]], ...] = ()
    decided_at: int | None = None
    cancelled: tuple[int, ...] = ()
    limit: int | None = None
