"""``Engine``: the match service, its scheduler and its outbox dispatcher, wired together.

The Discord layer's composition root does::

    store = await SqliteStore.open(path)
    engine = Engine(store, delivery)          # delivery: the Discord side of ``Delivery``
    await engine.start()                      # outage grace, then timers and delivery run
    ... engine.service.play(match_id, user_id, text, expected_ply) ...
    await engine.stop()
    await store.close()

Every commit of the service wakes the scheduler and the dispatcher, so notifications go out
right after the change that caused them and a new earlier deadline is seen at once.
"""

from __future__ import annotations

import asyncio
import contextlib

from bot.engine.clock import Clock, SystemClock
from bot.engine.dispatcher import Dispatcher
from bot.engine.games import Games, SeedSource
from bot.engine.ports import Delivery, Store
from bot.engine.scheduler import Scheduler
from bot.engine.service import MatchService


class Engine:
    def __init__(
        self,
        store: Store,
        delivery: Delivery,
        *,
        clock: Clock | None = None,
        games: Games | None = None,
        seeds: SeedSource | None = None,
        outage_grace_seconds: int = 30,
    ) -> None:
        self.clock: Clock = clock or SystemClock()
        self.service = MatchService(
            store,
            self.clock,
            games=games,
            seeds=seeds,
            outage_grace_seconds=outage_grace_seconds,
            on_commit=self._committed,
        )
        self.scheduler = Scheduler(self.service, self.clock)
        self.dispatcher = Dispatcher(store, delivery, self.clock)
        self._tasks: list[asyncio.Task[None]] = []

    def _committed(self) -> None:
        self.scheduler.wake()
        self.dispatcher.wake()

    async def start(self) -> None:
        """Apply the outage grace rule, then run the scheduler and the dispatcher."""
        await self.service.resume()
        self._tasks = [
            asyncio.create_task(self.scheduler.run(), name="stone-arena scheduler"),
            asyncio.create_task(self.dispatcher.run(), name="stone-arena dispatcher"),
        ]

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks = []
