"""A tournament's settings: format, rounds, tie-breaks, series length, game choice, tie seat.

``Settings.checked(n)`` validates them for ``n`` entrants and raises ``TournamentError`` with a
sentence for the organiser; ``to_json``/``from_json`` store them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.engine.tournaments.core.game_choice import GameChoice
from bot.engine.tournaments.core.model import (
    JSON,
    MAX_ENTRANTS,
    MIN_ENTRANTS,
    Format,
    Playoff,
    TieBreak,
    TournamentError,
    Unplayed,
)
from bot.engine.tournaments.core.round_robin import MAX_CYCLES
from bot.engine.tournaments.core.series import BEST_OF, TieSeat

# Entrant limits per format: brackets up to ``MAX_ENTRANTS``; a Swiss may be bigger (the benchmark
# pairs 256); a round robin of more than 32 would take too many rounds to finish.
MAX_SWISS = 256
MAX_ROUND_ROBIN = 32
# The second stage: a bracket of the best ``top_cut`` of a Swiss or round robin.
TOP_CUTS = (4, 8, 16, 32)
# A round robin in groups: 3 to 8 players each.
MIN_GROUP = 3
MAX_GROUP = 8

DEFAULT_TIE_BREAKS: dict[Format, tuple[TieBreak, ...]] = {
    Format.SWISS: (TieBreak.MEDIAN_BUCHHOLZ, TieBreak.BUCHHOLZ, TieBreak.SONNEBORN_BERGER),
    Format.ROUND_ROBIN: (TieBreak.SONNEBORN_BERGER, TieBreak.WINS),
    Format.SINGLE: (),
    Format.DOUBLE: (),
}


def swiss_rounds_for(n: int) -> int:
    """A sensible default number of Swiss rounds: ceil(log2 n) + 1, at most n - 1."""
    return max(1, min(n - 1, (n - 1).bit_length() + 1))


@dataclass(frozen=True, slots=True)
class Settings:
    """How a tournament runs. ``rounds`` is the Swiss round count (0: ``swiss_rounds_for``);
    ``tie_breaks`` empty means the format's defaults; ``bye_points`` is what a Swiss pairing bye
    scores (1, ½ or 0); ``unplayed``: how a Swiss's tie-breaks count unplayed rounds
    (``standings``; FIDE 2026 by default; events stored with another rule keep it, and stored
    settings without one are from before the 2024 rule: FIDE 2009); ``third_place``: a single
    elimination plays a third-place match; ``playoff``: when a Swiss or round robin ends with a
    play-off for first place (``Playoff``). ``top_cut``: 0 for one stage; 4, 8, 16 or 32 for a
    second stage in which the best of a Swiss or round robin by its standings play a bracket of
    that size in ``top_cut_format`` (single or double elimination). ``group_size``: a round robin
    played in groups of this many players (3 to 8; 0: one group of everyone)."""

    choice: GameChoice
    format: Format = Format.SINGLE
    rounds: int = 0
    cycles: int = 1
    tie_breaks: tuple[TieBreak, ...] = field(default=())
    bye_points: float = 1.0
    best_of: int = 1
    tie_seat: TieSeat = TieSeat.HIGHER_SEED
    unplayed: Unplayed = Unplayed.FIDE_2026
    third_place: bool = False
    playoff: Playoff = Playoff.OFF
    top_cut: int = 0
    top_cut_format: Format = Format.SINGLE
    group_size: int = 0

    @property
    def order(self) -> tuple[TieBreak, ...]:
        """The tie-breaks in use (the format's defaults if none were chosen)."""
        return self.tie_breaks or DEFAULT_TIE_BREAKS[self.format]

    def checked(self, n: int) -> Settings:
        """``self`` with the Swiss round count filled in, if it suits ``n`` entrants."""
        limit = {Format.SWISS: MAX_SWISS, Format.ROUND_ROBIN: MAX_ROUND_ROBIN}.get(
            self.format, MAX_ENTRANTS
        )
        if not MIN_ENTRANTS <= n <= limit:
            raise TournamentError(
                "tournament-field-size",
                format=self.format.value,
                least=MIN_ENTRANTS,
                most=limit,
                count=n,
            )
        self.choice.checked()
        if self.best_of not in BEST_OF:
            raise TournamentError("tournament-best-of")
        if self.bye_points not in (0.0, 0.5, 1.0):
            raise TournamentError("tournament-bye-points")
        if len(set(self.tie_breaks)) != len(self.tie_breaks):
            raise TournamentError("tournament-tie-break-twice")
        rounds = self.rounds
        if self.format is Format.SWISS:
            rounds = rounds or swiss_rounds_for(n)
            if not 1 <= rounds <= n - 1:
                raise TournamentError("tournament-swiss-rounds", count=n, most=n - 1, rounds=rounds)
        if self.format is Format.ROUND_ROBIN and not 1 <= self.cycles <= MAX_CYCLES:
            raise TournamentError("tournament-cycles", most=MAX_CYCLES)
        self.places_checked()
        self.stages_checked(n)
        return Settings(
            choice=self.choice,
            format=self.format,
            rounds=rounds,
            cycles=self.cycles,
            tie_breaks=self.tie_breaks,
            bye_points=self.bye_points,
            best_of=self.best_of,
            tie_seat=self.tie_seat,
            unplayed=self.unplayed,
            third_place=self.third_place,
            playoff=self.playoff,
            top_cut=self.top_cut,
            top_cut_format=self.top_cut_format,
            group_size=self.group_size,
        )

    def places_checked(self) -> None:
        """A sentence if the options deciding places do not suit the format: the third-place
        match is single elimination's (a double elimination decides third place itself; with a
        top cut, the bracket's format decides), the
        play-off for first a Swiss's or a round robin's (a bracket's final decides first)."""
        bracket = self.top_cut_format if self.top_cut else self.format
        if self.third_place and bracket is not Format.SINGLE:
            raise TournamentError("tournament-third-place-single")
        if self.playoff is not Playoff.OFF and self.format.elimination:
            raise TournamentError("tournament-playoff-league")

    def stages_checked(self, n: int | None = None) -> None:
        """A sentence if the second stage (``top_cut``) or the groups do not suit the format or
        ``n`` entrants (``None``: the field is not known yet): a top cut follows a Swiss or a
        round robin, is 4, 8, 16 or 32 players of single or double elimination, smaller than
        the field, and decides first place itself (no play-off for first); groups are a round
        robin's, of 3 to 8 players, and need a top cut to bring them together."""
        if self.group_size:
            if self.format is not Format.ROUND_ROBIN:
                raise TournamentError("tournament-groups-round-robin")
            if not MIN_GROUP <= self.group_size <= MAX_GROUP:
                raise TournamentError(
                    "tournament-group-size", least=MIN_GROUP, most=MAX_GROUP, size=self.group_size
                )
            if not self.top_cut:
                raise TournamentError("tournament-groups-need-cut")
        if not self.top_cut:
            return
        if self.format.elimination:
            raise TournamentError("tournament-cut-after-league")
        if self.top_cut not in TOP_CUTS:
            raise TournamentError("tournament-cut-sizes", cut=self.top_cut)
        if not self.top_cut_format.elimination:
            raise TournamentError("tournament-cut-format")
        if self.playoff is not Playoff.OFF:
            raise TournamentError("tournament-cut-and-playoff")
        if n is not None and self.top_cut >= n:
            raise TournamentError("tournament-cut-too-big", cut=self.top_cut, count=n)

    def to_json(self) -> dict[str, JSON]:
        return {
            "choice": self.choice.to_json(),
            "format": self.format.value,
            "rounds": self.rounds,
            "cycles": self.cycles,
            "tie_breaks": [t.value for t in self.tie_breaks],
            "bye_points": self.bye_points,
            "best_of": self.best_of,
            "tie_seat": self.tie_seat.value,
            "unplayed": self.unplayed.value,
            "third_place": self.third_place,
            "playoff": self.playoff.value,
            "top_cut": self.top_cut,
            "top_cut_format": self.top_cut_format.value,
            "group_size": self.group_size,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Settings:
        return cls(
            choice=GameChoice.from_json(data["choice"]),
            format=Format(data["format"]),
            rounds=int(data.get("rounds", 0)),
            cycles=int(data.get("cycles", 1)),
            tie_breaks=tuple(TieBreak(t) for t in data.get("tie_breaks", [])),
            bye_points=float(data.get("bye_points", 1.0)),
            best_of=int(data.get("best_of", 1)),
            tie_seat=TieSeat(data.get("tie_seat", TieSeat.HIGHER_SEED)),
            unplayed=Unplayed(data.get("unplayed", Unplayed.FIDE_2009)),
            third_place=bool(data.get("third_place", False)),
            playoff=Playoff(data.get("playoff", Playoff.OFF)),
            top_cut=int(data.get("top_cut", 0)),
            top_cut_format=Format(data.get("top_cut_format", Format.SINGLE)),
            group_size=int(data.get("group_size", 0)),
        )
