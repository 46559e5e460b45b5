"""The tournament service's port: the tournament tables a store must offer beside the engine's.

``bot.engine.ports.UnitOfWork`` holds what matches need; ``TournamentUnit`` holds the tournament
tables (``0002_tournaments.sql`` in ``bot.storage``). The tournament service works inside the
match service's transactions, so the unit it is handed must be both: ``tables(uow)`` checks that
once and gives it the combined type. Keeping these here keeps the engine's ports free of
tournament records (and the import graph free of circles).
"""

from __future__ import annotations

from datetime import datetime
from typing import Protocol, runtime_checkable

from bot.engine.model import UserId
from bot.engine.ports import UnitOfWork
from bot.engine.tournaments.records import (
    AuditEntry,
    EntryRecord,
    LivePairing,
    ServerTournaments,
    TournamentListing,
    TournamentMatch,
    TournamentRecord,
)


@runtime_checkable
class TournamentUnit(Protocol):
    """Typed access to the tournament tables inside one transaction."""

    async def insert_tournament(self, record: TournamentRecord) -> int:
        """Store a new tournament (its ``id`` is ignored); the new id."""
        ...

    async def load_tournament(self, tournament_id: int) -> TournamentRecord | None: ...

    async def save_tournament(self, record: TournamentRecord) -> None: ...

    async def tournaments_in(
        self,
        guild_id: int,
        *,
        channel_id: int | None = None,
        open_only: bool = False,
        limit: int | None = None,
    ) -> list[TournamentRecord]:
        """A server's tournaments (in one channel if given; not finished or cancelled if
        ``open_only``), newest first, at most ``limit`` (each is parsed whole: a big one is
        up to 1.4 ms of CPU for a 128-player one)."""
        ...

    async def listed_in(self, guild_id: int) -> list[TournamentListing]:
        """A server's tournaments as a list shows them, newest first."""
        ...

    async def last_finished(
        self, guild_id: int, *, excluding: int, limit: int
    ) -> list[TournamentRecord]:
        """A server's finished tournaments but ``excluding``, the last finished first (by
        ``updated_at``, then id), at most ``limit``."""
        ...

    async def signed_up_before_start(self, user_id: UserId) -> list[TournamentRecord]:
        """The tournaments that have not started (sign-up or check-in) with a sign-up of
        ``user_id``, seated or waitlisted, in id order (every server)."""
        ...

    async def put_entry(self, entry: EntryRecord) -> None:
        """Add or update a sign-up (a new one goes after every existing one)."""
        ...

    async def delete_entry(self, tournament_id: int, user_id: UserId) -> None: ...

    async def entries(self, tournament_id: int) -> list[EntryRecord]:
        """The sign-ups in entry order."""
        ...

    async def put_live(self, live: LivePairing) -> None:
        """Create or replace the row of this pairing."""
        ...

    async def load_live(self, tournament_id: int, key: str) -> LivePairing | None: ...

    async def lives(self, tournament_id: int, *, live_only: bool = True) -> list[LivePairing]: ...

    async def put_tournament_match(self, record: TournamentMatch) -> None: ...

    async def tournament_match(self, match_id: int) -> TournamentMatch | None: ...

    async def tournament_matches(self, tournament_id: int) -> list[TournamentMatch]: ...

    async def add_audit(self, entry: AuditEntry) -> int:
        """Append to the audit log (its ``id`` is ignored); the new id."""
        ...

    async def audit_log(self, tournament_id: int) -> list[AuditEntry]: ...

    async def organiser_role(self, guild_id: int) -> int | None: ...

    async def set_organiser_role(
        self, guild_id: int, role_id: int | None, now: datetime
    ) -> None: ...

    async def server_tournaments(self, guild_id: int) -> ServerTournaments: ...

    async def save_server_tournaments(
        self, guild_id: int, settings: ServerTournaments, now: datetime
    ) -> None: ...

    async def scheduled_event(self, tournament_id: int) -> int | None:
        """The Discord Scheduled Event made for the tournament (``None``: none)."""
        ...

    async def set_scheduled_event(self, tournament_id: int, event_id: int) -> None: ...


@runtime_checkable
class TournamentUnitOfWork(UnitOfWork, TournamentUnit, Protocol):
    """A unit of work that serves matches and tournaments (``bot.storage``'s does)."""


def tables(uow: UnitOfWork) -> TournamentUnitOfWork:
    """``uow`` as a unit that also holds the tournament tables; a ``TypeError`` if the store
    behind it has none (a wiring mistake, not a player's)."""
    if not isinstance(uow, TournamentUnit):
        raise TypeError(f"{type(uow).__name__} has no tournament tables (TournamentUnit)")
    return uow
