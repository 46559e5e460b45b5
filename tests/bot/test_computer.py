"""Playing the computer in Discord (issue 15): ``/play GAME computer:LEVEL`` starts the match at
once; the computer's moves appear after a short pause, through a real process pool; in Thwart
Omega its sealed move stays unseen until the reveal; a restart while it thinks carries on; it
is never rated, never sent a DM; a server can turn it off; its Rematch starts the next match.
Level ``random`` keeps the searches instant; the pause is simcord's virtual time."""

from __future__ import annotations

import logging
import random
from dataclasses import replace
from typing import Any

import pytest
import simcord

import rules
from bot.engine.matches import computer
from bot.engine.model import Audience, MatchStatus
from tests.bot.conftest import (
    World,
    all_visible_text,
    bot_messages,
    said,
    shown,
    thread_of,
)

MAX_STEPS = 400
# simcord fires a timer due within its settle window (5 s) in real time, so these tests lengthen
# the computer's pause past it: then only ``advance_time`` (virtual time) brings its move.
SLOW_PAUSE = (6.0, 8.0)
PAUSE = 10  # seconds of virtual time: longer than the computer's pause


@pytest.fixture(autouse=True)
def pause_in_virtual_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(computer, "DELAY_SECONDS", SLOW_PAUSE)


def bot_id(world: World) -> int:
    user = world.env.bot.user
    assert user is not None
    return user.id


async def play_computer(
    world: World, game: str, level: str = "random", **options: Any
) -> tuple[int, simcord.ChannelHandle]:
    """alice: ``/play GAME computer:LEVEL``; the match id and its thread."""
    result = await world.alice.slash(world.channel, f"play {game}", computer=level, **options)
    assert result.ephemeral, "the /play reply is private"
    text = said(result)
    assert "against the computer" in text, text
    match_id = int(text.split("Match #")[1].split(" ")[0])
    return match_id, thread_of(world, match_id)


async def alice_moves(
    world: World, match_id: int, thread: simcord.ChannelHandle, move: str
) -> None:
    game = rules.get_game((await world.match(match_id)).game_id)
    if game.simultaneous:
        await world.alice.send_dm(f"{move} lock")
    else:
        result = await world.alice.slash(thread, "move", move=move)
        assert "You played" in said(result), said(result)


async def play_out(world: World, match_id: int, thread: simcord.ChannelHandle, seed: str) -> int:
    """alice plays random legal moves; after each, the computer's pause passes. Steps taken."""
    rng = random.Random(seed)
    for step in range(MAX_STEPS):
        view = await world.match(match_id)
        if view.status is not MatchStatus.ACTIVE:
            return step
        game = rules.get_game(view.game_id)
        if world.alice.id in view.to_act:
            seat = view.players.index(world.alice.id)
            await alice_moves(world, match_id, thread, game.random_move(view.state, seat, rng))
        after = await world.match(match_id)
        if game.simultaneous or world.alice.id not in after.to_act or len(after.to_act) == 2:
            await world.env.advance_time(PAUSE)
    raise AssertionError(f"match {match_id} did not end within {MAX_STEPS} steps")


async def private_rows_to(world: World, user_id: int, match_id: int) -> list[str]:
    async with world.arena.store.read() as uow:
        items = await uow.outbox_items(match_id=match_id)
    return [
        i.notification.kind
        for i in items
        if i.notification.audience is Audience.PRIVATE and i.notification.target_id == user_id
    ]


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("meter", {"size": 3}),
        ("interleave", {"size": 3}),
        ("thwart-omega", {"tiebreak": "draw"}),
        ("meridians", {"size": 5, "pie": True}),
        ("meuda", {"size": 4}),
    ],
)
async def test_a_whole_game_against_the_computer(
    world: World, game: str, options: dict[str, Any]
) -> None:
    match_id, thread = await play_computer(world, game, **options)
    started = shown(bot_messages(thread, world.env)[0])
    assert "is the computer, level **random**" in started and "Not rated" in started
    await play_out(world, match_id, thread, f"{game}{options}")
    view = await world.match(match_id)
    assert view.status is MatchStatus.FINISHED and view.result is not None
    bot = bot_id(world)
    assert bot in view.players and world.alice.id in view.players
    log = await world.arena.service.move_log(match_id)
    seat = view.players.index(bot)
    mine = [m for m in log if m.seat == seat]
    assert mine and not any(m.random_fill for m in mine), "the computer made its own moves"
    assert await world.arena.service.verify(match_id)
    result = shown(bot_messages(thread, world.env)[-1])
    assert "is over" in result and "Ratings:" not in result
    board = await world.arena.service.leaderboard(world.guild.id, game, world.alice.id)
    assert board.total == 0 and not board.top, "a game against the computer changes no rating"
    assert await private_rows_to(world, bot, match_id) == [], "nothing is sent to the computer"


