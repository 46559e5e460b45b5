"""Every result of a tournament as CSV (one row per pairing, with its ``stage``: 1, or 2 for a
two-stage event's bracket) and JSON (everything: settings, entrants, pairings, each game's
match, ranking, a two-stage event's ``stages``, the audit log and the core's own JSON), and for
a Swiss or round robin as FIDE's Tournament Report File (``trf``; a two-stage event's first
stage, with a comment line saying what followed).

**TRF** (FIDE Tournament Report File, TRF-16, FIDE Handbook C.04 Annex 2, with the records of
TRF-2025 that FIDE's reference software TieBreakServer reads): one text line per record, the
record's code in columns 1–3 and its value from column 5. Written here:

* ``012`` the event's name, ``042`` its start date (``YYYY/MM/DD``), ``052`` its end date once
  finished, ``062`` the number of players, ``072`` rated players (0: nobody has a FIDE rating),
  ``092`` the type (``Individual: Swiss-System`` or ``Individual: Round-Robin``), ``142`` and
  ``XXR`` the number of rounds (planned; once finished, played), ``202`` the tie-breaks in
  FIDE's notation (``BH``, ``BH/C1``, ``BH/M1``, ``SB``, ``WIN``), and a ``###`` comment saying
  which Article 16 edition counted the unplayed rounds (TRF has no record for it).
* One ``001`` line per entrant, by seed (the TRF's starting rank): columns 5–8 the seed, 15–47 the
  name (cut to 33 characters), 81–84 the points (``11.5``), 86–89 the rank, and from column 92 one
  10-character block per round: the opponent's seed (4 digits, ``0000`` for none), a space, the
  colour (``w`` for side a, which moves first, ``b`` for side b, ``-`` without an opponent), a
  space, the result, a space: ``1`` ``=`` ``0`` a game played (a best-of-N series is one game
  with the series' points), ``+`` ``-`` a forfeit win or loss (both ``-`` when neither played),
  ``U`` a pairing bye worth a win, ``H`` a half point without playing (a half-point bye, a late
  entrant's half-point start), ``Z`` nothing without playing (a zero-point bye, an absence after
  a drop, a late entrant's round before entry, a round robin's rest round).

Only complete rounds are written (a round still being played is left out), and the points and
ranks are the standings after them. The file is UTF-8 (names as Discord shows them).
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from bot.engine.model import JSON, MatchRecord
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Kind, Pairing, TieBreak, Unplayed
from bot.engine.tournaments.core.stages import is_first_stage_key
from bot.engine.tournaments.records import (
    AuditEntry,
    EntryRecord,
    TournamentMatch,
    TournamentRecord,
)

CSV_COLUMNS = (
    "key",
    "match",
    "round",
    "seed_a",
    "player_a",
    "user_a",
    "seed_b",
    "player_b",
    "user_b",
    "points_a",
    "points_b",
    "result",
    "games_a",
    "games_b",
    "winner",
    "match_ids",
    "stage",
)


@dataclass(frozen=True, slots=True)
class Export:
    """The files: ``stem`` is a file name without its extension; ``trf`` only for a started
    Swiss or round robin."""

    stem: str
    csv: str
    json: str
    trf: str | None = None


# FIDE's notation for the tie-breaks (C.07 Article 5, as TRF record 202 and TieBreakServer
# write them).
TRF_TIE_BREAKS = {
    TieBreak.BUCHHOLZ: "BH",
    TieBreak.BUCHHOLZ_CUT1: "BH/C1",
    TieBreak.MEDIAN_BUCHHOLZ: "BH/M1",
    TieBreak.SONNEBORN_BERGER: "SB",
    TieBreak.WINS: "WIN",
}
_EDITIONS = {
    Unplayed.FIDE_2026: "FIDE C.07 (2026) Article 16: dummy opponent capped (16.4.1, 16.4.2)",
    Unplayed.FIDE_2024: "FIDE C.07 (2024) Article 16: dummy opponent with the player's score",
    Unplayed.FIDE_2009: "FIDE 2009 virtual opponent (80th FIDE Congress)",
}
TRF_NAME = 33  # columns 15-47


def complete_rounds(t: T.Tournament) -> int:
    """How many rounds from the first have every game decided."""
    done = 0
    for pairings in T.rounds(t):
        if any(p.result is None for p in pairings if len(p.entrants) == 2):
            break
        done += 1
    return done


def _trf_points(points: float) -> str:
    return f"{points:4.1f}"


def _trf_round(t: T.Tournament, seed: int, pairings: Sequence[Pairing]) -> str:
    """One entrant's 10-character round block (see the module docstring)."""
    p = next((p for p in pairings if seed in p.entrants), None)
    if p is None or len(p.entrants) == 1:
        if p is not None and p.result is not None and t.format is Format.SWISS:
            points = p.result.points[0]  # a Swiss pairing bye
            code = "U" if points == 1 else "H" if points == 0.5 else "Z"
        else:
            entrant = t.entrant(seed)
            half = p is None and pairings and pairings[0].round <= entrant.missed
            code = "H" if half and entrant.missed_points == 0.5 else "Z"
        return f"0000 - {code}  "
    assert p.result is not None  # complete rounds only
    side = p.side_of(seed)
    points = p.result.points[side]
    if p.result.kind is Kind.PLAYED:
        code = {1.0: "1", 0.5: "=", 0.0: "0"}[points]
    else:
        code = "+" if points == 1 else "-"
    return f"{int(p.opponent_of(seed)):04d} {'wb'[side]} {code}  "


