"""The pages in a real browser (headless Chromium, ``tests/web/browser.py``): each page opens
and draws its pictures under the Content-Security-Policy (no violation in the console), the
arrow keys step through a match, a Thwart Omega round not yet revealed is not on the page, a
bracket zooms without JavaScript, and a screenshot of each page is saved
(``WEB_SCREENSHOTS=folder`` keeps them). Each test runs on SQLite and on PostgreSQL (the
``database_url`` fixture), as the bot can serve from either."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from dataclasses import replace
from typing import Any

import pytest
import simcord
from aiohttp.test_utils import TestServer

import rules
from bot.config import Config
from bot.discord_app import StoneArenaBot
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as Tc
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import TournamentConfig
from bot.engine.tournaments.service import Actor
from bot.shards import Shards
from tests.bot.conftest import close_bot, delivered, make_world, seeds
from tests.bot.test_tournaments import resign
from tests.engine.support import ALICE, BOB, CHANNEL, GUILD, SMALL, Harness, play_out
from tests.engine.tournaments.test_stages_service import first_stage, two_stage
from tests.web.browser import browser, screenshots
from tests.web.support import Site, site

__all__ = ["browser"]  # the fixture
ORGANISER = Actor(1, manager=True)
SHOTS = screenshots()


class Page:
    """The browser, driven from a worker thread while the test's event loop serves the pages."""

    def __init__(self, chrome: Any, s: Site) -> None:
        self.chrome, self.s = chrome, s
        self.base = str(s.client.make_url("")).rstrip("/")

    async def run(self, fn: Any, *args: Any) -> Any:
        return await asyncio.to_thread(fn, *args)

    async def open(self, path: str) -> None:
        await self.run(self.chrome.get, self.base + path)

    async def script(self, code: str) -> Any:
        return await self.run(self.chrome.execute_script, code)

    async def key(self, key: str) -> None:
        from selenium.webdriver.common.action_chains import ActionChains

        def press() -> None:
            ActionChains(self.chrome).send_keys(key).perform()

        await self.run(press)

    async def shot(self, name: str) -> None:
        await self.run(self.chrome.save_screenshot, str(SHOTS / f"{name}.png"))

    async def images_drawn(self) -> bool:
        """Every picture on the page loaded (blocked or broken ones have no natural width)."""
        code = (
            "const done = arguments[arguments.length - 1];"
            "Promise.all(Array.from(document.images).map("
            "  i => i.decode().then(() => i.naturalWidth > 0, () => false)"
            ")).then(drawn => done(drawn.length > 0 && drawn.every(Boolean)));"
        )  # each picture decoded (event-driven: no polling); a broken or blocked one is false
        return bool(await self.run(self.chrome.execute_async_script, code))

    async def violations(self) -> list[str]:
        logs = await self.run(self.chrome.get_log, "browser")
        return [e["message"] for e in logs if "Content Security Policy" in e["message"]]

    async def step(self) -> str:
        return str(await self.script("return document.getElementById('where').textContent"))


async def test_stepping_through_a_match_with_the_arrow_keys(h: Harness, browser: Any) -> None:
    async with site(h) as s:
        await s.opt_in()
        s.names.names.update({ALICE: "Alice <b>bold</b>", BOB: "Bob"})
        view = await play_out(h, await h.start("meuda"), random.Random(2))
        total = len(await h.service.move_log(view.id))
        page = Page(browser, s)
        await page.open(s.addresses.match_path(view.id))
        assert await page.step() == f"{total} / {total}"
        assert await page.images_drawn()
        title = await page.script("return document.querySelector('h1').textContent")
        assert "Alice <b>bold</b>" in title  # the name is text, not markup
        await page.shot("match-end")
        await page.key("\ue012")  # ←
        assert await page.step() == f"{total - 1} / {total}"
        await page.key("\ue012")
        assert await page.step() == f"{total - 2} / {total}"
        await page.key("\ue014")  # →
        assert await page.step() == f"{total - 1} / {total}"
        await page.key("\ue011")  # Home
        assert await page.step() == f"0 / {total}"
        assert await page.images_drawn()
        await page.shot("match-start")
        await page.key("\ue012")  # ← at the start: nowhere to go, nothing happens
        assert await page.step() == f"0 / {total}"
        await page.key("\ue014")
        await page.key("\ue014")
        assert await page.step() == f"2 / {total}"
        await page.shot("match-step-2")
        await page.key("\ue010")  # End
        assert await page.step() == f"{total} / {total}"
        assert await page.violations() == []


