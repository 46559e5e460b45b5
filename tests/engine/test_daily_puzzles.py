"""The daily puzzle on both databases: off by default, posted at noon in the server's time zone
by its durable timer (also after a restart, once with two processes), closed the next day with
how many solved it, answered through the ordinary answer path, skipped with a log line when the
server has no finished game to draw from, and never given by ``/puzzle new`` while open."""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from bot.engine.errors import BadRequest
from bot.engine.model import GuildSettings, TimerKind
from bot.engine.puzzles import DailyPuzzles, PuzzleService, ThreadMiner
from bot.engine.puzzles.daily import RETRY_MINUTES, next_post, zone_named
from bot.engine.puzzles.ports import tables
from bot.engine.puzzles.service import NoDaily
from bot.engine.tournaments.records import ServerTournaments
from tests.engine.support import ALICE, BOB, CAROL, GUILD, Harness, play_out

DAILY_CHANNEL = 2500
DAVE = 44
NODES = 2_000


@pytest.fixture
async def puzzles(harness: Harness) -> AsyncIterator[PuzzleService]:
    service = PuzzleService(harness.service, ThreadMiner(), nodes=NODES)
    yield service
    await service.close()


@pytest.fixture
async def daily(harness: Harness, puzzles: PuzzleService) -> AsyncIterator[DailyPuzzles]:
    made = DailyPuzzles(harness.service, puzzles)
    yield made
    await made.close()


async def finished_meter(harness: Harness, count: int) -> None:
    for seed in range(count):
        view = await harness.start("meter", {"size": 3})
        await play_out(harness, view, random.Random(seed))


async def in_seoul(harness: Harness) -> None:
    async with harness.service.write(None) as change:
        await tables(change.uow).save_server_tournaments(  # type: ignore[attr-defined]
            GUILD, ServerTournaments(time_zone="Asia/Seoul"), change.now
        )


async def turn_on(harness: Harness, channel: int | None = DAILY_CHANNEL) -> None:
    current = await harness.service.guild_settings(GUILD)
    await harness.service.update_guild_settings(
        GUILD, replace(current, daily_puzzle_channel_id=channel)
    )


async def timer_due(harness: Harness) -> datetime | None:
    async with harness.store.read() as uow:
        timers = await uow.timers_of(GUILD, [TimerKind.DAILY_PUZZLE])
    return timers[0].due_at if timers else None


async def dailies(harness: Harness, kind: str = "daily-puzzle") -> list[dict[str, object]]:
    return [
        dict(item.notification.payload)
        for item in await harness.outbox()
        if item.notification.kind == kind
    ]


async def until(harness: Harness, moment: datetime) -> int:
    harness.clock.advance(moment - harness.clock.now())
    return await harness.service.fire_due()


def test_noon_in_the_servers_zone() -> None:
    seoul = zone_named("Asia/Seoul")
    morning = datetime(2030, 1, 1, 2, 0, tzinfo=UTC)  # 11:00 in Seoul
    assert next_post(morning, seoul) == datetime(2030, 1, 1, 3, 0, tzinfo=UTC)
    assert next_post(datetime(2030, 1, 1, 3, 0, tzinfo=UTC), seoul) == datetime(
        2030, 1, 2, 3, 0, tzinfo=UTC
    )
    assert zone_named(None).key == zone_named("Not/AZone").key == "UTC"
    # A day of 23 hours: noon is still noon (London's clocks go forward on 2030-03-31).
    london = zone_named("Europe/London")
    spring = datetime(2030, 3, 30, 12, 30, tzinfo=UTC)
    assert next_post(spring, london) == datetime(2030, 3, 31, 11, 0, tzinfo=UTC)


async def test_off_by_default_and_no_timer(harness: Harness, daily: DailyPuzzles) -> None:
    assert GuildSettings().daily_puzzle_channel_id is None
    await harness.service.update_guild_settings(GUILD, GuildSettings())
    assert await timer_due(harness) is None


