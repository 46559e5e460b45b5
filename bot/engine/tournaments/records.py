"""What the tournament service stores: the tournament, its sign-ups, the pairings being played,
the matches it created and its audit log (frozen, slotted values; the storage port reads and
writes them, the service changes them with ``dataclasses.replace``).

The pure core's ``Tournament`` (``bot.engine.tournaments.core``) is kept whole inside the record as
JSON (``core``); everything that waits — sign-ups, check-in, the game being chosen or played
for each pairing, deadlines — lives in the records here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum

from bot.engine.model import JSON, Timing, UserId
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.game_choice import AgreeOrBan
from bot.engine.tournaments.core.model import MAX_ENTRANTS, EntrantId, Format, Side
from bot.engine.tournaments.core.series import Series
from bot.engine.tournaments.core.settings import MAX_ROUND_ROBIN, MAX_SWISS, Settings

# The most players a format takes (brackets: ``MAX_ENTRANTS``); ``TournamentConfig.cap``.
LIMITS = {Format.SWISS: MAX_SWISS, Format.ROUND_ROBIN: MAX_ROUND_ROBIN}
MAX_WAITLIST = 64  # sign-ups beyond the cap that may wait for a seat


class Phase(StrEnum):
    """Where a tournament is in its life."""

    SIGNUP = "signup"  # the Join button works
    CHECKIN = "checkin"  # the Check-in button works (joining still does, and checks in)
    RUNNING = "running"
    PAUSED = "paused"  # running games go on; nothing new starts, no deadline fires
    FINISHED = "finished"
    CANCELLED = "cancelled"

    @property
    def before_start(self) -> bool:
        return self in (Phase.SIGNUP, Phase.CHECKIN)

    @property
    def over(self) -> bool:
        return self in (Phase.FINISHED, Phase.CANCELLED)


class Overtime(StrEnum):
    """How a match still unfinished when its paced round's time runs out is decided."""

    CLOCK = "clock"  # the player with more time on their clock wins
    DOUBLE_LOSS = "double-loss"  # both players lose
    ORGANISER = "organiser"  # the organiser decides within ``overtime_minutes``


class NoShow(StrEnum):
    """What a pairing deadline does to a player who never showed up."""

    FORFEIT = "forfeit"  # they lose by forfeit (both absent: both lose); the organiser is told
    NOTIFY = "notify"  # only the organiser is told


