"""What a daily puzzle's post needs (its loader) and what it learns (its recorder), registered
on the outbox's ``Posts`` when the engine is wired (``bot.engine.outbox.posts``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from bot.engine.errors import EngineError
from bot.engine.model import OutboxItem
from bot.engine.outbox.posts import Posts
from bot.engine.ports import UnitOfWork
from bot.engine.puzzles.notices import KINDS
from bot.engine.puzzles.ports import tables
from bot.engine.puzzles.records import PuzzleRecord


@dataclass(frozen=True, slots=True)
class DailyPost:
    """The day's puzzle, and the message posted for it (``None``: not posted yet, or it could
    not be posted)."""

    puzzle: PuzzleRecord
    message_id: int | None
    language: str | None = None  # the server's language of public posts


@dataclass(frozen=True, slots=True)
class DailyMessage:
    """The message a daily puzzle was posted as."""

    guild_id: int
    day: str
    message_id: int | None


def install(posts: Posts) -> None:
    posts.load(KINDS, daily_post)
    posts.record(DailyMessage, record_message)


async def daily_post(uow: UnitOfWork, item: OutboxItem) -> DailyPost:
    payload = item.notification.payload
    guild_id, day = int(str(payload["guild_id"])), str(payload["day"])
    unit = tables(uow)
    daily = await unit.load_daily(guild_id, day)
    puzzle = await unit.load_puzzle(int(str(payload["puzzle_id"])))
    if daily is None or puzzle is None:
        raise EngineError("daily-not-stored", day=day)
    language = (await uow.guild_settings(guild_id)).language
    return DailyPost(puzzle, daily.message_id, language)


async def record_message(uow: UnitOfWork, fact: object, now: datetime) -> None:
    assert isinstance(fact, DailyMessage)
    await tables(uow).set_daily_message(fact.guild_id, fact.day, fact.message_id)
