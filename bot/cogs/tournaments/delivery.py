"""Delivery of the tournament service's notifications (``tournament-*`` outbox rows).

``TournamentDelivery.install`` adds one handler per tournament kind to the Discord layer's
``DiscordDelivery`` (``bot.cogs.common.posting.delivery``; matches add theirs: boards, results of
games). Each row comes with the tournament as it is when the row starts (``TournamentPost``,
read engine-side: ``bot.engine.tournaments.posts``); a new picture message and a game's thread
are reported as facts (``learn``) and recorded with the row's mark. Nothing here reads or
writes the engine.

The channel does not drown on a 128-player night: per round it gets **one pairings message** (in
numbered parts only when 2,000 characters cannot hold it) and **one summary** of the round's
results. Everything about one match happens in **its thread** (``tournament_threads``: private,
its two players added): the game choice (pick/ban), each game of the series (the game's match
is told to play there, so its ``match-started`` and boards go there too), deadline notes and
the result. Sign-up, check-in, the start, drops, pauses and the champion stay in the channel.
The bracket or standings pictures live in one message per tournament that is edited when what
it shows changes (``shown``: whatever the clock says; posted again if it was deleted); the
final standings picture (every place) is posted with the champion.
"""

from __future__ import annotations

import asyncio
import functools
import io
import logging
import re
from collections.abc import Mapping

import discord
from discord.utils import escape_markdown

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.common.pages import PageLinks, link_line
from bot.cogs.common.people import DmClosed
from bot.cogs.common.posting import resend
from bot.cogs.common.posting.delivery import (
    NO_PINGS,
    DiscordDelivery,
    Handler,
    Outgoing,
    context,
    learn,
    pings,
    role_pings,
)
from bot.cogs.tournaments import pacing, roles
from bot.cogs.tournaments import stages as stage_words
from bot.cogs.tournaments import texts as words
from bot.cogs.tournaments.buttons import check_in_buttons, choose_button, sign_up_buttons
from bot.cogs.tournaments.calendar import Calendar
from bot.cogs.tournaments.final_images import champion_pictures
from bot.cogs.tournaments.images import drawn_from, pictures
from bot.cogs.tournaments.rounds import of_player, round_id, rounds
from bot.cogs.tournaments.texts import rounds as round_texts
from bot.cogs.tournaments.threads import MatchThreads
from bot.engine.matches.posts import MatchThread
from bot.engine.model import OutboxItem
from bot.engine.tournaments.posts import TournamentMessage, TournamentPost
from bot.engine.tournaments.views import TournamentView

__all__ = ["Handler", "TournamentDelivery", "draw_all", "draw_final", "mentioned", "shown"]

log = logging.getLogger(__name__)

MENTION = re.compile(r"<@!?(\d+)>")


def mentioned(text: str) -> list[int]:
    """The users a message mentions (each message pings only its own: at most 100 allowed)."""
    return list(dict.fromkeys(int(u) for u in MENTION.findall(text)))


def picture_file(view: TournamentView, png: bytes, alt: str, name: str) -> discord.File:
    return discord.File(io.BytesIO(png), filename=name, description=alt[:1000])


async def draw_all(view: TournamentView, said: Words = ENGLISH_WORDS) -> list[discord.File]:
    """The picture message's files (also ``/tournament status``'s), drawn in a worker thread:
    one page when it holds everything; else the overview, the pages being played and the whole
    bracket, or the standings' pages and the whole table (``images.pictures``). None before
    the start. Their words in ``said``' language."""
    if view.core is None:
        return []
    made = await asyncio.to_thread(functools.partial(pictures, view.core, view.name, words=said))
    return [picture_file(view, m.png, m.alt, m.filename) for m in made]


async def draw_final(view: TournamentView, said: Words = ENGLISH_WORDS) -> list[discord.File]:
    """The champion post's files (``images.champion_pictures``), drawn in a worker thread, in
    ``said``' language."""
    if view.core is None:
        return []
    made = await asyncio.to_thread(
        functools.partial(champion_pictures, view.core, view.name, words=said)
    )
    return [picture_file(view, m.png, m.alt, m.filename) for m in made]


