"""Scores and tie-breaks of a Swiss or round robin tournament, and the ranking they give.

``standings(rounds, seeds, tie_breaks, through_round, round_robin, unplayed)`` ranks entrants by
points, then by the organiser's ordered list of tie-breaks, and finally by seed (so the order is
always complete; ``Standing.shared`` marks a tie the tie-breaks could not break, and the
tournament says so rather than passing the seed order off as a result). A win is 1 point, a draw
½, a loss 0; a Swiss bye gives the points the tournament set (1 by default).

Tie-breaks (``TieBreak``; column titles are FIDE's acronyms, C.07 (2024) Article 5):

* **Buchholz** (BH): the sum of the opponents' scores.
* **Buchholz Cut-1** (BH-C1): Buchholz without the least significant opponent score.
* **Median Buchholz** (BH-M1): Buchholz without the least and the most significant one.
* **Sonneborn-Berger** (SB): the sum, over the rounds, of the opponent's score times the points
  taken from that opponent.
* **Wins** (WIN): the rounds in which the entrant got a win's points, with or without playing.

**Unplayed rounds in a Swiss** (``Unplayed``; a bye, a forfeit win or loss, a round missed after
a drop or before a late entry):

``Unplayed.FIDE_2024``: FIDE Tie-Break Regulations C.07 (Play-off and Tie-Break Regulations,
approved by the FIDE Council 29/07/2024, applied from 1 August 2024), Article 16, as FIDE's own
reference implementation (the FIDE Technical Commission's TieBreakServer) computes it:

a. A **voluntarily unplayed round** (VUR, Art. 16.2) is an unplayed round that did not give a
   win's points: a forfeit loss, a half- or zero-point bye, an absence. A pairing-allocated bye
   worth a win and a forfeit win are unplayed but not VURs.
b. *For the opponents' tie-breaks* (Art. 16.3) a participant counts with their real score,
   except that rounds with no opponent after their last round that was played or won (a
   participant who withdrew) count as draws.
c. *For the participant's own tie-breaks* (Art. 16.4) each unplayed round counts as a game
   against a **dummy opponent** whose score is the participant's own score; its
   Sonneborn-Berger term is that score times the points the participant got in the round.
d. *Cuts* (Art. 14.x): when the least significant value is cut, a VUR's value is cut first if
   the participant has one; the most significant value is cut without that exception. A cut
   needs rounds to cut from (at most as many values as rounds).

``Unplayed.FIDE_2026`` (the default): the same Article 16 as amended by the FIDE Council on
2 February 2026 (in force from 1 March 2026), which caps the dummy opponent of Art. 16.4. The
amendment's own text was not available to us; this follows FIDE's reference implementation,
TieBreakServer by Otto Milvang (github.com/OttoMilvang/TieBreakServer, the repository the
TEC-FIDE copy comes from; commit 6b766ae of 28 February 2026, "Added new rules valid from
1. March 2026", makes rules version 2 the default from that date), tiebreak.py
``compute_buchholz_sonneborn_berger_ver``, whose comments number the two cases 16.4.1 and
16.4.2:

* Art. 16.4.1: an unplayed round with a scheduled opponent (a forfeit win or loss) counts the
  lower of the participant's own score and that opponent's score as counted for the opponents'
  tie-breaks (b. above).
* Art. 16.4.2: an unplayed round without an opponent (a pairing bye, a half- or zero-point bye,
  an absence, a round before a late entry) counts the lower of the participant's own score and
  a draw in every round counted (½ × n, n the number of rounds counted).

Everything else (b., d., Sonneborn-Berger as capped score × points) is as in 2024. So a bye then
a win over an opponent on 1 point after two rounds gives Buchholz 2 + 1 = 3 under 2024 and
min(2, 1) + 1 = 2 under 2026.

``Unplayed.FIDE_2009`` (kept as an option; tournaments stored before the 2024 rule load with
it): the FIDE rule adopted at the 80th FIDE Congress (Kallithea 2009, Swiss Pairings Programs
Committee minutes, item 7), in the Handbook until the 2023 rewrite:

a. *For the player's own tie-breaks*, an unplayed round R counts as a game against a **virtual
   opponent** who had the player's score before round R, got the opposite of the player's result
   in round R, and drew every later round: ``Svon = SPR + (1 − SfPR) + 0.5 × (n − R)``, with SPR
   the player's score before round R, SfPR the player's points in round R and n the number of
   rounds counted. Its Sonneborn-Berger term is ``Svon × SfPR``.
b. *For the opponents' tie-breaks*, each unplayed round of a player counts as a draw: the score
   the opponents add up is the player's points from games played plus ½ per unplayed round.
c. A cut needs three scores (with fewer, the cut tie-break equals Buchholz).

The player's own score (for ranking) always includes every point actually awarded.

**A late entrant** (``tournament.enter_late``) is absent from the rounds before its entry: each
is an unplayed round (``Entry.ABSENT``) worth the points the organiser granted (0, or ½ for a
half-point start). Every rule above treats them like any other absence: under FIDE 2024 and
2026 they are voluntarily unplayed rounds (worth less than a win: cut first, a dummy opponent
with the entrant's own score, under 2026 at most ½ × n), under FIDE 2009 each has a virtual
opponent and counts as a draw for the opponents.

**Round robin** (``round_robin=True``): a forfeit counts as a game against the scheduled opponent
(FIDE practice for round robins, C.07 Art. 16.1), and the rest round of an odd-sized round robin
is left out entirely; there are no dummy or virtual opponents.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from bot.engine.tournaments.core.model import EntrantId, Kind, Pairing, TieBreak, Unplayed


class Entry(StrEnum):
    GAME = "game"  # played over the board (or, in a round robin, a forfeit)
    FORFEIT = "forfeit"  # a Swiss game not played: forfeit win or loss
    BYE = "bye"  # a Swiss pairing bye
    ABSENT = "absent"  # not paired in a Swiss round (dropped, disqualified)


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """What one round gave one entrant."""

    round: int
    kind: Entry
    points: float
    opponent: EntrantId | None  # ``None`` for a round with no game
    scheduled: EntrantId | None = None  # a Swiss forfeit's opponent (the game not played)

    @property
    def unplayed(self) -> bool:
        return self.kind is not Entry.GAME

    @property
    def voluntary(self) -> bool:
        """A voluntarily unplayed round (FIDE C.07 Art. 16.2): unplayed, and not a win."""
        return self.unplayed and self.points < 1.0


@dataclass(frozen=True, slots=True)
class Standing:
    """One row of the standings table."""

    rank: int
    seed: EntrantId
    points: float
    tie_breaks: tuple[float, ...]  # in the order of the tie-breaks asked for
    played: int
    wins: int
    draws: int
    losses: int
    byes: int
    shared: bool  # same points and tie-breaks as the row above: a tie nothing here breaks


def round_entries(
    rounds: Sequence[Sequence[Pairing]],
    seeds: Iterable[EntrantId],
    through_round: int,
    round_robin: bool,
    late: Mapping[EntrantId, tuple[int, float]] | None = None,
) -> dict[EntrantId, list[RoundEntry]]:
    """Every entrant's rounds 1..``through_round`` as ``RoundEntry``s. A pairing without a
    result gives nothing yet; a Swiss entrant in no pairing of a round was absent (0 points),
    except that a late entrant's missed rounds (``late``: seed → (rounds missed, points for
    each)) give the points the organiser granted: unplayed rounds all the same."""
    late = late or {}
    entries: dict[EntrantId, list[RoundEntry]] = {seed: [] for seed in seeds}
    for r, pairings in enumerate(rounds[:through_round], start=1):
        seen: set[EntrantId] = set()
        for p in pairings:
            seen.update(p.entrants)
            if p.result is None:
                continue
            res = p.result
            if len(p.entrants) == 1:  # a bye (Swiss) or the rest round (round robin)
                if not round_robin:
                    seed = p.entrants[0]
                    entries[seed].append(
                        RoundEntry(r, Entry.BYE, res.points[p.side_of(seed)], None)
                    )
                continue
            a, b = p.entrants
            kind = Entry.GAME if res.kind is Kind.PLAYED or round_robin else Entry.FORFEIT
            played = kind is Entry.GAME
            entries[a].append(RoundEntry(r, kind, res.points[0], b if played else None, b))
            entries[b].append(RoundEntry(r, kind, res.points[1], a if played else None, a))
        if not round_robin:
            for seed, rows in entries.items():
                if seed not in seen:
                    missed, points = late.get(seed, (0, 0.0))
                    rows.append(RoundEntry(r, Entry.ABSENT, points if r <= missed else 0.0, None))
    return entries


def virtual_opponent(score_before: float, points: float, round_no: int, n: int) -> float:
    """The virtual opponent's score after ``n`` rounds for an unplayed round ``round_no`` in which
    the player, who had ``score_before``, got ``points``: Svon = SPR + (1 − SfPR) + 0.5 × (n − R)."""
    return score_before + (1.0 - points) + 0.5 * (n - round_no)


def adjusted_score(rows: Sequence[RoundEntry]) -> float:
    """The score a player's opponents count: points from games played plus ½ per unplayed round."""
    return sum(e.points for e in rows if not e.unplayed) + 0.5 * sum(1 for e in rows if e.unplayed)


