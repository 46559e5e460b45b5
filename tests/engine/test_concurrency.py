"""Concurrent commands: serialised per match, applied in arrival order, nothing lost."""

from __future__ import annotations

import asyncio
import random

import rules
from bot.engine.errors import EngineError, NotYourTurn, StaleRequest
from bot.engine.model import MatchStatus
from bot.storage import SqliteStore
from tests.engine.support import ALICE, BOB, Harness, play_out

INTERLEAVE = rules.get_game("interleave")


async def test_interleave_realtime_placements_apply_in_arrival_order(harness: Harness) -> None:
    view = await harness.start("interleave", {"size": 5})
    for move in ("black c3", "red e5", "black g7", "done"):
        view = (await harness.service.play(view.id, ALICE, move)).match
    view = (await harness.service.play(view.id, BOB, "red")).match
    assert set(view.to_act) == {ALICE, BOB}
    rng = random.Random(3)
    cells = list(INTERLEAVE.geometry(view.state).names)
    sent: list[tuple[int, int, str]] = []  # (arrival index, user, cell)
    for index in range(60):
        sent.append((index, rng.choice((ALICE, BOB)), rng.choice(cells)))

    async def place(index: int, user: int, cell: str) -> tuple[int, str | None]:
        try:
            result = await harness.service.play(view.id, user, cell)
        except EngineError:
            return index, None
        return index, result.moves[0]

    results = await asyncio.gather(*(place(*s) for s in sent))
    accepted = [(index, move) for index, move in results if move is not None]
    assert len(accepted) >= 5
    log = await harness.service.move_log(view.id)
    realtime = log[5:]  # after the setup and the colour choice
    # The log holds exactly the accepted placements, in the order they arrived.
    assert [m.move for m in realtime] == [move for _, move in accepted]
    assert await harness.service.verify(view.id)
    # Each accepted placement was legal on the board at its moment: the replay above checks it.
    final = await harness.service.get_match(view.id)
    assert final.ply == 5 + len(accepted)


async def test_two_presses_of_one_button_apply_once(harness: Harness) -> None:
    view = await harness.start("meter")
    outcomes = await asyncio.gather(
        harness.service.play(view.id, ALICE, "b2", expected_ply=0),
        harness.service.play(view.id, ALICE, "c2", expected_ply=0),
        harness.service.play(view.id, ALICE, "a1", expected_ply=0),
        return_exceptions=True,
    )
    applied = [o for o in outcomes if not isinstance(o, BaseException)]
    refused = [o for o in outcomes if isinstance(o, BaseException)]
    assert len(applied) == 1
    assert all(isinstance(e, StaleRequest | NotYourTurn) for e in refused)
    assert len(await harness.service.move_log(view.id)) == 1


async def test_many_matches_in_parallel(harness: Harness) -> None:
    games = ["meter", "meuda", "meridians", "interleave", "thwart-omega"] * 2
    views = [await harness.start(g, players=(100 + i, 200 + i)) for i, g in enumerate(games)]
    finals = await asyncio.gather(*(play_out(harness, v, random.Random(v.id)) for v in views))
    assert all(f.status is MatchStatus.FINISHED for f in finals)
    for view in views:
        assert await harness.service.verify(view.id)
    if isinstance(harness.store, SqliteStore):
        assert await harness.store.integrity_check() == "ok"
