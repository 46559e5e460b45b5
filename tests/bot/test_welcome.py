"""The welcome message when the bot joins a server (issue 13 item 1): in the system channel if
the bot may post there, else the first text channel where it may, else nowhere.

simcord announces a new server before its channels exist, so these tests make the channels
first and then dispatch ``guild_join`` as discord.py does for a server the bot joins.
"""

from __future__ import annotations

import asyncio

import discord

from bot.cogs.common.language import ENGLISH_WORDS
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.server.welcome import welcome
from tests.bot.conftest import World, bot_messages

WELCOME = welcome(ENGLISH_WORDS)
QUIET = discord.PermissionOverwrite(send_messages=False)


async def joined(world: World) -> None:
    guild = world.bot.get_guild(world.guild.id)
    assert guild is not None
    world.bot.dispatch("guild_join", guild)
    # The welcome reads the server's settings first (its language); simcord's settle does not
    # join listener tasks dispatched from a test, so they are awaited here.
    listeners = [t for t in asyncio.all_tasks() if t.get_name() == "discord.py: on_guild_join"]
    await asyncio.gather(*listeners)
    await world.env.settle()


def test_the_welcome_points_admins_and_players_to_their_commands() -> None:
    assert "`/settings`" in WELCOME and "`/help`" in WELCOME and "`/play meter`" in WELCOME
    assert len(WELCOME) <= MESSAGE_CHARS


async def test_welcome_in_the_system_channel(world: World) -> None:
    lobby = world.guild.create_text_channel("lobby")
    world.env.backend.edit_guild(world.guild.id, {"system_channel_id": lobby.id})
    await joined(world)
    (message,) = bot_messages(lobby, world.env)
    assert message.content == WELCOME
    assert bot_messages(world.channel, world.env) == []


async def test_a_closed_system_channel_falls_back_to_the_first_channel_open_to_the_bot(
    world: World,
) -> None:
    me = world.guild.me
    assert me is not None
    lobby = world.guild.create_text_channel("lobby", overwrites={me: QUIET})
    world.env.backend.edit_guild(world.guild.id, {"system_channel_id": lobby.id})
    await joined(world)
    assert bot_messages(lobby, world.env) == []
    assert [m.content for m in bot_messages(world.channel, world.env)] == [WELCOME]


async def test_no_channel_open_to_the_bot_means_no_welcome(world: World) -> None:
    me = world.guild.me
    assert me is not None
    backend = world.env.backend
    for role in backend.get_guild(world.guild.id).roles.values():  # @everyone and its own
        allowed = discord.Permissions(role.permissions)
        allowed.send_messages = False
        backend.edit_role(world.guild.id, role.id, {"permissions": allowed.value})
    closed = world.guild.create_text_channel("closed", overwrites={me: QUIET})
    await joined(world)
    assert bot_messages(closed, world.env) == []
    assert bot_messages(world.channel, world.env) == []