def adjusted_score_2024(rows: Sequence[RoundEntry]) -> float:
    """The score a player's opponents count (FIDE 2024, Art. 16.3): the real score, except that
    rounds with no opponent after the last round played or won count as draws."""
    last = max((e.round for e in rows if not e.voluntary), default=0)
    return sum(
        0.5 if e.round > last and e.kind in (Entry.BYE, Entry.ABSENT) else e.points for e in rows
    )


@dataclass(frozen=True, slots=True)
class Contribution:
    """One round's part in a player's Buchholz-type tie-breaks."""

    score: float  # the opponent's (or dummy/virtual opponent's) score
    points: float  # what the player got in the round
    voluntary: bool  # a voluntarily unplayed round: cut first (FIDE 2024 and 2026)


def _contributions(
    seed: EntrantId,
    entries: dict[EntrantId, list[RoundEntry]],
    adjusted: dict[EntrantId, float],
    n: int,
    unplayed: Unplayed,
) -> list[Contribution]:
    """Per round: a real opponent's adjusted score, or for an unplayed round the dummy opponent
    (FIDE 2024: the player's own score; FIDE 2026: the same, capped by Art. 16.4.1 / 16.4.2) or
    the virtual opponent (FIDE 2009)."""
    out: list[Contribution] = []
    own = sum(e.points for e in entries[seed])
    before = 0.0
    for entry in sorted(entries[seed], key=lambda e: e.round):
        if entry.opponent is not None:
            score = adjusted[entry.opponent]
        elif unplayed is Unplayed.FIDE_2024:
            score = own
        elif unplayed is Unplayed.FIDE_2026:
            cap = 0.5 * n if entry.scheduled is None else adjusted[entry.scheduled]
            score = min(own, cap)
        else:
            score = virtual_opponent(before, entry.points, entry.round, n)
        out.append(Contribution(score, entry.points, entry.voluntary))
        before += entry.points
    return out


