"""Every result of a tournament as CSV (one row per pairing) and JSON (everything: settings,
entrants, pairings, each game's match, ranking, the audit log and the core's own JSON)."""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.engine.model import JSON, MatchRecord
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Pairing
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
)


@dataclass(frozen=True, slots=True)
class Export:
    """The two files: ``stem`` is a file name without its extension."""

    stem: str
    csv: str
    json: str


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
        "audit": [
            {"at": a.at.isoformat(), "actor": a.actor_id, "action": a.action, "details": a.details}
            for a in audit
        ],
        "core": None if t is None else T.to_json(t),
    }
    stem = re.sub(r"[^a-z0-9]+", "-", record.name.lower()).strip("-") or "tournament"
    return Export(
        stem=f"{stem}-{record.id}",
        csv=text.getvalue(),
        json=json.dumps(data, indent=2, ensure_ascii=False),
    )
