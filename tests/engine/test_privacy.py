"""Privacy and retention (issue 10 item 8) on a real SQLite file: forgetting a player after real
matches of every game and a tournament (every match still verifies, the tournament and the
leaderboard stay consistent, the id is nowhere in the file's bytes), the refusals, the
append-only rules, a departed server's erasure and its cancellation, and retention."""

from __future__ import annotations

import json
import random
import struct
from collections.abc import Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.engine.errors import BadRequest, NotAllowed
from bot.engine.model import MatchStatus
from bot.engine.privacy import Privacy, privacy_tables, scrub
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import Phase, TournamentConfig
from bot.engine.tournaments.service import Actor, TournamentService
from bot.storage import SqliteStore, is_postgres
from tests.engine.support import CHANNEL, GUILD, SMALL, Harness, play_out
from tests.engine.tournaments.test_service import payloads
from tests.stores import INTEGRITY_ERRORS, execute

# Real-length Discord ids (18 and 19 digits): what the byte search must not find.
FORGET = 712_345_678_901_234_567
ANNA, BEN, CLEO = 1_123_456_789_012_345_601, 123_456_789_012_345_602, 223_456_789_012_345_603
OTHER_GUILD = 998_877_665_544_332_211
GAMES = ("meter", "interleave", "thwart-omega", "meridians", "meuda")


def varint(value: int) -> bytes:
    """SQLite's varint (how a rowid such as ``players.user_id`` is stored in a cell)."""
    if value > 0x00FFFFFFFFFFFFFF:
        out = [value & 0xFF]
        value >>= 8
        for _ in range(8):
            out.append((value & 0x7F) | 0x80)
            value >>= 7
        return bytes(reversed(out))
    groups = [value & 0x7F]
    value >>= 7
    while value:
        groups.append((value & 0x7F) | 0x80)
        value >>= 7
    return bytes(reversed(groups))


def traces(user_id: int) -> list[bytes]:
    """Every way SQLite can write the id: digits in text, a big-endian record integer, a rowid
    varint."""
    return [str(user_id).encode(), struct.pack(">q", user_id), varint(user_id)]


def file_bytes(h: Harness) -> bytes:
    """The SQLite file and its WAL (empty for PostgreSQL, whose files are the server's)."""
    if is_postgres(h.path):
        return b""
    path = Path(h.path)
    wal = path.with_name(path.name + "-wal")
    return path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")


async def rows(h: Harness, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """A read through the store's own statement primitive (the same SQL on both databases)."""
    async with h.store.read() as uow:
        return [tuple(r) for r in await uow._all(sql, params)]


async def everything_played(h: Harness, svc: TournamentService) -> int:
    """Matches of every game (FORGET against each of the others, and the others among
    themselves), then a round robin of four organised by FORGET, played to the end."""
    rng = random.Random(10)
    for n, game in enumerate(GAMES):
        opponent = (ANNA, BEN, CLEO)[n % 3]
        match = await h.start(game, players=(FORGET, opponent) if n % 2 else (opponent, FORGET))
        await play_out(h, match, rng)
    await play_out(h, await h.start("meter", players=(ANNA, BEN)), rng)
    settings = Settings(G.fixed("meter"), format=Format.ROUND_ROBIN)
    organiser = Actor(FORGET, manager=True)
    view = await svc.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        actor=organiser,
        name="Spring Cup",
        config=TournamentConfig(settings, options=SMALL, seeding=T.Seeding.ENTRY),
    )
    for user in (FORGET, ANNA, BEN, CLEO):
        await svc.join(view.id, user, f"Name of {user}")
    await svc.start(view.id, organiser)
    for _ in range(100):
        view = await svc.get(view.id)
        if view.phase is not Phase.RUNNING:
            break
        live = view.lives[0]
        assert live.match_id is not None
        match = await h.service.get_match(live.match_id)
        await play_out(h, match, rng)
        while await h.service.fire_due():
            pass
    assert view.phase is Phase.FINISHED
    # Half the notifications were delivered (deleted by the forget when they name FORGET),
    # the rest wait (their payloads are rewritten).
    async with h.store.transaction() as uow:
        for item in (await uow.outbox_items())[::2]:
            await uow.mark_delivered(item.id, h.clock.now())
    return view.id