def trf(
    t: T.Tournament, name: str, start: date, end: date | None = None, *, rounds: int | None = None
) -> str:
    """The tournament as a TRF file (a Swiss or round robin; see the module docstring), with
    the complete rounds (or the first ``rounds``)."""
    if t.format.elimination:
        raise ValueError("a bracket has no TRF")
    n = complete_rounds(t) if rounds is None else rounds
    played = T.rounds(t)[:n]
    # The rounds of the event: as planned while it runs, as played once it is over (a Swiss
    # the organiser ended early, or with fewer than two players left).
    planned = t.settings.rounds if t.format is Format.SWISS else len(T.rounds(t))
    planned = n if T.finished(t) or t.cut else planned
    table = {row.seed: row for row in T.standings(t, through_round=n)}
    kind = "Swiss-System" if t.format is Format.SWISS else "Round-Robin"
    lines = [
        f"012 {name}",
        f"042 {start:%Y/%m/%d}",
        *([f"052 {end:%Y/%m/%d}"] if end is not None else []),
        f"062 {len(t.entrants)}",
        "072 0",
        f"092 Individual: {kind}",
        f"142 {planned}",
        f"XXR {planned}",
        f"202 {' '.join(TRF_TIE_BREAKS[tb] for tb in t.settings.order)}",
        f"### unplayed rounds in the tie-breaks: {_EDITIONS[t.settings.unplayed]}",
        *_stage_comment(t),
    ]
    for entrant in sorted(t.entrants, key=lambda e: e.seed):
        row = table[entrant.seed]
        head = (
            f"001 {entrant.seed:4d}{'':6}{entrant.name[:TRF_NAME]:<{TRF_NAME}}{'':33}"
            f"{_trf_points(row.points)} {row.rank:4d}  "
        )
        lines.append((head + "".join(_trf_round(t, entrant.seed, r) for r in played)).rstrip())
    return "\n".join(lines) + "\n"


def _stage_comment(t: T.Tournament) -> list[str]:
    """A two-stage event's TRF is its first stage; a comment says what followed."""
    if not t.settings.top_cut:
        return []
    bracket = t.settings.top_cut_format.value.replace("-", " ")
    line = f"### first stage of two: then the top {t.settings.top_cut} play {bracket}"
    if t.cut:
        line += " (qualified, by starting rank: " + " ".join(str(s) for s in t.cut) + ")"
    return [line]


def _stages(t: T.Tournament) -> JSON:
    """A two-stage event's second stage: its size, format and qualifiers (bracket seed order,
    with their first-stage seed and points); ``None`` for one stage."""
    if not t.settings.top_cut:
        return None
    points = {row.seed: row.points for row in T.standings(t)}
    return {
        "top_cut": t.settings.top_cut,
        "format": t.settings.top_cut_format.value,
        "third_place": t.settings.third_place,
        "group_size": t.settings.group_size,
        "qualifiers": [
            {
                "bracket_seed": i,
                "seed": seed,
                "name": t.entrant(seed).name,
                "points": points[seed],
            }
            for i, seed in enumerate(t.cut, start=1)
        ],
    }


