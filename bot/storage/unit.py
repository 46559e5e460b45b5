"""The engine's ``UnitOfWork`` port as SQL statements, written once for SQLite and PostgreSQL.

``Statements`` holds every statement in the SQL both databases accept, with ``?`` placeholders,
over six primitives (``_all``, ``_one``, ``_run``, ``_insert``, ``_many``, ``_changed``) and two
dialect hooks (``_for_update``, ``_indexed_by``). ``SqliteUnitOfWork`` implements the primitives
on one aiosqlite connection; ``bot.storage.postgres_unit.PostgresUnitOfWork`` on one asyncpg
connection (``bot/storage/dialect.py`` numbers the placeholders). They only run statements; the
transaction around them belongs to the store. Times are stored as UTC epoch seconds (REAL,
DOUBLE PRECISION on PostgreSQL) and JSON columns as compact text.
"""

from __future__ import annotations

import json
from collections.abc import Hashable, Sequence
from datetime import datetime
from typing import Any

import aiosqlite

from bot.engine.model import (
    ChallengeRecord,
    ChallengeStatus,
    Computer,
    GuildSettings,
    MatchRecord,
    MatchStatus,
    MoveRecord,
    Offer,
    Result,
    SeatChoice,
    Submission,
    Timing,
    UserId,
)
from bot.storage.sqlite_calls import run, run_many
from bot.storage.times import from_ts, to_ts
from bot.storage.units.outbox import OutboxStatements
from bot.storage.units.privacy import PrivacyStatements
from bot.storage.units.puzzles import PuzzleStatements
from bot.storage.units.ratings import RatingStatements
from bot.storage.units.reviews import ReviewStatements
from bot.storage.units.timers import TimerStatements
from bot.storage.units.tournaments import TournamentStatements


