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
from collections.abc import Hashable, Iterable, Sequence
from datetime import datetime, timedelta
from typing import Any

import aiosqlite

from bot.engine.model import (
    Audience,
    ChallengeRecord,
    ChallengeStatus,
    Computer,
    GuildSettings,
    MatchRecord,
    MatchStatus,
    MoveRecord,
    Notification,
    Offer,
    OutboxItem,
    Result,
    SeatChoice,
    Submission,
    Timer,
    TimerKind,
    Timing,
    UserId,
)
from bot.storage.privacy_unit import PrivacyStatements
from bot.storage.rating_unit import RatingStatements
from bot.storage.times import from_ts, to_ts
from bot.storage.tournament_unit import TournamentStatements


def dumps(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


_CHALLENGE_COLUMNS = (
    "id, guild_id, channel_id, challenger_id, opponent_id, game_id, options, timing, "
    "seat_choice, status, created_at, expires_at, match_id, message_channel_id, message_id, rated, rematch_of"
)
_MATCH_COLUMNS = (
    "id, guild_id, channel_id, thread_id, challenge_id, game_id, options, timing, seat0_id, "
    "seat1_id, status, rules_version, seed, game_no, ply, state, result, offer, created_at, "
    "updated_at, finished_at, rated, computer"
)
_OUTBOX_COLUMNS = (
    "id, kind, audience, target_id, match_id, payload, created_at, attempts, started_at, "
    "last_error, claim_token"
)


# The delivery lanes of ``bot.engine.outbox.dispatcher.lanes_of`` in SQL, for claiming rows across
# processes: a row's own lane, and the lane whose earlier rows it waits for (NULL: none). While
# another process holds a row, the lanes it is in or waits for are left to that process, so each
# lane is delivered in order by one process at a time.
_LANE = (
    "(CASE WHEN {t}.match_id IS NOT NULL AND {t}.audience = 'public' THEN 'match:' || "
    "{t}.match_id WHEN {t}.match_id IS NOT NULL THEN 'user:' || {t}.target_id "
    "ELSE {t}.audience || ':' || {t}.target_id END)"
)
_WAITS = (
    "(CASE WHEN {t}.match_id IS NOT NULL AND {t}.audience <> 'public' THEN 'match:' || "
    "{t}.match_id END)"
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
    )


def _outbox(row: Sequence[Any]) -> OutboxItem:
    return OutboxItem(
        id=row[0],
        notification=Notification(
            kind=row[1],
            audience=Audience(row[2]),
            target_id=row[3],
            match_id=row[4],
            payload=json.loads(row[5]),
        ),
        created_at=from_ts(row[6]),
        attempts=row[7],
        uncertain=row[8] is not None,
        last_error=row[9],
        claim=row[10],
    )


def _timer(row: Sequence[Any]) -> Timer:
    return Timer(kind=TimerKind(row[0]), target_id=row[1], ref=row[2], due_at=from_ts(row[3]))


def _kinds(kinds: Iterable[TimerKind]) -> tuple[str, list[str]]:
    """Placeholders for an ``IN (...)`` list, and the values that go with them as parameters."""
    values = [str(k) for k in kinds]
    return ", ".join("?" * len(values)), values


class Statements(TournamentStatements, RatingStatements, PrivacyStatements):
    """Every statement of one transaction (see ``bot.engine.ports.UnitOfWork``); the tournament,
    rating and privacy statements come from ``tournament_unit.py``, ``rating_unit.py`` and
    ``privacy_unit.py``. A subclass provides the primitives for its driver."""

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
            "message_channel_id, message_id, rated, rematch_of) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
            "state, result, offer, created_at, updated_at, finished_at, rated, computer) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
            "INSERT INTO moves (match_id, ply, game_no, seat, move, random_fill, played_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    m.match_id,
                    m.ply,
                    m.game_no,
                    m.seat,
                    m.move,
                    int(m.random_fill),
                    to_ts(m.played_at),
                )
                for m in moves
            ],
        )

    async def load_moves(self, match_id: int) -> list[MoveRecord]:
        rows = await self._all(
            "SELECT match_id, ply, game_no, seat, move, random_fill, played_at FROM moves "
            "WHERE match_id = ? ORDER BY ply",
            (match_id,),
        )
        return [MoveRecord(r[0], r[1], r[2], r[3], r[4], bool(r[5]), from_ts(r[6])) for r in rows]

    # ---- Thwart Omega submissions ----------------------------------------------------------

    async def put_submission(self, submission: Submission) -> None:
        s = submission
        await self._run(
            "INSERT INTO submissions "
            "(match_id, game_no, round, seat, move, locked, submitted_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (match_id, game_no, round, seat) "
            "DO UPDATE SET move = excluded.move, locked = excluded.locked, "
            "submitted_at = excluded.submitted_at",
            (s.match_id, s.game_no, s.round, s.seat, s.move, int(s.locked), to_ts(s.submitted_at)),
        )

    async def load_submissions(
        self, match_id: int, game_no: int, round_no: int
    ) -> dict[int, Submission]:
        rows = await self._all(
            "SELECT seat, move, locked, submitted_at FROM submissions "
            "WHERE match_id = ? AND game_no = ? AND round = ?",
            (match_id, game_no, round_no),
        )
        return {
            r[0]: Submission(match_id, game_no, round_no, r[0], r[1], bool(r[2]), from_ts(r[3]))
            for r in rows
        }

    # ---- timers ----------------------------------------------------------------------------

    async def set_timer(self, timer: Timer) -> None:
        await self._run(
            "INSERT INTO timers (kind, target_id, ref, due_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (kind, target_id) DO UPDATE SET ref = excluded.ref, "
            "due_at = excluded.due_at, claimed_by = NULL, claim_until = NULL",
            (str(timer.kind), timer.target_id, timer.ref, to_ts(timer.due_at)),
        )

    async def clear_timers(self, target_id: int, kinds: Iterable[TimerKind]) -> None:
        marks, values = _kinds(kinds)
        await self._run(
            f"DELETE FROM timers WHERE target_id = ? AND kind IN ({marks})",
            (target_id, *values),
        )

    async def timers_of(self, target_id: int, kinds: Iterable[TimerKind]) -> list[Timer]:
        marks, values = _kinds(kinds)
        rows = await self._all(
            f"SELECT kind, target_id, ref, due_at FROM timers "
            f"WHERE target_id = ? AND kind IN ({marks}) ORDER BY due_at",
            (target_id, *values),
        )
        return [_timer(r) for r in rows]

    async def take_timer(self, kind: TimerKind, target_id: int, now: datetime) -> Timer | None:
        row = await self._one(
            "DELETE FROM timers WHERE kind = ? AND target_id = ? AND due_at <= ? "
            "RETURNING kind, target_id, ref, due_at",
            (str(kind), target_id, to_ts(now)),
        )
        return None if row is None else _timer(row)

    async def due_timers(self, now: datetime, limit: int) -> list[Timer]:
        rows = await self._all(
            "SELECT kind, target_id, ref, due_at FROM timers WHERE due_at <= ? "
            "ORDER BY due_at, kind, target_id LIMIT ?",
            (to_ts(now), limit),
        )
        return [_timer(r) for r in rows]

    async def overdue_timers(self, now: datetime, kinds: Iterable[TimerKind]) -> list[Timer]:
        marks, values = _kinds(kinds)
        rows = await self._all(
            f"SELECT kind, target_id, ref, due_at FROM timers "
            f"WHERE due_at < ? AND kind IN ({marks}) ORDER BY due_at",
            (to_ts(now), *values),
        )
        return [_timer(r) for r in rows]

    async def postpone_timer(self, timer: Timer, until: datetime) -> bool:
        changed = await self._changed(
            "UPDATE timers SET due_at = ?, claimed_by = NULL, claim_until = NULL "
            "WHERE kind = ? AND target_id = ? AND ref = ? AND claimed_by = ?",
            (to_ts(until), str(timer.kind), timer.target_id, timer.ref, self._owner),
        )
        return changed == 1

    async def count_timers(self, kind: TimerKind) -> int:
        row = await self._one("SELECT count(*) FROM timers WHERE kind = ?", (str(kind),))
        return 0 if row is None else int(row[0])

    async def next_timer_at(self) -> datetime | None:
        # A timer another process claimed is this one's business only when the claim runs out.
        row = await self._one(
            "SELECT min(CASE WHEN claimed_by IS NOT NULL AND claimed_by <> ? AND "
            "claim_until > due_at THEN claim_until ELSE due_at END) FROM timers",
            (self._owner,),
        )
        return None if row is None or row[0] is None else from_ts(row[0])

    async def claim_timers(self, now: datetime, limit: int, lease: timedelta) -> list[Timer]:
        stamp = to_ts(now)
        rows = await self._all(
            "UPDATE timers SET claimed_by = ?, claim_until = ? WHERE (kind, target_id) IN ("
            "SELECT kind, target_id FROM timers WHERE due_at <= ? AND (claimed_by IS NULL OR "
            "claimed_by = ? OR claim_until < ?) ORDER BY due_at, kind, target_id LIMIT ?"
            f"{self._skip_locked}) RETURNING kind, target_id, ref, due_at",
            (self._owner, to_ts(now + lease), stamp, self._owner, stamp, limit),
        )
        return sorted((_timer(r) for r in rows), key=lambda t: (t.due_at, t.kind, t.target_id))

    # ---- the outbox ------------------------------------------------------------------------

    async def put_outbox(self, notifications: Sequence[Notification], now: datetime) -> None:
        stamp = to_ts(now)
        await self._many(
            "INSERT INTO outbox (kind, audience, target_id, match_id, payload, created_at, "
            "next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (n.kind, str(n.audience), n.target_id, n.match_id, dumps(n.payload), stamp, stamp)
                for n in notifications
            ],
        )

    async def pending_outbox(
        self, now: datetime, limit: int, *, after: int = 0
    ) -> list[OutboxItem]:
        rows = await self._all(
            f"SELECT {_OUTBOX_COLUMNS} FROM outbox WHERE delivered_at IS NULL AND "
            "failed_at IS NULL AND next_attempt_at <= ? AND id > ? ORDER BY id LIMIT ?",
            (to_ts(now), after, limit),
        )
        return [_outbox(r) for r in rows]

    async def next_outbox_at(self) -> datetime | None:
        # A row another process claimed is this one's business only when the claim runs out.
        row = await self._one(
            "SELECT min(CASE WHEN claimed_by IS NOT NULL AND claimed_by <> ? AND "
            "claim_until > next_attempt_at THEN claim_until ELSE next_attempt_at END) "
            "FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL",
            (self._owner,),
        )
        return None if row is None or row[0] is None else from_ts(row[0])

    async def claim_outbox(
        self, now: datetime, limit: int, lease: timedelta, *, after: int = 0
    ) -> list[OutboxItem]:
        stamp, until = to_ts(now), to_ts(now + lease)
        # One claim at a time across processes: a lane is then held by one process only.
        await self._serialise("outbox-claims")
        await self._run(  # the rows this process still holds stay its own
            "UPDATE outbox SET claim_until = ? WHERE claimed_by = ? AND claim_until >= ? "
            "AND delivered_at IS NULL AND failed_at IS NULL",
            (until, self._owner, stamp),
        )
        rows = await self._all(
            "UPDATE outbox SET claimed_by = ?, claim_until = ?, claim_token = claim_token + 1 "
            "WHERE id IN (SELECT o.id FROM "
            "outbox AS o WHERE o.delivered_at IS NULL AND o.failed_at IS NULL AND "
            "o.next_attempt_at <= ? AND o.id > ? AND (o.claimed_by IS NULL OR o.claimed_by = ? "
            "OR o.claim_until < ?) AND NOT EXISTS (SELECT 1 FROM outbox AS h WHERE "
            "h.delivered_at IS NULL AND h.failed_at IS NULL AND h.claimed_by IS NOT NULL AND "
            f"h.claimed_by <> ? AND h.claim_until >= ? AND ({_LANE.format(t='h')} IN "
            f"({_LANE.format(t='o')}, {_WAITS.format(t='o')}) OR {_WAITS.format(t='h')} IN "
            f"({_LANE.format(t='o')}, {_WAITS.format(t='o')}))) ORDER BY o.id LIMIT ?"
            f"{self._skip_locked}) RETURNING {_OUTBOX_COLUMNS}",
            (self._owner, until, stamp, after, self._owner, stamp, self._owner, stamp, limit),
        )
        return sorted((_outbox(r) for r in rows), key=lambda item: item.id)

    def _claimed(self, claim: int | None) -> tuple[str, tuple[Any, ...]]:
        """The condition that the row is still held under ``claim`` (``None``: no condition)."""
        if claim is None:
            return "", ()
        return " AND claimed_by = ? AND claim_token = ?", (self._owner, claim)

    async def fence_outbox(self, item: OutboxItem, now: datetime, lease: timedelta) -> bool:
        return (
            await self._changed(
                "UPDATE outbox SET claim_until = ? WHERE id = ? AND claimed_by = ? AND "
                "claim_token = ? AND delivered_at IS NULL AND failed_at IS NULL",
                (to_ts(now + lease), item.id, self._owner, item.claim),
            )
            == 1
        )

    async def mark_delivered(self, item_id: int, now: datetime, claim: int | None = None) -> bool:
        held, values = self._claimed(claim)
        return (
            await self._changed(
                "UPDATE outbox SET delivered_at = ?, attempts = attempts + 1 WHERE id = ? "
                f"AND delivered_at IS NULL{held}",
                (to_ts(now), item_id, *values),
            )
            == 1
        )

    async def mark_failed(
        self,
        item_id: int,
        error: str,
        retry_at: datetime | None,
        now: datetime,
        claim: int | None = None,
    ) -> bool:
        held, values = self._claimed(claim)
        return (
            await self._changed(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ?, "
                "next_attempt_at = coalesce(?, next_attempt_at), failed_at = ?, "
                f"claimed_by = NULL, claim_until = NULL WHERE id = ?{held}",
                (
                    error[:500],
                    None if retry_at is None else to_ts(retry_at),
                    to_ts(now) if retry_at is None else None,
                    item_id,
                    *values,
                ),
            )
            == 1
        )

    async def mark_started(self, item_ids: Sequence[int], now: datetime) -> None:
        await self._many(
            "UPDATE outbox SET started_at = ? WHERE id = ?", [(to_ts(now), i) for i in item_ids]
        )

    async def prune_outbox(self, delivered_before: datetime) -> int:
        return await self._changed(
            "DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?",
            (to_ts(delivered_before),),
        )

    async def given_up_outbox(self, limit: int) -> tuple[int, list[OutboxItem]]:
        row = await self._one("SELECT count(*) FROM outbox WHERE failed_at IS NOT NULL")
        rows = await self._all(
            f"SELECT {_OUTBOX_COLUMNS} FROM outbox WHERE failed_at IS NOT NULL ORDER BY id LIMIT ?",
            (limit,),
        )
        return (0 if row is None else int(row[0])), [_outbox(r) for r in rows]

    async def requeue_outbox(self, item_ids: Sequence[int] | None, now: datetime) -> int:
        where = "failed_at IS NOT NULL AND delivered_at IS NULL"
        params: list[Any] = [to_ts(now)]
        if item_ids is not None:
            where += f" AND id IN ({', '.join('?' * len(item_ids))})"
            params += list(item_ids)
        return await self._changed(
            f"UPDATE outbox SET failed_at = NULL, attempts = 0, next_attempt_at = ? WHERE {where}",
            params,
        )

    async def outbox_items(self, *, match_id: int | None = None) -> list[OutboxItem]:
        if match_id is None:
            rows = await self._all(f"SELECT {_OUTBOX_COLUMNS} FROM outbox ORDER BY id")
        else:
            rows = await self._all(
                f"SELECT {_OUTBOX_COLUMNS} FROM outbox WHERE match_id = ? ORDER BY id", (match_id,)
            )
        return [_outbox(r) for r in rows]


class SqliteUnitOfWork(Statements):
    """The statements on one aiosqlite connection (``SqliteStore`` owns the transaction)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return list(await self._conn.execute_fetchall(sql, params))

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Any] | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self._conn.execute(sql, params)

    async def _insert(self, sql: str, params: Sequence[Any]) -> int:
        cursor = await self._conn.execute(sql, params)
        row_id = cursor.lastrowid
        assert row_id is not None
        return row_id

    async def _many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self._conn.executemany(sql, rows)

    async def _changed(self, sql: str, params: Sequence[Any] = ()) -> int:
        cursor = await self._conn.execute(sql, params)
        return cursor.rowcount
