"""The outbox loaders tell the Discord side whether a server shares its pages: the result of a
match (``match-finished``) and the champion's post (``tournament-finished``) carry
``web_pages``, so their deliveries add a link without reading the database themselves."""

from __future__ import annotations

from dataclasses import replace

import rules
from bot.engine.matches.posts import MatchPost, MatchPosts
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as Tc
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.posts import TournamentPost, TournamentPosts
from bot.engine.tournaments.records import Phase, TournamentConfig
from bot.engine.tournaments.service import Actor, TournamentService
from tests.engine.support import BOB, CHANNEL, GUILD, SMALL, Harness

ORGANISER = Actor(1, manager=True)


async def opt_in(h: Harness, on: bool) -> None:
    settings = await h.service.guild_settings(GUILD)
    await h.service.update_guild_settings(GUILD, replace(settings, web_pages=on))


async def test_the_result_post_knows_whether_the_server_shares_its_pages(h: Harness) -> None:
    view = await h.start("meter")
    await h.service.resign(view.id, BOB)
    [item] = [i for i in await h.outbox() if i.notification.kind == "match-finished"]
    posts = MatchPosts(rules.GAMES)
    for on in (False, True):
        await opt_in(h, on)
        async with h.store.read() as uow:
            post = await posts.match_post(uow, item)
        assert isinstance(post, MatchPost) and post.web_pages is on


async def test_the_champions_post_knows_whether_the_server_shares_its_pages(h: Harness) -> None:
    tournaments = TournamentService(h.service)
    config = TournamentConfig(
        Settings(G.fixed("meter"), format=Format.SINGLE), options=SMALL, seeding=Tc.Seeding.ENTRY
    )
    view = await tournaments.create(
        guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Cup", config=config
    )
    for user in (101, 102):
        await tournaments.join(view.id, user, f"P{user}")
    view = await tournaments.start(view.id, ORGANISER)
    [live] = view.lives
    assert live.match_id is not None
    await h.service.resign(live.match_id, live.users[1])
    while await h.service.fire_due():
        pass
    assert (await tournaments.get(view.id)).phase is Phase.FINISHED
    [item] = [i for i in await h.outbox() if i.notification.kind == "tournament-finished"]
    for on in (False, True):
        await opt_in(h, on)
        async with h.store.read() as uow:
            post = await TournamentPosts().tournament_post(uow, item)
        assert isinstance(post, TournamentPost) and post.web_pages is on
