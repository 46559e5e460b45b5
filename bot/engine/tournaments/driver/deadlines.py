"""Deadlines of a running tournament: a pairing's no-show deadline, a game choice's step deadline,
a paced round's end (``pacing``), and the tournament's one durable timer (``arm``) that wakes the
service for the next of them."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from bot.engine.games import seeded
from bot.engine.matches import flow
from bot.engine.model import JSON, MatchStatus, Timer, TimerKind
from bot.engine.tournaments import notices
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core.model import Result
from bot.engine.tournaments.driver.pacing import PacingSteps
from bot.engine.tournaments.driver.steps import minutes, reminder_at, title
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.records import LivePairing, NoShow, Phase, TournamentRecord


class DeadlineSteps(PacingSteps):
    """Acting on deadlines and arming the timer for the next (see the module docstring)."""

    # ---- deadlines -------------------------------------------------------------------------

    async def due(self, change: flow.Change, record: TournamentRecord) -> TournamentRecord:
        """Act on every pairing deadline that has passed (and on games that ended unseen)."""
        told: list[dict[str, JSON]] = []  # pairings whose round time ran out (``pacing``)
        first_note = len(change.notes)
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
                live = await tables(change.uow).load_live(record.id, listed.key) or live
            if live.live:
                record = await self.paced(change, record, live, told)
        if told:  # in the channel before the results it caused (and a round's summary)
            at = next(
                i
                for i, note in enumerate(change.notes)
                if i >= first_note and note.kind == "tournament-overtime"
            )
            change.notes.insert(at, self.time_up_notice(record, told))
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
                moments = (live.deadline, live.choice_deadline, live.round_ends, live.overtime_ends)
                times += [d for d in moments if d is not None]
        if times:
            await change.uow.set_timer(Timer(TimerKind.TOURNAMENT, record.id, 0, min(times)))
        else:
            await change.uow.clear_timers(record.id, [TimerKind.TOURNAMENT])
