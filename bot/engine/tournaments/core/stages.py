"""Two-stage events: a Swiss or a round robin (optionally in groups), then a bracket of its best
``top_cut`` players (``Settings.top_cut``, ``top_cut_format``), as plain functions of numbers
and pairings (``value`` builds the second stage's ``Tournament`` from them).

Words: the **first stage** is the Swiss or round robin (its pairings are ``R<round>.<board>``);
the **cut** is the list of qualifiers, first-stage seeds in bracket seed order, stored in the
tournament the moment the first stage's last round is complete; the **second stage** is a
single or double elimination bracket of the qualifiers (its pairings are the bracket's keys,
``W1.1``, ``L2.1``, ``GF``, ``3P``: never the same as a round's), in which the qualifier ranked
``i``-th is bracket seed ``i``. The second stage is an ordinary bracket tournament of its own
(``value.stage_two``), whose results the two-stage tournament stores with first-stage seeds.

Rules (decisions where the issue left them open):

* **Who qualifies.** The first stage's final standings with its tie-breaks, best first; a
  player level with another on points and on every tie-break is behind the better seed (the
  standings' last key). There is no play-off at the cut (and no play-off for first with a top
  cut: the bracket decides first place).
* **Leaving.** A player who dropped out or was disqualified in the first stage does not
  qualify; the next best takes the place. A late entrant of a Swiss qualifies like anyone by
  their standing. A qualifier who leaves during the bracket forfeits their next match, as in a
  one-stage bracket. If fewer players than the cut are still in, the bracket is of those
  still in; if fewer than two, there is no second stage and the first stage's standings
  decide first place.
* **Groups** (a round robin in groups of ``group_size``): the players are dealt into
  ``ceil(n / group_size)`` groups by seed, snake order (seeds 1..g into groups 1..g, then
  g+1..2g back from group g), so the groups' sizes differ by at most one and each has one of
  the best seeds. Each group plays its own round robin, all groups' round ``r`` being the
  event's round ``r``; a player of a group with fewer rounds sits the extra rounds out (a rest
  round, like the odd player's). Qualifiers are taken **group place by group place**: every
  group's winner first, then every group's runner-up, and so on, each place ordered among the
  groups by the standings (points, then the tie-breaks, then seed), until the cut is full. So
  a group winner always qualifies before any runner-up when the cut has room for all winners.
* **Afterwards.** Places: the bracket's places for the qualifiers (1st, 2nd, 3rd–4th or the
  third-place match, ...), then everyone else by their first-stage standing. Once the cut is
  made, first-stage results are final: the organiser can no longer set or undo them.
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from dataclasses import replace

from bot.engine.tournaments.core import round_robin
from bot.engine.tournaments.core.elimination import Bracket, BracketMatch
from bot.engine.tournaments.core.model import BYE, EntrantId, Format, Pairing, Playoff, Slot
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.core.standings import Standing


def is_first_stage_key(key: str) -> bool:
    """Whether ``key`` is a round's pairing (``R3.2``) or the play-off for first (``PO``),
    rather than a bracket match."""
    return key.startswith("R") or key == "PO"


def bracket_settings(settings: Settings) -> Settings:
    """The second stage's settings: the top cut's bracket format, with the first stage's series
    length, game choice and tie seat, and its third-place match if asked for."""
    return replace(
        settings,
        format=settings.top_cut_format,
        rounds=0,
        cycles=1,
        tie_breaks=(),
        playoff=Playoff.OFF,
        top_cut=0,
        top_cut_format=Format.SINGLE,
        group_size=0,
        third_place=settings.third_place and settings.top_cut_format is Format.SINGLE,
    )


# ---- groups --------------------------------------------------------------------------------


def groups(n: int, size: int) -> tuple[tuple[EntrantId, ...], ...]:
    """Seeds 1..n dealt into ``ceil(n / size)`` groups in snake order (the module docstring)."""
    count = max(1, -(-n // size))
    dealt: list[list[EntrantId]] = [[] for _ in range(count)]
    for i, seed in enumerate(range(1, n + 1)):
        lap, at = divmod(i, count)
        dealt[at if lap % 2 == 0 else count - 1 - at].append(seed)
    return tuple(tuple(g) for g in dealt)


def group_of(n: int, size: int) -> dict[EntrantId, int]:
    """Seed → its group's number (1, 2, ...)."""
    return {seed: g for g, members in enumerate(groups(n, size), start=1) for seed in members}


