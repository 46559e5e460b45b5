"""The ports the engine needs from the outside: storage (``Store``) and delivery (``Delivery``).

``bot.storage`` implements ``Store`` with SQLite; the Discord layer implements ``Delivery``.
The engine imports neither (import-linter checks it).

A ``Store.transaction(lock=key)`` is one atomic change: everything done through the
``UnitOfWork`` it yields is committed together when the block ends normally and rolled back if it
raises. Transactions holding the same ``key`` (a match, a challenge) never overlap, in this
process or any other on the same database: SQLite runs one transaction at a time anyway;
PostgreSQL holds a database lock on the key, and reads the rows a change starts from
``FOR UPDATE``. ``Store.read()`` yields the same interface for reading only; nothing written
through it is kept.

``UnitOfWork`` is composed of one port per concern (``ServerPort``, ``ChallengePort``,
``MatchPort``, ``TimerPort``, ``OutboxPort``, and ``bot.engine.ratings.RatingStore``), so a
function can declare the one it uses; the store implements them all.

The tournament tables have their own port, ``bot.engine.tournaments.ports``: the engine's
matches know nothing of tournaments, and a store that serves tournaments implements both.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime, timedelta
from typing import Protocol

from bot.engine.model import (
    JSON,
    ChallengeRecord,
    ChallengeStatus,
    GuildSettings,
    MatchRecord,
    MoveRecord,
    Notification,
    OutboxItem,
    Submission,
    Timer,
    TimerKind,
    UserId,
)
from bot.engine.ratings import RatingStore


class ServerPort(Protocol):
    """Players, servers (their settings and the channels they use) and the bot's own facts."""

    async def ensure_player(self, user_id: UserId, now: datetime) -> None:
        """Record that ``user_id`` exists (matches and challenges refer to players)."""
        ...

    async def guild_settings(self, guild_id: int) -> GuildSettings: ...

    async def save_guild_settings(
        self, guild_id: int, settings: GuildSettings, now: datetime
    ) -> None: ...

    async def channels_in_use(self, guild_id: int) -> list[int]:
        """The channels of ``guild_id`` where challenges, matches or tournaments were posted
        (match threads not included), most recently used first."""
        ...

    async def bot_state(self, key: str) -> str | None:
        """A fact about the bot stored under ``key`` (``None``: never stored)."""
        ...

    async def set_bot_state(self, key: str, value: str, now: datetime) -> None: ...


class ChallengePort(Protocol):
    """Challenges: posted, answered, closed, and where each is shown."""

    async def insert_challenge(self, challenge: ChallengeRecord) -> int:
        """Store a new challenge (its ``id`` is ignored); the new id."""
        ...

    async def load_challenge(self, challenge_id: int) -> ChallengeRecord | None: ...

    async def rematch_challenge(self, match_id: int) -> ChallengeRecord | None:
        """The challenge made by the Rematch button of ``match_id``, if any."""
        ...

    async def later_match_between(
        self, guild_id: int, players: tuple[UserId, UserId], after_id: int
    ) -> int | None:
        """The first match of these two players on the server after match ``after_id``."""
        ...

    async def open_challenges_of(self, user_id: UserId) -> list[int]:
        """The ids of the challenges ``user_id`` posted that are still open, oldest first."""
        ...

    async def set_challenge_status(
        self, challenge_id: int, status: ChallengeStatus, match_id: int | None = None
    ) -> None: ...

    async def set_challenge_message(
        self, challenge_id: int, channel_id: int, message_id: int
    ) -> None:
        """Record where the challenge was posted (replacing what was recorded)."""
        ...


