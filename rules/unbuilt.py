"""A placeholder for a game whose rules are not built yet: it is listed, and says so when used."""

from __future__ import annotations

from typing import Any, NoReturn

from rules.game import Game


class Unbuilt(Game[Any]):
    """Every method raises ``NotImplementedError`` naming the game."""

    option_table = ()

    def __init__(self, game_id: str, title: str, aliases: tuple[str, ...] = ()) -> None:
        self.id = game_id  # type: ignore[misc]
        self.title = title  # type: ignore[misc]
        self.aliases = aliases  # type: ignore[misc]

    def _refuse(self, *args: object, **kwargs: object) -> NoReturn:
        raise NotImplementedError(f"{self.title} is not implemented yet.")

    new_state = _new_state = _play = seats_to_act = colour_of = legal_moves = _refuse
    parse_move = board = outcome = to_json = from_json = geometry = _refuse
    options_of = history = play = play_round = random_move = _refuse