async def test_a_thwart_omega_page_mid_round_in_the_browser(h: Harness, browser: Any) -> None:
    async with site(h) as s:
        await s.opt_in()
        s.names.names.update({ALICE: "Alice", BOB: "Bob"})
        view = await h.start("thwart-omega")
        game = rules.get_game("thwart-omega")
        rng = random.Random(7)
        for seat in (0, 1):
            await h.service.submit(
                view.id, view.players[seat], game.random_move(view.state, seat, rng), lock=True
            )
        view = await h.service.get_match(view.id)
        sealed = game.random_move(view.state, 1, rng)
        await h.service.submit(view.id, view.players[1], sealed, lock=True)
        page = Page(browser, s)
        await page.open(s.addresses.match_path(view.id))
        assert await page.step() == "1 / 1"
        moves = await page.script("return document.getElementById('moves').innerText")
        assert moves.count("Bob:") == 1  # Bob's round-1 move; his sealed round-2 move is not there
        assert await page.script("return document.querySelectorAll('#moves li').length") == 1
        refresh = await page.script(
            "return document.querySelector('meta[http-equiv=refresh]').content"
        )
        assert refresh == "15"  # a live match refreshes itself
        assert await page.images_drawn()
        await page.shot("thwart-omega-mid-round")
        assert await page.violations() == []


async def _tournament(s: Site, fmt: Format, players: int) -> int:
    settings = Settings(G.fixed("meter"), format=fmt)
    if fmt is Format.SWISS:
        settings = Settings(G.fixed("meter"), format=fmt, rounds=3)
    config = TournamentConfig(settings, options=SMALL, seeding=Tc.Seeding.ENTRY)
    view = await s.tournaments.create(
        guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Friday Cup", config=config
    )
    for n in range(players):
        s.names.names[500 + n] = f"Player {n + 1}"
        await s.tournaments.join(view.id, 500 + n, f"Player {n + 1}")
    return (await s.tournaments.start(view.id, ORGANISER)).id


async def _play_round(h: Harness, s: Site, tid: int) -> None:
    for live in (await s.tournaments.get(tid)).lives:
        if live.match_id is not None:
            await h.service.resign(live.match_id, live.users[1])
    while await h.service.fire_due():
        pass


async def test_following_a_round_as_it_is_played(h: Harness, browser: Any) -> None:
    async with site(h) as s:
        await s.opt_in()
        tid = await _tournament(s, Format.SWISS, 4)
        page = Page(browser, s)
        await page.open(s.addresses.tournament_path(tid))
        assert await page.script("return document.querySelectorAll('#playing li').length") == 2
        refresh = "return document.querySelector('meta[http-equiv=refresh]').content"
        assert await page.script(refresh) == "15"  # the page reloads itself while it runs
        scores = "return Array.from(document.querySelectorAll('.score')).map(e => e.textContent)"
        assert await page.script(scores) == ["watch", "watch"]  # each links to its match
        first = (await s.tournaments.get(tid)).lives[0]
        assert first.match_id is not None
        await h.service.resign(first.match_id, first.users[1])
        while await h.service.fire_due():
            pass
        picture = "return document.querySelector('.picture img').src"
        before = await page.script(picture)
        await page.run(browser.refresh)  # what the timed refresh does
        assert await page.script(picture) != before  # a new picture for the new result
        assert await page.images_drawn()
        assert sorted(await page.script(scores)) == ["1–0", "watch"]
        assert await page.script("return document.querySelectorAll('#playing li').length") == 1
        assert "Round 1 of 3" in await page.script("return document.body.innerText")
        await page.shot("tournament-mid-round")


async def test_tournament_player_and_leaderboard_pages(h: Harness, browser: Any) -> None:
    async with site(h) as s:
        await s.opt_in()
        swiss = await _tournament(s, Format.SWISS, 8)
        await _play_round(h, s, swiss)
        page = Page(browser, s)
        await page.open(s.addresses.tournament_path(swiss))
        assert await page.images_drawn()
        rows = await page.script("return document.querySelectorAll('#standings tbody tr').length")
        assert rows == 8
        await page.shot("tournament-swiss")
        bracket = await _tournament(s, Format.SINGLE, 8)
        await _play_round(h, s, bracket)
        await page.open(s.addresses.tournament_path(bracket))
        assert await page.script("return document.querySelectorAll('svg.bracket').length") == 1
        text = await page.script("return document.body.innerText")
        assert "Quarter-finals" in text or "quarter" in text.lower()
        await page.shot("tournament-bracket")
        await page.open(s.addresses.player_path(GUILD, 500))
        assert "Player 1" in await page.script("return document.querySelector('h1').textContent")
        await page.shot("player")
        await page.open(s.addresses.leaderboard_path(GUILD, "meter"))
        assert await page.script("return document.querySelectorAll('#leaderboard tr').length") > 1
        await page.shot("leaderboard")
        assert await page.violations() == []