async def test_forgetting_keeps_every_match_tournament_and_rating_consistent(
    harness: Harness,
) -> None:
    h = harness
    svc = TournamentService(h.service)
    privacy = Privacy(h.service)
    tid = await everything_played(h, svc)
    async with h.store.read() as uow:
        match_ids = [m.id for m in await uow.matches_of(ANNA, active_only=False)]
        match_ids += [m.id for m in await uow.matches_of(FORGET, active_only=False)]
    match_ids = sorted(set(match_ids))
    before = {m: await h.service.get_match(m) for m in match_ids}
    core_before = (await svc.get(tid)).core
    assert core_before is not None
    boards_before = {g: await h.service.leaderboard(GUILD, g, ANNA) for g in GAMES}
    assert FORGET in {r.rating.user_id for b in boards_before.values() for r in b.top}
    assert is_postgres(h.path) or str(FORGET).encode() in file_bytes(h)

    forgotten = await privacy.forget(FORGET)
    await h.store.scrub()

    tomb = forgotten.tombstone
    assert tomb < 0 and forgotten.name == f"forgotten player {-tomb}"
    # Every match replays to its stored position; players, results and moves are the same
    # with the tombstone in the forgotten seat.
    for match_id in match_ids:
        assert await h.service.verify(match_id), match_id
        after, old = await h.service.get_match(match_id), before[match_id]
        assert after.players == tuple(tomb if p == FORGET else p for p in old.players)
        assert (after.result, after.state, after.status) == (old.result, old.state, old.status)
    # The tournament: same results, standings and ranking; the entrant is the tombstone.
    view = await svc.get(tid)
    core = view.core
    assert core is not None and view.phase is Phase.FINISHED
    assert dict(core.results) == dict(core_before.results)
    assert T.standings(core) == T.standings(core_before)
    assert T.ranking(core) == T.ranking(core_before)
    assert [(e.player, e.name) for e in core.entrants] == [
        (tomb, forgotten.name) if e.player == FORGET else (e.player, e.name)
        for e in core_before.entrants
    ]
    async with h.store.read() as uow:
        links = await svc_tables(uow).tournament_matches(tid)
        for link in links:
            match = await uow.load_match(link.match_id)
            assert match is not None
            pairing = T.pairing(core, link.key)
            sides = [core.entrant(s).player for s in pairing.entrants]
            seats = sides if link.seat0 == 0 else sides[::-1]
            assert list(match.players) == seats
        audit = await svc_tables(uow).audit_log(tid)
    assert audit and {a.actor_id for a in audit} == {tomb}
    export = await svc.export(tid)
    assert str(FORGET) not in export.json + export.csv and f"Name of {FORGET}" not in export.json
    # The leaderboard: the forgotten player left it; everyone else is rated as before.
    for game in GAMES:
        board = await h.service.leaderboard(GUILD, game, ANNA)
        old_rows = [(r.rating.user_id, r.rating.mu) for r in boards_before[game].top]
        assert [(r.rating.user_id, r.rating.mu) for r in board.top] == [
            row for row in old_rows if row[0] != FORGET
        ]
    # In no table; and on SQLite nowhere in the file, in any encoding, after the scrub.
    async with h.store.read() as uow:
        assert await privacy_tables(uow).where_user_is(FORGET) == []
    data = file_bytes(h)
    assert not [t for t in traces(FORGET) if t in data]
    assert f"Name of {FORGET}".encode() not in data

    # A second forgotten player (FORGET's opponent in several games) gets another tombstone:
    # the two stay two seats, two entrants.
    second = await privacy.forget(ANNA)
    assert second.tombstone == tomb - 1
    for match_id in match_ids:
        assert await h.service.verify(match_id)
        players = (await h.service.get_match(match_id)).players
        assert len(set(players)) == 2
    core = (await svc.get(tid)).core
    assert core is not None and T.ranking(core) == T.ranking(core_before)
    with pytest.raises(BadRequest, match="Nothing is stored"):
        await privacy.forget(FORGET)


async def sign_up_cup(svc: TournamentService, organiser: int) -> None:
    """A tournament in sign-up (its audit log has the creation)."""
    await svc.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        actor=Actor(organiser, manager=True),
        name="Cup",
        config=TournamentConfig(Settings(G.fixed("meter"))),
    )


def svc_tables(uow: Any) -> Any:
    from bot.engine.tournaments.ports import tables

    return tables(uow)


async def test_a_player_in_a_running_match_is_not_forgotten_until_it_ends(
    harness: Harness,
) -> None:
    h = harness
    privacy = Privacy(h.service)
    view = await h.start("meter", players=(FORGET, ANNA))
    await h.service.play(view.id, FORGET, "a1", view.ply)
    open_challenge = await h.service.challenge(
        guild_id=GUILD, channel_id=CHANNEL, challenger_id=FORGET, opponent_id=None, game="meuda"
    )
    dump = h.dump()
    with pytest.raises(NotAllowed, match=rf"running match #{view.id} .*`/abort`"):
        await privacy.forget(FORGET)
    assert h.dump() == dump
    for junk in (-3, 0, 12345, True):
        with pytest.raises(BadRequest, match="not a Discord user id"):
            await privacy.forget(junk)
    await h.service.moderator_abort(view.id, BEN)
    await privacy.forget(FORGET)
    challenge = await h.service.get_challenge(open_challenge.id)
    assert str(challenge.status) == "cancelled" and challenge.challenger_id < 0
    assert (await h.service.get_match(view.id)).status is MatchStatus.ABORTED


