"""The rounds of a tournament as the channel talks about them: one pairings message when a
round's matches are all known, one summary when they are all decided, so a round of a large
field does not flood the channel with a message per match.

A Swiss or round robin round is ``R<n>``. A bracket's rounds are its columns: ``W<n>`` (the
winners' bracket, the only one of a single elimination), ``L<n>`` (losers'), ``F1``/``F2``
(the grand final and its reset) and ``3P`` (the third-place match, beside the final);
bracket matches start as soon as both players are known, so a bracket round is *known* once
no side of it waits on another result, and *decided* once every match of it has sent someone
on (a walkover counts, it has nobody to announce). A Swiss's or round robin's play-off for
first is a round of its own, ``PO``, after the last. A two-stage event's bracket (its top cut)
follows its rounds, its rounds named as a bracket's (with first-stage seeds in its pairings).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.vocabulary import BYE, TBD, Format, Pairing, is_entrant, round_name


@dataclass(frozen=True, slots=True)
class Round:
    id: str  # "R3", "W1", "L4", "F1"
    title: str  # "Round 3 of 7", "Winners' quarter-finals"
    pairings: tuple[Pairing, ...]  # with their effective results
    decided: bool
    known: bool
    fed_by: frozenset[str] = frozenset()  # the rounds whose results decide who plays in it


def round_id(key: str) -> str:
    """The round a match key belongs to: ``W3.2`` → ``W3``, ``GF2`` → ``F2``, ``R4.1`` → ``R4``
    (``3P`` and ``PO`` are rounds of one match)."""
    if key.startswith("GF"):
        return "F" + (key[2:] or "1")
    return key.partition(".")[0]


def rounds(t: T.Tournament) -> list[Round]:
    """Every round known so far, in the order they are played."""
    if t.format.elimination:
        return bracket_rounds(T.bracket(t))
    all_rounds = T.rounds(t)
    total = t.settings.rounds if t.format is Format.SWISS else len(all_rounds)
    made = [
        Round(
            id=f"R{n}",
            title=f"Round {n} of {total}",
            pairings=tuple(pairs),
            decided=all(p.result is not None for p in pairs),
            known=True,
        )
        for n, pairs in enumerate(all_rounds, start=1)
    ]
    playoff = T.playoff(t)
    if playoff is not None:
        made.append(
            Round(
                id=T.PLAYOFF,
                title=T.describe(t, T.PLAYOFF),
                pairings=(playoff,),
                decided=playoff.result is not None,
                known=True,
                fed_by=frozenset({f"R{len(all_rounds)}"}),
            )
        )
    if t.cut:
        made += bracket_rounds(T.bracket(t))
    return made


def bracket_rounds(bracket: T.Bracket) -> list[Round]:
    """A bracket's rounds, in the order they are played."""
    out: list[Round] = []
    for section in ("W", "L", "F", "P"):
        for matches in bracket.rounds(section):
            r = matches[0].spec.round
            out.append(
                Round(
                    id=matches[0].key if section == "P" else f"{section}{r}",
                    title=round_name(section, r, bracket.n, bracket.double),
                    pairings=tuple(m.pairing() for m in matches),
                    decided=all(m.winner != TBD for m in matches),
                    known=all(TBD not in (m.a, m.b) for m in matches),
                    fed_by=frozenset(
                        round_id(str(ref))
                        for m in matches
                        for kind, ref in (m.spec.a_from, m.spec.b_from)
                        if kind != "seed"
                    ),
                )
            )
    return out


def played(p: Pairing) -> bool:
    """A pairing of two players (not a bye or a walkover)."""
    return is_entrant(p.a) and is_entrant(p.b)


def walked_over(p: Pairing) -> int | None:
    """The entrant who goes on without a game (a bye or a walkover), if any."""
    if BYE in (p.a, p.b) and len(p.entrants) == 1:
        return p.entrants[0]
    return None


def of_player(t: T.Tournament, player: int) -> set[str]:
    """The rounds in which ``player`` has a pairing."""
    entrant = t.entrant_of_player(player)
    if entrant is None:
        return set()
    return {r.id for r in rounds(t) for p in r.pairings if entrant.seed in (p.a, p.b)}
