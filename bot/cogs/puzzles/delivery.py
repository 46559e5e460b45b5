"""The daily puzzle's posts (``bot.engine.puzzles.notices``): the day's puzzle with its board
and a Solve button, and the next day the same message edited with the solution (its board after
the first answer) and how many solved it. What each post needs comes with the row
(``bot.engine.puzzles.posts.DailyPost``); the message posted is learned (``DailyMessage``), so
the solution finds it, also after a restart."""

from __future__ import annotations

import logging
from typing import Any

import discord

import rules
from bot.cogs.common.boards import Boards
from bot.cogs.common.components import buttons, daily_puzzle_item
from bot.cogs.common.language import Words
from bot.cogs.common.posting import resend
from bot.cogs.common.posting.delivery import (
    NO_PINGS,
    DiscordDelivery,
    Outgoing,
    context,
    learn,
)
from bot.cogs.puzzles import texts
from bot.engine.model import OutboxItem
from bot.engine.puzzles import PuzzleRecord
from bot.engine.puzzles.notices import POSTED, SOLUTION
from bot.engine.puzzles.posts import DailyMessage, DailyPost

log = logging.getLogger(__name__)


class DailyDelivery:
    """The handlers of the daily puzzle's notifications."""

    def __init__(self, delivery: DiscordDelivery, boards: Boards) -> None:
        self.delivery = delivery
        self.boards = boards

    def _words(self, post: DailyPost) -> Words:
        """The words of a public post: the server's language."""
        guild = self.delivery.client.get_guild(post.puzzle.guild_id)
        return Words.for_guild(guild, post.language)

    def install(self) -> None:
        self.delivery.register({POSTED: self.posted, SOLUTION: self.solution})

    async def posted(self, item: OutboxItem) -> None:
        post = context(item, DailyPost)
        puzzle = post.puzzle
        day = str(item.notification.payload["day"])
        words = self._words(post)
        game_state = _state(puzzle)
        picture = await self.boards.position(
            puzzle.game_id, game_state, texts.names(puzzle, words), words=words
        )
        out = Outgoing(
            texts.daily_text(puzzle, day, words),
            picture,
            view=buttons(daily_puzzle_item(day, words)),
        )
        sent = await self.delivery.post(item.notification.target_id, out)
        learn(DailyMessage(puzzle.guild_id, day, sent))

    async def solution(self, item: OutboxItem) -> None:
        post = context(item, DailyPost)
        puzzle = post.puzzle
        payload = item.notification.payload
        day = str(payload["day"])
        words = self._words(post)
        text = texts.daily_solution_text(puzzle, day, int(str(payload["solved"])), words)
        picture = await self.boards.position(
            puzzle.game_id,
            texts.solution_state(puzzle),
            texts.names(puzzle, words),
            previous=_state(puzzle),
            words=words,
        )
        channel = self.delivery.client.get_partial_messageable(item.notification.target_id)
        if post.message_id is not None:
            message = channel.get_partial_message(post.message_id)
            try:
                await message.edit(
                    content=text,
                    attachments=[picture.file()],
                    view=None,
                    allowed_mentions=NO_PINGS,
                )
                return
            except discord.NotFound:
                pass  # deleted: the solution is posted anew below
            except discord.Forbidden as error:
                log.warning("cannot edit the daily puzzle of %s: %r", day, error)
                return
        try:
            await resend.send(
                channel, content=text, files=[picture.file()], allowed_mentions=NO_PINGS
            )
        except (discord.Forbidden, discord.NotFound) as error:
            log.warning("cannot post the daily puzzle's solution of %s: %r", day, error)


def _state(puzzle: PuzzleRecord) -> Any:
    """The puzzle's position."""
    return rules.get_game(puzzle.game_id).from_json(puzzle.state)
