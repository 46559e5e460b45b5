"""Single and double elimination brackets for 2 to 128 entrants, derived from the results so far.

The bracket is never stored: ``build_bracket`` computes it from the entrant count, which entrants
are still active, and the recorded results. That keeps the stored state small (entrants and
results) and makes an organiser's correction of an old result flow through the whole bracket.

Structure (``bracket_size`` P = the next power of two ≥ n, k = log2 P rounds):

* **Seeding**: standard bracket order (``seed_order``): 1 v P, P/2 v P/2+1, ... so that seeds 1
  and 2 can only meet in the final. Seeds above n are **byes**, which therefore go to the top
  seeds; a match against a bye is a walkover (no result, the entrant simply advances).
* **Winners' bracket** ``W{r}.{i}``: round r has P/2^r matches; match i takes the winners of
  matches 2i-1 and 2i of round r-1.
* **Losers' bracket** (double elimination) ``L{x}.{i}``, 2(k-1) rounds: L1 pairs the losers of
  W1 (matches 2i-1 and 2i); an even round L2j pairs the survivors of L(2j-1) with the losers of
  W(j+1) **dropped in a changing order** (``drop_position``: reversed when j is odd, halves
  swapped when j is even) so that a dropped player does not meet again, soon, the people they
  met in the winners' bracket; an odd round L(2j+1) pairs the survivors of L2j among
  themselves. A loser who has since left (dropped, disqualified) still drops in: their next
  match is a forfeit win for the opponent waiting on them (leaving never changes the past, so a
  decided match keeps sending on exactly who won and who lost it).
* **Grand final** ``GF``: the winners' bracket champion (side a) against the losers' bracket
  champion (side b). If side b wins it (played, not by forfeit), the **bracket reset** ``GF2``
  is played between the same two; its winner is champion. With two entrants the losers' bracket
  is empty and the loser of W1.1 is the losers' champion.
* **Third-place match** ``3P`` (single elimination, when the tournament asks for it): the two
  semi-final losers, played beside the final (the same round); its winner places 3rd, its
  loser 4th. With three entrants one semi-final is a walkover, so the other's loser is 3rd
  without a game; with two there are no semi-finals and no such match. It is section ``P`` of
  the bracket, drawn under the final.
* **Drops**: a pairing with an inactive entrant and no result is a forfeit win for the other
  side (both inactive: a double forfeit, nobody advances and the next opponent walks over). The
  tournament stores such a forfeit as a result the moment the match is known
  (``tournament._settle``), so a later drop never turns it into something else. A double forfeit
  in the winners' bracket of a double elimination knocks both out (there is one loser slot).

Public API: ``bracket_size``, ``seed_order``, ``build_bracket`` (→ ``Bracket``: every match
with its slots, effective result, winner and loser; ``champion``, ``finished``, ``ready``,
``placements``), ``stale_results`` (which stored results no longer fit the bracket), and
``describe`` (a match key in words).
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from dataclasses import dataclass
from functools import lru_cache

from bot.engine.tournaments.core.model import (
    BYE,
    MAX_ENTRANTS,
    MIN_ENTRANTS,
    TBD,
    EntrantId,
    Kind,
    Pairing,
    Result,
    Slot,
)

# Where a slot of a match comes from: ("seed", n), ("winner", key) or ("loser", key).
Source = tuple[str, int | str]


@dataclass(frozen=True, slots=True)
class MatchSpec:
    """A bracket match before any result: where its two slots come from."""

    key: str
    bracket: str  # "W" winners', "L" losers', "F" grand final (GF and GF2), "P" third place
    round: int
    index: int
    a_from: Source
    b_from: Source
    depth: int  # how late in the event the match is (losing a deeper match places higher)


@dataclass(frozen=True, slots=True)
class BracketMatch:
    """A bracket match now: its slots, its effective result (recorded, or a forfeit because a
    side is no longer active) and what it sends on (``winner``/``loser``: an entrant, ``TBD``
    or ``BYE``)."""

    spec: MatchSpec
    a: Slot
    b: Slot
    result: Result | None
    winner: Slot
    loser: Slot

    @property
    def key(self) -> str:
        return self.spec.key

    @property
    def ready(self) -> bool:
        """Both entrants are known and the match has no result: it can be played now."""
        return isinstance(self.a, int) and isinstance(self.b, int) and self.result is None

    @property
    def walkover(self) -> bool:
        return BYE in (self.a, self.b)

    def pairing(self) -> Pairing:
        return Pairing(self.spec.key, self.spec.round, self.a, self.b, self.result)


def bracket_size(n: int) -> int:
    """The number of first-round slots: the smallest power of two with room for ``n``."""
    if not MIN_ENTRANTS <= n <= MAX_ENTRANTS:
        raise ValueError(f"a bracket holds {MIN_ENTRANTS} to {MAX_ENTRANTS} entrants, not {n}")
    return 1 << (n - 1).bit_length()


@lru_cache(maxsize=16)
def seed_order(size: int) -> tuple[int, ...]:
    """The seeds in first-round slot order for a bracket of ``size`` (a power of two):
    ``(1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11)`` for 16."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [x for seed in order for x in (seed, total - seed)]
    return tuple(order)


