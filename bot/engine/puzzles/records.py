"""What the puzzle tables hold, as plain values (migration ``0016_puzzles.sql``)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from bot.engine.model import JSON, UserId


@dataclass(frozen=True, slots=True)
class PuzzleRecord:
    """A stored puzzle: the position of match ``match_id`` (its game ``game_no``) after ``ply``
    moves, ``seat`` to move; ``answers``: every accepted move; ``given``: Thwart Omega's
    opponent submission; ``exact``: solved, not searched; ``alternating``: turns assumed."""

    id: int
    guild_id: int
    game_id: str
    match_id: int
    game_no: int
    ply: int
    seat: int
    state: dict[str, JSON]
    answers: tuple[str, ...]
    given: str
    exact: bool
    alternating: bool
    created_at: datetime


@dataclass(frozen=True, slots=True)
class PuzzleStats:
    """A player's puzzle counts on one server, and the puzzle they have open."""

    guild_id: int
    user_id: UserId
    attempts: int = 0
    solved: int = 0
    streak: int = 0
    best_streak: int = 0
    open_puzzle: int | None = None

    def answered(self, solved: bool) -> PuzzleStats:
        """The counts after one more answer (a give-up is a wrong one); nothing open after."""
        streak = self.streak + 1 if solved else 0
        return replace(
            self,
            attempts=self.attempts + 1,
            solved=self.solved + int(solved),
            streak=streak,
            best_streak=max(self.best_streak, streak),
            open_puzzle=None,
        )


@dataclass(frozen=True, slots=True)
class DailyRecord:
    """A server's daily puzzle (migration ``0017_daily_puzzles.sql``): puzzle ``puzzle_id``
    posted on the server's local date ``day`` (``YYYY-MM-DD``) in ``channel_id``; the message
    once posted; ``closed_at`` once its solution was shown (``None``: open)."""

    guild_id: int
    day: str
    puzzle_id: int
    channel_id: int
    message_id: int | None
    posted_at: datetime
    closed_at: datetime | None = None
