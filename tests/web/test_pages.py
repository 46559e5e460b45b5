"""The web pages over HTTP, on a real database (SQLite and PostgreSQL): what each page shows,
404 for a wrong token, an unknown id, a server that has not opted in and a forgotten player,
names with HTML shown as text, the security headers, the rate limit, and secrecy (a Thwart
Omega round not yet revealed is on no page)."""

from __future__ import annotations

import random
import re
import threading
from typing import Any

import jinja2

import rules
from bot.engine.model import MatchStatus
from bot.engine.privacy import Privacy
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as Tc
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import TournamentConfig
from bot.engine.tournaments.service import Actor
from bot.web.guard import CSP
from bot.web.pages import TEMPLATES
from tests.engine.support import ALICE, BOB, CHANNEL, GUILD, SMALL, Harness, play_out
from tests.web.support import site

ORGANISER = Actor(1, manager=True)
EVIL = "<script>alert(1)</script>"
PNG = b"\x89PNG\r\n\x1a\n"
# Real-length Discord ids: forgetting refuses shorter ones.
CARL, DORA = 301234567890123456, 401234567890123456


def moves_listed(html: str) -> list[str]:
    clock = r'(?: <span class="clock"[^>]*>[^<]*</span>)?'
    return re.findall(
        r'<li(?: class="here"[^>]*)?><a href="[^"]*">([^<]*)</a>' + clock + "</li>", html
    )


async def test_a_match_page_shows_names_moves_result_boards_and_the_record(h: Harness) -> None:
    async with site(h) as s:
        await s.opt_in()
        s.names.names.update({ALICE: "Alice", BOB: "Bob"})
        view = await play_out(h, await h.start("meter"), random.Random(3))
        log = await h.service.move_log(view.id)
        path = s.addresses.match_path(view.id)
        response = await s.client.get(path)
        assert response.status == 200
        html = await response.text()
        assert "Alice" in html and "Bob" in html and "Meter" in html
        listed = moves_listed(html)
        assert [t.split(": ", 1)[1] for t in listed] == [m.move for m in log]
        assert listed[0].startswith(("Alice: ", "Bob: "))
        assert view.result is not None
        winner = ("Alice", "Bob")[view.result.winner] if view.result.winner is not None else None
        assert winner is None or f"{winner} won" in html
        assert '<meta http-equiv="refresh"' not in html  # finished: nothing to refresh for
        first = await s.client.get(f"{path}/board/1/0.png")
        last = await s.client.get(f"{path}/board/1/{len(log)}.png")
        assert first.status == last.status == 200
        one, two = await first.read(), await last.read()
        assert one.startswith(PNG) and two.startswith(PNG) and one != two
        assert (await s.client.get(f"{path}/board/1/{len(log) + 1}.png")).status == 404
        stepped = await (await s.client.get(f"{path}?step=1")).text()
        assert f'src="{path}/board/1/1.png"' in stepped and 'id="prev"' in stepped
        record = await s.client.get(f"{path}/record.txt")
        assert record.status == 200
        assert "attachment" in record.headers["Content-Disposition"]
        text = await record.text()
        assert "Alice" in text and all(m.move in text for m in log)


async def test_a_running_match_refreshes_itself_unless_stepped_through(h: Harness) -> None:
    async with site(h) as s:
        await s.opt_in()
        view = await h.start("meter")
        path = s.addresses.match_path(view.id)
        assert '<meta http-equiv="refresh"' in await (await s.client.get(path)).text()
        assert (
            '<meta http-equiv="refresh"' not in await (await s.client.get(path + "?step=0")).text()
        )


async def test_wrong_tokens_unknown_ids_and_servers_not_opted_in_are_not_found(h: Harness) -> None:
    async with site(h) as s:
        view = await h.start("meter")
        path = s.addresses.match_path(view.id)
        assert (await s.client.get(path)).status == 404  # the server has not opted in
        await s.opt_in()
        assert (await s.client.get(path)).status == 200
        token = s.addresses.token("m", view.id)
        wrong = token[:-1] + ("A" if token[-1] != "A" else "B")
        for bad in (
            f"/m/{view.id}/{wrong}",
            f"/m/{view.id + 1}/{token}",  # another id with this token
            f"/m/{view.id}/{s.addresses.token('t', view.id)}",  # a tournament's token
            f"/m/{view.id}/{wrong}/board/1/0.png",
            f"/m/{view.id}/{wrong}/record.txt",
            f"/m/x/{token}",
            "/",
            "/admin",
        ):
            response = await s.client.get(bad)
            assert response.status == 404, bad
            assert "does not exist, or is not shared" in await response.text()
        await s.opt_in(on=False)  # turned off again: every page goes
        assert (await s.client.get(path)).status == 404
        assert (await s.client.get(f"{path}/board/1/0.png")).status == 404


