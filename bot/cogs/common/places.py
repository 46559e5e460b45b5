"""Where a command may be used: the game commands everywhere a player can reach the app (a server
that installed it, a DM with the bot, a group DM or DM between friends, a server that has not
installed it but whose member installed the app to their account); the server's own commands
(``/host``, ``/settings``, ``/tournament`` ...) stay ``guild_only``.

Discord checks both declarations itself (they are synced with the command tree); discord.py
reads them from the decorators, and ignores them on subcommands (a group carries them).
"""

from __future__ import annotations

from typing import TypeVar

import discord
from discord import app_commands

T = TypeVar("T")


def everywhere() -> tuple[app_commands.AppCommandContext, app_commands.AppInstallationType]:
    """The contexts and install types of a command usable everywhere, for a ``Group``."""
    contexts = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
    installs = app_commands.AppInstallationType(guild=True, user=True)
    return contexts, installs


def playable_anywhere(command: T) -> T:
    """Both install types (server and user) and every context (server, bot DM, private channel)."""
    command = app_commands.allowed_installs(guilds=True, users=True)(command)
    return app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)(command)


def only_answers(interaction: discord.Interaction) -> bool:
    """Whether the bot may only answer here: no server installed it where this interaction
    happened (a DM or group DM, or a server where only the player installed the app), so
    Discord takes no post from it but the answers to this interaction and its follow-ups.

    An interaction that names no installation at all (older payloads) counts as the server's.
    """
    if interaction.guild_id is None:
        return True
    return interaction.is_user_integration() and not interaction.is_guild_integration()


def place_of(interaction: discord.Interaction) -> int | None:
    """What a match's ``guild_id`` holds: the server, else (a DM or group DM) the channel, so
    the ratings of play without a server count in the place it was played."""
    return interaction.guild_id if interaction.guild_id is not None else interaction.channel_id
