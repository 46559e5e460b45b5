"""``DiscordDelivery``: the engine's ``Delivery`` port, turning outbox rows into Discord messages,
and what every feature's handlers share to post them (``Outgoing``, ``pings``, ``post``).

Each feature registers one handler per notification kind (``register``: matches in
``bot.cogs.matches.delivery``, tournaments in ``bot.cogs.tournaments``). A delivery only
delivers: it holds the Discord client, ``People`` and the clock, and no engine handle. What a
row's post needs comes with it (``item.context``, read engine-side as the row starts:
``bot.engine.outbox.posts``); what a post learns (a message posted, a thread opened or lost,
closed direct messages, buttons moved) a handler reports with ``learn``, and ``deliver``
returns it, to be recorded with the row's mark.

Rows come concurrently (``bot.engine.outbox.dispatcher``: never two of one match thread or one
player's DMs at once). A row that may have reached Discord before a crash
(``OutboxItem.uncertain``) is delivered inside ``resend.uncertain_row``: each post first looks
for the same message in its channel, so nobody sees it twice, and reports what it finds as it
would have reported the post.

Failures: an exception makes the dispatcher retry later with backoff (Discord down, 5xx, rate
limits beyond what discord.py already waits out). A channel the bot can no longer post in is
logged and skipped (the person who caused the post is told: ``undelivered``), and a deleted or
forbidden match thread moves the match back to its channel; the row then counts as delivered,
because the game state is safe in the database.
"""

from __future__ import annotations

import contextlib
import io
import logging
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

import discord

from bot.cogs.common import cards
from bot.cogs.common.boards import Picture
from bot.cogs.common.limits import ALT_TEXT_CHARS, MESSAGE_CHARS
from bot.cogs.common.people import People
from bot.cogs.common.posting import resend
from bot.cogs.common.posting.undelivered import Teller, delivering
from bot.engine.clock import Clock
from bot.engine.matches.posts import MatchThread
from bot.engine.model import OutboxItem
from bot.engine.views import MatchView

log = logging.getLogger(__name__)

NO_PINGS = discord.AllowedMentions.none()
THREAD_ARCHIVE_MINUTES: Literal[10080] = 10080  # a week: matches can be slow

C = TypeVar("C")
Handler = Callable[[OutboxItem], Awaitable[None]]

# What the row being delivered in this task has learned so far (``learn``).
_learned: ContextVar[list[object] | None] = ContextVar("stone_arena_learned", default=None)


def pings(*users: int) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(u) for u in users]
    )


def role_pings(role: int | None) -> discord.AllowedMentions:
    """Mentions that ping ``role`` only (``None``: nobody)."""
    if role is None:
        return NO_PINGS
    return discord.AllowedMentions(
        everyone=False, users=False, replied_user=False, roles=[discord.Object(role)]
    )


def learn(fact: object) -> None:
    """The post of the row being delivered learned ``fact`` (recorded with the row's mark)."""
    learned = _learned.get()
    if learned is None:
        raise RuntimeError("learn() outside a delivery")
    learned.append(fact)


@contextlib.contextmanager
def learning() -> Iterator[list[object]]:
    """Collect what the handler running inside learns."""
    learned: list[object] = []
    token = _learned.set(learned)
    try:
        yield learned
    finally:
        _learned.reset(token)


def context(item: OutboxItem, kind: type[C]) -> C:
    """The row's context, read engine-side as it started; a row whose subject could not be
    read (``Unavailable``) fails here and is retried, as the lookup it replaces did."""
    found = item.context
    if not isinstance(found, kind):
        raise LookupError(
            f"outbox row {item.id} ({item.notification.kind}) came without its context: {found!r}"
        )
    return found


