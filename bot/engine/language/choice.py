"""Which language a reader gets: a Discord locale (``ko``, ``ja``, ``en-US``, ``en-GB``...) onto
one of the catalogues' languages, English for everything else. Pure: strings in, a code out.

Private answers speak the interaction's ``locale`` (the reader's Discord client language);
public posts speak the server's language: its ``/settings`` choice if a manager made one, else
Discord's ``preferred_locale`` (the "Server Primary Language" of Community servers; ``en-US``
for every other server).
"""

from __future__ import annotations

ENGLISH = "en"
LANGUAGES = (ENGLISH, "ko", "ja")  # the catalogues: bot/**/locales/<language>.ftl
# What each language is called in itself (the /settings choice shows these).
NATIVE_NAMES = {"en": "English", "ko": "한국어", "ja": "日本語"}


def language_of(locale: object) -> str:
    """``ko`` → ``ko``; ``ja`` → ``ja``; ``en-US``, ``en-GB``, ``fr``, ``None`` → ``en``.

    Takes a ``discord.Locale`` (its value is the code) or a plain string."""
    code = str(getattr(locale, "value", locale) or "").strip().lower().replace("_", "-")
    base = code.split("-", 1)[0]
    return base if base in LANGUAGES else ENGLISH


def public_language(chosen: str | None, preferred_locale: object) -> str:
    """A server's language for public posts: the manager's ``/settings`` choice, else
    Discord's preferred locale of the server."""
    if chosen in LANGUAGES:
        return chosen
    return language_of(preferred_locale)
