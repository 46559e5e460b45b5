"""Every change of a tournament, each returning a new value: starting it, recording and
overriding results (and undoing the last override), entrants leaving or being replaced, a late
entry into a Swiss, and the organiser's decisions on a held Swiss round. After every change
``_settle`` stores the forfeits leaving has decided and pairs the next Swiss round.

Every change that may pair a Swiss round takes the pairer as ``pair`` (default ``pair_swiss``,
the pairing itself): the service passes one that answers from pairings it computed outside its
write transaction (``bot.engine.tournaments.driver.pairings``), since at 256 players the
pairing takes seconds."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Protocol

from bot.engine.tournaments.core import elimination, stages
from bot.engine.tournaments.core.model import (
    BYE,
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
from bot.engine.tournaments.core.settings import MAX_SWISS, Settings
from bot.engine.tournaments.core.swiss import SwissPlayer, pair_round
from bot.engine.tournaments.core.value import (
    IRREGULAR,
    PLAYOFF,
    REMATCH,
    SECOND_BYE,
    Override,
    Seeding,
    Tournament,
    bracket,
    cut_candidates,
    draws_allowed,
    eliminated,
    finished,
    pairing,
    pairings,
    ready,
    rounds,
    rounds_over,
    title,
)

# ---- the pairer ----------------------------------------------------------------------------


class Pairer(Protocol):
    """What pairs one Swiss round: ``swiss.pair_round``'s arguments and answer."""

    def __call__(
        self, players: Sequence[SwissPlayer], round_no: int, *, prefer_second_bye: bool
    ) -> list[tuple[Slot, Slot]]: ...


def pair_swiss(
    players: Sequence[SwissPlayer], round_no: int, *, prefer_second_bye: bool
) -> list[tuple[Slot, Slot]]:
    """The pairing itself (``swiss.pair_round``): the default pairer."""
    return pair_round(players, round_no, prefer_second_bye=prefer_second_bye)


# ---- creating ------------------------------------------------------------------------------


def start(
    settings: Settings,
    players: Sequence[tuple[int, str]],
    *,
    seeding: Seeding = Seeding.ENTRY,
    rng: random.Random | None = None,
    ratings: Mapping[int, float] | None = None,
    first: Sequence[int] = (),
    pair: Pairer = pair_swiss,
) -> Tournament:
    """A started tournament for ``players`` ((player id, name) in entry order).

    ``first``: the organiser's seed list (player ids): those players take seeds 1, 2, ... in
    that order, and the others follow, seeded among themselves by ``seeding``.

    ``Seeding.RATING`` seeds by ``ratings`` (player id → rating, highest first; players missing
    from it are unrated and come after every rated player); equal ratings, and the unrated among
    themselves, are ordered by ``rng``, so a stored seed reproduces the seeding (anyone can check
    it was not arranged).
    """
    ids = [p for p, _ in players]
    if len(set(ids)) != len(ids):
        twice = next(name for (p, name) in players if ids.count(p) > 1)
        raise TournamentError("tournament-entered-twice", name=twice)
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
    return _settle(Tournament(checked, entrants), pair)


# ---- changing ------------------------------------------------------------------------------


def _check_result(t: Tournament, p: Pairing, result: Result) -> None:
    if result.kind is Kind.BYE:
        raise TournamentError("tournament-bye-not-result")
    if not draws_allowed(t, p.key) and result.winner is None and result.played:
        playoff = "yes" if p.key == PLAYOFF else "no"
        raise TournamentError("tournament-needs-winner", playoff=playoff)
    if len(p.entrants) != 2:
        raise TournamentError("tournament-players-unknown")


def record(t: Tournament, key: str, result: Result, *, pair: Pairer = pair_swiss) -> Tournament:
    """The result of a match being played now (the service's automatic path)."""
    p = pairing(t, key)
    if p.result is not None:
        raise TournamentError("tournament-has-result", **title(t, key))
    _check_result(t, p, result)
    if p.key not in {r.key for r in ready(t)}:
        raise TournamentError("tournament-not-being-played", **title(t, key))
    return _settle(replace(t, results={**t.results, key: replace(p, result=result)}), pair)


