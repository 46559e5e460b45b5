"""The command tree in Korean and Japanese: a ``discord.app_commands.Translator`` that the
composition root installs (``tree.set_translator``), so every sync sends ``name_localizations``
and ``description_localizations`` for every command, group, option and choice.

English stays in the code (the decorators); the translations are messages of the room's
``locales/ko.ftl`` and ``locales/ja.ftl``, one block per command, its options below it:

    cmd-host-create = 만들기
        .description = 대회를 만들고 참가 신청을 엽니다.
    cmd-host-create-best_of = 다판제
        .description = 한 경기의 판 수: 1, 3 또는 5 (기본 1)

A context menu (a user or message command) has a name only: ``cmd-`` and its lowercase words.
A choice (``discord.py`` gives a translator the choice alone, not its option) is named after
its English name: ``choice-`` and the name's words, ``at random (default)`` →
``choice-at-random-default``. A string with no translation is sent untranslated (Discord then
shows the English one); ``tests/bot/test_command_translations.py`` fails for it first.
"""

from __future__ import annotations

import re

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import TranslationContextTypes

from bot.engine.language.catalogue import Language, catalogues
from bot.engine.language.choice import ENGLISH, language_of

DESCRIPTION = "description"
NAMES = {Where.command_name, Where.group_name, Where.parameter_name}
DESCRIPTIONS = {Where.command_description, Where.group_description, Where.parameter_description}


def command_id(path: str) -> str:
    """``host create`` → ``cmd-host-create``; an option: ``host create best_of`` →
    ``cmd-host-create-best_of``; a context menu: ``Challenge to a game`` →
    ``cmd-challenge-to-a-game``."""
    return "cmd-" + "-".join(re.findall(r"[a-z0-9_-]+", path.lower()))


def choice_id(name: str) -> str:
    """``at random (default)`` → ``choice-at-random-default``."""
    words = re.findall(r"[a-z0-9]+", name.lower())
    return "choice-" + "-".join(words)


def path_of(context: TranslationContextTypes) -> str | None:
    """The command path a name or description belongs to: ``host create`` for the
    sub-command, ``host create best_of`` for its option; ``None`` for anything else."""
    data = context.data
    if context.location in {Where.parameter_name, Where.parameter_description}:
        assert isinstance(data, app_commands.Parameter)
        return f"{data.command.qualified_name} {data.display_name}"
    if isinstance(data, app_commands.ContextMenu):
        return data.name
    if isinstance(data, app_commands.Command | app_commands.Group):
        return data.qualified_name
    return None


def tree_key(context: TranslationContextTypes) -> tuple[str, str | None]:
    """The catalogue message (and attribute) holding this string's translation."""
    if context.location is Where.choice_name:
        data = context.data
        assert isinstance(data, app_commands.Choice)
        return choice_id(data.name), None
    path = path_of(context)
    if path is None:
        raise KeyError(context.location)
    return command_id(path), DESCRIPTION if context.location in DESCRIPTIONS else None


def translation(language: Language, key: tuple[str, str | None]) -> str | None:
    message_id, attribute = key
    if not language.has(message_id, attribute):
        return None
    return language.format(message_id, {}, attribute)


class CommandTranslator(app_commands.Translator):
    """Names and descriptions of the synced tree in every catalogue language but English."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: TranslationContextTypes,
    ) -> str | None:
        language = language_of(locale)
        if language == ENGLISH:
            return None
        if context.location not in NAMES | DESCRIPTIONS | {Where.choice_name}:
            return None
        return translation(catalogues()[language], tree_key(context))
