"""The routes of the web server and their handlers.

Every page address carries its token (``bot.web.addresses``); a wrong token, an unknown id, a
server that has not turned web pages on and a forgotten player all answer the same 404, so a
visitor learns nothing from trying. A page of something live (a running match or tournament)
refreshes itself with ``<meta http-equiv="refresh">`` every ``REFRESH_SECONDS``: it works
without JavaScript, holds no connection open between refreshes (a server-sent events stream
would hold one per spectator on the bot's event loop, and would need a change feed across
processes sharing a PostgreSQL database), and the rate limit bounds what it costs. A match
page being stepped through (``?step=``) does not refresh, so the viewer keeps their place.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import jinja2
from aiohttp import web

import rules
from bot.engine.matches.records import record_name
from bot.web.addresses import Addresses
from bot.web.guard import RateLimit, guard
from bot.web.reads import ZOOMS, MatchPage, Reader
from render.tournament.bracket_svg import BoxLink

REFRESH_SECONDS = 15
HERE = Path(__file__).parent
NOT_FOUND = "This page does not exist, or is not shared."

ADDRESSES: web.AppKey[Addresses] = web.AppKey("addresses", Addresses)
READER: web.AppKey[Reader] = web.AppKey("reader", Reader)
TEMPLATES: web.AppKey[jinja2.Environment] = web.AppKey("templates", jinja2.Environment)


def duration(seconds: int) -> str:
    """``75`` as ``1:15``, ``3700`` as ``1:01:40``, ``9`` as ``9 s``."""
    if seconds < 60:
        return f"{seconds} s"
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def templates() -> jinja2.Environment:
    """Jinja2 with autoescaping on every template: a name ``<script>`` is shown as text."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(HERE / "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        auto_reload=False,  # the templates do not change while the bot runs: no stat a page
    )
    env.filters["duration"] = duration
    return env


async def _page(
    request: web.Request, template: str, *, status: int = 200, **values: Any
) -> web.Response:
    """The page rendered in a worker thread (a 128-player tournament's page is tens of
    milliseconds of templating: never on the event loop the bot's games share); the template
    is looked up there too (its first use compiles it: milliseconds more)."""
    env = request.app[TEMPLATES]

    def render() -> str:
        return env.get_template(template).render(
            a=request.app[ADDRESSES], refresh_seconds=REFRESH_SECONDS, **values
        )

    html = await asyncio.to_thread(render)
    headers = {"Cache-Control": "no-store"}
    return web.Response(text=html, status=status, content_type="text/html", headers=headers)


async def _not_found(request: web.Request) -> web.Response:
    return await _page(request, "not_found.html", status=404, message=NOT_FOUND, refresh=False)


def _int(text: str) -> int | None:
    return int(text) if text.lstrip("-").isdigit() and len(text) < 25 else None


def _png(data: bytes) -> web.Response:
    return web.Response(
        body=data, content_type="image/png", headers={"Cache-Control": "private, max-age=60"}
    )


# ---- matches --------------------------------------------------------------------------------
async def _match(request: web.Request) -> MatchPage | None:
    match_id = _int(request.match_info["id"])
    if match_id is None or not request.app[ADDRESSES].valid(
        request.match_info["token"], "m", match_id
    ):
        return None
    return await request.app[READER].match(match_id)


def _chosen(request: web.Request, page: MatchPage) -> tuple[int, int, bool]:
    """The game and step asked for (``?game=&step=``; default: the latest), and whether the
    viewer chose them (then the page does not refresh)."""
    games = len(page.games)
    game_no = _int(request.query.get("game", "")) or games
    game_no = min(max(game_no, 1), games)
    last = len(page.games[game_no - 1].steps)
    step = _int(request.query.get("step", ""))
    chosen = "step" in request.query or "game" in request.query
    return game_no, last if step is None else min(max(step, 0), last), chosen


async def match_page(request: web.Request) -> web.Response:
    page = await _match(request)
    if page is None:
        return await _not_found(request)
    game_no, step, chosen = _chosen(request, page)
    path = request.app[ADDRESSES].match_path(page.view.id)
    return await _page(
        request,
        "match.html",
        page=page,
        path=path,
        game_no=game_no,
        step=step,
        last=len(page.games[game_no - 1].steps),
        steps=page.games[game_no - 1].steps,
        refresh=page.live and not chosen,
        simultaneous=rules.get_game(page.view.game_id).simultaneous,
        record_name=record_name(page.view),
    )


