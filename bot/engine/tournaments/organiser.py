"""The organiser's actions (every one goes to the audit log) and the organiser role."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta
from functools import partial

from bot.engine.checks import is_id
from bot.engine.errors import BadRequest, NotAllowed
from bot.engine.matches import flow
from bot.engine.model import UserId
from bot.engine.retry import retried
from bot.engine.tournaments import notices
from bot.engine.tournaments.base import Actor, ServiceBase
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import MAX_NAME, Kind, Result, Side, TournamentError
from bot.engine.tournaments.core.series import can_end
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.posts import all_threads
from bot.engine.tournaments.records import (
    LivePairing,
    Phase,
    ServerTournaments,
)
from bot.engine.tournaments.schedule import zone_of
from bot.engine.tournaments.views import TournamentView
from bot.engine.tournaments.waitlist import moved_up


class Organiser(ServiceBase):
    # ---- configuration ---------------------------------------------------------------------

    async def organiser_role(self, guild_id: int) -> int | None:
        async with self._matches.store.read() as uow:
            return await tables(uow).organiser_role(guild_id)

    @retried
    async def set_organiser_role(self, guild_id: int, role_id: int | None, actor: Actor) -> None:
        """Server managers only: members with ``role_id`` may organise tournaments."""
        if not actor.manager:
            raise NotAllowed("tournament-organiser-role-managers")
        if not is_id(guild_id) or (role_id is not None and not is_id(role_id)):
            raise BadRequest("tournament-invalid-server-or-role")
        async with self._matches.write(None) as change:
            await tables(change.uow).set_organiser_role(guild_id, role_id, change.now)

    async def server_tournaments(self, guild_id: int) -> ServerTournaments:
        """The server's tournament settings (roles, time zone)."""
        async with self._matches.store.read() as uow:
            return await tables(uow).server_tournaments(guild_id)

    @retried
    async def set_server_tournaments(
        self,
        guild_id: int,
        actor: Actor,
        edit: Callable[[ServerTournaments], ServerTournaments],
    ) -> ServerTournaments:
        """Server managers only: change the server's tournament settings with ``edit`` (for
        example ``lambda s: replace(s, time_zone="Asia/Seoul")``); the settings now."""
        if not actor.manager:
            raise NotAllowed("tournament-settings-managers")
        if not is_id(guild_id):
            raise BadRequest("tournament-invalid-server")
        async with self._matches.write(None) as change:
            unit = tables(change.uow)
            settings = edit(await unit.server_tournaments(guild_id))
            roles = (settings.participant_role_id, settings.champion_role_id)
            if not all(role is None or is_id(role) for role in roles):
                raise BadRequest("tournament-invalid-role")
            zone_of(settings.time_zone)  # a sentence if it is not a time zone
            await unit.save_server_tournaments(guild_id, settings, change.now)
            return settings

    # ---- organiser -------------------------------------------------------------------------

    async def may_organise(self, tournament_id: int, actor: Actor) -> TournamentView:
        """The tournament, if ``actor`` may organise it (else ``NotAllowed``): asked before a
        confirmation is offered, and by reads meant for organisers (the export)."""
        async with self._matches.store.read() as uow:
            change = flow.Change(uow, self._clock.now())
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            return await self._view(change, record)

    @retried
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
                    raise TournamentError("tournament-player-not-joined", name=record.name)
                await tables(change.uow).delete_entry(record.id, user_id)
                await self._audit(change, record, actor, "drop", f"sign-up of user {user_id}")
                await moved_up(change, record, entries[: record.config.cap], "left")
                return await self._view(change, record)
            entrant = self._running(record).entrant_of_player(user_id)
            if entrant is None:
                raise TournamentError("tournament-player-not-in", name=record.name)
            record = await self._leaves(change, record, entrant.seed, "dropped", actor.user_id)
            await self._audit(change, record, actor, "drop", f"seed {entrant.seed}: user {user_id}")
            return await self._view(change, record)

    @retried
    async def set_result(
        self,
        tournament_id: int,
        actor: Actor,
        key: str,
        winner: UserId | None,
        *,
        how: str = "played",
        score: tuple[float, float] | None = None,
    ) -> TournamentView:
        """Organiser: set or change the result of a pairing. ``how``: ``played`` (``winner``
        None: a draw), ``forfeit`` (the other side did not play) or ``double-forfeit`` (neither
        did; no ``winner``). ``score``: the series' games, the winner's first (for a draw,
        equal), checked against the best-of. Undone by ``undo_result``."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            t = self._running(record)
            p = T.pairing(t, key.strip().upper())
            if not (isinstance(p.a, int) and isinstance(p.b, int)):
                raise TournamentError("tournament-players-unknown")
            users = (t.entrant(p.a).player, t.entrant(p.b).player)
            if winner is not None and winner not in users:
                raise TournamentError("tournament-player-not-in-match", **T.title(t, p.key))
            side: Side | None = None if winner is None else (0 if winner == users[0] else 1)
            result = _override(t, p.key, how, side, score)
            t, removed = await self._driver.step(
                change, record, partial(T.set_result, t, p.key, result)
            )
            live = await tables(change.uow).load_live(record.id, p.key)
            if live is not None and live.live:
                await self._driver.close(change, record, live, result, "organiser")
            record = replace(record, core=t)
            shown = live or LivePairing(
                record.id, p.key, p.round, p.a, p.b, users, T.new_series(t, p.key), change.now
            )
            change.notes.append(
                self._driver.result_notice(record, shown, result, "organiser", removed)
            )
            change.notes.append(notices.updated(record))
            extra = f"; later results removed: {', '.join(removed)}" if removed else ""
            await self._audit(
                change, record, actor, "set-result", f"{p.key}: {_said(result, users)}{extra}"
            )
            record = await self._driver.advance(change, record)
            return await self._view(change, record)

    @retried
    async def undo_result(self, tournament_id: int, actor: Actor) -> tuple[TournamentView, str]:
        """Organiser: take back the last ``set_result`` if nothing later depends on it (see
        ``tournament.undo``; a move played since in a match it decided counts too, a sealed
        Thwart Omega submission does not: it is no move until the reveal). A match it decided
        that has begun without a move is aborted and closed (no result, so no rating) by
        ``advance``; a sealed submission in it is dropped unseen. The pairing's key is
        returned with the view."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            t = self._running(record)
            t, key = await self._driver.step(change, record, partial(T.undo, t))
            ready = {(p.key, p.a, p.b) for p in T.ready(t)}
            for live in await tables(change.uow).lives(record.id):
                if live.key == key or (live.key, live.a, live.b) in ready:
                    continue
                if live.series.games or (
                    live.match_id is not None and await change.uow.load_moves(live.match_id)
                ):
                    raise TournamentError("tournament-undo-move-played", **T.title(t, live.key))
            record = replace(record, core=t)
            change.notes.append(
                notices.public(record, "tournament-undone", key=key, title=T.describe(t, key))
            )
            change.notes.append(notices.updated(record))
            await self._audit(change, record, actor, "undo", f"{key}: the last set-result undone")
            record = await self._driver.advance(change, record)
            return await self._view(change, record), key

    @retried
    async def watch(
        self, tournament_id: int, actor: Actor, on: bool = True
    ) -> tuple[TournamentView, tuple[int, ...]]:
        """Organiser: be added to every match thread of the tournament (``on``), the threads
        opened from now on and, for the caller to add them to, those already opened (returned
        with the view); ``on=False``: no longer added to new ones. The organiser who created
        the tournament is added to every thread anyway."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            watchers = tuple(u for u in record.config.watchers if u != actor.user_id)
            if on and actor.user_id != record.organiser_id:
                watchers = (*watchers, actor.user_id)
            if watchers != record.config.watchers:
                record = replace(record, config=replace(record.config, watchers=watchers))
                await tables(change.uow).save_tournament(record)
                what = "added to" if on else "no longer added to"
                await self._audit(change, record, actor, "watch", f"{what} every match thread")
            threads = await all_threads(change.uow, record.id) if on else ()
            return await self._view(change, record), threads

    @retried
    async def decide_pairing(self, tournament_id: int, actor: Actor, choice: str) -> TournamentView:
        """Organiser: the next Swiss round is held (no legal pairing); ``choice`` is ``rematch``
        or ``second-bye`` (allow it and pair the round) or ``end`` (the event ends after the
        rounds played)."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            t = self._running(record)
            if not t.held:
                raise TournamentError("tournament-no-decision-in", name=record.name)
            held = f"round {len(t.rounds) + 1} ({', '.join(t.held)} needed)"
            if choice == "end":
                t = await self._driver.step(change, record, partial(T.end_now, t))
            elif choice in T.IRREGULAR:
                t = await self._driver.step(change, record, partial(T.allow, t, choice))
            else:
                raise BadRequest("tournament-pairing-choices")
            record = replace(record, core=t)
            change.notes.append(notices.updated(record))
            await self._audit(change, record, actor, "pairing", f"{held}: {choice}")
            record = await self._driver.advance(change, record)
            return await self._view(change, record)

    @retried
    async def disqualify(self, tournament_id: int, actor: Actor, user_id: UserId) -> TournamentView:
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            entrant = self._running(record).entrant_of_player(user_id)
            if entrant is None:
                raise TournamentError("tournament-player-not-in", name=record.name)
            record = await self._leaves(change, record, entrant.seed, "disqualified", actor.user_id)
            await self._audit(
                change, record, actor, "disqualify", f"seed {entrant.seed}: user {user_id}"
            )
            return await self._view(change, record)

    @retried
    async def replace_player(
        self, tournament_id: int, actor: Actor, user_id: UserId, new_user: UserId, name: str
    ) -> TournamentView:
        """Organiser: ``new_user`` takes over ``user_id``'s place (seed, score, history)."""
        if not is_id(new_user):
            raise BadRequest("tournament-not-a-joiner")
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            entrant = self._running(record).entrant_of_player(user_id)
            if entrant is None:
                raise TournamentError("tournament-player-not-in", name=record.name)
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

    @retried
    async def enter_late(
        self, tournament_id: int, actor: Actor, user_id: UserId, name: str, points: float
    ) -> TournamentView:
        """Organiser: ``user_id`` enters the running Swiss late (``tournament.enter_late``),
        paired from the next round, with ``points`` (0 or ½) for each round already paired."""
        if not is_id(user_id):
            raise BadRequest("tournament-not-a-joiner")
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            t = self._running(record)
            clean = " ".join(name.split())[:MAX_NAME] or f"player {str(user_id)[-4:]}"
            t = await self._driver.step(
                change, record, partial(T.enter_late, t, user_id, clean, points)
            )
            entrant = t.entrants[-1]
            record = replace(record, core=t)
            change.notes.append(
                notices.public(
                    record,
                    "tournament-late-entry",
                    user=user_id,
                    by=actor.user_id,
                    seed=entrant.seed,
                    missed=entrant.missed,
                    points=entrant.missed * entrant.missed_points,
                    first_round=entrant.missed + 1,
                )
            )
            change.notes.append(notices.updated(record))
            await self._audit(
                change,
                record,
                actor,
                "late-entry",
                f"seed {entrant.seed}: user {user_id}, {entrant.missed_points:g} point per "
                f"missed round ({entrant.missed} missed)",
            )
            record = await self._driver.advance(change, record)
            return await self._view(change, record)

    @retried
    async def pause(self, tournament_id: int, actor: Actor) -> TournamentView:
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            if record.phase is not Phase.RUNNING:
                raise TournamentError("tournament-not-running", name=record.name)
            record = replace(record, phase=Phase.PAUSED, paused_at=change.now)
            change.notes.append(notices.public(record, "tournament-paused"))
            await self._audit(change, record, actor, "pause", "paused")
            record = await self._driver.advance(change, record)
            return await self._view(change, record)

    @retried
    async def resume(self, tournament_id: int, actor: Actor) -> TournamentView:
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            if record.phase is not Phase.PAUSED:
                raise TournamentError("tournament-not-paused", name=record.name)
            paused = change.now - (record.paused_at or change.now)
            for live in await tables(change.uow).lives(record.id):
                await tables(change.uow).put_live(
                    replace(
                        live,
                        deadline=_later(live.deadline, paused),
                        choice_deadline=_later(live.choice_deadline, paused),
                        round_ends=_later(live.round_ends, paused),  # the round time stops too
                        overtime_ends=_later(live.overtime_ends, paused),
                    )
                )
            record = replace(record, phase=Phase.RUNNING, paused_at=None)
            change.notes.append(notices.public(record, "tournament-resumed"))
            await self._audit(change, record, actor, "resume", f"after {paused}")
            record = await self._driver.advance(change, record)
            return await self._view(change, record)

    @retried
    async def cancel(self, tournament_id: int, actor: Actor) -> TournamentView:
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            if record.phase.over:
                raise TournamentError("tournament-already-over", name=record.name)
            await self._driver.stop_all(change, record)
            record = replace(record, phase=Phase.CANCELLED)
            change.notes.append(notices.public(record, "tournament-cancelled", reason="organiser"))
            await self._audit(change, record, actor, "cancel", "cancelled")
            record = await self._driver.advance(change, record)
            return await self._view(change, record)


