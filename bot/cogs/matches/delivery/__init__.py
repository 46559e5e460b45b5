"""The delivery of match and challenge notifications (``MatchDelivery``: one handler per kind;
the private notices are in ``private.py``, what every handler shares in ``base.py``;
``bot/engine/matches/notices.py`` lists them), added to ``DiscordDelivery``
(``bot.cogs.common.posting.delivery``).

Each row comes with what its post needs (``MatchPost``, ``ChallengePost``: read engine-side as
the row starts, ``bot.engine.matches.posts``), and each handler reports what its posts learn as
facts (``learn``), recorded with the row's mark; nothing here reads or writes the engine.

Public match notifications go to the match's thread (as recorded when the row started: the
thread is opened by the delivery of the match's first notification, in the same lane), else
its channel; the thread of a match that started from a challenge hangs off the challenge's
message, whose location is stored with the challenge (``ChallengeMessage``), so closing it
edits that message even after a restart. Private ones are direct messages. Boards show the
exact position a notification names (read from the move log engine-side, drawn by
``boards.Boards``). Only the newest board of a match and each player's newest receipt keep their
buttons: posting a newer one edits them off the older (which one comes with the row; the new
one is recorded as ``ButtonMessage``, so restarts keep it; one edit per superseded message), a
new round takes the last Lock in away, and the end of the match the rest (``ButtonsTaken``).

Pings follow the server's policy (``GuildSettings.pings``, ``/settings``): a direct challenge's
was decided when it was made (its payload's ``ping``), an open one may call the server's
"looking for a game" role (``lfg_role_id``, the only role it may ping); a match's first message
and turn boards follow the policy as it is when the row starts.

A deleted or forbidden thread moves the match back to its channel (``DiscordDelivery.post``);
closed DMs (50007) switch that player to ``/secret`` for the rest of the match (``DmsClosed``,
so the public notice is posted once, restarts included; RULES.md §3 stays private: it carries
no game information); "opening direct messages too fast" (40003) does so for that round only,
with its own mention.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import discord

import rules
from bot.cogs.common.boards import Boards
from bot.cogs.common.cards import card
from bot.cogs.common.components import (
    challenge_buttons,
    proposal_buttons,
    result_buttons,
    submit_button,
    word_buttons,
)
from bot.cogs.common.language import Words
from bot.cogs.common.pages import PageLinks, link_line
from bot.cogs.common.posting import resend
from bot.cogs.common.posting.delivery import (
    NO_PINGS,
    THREAD_ARCHIVE_MINUTES,
    DiscordDelivery,
    Handler,
    Outgoing,
    context,
    learn,
    pings,
)
from bot.cogs.common.words import mention
from bot.cogs.matches import ending as match_end
from bot.cogs.matches import texts
from bot.cogs.matches.delivery.private import PrivatePosting
from bot.cogs.matches.outcomes import said_again, score_said
from bot.cogs.matches.texts import results as result_texts
from bot.cogs.matches.texts import sealed as sealed_texts
from bot.engine.matches.posts import (
    ButtonsTaken,
    ChallengeMessage,
    ChallengePost,
    MatchPost,
    MatchThread,
    Where,
)
from bot.engine.model import OutboxItem, PingPolicy, Timing
from bot.engine.outbox import fence
from bot.engine.views import MatchView
from rules.textboard import text_board

log = logging.getLogger(__name__)


class MatchDelivery(PrivatePosting):
    """The handlers of match and challenge notifications."""

    def __init__(
        self, delivery: DiscordDelivery, boards: Boards, pages: PageLinks | None = None
    ) -> None:
        super().__init__(delivery, boards, pages)
        self.handlers: Mapping[str, Handler] = {
            "challenge-posted": self._challenge_posted,
            "challenge-received": self._nothing,  # the public challenge message pings them
            "challenge-accepted": self._challenge_closed,
            "challenge-declined": self._challenge_closed,
            "challenge-cancelled": self._challenge_closed,
            "challenge-expired": self._challenge_closed,
            "match-started": self._match_started,
            "board": self._board,
            "round-sealed": self._round_sealed,
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

    def install(self) -> None:
        """Add the match kinds to the Discord layer's delivery."""
        self.delivery.register(self.handlers)

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
        found = context(item, ChallengePost)
        words = self._words(found.guild_id, found.language)
        out = Outgoing(
            with_line(
                texts.challenge_text(payload, words),
                result_texts.ratings_now_line(found.ratings, words),
            ),
            view=challenge_buttons(payload["challenge_id"], opponent is not None, words),
            mentions=mentions,
            card=True,
        )
        channel_id = item.notification.target_id
        message_id = await self.post(channel_id, out)
        if message_id is not None:
            # Stored with the challenge: closing it edits this message, even after a restart.
            learn(ChallengeMessage(int(payload["challenge_id"]), (channel_id, message_id)))

    async def _challenge_closed(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        post = context(item, ChallengePost)
        found = post.message
        if found is None:
            return  # never posted (the channel refused it): nothing to edit
        text = texts.challenge_closed_text(
            item.notification.kind, payload, self._words(post.guild_id, post.language)
        )
        await self._edit_challenge(found, text)

    async def _edit_challenge(self, where: Where, text: str) -> None:
        """The challenge's card says ``text`` now, without buttons (a card posted before cards
        existed becomes one: Discord lets an edit turn a message into a V2 one)."""
        channel_id, message_id = where
        message = self.client.get_partial_messageable(channel_id).get_partial_message(message_id)
        try:
            await message.edit(content=None, view=card(text), allowed_mentions=NO_PINGS)
        except (discord.NotFound, discord.Forbidden) as error:
            log.info("challenge message %s not edited: %r", message_id, error)

    # ---- matches -------------------------------------------------------------------------

    async def _match_started(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        post = context(item, MatchPost)
        view = post.view
        target = view.thread_id
        if target is None:
            thread = await self._open_thread(view, post.challenge_message, self._match_words(post))
            if thread is not None:
                learn(MatchThread(view.id, thread))
                view = replace(view, thread_id=thread)
                target = thread
        words = self._match_words(post)
        text = with_line(
            texts.match_started_text(
                payload, view.game_id, Timing.from_json(payload["timing"]), words
            ),
            result_texts.ratings_now_line(post.ratings, words),
        )
        policy = post.pings
        await self.post(
            target if target is not None else view.channel_id,
            Outgoing(
                text,
                mentions=NO_PINGS if policy is PingPolicy.NONE else pings(*view.players),
                card=True,
            ),
            view,
        )

    async def _open_thread(self, view: MatchView, known: Where | None, words: Words) -> int | None:
        """A public thread for the match, if the bot may create one there (else ``None``); off
        the challenge's message if it is ``known`` in that channel."""
        channel = self.client.get_channel(view.channel_id)
        if not isinstance(channel, discord.TextChannel):
            return None  # a thread already, a forum, or not cached: play where it is
        me = channel.guild.me
        allowed = channel.permissions_for(me)
        if not (allowed.create_public_threads and allowed.send_messages_in_threads):
            return None
        names = await self.people.names(view.players)
        name = texts.thread_name(view.id, view.game_title, names, words)
        opened = resend.existing_thread(channel, name)
        if opened is not None:
            return opened.id
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

    async def _board(self, item: OutboxItem) -> None:
        """A board after a move or a revealed round: its text, the picture and the buttons.

        A step of a set-up that one player builds stone by stone (Interleave's pie, RULES.md
        §2: ``Game.setting_up``) gets its text and buttons but no picture: six stones are one
        set-up, not six positions to answer, so the board is posted once, when ``done``
        completes it (the opponent then chooses a colour on it); ``/board`` shows it meanwhile.
        Nothing in a set-up is secret, and sealed rounds never take this path.
        """
        payload = item.notification.payload
        post = context(item, MatchPost)
        view = post.view
        game = rules.get_game(view.game_id)
        moves = payload.get("moves") or []
        game_no, ply = int(payload["game_no"]), int(payload["ply"])
        state, previous = post.state, post.previous
        if moves and not game.simultaneous and game.setting_up(state):
            await self._setup_step(item, post, game, state)
            return
        names = await self.people.names(view.players)
        said = self._match_words(post)
        picture = await self.boards.picture(
            view, state, previous, names, key=(view.id, game_no, ply), words=said
        )
        colours = [str(game.colour_of(state, seat)) for seat in (0, 1)]
        to_act: list[int] = payload.get("to_act") or []
        if game.simultaneous:
            text = (
                sealed_texts.reveal_text(
                    payload, colours, said, score_said(view.game_id, state, said)
                )
                if moves
                else sealed_texts.start_board_text(payload, view.game_id, said)
            )
            # Under each round's public post: the two players' way to submit without DMs.
            button = submit_button(view.id, int(payload["ply"]), said) if to_act else None
            out = Outgoing(text, picture, text_board(game, state), button)
        else:
            words = word_moves(game, state, view.players, to_act)
            out = Outgoing(
                texts.board_text(payload, view.game_id, colours, view.players, said),
                picture,
                text_board(game, state),
                word_buttons(view.id, ply, words, said),
                pings(*to_act) if len(to_act) == 1 and post.pings is PingPolicy.ALL else NO_PINGS,
            )
        target = view.thread_id if view.thread_id is not None else view.channel_id
        message_id = await self.post(target, out, view)
        if not game.simultaneous:  # the older board's Swap/Pass/Done no longer apply
            where = None if message_id is None or out.view is None else (target, message_id)
            await self._supersede(view.id, 0, post.buttons, where)

    async def _round_sealed(self, item: OutboxItem) -> None:
        """A Thwart Omega round locked: the commitments in force, before its reveal (the
        reveal's row comes after this one in the match's lane)."""
        post = context(item, MatchPost)
        text = sealed_texts.sealed_text(
            item.notification.payload, post.view.colours, self._match_words(post)
        )
        await self._post_public(item, Outgoing(text))

    async def _setup_step(
        self, item: OutboxItem, post: MatchPost, game: rules.Game[Any], state: Any
    ) -> None:
        """A set-up stone (see ``_board``): the move in words and the set-up's buttons."""
        payload = item.notification.payload
        view = post.view
        colours = [str(game.colour_of(state, seat)) for seat in (0, 1)]
        to_act: list[int] = payload.get("to_act") or []
        words = word_moves(game, state, view.players, to_act)
        out = Outgoing(
            texts.setup_step_text(
                payload, view.game_id, colours, view.players, self._match_words(post)
            ),
            view=word_buttons(view.id, int(payload["ply"]), words, self._match_words(post)),
        )
        target = view.thread_id if view.thread_id is not None else view.channel_id
        message_id = await self.post(target, out, view)
        where = None if message_id is None or out.view is None else (target, message_id)
        await self._supersede(view.id, 0, post.buttons, where)

    async def _extended(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        words = self._match_words(context(item, MatchPost))
        text = sealed_texts.extended_text(payload["match_id"], payload, words)
        await self._post_public(item, Outgoing(text))

    async def _proposed(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        post = context(item, MatchPost)
        view = post.view
        by = int(payload["by"])
        opponent = view.players[1] if view.players[0] == by else view.players[0]
        words = self._match_words(post)
        out = Outgoing(
            texts.proposal_text(view.id, by, payload.get("winner"), opponent, words),
            view=proposal_buttons(view.id, int(payload["ply"]), words),
            mentions=pings(opponent),
        )
        await self._post_public(item, out)

    async def _proposal_declined(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        words = self._match_words(context(item, MatchPost))
        text = words(
            "match-proposal-declined", match=str(payload["match_id"]), player=mention(payload["by"])
        )
        await self._post_public(item, Outgoing(text))

    async def _replay_started(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        words = self._match_words(context(item, MatchPost))
        text = words("match-replayed", match=str(payload["match_id"]), game=str(payload["game_no"]))
        opening = sealed_texts.seed_opening_line(payload, 1, words)
        if opening:
            text = f"{text}\n{opening}"
        await self._post_public(item, Outgoing(text))

    async def _finished(self, item: OutboxItem) -> None:
        """The result with the rating changes, the Rematch and Review buttons, the replay GIF
        and the game record: a finished game can be watched again, learned from and kept."""
        payload = item.notification.payload
        post = context(item, MatchPost)
        view = post.view
        words = self._match_words(post)
        files = await match_end.result_files(self.people, self.boards, view, post.moves, words)
        said = None if view.result is None else said_again(view, view.result, words)
        text = result_texts.result_text(view.id, payload, words, view.colours, said)
        if self.pages is not None and post.web_pages:
            text += link_line(words("match-replay-link"), self.pages.match(view.id))
        out = Outgoing(
            text,
            view=result_buttons(view.id, words),
            attachments=tuple(files),
            card=True,
        )
        await self.post(
            view.thread_id if view.thread_id is not None else view.channel_id, out, view
        )
        await self._unbutton_all(post)
        await self._challenge_ended(post, words)

    async def _challenge_ended(self, post: MatchPost, words: Words) -> None:
        """The lobby's challenge card says how its match ended (it said the match had started),
        so the channel's history reads true an hour later."""
        view = post.view
        if post.challenge_message is None or view.challenge_id is None:
            return
        text = result_texts.challenge_ended_text(view.challenge_id, view, words)
        await self._edit_challenge(post.challenge_message, text)

    async def _archive(self, item: OutboxItem) -> None:
        post = context(item, MatchPost)
        view = post.view
        if view.thread_id is None:
            return
        # A tournament match plays every game of its series in one thread: while a later game
        # is on there, the thread stays open (the last game's own archive closes it).
        if post.thread_busy:
            return
        await match_end.archive_thread(self.client, view.thread_id)

    async def _aborted(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        post = context(item, MatchPost)
        view = post.view
        by = payload.get("by")
        moderator = isinstance(by, int) and by not in view.players
        words = self._match_words(post)
        text = result_texts.aborted_text(view.id, by, moderator, words)
        await self._post_public(item, Outgoing(text))
        await self._unbutton_all(post)
        await self._challenge_ended(post, words)

    # ---- buttons that can no longer be used: a press on them could only be refused -------

    async def _unbutton_all(self, post: MatchPost) -> None:
        """The match is over: no button of it can be used any more."""
        for where in post.all_buttons:
            await self.delivery.unbutton(*where)
        if post.all_buttons:
            learn(ButtonsTaken(post.view.id, post.all_buttons))


def word_moves(
    game: rules.Game[Any], state: Any, players: tuple[int, int], to_act: list[int]
) -> list[str]:
    """The word moves (``swap``, ``done``, ...) those to act may play now: the board's buttons."""
    return sorted(
        {
            move
            for user in to_act
            for move in game.legal_moves(state, players.index(user))
            if move in texts.WORD_MOVES
        },
        key=texts.WORD_MOVES.index,
    )


def with_line(text: str, line: str) -> str:
    """``text`` with ``line`` under it, if there is one."""
    return f"{text}\n{line}" if line else text
