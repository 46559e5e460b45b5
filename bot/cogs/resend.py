"""No message twice after a crash: an outbox row that may already have reached Discord is looked
up in its channel before it is posted again.

The dispatcher marks a row started before its Discord calls; a row loaded again with that mark
(``OutboxItem.uncertain``: the bot died, or the call failed, between posting and marking) is
delivered inside ``uncertain_row()``. Every post of the delivery goes through ``send()``: inside
that block it first reads the channel's latest messages and, if the bot already posted one with
the same text there, returns it instead of posting again. Outside it, ``send()`` just posts.
A match thread is opened the same way: ``existing_thread()`` finds the bot's thread of that name
under the channel, so a restart does not open a second one.

Chosen over Discord's message ``nonce`` with ``enforce_nonce``: Discord keeps a nonce for a few
minutes only (an outage can be longer), and simcord ignores it, so it could not be tested.
With several processes, each post first checks that this process still holds the row
(``bot.engine.fence``): one that stalled past its lease while another took the row over posts
nothing more.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Any

import discord

from bot.engine import fence

log = logging.getLogger(__name__)

# How many of a channel's latest messages are searched for the repeat.
LOOK_BACK = 50

_bot_id: ContextVar[int | None] = ContextVar("stone_arena_uncertain_row", default=None)


@contextlib.contextmanager
def uncertain_row(bot_id: int | None) -> Iterator[None]:
    """Posts inside this block look for an identical earlier post by ``bot_id`` first."""
    token = _bot_id.set(bot_id)
    try:
        yield
    finally:
        _bot_id.reset(token)


async def send(channel: discord.abc.Messageable, **message: Any) -> discord.Message:
    """``channel.send(**message)``, unless this row's message is there already; and only while
    this process still holds the row (``bot.engine.fence``: ``ClaimLost`` if it was taken over
    while this process stalled)."""
    me = _bot_id.get()
    content = message.get("content")
    if me is not None and content:
        async for earlier in channel.history(limit=LOOK_BACK):
            if earlier.author.id == me and earlier.content == content:
                log.info("message %s was posted before a restart; not posted again", earlier.id)
                return earlier
    await fence.before_post()
    return await channel.send(**message)


def existing_thread(channel: discord.TextChannel, name: str) -> discord.Thread | None:
    """Inside ``uncertain_row()``: the bot's thread called ``name`` under ``channel`` (opened
    before a restart), from the gateway's cache of active threads; else ``None``."""
    me = _bot_id.get()
    if me is None:
        return None
    for thread in channel.threads:
        if thread.owner_id == me and thread.name == name:
            log.info("thread %s was opened before a restart; not opened again", thread.id)
            return thread
    return None
