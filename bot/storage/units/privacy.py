"""The privacy statements of the ``UnitOfWork`` port (``bot.engine.privacy.PrivacyUnit``;
migration ``0011_privacy.sql``): forgetting a player, erasing a server, retention.

``SqliteUnitOfWork`` inherits them. Both erasures first insert their ``erasures`` row (the
append-only triggers let the logs change only while one is open) and close it last, in the
caller's transaction. Forgetting ends with a search of every column that can hold a user id;
if the id is still found anywhere, it raises and the whole forget rolls back.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from bot.engine.model import TimerKind, UserId
from bot.engine.privacy import scrub
from bot.storage.times import to_ts

# Tables that never name a person: the move log and sealed moves name seats; the rest is
# bookkeeping. Skipping them keeps the final search of a forget off the largest tables.
_NAMES_NOBODY = frozenset(
    {"moves", "submissions", "schema_migrations", "erasures", "timers", "match_reviews"}
)

# JSON columns that may name a player, with the key columns of their rows.
_JSON_COLUMNS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("matches", ("id",), "state"),
    ("matches", ("id",), "result"),
    ("matches", ("id",), "offer"),
    ("challenges", ("id",), "options"),
    ("tournaments", ("id",), "core"),
    ("tournaments", ("id",), "config"),
    ("tournament_pairings", ("tournament_id", "key"), "series"),
    ("tournament_pairings", ("tournament_id", "key"), "choice"),
    ("tournament_pairings", ("tournament_id", "key"), "showed"),
    ("outbox", ("id",), "payload"),
    ("guild_settings", ("guild_id",), "settings"),
)

# (table, column) holding a user id, replaced by the tombstone.
_ID_COLUMNS: tuple[tuple[str, str], ...] = (
    ("challenges", "challenger_id"),
    ("challenges", "opponent_id"),
    ("matches", "seat0_id"),
    ("matches", "seat1_id"),
    ("rating_history", "user_id"),
    ("tournaments", "organiser_id"),
    ("tournament_pairings", "user_a"),
    ("tournament_pairings", "user_b"),
    ("tournament_audit", "actor_id"),
)

_GUILD_MATCHES = "SELECT id FROM matches WHERE guild_id = ?"
_GUILD_CHANNELS = (
    "SELECT channel_id FROM matches WHERE guild_id = ? UNION "
    "SELECT thread_id FROM matches WHERE guild_id = ? UNION "
    "SELECT channel_id FROM challenges WHERE guild_id = ? UNION "
    "SELECT channel_id FROM tournaments WHERE guild_id = ?"
)

_MATCH_TIMERS = tuple(
    str(k)
    for k in TimerKind
    if k not in (TimerKind.CHALLENGE_EXPIRY, TimerKind.TOURNAMENT, TimerKind.GUILD_ERASE)
)


class PrivacyStatements:
    """Forgetting, erasing, retention (mixed into ``SqliteUnitOfWork``)."""

    # Every (table, column, declared type) of the schema; PostgreSQL's unit reads
    # information_schema instead (``bot.storage.postgres_unit``).
    _COLUMNS_SQL = (
        "SELECT m.name, c.name, c.type FROM sqlite_master AS m "
        "JOIN pragma_table_info(m.name) AS c "
        "WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite%' ORDER BY m.name, c.cid"
    )

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        raise NotImplementedError

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        raise NotImplementedError

    async def _changed(self, sql: str, params: Sequence[Any] = ()) -> int:
        raise NotImplementedError

    # ---- forgetting a player ---------------------------------------------------------------

    async def next_tombstone(self) -> int:
        rows = await self._all(
            "SELECT coalesce(min(subject), 0) - 1 FROM erasures WHERE kind = 'player'"
        )
        return int(rows[0][0])

    async def running_tournaments_of(self, user_id: UserId) -> list[int]:
        rows = await self._all(
            "SELECT id FROM tournaments WHERE phase IN ('running', 'paused') "
            "AND core LIKE ? ORDER BY id",
            (f"%{user_id}%",),
        )
        return [int(r[0]) for r in rows]

    async def forget_player(
        self, user_id: UserId, tombstone: int, name: str, now: datetime
    ) -> bool:
        if not await self.where_user_is(user_id):
            return False
        at, uid, text, like = to_ts(now), user_id, str(user_id), f"%{user_id}%"
        await self._run(
            "INSERT INTO erasures (kind, subject, started_at) VALUES ('player', ?, ?)",
            (tombstone, at),
        )
        await self._run(
            "INSERT INTO players (user_id, display_name, created_at) VALUES (?, NULL, ?)",
            (tombstone, at),
        )
        # What was waiting for them ends: open challenges, sign-ups to what has not started.
        await self._run(
            "UPDATE challenges SET status = 'cancelled' WHERE status = 'open' "
            "AND (challenger_id = ? OR opponent_id = ?)",
            (uid, uid),
        )
        await self._run(
            "DELETE FROM tournament_entries WHERE user_id = ? AND tournament_id IN "
            "(SELECT id FROM tournaments WHERE phase IN ('signup', 'checkin'))",
            (uid,),
        )
        # What only they could see, or only concerned them, goes.
        await self._run("DELETE FROM outbox WHERE audience = 'private' AND target_id = ?", (uid,))
        await self._run(
            "DELETE FROM outbox WHERE payload LIKE ? "
            "AND (delivered_at IS NOT NULL OR failed_at IS NOT NULL)",
            (like,),
        )
        await self._run("DELETE FROM closed_dms WHERE user_id = ?", (uid,))
        await self._run("DELETE FROM button_messages WHERE owner_id = ?", (uid,))
        await self._run("DELETE FROM ratings WHERE user_id = ?", (uid,))
        # Puzzle counts and answers are theirs alone; the puzzles themselves name nobody.
        await self._run("DELETE FROM puzzle_answers WHERE user_id = ?", (uid,))
        await self._run("DELETE FROM puzzle_players WHERE user_id = ?", (uid,))
        # Everything else keeps its shape, under the tombstone.
        for table, column in _ID_COLUMNS:
            await self._run(f"UPDATE {table} SET {column} = ? WHERE {column} = ?", (tombstone, uid))
        await self._run(
            "UPDATE tournament_entries SET user_id = ?, name = ? WHERE user_id = ?",
            (tombstone, name, uid),
        )
        for table, keys, column in _JSON_COLUMNS:
            await self._scrub_json(table, keys, column, user_id=uid, tombstone=tombstone, name=name)
        for table, column in (
            ("tournament_audit", "details"),
            ("tournaments", "name"),
            ("outbox", "last_error"),
        ):
            await self._run(
                f"UPDATE {table} SET {column} = replace({column}, ?, ?) WHERE {column} LIKE ?",
                (text, str(tombstone), like),
            )
        await self._run("DELETE FROM players WHERE user_id = ?", (uid,))
        left = await self.where_user_is(user_id)
        if left:
            raise RuntimeError(f"forgetting a user left their id in {', '.join(left)}")
        await self._run(
            "UPDATE erasures SET finished_at = ? WHERE kind = 'player' AND subject = ?",
            (at, tombstone),
        )
        return True

    async def _scrub_json(
        self,
        table: str,
        keys: tuple[str, ...],
        column: str,
        *,
        user_id: UserId,
        tombstone: int,
        name: str,
    ) -> None:
        key_list = ", ".join(keys)
        match = " AND ".join(f"{k} = ?" for k in keys)
        rows = await self._all(
            f"SELECT {key_list}, {column} FROM {table} WHERE {column} LIKE ?",
            (f"%{user_id}%",),
        )
        for row in rows:
            value = scrub(json.loads(row[-1]), user_id, tombstone, name)
            text = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
            await self._run(f"UPDATE {table} SET {column} = ? WHERE {match}", (text, *row[:-1]))

    async def where_user_is(self, user_id: UserId) -> list[str]:
        """Every ``table.column`` that still holds ``user_id`` (an integer column equal to it,
        a text column containing its digits); tables that name nobody are not searched."""
        found = []
        for table, name, declared in await self._all(self._COLUMNS_SQL):
            kind = str(declared).upper()
            if table in _NAMES_NOBODY or "REAL" in kind or "DOUBLE" in kind:
                continue  # moments are never an id
            value: object
            if "INT" in kind:
                where, value = f"{name} = ?", user_id
            else:
                where, value = f"CAST({name} AS TEXT) LIKE ?", f"%{user_id}%"
            if await self._all(f"SELECT 1 FROM {table} WHERE {where} LIMIT 1", (value,)):
                found.append(f"{table}.{name}")
        return found

    # ---- a server the bot left -------------------------------------------------------------

    async def erase_guild(self, guild_id: int, now: datetime) -> dict[str, int]:
        g = guild_id
        await self._run(
            "INSERT INTO erasures (kind, subject, started_at) VALUES ('guild', ?, ?)",
            (g, to_ts(now)),
        )
        matches = _GUILD_MATCHES
        challenges = "SELECT id FROM challenges WHERE guild_id = ?"
        tournaments = "SELECT id FROM tournaments WHERE guild_id = ?"
        match_kinds = ", ".join("?" * len(_MATCH_TIMERS))
        steps: list[tuple[str, str, tuple[Any, ...]]] = [
            (
                "timers",
                f"DELETE FROM timers WHERE (kind = ? AND target_id IN ({challenges})) "
                f"OR (kind = ? AND target_id IN ({tournaments})) "
                f"OR (kind IN ({match_kinds}) AND target_id IN ({matches})) "
                "OR (kind = ? AND target_id = ?)",
                (
                    str(TimerKind.CHALLENGE_EXPIRY),
                    g,
                    str(TimerKind.TOURNAMENT),
                    g,
                    *_MATCH_TIMERS,
                    g,
                    str(TimerKind.DAILY_PUZZLE),
                    g,
                ),
            ),
            (
                "puzzle_answers",
                "DELETE FROM puzzle_answers WHERE puzzle_id IN "
                "(SELECT id FROM puzzles WHERE guild_id = ?)",
                (g,),
            ),
            ("puzzle_players", "DELETE FROM puzzle_players WHERE guild_id = ?", (g,)),
            ("puzzle_dailies", "DELETE FROM puzzle_dailies WHERE guild_id = ?", (g,)),
            ("puzzles", "DELETE FROM puzzles WHERE guild_id = ?", (g,)),
            ("puzzle_sources", "DELETE FROM puzzle_sources WHERE guild_id = ?", (g,)),
            ("rating_history", "DELETE FROM rating_history WHERE guild_id = ?", (g,)),
            ("ratings", "DELETE FROM ratings WHERE guild_id = ?", (g,)),
            (
                "tournament_matches",
                f"DELETE FROM tournament_matches WHERE tournament_id IN ({tournaments}) "
                f"OR match_id IN ({matches})",
                (g, g),
            ),
        ]
        for table in (
            "tournament_pairings",
            "tournament_entries",
            "tournament_audit",
            "tournament_events",
        ):
            steps.append(
                (table, f"DELETE FROM {table} WHERE tournament_id IN ({tournaments})", (g,))
            )
        for table in ("closed_dms", "button_messages", "submissions", "moves", "match_reviews"):
            steps.append((table, f"DELETE FROM {table} WHERE match_id IN ({matches})", (g,)))
        steps += [
            (
                "",
                "UPDATE challenges SET match_id = NULL, rematch_of = NULL WHERE guild_id = ?",
                (g,),
            ),
            ("matches", "DELETE FROM matches WHERE guild_id = ?", (g,)),
            ("challenges", "DELETE FROM challenges WHERE guild_id = ?", (g,)),
            ("tournaments", "DELETE FROM tournaments WHERE guild_id = ?", (g,)),
            ("tournament_guilds", "DELETE FROM tournament_guilds WHERE guild_id = ?", (g,)),
            ("guild_settings", "DELETE FROM guild_settings WHERE guild_id = ?", (g,)),
            (
                "players",
                "DELETE FROM players WHERE user_id NOT IN ("
                "SELECT seat0_id FROM matches UNION SELECT seat1_id FROM matches UNION "
                "SELECT challenger_id FROM challenges UNION "
                "SELECT opponent_id FROM challenges WHERE opponent_id IS NOT NULL)",
                (),
            ),
        ]
        rows: dict[str, int] = {"outbox": await self._erase_outbox(g)}
        for table, sql, params in steps:
            count = await self._changed(sql, params)
            if table:
                rows[table] = rows.get(table, 0) + count
        await self._run(
            "UPDATE erasures SET finished_at = ? WHERE kind = 'guild' AND subject = ? "
            "AND finished_at IS NULL",
            (to_ts(now), g),
        )
        return rows

    async def _erase_outbox(self, guild_id: int) -> int:
        """Delete the server's notifications: of its matches, to its channels and threads, or
        naming its tournaments or challenges; how many."""
        g = guild_id
        matches = {int(r[0]) for r in await self._all(_GUILD_MATCHES, (g,))}
        channels = {int(r[0]) for r in await self._all(_GUILD_CHANNELS, (g, g, g, g)) if r[0]}
        tournaments = {
            int(r[0])
            for r in await self._all("SELECT id FROM tournaments WHERE guild_id = ?", (g,))
        }
        challenges = {
            int(r[0]) for r in await self._all("SELECT id FROM challenges WHERE guild_id = ?", (g,))
        }
        doomed = []
        for item_id, match_id, target_id, payload in await self._all(
            "SELECT id, match_id, target_id, payload FROM outbox"
        ):
            data = json.loads(payload)
            if (
                match_id in matches
                or target_id in channels
                or data.get("tournament_id") in tournaments
                or data.get("challenge_id") in challenges
            ):
                doomed.append(int(item_id))
        for item_id in doomed:
            await self._run("DELETE FROM outbox WHERE id = ?", (item_id,))
        return len(doomed)

    async def guilds_with_data(self) -> list[int]:
        # Answered play (``answered = 1``) is kept under its place's id: a DM, a group DM or a
        # server that never added the bot. The bot is in none of them, so they are no server
        # it left; their ratings go with their matches.
        rows = await self._all(
            "SELECT guild_id FROM matches WHERE answered = 0 UNION "
            "SELECT guild_id FROM challenges WHERE answered = 0 UNION "
            "SELECT guild_id FROM tournaments UNION "
            "SELECT guild_id FROM ratings WHERE guild_id NOT IN "
            "(SELECT guild_id FROM matches WHERE answered = 1) UNION "
            "SELECT guild_id FROM guild_settings UNION SELECT guild_id FROM tournament_guilds "
            "ORDER BY 1"
        )
        return [int(r[0]) for r in rows]

    # ---- retention -------------------------------------------------------------------------

    async def prune_private(self, before: datetime) -> int:
        cut = to_ts(before)
        sealed = await self._changed(
            "DELETE FROM submissions WHERE match_id IN (SELECT id FROM matches "
            "WHERE status <> 'active' AND coalesce(finished_at, updated_at) < ?)",
            (cut,),
        )
        given_up = await self._changed(
            "DELETE FROM outbox WHERE failed_at IS NOT NULL AND failed_at < ?", (cut,)
        )
        return sealed + given_up
