"""The games of a pairing: choosing the next one (or opening the agree-or-ban procedure), starting
it as a match, and recording it when it ends, up to the pairing's result."""

from __future__ import annotations

import logging
from dataclasses import replace
from functools import partial

from bot.engine.matches import flow
from bot.engine.model import MatchRecord, MatchStatus, Notification, SeatChoice
from bot.engine.tournaments import notices
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import series as S
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Pairing, Result, Side, TournamentError
from bot.engine.tournaments.driver.steps import DriverBase, minutes, score, title
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.records import (
    LivePairing,
    LiveStatus,
    Phase,
    TournamentMatch,
    TournamentRecord,
)

log = logging.getLogger("bot.engine.tournaments.driver")  # the name it always logged under


class GameSteps(DriverBase):
    """Choosing, starting and recording the games of a pairing (see the module docstring)."""

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
