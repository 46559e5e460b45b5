"""``/help``: a short overview for a new player, privately: the games, how to start one, the
commands of a match, and where each game's rules and diagram are (``/rules``)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import rules

OVERVIEW = (
    "**Stone Arena** hosts five abstract strategy games for two players: {games}.\n"
    "**Start**: `/play <game>` (for example `/play meter`), with an `opponent` to challenge "
    "someone, or without one for an open challenge anyone here may accept. Each game's options "
    "(board size, colour, clock) show up as you type.\n"
    "**Play**: each match gets its own thread. `/move` plays (it suggests your legal moves), "
    "`/pass`, `/done`, `/draw`, `/resign`; `/board` and `/history` show a match; `/matches` "
    "lists yours. Thwart Omega is played in secret rounds: I send you a direct message each "
    "round (or use `/secret` in the thread).\n"
    "**Learn a game**: `/rules game:<name>` gives a summary in plain words, a diagram and the "
    "full rules.\n"
    "**Tournaments**: `/tournament status` shows the one running here; sign up with its Join "
    "button."
)


def overview() -> str:
    titles = [game.title for game in rules.GAMES.values()]
    games = ", ".join(f"**{t}**" for t in titles[:-1]) + f" and **{titles[-1]}**"
    return OVERVIEW.format(games=games)


class Help(commands.Cog):
    @app_commands.command(name="help", description="How to play here: the games and commands.")
    async def help(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(overview(), ephemeral=True)
