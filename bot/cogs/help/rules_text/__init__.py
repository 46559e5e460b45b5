"""The full rules of each game, as shipped with the bot (``/rules`` attaches them).

``<game id>.md`` is the game's section of the project's normative ``RULES.md``, copied with
``python -m bot.cogs.help.rules_text.extract path/to/RULES.md`` so the bot never reads files outside
its own package at run time. ``<game id>.ko.md`` and ``<game id>.ja.md`` are its Korean and
Japanese translations, written by hand in the words of ``docs/glossary-ko.md`` and
``docs/glossary-ja.md``; ``TRANSLATED_FROM`` records which English text each was translated
from, so a change to the English fails ``tests/bot/test_help_languages.py`` until the
translations follow it.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from bot.cogs.common.language import ENGLISH

FOLDER = Path(__file__).parent

# The first 16 hex digits of the SHA-256 of the English file each translation says.
TRANSLATED_FROM = {
    "meter": "4c32118f5f87502c",
    "interleave": "509453d5cb0efd68",
    "thwart-omega": "a5ee1844f1a3041f",
    "meridians": "ada405b7fc7c0a1c",
    "meuda": "549f9170a8a4caf8",
}


def rules_path(game_id: str, language: str = ENGLISH) -> Path:
    """The rules file of ``game_id`` in ``language`` (English if it has no translation)."""
    translated = FOLDER / f"{game_id}.{language}.md"
    if language != ENGLISH and translated.exists():
        return translated
    return FOLDER / f"{game_id}.md"


def rules_text(game_id: str, language: str = ENGLISH) -> str:
    """The shipped rules section of ``game_id``, in ``language`` when translated."""
    return rules_path(game_id, language).read_text(encoding="utf-8")


def fingerprint(game_id: str) -> str:
    """What ``TRANSLATED_FROM`` records: the English file's hash."""
    return hashlib.sha256((FOLDER / f"{game_id}.md").read_bytes()).hexdigest()[:16]
