"""The end of a match in Discord: the result message's attachments (the replay GIF of the last
game and the game record, so the finished game can be watched again and kept) and archiving the
thread later. Both work from what the row brought (the match and its move log, read engine-side
as the row started): nothing here reads the engine."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Sequence
from typing import Any

import discord

import render
import rules
from bot.cogs.common.boards import Boards
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.language.board_words import ENGLISH_BOARD_WORDS, BoardWords
from bot.cogs.common.people import People
from bot.cogs.common.words import title_of
from bot.cogs.matches.texts import results as result_texts
from bot.engine.matches.records import match_record
from bot.engine.model import MoveRecord
from bot.engine.views import MatchView
from render.gif import GIF_WIDTH
from rules.record import GameRecord, replay_steps, write_record

log = logging.getLogger(__name__)


async def result_files(
    people: People,
    boards: Boards,
    view: MatchView,
    moves: Sequence[MoveRecord],
    words: Words = ENGLISH_WORDS,
) -> list[tuple[str, bytes, str]]:
    """``(file name, bytes, description)``: the replay GIF of the match's last game and its game
    record, each with the alt text a screen reader reads (what it is, who played, the result);
    the GIF's last frame shows the result too; all in ``words``' language, the words drawn in
    the GIF's frames included."""
    names = await people.names(view.players)
    record = match_record(view, moves, names)
    result = result_texts.result_sentence(view.result, names, words)
    width = min(boards.width, GIF_WIDTH)
    gif = await asyncio.to_thread(
        functools.partial(_gif, record, names, boards.theme, width, result, say=BoardWords(words))
    )
    text = write_record(record).encode()
    title = title_of(view.game_id)
    first = names[0] or words("match-player-number", number=1)
    second = names[1] or words("match-player-number", number=2)
    played = words("match-moves", count=len(record.games[-1]))
    gif_alt = words(
        "match-gif-alt",
        match=str(view.id),
        game=title,
        first=first,
        second=second,
        played=played,
        several="yes" if len(record.games) > 1 else "no",
        result=result,
    )
    record_alt = words(
        "match-record-alt",
        match=str(view.id),
        game=title,
        first=first,
        second=second,
        played=played,
        result=result,
    )
    return [
        (f"match-{view.id}-replay.gif", gif, gif_alt),
        (f"match-{view.id}-{view.game_id}.txt", text, record_alt),
    ]


def _gif(
    record: GameRecord,
    names: tuple[str, str],
    theme: str,
    width: int,
    result: str,
    *,
    say: BoardWords = ENGLISH_BOARD_WORDS,
) -> bytes:
    game = rules.get_game(record.game)
    states: list[Any] = []
    for state in replay_steps(record):
        if not game.history(state):
            states = []  # a tie-replay game starts: show the last game only
        states.append(state)
    return render.replay_gif(
        game, states, names=names, theme=theme, width=width, result=result, say=say
    )


async def archive_thread(client: discord.Client, thread_id: int) -> None:
    """Archive a finished match's thread (a missing or foreign thread is left alone)."""
    channel = client.get_channel(thread_id)
    try:
        if channel is None:
            channel = await client.fetch_channel(thread_id)
        if isinstance(channel, discord.Thread) and not channel.archived:
            await channel.edit(archived=True)
    except (discord.NotFound, discord.Forbidden) as error:
        log.info("thread %s not archived: %r", thread_id, error)
