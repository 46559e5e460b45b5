"""``/play`` options checked against each game's option table (RULES.md §8.1), with errors that
name the allowed values, in the reader's language (``words``; English for callers that do not
pass one)."""

from __future__ import annotations

from collections.abc import Mapping

import rules
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.replies import Problem
from rules import Option


def allowed(option: Option, words: Words = ENGLISH_WORDS) -> str:
    """The values ``option`` accepts, in words."""
    if option.choices is not None:
        choices = words("list-comma").join(f"`{c}`" for c in option.choices)
        return words("options-one-of", choices=choices)
    if option.kind is bool:
        return words("options-on-off")
    if option.minimum is not None and option.maximum is not None:
        return words("options-range", low=option.minimum, high=option.maximum)
    if option.minimum is not None:
        return words("options-at-least", low=option.minimum)
    return words("options-kind", kind=option.kind.__name__)


def game_options_help(game: rules.Game[object], words: Words = ENGLISH_WORDS) -> str:
    """``Meter options: size (a whole number from 3 to 8), pie (on or off).``"""
    shown = [o for o in game.option_table if o.name != "max_plies"]
    if not shown:
        return words("options-none", game=game.title)
    listed = words("list-comma").join(f"`{o.name}` ({allowed(o, words)})" for o in shown)
    return words("options-list", game=game.title, options=listed)


def checked_options(
    game_id: str, given: Mapping[str, object], *, words: Words = ENGLISH_WORDS
) -> dict[str, object]:
    """The game options the player set (``None`` means not set), each allowed for this game."""
    game = rules.get_game(game_id)
    table = {o.name: o for o in game.option_table if o.name != "max_plies"}
    options: dict[str, object] = {}
    for name, value in given.items():
        if value is None:
            continue
        option = table.get(name)
        if option is None:
            help_text = game_options_help(game, words)
            raise Problem(words("options-unknown", game=game.title, name=name, help=help_text))
        try:
            option.check(game.title, value)
        except ValueError:
            raise Problem(
                words(
                    "options-bad-value",
                    game=game.title,
                    name=name,
                    allowed=allowed(option, words),
                    value=str(value),
                )
            ) from None
        options[name] = value
    return options
