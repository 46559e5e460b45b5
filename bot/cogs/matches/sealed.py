"""Thwart Omega's private side (RULES.md §3): sealed submissions by direct message, ``/secret``
and ``/lock`` in the match thread (replies only the player sees), never anything public. (Where the
bot may only answer, the last lock-in's public answer is the round's reveal: ``anywhere``.)

A DM answer is matched to a match this way: ``#5 b c3 w e5`` names it; a reply to a round
prompt belongs to that prompt's match; otherwise the player's only running Thwart Omega match.
The receipt of a DM submission comes back by DM (from the outbox); the receipt of ``/secret`` or
``/lock`` is the command's private reply, and its outbox copy is marked ``shown`` in the same
transaction, so delivery skips it (restarts and repeated presses included).
"""

from __future__ import annotations

import logging
import re
from datetime import datetime

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.cogs.common.boards import Boards
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.people import People
from bot.cogs.common.places import playable_anywhere
from bot.cogs.common.replies import PLAYER_ERRORS, Problem, Reply, answer
from bot.cogs.common.words import timestamp
from bot.cogs.matches.anywhere import Answers, then_board
from bot.cogs.matches.lookup import find_match
from bot.cogs.matches.texts import sealed as sealed_texts
from bot.engine.games import has_sealed_rounds
from bot.engine.matches.service import MatchService
from bot.engine.views import MatchView

log = logging.getLogger(__name__)

_NUMBER = re.compile(r"^#\s*(\d{1,18})[\s:,.]*(.*)$", re.DOTALL)
# The prompt's first number is its match's, in every language ("match #12", "대국 #12", "対局 #12").
_PROMPT_MATCH = re.compile(r"#(\d{1,18})")


def sealed(view: MatchView) -> bool:
    """Whether ``view``'s game is played in sealed rounds (``has_sealed_rounds``)."""
    return has_sealed_rounds(rules.get_game(view.game_id))


_LOCK_WORDS = {"lock", "lock in", "lock it", "lock it in", "lockin", "locked"}


async def submit_sealed(
    service: MatchService,
    view: MatchView,
    user_id: int,
    text: str | None,
    *,
    lock: bool,
    at: datetime | None = None,
    words: Words = ENGLISH_WORDS,
) -> Reply:
    """A sealed submission (``text``) or a lock-in (``text=None``) answered privately here; the
    receipt's outbox row is marked shown, so no DM copy follows. ``at``: when Discord received
    it (the interaction's or message's snowflake time), which decides whether it was in time."""
    if not sealed(view):
        raise Problem(words("sealed-not-sealed", match=str(view.id), game=view.game_title))
    if text is None:
        result = await service.lock_in(view.id, user_id, shown=True, at=at)
    else:
        result = await service.submit(view.id, user_id, text, lock=lock, shown=True, at=at)
    if result.resolved:
        return Reply(
            words(
                "sealed-both-locked",
                match=str(view.id),
                move=result.moves[0],
                round=str(view.round),
            )
            + sealed_texts.commitment_line(result.commitment, result.salt, words)
        )
    deadline = view.deadline if result.match.round == view.round else None
    return Reply(
        sealed_texts.receipt_text(
            view.id,
            view.round,
            result.moves[0],
            result.locked,
            deadline,
            commitment=result.commitment,
            salt=result.salt,
            words=words,
        )
    )


async def sealed_status(
    service: MatchService, view: MatchView, user_id: int, words: Words = ENGLISH_WORDS
) -> str:
    """``/secret`` without a move: the round, its deadline and what is recorded for the caller."""
    if view.round is None or user_id not in view.players:
        raise Problem(words("sealed-no-round", match=str(view.id)))
    mine = await service.my_submission(view.id, user_id)
    if mine is None:
        recorded = words("sealed-nothing-yet")
    elif mine.locked:
        recorded = words("sealed-recorded-locked", move=mine.move)
    else:
        recorded = f"`{mine.move}`"
    return words(
        "sealed-status",
        match=str(view.id),
        round=str(view.round),
        ends=timestamp(view.deadline),
        recorded=recorded,
    )


