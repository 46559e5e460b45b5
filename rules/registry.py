"""The games by id (RULES.md §8.1): ``GAMES`` holds exactly the five ids; ``get_game`` also
knows the aliases and ignores case and surrounding spaces."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from rules import interleave, meridians, meter, meuda, thwart_omega
from rules.errors import UnknownGame
from rules.game import Game

AnyGame = Game[Any]


def _register(*games: AnyGame) -> tuple[Mapping[str, AnyGame], Mapping[str, AnyGame]]:
    by_id: dict[str, AnyGame] = {}
    by_name: dict[str, AnyGame] = {}
    for game in games:
        for name in (game.id, *game.aliases):
            if name in by_name:
                raise ValueError(f"two games claim the name {name!r}")
            by_name[name] = game
        by_id[game.id] = game
    return MappingProxyType(by_id), MappingProxyType(by_name)


GAMES, _BY_NAME = _register(
    meter.GAME, interleave.GAME, thwart_omega.GAME, meridians.GAME, meuda.GAME
)


def get_game(name: str) -> AnyGame:
    """The game called ``name`` (an id or alias, any case); ``UnknownGame`` otherwise."""
    key = name.strip().lower() if isinstance(name, str) else name
    try:
        return _BY_NAME[key]
    except (KeyError, TypeError):
        known = ", ".join(GAMES)
        raise UnknownGame(f"There is no game called {name!r}. Games: {known}.") from None
