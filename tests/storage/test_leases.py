"""PostgreSQL with several processes. Leases: two stores (two processes' owner ids) on one
database claim timers and outbox rows; each is handled by one of them, lanes stay with one
process, and a claim that runs out (its process died) is taken over. Also the outage grace rule
beside running processes, and a lost server connection."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta

import asyncpg
import pytest

from bot.engine.clock import FakeClock
from bot.engine.errors import StorageUnavailable
from bot.engine.matches.service import MatchService
from bot.engine.model import Audience, Notification, Timer, TimerKind
from bot.storage.postgres import PostgresStore
from tests.engine.support import ALICE, BOB, Harness
from tests.storage.test_store import NOW, _match, _with_players

LEASE = timedelta(seconds=20)


@pytest.fixture
async def two(postgres_url: str) -> AsyncIterator[tuple[PostgresStore, PostgresStore]]:
    a, b = await PostgresStore.open(postgres_url), await PostgresStore.open(postgres_url)
    yield a, b
    await a.close()
    await b.close()


async def test_a_timer_is_claimed_by_one_process_until_its_lease_runs_out(
    two: tuple[PostgresStore, PostgresStore],
) -> None:
    a, b = two
    await _with_players(a)
    async with a.transaction() as uow:
        mid = await uow.insert_match(_match())
        await uow.set_timer(Timer(TimerKind.ROUND_END, mid, 0, NOW))
        await uow.set_timer(Timer(TimerKind.INACTIVITY, mid, 0, NOW + timedelta(days=1)))
    async with a.transaction() as uow:
        (claimed,) = await uow.claim_timers(NOW, 10, LEASE)
        assert claimed.kind is TimerKind.ROUND_END
    async with b.transaction() as uow:
        assert await uow.claim_timers(NOW + timedelta(seconds=5), 10, LEASE) == []
        assert await uow.next_timer_at() == NOW + LEASE  # b looks again when the claim ends
    async with a.read() as uow:
        assert await uow.next_timer_at() == NOW  # a's own claim: due now
    async with b.transaction() as uow:  # a died: its claim runs out, b takes the timer over
        assert await uow.claim_timers(NOW + LEASE + timedelta(seconds=1), 10, LEASE) == [claimed]
    async with a.transaction() as uow:  # a timer set again is a new deadline: no claim
        await uow.set_timer(Timer(TimerKind.ROUND_END, mid, 1, NOW + timedelta(seconds=30)))
    async with b.read() as uow:
        assert await uow.next_timer_at() == NOW + timedelta(seconds=30)


async def test_a_failed_timer_is_postponed_only_while_its_claim_stands(
    two: tuple[PostgresStore, PostgresStore],
) -> None:
    """A process whose timer failed after its lease ran out must not set it again: another
    process may have fired it meanwhile (a warning would be sent twice)."""
    a, b = two
    await _with_players(a)
    async with a.transaction() as uow:
        mid = await uow.insert_match(_match())
        await uow.set_timer(Timer(TimerKind.MOVE_WARNING, mid, 0, NOW))
    async with a.transaction() as uow:
        (claimed,) = await uow.claim_timers(NOW, 10, LEASE)
    later = NOW + timedelta(minutes=1)
    async with a.transaction() as uow:  # still a's claim: postponed, the claim dropped
        assert await uow.postpone_timer(claimed, later)
        assert await uow.timers_of(mid, [TimerKind.MOVE_WARNING]) == [
            Timer(TimerKind.MOVE_WARNING, mid, 0, later)
        ]
    async with a.transaction() as uow:
        (claimed,) = await uow.claim_timers(later, 10, LEASE)
    async with b.transaction() as uow:  # a's lease ran out: b fires it
        assert await uow.claim_timers(later + LEASE * 2, 10, LEASE) == [claimed]
        assert await uow.take_timer(claimed.kind, mid, later + LEASE * 2) is not None
    async with a.transaction() as uow:  # a's handler failed late: nothing comes back
        assert not await uow.postpone_timer(claimed, later + LEASE * 3)
        assert await uow.timers_of(mid, [TimerKind.MOVE_WARNING]) == []


async def test_outbox_lanes_stay_with_the_process_that_claimed_them(
    two: tuple[PostgresStore, PostgresStore],
) -> None:
    a, b = two
    await _with_players(a)
    async with a.transaction() as uow:
        m1 = await uow.insert_match(_match())
        m2 = await uow.insert_match(_match())
        board = Notification("board", Audience.PUBLIC, 2, {}, m1)
        await uow.put_outbox(
            [
                board,  # lane match:m1
                Notification("round-prompt", Audience.PRIVATE, 11, {}, m1),  # waits for match:m1
                Notification("board", Audience.PUBLIC, 3, {}, m2),  # lane match:m2
                Notification("round-prompt", Audience.PRIVATE, 12, {}, m2),  # waits for m2
                Notification("challenge-posted", Audience.PUBLIC, 4, {}),  # lane public:4
            ],
            NOW,
        )
    async with a.transaction() as uow:
        first = await uow.claim_outbox(NOW, 1, LEASE)  # a holds match m1's board
        assert [i.notification for i in first] == [board]
    async with b.transaction() as uow:
        taken = await uow.claim_outbox(NOW, 10, LEASE)
        # Not m1's rows (a holds its lane), the rest in order.
        assert [(i.notification.kind, i.notification.match_id) for i in taken] == [
            ("board", m2),
            ("round-prompt", m2),
            ("challenge-posted", None),
        ]
        await uow.mark_started([first[0].id], NOW)  # a started it, then died
    async with a.transaction() as uow:  # a loads again: its own claim, and m1's prompt
        assert [i.id for i in await uow.claim_outbox(NOW, 10, LEASE)] == [
            first[0].id,
            first[0].id + 1,
        ]
    later = NOW + LEASE + timedelta(seconds=1)
    async with b.transaction() as uow:  # b's claims run out too; b takes everything
        again = await uow.claim_outbox(later, 10, LEASE)
        assert len(again) == 5 and again[0].uncertain  # look before posting it again
        await uow.mark_failed(again[0].id, "503", later, later)  # a failure ends the claim
    async with a.transaction() as uow:
        assert [i.id for i in await uow.claim_outbox(later, 10, LEASE)] == []  # b holds m1
    async with a.read() as uow:
        # The failed row is due again and unclaimed, but b holds its lane (m1's prompt): it is
        # a's business when b's claim runs out, not now (a pump would spin on it: issue 23).
        assert await uow.next_outbox_at() == later + LEASE


async def test_two_processes_fire_each_due_timer_once(postgres_url: str) -> None:
    url = postgres_url
    clock = FakeClock()
    first = await Harness.open(url, clock)
    second = MatchService(await PostgresStore.open(url), clock)
    try:
        views = [await first.start("thwart-omega", players=(ALICE + i, BOB + i)) for i in range(6)]
        clock.advance(120)  # every first round's deadline has passed
        fired = await asyncio.gather(first.service.fire_due(), second.fire_due())
        assert sum(fired) == 6  # each round resolved by one of them
        for view in views:
            log = await first.service.move_log(view.id)
            assert [m.random_fill for m in log] == [True, True]  # once: two moves, not four
    finally:
        await first.close()
        await second.store.close()  # type: ignore[attr-defined]


async def test_a_process_starting_beside_others_extends_only_clocks_nobody_took(
    postgres_url: str,
) -> None:
    """The outage grace rule on a shared database: a round that ended moments ago is the
    running processes' to resolve; one that nobody took for a whole lease ran out while every
    process was down, and is extended."""
    clock = FakeClock()
    running = await Harness.open(postgres_url, clock)
    try:
        first = await running.start("thwart-omega")
        clock.advance(30)
        second = await running.start("thwart-omega", players=(ALICE + 1, BOB + 1))
        clock.advance(60 + 5)  # first's round ended 35 s ago, second's 5 s ago
        starting = MatchService(await PostgresStore.open(postgres_url), clock)
        assert await starting.resume() == 1
        await starting.store.close()  # type: ignore[attr-defined]
        kinds = [i.notification.kind for i in await running.outbox(first.id)]
        assert kinds.count("deadline-extended") == 1
        assert "deadline-extended" not in await running.kinds(second.id)
        assert await running.service.fire_due() == 1  # the second's round, resolved now
    finally:
        await running.close()


async def test_a_lost_server_connection_is_a_passing_fault(postgres_url: str) -> None:
    """The server ends the bot's connections (a restart, a failover): the transaction in
    progress fails as ``StorageUnavailable`` (not permanent: the pump backs off, players are
    told nothing was saved), and the next one runs on a new connection."""
    store = await PostgresStore.open(postgres_url, pool_size=1)
    try:
        with pytest.raises(StorageUnavailable) as raised:
            async with store.transaction() as uow:
                assert await uow.count_matches(active_only=False) == 0
                conn = await asyncpg.connect(postgres_url)
                try:
                    await conn.execute(
                        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                        "application_name = 'stone-arena' AND pid <> pg_backend_pid()"
                    )
                finally:
                    await conn.close()
                await uow.count_matches(active_only=False)
        assert not raised.value.permanent and store.faults.current is not None
        async with store.transaction() as uow:
            assert await uow.count_matches(active_only=False) == 0
        assert store.faults.current is None  # logged again as mended
    finally:
        await store.close()
