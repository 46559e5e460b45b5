"""The Rematch button of a finished match: a new challenge between the same two
players, same game, options, clocks and rating, colours swapped (seat 0 and seat 1 change
players; in a game with the pie, the new seat 0 places first and the pie works as usual).

One rematch per match: pressed twice (by either player) it points at the challenge it made.
Refused for anyone else, for a match that has not finished, and once the two players have
started another match together since.

Against the computer there is nobody to accept: the rematch is the new match itself, at the
same level, started at once (unless the server has turned computer opponents off since).
"""

from __future__ import annotations

from typing import Any

from bot.engine.errors import MatchFinished, NotAllowed, NotYourMatch
from bot.engine.games import AnyGame
from bot.engine.matches import challenges, flow
from bot.engine.matches.flow import Change
from bot.engine.model import (
    ChallengeRecord,
    ChallengeStatus,
    MatchRecord,
    MatchStatus,
    SeatChoice,
    UserId,
)


async def offer(change: Change, match: MatchRecord, user_id: UserId) -> ChallengeRecord:
    """Post the rematch challenge of ``match`` from ``user_id`` to the other player."""
    seat = await _checked(change, match, user_id)
    earlier = await change.uow.rematch_challenge(match.id)
    if earlier is not None:
        _already(match, earlier)
    await _none_since(change, match)
    settings = await change.uow.guild_settings(match.guild_id)
    # Colours swapped: the presser takes the seat the other player had.
    return await challenges.post(
        change,
        guild_id=match.guild_id,
        channel_id=match.channel_id,
        challenger_id=user_id,
        opponent_id=match.players[1 - seat],
        game_id=match.game_id,
        options=dict(match.options),
        timing=match.timing,
        seat=SeatChoice.FIRST if seat == 1 else SeatChoice.SECOND,
        settings=settings,
        rated=match.rated,
        rematch_of=match.id,
        answered=match.answered,
    )


async def against_computer(
    change: Change, match: MatchRecord, game: AnyGame, user_id: UserId, seed: int
) -> tuple[MatchRecord, Any]:
    """The rematch of a match against the computer: the new match, colours swapped."""
    assert match.computer is not None
    seat = await _checked(change, match, user_id)
    await _none_since(change, match)
    settings = await change.uow.guild_settings(match.guild_id)
    if not settings.computer_allowed:
        raise NotAllowed("computer-turned-off")
    return await flow.start_match(
        change,
        game=game,
        guild_id=match.guild_id,
        channel_id=match.channel_id,
        first=user_id,
        second=match.players[1 - seat],
        seat_choice=SeatChoice.FIRST if seat == 1 else SeatChoice.SECOND,
        options=dict(match.options),
        timing=match.timing,
        seed=seed,
        rated=False,
        computer_level=match.computer.level,
        answered=match.answered,
    )


async def _checked(change: Change, match: MatchRecord, user_id: UserId) -> int:
    """The seat of ``user_id``, once a rematch of ``match`` may be asked for at all."""
    seat = match.seat_of(user_id)
    if seat is None or (match.computer is not None and seat == match.computer.seat):
        raise NotYourMatch("rematch-not-yours", match=str(match.id))
    if match.status is not MatchStatus.FINISHED:
        raise MatchFinished("rematch-not-finished", match=str(match.id))
    return seat


async def _none_since(change: Change, match: MatchRecord) -> None:
    """``NotAllowed`` once the two players have started another match together since."""
    later = await change.uow.later_match_between(match.guild_id, match.players, match.id)
    if later is not None:
        raise NotAllowed("rematch-played-since", later=str(later))


def _already(match: MatchRecord, earlier: ChallengeRecord) -> None:
    """``NotAllowed`` saying what became of the rematch already asked for."""
    ids = {"match": str(match.id), "challenge": str(earlier.id)}
    if earlier.status is ChallengeStatus.OPEN:
        raise NotAllowed("rematch-waiting", **ids, opponent=f"<@{earlier.opponent_id}>")
    if earlier.status is ChallengeStatus.ACCEPTED:
        raise NotAllowed("rematch-being-played", **ids, started=str(earlier.match_id))
    raise NotAllowed("rematch-closed", **ids, status=str(earlier.status))