async def test_the_logs_stay_append_only_outside_an_erasure(harness: Harness) -> None:
    h = harness
    view = await h.start("meter", players=(ANNA, BEN))
    await h.service.play(view.id, ANNA, "a1", view.ply)
    svc = TournamentService(h.service)
    await sign_up_cup(svc, ANNA)
    for sql in (
        "DELETE FROM moves",
        "UPDATE moves SET move = 'b2'",
        "UPDATE tournament_audit SET actor_id = -1",
        "UPDATE tournament_audit SET details = 'x'",
        "DELETE FROM tournament_audit",
    ):
        with pytest.raises(INTEGRITY_ERRORS, match="append-only"):
            await execute(h.path, sql)
    # Even while a forget is open only who the audit names may change, not what was done.
    await execute(
        h.path, "INSERT INTO erasures (kind, subject, started_at) VALUES ('player', -9, 0)"
    )
    for sql in (
        "UPDATE tournament_audit SET action = 'cancel'",
        "UPDATE tournament_audit SET actor_id = 5",
    ):
        with pytest.raises(INTEGRITY_ERRORS, match="append-only"):
            await execute(h.path, sql)
    await execute(h.path, "UPDATE tournament_audit SET actor_id = -9")  # what a forget does
    await execute(h.path, "DELETE FROM erasures")


async def test_a_departed_servers_data_is_erased_after_the_kept_time(harness: Harness) -> None:
    h = harness
    svc = TournamentService(h.service)
    privacy = Privacy(h.service, keep_removed_guild=timedelta(days=30))
    rng = random.Random(3)
    for game in GAMES:
        await play_out(h, await h.start(game, players=(ANNA, BEN)), rng)
    kept = await play_out(h, await h.start("meter", players=(ANNA, CLEO), guild=OTHER_GUILD), rng)
    await h.start("meuda", players=(BEN, ANNA))  # still running when the bot is removed
    await sign_up_cup(svc, BEN)
    # Removed, back the next day (nothing is erased), removed again for good.
    await privacy.guild_removed(GUILD)
    h.clock.advance(24 * 3600)
    assert await privacy.guild_joined(GUILD)
    assert not await privacy.guild_joined(GUILD)
    h.clock.advance(40 * 24 * 3600)
    await h.service.fire_due()
    assert GUILD in await guilds(h)
    await privacy.guild_removed(GUILD)
    h.clock.advance(30 * 24 * 3600 - 60)
    await h.service.fire_due()
    assert GUILD in await guilds(h)
    h.clock.advance(60)
    await h.service.fire_due()
    assert await guilds(h) == [OTHER_GUILD]
    assert await h.service.verify(kept.id)
    for table in ("moves", "players", "ratings"):
        assert (await rows(h, f"SELECT count(*) FROM {table}"))[0][0] > 0, table
    players = {r[0] for r in await rows(h, "SELECT user_id FROM players")}
    assert players == {ANNA, CLEO}  # BEN played only on the erased server
    for table in ("tournament_audit", "timers"):
        assert (await rows(h, f"SELECT count(*) FROM {table}")) == [(0,)], table
    for table in ("tournaments", "challenges", "ratings", "rating_history"):
        left = await rows(h, f"SELECT count(*) FROM {table} WHERE guild_id = ?", (GUILD,))
        assert left == [(0,)], table
    assert [r[0] for r in await rows(h, "SELECT DISTINCT guild_id FROM matches")] == [OTHER_GUILD]
    if isinstance(h.store, SqliteStore):
        assert await h.store.foreign_key_problems() == 0
    # Removed while the bot was offline: found when it connects; added back while offline:
    # the erasure is cancelled when it connects.
    # A process serving other shards does not take this server for removed.
    assert await privacy.reconcile([], ours=lambda guild_id: guild_id != OTHER_GUILD) == ([], [])
    assert await privacy.reconcile([]) == ([OTHER_GUILD], [])
    assert await privacy.reconcile([]) == ([], [])
    assert await privacy.reconcile([OTHER_GUILD]) == ([], [OTHER_GUILD])