@dataclass(frozen=True, slots=True)
class TournamentConfig:
    """How the service runs a tournament around the core's ``Settings``.

    ``checkin_minutes``: the check-in window before the start (0: no check-in, everyone who
    joined plays). ``deadline_minutes``: each pairing must be under way by then, counted from
    the moment it can be played (0: no deadline). ``choice_minutes``: each agree-or-ban step
    (the picks, each ban turn) waits this long before a missing pick or ban is made for the
    player. ``options``: game options per game id (e.g. board sizes). ``timing``: the match
    clocks (``None``: the server's defaults). ``seed_list``: the organiser's manual seeding
    (``SignUp.set_seeds``): the players listed take seeds 1, 2, ... in that order, everyone
    else follows by ``seeding``. ``reminder_minutes``: check-in reminds those not checked in
    this long before the start (at most half-way through the window; 0: no reminder).
    ``public_threads``: each match is played in a public thread anyone in the channel may
    watch (one "started a thread" line in the channel per match); by default a private one
    (its players, the organiser, whoever they invite, and moderators). ``watchers``: other
    organisers (server managers, the organiser role) who asked with ``/host watch`` to be added
    to every match thread, like the organiser is. ``round_minutes``: a paced round's length
    (0: a round waits for its slowest match); when it runs out, each unfinished match is decided
    by ``overtime`` (``overtime_minutes``: how long the organiser has to decide one).
    """

    settings: Settings
    seeding: T.Seeding = T.Seeding.RANDOM
    checkin_minutes: int = 0
    deadline_minutes: int = 60
    choice_minutes: int = 10
    no_show: NoShow = NoShow.FORFEIT
    max_players: int | None = None
    options: Mapping[str, Mapping[str, JSON]] = field(default_factory=dict)
    timing: Timing | None = None
    seed_list: tuple[UserId, ...] = ()  # the organiser's seeds: these first, in this order
    reminder_minutes: int = 5  # check-in reminder this long before the start (0: none)
    public_threads: bool = False
    watchers: tuple[UserId, ...] = ()
    round_minutes: int = 0
    overtime: Overtime = Overtime.CLOCK
    overtime_minutes: int = 10

    @property
    def cap(self) -> int:
        """The seats: ``max_players``, or the format's limit. Sign-ups beyond it wait on the
        waitlist, in entry order."""
        return self.max_players or LIMITS.get(self.settings.format, MAX_ENTRANTS)

    def to_json(self) -> dict[str, JSON]:
        return {
            "settings": self.settings.to_json(),
            "seeding": self.seeding.value,
            "checkin_minutes": self.checkin_minutes,
            "deadline_minutes": self.deadline_minutes,
            "choice_minutes": self.choice_minutes,
            "no_show": self.no_show.value,
            "max_players": self.max_players,
            "options": {g: dict(o) for g, o in self.options.items()},
            "timing": None if self.timing is None else self.timing.to_json(),
            "seed_list": list(self.seed_list),
            "reminder_minutes": self.reminder_minutes,
            "public_threads": self.public_threads,
            "watchers": list(self.watchers),
            "round_minutes": self.round_minutes,
            "overtime": self.overtime.value,
            "overtime_minutes": self.overtime_minutes,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> TournamentConfig:
        timing = data.get("timing")
        return cls(
            settings=Settings.from_json(data["settings"]),
            seeding=T.Seeding(data.get("seeding", T.Seeding.RANDOM)),
            checkin_minutes=int(data.get("checkin_minutes", 0)),
            deadline_minutes=int(data.get("deadline_minutes", 60)),
            choice_minutes=int(data.get("choice_minutes", 10)),
            no_show=NoShow(data.get("no_show", NoShow.FORFEIT)),
            max_players=data.get("max_players"),
            options={str(g): dict(o) for g, o in data.get("options", {}).items()},
            timing=None if timing is None else Timing.from_json(timing),
            seed_list=tuple(int(u) for u in data.get("seed_list", [])),
            reminder_minutes=int(data.get("reminder_minutes", 0)),  # none before it existed
            public_threads=bool(data.get("public_threads", False)),
            watchers=tuple(int(u) for u in data.get("watchers", [])),
            round_minutes=int(data.get("round_minutes", 0)),
            overtime=Overtime(data.get("overtime", Overtime.CLOCK)),
            overtime_minutes=int(data.get("overtime_minutes", 10)),
        )


@dataclass(frozen=True, slots=True)
class TournamentListing:
    """A line of a server's list of tournaments (``/tournament list``, the tournament
    suggestions): what it shows, without the bracket, which takes up to 1.4 ms to read for a big
    one, and a server's list holds its whole history."""

    id: int
    name: str
    phase: Phase
    format: Format


@dataclass(frozen=True, slots=True)
class TournamentRecord:
    """One tournament. ``core`` is the pure tournament once started. ``starts_at`` /
    ``checkin_at``: when it starts and its check-in opens by itself (``None``: by the
    organiser's command). ``announced_round``: the last Swiss or round robin round announced.
    ``message_id``: the Discord layer's bracket or standings message (edited as results come)."""

    id: int
    guild_id: int
    channel_id: int
    name: str
    organiser_id: UserId
    phase: Phase
    config: TournamentConfig
    seed: int
    created_at: datetime
    updated_at: datetime
    starts_at: datetime | None = None
    checkin_at: datetime | None = None
    paused_at: datetime | None = None
    core: T.Tournament | None = None
    announced_round: int = 0
    message_id: int | None = None

    @property
    def started(self) -> T.Tournament:
        if self.core is None:
            raise ValueError(f"tournament {self.id} has not started")
        return self.core


@dataclass(frozen=True, slots=True)
class EntryRecord:
    """A sign-up (before the start; afterwards the core's entrants are the truth)."""

    tournament_id: int
    user_id: UserId
    name: str
    joined_at: datetime
    checked_in: bool = False


class LiveStatus(StrEnum):
    LIVE = "live"
    CLOSED = "closed"


@dataclass(frozen=True, slots=True)
class LivePairing:
    """A pairing being played: its series so far, the game being chosen (``choice``) or played
    (``match_id``), its deadlines and which sides have shown up.

    ``step`` counts the changes of the game choice, so a button made for an earlier step is
    refused. ``game`` is the game of the next (or current) game of the series once known.
    ``users`` are the people behind sides a and b when the pairing opened (a replacement by the
    organiser restarts the current game with the new person).
    """

    tournament_id: int
    key: str
    round: int
    a: EntrantId
    b: EntrantId
    users: tuple[UserId, UserId]
    series: Series
    opened_at: datetime
    status: LiveStatus = LiveStatus.LIVE
    choice: AgreeOrBan | None = None
    step: int = 0
    game: str | None = None
    match_id: int | None = None
    deadline: datetime | None = None
    choice_deadline: datetime | None = None
    showed: frozenset[Side] = frozenset()
    # Paced rounds (``driver/pacing.py``): when this pairing's round time runs out, and when
    # the organiser's time to decide it runs out (``Overtime.ORGANISER``); ``None``: none.
    round_ends: datetime | None = None
    overtime_ends: datetime | None = None

    def side_of_user(self, user_id: UserId) -> Side | None:
        if user_id == self.users[0]:
            return 0
        if user_id == self.users[1]:
            return 1
        return None

    @property
    def live(self) -> bool:
        return self.status is LiveStatus.LIVE


@dataclass(frozen=True, slots=True)
class TournamentMatch:
    """A match the service created: which pairing, which game of its series, which side sat in
    seat 0."""

    match_id: int
    tournament_id: int
    key: str
    game_no: int
    seat0: Side


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One organiser action, kept for good (``id`` is assigned by the store)."""

    id: int
    tournament_id: int
    at: datetime
    actor_id: UserId
    action: str
    details: str


@dataclass(frozen=True, slots=True)
class ServerTournaments:
    """A server's tournament settings (``/host`` configuration, server managers only): the
    organiser role; the role the players of a running tournament wear (given at the start,
    taken at the end; round pings name it) and the champion's role (the last champion loses
    it); the time zone in which organisers type start times (an IANA name)."""

    organiser_role_id: int | None = None
    participant_role_id: int | None = None
    champion_role_id: int | None = None
    time_zone: str = "UTC"
