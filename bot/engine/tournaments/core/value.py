"""The tournament as one immutable value, and everything read from it (pairings, rounds, the
bracket, standings, the champion, a pairing in words) and its JSON form.

A ``Tournament`` holds only what cannot be derived: the settings, the entrants (by seed), the
Swiss rounds paired so far, and the recorded results (each stored with the pairing it was for).
Brackets and round robin schedules are derived from the entrant count, so an organiser's change
to an old result flows through everything that depends on it. The changes are in
``bot.engine.tournaments.core.changes``; ``bot.engine.tournaments.core.tournament`` names both.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum

from bot.engine.tournaments.core import elimination, round_robin, stages
from bot.engine.tournaments.core import standings as standings_mod
from bot.engine.tournaments.core.elimination import Bracket
from bot.engine.tournaments.core.model import (
    BYE,
    JSON,
    TBD,
    Entrant,
    EntrantId,
    Format,
    Pairing,
    Playoff,
    Result,
    Status,
    TournamentError,
)
from bot.engine.tournaments.core.series import Series, seat0_side, thwart_tiebreak, tiebreak_notice
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.core.standings import Standing

JSON_VERSION = 1

# What a Swiss pairing avoids and only the organiser may allow (nothing irregular is paired behind
# the players' backs): a pair who met before, and a second bye (or a bye to someone who already
# won by forfeit).
REMATCH = "rematch"
SECOND_BYE = "second-bye"
IRREGULAR = (REMATCH, SECOND_BYE)

# The key of a Swiss's or round robin's play-off for first place (``playoff``).
PLAYOFF = "PO"


class Seeding(StrEnum):
    ENTRY = "entry"  # in the order the players joined
    RANDOM = "random"  # shuffled with the service's random generator
    RATING = "rating"  # by rating, highest first; unrated after the rated; ties at random


@dataclass(frozen=True, slots=True)
class Override:
    """An organiser's ``set_result``, kept so the last one can be undone: the pairing, what
    was stored for it before (``None``: nothing), the later results it removed, and how many
    Swiss rounds were paired when it was made."""

    key: str
    previous: Pairing | None
    removed: tuple[str, ...] = ()
    rounds: int = 0

    def to_json(self) -> dict[str, JSON]:
        return {
            "key": self.key,
            "previous": None if self.previous is None else self.previous.to_json(),
            "removed": list(self.removed),
            "rounds": self.rounds,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Override:
        previous = data.get("previous")
        return cls(
            key=str(data["key"]),
            previous=None if previous is None else Pairing.from_json(previous),
            removed=tuple(str(k) for k in data.get("removed", [])),
            rounds=int(data.get("rounds", 0)),
        )


@dataclass(frozen=True, slots=True)
class Tournament:
    settings: Settings
    entrants: tuple[Entrant, ...]  # by seed: entrants[i].seed == i + 1
    rounds: tuple[tuple[Pairing, ...], ...] = ()  # Swiss only: the rounds paired so far
    results: Mapping[str, Pairing] = field(default_factory=dict)  # recorded, by pairing key
    # Swiss only: why the next round waits for the organiser (``IRREGULAR``: it cannot be paired
    # without them), and what the organiser allowed for it (``allow``).
    held: tuple[str, ...] = ()
    allowed: tuple[str, ...] = ()
    overrides: tuple[Override, ...] = ()  # the organiser's results, oldest first (``undo``)
    # With a top cut: the qualifiers (first-stage seeds, in bracket seed order) once the first
    # stage is over (``stages``); empty before, and always in a one-stage tournament.
    cut: tuple[EntrantId, ...] = ()

    @property
    def n(self) -> int:
        return len(self.entrants)

    @property
    def format(self) -> Format:
        return self.settings.format

    @property
    def in_bracket(self) -> bool:
        """Whether the matches now are a bracket's: an elimination tournament, or a two-stage
        one past its cut."""
        return self.format.elimination or bool(self.cut)

    @property
    def active(self) -> frozenset[EntrantId]:
        return frozenset(e.seed for e in self.entrants if e.active)

    def entrant(self, seed: EntrantId) -> Entrant:
        if not 1 <= seed <= self.n:
            raise TournamentError("tournament-no-seed", seed=str(seed))
        return self.entrants[seed - 1]

    def entrant_of_player(self, player: int) -> Entrant | None:
        return next((e for e in self.entrants if e.player == player), None)


# ---- reading -------------------------------------------------------------------------------


def _effective(t: Tournament, p: Pairing, forfeits: bool = True) -> Pairing:
    """``p`` with its result: recorded, a bye, or (if ``forfeits``) a forfeit because a side is
    no longer active. ``_settle`` stores every such forfeit at once, so it never changes later."""
    stored = t.results.get(p.key)
    if stored is not None and (stored.a, stored.b) == (p.a, p.b):
        return replace(p, result=stored.result)
    if isinstance(p.a, int) and p.b == BYE:
        points = t.settings.bye_points if t.format is Format.SWISS else 0.0
        return replace(p, result=Result.bye(points))
    if forfeits and isinstance(p.a, int) and isinstance(p.b, int):
        active = t.active
        if p.a not in active and p.b not in active:
            return replace(p, result=Result.double_forfeit())
        if p.a not in active:
            return replace(p, result=Result.win(1, forfeit=True))
        if p.b not in active:
            return replace(p, result=Result.win(0, forfeit=True))
    return p


def _schedule(t: Tournament) -> list[list[Pairing]]:
    if t.format is Format.SWISS:
        return [list(r) for r in t.rounds]
    if t.settings.group_size:
        made = stages.group_schedule(t.n, t.settings.group_size, t.settings.cycles)
    else:
        made = [list(r) for r in round_robin.schedule(t.n, t.settings.cycles)]
    return [
        [Pairing(f"R{r}.{board}", r, a, b) for board, (a, b) in enumerate(pairs, start=1)]
        for r, pairs in enumerate(made, start=1)
    ]


def rounds(t: Tournament) -> list[list[Pairing]]:
    """Swiss and round robin: every round's pairings (with results) known so far."""
    if t.format.elimination:
        raise TournamentError("tournament-no-rounds-in-bracket")
    out: list[list[Pairing]] = []
    current = True  # a round robin's later rounds get a leaver's forfeits when they come
    for r in _schedule(t):
        row = [_effective(t, p, forfeits=current) for p in r]
        current = current and all(p.result is not None for p in row)
        out.append(row)
    return out


