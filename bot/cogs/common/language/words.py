"""``Words``: what a room says, in one reader's language.

    words = Words.for_interaction(interaction)      # a private answer: the reader's language
    words = Words.for_guild(guild, settings.language)  # a public post: the server's language
    words("settings-saved", setting=..., value=...)

The message ids are in the room's ``locales/en.ftl`` (and ``ko.ftl``, ``ja.ftl``).
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.engine.errors import EngineError, rules_sentence
from bot.engine.language.catalogue import Argument, text
from bot.engine.language.choice import ENGLISH, language_of, public_language
from rules import MoveError


@dataclass(frozen=True, slots=True)
class Words:
    """A reader's language; calling it formats a message of the catalogues."""

    language: str = ENGLISH

    def __call__(self, message_id: str, /, **args: Argument) -> str:
        return text(self.language, message_id, args)

    def refusal(self, error: Exception) -> str:
        """A refused request's sentence in this language: an engine refusal names its message,
        the rules' ``MoveError`` its key (``rules-<key>``); a ``Problem`` is already a sentence."""
        if isinstance(error, EngineError):
            return error.in_language(self.language)
        if isinstance(error, MoveError):
            return rules_sentence(error, self.language)
        return str(error)

    @classmethod
    def for_interaction(cls, interaction: discord.Interaction) -> Words:
        """Private answers: the language of the person who used the command or button."""
        return cls(language_of(interaction.locale))

    @classmethod
    def for_guild(cls, guild: discord.Guild | None, chosen: str | None = None) -> Words:
        """Public posts: the server's ``/settings`` language, else Discord's preferred locale."""
        return cls(public_language(chosen, None if guild is None else guild.preferred_locale))


ENGLISH_WORDS = Words(ENGLISH)  # logs and the operator's terminal speak English
