"""``PoolThinker``: the computer's searches in a pool of worker processes, off the event loop.

A search is pure CPU for up to a few seconds (``ai.choose_move``), so it runs in a
``concurrent.futures.ProcessPoolExecutor`` with one worker per CPU the bot may use, created at
the first search and shut down at close. Workers start from a fork server (a clean process
that has imported the rules and the ai once), not by forking the bot with its threads. A worker
that dies (killed, out of memory) breaks the pool: that search fails, and the next one gets a
new pool.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

from bot.engine.matches.computer import ThinkRequest

log = logging.getLogger(__name__)

# What a worker runs: a module-level function, so the pool can send it by name.
Work = Callable[[ThinkRequest], str]
Asked = TypeVar("Asked")
Answer = TypeVar("Answer")


def choose(request: ThinkRequest) -> str:
    """In a worker: the computer's move for ``request``."""
    import ai
    import rules

    game = rules.get_game(request.game_id)
    return ai.choose_move(
        game,
        game.from_json(request.state),
        request.seat,
        level=request.level,
        seed=request.seed,
        playouts=request.playouts,
    )


def usable_cpus() -> int:
    """The CPUs this process may run on (its affinity where the system tells, else all)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


class PoolThinker:
    """The ``Thinker`` of the running bot. ``work`` is what the workers run (tests pass one
    that crashes); ``workers`` defaults to ``usable_cpus()``."""

    def __init__(self, *, workers: int | None = None, work: Work = choose) -> None:
        self.workers = workers or usable_cpus()
        self._work = work
        self._pool: ProcessPoolExecutor | None = None
        self._closed = False

    def _executor(self) -> ProcessPoolExecutor:
        if self._closed:
            raise RuntimeError("the computer's thinking pool is closed")
        if self._pool is None:
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(["ai", "rules", "bot.engine.matches.computer"])
            self._pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=context)
        return self._pool

    async def think(self, request: ThinkRequest) -> str:
        return await self.run(self._work, request)

    async def run(self, work: Callable[[Asked], Answer], request: Asked) -> Answer:
        """``work(request)`` in a worker (a module-level function and picklable values; the
        post-game review uses its own pool this way)."""
        pool = self._executor()
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(pool, functools.partial(work, request))
        except BrokenProcessPool:
            # A worker died: this pool cannot run anything more; the next search starts anew.
            log.warning("a worker of the computer's thinking pool died; starting a new pool")
            if self._pool is pool:
                self._pool = None
                pool.shutdown(wait=False, cancel_futures=True)
            raise

    async def close(self) -> None:
        """No more searches; searches in progress are abandoned (their moves are computed
        again after a restart) and the workers exit."""
        self._closed = True
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
