"""Two transactions that lock the same rows in opposite orders on PostgreSQL (issue 16): the
match-end timer of a tournament match (the match's row, then the tournament's) against the
organiser setting that match's result (the tournament's row, then the match's). Each is held
after its first lock until both hold one, so they deadlock on every run; PostgreSQL aborts the
one that waits first (40P01: the test chooses which, ``victim``) and ``bot.engine.retry`` runs
its whole unit of work again. Nothing is lost and nothing is applied twice. With a single
attempt the conflict reaches the caller, and the aborted unit left nothing behind."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from bot.engine import retry
from bot.engine.errors import TransactionConflict
from bot.engine.model import MatchStatus, TimerKind
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.service import TournamentService
from bot.storage.postgres_unit import PostgresUnitOfWork
from tests.engine.support import Harness
from tests.engine.tournaments.test_service import ORGANISER, PLAYERS, payloads, started

Method = Callable[..., Awaitable[Any]]
# The task of each side and the method whose first call takes its first lock.
FIRST_LOCK = {"match-end": "load_match", "organiser": "load_tournament"}


def hold_after_first_lock(monkeypatch: pytest.MonkeyPatch, victim: str) -> None:
    """Each side's task waits after its first lock until the other holds its own. PostgreSQL
    looks for a deadlock in a transaction that has waited ``deadlock_timeout`` (50 ms on the
    test server) and aborts that one: the other side waits 10 s before looking, and the victim
    asks for its second lock only once the other side waits for the victim's first
    (``other_waits_for_a_lock``), so ``victim`` is aborted. Once per side.

    The victim's second attempt asks for its first lock again only once the other side holds
    it (``released_taken``). PostgreSQL does not hand a row whose locker aborted to the
    transaction queued for it: the waiter has to be woken and lock the row afresh, and a
    newcomer that asks meanwhile takes it. On a loaded machine the victim's rerun, already
    running, sometimes did (about 1 run in 20): the cycle closed again, a real second deadlock,
    and the victim (50 ms) was aborted a second time (the product retries it, but the test
    counts one). Here the other side always wins that race, as it nearly always does."""
    both = asyncio.Barrier(2)
    pending = dict(FIRST_LOCK)
    released_taken = asyncio.Event()  # the other side holds the lock the victim gave up
    other = next(name for name in FIRST_LOCK if name != victim)
    for method in FIRST_LOCK.values():
        original: Method = getattr(PostgresUnitOfWork, method)

        def held(original: Method = original) -> Method:
            async def call(self: PostgresUnitOfWork, *args: Any) -> Any:
                task = asyncio.current_task()
                name = None if task is None else task.get_name()
                again = name == victim and victim not in pending
                if again and original.__name__ == FIRST_LOCK[victim]:
                    async with asyncio.timeout(10):
                        await released_taken.wait()  # the rerun queues behind the other side
                result = await original(self, *args)
                if name == other and original.__name__ == FIRST_LOCK[victim]:
                    released_taken.set()
                if name in pending and pending[name] == original.__name__:
                    del pending[name]  # a second attempt runs straight through
                    if name != victim:
                        await self._conn.execute("SET LOCAL deadlock_timeout = '10s'")
                    async with asyncio.timeout(10):
                        await both.wait()
                        if name == victim:
                            await other_waits_for_a_lock(self)
                return result

            return call

        monkeypatch.setattr(PostgresUnitOfWork, method, held())


async def other_waits_for_a_lock(victim: PostgresUnitOfWork) -> None:
    """Until the other side is blocked on the victim's lock: only then does the victim ask for
    the other's, so the victim's deadlock check (after 50 ms) always finds the cycle, however
    slowly a loaded machine runs the other side (a check that finds none is not repeated, and
    the other side would be aborted 10 s later instead)."""
    # Blocked by this very session (``pg_blocking_pids``): any session waiting on some lock
    # (another test's, on the same server under xdist) is not the other side.
    while not await victim._conn.fetchval(
        "SELECT count(*) FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))"
    ):
        await asyncio.sleep(0.01)  # a real server's state, not a clock: looked at again


async def count_matches(h: Harness) -> int:
    async with h.store.read() as uow:
        return await uow.count_matches(active_only=False)


@pytest.mark.parametrize("attempts", [retry.ATTEMPTS, 1])
@pytest.mark.parametrize("victim", ["organiser", "match-end"])
async def test_a_deadlock_is_retried_as_a_whole_and_applied_once(
    postgres_url: str,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    victim: str,
    attempts: int,
) -> None:
    monkeypatch.setattr(retry, "ATTEMPTS", attempts)
    h = await Harness.open(postgres_url)
    try:
        svc = TournamentService(h.service)
        view = await started(svc, PLAYERS[:4])
        first = view.lives[0]
        b = first.users[1]
        assert first.match_id is not None
        await h.service.resign(first.match_id, b)  # users[0] won; the match-end timer is now due
        matches_before = await count_matches(h)

        hold_after_first_lock(monkeypatch, victim)
        caplog.set_level(logging.INFO, "bot.engine")
        loop = asyncio.get_running_loop()
        end = loop.create_task(h.service.fire_due(), name="match-end")
        organiser = loop.create_task(
            svc.set_result(view.id, ORGANISER, first.key, b, how="forfeit"), name="organiser"
        )
        done = await asyncio.gather(end, organiser, return_exceptions=True)
        errors = [d for d in done if isinstance(d, BaseException)]
        retried = [r.getMessage() for r in caplog.records if "for a conflict" in r.getMessage()]
        timer_failed = [r for r in caplog.records if "failed; retrying later" in r.getMessage()]

        audit = [e for e in await svc.audit_log(view.id) if e.action == "set-result"]
        after = await svc.get(view.id)
        assert after.core is not None
        result = T.pairing(after.core, first.key).result
        reasons = [
            p["reason"] for p in await payloads(h, "tournament-result") if p["key"] == first.key
        ]
        async with h.store.read() as uow:
            end_timer = await uow.timers_of(first.match_id, [TimerKind.TOURNAMENT_MATCH_END])
        # Whatever happened, the resignation stands and no match was started twice.
        assert (await h.service.get_match(first.match_id)).status is MatchStatus.FINISHED
        assert await count_matches(h) == matches_before
        unit = "Organiser.set_result" if victim == "organiser" else "MatchService._fire"
        if attempts > 1:
            # The deadlock happened, the victim ran again: both succeeded, once each.
            assert len(retried) == 1 and "deadlock detected" in retried[0]
            assert retried[0].startswith(unit)
            assert errors == [] and not timer_failed
            assert len(audit) == 1, "the organiser's result is recorded once"
            assert result is not None and result.winner == 1  # b, by forfeit
            if victim == "organiser":  # the game's result first, then the organiser's
                assert reasons == ["played", "organiser"]
            else:  # the match-end found the pairing decided by the organiser
                assert reasons == ["organiser"]
            assert end_timer == []
        elif victim == "organiser":
            # The organiser is told (a sentence); nothing of the change was kept.
            assert [type(e) for e in errors] == [TransactionConflict]
            assert "nothing was changed" in str(errors[0])
            assert audit == [] and reasons == ["played"]
            assert result is not None and result.winner == 0  # users[0], by the resignation
            assert end_timer == []
        else:
            # The match-end timer failed and is kept, to be fired again later.
            assert errors == [] and timer_failed
            assert len(audit) == 1 and reasons == ["organiser"]
            assert len(end_timer) == 1, "the aborted timer is kept"
    finally:
        await h.close()
