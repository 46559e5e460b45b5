"""``TournamentService``: a tournament's whole life, from sign-up to champion, in SQLite.

The Discord layer calls these methods with plain data and gets ``TournamentView`` values back;
a refusal is an ``EngineError`` (mostly ``TournamentError``) whose message is a sentence for the
person, and then nothing was changed. Every change is one transaction of the match service
(``MatchService.write``), so the matches a tournament starts, the notifications it causes and
the tournament itself commit together. A change that pairs a Swiss round is rolled back at the
pairing, which is computed with no transaction open, and runs again with it
(``driver/pairings.py``): the database's write lock is never held for a pairing.

Lifecycle
    ``create`` (an organiser: ``Actor.manager``, i.e. a server manager or a holder of the
    server's organiser role, which the Discord layer checks) opens sign-up; ``join`` / ``leave``
    (the first ``cap`` sign-ups hold the seats, later ones wait on a waitlist that moves up by
    itself when a seat comes free: ``set_cap``, a leave, a seat not checked in at the start);
    check-in opens by itself ``checkin_minutes`` before ``starts_at`` (or by ``open_checkin``),
    ``check_in``, with a reminder to those not checked in (``driver.reminder_at``); the
    tournament starts by itself at ``starts_at`` (or by ``start``) with the checked-in players
    (everyone who joined if there was no check-in), seeded at random or by entry order.
    Matches are then created by themselves (``MatchService.start_in``, in threads of the
    tournament's channel) and their results recorded when they end, through a match-end hook
    that commits a durable ``tournament-match-end`` timer with the end of the match; the timer
    is handled in its own transaction (retried if it fails, kept across restarts).
Players
    ``choose`` (agree-or-ban: a private pick, then bans), ``concede`` (report your own loss),
    ``leave`` (after the start: a drop; past results stay).
Organiser (the creator, or any ``Actor.manager``); every action is in the audit log
    ``set_result``, ``disqualify``, ``replace_player``, ``pause`` / ``resume``, ``cancel``,
    ``open_checkin``, ``start``; ``set_organiser_role`` (server managers only).
Reads
    ``get``, ``find`` (the tournament of a channel), ``choice_of``, ``audit_log``, ``export``.
Start-up
    ``after_outage`` (``Engine.start`` calls it): pairing and choice deadlines and paced round
    ends that passed while the bot was down are moved to a few minutes from now, like the match
    clocks.

The running tournament's steps (pairings opened, games chosen and started, results, deadlines,
the decisions the rules leave open) are in ``driver/``; its notifications in ``notices.py``.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from bot.engine.errors import NotYourMatch, StaleRequest
from bot.engine.matches import flow
from bot.engine.matches.service import MatchService
from bot.engine.model import Timer, TimerKind, UserId
from bot.engine.retry import retried
from bot.engine.tournaments import export as export_mod
from bot.engine.tournaments import notices
from bot.engine.tournaments.base import Actor
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Result, TournamentError
from bot.engine.tournaments.driver import reminder_at
from bot.engine.tournaments.organiser import Organiser
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.records import (
    AuditEntry,
    LivePairing,
    Phase,
    TournamentListing,
    TournamentRecord,
)
from bot.engine.tournaments.signup import SignUp
from bot.engine.tournaments.views import ChoiceView, TournamentView

__all__ = ["Actor", "TournamentService"]


class TournamentService(SignUp, Organiser):
    def __init__(self, matches: MatchService) -> None:
        super().__init__(matches)
        matches.add_match_end_hook(self._matches_ended)
        matches.add_timer_handler([TimerKind.TOURNAMENT], self._fire, "tournament")
        matches.add_timer_handler([TimerKind.TOURNAMENT_MATCH_END], self._match_end, "match-end")

    # ---- timers and the match-end hook -----------------------------------------------------

    async def _matches_ended(self, change: flow.Change, match_ids: list[int]) -> None:
        """Inside the transaction that ended the matches: a durable note for each tournament
        match, handled by ``_match_end`` after the commit (in a transaction of its own)."""
        for match_id in match_ids:
            if await tables(change.uow).tournament_match(match_id) is not None:
                await change.uow.set_timer(
                    Timer(TimerKind.TOURNAMENT_MATCH_END, match_id, 0, change.now)
                )

    async def _match_end(self, change: flow.Change, timer: Timer) -> int:
        taken = await change.uow.take_timer(timer.kind, timer.target_id, change.now)
        if taken is None:
            return 0
        link = await tables(change.uow).tournament_match(taken.target_id)
        match = await change.uow.load_match(taken.target_id)
        if link is None or match is None:
            return 0
        record = await tables(change.uow).load_tournament(link.tournament_id)
        live = await tables(change.uow).load_live(link.tournament_id, link.key)
        if record is None or live is None or not live.live or live.match_id != match.id:
            return 0  # decided otherwise meanwhile (an organiser, a deadline)
        record = await self._driver.game_over(change, record, live, match, link)
        await self._driver.advance(change, record)
        return 1

    async def _fire(self, change: flow.Change, timer: Timer) -> int:
        taken = await change.uow.take_timer(timer.kind, timer.target_id, change.now)
        if taken is None:
            return 0
        record = await tables(change.uow).load_tournament(taken.target_id)
        if record is None or record.phase.over:
            return 0
        now = change.now
        remind = reminder_at(record)
        if remind is not None and record.starts_at and remind <= now < record.starts_at:
            # In check-in the timer is set for the reminder or for the start: this is the
            # reminder's (``reminder_at``), so it is sent once.
            await self.remind(change, record)
        if record.phase is Phase.SIGNUP and record.checkin_at and now >= record.checkin_at:
            record = self._checkin_opened(
                change, record, await tables(change.uow).entries(record.id)
            )
        if record.phase.before_start and record.starts_at and now >= record.starts_at:
            try:
                record = await self._start(change, record, manual=False)
            except TournamentError as error:  # the field does not suit the settings
                change.notes.append(  # the English, and the refusal for the server's language
                    notices.public(
                        record,
                        "tournament-cancelled",
                        reason=str(error),
                        refusal=error.message_id,
                        refusal_args=dict(error.arguments),
                    )
                )
                record = replace(record, phase=Phase.CANCELLED)
        if record.phase is Phase.RUNNING:
            record = await self._driver.due(change, record)
        await self._driver.advance(change, record)
        return 1

    @retried
    async def after_outage(self, grace_seconds: int = 300) -> int:
        """Start-up (the outage grace rule, as for match clocks): pairing and choice deadlines
        that passed while the bot was down now end ``grace_seconds`` from now, so nobody
        forfeits for the time nobody could play. How many tournaments were affected."""
        async with self._matches.write(None) as change:
            until = change.now + timedelta(seconds=grace_seconds)
            affected = 0
            before = self._matches.outage_cutoff(change.now)
            for timer in await change.uow.overdue_timers(before, [TimerKind.TOURNAMENT]):
                record = await tables(change.uow).load_tournament(timer.target_id)
                if record is None or record.phase is not Phase.RUNNING:
                    continue
                for live in await tables(change.uow).lives(record.id):
                    await tables(change.uow).put_live(
                        replace(
                            live,
                            deadline=_not_before(live.deadline, until),
                            choice_deadline=_not_before(live.choice_deadline, until),
                            round_ends=_not_before(live.round_ends, until),
                            overtime_ends=_not_before(live.overtime_ends, until),
                        )
                    )
                await self._driver.arm(change, record)
                affected += 1
            return affected

    # ---- players during the event ----------------------------------------------------------

    async def _live_of(
        self, change: flow.Change, record: TournamentRecord, user_id: UserId, key: str | None
    ) -> LivePairing:
        t = self._running(record)
        if key is not None:
            live = await tables(change.uow).load_live(record.id, key.strip().upper())
            if live is None or not live.live:
                raise TournamentError("tournament-not-a-live-match", key=key, name=record.name)
            if live.side_of_user(user_id) is None:
                raise NotYourMatch("tournament-not-your-match", **T.title(t, live.key))
            return live
        for live in await tables(change.uow).lives(record.id):
            if live.side_of_user(user_id) is not None:
                return live
        raise TournamentError("tournament-no-match-now", name=record.name)

    @retried
    async def choose(
        self, tournament_id: int, key: str, step: int, user_id: UserId, game: str
    ) -> ChoiceView:
        """Agree-or-ban: ``user_id`` picks (privately) or bans ``game`` at ``step``."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            live = await self._live_of(change, record, user_id, key)
            side = live.side_of_user(user_id)
            assert side is not None
            choice = live.choice
            if choice is None or choice.chosen is not None:
                raise StaleRequest("tournament-game-chosen")
            if step != live.step:
                raise StaleRequest("tournament-choice-over")
            if record.phase is not Phase.RUNNING:
                raise TournamentError("tournament-paused-choose-later", name=record.name)
            live = replace(live, showed=live.showed | {side})
            if choice.phase == "pick":
                choice = G.pick(choice, side, game)
                if choice.phase == "pick":  # waiting for the other pick: nothing public yet
                    await tables(change.uow).put_live(replace(live, choice=choice))
                    return ChoiceView(live.key, "pick", _picked(choice, side), choice)
                done = "pick"
            else:
                choice = G.ban(choice, side, game)
                done = "ban"
            live = await self._driver.choice_moved(change, record, live, choice)
            await self._driver.advance(change, record)
            shown = _picked(choice, side) if done == "pick" else choice.banned[-1][1]
            return ChoiceView(live.key, done, shown, choice)

    async def choice_of(self, tournament_id: int, key: str, user_id: UserId) -> ChoiceView:
        """What ``user_id`` may choose now in the agree-or-ban of pairing ``key``."""
        async with self._matches.store.read() as uow:
            change = flow.Change(uow, self._clock.now())
            record = await self._load(change, tournament_id)
            live = await self._live_of(change, record, user_id, key)
            if live.choice is None or live.choice.chosen is not None:
                raise StaleRequest("tournament-game-chosen")
            side = live.side_of_user(user_id)
            assert side is not None
            mine = live.choice.picks[side] if live.choice.phase == "pick" else None
            return ChoiceView(live.key, live.choice.phase, mine or "", live.choice, side, live.step)

    @retried
    async def concede(
        self, tournament_id: int, user_id: UserId, key: str | None = None
    ) -> TournamentView:
        """A player reports their own loss of the match they are playing (a forfeit)."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            live = await self._live_of(change, record, user_id, key)
            side = live.side_of_user(user_id)
            assert side is not None
            result = Result.win(1 - side, forfeit=True)  # type: ignore[arg-type]
            record = await self._driver.record(change, record, live, result, "conceded")
            record = await self._driver.advance(change, record)
            return await self._view(change, record)

    # ---- reads -----------------------------------------------------------------------------

    async def get(self, tournament_id: int) -> TournamentView:
        async with self._matches.store.read() as uow:
            change = flow.Change(uow, self._clock.now())
            return await self._view(change, await self._load(change, tournament_id))

    async def find(self, guild_id: int, channel_id: int | None = None) -> TournamentView | None:
        """The tournament a command in ``channel_id`` is about: the newest one not over in that
        channel, else the newest not over on the server, else the newest of the channel."""
        async with self._matches.store.read() as uow:
            change = flow.Change(uow, self._clock.now())
            for channel, open_only in ((channel_id, True), (None, True), (channel_id, False)):
                if open_only is False and channel is None:
                    continue
                found = await tables(uow).tournaments_in(
                    guild_id, channel_id=channel, open_only=open_only, limit=1
                )
                if found:
                    return await self._view(change, found[0])
            return None

    async def match_ids(self, tournament_id: int) -> dict[str, int]:
        """The match of each pairing that has one, by pairing key: the latest game of its
        series (a decided pairing's last game, a live one's current or last game). Byes,
        walkovers and results the organiser set without a game have none."""
        async with self._matches.store.read() as uow:
            links = await tables(uow).tournament_matches(tournament_id)
        latest: dict[str, int] = {}
        for link in sorted(links, key=lambda m: (m.game_no, m.match_id)):
            latest[link.key] = link.match_id
        return latest

    async def of_guild(self, guild_id: int) -> list[TournamentListing]:
        """The server's tournaments: the ones not over first, each part newest first."""
        async with self._matches.store.read() as uow:
            listed = await tables(uow).listed_in(guild_id)
        return sorted(listed, key=lambda r: (r.phase.over, -r.id))

    async def audit_log(self, tournament_id: int) -> list[AuditEntry]:
        async with self._matches.store.read() as uow:
            return await tables(uow).audit_log(tournament_id)

    async def export(self, tournament_id: int) -> export_mod.Export:
        """Every result as CSV and JSON (text), for the organiser's records."""
        async with self._matches.store.read() as uow:
            change = flow.Change(uow, self._clock.now())
            record = await self._load(change, tournament_id)
            links = await tables(uow).tournament_matches(record.id)
            matches = {link.match_id: await uow.load_match(link.match_id) for link in links}
            return export_mod.export(
                record,
                await tables(uow).entries(record.id),
                links,
                matches,
                await tables(uow).audit_log(record.id),
            )


def _not_before(moment: datetime | None, until: datetime) -> datetime | None:
    return None if moment is None else max(moment, until)


def _picked(choice: G.AgreeOrBan, side: int) -> str:
    return choice.picks[side] or ""
