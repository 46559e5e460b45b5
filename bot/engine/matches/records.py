"""A match as a game record (``rules.record``, docs/records.md): what ``/history`` and the end
of a match offer as a file."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.model import MatchStatus, MoveRecord
from bot.engine.views import MatchView
from rules.record import Entry, GameRecord, result_code, write_record


def match_record(view: MatchView, log: Sequence[MoveRecord], names: Sequence[str]) -> GameRecord:
    """The record of ``view`` from its move log; ``names`` by seat. A running or aborted match
    has the result ``*``."""
    finished = view.status is MatchStatus.FINISHED and view.result is not None
    games: list[list[Entry]] = [[] for _ in range(view.game_no)]
    for move in sorted(log, key=lambda m: m.ply):
        games[move.game_no - 1].append(Entry(move.seat, move.move, move.random_fill))
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
        games=tuple(tuple(g) for g in games),
        headers={"Match": str(view.id)},
    )


def record_file(
    view: MatchView, log: Sequence[MoveRecord], names: Sequence[str]
) -> tuple[str, str]:
    """``(file name, text)`` of the match's record."""
    return f"match-{view.id}-{view.game_id}.txt", write_record(match_record(view, log, names))
