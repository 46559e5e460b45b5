"""Finding a finished match's puzzles off the event loop: what a worker is asked, what it
answers, and the pool of worker processes it runs in.

Searching a record (``ai.learn.puzzles.find_puzzles``) is pure CPU for a second or a few, so the
service hands a ``MineRequest`` (the match's moves, not a database row) to a ``Miner``: in the
bot a ``PoolMiner``, one worker process started from a fork server at the first request (the
computer's moves have their own pool; puzzles never take a CPU from a game in progress beyond
that one worker). A worker that dies fails that request; the next one gets a new pool.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import multiprocessing
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Protocol

from bot.engine.model import JSON

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class MineRequest:
    """A finished match's record as plain values: ``games`` has one list of ``(seat, move)``
    per game of the match. ``nodes``, ``window``, ``playouts``: ``ai.learn.puzzles.Settings``."""

    game_id: str
    options: Mapping[str, Any]
    games: tuple[tuple[tuple[int, str], ...], ...]
    seed: int
    nodes: int
    window: int = 0
    playouts: int | None = None


@dataclass(frozen=True, slots=True)
class Found:
    """One puzzle a worker found: where it is, the position as JSON, the answers."""

    game_no: int
    ply: int
    seat: int
    state: dict[str, JSON]
    answers: tuple[str, ...]
    given: str = ""
    exact: bool = True
    alternating: bool = False


def mine(request: MineRequest) -> list[Found]:
    """In a worker: the puzzles of ``request``'s record."""
    import rules
    from ai.learn import puzzles
    from rules.record import Entry, GameRecord

    game = rules.get_game(request.game_id)
    record = GameRecord(
        game.id,
        dict(request.options),
        ("", ""),
        "",
        games=tuple(tuple(Entry(s, m) for s, m in moves) for moves in request.games),
    )
    settings = puzzles.Settings(request.nodes, request.window, request.playouts, request.seed)
    found = []
    for puzzle in puzzles.find_puzzles(record, settings):
        state = puzzles.position(record, puzzle)
        found.append(
            Found(
                puzzle.game_no,
                puzzle.ply,
                puzzle.seat,
                game.to_json(state),
                puzzle.answers,
                puzzle.given,
                puzzle.exact,
                puzzle.alternating,
            )
        )
    return found


class Miner(Protocol):
    """Runs ``mine`` somewhere other than the event loop."""

    async def mine(self, request: MineRequest) -> list[Found]: ...

    async def close(self) -> None: ...


Work = Callable[[MineRequest], list[Found]]


class PoolMiner:
    """The bot's ``Miner``: ``workers`` processes (one by default)."""

    def __init__(self, *, workers: int = 1, work: Work = mine) -> None:
        self.workers = workers
        self._work = work
        self._pool: ProcessPoolExecutor | None = None
        self._closed = False

    def _executor(self) -> ProcessPoolExecutor:
        if self._closed:
            raise RuntimeError("the puzzle pool is closed")
        if self._pool is None:
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(["ai", "rules", "bot.engine.puzzles.mining"])
            self._pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=context)
        return self._pool

    async def mine(self, request: MineRequest) -> list[Found]:
        pool = self._executor()
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(pool, functools.partial(self._work, request))
        except BrokenProcessPool:
            log.warning("a worker of the puzzle pool died; starting a new pool")
            if self._pool is pool:
                self._pool = None
                pool.shutdown(wait=False, cancel_futures=True)
            raise

    async def close(self) -> None:
        self._closed = True
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)


class ThreadMiner:
    """A ``Miner`` in a thread of this process (tests, and tools without a pool)."""

    def __init__(self, work: Work = mine) -> None:
        self._work = work

    async def mine(self, request: MineRequest) -> list[Found]:
        return await asyncio.to_thread(self._work, request)

    async def close(self) -> None:
        return None
