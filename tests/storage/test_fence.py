"""Fenced delivery on PostgreSQL (issue 16): a process that stalls past its outbox lease while
another takes the row over posts nothing more, and its late marks change nothing.

Two dispatchers on two stores (two processes' owner ids) share one database and one fake clock.
The first stalls inside a delivery (its event loop held, as by a long pause of the machine) until
the clock passed its lease and the second process delivered the row; the deliveries post
through ``bot.engine.outbox.fence.before_post`` as the Discord layer does
(``bot/cogs/common/posting/resend.py``)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

from bot.engine.clock import FakeClock
from bot.engine.model import Audience, Notification, OutboxItem
from bot.engine.outbox.dispatcher import Dispatcher
from bot.engine.outbox.fence import before_post
from bot.storage.postgres import PostgresStore

LEASE = timedelta(seconds=60)


class Discord:
    """What the channel shows: every post, by process."""

    def __init__(self) -> None:
        self.posts: list[tuple[str, int]] = []


class Process:
    """A delivery of one process: it may stall (``stall``) before or after its post, and may
    fail after the stall (``fail``), like a Discord call that errors once the machine wakes."""

    def __init__(self, name: str, discord: Discord) -> None:
        self.name = name
        self.discord = discord
        self.stall: str | None = None  # "before" or "after" the post
        self.fail = False
        self.stalled = asyncio.Event()
        self.wake = asyncio.Event()

    async def _pause(self) -> None:
        self.stalled.set()
        await self.wake.wait()

    async def deliver(self, item: OutboxItem) -> None:
        if self.stall == "before":
            await self._pause()
        if item.uncertain and any(i == item.id for _, i in self.discord.posts):
            return  # posted before (resend.py looks in the channel)
        await before_post()
        self.discord.posts.append((self.name, item.id))
        if self.stall == "after":
            await self._pause()
        if self.fail:
            raise ConnectionError("Discord answered 503 after the pause")


@pytest.fixture
async def stores(postgres_url: str) -> AsyncIterator[list[PostgresStore]]:
    opened = [await PostgresStore.open(postgres_url) for _ in range(3)]
    yield opened
    for store in opened:
        await store.close()


async def _row(store: PostgresStore) -> int:
    async with store.transaction() as uow:
        await uow.put_outbox(
            [Notification("challenge-posted", Audience.PUBLIC, 2000, {"n": 1})], FakeClock().now()
        )
        (item,) = await uow.outbox_items()
        return item.id


async def _outbox(store: PostgresStore) -> OutboxItem:
    async with store.read() as uow:
        (item,) = await uow.outbox_items()
        return item


@pytest.mark.parametrize("stall", ["before", "after"])
async def test_a_process_stalled_past_its_lease_does_not_post_or_mark_again(
    stores: list[PostgresStore], stall: str
) -> None:
    clock = FakeClock()
    discord = Discord()
    slow, quick = Process("slow", discord), Process("quick", discord)
    slow.stall = stall
    row = await _row(stores[0])
    first = Dispatcher(stores[0], slow, clock, lease=LEASE)
    second = Dispatcher(stores[1], quick, clock, lease=LEASE)

    stalled = asyncio.get_running_loop().create_task(first.dispatch_pending())
    async with asyncio.timeout(10):
        await slow.stalled.wait()
    assert await second.dispatch_pending() == 0  # the row is claimed: the lane waits
    clock.advance(LEASE + timedelta(seconds=1))  # the lease runs out while the first stalls
    assert await second.dispatch_pending() == 1  # taken over (uncertain: looked up first)
    slow.wake.set()
    async with asyncio.timeout(10):
        delivered_by_stalled = await stalled

    if stall == "before":  # the stalled process posts nothing: its claim was lost
        assert discord.posts == [("quick", row)]
        assert delivered_by_stalled == 0
    else:  # it had posted before it stalled: the second found the post and did not repeat it
        assert discord.posts == [("slow", row)]
    item = await _outbox(stores[0])
    async with stores[0].read() as uow:
        assert await uow.pending_outbox(clock.now(), 10) == []
    assert item.attempts == 1, "marked delivered once, by the process holding the row"


async def test_a_stalled_failure_does_not_end_the_claim_of_the_process_delivering_now(
    stores: list[PostgresStore],
) -> None:
    clock = FakeClock()
    discord = Discord()
    slow, quick, third = (Process(name, discord) for name in ("slow", "quick", "third"))
    slow.stall, slow.fail = "before", True
    quick.stall = "before"
    row = await _row(stores[0])
    first, second, late = (
        Dispatcher(store, process, clock, lease=LEASE)
        for store, process in zip(stores, (slow, quick, third), strict=True)
    )
    loop = asyncio.get_running_loop()
    a = loop.create_task(first.dispatch_pending())
    async with asyncio.timeout(10):
        await slow.stalled.wait()
    clock.advance(LEASE + timedelta(seconds=1))
    b = loop.create_task(second.dispatch_pending())  # takes the row over, then stalls too
    async with asyncio.timeout(10):
        await quick.stalled.wait()
    slow.wake.set()  # the first wakes: its claim is gone, so it neither posts nor fails it
    async with asyncio.timeout(10):
        assert await a == 0
    assert await late.dispatch_pending() == 0, "the second process's claim still stands"
    item = await _outbox(stores[0])
    assert item.attempts == 0 and item.last_error is None
    quick.wake.set()
    async with asyncio.timeout(10):
        assert await b == 1
    assert discord.posts == [("quick", row)]
