"""Links to the web pages from Discord (``STONE_ARENA_WEB`` set): once a manager turns web
pages on in ``/settings``, the result of a match, ``/profile`` and ``/tournament status`` carry
a link to the page, and the bot's own web server answers it. Before that (the default), no
message carries one and the pages are not found. (The champion's post: its loader's flag is
checked in ``tests/web/test_posts.py``.)"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import discord
import pytest

from bot.config import Config
from bot.discord_app import StoneArenaBot
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import TournamentConfig
from bot.engine.tournaments.service import Actor
from bot.shards import Shards
from tests.bot.conftest import (
    World,
    bot_messages,
    close_bot,
    confirmed,
    delivered,
    said,
    seeds,
    shown,
    start_match,
)
from tests.bot.test_tournaments import resign as resign_in_thread

PUBLIC = "https://arena.example.org"
LINK = re.compile(re.escape(PUBLIC) + r"(/[mtp]/[0-9/]+[A-Za-z0-9_-]{22})")


@pytest.fixture
async def simcord_bot(db_path: Path) -> AsyncIterator[StoneArenaBot]:
    """The bot with its web pages on, on a port the system chooses."""
    config = Config(
        token="simcord",
        database=db_path,
        shards=Shards(1),
        web=("127.0.0.1", 0),
        public_url=PUBLIC,
    )
    bot = StoneArenaBot(config, seeds=seeds(1), board_width=320, settle_heap=False)
    yield bot
    if bot.web is not None:
        await bot.web.stop()
    await close_bot(bot)


async def fetch(world: World, path: str) -> tuple[int, str]:
    assert world.bot.web is not None
    host, port = world.bot.web.bound
    async with aiohttp.ClientSession() as session, session.get(f"http://{host}:{port}{path}") as r:
        return r.status, await r.text()


async def finish(world: World) -> tuple[int, str]:
    """alice and bob play a match of Meter; bob resigns: the match id and the result post."""
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    await world.member(view.players[0]).slash(thread, "move", move="b2")
    await confirmed(world.bob, thread, "resign")
    await world.env.advance_time(5)
    result = [m for m in bot_messages(thread, world.env) if "is over" in shown(m)][-1]
    return match_id, shown(result)


async def test_links_appear_once_a_manager_turns_web_pages_on(world: World) -> None:
    match_id, result = await finish(world)
    assert PUBLIC not in result  # off by default
    assert world.bot.pages is not None
    status, _ = await fetch(world, world.bot.pages.match_path(match_id))
    assert status == 404
    assert PUBLIC not in said(await world.alice.slash(world.channel, "profile"))

    panel = await world.mod.slash(world.channel, "settings")
    assert panel.response is not None and "Web pages" in str(panel.response.components)
    await world.mod.click(panel.response, label="Turn on")
    assert (await world.bot.matches.guild_settings(world.guild.id)).web_pages

    match_id, result = await finish(world)
    [path] = LINK.findall(result)
    assert path == world.bot.pages.match_path(match_id)
    status, html = await fetch(world, path)
    assert status == 200 and "alice" in html and "bob" in html
    profile = said(await world.alice.slash(world.channel, "profile"))
    [player] = LINK.findall(profile)
    assert (await fetch(world, player))[0] == 200


async def test_tournament_status_links_to_the_page(world: World) -> None:
    settings = await world.bot.matches.guild_settings(world.guild.id)
    from dataclasses import replace

    await world.bot.matches.update_guild_settings(world.guild.id, replace(settings, web_pages=True))
    service = world.bot.tournaments
    config = TournamentConfig(
        Settings(G.fixed("meter"), format=Format.SINGLE), options={"meter": {"size": 3}}
    )
    view = await service.create(
        guild_id=world.guild.id,
        channel_id=world.channel.id,
        actor=Actor(world.mod.id, manager=True),
        name="Duel <b>Cup</b>",
        config=config,
    )
    await service.join(view.id, world.alice.id, "alice")
    await service.join(view.id, world.bob.id, "bob")
    view = await service.start(view.id, Actor(world.mod.id, manager=True))
    await world.env.advance_time(1)
    status = said(await world.carol.slash(world.channel, "tournament status"))
    [path] = LINK.findall(status)
    assert path == world.bot.pages.tournament_path(view.id)  # type: ignore[union-attr]
    code, html = await fetch(world, path)
    assert code == 200 and "Duel &lt;b&gt;Cup&lt;/b&gt;" in html


async def resign(world: World, match_id: int, loser: int) -> None:
    """The player to move plays a1, then ``loser`` resigns (through the bot's match service:
    a match resigned before its first move is aborted, not lost)."""
    match = await world.bot.matches.get_match(match_id)
    await world.bot.matches.play(match_id, match.to_act[0], "a1", match.ply)
    await world.bot.matches.resign(match_id, loser)
    world.arena.engine.kick()  # what a command does after its commit: deliver, fire what is due


async def test_the_champions_post_links_to_a_page_naming_the_champion(world: World) -> None:
    """End to end: a tournament played to its end in simcord with pages on; the champion's
    post carries the link, and the bot's own server answers it with the champion's name."""
    from dataclasses import replace

    settings = await world.bot.matches.guild_settings(world.guild.id)
    await world.bot.matches.update_guild_settings(world.guild.id, replace(settings, web_pages=True))
    service = world.bot.tournaments
    organiser = Actor(world.mod.id, manager=True)
    config = TournamentConfig(
        Settings(G.fixed("meter"), format=Format.SINGLE), options={"meter": {"size": 3}}
    )
    # The service called as the bot's own work, as a command would call it: simcord then tracks
    # the tasks each commit starts (the outbox pump's), so ``settle`` and ``advance_time`` wait
    # for what it wrote to be delivered instead of racing it in real time.
    with world.env._bot_scope():
        view = await service.create(
            guild_id=world.guild.id,
            channel_id=world.channel.id,
            actor=organiser,
            name="Final <i>Night</i>",
            config=config,
        )
        await service.join(view.id, world.alice.id, "alice")
        await service.join(view.id, world.bob.id, "bob")
        view = await service.start(view.id, organiser)
    await delivered(world)  # the start's posts and the match's thread
    await world.env.advance_time(5)
    [live] = (await service.get(view.id)).lives
    assert live.match_id is not None
    loser = live.users[1]
    champion = "alice" if loser == world.bob.id else "bob"
    # In the match's thread, through the commands: the bot's own work, which simcord waits for.
    await resign_in_thread(world, live, loser)
    posts: list[discord.Message] = []
    for _ in range(120):  # the result, the bracket's last picture, then the champion's post
        await world.env.advance_time(1)
        posts = [m for m in bot_messages(world.channel, world.env) if "The whole event" in shown(m)]
        if posts:
            break
    assert len(posts) == 1, "the champion's post, and only it, links to the whole event"
    [path] = LINK.findall(shown(posts[0]))
    assert path == world.bot.pages.tournament_path(view.id)  # type: ignore[union-attr]
    code, html = await fetch(world, path)
    assert code == 200
    assert f'champion: <span class="name">{champion}</span>' in html
    assert "Final &lt;i&gt;Night&lt;/i&gt;" in html and "<i>Night" not in html


async def test_a_press_and_a_page_each_mark_the_bot_busy(world: World) -> None:
    """The heap's collection of everything waits for a quiet moment (``bot.heap.sweep``): an
    interaction and a page answered each say someone was just served."""
    world.bot.quiet.last = -1.0
    await world.alice.slash(world.channel, "help")
    assert world.bot.quiet.last > 0  # the slash command
    world.bot.quiet.last = -1.0
    status, _ = await fetch(world, "/no-such-page")
    assert status == 404 and world.bot.quiet.last > 0  # an answer, even a refusal
