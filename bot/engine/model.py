"""The engine's vocabulary: the values stored and passed around (all frozen, slotted dataclasses).

Records (``MatchRecord``, ``ChallengeRecord``, ``MoveRecord``, ``Submission``, ``Timer``,
``OutboxItem``) are what the storage port reads and writes; the service changes them with
``dataclasses.replace``. Times are aware UTC datetimes. JSON-like fields hold plain JSON types.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

JSON = Any  # a plain JSON value (dict, list, str, int, float, bool, None)
UserId = int


class MatchStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"
    ABORTED = "aborted"


class ChallengeStatus(StrEnum):
    OPEN = "open"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    CANCELLED = "cancelled"
    EXPIRED = "expired"


class SeatChoice(StrEnum):
    """Who sits in seat 0 (the first colour, RULES.md §2): at random by default."""

    RANDOM = "random"
    FIRST = "first"  # the challenger takes seat 0
    SECOND = "second"  # the challenger takes seat 1


class PingPolicy(StrEnum):
    """Whom the bot's public match posts notify (a server setting, ``GuildSettings.pings``).
    A message always names the player; the policy decides whether naming them pings them.
    Reminders before a loss on time and answers someone must give (a result proposal) are not
    affected: they always reach the player."""

    ALL = "all"  # a direct challenge pings the challenged player, every turn the player to move
    CHALLENGES = "challenges"  # challenges and the start of a match ping; turns do not
    NONE = "none"  # challenges, match starts and turns name players without pinging them


class Proposal(StrEnum):
    """What a player proposes as the result by agreement (the Meridians "counting" end, §5)."""

    DRAW = "draw"
    I_WIN = "i-win"
    YOU_WIN = "you-win"


class TimerKind(StrEnum):
    CHALLENGE_EXPIRY = "challenge-expiry"  # target: a challenge
    ROUND_END = "round-end"  # target: a match; ref: the ply when the round opened
    MOVE_WARNING = "move-warning"  # target: a match; ref: the ply the clock runs for
    MOVE_TIMEOUT = "move-timeout"
    INACTIVITY = "inactivity"
    # Tournaments (``bot.engine.tournaments``): the service's next deadline (target: a
    # tournament), and a finished tournament match waiting to be recorded (target: the match).
    TOURNAMENT = "tournament"
    TOURNAMENT_MATCH_END = "tournament-match-end"
    # A finished match's thread is archived a while after the end (target: the match).
    THREAD_ARCHIVE = "thread-archive"
    # The computer opponent's turn (target: a match; ref: the ply it is to act at): due after
    # a short natural delay, then again later in case its thinking is lost (bot.engine.matches.computer).
    COMPUTER_MOVE = "computer-move"
    # The bot was removed from a server: its data is erased then (target: the server;
    # ``bot.engine.privacy``), unless the bot joins it again first.
    GUILD_ERASE = "guild-erase"
    # The server's daily puzzle (``bot.engine.puzzles.daily``; target: the server): yesterday's
    # is closed with its solution and today's posted, at the same local hour every day.
    DAILY_PUZZLE = "daily-puzzle"


# Timers that a bot outage must not turn against the players (the outage grace rule).
GRACE_TIMERS = frozenset({TimerKind.ROUND_END, TimerKind.MOVE_WARNING, TimerKind.MOVE_TIMEOUT})


class Audience(StrEnum):
    PUBLIC = "public"  # target: the match's channel (its thread if it has one)
    PRIVATE = "private"  # target: a user


# Reasons the match service records (RULES.md §8.1: the rules do not know these).
RESIGNATION = "resignation"
TIMEOUT = "timeout"
AGREEMENT = "agreement"
INACTIVITY = "inactivity"
ABANDONED = "abandoned"


@dataclass(frozen=True, slots=True)
class Timing:
    """A match's clocks. ``move_seconds`` applies to turn-based games only, ``round_seconds``
    to Thwart Omega rounds (RULES.md §3, default 60).

    ``grace_seconds`` > 0 turns a per-move timeout into a warning first: when the move clock
    runs out, the player is warned and has ``grace_seconds`` more before losing on time.
    ``reminders``: the player to move is also reminded privately when half and when a tenth of
    the time before a loss on time are left, so nobody loses on time unwarned
    (``flow.reminder_points``). A match keeps the value it started with; a match stored before
    the field existed has none.
    ``inactivity_seconds``: a match in which nothing happens for this long ends (see
    ``MatchService``).
    """

    round_seconds: int = 60
    move_seconds: int | None = None
    grace_seconds: int = 0
    inactivity_seconds: int = 7 * 24 * 3600
    reminders: bool = False

    def checked(self) -> Timing:
        """``self`` if every value is in range, else ``ValueError`` with a sentence for players."""
        wrong = self.out_of_range()
        if wrong is not None:
            name, low, high, value = wrong
            raise ValueError(
                f"The time setting {name.replace('_', ' ')} must be a whole number of "
                f"seconds from {low} to {high}, not {value!r}."
            )
        return self

    def out_of_range(self) -> tuple[str, int, int, object] | None:
        """The first setting out of its range, as (name, lowest, highest, value); else ``None``."""
        limits = {
            "round_seconds": (5, 24 * 3600),
            "move_seconds": (5, 30 * 24 * 3600),
            "grace_seconds": (0, 7 * 24 * 3600),
            "inactivity_seconds": (60, 365 * 24 * 3600),
        }
        for name, (low, high) in limits.items():
            value = getattr(self, name)
            if value is None and name == "move_seconds":
                continue
            if type(value) is not int or not low <= value <= high:
                return name, low, high, value
        return None

    def to_json(self) -> dict[str, JSON]:
        return {
            "round_seconds": self.round_seconds,
            "move_seconds": self.move_seconds,
            "grace_seconds": self.grace_seconds,
            "inactivity_seconds": self.inactivity_seconds,
            "reminders": self.reminders,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Timing:
        return cls(
            round_seconds=int(data["round_seconds"]),
            move_seconds=None if data.get("move_seconds") is None else int(data["move_seconds"]),
            grace_seconds=int(data.get("grace_seconds", 0)),
            inactivity_seconds=int(data["inactivity_seconds"]),
            reminders=bool(data.get("reminders", False)),
        )


@dataclass(frozen=True, slots=True)
class Result:
    """How a match ended: ``winner`` is a seat or ``None`` (draw / no result); ``reason`` is a
    rules reason (RULES.md §8.1) or one of the service's (``resignation``, ``timeout``, ...)."""

    winner: int | None
    reason: str
    scores: Mapping[int, float] = field(default_factory=dict)
    details: str = ""

    def to_json(self) -> dict[str, JSON]:
        return {
            "winner": self.winner,
            "reason": self.reason,
            "scores": {str(k): v for k, v in self.scores.items()},
            "details": self.details,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Result:
        return cls(
            winner=data["winner"],
            reason=data["reason"],
            scores={int(k): v for k, v in data.get("scores", {}).items()},
            details=data.get("details", ""),
        )


@dataclass(frozen=True, slots=True)
class Offer:
    """A pending result proposal by ``seat``: ``winner`` a seat or ``None`` for a draw, made at
    ``ply`` (any move withdraws it)."""

    seat: int
    winner: int | None
    ply: int

    def to_json(self) -> dict[str, JSON]:
        return {"seat": self.seat, "winner": self.winner, "ply": self.ply}

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Offer:
        return cls(seat=data["seat"], winner=data["winner"], ply=data["ply"])


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """Per-server settings (``/settings``): how long a challenge stays open, the default clocks
    and reminders, where challenges are made and whom they ping, when finished threads are
    archived, unplayed Thwart Omega rounds, computer opponents. Each applies to what starts
    after it changed."""

    challenge_seconds: int = 3600
    timing: Timing = Timing(reminders=True)  # new matches get reminders unless a server says no
    # Thwart Omega: this many rounds in a row with no move from either player abandon the
    # match, with no winner, so that a match both players walked away from does not hold them
    # forever (0: never).
    unplayed_rounds: int = 3
    thread_archive_seconds: int = 3600  # a finished match's thread is archived this much later
    computer_allowed: bool = True  # members may play the computer (a server may say no; /settings)
    # Where challenges are made: a text channel, or a category (any channel in it); None: any.
    play_channel_id: int | None = None
    lfg_role_id: int | None = None  # the "looking for a game" role an open challenge pings
    pings: PingPolicy = PingPolicy.ALL
    # The server's tournaments, matches, players and leaderboards have read-only web pages
    # (bot/web/, when the bot serves them: STONE_ARENA_WEB); off unless a manager turns it on.
    web_pages: bool = False
    # The language of the bot's public posts here ("en", "ko", "ja"); None: Discord's preferred
    # locale of the server. The cogs know the languages; the engine only keeps the choice.
    language: str | None = None
    # Where the daily puzzle is posted (a text channel; ``bot.engine.puzzles.daily``); None: no
    # daily puzzle (the default).
    daily_puzzle_channel_id: int | None = None

    def to_json(self) -> dict[str, JSON]:
        data: dict[str, JSON] = {
            "challenge_seconds": self.challenge_seconds,
            "timing": self.timing.to_json(),
            "unplayed_rounds": self.unplayed_rounds,
            "thread_archive_seconds": self.thread_archive_seconds,
            "computer_allowed": self.computer_allowed,
            "play_channel_id": self.play_channel_id,
            "lfg_role_id": self.lfg_role_id,
            "pings": str(self.pings),
            "web_pages": self.web_pages,
        }
        if self.language is not None:  # absent when unset: older fingerprints stay the same
            data["language"] = self.language
        if self.daily_puzzle_channel_id is not None:  # the same: absent when off
            data["daily_puzzle_channel_id"] = self.daily_puzzle_channel_id
        return data

    def version(self) -> str:
        """A short fingerprint of these settings: a settings panel carries the one it showed,
        so a change made from a panel that is out of date is refused instead of applied."""
        text = json.dumps(self.to_json(), sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()[:12]

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> GuildSettings:
        default = cls()
        timing = data.get("timing")
        stored = default.timing
        if timing:  # settings saved before reminders existed keep the default (on)
            stored = Timing.from_json({"reminders": default.timing.reminders, **timing})
        return cls(
            challenge_seconds=int(data.get("challenge_seconds", default.challenge_seconds)),
            timing=stored,
            unplayed_rounds=int(data.get("unplayed_rounds", default.unplayed_rounds)),
            thread_archive_seconds=int(
                data.get("thread_archive_seconds", default.thread_archive_seconds)
            ),
            computer_allowed=bool(data.get("computer_allowed", default.computer_allowed)),
            play_channel_id=_optional_id(data.get("play_channel_id")),
            lfg_role_id=_optional_id(data.get("lfg_role_id")),
            pings=PingPolicy(data.get("pings", default.pings)),
            web_pages=bool(data.get("web_pages", default.web_pages)),
            language=_optional_text(data.get("language")),
            daily_puzzle_channel_id=_optional_id(data.get("daily_puzzle_channel_id")),
        )


def _optional_id(value: JSON) -> int | None:
    return None if value is None else int(value)


def _optional_text(value: JSON) -> str | None:
    return None if value is None else str(value)


@dataclass(frozen=True, slots=True)
class ChallengeRecord:
    id: int
    guild_id: int
    channel_id: int
    challenger_id: UserId
    opponent_id: UserId | None  # None: an open challenge anyone else may accept
    game_id: str
    options: Mapping[str, JSON]  # as given (checked by the rules)
    timing: Timing
    seat_choice: SeatChoice
    status: ChallengeStatus
    created_at: datetime
    expires_at: datetime
    match_id: int | None = None
    # Where the Discord layer posted the challenge (its buttons): closing it edits that message
    # and the match thread hangs off it, also after a restart. ``None`` until it is posted.
    message_channel_id: int | None = None
    message_id: int | None = None
    rated: bool = True  # the match it starts changes ratings (``rated:false``: it does not)
    rematch_of: int | None = None  # the finished match whose Rematch button made it
    # Made where no server installed the bot: its messages are answers to the players'
    # interactions, never posts (``Notification.answered``).
    answered: bool = False

    @property
    def message(self) -> tuple[int, int] | None:
        """``(channel id, message id)`` of the posted challenge, if it was posted."""
        if self.message_channel_id is None or self.message_id is None:
            return None
        return (self.message_channel_id, self.message_id)


@dataclass(frozen=True, slots=True)
class Computer:
    """The computer opponent of a match: the seat it plays and its level (``ai.LEVELS``).
    Its user id in ``MatchRecord.players`` is the bot's own (``MatchService.computer_id``)."""

    seat: int
    level: str

    def to_json(self) -> dict[str, JSON]:
        return {"seat": self.seat, "level": self.level}

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Computer:
        return cls(seat=int(data["seat"]), level=str(data["level"]))


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """A match as stored. ``ply`` counts every move in the match's log (all games of a tie
    replay together), so it only grows: it is what stale buttons are checked against.
    ``state`` is the current game's snapshot (``Game.to_json``)."""

    id: int
    guild_id: int
    channel_id: int
    thread_id: int | None
    challenge_id: int | None
    game_id: str
    options: Mapping[str, JSON]
    timing: Timing
    players: tuple[UserId, UserId]  # by seat
    status: MatchStatus
    rules_version: int
    seed: int
    game_no: int
    ply: int
    state: Mapping[str, JSON]
    result: Result | None
    offer: Offer | None
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None = None
    rated: bool = True  # its result changes ratings (bot/engine/ratings.py)
    computer: Computer | None = None  # a match against the computer (never rated)
    # Played where no server installed the bot (a DM, a group DM): every board is an answer to
    # a player's interaction, so its notifications are not delivered (``Notification.answered``).
    answered: bool = False

    def seat_of(self, user_id: UserId) -> int | None:
        """The seat ``user_id`` sits in, or ``None``."""
        if user_id == self.players[0]:
            return 0
        if user_id == self.players[1]:
            return 1
        return None

    @property
    def public_target(self) -> int:
        """Where public notifications of this match go: its thread if any, else its channel."""
        return self.thread_id if self.thread_id is not None else self.channel_id


@dataclass(frozen=True, slots=True)
class MoveRecord:
    """One entry of the append-only move log."""

    match_id: int
    ply: int  # 0-based over the whole match
    game_no: int
    seat: int
    move: str  # canonical
    random_fill: bool
    played_at: datetime
    # Sealed rounds (docs/fairness.md), public once revealed: the salt the move's commitment
    # was made with (empty for a random fill) and the round's seed; empty in other games and
    # in rounds played before commitments existed.
    salt: str = ""
    seed: str = ""


@dataclass(frozen=True, slots=True)
class Submission:
    """A sealed Thwart Omega submission: only its author sees it before the round is revealed.
    ``salt``: the secret of its commitment (``rules.commitment``; empty only for a submission
    stored before commitments existed)."""

    match_id: int
    game_no: int
    round: int
    seat: int
    move: str
    locked: bool
    submitted_at: datetime
    salt: str = ""


@dataclass(frozen=True, slots=True)
class Timer:
    """A durable deadline: at ``due_at`` the pump fires it, once. ``ref`` is the ply it was
    set for; if the match moved on since, firing does nothing (timers are idempotent)."""

    kind: TimerKind
    target_id: int
    ref: int
    due_at: datetime


@dataclass(frozen=True, slots=True)
class Notification:
    """Something to tell the world after the commit. ``target_id`` is a channel (public) or a
    user (private). ``payload`` is plain JSON; public payloads never carry sealed moves."""

    kind: str
    audience: Audience
    target_id: int
    payload: Mapping[str, JSON]
    match_id: int | None = None
    # Of a challenge or match played where the bot may only answer interactions: the outbox
    # keeps no row (the service drops it), the players see it in the answers to their presses.
    answered: bool = False


@dataclass(frozen=True, slots=True)
class OutboxItem:
    """A stored notification. ``id`` is its idempotency key: delivering the same id twice must
    have the effect of delivering it once."""

    id: int
    notification: Notification
    created_at: datetime
    attempts: int = 0
    # An earlier attempt started and was not marked delivered: it may have reached Discord.
    uncertain: bool = False
    # When the row's first delivery attempt started (``None``: never): any post of this row is
    # newer, which tells it from an older post with the same text.
    started_at: datetime | None = None
    last_error: str | None = None
    # The token of the claim this row was loaded under (``claim_outbox``; ``bot.engine.outbox.fence``).
    claim: int = 0
    # Its content was decided for good as it first went out (``fix_outbox``: a round prompt's
    # deadline): every later attempt posts exactly this payload, nothing is decided again.
    fixed: bool = False
    # What its post needs, read engine-side as the row starts (``bot.engine.outbox.posts``).
    context: Any = field(default=None, compare=False, repr=False)
