"""The tournament page's bracket, over HTTP on a real database: the whole bracket inline as
SVG (the picture's layout), zoomed by a plain link (``?zoom=``, no JavaScript), names escaped
in it, the boxes being played linking to their match pages, and results as they come."""

from __future__ import annotations

import re

from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as Tc
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import TournamentConfig
from bot.engine.tournaments.service import Actor
from tests.engine.support import CHANNEL, GUILD, SMALL, Harness
from tests.web.support import Site, site

ORGANISER = Actor(1, manager=True)
EVIL = "<script>alert(1)</script>"


async def _single(s: Site, names: list[str]) -> int:
    config = TournamentConfig(
        Settings(G.fixed("meter"), format=Format.SINGLE), options=SMALL, seeding=Tc.Seeding.ENTRY
    )
    view = await s.tournaments.create(
        guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Knock Cup", config=config
    )
    for n, name in enumerate(names):
        await s.tournaments.join(view.id, 700 + n, name)
    return (await s.tournaments.start(view.id, ORGANISER)).id


def _svg(html: str) -> str:
    found = re.search(r'<svg class="bracket".*?</svg>', html, flags=re.S)
    assert found is not None, "no bracket on the page"
    return found.group(0)


async def test_an_elimination_page_draws_its_whole_bracket_as_zoomable_svg(h: Harness) -> None:
    names = [EVIL, "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"]
    async with site(h) as s:
        await s.opt_in()
        tid = await _single(s, names)
        path = s.addresses.tournament_path(tid)
        html = await (await s.client.get(path)).text()
        svg = _svg(html)
        assert EVIL not in html and "&lt;script&gt;" in svg
        assert "style=" not in svg and "<script" not in svg
        for name in names[1:]:
            assert f">{name}</text>" in svg
        assert 'class="bracket-frame fit"' in html  # fits the page by default
        width = int(re.search(r'viewBox="0 0 (\d+) ', svg).group(1))  # type: ignore[union-attr]
        assert f'width="{width}"' in svg
        for z in (1, 2, 3):
            assert f'href="{path}?zoom={z}#bracket"' in html
        zoomed = await (await s.client.get(f"{path}?zoom=2")).text()
        assert f'width="{2 * width}"' in _svg(zoomed) and "bracket-frame fit" not in zoomed
        assert '<meta http-equiv="refresh"' in zoomed  # the refresh keeps the zoom (its URL)
        for bad in ("9", "0", "x", "1.5", "-1"):
            other = await (await s.client.get(f"{path}?zoom={bad}")).text()
            assert "bracket-frame fit" in other
        # Every box being played links to its match page, which opens.
        view = await s.tournaments.get(tid)
        links = re.findall(r'<a href="(/m/[^"]+)">', svg)
        assert sorted(links) == sorted(
            s.addresses.match_path(live.match_id) for live in view.lives if live.match_id
        )
        assert len(links) == 4
        assert (await s.client.get(links[0])).status == 200
        # Results as they come: one quarter-final is won, the bracket and the table show it.
        first = view.lives[0]
        assert first.match_id is not None
        await h.service.resign(first.match_id, first.users[1])
        while await h.service.fire_due():
            pass
        html = await (await s.client.get(path)).text()
        svg = _svg(html)
        assert len(re.findall(r'<a href="(/m/[^"]+)">', svg)) == 3
        assert "1–0" in html and len(re.findall(r"class=\"score\"><a [^>]*>watch</a>", html)) == 3
        picture = re.search(r'href="([^"]*/picture\.png\?v=[^"]*)"', html)
        assert picture is not None
        assert (await s.client.get(picture.group(1).replace("&amp;", "&"))).status == 200


async def test_a_swiss_page_keeps_its_table_and_picture(h: Harness) -> None:
    async with site(h) as s:
        await s.opt_in()
        config = TournamentConfig(
            Settings(G.fixed("meter"), format=Format.SWISS, rounds=2),
            options=SMALL,
            seeding=Tc.Seeding.ENTRY,
        )
        view = await s.tournaments.create(
            guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Swiss Cup", config=config
        )
        for n in range(4):
            await s.tournaments.join(view.id, 800 + n, f"P{n}")
        tid = (await s.tournaments.start(view.id, ORGANISER)).id
        html = await (await s.client.get(s.addresses.tournament_path(tid))).text()
        assert '<svg class="bracket"' not in html and 'class="picture"' in html
