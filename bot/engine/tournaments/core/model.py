"""The tournament vocabulary: entrants, slots, pairings, results and settings (all plain values).

Every value here is a frozen, slotted dataclass or an Enum and turns into plain JSON and back
(``to_json`` / ``from_json``), so the service can keep a whole tournament in one SQLite column.

Words used everywhere in this package:

* An **entrant** is identified by its **seed** (``EntrantId``, 1 = the top seed). The seed never
  changes once the tournament starts, even when the organiser replaces the person behind it.
* A **slot** is one side of a pairing: an entrant's seed, ``TBD`` (not known yet: the winner of
  an unfinished match) or ``BYE`` (nobody will ever come: a bye, or a walkover).
* A **pairing** is one match of the tournament between side ``a`` and side ``b``; side ``a`` sits
  in seat 0 (RULES.md §2: the first colour) in the first game of the match.
* A **result** gives both sides' points (1, ½ or 0) and says whether the match was played.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal, TypeAlias

from bot.engine.errors import EngineError

EntrantId: TypeAlias = int
TBD: Literal["tbd"] = "tbd"
BYE: Literal["bye"] = "bye"
Slot: TypeAlias = EntrantId | Literal["tbd", "bye"]
Side: TypeAlias = Literal[0, 1]

JSON: TypeAlias = Any  # a plain JSON value

MIN_ENTRANTS = 2
MAX_ENTRANTS = 128  # a bracket of 128 still reads as pages; Swiss and round robin use it too
MAX_NAME = 100


class TournamentError(EngineError):
    """A tournament request that cannot be done: a message of ``bot/engine/tournaments/locales/``
    and its arguments (``EngineError``)."""


class Format(StrEnum):
    SINGLE = "single-elimination"
    DOUBLE = "double-elimination"
    ROUND_ROBIN = "round-robin"
    SWISS = "swiss"

    @property
    def elimination(self) -> bool:
        return self in (Format.SINGLE, Format.DOUBLE)


class Status(StrEnum):
    """An entrant still playing, or out of the tournament before its end (past results stay)."""

    ACTIVE = "active"
    DROPPED = "dropped"
    DISQUALIFIED = "disqualified"


class Kind(StrEnum):
    """How a result came about. Only ``PLAYED`` results count as games for the tie-breaks."""

    PLAYED = "played"
    FORFEIT = "forfeit"  # one side (or both) did not play: no-show, drop, disqualification
    BYE = "bye"  # no opponent this round


class TieBreak(StrEnum):
    """The tie-breaks an organiser can order (see ``standings``), each with the acronym FIDE's
    tie-break regulations give it (C.07, 2024, Article 5 table), shown as its column title."""

    BUCHHOLZ = "buchholz"
    BUCHHOLZ_CUT1 = "buchholz-cut-1"
    MEDIAN_BUCHHOLZ = "median-buchholz"
    SONNEBORN_BERGER = "sonneborn-berger"
    WINS = "wins"

    @property
    def label(self) -> str:
        return _TIE_BREAK_LABELS[self]


_TIE_BREAK_LABELS = {
    TieBreak.BUCHHOLZ: "BH",
    TieBreak.BUCHHOLZ_CUT1: "BH-C1",
    TieBreak.MEDIAN_BUCHHOLZ: "BH-M1",
    TieBreak.SONNEBORN_BERGER: "SB",
    TieBreak.WINS: "WIN",
}


class Unplayed(StrEnum):
    """How a Swiss counts unplayed rounds (byes, forfeits, absences) in the tie-breaks."""

    FIDE_2026 = "fide-2026"  # FIDE C.07 as amended in 2026 (in force 1 March 2026), Article 16
    FIDE_2024 = "fide-2024"  # FIDE C.07 Tie-Break Regulations (2024), Article 16
    FIDE_2009 = "fide-2009"  # the virtual opponent of the 80th FIDE Congress (2009)


class Playoff(StrEnum):
    """Whether a Swiss or round robin ends with a play-off for first place (``value.playoff``):
    never, when the leaders are level on points and on every tie-break (the tie nothing else
    breaks), or whenever they are level on points (FIDE C.07's play-off before tie-breaks)."""

    OFF = "off"
    UNBROKEN = "unbroken"
    POINTS = "points"


def is_entrant(slot: Slot) -> bool:
    """Whether ``slot`` holds an entrant (not ``TBD`` or ``BYE``)."""
    return isinstance(slot, int)


@dataclass(frozen=True, slots=True)
class Entrant:
    """One place in the tournament: its seed, the person holding it now and their status.

    A late entrant of a Swiss (``tournament.enter_late``) missed the first ``missed`` rounds
    and was given ``missed_points`` (0 or ½) for each of them; those rounds are unplayed."""

    seed: EntrantId
    player: int  # the service's id for the person (a Discord user id)
    name: str
    status: Status = Status.ACTIVE
    missed: int = 0
    missed_points: float = 0.0

    @property
    def active(self) -> bool:
        return self.status is Status.ACTIVE

    def to_json(self) -> dict[str, JSON]:
        data: dict[str, JSON] = {
            "seed": self.seed,
            "player": self.player,
            "name": self.name,
            "status": self.status,
        }
        if self.missed:
            data["missed"] = self.missed
            data["missed_points"] = self.missed_points
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Entrant:
        return cls(
            seed=int(data["seed"]),
            player=int(data["player"]),
            name=str(data["name"]),
            status=Status(data.get("status", Status.ACTIVE)),
            missed=int(data.get("missed", 0)),
            missed_points=float(data.get("missed_points", 0.0)),
        )


@dataclass(frozen=True, slots=True)
class Result:
    """The end of one pairing: ``points`` of side a and side b, how it came about, and for a
    best-of-N series the game score (``games``, drawn games counting ½ each)."""

    points: tuple[float, float]
    kind: Kind = Kind.PLAYED
    games: tuple[float, float] | None = None

    def __post_init__(self) -> None:
        allowed = {(1.0, 0.0), (0.0, 1.0), (0.5, 0.5), (0.0, 0.0)}
        if self.kind is Kind.BYE:
            if self.points[1] != 0 or self.points[0] not in (0.0, 0.5, 1.0):
                raise ValueError(f"a bye scores 0, ½ or 1 for side a, not {self.points!r}")
        elif (float(self.points[0]), float(self.points[1])) not in allowed:
            raise ValueError(f"points must be a win, a draw or a double loss, not {self.points!r}")
        if self.points == (0.0, 0.0) and self.kind is Kind.PLAYED:
            raise ValueError("only a forfeit can leave both sides without a point")

    @classmethod
    def win(
        cls, side: Side, *, forfeit: bool = False, games: tuple[float, float] | None = None
    ) -> Result:
        """Side ``side`` (0 = a, 1 = b) won; ``forfeit`` if the other side never played."""
        points = (1.0, 0.0) if side == 0 else (0.0, 1.0)
        return cls(points, Kind.FORFEIT if forfeit else Kind.PLAYED, games)

    @classmethod
    def draw(cls, *, games: tuple[float, float] | None = None) -> Result:
        return cls((0.5, 0.5), Kind.PLAYED, games)

    @classmethod
    def double_forfeit(cls) -> Result:
        """Neither side played: both lose (in an elimination bracket nobody advances)."""
        return cls((0.0, 0.0), Kind.FORFEIT)

    @classmethod
    def bye(cls, points: float = 1.0) -> Result:
        return cls((points, 0.0), Kind.BYE)

    @property
    def winner(self) -> Side | None:
        """The side with more points, or ``None`` for a draw or a double forfeit."""
        if self.points[0] > self.points[1]:
            return 0
        if self.points[1] > self.points[0]:
            return 1
        return None

    @property
    def played(self) -> bool:
        return self.kind is Kind.PLAYED

    def swapped(self) -> Result:
        """The same result seen from side b."""
        games = None if self.games is None else (self.games[1], self.games[0])
        return Result((self.points[1], self.points[0]), self.kind, games)

    def to_json(self) -> dict[str, JSON]:
        data: dict[str, JSON] = {"points": list(self.points), "kind": self.kind.value}
        if self.games is not None:
            data["games"] = list(self.games)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Result:
        games = data.get("games")
        return cls(
            points=(float(data["points"][0]), float(data["points"][1])),
            kind=Kind(data.get("kind", Kind.PLAYED)),
            games=None if games is None else (float(games[0]), float(games[1])),
        )


@dataclass(frozen=True, slots=True)
class Pairing:
    """One match of the tournament. ``key`` is stable and unique (``R3.2`` is round 3, board 2 of
    a Swiss or round robin; ``W2.1``, ``L3.2``, ``GF``, ``GF2`` are bracket matches); ``a`` takes
    seat 0 in the first game; ``result`` is ``None`` while the match is still to be played."""

    key: str
    round: int
    a: Slot
    b: Slot
    result: Result | None = None

    @property
    def entrants(self) -> tuple[EntrantId, ...]:
        return tuple(s for s in (self.a, self.b) if isinstance(s, int))

    @property
    def decided(self) -> bool:
        return self.result is not None

    def side_of(self, seed: EntrantId) -> Side:
        """0 if ``seed`` is side a, 1 if side b; ``ValueError`` if it is not in this pairing."""
        if self.a == seed:
            return 0
        if self.b == seed:
            return 1
        raise ValueError(f"entrant {seed} is not in pairing {self.key}")

    def points_of(self, seed: EntrantId) -> float:
        """The points ``seed`` got from this pairing (0 while it has no result)."""
        if self.result is None:
            return 0.0
        return self.result.points[self.side_of(seed)]

    def opponent_of(self, seed: EntrantId) -> Slot:
        return self.b if self.side_of(seed) == 0 else self.a

    def to_json(self) -> dict[str, JSON]:
        data: dict[str, JSON] = {"key": self.key, "round": self.round, "a": self.a, "b": self.b}
        if self.result is not None:
            data["result"] = self.result.to_json()
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Pairing:
        result = data.get("result")
        return cls(
            key=str(data["key"]),
            round=int(data["round"]),
            a=_slot(data["a"]),
            b=_slot(data["b"]),
            result=None if result is None else Result.from_json(result),
        )


def _slot(value: JSON) -> Slot:
    if value == TBD:
        return TBD
    if value == BYE:
        return BYE
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise ValueError(f"not a pairing slot: {value!r}")