OVERRIDES = ("played", "forfeit", "double-forfeit")


def _override(
    t: T.Tournament, key: str, how: str, side: Side | None, score: tuple[float, float] | None
) -> Result:
    """The result an organiser describes, or a sentence why it cannot be one."""
    if how not in OVERRIDES:
        raise BadRequest("tournament-result-kinds")
    if how == "double-forfeit":
        if side is not None or score is not None:
            raise BadRequest("tournament-double-forfeit-bare")
        return Result.double_forfeit()
    if how == "forfeit":
        if side is None or score is not None:
            raise BadRequest("tournament-forfeit-winner")
        return Result.win(side, forfeit=True)
    best_of = t.settings.best_of
    if score is not None:
        _check_score(best_of, T.draws_allowed(t, key), side, score)
    games = None if score is None else (score if side in (0, None) else (score[1], score[0]))
    if side is None:
        return Result.draw(games=games)
    return Result.win(side, games=games)


def _check_score(
    best_of: int, draws_allowed: bool, side: Side | None, score: tuple[float, float]
) -> None:
    """A sentence why no series of this tournament ends with ``score`` (the winner's games
    first); the series rules decide (``series.can_end``)."""
    won, lost = score
    said = f"{_games(won)}–{_games(lost)}"
    if side is None:
        if not draws_allowed:
            raise BadRequest("tournament-result-needs-winner")
        if won != lost or not can_end(best_of, draws_allowed, score):
            raise BadRequest("tournament-draw-not-level", best_of=best_of, score=said)
        return
    if not won > lost or won <= best_of / 2:
        raise BadRequest(
            "tournament-winner-games", best_of=best_of, half=_games(best_of / 2), score=said
        )
    if not can_end(best_of, draws_allowed, score):
        raise BadRequest(
            "tournament-score-not-possible",
            score=said,
            best_of=best_of,
            half=_games(best_of / 2),
            draws="yes" if draws_allowed else "no",
        )


def _games(value: float) -> str:
    return f"{value:g}".replace(".5", "½") if value != 0.5 else "½"


def _said(result: Result, users: tuple[UserId, UserId]) -> str:
    """An override for the audit log."""
    score = "" if result.games is None else f" {result.games[0]:g}-{result.games[1]:g}"
    if result.points == (0.0, 0.0):
        return "double forfeit"
    if result.winner is None:
        return f"a draw{score}"
    how = "by forfeit" if result.kind is Kind.FORFEIT else f"played{score}"
    return f"won by user {users[result.winner]} ({how})"


def _later(moment: datetime | None, by: timedelta) -> datetime | None:
    return None if moment is None else moment + by
