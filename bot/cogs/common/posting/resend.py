"""No message twice after a crash: an outbox row that may already have reached Discord is looked
up in its channel before it is posted again.

The dispatcher marks a row started before its Discord calls; a row loaded again with that mark
(``OutboxItem.uncertain``: the bot died, or the call failed, between posting and marking) is
delivered inside ``uncertain_row()``. Every post of the delivery goes through ``send()``: inside
that block it first reads the channel's latest messages and, if the bot already posted this
post of the row there, returns it instead of posting again. Outside it, ``send()`` just posts.

The earlier post is recognised by the row's identity where Discord shows it: its nonce
(``row_nonces()``), when the message read back carries one. Discord keeps nonces only briefly
and does not return them with a channel's history for long (simcord never does); then the post
is the bot's message with the row's text (a card's: its text displays, ``cards.text_of``)
posted since the row's first attempt started (``OutboxItem.started_at``). The text is the row's
own: a row's content is decided once, before its first post, and stored with it
(``OutboxItem.fixed``; a round prompt's deadline included), so every attempt of a row posts the
same text under the same nonce. The time bound tells it from
an older post of another row with the same words (a second "time is up" in the same direct
messages), which an uncertain row would otherwise take for its own and never post. It compares
the bot's clock with Discord's (a message's time is in its id): a bot clock ahead of Discord's by
more than the moment between the start mark and the post makes a repeat, never a loss; one
behind by more than the moment between the previous row's post and this row's start could take
that post for this row's if both say the same words (keep the host's clock synchronised).
A match thread is opened the same way: ``existing_thread()`` finds the bot's thread of that name
under the channel, so a restart does not open a second one (a thread's name carries its match's
number, so no other row's thread has it).

Chosen over Discord's message ``nonce`` with ``enforce_nonce``: Discord keeps a nonce for a few
minutes only (an outage can be longer), and simcord ignores it, so it could not be tested.
With several processes, each post first checks that this process still holds the row
(``bot.engine.outbox.fence``): one that stalled past its lease while another took the row over posts
nothing more. Each post of a row also carries a nonce made from the row (``row_nonces()``: the
row's id and creation time and the post's place in the row's delivery), which discord.py sends
with ``enforce_nonce``: should two processes still post the same row's message within Discord's
few minutes (a stall between the check and the post itself), Discord returns the first message
instead of creating a second. simcord ignores nonces, so only the nonces themselves are tested.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from contextvars import ContextVar
from datetime import datetime
from typing import Any

import discord

from bot.cogs.common import cards
from bot.engine.model import OutboxItem
from bot.engine.outbox import fence

log = logging.getLogger(__name__)

# How many of a channel's latest messages are searched for the repeat.
LOOK_BACK = 50

# The bot's id and the row's first start, inside ``uncertain_row()``.
_uncertain: ContextVar[tuple[int, datetime] | None] = ContextVar(
    "stone_arena_uncertain_row", default=None
)
# The row being delivered (its nonce prefix) and how many posts it made so far.
_row: ContextVar[tuple[str, list[int]] | None] = ContextVar("stone_arena_row", default=None)


@contextlib.contextmanager
def uncertain_row(bot_id: int | None, since: datetime | None) -> Iterator[None]:
    """Posts inside this block look first for the same post by ``bot_id`` made at ``since`` (the
    row's first start) or later; nothing is looked up if either is ``None``."""
    token = _uncertain.set(None if bot_id is None or since is None else (bot_id, since))
    try:
        yield
    finally:
        _uncertain.reset(token)


@contextlib.contextmanager
def row_nonces(item: OutboxItem) -> Iterator[None]:
    """Posts inside this block carry the nonces of ``item``'s posts: the same for every
    delivery of the row, different from every other row's (at most 25 characters)."""
    stamp = int(item.created_at.timestamp() * 1000) % 10**8
    token = _row.set((f"{item.id}.{stamp}", [0]))
    try:
        yield
    finally:
        _row.reset(token)


def next_nonce() -> str | None:
    """The nonce of the next post of the row being delivered (``None``: not in a delivery)."""
    current = _row.get()
    if current is None:
        return None
    prefix, posts = current
    posts[0] += 1
    return f"{prefix}.{posts[0]}"


async def send(channel: discord.abc.Messageable, **message: Any) -> discord.Message:
    """``channel.send(**message)``, unless this row's message is there already; and only while
    this process still holds the row (``bot.engine.outbox.fence``: ``ClaimLost`` if it was taken over
    while this process stalled)."""
    nonce = next_nonce()  # counted for every post of the row, found again or not
    uncertain = _uncertain.get()
    # A card (a V2 message) has no content: its words are its text displays.
    content = message.get("content") or cards.view_text(message.get("view"))
    if uncertain is not None and (content or nonce):
        me, since = uncertain
        oldest = since.replace(microsecond=since.microsecond // 1000 * 1000)  # Discord's ms
        async for earlier in channel.history(limit=LOOK_BACK):
            if earlier.created_at < oldest:
                break  # the history is newest first: older posts are other rows'
            if earlier.author.id == me and _same_post(earlier, nonce, content):
                log.info("message %s was posted before a restart; not posted again", earlier.id)
                return earlier
    await fence.before_post()
    if nonce is not None and "nonce" not in message:
        message["nonce"] = nonce
    return await channel.send(**message)


def _same_post(earlier: discord.Message, nonce: str | None, content: str | None) -> bool:
    """Whether ``earlier`` is this post of the row: by its nonce when Discord returned one,
    else by its text (the row's content is fixed, so the same on every attempt)."""
    if nonce is not None and earlier.nonce is not None:
        return str(earlier.nonce) == nonce
    return bool(content) and cards.text_of(earlier) == content


def existing_thread(channel: discord.TextChannel, name: str) -> discord.Thread | None:
    """Inside ``uncertain_row()``: the bot's thread called ``name`` under ``channel`` (opened
    before a restart), from the gateway's cache of active threads; else ``None``."""
    uncertain = _uncertain.get()
    if uncertain is None:
        return None
    me = uncertain[0]
    for thread in channel.threads:
        if thread.owner_id == me and thread.name == name:
            log.info("thread %s was opened before a restart; not opened again", thread.id)
            return thread
    return None
