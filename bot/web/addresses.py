"""Page addresses that cannot be guessed: each carries an HMAC of what it names.

``/m/<match id>/<token>`` where the token is the first 128 bits of HMAC-SHA256(secret, "m:<id>")
in URL-safe base64 (22 characters). Nothing is stored per page: any process with the secret
makes and checks the same addresses, and a page of a server that never shared a link cannot be
found by counting ids. Changing the secret (``STONE_ARENA_WEB_SECRET``, or the ``web-secret``
row of ``bot_state``) withdraws every link at once.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from datetime import datetime

from bot.engine.ports import Store

SECRET_KEY = "web-secret"  # bot_state: the secret made on first use when none is configured
TOKEN_BYTES = 16


class Addresses:
    """Makes and checks the pages' addresses; ``base`` (``STONE_ARENA_PUBLIC_URL``) prefixes
    the links given out (pages link to each other by path)."""

    def __init__(self, secret: bytes, base: str = "") -> None:
        if len(secret) < 16:
            raise ValueError("the web secret must be at least 16 bytes")
        self._secret = secret
        self.base = base.rstrip("/")

    def token(self, kind: str, *ids: int | str) -> str:
        message = ":".join((kind, *(str(i) for i in ids))).encode()
        digest = hmac.new(self._secret, message, hashlib.sha256).digest()[:TOKEN_BYTES]
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()

    def valid(self, token: str, kind: str, *ids: int | str) -> bool:
        return hmac.compare_digest(token.encode(), self.token(kind, *ids).encode())

    # Paths (pages link to each other with these).
    def tournament_path(self, tournament_id: int) -> str:
        return f"/t/{tournament_id}/{self.token('t', tournament_id)}"

    def match_path(self, match_id: int) -> str:
        return f"/m/{match_id}/{self.token('m', match_id)}"

    def player_path(self, guild_id: int, user_id: int) -> str:
        return f"/p/{guild_id}/{user_id}/{self.token('p', guild_id, user_id)}"

    def leaderboard_path(self, guild_id: int, game_id: str) -> str:
        return f"/g/{guild_id}/{game_id}/{self.token('g', guild_id)}"

    # Links (what Discord messages carry): the public base and the path.
    def tournament(self, tournament_id: int) -> str:
        return self.base + self.tournament_path(tournament_id)

    def match(self, match_id: int) -> str:
        return self.base + self.match_path(match_id)

    def player(self, guild_id: int, user_id: int) -> str:
        return self.base + self.player_path(guild_id, user_id)

    def leaderboard(self, guild_id: int, game_id: str) -> str:
        return self.base + self.leaderboard_path(guild_id, game_id)


async def web_secret(store: Store, configured: str | None, now: datetime) -> bytes:
    """The secret addresses are signed with: the configured one, else the one kept in the
    database (made at random the first time, in a transaction holding its lock, so processes
    sharing a database agree on it)."""
    if configured:
        return configured.encode()
    async with store.read() as uow:
        kept = await uow.bot_state(SECRET_KEY)
    if kept is not None:
        return kept.encode()
    async with store.transaction(lock=SECRET_KEY) as uow:
        kept = await uow.bot_state(SECRET_KEY)
        if kept is None:
            kept = secrets.token_urlsafe(32)
            await uow.set_bot_state(SECRET_KEY, kept, now)
    return kept.encode()