async def _svg_width(page: Page) -> float:
    return float(
        await page.script(
            "return document.querySelector('svg.bracket').getBoundingClientRect().width"
        )
    )


async def test_zooming_into_a_bracket_without_javascript(h: Harness, browser: Any) -> None:
    async with site(h) as s:
        await s.opt_in()
        tid = await _tournament(s, Format.SINGLE, 32)
        await _play_round(h, s, tid)
        page = Page(browser, s)
        path = s.addresses.tournament_path(tid)
        await page.open(path)
        frame = (
            "return document.querySelector('.bracket-frame').clientWidth"  # inside its scrollbar
        )
        fitted = await _svg_width(page)
        assert abs(fitted - float(await page.script(frame))) <= 2  # fits the page's width
        await page.shot("bracket-fit")
        natural = float(
            await page.script("return document.querySelector('svg.bracket').viewBox.baseVal.width")
        )
        await page.run(browser.find_element("id", "zoom-2").click)  # a plain link
        assert await page.script("return location.search") == "?zoom=2"
        assert abs(await _svg_width(page) - 2 * natural) <= 1
        # Scroll to the second round's first live match and look at it closely.
        await page.script(
            "const a = document.querySelector('svg.bracket a');"
            "a.getBoundingClientRect();"
            "a.scrollIntoView({block: 'center', inline: 'center'});"
        )
        await page.shot("bracket-zoomed-200")
        names = await page.script(
            "return Array.from(document.querySelectorAll('svg.bracket text')).map(t => t.textContent)"
        )
        assert "Player 1" in names and "Player 32" in names
        # A live box links to its match page, and it opens.
        href = await page.script(
            "return document.querySelector('svg.bracket a').getAttribute('href')"
        )
        assert href.startswith("/m/")
        await page.open(href)
        assert await page.script("return document.querySelectorAll('#board').length") == 1
        # With JavaScript off the zoom is the same (links and SVG only).
        await page.run(
            browser.execute_cdp_cmd, "Emulation.setScriptExecutionDisabled", {"value": True}
        )
        try:
            await page.open(path + "?zoom=3")
            await page.shot("bracket-zoomed-300-no-js")
        finally:
            await page.run(
                browser.execute_cdp_cmd, "Emulation.setScriptExecutionDisabled", {"value": False}
            )
        assert abs(await _svg_width(page) - 3 * natural) <= 1
        assert await page.violations() == []


async def test_a_thwart_omega_match_stepped_mid_game_shows_its_seals(
    h: Harness, browser: Any
) -> None:
    async with site(h) as s:
        await s.opt_in()
        s.names.names.update({ALICE: "Alice", BOB: "Bob"})
        view = await h.start("thwart-omega")
        game = rules.get_game("thwart-omega")
        rng = random.Random(9)
        for _ in range(3):  # three rounds revealed
            for seat in (0, 1):
                move = game.random_move(view.state, seat, rng)
                await h.service.submit(view.id, view.players[seat], move, lock=True)
            view = await h.service.get_match(view.id)
        sealed = await h.service.submit(
            view.id, view.players[0], game.random_move(view.state, 0, rng), lock=True
        )
        page = Page(browser, s)
        await page.open(s.addresses.match_path(view.id) + "?step=2")
        assert await page.step() == "2 / 3"
        opened = "return Array.from(document.querySelectorAll('details[open]')).map(d => d.id)"
        assert await page.script(opened) == ["round-2"]
        await page.key("\ue014")  # → to round 3: its seals open
        assert await page.step() == "3 / 3"
        assert await page.script(opened) == ["round-3"]
        await page.key("\ue012")  # ← back to round 2
        assert await page.images_drawn()
        await page.script("document.getElementById('round-2').scrollIntoView()")
        await page.shot("thwart-omega-step-2-seals")
        text = await page.script("return document.body.innerText")
        assert sealed.salt not in text and sealed.commitment not in text
        assert "python -m rules verify" in text
        assert await page.violations() == []


