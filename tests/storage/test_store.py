"""The store contract, on SQLite and PostgreSQL: round trips of every record, transactions, and
the schema's guards."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import timedelta

import pytest

from bot.engine.clock import FAKE_EPOCH
from bot.engine.model import (
    Audience,
    ChallengeRecord,
    ChallengeStatus,
    GuildSettings,
    MatchRecord,
    MatchStatus,
    MoveRecord,
    Notification,
    Offer,
    Result,
    SeatChoice,
    Submission,
    Timer,
    TimerKind,
    Timing,
)
from bot.storage import AnyStore, SqliteStore, open_store
from tests.stores import INTEGRITY_ERRORS, execute

NOW = FAKE_EPOCH + timedelta(microseconds=123_457)


@pytest.fixture
async def store(database_url: str) -> AsyncIterator[AnyStore]:
    s = await open_store(database_url)
    yield s
    await s.close()


def _match(**changes: object) -> MatchRecord:
    record = MatchRecord(
        id=0,
        guild_id=1,
        channel_id=2,
        thread_id=None,
        challenge_id=None,
        game_id="meter",
        options={"size": 4, "pie": True},
        timing=Timing(move_seconds=30, grace_seconds=5),
        players=(11, 22),
        status=MatchStatus.ACTIVE,
        rules_version=1,
        seed=2**62 - 1,
        game_no=1,
        ply=0,
        state={"history": ["é", 1.5]},
        result=None,
        offer=None,
        created_at=NOW,
        updated_at=NOW,
    )
    return replace(record, **changes)  # type: ignore[arg-type]


async def _with_players(store: AnyStore) -> None:
    async with store.transaction() as uow:
        for user in (11, 22):
            await uow.ensure_player(user, NOW)
            await uow.ensure_player(user, NOW)  # twice is fine


async def test_match_round_trip(store: AnyStore) -> None:
    await _with_players(store)
    async with store.transaction() as uow:
        match_id = await uow.insert_match(_match())
    async with store.read() as uow:
        loaded = await uow.load_match(match_id)
    assert loaded == _match(id=match_id)
    changed = replace(
        loaded,
        thread_id=7,
        status=MatchStatus.FINISHED,
        ply=3,
        game_no=2,
        result=Result(1, "timeout", {0: 1.0, 1: 2.5}, "White wins."),
        offer=Offer(0, None, 3),
        finished_at=NOW + timedelta(seconds=1),
    )
    async with store.transaction() as uow:
        await uow.save_match(changed)
    async with store.read() as uow:
        assert await uow.load_match(match_id) == changed
        assert await uow.matches_of(11, active_only=True) == []
        assert await uow.matches_of(22, active_only=False) == [changed]
        assert await uow.count_matches(active_only=False) == 1
        assert await uow.load_match(match_id + 1) is None


async def test_a_challenge_and_match_played_by_answers_keep_that(store: AnyStore) -> None:
    """``answered``: play where the bot may only answer interactions (a group DM) is stored as
    such, so its notifications stay out of the outbox after a restart too."""
    await _with_players(store)
    challenge = ChallengeRecord(
        id=0,
        guild_id=2,
        channel_id=2,
        challenger_id=11,
        opponent_id=22,
        game_id="meter",
        options={},
        timing=Timing(),
        seat_choice=SeatChoice.RANDOM,
        status=ChallengeStatus.OPEN,
        created_at=NOW,
        expires_at=NOW + timedelta(hours=1),
        answered=True,
    )
    async with store.transaction() as uow:
        cid = await uow.insert_challenge(challenge)
        mid = await uow.insert_match(_match(challenge_id=cid, answered=True))
        plain = await uow.insert_match(_match())
    async with store.read() as uow:
        assert await uow.load_challenge(cid) == replace(challenge, id=cid)
        loaded = await uow.load_match(mid)
        assert loaded is not None and loaded.answered
        other = await uow.load_match(plain)
        assert other is not None and not other.answered


async def test_challenge_and_settings_round_trip(store: AnyStore) -> None:
    await _with_players(store)
    challenge = ChallengeRecord(
        id=0,
        guild_id=1,
        channel_id=2,
        challenger_id=11,
        opponent_id=None,
        game_id="meuda",
        options={"size": 5},
        timing=Timing(),
        seat_choice=SeatChoice.SECOND,
        status=ChallengeStatus.OPEN,
        created_at=NOW,
        expires_at=NOW + timedelta(hours=1),
    )
    settings = GuildSettings(challenge_seconds=99, timing=Timing(round_seconds=15))
    async with store.transaction() as uow:
        cid = await uow.insert_challenge(challenge)
        await uow.save_guild_settings(1, settings, NOW)
        await uow.save_guild_settings(1, settings, NOW)
    async with store.transaction() as uow:
        assert await uow.load_challenge(cid) == replace(challenge, id=cid)
        mid = await uow.insert_match(_match(challenge_id=cid))
        await uow.set_challenge_status(cid, ChallengeStatus.ACCEPTED, mid)
    async with store.read() as uow:
        loaded = await uow.load_challenge(cid)
        assert loaded is not None
        assert (loaded.status, loaded.match_id) == (ChallengeStatus.ACCEPTED, mid)
        assert await uow.guild_settings(1) == settings
        assert await uow.guild_settings(2) == GuildSettings()


async def test_challenge_message_and_closed_dms_round_trip(store: AnyStore) -> None:
    await _with_players(store)
    challenge = ChallengeRecord(
        id=0,
        guild_id=1,
        channel_id=2,
        challenger_id=11,
        opponent_id=22,
        game_id="meter",
        options={},
        timing=Timing(),
        seat_choice=SeatChoice.RANDOM,
        status=ChallengeStatus.OPEN,
        created_at=NOW,
        expires_at=NOW + timedelta(hours=1),
    )
    async with store.transaction() as uow:
        cid = await uow.insert_challenge(challenge)
        mid = await uow.insert_match(_match(challenge_id=cid))
    async with store.transaction() as uow:
        loaded = await uow.load_challenge(cid)
        assert loaded is not None and loaded.message is None
        await uow.set_challenge_message(cid, 2, 2**63 - 1)  # Discord ids use all 63 bits
        assert not await uow.dms_closed(mid, 22)
        await uow.note_dms_closed(mid, 22, NOW)
        await uow.note_dms_closed(mid, 22, NOW)  # twice is fine
    async with store.read() as uow:
        loaded = await uow.load_challenge(cid)
        assert loaded is not None and loaded.message == (2, 2**63 - 1)
        assert loaded == replace(challenge, id=cid, message_channel_id=2, message_id=2**63 - 1)
        assert await uow.dms_closed(mid, 22)
        assert not await uow.dms_closed(mid, 11)  # per player
        assert not await uow.dms_closed(mid + 1, 22)  # and per match
    with pytest.raises(INTEGRITY_ERRORS):  # a real match only
        async with store.transaction() as uow:
            await uow.note_dms_closed(mid + 1, 22, NOW)


async def test_moves_submissions_timers_outbox(store: AnyStore) -> None:
    await _with_players(store)
    async with store.transaction() as uow:
        mid = await uow.insert_match(_match())
        moves = [MoveRecord(mid, ply, 1, ply % 2, f"m{ply}", ply == 1, NOW) for ply in range(3)]
        await uow.append_moves(moves)
        sub = Submission(mid, 1, 2, 0, "b a1 w a2", False, NOW)
        await uow.put_submission(sub)
        await uow.put_submission(replace(sub, move="b c3 w e5", locked=True))
        await uow.set_timer(Timer(TimerKind.ROUND_END, mid, 0, NOW + timedelta(seconds=60)))
        await uow.set_timer(Timer(TimerKind.ROUND_END, mid, 2, NOW + timedelta(seconds=30)))
        await uow.set_timer(Timer(TimerKind.INACTIVITY, mid, 2, NOW + timedelta(days=7)))
        note = Notification("board", Audience.PUBLIC, 2, {"ply": 3, "x": [1, "é"]}, mid)
        await uow.put_outbox([note, replace(note, audience=Audience.PRIVATE)], NOW)
    async with store.transaction() as uow:
        assert await uow.load_moves(mid) == moves
        assert await uow.load_submissions(mid, 1, 2) == {
            0: replace(sub, move="b c3 w e5", locked=True)
        }
        assert await uow.load_submissions(mid, 1, 3) == {}
        assert await uow.next_timer_at() == NOW + timedelta(seconds=30)
        timers = await uow.timers_of(mid, [TimerKind.ROUND_END, TimerKind.INACTIVITY])
        assert [(t.kind, t.ref) for t in timers] == [
            (TimerKind.ROUND_END, 2),
            (TimerKind.INACTIVITY, 2),
        ]
        assert await uow.take_timer(TimerKind.ROUND_END, mid, NOW) is None  # not due yet
        later = NOW + timedelta(seconds=30)
        assert await uow.due_timers(later, 10) == [timers[0]]
        assert await uow.take_timer(TimerKind.ROUND_END, mid, later) == timers[0]
        assert await uow.take_timer(TimerKind.ROUND_END, mid, later) is None
        items = await uow.pending_outbox(NOW, 10)
        assert [i.notification for i in items] == [note, replace(note, audience=Audience.PRIVATE)]
        await uow.mark_delivered(items[0].id, NOW)
        await uow.mark_failed(items[1].id, "boom", NOW + timedelta(seconds=4), NOW)
        assert await uow.pending_outbox(NOW, 10) == []
        assert await uow.next_outbox_at() == NOW + timedelta(seconds=4)
        await uow.clear_timers(mid, [TimerKind.INACTIVITY])
        assert await uow.next_timer_at() is None


async def test_the_move_log_is_append_only(store: AnyStore, database_url: str) -> None:
    await _with_players(store)
    async with store.transaction() as uow:
        mid = await uow.insert_match(_match())
        await uow.append_moves([MoveRecord(mid, 0, 1, 0, "d4", False, NOW)])
    with pytest.raises(INTEGRITY_ERRORS):  # a ply is written once
        async with store.transaction() as uow:
            await uow.append_moves([MoveRecord(mid, 0, 1, 0, "d5", False, NOW)])
    for statement in ("UPDATE moves SET move = 'x'", "DELETE FROM moves"):
        with pytest.raises(INTEGRITY_ERRORS, match="append-only"):
            await execute(database_url, statement)
    async with store.read() as uow:
        assert [m.move for m in await uow.load_moves(mid)] == ["d4"]


async def test_foreign_keys_are_enforced(store: AnyStore) -> None:
    with pytest.raises(INTEGRITY_ERRORS, match=r"(?i)foreign key"):
        async with store.transaction() as uow:
            await uow.insert_match(_match(players=(404, 405)))
    with pytest.raises(INTEGRITY_ERRORS, match=r"(?i)foreign key"):
        async with store.transaction() as uow:
            await uow.append_moves([MoveRecord(999, 0, 1, 0, "d4", False, NOW)])


async def test_a_failed_transaction_leaves_nothing(store: AnyStore) -> None:
    await _with_players(store)
    with pytest.raises(RuntimeError):
        async with store.transaction() as uow:
            await uow.insert_match(_match())
            raise RuntimeError("a bug halfway")
    async with store.read() as uow:
        assert await uow.count_matches(active_only=False) == 0
    # Whatever is written through read() is not kept either.
    async with store.read() as uow:
        await uow.insert_match(_match())
    async with store.read() as uow:
        assert await uow.count_matches(active_only=False) == 0


async def test_many_transactions_at_once_do_not_interleave(store: AnyStore) -> None:
    await _with_players(store)

    async def one(n: int) -> None:
        async with store.transaction() as uow:
            mid = await uow.insert_match(_match(seed=n))
            await uow.load_match(mid)  # an await: the others try to get in here
            await uow.append_moves([MoveRecord(mid, 0, 1, 0, "d4", False, NOW)])

    await asyncio.gather(*(one(n) for n in range(40)))
    async with store.read() as uow:
        assert await uow.count_matches(active_only=False) == 40
    if isinstance(store, SqliteStore):
        assert await store.integrity_check() == "ok"
        assert await store.foreign_key_problems() == 0


async def test_rating_trends_sum_each_players_latest_changes_only(
    store: AnyStore, database_url: str
) -> None:
    """The leaderboard's trend: per player, the sum of their last ``last`` changes in that game
    on that server; other games, servers and older changes do not count; no history: absent."""
    rows = [
        # (match, user, guild, game, before, after, at)
        *((m, 7, 1, "meter", 1500.0 + m, 1501.0 + m * 2, float(m)) for m in range(1, 6)),
        (6, 7, 1, "meuda", 1500.0, 1600.0, 6.0),  # another game
        (7, 7, 2, "meter", 1500.0, 1600.0, 7.0),  # another server
        (8, 8, 1, "meter", 1500.0, 1490.0, 8.0),
    ]
    await _with_players(store)
    async with store.transaction() as uow:  # the matches the history refers to
        for m in range(1, 9):
            await uow.insert_match(_match(seed=m))
    await execute(
        database_url,
        "INSERT INTO rating_history (match_id, user_id, guild_id, game_id, mu_before, mu_after, "
        "sigma_after, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(m, u, g, game, b, a, 100.0, at) for m, u, g, game, b, a, at in rows],
    )
    async with store.read() as uow:
        trends = await uow.rating_trends(1, "meter", [7, 8, 9], 3)
        assert trends == {7: (1 + 5) + (1 + 4) + (1 + 3), 8: -10.0}  # matches 5, 4, 3 of 7
        assert await uow.rating_trends(1, "meter", [], 3) == {}
