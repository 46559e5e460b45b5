"""``/play GAME``: challenge a player, or post an open challenge anyone may accept; with
``computer:LEVEL``, play the computer (the match starts at once, ``bot.engine.matches.computer``).

One subcommand per game (``/play meter``, ``/play thwart-omega``, ...), each with only the options
that game has (``play_options``). The challenge message itself (with Accept / Decline / Withdraw
buttons) is posted from the outbox after the commit, like every public message; the command's own
reply is private. Where the bot may only answer (a DM, a group DM, a server that has not
installed it: ``anywhere``), the challenge, or the match against the computer, is the command's
public answer instead.
"""

from __future__ import annotations

import inspect
import math
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

import discord
from discord import app_commands
from discord.utils import escape_markdown

import rules
from bot.cogs.common.boards import Boards
from bot.cogs.common.game_options.checks import checked_options
from bot.cogs.common.game_options.play import (
    NO_LIMIT,
    PlayAnswers,
    PlayOption,
    common_options,
    own_options,
)
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.people import People
from bot.cogs.common.permissions import degraded
from bot.cogs.common.places import everywhere, only_answers, place_of
from bot.cogs.common.replies import Problem, Reply, answer
from bot.cogs.matches.anywhere import Answers
from bot.engine.clock import Clock
from bot.engine.matches.service import MatchService
from bot.engine.model import SeatChoice, Timing

PLAY_DESCRIPTION = "Challenge someone (or anyone) to a game."
COOLDOWN = timedelta(seconds=5)  # between two challenges by one player


Play = Callable[[discord.Interaction, PlayAnswers], Awaitable[None]]


def play_group(challenges: Challenges) -> app_commands.Group:
    """``/play`` with one subcommand per game, in the registry's order."""
    contexts, installs = everywhere()
    group = app_commands.Group(
        name="play",
        description=PLAY_DESCRIPTION,
        allowed_contexts=contexts,
        allowed_installs=installs,
    )
    for game in rules.GAMES.values():
        group.add_command(game_command(game, challenges.play))
    return group


def game_command(game: rules.Game[Any], play: Play) -> app_commands.Command[Any, Any, None]:
    """``/play GAME``: its options are the shared ones and the game's own (``play_options``).

    discord.py reads a command's options from its callback's signature, so the callback gets one
    built from the option list; every option arrives as a keyword argument.
    """
    shared = common_options(game)
    own = own_options(game)
    options = (*shared, *own)

    async def callback(interaction: discord.Interaction, /, **given: Any) -> None:
        answers = PlayAnswers(
            game.id,
            common={o.name: given.get(o.name) for o in shared},
            options={o.name: given.get(o.name) for o in own},
        )
        await play(interaction, answers)

    callback.__signature__ = signature_of(options)  # type: ignore[attr-defined]
    callback = app_commands.describe(**{o.name: o.description for o in options})(callback)
    choices = {o.name: list(o.choices) for o in options if o.choices}
    if choices:
        callback = app_commands.choices(**choices)(callback)
    return app_commands.Command(
        name=game.id,
        description=f"Challenge someone (or anyone) to {game.title}.",
        callback=callback,
    )


def signature_of(options: tuple[PlayOption, ...]) -> inspect.Signature:
    """``(interaction, *, opponent=None, ...)``: the signature discord.py turns into options."""
    keyword = inspect.Parameter.KEYWORD_ONLY
    first = inspect.Parameter(
        "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
    )
    rest = [
        inspect.Parameter(o.name, keyword, default=None, annotation=o.annotation) for o in options
    ]
    return inspect.Signature([first, *rest])


