"""Which match a command is about.

In order: the ``match`` option if the player gave one; the match whose thread the command was
used in (found by the thread's id); the caller's one active match in this channel. A match that
has a thread is played in that thread, not in its parent channel.
"""

from __future__ import annotations

import discord

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.places import place_of
from bot.cogs.common.replies import Problem
from bot.cogs.common.words import channel_link
from bot.engine.errors import UnknownMatch
from bot.engine.matches.service import MatchService
from bot.engine.views import MatchView


def home_of(view: MatchView) -> int:
    """The channel (or thread) a match is played in."""
    return view.thread_id if view.thread_id is not None else view.channel_id


async def find_match(
    service: MatchService,
    interaction: discord.Interaction,
    match_id: int | None,
    *,
    acting: bool,
) -> MatchView:
    """The match this interaction is about, or a ``Problem`` that says what to do.

    ``acting``: the command changes the match, so it must be used where the match is played.
    Reading commands (``/board``, ``/history``) also accept a match number from any channel of
    the same server.
    """
    here = interaction.channel_id
    words = Words.for_interaction(interaction)
    if match_id is not None:
        view = await _get(service, match_id, words)
        if view.guild_id != place_of(interaction):
            raise Problem(words("lookup-not-on-server", match=str(match_id)))
        if acting and home_of(view) != here:
            raise Problem(
                words("lookup-played-in", match=str(view.id), where=channel_link(home_of(view)))
            )
        return view
    if isinstance(interaction.channel, discord.Thread):
        found = await service.match_in_thread(interaction.channel.id)
        if found is not None:
            return found
    user = interaction.user.id
    mine = await service.matches_of(user)
    here_mine = [v for v in mine if home_of(v) == here]
    if len(here_mine) == 1:
        return here_mine[0]
    if len(here_mine) > 1:
        numbers = ", ".join(f"#{v.id}" for v in here_mine)
        raise Problem(words("lookup-several", count=len(here_mine), numbers=numbers))
    moved = [v for v in mine if v.channel_id == here and v.thread_id is not None]
    if acting and len(moved) == 1:
        view = moved[0]
        raise Problem(
            words("lookup-played-in", match=str(view.id), where=channel_link(home_of(view)))
        )
    if not acting:
        raise Problem(words("lookup-nothing-to-show"))
    elsewhere = [v for v in mine if v.guild_id == place_of(interaction)]
    if elsewhere:
        where = ", ".join(
            words("lookup-match-in", match=str(v.id), where=channel_link(home_of(v)))
            for v in elsewhere[:5]
        )
        raise Problem(words("lookup-elsewhere", where=where))
    raise Problem(words("lookup-none"))


async def _get(service: MatchService, match_id: int, words: Words = ENGLISH_WORDS) -> MatchView:
    try:
        return await service.get_match(match_id)
    except UnknownMatch:
        raise Problem(words("lookup-no-match", match=str(match_id))) from None
