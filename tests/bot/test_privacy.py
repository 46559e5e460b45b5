"""Privacy in Discord and at the terminal (issue 10 item 8): ``/privacy forget`` is the bot
owner's alone, asks first and forgets on every server; ``python -m bot privacy forget``; a server
the bot is removed from is erased after the kept days."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

import discord
import pytest
from simcord.backend import serializers
from simcord.backend.errors import SetupError

from bot.__main__ import main
from bot.discord_app import StoneArenaBot
from bot.engine.model import Timer, TimerKind
from bot.engine.privacy import privacy_tables
from tests.bot.conftest import (
    World,
    bot_messages,
    close_bot,
    confirmed,
    make_bot,
    said,
    start_match,
)
from tests.bot.test_host import created
from tests.bot.test_tournaments import with_button
from tests.engine.support import Harness, play_out

KEEP_DAYS = 2


@pytest.fixture
async def simcord_bot(db_path: Path) -> AsyncIterator[StoneArenaBot]:
    """The usual test bot, erasing a departed server after two days (fewer idle wake-ups)."""
    bot = make_bot(db_path)
    bot.config = replace(bot.config, removed_server_keep_days=KEEP_DAYS)
    yield bot
    await close_bot(bot)


async def where(world: World, user_id: int) -> list[str]:
    async with world.arena.store.read() as uow:
        return await privacy_tables(uow).where_user_is(user_id)


async def played(world: World) -> int:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    await world.member(view.players[0]).slash(thread, "move", move="b2")
    await confirmed(world.alice, thread, "resign")
    return match_id


async def test_only_the_owner_forgets_and_is_asked_first(world: World) -> None:
    match_id = await played(world)
    admins = world.guild.create_role("Admins", permissions=discord.Permissions(administrator=True))
    owner = world.guild.add_member(world.env.create_user("owner"), roles=[admins])
    admin = world.guild.add_member(world.env.create_user("admin"), roles=[admins])
    world.bot.owner_id = owner.id  # what discord.py learns from the application's owner
    with pytest.raises(SetupError, match="default-member-permissions"):
        await world.bob.slash(world.channel, "privacy forget", user=world.alice)
    refused = await admin.slash(world.channel, "privacy forget", user=world.alice)
    assert refused.ephemeral and "Only the bot's owner" in said(refused)
    asked = await owner.slash(world.channel, "privacy forget", user=world.alice)
    question = asked.response
    assert question is not None and question.ephemeral
    assert f"Forget <@{world.alice.id}> (id {world.alice.id}) on every server?" in question.content
    kept = await owner.click(question, label="Keep it")
    assert kept.response is not None and kept.response.content == "Nothing was done."
    assert await where(world, world.alice.id)
    asked = await owner.slash(world.channel, "privacy forget", user=world.alice)
    assert asked.response is not None
    done = await owner.click(asked.response, label="Forget them")
    assert done.response is not None
    answer = done.followups[-1].content if done.followups else done.response.content
    assert "is forgotten: they appear as forgotten player 1" in answer
    assert await where(world, world.alice.id) == []
    assert await world.arena.service.verify(match_id)
    # The game stays, unnamed: its record and /games name the forgotten player.
    games = said(await world.bob.slash(world.channel, "games"))
    assert f"#{match_id} Meter" in games and "forgotten player 1" in games, games
    again = await owner.slash(world.channel, "privacy forget", user=world.alice)
    assert again.response is not None
    second = await owner.click(again.response, label="Forget them")
    assert "Nothing is stored" in said(second)


async def erase_timer(world: World, guild_id: int) -> datetime | None:
    async with world.arena.store.read() as uow:
        timers = await uow.timers_of(guild_id, [TimerKind.GUILD_ERASE])
    return timers[0].due_at if timers else None


async def test_a_removed_servers_data_is_erased_after_the_kept_days(world: World) -> None:
    """Removal schedules the erasure KEEP_DAYS later (the engine test lets those days pass on
    a fake clock; here the timer is made due at once, to see the bot's own pump erase)."""
    match_id = await played(world)
    other = world.env.create_guild("Other Club")
    other_channel = other.create_text_channel("games")
    zed = other.add_member(world.env.create_user("zed"))
    amy = other.add_member(world.env.create_user("amy"))
    result = await zed.slash(other_channel, "play meter", opponent=amy, size=3)
    assert "is posted" in said(result)
    backend = world.env.backend
    kept = backend.guilds[world.guild.id]
    channels = {c: backend.channels[c] for c in [*kept.channel_ids, *kept.thread_ids]}
    backend.remove_guild(world.guild.id)
    await world.env.settle()
    due = await erase_timer(world, world.guild.id)
    assert due == world.arena.clock.now() + timedelta(days=KEEP_DAYS)
    # Added back: the erasure is cancelled.
    backend.guilds[kept.id] = kept
    backend.channels.update(channels)
    backend.emit("GUILD_CREATE", serializers.guild_create_payload(backend, kept))
    await world.env.settle()
    assert await erase_timer(world, world.guild.id) is None
    backend.remove_guild(world.guild.id)
    await world.env.settle()
    assert await erase_timer(world, world.guild.id) is not None
    async with world.arena.store.transaction() as uow:
        now = world.arena.clock.now()
        await uow.set_timer(Timer(TimerKind.GUILD_ERASE, world.guild.id, 0, now))
    await world.env.advance_time(301)  # the pump's next wake-up (the heartbeat's) fires it
    async with world.arena.store.read() as uow:
        assert await uow.load_match(match_id) is None
        assert await privacy_tables(uow).guilds_with_data() == [other.id]
    assert await where(world, world.bob.id) == [] and await where(world, zed.id)


def test_the_operator_forgets_from_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "arena.sqlite3"
    user, other = 312_345_678_901_234_567, 412_345_678_901_234_568

    async def build() -> None:
        h = await Harness.open(path)
        try:
            await play_out(h, await h.start("meuda", players=(user, other)), random.Random(1))
            await h.start("meter", players=(other, user))
        finally:
            await h.close()

    asyncio.run(build())
    assert main(["--database", str(path), "privacy", "forget", str(user)]) == 1
    assert "plays in running match #2" in capsys.readouterr().err
    with pytest.raises(SystemExit) as bad:
        main(["--database", str(path), "privacy", "forget", "12abc"])
    assert bad.value.code == 2 and "invalid int value: '12abc'" in capsys.readouterr().err

    async def abort() -> None:
        h = await Harness.open(path)
        try:
            await h.service.moderator_abort(2, other)
        finally:
            await h.close()

    asyncio.run(abort())
    assert main(["--database", str(path), "privacy", "forget", str(user)]) == 0
    assert "appear as forgotten player 1" in capsys.readouterr().out
    data = path.read_bytes()
    assert str(user).encode() not in data and str(other).encode() in data
    assert main(["--database", str(path), "privacy", "forget", str(user)]) == 1
    assert "Nothing is stored" in capsys.readouterr().err
    missing = tmp_path / "nothing.sqlite3"
    assert main(["--database", str(missing), "privacy", "forget", str(user)]) == 2


async def test_forgetting_a_seated_player_tells_the_waitlist_in_the_channel(world: World) -> None:
    """A forget takes back a sign-up like Leave: the first waitlisted player is pinged with the
    seat, and the message does not name the forgotten player."""
    tid = await created(world, games="meter", max_players=2)
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for member in (world.alice, world.bob, world.carol):
        await member.click(sign_up, label="Join")
    admins = world.guild.create_role("Admins", permissions=discord.Permissions(administrator=True))
    owner = world.guild.add_member(world.env.create_user("owner"), roles=[admins])
    world.bot.owner_id = owner.id
    asked = await owner.slash(world.channel, "privacy forget", user=world.bob)
    assert asked.response is not None
    await owner.click(asked.response, label="Forget them")
    moved = bot_messages(world.channel, world.env)[-1]
    assert moved.content == (
        f"🎟️ **Cup**: a seat came free, so from the waitlist you are in: {world.carol.mention}"
    )
    assert [u.id for u in moved.mentions] == [world.carol.id]
    assert str(world.bob.id) not in moved.content
    view = await world.bot.tournaments.get(tid)
    assert [e.user_id for e in view.seated] == [world.alice.id, world.carol.id]
