"""Paced rounds (``TournamentConfig.round_minutes``): the checks on a round time, when a pairing's
time runs out, and the published round schedule. What happens when it runs out is the driver's
(``driver/pacing.py``, whose docstring states every decision).

The round time is counted per pairing from the moment it opens. In a Swiss or a round robin
every pairing of a round opens at once, so that is the round's end; in a bracket (single or
double elimination) a pairing opens as soon as both players are known, so each bracket match
has its own ``round_minutes`` from then (a bracket's "round" is not played in lockstep).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from bot.engine.errors import BadRequest
from bot.engine.games import Games, find_game, has_sealed_rounds
from bot.engine.model import Timing
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import LivePairing, Overtime, Phase, TournamentRecord

FLOOR_MINUTES = 5  # the shortest round time, whatever the clocks
MAX_ROUND_MINUTES = 7 * 24 * 60  # a round longer than a week is not pacing anything
MAX_OVERTIME_MINUTES = 24 * 60  # the organiser decides within a day at most


def move_allowance(game_ids: Iterable[str], games: Games, timing: Timing) -> int:
    """The longest one move may take under ``timing`` among the games, in seconds: a sealed
    round's clock (Thwart Omega), else the move clock with its grace; 0 when no game has a
    clock of its own (turn-based games without a move clock)."""
    longest = 0
    for game_id in game_ids:
        game = find_game(games, game_id)
        if has_sealed_rounds(game):
            longest = max(longest, timing.round_seconds)
        elif timing.move_seconds is not None:
            longest = max(longest, timing.move_seconds + timing.grace_seconds)
    return longest


def minimum_minutes(settings: Settings, games: Games, timing: Timing) -> int:
    """The shortest round time these settings allow: one move of each player at the longest
    clock, in every game the series needs at least (a best of 3 needs 2), so that the time can
    run out only after the clocks had their say; never under ``FLOOR_MINUTES``."""
    needed_games = settings.best_of // 2 + 1
    seconds = needed_games * 2 * move_allowance(settings.choice.pool, games, timing)
    return max(FLOOR_MINUTES, math.ceil(seconds / 60))


def check(
    round_minutes: object,
    overtime: object,
    overtime_minutes: object,
    *,
    settings: Settings,
    games: Games,
    timing: Timing,
) -> None:
    """A sentence (``BadRequest``) if the round time or its overtime rule cannot be used."""
    if not isinstance(overtime, Overtime):
        raise BadRequest("tournament-overtime-rules")
    if type(overtime_minutes) is not int or not 1 <= overtime_minutes <= MAX_OVERTIME_MINUTES:
        raise BadRequest("tournament-overtime-minutes", most=str(MAX_OVERTIME_MINUTES))
    if type(round_minutes) is not int or not 0 <= round_minutes <= MAX_ROUND_MINUTES:
        raise BadRequest("tournament-round-minutes", most=str(MAX_ROUND_MINUTES))
    if round_minutes == 0:
        return
    least = minimum_minutes(settings, games, timing)
    if round_minutes < least:
        allowance = move_allowance(settings.choice.pool, games, timing)
        move_minutes, move_seconds = divmod(allowance, 60)
        raise BadRequest(
            "tournament-round-too-short",
            minutes=str(round_minutes),
            clocks="some" if allowance else "none",
            best_of=settings.best_of,
            games=settings.best_of // 2 + 1,
            move_minutes=move_minutes,
            move_seconds=move_seconds,
            least=str(least),
        )


def round_end(record: TournamentRecord, now: datetime) -> datetime | None:
    """When a pairing opening ``now`` must be decided (``None``: no round time)."""
    minutes = record.config.round_minutes
    return now + timedelta(minutes=minutes) if minutes else None


# ---- the schedule ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundEnd:
    """One line of the published schedule. ``round``: the Swiss or round robin round (0 for a
    bracket match, named by ``key``); ``ends``: when its time runs out, or for a round not
    begun the latest it can end (every round before it using all its time); ``left``: while
    paused, the time the round still has (the round clock stops); ``deciding``: the time is up
    and the organiser decides until ``ends``."""

    round: int
    key: str | None
    ends: datetime
    latest: bool = False
    left: timedelta | None = None
    deciding: bool = False


def schedule(
    record: TournamentRecord, lives: Sequence[LivePairing], *, later_rounds: int = 6
) -> list[RoundEnd]:
    """The round schedule of a running tournament with a round time: the rounds (Swiss, round
    robin) or matches (brackets) being played with their end, then up to ``later_rounds``
    rounds to come with their latest end. Empty without a round time or before the start."""
    config = record.config
    if not config.round_minutes or record.core is None or record.phase.over:
        return []
    t = record.core
    paused = record.paused_at if record.phase is Phase.PAUSED else None
    by_round: dict[tuple[int, str | None], RoundEnd] = {}
    for live in lives:
        deciding = live.round_ends is None and live.overtime_ends is not None
        ends = live.overtime_ends if deciding else live.round_ends
        if ends is None:
            continue
        key = None if not t.format.elimination else live.key
        left = max(ends - paused, timedelta(0)) if paused is not None else None
        entry = RoundEnd(0 if key else live.round, key, ends, False, left, deciding)
        seen = by_round.get((entry.round, key))
        if seen is None or entry.ends > seen.ends:
            by_round[(entry.round, key)] = entry
    out = sorted(by_round.values(), key=lambda e: (e.ends, e.key or ""))
    if t.format.elimination or not out or paused is not None:
        return out  # while paused, the rounds to come wait for the resume to be known
    current = T.current_round(t)
    total = t.settings.rounds if t.format is Format.SWISS else len(T.rounds(t))
    step = timedelta(minutes=config.round_minutes)
    if config.overtime is Overtime.ORGANISER:
        step += timedelta(minutes=config.overtime_minutes)
    last = max(e.ends for e in out)
    for n in range(current + 1, min(total, current + later_rounds) + 1):
        out.append(RoundEnd(n, None, last + step * (n - current), latest=True))
    return out


def rounds_left_out(record: TournamentRecord, shown: Sequence[RoundEnd]) -> int:
    """How many rounds to come ``schedule`` did not list (Swiss and round robin)."""
    t = record.core
    if t is None or t.format.elimination or not shown:
        return 0
    total = t.settings.rounds if t.format is Format.SWISS else len(T.rounds(t))
    listed = max(e.round for e in shown)
    return max(0, total - listed)
