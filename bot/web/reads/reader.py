"""``Reader``: what each page shows, read through the engine's match and tournament services,
with the caches of what is slow to draw (boards, brackets, pictures).

A page of a server that has not turned web pages on (``GuildSettings.web_pages``) is not found;
so is a forgotten player's (their id became a tombstone and their ratings were deleted:
``bot.engine.privacy``) and a cancelled tournament's.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Protocol

from cachetools import LRUCache

import rules
from bot.engine import standings as S
from bot.engine.errors import EngineError
from bot.engine.matches.records import record_file
from bot.engine.matches.service import MatchService
from bot.engine.privacy import is_tombstone
from bot.engine.ratings import FinishedGame
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.records import Phase
from bot.engine.tournaments.service import TournamentService
from bot.engine.tournaments.views import TournamentView
from bot.web.reads.matches import GameSteps, MatchPage, draw_board, steps_of
from bot.web.reads.players import (
    RECENT_GAMES,
    LeaderboardPage,
    LeaderRow,
    PlayerPage,
    RatingChart,
    RecentGame,
)
from bot.web.reads.tournaments import TournamentPage, tournament_page, version
from render.ratings import rating_chart_svg
from render.tournament.bracket import BracketView
from render.tournament.bracket_svg import BoxLink, bracket_svg

# A tournament's picture: PNG bytes of the bracket or standings drawn from its core, with the
# title (the Discord side's drawing, ``bot.cogs.tournaments.images.picture``, handed over by the
# composition root so both show the same picture).
TournamentPicture = Callable[[T.Tournament, str], bytes]
# An elimination tournament's bracket as the render view the picture is drawn from (the Discord
# side's ``bot.cogs.tournaments.bracket_view``, handed over like the picture): the page writes
# it as SVG with the picture's own layout (``render.tournament.bracket_svg``).
TournamentBracket = Callable[[T.Tournament, str], BracketView]
ZOOMS = (1, 2, 3)  # the bracket's zoom levels besides fitting the page (times the PNG's size)


class Names(Protocol):
    """Players' display names (the bot's ``People``; a forgotten player's alias)."""

    async def name(self, user_id: int) -> str: ...