def bracket(t: Tournament) -> Bracket:
    """Elimination formats: the bracket now; a two-stage tournament past its cut: the second
    stage's bracket with first-stage seeds in its slots (``stage_two`` has it with bracket
    seeds, as its pictures show it)."""
    second = stage_two(t)
    if second is not None:
        return stages.bracket_to_outer(bracket(second), t.cut)
    if not t.format.elimination:
        raise TournamentError("tournament-bracket-elimination-only")
    return elimination.build_bracket(
        t.n, t.format is Format.DOUBLE, t.active, t.results, t.settings.third_place
    )


def stage_two(t: Tournament) -> Tournament | None:
    """A two-stage tournament's second stage as a bracket tournament of its own: the
    qualifiers as entrants 1..N in cut order (each with their person, name and status), its
    results with bracket seeds. ``None`` before the cut and in a one-stage tournament."""
    if not t.cut:
        return None
    entrants = tuple(replace(t.entrant(seed), seed=i) for i, seed in enumerate(t.cut, start=1))
    results = {
        key: stages.to_inner(p, t.cut)
        for key, p in t.results.items()
        if not stages.is_first_stage_key(key)
    }
    return Tournament(stages.bracket_settings(t.settings), entrants, results=results)


def pairings(t: Tournament) -> list[Pairing]:
    """Every pairing known so far (bracket matches include walkovers and unknown sides; a
    Swiss's or round robin's play-off for first comes after its rounds; a two-stage
    tournament's bracket after its first stage)."""
    if t.format.elimination:
        return [m.pairing() for m in bracket(t).matches]
    extra = playoff(t)
    first = [p for r in rounds(t) for p in r] + ([] if extra is None else [extra])
    if t.cut:
        return first + [m.pairing() for m in bracket(t).matches]
    return first


def pairing(t: Tournament, key: str) -> Pairing:
    for p in pairings(t):
        if p.key == key:
            return p
    raise TournamentError("tournament-no-match", key=key)


