"""``/puzzle``: puzzles from this server's finished games (``bot.engine.puzzles``): a position
to solve with its board, answered with a legal move or given up, with solved counts and
streaks."""

from bot.cogs.puzzles.commands import Puzzles

__all__ = ["Puzzles"]
