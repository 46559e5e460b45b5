"""The notifications the daily puzzle commits to the outbox (``bot.engine.puzzles.daily``).
Public, to the daily puzzle's channel; every payload has ``guild_id``, ``day`` (the server's
local date) and ``puzzle_id``. The post reads the puzzle itself (``posts.py``): no payload
carries an answer.

========================== ==================================================================
``daily-puzzle``           ``game_id``: today's puzzle, with its board and a Solve button
``daily-puzzle-solution``  ``solved`` (how many players solved it): the post of that day is
                           edited with the solution
========================== ==================================================================
"""

from __future__ import annotations

from bot.engine.model import Audience, Notification
from bot.engine.puzzles.records import DailyRecord, PuzzleRecord

POSTED = "daily-puzzle"
SOLUTION = "daily-puzzle-solution"
KINDS = (POSTED, SOLUTION)


def posted(daily: DailyRecord, puzzle: PuzzleRecord) -> Notification:
    return _daily(POSTED, daily, game_id=puzzle.game_id)


def solution(daily: DailyRecord, solved: int) -> Notification:
    return _daily(SOLUTION, daily, solved=solved)


def _daily(kind: str, daily: DailyRecord, **more: str | int) -> Notification:
    """A daily puzzle's public post in its channel: the server, the day and the puzzle, and
    what this kind of post adds."""
    return Notification(
        kind=kind,
        audience=Audience.PUBLIC,
        target_id=daily.channel_id,
        payload={
            "guild_id": daily.guild_id,
            "day": daily.day,
            "puzzle_id": daily.puzzle_id,
            **more,
        },
    )
