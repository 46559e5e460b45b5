"""The small words every feature's messages use: a mention, a channel link, a live timestamp,
a duration, a game's title. Pure functions of plain values (no Discord, no database).

Deadlines use Discord's live timestamps (``<t:…:R>`` shows "in 5 minutes" and counts down in
every client), so no message is ever edited to update a countdown.
"""

from __future__ import annotations

from datetime import datetime

import rules
from bot.engine.privacy import alias, is_tombstone


def mention(user_id: int) -> str:
    """A mention, or the name of a forgotten player (``bot.engine.privacy``: ids below zero)."""
    return alias(user_id) if is_tombstone(user_id) else f"<@{user_id}>"


def channel_link(channel_id: int) -> str:
    return f"<#{channel_id}>"


def parse_time(value: object) -> datetime | None:
    """An ISO 8601 time from a payload (``None`` stays ``None``)."""
    if isinstance(value, datetime):
        return value
    if isinstance(value, str) and value:
        return datetime.fromisoformat(value)
    return None


def timestamp(value: object, style: str = "R") -> str:
    """Discord's live timestamp for a payload time: ``<t:1767225660:R>`` ("in 1 minute")."""
    moment = parse_time(value)
    return "" if moment is None else f"<t:{int(moment.timestamp())}:{style}>"


def deadline_phrase(value: object) -> str:
    """ " · deadline <t:…:R>" or nothing."""
    return f" · deadline {timestamp(value)}" if parse_time(value) else ""


def title_of(game_id: str) -> str:
    return rules.get_game(game_id).title


def duration(seconds: int) -> str:
    """``90`` → ``1 min 30 s``; ``86400`` → ``1 day``."""
    units = (("day", 86400), ("h", 3600), ("min", 60), ("s", 1))
    parts = []
    for name, size in units:
        count, seconds = divmod(seconds, size)
        if count:
            parts.append(f"{count} {name}{'s' if name == 'day' and count > 1 else ''}")
    return " ".join(parts[:2]) or "0 s"


def count(n: int, noun: str, plural: str | None = None) -> str:
    """``1 rated game``, ``2 rated games``: a number with its noun in the right number
    (``plural`` for nouns that do not just take an ``s``: ``count(n, "match", "matches")``)."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"
