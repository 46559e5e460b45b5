"""``/rules game``: the game's page in plain words with the picture of its key idea (the same as
``/help``'s, from ``bot.cogs.help.pages`` and ``render.lessons``), and the game's full section of
RULES.md as an attached file (there is no public URL to link to), all in the reader's language."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.cogs.common.boards import Boards
from bot.cogs.common.game_options.play import GAME_CHOICES
from bot.cogs.common.language import Words
from bot.cogs.common.places import playable_anywhere
from bot.cogs.common.replies import Reply, answer
from bot.cogs.help.help import diagram
from bot.cogs.help.pages import game_page
from bot.cogs.help.rules_text import rules_path, rules_text


def rules_file_name(game_id: str, words: Words) -> str:
    """``meter-rules.md``; a translation: ``meter-rules.ko.md``."""
    path = rules_path(game_id, words.language)
    suffix = path.suffixes[0] if len(path.suffixes) > 1 else ""
    return f"{game_id}-rules{suffix}.md"


class RulesInfo(commands.Cog):
    def __init__(self, boards: Boards) -> None:
        self.boards = boards

    @app_commands.command(name="rules", description="How a game is played (only to you).")
    @playable_anywhere
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules_command(self, interaction: discord.Interaction, game: str) -> None:
        words = Words.for_interaction(interaction)

        async def work() -> Reply:
            chosen = rules.get_game(game)
            return Reply(
                game_page(chosen.id, rules_attached=True, words=words),
                await diagram(chosen.id, self.boards.theme, self.boards.width, words),
                (rules_file_name(chosen.id, words), rules_text(chosen.id, words.language)),
            )

        await answer(interaction, work)
