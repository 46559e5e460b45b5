"""What the bot needs to be allowed to do where it posts, and saying so when it is not.

Commands that make the bot post in the channel (a challenge, a board, a sign-up message) check
``interaction.app_permissions`` first, in ``ArenaTree.interaction_check`` (Discord computes them
for the bot in that channel or thread), and refuse with the missing permissions named, in the
words of Discord's settings, rather than answer "posted" for a message nobody will ever see.
``/diagnose`` lists the same for every channel the bot is used in.
"""

from __future__ import annotations

from collections.abc import Iterable

import discord
from discord import app_commands

from bot.cogs.common.places import only_answers

# Permission attribute → the name Discord's channel settings show.
PERMISSION_NAMES = {
    "view_channel": "View Channel",
    "send_messages": "Send Messages",
    "send_messages_in_threads": "Send Messages in Threads",
    "create_public_threads": "Create Public Threads",
    "create_private_threads": "Create Private Threads",
    "attach_files": "Attach Files",
}

# Without these the bot cannot post where the command was used, so it refuses. In a thread the
# bot posts with "Send Messages in Threads", in a channel with "Send Messages".
REQUIRED_IN_CHANNEL = ("view_channel", "send_messages")
REQUIRED_IN_THREAD = ("view_channel", "send_messages_in_threads")
# Without these it still plays, less well, and the reply says how.
DEGRADED = {
    "attach_files": "boards are posted as text",
    "create_public_threads": "matches are played in this channel instead of their own thread",
    "send_messages_in_threads": "matches are played in this channel instead of their own thread",
    "create_private_threads": "tournament matches get public threads, each announced in the "
    "channel",
}
# Everything a channel the bot plays in should allow (``/diagnose``).
ALL_NEEDED = tuple(PERMISSION_NAMES)


def required_in(channel: object) -> tuple[str, ...]:
    """The permissions without which the bot cannot post in ``channel`` at all."""
    return REQUIRED_IN_THREAD if isinstance(channel, discord.Thread) else REQUIRED_IN_CHANNEL


def missing(permissions: discord.Permissions, needed: Iterable[str]) -> list[str]:
    """The names (as Discord shows them) of the ``needed`` permissions that are not granted."""
    return [PERMISSION_NAMES[name] for name in needed if not getattr(permissions, name)]


def listed(names: list[str]) -> str:
    """``**Send Messages**``, ``**A** and **B**``, ``**A**, **B** and **C**``."""
    bold = [f"**{name}**" for name in names]
    return bold[0] if len(bold) == 1 else ", ".join(bold[:-1]) + " and " + bold[-1]


def _permission_word(names: list[str]) -> str:
    return "permission" if len(names) == 1 else "permissions"


def cannot_post(names: list[str]) -> str:
    """The sentence a refused command answers."""
    return (
        f"I cannot play here: I am missing the {listed(names)} {_permission_word(names)} in this "
        "channel, so nobody would see what I post. A server admin can allow it in the channel's "
        "settings (Permissions), or use me in another channel. Nothing was done."
    )


def degraded(permissions: discord.Permissions, channel: object) -> str:
    """A note for a reply when the bot can post here but lacks something that helps; or ``""``."""
    # Private threads serve tournaments only: a /play reply does not mention them.
    wanted = (
        ("attach_files",)
        if isinstance(channel, discord.Thread)
        else tuple(n for n in DEGRADED if n != "create_private_threads")
    )
    lacking = [name for name in wanted if not getattr(permissions, name)]
    if not lacking:
        return ""
    effects = " and ".join(dict.fromkeys(DEGRADED[name] for name in lacking))
    names = [PERMISSION_NAMES[name] for name in lacking]
    return f"Note: I am missing the {listed(names)} {_permission_word(names)} here, so {effects}."


def refusal(interaction: discord.Interaction) -> str | None:
    """The sentence refusing this command, if it posts here and the bot may not; else ``None``."""
    command = interaction.command
    if (
        only_answers(interaction)  # Discord takes its answers wherever the command was used
        or interaction.type is not discord.InteractionType.application_command
        or not isinstance(command, app_commands.Command)
        or command.qualified_name in PRIVATE_ONLY
    ):
        return None
    names = missing(interaction.app_permissions, required_in(interaction.channel))
    return cannot_post(names) if names else None


# Commands that only answer the person privately: they work wherever the bot may not post. Every
# other command is checked (by exclusion, so a new command is checked unless it is known to
# answer privately only).
PRIVATE_ONLY = frozenset(
    {
        "board",
        "history",
        "matches",
        "rules",
        "help",
        "settings",
        "diagnose",
        "tournament status",
        "tournament list",
        "tournament my-matches",
        "host export",
    }
)
