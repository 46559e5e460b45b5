"""Which match a command is about.

In order: the ``match`` option if the player gave one; the match whose thread the command was
used in (found by the thread's id); the caller's one active match in this channel. A match that
has a thread is played in that thread, not in its parent channel.
"""

from __future__ import annotations

import discord

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
    if match_id is not None:
        view = await _get(service, match_id)
        if view.guild_id != place_of(interaction):
            raise Problem(f"There is no match #{match_id} on this server.")
        if acting and home_of(view) != here:
            raise Problem(
                f"Match #{view.id} is played in {channel_link(home_of(view))}; use the command "
                "there."
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
        raise Problem(
            f"You have {len(here_mine)} matches here ({numbers}). Say which one with the "
            "`match` option."
        )
    moved = [v for v in mine if v.channel_id == here and v.thread_id is not None]
    if acting and len(moved) == 1:
        view = moved[0]
        raise Problem(
            f"Match #{view.id} is played in {channel_link(home_of(view))}; use the command there."
        )
    if not acting:
        raise Problem(
            "There is no match in this channel that I can show. Use this command in a match "
            "thread, or give the match number with the `match` option."
        )
    elsewhere = [v for v in mine if v.guild_id == place_of(interaction)]
    if elsewhere:
        where = ", ".join(f"#{v.id} in {channel_link(home_of(v))}" for v in elsewhere[:5])
        raise Problem(f"You have no match in this channel. Your matches: {where}.")
    raise Problem("You have no active match in this channel. Start one with `/play`.")


async def _get(service: MatchService, match_id: int) -> MatchView:
    try:
        return await service.get_match(match_id)
    except UnknownMatch:
        raise Problem(f"There is no match #{match_id}.") from None