def _cut(
    contributions: list[Contribution], low: int, high: int, unplayed: Unplayed
) -> list[Contribution]:
    """``contributions`` without the ``low`` least and ``high`` most significant ones."""
    kept = list(contributions)
    if unplayed is Unplayed.FIDE_2009:
        if len(kept) < 3:  # the 2009 practice: nothing to cut from fewer than three
            return kept
    else:
        low = min(low, len(kept))
        high = min(high, len(kept) - low)
    for _ in range(low):
        vurs = [c for c in kept if c.voluntary] if unplayed is not Unplayed.FIDE_2009 else []
        kept.remove(min(vurs or kept, key=lambda c: c.score))
    for _ in range(high):
        kept.remove(max(kept, key=lambda c: c.score))
    return kept


def tie_break_values(
    entries: dict[EntrantId, list[RoundEntry]],
    tie_breaks: Sequence[TieBreak],
    n: int,
    unplayed: Unplayed = Unplayed.FIDE_2026,
) -> dict[EntrantId, tuple[float, ...]]:
    """Each entrant's tie-break values in the order of ``tie_breaks``."""
    score_of = adjusted_score if unplayed is Unplayed.FIDE_2009 else adjusted_score_2024
    adjusted = {seed: score_of(rows) for seed, rows in entries.items()}
    values: dict[EntrantId, tuple[float, ...]] = {}
    for seed, rows in entries.items():
        contributions = _contributions(seed, entries, adjusted, n, unplayed)
        row: list[float] = []
        for tb in tie_breaks:
            if tb is TieBreak.BUCHHOLZ:
                row.append(sum(c.score for c in contributions))
            elif tb is TieBreak.BUCHHOLZ_CUT1:
                row.append(sum(c.score for c in _cut(contributions, 1, 0, unplayed)))
            elif tb is TieBreak.MEDIAN_BUCHHOLZ:
                row.append(sum(c.score for c in _cut(contributions, 1, 1, unplayed)))
            elif tb is TieBreak.SONNEBORN_BERGER:
                row.append(sum(c.score * c.points for c in contributions))
            else:
                row.append(float(sum(1 for e in rows if e.points == 1)))
        values[seed] = tuple(row)
    return values


def standings(
    rounds: Sequence[Sequence[Pairing]],
    seeds: Sequence[EntrantId],
    tie_breaks: Sequence[TieBreak],
    through_round: int,
    round_robin: bool = False,
    *,
    unplayed: Unplayed = Unplayed.FIDE_2026,
    late: Mapping[EntrantId, tuple[int, float]] | None = None,
) -> list[Standing]:
    """The ranked table after ``through_round`` rounds (see the module docstring)."""
    entries = round_entries(rounds, seeds, through_round, round_robin, late)
    values = tie_break_values(entries, tie_breaks, through_round, unplayed)
    points = {seed: sum(e.points for e in rows) for seed, rows in entries.items()}
    order = sorted(seeds, key=lambda s: (-points[s], *(-v for v in values[s]), s))
    table: list[Standing] = []
    for i, seed in enumerate(order):
        rows = entries[seed]
        games = [e for e in rows if e.kind in (Entry.GAME, Entry.FORFEIT)]
        previous = order[i - 1] if i else None
        shared = previous is not None and (points[previous], values[previous]) == (
            points[seed],
            values[seed],
        )
        table.append(
            Standing(
                rank=table[-1].rank if shared else i + 1,
                seed=seed,
                points=points[seed],
                tie_breaks=values[seed],
                played=sum(1 for e in rows if e.kind is Entry.GAME),
                wins=sum(1 for e in games if e.points == 1),
                draws=sum(1 for e in games if e.points == 0.5),
                losses=sum(1 for e in games if e.points == 0),
                byes=sum(1 for e in rows if e.kind is Entry.BYE),
                shared=shared,
            )
        )
    return table
