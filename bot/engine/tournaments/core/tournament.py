"""The tournament as one immutable value, and every operation on it (each returns a new value).

A ``Tournament`` holds only what cannot be derived: the settings, the entrants (by seed), the
Swiss rounds paired so far, and the recorded results (each stored with the pairing it was for).
Brackets and round robin schedules are derived from the entrant count, so an organiser's change
to an old result flows through everything that depends on it.

Driving it (what the service does, step by step; each step is one pure call):

1. ``start(settings, players, seeding=..., rng=...)`` → a tournament with round 1 ready.
2. ``ready(t)`` → the pairings to play now. For each: ``new_series(t)``, then per game
   ``plan_next_game`` (series.py) / the agree-or-ban procedure (game_choice.py), seats from
   ``seat0_side``, and for Thwart Omega ``thwart_tiebreak_for(t, pairing, game_no)``.
3. ``record(t, key, result)`` when a match ends (a no-show: ``Result.win(side, forfeit=True)``).
   The next Swiss round is paired as soon as the current one is complete; brackets advance by
   themselves.
4. Organiser: ``set_result`` (any pairing with two entrants, past ones too), ``drop``,
   ``disqualify``, ``replace``, ``enter_late`` (a Swiss: paired from the next round).
   Leaving never changes the past (issue 11 item 1): only undecided matches become
   forfeits, and each forfeit is stored when it happens.
5. ``finished(t)``, ``champion(t)``, ``standings(t)`` (Swiss, round robin), ``bracket(t)`` and
   ``ranking(t)``; ``to_json``/``from_json`` to store it.

Errors a person can cause raise ``TournamentError`` with a sentence to show them.

Decisions (the issue is silent): a Swiss bye and any forfeit win make a player ineligible for a
later bye (FIDE C.04.1 d); players who met only by forfeit may be paired again (they never
played); a dropped or disqualified player keeps every past result and forfeits the pairing they
are in (or, in a bracket, the next one they reach); a replacement takes over the entrant's seed,
score and history; a player knocked out of a bracket cannot drop, be disqualified or replaced
(nothing would change), and nobody can once the tournament is over; in a Swiss or round robin
the champion is the best-ranked entrant who was not disqualified.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from bot.engine.tournaments.core import elimination, round_robin
from bot.engine.tournaments.core import standings as standings_mod
from bot.engine.tournaments.core.elimination import Bracket
from bot.engine.tournaments.core.model import (
    BYE,
    JSON,
    MAX_NAME,
    Entrant,
    EntrantId,
    Format,
    Kind,
    Pairing,
    Result,
    Slot,
    Status,
    TournamentError,
)
from bot.engine.tournaments.core.series import Series, seat0_side, thwart_tiebreak, tiebreak_notice
from bot.engine.tournaments.core.settings import MAX_SWISS, Settings
from bot.engine.tournaments.core.standings import Standing
from bot.engine.tournaments.core.swiss import SwissPlayer, pair_round

JSON_VERSION = 1

# What a Swiss pairing avoids and only the organiser may allow (issue 11 item 6): a pair who
# met before, and a second bye (or a bye to someone who already won by forfeit).
REMATCH = "rematch"
SECOND_BYE = "second-bye"
IRREGULAR = (REMATCH, SECOND_BYE)


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

    @property
    def n(self) -> int:
        return len(self.entrants)

    @property
    def format(self) -> Format:
        return self.settings.format

    @property
    def active(self) -> frozenset[EntrantId]:
        return frozenset(e.seed for e in self.entrants if e.active)

    def entrant(self, seed: EntrantId) -> Entrant:
        if not 1 <= seed <= self.n:
            raise TournamentError(f"There is no seed {seed} in this tournament.")
        return self.entrants[seed - 1]

    def entrant_of_player(self, player: int) -> Entrant | None:
        return next((e for e in self.entrants if e.player == player), None)


# ---- creating ------------------------------------------------------------------------------


def start(
    settings: Settings,
    players: Sequence[tuple[int, str]],
    *,
    seeding: Seeding = Seeding.ENTRY,
    rng: random.Random | None = None,
    ratings: Mapping[int, float] | None = None,
    first: Sequence[int] = (),
) -> Tournament:
    """A started tournament for ``players`` ((player id, name) in entry order).

    ``first``: the organiser's seed list (player ids): those players take seeds 1, 2, ... in
    that order, and the others follow, seeded among themselves by ``seeding``.

    ``Seeding.RATING`` seeds by ``ratings`` (player id → rating, highest first; players missing
    from it are unrated and come after every rated player); equal ratings, and the unrated among
    themselves, are ordered by ``rng``, so a stored seed reproduces the seeding (issue 14 item 5).
    """
    ids = [p for p, _ in players]
    if len(set(ids)) != len(ids):
        twice = next(name for (p, name) in players if ids.count(p) > 1)
        raise TournamentError(f"{twice} is entered twice; each player can enter once.")
    checked = settings.checked(len(players))
    order = list(players)
    if seeding is Seeding.RANDOM:
        if rng is None:
            raise ValueError("random seeding needs a random.Random")
        rng.shuffle(order)
    elif seeding is Seeding.RATING:
        if rng is None or ratings is None:
            raise ValueError("rating seeding needs a random.Random and the ratings")
        rng.shuffle(order)  # ties at random: the sort below is stable
        order.sort(key=lambda entry: (entry[0] not in ratings, -ratings.get(entry[0], 0.0)))
    rank = {p: i for i, p in enumerate(first)}
    order.sort(key=lambda entry: rank.get(entry[0], len(rank)))  # stable: the rest keep theirs
    entrants = tuple(
        Entrant(seed=i, player=p, name=name[:MAX_NAME]) for i, (p, name) in enumerate(order, 1)
    )
    return _settle(Tournament(checked, entrants))


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
    return [
        [Pairing(f"R{r}.{board}", r, a, b) for board, (a, b) in enumerate(pairs, start=1)]
        for r, pairs in enumerate(round_robin.schedule(t.n, t.settings.cycles), start=1)
    ]


def rounds(t: Tournament) -> list[list[Pairing]]:
    """Swiss and round robin: every round's pairings (with results) known so far."""
    if t.format.elimination:
        raise TournamentError("A bracket has no rounds of pairings; look at the bracket instead.")
    out: list[list[Pairing]] = []
    current = True  # a round robin's later rounds get a leaver's forfeits when they come
    for r in _schedule(t):
        row = [_effective(t, p, forfeits=current) for p in r]
        current = current and all(p.result is not None for p in row)
        out.append(row)
    return out


