"""The computer opponent's turn inside a transaction: when it is due, and what it is asked.

A match against the computer (``MatchRecord.computer``: its seat and level) gets a durable
``COMPUTER_MOVE`` timer whenever the computer may act at the match's current ply: after the
start, every move, every opened Thwart Omega round. The timer is due after a short natural
delay, so the computer's move appears like a person's; ``bot.engine.computer.player`` thinks
when it fires and plays through the match service like a player. Everything here is decided
by the match seed and the ply (``move_seed``) and the search counts playouts, not seconds
(``fitted_playouts``), so after a restart the same move is computed.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from random import Random
from typing import Any, Protocol

import ai
from bot.engine.errors import BadRequest, NotAllowed
from bot.engine.games import AnyGame, has_sealed_rounds
from bot.engine.model import JSON, MatchRecord, Timer, TimerKind, UserId
from bot.engine.ports import TimerPort, UnitOfWork

COMPUTER_TIMERS = (TimerKind.COMPUTER_MOVE,)
# The pause before the computer's move appears, in seconds: a person reading the board. (Read
# at each move: the bot's tests lengthen it past simcord's real-time window of 5 s.)
DELAY_SECONDS = (1.5, 4.0)
# On a short clock the pause and the thinking each take at most this share of it.
CLOCK_SHARE = 0.2
# A think that has not been recorded this long after its timer fired is started again (the
# process died, or a worker crashed).
RETRY_SECONDS = 60
# Games against the computer one player may have running at once (each one uses the CPU).
MAX_RUNNING = 3
# Seeds of the ai package are whole numbers from 0 below this.
_SEED_SPAN = 2**62


def checked_level(level: object) -> str:
    """``level`` if it is one a player may choose, else ``BadRequest`` naming the levels."""
    if isinstance(level, str) and level in ai.PLAYER_LEVELS:
        return level
    levels = ", ".join(ai.PLAYER_LEVELS)
    raise BadRequest("computer-level-unknown", level=repr(str(level)[:30]), levels=levels)


async def check_room(uow: UnitOfWork, player_id: UserId) -> None:
    """``NotAllowed`` if ``player_id`` already plays ``MAX_RUNNING`` games against the computer
    (counted under the player's lock: two processes starting games for them at once cannot
    both find room)."""
    await uow.hold(("computer-games", player_id))
    running = [
        m.id for m in await uow.matches_of(player_id, active_only=True) if m.computer is not None
    ]
    if len(running) >= MAX_RUNNING:
        numbers = ", ".join(f"#{n}" for n in running)
        raise NotAllowed("computer-too-many", count=len(running), matches=numbers)


def move_seed(match_seed: int, ply: int) -> int:
    """The seed of the computer's search at ``ply``: the match seed and the ply decide it."""
    return Random(f"{match_seed}:{ply}").randrange(_SEED_SPAN)


def clock_limit(match: MatchRecord, game: AnyGame) -> float | None:
    """The time the computer's move must fit in (a Thwart Omega round, a move clock), if any."""
    if has_sealed_rounds(game):
        return float(match.timing.round_seconds)
    return None if match.timing.move_seconds is None else float(match.timing.move_seconds)


def natural_delay(match: MatchRecord, game: AnyGame) -> timedelta:
    """How long after its turn comes the computer's move is due (seeded, so repeatable)."""
    low, high = DELAY_SECONDS
    seconds = Random(f"delay:{match.seed}:{match.ply}").uniform(low, high)
    limit = clock_limit(match, game)
    if limit is not None:
        seconds = min(seconds, limit * CLOCK_SHARE)
    return timedelta(seconds=seconds)


def fitted_playouts(level: str, game: AnyGame, state: Any, limit: float | None) -> int:
    """The playouts of a search at ``level`` in ``state``: the level's own for this board,
    fewer in proportion on a clock too short for its usual time. Counted in playouts only, so a
    search that a restart cut short gives the same move when it runs again."""
    chosen = ai.level_named(level)
    playouts = ai.default_playouts(chosen, game, state)
    if limit is None or chosen.seconds <= 0:
        return playouts
    return max(1, round(playouts * min(1.0, limit * CLOCK_SHARE / chosen.seconds)))


async def arm(uow: TimerPort, now: datetime, match: MatchRecord, game: AnyGame, state: Any) -> None:
    """Set the computer's timer if it may act at the match's current ply (callers: after the
    start, every move and every opened round). In Interleave's real time, where both seats
    act, a human move keeps the pause already running instead of starting a new one."""
    computer = match.computer
    if computer is None:
        return
    if computer.seat not in game.seats_to_act(state):
        await uow.clear_timers(match.id, COMPUTER_TIMERS)  # its last move's retry, if any
        return
    due = now + natural_delay(match, game)
    running = await uow.timers_of(match.id, COMPUTER_TIMERS)
    if running and running[0].due_at < due:
        due = max(now, running[0].due_at)
    await uow.set_timer(Timer(TimerKind.COMPUTER_MOVE, match.id, match.ply, due))


@dataclass(frozen=True, slots=True)
class ThinkRequest:
    """What the computer is asked: ``ai.choose_move`` for ``seat`` in this position with a
    budget of ``playouts`` (no time: the same request always gives the same move)."""

    game_id: str
    state: JSON  # the game's JSON snapshot
    seat: int
    level: str
    seed: int
    playouts: int


class Thinker(Protocol):
    """Runs a ``ThinkRequest`` away from the event loop; the move in the game's notation."""

    async def think(self, request: ThinkRequest) -> str: ...

    async def close(self) -> None: ...


def request_for(match: MatchRecord, game: AnyGame, state: Any) -> ThinkRequest:
    """The computer's ``ThinkRequest`` at the match's current ply."""
    assert match.computer is not None
    level = match.computer.level
    return ThinkRequest(
        game_id=game.id,
        state=game.to_json(state),
        seat=match.computer.seat,
        level=level,
        seed=move_seed(match.seed, match.ply),
        playouts=fitted_playouts(level, game, state, clock_limit(match, game)),
    )
