"""``ReviewService`` (issue 28, items 1 and 5): a finished match's review is computed once, in
the reviewer (worker processes in the bot; here in this process, on a small budget), stored,
and read back by a new process; two requests while it is computed share one computation; a
running match, an aborted one, an unknown id and another server's match are refused with a
sentence and nothing stored. Every test runs on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable

import pytest

from bot.engine.errors import NotAllowed, UnknownMatch
from bot.engine.model import JSON
from bot.engine.review import ReviewRequest, ReviewService, review_in_worker
from bot.engine.review.ports import review_tables
from bot.engine.review.stored import review_from_json, review_to_json
from tests.engine.support import ALICE, GUILD, Harness, play_out

PLAYOUTS = 6  # a tiny budget: the review's own quality is ai/learn/review.py's tests' concern


class InProcess:
    """A reviewer that computes right here; ``gate`` (if set) holds every review until set."""

    def __init__(self) -> None:
        self.asked: list[ReviewRequest] = []
        self.gate: asyncio.Event | None = None

    async def review(self, request: ReviewRequest) -> dict[str, JSON]:
        self.asked.append(request)
        if self.gate is not None:
            await self.gate.wait()
        return review_in_worker(request)

    async def close(self) -> None:
        pass


def reviews(harness: Harness, reviewer: InProcess) -> ReviewService:
    return ReviewService(harness.service, harness.store, reviewer, playouts=PLAYOUTS)


async def finished(harness: Harness, game: str = "meter", seed: int = 3) -> int:
    view = await harness.start(game)
    view = await play_out(harness, view, random.Random(seed))
    return view.id


async def test_computed_once_stored_and_read_by_a_new_process(harness: Harness) -> None:
    match_id = await finished(harness)
    reviewer = InProcess()
    service = reviews(harness, reviewer)
    first = await service.review(match_id, GUILD)
    assert first.computed and len(reviewer.asked) == 1
    moves = await harness.service.move_log(match_id)
    assert [m.ply for m in first.review.moves] == [m.ply + 1 for m in moves]
    assert all(0.0 <= m.after <= 1.0 for m in first.review.moves)
    again = await service.review(match_id, GUILD)
    assert not again.computed and len(reviewer.asked) == 1, "read back, not computed again"
    assert again.review == first.review

    reopened = await harness.reopen()  # another process on the same database
    try:
        later = InProcess()
        after_restart = await reviews(reopened, later).review(match_id, GUILD)
        assert not after_restart.computed and later.asked == []
        assert after_restart.review == first.review
        # Another budget is another review: computed, not mistaken for the stored one.
        other = ReviewService(reopened.service, reopened.store, later, playouts=PLAYOUTS + 1)
        assert (await other.review(match_id, GUILD)).computed
    finally:
        await reopened.close()


async def test_two_requests_while_computing_share_one_computation(harness: Harness) -> None:
    match_id = await finished(harness)
    reviewer = InProcess()
    reviewer.gate = asyncio.Event()
    service = reviews(harness, reviewer)
    first = asyncio.create_task(service.review(match_id, GUILD))
    await until(lambda: bool(reviewer.asked))  # the first is computing
    second = asyncio.create_task(service.review(match_id, GUILD))  # the button pressed again
    await until(lambda: service.joined == 1)  # the second waits for the same computation
    assert service.running(match_id) and not first.done() and not second.done()
    reviewer.gate.set()
    a, b = await asyncio.gather(first, second)
    assert len(reviewer.asked) == 1 and service.computations == 1
    assert a.computed and b.computed and a.review == b.review
    assert not service.running(match_id)


async def until(condition: Callable[[], bool], turns: int = 100_000) -> None:
    """Let other tasks run (the store answers from its thread) until ``condition`` holds."""
    for _ in range(turns):
        if condition():
            return
        await asyncio.sleep(0)
    raise AssertionError("the condition never held")


async def test_a_thwart_omega_review_scores_every_round_of_both_seats(harness: Harness) -> None:
    match_id = await finished(harness, "thwart-omega", seed=5)
    found = await reviews(harness, InProcess()).review(match_id, GUILD)
    moves = await harness.service.move_log(match_id)
    assert not found.review.moves
    assert len(found.review.rounds) == len(moves)  # one per seat and round
    for step in found.review.rounds:
        assert step.best_score >= step.score - 1e-9, "the best is at least the played one"
        assert step.opponent == next(
            m.move for m in moves if m.seat != step.seat and m.game_no == step.game
            and (m.ply // 2) + 1 == step.round
        )  # fmt: skip


async def test_refusals_say_why_and_store_nothing(harness: Harness) -> None:
    reviewer = InProcess()
    service = reviews(harness, reviewer)
    running = await harness.start("meter")
    with pytest.raises(NotAllowed, match="still being played"):
        await service.review(running.id, GUILD)
    with pytest.raises(UnknownMatch, match="There is no match #999"):
        await service.review(999, GUILD)
    done = await finished(harness)
    with pytest.raises(UnknownMatch, match=f"no match #{done} on this server"):
        await service.review(done, GUILD + 1)
    aborted = await harness.start("meter")
    await harness.service.abort(aborted.id, ALICE)
    with pytest.raises(NotAllowed, match="aborted"):
        await service.review(aborted.id, GUILD)
    assert reviewer.asked == []
    async with harness.store.read() as uow:
        for match_id in (running.id, done, aborted.id):
            assert await review_tables(uow).load_review(match_id, service.settings) is None


def test_the_stored_form_reads_back_the_same_review() -> None:
    import rules
    from ai.learn.review import review_record
    from rules.record import GameRecord, entries_of

    game = rules.get_game("meter")
    state = game.new_state(size=3)
    rng = random.Random(1)
    while game.outcome(state) is None:
        seat = game.seats_to_act(state)[0]
        state = game.play(state, seat, game.random_move(state, seat, rng))
    record = GameRecord("meter", {"size": 3}, ("a", "b"), "", games=(entries_of(game, state),))
    review = review_record(record, playouts=PLAYOUTS)
    again = review_from_json(review_to_json(review))
    assert [(m.ply, m.move, m.mark, m.best) for m in again.moves] == [
        (m.ply, m.move, m.mark, m.best) for m in review.moves
    ]
    assert all(
        abs(a.after - b.after) < 1e-4 for a, b in zip(again.moves, review.moves, strict=True)
    )


async def test_erasing_the_server_erases_its_reviews(harness: Harness) -> None:
    """A server the bot left is erased with its matches' reviews (the table refers to them)."""
    from bot.engine.privacy import privacy_tables

    match_id = await finished(harness)
    service = reviews(harness, InProcess())
    await service.review(match_id, GUILD)
    async with harness.store.transaction() as uow:
        rows = await privacy_tables(uow).erase_guild(GUILD, harness.clock.now())
    assert rows["match_reviews"] == 1 and rows["matches"] >= 1
    async with harness.store.read() as uow:
        assert await review_tables(uow).load_review(match_id, service.settings) is None
