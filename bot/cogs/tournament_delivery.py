"""Delivery of the tournament service's notifications (``tournament-*`` outbox rows).

``TournamentDelivery.install`` adds one handler per tournament kind to the Discord layer's
``DiscordDelivery`` (which handles the match notifications, including the ``match-started``
that opens each tournament match's thread and mentions both players). The bracket or standings
picture lives in one message per tournament that is edited as results come in (posted again
if it was deleted); the final picture is posted with the champion.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord.utils import escape_markdown

from bot.cogs import resend
from bot.cogs import tournament_texts as words
from bot.cogs.delivery import NO_PINGS, Outgoing, pings
from bot.cogs.people import DmClosed
from bot.cogs.tournament_buttons import check_in_buttons, choose_button, sign_up_buttons
from bot.cogs.tournament_images import picture, pictures
from bot.engine.model import OutboxItem
from bot.engine.tournament_service.views import TournamentView

if TYPE_CHECKING:
    from bot.cogs.arena import Arena
    from bot.engine.tournament_service.service import TournamentService

log = logging.getLogger(__name__)

Handler = Callable[[OutboxItem], Awaitable[None]]
MENTION = re.compile(r"<@!?(\d+)>")


def mentioned(text: str) -> list[int]:
    """The users a message mentions (each message pings only its own: at most 100 allowed)."""
    return list(dict.fromkeys(int(u) for u in MENTION.findall(text)))


def picture_file(view: TournamentView, png: bytes, alt: str, name: str) -> discord.File:
    return discord.File(io.BytesIO(png), filename=name, description=alt[:1000])


async def draw(view: TournamentView) -> discord.File | None:
    """The bracket or standings of a started tournament, drawn in a worker thread."""
    if view.core is None:
        return None
    made = await asyncio.to_thread(picture, view.core, view.name)
    return picture_file(view, made.png, made.alt, made.filename)


async def draw_all(view: TournamentView) -> list[discord.File]:
    """The picture message's files: standings pages and the whole table, or the bracket."""
    if view.core is None:
        return []
    made = await asyncio.to_thread(pictures, view.core, view.name)
    return [picture_file(view, m.png, m.alt, m.filename) for m in made]


class TournamentDelivery:
    def __init__(self, arena: Arena, service: TournamentService) -> None:
        self.arena = arena
        self.service = service
        self._drawn: dict[int, object] = {}  # tournament id -> the updated_at last drawn
        self.handlers: Mapping[str, Handler] = {
            "tournament-created": self._created,
            "tournament-checkin": self._checkin,
            "tournament-started": self._text(words.started_text),
            "tournament-round": self._text(words.round_text),
            "tournament-choice": self._choice,
            "tournament-game": self._text(words.game_text),
            "tournament-result": self._text(words.result_text),
            "tournament-updated": self._updated,
            "tournament-entrant": self._text(words.entrant_text),
            "tournament-deadline": self._text(words.deadline_text),
            "tournament-organiser": self._organiser,
            "tournament-paused": self._simple,
            "tournament-resumed": self._simple,
            "tournament-cancelled": self._simple,
            "tournament-finished": self._finished,
        }

    def install(self) -> None:
        """Add the tournament kinds to the Discord layer's delivery."""
        self.arena.delivery.register(self.handlers)

    async def _post(self, item: OutboxItem, out: Outgoing) -> int | None:
        return await self.arena.delivery.post(item.notification.target_id, out)

    async def _post_all(
        self,
        item: OutboxItem,
        texts: str | list[str],
        *,
        view: discord.ui.View | None = None,
        ping: bool = False,
    ) -> None:
        """Post a text that may take several messages, in order; ``view`` (the buttons) goes on
        the first, which holds the call to action. With ``ping``, each message pings the users
        it mentions."""
        for n, text in enumerate([texts] if isinstance(texts, str) else texts):
            mentions = pings(*mentioned(text)) if ping else NO_PINGS
            await self._post(item, Outgoing(text, view=view if n == 0 else None, mentions=mentions))

    def _text(self, make: Callable[[Mapping[str, Any]], str | list[str]]) -> Handler:
        async def handle(item: OutboxItem) -> None:
            await self._post_all(item, make(item.notification.payload))

        return handle

    async def _simple(self, item: OutboxItem) -> None:
        text = words.simple_text(item.notification.kind, item.notification.payload)
        await self._post(item, Outgoing(text))

    async def _created(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        out = Outgoing(
            words.created_text(payload), view=sign_up_buttons(int(payload["tournament_id"]))
        )
        await self._post(item, out)

    async def _checkin(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        await self._post_all(
            item,
            words.checkin_text(payload),
            view=check_in_buttons(int(payload["tournament_id"])),
            ping=True,
        )

    async def _choice(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        tid, key, step = int(payload["tournament_id"]), str(payload["key"]), int(payload["step"])
        live = next((p for p in (await self.service.get(tid)).lives if p.key == key), None)
        if live is None or live.step != step:
            return  # that step is over already (a late delivery): its button would mislead
        out = Outgoing(
            words.choice_text(payload),
            view=choose_button(tid, key, step),
            mentions=pings(*payload["to_act"]),
        )
        await self._post(item, out)

    async def _organiser(self, item: OutboxItem) -> None:
        text = words.organiser_text(item.notification.payload)
        try:
            await self.arena.people.dm(
                item.notification.target_id, content=text, allowed_mentions=NO_PINGS
            )
        except DmClosed:
            log.info(
                "organiser %s has DMs closed; the public note stands", item.notification.target_id
            )

    async def _updated(self, item: OutboxItem) -> None:
        """Redraw the bracket or standings message (once per change of the tournament)."""
        view = await self.service.get(int(item.notification.payload["tournament_id"]))
        stamp = view.record.updated_at
        if view.core is None or self._drawn.get(view.id) == stamp:
            return
        await self.refresh(view)
        self._drawn[view.id] = stamp

    async def refresh(self, view: TournamentView) -> None:
        files = await draw_all(view)
        if not files:
            return
        channel = self.arena.client.get_partial_messageable(view.record.channel_id)
        caption = f"📊 **{escape_markdown(view.name)}** · {view.phase.value}"
        if view.record.message_id is not None:
            message = channel.get_partial_message(view.record.message_id)
            try:
                await message.edit(content=caption, attachments=files, allowed_mentions=NO_PINGS)
                return
            except discord.NotFound:
                files = await draw_all(view)  # the message was deleted: post a new one
            except discord.Forbidden as error:
                log.warning("cannot edit the picture of tournament %s: %r", view.id, error)
                return
        try:
            sent = await resend.send(
                channel, content=caption, files=files, allowed_mentions=NO_PINGS
            )
        except (discord.Forbidden, discord.NotFound) as error:
            log.warning("cannot post the picture of tournament %s: %r", view.id, error)
            return
        await self.service.set_message(view.id, sent.id)

    async def _finished(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        view = await self.service.get(int(payload["tournament_id"]))
        file = await draw(view)
        channel = self.arena.client.get_partial_messageable(item.notification.target_id)
        text = words.finished_text(payload)
        users = list(
            dict.fromkeys(u for u in [payload.get("champion"), *payload.get("podium", [])] if u)
        )
        try:
            if file is None:
                await resend.send(channel, content=text, allowed_mentions=pings(*users))
            else:
                await resend.send(channel, content=text, file=file, allowed_mentions=pings(*users))
        except (discord.Forbidden, discord.NotFound) as error:
            log.warning("cannot announce the champion of tournament %s: %r", view.id, error)
