"""``/play``: challenge a player, or post an open challenge anyone may accept.

The challenge message itself (with Accept / Decline / Withdraw buttons) is posted from the
outbox after the commit, like every public message; the command's own reply is private.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands

import rules
from bot.cogs.arena import arena_of
from bot.cogs.options import checked_options, checked_timing
from bot.cogs.replies import Problem, answer

GAME_CHOICES = [Choice(name=game.title, value=game.id) for game in rules.GAMES.values()]
MODE_CHOICES = [
    Choice(name="realtime: no turns, each player says done (Interleave)", value="realtime"),
    Choice(name="turns: alternate moves, two passes end (Interleave)", value="turns"),
]
TIEBREAK_CHOICES = [
    Choice(name="replay the game (Thwart Omega default)", value="replay"),
    Choice(name="the first seat wins", value="seat0"),
    Choice(name="the second seat wins", value="seat1"),
    Choice(name="a draw", value="draw"),
]


class Challenges(commands.Cog):
    @app_commands.command(name="play", description="Challenge someone (or anyone) to a game.")
    @app_commands.guild_only()
    @app_commands.describe(
        game="Which game",
        opponent="Who you challenge (leave empty: anyone in this channel may accept)",
        size="Board size (Meter, Interleave, Meuda: side; Meridians: base 5, 6 or 7)",
        pie="Meter, Meridians: use the pie rule",
        mode="Interleave: realtime (default) or turns",
        round_seconds="Thwart Omega: seconds per round (default 60)",
        tiebreak="Thwart Omega: what a full tie means (default: replay)",
        time_limit="Games played move by move: seconds per move (default: no limit)",
        rated="Whether the result changes both players' ratings (default: yes)",
    )
    @app_commands.choices(game=GAME_CHOICES, mode=MODE_CHOICES, tiebreak=TIEBREAK_CHOICES)
    async def play(  # noqa: PLR0917 (discord.py maps each option to a parameter)
        self,
        interaction: discord.Interaction,
        game: str,
        opponent: discord.Member | None = None,
        size: int | None = None,
        pie: bool | None = None,
        mode: str | None = None,
        round_seconds: int | None = None,
        tiebreak: str | None = None,
        time_limit: int | None = None,
        rated: bool = True,
    ) -> None:
        arena = arena_of(interaction.client)
        arena.people.learn(interaction.user)

        async def work() -> str:
            if interaction.guild_id is None or interaction.channel_id is None:
                raise Problem("Challenges are made in a server channel, not in direct messages.")
            if game not in rules.GAMES:
                raise Problem(f"There is no game `{game}`. Games: {', '.join(rules.GAMES)}.")
            if opponent is not None:
                if opponent.bot:
                    raise Problem(
                        "Bots cannot play. Challenge a person, or leave `opponent` empty for an "
                        "open challenge."
                    )
                arena.people.learn(opponent)
            options = checked_options(
                game, {"size": size, "pie": pie, "mode": mode, "tiebreak": tiebreak}
            )
            settings = await arena.service.guild_settings(interaction.guild_id)
            timing = checked_timing(game, settings.timing, round_seconds, time_limit)
            record = await arena.service.challenge(
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                challenger_id=interaction.user.id,
                game=game,
                opponent_id=None if opponent is None else opponent.id,
                options=options,
                timing=timing,
                rated=rated,
            )
            who = "anyone" if opponent is None else opponent.mention
            return f"Challenge #{record.id} is posted; it waits for {who} to accept."

        await answer(interaction, work)
