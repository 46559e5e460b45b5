"""The tournament statements: the ``TournamentUnit`` port of ``bot.engine.tournaments.ports``
on the tables of migration ``0002_tournaments.sql``.

``unit.Statements`` inherits them (SQLite and PostgreSQL); they only run statements on its
connection, inside the transaction the store holds. JSON columns hold the records' own ``to_json`` forms.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from bot.engine.model import UserId
from bot.engine.tournaments.core import tournament as core
from bot.engine.tournaments.core.game_choice import AgreeOrBan
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.series import Series
from bot.engine.tournaments.records import (
    AuditEntry,
    EntryRecord,
    LivePairing,
    LiveStatus,
    Phase,
    ServerTournaments,
    TournamentConfig,
    TournamentListing,
    TournamentMatch,
    TournamentRecord,
)

_TOURNAMENT_COLUMNS = (
    "id, guild_id, channel_id, name, organiser_id, phase, config, seed, core, starts_at, "
    "checkin_at, paused_at, announced_round, message_id, created_at, updated_at"
)
_LIVE_COLUMNS = (
    "tournament_id, key, round, seed_a, seed_b, user_a, user_b, status, series, choice, step, "
    "game, match_id, deadline, choice_deadline, showed, opened_at, round_ends, overtime_ends"
)
# A pairing opened again replaces its row (every column but the key).
_LIVE_UPDATES = ", ".join(
    f"{name} = excluded.{name}"
    for name in (c.strip() for c in _LIVE_COLUMNS.split(","))
    if name not in ("tournament_id", "key")
)


def _ts(moment: datetime | None) -> float | None:
    return None if moment is None else moment.timestamp()


def _dt(value: float | None) -> datetime | None:
    return None if value is None else datetime.fromtimestamp(value, UTC)


def _dumps(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _listed_format(config: str) -> Format:
    return TournamentConfig.from_json(json.loads(config)).settings.format


@functools.lru_cache(maxsize=16)
def _core(text: str) -> core.Tournament:
    """A tournament's core from its column, parsed once per text: a finished 128-player
    double elimination's (39 kB) takes 1.4 ms of CPU to parse on the event loop, and a night
    reads it at every step. The value is immutable (frozen dataclasses, tuples, a read-only
    mapping), so every reader of the same text can share it."""
    return core.from_json(json.loads(text))


def _tournament(row: Sequence[Any]) -> TournamentRecord:
    created, updated = _dt(row[14]), _dt(row[15])
    assert created is not None and updated is not None
    return TournamentRecord(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        name=row[3],
        organiser_id=row[4],
        phase=Phase(row[5]),
        config=TournamentConfig.from_json(json.loads(row[6])),
        seed=row[7],
        core=None if row[8] is None else _core(row[8]),
        starts_at=_dt(row[9]),
        checkin_at=_dt(row[10]),
        paused_at=_dt(row[11]),
        announced_round=row[12],
        message_id=row[13],
        created_at=created,
        updated_at=updated,
    )


def _tournament_params(t: TournamentRecord) -> tuple[Any, ...]:
    return (
        t.guild_id,
        t.channel_id,
        t.name,
        t.organiser_id,
        str(t.phase),
        _dumps(t.config.to_json()),
        t.seed,
        None if t.core is None else _dumps(core.to_json(t.core)),
        _ts(t.starts_at),
        _ts(t.checkin_at),
        _ts(t.paused_at),
        t.announced_round,
        t.message_id,
        _ts(t.created_at),
        _ts(t.updated_at),
    )


def _live(row: Sequence[Any]) -> LivePairing:
    opened = _dt(row[16])
    assert opened is not None
    return LivePairing(
        tournament_id=row[0],
        key=row[1],
        round=row[2],
        a=row[3],
        b=row[4],
        users=(row[5], row[6]),
        status=LiveStatus(row[7]),
        series=Series.from_json(json.loads(row[8])),
        choice=None if row[9] is None else AgreeOrBan.from_json(json.loads(row[9])),
        step=row[10],
        game=row[11],
        match_id=row[12],
        deadline=_dt(row[13]),
        choice_deadline=_dt(row[14]),
        showed=frozenset(0 if s == 0 else 1 for s in json.loads(row[15])),
        opened_at=opened,
        round_ends=_dt(row[17]),
        overtime_ends=_dt(row[18]),
    )


class TournamentStatements:
    """Mixed into ``unit.Statements``, whose driver class provides the four helpers below."""

    _for_update = ""

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        raise NotImplementedError

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Any] | None:
        raise NotImplementedError

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        raise NotImplementedError

    async def _insert(self, sql: str, params: Sequence[Any]) -> int:
        raise NotImplementedError

    # ---- tournaments -----------------------------------------------------------------------

    async def insert_tournament(self, record: TournamentRecord) -> int:
        return await self._insert(
            "INSERT INTO tournaments (guild_id, channel_id, name, organiser_id, phase, config, "
            "seed, core, starts_at, checkin_at, paused_at, announced_round, message_id, "
            "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            _tournament_params(record),
        )

    async def load_tournament(self, tournament_id: int) -> TournamentRecord | None:
        row = await self._one(
            f"SELECT {_TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ?{self._for_update}",
            (tournament_id,),
        )
        return None if row is None else _tournament(row)

    async def save_tournament(self, record: TournamentRecord) -> None:
        await self._run(
            "UPDATE tournaments SET guild_id = ?, channel_id = ?, name = ?, organiser_id = ?, "
            "phase = ?, config = ?, seed = ?, core = ?, starts_at = ?, checkin_at = ?, "
            "paused_at = ?, announced_round = ?, message_id = ?, created_at = ?, updated_at = ? "
            "WHERE id = ?",
            (*_tournament_params(record), record.id),
        )

    async def tournaments_in(
        self,
        guild_id: int,
        *,
        channel_id: int | None = None,
        open_only: bool = False,
        limit: int | None = None,
    ) -> list[TournamentRecord]:
        sql = f"SELECT {_TOURNAMENT_COLUMNS} FROM tournaments WHERE guild_id = ?"
        params: list[Any] = [guild_id]
        if channel_id is not None:
            sql += " AND channel_id = ?"
            params.append(channel_id)
        if open_only:
            sql += " AND phase NOT IN ('finished', 'cancelled')"
        sql += " ORDER BY id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        return [_tournament(r) for r in await self._all(sql, params)]

    async def listed_in(self, guild_id: int) -> list[TournamentListing]:
        rows = await self._all(
            "SELECT id, name, phase, config FROM tournaments WHERE guild_id = ? ORDER BY id DESC",
            (guild_id,),
        )
        return [TournamentListing(r[0], r[1], Phase(r[2]), _listed_format(r[3])) for r in rows]

    async def last_finished(
        self, guild_id: int, *, excluding: int, limit: int
    ) -> list[TournamentRecord]:
        rows = await self._all(
            f"SELECT {_TOURNAMENT_COLUMNS} FROM tournaments WHERE guild_id = ? AND id <> ? "
            "AND phase = 'finished' AND core IS NOT NULL ORDER BY updated_at DESC, id DESC "
            "LIMIT ?",
            (guild_id, excluding, limit),
        )
        return [_tournament(r) for r in rows]

    async def signed_up_before_start(self, user_id: UserId) -> list[TournamentRecord]:
        rows = await self._all(
            f"SELECT {_TOURNAMENT_COLUMNS} FROM tournaments WHERE phase IN ('signup', 'checkin') "
            "AND id IN (SELECT tournament_id FROM tournament_entries WHERE user_id = ?) "
            "ORDER BY id",
            (user_id,),
        )
        return [_tournament(r) for r in rows]

    # ---- sign-ups --------------------------------------------------------------------------

    async def put_entry(self, entry: EntryRecord) -> None:
        await self._run(
            "INSERT INTO tournament_entries (tournament_id, user_id, name, joined_at, seq, "
            "checked_in) VALUES (?, ?, ?, ?, (SELECT coalesce(max(seq), 0) + 1 FROM "
            "tournament_entries WHERE tournament_id = ?), ?) ON CONFLICT (tournament_id, "
            "user_id) DO UPDATE SET name = excluded.name, checked_in = excluded.checked_in",
            (
                entry.tournament_id,
                entry.user_id,
                entry.name,
                _ts(entry.joined_at),
                entry.tournament_id,
                int(entry.checked_in),
            ),
        )

    async def delete_entry(self, tournament_id: int, user_id: UserId) -> None:
        await self._run(
            "DELETE FROM tournament_entries WHERE tournament_id = ? AND user_id = ?",
            (tournament_id, user_id),
        )

    async def entries(self, tournament_id: int) -> list[EntryRecord]:
        rows = await self._all(
            "SELECT tournament_id, user_id, name, joined_at, checked_in FROM tournament_entries "
            "WHERE tournament_id = ? ORDER BY seq",
            (tournament_id,),
        )
        out = []
        for r in rows:
            joined = _dt(r[3])
            assert joined is not None
            out.append(EntryRecord(r[0], r[1], r[2], joined, bool(r[4])))
        return out

    # ---- pairings being played -------------------------------------------------------------

    async def put_live(self, live: LivePairing) -> None:
        await self._run(
            f"INSERT INTO tournament_pairings ({_LIVE_COLUMNS}) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            f"ON CONFLICT (tournament_id, key) DO UPDATE SET {_LIVE_UPDATES}",
            (
                live.tournament_id,
                live.key,
                live.round,
                live.a,
                live.b,
                live.users[0],
                live.users[1],
                str(live.status),
                _dumps(live.series.to_json()),
                None if live.choice is None else _dumps(live.choice.to_json()),
                live.step,
                live.game,
                live.match_id,
                _ts(live.deadline),
                _ts(live.choice_deadline),
                _dumps(sorted(live.showed)),
                _ts(live.opened_at),
                _ts(live.round_ends),
                _ts(live.overtime_ends),
            ),
        )

    async def load_live(self, tournament_id: int, key: str) -> LivePairing | None:
        row = await self._one(
            f"SELECT {_LIVE_COLUMNS} FROM tournament_pairings WHERE tournament_id = ? AND key = ?",
            (tournament_id, key),
        )
        return None if row is None else _live(row)

    async def lives(self, tournament_id: int, *, live_only: bool = True) -> list[LivePairing]:
        status = "AND status = 'live'" if live_only else ""
        rows = await self._all(
            f"SELECT {_LIVE_COLUMNS} FROM tournament_pairings WHERE tournament_id = ? {status} "
            "ORDER BY opened_at, key",
            (tournament_id,),
        )
        return [_live(r) for r in rows]

    # ---- matches ---------------------------------------------------------------------------

    async def put_tournament_match(self, record: TournamentMatch) -> None:
        await self._run(
            "INSERT INTO tournament_matches (match_id, tournament_id, key, game_no, seat0_side) "
            "VALUES (?, ?, ?, ?, ?)",
            (record.match_id, record.tournament_id, record.key, record.game_no, record.seat0),
        )

    async def tournament_match(self, match_id: int) -> TournamentMatch | None:
        row = await self._one(
            "SELECT match_id, tournament_id, key, game_no, seat0_side FROM tournament_matches "
            "WHERE match_id = ?",
            (match_id,),
        )
        return None if row is None else _tournament_match(row)

    async def tournament_matches(self, tournament_id: int) -> list[TournamentMatch]:
        rows = await self._all(
            "SELECT match_id, tournament_id, key, game_no, seat0_side FROM tournament_matches "
            "WHERE tournament_id = ? ORDER BY match_id",
            (tournament_id,),
        )
        return [_tournament_match(r) for r in rows]

    # ---- audit log and organiser role ------------------------------------------------------

    async def add_audit(self, entry: AuditEntry) -> int:
        return await self._insert(
            "INSERT INTO tournament_audit (tournament_id, at, actor_id, action, details) "
            "VALUES (?, ?, ?, ?, ?)",
            (entry.tournament_id, _ts(entry.at), entry.actor_id, entry.action, entry.details),
        )

    async def audit_log(self, tournament_id: int) -> list[AuditEntry]:
        rows = await self._all(
            "SELECT id, tournament_id, at, actor_id, action, details FROM tournament_audit "
            "WHERE tournament_id = ? ORDER BY id",
            (tournament_id,),
        )
        out = []
        for r in rows:
            at = _dt(r[2])
            assert at is not None
            out.append(AuditEntry(r[0], r[1], at, r[3], r[4], r[5]))
        return out

    async def organiser_role(self, guild_id: int) -> int | None:
        row = await self._one(
            "SELECT organiser_role_id FROM tournament_guilds WHERE guild_id = ?", (guild_id,)
        )
        return None if row is None else row[0]

    async def set_organiser_role(self, guild_id: int, role_id: int | None, now: datetime) -> None:
        await self._run(
            "INSERT INTO tournament_guilds (guild_id, organiser_role_id, updated_at) "
            "VALUES (?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET "
            "organiser_role_id = excluded.organiser_role_id, updated_at = excluded.updated_at",
            (guild_id, role_id, _ts(now)),
        )

    async def server_tournaments(self, guild_id: int) -> ServerTournaments:
        row = await self._one(
            "SELECT organiser_role_id, participant_role_id, champion_role_id, time_zone "
            "FROM tournament_guilds WHERE guild_id = ?",
            (guild_id,),
        )
        if row is None:
            return ServerTournaments()
        return ServerTournaments(row[0], row[1], row[2], row[3] or "UTC")

    async def save_server_tournaments(
        self, guild_id: int, settings: ServerTournaments, now: datetime
    ) -> None:
        await self._run(
            "INSERT INTO tournament_guilds (guild_id, organiser_role_id, participant_role_id, "
            "champion_role_id, time_zone, updated_at) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET "
            "organiser_role_id = excluded.organiser_role_id, "
            "participant_role_id = excluded.participant_role_id, "
            "champion_role_id = excluded.champion_role_id, "
            "time_zone = excluded.time_zone, updated_at = excluded.updated_at",
            (
                guild_id,
                settings.organiser_role_id,
                settings.participant_role_id,
                settings.champion_role_id,
                settings.time_zone,
                _ts(now),
            ),
        )

    async def scheduled_event(self, tournament_id: int) -> int | None:
        row = await self._one(
            "SELECT event_id FROM tournament_events WHERE tournament_id = ?", (tournament_id,)
        )
        return None if row is None else int(row[0])

    async def set_scheduled_event(self, tournament_id: int, event_id: int) -> None:
        await self._run(
            "INSERT INTO tournament_events (tournament_id, event_id) VALUES (?, ?) "
            "ON CONFLICT (tournament_id) DO UPDATE SET event_id = excluded.event_id",
            (tournament_id, event_id),
        )


def _tournament_match(row: Sequence[Any]) -> TournamentMatch:
    return TournamentMatch(row[0], row[1], row[2], row[3], 0 if row[4] == 0 else 1)
