"""Localisation: the catalogues (Fluent files beside each feature), the reader's language, and
the command tree's names and descriptions in Korean and Japanese (``docs/architecture.md``,
"Text and languages")."""

from bot.cogs.common.language.commands import CommandTranslator
from bot.cogs.common.language.words import ENGLISH_WORDS, Words
from bot.engine.language.catalogue import catalogues, fingerprint
from bot.engine.language.choice import (
    ENGLISH,
    LANGUAGES,
    NATIVE_NAMES,
    language_of,
    public_language,
)

__all__ = [
    "ENGLISH",
    "ENGLISH_WORDS",
    "LANGUAGES",
    "NATIVE_NAMES",
    "CommandTranslator",
    "Words",
    "catalogues",
    "fingerprint",
    "language_of",
    "public_language",
]
