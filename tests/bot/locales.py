"""Readers who speak another language, in simcord.

simcord sends every interaction with ``"locale": "en-US"`` and ``"guild_locale": "en-US"``
(``simcord.interactions.base_payload``) and has no setting for either. ``speaking`` is a small
test-side shim: it wraps that one function so the payload of each interaction carries the
locale of the person who caused it (``"ko"``, ``"ja"``...) and the server's preferred locale as
its ``guild_locale``, as Discord sends them. Everything after the payload is discord.py's real
code (``Interaction.locale`` is read from it), so the bot's choice of language is tested as it
runs. A server's preferred locale is simcord's own: ``create_guild(preferred_locale=...)`` or
``backend.edit_guild(id, {"preferred_locale": ...})``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import pytest
import simcord.interactions


@contextmanager
def speaking(monkeypatch: pytest.MonkeyPatch, locales: Mapping[int, str]) -> Iterator[None]:
    """Interactions by the users in ``locales`` (user id → Discord locale) carry that locale."""
    real = simcord.interactions.base_payload

    def base_payload(backend: Any, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        record, payload = real(backend, **kwargs)
        locale = locales.get(kwargs["user_id"])
        if locale is not None:
            payload["locale"] = locale
        guild_id = kwargs.get("guild_id")
        if guild_id is not None:
            preferred = backend.get_guild(guild_id).preferred_locale
            payload["guild_locale"] = preferred or "en-US"
        return record, payload

    with monkeypatch.context() as patch:
        patch.setattr(simcord.interactions, "base_payload", base_payload)
        yield


GAME_TITLES = ("Thwart Omega", "Meter", "Interleave", "Meridians", "Meuda", "Stone Arena")


def english_words(text: str) -> list[str]:
    """The English words left in a Korean or Japanese answer: words of three or more Latin
    letters outside `code` (what players type: commands' options, moves) once the names that
    stay as published (games, the bot, a file of the docs) are taken out."""
    rest = re.sub(r"`[^`]*`", " ", text)
    rest = re.sub(r"docs/[\w./-]+", " ", rest)
    for title in GAME_TITLES:
        rest = rest.replace(title, " ")
    return re.findall(r"[A-Za-z]{3,}", rest)


def hangul(text: str) -> bool:
    return any("\uac00" <= c <= "\ud7a3" for c in text)


def japanese(text: str) -> bool:
    """Kana or kanji."""
    return any("\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff" for c in text)