def group_schedule(n: int, size: int, cycles: int) -> list[list[tuple[Slot, Slot]]]:
    """Every round of the groups' round robins together: round ``r`` holds each group's round
    ``r`` in group order (group 1's boards first); a player whose group has no round ``r``
    rests (paired with ``BYE``, like a round robin's rest round)."""
    made = [
        [
            [(_seat(members, a), _seat(members, b)) for a, b in pairs]
            for pairs in round_robin.schedule(len(members), cycles)
        ]
        for members in groups(n, size)
    ]
    total = max(len(r) for r in made)
    out: list[list[tuple[Slot, Slot]]] = []
    for r in range(total):
        row: list[tuple[Slot, Slot]] = []
        rests: list[tuple[Slot, Slot]] = []
        for members, group_rounds in zip(groups(n, size), made, strict=True):
            if r < len(group_rounds):
                pairs = group_rounds[r]
                row += [p for p in pairs if BYE not in p]
                rests += [p for p in pairs if BYE in p]
            else:
                rests += [(seed, BYE) for seed in members]
        out.append(row + rests)
    return out


def _seat(members: Sequence[EntrantId], slot: Slot) -> Slot:
    return members[slot - 1] if isinstance(slot, int) else slot


# ---- the cut -------------------------------------------------------------------------------


def qualifiers(
    table: Sequence[Standing],
    eligible: Set[EntrantId],
    top_cut: int,
    group: dict[EntrantId, int] | None = None,
) -> tuple[EntrantId, ...]:
    """The first-stage seeds who play the bracket, in bracket seed order: the best ``top_cut``
    of ``table`` (the final standings, best first) among the ``eligible`` (still in); with
    ``group`` (seed → group), group place by group place (the module docstring)."""
    ranked = [row.seed for row in table if row.seed in eligible]
    if group is None:
        return tuple(ranked[:top_cut])
    place: dict[EntrantId, int] = {}
    seen: dict[int, int] = {}
    for seed in ranked:
        g = group[seed]
        seen[g] = seen.get(g, 0) + 1
        place[seed] = seen[g]
    order = sorted(ranked, key=lambda seed: (place[seed], ranked.index(seed)))
    return tuple(order[:top_cut])


# ---- seeds between the stages --------------------------------------------------------------


def _slot(slot: Slot, mapping: dict[EntrantId, EntrantId]) -> Slot:
    return mapping[slot] if isinstance(slot, int) else slot


def to_outer(p: Pairing, cut: Sequence[EntrantId]) -> Pairing:
    """A second-stage pairing (bracket seeds) with first-stage seeds."""
    outer = dict(enumerate(cut, start=1))
    return replace(p, a=_slot(p.a, outer), b=_slot(p.b, outer))


def to_inner(p: Pairing, cut: Sequence[EntrantId]) -> Pairing:
    """A second-stage pairing stored with first-stage seeds, with bracket seeds."""
    inner = {seed: i for i, seed in enumerate(cut, start=1)}
    return replace(p, a=_slot(p.a, inner), b=_slot(p.b, inner))


def bracket_to_outer(b: Bracket, cut: Sequence[EntrantId]) -> Bracket:
    """The second stage's bracket with first-stage seeds in every slot."""
    outer = dict(enumerate(cut, start=1))
    matches = tuple(
        BracketMatch(
            m.spec,
            _slot(m.a, outer),
            _slot(m.b, outer),
            m.result,
            _slot(m.winner, outer),
            _slot(m.loser, outer),
        )
        for m in b.matches
    )
    return Bracket(b.n, b.double, matches)