async def test_pages_fit_a_phone_screen(h: Harness, browser: Any) -> None:
    """At a phone's width no page is wider than the screen (long names, hashes and the bracket
    wrap or scroll inside their own frame), so nothing needs sideways scrolling."""
    async with site(h) as s:
        await s.opt_in()
        s.names.names.update({ALICE: "Alexandria-Konstantinopolis " * 2, BOB: "Bob"})
        view = await h.start("thwart-omega")
        game = rules.get_game("thwart-omega")
        rng = random.Random(3)
        for seat in (0, 1):
            move = game.random_move(view.state, seat, rng)
            await h.service.submit(view.id, view.players[seat], move, lock=True)
        tid = await _tournament(s, Format.SINGLE, 16)
        await _play_round(h, s, tid)
        page = Page(browser, s)
        size = await page.run(browser.get_window_size)
        await page.run(browser.set_window_size, 390, 844)
        try:
            # The page's width and the viewport's, and the widest element past the viewport
            # (what to look at if a page ever is wider: it failed once in a loaded CI run).
            widths = (
                "const over = Array.from(document.querySelectorAll('body *'))"
                "  .filter(e => e.getBoundingClientRect().right > window.innerWidth)"
                "  .map(e => e.tagName + '.' + e.className + '#' + e.id + ' '"
                "    + Math.round(e.getBoundingClientRect().right));"
                "return [document.documentElement.scrollWidth, window.innerWidth, over.slice(-3)];"
            )
            for name, path in (
                ("phone-match", s.addresses.match_path(view.id) + "?step=1"),
                ("phone-tournament", s.addresses.tournament_path(tid)),
                ("phone-player", s.addresses.player_path(GUILD, 500)),
            ):
                await page.open(path)
                await page.images_drawn()  # laid out with its pictures (none on some pages)
                scroll, inner, over = await page.script(widths)
                assert scroll <= inner, (
                    f"{name} is wider than the phone: {scroll} > {inner}, {over}"
                )
                await page.shot(name)
        finally:
            await page.run(browser.set_window_size, size["width"], size["height"])


# ---- a live bracket followed through its SVG, the round played in simcord ------------------


@pytest.fixture
async def simcord_bot(database_url: str) -> AsyncIterator[StoneArenaBot]:
    """The whole bot on the test's database (SQLite or PostgreSQL) with its web pages served on
    a port the system chooses: the simcord world below plays, the browser watches."""
    config = Config(token="simcord", database=database_url, shards=Shards(1), web=("127.0.0.1", 0))
    bot = StoneArenaBot(config, seeds=seeds(1), board_width=320, settle_heap=False)
    yield bot
    if bot.web is not None:
        await bot.web.stop()
    await close_bot(bot)


@pytest.fixture
async def bot_pages(simcord_env: simcord.Env) -> AsyncIterator[TestServer]:
    """The bot's own pages (its ``WebServer``'s application) served from the test's task: a
    browser holds its connections open between pages (keep-alive), and simcord would count the
    bot's own server waiting on them as the bot's unfinished work."""
    bot = simcord_env.bot
    assert isinstance(bot, StoneArenaBot) and bot.web is not None
    server = TestServer(bot.web.app)
    await server.start_server()
    yield server
    await server.close()


class BotPage(Page):
    """``Page`` on the bot's own pages (``bot_pages``)."""

    def __init__(self, chrome: Any, server: TestServer) -> None:
        self.chrome, self.base = chrome, str(server.make_url("")).rstrip("/")


BOXES = (
    "return Array.from(document.querySelectorAll('svg.bracket a'))"
    ".map(a => [a.querySelector('title').textContent, a.getAttribute('href')])"
)
NAMES = "return Array.from(document.querySelectorAll('svg.bracket text')).map(t => t.textContent)"


