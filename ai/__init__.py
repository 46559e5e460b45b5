"""Computer opponents for the five games: one entry point over the rules interface (RULES.md §8).

>>> import ai, rules
>>> game = rules.get_game("meter")
>>> state = game.new_state()
>>> ai.choose_move(game, state, 0, level="easy", seed=1, playouts=20) in game.legal_moves(state, 0)
True

The move comes back in the game's own notation: for Thwart Omega the seat's sealed submission
(``b c3 w e5``), for Meuda the whole turn (``d1 d2 e1``: every stone the seat places before the
other seat acts), for Interleave in real time a placement or ``done``.
"""

from ai.choose import choose_move
from ai.levels import LEVELS, PLAYER_LEVELS, default_playouts, level_named

__all__ = ["LEVELS", "PLAYER_LEVELS", "choose_move", "default_playouts", "level_named"]
