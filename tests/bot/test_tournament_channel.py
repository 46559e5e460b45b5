"""The tournament channel does not drown (issue 11 item 3), counted in simcord: during a round
the channel gets one pairings message and one summary; each match's game choice, games and
result are posted in the match's private thread, with both players added to it.

simcord posts a "started a thread" line for every thread it opens, private ones included;
Discord posts none for a private thread (only members can see one), so those lines are counted
apart from the messages players see in the channel."""

from __future__ import annotations

import discord
import pytest
import simcord

from bot.cogs.matches import ending as match_end
from bot.engine.tournaments.records import Phase
from tests.bot.conftest import World, bot_messages, said
from tests.bot.creating import host_create
from tests.bot.journey import play_in_thread, started


def channel_lines(
    world: World, channel: simcord.ChannelHandle | None = None
) -> tuple[list[discord.Message], list[discord.Message]]:
    """(messages players see in the channel, thread-opened lines Discord would not post)."""
    channel = channel or world.channel
    threads = [world.bot.get_channel(t.id) for t in channel.threads]
    private = {
        t.name
        for t in threads
        if isinstance(t, discord.Thread) and t.type is discord.ChannelType.private_thread
    }
    seen, hidden = [], []
    for message in channel.history():
        if message.type is discord.MessageType.thread_created and message.content in private:
            hidden.append(message)
        else:
            seen.append(message)
    return seen, hidden


async def test_a_round_posts_one_pairings_message_and_one_summary(world: World) -> None:
    guild, channel, env = world.guild, world.channel, world.env
    field = [guild.add_member(env.create_user(f"p{i}")) for i in range(8)]
    people = {p.id: p for p in field}
    created = await host_create(world, "Night", games=["meter"], seeding="entry")
    assert "Night is created" in said(created)
    view = await world.bot.tournaments.find(guild.id, channel.id)
    assert view is not None
    tid = view.id
    sign_up = next(m for m in bot_messages(channel, env) if m.components)
    for person in field:
        await person.click(sign_up, label="Join")
    before, _ = channel_lines(world)
    assert "has started" in said(await world.mod.slash(channel, "host start"))
    lives = (await world.bot.tournaments.get(tid)).lives
    assert len(lives) == 4
    for live in lives:
        assert live.match_id is not None
        await play_in_thread(world, people, live.match_id)
    after, hidden = channel_lines(world)
    posted = after[len(before) :]
    kinds = [m.content.split(" ", 1)[0] for m in posted]
    assert (await world.bot.tournaments.get(tid)).phase is Phase.RUNNING
    # Before this change (one announcement, one thread line and one result per match): 18 for
    # this round of 4 matches. Now: the start, round 1's pairings, the picture (posted once,
    # then edited), round 1's summary and the semi-finals' pairings.
    assert sorted(kinds) == sorted(["🚀", "📣", "📊", "📋", "📣"]), kinds
    assert "Quarter-finals: every match is decided" in posted[kinds.index("📋")].content
    assert len(hidden) == 6  # one private thread per match: 4, and the 2 semi-finals begun
    for live in lives:
        match = await world.arena.service.get_match(live.match_id or 0)
        [thread] = [t for t in channel.threads if t.id == match.thread_id]
        said_there = " ".join(m.content for m in bot_messages(thread, env))
        assert "🎮" in said_there and "📋" in said_there  # its game and its result


async def run_round(
    world: World, channel: simcord.ChannelHandle, n: int, **options: object
) -> tuple[list[discord.Message], list[discord.Message]]:
    """Create, fill with ``n`` players, start and play round 1: what the channel got."""
    view, people = await started(world, n, channel=channel, name="Swiss", **options)
    for live in view.lives:
        assert live.match_id is not None
        await play_in_thread(world, people, live.match_id, channel)
    return channel_lines(world, channel)


async def test_a_swiss_round_has_its_pairings_then_its_summary(world: World) -> None:
    seen, hidden = await run_round(world, world.channel, 4, format="swiss", seeding="entry")
    kinds = [m.content.split(" ", 1)[0] for m in seen if m.author.bot]
    assert kinds.count("🎮") == 0 and kinds.count("📋") == 1 and kinds.count("📣") == 2
    summary = next(m.content for m in seen if m.content.startswith("📋"))
    assert "Round 1 of 3: every match is decided" in summary and summary.count(" beats ") == 2
    assert len(hidden) == 4  # round 1's two matches, round 2's two


async def test_without_private_threads_matches_get_public_ones(world: World) -> None:
    deny = discord.PermissionOverwrite(create_private_threads=False)
    channel = world.guild.create_text_channel("open", overwrites={world.bot.user: deny})  # type: ignore[dict-item]
    seen, hidden = await run_round(world, channel, 2, seeding="entry")
    assert not hidden
    assert sum(m.type is discord.MessageType.thread_created for m in seen) == 1


async def test_a_series_keeps_its_thread_open_until_its_last_game(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every game of a best-of-3 is played in the one thread of its match; a finished game's
    archive (an hour later) leaves it open while the next game is on there."""
    archived: list[int] = []

    async def archive(arena: object, thread_id: int) -> None:
        archived.append(thread_id)

    monkeypatch.setattr(match_end, "archive_thread", archive)
    channel, env = world.channel, world.env
    people = {p.id: p for p in (world.alice, world.bob)}
    created = await host_create(world, "Cup", games=["meter"], best_of=3, deadline=1440)
    assert "Cup is created" in said(created), said(created)
    found = await world.bot.tournaments.find(world.guild.id, channel.id)
    assert found is not None
    sign_up = next(m for m in bot_messages(channel, env) if m.components)
    for person in people.values():
        await person.click(sign_up, label="Join")
    await world.mod.slash(channel, "host start")
    [live] = (await world.bot.tournaments.get(found.id)).lives
    first = await world.arena.service.get_match(live.match_id or 0)
    await play_in_thread(world, people, first.id)
    [live] = (await world.bot.tournaments.get(found.id)).lives
    second = await world.arena.service.get_match(live.match_id or 0)
    assert second.id != first.id and second.thread_id == first.thread_id
    await env.advance_time(2 * 3600)  # game 1's archive is due: game 2 is on in the thread
    assert archived == []
    await play_in_thread(world, people, second.id)  # 1-1: game 3, in the same thread
    [live] = (await world.bot.tournaments.get(found.id)).lives
    third = await world.arena.service.get_match(live.match_id or 0)
    assert third.thread_id == first.thread_id
    await env.advance_time(2 * 3600)
    assert archived == []
    await play_in_thread(world, people, third.id)
    await env.advance_time(2 * 3600)
    assert archived == [first.thread_id]  # the match is over: now it is archived, once
