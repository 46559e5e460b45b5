"""The puzzle statements (``bot.engine.puzzles.ports.PuzzleUnit``; migration
``0016_puzzles.sql``), mixed into ``unit.Statements`` for SQLite and PostgreSQL."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from bot.engine.model import UserId
from bot.engine.puzzles.records import DailyRecord, PuzzleRecord, PuzzleStats
from bot.storage.times import from_ts, to_ts

_PUZZLE_COLUMNS = (
    "id, guild_id, game_id, match_id, game_no, ply, seat, state, answers, given, exact, "
    "alternating, created_at"
)


def _dumps(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _puzzle(row: Sequence[Any]) -> PuzzleRecord:
    return PuzzleRecord(
        id=row[0],
        guild_id=row[1],
        game_id=row[2],
        match_id=row[3],
        game_no=row[4],
        ply=row[5],
        seat=row[6],
        state=json.loads(row[7]),
        answers=tuple(json.loads(row[8])),
        given=row[9],
        exact=bool(row[10]),
        alternating=bool(row[11]),
        created_at=from_ts(row[12]),
    )


class PuzzleStatements:
    """Puzzles, the matches searched for them, and players' counts and answers."""

    _for_update = ""

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        raise NotImplementedError

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        raise NotImplementedError

    async def _changed(self, sql: str, params: Sequence[Any] = ()) -> int:
        raise NotImplementedError

    async def unmined_matches(self, guild_id: int, game_id: str, limit: int) -> list[int]:
        rows = await self._all(
            "SELECT m.id FROM matches AS m WHERE m.guild_id = ? AND m.game_id = ? "
            "AND m.status = 'finished' AND NOT EXISTS "
            "(SELECT 1 FROM puzzle_sources AS s WHERE s.match_id = m.id) "
            "ORDER BY m.id DESC LIMIT ?",
            (guild_id, game_id, limit),
        )
        return [int(r[0]) for r in rows]

    async def add_puzzles(
        self, match_id: int, guild_id: int, puzzles: Sequence[PuzzleRecord], now: datetime
    ) -> int:
        claimed = await self._changed(
            "INSERT INTO puzzle_sources (match_id, guild_id, found, mined_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (match_id) DO NOTHING",
            (match_id, guild_id, len(puzzles), to_ts(now)),
        )
        if not claimed:
            return 0
        for p in puzzles:
            await self._run(
                "INSERT INTO puzzles (guild_id, game_id, match_id, game_no, ply, seat, state, "
                "answers, given, exact, alternating, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    p.guild_id,
                    p.game_id,
                    p.match_id,
                    p.game_no,
                    p.ply,
                    p.seat,
                    _dumps(p.state),
                    _dumps(list(p.answers)),
                    p.given,
                    int(p.exact),
                    int(p.alternating),
                    to_ts(p.created_at),
                ),
            )
        return len(puzzles)

    async def count_puzzles(self, guild_id: int, game_id: str) -> int:
        rows = await self._all(
            "SELECT count(*) FROM puzzles WHERE guild_id = ? AND game_id = ?", (guild_id, game_id)
        )
        return int(rows[0][0])

    async def load_puzzle(self, puzzle_id: int) -> PuzzleRecord | None:
        rows = await self._all(f"SELECT {_PUZZLE_COLUMNS} FROM puzzles WHERE id = ?", (puzzle_id,))
        return _puzzle(rows[0]) if rows else None

    async def next_puzzle(
        self, guild_id: int, game_id: str, user_id: UserId
    ) -> PuzzleRecord | None:
        columns = ", ".join(f"p.{c.strip()}" for c in _PUZZLE_COLUMNS.split(","))
        rows = await self._all(
            f"SELECT {columns} FROM puzzles AS p LEFT JOIN puzzle_answers AS a "
            "ON a.puzzle_id = p.id AND a.user_id = ? "
            "WHERE p.guild_id = ? AND p.game_id = ? AND (a.solved IS NULL OR a.solved = 0) "
            # never a daily puzzle while it is open: its solution is shown to everyone later
            "AND NOT EXISTS (SELECT 1 FROM puzzle_dailies AS d WHERE d.puzzle_id = p.id "
            "AND d.closed_at IS NULL) "
            "ORDER BY CASE WHEN a.solved IS NULL THEN 0 ELSE 1 END, "
            "coalesce(a.answered_at, 0), p.id LIMIT 1",
            (user_id, guild_id, game_id),
        )
        return _puzzle(rows[0]) if rows else None

    async def puzzle_stats(self, guild_id: int, user_id: UserId) -> PuzzleStats:
        rows = await self._all(
            "SELECT attempts, solved, streak, best_streak, open_puzzle FROM puzzle_players "
            f"WHERE guild_id = ? AND user_id = ?{self._for_update}",
            (guild_id, user_id),
        )
        if not rows:
            return PuzzleStats(guild_id, user_id)
        a, s, streak, best, open_puzzle = rows[0]
        return PuzzleStats(guild_id, user_id, a, s, streak, best, open_puzzle)

    async def save_puzzle_stats(self, stats: PuzzleStats, now: datetime) -> None:
        s = stats
        await self._run(
            "INSERT INTO puzzle_players (guild_id, user_id, attempts, solved, streak, "
            "best_streak, open_puzzle, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (guild_id, user_id) DO UPDATE SET attempts = excluded.attempts, "
            "solved = excluded.solved, streak = excluded.streak, "
            "best_streak = excluded.best_streak, open_puzzle = excluded.open_puzzle, "
            "updated_at = excluded.updated_at",
            (
                s.guild_id,
                s.user_id,
                s.attempts,
                s.solved,
                s.streak,
                s.best_streak,
                s.open_puzzle,
                to_ts(now),
            ),
        )

    async def record_answer(
        self, puzzle_id: int, user_id: UserId, solved: bool, now: datetime
    ) -> None:
        await self._run(
            "INSERT INTO puzzle_answers (puzzle_id, user_id, solved, answered_at) "
            "VALUES (?, ?, ?, ?) ON CONFLICT (puzzle_id, user_id) DO UPDATE SET "
            "solved = excluded.solved, answered_at = excluded.answered_at",
            (puzzle_id, user_id, int(solved), to_ts(now)),
        )

    # ---- the daily puzzle -----------------------------------------------------------------

    async def guild_time_zone(self, guild_id: int) -> str | None:
        rows = await self._all(
            "SELECT time_zone FROM tournament_guilds WHERE guild_id = ?", (guild_id,)
        )
        return str(rows[0][0]) if rows and rows[0][0] else None

    async def unmined_games(self, guild_id: int) -> list[str]:
        rows = await self._all(
            "SELECT DISTINCT m.game_id FROM matches AS m WHERE m.guild_id = ? "
            "AND m.status = 'finished' AND NOT EXISTS "
            "(SELECT 1 FROM puzzle_sources AS s WHERE s.match_id = m.id) ORDER BY m.game_id",
            (guild_id,),
        )
        return [str(r[0]) for r in rows]

    async def daily_candidates(self, guild_id: int) -> dict[str, int]:
        rows = await self._all(
            "SELECT p.game_id, min(p.id) FROM puzzles AS p WHERE p.guild_id = ? "
            "AND NOT EXISTS (SELECT 1 FROM puzzle_answers AS a WHERE a.puzzle_id = p.id) "
            "AND NOT EXISTS (SELECT 1 FROM puzzle_dailies AS d WHERE d.puzzle_id = p.id) "
            "GROUP BY p.game_id",
            (guild_id,),
        )
        return {str(r[0]): int(r[1]) for r in rows}

    async def latest_daily(self, guild_id: int) -> DailyRecord | None:
        return await self._daily(
            "WHERE guild_id = ? ORDER BY posted_at DESC, day DESC LIMIT 1", (guild_id,)
        )

    async def load_daily(self, guild_id: int, day: str) -> DailyRecord | None:
        return await self._daily("WHERE guild_id = ? AND day = ?", (guild_id, day))

    async def has_answered(self, puzzle_id: int, user_id: UserId) -> bool:
        rows = await self._all(
            "SELECT 1 FROM puzzle_answers WHERE puzzle_id = ? AND user_id = ?", (puzzle_id, user_id)
        )
        return bool(rows)

    async def _daily(self, where: str, params: tuple[Any, ...]) -> DailyRecord | None:
        rows = await self._all(
            "SELECT guild_id, day, puzzle_id, channel_id, message_id, posted_at, closed_at "
            f"FROM puzzle_dailies {where}",
            params,
        )
        if not rows:
            return None
        g, day, puzzle_id, channel_id, message_id, posted_at, closed_at = rows[0]
        return DailyRecord(
            g,
            day,
            puzzle_id,
            channel_id,
            message_id,
            from_ts(posted_at),
            None if closed_at is None else from_ts(closed_at),
        )

    async def add_daily(self, daily: DailyRecord) -> bool:
        d = daily
        return bool(
            await self._changed(
                "INSERT INTO puzzle_dailies (guild_id, day, puzzle_id, channel_id, message_id, "
                "posted_at, closed_at) VALUES (?, ?, ?, ?, ?, ?, NULL) "
                "ON CONFLICT (guild_id, day) DO NOTHING",
                (d.guild_id, d.day, d.puzzle_id, d.channel_id, d.message_id, to_ts(d.posted_at)),
            )
        )

    async def close_daily(self, guild_id: int, day: str, now: datetime) -> int:
        rows = await self._all(
            "SELECT puzzle_id FROM puzzle_dailies WHERE guild_id = ? AND day = ?",
            (guild_id, day),
        )
        if not rows:
            return 0
        puzzle_id = rows[0][0]
        await self._run(
            "UPDATE puzzle_dailies SET closed_at = ? WHERE guild_id = ? AND day = ? "
            "AND closed_at IS NULL",
            (to_ts(now), guild_id, day),
        )
        await self._run(
            "UPDATE puzzle_players SET open_puzzle = NULL WHERE guild_id = ? AND open_puzzle = ?",
            (guild_id, puzzle_id),
        )
        solved = await self._all(
            "SELECT count(*) FROM puzzle_answers WHERE puzzle_id = ? AND solved = 1",
            (puzzle_id,),
        )
        return int(solved[0][0])

    async def set_daily_message(self, guild_id: int, day: str, message_id: int | None) -> None:
        await self._run(
            "UPDATE puzzle_dailies SET message_id = ? WHERE guild_id = ? AND day = ?",
            (message_id, guild_id, day),
        )
