"""A row's content is decided once (``OutboxItem.fixed``): a round prompt caught by a crash
before its late-prompt extension, after it, or between its post and its mark is posted once, with
one deadline, and its round is extended once; on SQLite and on PostgreSQL. The crash is a
database fault raised at that moment (the row stays started and unmarked, as after a kill)."""

from __future__ import annotations

import json

import pytest

from bot.engine.errors import StorageUnavailable
from bot.engine.model import OutboxItem, Timing
from bot.engine.outbox.dispatcher import Dispatcher
from tests.engine.support import Harness

CRASH = StorageUnavailable("db", "killed")


class Channels:
    """Posts by target, looked up for an uncertain row as Discord can be searched: the same
    target and the same text. ``crash_after_post``: the process dies after posting."""

    def __init__(self) -> None:
        self.posts: list[tuple[int, str]] = []
        self.crash_after_post = False

    async def deliver(self, item: OutboxItem) -> None:
        note = item.notification
        post = (note.target_id, json.dumps([note.kind, dict(note.payload)], sort_keys=True))
        if item.uncertain and post in self.posts:
            return
        self.posts.append(post)
        if self.crash_after_post and note.kind == "round-prompt":
            raise CRASH


@pytest.mark.parametrize("crash", ["before-extension", "after-extension", "after-post"])
async def test_a_prompt_caught_by_a_crash_is_posted_once_with_one_deadline(
    harness: Harness, crash: str
) -> None:
    await harness.start("thwart-omega", timing=Timing(round_seconds=120))
    harness.clock.advance(7)  # the prompts go out late: the round is extended
    channels = Channels()
    dispatcher = Dispatcher(harness.store, channels, harness.clock)
    extend = harness.service.extend_for_late_prompt

    async def prepare(item: OutboxItem) -> OutboxItem:
        if crash == "before-extension":
            raise CRASH
        ready = await extend(item)
        if crash == "after-extension":
            raise CRASH
        return ready

    dispatcher.prepare_prompt = prepare
    channels.crash_after_post = crash == "after-post"
    with pytest.raises(StorageUnavailable):
        await dispatcher.dispatch_pending()
    # The next process, later still (any new extension would move the deadline again).
    harness.clock.advance(30)
    dispatcher = Dispatcher(harness.store, channels, harness.clock)
    dispatcher.prepare_prompt = extend
    channels.crash_after_post = False
    await dispatcher.dispatch_pending()
    prompts = [p for p in channels.posts if '"round-prompt"' in p[1]]
    assert sorted(target for target, _ in prompts) == sorted({t for t, _ in prompts})
    assert len(prompts) == 2  # one per player
    deadlines = {json.loads(text)[1]["deadline"] for _, text in prompts}
    extended = [p for p in channels.posts if '"deadline-extended"' in p[1]]
    assert len(deadlines) == 1 and len(extended) == 1
    assert {json.loads(text)[1]["deadline"] for _, text in extended} == deadlines