def _side(t: T.Tournament, slot: object) -> tuple[JSON, JSON, JSON]:
    if isinstance(slot, int):
        entrant = t.entrant(slot)
        return slot, entrant.name, entrant.player
    return None, str(slot), None


def _row(t: T.Tournament, p: Pairing, matches: Sequence[int]) -> dict[str, JSON]:
    seed_a, name_a, user_a = _side(t, p.a)
    seed_b, name_b, user_b = _side(t, p.b)
    result = p.result
    winner = None
    if result is not None and result.winner is not None:
        winner = (name_a, name_b)[result.winner]
    return {
        "key": p.key,
        "match": T.describe(t, p.key),
        "round": p.round,
        "seed_a": seed_a,
        "player_a": name_a,
        "user_a": user_a,
        "seed_b": seed_b,
        "player_b": name_b,
        "user_b": user_b,
        "points_a": None if result is None else result.points[0],
        "points_b": None if result is None else result.points[1],
        "result": "" if result is None else result.kind.value,
        "games_a": None if result is None or result.games is None else result.games[0],
        "games_b": None if result is None or result.games is None else result.games[1],
        "winner": winner,
        "match_ids": " ".join(str(m) for m in matches),
        "stage": 2 if t.cut and not is_first_stage_key(p.key) else 1,
    }


def _game(link: TournamentMatch, match: MatchRecord | None) -> dict[str, JSON]:
    data: dict[str, JSON] = {"match_id": link.match_id, "key": link.key, "game_no": link.game_no}
    if match is not None:
        result = match.result
        data |= {
            "game": match.game_id,
            "players": list(match.players),
            "status": match.status.value,
            "winner": None
            if result is None or result.winner is None
            else match.players[result.winner],
            "reason": None if result is None else result.reason,
        }
    return data


def export(
    record: TournamentRecord,
    entries: Sequence[EntryRecord],
    links: Sequence[TournamentMatch],
    matches: Mapping[int, MatchRecord | None],
    audit: Sequence[AuditEntry],
) -> Export:
    t = record.core
    by_key: dict[str, list[int]] = {}
    for link in links:
        by_key.setdefault(link.key, []).append(link.match_id)
    rows = [] if t is None else [_row(t, p, by_key.get(p.key, [])) for p in T.pairings(t)]
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    ranking: list[JSON] = []
    if t is not None:
        ranking = [
            {"place": place, "seed": seed, "name": t.entrant(seed).name}
            for place, seed in T.ranking(t)
        ]
    champion = None if t is None else T.champion(t)
    data: dict[str, JSON] = {
        "tournament": {
            "id": record.id,
            "name": record.name,
            "guild_id": record.guild_id,
            "channel_id": record.channel_id,
            "organiser_id": record.organiser_id,
            "phase": record.phase.value,
            "created_at": record.created_at.isoformat(),
            "champion": None if champion is None or t is None else t.entrant(champion).name,
        },
        "config": record.config.to_json(),
        "sign_ups": [
            {"user": e.user_id, "name": e.name, "checked_in": e.checked_in} for e in entries
        ],
        "entrants": [] if t is None else [e.to_json() for e in t.entrants],
        "pairings": rows,
        "games": [_game(link, matches.get(link.match_id)) for link in links],
        "ranking": ranking,
        "stages": None if t is None else _stages(t),
        "audit": [
            {"at": a.at.isoformat(), "actor": a.actor_id, "action": a.action, "details": a.details}
            for a in audit
        ],
        "core": None if t is None else T.to_json(t),
    }
    stem = re.sub(r"[^a-z0-9]+", "-", record.name.lower()).strip("-") or "tournament"
    report = None
    if t is not None and not t.format.elimination:
        start = (record.starts_at or record.created_at).date()
        end = record.updated_at.date() if T.finished(t) else None
        report = trf(t, record.name, start, end)
    return Export(
        stem=f"{stem}-{record.id}",
        csv=text.getvalue(),
        json=json.dumps(data, indent=2, ensure_ascii=False),
        trf=report,
    )