async def test_posted_at_noon_answered_privately_and_closed_the_next_day(
    harness: Harness, puzzles: PuzzleService, daily: DailyPuzzles
) -> None:
    await finished_meter(harness, 10)
    assert await puzzles.mine(GUILD, "meter", limit=10) >= 3
    await in_seoul(harness)
    await turn_on(harness)
    noon = datetime(2030, 1, 1, 3, 0, tzinfo=UTC)  # FAKE_EPOCH is 09:00 in Seoul
    assert await timer_due(harness) == noon
    with pytest.raises(NoDaily, match="no daily puzzle open"):
        await puzzles.open_daily(GUILD, CAROL)
    await until(harness, noon - timedelta(seconds=1))
    assert await dailies(harness) == []
    assert await until(harness, noon) == 1
    [posted] = await dailies(harness)
    assert posted["day"] == "2030-01-01" and posted["game_id"] == "meter"
    assert "answers" not in posted  # nothing of the solution in a public payload
    assert await harness.service.fire_due() == 0  # once a day
    assert await timer_due(harness) == noon + timedelta(days=1)

    # Answered privately, through the ordinary answer path; counted like any puzzle.
    offer = await puzzles.open_daily(GUILD, CAROL)
    assert offer.puzzle.id == posted["puzzle_id"]
    verdict = await puzzles.answer(GUILD, CAROL, offer.puzzle.answers[0])
    assert verdict.solved and verdict.stats.streak == 1
    with pytest.raises(NoDaily, match="answered today's puzzle already"):
        await puzzles.open_daily(GUILD, CAROL)
    # /puzzle new never gives the open daily one.
    other = await puzzles.offer(GUILD, BOB, "meter")
    assert other.puzzle.id != posted["puzzle_id"]
    await puzzles.give_up(GUILD, BOB)
    await puzzles.open_daily(GUILD, DAVE)  # opened, never answered

    # The next day: yesterday's is closed with how many solved it, a new one is posted.
    assert await until(harness, noon + timedelta(days=1)) == 1
    [solution] = await dailies(harness, "daily-puzzle-solution")
    assert solution == {
        "guild_id": GUILD,
        "day": "2030-01-01",
        "puzzle_id": posted["puzzle_id"],
        "solved": 1,
    }
    second = (await dailies(harness))[-1]
    assert second["day"] == "2030-01-02" and second["puzzle_id"] != posted["puzzle_id"]
    with pytest.raises(BadRequest, match="no puzzle open"):
        await puzzles.answer(GUILD, DAVE, offer.puzzle.answers[0])  # the solution is out
    # The solution order is kept: one lane, the close before the next post.
    kinds = [i.notification.kind for i in await harness.outbox() if i.notification.target_id]
    assert kinds[-2:] == ["daily-puzzle-solution", "daily-puzzle"]


async def test_the_timer_survives_a_restart(harness: Harness, puzzles: PuzzleService) -> None:
    await finished_meter(harness, 6)
    await puzzles.mine(GUILD, "meter")
    first = DailyPuzzles(harness.service, puzzles)
    await turn_on(harness)
    due = await timer_due(harness)
    await first.close()
    assert due is not None
    again = await harness.reopen()
    try:
        service = PuzzleService(again.service, ThreadMiner(), nodes=NODES)
        DailyPuzzles(again.service, service)
        assert await until(again, due) == 1
        assert len(await dailies(again)) == 1
    finally:
        await again.close()


async def test_two_processes_post_it_once(
    harness: Harness, puzzles: PuzzleService, daily: DailyPuzzles
) -> None:
    await finished_meter(harness, 6)
    await puzzles.mine(GUILD, "meter")
    await turn_on(harness)
    due = await timer_due(harness)
    assert due is not None
    other = await Harness.open(harness.path, harness.clock, seed=20_000)
    try:
        DailyPuzzles(other.service, PuzzleService(other.service, ThreadMiner(), nodes=NODES))
        harness.clock.advance(due - harness.clock.now())
        fired = await asyncio.gather(harness.service.fire_due(), other.service.fire_due())
        assert sum(fired) == 1
        assert len(await dailies(harness)) == 1
    finally:
        await other.close()


async def test_skipped_with_a_log_line_when_there_is_nothing_to_draw_from(
    harness: Harness, daily: DailyPuzzles, caplog: pytest.LogCaptureFixture
) -> None:
    view = await harness.start("meter", {"size": 3})
    await harness.service.play(view.id, ALICE, "a1", view.ply)  # running: never a puzzle
    await turn_on(harness)
    due = await timer_due(harness)
    assert due is not None
    with caplog.at_level(logging.INFO, logger="bot.engine.puzzles.daily"):
        await until(harness, due)
    assert await dailies(harness) == []
    assert "no daily puzzle today" in caplog.text
    assert await timer_due(harness) == due + timedelta(days=1)  # tomorrow, again


async def test_unsearched_games_are_searched_and_the_puzzle_comes_later_that_day(
    harness: Harness, daily: DailyPuzzles
) -> None:
    await finished_meter(harness, 6)  # finished, never searched
    await turn_on(harness)
    due = await timer_due(harness)
    assert due is not None
    await until(harness, due)
    assert await dailies(harness) == []
    retry = due + timedelta(minutes=RETRY_MINUTES)
    assert await timer_due(harness) == retry
    await daily.searched()  # the search ran in the background, not in the timer
    assert await until(harness, retry) == 1
    assert len(await dailies(harness)) == 1
    assert await timer_due(harness) == due + timedelta(days=1)


async def test_turned_off_it_shows_the_last_solution_and_stops(
    harness: Harness, puzzles: PuzzleService, daily: DailyPuzzles
) -> None:
    await finished_meter(harness, 6)
    await puzzles.mine(GUILD, "meter")
    await turn_on(harness)
    due = await timer_due(harness)
    assert due is not None
    await until(harness, due)
    await turn_on(harness, None)
    assert await timer_due(harness) == due + timedelta(days=1)  # kept: to show the solution
    await until(harness, due + timedelta(days=1))
    assert len(await dailies(harness, "daily-puzzle-solution")) == 1
    assert len(await dailies(harness)) == 1  # no new one
    assert await timer_due(harness) is None
    await turn_on(harness)  # on again: the next noon
    assert await timer_due(harness) == due + timedelta(days=2)
