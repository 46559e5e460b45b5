"""Where a command may be used: the game commands everywhere a player can reach the app (a server
that installed it, a DM with the bot, a group DM or DM between friends, a server that has not
installed it but whose member installed the app to their account); the server's own commands
(``/host``, ``/settings``, ``/tournament`` ...) stay ``guild_only``.

Discord checks both declarations itself (they are synced with the command tree); discord.py
reads them from the decorators, and ignores them on subcommands (a group carries them).
"""

from __future__ import annotations

from typing import TypeVar

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
