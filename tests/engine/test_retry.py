"""``bot.engine.retry``: a unit of work aborted for a conflict runs again from the start, up to
``ATTEMPTS`` times, then the player gets the conflict's sentence; and every engine method that
opens a write transaction is such a unit (the real deadlock on PostgreSQL:
``tests/storage/test_deadlock.py``); a unit that needs work done outside its transaction
(``WorkOutside``) gets it done and runs again."""

from __future__ import annotations

import inspect

import pytest

from bot.engine import retry
from bot.engine.computer.player import ComputerPlayer
from bot.engine.errors import BadRequest, TransactionConflict
from bot.engine.matches.service import MatchService
from bot.engine.outbox.dispatcher import Dispatcher
from bot.engine.privacy import Privacy
from bot.engine.tournaments.service import TournamentService

# Methods that open transactions but are not one unit of work: the plumbing itself, and loops
# whose every turn is a unit (or a claim, which takes rows with SKIP LOCKED and waits for none).
NOT_UNITS = {"MatchService.write", "MatchService._write", "MatchService.fire_due"}
OPENS = ("write(", ".transaction(")


def writing_methods() -> list[tuple[str, object]]:
    found = []
    for cls in (MatchService, TournamentService, Privacy, ComputerPlayer, Dispatcher):
        for klass in cls.__mro__:
            if not klass.__module__.startswith("bot.engine"):
                continue
            for name, member in vars(klass).items():
                if not inspect.iscoroutinefunction(member):
                    continue
                source = inspect.getsource(inspect.unwrap(member))
                body = source.split(":", 1)[1]  # past the signature's first colon is enough
                qualified = f"{klass.__name__}.{name}"
                if any(o in body for o in OPENS) and qualified not in NOT_UNITS:
                    found.append((qualified, member))
    return found


def test_every_method_that_writes_is_retried_as_a_whole() -> None:
    methods = writing_methods()
    assert len(methods) > 40  # the scan sees the services' methods
    missing = sorted(name for name, method in methods if not retry.is_retried(method))
    assert missing == [], f"add @retried (bot.engine.retry) to {missing}"


class Flaky:
    def __init__(self, conflicts: int) -> None:
        self.conflicts = conflicts
        self.calls = 0

    @retry.retried
    async def unit(self, value: int) -> int:
        self.calls += 1
        if self.calls <= self.conflicts:
            raise TransactionConflict("deadlock detected (40P01)")
        return value * 2


async def test_a_conflict_runs_the_unit_again_and_a_lasting_one_reaches_the_player() -> None:
    once = Flaky(conflicts=1)
    assert await once.unit(21) == 42 and once.calls == 2
    always = Flaky(conflicts=retry.ATTEMPTS)
    with pytest.raises(TransactionConflict, match=r"nothing was changed\. Please try again"):
        await always.unit(1)
    assert always.calls == retry.ATTEMPTS


async def test_other_errors_are_not_retried() -> None:
    calls = 0

    @retry.retried
    async def refused() -> None:
        nonlocal calls
        calls += 1
        raise BadRequest("No.")

    with pytest.raises(BadRequest):
        await refused()
    assert calls == 1


async def test_work_outside_is_done_between_attempts_and_the_unit_runs_again() -> None:
    events: list[str] = []
    answers: dict[int, int] = {}

    async def square(n: int) -> None:
        events.append(f"work {n}")
        answers[n] = n * n

    @retry.retried
    async def unit(n: int) -> int:
        events.append("attempt")
        if n not in answers:
            raise retry.WorkOutside(f"the square of {n}", lambda: square(n))
        return answers[n]

    assert await unit(7) == 49
    assert events == ["attempt", "work 7", "attempt"]


async def test_work_outside_that_never_settles_is_a_bug_not_a_loop() -> None:
    calls = 0

    async def nothing() -> None:
        pass

    @retry.retried
    async def unit() -> None:
        nonlocal calls
        calls += 1
        raise retry.WorkOutside("a moving target", nothing)

    with pytest.raises(RuntimeError, match="a moving target was still out of date"):
        await unit()
    assert calls == retry.OUTSIDE_ATTEMPTS + 1
