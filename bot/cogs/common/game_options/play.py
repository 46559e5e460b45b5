"""The options of each ``/play`` subcommand, as data: the ones every game shares (opponent or
computer, colour, clock) and each game's own, taken from its option table (RULES.md §8.1) with the words a
player reads.

``challenges.play_group`` turns these into one slash command per game. To give every game one
more option, add one ``PlayOption`` to ``common_options`` and read it from ``PlayAnswers.common``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import Choice

import ai
import rules
from ai.levels import move_time_text
from rules import Option

# Discord: an option's description holds at most 100 characters, a command at most 25 options.
DESCRIPTION_LIMIT = 100
OPTIONS_LIMIT = 25

GAME_CHOICES = [Choice(name=game.title, value=game.id) for game in rules.GAMES.values()]

MINUTE, HOUR, DAY = 60, 3600, 86400
NO_LIMIT = 0  # the "no limit" clock choice (a move clock of None)

# The clock presets: the same words in /play and /settings, so a player and a manager choose
# from the same list.
CLOCK_PRESETS: tuple[tuple[str, int], ...] = (
    ("1 min", MINUTE),
    ("5 min", 5 * MINUTE),
    ("1 h", HOUR),
    ("1 day", DAY),
    ("3 days", 3 * DAY),
)
ROUND_LIMIT = DAY  # Timing.checked: a Thwart Omega round lasts at most a day


def move_clock_choices() -> list[Choice[int]]:
    """Per-move clocks for games played move by move, plus "no limit"."""
    presets = [Choice(name=f"{name} per move", value=value) for name, value in CLOCK_PRESETS]
    return [*presets, Choice(name="no limit", value=NO_LIMIT)]


def round_clock_choices() -> list[Choice[int]]:
    """Thwart Omega round times (a round lasts at most a day)."""
    return [
        Choice(name=f"{name} per round", value=value)
        for name, value in CLOCK_PRESETS
        if value <= ROUND_LIMIT
    ]


@dataclass(frozen=True, slots=True)
class PlayOption:
    """One option of a ``/play`` subcommand; every option is optional (default ``None``)."""

    name: str
    annotation: Any  # what discord.py reads: a type, ``Range[...]``, ``X | None``
    description: str
    choices: tuple[Choice[Any], ...] = ()


@dataclass(frozen=True, slots=True)
class PlayAnswers:
    """What a player chose in ``/play GAME``: the shared options and the game's own (each
    ``None`` when left empty)."""

    game_id: str
    common: Mapping[str, Any]
    options: Mapping[str, Any]


# ---- the options every game shares ---------------------------------------------------------------

# Who sits in seat 0 (RULES.md §2), in each game's own words. Values are ``SeatChoice`` values.
_ORDER_WORDS: Mapping[str, tuple[str, str]] = {
    "meter": ("Black: you place the first stone", "White: you may swap after Black's first stone"),
    "meridians": ("Light: you move first", "Dark: you move second"),
    "thwart-omega": ("Black: you score Black groups", "White: you score White groups"),
    "interleave": (
        "you set up the opening; your opponent then picks a colour",
        "your opponent sets up; you then pick a colour",
    ),
    "meuda": (
        "you place the first two stones; your opponent then picks a colour",
        "your opponent places them; you then pick a colour",
    ),
}
# Interleave and Meuda always open with a setup and a colour choice (RULES.md §2), so there the
# choice is who sets up, not a colour.
_CHOOSE_LATER = ("interleave", "meuda")


def order_option(game: rules.Game[Any]) -> PlayOption:
    """``colour`` (or ``order`` where colours are picked after a setup)."""
    first, second = _ORDER_WORDS[game.id]
    choices = (
        Choice(name=first, value="first"),
        Choice(name=second, value="second"),
        Choice(name="at random (default)", value="random"),
    )
    if game.id in _CHOOSE_LATER:
        return PlayOption(
            "order", str | None, "Who sets up the opening (default: at random)", choices
        )
    return PlayOption("colour", str | None, "Your colour (default: at random)", choices)


def clock_option(game: rules.Game[Any]) -> PlayOption:
    """``round_time`` for Thwart Omega's rounds, ``clock`` (per move) for the other games."""
    if game.simultaneous:
        return PlayOption(
            "round_time",
            int | None,
            "Time for each round (default: this server's round time)",
            tuple(round_clock_choices()),
        )
    return PlayOption(
        "clock",
        int | None,
        "Time for each move; run out and you lose (default: this server's clock)",
        tuple(move_clock_choices()),
    )


