"""``/play`` options checked against each game's option table (RULES.md §8.1), with errors that
name the allowed values."""

from __future__ import annotations

from collections.abc import Mapping

import rules
from bot.cogs.common.replies import Problem
from rules import Option


def allowed(option: Option) -> str:
    """The values ``option`` accepts, in words."""
    if option.choices is not None:
        return "one of " + ", ".join(f"`{c}`" for c in option.choices)
    if option.kind is bool:
        return "on or off (true or false)"
    if option.minimum is not None and option.maximum is not None:
        return f"a whole number from {option.minimum} to {option.maximum}"
    if option.minimum is not None:
        return f"a whole number of at least {option.minimum}"
    return f"a {option.kind.__name__}"


def game_options_help(game: rules.Game[object]) -> str:
    """``Meter options: size (a whole number from 3 to 8), pie (on or off).``"""
    shown = [o for o in game.option_table if o.name != "max_plies"]
    if not shown:
        return f"{game.title} has no options."
    listed = ", ".join(f"`{o.name}` ({allowed(o)})" for o in shown)
    return f"{game.title} options: {listed}."


def checked_options(game_id: str, given: Mapping[str, object]) -> dict[str, object]:
    """The game options the player set (``None`` means not set), each allowed for this game."""
    game = rules.get_game(game_id)
    table = {o.name: o for o in game.option_table if o.name != "max_plies"}
    options: dict[str, object] = {}
    for name, value in given.items():
        if value is None:
            continue
        option = table.get(name)
        if option is None:
            raise Problem(f"{game.title} has no option `{name}`. {game_options_help(game)}")
        try:
            option.check(game.title, value)
        except ValueError:
            raise Problem(
                f"The {game.title} option `{name}` must be {allowed(option)}, not `{value}`."
            ) from None
        options[name] = value
    return options
