"""Scores and tie-breaks of a Swiss or round robin tournament, and the ranking they give.

``standings(rounds, seeds, tie_breaks, through_round, round_robin)`` ranks entrants by points,
then by the organiser's ordered list of tie-breaks, and finally by seed (so the order is always
complete; ``Standing.shared`` marks a tie the tie-breaks could not break). A win is 1 point, a
draw ½, a loss 0; a Swiss bye gives the points the tournament set (1 by default).

Tie-breaks (``TieBreak``):

* **Buchholz**: the sum of the opponents' scores.
* **Median Buchholz**: Buchholz without the highest and the lowest opponent score (only when
  there are at least three to cut from; with fewer it equals Buchholz).
* **Sonneborn-Berger**: the sum, over the games, of the opponent's score times the points taken
  from that opponent (so: beaten opponents' scores plus half the drawn opponents' scores).
* **Wins**: the number of rounds won (forfeit wins included, byes not).

**Unplayed rounds in a Swiss** (a bye, a forfeit win or loss, a round missed after a drop) follow
the FIDE rule adopted at the 80th FIDE Congress (Kallithea 2009, Swiss Pairings Programs
Committee minutes, item 7) and printed in the FIDE Handbook's tie-break regulations until their
2023 rewrite (C.02 "Tie-break regulations", "unplayed games"):

a. *For the player's own tie-breaks*, an unplayed round R counts as a game against a **virtual
   opponent** who had the player's score before round R, got the opposite of the player's result
   in round R, and drew every later round: ``Svon = SPR + (1 − SfPR) + 0.5 × (n − R)``, with SPR
   the player's score before round R, SfPR the player's points in round R and n the number of
   rounds counted. Its Sonneborn-Berger term is ``Svon × SfPR``.
b. *For the opponents' tie-breaks*, each unplayed round of a player counts as a draw: the score
   the opponents add up is the player's points from games played plus ½ per unplayed round.

The player's own score (for ranking) always includes every point actually awarded.

**Round robin** (``round_robin=True``): a forfeit counts as a game against the scheduled opponent
(FIDE practice for round robins), and the rest round of an odd-sized round robin is left out
entirely; there are no virtual opponents.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from bot.engine.tournament.model import EntrantId, Kind, Pairing, TieBreak


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

    @property
    def unplayed(self) -> bool:
        return self.kind is not Entry.GAME


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
) -> dict[EntrantId, list[RoundEntry]]:
    """Every entrant's rounds 1..``through_round`` as ``RoundEntry``s. A pairing without a
    result gives nothing yet; a Swiss entrant in no pairing of a round was absent (0 points)."""
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
            entries[a].append(RoundEntry(r, kind, res.points[0], b if kind is Entry.GAME else None))
            entries[b].append(RoundEntry(r, kind, res.points[1], a if kind is Entry.GAME else None))
        if not round_robin:
            for seed, rows in entries.items():
                if seed not in seen:
                    rows.append(RoundEntry(r, Entry.ABSENT, 0.0, None))
    return entries


def virtual_opponent(score_before: float, points: float, round_no: int, n: int) -> float:
    """The virtual opponent's score after ``n`` rounds for an unplayed round ``round_no`` in which
    the player, who had ``score_before``, got ``points``: Svon = SPR + (1 − SfPR) + 0.5 × (n − R)."""
    return score_before + (1.0 - points) + 0.5 * (n - round_no)


def adjusted_score(rows: Sequence[RoundEntry]) -> float:
    """The score a player's opponents count: points from games played plus ½ per unplayed round."""
    return sum(e.points for e in rows if not e.unplayed) + 0.5 * sum(1 for e in rows if e.unplayed)


def _contributions(
    seed: EntrantId,
    entries: dict[EntrantId, list[RoundEntry]],
    adjusted: dict[EntrantId, float],
    n: int,
) -> list[tuple[float, float]]:
    """(opponent score, own points) per round: real opponents' adjusted scores, or the virtual
    opponent's for an unplayed round (FIDE 2009, see the module docstring)."""
    out: list[tuple[float, float]] = []
    before = 0.0
    for entry in sorted(entries[seed], key=lambda e: e.round):
        if entry.opponent is not None:
            out.append((adjusted[entry.opponent], entry.points))
        else:
            out.append((virtual_opponent(before, entry.points, entry.round, n), entry.points))
        before += entry.points
    return out


def tie_break_values(
    entries: dict[EntrantId, list[RoundEntry]], tie_breaks: Sequence[TieBreak], n: int
) -> dict[EntrantId, tuple[float, ...]]:
    """Each entrant's tie-break values in the order of ``tie_breaks``."""
    adjusted = {seed: adjusted_score(rows) for seed, rows in entries.items()}
    values: dict[EntrantId, tuple[float, ...]] = {}
    for seed, rows in entries.items():
        contributions = _contributions(seed, entries, adjusted, n)
        opponent_scores = [c[0] for c in contributions]
        row: list[float] = []
        for tb in tie_breaks:
            if tb is TieBreak.BUCHHOLZ:
                row.append(sum(opponent_scores))
            elif tb is TieBreak.MEDIAN_BUCHHOLZ:
                cut = (
                    max(opponent_scores) + min(opponent_scores) if len(opponent_scores) >= 3 else 0
                )
                row.append(sum(opponent_scores) - cut)
            elif tb is TieBreak.SONNEBORN_BERGER:
                row.append(sum(score * points for score, points in contributions))
            else:
                row.append(float(sum(1 for e in rows if e.points == 1 and e.kind is not Entry.BYE)))
        values[seed] = tuple(row)
    return values


def standings(
    rounds: Sequence[Sequence[Pairing]],
    seeds: Sequence[EntrantId],
    tie_breaks: Sequence[TieBreak],
    through_round: int,
    round_robin: bool = False,
) -> list[Standing]:
    """The ranked table after ``through_round`` rounds (see the module docstring)."""
    entries = round_entries(rounds, seeds, through_round, round_robin)
    values = tie_break_values(entries, tie_breaks, through_round)
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
