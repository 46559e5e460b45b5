"""The tournament page's bracket, over HTTP on a real database: the whole bracket inline as
SVG (the picture's layout), zoomed by a plain link (``?zoom=``, no JavaScript), names escaped
in it, every box played or being played linking to its match page (walkovers to none), and
results as they come."""

from __future__ import annotations

import re
from html import escape

from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as Tc
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import TournamentConfig
from bot.engine.tournaments.service import Actor
from tests.engine.support import CHANNEL, GUILD, SMALL, Harness
from tests.engine.tournaments.test_service import win_game
from tests.engine.tournaments.test_stages_service import first_stage, two_stage
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


LINK = re.compile(r'<a href="(/m/[^"]+)"><title>(?:Watch ([^ <]+) live|Replay ([^ <]+)):')


def _links(svg: str) -> dict[str, str]:
    """The bracket's links by pairing key."""
    return {live or decided: href for href, live, decided in LINK.findall(svg)}


def _tooltips(svg: str) -> dict[str, str]:
    """The bracket's links' tooltips by address."""
    return dict(re.findall(r'<a href="(/m/[^"]+)"><title>([^<]*)</title>', svg))


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
        # The decided box still links to its match (now a replay), beside the three live ones.
        assert sorted(re.findall(r'<a href="(/m/[^"]+)">', svg)) == sorted(links)
        assert len(re.findall(r"class=\"score\"><a [^>]*>watch</a>", html)) == 3
        decided = s.addresses.match_path(first.match_id)
        assert f'class="score"><a href="{decided}">1–0</a>' in html
        # Its tooltip offers the result to replay, the live boxes' the game to watch.
        tips = _tooltips(svg)
        a, b = (escape(names[u - 700]) for u in first.users)
        assert tips[decided] == f"Replay {first.key}: {a} 1–0 {b}"
        for live in view.lives[1:]:
            assert live.match_id is not None
            x, y = (escape(names[u - 700]) for u in live.users)
            assert (
                tips[s.addresses.match_path(live.match_id)] == f"Watch {live.key} live: {x} v {y}"
            )
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


async def _finish_live(s: Site) -> None:
    while await s.harness.service.fire_due():
        pass


async def test_played_boxes_and_rows_link_to_their_matches_and_walkovers_to_none(
    h: Harness,
) -> None:
    """Six players in a bracket of eight: seeds 1 and 2 pass their first round by walkover.
    Once the first round is played out, each of its two played boxes and result rows opens
    its own match; the walkovers open nothing, and neither do the pairings still to come."""
    async with site(h) as s:
        await s.opt_in()
        tid = await _single(s, ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay"])
        path = s.addresses.tournament_path(tid)
        view = await s.tournaments.get(tid)
        first_round = [live for live in view.lives if live.key.startswith("W1.")]
        assert len(first_round) == 2 and all(live.match_id for live in first_round)
        for live in first_round:
            assert live.match_id is not None
            await h.service.resign(live.match_id, live.users[1])
        await _finish_live(s)
        view = await s.tournaments.get(tid)
        assert all(not live.key.startswith("W1.") for live in view.lives)
        html = await (await s.client.get(path)).text()
        svg = _svg(html)
        by_key = _links(svg)
        for live in first_round:
            assert live.match_id is not None
            assert by_key[live.key] == s.addresses.match_path(live.match_id)
            assert f'class="score"><a href="{by_key[live.key]}">1–0</a>' in html
            assert (await s.client.get(by_key[live.key])).status == 200
        # The two walkovers (a side is a bye, no result): no link in the bracket or the rows.
        t = view.core
        assert t is not None
        walkovers = [m.pairing().key for m in T.bracket(t).matches if m.walkover]
        assert len(walkovers) == 2
        assert not set(walkovers) & set(by_key)
        rows = re.findall(r"<tr>(.*?)</tr>", html)
        byes = [row for row in rows if '<td class="name">bye</td>' in row]
        assert len(byes) == 2 and not any("<a " in row for row in byes)
        # Every other link is a pairing being played now (the semi-finals), none to come.
        playing = {live.key for live in view.lives if live.match_id is not None}
        assert set(by_key) == {live.key for live in first_round} | playing


async def test_a_two_stage_page_shows_the_table_then_the_cut_bracket_with_its_qualifiers(
    h: Harness,
) -> None:
    """A Swiss with a top cut of four: during the Swiss, its table and a line saying the first
    stage runs (no bracket yet); after the cut, the same table, the line saying the second
    stage runs with the qualifiers in bracket seed order (names escaped), and the bracket as
    zoomable SVG whose boxes link to their matches, played or being played."""
    async with site(h) as s:
        await s.opt_in()
        cfg = two_stage(rounds=3, top_cut=4)
        view = await s.tournaments.create(
            guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Cut Night", config=cfg
        )
        names = [EVIL, "Ben", "Cid", "Dee", "Eve", "Fay"]
        for n, name in enumerate(names):
            await s.tournaments.join(view.id, 900 + n, name)
        tid = (await s.tournaments.start(view.id, ORGANISER)).id
        path = s.addresses.tournament_path(tid)
        html = await (await s.client.get(path)).text()
        assert '<svg class="bracket"' not in html and 'id="standings"' in html
        assert (
            "First stage of two, the Swiss: then its best 4 play a single-elimination bracket."
            in html
        )
        assert 'id="qualified"' not in html

        view = await first_stage(h, s.tournaments, tid)
        t = view.core
        assert t is not None and len(t.cut) == 4
        html = await (await s.client.get(path)).text()
        assert EVIL not in html
        assert (
            "Second stage of two: the best 4 of the Swiss play a single-elimination bracket."
            in html
        )
        assert 'id="standings"' in html  # the first stage's table stays
        phase = re.search(r'id="phase">(.*?)</p>', html, flags=re.S)
        assert phase is not None and "round" not in phase.group(1)  # the Swiss's rounds are over
        qualified = re.search(r'<ol class="qualifiers">(.*?)</ol>', html, flags=re.S)
        assert qualified is not None
        shown = re.findall(r'<li class="name">([^<]*)</li>', qualified.group(1))
        assert shown == [escape(t.entrant(seed).name) for seed in t.cut]
        svg = _svg(html)
        assert "<script" not in svg
        for seed in range(1, 7):  # who did not qualify is in the table, not in the bracket
            name = t.entrant(seed).name
            if name != EVIL:  # (too long for its box: cut short there)
                assert (f">{name}</text>" in svg) == (seed in t.cut), name
        assert f'href="{path}?zoom=2#bracket"' in html
        zoomed = _svg(await (await s.client.get(f"{path}?zoom=2")).text())
        assert zoomed != svg
        semis = [live for live in view.lives if live.match_id is not None]
        assert len(semis) == 2
        links = _links(svg)
        assert links == {
            live.key: s.addresses.match_path(live.match_id)
            for live in semis
            if live.match_id is not None
        }
        # A semi-final is won: its box keeps linking to its match, now decided.
        decided = semis[0]
        assert decided.match_id is not None
        await win_game(h, decided, decided.users[0])
        html = await (await s.client.get(path)).text()
        links = _links(_svg(html))
        assert links[decided.key] == s.addresses.match_path(decided.match_id)
        assert f'class="score"><a href="{links[decided.key]}">1–0</a>' in html
