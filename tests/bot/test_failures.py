"""Discord's failures and the bot's own: a 5xx while posting a board, a deleted thread, missing
permissions (no threads; no file uploads), an interaction that expired before it was
acknowledged, a bug behind a command. No game state is lost and players get words, not silence.
"""

from __future__ import annotations

import logging

import discord
import pytest

from bot.cogs.common.replies import APOLOGY
from tests.bot.conftest import (
    World,
    bot_messages,
    images,
    last_bot_message,
    said,
    start_match,
)


async def test_a_discord_outage_delays_the_board_but_loses_nothing(world: World) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    black = world.member(view.players[0])
    before = len(bot_messages(thread, world.env))
    world.env.inject_error("POST", f"/channels/{thread.id}/messages", status=503, times=1)
    result = await black.slash(thread, "move", move="b2")
    assert "You played `b2`" in said(result)
    assert len(bot_messages(thread, world.env)) == before  # not posted yet
    assert (await world.match(match_id)).ply == 1  # but the move is stored
    await world.env.advance_time(10)  # the outbox retries with backoff
    board = last_bot_message(thread, world.env)
    assert "played `b2`" in board.content and images(board)


async def test_a_deleted_thread_moves_the_match_to_its_channel(world: World) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    black, white = world.member(view.players[0]), world.member(view.players[1])
    world.env.inject_error(
        "POST", f"/channels/{thread.id}/messages", status=404, code=10003, times=None
    )
    await black.slash(thread, "move", move="b2")
    board = last_bot_message(world.channel, world.env)
    assert "played `b2`" in board.content
    assert (await world.match(match_id)).thread_id is None
    result = await white.slash(world.channel, "move", move="a1")  # the match lives here now
    assert "You played `a1`" in said(result)


async def test_without_thread_permission_the_match_stays_in_the_channel(world: World) -> None:
    deny = discord.PermissionOverwrite(create_public_threads=False)
    channel = world.guild.create_text_channel("no-threads", overwrites={world.bot.user: deny})  # type: ignore[dict-item]
    result = await world.alice.slash(channel, "play meter", opponent=world.bob, size=3)
    assert result.ephemeral
    await world.bob.click(last_bot_message(channel, world.env), label="Accept")
    assert not channel.threads
    view = await world.match(1)
    assert view.thread_id is None
    board = last_bot_message(channel, world.env)
    assert images(board) and "Match #1" in board.content
    first = world.member(view.to_act[0])
    assert "You played" in said(await first.slash(channel, "move", move="c3"))


async def test_without_file_permission_the_board_is_text(world: World) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    world.env.inject_error(
        "POST", f"/channels/{thread.id}/messages", status=403, code=50013, times=1
    )
    await world.member(view.players[0]).slash(thread, "move", move="b2")
    board = last_bot_message(thread, world.env)
    assert "played `b2`" in board.content and "```" in board.content and not images(board)


async def test_an_expired_interaction_changes_nothing(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    world.env.inject_error(
        "POST", "/interactions/*/callback", status=404, code=10062, message="Unknown interaction"
    )
    await world.member(view.players[0]).slash(thread, "move", move="b2")
    assert (await world.match(match_id)).ply == 0
    assert any("expired before it was acknowledged" in r.getMessage() for r in caplog.records)


async def test_a_bug_is_logged_and_the_player_gets_an_apology(
    world: World, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)

    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(world.arena.service, "play", broken)
    result = await world.member(view.players[0]).slash(thread, "move", move="b2")
    assert result.ephemeral and APOLOGY in said(result)
    [record] = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert record.getMessage() == "a command failed"
    assert getattr(record, "command", None) == "move" and getattr(record, "user_id", None)
    assert len(world.env.errors) == 1  # simcord saw the same exception
    caplog.clear()  # expected: do not fail the test for it


async def test_restarting_bot_refuses_politely(world: World) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    world.arena.closing = True
    result = await world.member(view.players[0]).slash(thread, "move", move="b2")
    assert "restarting" in said(result)
    world.arena.closing = False
    assert (await world.match(match_id)).ply == 0