async def test_following_a_live_bracket_round_through_its_svg(
    simcord_env: simcord.Env, bot_pages: TestServer, browser: Any
) -> None:
    """Four players in a single elimination bracket, its page open in the browser: the two
    semi-finals' boxes link to their matches. One is played out in simcord (a move, then a
    resignation in its thread); after the page reloads (what its timed refresh does) the winner
    stands in the final's box, the decided box still links to its match, now over, and the
    link leads to that match's page."""
    world = make_world(simcord_env)
    settings = await world.bot.matches.guild_settings(world.guild.id)
    await world.bot.matches.update_guild_settings(world.guild.id, replace(settings, web_pages=True))
    service = world.bot.tournaments
    organiser = Actor(world.mod.id, manager=True)
    config = TournamentConfig(
        Settings(G.fixed("meter"), format=Format.SINGLE),
        options={"meter": {"size": 3}},
        seeding=Tc.Seeding.ENTRY,
    )
    view = await service.create(
        guild_id=world.guild.id,
        channel_id=world.channel.id,
        actor=organiser,
        name="Night <i>Cup</i>",
        config=config,
    )
    for person in (world.alice, world.bob, world.carol, world.mod):
        await service.join(view.id, person.id, person.name)
    view = await service.start(view.id, organiser)
    # The start's posts and the pairings' threads: a direct service call's work, which simcord
    # does not wait for by itself (it raced it in real time under load).
    await delivered(world)
    await world.env.advance_time(1)
    pages = world.bot.pages
    assert pages is not None
    path = pages.tournament_path(view.id)
    page = BotPage(browser, bot_pages)
    await page.open(path)
    title = await page.script("return document.querySelector('h1').textContent")
    assert title == "Night <i>Cup</i>"  # text, not markup
    boxes = dict(await page.script(BOXES))
    semis = {live.key: live for live in view.lives}
    assert set(semis) == {"W1.1", "W1.2"}
    assert boxes == {
        f"Watch {k} live: {world.member(live.users[0]).name} v {world.member(live.users[1]).name}": (
            pages.match_path(live.match_id or 0)
        )
        for k, live in semis.items()
    }
    assert (
        await page.script("return document.querySelector('meta[http-equiv=refresh]').content")
        == "15"
    )
    await page.shot("live-bracket-before")

    live = semis["W1.1"]
    assert live.match_id is not None
    winner, loser = live.users
    await resign(world, live, loser)  # in simcord: a move, then /resign in the match thread
    for _ in range(10):  # the match's end is recorded by the bot's pump, on its own time
        await world.env.advance_time(1)
        if "W1.1" not in {p.key for p in (await service.get(view.id)).lives}:
            break
    else:
        raise AssertionError("the semi-final's result was never recorded")
    winner_name = world.member(winner).name
    assert (await page.script(NAMES)).count(winner_name) == 1  # only in the semi-final so far
    await page.run(browser.refresh)  # what the page's own refresh does every 15 seconds
    assert (await page.script(NAMES)).count(winner_name) == 2  # and now in the final's box
    boxes = dict(await page.script(BOXES))
    decided = pages.match_path(live.match_id)
    # The decided box still opens its match, now offering its result to replay.
    first, second = (world.member(u).name for u in live.users)
    assert boxes[f"Replay W1.1: {first} 1–0 {second}"] == decided
    assert "Watch W1.2 live" in " ".join(boxes)  # the other semi-final is still played
    row = await page.script(
        f"return document.querySelector('.score a[href=\"{decided}\"]').textContent"
    )
    assert row == "1–0"
    await page.script("document.querySelector('svg.bracket').scrollIntoView({block: 'start'})")
    await page.shot("live-bracket-after")
    assert await page.violations() == []
    await page.run(browser.find_element("css selector", f'svg.bracket a[href="{decided}"]').click)
    assert await page.script("return location.pathname") == decided
    result = await page.script("return document.body.innerText")
    assert f"{winner_name} won" in result
    await page.shot("live-bracket-match")


async def test_a_two_stage_event_after_its_cut(h: Harness, browser: Any) -> None:
    """A Swiss with a top cut of four, after the cut: the stage line, the qualifiers, the
    bracket of the second stage as SVG and the first stage's table on one page, under the
    Content-Security-Policy."""
    async with site(h) as s:
        await s.opt_in()
        view = await s.tournaments.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            actor=ORGANISER,
            name="Cut Night",
            config=two_stage(rounds=3, top_cut=4),
        )
        for n in range(6):
            await s.tournaments.join(view.id, 600 + n, f"Player {n + 1}")
        tid = (await s.tournaments.start(view.id, ORGANISER)).id
        view = await first_stage(h, s.tournaments, tid)
        page = Page(browser, s)
        await page.open(s.addresses.tournament_path(tid))
        stage = await page.script("return document.getElementById('stage').textContent")
        assert stage.startswith("Second stage of two")
        assert await page.script("return document.querySelectorAll('ol.qualifiers li').length") == 4
        assert await page.script("return document.querySelectorAll('svg.bracket a').length") == 2
        rows = await page.script("return document.querySelectorAll('#standings tbody tr').length")
        assert rows == 6
        await page.shot("two-stage-after-cut")
        assert await page.violations() == []