def dumps(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


_CHALLENGE_COLUMNS = (
    "id, guild_id, channel_id, challenger_id, opponent_id, game_id, options, timing, "
    "seat_choice, status, created_at, expires_at, match_id, message_channel_id, message_id, "
    "rated, rematch_of, answered"
)
_MATCH_COLUMNS = (
    "id, guild_id, channel_id, thread_id, challenge_id, game_id, options, timing, seat0_id, "
    "seat1_id, status, rules_version, seed, game_no, ply, state, result, offer, created_at, "
    "updated_at, finished_at, rated, computer, answered"
)


def _challenge(row: Sequence[Any]) -> ChallengeRecord:
    return ChallengeRecord(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        challenger_id=row[3],
        opponent_id=row[4],
        game_id=row[5],
        options=json.loads(row[6]),
        timing=Timing.from_json(json.loads(row[7])),
        seat_choice=SeatChoice(row[8]),
        status=ChallengeStatus(row[9]),
        created_at=from_ts(row[10]),
        expires_at=from_ts(row[11]),
        match_id=row[12],
        message_channel_id=row[13],
        message_id=row[14],
        rated=bool(row[15]),
        rematch_of=row[16],
        answered=bool(row[17]),
    )


def _match(row: Sequence[Any]) -> MatchRecord:
    return MatchRecord(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        thread_id=row[3],
        challenge_id=row[4],
        game_id=row[5],
        options=json.loads(row[6]),
        timing=Timing.from_json(json.loads(row[7])),
        players=(row[8], row[9]),
        status=MatchStatus(row[10]),
        rules_version=row[11],
        seed=row[12],
        game_no=row[13],
        ply=row[14],
        state=json.loads(row[15]),
        result=None if row[16] is None else Result.from_json(json.loads(row[16])),
        offer=None if row[17] is None else Offer.from_json(json.loads(row[17])),
        created_at=from_ts(row[18]),
        updated_at=from_ts(row[19]),
        finished_at=None if row[20] is None else from_ts(row[20]),
        rated=bool(row[21]),
        computer=None if row[22] is None else Computer.from_json(json.loads(row[22])),
        answered=bool(row[23]),
    )


class Statements(
    TournamentStatements,
    RatingStatements,
    PrivacyStatements,
    ReviewStatements,
    PuzzleStatements,
    TimerStatements,
    OutboxStatements,
):
    """Every statement of one transaction (see ``bot.engine.ports.UnitOfWork``): the players',
    servers', challenges' and matches' here; the tournament, rating, privacy, timer and outbox
    statements come from ``units/`` (``tournaments.py``, ``ratings.py``, ``privacy.py``,
    ``reviews.py``, ``puzzles.py``, ``timers.py`` and ``outbox.py``). A subclass provides the
    primitives for its driver."""

    # `` FOR UPDATE`` where a write transaction reads the row it is about to change (PostgreSQL:
    # another process waits for the commit); empty on SQLite, whose writer is alone anyway.
    _for_update = ""
    # `` FOR UPDATE SKIP LOCKED`` where processes claim work (PostgreSQL): rows another process
    # is claiming right now are passed over instead of waited for.
    _skip_locked = ""
    # Who claims timers and outbox rows through this unit (``claimed_by``): one id per store
    # (per process) on PostgreSQL; on SQLite one process owns the file, before and after a
    # restart, so its claims never keep it waiting.
    _owner = "local"

    async def hold(self, key: Hashable) -> None:
        """See ``UnitOfWork.hold``: nothing to do on SQLite, whose writer is alone."""

    async def _serialise(self, name: str) -> None:
        """Make transactions that call this with ``name`` run one at a time, across processes
        (PostgreSQL: an advisory lock until the commit; SQLite's writer is alone anyway)."""

    def _indexed_by(self, index: str) -> str:
        """SQLite's ``INDEXED BY`` pin for a query planner that would choose worse."""
        return f"INDEXED BY {index}"

    async def _many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Run ``sql`` once per parameter row."""
        raise NotImplementedError

    async def _changed(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run an UPDATE or DELETE; how many rows it changed."""
        raise NotImplementedError

    # ---- players and guilds ----------------------------------------------------------------

    async def ensure_player(self, user_id: UserId, now: datetime) -> None:
        await self._run(
            "INSERT INTO players (user_id, created_at) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO NOTHING",
            (user_id, to_ts(now)),
        )

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        row = await self._one("SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return GuildSettings() if row is None else GuildSettings.from_json(json.loads(row[0]))

    async def save_guild_settings(
        self, guild_id: int, settings: GuildSettings, now: datetime
    ) -> None:
        await self._run(
            "INSERT INTO guild_settings (guild_id, settings, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings, "
            "updated_at = excluded.updated_at",
            (guild_id, dumps(settings.to_json()), to_ts(now)),
        )

    # ---- challenges ------------------------------------------------------------------------

    async def insert_challenge(self, challenge: ChallengeRecord) -> int:
        c = challenge
        return await self._insert(
            "INSERT INTO challenges (guild_id, channel_id, challenger_id, opponent_id, game_id, "
            "options, timing, seat_choice, status, created_at, expires_at, match_id, "
            "message_channel_id, message_id, rated, rematch_of, answered) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                c.guild_id,
                c.channel_id,
                c.challenger_id,
                c.opponent_id,
                c.game_id,
                dumps(c.options),
                dumps(c.timing.to_json()),
                str(c.seat_choice),
                str(c.status),
                to_ts(c.created_at),
                to_ts(c.expires_at),
                c.match_id,
                c.message_channel_id,
                c.message_id,
                int(c.rated),
                c.rematch_of,
                int(c.answered),
            ),
        )

    async def open_challenges_of(self, user_id: UserId) -> list[int]:
        rows = await self._all(
            "SELECT id FROM challenges WHERE challenger_id = ? AND status = 'open' ORDER BY id",
            (user_id,),
        )
        return [int(row[0]) for row in rows]

    async def load_challenge(self, challenge_id: int) -> ChallengeRecord | None:
        row = await self._one(
            f"SELECT {_CHALLENGE_COLUMNS} FROM challenges WHERE id = ?{self._for_update}",
            (challenge_id,),
        )
        return None if row is None else _challenge(row)

    async def rematch_challenge(self, match_id: int) -> ChallengeRecord | None:
        row = await self._one(
            f"SELECT {_CHALLENGE_COLUMNS} FROM challenges WHERE rematch_of = ?", (match_id,)
        )
        return None if row is None else _challenge(row)

    async def later_match_between(
        self, guild_id: int, players: tuple[UserId, UserId], after_id: int
    ) -> int | None:
        a, b = players
        row = await self._one(
            "SELECT min(id) FROM matches WHERE guild_id = ? AND id > ? AND "
            "((seat0_id = ? AND seat1_id = ?) OR (seat0_id = ? AND seat1_id = ?))",
            (guild_id, after_id, a, b, b, a),
        )
        return None if row is None else row[0]

    async def set_challenge_status(
        self, challenge_id: int, status: ChallengeStatus, match_id: int | None = None
    ) -> None:
        await self._run(
            "UPDATE challenges SET status = ?, match_id = coalesce(?, match_id) WHERE id = ?",
            (str(status), match_id, challenge_id),
        )

    async def set_challenge_message(
        self, challenge_id: int, channel_id: int, message_id: int
    ) -> None:
        await self._run(
            "UPDATE challenges SET message_channel_id = ?, message_id = ? WHERE id = ?",
            (channel_id, message_id, challenge_id),
        )

    # ---- matches ---------------------------------------------------------------------------

    async def insert_match(self, match: MatchRecord) -> int:
        m = match
        return await self._insert(
            "INSERT INTO matches (guild_id, channel_id, thread_id, challenge_id, game_id, "
            "options, timing, seat0_id, seat1_id, status, rules_version, seed, game_no, ply, "
            "state, result, offer, created_at, updated_at, finished_at, rated, computer, "
            "answered) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                m.guild_id,
                m.channel_id,
                m.thread_id,
                m.challenge_id,
                m.game_id,
                dumps(m.options),
                dumps(m.timing.to_json()),
                m.players[0],
                m.players[1],
                str(m.status),
                m.rules_version,
                m.seed,
                m.game_no,
                m.ply,
                dumps(m.state),
                None if m.result is None else dumps(m.result.to_json()),
                None if m.offer is None else dumps(m.offer.to_json()),
                to_ts(m.created_at),
                to_ts(m.updated_at),
                None if m.finished_at is None else to_ts(m.finished_at),
                int(m.rated),
                None if m.computer is None else dumps(m.computer.to_json()),
                int(m.answered),
            ),
        )

    async def load_match(self, match_id: int) -> MatchRecord | None:
        row = await self._one(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE id = ?{self._for_update}", (match_id,)
        )
        return None if row is None else _match(row)

    async def match_in_thread(self, thread_id: int) -> MatchRecord | None:
        row = await self._one(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE thread_id = ? ORDER BY id DESC LIMIT 1",
            (thread_id,),
        )
        return None if row is None else _match(row)

    async def save_match(self, match: MatchRecord) -> None:
        m = match
        await self._run(
            "UPDATE matches SET thread_id = ?, status = ?, rules_version = ?, game_no = ?, "
            "ply = ?, state = ?, result = ?, offer = ?, updated_at = ?, finished_at = ? "
            "WHERE id = ?",
            (
                m.thread_id,
                str(m.status),
                m.rules_version,
                m.game_no,
                m.ply,
                dumps(m.state),
                None if m.result is None else dumps(m.result.to_json()),
                None if m.offer is None else dumps(m.offer.to_json()),
                to_ts(m.updated_at),
                None if m.finished_at is None else to_ts(m.finished_at),
                m.id,
            ),
        )

    async def matches_of(self, user_id: UserId, *, active_only: bool) -> list[MatchRecord]:
        status = "AND status = 'active'" if active_only else ""
        rows = await self._all(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE seat0_id = ? {status} UNION "
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE seat1_id = ? {status} ORDER BY id",
            (user_id, user_id),
        )
        return [_match(row) for row in rows]

    async def channels_in_use(self, guild_id: int) -> list[int]:
        rows = await self._all(
            "SELECT channel_id, max(at) AS last FROM ("
            "SELECT channel_id, created_at AS at FROM challenges WHERE guild_id = ? UNION ALL "
            "SELECT channel_id, created_at AS at FROM matches WHERE guild_id = ? UNION ALL "
            "SELECT channel_id, created_at AS at FROM tournaments WHERE guild_id = ?"
            ") AS used GROUP BY channel_id ORDER BY last DESC",
            (guild_id, guild_id, guild_id),
        )
        return [int(row[0]) for row in rows]

    async def match_ids(self) -> list[int]:
        """Every match's id, in order (for ``python -m bot.storage copy``'s replay check)."""
        return [int(r[0]) for r in await self._all("SELECT id FROM matches ORDER BY id")]

    async def count_matches(self, *, active_only: bool) -> int:
        where = "WHERE status = 'active'" if active_only else ""
        row = await self._one(f"SELECT count(*) FROM matches {where}")
        return 0 if row is None else int(row[0])

    async def bot_state(self, key: str) -> str | None:
        row = await self._one("SELECT value FROM bot_state WHERE key = ?", (key,))
        return None if row is None else str(row[0])

    async def set_bot_state(self, key: str, value: str, now: datetime) -> None:
        await self._run(
            "INSERT INTO bot_state (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) "
            "DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            (key, value, to_ts(now)),
        )

    async def note_dms_closed(self, match_id: int, user_id: UserId, now: datetime) -> None:
        await self._run(
            "INSERT INTO closed_dms (match_id, user_id, noted_at) VALUES (?, ?, ?) "
            "ON CONFLICT (match_id, user_id) DO NOTHING",
            (match_id, user_id, to_ts(now)),
        )

    async def dms_closed(self, match_id: int, user_id: UserId) -> bool:
        row = await self._one(
            "SELECT 1 FROM closed_dms WHERE match_id = ? AND user_id = ?", (match_id, user_id)
        )
        return row is not None

    async def swap_button_message(
        self, match_id: int, owner_id: int, where: tuple[int, int] | None
    ) -> tuple[int, int] | None:
        row = await self._one(
            "SELECT channel_id, message_id FROM button_messages "
            "WHERE match_id = ? AND owner_id = ?",
            (match_id, owner_id),
        )
        if where is None:
            await self._run(
                "DELETE FROM button_messages WHERE match_id = ? AND owner_id = ?",
                (match_id, owner_id),
            )
        else:
            await self._run(
                "INSERT INTO button_messages (match_id, owner_id, channel_id, message_id) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (match_id, owner_id) DO UPDATE SET "
                "channel_id = excluded.channel_id, message_id = excluded.message_id",
                (match_id, owner_id, *where),
            )
        return None if row is None else (int(row[0]), int(row[1]))

    async def button_messages(self, match_id: int) -> dict[int, tuple[int, int]]:
        rows = await self._all(
            "SELECT owner_id, channel_id, message_id FROM button_messages WHERE match_id = ?",
            (match_id,),
        )
        return {int(r[0]): (int(r[1]), int(r[2])) for r in rows}

    # ---- the move log ----------------------------------------------------------------------

    async def append_moves(self, moves: Sequence[MoveRecord]) -> None:
        await self._many(
            "INSERT INTO moves "
            "(match_id, ply, game_no, seat, move, random_fill, played_at, salt, seed) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    m.match_id,
                    m.ply,
                    m.game_no,
                    m.seat,
                    m.move,
                    int(m.random_fill),
                    to_ts(m.played_at),
                    m.salt,
                    m.seed,
                )
                for m in moves
            ],
        )

    async def load_moves(self, match_id: int) -> list[MoveRecord]:
        rows = await self._all(
            "SELECT match_id, ply, game_no, seat, move, random_fill, played_at, salt, seed "
            "FROM moves WHERE match_id = ? ORDER BY ply",
            (match_id,),
        )
        return [
            MoveRecord(r[0], r[1], r[2], r[3], r[4], bool(r[5]), from_ts(r[6]), r[7], r[8])
            for r in rows
        ]

    # ---- Thwart Omega submissions ----------------------------------------------------------

    async def put_submission(self, submission: Submission) -> None:
        s = submission
        await self._run(
            "INSERT INTO submissions "
            "(match_id, game_no, round, seat, move, locked, submitted_at, salt) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (match_id, game_no, round, seat) "
            "DO UPDATE SET move = excluded.move, locked = excluded.locked, "
            "submitted_at = excluded.submitted_at, salt = excluded.salt",
            (
                s.match_id,
                s.game_no,
                s.round,
                s.seat,
                s.move,
                int(s.locked),
                to_ts(s.submitted_at),
                s.salt,
            ),
        )

    async def load_submissions(
        self, match_id: int, game_no: int, round_no: int
    ) -> dict[int, Submission]:
        rows = await self._all(
            "SELECT seat, move, locked, submitted_at, salt FROM submissions "
            "WHERE match_id = ? AND game_no = ? AND round = ?",
            (match_id, game_no, round_no),
        )
        return {
            r[0]: Submission(
                match_id, game_no, round_no, r[0], r[1], bool(r[2]), from_ts(r[3]), r[4]
            )
            for r in rows
        }


class SqliteUnitOfWork(Statements):
    """The statements on one aiosqlite connection (``SqliteStore`` owns the transaction), each
    run by ``sqlite_calls``: its cursor is closed before the answer comes back."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return list((await run(self._conn, sql, params)).rows)

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Any] | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        await run(self._conn, sql, params)

    async def _insert(self, sql: str, params: Sequence[Any]) -> int:
        row_id = (await run(self._conn, sql, params)).row_id
        assert row_id is not None
        return row_id

    async def _many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await run_many(self._conn, sql, rows)

    async def _changed(self, sql: str, params: Sequence[Any] = ()) -> int:
        return (await run(self._conn, sql, params)).changed
