"""Links to the web pages (``bot/web/``, when ``STONE_ARENA_WEB`` serves them): what the cogs
need of the pages' addresses, so that no cog imports the web package (the composition root
hands them its ``Addresses``). A link is only shown where the server turned web pages on
(``GuildSettings.web_pages``): the pages of other servers are not found."""

from __future__ import annotations

from typing import Protocol

from bot.engine.model import GuildSettings


class PageLinks(Protocol):
    """The public addresses of the pages."""

    def match(self, match_id: int) -> str: ...

    def tournament(self, tournament_id: int) -> str: ...

    def player(self, guild_id: int, user_id: int) -> str: ...


class Settings(Protocol):
    async def guild_settings(self, guild_id: int) -> GuildSettings: ...


async def shared(matches: Settings, guild_id: int) -> bool:
    """Whether the server turned its web pages on."""
    return (await matches.guild_settings(guild_id)).web_pages


def link_line(what: str, url: str) -> str:
    """A line ``what: <url>`` (the angle brackets: no embed preview under the message)."""
    return f"\n{what}: <{url}>"
