"""The default shard count (issue 16 item 3): without ``STONE_ARENA_SHARDS`` the bot asks
Discord how many shards to run (discord.py reads the recommended count from ``/gateway/bot`` at
login) and runs them all in this process. simcord plays Discord's part: ``shard_count=`` on its
environment is the count it answers with, the bot having none configured. A server on each
shard is served."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest
import simcord

from bot.config import Config
from bot.discord_app import StoneArenaBot
from tests.bot.conftest import World, close_bot, seeds, start_match

RECOMMENDED = 3


@pytest.fixture
async def simcord_bot(db_path: Path) -> AsyncIterator[StoneArenaBot]:
    """The bot as an operator starts it without ``STONE_ARENA_SHARDS``."""
    config = Config(token="simcord", database=db_path)
    # no frozen heap (bot/heap.py): the rest of this process's tests run after it
    bot = StoneArenaBot(config, seeds=seeds(), board_width=320, settle_heap=False)
    assert bot.shard_count is None and bot.shard_ids is None  # nothing configured
    yield bot
    await close_bot(bot)


def world_on_shard(env: simcord.Env, shard: int) -> World:
    guild = env.create_guild(f"Club {shard}", shard_id=shard)
    channel = guild.create_text_channel("games")
    managers = guild.create_role("Managers", permissions=discord.Permissions(manage_guild=True))
    alice, bob, carol = (guild.add_member(env.create_user(f"{n}{shard}")) for n in "abc")
    mod = guild.add_member(env.create_user(f"mod{shard}"), roles=[managers])
    return World(env, guild, channel, alice, bob, carol, mod)


@pytest.mark.simcord(shard_count=RECOMMENDED)
async def test_without_a_setting_every_recommended_shard_runs_here(
    simcord_env: simcord.Env,
) -> None:
    bot = simcord_env.bot
    assert isinstance(bot, StoneArenaBot)
    assert bot.shard_count == RECOMMENDED and bot.shard_ids is None
    assert sorted(bot.shards) == list(range(RECOMMENDED))
    for shard in (0, RECOMMENDED - 1):
        world = world_on_shard(simcord_env, shard)
        assert (world.guild.id >> 22) % RECOMMENDED == shard
        match_id, thread = await start_match(world, "meter")
        assert (await world.match(match_id)).guild_id == world.guild.id
        assert thread.history(), "the match thread was opened and posted in"
