"""The per-player limits hold across processes on PostgreSQL (issue 16): at most
``challenges.MAX_OPEN`` open challenges and ``computer.MAX_RUNNING`` games against the
computer. Two match services on two stores (two processes: separate connection pools, no shared
``asyncio`` lock) post for the same player at once. The first is held right after it counted the
player's rows; the second must then wait for the player's lock in the database (seen in
``pg_locks``) instead of counting the same rows, and finds no room once the first commits."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

import asyncpg
import pytest

from bot.engine.clock import FakeClock
from bot.engine.errors import NotAllowed
from bot.engine.matches import challenges, computer
from bot.engine.matches.service import MatchService
from bot.engine.privacy import Privacy
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import TournamentConfig
from bot.engine.tournaments.service import Actor, TournamentService
from bot.storage.postgres import PostgresStore
from bot.storage.postgres_unit import PostgresUnitOfWork
from tests.engine.support import ALICE, BOB, CHANNEL, GUILD, SMALL

COMPUTER = 999_999_999_999_999_999
# Real-length ids: a forget refuses anything shorter.
DANA, EVAN, FAYE = 712_345_678_901_234_567, 1_123_456_789_012_345_601, 223_456_789_012_345_603


async def waiting_for_a_lock(observer: asyncpg.Connection) -> bool:
    waiting = await observer.fetchval(
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
    )
    return bool(waiting)


@pytest.mark.parametrize("limit", ["open challenges", "computer games"])
async def test_two_processes_cannot_both_take_a_players_last_place(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch, limit: str
) -> None:
    clock = FakeClock()
    stores = [await PostgresStore.open(postgres_url) for _ in range(2)]
    one, two = (MatchService(s, clock, computer_id=COMPUTER) for s in stores)
    observer = await asyncpg.connect(postgres_url)
    try:
        if limit == "open challenges":
            counted_by, most = "open_challenges_of", challenges.MAX_OPEN

            def post(service: MatchService) -> Coroutine[Any, Any, Any]:
                return service.challenge(
                    guild_id=GUILD, channel_id=CHANNEL, challenger_id=ALICE, game="meter",
                    opponent_id=BOB, options=SMALL["meter"],
                )  # fmt: skip
        else:
            counted_by, most = "matches_of", computer.MAX_RUNNING

            def post(service: MatchService) -> Coroutine[Any, Any, Any]:
                return service.play_computer(
                    guild_id=GUILD, channel_id=CHANNEL, player_id=ALICE, game="meter",
                    level="random", options=SMALL["meter"],
                )  # fmt: skip

        for _ in range(most - 1):
            await post(one)

        counted, release = asyncio.Event(), asyncio.Event()
        original: Callable[..., Awaitable[Any]] = getattr(PostgresUnitOfWork, counted_by)

        async def count_then_wait(self: PostgresUnitOfWork, *args: Any, **kw: Any) -> Any:
            rows = await original(self, *args, **kw)
            task = asyncio.current_task()
            if task is not None and task.get_name() == "first":
                counted.set()
                await release.wait()
            return rows

        monkeypatch.setattr(PostgresUnitOfWork, counted_by, count_then_wait)
        loop = asyncio.get_running_loop()
        first = loop.create_task(post(one), name="first")
        async with asyncio.timeout(10):
            await counted.wait()
        second = loop.create_task(post(two), name="second")
        async with asyncio.timeout(10):  # the second waits for the player's lock, or is done
            while not second.done() and not await waiting_for_a_lock(observer):
                await asyncio.sleep(0)
        release.set()
        results = await asyncio.gather(first, second, return_exceptions=True)

        refused = [r for r in results if isinstance(r, BaseException)]
        assert len(refused) == 1, results
        assert isinstance(refused[0], NotAllowed)
        assert "the most" in str(refused[0])
        async with stores[0].read() as uow:
            if limit == "open challenges":
                assert len(await uow.open_challenges_of(ALICE)) == most
            else:
                running = await uow.matches_of(ALICE, active_only=True)
                assert sum(1 for m in running if m.computer is not None) == most
    finally:
        await observer.close()
        for store in stores:
            await store.close()


async def test_a_forget_waits_for_the_lock_of_a_tournament_whose_seats_it_changes(
    postgres_url: str,
) -> None:
    """``/privacy forget`` takes back sign-ups as a leave does, so it holds each such
    tournament's lock as a leave does: while another process holds it (a join, a leave, a cap
    change), the forget waits, and then moves the waitlist up from the seats as they are."""
    clock = FakeClock()
    stores = [await PostgresStore.open(postgres_url) for _ in range(2)]
    one, two = (MatchService(s, clock, computer_id=COMPUTER) for s in stores)
    observer = await asyncpg.connect(postgres_url)
    holding, release = asyncio.Event(), asyncio.Event()
    try:
        tournaments = TournamentService(one)
        view = await tournaments.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            actor=Actor(FAYE, manager=True),
            name="Locked Cup",
            config=TournamentConfig(Settings(G.fixed("meter")), max_players=2),
        )
        for user in (DANA, EVAN, FAYE):
            await tournaments.join(view.id, user, f"Name of {user}")

        async def hold_the_tournament() -> None:
            async with stores[0].transaction(("tournament", view.id)):
                holding.set()
                await release.wait()

        loop = asyncio.get_running_loop()
        holder = loop.create_task(hold_the_tournament())
        async with asyncio.timeout(10):
            await holding.wait()
        forget = loop.create_task(Privacy(two).forget(DANA))
        async with asyncio.timeout(10):
            while not forget.done() and not await waiting_for_a_lock(observer):
                await asyncio.sleep(0)
        assert not forget.done(), "the forget went ahead without the tournament's lock"
        release.set()
        await holder
        await forget
        after = await TournamentService(two).get(view.id)
        assert [e.user_id for e in after.seated] == [EVAN, FAYE]
    finally:
        release.set()  # also when an assertion failed: the holder's connection goes back
        await observer.close()
        for store in stores:
            await store.close()
