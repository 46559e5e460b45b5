"""Concurrent outbox delivery: several targets at once under one cap, commit order per lane
(a match's thread; a player's DMs, after the match's earlier public rows), urgent rows first,
and the started mark that lets the Discord layer find a message posted before a crash."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from bot.engine.model import Audience, Notification, OutboxItem, SeatChoice, Timing
from bot.engine.outbox.dispatcher import Dispatcher
from tests.engine.support import CHANNEL, GUILD, Harness


class SlowDelivery:
    """Each delivery takes a few turns of the event loop (no time passes), so rows overlap."""

    def __init__(self, turns: int = 3) -> None:
        self.turns = turns
        self.started: list[OutboxItem] = []
        self.finished: list[OutboxItem] = []
        self.events: list[tuple[str, int]] = []  # ("start" | "end", row id), in order
        self.in_flight = 0
        self.most_in_flight = 0

    async def deliver(self, item: OutboxItem) -> None:
        self.started.append(item)
        self.events.append(("start", item.id))
        self.in_flight += 1
        self.most_in_flight = max(self.most_in_flight, self.in_flight)
        for _ in range(self.turns):
            await asyncio.sleep(0)
        self.in_flight -= 1
        self.finished.append(item)
        self.events.append(("end", item.id))


def note(kind: str, target: int, audience: Audience = Audience.PUBLIC) -> Notification:
    return Notification(kind=kind, audience=audience, target_id=target, payload={})


async def put(harness: Harness, notes: Sequence[Notification]) -> None:
    async with harness.store.transaction() as uow:
        await uow.put_outbox(notes, harness.clock.now())


async def test_a_burst_of_rounds_goes_out_concurrently_in_order_per_lane(harness: Harness) -> None:
    for i in range(8):
        await harness.service.create_match(
            guild_id=GUILD,
            channel_id=CHANNEL,
            players=(100 + 2 * i, 101 + 2 * i),
            game="thwart-omega",
            timing=Timing(round_seconds=60),
            seat=SeatChoice.FIRST,
        )
    await Dispatcher(harness.store, SlowDelivery(0), harness.clock).dispatch_pending()
    harness.clock.advance(61)
    assert await harness.service.fire_due() == 8
    delivery = SlowDelivery()
    dispatcher = Dispatcher(harness.store, delivery, harness.clock, concurrency=5)
    # Per match: its commitments, its reveal and two prompts.
    assert await dispatcher.dispatch_pending() == 32
    assert 1 < delivery.most_in_flight <= 5
    when = {event: n for n, event in enumerate(delivery.events)}
    reveal_of = {
        i.notification.match_id: i for i in delivery.finished if i.notification.kind == "board"
    }
    for item in delivery.finished:
        if item.notification.kind == "round-sealed":
            # The commitments were posted before the reveal started.
            reveal = reveal_of[item.notification.match_id]
            assert when[("end", item.id)] < when[("start", reveal.id)], item
    for item in delivery.finished:
        if item.notification.kind == "round-prompt":
            # The match's reveal was done before its next prompt started.
            reveal = reveal_of[item.notification.match_id]
            assert when[("end", reveal.id)] < when[("start", item.id)], item
    prompts = [i for i in delivery.finished if i.notification.kind == "round-prompt"]
    assert len(prompts) == 16
    # Different matches overlapped: a prompt started before another match's reveal ended.
    reveals = [i for i in delivery.finished if i.notification.kind == "board"]
    assert when[("start", prompts[0].id)] < when[("end", reveals[-1].id)]


async def test_urgent_rows_go_before_slow_ones(harness: Harness) -> None:
    await put(harness, [note("tournament-updated", 500 + i) for i in range(4)])
    await put(harness, [note("board", 600 + i) for i in range(4)])
    delivery = SlowDelivery()
    dispatcher = Dispatcher(harness.store, delivery, harness.clock, concurrency=2)
    assert await dispatcher.dispatch_pending() == 8
    kinds = [i.notification.kind for i in delivery.started]
    assert kinds == ["board"] * 4 + ["tournament-updated"] * 4


async def test_one_target_waits_while_others_flow(harness: Harness) -> None:
    # Three rows for one channel, one for each of three others: the one channel's rows go in
    # commit order, one at a time; the others do not wait for them.
    await put(harness, [note("tournament-round", 700)] * 3)
    await put(harness, [note("tournament-round", 800 + i) for i in range(3)])
    delivery = SlowDelivery()
    await Dispatcher(harness.store, delivery, harness.clock, concurrency=4).dispatch_pending()
    same = [i.id for i in delivery.finished if i.notification.target_id == 700]
    assert same == sorted(same)
    first_others = [n for n, i in enumerate(delivery.finished) if i.notification.target_id != 700]
    assert max(first_others) < delivery.finished.index(
        next(i for i in delivery.finished if i.id == same[-1])
    )


async def test_a_started_row_comes_again_as_uncertain(harness: Harness) -> None:
    await put(harness, [note("board", 900), note("board", 901)])
    async with harness.store.read() as uow:
        first, second = await uow.pending_outbox(harness.clock.now(), 10)
    assert not first.uncertain and not second.uncertain
    async with harness.store.transaction() as uow:
        await uow.mark_started([first.id], harness.clock.now())  # then the bot dies
    delivery = SlowDelivery()
    await Dispatcher(harness.store, delivery, harness.clock).dispatch_pending()
    assert [(i.id, i.uncertain) for i in delivery.started] == [
        (first.id, True),
        (second.id, False),
    ]
