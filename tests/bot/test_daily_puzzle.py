"""The daily puzzle under simcord: a manager turns it on in ``/settings`` (a text channel), the
bot posts the puzzle there at noon with its board and a Solve button, a player opens it
privately and answers with ``/puzzle answer``, and the next day the post is edited with the
solution and how many solved it; a category or a channel the bot cannot post in is refused."""

from __future__ import annotations

from collections.abc import Callable

import discord
import pytest

from ai.learn.puzzles import SOLVE_NODES
from bot.engine.puzzles import PuzzleRecord
from bot.engine.puzzles.daily import next_post, zone_named
from bot.engine.puzzles.mining import MineRequest, mine
from bot.engine.puzzles.ports import tables
from bot.engine.puzzles.service import NoDaily
from tests.bot.conftest import PNG, World, said, start_match
from tests.bot.test_review import play_to_the_end
from tests.bot.test_settings import choose, open_panel, stored, text_of


def daily_posts(channel: object, world: World) -> list[discord.Message]:
    return [
        m
        for m in channel.history()  # type: ignore[attr-defined]
        if m.author.bot and "Daily puzzle" in m.content
    ]


async def stored_puzzles(world: World) -> None:
    """Meter matches played to the end by ``/move`` until one holds a puzzle, searched here
    and stored as the bot stores them. Through Discord, not the match service: work the test
    starts itself runs outside what simcord's virtual time drives (the bot's timer loop then
    sleeps in real time), and not through the bot's worker process, for the same reason."""
    for _ in range(8):
        match_id, thread = await start_match(world, "meter", size=3)
        await play_to_the_end(world, match_id, thread)
        await world.env.advance_time(5)  # /play's cooldown before the next challenge
        async with world.arena.store.read() as uow:
            log = await uow.load_moves(match_id)
        moves = tuple((m.seat, m.move) for m in sorted(log, key=lambda m: m.ply))
        request = MineRequest("meter", {"size": 3}, (moves,), seed=match_id, nodes=SOLVE_NODES)
        now = world.arena.clock.now()
        records = [
            PuzzleRecord(
                0,
                world.guild.id,
                "meter",
                match_id,
                f.game_no,
                f.ply,
                f.seat,
                f.state,
                f.answers,
                f.given,
                f.exact,
                f.alternating,
                now,
            )
            for f in mine(request)
        ]
        async with world.arena.store.transaction() as uow:
            await tables(uow).add_puzzles(match_id, world.guild.id, records, now)
        if records:
            return
    raise AssertionError("no random match of these seeds holds a puzzle")


async def delivered(world: World) -> None:
    """Virtual seconds until the outbox has nothing left to deliver."""
    for _ in range(120):
        async with world.arena.store.read() as uow:
            if not await uow.pending_outbox(world.arena.clock.now(), 1):
                return
        await world.env.advance_time(1)
    raise AssertionError("the outbox was not delivered in two virtual minutes")


async def settled(world: World, done: Callable[[], bool]) -> None:
    """Virtual seconds one at a time until ``done()``: a long jump ends with the bot's loop
    waiting on its database thread (the hourly housekeeping and checkpoint), which simcord does
    not count as work, so each step also lets simcord join the bot's runnable work."""
    for _ in range(120):
        if done():
            return
        await world.env.settle(idle=0.05)
        await world.env.advance_time(1)
    raise AssertionError("not done in two virtual minutes")


async def test_a_daily_puzzle_posted_answered_and_solved_the_next_day(world: World) -> None:
    await stored_puzzles(world)
    await delivered(world)  # no board of those matches is being drawn as time jumps
    daily = world.guild.create_text_channel("daily-puzzle")
    panel = await open_panel(world)
    assert "**Daily puzzle**: off" in text_of(panel)
    note = await choose(world, panel, "daily", [daily])
    assert (await stored(world)).daily_puzzle_channel_id == daily.id
    assert f"in <#{daily.id}>" in text_of(panel), note

    now = world.arena.clock.now()
    noon = next_post(now, zone_named(None))
    await world.env.advance_time((noon - now).total_seconds() - 1)
    assert daily_posts(daily, world) == []
    await settled(world, lambda: bool(daily_posts(daily, world)))
    [post] = daily_posts(daily, world)
    assert "to move and win." in post.content and "Press **Solve**" in post.content
    assert "/puzzle answer move:" in post.content
    [image] = post.attachments
    assert (await image.read()).startswith(PNG)
    day = noon.date().isoformat()
    opened = await world.carol.click(post, custom_id=f"arena:dp:{day}")
    shown = "\n".join(f.content for f in opened.followups)
    assert "to move and win." in shown and "Meter, from match #" in shown, shown
    puzzle = await world.arena.engine.puzzles.open_puzzle(world.guild.id, world.carol.id)
    assert puzzle is not None
    right = said(await world.carol.slash(world.channel, "puzzle answer", move=puzzle.answers[0]))
    assert "Right:" in right and "streak 1" in right
    again = await world.carol.click(post, custom_id=f"arena:dp:{day}")
    assert "answered today's puzzle already" in "\n".join(f.content for f in again.followups)

    await world.env.advance_time(24 * 3600 - 60)
    await settled(
        world, lambda: "closed" in world.env.backend.get_message(daily.id, post.id).content
    )
    edited = world.env.backend.get_message(daily.id, post.id)
    assert "The solution: `" in edited.content and puzzle.answers[0] in edited.content
    assert "Solved by 1 player." in edited.content and "closed" in edited.content
    assert not edited.components  # the Solve button is gone
    with pytest.raises(NoDaily, match="no daily puzzle open"):  # a button left anywhere
        await world.arena.engine.puzzles.open_daily(world.guild.id, world.bob.id, day)


async def test_a_category_or_a_channel_i_cannot_post_in_is_refused(world: World) -> None:
    games = world.guild.create_category("Board games")
    panel = await open_panel(world)
    refused = await choose(world, panel, "daily", [games])
    assert "needs a text channel" in refused
    me = world.guild.me
    assert me is not None
    closed = world.guild.create_text_channel(
        "closed", overwrites={me: discord.PermissionOverwrite(send_messages=False)}
    )
    refused = await choose(world, panel, "daily", [closed])
    assert f"I cannot post in <#{closed.id}>: I am missing **Send Messages**" in refused
    assert (await stored(world)).daily_puzzle_channel_id is None