def drop_position(j: int, i: int, m: int) -> int:
    """The losers' round 2j match (1-based) that the loser of W(j+1) match ``i`` drops into,
    with ``m`` matches in both rounds: reversed for odd j, halves swapped for even j."""
    if m == 1:
        return 1
    if j % 2 == 1:
        return m + 1 - i
    return (i - 1 + m // 2) % m + 1


THIRD_PLACE = "3P"


@lru_cache(maxsize=64)
def structure(n: int, double: bool, third_place: bool = False) -> tuple[MatchSpec, ...]:
    """Every match of the bracket for ``n`` entrants, in an order where sources come first
    (``GF2`` is listed last; it is only played after a bracket reset). ``third_place``: a
    single elimination of three or more has the third-place match, listed just before the
    final (the final stays last)."""
    size = bracket_size(n)
    k = size.bit_length() - 1
    specs: list[MatchSpec] = []
    order = seed_order(size)
    for r in range(1, k + 1):
        depth = r if not double else 2 * r - 2
        for i in range(1, size // 2**r + 1):
            if r == 1:
                a: Source = ("seed", order[2 * i - 2])
                b: Source = ("seed", order[2 * i - 1])
            else:
                a, b = ("winner", f"W{r - 1}.{2 * i - 1}"), ("winner", f"W{r - 1}.{2 * i}")
            specs.append(MatchSpec(f"W{r}.{i}", "W", r, i, a, b, depth))
    if not double:
        if third_place and k >= 2:
            semis: tuple[Source, Source] = (("loser", f"W{k - 1}.1"), ("loser", f"W{k - 1}.2"))
            place = MatchSpec(THIRD_PLACE, "P", k, 1, *semis, k - 1)
            specs.insert(len(specs) - 1, place)
        return tuple(specs)
    for x in range(1, 2 * (k - 1) + 1):
        m = size // 2 ** ((x + 3) // 2)  # matches in losers' round x
        for i in range(1, m + 1):
            if x == 1:
                a, b = ("loser", f"W1.{2 * i - 1}"), ("loser", f"W1.{2 * i}")
            elif x % 2 == 0:
                j = x // 2
                dropped = next(w for w in range(1, m + 1) if drop_position(j, w, m) == i)
                a, b = ("winner", f"L{x - 1}.{i}"), ("loser", f"W{j + 1}.{dropped}")
            else:
                a, b = ("winner", f"L{x - 1}.{2 * i - 1}"), ("winner", f"L{x - 1}.{2 * i}")
            specs.append(MatchSpec(f"L{x}.{i}", "L", x, i, a, b, x))
    last_losers: Source = ("loser", "W1.1") if k == 1 else ("winner", f"L{2 * k - 2}.1")
    top: Source = ("winner", f"W{k}.1")
    specs.append(MatchSpec("GF", "F", 1, 1, top, last_losers, 2 * k - 1))
    specs.append(MatchSpec("GF2", "F", 2, 1, ("winner", "GF"), ("loser", "GF"), 2 * k))
    return tuple(specs)


def _effective(a: Slot, b: Slot, stored: Pairing | None, active: Set[EntrantId]) -> Result | None:
    if not (isinstance(a, int) and isinstance(b, int)):
        return None
    if stored is not None and stored.result is not None and (stored.a, stored.b) == (a, b):
        return stored.result
    if a not in active and b not in active:
        return Result.double_forfeit()
    if a not in active:
        return Result.win(1, forfeit=True)
    if b not in active:
        return Result.win(0, forfeit=True)
    return None


def _advance(a: Slot, b: Slot, result: Result | None) -> tuple[Slot, Slot]:
    """(winner, loser) that a match sends on: whoever won and lost it, active or not."""
    if BYE in (a, b):
        return (b if a == BYE else a), BYE
    if TBD in (a, b) or result is None:
        return TBD, TBD
    side = result.winner
    if side is None:  # double forfeit: nobody goes on
        return BYE, BYE
    winner, loser = (a, b) if side == 0 else (b, a)
    return winner, loser


@dataclass(frozen=True, slots=True)
class Bracket:
    """The whole bracket now. ``matches`` is in source order; ``GF2`` is present only once a
    bracket reset is due."""

    n: int
    double: bool
    matches: tuple[BracketMatch, ...]

    def match(self, key: str) -> BracketMatch:
        for m in self.matches:
            if m.key == key:
                return m
        raise KeyError(key)

    @property
    def final(self) -> BracketMatch:
        """The match whose winner is champion (the third-place match is never last)."""
        return self.matches[-1]

    @property
    def third_place(self) -> BracketMatch | None:
        """The third-place match, if this bracket has one."""
        return next((m for m in self.matches if m.spec.bracket == "P"), None)

    @property
    def champion(self) -> EntrantId | None:
        winner = self.final.winner
        return winner if isinstance(winner, int) else None

    @property
    def finished(self) -> bool:
        return all(m.winner != TBD for m in self.matches)

    def ready(self) -> list[BracketMatch]:
        return [m for m in self.matches if m.ready]

    def rounds(self, bracket: str) -> list[list[BracketMatch]]:
        """The matches of one bracket (``W``, ``L``, ``F`` or ``P``) grouped by round."""
        out: dict[int, list[BracketMatch]] = {}
        for m in self.matches:
            if m.spec.bracket == bracket:
                out.setdefault(m.spec.round, []).append(m)
        return [out[r] for r in sorted(out)]

    def placements(self) -> dict[EntrantId, int]:
        """Final places of the entrants who are out (and 1 for the champion): an entrant knocked
        out shares its place with everyone knocked out at the same depth. The third-place
        match splits the two semi-final losers: its winner ranks above its loser (3rd, 4th)."""
        out_at: dict[EntrantId, float] = {}
        for m in self.matches:
            if m.result is None or not (isinstance(m.a, int) and isinstance(m.b, int)):
                continue
            side = m.result.winner
            losers = [m.a, m.b] if side is None else [m.b if side == 0 else m.a]
            if m.spec.bracket == "P":
                if side is not None:  # between the final's loser and the third place's loser
                    out_at[m.a if side == 0 else m.b] = m.spec.depth + 0.5
                continue
            for seed in losers:
                if not self.double or m.spec.bracket != "W" or m.loser == BYE:
                    out_at[seed] = m.spec.depth
        champion = self.champion
        places: dict[EntrantId, int] = {}
        if champion is not None:
            places[champion] = 1
            out_at.pop(champion, None)
        for seed, depth in out_at.items():
            later = sum(1 for d in out_at.values() if d > depth)
            still_in = self.n - len(out_at)
            places[seed] = 1 + later + still_in
        return places


def build_bracket(
    n: int,
    double: bool,
    active: Set[EntrantId],
    stored: Mapping[str, Pairing],
    third_place: bool = False,
) -> Bracket:
    """The bracket for entrants 1..n given who is ``active`` and the ``stored`` results (keyed
    by match key; a stored result counts only while its entrants still meet in that match);
    ``third_place``: with the third-place match (single elimination)."""
    sent: dict[tuple[str, str], Slot] = {}
    matches: list[BracketMatch] = []

    def slot(source: Source) -> Slot:
        kind, ref = source
        if kind == "seed":
            assert isinstance(ref, int)
            return ref if ref <= n else BYE
        return sent[(kind, str(ref))]

    for spec in structure(n, double, third_place and not double):
        if spec.key == "GF2":
            # The bracket reset is played only if the losers' champion won the grand final
            # over the board; a grand final won by side a (or by forfeit) ends the event.
            gf = matches[-1]
            if gf.result is None or gf.result.winner != 1 or gf.result.kind is not Kind.PLAYED:
                break
            a, b = gf.a, gf.b
        else:
            a, b = slot(spec.a_from), slot(spec.b_from)
        result = _effective(a, b, stored.get(spec.key), active)
        winner, loser = _advance(a, b, result)
        sent[("winner", spec.key)] = winner
        sent[("loser", spec.key)] = loser
        matches.append(BracketMatch(spec, a, b, result, winner, loser))
    return Bracket(n, double, tuple(matches))


def stale_results(bracket: Bracket, stored: Mapping[str, Pairing]) -> list[str]:
    """Keys of stored results whose match no longer exists or no longer has those entrants
    (after an organiser changed an earlier result): the caller removes them."""
    now = {m.key: m for m in bracket.matches}
    stale = []
    for key, pairing in stored.items():
        match = now.get(key)
        if match is None or (match.a, match.b) != (pairing.a, pairing.b):
            stale.append(key)
    return stale


def round_name(bracket: str, round_no: int, n: int, double: bool) -> str:
    """A round's title: "Quarter-finals", "Winners' round 1", "Losers' final", "Grand final"."""
    k = bracket_size(n).bit_length() - 1
    if bracket == "P":
        return "Third-place match"
    if bracket == "F":
        return "Grand final" if round_no == 1 else "Grand final (bracket reset)"
    if bracket == "L":
        return "Losers' final" if round_no == 2 * (k - 1) else f"Losers' round {round_no}"
    names = {0: "Final", 1: "Semi-finals", 2: "Quarter-finals"}
    name = names.get(k - round_no, f"Round {round_no}")
    if not double:
        return name
    return f"Winners' {name[0].lower()}{name[1:]}"


def describe(key: str, n: int, double: bool) -> str:
    """A match key in words: ``W3.1`` → "Winners' semi-final 1" style names."""
    if key == "GF":
        return "Grand final"
    if key == "GF2":
        return "Grand final (bracket reset)"
    if key == THIRD_PLACE:
        return "Third-place match"
    bracket = key[0]
    round_no, _, index = key[1:].partition(".")
    r = int(round_no)
    k = bracket_size(n).bit_length() - 1
    if bracket == "L":
        last = 2 * (k - 1)
        name = "Losers' final" if r == last else f"Losers' round {r}"
        return name if r == last else f"{name}, match {index}"
    prefix = "Winners' " if double else ""
    from_end = k - r
    names = {0: "final", 1: "semi-final", 2: "quarter-final"}
    if from_end in names:
        name = names[from_end]
        label = f"{prefix}{name}" if prefix else name.capitalize()
        return label if from_end == 0 else f"{label} {index}"
    return f"{prefix}round {r}, match {index}" if prefix else f"Round {r}, match {index}"


def title(key: str, n: int, double: bool) -> tuple[str, int, int]:
    """``describe`` as the catalogues' ``tournament-match`` arguments: (kind, round, index);
    the numbers a kind does not show are 0."""
    if key in ("GF", "GF2", THIRD_PLACE):
        return {"GF": "grand", "GF2": "reset"}.get(key, "third"), 0, 0
    bracket = key[0]
    round_no, _, index = key[1:].partition(".")
    r, i = int(round_no), int(index or 0)
    k = bracket_size(n).bit_length() - 1
    if bracket == "L":
        return ("l-final", 0, 0) if r == 2 * (k - 1) else ("l-match", r, i)
    prefix = "w-" if double else ""
    from_end = k - r
    if from_end == 0:
        return f"{prefix}final", 0, 0
    if from_end in (1, 2):
        return f"{prefix}{'semi' if from_end == 1 else 'quarter'}", 0, i
    return f"{prefix}match", r, i