async def test_play_where_the_bot_is_not_installed_is_no_server_it_left(harness: Harness) -> None:
    """A group DM's (or the bot's DM's, or a server's that never added the bot) matches are
    kept under the place's id. The bot is in no such server, so on connecting it must not take
    the place for a server it was removed from and erase its games and ratings 30 days on."""
    h = harness
    privacy = Privacy(h.service, keep_removed_guild=timedelta(days=30))
    group_dm = 1_456_074_443_980_800_099
    played = await play_out(
        h,
        await h.start("meter", players=(ANNA, BEN), guild=group_dm, answered=True),
        random.Random(5),
    )
    assert played.status is MatchStatus.FINISHED
    await h.start("meter", players=(ANNA, BEN))  # a server the bot is in
    assert await privacy.reconcile([GUILD]) == ([], [])
    assert group_dm not in await guilds(h)
    h.clock.advance(31 * 24 * 3600)
    await h.service.fire_due()
    assert await h.service.verify(played.id)
    left = await rows(h, "SELECT count(*) FROM ratings WHERE guild_id = ?", (group_dm,))
    assert left[0][0] == 2


async def guilds(h: Harness) -> list[int]:
    async with h.store.read() as uow:
        return await privacy_tables(uow).guilds_with_data()


async def test_retention_prunes_sealed_moves_and_given_up_rows(harness: Harness) -> None:
    h = harness
    privacy = Privacy(h.service)
    view = await play_out(h, await h.start("thwart-omega", players=(ANNA, BEN)), random.Random(2))
    running = await h.start("thwart-omega", players=(ANNA, CLEO))
    await h.service.submit(running.id, ANNA, "b a1 w a2")
    async with h.store.transaction() as uow:
        item = (await uow.outbox_items())[0]
        await uow.mark_failed(item.id, "gone", None, h.clock.now())
    [(sealed,)] = await rows(h, "SELECT count(*) FROM submissions WHERE match_id = ?", (view.id,))
    assert sealed > 0
    assert await privacy.prune(h.clock.now() - timedelta(days=1)) == 0
    h.clock.advance(31 * 24 * 3600)
    assert await privacy.prune(h.clock.now() - timedelta(days=30)) == sealed + 1
    left = await rows(h, "SELECT match_id FROM submissions")
    assert left == [(running.id,)]  # the running match keeps its sealed move
    assert await h.service.verify(view.id)


def test_scrub_replaces_the_id_and_the_name_beside_it() -> None:
    value = {
        "entrants": [
            {"seed": 1, "player": FORGET, "name": "Zoe"},
            {"seed": 2, "player": ANNA, "name": "Anna"},
        ],
        "name": "Spring Cup",
        "user": FORGET,
        "text": f"user {FORGET} dropped",
        "flag": True,
    }
    assert scrub(value, FORGET, -4, "forgotten player 4") == {
        "entrants": [
            {"seed": 1, "player": -4, "name": "forgotten player 4"},
            {"seed": 2, "player": ANNA, "name": "Anna"},
        ],
        "name": "Spring Cup",
        "user": -4,
        "text": "user -4 dropped",
        "flag": True,
    }
    assert json.dumps(scrub([1, 2.5, None], FORGET, -1, "x")) == "[1, 2.5, null]"


async def test_forgetting_a_seated_player_moves_the_waitlist_up_and_tells_them(
    harness: Harness,
) -> None:
    """A forget takes back sign-ups like a leave: the first waitlisted player gets the seat and
    the ``tournament-waitlist`` notice, which names them and not the forgotten player; a forgotten
    player who only waited frees no seat, and nobody is told. Refused, nothing is told."""
    h = harness
    svc = TournamentService(h.service)
    privacy = Privacy(h.service)
    organiser = Actor(CLEO, manager=True)
    cups = []
    for name, order in (("Seated Cup", (FORGET, ANNA, BEN)), ("Waiting Cup", (ANNA, BEN, FORGET))):
        view = await svc.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            actor=organiser,
            name=name,
            config=TournamentConfig(Settings(G.fixed("meter")), max_players=2),
        )
        for user in order:
            await svc.join(view.id, user, f"Name of {user}")
        cups.append(view.id)
    seated, waiting = cups
    match = await h.start("meter", players=(FORGET, CLEO))
    with pytest.raises(NotAllowed):
        await privacy.forget(FORGET)
    assert await payloads(h, "tournament-waitlist") == []
    await h.service.moderator_abort(match.id, CLEO)

    await privacy.forget(FORGET)

    view = await svc.get(seated)
    assert [e.user_id for e in view.seated] == [ANNA, BEN] and view.waitlist == ()
    [told] = await payloads(h, "tournament-waitlist")
    assert (told["tournament_id"], told["promoted"], told["why"]) == (seated, [BEN], "left")
    assert str(FORGET) not in json.dumps(told)
    view = await svc.get(waiting)
    assert [e.user_id for e in view.seated] == [ANNA, BEN] and view.waitlist == ()
    async with h.store.read() as uow:
        assert await privacy_tables(uow).where_user_is(FORGET) == []
