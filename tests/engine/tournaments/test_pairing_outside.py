"""A Swiss round is paired outside the write transaction (issue 23 item 6): while the pairing
runs no transaction is open and other writes commit; a change meanwhile to what the pairing was
computed from (a player drops) has it computed again, so the committed round never pairs them.

The pairing is held by a gate (``Gate``): it tells the test it started and waits, in its worker
thread, for the test's word; no clock, no sleeping. On SQLite and on PostgreSQL."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import Any

import pytest

from bot.engine.retry import WorkOutside
from bot.engine.tournaments.core import changes, swiss
from bot.engine.tournaments.core.model import Format, Slot
from bot.engine.tournaments.core.swiss import SwissPlayer
from bot.engine.tournaments.driver.pairings import Pairings
from bot.engine.tournaments.service import TournamentService
from tests.engine.support import CHANNEL, GUILD, Harness
from tests.engine.tournaments.test_service import ORGANISER, PLAYERS, config, started


class Gate:
    """Holds the pairing of Swiss round 2 and later (round 1 goes through): it counts the write
    transactions open when it starts, tells the test (``started``), and waits for ``open()``.
    A pairing that starts inside a transaction is not held: holding it would hold the lock the
    test's other write needs."""

    def __init__(self, h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
        self.writes_open = 0
        self.asked: list[tuple[int, list[int]]] = []  # (round, seeds) of each pairing asked for
        self.loop = asyncio.get_running_loop()
        self.started: asyncio.Future[int] = self.loop.create_future()
        self._go = threading.Event()
        real = swiss.pair_round
        transaction = h.store.transaction

        @asynccontextmanager
        async def counted(lock: Any = None) -> AsyncIterator[Any]:
            async with transaction(lock) as uow:
                self.writes_open += 1
                try:
                    yield uow
                finally:
                    self.writes_open -= 1

        def held(
            players: Sequence[SwissPlayer], round_no: int, **kw: Any
        ) -> list[tuple[Slot, Slot]]:
            if round_no >= 2:
                self.asked.append((round_no, [p.seed for p in players]))
                first, open_now = len(self.asked) == 1, self.writes_open
                if first:
                    self.loop.call_soon_threadsafe(self.started.set_result, open_now)
                    if not open_now:
                        self._go.wait()  # an event, set by the test: no timing involved
            return real(players, round_no, **kw)

        monkeypatch.setattr(h.store, "transaction", counted)
        monkeypatch.setattr(changes, "pair_round", held)  # what the pairing calls, then and now

    def open(self) -> None:
        self._go.set()


async def _round_one_but_the_last(svc: TournamentService) -> tuple[int, Any]:
    """An 8-player Swiss with every result of round 1 in but one: (its id, the last pairing)."""
    view = await started(svc, PLAYERS[:8], config(Format.SWISS, rounds=3))
    *first, last = view.lives
    for live in first:
        await svc.concede(view.id, live.users[1], live.key)
    return view.id, last


async def test_other_writes_commit_while_a_swiss_round_is_paired(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    svc = TournamentService(harness.service)
    tid, last = await _round_one_but_the_last(svc)
    gate = Gate(harness, monkeypatch)
    finishing = asyncio.create_task(svc.concede(tid, last.users[1], last.key))  # pairs round 2
    writes_open = await gate.started
    assert writes_open == 0, "the pairing ran inside a write transaction"
    # Meanwhile other writes go on: a new tournament opens, its players sign up.
    other = await svc.create(
        guild_id=GUILD, channel_id=CHANNEL + 1, actor=ORGANISER, name="Other", config=config()
    )
    await svc.join(other.id, PLAYERS[9], "Nine")
    assert not finishing.done()  # the pairing is still held
    gate.open()
    view = await finishing
    assert view.core is not None and len(view.core.rounds) == 2
    assert len(view.lives) == 4  # round 2 is being played
    assert len((await svc.get(other.id)).entries) == 1


async def test_a_player_who_drops_during_the_pairing_is_not_paired(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    svc = TournamentService(harness.service)
    tid, last = await _round_one_but_the_last(svc)
    leaver = PLAYERS[0]  # their round 1 match is decided: they can drop mid-pairing
    gate = Gate(harness, monkeypatch)
    finishing = asyncio.create_task(svc.concede(tid, last.users[1], last.key))
    assert await gate.started == 0, "the pairing ran inside a write transaction"
    await svc.leave(tid, leaver)  # commits while the pairing of round 2 runs
    gate.open()
    view = await finishing
    assert view.core is not None
    seed = next(e.seed for e in view.core.entrants if e.player == leaver)
    # The first pairing was asked for with the leaver, then again without them: only the
    # second was committed.
    assert [(r, seed in seeds) for r, seeds in gate.asked] == [(2, True), (2, False)]
    round_two = view.core.rounds[1]
    assert all(seed not in p.entrants for p in round_two)
    assert sorted(s for p in round_two for s in p.entrants) == sorted(
        e.seed for e in view.core.entrants if e.seed != seed
    )
    assert all(seed not in (live.a, live.b) for live in view.lives)


# ---- the pairer on its own -----------------------------------------------------------------


async def test_the_pairer_answers_only_what_was_computed_for_exactly_these_players() -> None:
    calls: list[int] = []

    def counting(
        players: Sequence[SwissPlayer], round_no: int, *, prefer_second_bye: bool
    ) -> list[tuple[Slot, Slot]]:
        calls.append(len(players))
        return changes.pair_swiss(players, round_no, prefer_second_bye=prefer_second_bye)

    pairings = Pairings(counting)
    four = [SwissPlayer(seed, 1.0 if seed <= 2 else 0.0) for seed in (1, 2, 3, 4)]
    with pytest.raises(WorkOutside) as needed:
        pairings.pair(four, 2, prefer_second_bye=False)
    # Two changes asking at once: computed once.
    await asyncio.gather(needed.value.work(), needed.value.work())
    assert calls == [4]
    assert pairings.pair(four, 2, prefer_second_bye=False) == changes.pair_swiss(
        four, 2, prefer_second_bye=False
    )
    # Anything the pairing is computed from changed: a player fewer, another round, a second
    # bye preferred, a score, an opponent met.
    scored = [replace(four[0], score=1.5), *four[1:]]
    met = [replace(four[0], opponents=frozenset({2})), *four[1:]]
    for players, round_no, prefer in (
        (four[:3], 2, False),
        (four, 3, False),
        (four, 2, True),
        (scored, 2, False),
        (met, 2, False),
    ):
        with pytest.raises(WorkOutside):
            pairings.pair(players, round_no, prefer_second_bye=prefer)
    assert calls == [4]
