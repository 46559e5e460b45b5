"""Who is ahead when a paced round's time runs out (``Overtime.CLOCK``), and the pairing's result
that follows (``driver/pacing.py`` says when it is asked).

The games have no chess clock that runs down over the whole game: a turn-based game has a clock
per move (``Timing.move_seconds``, often none) and Thwart Omega a clock per sealed round. So
"ahead on the clock" is decided as follows:

* **Turn-based games**: the player who has used less thinking time in the game is ahead. A
  player's time is the sum, over their moves, of the time from the move before (the match's
  start for the first) to theirs, plus, for the player to move, the time since the last move.
  Equal times (to the microsecond): nobody is ahead.
* **Sealed-round games** (Thwart Omega, RULES.md §3): both players have the same round clock,
  so the position decides: the game's own winner rule applied to the board now (the higher
  score, then the group sizes largest first, then the seat rule the tournament gave the match
  from ``tie_seat``); a full tie with no seat rule: nobody is ahead.

The pairing's result then (``result_after``): the judged game counts in the series like a game
won (or drawn, when nobody is ahead); a series that is over with it gives its result; else the
side ahead in games wins; level in games, the winner of the judged game; still level (nobody
ahead, or no game was under way: the game was still being chosen), a draw where the match may
end drawn (Swiss, round robin), else the better seed (a bracket match, a play-off for first).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from bot.engine.games import Games, find_game, has_sealed_rounds
from bot.engine.model import MatchRecord, MoveRecord
from bot.engine.tournaments.core import series as S
from bot.engine.tournaments.core.model import Result, Side
from rules.thwart_omega import judge, product


@dataclass(frozen=True, slots=True)
class Judgement:
    """The running game judged: ``seat`` ahead (``None``: nobody); ``how``: ``time`` (``used``:
    seconds of thinking by seat) or ``score`` (``scores`` by seat; ``tie`` names the rule that
    broke a tie on score: ``group-sizes`` or ``tie-seat0``/``tie-seat1``)."""

    seat: int | None
    how: str
    used: tuple[float, float] | None = None
    scores: tuple[int, int] | None = None
    tie: str | None = None


def judged(games: Games, match: MatchRecord, moves: list[MoveRecord], now: datetime) -> Judgement:
    """Who is ahead in ``match`` at ``now`` (the module docstring)."""
    game = find_game(games, match.game_id)
    state = game.from_json(match.state)
    if has_sealed_rounds(game):
        sizes = [list(game.group_sizes(state, game.colour_of(state, seat))) for seat in (0, 1)]
        winner, reason = judge(sizes[0], sizes[1], str(match.options.get("tiebreak", "replay")))
        scores = (product(sizes[0]), product(sizes[1]))
        return Judgement(winner, "score", scores=scores, tie=None if reason == "score" else reason)
    used = [0.0, 0.0]
    last = match.created_at
    for move in (m for m in moves if m.game_no == match.game_no):
        used[move.seat] += (move.played_at - last).total_seconds()
        last = move.played_at
    for seat in game.seats_to_act(state):
        used[seat] += max((now - last).total_seconds(), 0.0)
    ahead = None if used[0] == used[1] else (0 if used[0] < used[1] else 1)
    return Judgement(ahead, "time", used=(used[0], used[1]))


def result_after(
    series: S.Series,
    game: str | None,
    ahead: Side | None,
    *,
    draws_allowed: bool,
    better_seed: Side,
) -> tuple[S.Series, Result, str]:
    """The series with the judged game counted (``game``: ``None`` when none was under way),
    the pairing's result, and what decided it: ``series`` (the series was over with it or a
    side was ahead in games), ``game`` (level in games: the judged game), ``draw`` or
    ``seed``."""
    if game is not None:
        series = S.record_game(series, game, ahead)
    if series.finished:
        return series, S.series_result(series), "series"
    a, b = series.score
    games = (a, b) if series.games else None
    if a != b:
        return series, Result.win(0 if a > b else 1, games=games), "series"
    if game is not None and ahead is not None:
        return series, Result.win(ahead, games=games), "game"
    if draws_allowed:
        return series, Result.draw(games=games), "draw"
    return series, Result.win(better_seed, games=games), "seed"
