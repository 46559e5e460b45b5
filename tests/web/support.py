"""A web server over a real database for the web tests: the match and tournament services on
a harness (fake clock), names from a table, the tournament picture the bot draws, and an
aiohttp test client."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace

from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from bot.cogs.tournaments import bracket_view, picture
from bot.engine.privacy import alias, is_tombstone
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.service import TournamentService
from bot.web import Addresses, Reader, web_app
from bot.web.guard import RateLimit
from tests.engine.support import GUILD, Harness

SECRET = b"a test secret of thirty-two bytes"


@dataclass
class TableNames:
    """Display names by user id (the bot's ``People`` in production)."""

    names: dict[int, str] = field(default_factory=dict)

    async def name(self, user_id: int) -> str:
        if is_tombstone(user_id):
            return alias(user_id)
        return self.names.get(user_id, f"user {user_id % 1000}")


class FakeSeconds:
    """A monotonic clock for the rate limit, moved by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def draw(t: T.Tournament, title: str) -> bytes:
    return picture(t, title).png


@dataclass
class Site:
    harness: Harness
    tournaments: TournamentService
    names: TableNames
    addresses: Addresses
    client: TestClient[web.Request, web.Application]
    seconds: FakeSeconds

    async def opt_in(self, guild: int = GUILD, on: bool = True) -> None:
        settings = await self.harness.service.guild_settings(guild)
        await self.harness.service.update_guild_settings(guild, replace(settings, web_pages=on))


@asynccontextmanager
async def site(harness: Harness, *, burst: int = 1000) -> AsyncIterator[Site]:
    tournaments = TournamentService(harness.service)
    names = TableNames()
    addresses = Addresses(SECRET)
    seconds = FakeSeconds()
    reader = Reader(harness.service, tournaments, names, draw, bracket_view)
    app = web_app(reader, addresses, RateLimit(rate=1.0, burst=burst, now=seconds))
    async with TestClient(TestServer(app)) as client:
        yield Site(harness, tournaments, names, addresses, client, seconds)