async def board_png(request: web.Request) -> web.Response:
    page = await _match(request)
    game_no, step = _int(request.match_info["game"]), _int(request.match_info["step"])
    if page is None or game_no is None or step is None:
        return await _not_found(request)
    data = await request.app[READER].board(page, game_no, step)
    return await _not_found(request) if data is None else _png(data)


async def record_txt(request: web.Request) -> web.Response:
    page = await _match(request)
    if page is None:
        return await _not_found(request)
    name, text = await asyncio.to_thread(Reader.record, page)  # a long match: milliseconds
    return web.Response(
        text=text,
        content_type="text/plain",
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )


# ---- tournaments ----------------------------------------------------------------------------
async def _tournament(request: web.Request) -> Any:
    tid = _int(request.match_info["id"])
    if tid is None or not request.app[ADDRESSES].valid(request.match_info["token"], "t", tid):
        return None
    return await request.app[READER].tournament(tid)


async def tournament_page(request: web.Request) -> web.Response:
    page = await _tournament(request)
    if page is None:
        return await _not_found(request)
    addresses = request.app[ADDRESSES]
    path = addresses.tournament_path(page.view.id)
    asked = request.query.get("zoom", "fit")
    zoom = int(asked) if asked in {str(z) for z in ZOOMS} else None
    links = {
        x.key: BoxLink(addresses.match_path(x.match_id), x.link_title)
        for r in page.rounds
        for x in r.results
        if x.match_id is not None
    }
    svg = await request.app[READER].bracket_svg(page, zoom or 1, links) if page.bracket else None
    return await _page(
        request,
        "tournament.html",
        page=page,
        path=path,
        refresh=page.live,
        bracket_svg=svg,
        zoom=zoom,
        zooms=ZOOMS,
    )


async def tournament_png(request: web.Request) -> web.Response:
    tid = _int(request.match_info["id"])
    if tid is None or not request.app[ADDRESSES].valid(request.match_info["token"], "t", tid):
        return await _not_found(request)
    data = await request.app[READER].tournament_picture(tid)
    return await _not_found(request) if data is None else _png(data)


# ---- players and leaderboards ---------------------------------------------------------------
async def player_page(request: web.Request) -> web.Response:
    guild, user = _int(request.match_info["guild"]), _int(request.match_info["user"])
    token = request.match_info["token"]
    if guild is None or user is None or not request.app[ADDRESSES].valid(token, "p", guild, user):
        return await _not_found(request)
    page = await request.app[READER].player(guild, user)
    if page is None:
        return await _not_found(request)
    return await _page(request, "player.html", page=page, games=_titles(), refresh=False)


async def leaderboard_page(request: web.Request) -> web.Response:
    guild = _int(request.match_info["guild"])
    game = request.match_info["game"]
    if guild is None or not request.app[ADDRESSES].valid(request.match_info["token"], "g", guild):
        return await _not_found(request)
    if game not in rules.GAMES:
        return await _not_found(request)
    page = await request.app[READER].leaderboard(guild, game)
    if page is None:
        return await _not_found(request)
    return await _page(request, "leaderboard.html", page=page, games=_titles(), refresh=False)


def _titles() -> list[tuple[str, str]]:
    return [(g.id, g.title) for g in rules.GAMES.values()]


async def anything_else(request: web.Request) -> web.Response:
    return await _not_found(request)


def web_app(
    reader: Reader, addresses: Addresses, limit: RateLimit | None = None
) -> web.Application:
    """The application: the pages, their pictures, the static files, the guard in front."""
    app = web.Application(middlewares=[guard(limit or RateLimit())])
    app[ADDRESSES] = addresses
    app[READER] = reader
    app[TEMPLATES] = templates()
    app.add_routes(
        [
            web.get("/m/{id}/{token}", match_page),
            web.get("/m/{id}/{token}/board/{game}/{step}.png", board_png),
            web.get("/m/{id}/{token}/record.txt", record_txt),
            web.get("/t/{id}/{token}", tournament_page),
            web.get("/t/{id}/{token}/picture.png", tournament_png),
            web.get("/p/{guild}/{user}/{token}", player_page),
            web.get("/g/{guild}/{game}/{token}", leaderboard_page),
            web.static("/static", HERE / "static", append_version=True),
        ]
    )
    app.router.add_route("*", "/{tail:.*}", anything_else)
    return app
