"""The pump's chores (``bot.engine.outbox.upkeep.Upkeep``) on the injected clock: the heap's
sweep runs with the WAL checkpoint, every ``checkpoint_every``, with or without a store."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.engine.clock import FakeClock
from bot.engine.outbox.upkeep import Upkeep


@pytest.mark.parametrize("with_checkpoint", [True, False])
async def test_the_sweep_runs_every_checkpoint_interval(with_checkpoint: bool) -> None:
    clock = FakeClock()
    done: list[str] = []

    async def checkpoint() -> None:
        done.append("checkpoint")

    upkeep = Upkeep(
        clock,
        checkpoint=checkpoint if with_checkpoint else None,
        sweep=lambda: done.append("sweep"),
        checkpoint_every=timedelta(minutes=10),
    )
    await upkeep.tick()
    assert done == []  # not due at start
    clock.advance(timedelta(minutes=9))
    await upkeep.tick()
    assert done == []
    clock.advance(timedelta(minutes=1))
    await upkeep.tick()
    await upkeep.tick()  # twice at the same time: once
    assert done == (["checkpoint", "sweep"] if with_checkpoint else ["sweep"])
    clock.advance(timedelta(minutes=10))
    await upkeep.tick()
    assert done.count("sweep") == 2
