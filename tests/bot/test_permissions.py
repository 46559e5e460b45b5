"""Saying when the bot cannot act: a command that would post where the bot may not is refused
with the missing permission named; a missing extra is noted; ``/diagnose`` lists every channel."""

from __future__ import annotations

import discord

from bot.cogs.common.permissions import degraded, missing, required_in
from tests.bot.conftest import World, bot_messages, said, start_match


async def test_play_names_the_missing_permission_and_posts_nothing(world: World) -> None:
    deny = discord.PermissionOverwrite(send_messages=False)
    channel = world.guild.create_text_channel("quiet", overwrites={world.bot.user: deny})  # type: ignore[dict-item]
    result = await world.alice.slash(channel, "play meter", opponent=world.bob)
    assert result.ephemeral
    text = said(result)
    assert "missing the **Send Messages** permission" in text and "Nothing was done" in text
    assert not bot_messages(channel, world.env)
    assert not await world.arena.service.matches_of(world.alice.id)
    hidden = discord.PermissionOverwrite(view_channel=False, attach_files=False)
    dark = world.guild.create_text_channel("dark", overwrites={world.bot.user: hidden})  # type: ignore[dict-item]
    text = said(await world.alice.slash(dark, "play meuda"))
    assert "**View Channel**" in text and "**Attach Files**" not in text


async def test_a_missing_extra_is_noted_and_the_challenge_still_posted(world: World) -> None:
    deny = discord.PermissionOverwrite(attach_files=False, create_public_threads=False)
    channel = world.guild.create_text_channel("plain", overwrites={world.bot.user: deny})  # type: ignore[dict-item]
    text = said(await world.alice.slash(channel, "play meter", opponent=world.bob))
    assert "is posted" in text
    assert "**Attach Files** and **Create Public Threads**" in text
    assert "boards are posted as text" in text and "in this channel instead" in text


def test_a_thread_needs_send_messages_in_threads() -> None:
    thread = object.__new__(discord.Thread)
    allowed = discord.Permissions(view_channel=True, send_messages=True)
    assert missing(allowed, required_in(thread)) == ["Send Messages in Threads"]
    assert missing(allowed, required_in(object())) == []
    assert degraded(allowed, thread) == (
        "Note: I am missing the **Attach Files** permission here, so boards are posted as text."
    )


async def test_diagnose_lists_the_channels_in_use(world: World) -> None:
    await start_match(world, "meter", size=3)
    await world.env.advance_time(5)  # /play's cooldown
    deny = discord.PermissionOverwrite(attach_files=False)
    other = world.guild.create_text_channel("other", overwrites={world.bot.user: deny})  # type: ignore[dict-item]
    await world.alice.slash(other, "play meuda")
    assert "diagnose" not in world.alice.available_commands(world.channel)
    text = said(await world.mod.slash(world.channel, "diagnose"))
    assert f"<#{world.channel.id}>: everything I need." in text
    assert f"<#{other.id}>: missing **Attach Files**; boards are posted as text." in text
    assert text.index(f"<#{other.id}>") < text.index(f"<#{world.channel.id}>"), "latest first"


async def test_a_post_refused_later_is_told_to_whoever_caused_it(world: World) -> None:
    channel = world.channel
    world.env.inject_error(
        "POST", f"/channels/{channel.id}/messages", status=403, code=50013, times=None
    )
    result = await world.alice.slash(channel, "play meter", opponent=world.bob)
    assert "is posted" in said(result)  # the command's checks passed; the post failed later
    dms = [m.content for m in world.alice.user.dm_channel.history()]
    assert dms == [
        f"I could not post your message in <#{channel.id}>: I am missing a permission there (a "
        "server manager can see which with `/diagnose`). Nobody there saw it; please try again "
        "in a channel where I may post."
    ]
    await world.env.advance_time(5)  # /play's cooldown
    await world.alice.slash(channel, "play meuda")
    assert len(world.alice.user.dm_channel.history()) == 1, "told once an hour per channel"
    assert not world.bob.user.dm_channel.history()
