"""What the service answers without changing a match: matches, challenges, the move log and its
check (``verify``), ratings, counts, and the server's settings (``update_guild_settings`` is the
one write here: the settings are read and written together)."""

from __future__ import annotations

import rules
from bot.engine import standings
from bot.engine.checks import checked_guild_settings, is_id, lock_key
from bot.engine.errors import BadRequest, StaleRequest
from bot.engine.games import find_game, replay
from bot.engine.matches import challenges
from bot.engine.matches.service.base import ServiceBase
from bot.engine.model import ChallengeRecord, GuildSettings, MoveRecord, TimerKind, UserId
from bot.engine.ratings import FinishedGame
from bot.engine.retry import retried
from bot.engine.views import MatchView


class Reads(ServiceBase):
    """Reads, ratings and the server's settings (see the module docstring)."""

    async def get_match(self, match_id: int) -> MatchView:
        async with self._store.read() as uow:
            return await self._view(uow, await self._load(uow, match_id))

    async def matches_of(self, user_id: UserId, *, active_only: bool = True) -> list[MatchView]:
        """A player's matches (any number at once, in any guilds), oldest first."""
        if not is_id(user_id):
            return []
        async with self._store.read() as uow:
            return [
                await self._view(uow, m)
                for m in await uow.matches_of(user_id, active_only=active_only)
            ]

    async def get_challenge(self, challenge_id: int) -> ChallengeRecord:
        async with self._store.read() as uow:
            return await challenges.load(uow, challenge_id)

    async def move_log(self, match_id: int) -> list[MoveRecord]:
        async with self._store.read() as uow:
            match = await self._load(uow, match_id)
            return await uow.load_moves(match.id)

    async def verify(self, match_id: int) -> bool:
        """Whether replaying the match's log through the rules gives its stored snapshot."""
        async with self._store.read() as uow:
            match = await self._load(uow, match_id)
            moves = await uow.load_moves(match.id)
        game = self._game(match)
        if [m.ply for m in moves] != list(range(match.ply)):
            return False
        try:
            state = replay(game, match, moves)
        except (ValueError, rules.MoveError):
            return False
        return bool(game.to_json(state) == match.state)

    async def leaderboard(self, guild_id: int, game: str, caller: UserId) -> standings.Leaderboard:
        chosen = find_game(self._games, game)
        async with self._store.read() as uow:
            return await standings.leaderboard(uow, guild_id, chosen.id, caller)

    async def profile(self, guild_id: int, user_id: UserId) -> standings.Profile:
        async with self._store.read() as uow:
            return await standings.profile(uow, guild_id, user_id)

    async def rating_charts(self, guild_id: int, user_id: UserId) -> dict[str, tuple[int, ...]]:
        """The rating history of every game the player is rated in (``standings.rating_chart``)."""
        async with self._store.read() as uow:
            return await standings.rating_charts(uow, guild_id, user_id)

    async def finished_games(
        self, guild_id: int, user_id: UserId, game: str | None, limit: int
    ) -> list[FinishedGame]:
        game_id = None if game is None else find_game(self._games, game).id
        async with self._store.read() as uow:
            return await uow.finished_games(guild_id, user_id, game_id, limit)

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        async with self._store.read() as uow:
            return await uow.guild_settings(guild_id)

    @retried
    async def update_guild_settings(
        self, guild_id: int, settings: GuildSettings, *, expected_version: str | None = None
    ) -> GuildSettings:
        """Store the server's settings (checked first). ``expected_version``: the
        ``GuildSettings.version`` the change was made from (a settings panel); if the stored
        settings changed since, ``StaleRequest`` and nothing is stored."""
        if not is_id(guild_id):
            raise BadRequest("request-bad-server")
        checked_guild_settings(settings)
        async with self._write(lock_key("guild-settings", guild_id)) as change:
            if expected_version is not None:
                stored = await change.uow.guild_settings(guild_id)
                if stored.version() != expected_version:
                    raise StaleRequest("server-settings-stale")
            await change.uow.save_guild_settings(guild_id, settings, change.now)
            for hook in self._settings_hooks:
                await hook(change, guild_id, settings)
        return settings

    async def channels_in_use(self, guild_id: int) -> list[int]:
        """The server's channels with challenges, matches or tournaments, latest first."""
        async with self._store.read() as uow:
            return await uow.channels_in_use(guild_id)

    async def running_counts(self) -> tuple[int, int]:
        """How many matches are running, and how many Thwart Omega rounds are open."""
        async with self._store.read() as uow:
            return (
                await uow.count_matches(active_only=True),
                await uow.count_timers(TimerKind.ROUND_END),
            )
