"""``/help``: a short overview, then a page per game with a diagram of its key idea, privately.

Discord's idiom for "pick one of a few pages" is a select menu under the message: choosing a game
replaces the text and the picture in place (the page words are in ``bot.cogs.help.pages``, the
diagrams are drawn by ``render.lessons``). ``/help game:`` opens a game's page directly.

The menu keeps no state: its ``custom_id`` is fixed (``arena:help``) and the chosen page comes
with the press, so it works in any old ``/help`` message and after a restart. ``/help`` answers
privately, so only its user can use the menu; if the same menu is ever under a public message
(a welcome post), a choice opens the page privately for whoever chose it and leaves the public
message as it was.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import re
from typing import Any, Protocol, cast

import discord
from discord import app_commands
from discord.ext import commands

import render
import rules
from bot.cogs.common.boards import Boards, Picture
from bot.cogs.common.game_options.play import GAME_CHOICES
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.places import playable_anywhere
from bot.cogs.common.replies import Reply, acknowledge, answer, apology, context_of
from bot.cogs.help.lesson_words import LessonWords
from bot.cogs.help.pages import OVERVIEW_PAGE, PAGES, page_text

log = logging.getLogger(__name__)

HELP_ID = "arena:help"

Select = discord.ui.Select[discord.ui.View]

# Diagrams by (game, theme, width, language): the same few pictures for everyone, drawn once each.
_pictures: dict[tuple[str, str, int, str], Picture] = {}


async def diagram(game_id: str, theme: str, width: int, words: Words = ENGLISH_WORDS) -> Picture:
    """The key-idea diagram of ``game_id`` with its words in the reader's language, drawn in a
    worker thread the first time."""
    key = (game_id, theme, width, words.language)
    picture = _pictures.get(key)
    if picture is None:
        say = LessonWords(words)
        png = await asyncio.to_thread(
            functools.partial(render.lesson_png, game_id, theme=theme, width=width, say=say)
        )
        picture = Picture(png, render.lesson_alt(game_id, say=say))
        _pictures[key] = picture
    return picture


def _select(current: str, words: Words) -> Select:
    """The page menu's select, with ``current`` shown as chosen."""
    options = [
        discord.SelectOption(
            label=words("help-menu-overview"),
            value=OVERVIEW_PAGE,
            description=words("help-menu-overview-description"),
            default=current == OVERVIEW_PAGE,
        )
    ]
    for game in rules.GAMES.values():
        options.append(
            discord.SelectOption(
                label=game.title,
                value=game.id,
                description=words("help-menu-game-description", game=game.id),
                default=current == game.id,
            )
        )
    return discord.ui.Select(
        custom_id=HELP_ID, placeholder=words("help-menu-placeholder"), options=options
    )


def menu(current: str, words: Words = ENGLISH_WORDS) -> discord.ui.View:
    """The page menu under a help message (no timeout: it keeps no state)."""
    view = discord.ui.View(timeout=None)
    view.add_item(_select(current, words))
    return view


async def page(name: str, boards: Boards, words: Words = ENGLISH_WORDS) -> Reply:
    """``name``'s page as a private reply in the reader's language: text, the diagram (games
    only), the menu."""
    picture = None
    if name != OVERVIEW_PAGE:
        picture = await diagram(name, boards.theme, boards.width, words)
    return Reply(page_text(name, words), picture, view=menu(name, words))


class HelpReach(Protocol):
    """What the menu uses, from the bot that received it (discord.py rebuilds the menu from its
    ``custom_id`` alone; the composition root sets this): how boards are drawn."""

    boards: Boards


class HelpMenu(discord.ui.DynamicItem[Select], template=re.escape(HELP_ID)):
    """The page menu of a ``/help`` message, matched by its fixed ``custom_id``."""

    def __init__(self) -> None:
        super().__init__(_select(OVERVIEW_PAGE, ENGLISH_WORDS))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HelpMenu:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        data: Any = interaction.data or {}
        values = data.get("values") or [OVERVIEW_PAGE]
        chosen = str(values[0])
        words = Words.for_interaction(interaction)
        gone = words("help-gone") + "\n"
        name, note = (chosen, "") if chosen in PAGES else (OVERVIEW_PAGE, gone)
        message = interaction.message
        private = message is not None and message.flags.ephemeral
        # A private /help message changes in place; a public one is left alone for the others.
        if not await acknowledge(interaction, update=private):
            return
        try:
            reply = await page(name, cast(HelpReach, interaction.client).boards, words)
            content = note + reply.content
            if private:
                try:
                    await interaction.edit_original_response(
                        content=content, attachments=reply.files(), view=reply.view
                    )
                    return
                except discord.HTTPException as error:  # e.g. the message was deleted
                    log.info("could not turn a help page: %r", error, extra=context_of(interaction))
            kwargs: dict[str, Any] = {"content": content, "ephemeral": True, "files": reply.files()}
            if reply.view is not None:
                kwargs["view"] = reply.view
            await interaction.followup.send(**kwargs)
        except Exception:
            log.exception("a help page failed", extra=context_of(interaction))
            await interaction.followup.send(apology(words), ephemeral=True)


class Help(commands.Cog):
    def __init__(self, boards: Boards) -> None:
        self.boards = boards

    @app_commands.command(
        name="help", description="How to play here: the games, each with a picture."
    )
    @playable_anywhere
    @app_commands.describe(game="Open this game's page directly (its key idea, with a picture)")
    @app_commands.choices(game=GAME_CHOICES)
    async def help(self, interaction: discord.Interaction, game: str | None = None) -> None:
        words = Words.for_interaction(interaction)

        async def work() -> Reply:
            name = rules.get_game(game).id if game else OVERVIEW_PAGE
            return await page(name, self.boards, words)

        await answer(interaction, work)
