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

from bot.cogs.common.language import ENGLISH_WORDS, Words, phrases
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
# Without these it still plays, less well, and the reply says how (``permission-effect`` in the
# shared catalogues).
DEGRADED = (
    "attach_files",
    "create_public_threads",
    "send_messages_in_threads",
    "create_private_threads",
)
# Everything a channel the bot plays in should allow (``/diagnose``).
ALL_NEEDED = tuple(PERMISSION_NAMES)


def required_in(channel: object) -> tuple[str, ...]:
    """The permissions without which the bot cannot post in ``channel`` at all."""
    return REQUIRED_IN_THREAD if isinstance(channel, discord.Thread) else REQUIRED_IN_CHANNEL


def missing(permissions: discord.Permissions, needed: Iterable[str]) -> list[str]:
    """The names (as Discord shows them) of the ``needed`` permissions that are not granted."""
    return [PERMISSION_NAMES[name] for name in needed if not getattr(permissions, name)]


def _named(words: Words, lacking: list[str]) -> str:
    """The permissions (attribute names) as Discord's settings name them for the reader, listed."""
    return phrases.listed(words, [phrases.permission(words, name) for name in lacking])


def cannot_post(lacking: list[str], words: Words = ENGLISH_WORDS) -> str:
    """The sentence a refused command answers (``lacking``: permission attribute names)."""
    return words("permissions-cannot-post", names=_named(words, lacking), count=len(lacking))


def degraded(
    permissions: discord.Permissions, channel: object, words: Words = ENGLISH_WORDS
) -> str:
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
    effects = list(dict.fromkeys(words("permission-effect", permission=n) for n in lacking))
    joined = (
        effects[0] if len(effects) == 1 else words("list-and", rest=effects[0], last=effects[1])
    )
    return words(
        "permissions-degraded", names=_named(words, lacking), count=len(lacking), effects=joined
    )


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
    needed = required_in(interaction.channel)
    lacking = [name for name in needed if not getattr(interaction.app_permissions, name)]
    return cannot_post(lacking, Words.for_interaction(interaction)) if lacking else None


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
