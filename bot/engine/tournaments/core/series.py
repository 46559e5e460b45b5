"""Best-of-N matches (N = 1, 3 or 5): the games of one pairing, their seats and their games.

A ``Series`` is the list of finished games of one pairing (side a against side b). The service
asks it what comes next (``next_game_no``, ``seat0_side``, ``plan_next_game``), records each
finished game (``record_game``) and, once ``finished``, turns it into the pairing's
``Result`` (``series_result``).

Decisions (a best-of-N series is "first to ceil(N/2) wins"):

* A drawn game (Meridians move limit, Meuda, Meter after its move limit, Thwart Omega with the
  ``draw`` tie rule) counts ½ to each side. A side wins the series as soon as it has more than
  N/2 points and more than its opponent: with no draws that is "first to ceil(N/2) wins".
* A series level after N games is a draw where the format allows draws (Swiss, round robin);
  in an elimination bracket it goes on with one more game at a time ("sudden death") until a
  game is won.
* Seats alternate: side a sits in seat 0 (RULES.md §2: the first colour) in games 1, 3, 5, ...
  and side b in games 2, 4, ...
* Thwart Omega's tie rule (RULES.md §3, option ``tiebreak``) names a seat chosen by the
  tournament before the match (``TieSeat``, default: the higher seed, i.e. the smaller seed
  number); ``thwart_tiebreak`` gives the option value for one game and ``tiebreak_notice`` the
  sentence to show when the game is created.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum

from bot.engine.tournaments.core.game_choice import (
    AgreeOrBan,
    ChoiceRule,
    GameChoice,
    first_banner,
    rotation_game,
    series_pool,
    start_agree_or_ban,
)
from bot.engine.tournaments.core.model import JSON, EntrantId, Result, Side, TournamentError

BEST_OF = (1, 3, 5)


class TieSeat(StrEnum):
    """Which seat Thwart Omega's tie rule names in tournament games (RULES.md §3)."""

    HIGHER_SEED = "higher-seed"
    LOWER_SEED = "lower-seed"
    REPLAY = "replay"  # no seat named: identical group sizes replay the game


@dataclass(frozen=True, slots=True)
class SeriesGame:
    """One finished game of a series: which game, which side sat in seat 0, who won."""

    game: str
    seat0: Side
    winner: Side | None  # a side of the pairing, ``None`` for a draw

    def to_json(self) -> dict[str, JSON]:
        return {"game": self.game, "seat0": self.seat0, "winner": self.winner}


