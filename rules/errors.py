"""The three errors of the rules package (RULES.md §8).

``InvalidMove`` and ``IllegalMove`` are meant for players: their message is a sentence that can be
shown as it is. Both are ``ValueError``s, like python-chess's move errors.

Each refusal also carries a stable ``key`` and the facts its sentence is made of (``arguments``),
so that a program speaking another language can say it in its own words:

    raise IllegalMove("cell-taken", f"{cell} is taken; choose an empty cell.", cell=cell)

The rules speak English only (``str(error)``); the bot's catalogue holds ``rules-<key>`` in every
language it speaks, and a test checks that its English says what the rules say.
"""

from __future__ import annotations

Fact = str | int


class MoveError(ValueError):
    """A move that the rules refuse; the message is written for the player, ``key`` names it and
    ``arguments`` are its facts (cells as text, counts as numbers)."""

    def __init__(self, key: str, message: str, /, **arguments: Fact) -> None:
        super().__init__(message)
        self.key = key
        self.arguments = arguments


class InvalidMove(MoveError):
    """The text cannot be read as a move of this game (garbage, off-board cell, unknown word)."""


class IllegalMove(MoveError):
    """The move can be read but is not allowed now; the message says why."""


class UnknownGame(KeyError):
    """No game has this id or alias."""

    def __str__(self) -> str:  # KeyError would print the repr of its argument
        return str(self.args[0]) if self.args else "unknown game"