class Challenges:
    """What ``/play`` does: post a challenge, or start a match against the computer."""

    def __init__(self, service: MatchService, people: People, clock: Clock, boards: Boards) -> None:
        self.service = service
        self.people = people
        self.clock = clock
        self.answers = Answers(service, people, boards)
        # When each user last posted a challenge (the cooldown; forgotten on restart).
        self.last_challenge: dict[int, datetime] = {}

    async def play(self, interaction: discord.Interaction, answers: PlayAnswers) -> None:
        """Post the challenge these answers describe; a private reply either way."""
        self.people.learn(interaction.user)
        game = rules.get_game(answers.game_id)
        common = answers.common
        opponent = common.get("opponent")
        level = common.get("computer")

        async def work() -> Reply | str:
            words = Words.for_interaction(interaction)
            place = place_of(interaction)
            if place is None or interaction.channel_id is None:
                raise Problem(words("play-in-server"))
            # Where no server installed the bot, every message of the match is an answer.
            answered = only_answers(interaction)
            now = self.clock.now()
            last = self.last_challenge.get(interaction.user.id)
            if last is not None and now - last < COOLDOWN:
                wait = math.ceil((COOLDOWN - (now - last)).total_seconds())
                raise Problem(words("play-cooldown", seconds=wait))
            if level is not None and opponent is not None:
                raise Problem(words("play-not-both"))
            if isinstance(opponent, discord.Member | discord.User):
                if opponent.bot:
                    raise Problem(words("play-bot"))
                self.people.learn(opponent)
            settings = await self.service.guild_settings(place)
            elsewhere = play_elsewhere(
                interaction.guild, interaction.channel, settings.play_channel_id, words
            )
            if elsewhere is not None and not answered:
                raise Problem(elsewhere)
            options = checked_options(game.id, answers.options, words=words)
            timing = chosen_timing(game, settings.timing, common, words)
            if level is not None:
                if common.get("rated") is True:
                    raise Problem(words("play-computer-rated"))
                view = await self.service.play_computer(
                    guild_id=place,
                    channel_id=interaction.channel_id,
                    player_id=interaction.user.id,
                    game=game.id,
                    level=level,
                    options=options,
                    timing=timing,
                    seat=chosen_seat(common, words),
                    answered=answered,
                )
                self.last_challenge[interaction.user.id] = now
                if answered:
                    started = words("anywhere-computer-started", match=str(view.id))
                    return Reply(started, public=await self.answers.board(view, words))
                started = words("play-computer-started", match=str(view.id), level=level)
                note = degraded(interaction.app_permissions, interaction.channel, words)
                return f"{started}\n{note}" if note else started
            record = await self.service.challenge(
                guild_id=place,
                channel_id=interaction.channel_id,
                challenger_id=interaction.user.id,
                game=game.id,
                opponent_id=None if opponent is None else opponent.id,
                options=options,
                timing=timing,
                seat=chosen_seat(common, words),
                rated=common.get("rated") is not False,
                answered=answered,
            )
            self.last_challenge[interaction.user.id] = now
            who = words("play-anyone") if opponent is None else opponent.mention
            posted = words("play-posted", challenge=str(record.id), who=who)
            if answered:
                return Reply(posted, public=Answers.challenge(record, words))
            note = degraded(interaction.app_permissions, interaction.channel, words)
            return f"{posted}\n{note}" if note else posted

        await answer(interaction, work)


def play_elsewhere(
    guild: discord.Guild | None,
    channel: object,
    play_id: int | None,
    words: Words = ENGLISH_WORDS,
) -> str | None:
    """The private pointer to the server's play channel (or category) if challenges are made
    there and ``channel`` is not in it; ``None`` if a challenge may be made here. A play
    channel that no longer exists (deleted) does not hold anyone back."""
    if guild is None or play_id is None:
        return None
    place = guild.get_channel(play_id)
    if place is None:
        return None
    here = {getattr(channel, name, None) for name in ("id", "parent_id", "category_id")}
    if play_id in here:
        return None
    if isinstance(place, discord.CategoryChannel):
        example = next(iter(place.text_channels), None)
        category = escape_markdown(place.name)
        if example is not None:
            where = words("play-category-such-as", category=category, example=example.mention)
        else:
            where = words("play-category", category=category)
    else:
        where = place.mention
    return words("play-elsewhere", where=where)


def chosen_seat(common: Any, words: Words = ENGLISH_WORDS) -> SeatChoice:
    """The ``colour`` (or ``order``) choice as a seat choice (RULES.md §2)."""
    value = common.get("colour") or common.get("order") or SeatChoice.RANDOM.value
    try:
        return SeatChoice(value)
    except ValueError:
        raise Problem(words("play-pick-colour")) from None


def chosen_timing(
    game: rules.Game[Any], base: Timing, common: Any, words: Words = ENGLISH_WORDS
) -> Timing | None:
    """The match clocks for the chosen preset (``None``: this server's defaults)."""
    name = "round_time" if game.simultaneous else "clock"
    value = common.get(name)
    if value is None:
        return None
    if game.simultaneous:
        timing = replace(base, round_seconds=value)
    else:
        timing = replace(base, move_seconds=None if value == NO_LIMIT else value)
    try:
        return timing.checked()
    except ValueError:
        raise Problem(words("play-pick-option", name=name)) from None
