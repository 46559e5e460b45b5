"""Paced rounds: what happens to a pairing still unfinished when its round time runs out
(``TournamentConfig.round_minutes``; when that is, and the schedule: ``tournaments/pace.py``).

Decisions (the issue leaves these open), stated where they are implemented:

* The round time is counted from the moment a pairing opens (``pace.round_end``): a Swiss or
  round robin round's pairings open together, so it is the round's time; each bracket match
  (single or double elimination) has its own.
* When it runs out, the organiser's rule (``TournamentConfig.overtime``) decides the pairing:
  ``clock``: the player ahead on the clock wins (``adjudication.py`` says what that means for
  each kind of game and for a series part-way, e.g. a best of 3 at 1–0); ``double-loss``: both
  lose (a double forfeit: in a bracket nobody goes on, and in a double elimination's winners'
  bracket both are out, as for a double no-show); ``organiser``: the organiser is asked (in the
  channel and the match's thread) to decide with ``/host set-result`` within
  ``overtime_minutes``; the game goes on meanwhile and a result it reaches first stands; if
  the organiser has not decided by then, the clock rule decides.
* The game under way is ended as ``/host set-result`` and no-show forfeits end one: finished
  (``flow.finish``: no more moves, its clocks cancelled, rated like every tournament forfeit)
  for the side ahead (nobody ahead: a drawn game), or aborted for a double loss (unrated, as a
  double forfeit). The pairing's result is recorded once, through ``record``; the match-end
  hook that follows finds the pairing closed and does nothing.
* Paused, the round time stops (``due`` acts on nothing; ``resume`` moves every end on by the
  length of the pause). After a restart the tournament's one durable timer (``arm``) fires
  for the end as for any deadline; an end that passed while the bot was down is moved to a
  few minutes after the start (``after_outage``), as the pairing deadlines are.
"""

from __future__ import annotations

from dataclasses import replace

from bot.engine.matches import flow
from bot.engine.model import JSON, MatchStatus, Notification
from bot.engine.model import Result as MatchResult
from bot.engine.tournaments import notices
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Result, Side
from bot.engine.tournaments.driver.adjudication import Judgement, judged, result_after
from bot.engine.tournaments.driver.games import GameSteps
from bot.engine.tournaments.driver.steps import FORFEIT_REASONS, minutes, title
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.records import LivePairing, Overtime, TournamentRecord

ROUND_TIME = "round-time"  # the reason of results decided here (``FORFEIT_REASONS``)


class PacingSteps(GameSteps):
    """The end of a pairing's round time (see the module docstring)."""

    async def paced(
        self,
        change: flow.Change,
        record: TournamentRecord,
        live: LivePairing,
        told: list[dict[str, JSON]],
    ) -> TournamentRecord:
        """Act on ``live`` if its round time or the organiser's time to decide ran out; what
        was done is added to ``told`` (the channel hears of it once: ``time_up_notice``)."""
        now = change.now
        if live.round_ends is not None and now >= live.round_ends:
            if record.config.overtime is Overtime.ORGANISER:
                return await self._ask(change, record, live, told)
            return await self._decide(change, record, live, record.config.overtime.value, told)
        if live.overtime_ends is not None and now >= live.overtime_ends:
            return await self._decide(change, record, live, "fallback", told)
        return record

    async def _ask(
        self,
        change: flow.Change,
        record: TournamentRecord,
        live: LivePairing,
        told: list[dict[str, JSON]],
    ) -> TournamentRecord:
        until = change.now + minutes(record.config.overtime_minutes)
        live = replace(live, round_ends=None, overtime_ends=until)
        await tables(change.uow).put_live(live)
        facts = self._facts(record, live, "organiser")
        facts["until"] = notices.iso(until)
        change.notes.append(notices.public(record, "tournament-overtime", **facts))
        told.append(facts)
        return record

    async def _decide(
        self,
        change: flow.Change,
        record: TournamentRecord,
        live: LivePairing,
        rule: str,
        told: list[dict[str, JSON]],
    ) -> TournamentRecord:
        """Decide ``live`` by ``rule`` (``clock``, ``double-loss``, or ``fallback``: the clock
        rule after the organiser's time ran out) and record it."""
        facts = self._facts(record, live, rule)
        first_note = len(change.notes)  # the explanation comes before the game's own end
        if rule == Overtime.DOUBLE_LOSS.value:
            result = Result.double_forfeit()  # its running game is aborted by ``record``
            facts.update(by="double-loss")
        else:
            live, result, facts = await self._by_the_clock(change, record, live, facts)
        facts.update(
            winner=None if result.winner is None else live.users[result.winner],
            points=list(result.points),
            games=None if result.games is None else list(result.games),
        )
        change.notes.insert(first_note, notices.public(record, "tournament-overtime", **facts))
        told.append(facts)
        return await self.record(change, record, live, result, ROUND_TIME)

    async def _by_the_clock(
        self,
        change: flow.Change,
        record: TournamentRecord,
        live: LivePairing,
        facts: dict[str, JSON],
    ) -> tuple[LivePairing, Result, dict[str, JSON]]:
        """The clock rule: the game under way is judged and ended for the side ahead, then
        counted in the series (``adjudication.result_after``)."""
        game: str | None = None
        ahead: Side | None = None
        match = None if live.match_id is None else await change.uow.load_match(live.match_id)
        link = None if match is None else await tables(change.uow).tournament_match(match.id)
        if match is not None and link is not None and match.status is MatchStatus.ACTIVE:
            moves = await change.uow.load_moves(match.id)
            judgement = judged(self._matches.games, match, moves, change.now)
            if judgement.seat is not None:
                ahead = link.seat0 if judgement.seat == 0 else (1 - link.seat0)  # type: ignore[assignment]
            facts.update(_judged(judgement, link.seat0), match_id=match.id)
            why = FORFEIT_REASONS[ROUND_TIME]
            await flow.finish(
                change,
                match,
                MatchResult(
                    judgement.seat, "forfeit", details=f"Decided by the tournament: {why}."
                ),
            )
            game = match.game_id
        t = record.started
        better: Side = 0 if live.a < live.b else 1
        series, result, by = result_after(
            live.series,
            game,
            ahead,
            draws_allowed=T.draws_allowed(t, live.key),
            better_seed=better,
        )
        facts["by"] = by
        live = replace(live, series=series, match_id=None, game=None)
        return live, result, facts

    def _facts(self, record: TournamentRecord, live: LivePairing, rule: str) -> dict[str, JSON]:
        return {
            "key": live.key,
            "title": title(record, live.key),
            "round": 0 if record.started.format.elimination else live.round,
            "users": list(live.users),
            "rule": rule,
            "organiser": record.organiser_id,
        }

    def time_up_notice(self, record: TournamentRecord, told: list[dict[str, JSON]]) -> Notification:
        """One post in the channel for every pairing whose time ran out at this moment."""
        return notices.public(
            record,
            "tournament-time-up",
            organiser=record.organiser_id,
            pairings=[
                {k: facts.get(k) for k in ("key", "round", "users", "rule", "winner", "until")}
                for facts in told
            ],
        )


def _judged(judgement: Judgement, seat0: Side) -> dict[str, JSON]:
    """The judgement by side (a, b) rather than by seat."""

    def by_side(values: tuple[float, float] | tuple[int, int] | None) -> list[float] | None:
        if values is None:
            return None
        return [values[0], values[1]] if seat0 == 0 else [values[1], values[0]]

    return {
        "how": judgement.how,
        "used": by_side(judgement.used),
        "scores": by_side(judgement.scores),
        "tie": judgement.tie,
    }
