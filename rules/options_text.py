"""Game options written as text (``size=5 pie=on``), as the terminal referee and game records
read and write them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.game import Game

_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


def parse_options(game: Game[Any], pairs: Sequence[str]) -> dict[str, object]:
    """``["size=5", "pie=on"]`` → typed options, by the game's option table."""
    table = {o.name: o for o in game.option_table}
    options: dict[str, object] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        name = name.strip()
        if not sep or name not in table:
            known = ", ".join(table) or "none"
            raise ValueError(f"bad option {pair!r}: write NAME=VALUE with NAME one of {known}")
        kind = table[name].kind
        value: object = raw.strip()
        if kind is int:
            try:
                value = int(raw)
            except ValueError:
                raise ValueError(f"option {name} needs a whole number, not {raw!r}") from None
        elif kind is bool:
            if raw.lower() not in _TRUE | _FALSE:
                raise ValueError(f"option {name} needs on or off, not {raw!r}")
            value = raw.lower() in _TRUE
        options[name] = value
    return options


def format_options(options: Mapping[str, object]) -> str:
    """``{"size": 5, "pie": True}`` → ``size=5 pie=on`` (what ``parse_options`` reads back)."""
    words = []
    for name, value in options.items():
        if isinstance(value, bool):
            text = "on" if value else "off"
        else:
            text = str(value)
        words.append(f"{name}={text}")
    return " ".join(words)
