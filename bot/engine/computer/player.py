"""``ComputerPlayer``: plays the computer's side of every match against it, like a player.

When a ``COMPUTER_MOVE`` timer fires (``bot.engine.matches.computer.arm`` set it after a natural
delay), the handler checks that the computer still has to act at that ply, moves the timer
``RETRY_SECONDS`` on (so a think lost in a crash or a dead worker starts again, also after a
restart), and starts the search in the ``Thinker`` (a process pool: never on the event loop).
The move it finds goes through ``MatchService.play`` (or, in Thwart Omega, a locked-in sealed
``submit`` whose receipt nobody is sent) with the ply it was computed for, so a move for a
position that has moved on is dropped. Nothing logs the move above DEBUG.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from datetime import timedelta

from bot.engine.checks import lock_key
from bot.engine.errors import EngineError
from bot.engine.games import has_sealed_rounds, round_of
from bot.engine.matches import computer, flow
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus, Timer
from bot.engine.retry import retried

log = logging.getLogger(__name__)

# After a restart, a computer's turn whose timer lies further ahead (a think lost with the old
# process) is due this soon.
RESUME_SECONDS = 1
# A think that failed (a worker died) is tried again this much later.
FAILED_RETRY_SECONDS = 5


class ComputerPlayer:
    def __init__(self, service: MatchService, thinker: computer.Thinker) -> None:
        self._service = service
        self._thinker = thinker
        self._thinking: dict[tuple[int, int], asyncio.Task[None]] = {}  # (match, ply)
        service.add_timer_handler(computer.COMPUTER_TIMERS, self._due, lock="match")

    async def _due(self, change: flow.Change, timer: Timer) -> int:
        """The computer's timer fired: start its think if it still has to act at that ply."""
        taken = await change.uow.take_timer(timer.kind, timer.target_id, change.now)
        if taken is None:
            return 0
        match = await change.uow.load_match(taken.target_id)
        if (
            match is None
            or match.computer is None
            or match.status is not MatchStatus.ACTIVE
            or taken.ref != match.ply
            or self._service.computer_id is None
        ):
            return 0
        game = flow.game_of(self._service.games, match)
        state = game.from_json(match.state)
        seat = match.computer.seat
        if seat not in game.seats_to_act(state):
            return 0
        if has_sealed_rounds(game):
            subs = await change.uow.load_submissions(match.id, match.game_no, round_of(game, state))
            if seat in subs:
                return 0  # submitted for this round already
        retry = change.now + timedelta(seconds=computer.RETRY_SECONDS)
        await change.uow.set_timer(replace(taken, due_at=retry))
        key = (match.id, match.ply)
        if key not in self._thinking:
            request = computer.request_for(match, game, state)
            task = asyncio.get_running_loop().create_task(
                self._think_and_play(key, request, has_sealed_rounds(game)),
                name=f"computer move in match {match.id}",
            )
            self._thinking[key] = task
        return 1

    async def _think_and_play(
        self, key: tuple[int, int], request: computer.ThinkRequest, sealed: bool
    ) -> None:
        try:
            await self._play(key, request, sealed)
        finally:
            self._thinking.pop(key, None)

    async def _play(
        self, key: tuple[int, int], request: computer.ThinkRequest, sealed: bool
    ) -> None:
        match_id, ply = key
        try:
            move = await self._thinker.think(request)
        except Exception as error:
            log.warning("the computer could not think in match %s: %r", match_id, error)
            await self._again_soon(match_id, ply)
            return
        user = self._service.computer_id
        assert user is not None
        try:
            if sealed:
                await self._service.submit(match_id, user, move, ply, lock=True, shown=True)
            else:
                await self._service.play(match_id, user, move, ply)
        except EngineError as error:
            # The position moved on (a resignation, the round ended): nothing to play here.
            log.debug("computer move in match %s dropped: %s", match_id, error)
            return
        log.debug("the computer played in match %s at ply %s", match_id, ply)

    @retried
    async def _again_soon(self, match_id: int, ply: int) -> None:
        """Bring the computer's timer of ``match_id`` forward after a failed think."""
        async with self._service.write(lock_key("match", match_id)) as change:
            for timer in await change.uow.timers_of(match_id, computer.COMPUTER_TIMERS):
                if timer.ref == ply:
                    later = change.now + timedelta(seconds=FAILED_RETRY_SECONDS)
                    await change.uow.set_timer(replace(timer, due_at=min(timer.due_at, later)))

    @retried
    async def resume(self) -> int:
        """Start-up: a computer's turn whose timer lies ahead by more than a natural delay was
        being thought about when the bot stopped; it is due in ``RESUME_SECONDS`` now. How many."""
        async with self._service.write(None) as change:
            horizon = change.now + timedelta(seconds=computer.RETRY_SECONDS + 1)
            soon = change.now + timedelta(seconds=RESUME_SECONDS)
            moved = 0
            for timer in await change.uow.overdue_timers(horizon, computer.COMPUTER_TIMERS):
                if timer.due_at > soon:
                    await change.uow.set_timer(replace(timer, due_at=soon))
                    moved += 1
            return moved

    async def close(self) -> None:
        """Stop thinking: searches in progress are abandoned (their timers bring them back
        after a restart) and the thinker's workers exit."""
        tasks = list(self._thinking.values())
        self._thinking.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self._thinker.close()
