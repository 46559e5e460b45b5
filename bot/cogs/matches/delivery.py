"""``DiscordDelivery``: the engine's ``Delivery`` port, turning outbox rows into Discord messages.

One handler per notification kind (``bot/engine/matches/notices.py`` lists them). Public match
notifications go to the match's thread (looked up at delivery time, since a thread is opened
after the first notifications were committed), else its channel; the thread of a match that
started from a challenge hangs off the challenge's message, whose location is stored with the
challenge (``MatchService.set_challenge_message``), so closing it edits that message even after
a restart. Private ones are direct messages. Boards are drawn from the stored move log for the
exact position a notification names (``boards.Boards``). Only the newest board of a match and
each player's newest receipt keep their buttons: posting a newer one edits them off the older
(where it is comes from ``MatchService.swap_button_message``, so restarts keep it; one edit per
superseded message), a new round takes the last Lock in away, and the end of the match the rest.

Pings follow the server's policy (``GuildSettings.pings``, ``/settings``): a direct challenge's
was decided when it was made (its payload's ``ping``), an open one may call the server's
"looking for a game" role (``lfg_role_id``, the only role it may ping); a match's first message
and turn boards read the policy as they are posted.

Rows come concurrently (``bot.engine.outbox.dispatcher``: never two of one match thread or one
player's DMs at once). A row that may have reached Discord before a crash
(``OutboxItem.uncertain``) is delivered inside ``resend.uncertain_row``: each post first looks
for the same message in its channel, so nobody sees it twice.

Failures: an exception makes the dispatcher retry later with backoff (Discord down, 5xx, rate
limits beyond what discord.py already waits out). Failures that retrying cannot fix are handled
here and the row counts as delivered, because the game state is safe in the database and
``/board`` shows it at any time: a deleted or forbidden thread moves the match back to its
channel; a channel the bot can no longer post in is logged and skipped; closed DMs (50007) switch
that player to ``/secret`` for the rest of the match (recorded with
``MatchService.note_dms_closed``, so the public notice is posted once, restarts included;
RULES.md §3 stays private: it carries no game information); "opening direct messages too fast"
(40003) does so for that round only, with its own mention.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, Protocol

import discord

import rules
from bot.cogs.common import resend
from bot.cogs.common.boards import Boards, Picture
from bot.cogs.common.components import (
    challenge_buttons,
    lock_button,
    proposal_buttons,
    rematch_button,
    submit_button,
    word_buttons,
)
from bot.cogs.common.people import DmClosed, DmTooFast, People
from bot.cogs.common.undelivered import Teller, delivering
from bot.cogs.matches import ending as match_end
from bot.cogs.matches import texts
from bot.engine.clock import Clock
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus, OutboxItem, PingPolicy, Timing
from bot.engine.outbox import fence
from bot.engine.views import MatchView
from rules.textboard import text_board


class Host(Protocol):
    """What delivery reads from the bot as it delivers (``bot.cogs.common.arena.Arena`` is one)."""

    client: discord.Client
    service: MatchService
    people: People
    boards: Boards
    clock: Clock


log = logging.getLogger(__name__)

NO_PINGS = discord.AllowedMentions.none()
THREAD_ARCHIVE_MINUTES: Literal[10080] = 10080  # a week: matches can be slow


def pings(*users: int) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(u) for u in users]
    )


@dataclass(frozen=True, slots=True)
class Outgoing:
    """A message to post; rebuilt for each attempt (a ``discord.File`` is used up by a send)."""

    content: str
    picture: Picture | None = None
    board_text: str | None = None  # the board as text, if the image cannot be posted
    view: discord.ui.View | None = None
    mentions: discord.AllowedMentions = NO_PINGS
    attachments: tuple[tuple[str, bytes], ...] = ()  # other files: (name, bytes)

    def kwargs(self, with_picture: bool = True) -> dict[str, Any]:
        content = self.content
        message: dict[str, Any] = {"allowed_mentions": self.mentions}
        files = [discord.File(io.BytesIO(data), filename=name) for name, data in self.attachments]
        if self.picture is not None and with_picture:
            files.insert(0, self.picture.file())
        elif self.board_text:
            content = f"{content}\n```\n{self.board_text}\n```"
        if files:
            message["files"] = files
        message["content"] = content[:2000]
        if self.view is not None:
            message["view"] = self.view
        return message


Handler = Callable[[OutboxItem], Awaitable[None]]


class DiscordDelivery:
    def __init__(self, arena: Host) -> None:
        self.arena = arena
        self._teller = Teller(arena)  # tells whoever caused a post Discord refused
        self._handlers: dict[str, Handler] = {
            "challenge-posted": self._challenge_posted,
            "challenge-received": self._nothing,  # the public challenge message pings them
            "challenge-accepted": self._challenge_closed,
            "challenge-declined": self._challenge_closed,
            "challenge-cancelled": self._challenge_closed,
            "challenge-expired": self._challenge_closed,
            "match-started": self._match_started,
            "board": self._board,
            "deadline-extended": self._extended,
            "result-proposed": self._proposed,
            "proposal-declined": self._proposal_declined,
            "replay-started": self._replay_started,
            "match-finished": self._finished,
            "match-aborted": self._aborted,
            "thread-archive": self._archive,
            "round-prompt": self._round_prompt,
            "submission-receipt": self._receipt,
            "timeout-warning": self._timeout_warning,
        }

    def register(self, handlers: Mapping[str, Handler]) -> None:
        """Deliver these notification kinds with these handlers (other features' kinds, such
        as tournaments'); a kind that already has a handler is a programming error."""
        taken = sorted(set(handlers) & set(self._handlers))
        if taken:
            raise ValueError(f"notification kinds already handled: {', '.join(taken)}")
        self._handlers.update(handlers)

    async def deliver(self, item: OutboxItem) -> None:
        handler = self._handlers.get(item.notification.kind)
        if handler is None:
            log.warning("no delivery for notification kind %r", item.notification.kind)
            return
        me = self.arena.client.user
        uncertain = me.id if item.uncertain and me is not None else None
        with resend.uncertain_row(uncertain), resend.row_nonces(item), delivering(item):
            await handler(item)
        log.debug(
            "delivered",
            extra={
                "outbox_id": item.id,
                "kind": item.notification.kind,
                "match_id": item.notification.match_id,
            },
        )

    async def _nothing(self, item: OutboxItem) -> None:
        return None

    # ---- sending -------------------------------------------------------------------------

    async def post(
        self, target_id: int, out: Outgoing, view: MatchView | None = None
    ) -> int | None:
        """Post ``out`` in a channel or thread; the message id, or ``None`` if it cannot be
        posted there at all (logged). Transient failures raise, so the row is retried."""
        channel = self.arena.client.get_partial_messageable(target_id)
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
            await self.arena.service.set_thread(view.id, None)
            return await self.post(view.channel_id, out, None)
        log.warning("cannot post in channel %s: %r; skipped", target_id, error)
        await self._teller.tell(target_id, error)
        return None

    async def _match(self, item: OutboxItem) -> MatchView:
        match_id = item.notification.payload["match_id"]
        return await self.arena.service.get_match(int(match_id))

    async def _post_public(self, item: OutboxItem, out: Outgoing) -> None:
        view = await self._match(item)
        target = view.thread_id if view.thread_id is not None else view.channel_id
        await self.post(target, out, view)

    # ---- challenges ----------------------------------------------------------------------

    async def _challenge_posted(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        opponent = payload.get("opponent_id")
        role = payload.get("lfg_role_id")
        if isinstance(opponent, int):  # the server's ping policy was decided when it was made
            mentions = pings(opponent) if payload.get("ping", True) else NO_PINGS
        elif isinstance(role, int):  # an open challenge calls the "looking for a game" role
            mentions = discord.AllowedMentions(
                everyone=False, users=False, replied_user=False, roles=[discord.Object(role)]
            )
        else:
            mentions = NO_PINGS
        out = Outgoing(
            texts.challenge_text(payload),
            view=challenge_buttons(payload["challenge_id"], direct=opponent is not None),
            mentions=mentions,
        )
        channel_id = item.notification.target_id
        message_id = await self.post(channel_id, out)
        if message_id is not None:
            # Stored with the challenge: closing it edits this message, even after a restart.
            await self.arena.service.set_challenge_message(
                int(payload["challenge_id"]), channel_id, message_id
            )

    async def _challenge_closed(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        record = await self.arena.service.get_challenge(int(payload["challenge_id"]))
        if record.message is None:
            return  # never posted (the channel refused it): nothing to edit
        channel_id, message_id = record.message
        message = self.arena.client.get_partial_messageable(channel_id).get_partial_message(
            message_id
        )
        try:
            await message.edit(
                content=texts.challenge_closed_text(item.notification.kind, payload),
                view=None,
                allowed_mentions=NO_PINGS,
            )
        except (discord.NotFound, discord.Forbidden) as error:
            log.info("challenge message %s not edited: %r", message_id, error)

    # ---- matches -------------------------------------------------------------------------

    async def _match_started(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        view = await self._match(item)
        target = view.thread_id
        if target is None:
            thread = await self._open_thread(view)
            if thread is not None:
                view = await self.arena.service.set_thread(view.id, thread)
                target = thread
        text = texts.match_started_text(payload, view.game_id, Timing.from_json(payload["timing"]))
        policy = await self._pings(view)
        await self.post(
            target if target is not None else view.channel_id,
            Outgoing(
                text, mentions=NO_PINGS if policy is PingPolicy.NONE else pings(*view.players)
            ),
            view,
        )

    async def _pings(self, view: MatchView) -> PingPolicy:
        """The server's ping policy (``/settings``), read as the message goes out."""
        return (await self.arena.service.guild_settings(view.guild_id)).pings

    async def _open_thread(self, view: MatchView) -> int | None:
        """A public thread for the match, if the bot may create one there (else ``None``)."""
        channel = self.arena.client.get_channel(view.channel_id)
        if not isinstance(channel, discord.TextChannel):
            return None  # a thread already, a forum, or not cached: play where it is
        me = channel.guild.me
        allowed = channel.permissions_for(me)
        if not (allowed.create_public_threads and allowed.send_messages_in_threads):
            return None
        names = await self.arena.people.names(view.players)
        name = texts.thread_name(view.id, view.game_title, names)
        opened = resend.existing_thread(channel, name)
        if opened is not None:
            return opened.id
        known = await self._challenge_message(view)
        await fence.before_post()  # this process still holds the row (bot.engine.outbox.fence)
        try:
            if known is not None and known[0] == channel.id:
                message = channel.get_partial_message(known[1])
                thread = await message.create_thread(
                    name=name, auto_archive_duration=THREAD_ARCHIVE_MINUTES
                )
            else:
                thread = await channel.create_thread(
                    name=name,
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=THREAD_ARCHIVE_MINUTES,
                )
        except (discord.Forbidden, discord.NotFound) as error:
            log.info("no thread for match %s: %r", view.id, error)
            return None
        return thread.id

    async def _challenge_message(self, view: MatchView) -> tuple[int, int] | None:
        """Where the challenge the match started from was posted (the thread hangs off it)."""
        if view.challenge_id is None:
            return None
        return (await self.arena.service.get_challenge(view.challenge_id)).message

    async def _board(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        view = await self._match(item)
        game = rules.get_game(view.game_id)
        moves = payload.get("moves") or []
        game_no, ply = int(payload["game_no"]), int(payload["ply"])
        state, previous = await self.arena.boards.position(view, game_no, ply, len(moves))
        names = await self.arena.people.names(view.players)
        picture = await self.arena.boards.picture(
            view, state, previous, names, key=(view.id, game_no, ply)
        )
        colours = [str(game.colour_of(state, seat)) for seat in (0, 1)]
        to_act: list[int] = payload.get("to_act") or []
        if game.simultaneous:
            text = (
                texts.reveal_text(payload, colours)
                if moves
                else texts.start_board_text(payload, view.game_id)
            )
            # Under each round's public post: the two players' way to submit without DMs.
            button = submit_button(view.id, int(payload["ply"])) if to_act else None
            out = Outgoing(text, picture, text_board(game, state), button)
        else:
            words = sorted(
                {
                    move
                    for user in to_act
                    for move in game.legal_moves(state, view.players.index(user))
                    if move in texts.WORD_MOVES
                },
                key=texts.WORD_MOVES.index,
            )
            out = Outgoing(
                texts.board_text(payload, view.game_id, colours, view.players),
                picture,
                text_board(game, state),
                word_buttons(view.id, ply, words),
                pings(*to_act)
                if len(to_act) == 1 and await self._pings(view) is PingPolicy.ALL
                else NO_PINGS,
            )
        target = view.thread_id if view.thread_id is not None else view.channel_id
        message_id = await self.post(target, out, view)
        if not game.simultaneous:  # the older board's Swap/Pass/Done no longer apply
            where = None if message_id is None or out.view is None else (target, message_id)
            await self._supersede(view.id, 0, where)

    async def _extended(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        await self._post_public(item, Outgoing(texts.extended_text(payload["match_id"], payload)))

    async def _proposed(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        view = await self._match(item)
        by = int(payload["by"])
        opponent = view.players[1] if view.players[0] == by else view.players[0]
        out = Outgoing(
            texts.proposal_text(view.id, by, payload.get("winner"), opponent),
            view=proposal_buttons(view.id, int(payload["ply"])),
            mentions=pings(opponent),
        )
        await self._post_public(item, out)

    async def _proposal_declined(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        text = f"Match #{payload['match_id']}: {texts.mention(payload['by'])} declined the offer."
        await self._post_public(item, Outgoing(text))

    async def _replay_started(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        text = (
            f"🔁 Match #{payload['match_id']}: scores and group sizes are identical, so the "
            f"game is replayed (game {payload['game_no']}). Round 1 opens by DM."
        )
        await self._post_public(item, Outgoing(text))

    async def _finished(self, item: OutboxItem) -> None:
        """The result with the rating changes, the Rematch button, the replay GIF and the
        game record (issue 14)."""
        payload = item.notification.payload
        view = await self._match(item)
        out = Outgoing(
            texts.result_text(view.id, payload),
            view=rematch_button(view.id),
            attachments=tuple(await match_end.result_files(self.arena, view)),
        )
        await self.post(
            view.thread_id if view.thread_id is not None else view.channel_id, out, view
        )
        await self._unbutton_all(view.id)

    async def _archive(self, item: OutboxItem) -> None:
        view = await self._match(item)
        if view.thread_id is None:
            return
        # A tournament match plays every game of its series in one thread: while a later game
        # is on there, the thread stays open (the last game's own archive closes it).
        newest = await self.arena.service.match_in_thread(view.thread_id)
        if newest is not None and newest.id != view.id and newest.status is MatchStatus.ACTIVE:
            return
        await match_end.archive_thread(self.arena, view.thread_id)

    async def _aborted(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        view = await self._match(item)
        by = payload.get("by")
        moderator = isinstance(by, int) and by not in view.players
        await self._post_public(item, Outgoing(texts.aborted_text(view.id, by, moderator)))
        await self._unbutton_all(view.id)

    # ---- private notifications -----------------------------------------------------------

    async def _round_prompt(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        user = item.notification.target_id
        view = await self._match(item)
        if (
            view.status is not MatchStatus.ACTIVE
            or view.ply != payload["ply"]
            or view.game_no != payload["game_no"]
        ):
            return  # that round is over already (a late delivery): its prompt would mislead
        await self._supersede(view.id, user, None)  # last round's Lock in no longer applies
        if await self.arena.service.dms_closed(view.id, user):
            await self._prompt_in_thread(view, payload, user, first=False)
            return
        state, _ = await self.arena.boards.position(view, view.game_no, view.ply)
        names = await self.arena.people.names(view.players)
        seat = view.players.index(user)
        several = sum(
            1
            for other in await self.arena.service.matches_of(user)
            if other.game_id == view.game_id
        )
        text = texts.prompt_text(payload, names[1 - seat], view.colours[seat], several > 1)
        picture = await self.arena.boards.picture(
            view, state, None, names, key=(view.id, view.game_no, view.ply)
        )
        try:
            await self.arena.people.dm(
                user, content=text, file=picture.file(), allowed_mentions=NO_PINGS
            )
        except DmClosed:
            # The notice first, then the record: if posting fails, the retry says it again.
            await self._prompt_in_thread(view, payload, user, first=True)
            await self.arena.service.note_dms_closed(view.id, user)
        except DmTooFast:
            # Discord refuses new DMs for now (a burst): this round by mention and /secret,
            # the next round's prompt tries the DM again.
            await self._prompt_in_thread(view, payload, user, first=False, busy=True)

    async def _prompt_in_thread(
        self,
        view: MatchView,
        payload: Mapping[str, Any],
        user: int,
        *,
        first: bool,
        busy: bool = False,
    ) -> None:
        text = texts.prompt_mention_text(payload, user, first, busy=busy)
        target = view.thread_id if view.thread_id is not None else view.channel_id
        await self.post(target, Outgoing(text, mentions=pings(user)), view)

    async def _receipt(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        user = item.notification.target_id
        if payload.get("shown"):
            return  # shown already, as the private reply to /secret, /lock or Lock in
        view = await self._match(item)
        deadline = view.deadline if view.round == payload.get("round") else None
        locked = bool(payload.get("locked"))
        text = texts.receipt_text(view.id, payload.get("round"), payload["move"], locked, deadline)
        message: dict[str, Any] = {"content": text, "allowed_mentions": NO_PINGS}
        if not locked and view.status is MatchStatus.ACTIVE:
            message["view"] = lock_button(view.id, int(payload["ply"]))
        try:
            sent = await self.arena.people.dm(user, **message)
        except DmClosed:
            log.info("receipt for user %s not sent: DMs closed", user)
            return
        # This receipt's Lock in (if any) replaces the one on the player's previous receipt.
        await self._supersede(
            view.id, user, (sent.channel.id, sent.id) if "view" in message else None
        )

    # ---- buttons that can no longer be used (issue 10) -----------------------------------

    async def _supersede(self, match_id: int, owner: int, where: tuple[int, int] | None) -> None:
        """Record the match's newest message with buttons for ``owner`` (0: public) and take
        the buttons off the one before it: one edit per superseded message."""
        previous = await self.arena.service.swap_button_message(match_id, owner, where)
        if previous is not None:
            await self._unbutton(*previous)

    async def _unbutton_all(self, match_id: int) -> None:
        """The match is over: no button of it can be used any more."""
        for where in await self.arena.service.take_button_messages(match_id):
            await self._unbutton(*where)

    async def _unbutton(self, channel_id: int, message_id: int) -> None:
        message = self.arena.client.get_partial_messageable(channel_id).get_partial_message(
            message_id
        )
        try:
            await message.edit(view=None)
        except discord.HTTPException as error:
            # Not worth a retry of the whole notification: a stale button still answers
            # with a sentence saying why it no longer applies.
            log.info("buttons of message %s not removed: %r", message_id, error)

    async def _timeout_warning(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        user = item.notification.target_id
        text = texts.warning_text(
            int(payload["match_id"]),
            user,
            payload.get("deadline"),
            ran_out=bool(payload.get("ran_out", True)),
        )
        try:
            await self.arena.people.dm(user, content=text, allowed_mentions=NO_PINGS)
        except DmClosed:
            await self._post_public(item, Outgoing(text, mentions=pings(user)))
