"""No player gets less than the round time (RULES.md §3 "Timing"): a submission sent after the
deadline is refused even before the resolution timer fires, "sent" meaning when Discord received
it; a round prompt delivered late moves the round's deadline by the delay, said publicly."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from bot.engine.errors import NotAllowed
from bot.engine.model import OutboxItem, Timing
from bot.engine.outbox.dispatcher import Dispatcher
from tests.engine.support import ALICE, BOB, Harness


class Recorder:
    def __init__(self) -> None:
        self.items: list[OutboxItem] = []

    async def deliver(self, item: OutboxItem) -> None:
        self.items.append(item)


async def _thwart(harness: Harness) -> tuple[int, datetime]:
    view = await harness.start("thwart-omega", timing=Timing(round_seconds=60))
    assert view.deadline is not None
    return view.id, view.deadline


async def test_a_move_sent_after_the_deadline_is_refused_before_the_timer_fires(
    harness: Harness,
) -> None:
    match_id, deadline = await _thwart(harness)
    harness.clock.advance(61)  # the bot is busy: the round-end timer has not fired yet
    with pytest.raises(NotAllowed, match="Too late: round 1 of match #1 ended"):
        await harness.service.submit(match_id, ALICE, "b a1 w a2")
    with pytest.raises(NotAllowed, match="Too late"):
        await harness.service.lock_in(match_id, ALICE)
    assert await harness.service.my_submission(match_id, ALICE) is None
    # Sent before the deadline, handled after it (a lagging bot): it counts.
    result = await harness.service.submit(
        match_id, BOB, "b a1 w a2", at=deadline - timedelta(seconds=1)
    )
    assert result.moves == ("b a1 w a2",)
    # Sent after the deadline but handled "before" it (a clock ahead of the bot's): refused.
    with pytest.raises(NotAllowed, match="Too late"):
        await harness.service.submit(match_id, ALICE, "b a1 w a3", at=deadline + timedelta(1))
    assert await harness.service.fire_due() == 1
    view = await harness.service.get_match(match_id)
    assert view.round == 2


async def test_a_late_prompt_moves_the_deadline_by_the_delay(harness: Harness) -> None:
    match_id, deadline = await _thwart(harness)
    harness.clock.advance(7)  # delivery runs 7 s behind
    delivery = Recorder()
    dispatcher = Dispatcher(harness.store, delivery, harness.clock)
    dispatcher.prepare_prompt = harness.service.extend_for_late_prompt
    await dispatcher.dispatch_pending()
    prompts = [i for i in delivery.items if i.notification.kind == "round-prompt"]
    assert len(prompts) == 2
    moved = deadline + timedelta(seconds=10)  # the delay and a second for the send, in 5 s
    assert [p.notification.payload["deadline"] for p in prompts] == [moved.isoformat()] * 2
    view = await harness.service.get_match(match_id)
    assert view.deadline == moved
    # Said publicly once (the second prompt asked for no more time than the first).
    await dispatcher.dispatch_pending()
    extended = [i for i in delivery.items if i.notification.kind == "deadline-extended"]
    assert len(extended) == 1
    assert extended[0].notification.payload["reason"] == "late-prompt"
    assert extended[0].notification.payload["deadline"] == moved.isoformat()
    # The round still ends at the moved deadline, not before.
    harness.clock.advance(60 - 7 + 9)  # past the old deadline, before the moved one
    assert await harness.service.fire_due() == 0
    await harness.service.submit(match_id, ALICE, "b a1 w a2")
    harness.clock.advance(1)
    assert await harness.service.fire_due() == 1


async def test_a_prompt_on_time_changes_nothing(harness: Harness) -> None:
    match_id, deadline = await _thwart(harness)
    delivery = Recorder()
    dispatcher = Dispatcher(harness.store, delivery, harness.clock)
    dispatcher.prepare_prompt = harness.service.extend_for_late_prompt
    await dispatcher.dispatch_pending()
    assert (await harness.service.get_match(match_id)).deadline == deadline
    assert not [i for i in delivery.items if i.notification.kind == "deadline-extended"]
