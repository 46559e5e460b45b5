"""What each page shows, read through the engine's services: plain values for the templates.

Secrecy: a match's moves come from its move log (``MatchService.move_log``), which holds a
Thwart Omega round only once it is revealed (sealed submissions live in their own table, which
nothing here reads), and the board drawn for the latest step is the replayed log, not the
stored state, so a page shows exactly the revealed rounds. A page of a server that has not
turned web pages on (``GuildSettings.web_pages``) is not found; so is a forgotten player's
(their id became a tombstone and their ratings were deleted: ``bot.engine.privacy``).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from cachetools import LRUCache

import render
import rules
from bot.engine import standings as S
from bot.engine.errors import EngineError
from bot.engine.matches.records import match_record, record_file
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus, MoveRecord
from bot.engine.privacy import is_tombstone
from bot.engine.ratings import FinishedGame, Rating
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.records import Phase
from bot.engine.tournaments.service import TournamentService
from bot.engine.tournaments.views import TournamentView
from bot.engine.views import MatchView
from render.ratings import rating_chart_svg
from render.tournament.bracket import BracketView
from render.tournament.bracket_svg import bracket_svg

BOARD_WIDTH = 640
RECENT_GAMES = 20  # on a player's page, linking to their match pages
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


@dataclass(frozen=True, slots=True)
class Seal:
    """One revealed sealed move (docs/fairness.md): whose, the move, the salt and the
    commitment posted before the reveal (both empty for a random fill: the seed decides it)."""

    name: str
    move: str
    salt: str
    commitment: str
    random_fill: bool


@dataclass(frozen=True, slots=True)
class Reveal:
    """A revealed Thwart Omega round: both seals, the round's seed and its commitment (posted
    when the round opened). Only revealed rounds have one: the log holds nothing else."""

    round: int
    seals: tuple[Seal, ...]
    seed: str
    seed_commitment: str


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a game: after ``number`` turns (a Thwart Omega round is one step).
    ``seconds``: how long the step took on the clock (``None``: the match has no move clock);
    ``reveal``: a sealed round's commitments, salts and seed (``None`` for other games and for
    rounds played before commitments existed)."""

    number: int
    text: str  # "Alice: c3" or "Alice: b c3 w e5 · Bob: b a1 w a2" (a round)
    seconds: int | None = None
    reveal: Reveal | None = None


@dataclass(frozen=True, slots=True)
class GameSteps:
    game_no: int
    steps: tuple[Step, ...]  # step 0 (the start) is not listed


@dataclass(frozen=True, slots=True)
class MatchPage:
    view: MatchView
    names: tuple[str, str]
    games: tuple[GameSteps, ...]
    moves: tuple[MoveRecord, ...]

    @property
    def live(self) -> bool:
        return self.view.status is MatchStatus.ACTIVE

    @property
    def clock(self) -> int | None:
        """The seconds a move (or a Thwart Omega round) may take; ``None``: no move clock."""
        if rules.get_game(self.view.game_id).simultaneous:
            return self.view.timing.round_seconds
        return self.view.timing.move_seconds

    @property
    def sealed(self) -> bool:
        """Some revealed round carries its commitments (a record file can be verified)."""
        return any(s.reveal is not None for g in self.games for s in g.steps)

    def result_text(self) -> str:
        result = self.view.result
        if self.view.status is MatchStatus.ABORTED:
            return "aborted"
        if result is None:
            return "being played"
        if result.winner is None:
            return f"drawn ({result.reason})"
        return f"{self.names[result.winner]} won ({result.reason})"


@dataclass(frozen=True, slots=True)
class Result:
    a: str
    b: str
    score: str  # "1–0", "½–½", "bye", "" (to be played)
    key: str
    match_id: int | None = None  # being played now: its match page


@dataclass(frozen=True, slots=True)
class RoundResults:
    title: str
    results: tuple[Result, ...]


@dataclass(frozen=True, slots=True)
class StandingRow:
    rank: str
    name: str
    points: str
    tie_breaks: tuple[str, ...]
    record: str
    note: str


@dataclass(frozen=True, slots=True)
class LiveGame:
    a: str
    b: str
    match_id: int | None


@dataclass(frozen=True, slots=True)
class TournamentPage:
    view: TournamentView
    format: str
    current_round: int
    tie_break_titles: tuple[str, ...]
    standings: tuple[StandingRow, ...]
    rounds: tuple[RoundResults, ...]
    playing: tuple[LiveGame, ...]
    signed_up: tuple[str, ...]
    champion: str
    version: str = ""  # ``version(core)``: computed once, with the page

    @property
    def bracket(self) -> bool:
        """An elimination bracket to draw (else a table: Swiss, round robin, or not started)."""
        return self.view.core is not None and self.view.core.format.elimination

    @property
    def live(self) -> bool:
        return self.view.phase in (Phase.SIGNUP, Phase.CHECKIN, Phase.RUNNING, Phase.PAUSED)