class Secret(commands.Cog):
    def __init__(
        self, client: discord.Client, service: MatchService, people: People, boards: Boards
    ) -> None:
        self.client = client
        self.service = service
        self.people = people
        self.answers = Answers(service, people, boards)

    @app_commands.command(
        name="secret",
        description="Thwart Omega: send your sealed move here (only you see the reply).",
    )
    @playable_anywhere
    @app_commands.describe(
        move="Your Black and White stones, like b c3 w e5 (empty: show what is recorded)",
        lock="Lock it in (no more changes this round)",
        match="Match number (only needed if you play several matches here)",
    )
    async def secret(
        self,
        interaction: discord.Interaction,
        move: str | None = None,
        lock: bool = False,
        match: int | None = None,
    ) -> None:
        async def work() -> Reply | str | None:
            view = await find_match(self.service, interaction, match, acting=True)
            words = Words.for_interaction(interaction)
            if move is None and not lock:
                return await sealed_status(self.service, view, interaction.user.id, words)

            async def act() -> Reply:
                return await submit_sealed(
                    self.service,
                    view,
                    interaction.user.id,
                    move,
                    lock=lock,
                    at=interaction.created_at,
                    words=words,
                )

            return await then_board(self.answers, interaction, view.id, act)

        await answer(interaction, work)

    @app_commands.command(
        name="lock", description="Thwart Omega: lock in your move for this round."
    )
    @playable_anywhere
    @app_commands.describe(match="Match number (only needed if you play several matches here)")
    async def lock(self, interaction: discord.Interaction, match: int | None = None) -> None:
        async def work() -> Reply | str | None:
            view = await find_match(self.service, interaction, match, acting=True)

            async def act() -> Reply:
                return await submit_sealed(
                    self.service,
                    view,
                    interaction.user.id,
                    None,
                    lock=True,
                    at=interaction.created_at,
                    words=Words.for_interaction(interaction),
                )

            return await then_board(self.answers, interaction, view.id, act)

        await answer(interaction, work)

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """A direct message: a Thwart Omega submission, ``lock``, or a question."""
        if message.guild is not None or message.author.bot:
            return
        self.people.learn(message.author)
        try:
            reply = await self._handle_dm(message)
        except PLAYER_ERRORS as error:
            reply = (await self._dm_words(message.author.id)).refusal(error)
        if reply:
            try:
                await message.channel.send(reply, allowed_mentions=discord.AllowedMentions.none())
            except discord.HTTPException as problem:
                log.warning("could not answer a DM from %s: %r", message.author.id, problem)
                await _point_to_secret(self.client, self.service, message.author.id)

    async def _dm_words(self, user_id: int) -> Words:
        """The words of an answer to a direct message: the language of the server of the
        player's running Thwart Omega match (English if none runs)."""
        running = [v for v in await self.service.matches_of(user_id) if sealed(v)]
        if not running:
            return ENGLISH_WORDS
        return await server_words(self.client, self.service, running[0])

    async def _handle_dm(self, message: discord.Message) -> str | None:
        text = " ".join(message.content.split())
        words = await self._dm_words(message.author.id)
        if not text or text.lower() in {"help", "?", "hi", "hello"}:
            return words("sealed-dm-help")
        named: int | None = None
        numbered = _NUMBER.match(text)
        if numbered:
            named, text = int(numbered[1]), numbered[2].strip()
        elif message.reference is not None:
            named = await _prompt_match(message)
        lowered = text.lower()
        lock_only = lowered in _LOCK_WORDS
        lock = lock_only
        if not lock_only and lowered.endswith(" lock"):
            text, lock = text[: -len(" lock")].strip(), True
        if not text:
            return words("sealed-dm-help")
        view = await _dm_match(self.service, message.author.id, named, words)
        if await self.service.dms_closed(view.id, message.author.id):
            # Discord refused our DMs to this player: a receipt from the outbox would be lost,
            # so answer here and now; if that fails too, ``on_message`` points to /secret.
            sealed = await submit_sealed(
                self.service,
                view,
                message.author.id,
                None if lock_only else text,
                lock=lock,
                at=message.created_at,
                words=await server_words(self.client, self.service, view),
            )
            return sealed.content
        # In time or not is judged by when Discord received the message (its snowflake time),
        # not by when the bot got round to it.
        if lock_only:
            await self.service.lock_in(view.id, message.author.id, at=message.created_at)
        else:
            await self.service.submit(
                view.id, message.author.id, text, lock=lock, at=message.created_at
            )
        return None  # the receipt comes from the outbox


async def server_words(client: discord.Client, service: MatchService, view: MatchView) -> Words:
    """The words of a direct message about a server's match (a DM has no locale of its own,
    and the player's last interaction is not kept): the server's language."""
    settings = await service.guild_settings(view.guild_id)
    return Words.for_guild(client.get_guild(view.guild_id), settings.language)


async def _point_to_secret(client: discord.Client, service: MatchService, user_id: int) -> None:
    """A DM from ``user_id`` could not be answered (their DMs are closed to the bot): say so
    in the thread of their running Thwart Omega matches whose DMs were found closed (or of
    their only one), with a mention and nothing about the DM's content (RULES.md §3)."""
    running = [v for v in await service.matches_of(user_id) if sealed(v)]
    closed = [v for v in running if await service.dms_closed(v.id, user_id)]
    for view in closed or (running if len(running) == 1 else []):
        target = view.thread_id if view.thread_id is not None else view.channel_id
        try:
            words = await server_words(client, service, view)
            await client.get_partial_messageable(target).send(
                sealed_texts.dm_unanswered_text(view.id, user_id, words),
                allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]),
            )
        except discord.HTTPException as problem:
            log.warning("could not point %s to /secret in match %s: %r", user_id, view.id, problem)


async def _prompt_match(message: discord.Message) -> int | None:
    """The match number of the prompt this DM replies to, if it replies to one."""
    reference = message.reference
    if reference is None:
        return None
    replied = reference.resolved or reference.cached_message
    if not isinstance(replied, discord.Message) and reference.message_id is not None:
        try:
            replied = await message.channel.fetch_message(reference.message_id)
        except discord.HTTPException:
            return None
    if isinstance(replied, discord.Message):
        found = _PROMPT_MATCH.search(replied.content)
        if found:
            return int(found[1])
    return None


async def _dm_match(
    service: MatchService, user_id: int, named: int | None, words: Words = ENGLISH_WORDS
) -> MatchView:
    """The running Thwart Omega match a DM from ``user_id`` is for."""
    mine = [v for v in await service.matches_of(user_id) if sealed(v)]
    if named is not None:
        for view in mine:
            if view.id == named:
                return view
        raise Problem(words("sealed-dm-no-such", match=str(named)))
    if len(mine) == 1:
        return mine[0]
    if not mine:
        raise Problem(words("sealed-dm-none"))
    listed = ", ".join(f"#{v.id}" for v in mine)
    raise Problem(words("sealed-dm-several", count=len(mine), listed=listed, first=str(mine[0].id)))
