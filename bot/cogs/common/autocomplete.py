"""Suggestions as a player types: match ids, tournament ids, bracket keys and time zones.

``wire(tree)`` attaches them by option name to every command that has one, so a command moved to
another group (or a new one) gets them without a line of its own: ``match`` (a number: the
player's matches, running ones first, "#12 Meter vs Bob — your move"), ``tournament`` (this
server's tournaments, those not over first) and, in tournament commands, ``match`` as text (the
bracket keys being played now: "W2.1", "R3.4") and ``zone`` (IANA time zones). Suggestions are
only a help: the command still checks whatever is sent.

The suggestions are attached to the command objects, which discord.py shares between every bot
of a process (a cog's copy of a command keeps the original's parameters), so they reach the
services through the bot that received the interaction (``SuggestionReach``, set by the composition root),
like the buttons do.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine, Sequence
from typing import Any, Protocol, cast
from zoneinfo import available_timezones

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.cogs.common.language import Words
from bot.cogs.common.people import People
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus
from bot.engine.tournaments.records import Phase
from bot.engine.tournaments.service import TournamentService
from bot.engine.views import MatchView

log = logging.getLogger(__name__)

CHOICES_LIMIT = 25  # Discord shows at most 25 suggestions
NAME_LIMIT = 100  # characters in a suggestion's name

# A tournament's phase in English (the suggestions say it in the reader's language:
# ``suggest-tournament`` in the shared catalogues).
PHASE_WORDS = {
    Phase.SIGNUP: "sign-up open",
    Phase.CHECKIN: "check-in open",
    Phase.RUNNING: "running",
    Phase.PAUSED: "paused",
    Phase.FINISHED: "finished",
    Phase.CANCELLED: "cancelled",
}

Suggest = Callable[[discord.Interaction, str], Coroutine[Any, Any, list[Choice[Any]]]]


class SuggestionReach(Protocol):
    """What the suggestions read, from the bot that received the interaction."""

    matches: MatchService
    tournaments: TournamentService
    people: People


def reach(interaction: discord.Interaction) -> SuggestionReach:
    return cast(SuggestionReach, interaction.client)


def _fits(current: str, value: object, name: str) -> bool:
    """Does the text typed so far match this suggestion (its number or its words)?"""
    typed = current.strip().lstrip("#").lower()
    return not typed or str(value).startswith(typed) or typed in name.lower()


def _limited(choices: Sequence[Choice[Any]], current: str) -> list[Choice[Any]]:
    kept = [c for c in choices if _fits(current, c.value, c.name)]
    return [Choice(name=c.name[:NAME_LIMIT], value=c.value) for c in kept[:CHOICES_LIMIT]]


async def _match_label(interaction: discord.Interaction, view: MatchView) -> str:
    bot = reach(interaction)
    me = interaction.user.id
    other = view.players[1] if view.players[0] == me else view.players[0]
    name = await bot.people.name(other)
    if view.status is not MatchStatus.ACTIVE:
        state = "over"
    else:
        state = "mine" if me in view.to_act else "theirs"
    words = Words.for_interaction(interaction)
    return words("suggest-match", id=str(view.id), game=view.game_title, opponent=name, state=state)


async def match_ids(interaction: discord.Interaction, current: str) -> list[Choice[Any]]:
    """The caller's matches on this server: running ones first (those waiting for them before
    the others), then the ones that are over, newest first."""
    bot = reach(interaction)
    mine = await bot.matches.matches_of(interaction.user.id, active_only=False)
    here = [v for v in mine if v.guild_id == interaction.guild_id]
    me = interaction.user.id

    def order(view: MatchView) -> tuple[int, int]:
        if view.status is MatchStatus.ACTIVE:
            return (0 if me in view.to_act else 1, -view.id)
        return (2, -view.id)

    here.sort(key=order)
    choices = [Choice(name=await _match_label(interaction, v), value=v.id) for v in here[:50]]
    return _limited(choices, current)


async def tournament_ids(interaction: discord.Interaction, current: str) -> list[Choice[Any]]:
    """This server's tournaments, the ones not over first, newest first."""
    bot = reach(interaction)
    records = await bot.tournaments.of_guild(interaction.guild_id or 0)
    words = Words.for_interaction(interaction)
    choices = [
        Choice(
            name=words("suggest-tournament", id=str(r.id), name=r.name, phase=r.phase.value),
            value=r.id,
        )
        for r in records
    ]
    return _limited(choices, current)


