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


_TRUE = {"on", "true", "yes", "1"}
_FALSE = {"off", "false", "no", "0"}


def _typed(game: rules.Game[object], name: str, raw: str) -> object:
    """``raw`` as the type of ``game``'s option ``name`` (checked later by ``checked_options``)."""
    option = next((o for o in game.option_table if o.name == name), None)
    if option is None or option.kind is str:
        return raw
    if option.kind is bool and raw in _TRUE | _FALSE:
        return raw in _TRUE
    if option.kind is int and raw.lstrip("-").isdigit():
        return int(raw)
    return raw  # the wrong type: checked_options names what is allowed


def parse_game_options(
    text: str | None, *, words: Words = ENGLISH_WORDS
) -> dict[str, dict[str, object]]:
    """``"meuda size=7; meter size=5 pie=off"`` → options per game id, each checked."""
    options: dict[str, dict[str, object]] = {}
    for part in (text or "").replace(",", ";").split(";"):
        typed = part.lower().split()
        if not typed:
            continue
        try:
            game = rules.get_game(typed[0])
        except rules.UnknownGame as error:
            raise Problem(words("options-unknown-game", error=str(error))) from None
        given: dict[str, object] = {}
        for word in typed[1:]:
            name, sep, raw = word.partition("=")
            if not sep:
                raise Problem(words("options-name-value", word=word))
            given[name] = _typed(game, name, raw)
        checked = checked_options(game.id, given, words=words)
        options[game.id] = {**options.get(game.id, {}), **checked}
    return options
