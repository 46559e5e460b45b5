"""A tournament page's data: its results round by round, the standings with their
tie-breaks, the pairings being played, and the fingerprint its picture's address carries."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.records import Phase
from bot.engine.tournaments.views import TournamentView


@dataclass(frozen=True, slots=True)
class Result:
    a: str
    b: str
    score: str  # "1–0", "½–½", "bye", "" (to be played)
    key: str
    match_id: int | None = None  # its match page: being played now, or its last game played
    live: bool = False  # being played now

    @property
    def link_title(self) -> str:
        """What its box's link offers a spectator: the game to watch while it is played, then
        the result, to replay."""
        if self.live:
            return f"Watch {self.key} live: {self.a} v {self.b}"
        return f"Replay {self.key}: {self.a} {self.score} {self.b}"


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
    stage: str = ""  # a two-stage event: which stage is running ("": one stage)
    qualifiers: tuple[str, ...] = ()  # a two-stage event's top cut, in bracket seed order

    @property
    def drawn(self) -> T.Tournament | None:
        """The bracket to draw: an elimination tournament's own, or a two-stage event's second
        stage once the cut is made (``T.stage_two``: the qualifiers as bracket seeds 1..N, its
        pairings keyed as the event's); ``None``: a table only (Swiss, round robin before its
        cut, or not started)."""
        t = self.view.core
        if t is None:
            return None
        return t if t.format.elimination else T.stage_two(t)

    @property
    def bracket(self) -> bool:
        """A bracket to draw (else a table: Swiss, round robin, or not started)."""
        return self.drawn is not None

    @property
    def live(self) -> bool:
        return self.view.phase in (Phase.SIGNUP, Phase.CHECKIN, Phase.RUNNING, Phase.PAUSED)


def version(t: T.Tournament) -> str:
    """A fingerprint of everything the picture shows: its address changes with it, so neither
    the browser nor the cache here shows an old picture after a result."""
    text = json.dumps(T.to_json(t), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def half(value: float) -> str:
    """``1.5`` as ``1½``, ``0.5`` as ``½``, ``2.0`` as ``2``."""
    whole = int(value)
    return (str(whole) if whole or value == whole else "") + ("½" if value - whole else "") or "0"


def score(pairing: T.Pairing) -> str:
    result = pairing.result
    if result is None:
        return ""
    if result.kind is T.Kind.BYE:
        return "bye"
    points = result.games or result.points
    text = f"{half(points[0])}–{half(points[1])}"
    return text + (" (forfeit)" if result.kind is T.Kind.FORFEIT else "")


def slot_name(t: T.Tournament, slot: T.Slot) -> str:
    if slot == T.BYE:
        return "bye"
    if slot == T.TBD:
        return "to be decided"
    assert isinstance(slot, int)
    return t.entrant(slot).name


def stage_line(t: T.Tournament) -> str:
    """Which stage of a two-stage event is running ("" for one stage), as
    ``/tournament status`` says it."""
    settings = t.settings
    if not settings.top_cut:
        return ""
    kind = "double" if settings.top_cut_format is T.Format.DOUBLE else "single"
    single = settings.top_cut_format is T.Format.SINGLE
    third = " with a third-place match" if settings.third_place and single else ""
    first = "round robin" if t.format is T.Format.ROUND_ROBIN else "Swiss"
    bracket = f"{kind}-elimination bracket{third}"
    if t.cut:
        return f"Second stage of two: the best {len(t.cut)} of the {first} play a {bracket}."
    if T.finished(t):
        return (
            f"The {first} left fewer than two players for the bracket, "
            "so its standings decided first place."
        )
    return f"First stage of two, the {first}: then its best {settings.top_cut} play a {bracket}."


def tournament_page(view: TournamentView, played: Mapping[str, int]) -> TournamentPage:
    """A tournament's page from its view: the bracket's or the table's results round by round
    (the latest first), the standings with their tie-breaks, the pairings being played.
    ``played``: each pairing's latest match by key (``TournamentService.match_ids``): a decided
    pairing links to it, a bye or a walkover (a result without a game) to nothing."""
    t = view.core
    if t is None:
        return TournamentPage(view, "", 0, (), (), (), (), tuple(e.name for e in view.seated), "")
    rows: list[StandingRow] = []
    titles: tuple[str, ...] = ()
    results: list[RoundResults] = []
    links = Links(
        {live.key: live.match_id for live in view.lives if live.match_id is not None}, played
    )
    if t.format.elimination:
        bracket = T.bracket(t)
        double = t.format is T.Format.DOUBLE
        for section in ("W", "L", "F"):
            for column in bracket.rounds(section):
                title = T.round_name(section, column[0].spec.round, t.n, double)
                pairings = [m.pairing() for m in column]
                results.append(RoundResults(title, _results(t, pairings, links)))
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
            results.append(RoundResults(title, _results(t, pairs, links)))
        if t.cut:  # a two-stage event's bracket, after its first stage
            bracket = T.bracket(t)
            for section in ("W", "L", "F", "P"):
                for column in bracket.rounds(section):
                    title = T.round_name(section, column[0].spec.round, bracket.n, bracket.double)
                    pairs = [m.pairing() for m in column]
                    results.append(RoundResults(title, _results(t, pairs, links)))
    playing = []
    for live in view.lives:
        a, b = (slot_name(t, s) for s in (live.a, live.b))
        playing.append(LiveGame(a, b, live.match_id))
    champion = T.champion(t)
    return TournamentPage(
        view,
        format=t.format.value.replace("_", " "),
        current_round=0 if t.cut else T.current_round(t),  # the cut's bracket: its stage line
        tie_break_titles=titles,
        standings=tuple(rows),
        rounds=tuple(reversed(results)),  # the latest first: what a spectator looks for
        playing=tuple(playing),
        signed_up=(),
        champion="" if champion is None else t.entrant(champion).name,
        version=version(t),
        stage=stage_line(t),
        qualifiers=tuple(t.entrant(seed).name for seed in t.cut),
    )


@dataclass(frozen=True, slots=True)
class Links:
    """Which match a pairing's box and row open: the game being played now (``watching``),
    else a decided pairing's latest game (``played``); byes and pairings to come none."""

    watching: Mapping[str, int]
    played: Mapping[str, int]

    def of(self, p: T.Pairing) -> tuple[int | None, bool]:
        if p.key in self.watching:
            return self.watching[p.key], True
        if p.result is None or p.result.kind is T.Kind.BYE:
            return None, False
        return self.played.get(p.key), False


def _results(t: T.Tournament, pairings: Sequence[T.Pairing], links: Links) -> tuple[Result, ...]:
    return tuple(
        Result(slot_name(t, p.a), slot_name(t, p.b), score(p), p.key, *links.of(p))
        for p in pairings
    )
