"""The organiser's actions (every one goes to the audit log) and the organiser role."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta
from functools import partial

from bot.engine import flow
from bot.engine.checks import is_id
from bot.engine.errors import BadRequest, NotAllowed
from bot.engine.model import UserId
from bot.engine.tournament import tournament as T
from bot.engine.tournament.model import MAX_NAME, Result, TournamentError
from bot.engine.tournament_service import notices
from bot.engine.tournament_service.base import Actor, ServiceBase
from bot.engine.tournament_service.ports import tables
from bot.engine.tournament_service.records import (
    LivePairing,
    Phase,
)
from bot.engine.tournament_service.views import TournamentView


class Organiser(ServiceBase):
    # ---- configuration ---------------------------------------------------------------------

    async def organiser_role(self, guild_id: int) -> int | None:
        async with self._matches.store.read() as uow:
            return await tables(uow).organiser_role(guild_id)

    async def set_organiser_role(self, guild_id: int, role_id: int | None, actor: Actor) -> None:
        """Server managers only: members with ``role_id`` may organise tournaments."""
        if not actor.manager:
            raise NotAllowed("Only server managers can choose the tournament organiser role.")
        if not is_id(guild_id) or (role_id is not None and not is_id(role_id)):
            raise BadRequest("That is not a valid server or role.")
        async with self._matches.write(None) as change:
            await tables(change.uow).set_organiser_role(guild_id, role_id, change.now)

    # ---- organiser -------------------------------------------------------------------------

    async def may_organise(self, tournament_id: int, actor: Actor) -> TournamentView:
        """The tournament, if ``actor`` may organise it (else ``NotAllowed``): asked before a
        confirmation is offered, and by reads meant for organisers (the export)."""
        async with self._matches.store.read() as uow:
            change = flow.Change(uow, self._clock.now())
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            return await self._view(change, record)

    async def drop_player(
        self, tournament_id: int, actor: Actor, user_id: UserId
    ) -> TournamentView:
        """Organiser: take a player out. Before the start their sign-up is removed; after it,
        they drop (decided results stay, their current opponent gets a walkover)."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            if record.phase.before_start:
                entries = await tables(change.uow).entries(record.id)
                if not any(e.user_id == user_id for e in entries):
                    raise TournamentError(f"That player has not joined {record.name}.")
                await tables(change.uow).delete_entry(record.id, user_id)
                await self._audit(change, record, actor, "drop", f"sign-up of user {user_id}")
                return await self._view(change, record)
            entrant = self._running(record).entrant_of_player(user_id)
            if entrant is None:
                raise TournamentError(f"That player is not in {record.name}.")
            record = await self._leaves(change, record, entrant.seed, "dropped", actor.user_id)
            await self._audit(change, record, actor, "drop", f"seed {entrant.seed}: user {user_id}")
            return await self._view(change, record)

    async def set_result(
        self, tournament_id: int, actor: Actor, key: str, winner: UserId | None
    ) -> TournamentView:
        """Organiser: set or change the result of a pairing (``winner`` None: a draw)."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            t = self._running(record)
            p = T.pairing(t, key.strip().upper())
            if not (isinstance(p.a, int) and isinstance(p.b, int)):
                raise TournamentError("Both players of this match are not known yet.")
            users = (t.entrant(p.a).player, t.entrant(p.b).player)
            if winner is None:
                result = Result.draw()
            elif winner in users:
                result = Result.win(0 if winner == users[0] else 1)
            else:
                raise TournamentError(f"That player is not in {T.describe(t, p.key)}.")
            t, removed = await self._driver.step(
                change, record, partial(T.set_result, t, p.key, result)
            )
            live = await tables(change.uow).load_live(record.id, p.key)
            if live is not None and live.live:
                await self._driver.close(change, record, live, result, "organiser")
            record = replace(record, core=t)
            shown = live or LivePairing(
                record.id, p.key, p.round, p.a, p.b, users, T.new_series(t), change.now
            )
            change.notes.append(
                self._driver.result_notice(record, shown, result, "organiser", removed)
            )
            change.notes.append(notices.updated(record))
            outcome = "a draw" if winner is None else f"won by user {winner}"
            extra = f"; later results removed: {', '.join(removed)}" if removed else ""
            await self._audit(change, record, actor, "set-result", f"{p.key}: {outcome}{extra}")
            record = await self._driver.advance(change, record)
            return await self._view(change, record)

    async def decide_pairing(self, tournament_id: int, actor: Actor, choice: str) -> TournamentView:
        """Organiser: the next Swiss round is held (no legal pairing); ``choice`` is ``rematch``
        or ``second-bye`` (allow it and pair the round) or ``end`` (the event ends after the
        rounds played)."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            t = self._running(record)
            if not t.held:
                raise TournamentError(f"No round of {record.name} is waiting for your decision.")
            held = f"round {len(t.rounds) + 1} ({', '.join(t.held)} needed)"
            if choice == "end":
                t = await self._driver.step(change, record, partial(T.end_now, t))
            elif choice in T.IRREGULAR:
                t = await self._driver.step(change, record, partial(T.allow, t, choice))
            else:
                raise BadRequest("Choose `rematch`, `second-bye` or `end`.")
            record = replace(record, core=t)
            change.notes.append(notices.updated(record))
            await self._audit(change, record, actor, "pairing", f"{held}: {choice}")
            record = await self._driver.advance(change, record)
            return await self._view(change, record)

    async def disqualify(self, tournament_id: int, actor: Actor, user_id: UserId) -> TournamentView:
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            entrant = self._running(record).entrant_of_player(user_id)
            if entrant is None:
                raise TournamentError(f"That player is not in {record.name}.")
            record = await self._leaves(change, record, entrant.seed, "disqualified", actor.user_id)
            await self._audit(
                change, record, actor, "disqualify", f"seed {entrant.seed}: user {user_id}"
            )
            return await self._view(change, record)

    async def replace_player(
        self, tournament_id: int, actor: Actor, user_id: UserId, new_user: UserId, name: str
    ) -> TournamentView:
        """Organiser: ``new_user`` takes over ``user_id``'s place (seed, score, history)."""
        if not is_id(new_user):
            raise BadRequest("That is not a player who can join.")
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            entrant = self._running(record).entrant_of_player(user_id)
            if entrant is None:
                raise TournamentError(f"That player is not in {record.name}.")
            new = (new_user, " ".join(name.split())[:MAX_NAME] or str(new_user))
            record = await self._leaves(
                change, record, entrant.seed, "replaced", actor.user_id, new=new
            )
            await self._audit(
                change,
                record,
                actor,
                "replace",
                f"seed {entrant.seed}: user {user_id} replaced by user {new_user}",
            )
            return await self._view(change, record)

    async def pause(self, tournament_id: int, actor: Actor) -> TournamentView:
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            if record.phase is not Phase.RUNNING:
                raise TournamentError(f"{record.name} is not running, so it cannot be paused.")
            record = replace(record, phase=Phase.PAUSED, paused_at=change.now)
            change.notes.append(notices.public(record, "tournament-paused"))
            await self._audit(change, record, actor, "pause", "paused")
            record = await self._driver.advance(change, record)
            return await self._view(change, record)

    async def resume(self, tournament_id: int, actor: Actor) -> TournamentView:
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            if record.phase is not Phase.PAUSED:
                raise TournamentError(f"{record.name} is not paused.")
            paused = change.now - (record.paused_at or change.now)
            for live in await tables(change.uow).lives(record.id):
                await tables(change.uow).put_live(
                    replace(
                        live,
                        deadline=_later(live.deadline, paused),
                        choice_deadline=_later(live.choice_deadline, paused),
                    )
                )
            record = replace(record, phase=Phase.RUNNING, paused_at=None)
            change.notes.append(notices.public(record, "tournament-resumed"))
            await self._audit(change, record, actor, "resume", f"after {paused}")
            record = await self._driver.advance(change, record)
            return await self._view(change, record)

    async def cancel(self, tournament_id: int, actor: Actor) -> TournamentView:
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            if record.phase.over:
                raise TournamentError(f"{record.name} is already over.")
            await self._driver.stop_all(change, record)
            record = replace(record, phase=Phase.CANCELLED)
            change.notes.append(notices.public(record, "tournament-cancelled", reason="organiser"))
            await self._audit(change, record, actor, "cancel", "cancelled")
            record = await self._driver.advance(change, record)
            return await self._view(change, record)


def _later(moment: datetime | None, by: timedelta) -> datetime | None:
    return None if moment is None else moment + by
