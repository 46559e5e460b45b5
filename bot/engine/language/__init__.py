"""The catalogues and the choice of a reader's language, pure: what the engine's refusals and
every room's messages are written in (``docs/architecture.md``, "Text and languages")."""

from bot.engine.language.catalogue import Argument, catalogues, fingerprint, text
from bot.engine.language.choice import (
    ENGLISH,
    LANGUAGES,
    NATIVE_NAMES,
    language_of,
    public_language,
)

__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "NATIVE_NAMES",
    "Argument",
    "catalogues",
    "fingerprint",
    "language_of",
    "public_language",
    "text",
]
