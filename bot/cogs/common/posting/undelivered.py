"""Telling the person whose action caused a post that Discord refused.

A public message can fail long after the command that caused it answered (the channel's
permissions changed, the channel was deleted). Delivery then skips it (the game is safe in the
database), and this module sends the person who caused it a direct message naming the channel,
what was lost and what to do, at most once an hour per person and channel.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from datetime import datetime, timedelta
from typing import Any, Protocol

import discord

from bot.cogs.common.people import DmClosed, People
from bot.cogs.common.words import channel_link
from bot.engine.clock import Clock
from bot.engine.model import OutboxItem

log = logging.getLogger(__name__)

QUIET = timedelta(hours=1)
MISSING_PERMISSIONS = 50013
MISSING_ACCESS = 50001

# The outbox row being delivered in this task (each delivery runs in its own context).
_delivering: ContextVar[OutboxItem | None] = ContextVar("delivering", default=None)


class Host(Protocol):
    people: People
    clock: Clock


@contextlib.contextmanager
def delivering(item: OutboxItem) -> Iterator[None]:
    """Mark ``item`` as the one being delivered while its handler runs."""
    token = _delivering.set(item)
    try:
        yield
    finally:
        _delivering.reset(token)


def causes(payload: Mapping[str, Any]) -> list[int]:
    """Who caused a notification: whoever acted (``by``), the challenger, the movers, else the
    players."""
    by = payload.get("by")
    if isinstance(by, int):
        return [by]
    challenger = payload.get("challenger_id")
    if isinstance(challenger, int):
        return [challenger]
    movers = [m.get("user_id") for m in payload.get("moves") or [] if isinstance(m, Mapping)]
    found = [u for u in movers if isinstance(u, int)]
    if found:
        return list(dict.fromkeys(found))
    players = payload.get("players") or []
    return [u for u in players if isinstance(u, int)]


def why(error: Exception) -> str:
    code = getattr(error, "code", None)
    if code == MISSING_PERMISSIONS:
        return "I am missing a permission there (a server manager can see which with `/diagnose`)"
    if code == MISSING_ACCESS or isinstance(error, discord.Forbidden):
        return "I cannot see that channel any more"
    return "that channel no longer exists"


def message_for(channel_id: int, match_id: int | None, error: Exception) -> str:
    where = channel_link(channel_id)
    if match_id is None:
        return (
            f"I could not post your message in {where}: {why(error)}. Nobody there saw it; "
            "please try again in a channel where I may post."
        )
    return (
        f"I could not post a message about match #{match_id} in {where}: {why(error)}. Nobody "
        "there saw it. The match itself is safe; `/board` shows it at any time."
    )


class Teller:
    """Sends the notes, remembering whom it told about which channel recently."""

    def __init__(self, host: Host) -> None:
        self._host = host
        self._told: dict[tuple[int, int], datetime] = {}

    async def tell(self, channel_id: int, error: Exception) -> None:
        """The post for the row being delivered could not be made in ``channel_id``."""
        item = _delivering.get()
        if item is None:
            return
        now = self._host.clock.now()
        text = message_for(channel_id, item.notification.match_id, error)
        for user_id in causes(item.notification.payload):
            last = self._told.get((user_id, channel_id))
            if last is not None and now - last < QUIET:
                continue
            self._told[(user_id, channel_id)] = now
            try:
                await self._host.people.dm(user_id, content=text)
            except (DmClosed, discord.HTTPException) as failed:
                log.info("could not tell %s about channel %s: %r", user_id, channel_id, failed)