def current_round(t: Tournament) -> int:
    """Swiss and round robin: the round being played (the last one once all are done); 0 for
    brackets, whose matches start as soon as both players are known."""
    if t.format.elimination:
        return 0
    all_rounds = rounds(t)
    for r, pairs in enumerate(all_rounds, start=1):
        if any(p.result is None for p in pairs):
            return r
    return len(all_rounds)


def ready(t: Tournament) -> list[Pairing]:
    """The pairings to be played now: both entrants known, no result, and (Swiss, round robin)
    in the current round."""
    if t.in_bracket:
        return [m.pairing() for m in bracket(t).ready()]
    r = current_round(t)
    if r == 0:
        return []
    now = [p for p in rounds(t)[r - 1] if p.result is None and len(p.entrants) == 2]
    extra = playoff(t)
    if extra is not None and extra.result is None:
        now.append(extra)
    return now


def ready_for_player(t: Tournament, player: int) -> Pairing | None:
    """The pairing ``player`` should play now, if any."""
    entrant = t.entrant_of_player(player)
    if entrant is None:
        return None
    return next((p for p in ready(t) if entrant.seed in p.entrants), None)


def finished(t: Tournament) -> bool:
    if t.in_bracket:
        return bracket(t).finished
    if not rounds_over(t):
        return False
    if t.settings.top_cut and len(cut_candidates(t)) >= 2:
        return False  # the cut is due (``changes`` makes it)
    extra = playoff(t)
    return extra is None or extra.result is not None


def rounds_over(t: Tournament) -> bool:
    """Swiss and round robin: every round is played (what may follow is the play-off)."""
    all_rounds = rounds(t)
    complete = all(p.result is not None for r in all_rounds for p in r)
    if t.format is Format.SWISS:
        return complete and (len(all_rounds) >= t.settings.rounds or len(t.active) < 2)
    return complete


def playoff(t: Tournament) -> Pairing | None:
    """Swiss and round robin: the play-off for first place (key ``PLAYOFF``), with its result,
    if the settings ask for one (``Playoff``) and the rounds are over with the two leaders
    level: on points, or (``UNBROKEN``) on points and every tie-break. The leaders are the
    first two of the standings who are not disqualified; side a is the one the tie-breaks put
    first. With more than two level, the first two by tie-breaks play it and the others keep
    their places from 3rd on (one match, as the issue of a title needs; the standings say
    the rest). It is played like a bracket match (no draw) and is not a round: its points
    count for no tie-break. ``None`` otherwise."""
    if t.format.elimination or t.settings.playoff is Playoff.OFF or not rounds_over(t):
        return None
    leaders = [r for r in standings(t) if t.entrant(r.seed).status is not Status.DISQUALIFIED]
    if len(leaders) < 2 or leaders[0].points != leaders[1].points:
        return None
    if t.settings.playoff is Playoff.UNBROKEN and leaders[0].tie_breaks != leaders[1].tie_breaks:
        return None
    p = Pairing(PLAYOFF, len(rounds(t)) + 1, leaders[0].seed, leaders[1].seed)
    return _effective(t, p)


def draws_allowed(t: Tournament, key: str) -> bool:
    """Whether the match ``key`` may end drawn: a Swiss or round robin game, not a bracket
    match (a top cut's too) or the play-off for first (those go on to sudden death)."""
    return not t.format.elimination and stages.is_first_stage_key(key) and key != PLAYOFF


def cut_candidates(t: Tournament) -> tuple[EntrantId, ...]:
    """A two-stage tournament: who would qualify from the first stage's standings now
    (``stages.qualifiers``); the cut itself once it is made."""
    if t.cut or not t.settings.top_cut:
        return t.cut
    group = stages.group_of(t.n, t.settings.group_size) if t.settings.group_size else None
    return stages.qualifiers(standings(t), t.active, t.settings.top_cut, group)


def groups(t: Tournament) -> tuple[tuple[EntrantId, ...], ...]:
    """A round robin in groups: each group's seeds; else empty."""
    if not t.settings.group_size or t.format is not Format.ROUND_ROBIN:
        return ()
    return stages.groups(t.n, t.settings.group_size)


