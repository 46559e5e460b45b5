"""The private notices of a match (``PrivatePosting``): a sealed round's prompt by direct
message (or in the thread when the player's DMs are closed), the receipt of a sealed move with
its Lock in button, and a clock's warning."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from bot.cogs.common.components import lock_button
from bot.cogs.common.language import Words
from bot.cogs.common.people import DmClosed, DmTooFast
from bot.cogs.common.posting.delivery import NO_PINGS, Outgoing, context, learn, pings
from bot.cogs.matches import texts
from bot.cogs.matches.delivery.base import MatchPosting
from bot.cogs.matches.texts import sealed as sealed_texts
from bot.engine.matches.posts import DmsClosed, MatchPost
from bot.engine.model import MatchStatus, OutboxItem
from bot.engine.views import MatchView

log = logging.getLogger(__name__)


class PrivatePosting(MatchPosting):
    """The handlers of a match's private notifications."""

    async def _round_prompt(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        user = item.notification.target_id
        post = context(item, MatchPost)
        view = post.view
        if (
            view.status is not MatchStatus.ACTIVE
            or view.ply != payload["ply"]
            or view.game_no != payload["game_no"]
        ):
            return  # that round is over already (a late delivery): its prompt would mislead
        # Last round's Lock in no longer applies.
        await self._supersede(view.id, user, post.buttons, None)
        words = self._match_words(post)
        if post.dms_closed:
            await self._prompt_in_thread(view, payload, user, words, first=False)
            return
        names = await self.people.names(view.players)
        seat = view.players.index(user)
        text = sealed_texts.prompt_text(
            payload, names[1 - seat], view.colours[seat], post.same_game > 1, words
        )
        picture = await self.boards.picture(
            view, post.state, None, names, key=(view.id, view.game_no, view.ply), words=words
        )
        try:
            await self.people.dm(user, content=text, file=picture.file(), allowed_mentions=NO_PINGS)
        except DmClosed:
            # The notice, then the record with the row's mark: if posting fails, the retry
            # says it again.
            await self._prompt_in_thread(view, payload, user, words, first=True)
            learn(DmsClosed(view.id, user))
        except DmTooFast:
            # Discord refuses new DMs for now (a burst): this round by mention and /secret,
            # the next round's prompt tries the DM again.
            await self._prompt_in_thread(view, payload, user, words, first=False, busy=True)

    async def _prompt_in_thread(
        self,
        view: MatchView,
        payload: Mapping[str, Any],
        user: int,
        words: Words,
        *,
        first: bool,
        busy: bool = False,
    ) -> None:
        text = sealed_texts.prompt_mention_text(payload, user, first, busy=busy, words=words)
        target = view.thread_id if view.thread_id is not None else view.channel_id
        await self.post(target, Outgoing(text, mentions=pings(user)), view)

    async def _receipt(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        user = item.notification.target_id
        if payload.get("shown"):
            return  # shown already, as the private reply to /secret, /lock or Lock in
        post = context(item, MatchPost)
        view = post.view
        deadline = view.deadline if view.round == payload.get("round") else None
        locked = bool(payload.get("locked"))
        text = sealed_texts.receipt_text(
            view.id,
            payload.get("round"),
            payload["move"],
            locked,
            deadline,
            commitment=str(payload.get("commitment") or ""),
            salt=str(payload.get("salt") or ""),
            words=self._match_words(post),
        )
        message: dict[str, Any] = {"content": text, "allowed_mentions": NO_PINGS}
        if not locked and view.status is MatchStatus.ACTIVE:
            message["view"] = lock_button(view.id, int(payload["ply"]), self._match_words(post))
        try:
            sent = await self.people.dm(user, **message)
        except DmClosed:
            log.info("receipt for user %s not sent: DMs closed", user)
            return
        # This receipt's Lock in (if any) replaces the one on the player's previous receipt.
        await self._supersede(
            view.id, user, post.buttons, (sent.channel.id, sent.id) if "view" in message else None
        )

    async def _timeout_warning(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        user = item.notification.target_id
        text = texts.warning_text(
            int(payload["match_id"]),
            user,
            payload.get("deadline"),
            ran_out=bool(payload.get("ran_out", True)),
            words=self._match_words(context(item, MatchPost)),
        )
        try:
            await self.people.dm(user, content=text, allowed_mentions=NO_PINGS)
        except DmClosed:
            await self._post_public(item, Outgoing(text, mentions=pings(user)))
