"""What a durable timer does when it fires, and the outage grace rule at start-up.

A timer is taken (deleted) in the transaction that acts on it, so it acts at most once. A match
timer carries the ply it was set for (``ref``); if the match has moved on, it does nothing.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from datetime import datetime
from typing import Any

from bot.engine.clock import seconds
from bot.engine.games import AnyGame, Games, has_sealed_rounds, round_of
from bot.engine.matches import challenges, flow, notices, rounds
from bot.engine.model import (
    ABANDONED,
    INACTIVITY,
    TIMEOUT,
    ChallengeStatus,
    MatchRecord,
    MatchStatus,
    Result,
    Timer,
    TimerKind,
)

log = logging.getLogger(__name__)


def _colour(game: AnyGame, state: Any, seat: int) -> str:
    return str(game.colour_of(state, seat)).capitalize()


async def fire(change: flow.Change, timer: Timer, games: Games) -> int:
    """Act on ``timer`` if it is still due; 1 if it did something, else 0."""
    taken = await change.uow.take_timer(timer.kind, timer.target_id, change.now)
    if taken is None:
        return 0
    if taken.kind is TimerKind.CHALLENGE_EXPIRY:
        record = await change.uow.load_challenge(taken.target_id)
        if record is None or record.status is not ChallengeStatus.OPEN:
            return 0
        await challenges.close(change, record, ChallengeStatus.EXPIRED, None)
        return 1
    if taken.kind is TimerKind.THREAD_ARCHIVE:
        ended = await change.uow.load_match(taken.target_id)
        if ended is None or ended.thread_id is None:
            return 0
        change.notes.append(notices.public(ended, "thread-archive"))
        return 1
    match = await change.uow.load_match(taken.target_id)
    if match is None or match.status is not MatchStatus.ACTIVE or taken.ref != match.ply:
        return 0  # the match moved on since the timer was set
    game = flow.game_of(games, match)
    state = game.from_json(match.state)
    to_act = game.seats_to_act(state)
    if taken.kind is TimerKind.ROUND_END:
        subs = await change.uow.load_submissions(match.id, match.game_no, round_of(game, state))
        await rounds.resolve(change, match, game, state, subs)
    elif taken.kind is TimerKind.MOVE_WARNING and len(to_act) == 1:
        await _remind(change, match, to_act[0])
    elif taken.kind is TimerKind.MOVE_TIMEOUT and len(to_act) == 1:
        details = f"{_colour(game, state, to_act[0])} ran out of time."
        await flow.finish(change, match, Result(1 - to_act[0], TIMEOUT, details=details))
    elif taken.kind is TimerKind.INACTIVITY:
        await _inactive(change, match, game, state, to_act)
    else:
        return 0
    return 1


async def _remind(change: flow.Change, match: MatchRecord, seat: int) -> None:
    """Tell the player to move, privately, when they lose on time (``timeout-warning``), and
    arm the next reminder. ``ran_out``: the move clock itself is over, only the grace is left.
    """
    grace = seconds(match.timing.grace_seconds)
    timeouts = await change.uow.timers_of(match.id, (TimerKind.MOVE_TIMEOUT,))
    if timeouts:
        deadline = timeouts[0].due_at
    else:  # a clock armed before reminders existed: its warning came when the clock ran out
        deadline = change.now + grace
        await change.uow.set_timer(Timer(TimerKind.MOVE_TIMEOUT, match.id, match.ply, deadline))
    ran_out = bool(match.timing.grace_seconds) and deadline - change.now <= grace
    user = match.players[seat]
    change.notes.append(
        notices.private(
            match, user, "timeout-warning", deadline=notices.iso(deadline), ran_out=ran_out
        )
    )
    await flow.remind_next(change, match, deadline)


async def _inactive(
    change: flow.Change, match: MatchRecord, game: AnyGame, state: Any, to_act: tuple[int, ...]
) -> None:
    """Nothing happened for ``inactivity_seconds``: abort before the first move; else the player
    to move loses; if both may move (Interleave realtime), nobody wins."""
    if match.ply == 0:
        await flow.abort(change, match, None)
    elif len(to_act) == 1:
        details = f"{_colour(game, state, to_act[0])} stopped playing."
        await flow.finish(change, match, Result(1 - to_act[0], INACTIVITY, details=details))
    else:
        result = Result(None, ABANDONED, details="Nobody played for too long.")
        await flow.finish(change, match, result)


async def extend_overdue(
    change: flow.Change, timer: Timer, before: datetime, games: Games, grace_seconds: int
) -> int:
    """The outage grace rule (lead's decision) for one clock that ran out while the bot was
    down (due before ``before``): it now ends ``grace_seconds`` from now, announced publicly.
    1 if it was extended; 0 if it was fired or set anew meanwhile."""
    current = await change.uow.timers_of(timer.target_id, [timer.kind])
    if not current or current[0].due_at >= before:
        return 0
    timer = current[0]
    if timer.kind is TimerKind.MOVE_WARNING and await change.uow.timers_of(
        timer.target_id, (TimerKind.MOVE_TIMEOUT,)
    ):
        return 0  # a reminder, not the clock: it fires now, late; the timeout is the clock
    due = change.now + seconds(grace_seconds)
    await change.uow.set_timer(replace(timer, due_at=due))
    match = await change.uow.load_match(timer.target_id)
    if match is None or match.status is not MatchStatus.ACTIVE:
        return 1
    try:
        game = flow.game_of(games, match)
        state = game.from_json(match.state)
    except Exception:  # a broken match must not keep the others from starting
        log.exception("match %s cannot be read; no announcement", match.id)
        return 1
    shown = due
    if timer.kind is TimerKind.MOVE_WARNING:
        shown = due + seconds(match.timing.grace_seconds)
    change.notes.append(
        notices.public(
            match,
            "deadline-extended",
            deadline=notices.iso(shown),
            round=round_of(game, state) if has_sealed_rounds(game) else None,
            reason="outage",
            seconds=grace_seconds,
        )
    )
    return 1