@dataclass(frozen=True, slots=True)
class RecentGame:
    match_id: int
    game: str
    opponent: str
    score: str
    reason: str
    finished: str


@dataclass(frozen=True, slots=True)
class RatingChart:
    """One game's rating history: ``svg`` is ``render.ratings.rating_chart_svg`` (escaped there,
    so the template puts it in as it is)."""

    game_id: str
    title: str
    ratings: tuple[int, ...]
    svg: str


@dataclass(frozen=True, slots=True)
class PlayerPage:
    guild_id: int
    user_id: int
    name: str
    ratings: tuple[Rating, ...]
    charts: tuple[RatingChart, ...]  # in the order of ``ratings``, games with a history only
    recent: tuple[RecentGame, ...]


@dataclass(frozen=True, slots=True)
class LeaderRow:
    rank: int
    user_id: int
    name: str
    rating: int
    games: int
    record: str
    trend: int


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    guild_id: int
    game_id: str
    game_title: str
    total: int
    rows: tuple[LeaderRow, ...]


def version(t: T.Tournament) -> str:
    """A fingerprint of everything the picture shows: its address changes with it, so neither
    the browser nor the cache here shows an old picture after a result."""
    text = json.dumps(T.to_json(t), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def half(value: float) -> str:
    """``1.5`` as ``1½``, ``0.5`` as ``½``, ``2.0`` as ``2``."""
    whole = int(value)
    return (str(whole) if whole or value == whole else "") + ("½" if value - whole else "") or "0"


def _score(pairing: T.Pairing) -> str:
    result = pairing.result
    if result is None:
        return ""
    if result.kind is T.Kind.BYE:
        return "bye"
    points = result.games or result.points
    text = f"{half(points[0])}–{half(points[1])}"
    return text + (" (forfeit)" if result.kind is T.Kind.FORFEIT else "")


def _slot_name(t: T.Tournament, slot: T.Slot) -> str:
    if slot == T.BYE:
        return "bye"
    if slot == T.TBD:
        return "to be decided"
    assert isinstance(slot, int)
    return t.entrant(slot).name


def steps_of(
    view: MatchView, log: Sequence[MoveRecord], game_no: int, names: tuple[str, str]
) -> tuple[Step, ...]:
    """The steps of game ``game_no``: one per turn, or per revealed round (Thwart Omega), each
    move named by its player (a seat's colour can change: Meuda's pie rule). With a move clock,
    each step's time: from the step before it (the match's start for the first step of the
    match, the previous game's last move for a replayed game) to its move. A revealed round
    carries its commitments, salts and seed, as the record file writes them."""
    game = rules.get_game(view.game_id)
    ordered = sorted(log, key=lambda m: m.ply)
    entries = [m for m in ordered if m.game_no == game_no]
    before = [m for m in ordered if m.game_no < game_no]
    clocked = (view.timing.move_seconds is not None or game.simultaneous) and (
        view.created_at is not None
    )
    started = before[-1].played_at if before else view.created_at

    def said(m: MoveRecord) -> str:
        return f"{names[m.seat]}: {m.move}" + (" (at random)" if m.random_fill else "")

    def took(m: MoveRecord) -> int | None:
        nonlocal started
        if not clocked or started is None:
            return None
        seconds = max(0, round((m.played_at - started).total_seconds()))
        started = m.played_at
        return seconds

    if not game.simultaneous:
        return tuple(Step(n, said(m), took(m)) for n, m in enumerate(entries, start=1))
    record = match_record(view, entries, names).games[game_no - 1]
    steps = []
    for n, first in enumerate(range(0, len(entries) - 1, 2), start=1):
        pair = sorted(entries[first : first + 2], key=lambda m: m.seat)
        written = sorted(record[first : first + 2], key=lambda e: e.seat)
        seconds = took(max(pair, key=lambda m: m.played_at))
        reveal = None
        if all(e.seed for e in written):
            seals = tuple(
                Seal(names[e.seat], e.move, e.salt, e.commitment, e.random_fill) for e in written
            )
            reveal = Reveal(n, seals, written[0].seed, written[0].seed_commitment)
        steps.append(Step(n, " · ".join(said(m) for m in pair), seconds, reveal))
    return tuple(steps)


def position(
    view: MatchView, log: Sequence[MoveRecord], game_no: int, step: int
) -> tuple[Any, Any | None]:
    """The state after ``step`` steps of game ``game_no`` and the one before it (``None`` at
    the start), replayed from the move log (revealed rounds only)."""
    game = rules.get_game(view.game_id)
    entries = sorted((m for m in log if m.game_no == game_no), key=lambda m: m.ply)
    state = game.new_state(**view.options)
    previous = None
    if game.simultaneous:
        for first, second in list(zip(entries[0::2], entries[1::2], strict=False))[:step]:
            previous = state
            state = game.play_round(state, {first.seat: first.move, second.seat: second.move})
    else:
        for entry in entries[:step]:
            previous = state
            state = game.play(state, entry.seat, entry.move)
    return state, previous


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
        self._brackets: LRUCache[tuple[int, str, int, tuple[tuple[str, str], ...]], str] = LRUCache(
            32
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
            cached = await asyncio.to_thread(self._draw, page, game_no, step)
            self._boards[key] = cached
        return cached

    @staticmethod
    def _draw(page: MatchPage, game_no: int, step: int) -> bytes:
        state, previous = position(page.view, page.moves, game_no, step)
        return render.board_png(
            page.view.game_id, state, previous=previous, names=page.names, width=BOARD_WIDTH
        )

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
        return await asyncio.to_thread(self._tournament_page, view)

    def _tournament_page(self, view: TournamentView) -> TournamentPage:
        t = view.core
        if t is None:
            return TournamentPage(
                view, "", 0, (), (), (), (), tuple(e.name for e in view.seated), ""
            )
        rows: list[StandingRow] = []
        titles: tuple[str, ...] = ()
        results: list[RoundResults] = []
        watching = {live.key: live.match_id for live in view.lives if live.match_id is not None}
        if t.format.elimination:
            bracket = T.bracket(t)
            double = t.format is T.Format.DOUBLE
            for section in ("W", "L", "F"):
                for column in bracket.rounds(section):
                    title = T.round_name(section, column[0].spec.round, t.n, double)
                    pairings = [m.pairing() for m in column]
                    results.append(RoundResults(title, self._results(t, pairings, watching)))
        else:
            titles = tuple(tb.label for tb in t.settings.order)
            table = T.standings(t)
            for i, row in enumerate(table):
                entrant = t.entrant(row.seed)
                tied = row.shared or (i + 1 < len(table) and table[i + 1].shared)
                rows.append(
                    StandingRow(
                        rank=("=" if tied else "") + str(row.rank),
                        name=entrant.name,
                        points=half(row.points),
                        tie_breaks=tuple(f"{v:g}" for v in row.tie_breaks),
                        record=f"{row.wins}-{row.draws}-{row.losses}",
                        note="" if entrant.status is T.Status.ACTIVE else entrant.status.value,
                    )
                )
            total = t.settings.rounds if t.format is T.Format.SWISS else len(T.rounds(t))
            for n, pairs in enumerate(T.rounds(t), start=1):
                title = f"Round {n} of {total}"
                results.append(RoundResults(title, self._results(t, pairs, watching)))
            if t.cut:  # a two-stage event's bracket, after its first stage
                bracket = T.bracket(t)
                for section in ("W", "L", "F", "P"):
                    for column in bracket.rounds(section):
                        title = T.round_name(
                            section, column[0].spec.round, bracket.n, bracket.double
                        )
                        pairs = [m.pairing() for m in column]
                        results.append(RoundResults(title, self._results(t, pairs, watching)))
        playing = []
        for live in view.lives:
            a, b = (_slot_name(t, s) for s in (live.a, live.b))
            playing.append(LiveGame(a, b, live.match_id))
        champion = T.champion(t)
        return TournamentPage(
            view,
            format=t.format.value.replace("_", " "),
            current_round=T.current_round(t),
            tie_break_titles=titles,
            standings=tuple(rows),
            rounds=tuple(reversed(results)),  # the latest first: what a spectator looks for
            playing=tuple(playing),
            signed_up=(),
            champion="" if champion is None else t.entrant(champion).name,
            version=version(t),
        )

    @staticmethod
    def _results(
        t: T.Tournament, pairings: Sequence[T.Pairing], watching: dict[str, int]
    ) -> tuple[Result, ...]:
        return tuple(
            Result(_slot_name(t, p.a), _slot_name(t, p.b), _score(p), p.key, watching.get(p.key))
            for p in pairings
        )

    async def bracket_svg(
        self, page: TournamentPage, zoom: int, links: dict[str, str]
    ) -> str | None:
        """The bracket of an elimination tournament as SVG, ``zoom`` times the picture's size,
        the boxes being played now linking to their match pages (``links``: key → address);
        written in a worker thread once per change of the tournament or of its live matches."""
        t = page.view.core
        if self._bracket is None or t is None or not t.format.elimination:
            return None
        key = (page.view.id, page.version, zoom, tuple(sorted(links.items())))
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
