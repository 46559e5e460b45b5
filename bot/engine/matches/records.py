"""A match as a game record (``rules.record``, docs/records.md): what ``/history`` and the end
of a match offer as a file."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.engine.model import MatchStatus, MoveRecord
from bot.engine.views import MatchView
from rules.commitment import commitment, seed_commitment
from rules.record import Entry, GameRecord, result_code, score_header, write_record
from rules.registry import get_game


def match_record(view: MatchView, log: Sequence[MoveRecord], names: Sequence[str]) -> GameRecord:
    """The record of ``view`` from its move log; ``names`` by seat. A running or aborted match
    has the result ``*``. A sealed round's entries carry its commitments, salts and seed
    (docs/fairness.md): all revealed already, since the log holds revealed rounds only."""
    finished = view.status is MatchStatus.FINISHED and view.result is not None
    games: list[list[Entry]] = [[] for _ in range(view.game_no)]
    for move in sorted(log, key=lambda m: m.ply):
        entries = games[move.game_no - 1]
        entries.append(_entry(view.id, move, len(entries) // 2 + 1))
    when = view.created_at
    termination = view.result.reason if view.result is not None else ""
    if view.status is MatchStatus.ABORTED:
        termination = "aborted"
    return GameRecord(
        game=view.game_id,
        options=dict(view.options),
        players=(names[0], names[1]),
        date=when.strftime("%Y-%m-%dT%H:%M:%SZ") if when is not None else "",
        result=result_code(view.result.winner if view.result else None, finished),
        termination=termination,
        score=_score(view) if finished else "",
        games=tuple(tuple(g) for g in games),
        headers={"Match": str(view.id)},
    )


def _score(view: MatchView) -> str:
    """The ``Score:`` of a finished match's final position, if the rules scored it."""
    return score_header(get_game(view.game_id), view.state) or ""


def _entry(match_id: int, move: MoveRecord, round_no: int) -> Entry:
    """One log row as a record entry; ``round_no`` counts only for sealed rounds (a row with a
    seed): the commitment of a sealed move (none for a random fill) and the round's seed."""
    entry = Entry(move.seat, move.move, move.random_fill)
    if not move.seed:
        return entry
    sealed = ""
    if move.salt and not move.random_fill:
        sealed = commitment(
            match_id=match_id,
            game_no=move.game_no,
            round_no=round_no,
            seat=move.seat,
            move=move.move,
            salt=move.salt,
        )
    return replace(
        entry,
        commitment=sealed,
        salt=move.salt if sealed else "",
        seed_commitment=seed_commitment(match_id, move.game_no, round_no, move.seed),
        seed=move.seed,
    )


def record_file(
    view: MatchView, log: Sequence[MoveRecord], names: Sequence[str]
) -> tuple[str, str]:
    """``(file name, text)`` of the match's record."""
    return record_name(view), write_record(match_record(view, log, names))


def record_name(view: MatchView) -> str:
    """The file name of the match's record."""
    return f"match-{view.id}-{view.game_id}.txt"