def standings(t: Tournament, through_round: int | None = None) -> list[Standing]:
    """Swiss and round robin standings after ``through_round`` (default: the current round,
    counting the results in so far)."""
    all_rounds = rounds(t)
    n = current_round(t) if through_round is None else through_round
    seeds = [e.seed for e in t.entrants]
    return standings_mod.standings(
        all_rounds,
        seeds,
        t.settings.order,
        n,
        round_robin=t.format is Format.ROUND_ROBIN,
        unplayed=t.settings.unplayed,
        late=_late(t),
    )


def _late(t: Tournament) -> dict[EntrantId, tuple[int, float]]:
    """Late entrants: seed → (rounds missed, points for each)."""
    return {e.seed: (e.missed, e.missed_points) for e in t.entrants if e.missed}


def champion(t: Tournament) -> EntrantId | None:
    """The winner once the tournament is finished (``None`` before, or if nobody could win)."""
    if not finished(t):
        return None
    if t.in_bracket:
        return bracket(t).champion
    extra = playoff(t)
    if extra is not None and extra.result is not None and extra.result.winner is not None:
        return extra.entrants[extra.result.winner]
    # A player who dropped keeps what they earned (FIDE lists withdrawn players in the final
    # ranking); a disqualified one cannot win.
    return next(
        (row.seed for row in standings(t) if t.entrant(row.seed).status is not Status.DISQUALIFIED),
        None,
    )


def tied_for_first(t: Tournament) -> tuple[EntrantId, ...]:
    """Swiss and round robin: everyone level with the leader on points and on every tie-break
    (the leader first, then by seed), if more than one; else empty. ``champion`` names the
    first of them (the best seed): a tie-break of last resort that the tournament states
    openly rather than passes off as a result. Brackets have no ties."""
    if t.in_bracket:
        return ()
    extra = playoff(t)
    if extra is not None and extra.result is not None and extra.result.winner is not None:
        return ()  # the play-off decided it
    eligible = [
        row for row in standings(t) if t.entrant(row.seed).status is not Status.DISQUALIFIED
    ]
    if not eligible:
        return ()
    top = (eligible[0].points, eligible[0].tie_breaks)
    tied = tuple(row.seed for row in eligible if (row.points, row.tie_breaks) == top)
    return tied if len(tied) > 1 else ()


def eliminated(t: Tournament) -> frozenset[EntrantId]:
    """Entrants knocked out of a bracket (placed, and not the champion, nor a semi-final loser
    still to play the third-place match); empty in a Swiss or a round robin, where nobody is
    knocked out (leaving is the entrant's ``status``). After a top cut, everyone who did not
    qualify is out too."""
    if not t.in_bracket:
        return frozenset()
    second = stage_two(t)
    if second is not None:
        inner = {seed - 1 for seed in eliminated(second)}
        return frozenset(e.seed for e in t.entrants if e.seed not in t.cut) | {
            t.cut[i] for i in inner
        }
    b = bracket(t)
    third = b.third_place
    waiting = set() if third is None or third.winner != TBD else {third.a, third.b}
    return frozenset(b.placements()) - {b.champion} - waiting


def ranking(t: Tournament) -> list[tuple[int, EntrantId]]:
    """(place, seed) for everyone placed so far, best first (shared places repeat). After a top
    cut: the bracket's places, then everyone who did not qualify by their first-stage
    standing."""
    second = stage_two(t)
    if second is not None:
        placed = [(place, t.cut[seed - 1]) for place, seed in ranking(second)]
        others = [row for row in standings(t) if row.seed not in t.cut]
        below = [
            (len(t.cut) + 1 + sum(1 for other in others if other.rank < row.rank), row.seed)
            for row in others
        ]
        return placed + below
    if t.format.elimination:
        places = bracket(t).placements()
        return sorted(((place, seed) for seed, place in places.items()))
    table = [(row.rank, row.seed) for row in standings(t)]
    extra = playoff(t)
    if extra is None or extra.result is None or extra.result.winner is None:
        return table
    # The play-off decides places 1 and 2; everyone else is 3rd or lower.
    winner = extra.entrants[extra.result.winner]
    loser = extra.entrants[1 - extra.result.winner]
    rest = [(max(rank, 3), seed) for rank, seed in table if seed not in (winner, loser)]
    return [(1, winner), (2, loser), *rest]


