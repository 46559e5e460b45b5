"""The tournament tables (migration 0002): every record round-trips through SQLite and PostgreSQL, sign-ups
keep their entry order, pairings are replaced in place, and the audit log is append-only."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from bot.engine.clock import FAKE_EPOCH
from bot.engine.model import Timing
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import series as S
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Result
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import (
    AuditEntry,
    EntryRecord,
    LivePairing,
    LiveStatus,
    NoShow,
    Phase,
    TournamentConfig,
    TournamentRecord,
)
from bot.storage import open_store
from tests.stores import INTEGRITY_ERRORS, execute

NOW = FAKE_EPOCH


def record(core: T.Tournament | None = None) -> TournamentRecord:
    choice = G.GameChoice(G.ChoiceRule.AGREE_OR_BAN, ("meter", "meuda"))
    config = TournamentConfig(
        Settings(choice, format=Format.DOUBLE, best_of=3),
        seeding=T.Seeding.ENTRY,
        checkin_minutes=15,
        deadline_minutes=45,
        no_show=NoShow.NOTIFY,
        max_players=32,
        options={"meter": {"size": 5}},
        timing=Timing(move_seconds=120),
    )
    return TournamentRecord(
        id=0,
        guild_id=1,
        channel_id=2,
        name="Cup — ünïcode",
        organiser_id=3,
        phase=Phase.SIGNUP,
        config=config,
        seed=2**61,
        created_at=NOW,
        updated_at=NOW,
        starts_at=NOW + timedelta(hours=1),
        checkin_at=NOW + timedelta(minutes=45),
        core=core,
    )


async def test_records_round_trip(database_url: str) -> None:
    store = await open_store(database_url)
    try:
        async with store.transaction() as uow:
            new = record()
            tid = await uow.insert_tournament(new)
            loaded = await uow.load_tournament(tid)
            assert loaded == replace(new, id=tid)
            settings = Settings(G.fixed("meter"), format=Format.SINGLE)
            core = T.start(settings, [(10, "A"), (11, "B"), (12, "C")])
            core = T.record(core, "W1.2", Result.win(1))
            started = replace(loaded, core=core, phase=Phase.RUNNING)
            await uow.save_tournament(started)
            assert await uow.load_tournament(tid) == started
            assert [r.id for r in await uow.tournaments_in(1, open_only=True)] == [tid]
            assert await uow.tournaments_in(1, channel_id=99) == []
            await uow.save_tournament(replace(started, phase=Phase.FINISHED))
            assert await uow.tournaments_in(1, open_only=True) == []

            for user, name in ((30, "Zed"), (20, "Amy"), (25, "Kim")):
                await uow.put_entry(EntryRecord(tid, user, name, NOW))
            await uow.put_entry(EntryRecord(tid, 20, "Amy", NOW, checked_in=True))
            await uow.delete_entry(tid, 25)
            entries = await uow.entries(tid)
            assert [(e.user_id, e.checked_in) for e in entries] == [(30, False), (20, True)]

            series = S.record_game(S.Series(3, draws_allowed=False), "meter", 1)
            live = LivePairing(
                tournament_id=tid,
                key="W1.2",
                round=1,
                a=2,
                b=3,
                users=(11, 12),
                series=series,
                opened_at=NOW,
                choice=G.pick(G.start_agree_or_ban(("meter", "meuda"), 1), 0, "meuda"),
                step=4,
                deadline=NOW + timedelta(minutes=45),
                choice_deadline=NOW + timedelta(minutes=5),
                showed=frozenset({0}),
            )
            await uow.put_live(live)
            assert await uow.load_live(tid, "W1.2") == live
            closed = replace(live, status=LiveStatus.CLOSED, choice=None, game="meuda")
            await uow.put_live(closed)
            assert await uow.lives(tid) == []
            assert await uow.lives(tid, live_only=False) == [closed]

            first = await uow.add_audit(AuditEntry(0, tid, NOW, 3, "create", "made it"))
            await uow.add_audit(AuditEntry(0, tid, NOW, 3, "cancel", "stopped"))
            log = await uow.audit_log(tid)
            assert [(e.id, e.action) for e in log] == [(first, "create"), (first + 1, "cancel")]

            assert await uow.organiser_role(1) is None
            await uow.set_organiser_role(1, 77, NOW)
            await uow.set_organiser_role(1, 78, NOW)
            assert await uow.organiser_role(1) == 78
    finally:
        await store.close()
    with pytest.raises(INTEGRITY_ERRORS, match="append-only"):
        await execute(database_url, "UPDATE tournament_audit SET details = 'rewritten'")


async def test_the_tournaments_a_player_signed_up_for_before_the_start(database_url: str) -> None:
    """``signed_up_before_start``: sign-up and check-in phases only, seated or waitlisted, any
    server, in id order; a running tournament or one without their sign-up is not listed."""
    store = await open_store(database_url)
    try:
        async with store.transaction() as uow:
            ids: dict[int, Phase] = {}
            for phase in (Phase.CHECKIN, Phase.RUNNING, Phase.SIGNUP, Phase.SIGNUP):
                tid = await uow.insert_tournament(replace(record(), phase=phase, guild_id=len(ids)))
                ids[tid] = phase
            signup, other = [t for t, p in ids.items() if p is Phase.SIGNUP]
            for tid in ids:
                if tid != other:
                    await uow.put_entry(EntryRecord(tid, 10**18 + 7, "Zed", NOW))
                await uow.put_entry(EntryRecord(tid, 5, "Amy", NOW))
            found = await uow.signed_up_before_start(10**18 + 7)
            assert [(r.id, r.phase) for r in found] == [
                (t, p) for t, p in ids.items() if p.before_start and t != other
            ]
            assert [r.id for r in await uow.signed_up_before_start(5)] == [
                t for t, p in ids.items() if p.before_start
            ]
            assert await uow.signed_up_before_start(6) == []
            assert found[1] == replace(record(), id=signup, guild_id=2)
    finally:
        await store.close()


async def test_a_tournament_is_parsed_once_per_change(database_url: str) -> None:
    """Its core is read at every step of a night (a 128-player one is 1.4 ms of parsing
    on the event loop): reads of the same stored text share one parsed value, and a saved
    change is read anew."""
    store = await open_store(database_url)
    try:
        async with store.transaction() as uow:
            tid = await uow.insert_tournament(record())
            settings = Settings(G.fixed("meter"), format=Format.SINGLE)
            core = T.start(settings, [(10, "A"), (11, "B"), (12, "C")])
            started = replace(record(), id=tid, core=core, phase=Phase.RUNNING)
            await uow.save_tournament(started)
            first = await uow.load_tournament(tid)
            again = await uow.load_tournament(tid)
            assert first is not None and again is not None and first.core is again.core
            changed = replace(started, core=T.record(core, "W1.2", Result.win(1)))
            await uow.save_tournament(changed)
            after = await uow.load_tournament(tid)
            assert after == changed and after is not None and after.core is not first.core
    finally:
        await store.close()


async def test_the_last_finished_tournaments_and_the_lists(database_url: str) -> None:
    """``last_finished`` reads only the few finished tournaments asked for, the last finished
    first (a champion's post names the one before it); ``tournaments_in(limit=)`` only the
    newest few: a server's long history is not parsed to find one."""
    store = await open_store(database_url)
    try:
        async with store.transaction() as uow:
            settings = Settings(G.fixed("meter"), format=Format.SINGLE)
            core = T.record(T.start(settings, [(10, "A"), (11, "B")]), "W1.1", Result.win(0))
            ids = []
            for minutes, phase in ((5, Phase.FINISHED), (1, Phase.FINISHED), (9, Phase.RUNNING),
                                   (3, Phase.FINISHED)):  # fmt: skip
                when = NOW + timedelta(minutes=minutes)
                new = replace(record(), core=core, phase=phase, updated_at=when)
                ids.append(await uow.insert_tournament(new))
            last = await uow.last_finished(1, excluding=ids[3], limit=8)
            assert [t.id for t in last] == [ids[0], ids[1]]  # by when they finished
            assert [t.id for t in await uow.last_finished(1, excluding=0, limit=1)] == [ids[0]]
            assert await uow.last_finished(2, excluding=0, limit=8) == []  # another server
            newest = await uow.tournaments_in(1, limit=2)
            assert [t.id for t in newest] == [ids[3], ids[2]]
            listed = await uow.listed_in(1)  # what a list shows, no bracket read
            assert [(t.id, t.phase, t.format) for t in listed] == [
                (i, p, Format.DOUBLE)
                for i, p in zip(ids[::-1], (Phase.FINISHED, Phase.RUNNING, Phase.FINISHED,
                                            Phase.FINISHED), strict=True)
            ]  # fmt: skip
            assert {t.name for t in listed} == {"Cup — ünïcode"}
    finally:
        await store.close()