class MatchPort(Protocol):
    """Matches, their move log, sealed submissions, and where each match is on Discord."""

    async def insert_match(self, match: MatchRecord) -> int:
        """Store a new match (its ``id`` is ignored); the new id."""
        ...

    async def load_match(self, match_id: int) -> MatchRecord | None:
        """The match, read inside the write transaction (the writer lock makes it "for update")."""
        ...

    async def match_in_thread(self, thread_id: int) -> MatchRecord | None:
        """The match played in this Discord thread, if any."""
        ...

    async def save_match(self, match: MatchRecord) -> None:
        """Write every changeable field of ``match`` (state snapshot, ply, status, ...)."""
        ...

    async def matches_of(self, user_id: UserId, *, active_only: bool) -> list[MatchRecord]: ...

    async def count_matches(self, *, active_only: bool) -> int: ...

    async def note_dms_closed(self, match_id: int, user_id: UserId, now: datetime) -> None:
        """Record that direct messages to ``user_id`` fail in this match (again: no change)."""
        ...

    async def dms_closed(self, match_id: int, user_id: UserId) -> bool:
        """Whether ``note_dms_closed`` was recorded for this match and player."""
        ...

    async def swap_button_message(
        self, match_id: int, owner_id: int, where: tuple[int, int] | None
    ) -> tuple[int, int] | None:
        """Record ``where`` (channel id, message id) as the match's latest message with buttons
        for ``owner_id`` (0: public; ``None``: none now); the one recorded before, if any."""
        ...

    async def button_messages(self, match_id: int) -> dict[int, tuple[int, int]]:
        """Every latest message with buttons of the match, by owner."""
        ...

    # ---- the move log ----------------------------------------------------------------------
    async def append_moves(self, moves: Sequence[MoveRecord]) -> None:
        """Append to the log; a ply already present is an error (the log is append-only)."""
        ...

    async def load_moves(self, match_id: int) -> list[MoveRecord]: ...

    # ---- sealed submissions (Thwart Omega) -------------------------------------------------
    async def put_submission(self, submission: Submission) -> None:
        """Store or replace the seat's submission for its round."""
        ...

    async def load_submissions(
        self, match_id: int, game_no: int, round_no: int
    ) -> dict[int, Submission]: ...


class TimerPort(Protocol):
    """Durable deadlines by kind and target; claimed with leases when processes share them."""

    async def set_timer(self, timer: Timer) -> None:
        """Create or replace the timer of this kind for this target."""
        ...

    async def clear_timers(self, target_id: int, kinds: Iterable[TimerKind]) -> None: ...

    async def timers_of(self, target_id: int, kinds: Iterable[TimerKind]) -> list[Timer]: ...

    async def take_timer(self, kind: TimerKind, target_id: int, now: datetime) -> Timer | None:
        """Remove and return the timer if it exists and is due at ``now``; else ``None``."""
        ...

    async def due_timers(self, now: datetime, limit: int) -> list[Timer]:
        """Timers due at ``now``, earliest first."""
        ...

    async def overdue_timers(self, now: datetime, kinds: Iterable[TimerKind]) -> list[Timer]: ...

    async def next_timer_at(self) -> datetime | None:
        """The earliest moment a timer is due for this process: its due time, or, while
        another process holds a claim on it, when that claim runs out."""
        ...

    async def claim_timers(self, now: datetime, limit: int, lease: timedelta) -> list[Timer]:
        """Claim up to ``limit`` timers due at ``now`` that no other process holds a running
        claim on, until ``now + lease``; they are this process's to fire (earliest first).
        ``set_timer`` drops a claim; ``take_timer`` ignores claims (it acts at most once)."""
        ...

    async def postpone_timer(self, timer: Timer, until: datetime) -> bool:
        """Move a timer this process claimed (``claim_timers``) to ``until`` and drop the
        claim, if the claim still stands: not if the timer was fired, set anew or taken over by
        another process meanwhile (its lease ran out). Whether it was moved."""
        ...

    async def count_timers(self, kind: TimerKind) -> int: ...