def set_result(
    t: Tournament, key: str, result: Result, *, pair: Pairer = pair_swiss
) -> tuple[Tournament, list[str]]:
    """Organiser override: set (or change) the result of any pairing with two entrants. In a
    bracket, later results that no longer fit are removed; their keys are returned. Once a
    top cut is made, the first stage's results are final (they chose the qualifiers)."""
    p = pairing(t, key)
    _check_result(t, p, result)
    if t.cut and stages.is_first_stage_key(key):
        raise TournamentError("tournament-first-stage-final")
    results = {**t.results, key: replace(p, result=result)}
    removed: list[str] = []
    if t.in_bracket:
        while True:
            now = replace(t, results=results)
            in_bracket = {
                k: v
                for k, v in results.items()
                if t.format.elimination or not stages.is_first_stage_key(k)
            }
            stale = elimination.stale_results(bracket(now), in_bracket)
            if not stale:
                break
            for k in stale:
                del results[k]
            removed += stale
    done = Override(p.key, t.results.get(p.key), tuple(removed), len(t.rounds))
    return _settle(replace(t, results=results, overrides=(*t.overrides, done)), pair), removed


def _decided_except(t: Tournament, key: str) -> dict[str, Pairing]:
    return {p.key: p for p in pairings(t) if p.result is not None and p.key != key}


def undo(t: Tournament, *, pair: Pairer = pair_swiss) -> tuple[Tournament, str]:
    """Organiser: take back the last ``set_result`` (its pairing's key is returned), only if
    nothing later depends on it: it removed no later result, no Swiss round was paired after
    it, and in a bracket no match it decided the players of has a result since."""
    if not t.overrides:
        raise TournamentError("tournament-nothing-to-undo")
    last = t.overrides[-1]
    what = title(t, last.key)
    if t.cut and stages.is_first_stage_key(last.key):
        raise TournamentError("tournament-first-stage-final")
    if last.removed:
        raise TournamentError("tournament-undo-removed", removed=", ".join(last.removed), **what)
    if t.format is Format.SWISS and len(t.rounds) > last.rounds:
        raise TournamentError("tournament-undo-paired", next=last.rounds + 1, **what)
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
        decided = title(t, depends[0], prefix="later_")
        raise TournamentError("tournament-undo-decided", **decided, **what)
    return _settle(before, pair), last.key


def _still_in(t: Tournament, seed: EntrantId) -> Entrant:
    """The entrant ``seed`` if it can still leave or be replaced; otherwise a sentence why not
    (left already, knocked out, or the tournament is over): nothing is changed."""
    entrant = t.entrant(seed)
    if not entrant.active:
        raise TournamentError("tournament-already-left", name=entrant.name)
    if finished(t):
        raise TournamentError("tournament-over-no-change")
    if seed in eliminated(t):
        raise TournamentError("tournament-knocked-out", name=entrant.name)
    return entrant


def _leave(t: Tournament, seed: EntrantId, status: Status, pair: Pairer) -> Tournament:
    """``seed`` leaves with ``status``. Only undecided matches change (the past stands as played): the
    match they are in, or the next one they would reach, is a forfeit win for the opponent;
    every decided result stays exactly as recorded."""
    entrant = _still_in(t, seed)
    entrants = list(t.entrants)
    entrants[seed - 1] = replace(entrant, status=status)
    return _settle(replace(t, entrants=tuple(entrants)), pair)


def drop(t: Tournament, seed: EntrantId, *, pair: Pairer = pair_swiss) -> Tournament:
    """``seed`` leaves: past results stay, the current pairing is forfeited, no new pairings."""
    return _leave(t, seed, Status.DROPPED, pair)


def disqualify(t: Tournament, seed: EntrantId, *, pair: Pairer = pair_swiss) -> Tournament:
    """Organiser: like a drop, recorded as a disqualification."""
    return _leave(t, seed, Status.DISQUALIFIED, pair)


def replace_player(t: Tournament, seed: EntrantId, player: int, name: str) -> Tournament:
    """Organiser: ``player`` takes over seed ``seed`` (its score, history and future pairings)."""
    entrant = _still_in(t, seed)
    if t.entrant_of_player(player) is not None:
        raise TournamentError("tournament-already-in", name=name)
    entrants = list(t.entrants)
    entrants[seed - 1] = replace(entrant, player=player, name=name[:MAX_NAME])
    return replace(t, entrants=tuple(entrants))


