"""What a post needs comes with the row, what it learns is recorded with the row's mark
(``bot.engine.outbox.posts``)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.errors import UnknownMatch
from bot.engine.matches.posts import MatchPost, MatchPosts, MatchThread
from bot.engine.model import OutboxItem
from bot.engine.outbox.dispatcher import Dispatcher
from bot.engine.outbox.posts import Posts, Unavailable
from bot.engine.ports import UnitOfWork
from tests.engine.support import Harness

THREAD = 424242


class ThreadOpening:
    """Opens a thread with the match's first post and reports it; remembers each row's
    context."""

    def __init__(self) -> None:
        self.items: list[OutboxItem] = []

    async def deliver(self, item: OutboxItem) -> tuple[object, ...]:
        self.items.append(item)
        if item.notification.kind == "match-started":
            return (MatchThread(int(item.notification.payload["match_id"]), THREAD),)
        return ()


def dispatcher_for(harness: Harness, delivery: ThreadOpening) -> Dispatcher:
    dispatcher = Dispatcher(harness.store, delivery, harness.clock)
    MatchPosts(harness.service.games).install(dispatcher.posts)
    return dispatcher


async def test_a_row_starts_with_what_an_earlier_row_of_its_lane_learned(
    harness: Harness,
) -> None:
    """The board after ``match-started`` comes with the thread that row opened: contexts are
    read as a row starts, after the earlier rows of its lane were delivered and marked."""
    view = await harness.start("meter")
    delivery = ThreadOpening()
    await dispatcher_for(harness, delivery).dispatch_pending()
    [started] = [i for i in delivery.items if i.notification.kind == "match-started"]
    [board] = [i for i in delivery.items if i.notification.kind == "board"]
    assert isinstance(started.context, MatchPost) and started.context.view.thread_id is None
    assert isinstance(board.context, MatchPost) and board.context.view.thread_id == THREAD
    assert board.context.state is not None  # the position it shows, read engine-side
    assert (await harness.service.get_match(view.id)).thread_id == THREAD


async def test_what_a_post_learned_is_recorded_only_with_its_mark(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A row another process took over is not marked by this one, and what its post learned is
    not recorded either: the process that holds it delivers it again and learns it."""
    view = await harness.start("meter")
    async with harness.store.read() as uow:
        unit = type(uow)

    async def taken_over(self: Any, *args: Any, **kw: Any) -> bool:
        return False

    monkeypatch.setattr(unit, "mark_delivered", taken_over)
    await dispatcher_for(harness, ThreadOpening()).dispatch_pending()
    assert (await harness.service.get_match(view.id)).thread_id is None


async def test_a_row_whose_subject_is_gone_comes_with_unavailable(harness: Harness) -> None:
    async def gone(uow: UnitOfWork, item: OutboxItem) -> object:
        raise UnknownMatch("match-unknown", match="7")

    posts = Posts()
    posts.load(["board"], gone)
    with pytest.raises(ValueError, match="already loaded"):
        posts.load(["board"], gone)
    await harness.start("meter")
    [board] = [i for i in await harness.outbox() if i.notification.kind == "board"]
    async with harness.store.read() as uow:
        [ready] = await posts.contexts(uow, [board])
    assert ready.context == Unavailable("There is no match #7.")
