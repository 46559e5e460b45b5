"""Stone Arena's rules: five abstract games behind one pure interface (see RULES.md §8).

>>> import rules
>>> game = rules.get_game("interleave")
>>> state = game.new_state(size=4)
"""

from rules.errors import IllegalMove, InvalidMove, MoveError, UnknownGame
from rules.game import SEATS, Colour, Game, Option, Seat
from rules.outcome import Outcome
from rules.registry import GAMES, get_game

__all__ = [
    "GAMES",
    "SEATS",
    "Colour",
    "Game",
    "IllegalMove",
    "InvalidMove",
    "MoveError",
    "Option",
    "Outcome",
    "Seat",
    "UnknownGame",
    "get_game",
]
