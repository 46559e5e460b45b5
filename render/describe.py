"""The alt text of an image, for screen readers: board, players, stones, last move, turn, result.

At most ``MAX_ALT`` characters (Discord's limit for an attachment description is 1,024); the
most useful facts come first, so a cut only ever loses the tail of the score calculation.
"""

from __future__ import annotations

import unicodedata

from render.captions import ENGLISH
from render.phrases import Phrases
from render.view import BoardView

MAX_ALT = 1000
NAME_LIMIT = 40


def plain(text: str) -> str:
    """``text`` without control or format characters, with single spaces."""
    kept = "".join(
        " " if unicodedata.category(c)[0] == "Z" else c
        for c in text
        if unicodedata.category(c) not in {"Cc", "Cf", "Cs", "Co", "Cn"} or c in "\t\n"
    )
    return " ".join(kept.split())


def _name(text: str) -> str:
    text = plain(text)
    return text if len(text) <= NAME_LIMIT else text[: NAME_LIMIT - 1] + "…"


def _sentence(text: str, say: Phrases = ENGLISH) -> str:
    """``text`` ending as a sentence does (``.`` or ``。``, as ``say`` ends one)."""
    text = text.strip()
    return text if not text or text[-1] in ".!?…。！？" else text + say("alt-stop")


def describe(view: BoardView, say: Phrases = ENGLISH) -> str:
    """The alt text of ``view`` (at most ``MAX_ALT`` characters), in the words of ``say``."""
    first, second = (
        say(
            "alt-plays",
            player=_name(p.name) or say("player", number=seat + 1),
            colour=say("colour", colour=p.colour),
        )
        for seat, p in enumerate(view.players)
    )
    counts = view.stones()
    stones = (
        say(
            "alt-stones",
            stones=", ".join(
                say("alt-burned", count=count)
                if key == "burned"
                else say("alt-count", colour=say("colour", colour=key), count=count)
                for key, count in counts.items()
            ),
        )
        if counts
        else say("alt-no-stones")
    )
    parts = [
        say("alt-title", title=plain(view.title), board=view.size_text(say)),
        _sentence(say("alt-players", first=first, second=second), say),
        stones,
    ]
    if view.last_move_text:
        parts.append(_sentence(plain(view.last_move_text), say))
    if view.dead:
        names = ", ".join(view.board.names[c] for c in sorted(view.dead))
        parts.append(say("alt-dead", cells=names))
    parts.append(_sentence(plain(view.status), say))
    parts.extend(_sentence(plain(line), say) for line in view.footer)
    text = " ".join(part for part in parts if part)
    return text if len(text) <= MAX_ALT else text[: MAX_ALT - 1].rstrip() + "…"
