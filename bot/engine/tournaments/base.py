"""The tournament service's shared plumbing: who asks (``Actor``), loading a tournament inside a
transaction, the organiser check, the audit log, and a player leaving (drop, disqualification,
replacement), which both players and organisers cause."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial

from bot.engine.checks import is_id
from bot.engine.errors import BadRequest, NotAllowed
from bot.engine.matches import flow
from bot.engine.matches.service import MatchService
from bot.engine.model import UserId
from bot.engine.tournaments import notices
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import TournamentError
from bot.engine.tournaments.driver import Driver
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.records import (
    AuditEntry,
    TournamentRecord,
)
from bot.engine.tournaments.views import TournamentView

MAX_MINUTES = 60 * 24 * 60  # 60 days: any waiting time an organiser may set


@dataclass(frozen=True, slots=True)
class Actor:
    """Who asks. ``manager``: a server manager or a holder of the organiser role (the Discord
    layer decides; the engine knows no roles)."""

    user_id: UserId
    manager: bool = False


def checked_minutes(what: str, value: int, low: int = 0) -> int:
    """``value`` if it is a whole number of minutes from ``low`` to ``MAX_MINUTES``; ``what``
    names the setting (a variant of ``tournament-minutes-range``: ``start``, ``checkin-window``,
    ``pairing-deadline``, ``choice-time``, ``checkin-reminder``)."""
    if type(value) is not int or not low <= value <= MAX_MINUTES:
        raise BadRequest("tournament-minutes-range", what=what, low=low, high=str(MAX_MINUTES))
    return value


class ServiceBase:
    """The state and helpers the parts of ``TournamentService`` share."""

    def __init__(self, matches: MatchService) -> None:
        self._matches = matches
        self._clock = matches.clock
        self._driver = Driver(matches)

    # ---- plumbing --------------------------------------------------------------------------

    async def _load(self, change: flow.Change, tournament_id: object) -> TournamentRecord:
        record = None
        if is_id(tournament_id):
            record = await tables(change.uow).load_tournament(tournament_id)  # type: ignore[arg-type]
        if record is None:
            raise TournamentError("tournament-unknown", id=str(tournament_id))
        return record

    async def _view(self, change: flow.Change, record: TournamentRecord) -> TournamentView:
        entries = await tables(change.uow).entries(record.id)
        lives = await tables(change.uow).lives(record.id)
        return TournamentView(record, tuple(entries), tuple(lives))

    def _organiser(self, record: TournamentRecord, actor: Actor) -> None:
        if not (actor.manager or actor.user_id == record.organiser_id):
            raise NotAllowed("tournament-organiser-only", name=record.name)

    def _running(self, record: TournamentRecord) -> T.Tournament:
        if record.phase.before_start:
            raise TournamentError("tournament-not-started", name=record.name)
        if record.phase.over:
            raise TournamentError("tournament-over", name=record.name)
        return record.started

    async def _audit(
        self, change: flow.Change, record: TournamentRecord, actor: Actor, action: str, details: str
    ) -> None:
        entry = AuditEntry(0, record.id, change.now, actor.user_id, action, details)
        await tables(change.uow).add_audit(entry)

    async def _leaves(
        self,
        change: flow.Change,
        record: TournamentRecord,
        seed: int,
        action: str,
        by: UserId,
        *,
        new: tuple[UserId, str] | None = None,
    ) -> TournamentRecord:
        t = record.started
        user = t.entrant(seed).player
        forfeits = [
            T.describe(t, live.key)
            for live in await tables(change.uow).lives(record.id)
            if seed in (live.a, live.b)
        ]
        if action == "dropped":
            t = await self._driver.step(change, record, partial(T.drop, t, seed))
        elif action == "disqualified":
            t = await self._driver.step(change, record, partial(T.disqualify, t, seed))
        else:
            assert new is not None
            t = T.replace_player(t, seed, new[0], new[1])  # no pairing: nothing to wait for
            forfeits = []
        change.notes.append(
            notices.public(
                record,
                "tournament-entrant",
                action=action,
                user=user,
                by=by,
                new_user=None if new is None else new[0],
                forfeits=forfeits,
            )
        )
        change.notes.append(notices.updated(record))
        record = replace(record, core=t)
        return await self._driver.advance(
            change, record, action if action != "replaced" else "organiser"
        )