class OutboxPort(Protocol):
    """Notifications committed with their change, then claimed, delivered or given up."""

    async def put_outbox(self, notifications: Sequence[Notification], now: datetime) -> None: ...

    async def pending_outbox(
        self, now: datetime, limit: int, *, after: int = 0
    ) -> list[OutboxItem]:
        """Undelivered, not given up, due for an attempt at ``now``, with an id above
        ``after``; oldest first."""
        ...

    async def next_outbox_at(self) -> datetime | None:
        """When the earliest undelivered notification is due for an attempt by this process
        (while another process holds a claim on it: when that claim runs out)."""
        ...

    async def claim_outbox(
        self, now: datetime, limit: int, lease: timedelta, *, after: int = 0
    ) -> list[OutboxItem]:
        """Claim, until ``now + lease``, up to ``limit`` rows ``pending_outbox`` would return
        whose delivery lanes (``bot.engine.outbox.lanes.lanes_of``) no other process holds a
        claimed row of; extend the claims this process already holds. Oldest first."""
        ...

    async def fence_outbox(self, item: OutboxItem, now: datetime, lease: timedelta) -> bool:
        """Whether ``item`` is still claimed by this process under the claim it was loaded with
        (``item.claim``: not taken over, delivered or given up meanwhile); if so the claim runs
        until ``now + lease`` (``bot.engine.outbox.fence``)."""
        ...

    async def mark_delivered(self, item_id: int, now: datetime, claim: int | None = None) -> bool:
        """Record the row delivered; with ``claim``, only while this process still holds the
        row under that claim. Whether it was recorded (``False``: delivered already, or taken
        over)."""
        ...

    async def mark_failed(
        self,
        item_id: int,
        error: str,
        retry_at: datetime | None,
        now: datetime,
        claim: int | None = None,
    ) -> bool:
        """Count a failed attempt; retry at ``retry_at``, or give up if it is ``None``. The
        row's claim ends (any process may retry it). With ``claim``, only while this process
        still holds the row under that claim (a stalled process must not end another's
        claim). Whether it was recorded."""
        ...

    async def mark_started(self, item_ids: Sequence[int], now: datetime) -> None:
        """Record that delivery attempts of these rows start now (``OutboxItem.uncertain``); a
        row's first start is kept (``OutboxItem.started_at``)."""
        ...

    async def fix_outbox(self, item_id: int, payload: Mapping[str, JSON]) -> bool:
        """Decide the row's content for good: its payload becomes ``payload`` and it is marked
        ``fixed`` (every later attempt posts exactly this). Whether it was fixed now (``False``:
        fixed already, the stored content stands)."""
        ...

    async def prune_outbox(self, delivered_before: datetime) -> int:
        """Delete rows delivered before ``delivered_before``; how many."""
        ...

    async def given_up_outbox(self, limit: int) -> tuple[int, list[OutboxItem]]:
        """How many rows were given up, and the oldest ``limit`` of them."""
        ...

    async def requeue_outbox(self, item_ids: Sequence[int] | None, now: datetime) -> int:
        """Deliver given-up rows again from ``now`` (``None``: all of them); how many."""
        ...

    async def outbox_items(self, *, match_id: int | None = None) -> list[OutboxItem]:
        """Every stored notification (delivered or not), oldest first; for audits and tests."""
        ...


class UnitOfWork(
    ServerPort, ChallengePort, MatchPort, TimerPort, OutboxPort, RatingStore, Protocol
):
    """Typed access to the tables inside one transaction: every port above, and the
    transaction's own locks. A function that needs one concern takes that port instead."""

    async def hold(self, key: Hashable) -> None:
        """Hold the database's lock on ``key`` until this transaction ends: transactions that
        hold the same key run one after the other, in every process on the database (a limit
        checked by counting rows, such as a player's open challenges, holds only so). SQLite
        runs one transaction at a time anyway."""
        ...


class Store(Protocol):
    """Atomic units of work over the database."""

    # Whether other processes may use the same database at once (PostgreSQL): then due timers
    # and outbox rows are claimed with leases before they are fired or delivered.
    shared: bool

    def transaction(self, lock: Hashable | None = None) -> AbstractAsyncContextManager[UnitOfWork]:
        """One write transaction (``BEGIN`` ... ``COMMIT``; rolled back on error), holding the
        lock of ``lock`` (if given) for its whole length."""
        ...

    def read(self) -> AbstractAsyncContextManager[UnitOfWork]:
        """A consistent read; nothing written through it is kept."""
        ...


class Delivery(Protocol):
    """Sends one notification to Discord (implemented by the Discord layer).

    Raise any exception to report a failure: the dispatcher retries later. Several items are
    delivered at once (never two of one lane: see ``bot.engine.outbox.dispatcher``). Delivery is at
    least once: after a crash between sending and recording, the same item comes again with
    ``item.uncertain`` set; look for what was sent before sending it again.

    A delivery only delivers: what its post needs comes with the row (``item.context``), and
    what it learned (the message posted, a thread opened, ...) is returned as facts, recorded
    with the row's mark (``bot.engine.outbox.posts``); ``None`` when it learned nothing.
    """

    async def deliver(self, item: OutboxItem) -> tuple[object, ...] | None: ...
