"""Challenges inside a transaction: posting one, finding an open one, closing one.

An unanswered challenge expires after the guild's ``challenge_seconds`` (a durable timer);
accepting one starts the match (``flow.start_match``), which the match service does.
"""

from __future__ import annotations

from dataclasses import replace

from bot.engine.checks import is_id, shown_id
from bot.engine.clock import seconds
from bot.engine.errors import MatchFinished, NotAllowed, UnknownChallenge
from bot.engine.matches import notices
from bot.engine.matches.flow import Change
from bot.engine.model import (
    JSON,
    ChallengeRecord,
    ChallengeStatus,
    GuildSettings,
    PingPolicy,
    SeatChoice,
    Timer,
    TimerKind,
    Timing,
    UserId,
)
from bot.engine.ports import ChallengePort
from bot.engine.ratings import ratings_shown

EXPIRY = (TimerKind.CHALLENGE_EXPIRY,)
MAX_OPEN = 5  # open challenges per player at a time (so nobody can flood a channel with them)


async def post(
    change: Change,
    *,
    guild_id: int,
    channel_id: int,
    challenger_id: UserId,
    opponent_id: UserId | None,
    game_id: str,
    options: dict[str, JSON],
    timing: Timing,
    seat: SeatChoice,
    settings: GuildSettings,
    rated: bool = True,
    rematch_of: int | None = None,
    answered: bool = False,
) -> ChallengeRecord:
    """Store a new open challenge with its expiry timer, and announce it (at most ``MAX_OPEN``
    open per challenger: counted under the challenger's lock, so that two processes posting for
    the same player at once cannot both find room)."""
    await change.uow.hold(("open-challenges", challenger_id))
    waiting = await change.uow.open_challenges_of(challenger_id)
    if len(waiting) >= MAX_OPEN:
        numbers = ", ".join(f"#{n}" for n in waiting)
        raise NotAllowed("challenge-too-many", count=len(waiting), challenges=numbers)
    for user in (challenger_id, opponent_id):
        if user is not None:
            await change.uow.ensure_player(user, change.now)
    record = ChallengeRecord(
        id=0,
        guild_id=guild_id,
        channel_id=channel_id,
        challenger_id=challenger_id,
        opponent_id=opponent_id,
        game_id=game_id,
        options=options,
        timing=timing,
        seat_choice=seat,
        status=ChallengeStatus.OPEN,
        created_at=change.now,
        expires_at=change.now + seconds(settings.challenge_seconds),
        rated=rated,
        rematch_of=rematch_of,
        answered=answered,
    )
    record = replace(record, id=await change.uow.insert_challenge(record))
    await change.uow.set_timer(Timer(TimerKind.CHALLENGE_EXPIRY, record.id, 0, record.expires_at))
    shown = [u for u in (challenger_id, opponent_id) if u is not None]
    change.notes.extend(
        notices.challenge_posted(
            record,
            ping=settings.pings is not PingPolicy.NONE,
            role_id=settings.lfg_role_id,
            ratings=await ratings_shown(change.uow, guild_id, game_id, shown) if rated else (),
        )
    )
    return record


async def load(uow: ChallengePort, challenge_id: object) -> ChallengeRecord:
    """The challenge, or ``UnknownChallenge``."""
    record = await uow.load_challenge(challenge_id) if is_id(challenge_id) else None  # type: ignore[arg-type]
    if record is None:
        raise UnknownChallenge("challenge-unknown", challenge=shown_id(challenge_id))
    return record


async def load_open(uow: ChallengePort, challenge_id: object) -> ChallengeRecord:
    """The challenge if it is still open, else the error that says what became of it."""
    record = await load(uow, challenge_id)
    if record.status is not ChallengeStatus.OPEN:
        raise MatchFinished(
            "challenge-closed-already", challenge=str(record.id), status=str(record.status)
        )
    return record


async def close(
    change: Change, record: ChallengeRecord, status: ChallengeStatus, by: UserId | None
) -> ChallengeRecord:
    """Decline, cancel or expire an open challenge (announced publicly)."""
    await change.uow.set_challenge_status(record.id, status)
    await change.uow.clear_timers(record.id, EXPIRY)
    change.notes.append(notices.challenge_closed(record, f"challenge-{status}", by))
    return replace(record, status=status)


async def mark_accepted(change: Change, record: ChallengeRecord, by: UserId, match_id: int) -> None:
    await change.uow.set_challenge_status(record.id, ChallengeStatus.ACCEPTED, match_id)
    await change.uow.clear_timers(record.id, EXPIRY)
    change.notes.insert(0, notices.challenge_closed(record, "challenge-accepted", by, match_id))