# The computer's levels (``ai.LEVELS``) in a player's words.
_LEVEL_WORDS: Mapping[str, str] = {
    "random": "any legal move, to learn the rules",
    "easy": "looks a little ahead",
    "medium": "searches with the game's knowledge",
    "strong": f"searches longest, {move_time_text()}",
}


def computer_option() -> PlayOption:
    """``computer``: play the computer at a level instead of a person.

    A choice of levels rather than ``opponent:`` set to the bot: Discord cannot limit a member
    option to one user, and the level has to be chosen anyway.
    """
    choices = tuple(
        Choice(name=f"{name}: {_LEVEL_WORDS.get(name, ai.LEVELS[name].help)}", value=name)
        for name in ai.PLAYER_LEVELS
    )
    return PlayOption(
        "computer",
        str | None,
        "Play the computer at this level instead of a person (starts at once, never rated)",
        choices,
    )


def common_options(game: rules.Game[Any]) -> tuple[PlayOption, ...]:
    """The options every ``/play`` subcommand has, in the order Discord shows them."""
    return (
        PlayOption(
            "opponent",
            # A user (a member in a server): a group DM has no members, only users.
            discord.User | None,
            "Who you challenge (leave empty: anyone in this channel may accept)",
        ),
        computer_option(),
        order_option(game),
        clock_option(game),
        PlayOption(
            "rated", bool | None, "Whether the result changes both players' ratings (default: yes)"
        ),
    )


# ---- each game's own options ---------------------------------------------------------------------

# The words for each game option a player may set; an option of a game's table that is not here
# is not offered (``max_plies``: a safety limit, not a choice players make).
_GAME_WORDS: Mapping[str, Mapping[str, str]] = {
    "meter": {"size": "Board side", "pie": "Pie rule: White may swap after Black's first stone"},
    "interleave": {"size": "Board side", "mode": "How turns work"},
    "thwart-omega": {"tiebreak": "What decides a game with equal scores and equal group sizes"},
    "meridians": {"size": "Board base", "pie": "Pie rule: you place both first stones, they pick"},
    "meuda": {"size": "Board side (9 is standard; 4 and 5 make short games)"},
}
_CHOICE_WORDS: Mapping[str, Mapping[object, str]] = {
    "mode": {
        "realtime": "real time: no turns, each player says done",
        "turns": "turns: players alternate, two passes end",
    },
    "tiebreak": {
        "replay": "play again",
        "seat0": "Black wins",
        "seat1": "White wins",
        "draw": "a draw",
    },
    "size": {5: "5 (80 points)", 6: "6 (114 points)", 7: "7 (154 points)"},  # Meridians
}


def _shown(value: object) -> str:
    return ("on" if value else "off") if isinstance(value, bool) else str(value)


def game_option(game: rules.Game[Any], option: Option) -> PlayOption:
    """A game option as Discord shows it: a range or a list of choices, with its default."""
    words = _GAME_WORDS[game.id][option.name]
    default = option.default
    if option.choices is not None:
        names = _CHOICE_WORDS.get(option.name, {})
        choices = tuple(
            Choice(
                name=names.get(value, str(value)) + (" (default)" if value == default else ""),
                value=value,
            )
            for value in option.choices
        )
        return PlayOption(option.name, option.kind | None, words, choices)
    if option.kind is bool:
        return PlayOption(option.name, bool | None, f"{words} (default: {_shown(default)})")
    if option.kind is int and option.minimum is not None and option.maximum is not None:
        low, high = option.minimum, option.maximum
        annotation = app_commands.Range[int, low, high] | None
        return PlayOption(option.name, annotation, f"{words}, {low} to {high} (default {default})")
    raise ValueError(f"{game.title}'s option {option.name} cannot be offered in /play")


def own_options(game: rules.Game[Any]) -> tuple[PlayOption, ...]:
    """The options of ``game`` that players set, in its option table's order."""
    words = _GAME_WORDS[game.id]
    return tuple(game_option(game, o) for o in game.option_table if o.name in words)
