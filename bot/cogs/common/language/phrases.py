"""Small phrases every room builds from the shared catalogue (``bot/cogs/common/locales/``):
a duration, a list, a permission's name. The localised twins of ``bot.cogs.common.words``'s
``duration`` and ``bot.cogs.common.permissions``'s ``listed``."""

from __future__ import annotations

from collections.abc import Sequence

from bot.cogs.common.language.words import Words


def duration(words: Words, seconds: int) -> str:
    """``90`` → ``1 min 30 s`` (``1분 30초``, ``1分30秒``): the two largest units."""
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, rest = divmod(rest, 60)
    parts = [
        part
        for count, part in (
            (days, words("duration-days", count=days)),
            (hours, words("duration-hours", count=hours)),
            (minutes, words("duration-minutes", count=minutes)),
            (rest, words("duration-seconds", count=rest)),
        )
        if count
    ]
    if not parts:
        return words("duration-seconds", count=0)
    if len(parts) == 1:
        return parts[0]
    return words("duration-two", larger=parts[0], smaller=parts[1])


def listed(words: Words, items: Sequence[str], *, bold: bool = True) -> str:
    """``**A**``, ``**A** and **B**``, ``**A**, **B** and **C**`` in the reader's language
    (``bold=False``: ``A, B and C``)."""
    shown = [f"**{item}**" if bold else item for item in items]
    if len(shown) <= 1:
        return "".join(shown)
    return words("list-and", rest=words("list-comma").join(shown[:-1]), last=shown[-1])


def permission(words: Words, name: str) -> str:
    """A permission (``send_messages``) as Discord's settings name it for the reader."""
    return words("permission-name", permission=name)
