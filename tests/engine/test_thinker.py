"""``PoolThinker``: searches run in worker processes, and a worker that dies costs one search,
not the pool (the next search gets a new pool)."""

from __future__ import annotations

import os
from concurrent.futures.process import BrokenProcessPool

import pytest

import rules
from bot.engine.computer.thinker import PoolThinker, choose, usable_cpus
from bot.engine.matches.computer import ThinkRequest

CRASH_SEED = 13


def crash_on_seed(request: ThinkRequest) -> str:
    """A worker that dies (killed, out of memory) during the search with ``CRASH_SEED``."""
    if request.seed == CRASH_SEED:
        os._exit(3)
    return choose(request)


def request(seed: int) -> ThinkRequest:
    game = rules.get_game("meter")
    return ThinkRequest("meter", game.to_json(game.new_state(size=3)), 0, "easy", seed, 20)


async def test_a_search_runs_in_a_worker_process() -> None:
    thinker = PoolThinker(work=whose_pid)
    try:
        assert int(await thinker.think(request(1))) != os.getpid()
    finally:
        await thinker.close()
    with pytest.raises(RuntimeError, match="closed"):
        await thinker.think(request(1))


def whose_pid(request: ThinkRequest) -> str:
    return str(os.getpid())


async def test_the_pool_survives_a_worker_crash() -> None:
    thinker = PoolThinker(workers=1, work=crash_on_seed)
    game = rules.get_game("meter")
    try:
        with pytest.raises(BrokenProcessPool):
            await thinker.think(request(CRASH_SEED))
        move = await thinker.think(request(2))
        assert move in game.legal_moves(game.new_state(size=3), 0)
        assert move == choose(request(2)), "the same search in the worker and here"
    finally:
        await thinker.close()


def test_the_pool_is_sized_for_the_machine() -> None:
    assert PoolThinker().workers == usable_cpus() >= 1
    assert usable_cpus() <= (os.cpu_count() or 1)