@dataclass(frozen=True, slots=True)
class Outgoing:
    """A message to post; rebuilt for each attempt (a ``discord.File`` is used up by a send)."""

    content: str
    picture: Picture | None = None
    board_text: str | None = None  # the board as text, if the image cannot be posted
    view: discord.ui.View | None = None
    mentions: discord.AllowedMentions = NO_PINGS
    # other files: (name, bytes, description: the alt text screen readers read)
    attachments: tuple[tuple[str, bytes, str], ...] = ()
    # Posted as a card (``bot.cogs.common.cards``): one V2 message holding the text, the
    # files and the buttons, with no ``content``.
    card: bool = False

    def kwargs(self, with_picture: bool = True) -> dict[str, Any]:
        content = self.content
        message: dict[str, Any] = {"allowed_mentions": self.mentions}
        files = [
            discord.File(io.BytesIO(data), filename=name, description=alt[:ALT_TEXT_CHARS] or None)
            for name, data, alt in self.attachments
        ]
        if self.picture is not None and with_picture:
            files.insert(0, self.picture.file())
        elif self.board_text:
            content = f"{content}\n```\n{self.board_text}\n```"
        if files:
            message["files"] = files
        if self.card:
            shown = [(file.filename, file.description or "") for file in files]
            message["view"] = cards.card(content, files=shown, buttons=self.view)
            return message
        message["content"] = content[:MESSAGE_CHARS]
        if self.view is not None:
            message["view"] = self.view
        return message


class DiscordDelivery:
    """Delivers each row with the handler registered for its kind."""

    def __init__(self, client: discord.Client, people: People, clock: Clock) -> None:
        self.client = client
        self.people = people
        self.clock = clock
        self._teller = Teller(self)  # tells whoever caused a post Discord refused (people, clock)
        self._handlers: dict[str, Handler] = {}

    def register(self, handlers: Mapping[str, Handler]) -> None:
        """Deliver these notification kinds with these handlers; a kind that already has a
        handler is a programming error."""
        taken = sorted(set(handlers) & set(self._handlers))
        if taken:
            raise ValueError(f"notification kinds already handled: {', '.join(taken)}")
        self._handlers.update(handlers)

    async def deliver(self, item: OutboxItem) -> tuple[object, ...]:
        """Post ``item``; what the posts learned (``learn``)."""
        handler = self._handlers.get(item.notification.kind)
        if handler is None:
            log.warning("no delivery for notification kind %r", item.notification.kind)
            return ()
        me = self.client.user
        uncertain = me.id if item.uncertain and me is not None else None
        with (
            resend.uncertain_row(uncertain, item.started_at),
            resend.row_nonces(item),
            delivering(item),
            learning() as learned,
        ):
            await handler(item)
        log.debug(
            "delivered",
            extra={
                "outbox_id": item.id,
                "kind": item.notification.kind,
                "match_id": item.notification.match_id,
            },
        )
        return tuple(learned)

    async def post(
        self, target_id: int, out: Outgoing, view: MatchView | None = None
    ) -> int | None:
        """Post ``out`` in a channel or thread; the message id, or ``None`` if it cannot be
        posted there at all (logged). Transient failures raise, so the row is retried."""
        channel = self.client.get_partial_messageable(target_id)
        try:
            return (await resend.send(channel, **out.kwargs())).id
        except discord.Forbidden as error:
            if out.picture is not None and error.code == 50013:
                try:  # perhaps only "attach files" is missing: send the board as text
                    return (await resend.send(channel, **out.kwargs(with_picture=False))).id
                except discord.HTTPException:
                    pass
            return await self._unreachable(target_id, out, view, error)
        except discord.NotFound as error:
            return await self._unreachable(target_id, out, view, error)

    async def _unreachable(
        self, target_id: int, out: Outgoing, view: MatchView | None, error: Exception
    ) -> int | None:
        if view is not None and view.thread_id == target_id:
            log.warning(
                "match thread unusable (%r); match %s continues in its channel", error, view.id
            )
            learn(MatchThread(view.id, None))
            return await self.post(view.channel_id, out, None)
        log.warning("cannot post in channel %s: %r; skipped", target_id, error)
        await self._teller.tell(target_id, error)
        return None

    async def unbutton(self, channel_id: int, message_id: int) -> None:
        """Take the buttons off a message whose buttons no longer apply."""
        message = self.client.get_partial_messageable(channel_id).get_partial_message(message_id)
        try:
            await message.edit(view=None)
        except discord.HTTPException as error:
            # Not worth a retry of the whole notification: a stale button still answers
            # with a sentence saying why it no longer applies.
            log.info("buttons of message %s not removed: %r", message_id, error)
