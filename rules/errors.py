"""The three errors of the rules package (RULES.md §8).

``InvalidMove`` and ``IllegalMove`` are meant for players: their message is a sentence that can be
shown as it is. Both are ``ValueError``s, like python-chess's move errors.
"""

from __future__ import annotations


class MoveError(ValueError):
    """A move that the rules refuse; the message is written for the player."""


class InvalidMove(MoveError):
    """The text cannot be read as a move of this game (garbage, off-board cell, unknown word)."""


class IllegalMove(MoveError):
    """The move can be read but is not allowed now; the message says why."""


class UnknownGame(KeyError):
    """No game has this id or alias."""

    def __str__(self) -> str:  # KeyError would print the repr of its argument
        return str(self.args[0]) if self.args else "unknown game"
