"""The computer opponent in the engine (issue 15): a match against it starts at once and is never
rated; its turn is a durable timer after a natural pause; the search it is asked for is decided
by the match seed and the ply; nothing private is ever addressed to it; what a player may not do
with it is refused with a sentence and changes nothing. The searches run in process here (the
worker pool is ``test_thinker.py``'s and the bot tests')."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import timedelta

import pytest

import ai
import rules
from bot.engine.computer.player import FAILED_RETRY_SECONDS, RESUME_SECONDS, ComputerPlayer
from bot.engine.computer.thinker import choose
from bot.engine.errors import BadRequest, EngineError, NotAllowed
from bot.engine.matches import computer
from bot.engine.matches.computer import ThinkRequest
from bot.engine.matches.service import MatchService
from bot.engine.model import (
    Audience,
    Computer,
    MatchStatus,
    Proposal,
    SeatChoice,
    Timer,
    TimerKind,
    Timing,
)
from bot.engine.views import MatchView
from tests.engine.support import ALICE, CHANNEL, GUILD, Harness, counter_seeds

BOT = 77


class InProcess:
    """A thinker that searches right here (``fail`` makes the next search fail)."""

    def __init__(self) -> None:
        self.asked: list[ThinkRequest] = []
        self.fail = False

    async def think(self, request: ThinkRequest) -> str:
        self.asked.append(request)
        if self.fail:
            self.fail = False
            raise RuntimeError("a worker died")
        return choose(request)  # the pool's own work

    async def close(self) -> None:
        return None


class Setup:
    def __init__(self, harness: Harness) -> None:
        self.harness = harness
        self.service = MatchService(
            harness.store, harness.clock, seeds=counter_seeds(1), computer_id=BOT
        )
        self.thinker = InProcess()
        self.player = ComputerPlayer(self.service, self.thinker)

    async def start(
        self, game: str = "meter", seat: SeatChoice = SeatChoice.SECOND, **kw: object
    ) -> MatchView:
        options = kw.pop("options", {"size": 3})
        return await self.service.play_computer(
            guild_id=GUILD,
            channel_id=CHANNEL,
            player_id=ALICE,
            game=game,
            level=str(kw.pop("level", "easy")),
            options=options,  # type: ignore[arg-type]
            seat=seat,
            **kw,  # type: ignore[arg-type]
        )

    async def timers(self, match_id: int) -> list[Timer]:
        async with self.harness.store.read() as uow:
            return await uow.timers_of(match_id, [TimerKind.COMPUTER_MOVE])

    async def pass_time(self, seconds: float) -> None:
        """The clock moves on, due timers fire, the searches they started finish."""
        self.harness.clock.advance(timedelta(seconds=seconds))
        await self.service.fire_due()
        await asyncio.gather(*self.player._thinking.values())


@pytest.fixture
async def setup(harness: Harness) -> AsyncIterator[Setup]:
    yield Setup(harness)


async def test_the_match_starts_at_once_and_the_computer_moves_after_a_pause(setup: Setup) -> None:
    view = await setup.start()  # alice takes seat 1: the computer places first
    assert view.status is MatchStatus.ACTIVE and view.players == (BOT, ALICE)
    async with setup.harness.store.read() as uow:
        match = await uow.load_match(view.id)
    assert match is not None and match.computer == Computer(0, "easy")
    assert not match.rated
    [timer] = await setup.timers(view.id)
    low, high = computer.DELAY_SECONDS
    pause = (timer.due_at - setup.harness.clock.now()).total_seconds()
    assert low <= pause <= high and timer.ref == 0
    await setup.pass_time(pause - 0.5)
    assert not setup.thinker.asked, "not before the pause is over"
    await setup.pass_time(0.5)
    [asked] = setup.thinker.asked
    assert asked.seed == computer.move_seed(match.seed, 0) and asked.level == "easy"
    assert asked.playouts == ai.LEVELS["easy"].playouts
    view = await setup.service.get_match(view.id)
    assert view.ply == 1 and view.to_act == (ALICE,)
    assert await setup.timers(view.id) == [], "nothing left to fire"


async def test_the_computers_turn_comes_after_each_move_of_the_player(setup: Setup) -> None:
    view = await setup.start(seat=SeatChoice.FIRST, options={"size": 3, "pie": False})
    assert await setup.timers(view.id) == [], "the player moves first"
    game = rules.get_game("meter")
    move = game.legal_moves(view.state, 0)[0]
    view = (await setup.service.play(view.id, ALICE, move)).match
    [timer] = await setup.timers(view.id)
    assert timer.ref == view.ply == 1
    await setup.pass_time(computer.DELAY_SECONDS[1])
    assert (await setup.service.get_match(view.id)).ply == 2


async def test_a_search_on_a_short_clock_fits_in_it(setup: Setup) -> None:
    view = await setup.start(level="strong", timing=Timing(move_seconds=5))
    [timer] = await setup.timers(view.id)
    pause = (timer.due_at - setup.harness.clock.now()).total_seconds()
    assert pause <= 5 * computer.CLOCK_SHARE
    async with setup.harness.store.read() as uow:
        match = await uow.load_match(view.id)
    assert match is not None
    game = rules.get_game("meter")
    request = computer.request_for(match, game, view.state)
    strong = ai.LEVELS["strong"]
    full = ai.default_playouts(strong, game, view.state)
    share = 5 * computer.CLOCK_SHARE / strong.seconds
    assert share < 1
    assert request.playouts == round(full * share), "fewer playouts in proportion, no time"


async def test_nothing_private_is_addressed_to_the_computer(setup: Setup) -> None:
    view = await setup.start("thwart-omega", options={})
    await setup.pass_time(computer.DELAY_SECONDS[1])
    async with setup.harness.store.read() as uow:
        subs = await uow.load_submissions(view.id, 1, 1)
    seat = view.players.index(BOT)
    assert subs[seat].locked, "the computer submitted within the round, locked in"
    assert (await setup.service.get_match(view.id)).round == 1
    await setup.service.submit(view.id, ALICE, "b a1 w a2", lock=True)
    assert (await setup.service.get_match(view.id)).round == 2
    items = await setup.harness.outbox(view.id)
    private = [i.notification for i in items if i.notification.audience is Audience.PRIVATE]
    assert {n.target_id for n in private} == {ALICE}
    assert {n.kind for n in private} == {"round-prompt", "submission-receipt"}
    public = " ".join(
        str(i.notification.payload) for i in items if i.notification.audience is Audience.PUBLIC
    )
    assert subs[seat].move in public, "revealed with the round"


async def test_a_failed_search_is_tried_again_soon(setup: Setup) -> None:
    view = await setup.start()
    setup.thinker.fail = True
    await setup.pass_time(computer.DELAY_SECONDS[1])
    [timer] = await setup.timers(view.id)
    assert timer.due_at == setup.harness.clock.now() + timedelta(seconds=FAILED_RETRY_SECONDS)
    await setup.pass_time(FAILED_RETRY_SECONDS)
    assert (await setup.service.get_match(view.id)).ply == 1
    assert setup.thinker.asked[0] == setup.thinker.asked[1], "the same search again"


async def test_start_up_brings_a_lost_search_forward(setup: Setup) -> None:
    view = await setup.start()
    async with setup.service.write(None) as change:
        [timer] = await change.uow.timers_of(view.id, [TimerKind.COMPUTER_MOVE])
        later = change.now + timedelta(seconds=computer.RETRY_SECONDS)
        await change.uow.set_timer(replace(timer, due_at=later))  # as while it thinks
    assert await setup.player.resume() == 1
    [timer] = await setup.timers(view.id)
    assert timer.due_at == setup.harness.clock.now() + timedelta(seconds=RESUME_SECONDS)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"level": "grandmaster"}, "no computer level 'grandmaster'"),
        ({"player_id": BOT}, "cannot play itself"),
        ({"options": {"size": 99}}, "size"),
        ({"off": True}, "turned games against the computer off"),
    ],
)
async def test_refused_requests_change_nothing(
    setup: Setup, change: dict[str, object], words: str
) -> None:
    change = dict(change)  # the same parameters serve both databases
    if change.pop("off", False):
        settings = await setup.service.guild_settings(GUILD)
        await setup.service.update_guild_settings(GUILD, replace(settings, computer_allowed=False))
    before = setup.harness.dump()
    request = {
        "guild_id": GUILD,
        "channel_id": CHANNEL,
        "player_id": ALICE,
        "game": "meter",
        "level": "easy",
        **change,
    }
    with pytest.raises(EngineError, match=words):
        await setup.service.play_computer(**request)  # type: ignore[arg-type]
    assert setup.harness.dump() == before


async def test_at_most_three_games_against_the_computer_at_once(setup: Setup) -> None:
    for _ in range(computer.MAX_RUNNING):
        await setup.start(seat=SeatChoice.FIRST)
    with pytest.raises(NotAllowed, match="the most at once"):
        await setup.start()


async def test_no_result_by_agreement_with_the_computer(setup: Setup) -> None:
    view = await setup.start(seat=SeatChoice.FIRST)
    with pytest.raises(NotAllowed, match="plays every game to the end"):
        await setup.service.propose_result(view.id, ALICE, Proposal.DRAW)


async def test_no_computer_without_its_user_id(harness: Harness) -> None:
    with pytest.raises(NotAllowed, match="no computer opponent"):
        await harness.service.play_computer(
            guild_id=GUILD, channel_id=CHANNEL, player_id=ALICE, game="meter", level="easy"
        )


def test_the_search_seed_depends_on_the_match_and_the_ply() -> None:
    assert computer.move_seed(5, 3) == computer.move_seed(5, 3)
    assert len({computer.move_seed(5, ply) for ply in range(50)}) == 50
    assert computer.move_seed(5, 3) != computer.move_seed(6, 3)
    with pytest.raises(BadRequest, match="The levels are random, easy, medium, strong"):
        computer.checked_level("uct")