async def test_names_with_html_are_text_and_every_answer_carries_the_headers(h: Harness) -> None:
    async with site(h) as s:
        await s.opt_in()
        s.names.names[ALICE] = EVIL
        view = await h.start("meter")
        response = await s.client.get(s.addresses.match_path(view.id))
        html = await response.text()
        assert EVIL not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
        for answer in (response, await s.client.get("/nothing")):
            assert answer.headers["Content-Security-Policy"] == CSP
            assert "script-src 'self'" in CSP and "'unsafe-inline'" not in CSP
            assert answer.headers["X-Content-Type-Options"] == "nosniff"
            assert answer.headers["Referrer-Policy"] == "no-referrer"
            assert answer.headers["X-Frame-Options"] == "DENY"
        assert "<script>" not in html.replace('<script src="/static/keys.js" defer></script>', "")
        keys = await s.client.get("/static/keys.js")
        assert keys.status == 200 and "ArrowLeft" in await keys.text()


async def test_an_address_over_its_rate_is_refused_until_it_has_waited(h: Harness) -> None:
    async with site(h, burst=3) as s:
        await s.opt_in()
        view = await h.start("meter")
        path = s.addresses.match_path(view.id)
        assert [(await s.client.get(path)).status for _ in range(3)] == [200, 200, 200]
        refused = await s.client.get(path)
        assert refused.status == 429
        assert refused.headers["Retry-After"] == "1"
        assert refused.headers["Content-Security-Policy"] == CSP
        s.seconds.now += 1.0  # one request a second comes back
        assert (await s.client.get(path)).status == 200
        assert (await s.client.get(path)).status == 429
        # Another address (forwarded by a proxy on this machine) has its own bucket.
        other = await s.client.get(path, headers={"X-Forwarded-For": "203.0.113.9"})
        assert other.status == 200


async def test_a_thwart_omega_round_not_yet_revealed_is_on_no_page(h: Harness) -> None:
    async with site(h) as s:
        await s.opt_in()
        view = await h.start("thwart-omega")
        game = rules.get_game("thwart-omega")
        rng = random.Random(5)
        for seat in (0, 1):  # round 1: both lock in, it is revealed
            move = game.random_move(view.state, seat, rng)
            await h.service.submit(view.id, view.players[seat], move, lock=True)
        view = await h.service.get_match(view.id)
        path = s.addresses.match_path(view.id)
        before = await (await s.client.get(path)).text()
        board_before = await (await s.client.get(f"{path}/board/1/1.png")).read()
        assert len(moves_listed(before)) == 1  # the revealed round
        sealed = game.random_move(view.state, 0, rng)
        await h.service.submit(view.id, view.players[0], sealed, lock=True)  # round 2, sealed
        after = await (await s.client.get(path)).text()
        assert after == before  # nothing of the sealed move, not even that it exists
        assert sealed not in moves_listed(after)
        assert (await s.client.get(f"{path}/board/1/2.png")).status == 404
        assert await (await s.client.get(f"{path}/board/1/1.png")).read() == board_before
        record = await (await s.client.get(f"{path}/record.txt")).text()
        assert sealed not in record.split("1.", 1)[-1].split("\n", 2)[-1]
        # Once the other seat moves too, the round is revealed and shown.
        other = game.random_move(view.state, 1, rng)
        await h.service.submit(view.id, view.players[1], other, lock=True)
        revealed = moves_listed(await (await s.client.get(path)).text())
        assert len(revealed) == 2 and sealed in revealed[1] and other in revealed[1]


async def _swiss(h: Harness, s: object, players: dict[int, str], fmt: Format) -> int:
    from tests.web.support import Site

    assert isinstance(s, Site)
    settings = Settings(G.fixed("meter"), format=fmt)
    if fmt is Format.SWISS:
        settings = Settings(G.fixed("meter"), format=fmt, rounds=2)
    config = TournamentConfig(settings, options=SMALL, seeding=Tc.Seeding.ENTRY)
    view = await s.tournaments.create(
        guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Stone Cup", config=config
    )
    for user, name in players.items():
        await s.tournaments.join(view.id, user, name)
    return (await s.tournaments.start(view.id, ORGANISER)).id


