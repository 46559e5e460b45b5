"""Players as Discord knows them: display names for board images, and direct messages.

The bot runs without the privileged members intent, so names are learned from the interactions
and messages players send, and fetched once per process for anyone not seen yet. Direct-message
channels are opened once per user and cached by discord.py.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.cogs.common.posting import resend
from bot.engine.privacy import alias, is_tombstone

log = logging.getLogger(__name__)

CANNOT_DM = 50007  # Discord: "Cannot send messages to this user" (DMs closed, or blocked)
TOO_FAST = 40003  # Discord: "You are opening direct messages too fast" (a burst of new DMs)


class DmClosed(Exception):
    """Discord refused a direct message to this user (error 50007)."""


class DmTooFast(Exception):
    """Discord refused to open a direct message now (error 40003); later it may work."""


class People:
    def __init__(self, client: discord.Client) -> None:
        self._client = client
        self._names: dict[int, str] = {}

    def learn(self, user: discord.abc.User | discord.Member) -> None:
        self._names[user.id] = user.display_name

    def forget(self, user_id: int) -> None:
        """Drop what this process remembers of ``user_id`` (``/privacy forget``)."""
        self._names.pop(user_id, None)

    async def name(self, user_id: int) -> str:
        """The display name of ``user_id`` (fetched once if the bot has not seen them yet); a
        forgotten player's tombstone is named as such, never looked up."""
        if is_tombstone(user_id):
            return alias(user_id)
        known = self._names.get(user_id)
        if known is not None:
            return known
        user = self._client.get_user(user_id)
        if user is None:
            try:
                user = await self._client.fetch_user(user_id)
            except discord.HTTPException:
                log.warning("could not look up user %s", user_id)
                return f"player {str(user_id)[-4:]}"
        self.learn(user)
        return user.display_name

    async def names(self, players: tuple[int, int]) -> tuple[str, str]:
        return (await self.name(players[0]), await self.name(players[1]))

    async def dm(self, user_id: int, **message: Any) -> discord.Message:
        """Send a direct message; ``DmClosed`` if Discord refuses it (50007), ``DmTooFast`` if
        it refuses to open one now (40003)."""
        try:
            channel = await self._client.create_dm(discord.Object(user_id))
            return await resend.send(channel, **message)
        except discord.HTTPException as error:
            if error.code == CANNOT_DM:
                raise DmClosed(str(user_id)) from error
            if error.code == TOO_FAST:
                raise DmTooFast(str(user_id)) from error
            raise