@dataclass(frozen=True, slots=True)
class Series:
    best_of: int
    draws_allowed: bool
    games: tuple[SeriesGame, ...] = ()

    def __post_init__(self) -> None:
        if self.best_of not in BEST_OF:
            raise ValueError(f"best_of must be one of {BEST_OF}, not {self.best_of!r}")

    @property
    def score(self) -> tuple[float, float]:
        a = b = 0.0
        for game in self.games:
            if game.winner == 0:
                a += 1
            elif game.winner == 1:
                b += 1
            else:
                a += 0.5
                b += 0.5
        return a, b

    @property
    def finished(self) -> bool:
        return _decided(self.best_of, self.draws_allowed, self.score, len(self.games))

    @property
    def winner(self) -> Side | None:
        """The side that won the series (``None`` while running or for a drawn series)."""
        if not self.finished:
            return None
        a, b = self.score
        return 0 if a > b else 1 if b > a else None

    @property
    def next_game_no(self) -> int:
        return len(self.games) + 1

    def to_json(self) -> dict[str, JSON]:
        return {
            "best_of": self.best_of,
            "draws_allowed": self.draws_allowed,
            "games": [g.to_json() for g in self.games],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Series:
        return cls(
            best_of=int(data["best_of"]),
            draws_allowed=bool(data["draws_allowed"]),
            games=tuple(
                SeriesGame(str(g["game"]), _side(g["seat0"]), _maybe_side(g["winner"]))
                for g in data.get("games", [])
            ),
        )


def _decided(best_of: int, draws_allowed: bool, score: tuple[float, float], played: int) -> bool:
    """Whether a series with this score after ``played`` games is over (the Decisions above)."""
    a, b = score
    if max(a, b) > best_of / 2 and a != b:
        return True
    return draws_allowed and played >= best_of


def can_end(best_of: int, draws_allowed: bool, score: tuple[float, float]) -> bool:
    """Whether some run of games ends a series with exactly ``score`` (side a's games first):
    the series is not over before its last game and is over after it. ``2½-1½`` ends a
    bracket's best of 3 (level after three games, then a sudden-death win); ``3-0`` ends none."""
    a, b = score
    if a < 0 or b < 0 or 2 * a != int(2 * a) or 2 * b != int(2 * b) or a + b != int(a + b):
        return False
    played = int(a + b)
    if played > best_of + 1:
        # Past the first sudden-death game only a level series goes on (a draw adds ½ to
        # each side), so the last game starts level: the same as one game after best_of.
        shift = (played - best_of - 1) / 2
        played, a, b = best_of + 1, a - shift, b - shift
        if a < 0 or b < 0:
            return False
    going = {(0.0, 0.0)}  # the scores of series not over yet, after ``games`` games
    for games in range(1, played + 1):
        after = {
            (x + dx, y + dy) for x, y in going for dx, dy in ((1.0, 0.0), (0.0, 1.0), (0.5, 0.5))
        }
        if games == played:
            return (a, b) in {s for s in after if _decided(best_of, draws_allowed, s, games)}
        going = {s for s in after if not _decided(best_of, draws_allowed, s, games)}
    return False


def _side(value: JSON) -> Side:
    if value in (0, 1):
        return 0 if value == 0 else 1
    raise ValueError(f"not a side: {value!r}")


def _maybe_side(value: JSON) -> Side | None:
    return None if value is None else _side(value)


def seat0_side(game_no: int) -> Side:
    """The side of the pairing in seat 0 in game ``game_no`` (1-based): a, b, a, b, ..."""
    return 0 if game_no % 2 == 1 else 1


def record_game(series: Series, game: str, winner: Side | None) -> Series:
    """``series`` with one more finished game; ``TournamentError`` if it is already over."""
    if series.finished:
        raise TournamentError("tournament-series-decided")
    entry = SeriesGame(game, seat0_side(series.next_game_no), winner)
    return replace(series, games=(*series.games, entry))


def series_result(series: Series) -> Result:
    """The pairing's result once the series is finished (``games`` holds the game score)."""
    if not series.finished:
        raise TournamentError("tournament-series-undecided")
    winner = series.winner
    if winner is None:
        return Result.draw(games=series.score)
    return Result.win(winner, games=series.score)


def plan_next_game(
    choice: GameChoice, round_no: int, a: EntrantId, b: EntrantId, series: Series
) -> str | AgreeOrBan:
    """The next game's name (fixed, rotation) or a fresh agree-or-ban procedure to run first."""
    game_no = series.next_game_no
    if choice.rule is not ChoiceRule.AGREE_OR_BAN:
        return rotation_game(choice, round_no, game_no)
    previous = series.games[-1].winner if series.games else None
    pool = series_pool(choice, [g.game for g in series.games])
    if len(pool) == 1:
        return pool[0]
    return start_agree_or_ban(pool, first_banner(a, b, game_no, previous))


def thwart_tiebreak(rule: TieSeat, seat0: EntrantId, seat1: EntrantId) -> str:
    """The Thwart Omega ``tiebreak`` option for a game with ``seat0`` and ``seat1`` (entrant
    seeds): ``seat0``/``seat1`` names the seat that wins an exact tie, ``replay`` names none."""
    if rule is TieSeat.REPLAY:
        return "replay"
    higher = 0 if seat0 < seat1 else 1
    named = higher if rule is TieSeat.HIGHER_SEED else 1 - higher
    return f"seat{named}"


def tiebreak_notice(
    rule: TieSeat, seat0: tuple[EntrantId, str], seat1: tuple[EntrantId, str]
) -> dict[str, JSON]:
    """What to announce before a tournament Thwart Omega game about an exact tie, as facts the
    room words (``tourn-tie-notice``): ``{"rule": "replay"}``, or who wins it, e.g.
    ``{"rule": "higher", "name": "Alice", "seed": 2, "seat": 1}``. ``seat0``/``seat1`` are
    (seed, name)."""
    option = thwart_tiebreak(rule, seat0[0], seat1[0])
    if option == "replay":
        return {"rule": "replay"}
    seat = 0 if option == "seat0" else 1
    seed, name = (seat0, seat1)[seat]
    which = "higher" if rule is TieSeat.HIGHER_SEED else "lower"
    return {"rule": which, "name": name, "seed": seed, "seat": seat}
