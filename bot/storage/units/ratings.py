"""The rating statements of the ``UnitOfWork`` port (migration ``0006_ratings.sql``).

``unit.Statements`` inherits them (SQLite and PostgreSQL). The leaderboard reads
``ratings_by_rank``; profiles read ``ratings_by_player`` and ``rating_history_by_player``; game
lists read the partial indexes ``matches_finished_by_seat0/1`` (see ``./dev bench ratings`` for
what they buy).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from bot.engine.model import UserId
from bot.engine.ratings import FinishedGame, Rating, RatingChange
from bot.storage.times import from_ts

_RATING_COLUMNS = (
    "guild_id, game_id, user_id, mu, sigma, games, wins, losses, draws, streak, best_streak, "
    "updated_at"
)


def _rating(row: Sequence[Any]) -> Rating:
    return Rating(
        guild_id=row[0],
        game_id=row[1],
        user_id=row[2],
        mu=row[3],
        sigma=row[4],
        games=row[5],
        wins=row[6],
        losses=row[7],
        draws=row[8],
        streak=row[9],
        best_streak=row[10],
        updated_at=from_ts(row[11]),
    )


def _change(row: Sequence[Any]) -> RatingChange:
    return RatingChange(
        match_id=row[0],
        guild_id=row[1],
        game_id=row[2],
        user_id=row[3],
        mu_before=row[4],
        mu_after=row[5],
        sigma_after=row[6],
        provisional=False,
        at=from_ts(row[7]),
    )


class RatingStatements:
    """Ratings, their history and finished-game lists (mixed into ``unit.Statements``)."""

    _for_update = ""

    def _indexed_by(self, index: str) -> str:
        raise NotImplementedError

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        raise NotImplementedError

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        raise NotImplementedError

    async def load_rating(self, guild_id: int, game_id: str, user_id: UserId) -> Rating | None:
        rows = await self._all(
            f"SELECT {_RATING_COLUMNS} FROM ratings "
            f"WHERE guild_id = ? AND game_id = ? AND user_id = ?{self._for_update}",
            (guild_id, game_id, user_id),
        )
        return _rating(rows[0]) if rows else None

    async def save_rating(self, rating: Rating) -> None:
        r = rating
        updated = (r.updated_at or datetime.now(UTC)).timestamp()
        await self._run(
            f"INSERT INTO ratings ({_RATING_COLUMNS}) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (guild_id, game_id, user_id) DO UPDATE SET mu = excluded.mu, "
            "sigma = excluded.sigma, games = excluded.games, wins = excluded.wins, "
            "losses = excluded.losses, draws = excluded.draws, streak = excluded.streak, "
            "best_streak = excluded.best_streak, updated_at = excluded.updated_at",
            (
                r.guild_id,
                r.game_id,
                r.user_id,
                r.mu,
                r.sigma,
                r.games,
                r.wins,
                r.losses,
                r.draws,
                r.streak,
                r.best_streak,
                updated,
            ),
        )

    async def add_rating_changes(self, changes: Sequence[RatingChange]) -> None:
        for c in changes:
            await self._run(
                "INSERT INTO rating_history (match_id, user_id, guild_id, game_id, mu_before, "
                "mu_after, sigma_after, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    c.match_id,
                    c.user_id,
                    c.guild_id,
                    c.game_id,
                    c.mu_before,
                    c.mu_after,
                    c.sigma_after,
                    c.at.timestamp(),
                ),
            )

    async def top_ratings(self, guild_id: int, game_id: str, limit: int) -> list[Rating]:
        rows = await self._all(
            f"SELECT {_RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND game_id = ? "
            "ORDER BY mu DESC, user_id LIMIT ?",
            (guild_id, game_id, limit),
        )
        return [_rating(row) for row in rows]

    async def rating_rank(self, guild_id: int, game_id: str, mu: float) -> int:
        rows = await self._all(
            "SELECT count(*) FROM ratings WHERE guild_id = ? AND game_id = ? AND mu > ?",
            (guild_id, game_id, mu),
        )
        return int(rows[0][0]) + 1

    async def count_ratings(self, guild_id: int, game_id: str) -> int:
        rows = await self._all(
            "SELECT count(*) FROM ratings WHERE guild_id = ? AND game_id = ?", (guild_id, game_id)
        )
        return int(rows[0][0])

    async def ratings_of(self, guild_id: int, user_id: UserId) -> list[Rating]:
        rows = await self._all(
            f"SELECT {_RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND user_id = ? "
            "ORDER BY games DESC, game_id",
            (guild_id, user_id),
        )
        return [_rating(row) for row in rows]

    async def rating_changes(
        self, guild_id: int, user_id: UserId, game_id: str, limit: int
    ) -> list[RatingChange]:
        rows = await self._all(
            "SELECT match_id, guild_id, game_id, user_id, mu_before, mu_after, sigma_after, at "
            "FROM rating_history WHERE guild_id = ? AND user_id = ? AND game_id = ? "
            "ORDER BY at DESC LIMIT ?",
            (guild_id, user_id, game_id, limit),
        )
        return [_change(row) for row in rows]

    async def rating_trends(
        self, guild_id: int, game_id: str, users: Sequence[UserId], last: int
    ) -> dict[UserId, float]:
        # Per player, at most ``last`` rows of one indexed range (rating_history_by_player),
        # newest first: cheap however long a player's history is (a window function over the
        # players' whole histories took ~700 ms with 1,000,000 games; ./dev bench ratings).
        if not users:
            return {}
        one = (
            "SELECT CAST(? AS BIGINT), (SELECT sum(mu_after - mu_before) FROM (SELECT "
            "mu_before, mu_after FROM rating_history WHERE guild_id = ? AND user_id = ? AND "
            "game_id = ? ORDER BY at DESC LIMIT ?) AS latest)"
        )
        rows = await self._all(
            " UNION ALL ".join([one] * len(users)),
            [value for user in users for value in (user, guild_id, user, game_id, last)],
        )
        return {row[0]: float(row[1]) for row in rows if row[1] is not None}

    async def finished_games(
        self, guild_id: int, user_id: UserId, game_id: str | None, limit: int
    ) -> list[FinishedGame]:
        # One indexed range per seat, each already newest first; the union is cut to ``limit``.
        game = "AND game_id = ?" if game_id is not None else ""
        columns = (
            "id, game_id, seat0_id, seat1_id, result, finished_at, channel_id, thread_id, rated"
        )
        part = (
            f"SELECT {columns} FROM matches {{indexed}} "
            f"WHERE seat{{seat}}_id = ? AND guild_id = ? AND status = 'finished' {game} "
            "ORDER BY finished_at DESC LIMIT ?"
        )

        def pin(seat: int) -> str:
            return self._indexed_by(f"matches_finished_by_seat{seat}")

        params: list[Any] = []
        for _ in (0, 1):
            params += [user_id, guild_id, *([game_id] if game_id is not None else []), limit]
        rows = await self._all(
            f"SELECT * FROM ({part.format(seat=0, indexed=pin(0))}) AS seat0 UNION ALL "
            f"SELECT * FROM ({part.format(seat=1, indexed=pin(1))}) AS seat1 "
            "ORDER BY finished_at DESC LIMIT ?",
            (*params, limit),
        )
        games = []
        for row in rows:
            result = json.loads(row[4]) if row[4] else {}
            games.append(
                FinishedGame(
                    match_id=row[0],
                    game_id=row[1],
                    players=(row[2], row[3]),
                    winner=result.get("winner"),
                    reason=result.get("reason", ""),
                    finished_at=from_ts(row[5]),
                    channel_id=row[6],
                    thread_id=row[7],
                    rated=bool(row[8]),
                )
            )
        return games