def describe(t: Tournament, key: str) -> str:
    """A pairing key in words for players ("Round 3, board 2", "Losers' final")."""
    if t.cut and not stages.is_first_stage_key(key):
        return elimination.describe(key, len(t.cut), t.settings.top_cut_format is Format.DOUBLE)
    if t.format.elimination:
        return elimination.describe(key, t.n, t.format is Format.DOUBLE)
    if key == PLAYOFF:
        return "Play-off for first place"
    round_no, _, board = key[1:].partition(".")
    return f"Round {round_no}, board {board}"


def title(t: Tournament, key: str, prefix: str = "") -> dict[str, str | int]:
    """``describe`` as the arguments of the catalogues' ``tournament-match`` (``kind``,
    ``round``, ``index``), so that a refusal names the match in the reader's language; with
    ``prefix="later_"``, those of ``tournament-later-match`` (a second match in a sentence)."""
    if t.cut and not stages.is_first_stage_key(key):
        kind, round_no, index = elimination.title(
            key, len(t.cut), t.settings.top_cut_format is Format.DOUBLE
        )
    elif t.format.elimination:
        kind, round_no, index = elimination.title(key, t.n, t.format is Format.DOUBLE)
    elif key == PLAYOFF:
        kind, round_no, index = "playoff", 0, 0
    else:
        first, _, board = key[1:].partition(".")
        kind, round_no, index = "board", int(first), int(board)
    return {f"{prefix}kind": kind, f"{prefix}round": round_no, f"{prefix}index": index}


# ---- matches -------------------------------------------------------------------------------


def new_series(t: Tournament, key: str = "") -> Series:
    """An empty best-of-N series for the pairing ``key`` of this tournament (draws end a
    series level only where ``draws_allowed``)."""
    return Series(t.settings.best_of, draws_allowed=draws_allowed(t, key))


def thwart_tiebreak_for(t: Tournament, p: Pairing, game_no: int) -> tuple[str, dict[str, JSON]]:
    """(Thwart Omega ``tiebreak`` option, the facts announcing it: ``tiebreak_notice``) for
    game ``game_no``."""
    if not (isinstance(p.a, int) and isinstance(p.b, int)):
        raise TournamentError("tournament-players-unknown")
    second = stage_two(t)
    if second is not None and not stages.is_first_stage_key(p.key):
        return thwart_tiebreak_for(second, stages.to_inner(p, t.cut), game_no)  # bracket seeds
    seat0, seat1 = (p.a, p.b) if seat0_side(game_no) == 0 else (p.b, p.a)
    option = thwart_tiebreak(t.settings.tie_seat, seat0, seat1)
    notice = tiebreak_notice(
        t.settings.tie_seat,
        (seat0, t.entrant(seat0).name),
        (seat1, t.entrant(seat1).name),
    )
    return option, notice


# ---- JSON ----------------------------------------------------------------------------------


def to_json(t: Tournament) -> dict[str, JSON]:
    return {
        "version": JSON_VERSION,
        "settings": t.settings.to_json(),
        "entrants": [e.to_json() for e in t.entrants],
        "rounds": [[p.to_json() for p in r] for r in t.rounds],
        "results": {k: p.to_json() for k, p in sorted(t.results.items())},
        "held": list(t.held),
        "allowed": list(t.allowed),
        "overrides": [o.to_json() for o in t.overrides],
    } | ({"cut": list(t.cut)} if t.cut else {})


def from_json(data: Mapping[str, JSON]) -> Tournament:
    if data.get("version") != JSON_VERSION:
        raise ValueError(f"not a tournament of version {JSON_VERSION}: {data.get('version')!r}")
    return Tournament(
        settings=Settings.from_json(data["settings"]),
        entrants=tuple(Entrant.from_json(e) for e in data["entrants"]),
        rounds=tuple(tuple(Pairing.from_json(p) for p in r) for r in data.get("rounds", [])),
        results={str(k): Pairing.from_json(p) for k, p in data.get("results", {}).items()},
        held=tuple(str(h) for h in data.get("held", [])),
        allowed=tuple(str(a) for a in data.get("allowed", [])),
        overrides=tuple(Override.from_json(o) for o in data.get("overrides", [])),
        cut=tuple(int(seed) for seed in data.get("cut", [])),
    )