def caption(view: TournamentView, said: Words = ENGLISH_WORDS) -> str:
    return words.caption_text(escape_markdown(view.name), view.phase.value, said)


def shown(view: TournamentView, said: Words = ENGLISH_WORDS) -> tuple[str, str] | None:
    """What the picture message shows: its caption (name, phase) and a digest of what its
    pictures are drawn from (``images.drawn_from``). Two changes a moment apart (the clock
    may not move between them) still differ here when the message would."""
    if view.core is None:
        return None
    return caption(view, said), drawn_from(view.core, view.name)


class TournamentDelivery:
    def __init__(self, delivery: DiscordDelivery, pages: PageLinks | None = None) -> None:
        self.delivery = delivery
        self.pages = pages  # the web pages' links (None: no web server)
        self.client = delivery.client
        self.people = delivery.people
        # Tournament id -> what its picture message shows (``shown``), as last drawn.
        self._drawn: dict[int, tuple[str, str]] = {}
        self.threads = MatchThreads(delivery.client, delivery.people)
        self.calendar = Calendar(delivery.client)
        # Rounds whose pairings / summary this process posted: tournament id -> round ids.
        self._listed: dict[int, set[str]] = {}
        self._summed: dict[int, set[str]] = {}
        self.handlers: Mapping[str, Handler] = {
            "tournament-created": self._created,
            "tournament-checkin": self._checkin,
            "tournament-started": self._started,
            "tournament-round": self._round,
            "tournament-stage": self._stage,
            "tournament-choice": self._choice,
            "tournament-game": self._game,
            "tournament-result": self._result,
            "tournament-updated": self._updated,
            "tournament-entrant": self._entrant,
            "tournament-deadline": self._deadline,
            "tournament-organiser": self._organiser,
            "tournament-paused": self._simple,
            "tournament-resumed": self._simple,
            "tournament-cancelled": self._cancelled,
            "tournament-finished": self._finished,
            "tournament-held": self._held,
            "tournament-undone": self._simple,
            "tournament-overtime": self._overtime,
            "tournament-time-up": self._time_up,
        }

    def install(self) -> None:
        """Add the tournament kinds to the Discord layer's delivery."""
        self.delivery.register(self.handlers)

    async def _post(self, item: OutboxItem, out: Outgoing) -> int | None:
        return await self.delivery.post(item.notification.target_id, out)

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

    async def _held(self, item: OutboxItem) -> None:
        """No legal pairing for the next Swiss round: the organiser is pinged to decide."""
        payload = item.notification.payload
        text = words.held_text(payload, self._item_words(item))
        out = Outgoing(text, mentions=pings(int(payload["organiser"])))
        await self._post(item, out)

    async def _simple(self, item: OutboxItem) -> None:
        notification = item.notification
        text = words.simple_text(notification.kind, notification.payload, self._item_words(item))
        await self._post(item, Outgoing(text))

    async def _created(self, item: OutboxItem) -> None:
        """The sign-up post; first the Scheduled Event, if the tournament has a start time, so
        that the post can link it."""
        payload = item.notification.payload
        post = context(item, TournamentPost)
        settings = post.view.record.config.settings
        said = self._words(post)
        plan = stage_words.plan_lines(settings, said)
        text = "\n".join([words.created_text(payload, said), *plan])
        paced = pacing.head(said, post.view.record.config)
        if paced is not None:
            text = f"{text}\n{paced}"
        url = await self.calendar.add(item, post, said)
        if url is not None:
            text = f"{text}\n{words.event_line(url, said)}"
        out = Outgoing(text, view=sign_up_buttons(int(payload["tournament_id"]), said))
        await self._post(item, out)

    async def _cancelled(self, item: OutboxItem) -> None:
        post = context(item, TournamentPost)
        payload = item.notification.payload
        if payload.get("reason") == "too-few-for-top-cut":
            text = stage_words.too_few_text(payload, self._words(post))
            await self._post(item, Outgoing(text))
        else:
            await self._simple(item)
        await self.calendar.follow(post, item.notification.kind)
        await self._players_role(post, give=False)

    async def _players_role(self, post: TournamentPost, *, give: bool) -> None:
        """The participant role to (or from) everyone playing in the tournament."""
        record = post.view.record
        await roles.change(
            self.client,
            record.guild_id,
            post.server.participant_role_id,
            roles.players_of(post),
            give=give,
            reason=f"tournament #{record.id}",
        )

    async def _checkin(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        said = self._item_words(item)
        await self._post_all(
            item,
            words.checkin_text(payload, said),
            view=check_in_buttons(int(payload["tournament_id"]), said),
            ping=True,
        )

    async def _choice(self, item: OutboxItem) -> None:
        """Pick or ban, in the match's thread (opened here if it is the match's first post)."""
        payload = item.notification.payload
        tid, key, step = int(payload["tournament_id"]), str(payload["key"]), int(payload["step"])
        post = context(item, TournamentPost)
        live = next((p for p in post.view.lives if p.key == key), None)
        if live is None or live.step != step:
            return  # that step is over already (a late delivery): its button would mislead
        out = Outgoing(
            words.choice_text(payload, self._words(post)),
            view=choose_button(tid, key, step, self._words(post)),
            mentions=pings(*payload["to_act"]),
        )
        channel = item.notification.target_id
        thread = await self.threads.open(channel, post, key, payload["users"])
        await self.delivery.post(thread or channel, out)

    # ---- one thread per match, one pairings message and one summary per round ------------

    async def _game(self, item: OutboxItem) -> None:
        """A game of a match starts: it is played in the match's thread (the match's later
        notifications find it there), which this post announces it in."""
        payload = item.notification.payload
        key, channel = str(payload["key"]), item.notification.target_id
        post = context(item, TournamentPost)
        thread = await self.threads.open(channel, post, key, payload["users"])
        match_id = int(payload["match_id"])
        if thread is not None and post.match_thread is None:
            learn(MatchThread(match_id, thread, only_if_none=True))
        text = words.game_text(payload, self._words(post))
        await self.delivery.post(thread or channel, Outgoing(text))

    async def _in_thread(self, item: OutboxItem, texts: list[str]) -> bool:
        """Post in the match's thread if it has one; whether it had."""
        payload = item.notification.payload
        post = item.context
        thread = await self.threads.find(
            item.notification.target_id,
            int(payload["tournament_id"]),
            str(payload["key"]),
            post.threads if isinstance(post, TournamentPost) else (),
        )
        if thread is None:
            return False
        for text in texts:
            await self.delivery.post(thread, Outgoing(text))
        return True

    async def _deadline(self, item: OutboxItem) -> None:
        text = words.deadline_text(item.notification.payload, self._item_words(item))
        if not await self._in_thread(item, [text]):
            await self._post(item, Outgoing(text))

    def _words(self, post: TournamentPost) -> Words:
        """The words of a public post: the server's language."""
        return Words.for_guild(self.client.get_guild(post.view.record.guild_id), post.language)

    def _item_words(self, item: OutboxItem) -> Words:
        """The words of a row's public post: its tournament's server's language; a row that
        came without its tournament (none is loaded for it) is said in English."""
        post = item.context
        return self._words(post) if isinstance(post, TournamentPost) else Words()

    async def _overtime(self, item: OutboxItem) -> None:
        """A paced round's time ran out on a match: what the organiser's rule did, in its
        thread (the channel hears of it in ``_time_up``)."""
        words = self._words(context(item, TournamentPost))
        text = pacing.overtime_text(words, item.notification.payload)
        if not await self._in_thread(item, [text]):
            await self._post(item, Outgoing(text))

    async def _time_up(self, item: OutboxItem) -> None:
        """The matches whose round time ran out at one moment, in one post in the channel; the
        organiser is pinged when some wait for their decision."""
        payload = item.notification.payload
        texts = pacing.time_up_texts(self._words(context(item, TournamentPost)), payload)
        asked = any(p.get("rule") == "organiser" for p in payload["pairings"])
        ping = pings(int(payload["organiser"])) if asked else NO_PINGS
        for n, text in enumerate(texts):
            await self._post(
                item, Outgoing(text, mentions=ping if n == len(texts) - 1 else NO_PINGS)
            )

    async def _result(self, item: OutboxItem) -> None:
        """The result goes to the match's thread; the channel hears of it in the round's
        summary (and a result that changed others, in the channel)."""
        payload = item.notification.payload
        texts = words.result_text(payload, self._item_words(item))
        if payload.get("removed") or not await self._in_thread(item, texts):
            await self._post_all(item, texts)
        await self._rounds(item, {round_id(str(payload["key"]))})

    async def _entrant(self, item: OutboxItem) -> None:
        said = self._item_words(item)
        await self._post_all(item, words.entrant_text(item.notification.payload, said))
        view = context(item, TournamentPost).view
        if view.core is not None:
            await self._rounds(item, of_player(view.core, int(item.notification.payload["user"])))

    async def _started(self, item: OutboxItem) -> None:
        """The start; in a bracket, the first round's pairings with it (a Swiss or round
        robin round has its own notification)."""
        post = context(item, TournamentPost)
        await self._players_role(post, give=True)  # before the first pairings ping the role
        said = self._words(post)
        await self._post_all(item, words.started_text(item.notification.payload, said))
        await self.calendar.follow(post, item.notification.kind)
        await self._rounds(item, {"W1"})

    async def _round(self, item: OutboxItem) -> None:
        """A Swiss or round robin round begins: its pairings message."""
        await self._rounds(item, {f"R{item.notification.payload['round']}"})

    async def _stage(self, item: OutboxItem) -> None:
        """A two-stage event's cut is made: the qualifiers (pinged), in bracket seed order with
        their first-stage points, and the bracket's picture on the last part; then the
        bracket's first round (its pairings message)."""
        payload = item.notification.payload
        post = context(item, TournamentPost)
        view = post.view
        texts = stage_words.cut_text(payload, view.core, self._words(post))
        drawn = await asyncio.to_thread(
            stage_words.cut_picture, view.core, view.name, self._words(post)
        )
        shown = tuple((m.filename, m.png, m.alt) for m in drawn)
        for n, text in enumerate(texts):
            last = n == len(texts) - 1
            out = Outgoing(
                text,
                mentions=pings(*mentioned(text)),
                attachments=shown if last else (),
            )
            await self._post(item, out)
        await self._rounds(item, {"W1"})

    async def _rounds(self, item: OutboxItem, touched: set[str]) -> None:
        """After a change to the ``touched`` rounds: the summary of each of them now decided,
        then the pairings of each round now known that they decide (or that is touched), each
        once. Only touched rounds are looked at, so after a restart a later row never repeats
        what an earlier one said; a row cut short by a crash says its part again (and
        ``resend`` finds what it had already posted)."""
        tid = int(item.notification.payload["tournament_id"])
        view = context(item, TournamentPost).view
        t = view.core
        if t is None or not touched:
            return
        summed = self._summed.setdefault(tid, set())
        listed = self._listed.setdefault(tid, set())
        now = rounds(t)
        said = self._words(context(item, TournamentPost))
        for r in now:
            if r.decided and r.id in touched and r.id not in summed:
                summed.add(r.id)
                await self._post_all(item, round_texts.summary_text(view.name, r, t, said))
        for r in now:
            fresh = r.id in touched or bool(r.fed_by & touched)
            if fresh and r.known and not r.decided and r.id not in listed:
                listed.add(r.id)
                post = context(item, TournamentPost)
                role = post.server.participant_role_id
                texts = round_texts.pairings_text(view.name, r, t, role, said)
                keys = (p.key for p in r.pairings)
                ends = pacing.round_line(self._words(post), view, keys)
                texts = pacing.added(texts, ends, MESSAGE_CHARS)
                for n, text in enumerate(texts):  # the first part pings the role, if any
                    mentions = role_pings(role) if n == 0 else NO_PINGS
                    await self._post(item, Outgoing(text, mentions=mentions))

    async def _organiser(self, item: OutboxItem) -> None:
        text = words.organiser_text(item.notification.payload, self._item_words(item))
        try:
            await self.people.dm(
                item.notification.target_id, content=text, allowed_mentions=NO_PINGS
            )
        except DmClosed:
            log.info(
                "organiser %s has DMs closed; the public note stands", item.notification.target_id
            )

    async def _updated(self, item: OutboxItem) -> None:
        """Redraw the bracket or standings message when what it shows changed (``shown``), not
        when the clock did: a row that comes with the same tournament as the last drawn (rows
        are read as the tournament is when they start) leaves the message alone."""
        post = context(item, TournamentPost)
        view, said = post.view, self._words(post)
        drawn = shown(view, said)
        if drawn is None or self._drawn.get(view.id) == drawn:
            return
        await self.refresh(view, said)
        self._drawn[view.id] = drawn

    async def refresh(self, view: TournamentView, said: Words = ENGLISH_WORDS) -> None:
        """Edit the picture message, or post it anew (``TournamentMessage``) if there is none."""
        files = await draw_all(view, said)
        if not files:
            return
        channel = self.client.get_partial_messageable(view.record.channel_id)
        if view.record.message_id is not None:
            message = channel.get_partial_message(view.record.message_id)
            try:
                await message.edit(
                    content=caption(view, said), attachments=files, allowed_mentions=NO_PINGS
                )
                return
            except discord.NotFound:
                files = await draw_all(view, said)  # the message was deleted: post a new one
            except discord.Forbidden as error:
                log.warning("cannot edit the picture of tournament %s: %r", view.id, error)
                return
        try:
            sent = await resend.send(
                channel, content=caption(view, said), files=files, allowed_mentions=NO_PINGS
            )
        except (discord.Forbidden, discord.NotFound) as error:
            log.warning("cannot post the picture of tournament %s: %r", view.id, error)
            return
        learn(TournamentMessage(view.id, sent.id))

    async def _finished(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        post = context(item, TournamentPost)
        view = post.view
        # The final standings with every place, readable inline (pages of 32 rows, and the
        # whole table as a file past that), and a bracket's final page and whole bracket.
        said = self._words(post)
        files = await draw_final(view, said)
        channel = self.client.get_partial_messageable(item.notification.target_id)
        text = words.finished_text(payload, said)
        if self.pages is not None and post.web_pages:
            text += link_line(words.whole_event(said), self.pages.tournament(view.id))
        users = list(
            dict.fromkeys(u for u in [payload.get("champion"), *payload.get("podium", [])] if u)
        )
        try:
            await resend.send(channel, content=text, files=files, allowed_mentions=pings(*users))
        except (discord.Forbidden, discord.NotFound) as error:
            log.warning("cannot announce the champion of tournament %s: %r", view.id, error)
        await self._crown(item, post)

    async def _crown(self, item: OutboxItem, post: TournamentPost) -> None:
        """After the champion's post: the event ends, the players give the participant role
        back, and the champion role goes from the last champion to the new one."""
        await self.calendar.follow(post, item.notification.kind)
        await self._players_role(post, give=False)
        record, champion = post.view.record, item.notification.payload.get("champion")
        role, reason = post.server.champion_role_id, f"tournament #{record.id}"
        last = post.previous_champion
        if last is not None and last != champion:
            await roles.change(
                self.client, record.guild_id, role, [last], give=False, reason=reason
            )
        if isinstance(champion, int) and champion > 0:
            await roles.change(
                self.client, record.guild_id, role, [champion], give=True, reason=reason
            )