async def test_the_computers_sealed_move_is_unseen_until_the_reveal(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    match_id, thread = await play_computer(world, "thwart-omega", "easy", round_time=300)
    await world.env.advance_time(PAUSE)  # the computer's pause passes; it submits, locked in
    view = await world.match(match_id)
    bot = bot_id(world)
    seat = view.players.index(bot)
    async with world.arena.store.read() as uow:
        subs = await uow.load_submissions(match_id, 1, 1)
    sealed = subs[seat]
    assert sealed.locked and view.round == 1, "submitted within the round, which still runs"
    stones = sealed.move.split()[1::2]
    for viewer in (world.alice, world.carol):
        seen = all_visible_text(world.channel, viewer) + all_visible_text(thread, viewer)
        seen += "\n".join(shown(m) for m in viewer.user.dm_channel.history())
        for square in stones:
            assert f" {square}" not in seen and f"`{square}" not in seen, square
    logged = "\n".join(r.getMessage() for r in caplog.records if r.levelno >= logging.INFO)
    assert sealed.move not in logged
    assert await private_rows_to(world, bot, match_id) == [], "no receipt, no prompt"
    await world.alice.send_dm("b a1 w a2 lock")  # both locked in: the round is revealed now
    reveal = shown(bot_messages(thread, world.env)[-1])
    assert "round 1 revealed" in reveal and f"`{sealed.move}`" in reveal


async def test_the_server_switch_turns_the_computer_off(world: World) -> None:
    service = world.arena.service
    settings = await service.guild_settings(world.guild.id)
    await service.update_guild_settings(world.guild.id, replace(settings, computer_allowed=False))
    result = await world.alice.slash(world.channel, "play meter", computer="easy")
    assert result.ephemeral and "turned games against the computer off" in said(result)
    assert await service.matches_of(world.alice.id) == []
    assert not bot_messages(world.channel, world.env), "nothing is posted"


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"computer": "easy", "opponent": "bob"}, "not both"),
        ({"computer": "easy", "rated": True}, "never rated"),
    ],
)
async def test_bad_requests_for_the_computer(
    world: World, options: dict[str, Any], words: str
) -> None:
    if options.get("opponent") == "bob":
        options["opponent"] = world.bob
    result = await world.alice.slash(world.channel, "play meter", **options)
    assert result.ephemeral and words in said(result), said(result)
    assert await world.arena.service.matches_of(world.alice.id) == []


async def test_no_result_by_agreement_and_a_rematch_at_once(world: World) -> None:
    match_id, thread = await play_computer(world, "meter", size=3)
    asked = await world.alice.slash(thread, "draw")
    assert asked.ephemeral and "plays every game to the end" in said(asked)
    await play_out(world, match_id, thread, "rematch")
    view = await world.match(match_id)
    result = bot_messages(thread, world.env)[-1]
    pressed = await world.alice.click(result, label="Rematch")
    assert "has started as match" in said(pressed), said(pressed)
    again = await world.match(match_id + 1)
    assert again.status is MatchStatus.ACTIVE
    assert again.players == (view.players[1], view.players[0]), "colours swapped"
    thread_of(world, again.id)
    pressed = await world.alice.click(result, label="Rematch")
    assert "already started another match" in said(pressed)
