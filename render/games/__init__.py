"""Adapters from a rules state to a ``BoardView``, one module per game, chosen by game id."""

from __future__ import annotations

from typing import Protocol

from render.captions import ENGLISH
from render.games import interleave, meridians, meter, meuda, thwart_omega
from render.games.common import AnyGame, Names, check_names
from render.phrases import Phrases
from render.theme import get_theme
from render.view import BoardView


class Adapter(Protocol):
    def __call__(
        self,
        game: AnyGame,
        state: object,
        previous: object | None,
        names: Names,
        theme: str,
        /,
        *,
        say: Phrases = ...,
    ) -> BoardView: ...


ADAPTERS: dict[str, Adapter] = {
    "meter": meter.view,
    "interleave": interleave.view,
    "meridians": meridians.view,
    "thwart-omega": thwart_omega.view,
    "meuda": meuda.view,
}


def view_of(
    game: AnyGame,
    state: object,
    *,
    previous: object | None = None,
    names: Names = ("", ""),
    theme: str = "dark",
    say: Phrases = ENGLISH,
) -> BoardView:
    """The view of ``state`` (``previous``: the state before the last move, for ghosts), in
    the words of ``say`` (``render.captions``)."""
    get_theme(theme)
    try:
        adapter = ADAPTERS[game.id]
    except KeyError:
        raise ValueError(f"no board image for the game {game.id!r}") from None
    return adapter(game, state, previous, check_names(names), theme, say=say)