async def bracket_keys(interaction: discord.Interaction, current: str) -> list[Choice[Any]]:
    """The pairings being played now in the tournament chosen (or the one this channel is about):
    their keys as the bracket shows them, with the two players."""
    bot = reach(interaction)
    service = bot.tournaments
    chosen = getattr(interaction.namespace, "tournament", None)
    guild = interaction.guild_id or 0
    if isinstance(chosen, int):
        view = await service.get(chosen)
        if view.record.guild_id != guild:
            return []
    else:
        found = await service.find(guild, interaction.channel_id)
        if found is None:
            return []
        view = found
    choices = []
    for live in view.lives:
        first, second = live.users
        names = f"{await bot.people.name(first)} v {await bot.people.name(second)}"
        choices.append(Choice(name=f"{live.key}: {names}", value=live.key))
    return _limited(choices, current)


def _safe(suggest: Suggest) -> Suggest:
    """Suggestions never fail loudly: a player error or a bug gives an empty list (bugs are
    logged), since an autocomplete has no place to show a sentence."""

    async def run(interaction: discord.Interaction, current: str) -> list[Choice[Any]]:
        try:
            return await suggest(interaction, current)
        except Exception:
            log.exception("suggestions failed: %s", suggest.__name__)
            return []

    run.__name__ = suggest.__name__
    run.__qualname__ = suggest.__name__  # a free function: discord.py passes no binding
    return run


# The zones offered first when nothing is typed: where these games' communities play.
COMMON_ZONES = (
    "UTC",
    "Asia/Seoul",
    "Asia/Tokyo",
    "Europe/London",
    "Europe/Berlin",
    "America/New_York",
    "America/Los_Angeles",
)


async def zone_names(interaction: discord.Interaction, current: str) -> list[Choice[Any]]:
    """Time zones whose name contains what was typed (the common ones when nothing was)."""
    typed = current.strip().lower().replace(" ", "_")
    if not typed:
        names = list(COMMON_ZONES)
    else:
        names = [z for z in available_timezones() if typed in z.lower()]
        names.sort(key=lambda z: (not z.lower().startswith(typed), len(z), z))
    return [Choice(name=z, value=z) for z in names[:CHOICES_LIMIT]]


def _in_tournament_group(command: app_commands.Command[Any, Any, Any]) -> bool:
    root = command.root_parent
    return root is not None and root.name in {"tournament", "host"}


def wire(tree: app_commands.CommandTree[Any]) -> int:
    """Attach the suggestions to every option that takes one; the number attached."""
    count = 0
    for command in tree.walk_commands():
        if not isinstance(command, app_commands.Command):
            continue
        for parameter in command.parameters:
            if parameter.autocomplete or parameter.choices:
                continue
            suggest: Suggest | None = None
            if (
                parameter.name == "tournament"
                and parameter.type is discord.AppCommandOptionType.integer
            ):
                suggest = tournament_ids
            elif (
                parameter.name == "match" and parameter.type is discord.AppCommandOptionType.integer
            ):
                suggest = match_ids
            elif (
                parameter.name == "match"
                and parameter.type is discord.AppCommandOptionType.string
                and _in_tournament_group(command)
            ):
                suggest = bracket_keys
            elif parameter.name == "zone":
                suggest = zone_names
            if suggest is not None:
                command.autocomplete(parameter.name)(_safe(suggest))
                count += 1
    return count
