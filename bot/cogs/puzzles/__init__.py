"""``/puzzle``: puzzles from this server's finished games (``bot.engine.puzzles``): a position
to solve with its board, answered with a legal move or given up, with solved counts and
streaks; the server's daily puzzle (its posts: ``delivery.py``, its Solve button:
``buttons.py``)."""

from bot.cogs.puzzles.buttons import PUZZLE_BUTTONS, PuzzleReach
from bot.cogs.puzzles.commands import Puzzles
from bot.cogs.puzzles.delivery import DailyDelivery

__all__ = ["PUZZLE_BUTTONS", "DailyDelivery", "PuzzleReach", "Puzzles"]
