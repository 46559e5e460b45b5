"""``/rules game``: the game's page in plain words with the picture of its key idea (the same as
``/help``'s, from ``bot.cogs.help.pages`` and ``render.lessons``), and the game's full section of
RULES.md as an attached file (there is no public URL to link to)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.cogs.common.boards import Boards
from bot.cogs.common.places import playable_anywhere
from bot.cogs.common.play_options import GAME_CHOICES
from bot.cogs.common.replies import Reply, answer
from bot.cogs.help.help import diagram
from bot.cogs.help.pages import game_page
from bot.cogs.help.rules_text import rules_text


class RulesInfo(commands.Cog):
    def __init__(self, boards: Boards) -> None:
        self.boards = boards

    @app_commands.command(name="rules", description="How a game is played (only to you).")
    @playable_anywhere
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules_command(self, interaction: discord.Interaction, game: str) -> None:
        async def work() -> Reply:
            chosen = rules.get_game(game)
            return Reply(
                game_page(chosen.id, rules_attached=True),
                await diagram(chosen.id, self.boards.theme, self.boards.width),
                (f"{chosen.id}-rules.md", rules_text(chosen.id)),
            )

        await answer(interaction, work)
