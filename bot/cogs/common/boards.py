"""Board images for messages: the position at a given move, rendered in a worker thread.

Notifications name a position (match, game number, ply), not a picture: the image is drawn from
the stored move log, so a notification delivered late (after a retry or a restart) still shows
the position it announced. Recent positions and images are cached, because one Thwart Omega
round shows the same board three times (the public reveal and two private prompts).
"""

from __future__ import annotations

import asyncio
import functools
from collections import OrderedDict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import discord

import render
import rules
from bot.engine.matches.service import MatchService
from bot.engine.model import MoveRecord
from bot.engine.views import MatchView

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Lru(Generic[K, V]):
    """A small least-recently-used cache."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._items: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self._size:
            self._items.popitem(last=False)


@dataclass(frozen=True, slots=True)
class Picture:
    """A rendered board: PNG bytes and the alt text screen readers read instead."""

    png: bytes
    alt: str

    def file(self, name: str = "board.png") -> discord.File:
        import io

        return discord.File(io.BytesIO(self.png), filename=name, description=self.alt[:1000])


PositionKey = tuple[int, int, int]  # (match id, game number, ply)


class Boards:
    """Positions by (match, game, ply), and their pictures."""

    def __init__(self, service: MatchService, *, width: int = 800, theme: str = "dark") -> None:
        self._service = service
        self.width = width
        self.theme = theme
        self._states: Lru[PositionKey, Any] = Lru(512)
        self._pictures: Lru[tuple[PositionKey, tuple[str, str], bool], Picture] = Lru(64)

    async def position(
        self, view: MatchView, game_no: int, ply: int, moves_in_step: int = 0
    ) -> tuple[Any, Any | None]:
        """The state at ``ply`` of game ``game_no`` and the state ``moves_in_step`` entries
        earlier (``None`` if that is 0): what a board message at that ply shows."""
        key = (view.id, game_no, ply)
        state = view.state if (view.game_no, view.ply) == (game_no, ply) else self._states.get(key)
        earlier = None
        if moves_in_step:
            earlier = self._states.get((view.id, game_no, ply - moves_in_step))
        if state is None or (moves_in_step and earlier is None):
            log = await self._service.move_log(view.id)
            state, earlier = replay_to(view, log, game_no, ply, moves_in_step)
        self._states.put(key, state)
        return state, earlier

    async def picture(
        self,
        view: MatchView,
        state: Any,
        previous: Any | None,
        names: tuple[str, str],
        key: PositionKey | None = None,
    ) -> Picture:
        """The board image of ``state`` (the last move marked against ``previous``)."""
        cache_key = (key, names, previous is not None) if key is not None else None
        if cache_key is not None:
            cached = self._pictures.get(cache_key)
            if cached is not None:
                return cached
        game = rules.get_game(view.game_id)
        picture = await asyncio.to_thread(
            functools.partial(
                _draw,
                game=game,
                state=state,
                previous=previous,
                names=names,
                theme=self.theme,
                width=self.width,
            )
        )
        if cache_key is not None:
            self._pictures.put(cache_key, picture)
        return picture


def _draw(
    *,
    game: rules.Game[Any],
    state: Any,
    previous: Any | None,
    names: tuple[str, str],
    theme: str,
    width: int,
) -> Picture:
    png = render.board_png(game, state, previous=previous, names=names, theme=theme, width=width)
    alt = render.alt_text(game, state, previous=previous, names=names)
    return Picture(png, alt)


def replay_to(
    view: MatchView, log: Sequence[MoveRecord], game_no: int, ply: int, back: int
) -> tuple[Any, Any | None]:
    """Rebuild the position at ``ply`` (and ``back`` entries earlier) from the move log."""
    game = rules.get_game(view.game_id)
    entries = sorted((m for m in log if m.game_no == game_no and m.ply < ply), key=lambda m: m.ply)
    state = game.new_state(**view.options)
    earlier = state if back and len(entries) == back else None
    done = 0
    if game.simultaneous:
        for first, second in zip(entries[0::2], entries[1::2], strict=False):
            moves = {first.seat: first.move, second.seat: second.move}
            state = game.play_round(state, moves)
            done += 2
            if back and done == len(entries) - back:
                earlier = state
    else:
        for entry in entries:
            state = game.play(state, entry.seat, entry.move)
            done += 1
            if back and done == len(entries) - back:
                earlier = state
    return state, earlier
