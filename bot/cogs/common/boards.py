"""Board images for messages, rendered in a worker thread.

Notifications name a position (match, game number, ply), not a picture: the engine reads that
position from the stored move log as the row starts (``bot.engine.matches.positions``) and the
delivery draws it here, so a notification delivered late still shows the position it
announced. Recent images are cached, because one Thwart Omega round shows the same board three
times (the public reveal and two private prompts). The words drawn in a picture and its alt
text are the reader's (``words``: the server's language for a public post, the reader's for a
private answer; English when not given).
"""

from __future__ import annotations

import asyncio
import functools
from dataclasses import dataclass
from typing import Any

import discord
from cachetools import LRUCache

import render
import rules
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.language.board_words import BoardWords
from bot.engine.views import MatchView


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
    """Pictures of positions, drawn at the bot's width and theme."""

    def __init__(self, *, width: int = 800, theme: str = "dark") -> None:
        self.width = width
        self.theme = theme
        self._pictures: LRUCache[tuple[PositionKey, tuple[str, str], bool, str], Picture] = (
            LRUCache(64)
        )

    async def picture(
        self,
        view: MatchView,
        state: Any,
        previous: Any | None,
        names: tuple[str, str],
        key: PositionKey | None = None,
        *,
        words: Words = ENGLISH_WORDS,
    ) -> Picture:
        """The board image of ``state`` (the last move marked against ``previous``), its words
        in ``words``' language."""
        cache_key = (key, names, previous is not None, words.language) if key is not None else None
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
                say=BoardWords(words),
            )
        )
        if cache_key is not None:
            self._pictures[cache_key] = picture
        return picture

    async def position(
        self,
        game_id: str,
        state: Any,
        names: tuple[str, str],
        previous: Any | None = None,
        *,
        words: Words = ENGLISH_WORDS,
    ) -> Picture:
        """The board image of a position that belongs to no match (a puzzle), not cached."""
        return await asyncio.to_thread(
            functools.partial(
                _draw,
                game=rules.get_game(game_id),
                state=state,
                previous=previous,
                names=names,
                theme=self.theme,
                width=self.width,
                say=BoardWords(words),
            )
        )


def _draw(
    *,
    game: rules.Game[Any],
    state: Any,
    previous: Any | None,
    names: tuple[str, str],
    theme: str,
    width: int,
    say: render.Phrases,
) -> Picture:
    png = render.board_png(
        game, state, previous=previous, names=names, theme=theme, width=width, say=say
    )
    alt = render.alt_text(game, state, previous=previous, names=names, say=say)
    return Picture(png, alt)
