"""What every step of a running tournament stands on: the core's work off the event loop and its
Swiss pairings outside the write transaction (``step``), stopping a pairing's running game, who
showed up in it, and the small helpers (``minutes``, ``reminder_at``, ``title``, ``score``,
``FORFEIT_REASONS``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta
from functools import partial
from typing import TypeVar

from bot.engine.matches import flow
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus
from bot.engine.model import Result as MatchResult
from bot.engine.tournaments import notices
from bot.engine.tournaments.core import series as S
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Result, Side
from bot.engine.tournaments.driver.pairings import Pairings
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.records import (
    LivePairing,
    LiveStatus,
    Phase,
    TournamentMatch,
    TournamentRecord,
)

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
    "round-time": "the round's time ran out, and the organiser's rule for it decided the game",
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


class DriverBase:
    """The driver's state and the steps the others share; every method works inside ``change``."""

    def __init__(self, matches: MatchService) -> None:
        self._matches = matches
        self._pairings = Pairings()

    # ---- the core, off the event loop ------------------------------------------------------

    async def step(
        self,
        change: flow.Change,
        record: TournamentRecord,
        work: Callable[..., _Core],
    ) -> _Core:
        """Run a change of the pure core (``work``, called with the pairer as ``pair``) in a
        worker thread. A Swiss round it pairs is not computed here, inside the transaction: it
        takes seconds at 256 players, and the database's write lock would be held that long
        (``pairings``: the change is rolled back, the pairing computed outside any transaction
        and the change run again). When the change leaves the next Swiss round held (no legal
        pairing), the channel and the organiser are told once, here."""
        before = record.core
        done = await off_loop(partial(work, pair=self._pairings.pair))
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