def bracket(t: Tournament) -> Bracket:
    """Elimination formats: the bracket now."""
    if not t.format.elimination:
        raise TournamentError("Only elimination tournaments have a bracket.")
    return elimination.build_bracket(t.n, t.format is Format.DOUBLE, t.active, t.results)


def pairings(t: Tournament) -> list[Pairing]:
    """Every pairing known so far (bracket matches include walkovers and unknown sides)."""
    if t.format.elimination:
        return [m.pairing() for m in bracket(t).matches]
    return [p for r in rounds(t) for p in r]


def pairing(t: Tournament, key: str) -> Pairing:
    for p in pairings(t):
        if p.key == key:
            return p
    raise TournamentError(f"There is no match {key} in this tournament.")


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
    if t.format.elimination:
        return [m.pairing() for m in bracket(t).ready()]
    r = current_round(t)
    if r == 0:
        return []
    return [p for p in rounds(t)[r - 1] if p.result is None and len(p.entrants) == 2]


def ready_for_player(t: Tournament, player: int) -> Pairing | None:
    """The pairing ``player`` should play now, if any."""
    entrant = t.entrant_of_player(player)
    if entrant is None:
        return None
    return next((p for p in ready(t) if entrant.seed in p.entrants), None)


def finished(t: Tournament) -> bool:
    if t.format.elimination:
        return bracket(t).finished
    all_rounds = rounds(t)
    complete = all(p.result is not None for r in all_rounds for p in r)
    if t.format is Format.SWISS:
        return complete and (len(all_rounds) >= t.settings.rounds or len(t.active) < 2)
    return complete


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
    if t.format.elimination:
        return bracket(t).champion
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
    (issue 11 item 6) rather than passes off as a result. Brackets have no ties."""
    if t.format.elimination:
        return ()
    eligible = [
        row for row in standings(t) if t.entrant(row.seed).status is not Status.DISQUALIFIED
    ]
    if not eligible:
        return ()
    top = (eligible[0].points, eligible[0].tie_breaks)
    tied = tuple(row.seed for row in eligible if (row.points, row.tie_breaks) == top)
    return tied if len(tied) > 1 else ()


def eliminated(t: Tournament) -> frozenset[EntrantId]:
    """Entrants knocked out of a bracket (placed, and not the champion); empty in a Swiss or a
    round robin, where nobody is knocked out (leaving is the entrant's ``status``)."""
    if not t.format.elimination:
        return frozenset()
    b = bracket(t)
    return frozenset(b.placements()) - {b.champion}


def ranking(t: Tournament) -> list[tuple[int, EntrantId]]:
    """(place, seed) for everyone placed so far, best first (shared places repeat)."""
    if t.format.elimination:
        places = bracket(t).placements()
        return sorted(((place, seed) for seed, place in places.items()))
    return [(row.rank, row.seed) for row in standings(t)]


def describe(t: Tournament, key: str) -> str:
    """A pairing key in words for players ("Round 3, board 2", "Losers' final")."""
    if t.format.elimination:
        return elimination.describe(key, t.n, t.format is Format.DOUBLE)
    round_no, _, board = key[1:].partition(".")
    return f"Round {round_no}, board {board}"


# ---- matches -------------------------------------------------------------------------------


def new_series(t: Tournament) -> Series:
    """An empty best-of-N series for a pairing of this tournament (draws end a series level
    only outside brackets)."""
    return Series(t.settings.best_of, draws_allowed=not t.format.elimination)


def thwart_tiebreak_for(t: Tournament, p: Pairing, game_no: int) -> tuple[str, str]:
    """(Thwart Omega ``tiebreak`` option, the sentence announcing it) for game ``game_no``."""
    if not (isinstance(p.a, int) and isinstance(p.b, int)):
        raise TournamentError("Both players of this match are not known yet.")
    seat0, seat1 = (p.a, p.b) if seat0_side(game_no) == 0 else (p.b, p.a)
    option = thwart_tiebreak(t.settings.tie_seat, seat0, seat1)
    notice = tiebreak_notice(
        t.settings.tie_seat,
        (seat0, t.entrant(seat0).name),
        (seat1, t.entrant(seat1).name),
    )
    return option, notice


# ---- changing ------------------------------------------------------------------------------


def _check_result(t: Tournament, p: Pairing, result: Result) -> None:
    if result.kind is Kind.BYE:
        raise TournamentError("A bye is given by the pairing, not recorded as a result.")
    if t.format.elimination and result.winner is None and result.played:
        raise TournamentError("A bracket match needs a winner; a drawn match goes on.")
    if len(p.entrants) != 2:
        raise TournamentError("Both players of this match are not known yet.")


def record(t: Tournament, key: str, result: Result) -> Tournament:
    """The result of a match being played now (the service's automatic path)."""
    p = pairing(t, key)
    if p.result is not None:
        raise TournamentError(f"{describe(t, key)} already has a result.")
    _check_result(t, p, result)
    if p.key not in {r.key for r in ready(t)}:
        raise TournamentError(f"{describe(t, key)} is not being played now.")
    return _settle(replace(t, results={**t.results, key: replace(p, result=result)}))


def set_result(t: Tournament, key: str, result: Result) -> tuple[Tournament, list[str]]:
    """Organiser override: set (or change) the result of any pairing with two entrants. In a
    bracket, later results that no longer fit are removed; their keys are returned."""
    p = pairing(t, key)
    _check_result(t, p, result)
    results = {**t.results, key: replace(p, result=result)}
    removed: list[str] = []
    if t.format.elimination:
        while True:
            now = replace(t, results=results)
            stale = elimination.stale_results(bracket(now), results)
            if not stale:
                break
            for k in stale:
                del results[k]
            removed += stale
    done = Override(p.key, t.results.get(p.key), tuple(removed), len(t.rounds))
    return _settle(replace(t, results=results, overrides=(*t.overrides, done))), removed


def _decided_except(t: Tournament, key: str) -> dict[str, Pairing]:
    return {p.key: p for p in pairings(t) if p.result is not None and p.key != key}


def undo(t: Tournament) -> tuple[Tournament, str]:
    """Organiser: take back the last ``set_result`` (its pairing's key is returned), only if
    nothing later depends on it: it removed no later result, no Swiss round was paired after
    it, and in a bracket no match it decided the players of has a result since."""
    if not t.overrides:
        raise TournamentError("There is no result set by the organiser to undo.")
    last = t.overrides[-1]
    what = describe(t, last.key)
    if last.removed:
        raise TournamentError(
            f"Setting {what} removed later results ({', '.join(last.removed)}), so it cannot "
            "be undone; set the results you want instead."
        )
    if t.format is Format.SWISS and len(t.rounds) > last.rounds:
        raise TournamentError(
            f"Round {last.rounds + 1} was paired after {what} was set, so it cannot be undone; "
            "set the result you want instead."
        )
    results = dict(t.results)
    if last.previous is None:
        results.pop(last.key, None)
    else:
        results[last.key] = last.previous
    before = replace(t, results=results, overrides=t.overrides[:-1])
    later = _decided_except(t, last.key)
    if later != _decided_except(before, last.key):
        depends = sorted(
            k for k, p in later.items() if _decided_except(before, last.key).get(k) != p
        )
        raise TournamentError(
            f"{describe(t, depends[0])} was decided after {what} was set, so it cannot be "
            "undone; set the result you want instead."
        )
    return _settle(before), last.key


def _still_in(t: Tournament, seed: EntrantId) -> Entrant:
    """The entrant ``seed`` if it can still leave or be replaced; otherwise a sentence why not
    (left already, knocked out, or the tournament is over): nothing is changed."""
    entrant = t.entrant(seed)
    if not entrant.active:
        raise TournamentError(f"{entrant.name} has already left the tournament; nothing changed.")
    if finished(t):
        raise TournamentError("The tournament is over; its results can no longer change that way.")
    if seed in eliminated(t):
        raise TournamentError(
            f"{entrant.name} is already out of the tournament (knocked out); nothing changed."
        )
    return entrant


def _leave(t: Tournament, seed: EntrantId, status: Status) -> Tournament:
    """``seed`` leaves with ``status``. Only undecided matches change (issue 11 item 1): the
    match they are in, or the next one they would reach, is a forfeit win for the opponent;
    every decided result stays exactly as recorded."""
    entrant = _still_in(t, seed)
    entrants = list(t.entrants)
    entrants[seed - 1] = replace(entrant, status=status)
    return _settle(replace(t, entrants=tuple(entrants)))


def drop(t: Tournament, seed: EntrantId) -> Tournament:
    """``seed`` leaves: past results stay, the current pairing is forfeited, no new pairings."""
    return _leave(t, seed, Status.DROPPED)


def disqualify(t: Tournament, seed: EntrantId) -> Tournament:
    """Organiser: like a drop, recorded as a disqualification."""
    return _leave(t, seed, Status.DISQUALIFIED)


def replace_player(t: Tournament, seed: EntrantId, player: int, name: str) -> Tournament:
    """Organiser: ``player`` takes over seed ``seed`` (its score, history and future pairings)."""
    entrant = _still_in(t, seed)
    if t.entrant_of_player(player) is not None:
        raise TournamentError(f"{name} is already in this tournament.")
    entrants = list(t.entrants)
    entrants[seed - 1] = replace(entrant, player=player, name=name[:MAX_NAME])
    return replace(t, entrants=tuple(entrants))


# ---- Swiss rounds --------------------------------------------------------------------------


LATE_POINTS = (0.0, 0.5)  # a late entry's points per missed round: a zero- or half-point start


def enter_late(t: Tournament, player: int, name: str, points: float = 0.0) -> Tournament:
    """Organiser: ``player`` enters a running Swiss late, with the next seed. They are paired
    from the next round not yet paired (a round held for the organiser's decision is paired
    again with them); each round already paired counts as missed, worth ``points`` (0 or ½:
    ``LATE_POINTS``), an unplayed round for the tie-breaks (``standings``). A half-point start
    is not a pairing bye, so the entrant may still get one (FIDE C.04.1: only a
    pairing-allocated bye or a forfeit win rules that out)."""
    if t.format is not Format.SWISS:
        raise TournamentError("Late entry is only possible in a Swiss tournament.")
    if points not in LATE_POINTS:
        raise TournamentError("A late entry starts with 0 or ½ point per missed round.")
    known = t.entrant_of_player(player)
    if known is not None:
        if known.active:
            raise TournamentError(f"{known.name} is already in this tournament; nothing changed.")
        raise TournamentError(
            f"{known.name} has left this tournament and cannot enter it again; nothing changed."
        )
    if finished(t):
        raise TournamentError("The tournament is over; nobody can enter it now.")
    if len(t.rounds) >= t.settings.rounds:
        raise TournamentError(
            f"All {t.settings.rounds} rounds are paired already; a late entrant would never "
            "play. Nothing changed."
        )
    if t.n >= MAX_SWISS:
        raise TournamentError(f"A Swiss tournament has at most {MAX_SWISS} players; it is full.")
    missed = len(t.rounds)
    entrant = Entrant(
        seed=t.n + 1,
        player=player,
        name=name[:MAX_NAME],
        missed=missed,
        missed_points=points if missed else 0.0,
    )
    # A round held for lack of a legal pairing is tried again with the newcomer.
    return _settle(replace(t, entrants=(*t.entrants, entrant), held=()))


def swiss_players(t: Tournament) -> list[SwissPlayer]:
    """What the pairing needs to know about each active entrant, from the rounds so far."""
    score = {e.seed: e.missed * e.missed_points for e in t.entrants}  # a late entry's start
    met: dict[EntrantId, set[EntrantId]] = {e.seed: set() for e in t.entrants}
    no_bye: set[EntrantId] = set()
    balance = dict.fromkeys(score, 0)
    last: dict[EntrantId, int | None] = dict.fromkeys(score, None)
    for p in (p for r in rounds(t) for p in r):
        if p.result is None:
            continue
        for seed in p.entrants:
            score[seed] += p.points_of(seed)
        if p.result.kind is Kind.BYE:
            no_bye.add(p.entrants[0])
        elif p.result.kind is Kind.FORFEIT and p.result.winner is not None:
            no_bye.add(p.entrants[p.result.winner])
        elif p.result.kind is Kind.PLAYED and isinstance(p.a, int) and isinstance(p.b, int):
            met[p.a].add(p.b)
            met[p.b].add(p.a)
            balance[p.a] += 1
            balance[p.b] -= 1
            last[p.a], last[p.b] = 0, 1
    return [
        SwissPlayer(s, score[s], frozenset(met[s]), s in no_bye, balance[s], last[s])
        for s in sorted(t.active)
    ]


def _unstored_forfeits(t: Tournament) -> dict[str, Pairing]:
    """Pairings whose result is a forfeit for leaving (derived from the entrants' status) that
    is not stored yet."""
    out: dict[str, Pairing] = {}
    if len(t.active) == t.n:  # nobody has left: no forfeits to store (the common, fast case)
        return out
    for p in pairings(t):
        if p.result is None or len(p.entrants) != 2:
            continue
        stored = t.results.get(p.key)
        if stored is None or (stored.a, stored.b) != (p.a, p.b):
            out[p.key] = p
    return out


def _irregular(players: list[SwissPlayer], pairs: list[tuple[Slot, Slot]]) -> set[str]:
    """What ``pairs`` does that a Swiss pairing avoids: a rematch, a second bye."""
    by_seed = {p.seed: p for p in players}
    found: set[str] = set()
    for a, b in pairs:
        assert isinstance(a, int)
        if b == BYE:
            if by_seed[a].had_bye:
                found.add(SECOND_BYE)
        elif b in by_seed[a].opponents:
            found.add(REMATCH)
    return found


def allow(t: Tournament, what: str) -> Tournament:
    """Organiser: let the held Swiss round be paired with ``what`` (``REMATCH``, or
    ``SECOND_BYE``, which then is preferred to a rematch) and pair it if it now can be."""
    if what not in IRREGULAR:
        raise TournamentError(f"`{what}` is not something a pairing can be allowed.")
    if not t.held:
        raise TournamentError("No round is waiting for your decision.")
    return _settle(replace(t, held=(), allowed=tuple(sorted({*t.allowed, what}))))


def end_now(t: Tournament) -> Tournament:
    """Organiser: a held Swiss ends after the rounds played (its last round is complete)."""
    if not t.held:
        raise TournamentError("No round is waiting for your decision.")
    settings = replace(t.settings, rounds=len(t.rounds))
    return _settle(replace(t, settings=settings, held=(), allowed=()))


def _settle(t: Tournament) -> Tournament:
    """After any change: store the forfeits that leaving has just decided (so a later drop or
    disqualification can never change them: leaving never changes the past), and pair the next
    Swiss round once the current one is complete. When the best pairing for it needs a rematch
    or a second bye the organiser has not allowed, the round is held (``held`` says why) and
    the organiser decides (``allow``, ``end_now``): nothing is paired behind anyone's back."""
    while True:
        forfeits = _unstored_forfeits(t)
        if forfeits:
            t = replace(t, results={**t.results, **forfeits})
            continue
        if t.format is not Format.SWISS:
            return t
        if len(t.rounds) >= t.settings.rounds or len(t.active) < 2:
            return t
        if t.held or (t.rounds and any(p.result is None for p in rounds(t)[-1])):
            return t
        r = len(t.rounds) + 1
        players = swiss_players(t)
        pairs = pair_round(players, r, prefer_second_bye=SECOND_BYE in t.allowed)
        refused = _irregular(players, pairs) - set(t.allowed)
        if refused:
            return replace(t, held=tuple(sorted(refused)))
        new = tuple(Pairing(f"R{r}.{i}", r, a, b) for i, (a, b) in enumerate(pairs, start=1))
        t = replace(t, rounds=(*t.rounds, new), allowed=())


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
    }


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
    )
