"""Running a started tournament inside one transaction: pairings opened, games chosen and
started, games recorded, deadlines, and the core's changes carried over to the live matches.

``Driver.advance`` is the one reconciling step every change ends with: it compares the pairings
being played (``LivePairing`` rows) with what the core says is ready now, closes the ones that
no longer stand (a drop, a disqualification, an organiser's result; their running game is
finished for the side that went on, or aborted), restarts a game whose player was replaced,
opens the new ones, starts games that wait, announces rounds, and finishes the tournament.
So every path (automatic or organiser) reaches a consistent state the same way.

Decisions (the issue is silent), stated where they are implemented:

* A player **shows up** by making a move of their own in a game of the pairing (a random
  Thwart Omega fill does not count) or by picking or banning a game.
* At a pairing's **deadline** (``deadline_minutes`` after it could first be played): if exactly
  one side has shown up, it wins by forfeit; if neither has, both lose (a double forfeit); if
  both have, nothing is forced and the organiser is told the match is running late. With
  ``NoShow.NOTIFY`` the organiser is only told. The organiser is told in every case.
* An **aborted** tournament game (a player's abort before the first move, a moderator's
  ``/abort``, nobody moving before the match's inactivity limit) is started again: the series
  goes on, nobody wins by aborting.
* A drawn game (or one with no winner: ``abandoned``) counts ½ to each side (``series.py``).
* While **paused**, running games go on and are recorded, but no new game or pairing starts and
  no deadline fires; resuming moves every deadline on by the length of the pause.
* A game in the agree-or-ban **pick** phase past its step deadline counts a missing pick as no
  agreement; a banner past the deadline has their whole ban turn made at random
  (``game_choice.ban_at_random``, seeded from the tournament seed, the pairing and the step).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta
from functools import partial
from typing import TypeVar

from bot.engine.games import seeded
from bot.engine.matches import flow
from bot.engine.matches.service import MatchService
from bot.engine.model import (
    JSON,
    MatchRecord,
    MatchStatus,
    Notification,
    SeatChoice,
    Timer,
    TimerKind,
)
from bot.engine.model import Result as MatchResult
from bot.engine.tournaments import notices
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import series as S
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Kind, Pairing, Result, Side, TournamentError
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.records import (
    LivePairing,
    LiveStatus,
    NoShow,
    Phase,
    TournamentMatch,
    TournamentRecord,
)

log = logging.getLogger(__name__)

_Core = TypeVar("_Core", T.Tournament, tuple[T.Tournament, list[str]], tuple[T.Tournament, str])


async def off_loop(work: Callable[[], _Core]) -> _Core:
    """The core's work in a worker thread, so the event loop goes on meanwhile (the pairing is
    pure Python: the loop still gets the interpreter at every switch interval, 5 ms)."""
    return await asyncio.to_thread(work)


# Reasons a match ends on the tournament's word (``MatchRecord.result.reason``).
FORFEIT_REASONS = {
    "no-show": "the other player did not show up before the deadline",
    "dropped": "the other player left the tournament",
    "disqualified": "the other player was disqualified",
    "conceded": "the other player conceded the match",
    "organiser": "the organiser set the result",
}


def minutes(value: int) -> timedelta:
    return timedelta(minutes=value)


def reminder_at(record: TournamentRecord) -> datetime | None:
    """When check-in reminds those not checked in (``None``: no reminder): ``reminder_minutes``
    before the start, but no earlier than half-way through the window, so it never comes with
    the check-in message itself. It rides the tournament's one durable timer (``arm``), which
    is set for it only while it is ahead: the timer firing for it is the reminder, so a restart
    neither loses nor repeats it."""
    config = record.config
    if record.phase is not Phase.CHECKIN or not config.reminder_minutes:
        return None
    if record.starts_at is None or record.checkin_at is None:
        return None
    lead = min(minutes(config.reminder_minutes), (record.starts_at - record.checkin_at) / 2)
    if lead <= timedelta(0):
        return None
    return record.starts_at - lead


def title(record: TournamentRecord, key: str) -> str:
    return T.describe(record.started, key)


def score(series: S.Series) -> list[float]:
    a, b = series.score
    return [a, b]


class Driver:
    """The steps of a running tournament; every method works inside ``change``."""

    def __init__(self, matches: MatchService) -> None:
        self._matches = matches

    # ---- the core, off the event loop ------------------------------------------------------

    async def step(
        self,
        change: flow.Change,
        record: TournamentRecord,
        work: Callable[[], _Core],
    ) -> _Core:
        """Run a change of the pure core (``work``) in a worker thread: it may pair a Swiss
        round, which takes seconds at 256 players and must not stall the bot (issue 11 item
        6). When the change leaves the next Swiss round held (no legal pairing), the channel
        and the organiser are told once, here."""
        before = record.core
        done = await off_loop(work)
        t = done if isinstance(done, T.Tournament) else done[0]
        if t.held and (before is None or before.held != t.held):
            change.notes.append(
                notices.public(
                    record,
                    "tournament-held",
                    round=len(t.rounds) + 1,
                    reasons=list(t.held),
                    organiser=record.organiser_id,
                )
            )
        return done

    # ---- the reconciling step --------------------------------------------------------------

    async def advance(
        self, change: flow.Change, record: TournamentRecord, reason: str = "organiser"
    ) -> TournamentRecord:
        """See the module docstring; ``reason`` says why a running game that no longer stands
        is ended (``FORFEIT_REASONS``). Saves and returns the record."""
        if record.phase in (Phase.RUNNING, Phase.PAUSED):
            record = await self._reconcile(change, record, reason)
            if record.phase is Phase.RUNNING and T.finished(record.started):
                record = await self._finish(change, record)
        await self.arm(change, record)
        record = replace(record, updated_at=change.now)
        await tables(change.uow).save_tournament(record)
        return record

    async def _reconcile(
        self, change: flow.Change, record: TournamentRecord, reason: str
    ) -> TournamentRecord:
        t = record.started
        ready = {p.key: p for p in T.ready(t)}
        lives = {live.key: live for live in await tables(change.uow).lives(record.id)}
        for key, old in list(lives.items()):
            p = ready.get(key)
            if p is None or (p.a, p.b) != (old.a, old.b):
                await self.close(change, record, old, _effective(t, old), reason)
                del lives[key]
                continue
            users = (t.entrant(old.a).player, t.entrant(old.b).player)
            if users != old.users:  # the organiser replaced a player: restart this game
                await self._stop_match(change, old, None, "organiser")
                lives[key] = replace(
                    old, users=users, match_id=None, choice=None, game=None, step=old.step + 1
                )
                await tables(change.uow).put_live(lives[key])
        if record.phase is not Phase.RUNNING:
            return record
        record = await self._announce_round(change, record)
        for key, p in ready.items():
            if key not in lives:
                lives[key] = await self._open(change, record, p)
        for live in lives.values():
            if live.match_id is None and (live.choice is None or live.choice.chosen is not None):
                await self.next_game(change, record, live)
        return record

    async def _announce_round(
        self, change: flow.Change, record: TournamentRecord
    ) -> TournamentRecord:
        t = record.started
        if t.format.elimination:
            return record
        current = T.current_round(t)
        if current <= record.announced_round or not T.ready(t):
            return record
        pairs = T.rounds(t)[current - 1]
        byes = [t.entrant(p.entrants[0]).player for p in pairs if len(p.entrants) == 1]
        total = t.settings.rounds if t.format is Format.SWISS else len(T.rounds(t))
        change.notes.append(
            notices.public(record, "tournament-round", round=current, rounds=total, byes=byes)
        )
        return replace(record, announced_round=current)

    async def _open(self, change: flow.Change, record: TournamentRecord, p: Pairing) -> LivePairing:
        t = record.started
        assert isinstance(p.a, int) and isinstance(p.b, int)
        days = record.config.deadline_minutes
        live = LivePairing(
            tournament_id=record.id,
            key=p.key,
            round=p.round,
            a=p.a,
            b=p.b,
            users=(t.entrant(p.a).player, t.entrant(p.b).player),
            series=T.new_series(t),
            opened_at=change.now,
            deadline=change.now + minutes(days) if days else None,
        )
        await tables(change.uow).put_live(live)
        return live

    # ---- choosing and starting games -------------------------------------------------------

    async def next_game(
        self, change: flow.Change, record: TournamentRecord, live: LivePairing
    ) -> LivePairing:
        """Choose the next game of the series (or open the agree-or-ban procedure) and start
        it; nothing while the tournament is paused."""
        if record.phase is not Phase.RUNNING:
            await tables(change.uow).put_live(live)
            return live
        game, how = live.game, "restart"
        if game is None and live.choice is not None and live.choice.chosen is not None:
            game = live.choice.chosen
            how = "agreed" if live.choice.agreed else "bans"
        if game is None:
            settings = record.started.settings
            plan = S.plan_next_game(settings.choice, live.round, live.a, live.b, live.series)
            if isinstance(plan, G.AgreeOrBan) and plan.chosen is None:
                live = replace(
                    live,
                    choice=plan,
                    step=live.step + 1,
                    choice_deadline=change.now + minutes(record.config.choice_minutes),
                )
                await tables(change.uow).put_live(live)
                change.notes.append(self.choice_notice(record, live))
                return live
            game = plan.chosen if isinstance(plan, G.AgreeOrBan) else plan
            assert game is not None
            how = settings.choice.rule.value
        return await self.start_game(change, record, live, game, how)

    def choice_notice(self, record: TournamentRecord, live: LivePairing) -> Notification:
        choice = live.choice
        assert choice is not None
        phase = choice.phase
        to_act = [live.users[side] for side in choice.to_act()]
        quota = choice.turn()[1] if phase == "ban" else 0
        return notices.public(
            record,
            "tournament-choice",
            key=live.key,
            title=title(record, live.key),
            step=live.step,
            phase=phase,
            users=list(live.users),
            to_act=to_act,
            picks=list(choice.picks) if phase != "pick" else [None, None],
            remaining=list(choice.remaining),
            banned=[[live.users[side], game] for side, game in choice.banned],
            quota=quota,
            deadline=notices.iso(live.choice_deadline),
            game_no=live.series.next_game_no,
        )

    async def start_game(
        self,
        change: flow.Change,
        record: TournamentRecord,
        live: LivePairing,
        game: str,
        how: str,
    ) -> LivePairing:
        """Start game ``series.next_game_no`` of ``live`` as a match (RULES.md §2: side a sits
        in seat 0 in odd games); Thwart Omega's tie seat is stated before the match (§3)."""
        t = record.started
        game_no = live.series.next_game_no
        seat0 = S.seat0_side(game_no)
        seats = live.users if seat0 == 0 else (live.users[1], live.users[0])
        options = dict(record.config.options.get(game, {}))
        tie_notice = None
        if game == "thwart-omega":
            pairing = Pairing(live.key, live.round, live.a, live.b)
            options["tiebreak"], tie_notice = T.thwart_tiebreak_for(t, pairing, game_no)
        first_note = len(change.notes)
        match, _ = await self._matches.start_in(
            change,
            guild_id=record.guild_id,
            channel_id=record.channel_id,
            players=seats,
            game=game,
            options=options,
            timing=record.config.timing,
            seat=SeatChoice.FIRST,
        )
        await tables(change.uow).put_tournament_match(
            TournamentMatch(match.id, record.id, live.key, game_no, seat0)
        )
        live = replace(live, match_id=match.id, game=game, choice=None, choice_deadline=None)
        await tables(change.uow).put_live(live)
        # Before the match's own notifications: the game, the seats and the tie rule come first.
        change.notes.insert(
            first_note,
            notices.public(
                record,
                "tournament-game",
                match_id=match.id,
                key=live.key,
                title=title(record, live.key),
                game_no=game_no,
                best_of=live.series.best_of,
                game=match.game_id,
                how=how,
                seats=list(seats),
                users=list(live.users),
                score=score(live.series),
                tie_notice=tie_notice,
                restarted=how == "restart",
            ),
        )
        return live

    # ---- games ending ----------------------------------------------------------------------

    async def game_over(
        self,
        change: flow.Change,
        record: TournamentRecord,
        live: LivePairing,
        match: MatchRecord,
        link: TournamentMatch,
    ) -> TournamentRecord:
        """The match of the current game ended: record the game; then the next game, or the
        pairing's result."""
        live = replace(live, showed=live.showed | await self._showed(change, match.id, link))
        if match.status is MatchStatus.ABORTED:
            live = replace(live, match_id=None)  # the same game again (module docstring)
            await tables(change.uow).put_live(live)
            return record
        result = match.result
        winner: Side | None = None
        if result is not None and result.winner is not None:
            winner = link.seat0 if result.winner == 0 else (1 - link.seat0)  # type: ignore[assignment]
        series = S.record_game(live.series, match.game_id, winner)
        live = replace(live, series=series, match_id=None, game=None)
        await tables(change.uow).put_live(live)
        if not series.finished:
            return record
        try:
            return await self.record(change, record, live, S.series_result(series), "played")
        except TournamentError:  # the organiser decided this pairing meanwhile
            log.warning("tournament %s: %s finished but is not open", record.id, live.key)
            await tables(change.uow).put_live(replace(live, status=LiveStatus.CLOSED))
            return record

    async def record(
        self,
        change: flow.Change,
        record: TournamentRecord,
        live: LivePairing,
        result: Result,
        reason: str,
    ) -> TournamentRecord:
        """Give ``live`` its result: the running game ends accordingly, the core records it."""
        t = await self.step(change, record, partial(T.record, record.started, live.key, result))
        await self._stop_match(change, live, result, reason)
        await tables(change.uow).put_live(replace(live, status=LiveStatus.CLOSED))
        record = replace(record, core=t)
        change.notes.append(self.result_notice(record, live, result, reason))
        change.notes.append(notices.updated(record))
        return record

    def result_notice(
        self,
        record: TournamentRecord,
        live: LivePairing,
        result: Result,
        reason: str,
        removed: list[str] | None = None,
    ) -> Notification:
        winner = None if result.winner is None else live.users[result.winner]
        return notices.public(
            record,
            "tournament-result",
            key=live.key,
            title=title(record, live.key),
            users=list(live.users),
            points=list(result.points),
            games=None if result.games is None else list(result.games),
            kind=result.kind.value,
            reason=reason,
            winner=winner,
            removed=removed or [],
        )

    async def close(
        self,
        change: flow.Change,
        record: TournamentRecord,
        live: LivePairing,
        result: Result | None,
        reason: str,
    ) -> None:
        """``live`` no longer stands (the core decided it otherwise): stop its game."""
        await self._stop_match(change, live, result, reason)
        await tables(change.uow).put_live(replace(live, status=LiveStatus.CLOSED))

    async def _stop_match(
        self, change: flow.Change, live: LivePairing, result: Result | None, reason: str
    ) -> None:
        """End the running game of ``live``, if any: won by the side ``result`` names, else
        aborted."""
        if live.match_id is None:
            return
        match = await change.uow.load_match(live.match_id)
        if match is None or match.status is not MatchStatus.ACTIVE:
            return
        if result is None or result.winner is None:
            await flow.abort(change, match, None)
            return
        seat = match.seat_of(live.users[result.winner])
        if seat is None:  # the person changed since the game started
            await flow.abort(change, match, None)
            return
        why = FORFEIT_REASONS.get(reason, reason)
        details = f"Decided by the tournament: {why}."
        await flow.finish(change, match, MatchResult(seat, "forfeit", details=details))

    async def _showed(self, change: flow.Change, match_id: int, link: TournamentMatch) -> set[Side]:
        """The sides that made a move of their own in the match (a random fill does not count)."""
        sides: set[Side] = set()
        for move in await change.uow.load_moves(match_id):
            if not move.random_fill:
                sides.add(link.seat0 if move.seat == 0 else (1 - link.seat0))  # type: ignore[arg-type]
        return sides

    # ---- deadlines -------------------------------------------------------------------------

    async def due(self, change: flow.Change, record: TournamentRecord) -> TournamentRecord:
        """Act on every pairing deadline that has passed (and on games that ended unseen)."""
        for listed in await tables(change.uow).lives(record.id):
            if record.phase is not Phase.RUNNING:
                break
            live = await tables(change.uow).load_live(record.id, listed.key)
            if live is None or not live.live:
                continue
            if live.match_id is not None:
                # A match ended without the hook seeing it (a moderator's abort): record it now.
                match = await change.uow.load_match(live.match_id)
                link = await tables(change.uow).tournament_match(live.match_id)
                if (
                    match is not None
                    and link is not None
                    and match.status is not MatchStatus.ACTIVE
                ):
                    record = await self.game_over(change, record, live, match, link)
                    continue
            if live.choice_deadline is not None and change.now >= live.choice_deadline:
                live = await self.choice_timeout(change, record, live)
            if live.deadline is not None and change.now >= live.deadline:
                record = await self._deadline(change, record, live)
        return record

    async def choice_timeout(
        self, change: flow.Change, record: TournamentRecord, live: LivePairing
    ) -> LivePairing:
        choice = live.choice
        if choice is None:
            return replace(live, choice_deadline=None)
        if choice.phase == "pick":
            choice = G.skip_missing_picks(choice)
        elif choice.phase == "ban":
            banner = choice.turn()[0]
            rng = seeded(record.seed, "ban", live.key, live.series.next_game_no, live.step)
            while choice.phase == "ban" and choice.turn()[0] == banner:
                choice = G.ban_at_random(choice, rng)
        return await self.choice_moved(change, record, live, choice)

    async def choice_moved(
        self, change: flow.Change, record: TournamentRecord, live: LivePairing, choice: G.AgreeOrBan
    ) -> LivePairing:
        """The procedure moved on a step: start the game, or announce who acts next."""
        live = replace(
            live,
            choice=choice,
            step=live.step + 1,
            choice_deadline=change.now + minutes(record.config.choice_minutes),
        )
        if choice.chosen is not None:
            return await self.next_game(change, record, live)
        await tables(change.uow).put_live(live)
        change.notes.append(self.choice_notice(record, live))
        return live

    async def _deadline(
        self, change: flow.Change, record: TournamentRecord, live: LivePairing
    ) -> TournamentRecord:
        showed = set(live.showed)
        if live.match_id is not None:
            link = await tables(change.uow).tournament_match(live.match_id)
            if link is not None:
                showed |= await self._showed(change, live.match_id, link)
        absent = [live.users[side] for side in (0, 1) if side not in showed]
        if not absent:
            what = "overran"
        elif record.config.no_show is NoShow.NOTIFY:
            what = "absent"
        else:
            what = "forfeit"
        payload: dict[str, JSON] = {
            "key": live.key,
            "title": title(record, live.key),
            "what": what,
            "absent": absent,
            "users": list(live.users),
        }
        change.notes.append(notices.public(record, "tournament-deadline", **payload))
        change.notes.append(
            notices.private(record, record.organiser_id, "tournament-organiser", **payload)
        )
        live = replace(live, deadline=None, showed=frozenset(showed))
        await tables(change.uow).put_live(live)
        if what != "forfeit":
            return record
        if len(absent) == 2:
            result = Result.double_forfeit()
        else:
            result = Result.win(0 if 0 in showed else 1, forfeit=True)
        return await self.record(change, record, live, result, "no-show")

    async def arm(self, change: flow.Change, record: TournamentRecord) -> None:
        """Set the tournament's one timer to its next deadline (or clear it)."""
        times: list[datetime] = []
        if record.phase is Phase.SIGNUP and record.checkin_at is not None:
            times.append(record.checkin_at)
        if record.phase.before_start and record.starts_at is not None:
            times.append(record.starts_at)
        remind = reminder_at(record)
        if remind is not None and remind > change.now:
            times.append(remind)
        if record.phase is Phase.RUNNING:
            for live in await tables(change.uow).lives(record.id):
                times += [d for d in (live.deadline, live.choice_deadline) if d is not None]
        if times:
            await change.uow.set_timer(Timer(TimerKind.TOURNAMENT, record.id, 0, min(times)))
        else:
            await change.uow.clear_timers(record.id, [TimerKind.TOURNAMENT])

    # ---- the end ---------------------------------------------------------------------------

    async def _finish(self, change: flow.Change, record: TournamentRecord) -> TournamentRecord:
        t = record.started
        champion = T.champion(t)
        podium = [t.entrant(seed).player for place, seed in T.ranking(t) if place <= 3]
        places = [[place, t.entrant(seed).player] for place, seed in T.ranking(t) if place <= 3]
        change.notes.append(
            notices.public(
                record,
                "tournament-finished",
                champion=None if champion is None else t.entrant(champion).player,
                podium=podium,
                places=places,
                tied=[t.entrant(seed).player for seed in T.tied_for_first(t)],
            )
        )
        change.notes.append(notices.updated(record))
        return replace(record, phase=Phase.FINISHED)

    async def stop_all(self, change: flow.Change, record: TournamentRecord) -> None:
        """Cancel: every running game is aborted and every pairing closed."""
        for live in await tables(change.uow).lives(record.id):
            await self.close(change, record, live, None, "organiser")


def _effective(t: T.Tournament, live: LivePairing) -> Result | None:
    """The result the core now gives ``live``'s pairing, if it still has these two sides."""
    try:
        p = T.pairing(t, live.key)
    except TournamentError:
        return None
    if (p.a, p.b) != (live.a, live.b) or p.result is None:
        return None
    if p.result.kind is Kind.BYE:
        return None
    return p.result
