"""The puzzle service's port: the puzzle tables a store offers beside the engine's
(``bot/storage/units/puzzles.py``); ``tables(uow)`` checks once that the unit has them."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol, runtime_checkable

from bot.engine.model import UserId
from bot.engine.ports import UnitOfWork
from bot.engine.puzzles.records import DailyRecord, PuzzleRecord, PuzzleStats


@runtime_checkable
class PuzzleUnit(Protocol):
    """Typed access to the puzzle tables inside one transaction."""

    async def unmined_matches(self, guild_id: int, game_id: str, limit: int) -> list[int]:
        """Finished matches of ``game_id`` on the server not searched for puzzles yet, newest
        first (never a running or aborted one)."""
        ...

    async def add_puzzles(
        self, match_id: int, guild_id: int, puzzles: Sequence[PuzzleRecord], now: datetime
    ) -> int:
        """Record ``match_id`` as searched with ``puzzles`` (their ``id`` ignored); how many
        were stored (0 if the match was searched already: another process got there first)."""
        ...

    async def count_puzzles(self, guild_id: int, game_id: str) -> int: ...

    async def load_puzzle(self, puzzle_id: int) -> PuzzleRecord | None: ...

    async def next_puzzle(
        self, guild_id: int, game_id: str, user_id: UserId
    ) -> PuzzleRecord | None:
        """The puzzle to give ``user_id``: the oldest they never answered, else the one they
        failed longest ago; ``None`` once they solved them all (or there are none)."""
        ...

    async def puzzle_stats(self, guild_id: int, user_id: UserId) -> PuzzleStats:
        """Their counts (all zero if they never asked for a puzzle there)."""
        ...

    async def save_puzzle_stats(self, stats: PuzzleStats, now: datetime) -> None: ...

    async def record_answer(
        self, puzzle_id: int, user_id: UserId, solved: bool, now: datetime
    ) -> None:
        """Keep ``user_id``'s latest answer to the puzzle."""
        ...

    # ---- the daily puzzle (``bot.engine.puzzles.daily``) ----------------------------------

    async def guild_time_zone(self, guild_id: int) -> str | None:
        """The server's time zone (``/host time-zone``), if one was set."""
        ...

    async def unmined_games(self, guild_id: int) -> list[str]:
        """The games of which the server has finished matches not searched yet."""
        ...

    async def daily_candidates(self, guild_id: int) -> dict[str, int]:
        """Per game, the oldest puzzle of the server nobody answered and never a daily one."""
        ...

    async def latest_daily(self, guild_id: int) -> DailyRecord | None:
        """The server's most recent daily puzzle, open or closed."""
        ...

    async def load_daily(self, guild_id: int, day: str) -> DailyRecord | None: ...

    async def has_answered(self, puzzle_id: int, user_id: UserId) -> bool: ...

    async def add_daily(self, daily: DailyRecord) -> bool:
        """Store a new daily puzzle; ``False`` if the server has one for that day already."""
        ...

    async def close_daily(self, guild_id: int, day: str, now: datetime) -> int:
        """Close that day's daily puzzle (nobody may answer it any more: it is nobody's open
        puzzle after this); how many players solved it."""
        ...

    async def set_daily_message(self, guild_id: int, day: str, message_id: int | None) -> None: ...


class PuzzleUnitOfWork(UnitOfWork, PuzzleUnit, Protocol):
    """A unit of work that also holds the puzzle tables."""


def tables(uow: UnitOfWork) -> PuzzleUnitOfWork:
    """``uow`` with the puzzle tables; a ``TypeError`` if the store behind it has none."""
    if not isinstance(uow, PuzzleUnit):
        raise TypeError(f"{type(uow).__name__} has no puzzle tables (PuzzleUnit)")
    return uow