# ---- Swiss rounds --------------------------------------------------------------------------


LATE_POINTS = (0.0, 0.5)  # a late entry's points per missed round: a zero- or half-point start


def enter_late(
    t: Tournament, player: int, name: str, points: float = 0.0, *, pair: Pairer = pair_swiss
) -> Tournament:
    """Organiser: ``player`` enters a running Swiss late, with the next seed. They are paired
    from the next round not yet paired (a round held for the organiser's decision is paired
    again with them); each round already paired counts as missed, worth ``points`` (0 or ½:
    ``LATE_POINTS``), an unplayed round for the tie-breaks (``standings``). A half-point start
    is not a pairing bye, so the entrant may still get one (FIDE C.04.1: only a
    pairing-allocated bye or a forfeit win rules that out)."""
    if t.format is not Format.SWISS:
        raise TournamentError("tournament-late-swiss-only")
    if points not in LATE_POINTS:
        raise TournamentError("tournament-late-points")
    known = t.entrant_of_player(player)
    if known is not None:
        if known.active:
            raise TournamentError("tournament-late-already-in", name=known.name)
        raise TournamentError("tournament-late-left", name=known.name)
    if finished(t):
        raise TournamentError("tournament-late-over")
    if len(t.rounds) >= t.settings.rounds:
        raise TournamentError("tournament-late-all-paired", rounds=t.settings.rounds)
    if t.n >= MAX_SWISS:
        raise TournamentError("tournament-swiss-full", most=MAX_SWISS)
    missed = len(t.rounds)
    entrant = Entrant(
        seed=t.n + 1,
        player=player,
        name=name[:MAX_NAME],
        missed=missed,
        missed_points=points if missed else 0.0,
    )
    # A round held for lack of a legal pairing is tried again with the newcomer.
    return _settle(replace(t, entrants=(*t.entrants, entrant), held=()), pair)


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


def allow(t: Tournament, what: str, *, pair: Pairer = pair_swiss) -> Tournament:
    """Organiser: let the held Swiss round be paired with ``what`` (``REMATCH``, or
    ``SECOND_BYE``, which then is preferred to a rematch) and pair it if it now can be."""
    if what not in IRREGULAR:
        raise TournamentError("tournament-not-allowable", what=what)
    if not t.held:
        raise TournamentError("tournament-no-decision")
    return _settle(replace(t, held=(), allowed=tuple(sorted({*t.allowed, what}))), pair)


def end_now(t: Tournament, *, pair: Pairer = pair_swiss) -> Tournament:
    """Organiser: a held Swiss ends after the rounds played (its last round is complete)."""
    if not t.held:
        raise TournamentError("tournament-no-decision")
    settings = replace(t.settings, rounds=len(t.rounds))
    return _settle(replace(t, settings=settings, held=(), allowed=()), pair)


def _settle(t: Tournament, pair: Pairer) -> Tournament:
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
        if t.settings.top_cut and not t.cut and rounds_over(t):
            qualified = cut_candidates(t)
            if len(qualified) < 2:
                return t  # nobody left to play a bracket: the first stage decides
            t = replace(t, cut=qualified)  # the second stage begins (``stages``)
            continue
        if t.format is not Format.SWISS or t.cut:
            return t
        if len(t.rounds) >= t.settings.rounds or len(t.active) < 2:
            return t
        if t.held or (t.rounds and any(p.result is None for p in rounds(t)[-1])):
            return t
        r = len(t.rounds) + 1
        players = swiss_players(t)
        pairs = pair(players, r, prefer_second_bye=SECOND_BYE in t.allowed)
        refused = _irregular(players, pairs) - set(t.allowed)
        if refused:
            return replace(t, held=tuple(sorted(refused)))
        new = tuple(Pairing(f"R{r}.{i}", r, a, b) for i, (a, b) in enumerate(pairs, start=1))
        t = replace(t, rounds=(*t.rounds, new), allowed=())