async def test_a_swiss_tournament_page_shows_standings_with_tie_breaks_and_results(
    h: Harness,
) -> None:
    players = {101: "Ann", 102: "Ben", 103: EVIL, 104: "Dee"}
    async with site(h) as s:
        await s.opt_in()
        tid = await _swiss(h, s, players, Format.SWISS)
        path = s.addresses.tournament_path(tid)
        html = await (await s.client.get(path)).text()
        assert "Stone Cup" in html and "round 1" in html and "Being played now" in html
        assert EVIL not in html and "&lt;script&gt;" in html
        assert '<meta http-equiv="refresh"' in html
        view = await s.tournaments.get(tid)
        for live in view.lives:  # round 1: side a wins every game by resignation
            assert live.match_id is not None
            assert s.addresses.match_path(live.match_id) in html
            await h.service.resign(live.match_id, live.users[1])
        while await h.service.fire_due():
            pass
        html = await (await s.client.get(path)).text()
        assert 'id="standings"' in html
        settings_order = (await s.tournaments.get(tid)).core.settings.order  # type: ignore[union-attr]
        for tb in settings_order:
            assert f"<th>{tb.label}</th>" in html
        assert "1–0" in html and "Round 1 of 2" in html
        picture = await s.client.get(f"{path}/picture.png")
        assert picture.status == 200 and (await picture.read()).startswith(PNG)
        assert (await s.client.get(f"/t/{tid}/{s.addresses.token('t', tid + 1)}")).status == 404
        await s.opt_in(on=False)
        assert (await s.client.get(path)).status == 404
        assert (await s.client.get(f"{path}/picture.png")).status == 404


async def test_an_elimination_page_shows_the_bracket_and_results(h: Harness) -> None:
    async with site(h) as s:
        await s.opt_in()
        tid = await _swiss(h, s, {101: "Ann", 102: "Ben", 103: "Cid", 104: "Dee"}, Format.SINGLE)
        path = s.addresses.tournament_path(tid)
        html = await (await s.client.get(path)).text()
        assert "Semi-finals" in html or "semi-final" in html.lower()
        assert "Ann" in html and 'id="standings"' not in html
        picture = await s.client.get(f"{path}/picture.png")
        assert (await picture.read()).startswith(PNG)


async def test_player_and_leaderboard_pages_and_a_forgotten_player_disappears(
    h: Harness,
) -> None:
    async with site(h) as s:
        await s.opt_in()
        s.names.names.update({CARL: "Carl", DORA: "Dora"})
        view = await h.start("meter", players=(CARL, DORA))
        await h.service.resign(view.id, DORA)
        assert (await h.service.get_match(view.id)).status is MatchStatus.FINISHED
        carl = s.addresses.player_path(GUILD, CARL)
        html = await (await s.client.get(carl)).text()
        assert "Carl" in html and "Dora" in html and "Meter" in html and "win" in html
        assert s.addresses.match_path(view.id) in html
        board = s.addresses.leaderboard_path(GUILD, "meter")
        html = await (await s.client.get(board)).text()
        assert "Carl" in html and "Dora" in html
        assert s.addresses.player_path(GUILD, DORA) in html
        other = await s.client.get(s.addresses.leaderboard_path(GUILD, "nothing"))
        assert other.status == 404
        await Privacy(h.service).forget(DORA)
        assert (await s.client.get(s.addresses.player_path(GUILD, DORA))).status == 404
        html = await (await s.client.get(board)).text()
        assert "Dora" not in html and "Carl" in html
        html = await (await s.client.get(carl)).text()
        assert "Dora" not in html and "forgotten player" in html
        assert "Dora" not in await (await s.client.get(s.addresses.match_path(view.id))).text()
        never = s.addresses.player_path(GUILD, 999_999_999_999_999_999)
        assert (await s.client.get(never)).status == 404


async def test_templates_are_looked_up_and_compiled_off_the_event_loop(h: Harness) -> None:
    """A template's first use compiles it (tens of milliseconds for the tournament page): that
    happens in the worker thread that renders the page, never on the loop the games share."""
    async with site(h) as s:
        env = s.client.app[TEMPLATES]
        looked_up = env.get_template
        threads: list[int] = []

        def get_template(name: str, *args: Any, **kwargs: Any) -> jinja2.Template:
            threads.append(threading.get_ident())
            return looked_up(name, *args, **kwargs)

        env.get_template = get_template  # type: ignore[method-assign,assignment]
        assert (await s.client.get("/nothing")).status == 404
        assert threads and threading.get_ident() not in threads
