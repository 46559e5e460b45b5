"""A restart while the computer thinks (issue 15): the old process dies mid-search, the new one
runs the same search again (same position, level and seed, stored with the match, and a budget
in playouts, not seconds) and the move the first search would have made appears, without anyone
doing anything."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import simcord

from bot.discord_app import StoneArenaBot
from bot.engine.computer.thinker import PoolThinker, choose
from bot.engine.matches import computer
from bot.engine.matches.computer import ThinkRequest
from bot.engine.model import TimerKind
from tests.bot.conftest import World, bot_messages, close_bot, make_bot, said, shown
from tests.bot.test_computer import PAUSE, SLOW_PAUSE, play_computer


class LostThinker:
    """The first process's thinker: its search never ends (the process dies during it)."""

    def __init__(self) -> None:
        self.env: simcord.Env | None = None
        self.asked: list[ThinkRequest] = []

    async def think(self, request: ThinkRequest) -> str:
        self.asked.append(request)
        assert self.env is not None
        never: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        move: str = await self.env.external_wait(never, reason="the process dies mid-think")
        return move

    async def close(self) -> None:
        return None


class Recording(PoolThinker):
    """The second process's thinker: the real pool, remembering what it was asked."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[ThinkRequest] = []
        self.answers: list[str] = []

    async def think(self, request: ThinkRequest) -> str:
        self.asked.append(request)
        self.answers.append(await super().think(request))
        return self.answers[-1]


@pytest.fixture(autouse=True)
def pause_in_virtual_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(computer, "DELAY_SECONDS", SLOW_PAUSE)


@pytest.fixture
def lost() -> LostThinker:
    return LostThinker()


@pytest.fixture
async def simcord_bot(db_path: Path, lost: LostThinker) -> AsyncIterator[StoneArenaBot]:
    bot = make_bot(db_path, thinker=lost)
    yield bot
    await close_bot(bot)


async def test_a_restart_mid_think_resumes_the_computers_turn(
    world: World, lost: LostThinker, db_path: Path
) -> None:
    lost.env = world.env
    match_id, thread = await play_computer(world, "meuda", "easy", size=4, order="first")
    view = await world.match(match_id)
    assert view.to_act == (world.alice.id,)
    result = await world.alice.slash(thread, "move", move="a1 a2")  # one Black, one White stone
    assert "You played" in said(result), said(result)
    await world.env.advance_time(PAUSE)
    [request] = lost.asked
    view = await world.match(match_id)
    assert view.ply == 2 and view.to_act != (world.alice.id,), "the computer is thinking"
    async with world.arena.store.read() as uow:
        [timer] = await uow.timers_of(match_id, [TimerKind.COMPUTER_MOVE])
    assert timer.ref == view.ply, "its turn is still stored"

    second = Recording()
    new = make_bot(db_path, seed=1000, thinker=second)
    old = world.env.bot
    await world.env.restart_bot(new)
    assert isinstance(old, StoneArenaBot)
    await close_bot(old)
    try:
        await world.env.advance_time(PAUSE)
        assert second.asked == [request], "the same search again: position, level and seed"
        assert second.answers == [choose(request)], "the move a search without a restart finds"
        view = await world.match(match_id)
        assert view.to_act == (world.alice.id,), "the computer's turn is over"
        log = await world.arena.service.move_log(match_id)
        assert " ".join(m.move for m in log[2:]) == second.answers[0]
        assert f"`{second.answers[0]}`" in shown(bot_messages(thread, world.env)[-1])
    finally:
        await close_bot(new)
