"""Telling the waitlist it moved up: after a seat came free before the start (a sign-up taken
back, by the player, the organiser or a forget; or more seats), the waitlisted players who now
hold a seat get the ``tournament-waitlist`` notice. One function, shared by the tournament
service and ``bot.engine.privacy`` (a forgotten player's sign-ups are taken back too)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.matches import flow
from bot.engine.tournaments import notices
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.records import EntryRecord, Phase, TournamentRecord


async def moved_up(
    change: flow.Change, record: TournamentRecord, seated: Sequence[EntryRecord], why: str
) -> None:
    """After a seat came free (``why``: ``left``, ``cap``): the waitlisted players who now hold
    a seat are told, in the channel (``seated``: who held the seats before). The notice names
    only them, never who left."""
    held = {e.user_id for e in seated}
    now = (await tables(change.uow).entries(record.id))[: record.config.cap]
    promoted = [e for e in now if e.user_id not in held]
    if promoted:
        change.notes.append(
            notices.public(
                record,
                "tournament-waitlist",
                promoted=[e.user_id for e in promoted],
                why=why,
                check_in=record.phase is Phase.CHECKIN and any(not e.checked_in for e in promoted),
            )
        )