class Reader:
    """The pages' data, read through the match and tournament services."""

    def __init__(
        self,
        matches: MatchService,
        tournaments: TournamentService,
        names: Names,
        picture: TournamentPicture,
        bracket: TournamentBracket | None = None,
    ) -> None:
        self._matches = matches
        self._tournaments = tournaments
        self._names = names
        self._picture = picture
        self._bracket = bracket
        self._brackets: LRUCache[tuple[int, str, int, tuple[tuple[str, str, str], ...]], str] = (
            LRUCache(32)
        )
        self._boards: LRUCache[tuple[int, int, int, int], bytes] = LRUCache(256)
        self._pictures: LRUCache[tuple[int, str], bytes] = LRUCache(32)  # by (id, version)

    async def opted_in(self, guild_id: int) -> bool:
        return (await self._matches.guild_settings(guild_id)).web_pages

    # ---- matches --------------------------------------------------------------------------
    async def match(self, match_id: int) -> MatchPage | None:
        try:
            view = await self._matches.get_match(match_id)
        except EngineError:
            return None
        if not await self.opted_in(view.guild_id):
            return None
        log = tuple(await self._matches.move_log(match_id))
        names = (await self._names.name(view.players[0]), await self._names.name(view.players[1]))

        def replayed() -> tuple[GameSteps, ...]:
            return tuple(
                GameSteps(g, steps_of(view, log, g, names)) for g in range(1, view.game_no + 1)
            )

        # A long match's steps (and a Thwart Omega match's seals) take a few milliseconds to
        # read out of its log: a worker thread, so the event loop is never held for them.
        return MatchPage(view, names, await asyncio.to_thread(replayed), log)

    async def board(self, page: MatchPage, game_no: int, step: int) -> bytes | None:
        """The PNG of a step (``None``: no such step), drawn in a worker thread."""
        if not 1 <= game_no <= len(page.games) or not 0 <= step <= len(
            page.games[game_no - 1].steps
        ):
            return None
        key = (page.view.id, game_no, step, len(page.moves))
        cached = self._boards.get(key)
        if cached is None:
            cached = await asyncio.to_thread(draw_board, page, game_no, step)
            self._boards[key] = cached
        return cached

    @staticmethod
    def record(page: MatchPage) -> tuple[str, str]:
        return record_file(page.view, page.moves, page.names)

    # ---- tournaments ----------------------------------------------------------------------
    async def _shared_tournament(self, tournament_id: int) -> TournamentView | None:
        try:
            view = await self._tournaments.get(tournament_id)
        except EngineError:
            return None
        if view.phase is Phase.CANCELLED or not await self.opted_in(view.record.guild_id):
            return None
        return view

    async def tournament(self, tournament_id: int) -> TournamentPage | None:
        """The page of a tournament; read on the loop, put together in a worker thread (a
        128-player bracket's results and fingerprint take tens of milliseconds)."""
        view = await self._shared_tournament(tournament_id)
        if view is None:
            return None
        played = await self._tournaments.match_ids(tournament_id)
        return await asyncio.to_thread(tournament_page, view, played)

    async def bracket_svg(
        self, page: TournamentPage, zoom: int, links: dict[str, BoxLink]
    ) -> str | None:
        """The bracket (``page.drawn``: an elimination tournament's, or a two-stage event's
        second stage) as SVG, ``zoom`` times the picture's size, the boxes played or being
        played linking to their match pages (``links``: key → address and tooltip); written in a worker
        thread once per change of the tournament or of its links."""
        t = page.drawn
        if self._bracket is None or t is None:
            return None
        # Plain strings in the key (tuples of strings drop out of the garbage collector's walks;
        # the links themselves would stay in them for as long as the bracket is kept).
        shown = tuple(sorted((k, link.href, link.title) for k, link in links.items()))
        key = (page.view.id, page.version, zoom, shown)
        cached = self._brackets.get(key)
        if cached is None:
            maker = self._bracket
            title = page.view.name

            def write() -> str:
                return bracket_svg(maker(t, title), zoom=zoom, links=links)

            cached = await asyncio.to_thread(write)
            self._brackets[key] = cached
        return cached

    async def tournament_picture(self, tournament_id: int) -> bytes | None:
        """The bracket or standings PNG (``None``: not started, or no such page), drawn in a
        worker thread once per change of the tournament."""
        view = await self._shared_tournament(tournament_id)
        t = None if view is None else view.core
        if view is None or t is None:
            return None
        key = (view.id, version(t))
        cached = self._pictures.get(key)
        if cached is None:
            cached = await asyncio.to_thread(self._picture, t, view.name)
            self._pictures[key] = cached
        return cached

    # ---- players and leaderboards ---------------------------------------------------------
    async def player(self, guild_id: int, user_id: int) -> PlayerPage | None:
        if is_tombstone(user_id) or not await self.opted_in(guild_id):
            return None
        profile = await self._matches.profile(guild_id, user_id)
        if not profile.ratings and not profile.recent:
            return None  # never played here, or forgotten (their id is a tombstone now)
        finished = await self._matches.finished_games(guild_id, user_id, None, RECENT_GAMES)
        recent = []
        for g in finished:
            recent.append(await self._recent(g, user_id))
        histories = await self._matches.rating_charts(guild_id, user_id)
        charts = []
        for r in profile.ratings:
            history = histories.get(r.game_id, ())
            if len(history) > 1:
                title = rules.get_game(r.game_id).title
                svg = rating_chart_svg(f"{title} rating", history)
                charts.append(RatingChart(r.game_id, title, history, svg))
        return PlayerPage(
            guild_id,
            user_id,
            await self._names.name(user_id),
            profile.ratings,
            tuple(charts),
            tuple(recent),
        )

    async def _recent(self, g: FinishedGame, user_id: int) -> RecentGame:
        other = g.players[1] if g.players[0] == user_id else g.players[0]
        return RecentGame(
            match_id=g.match_id,
            game=rules.get_game(g.game_id).title,
            opponent=await self._names.name(other),
            score=g.score_for(user_id),
            reason=g.reason,
            finished=g.finished_at.strftime("%Y-%m-%d %H:%M UTC"),
        )

    async def leaderboard(self, guild_id: int, game: str) -> LeaderboardPage | None:
        if not await self.opted_in(guild_id):
            return None
        try:
            board: S.Leaderboard = await self._matches.leaderboard(guild_id, game, 0)
        except EngineError:
            return None
        rows = []
        for ranked in board.top:
            r = ranked.rating
            rows.append(
                LeaderRow(
                    rank=ranked.rank,
                    user_id=r.user_id,
                    name=await self._names.name(r.user_id),
                    rating=r.shown,
                    games=r.games,
                    record=f"{r.wins}-{r.draws}-{r.losses}",
                    trend=ranked.trend,
                )
            )
        title = rules.get_game(board.game_id).title
        return LeaderboardPage(guild_id, board.game_id, title, board.total, tuple(rows))
