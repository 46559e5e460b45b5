"""The position a notification names (match, game number, ply), rebuilt from the stored move
log: a board delivered late (after a retry or a restart) still shows the position it announced.

Recent positions are kept (``Positions``), because one Thwart Omega round shows the same board
three times (the public reveal and two private prompts) and the next board starts from it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cachetools import LRUCache

import rules
from bot.engine.model import MoveRecord
from bot.engine.ports import UnitOfWork
from bot.engine.views import MatchView

PositionKey = tuple[int, int, int]  # (match id, game number, ply)
KEPT = 512


class Positions:
    """States by (match, game, ply), read from the move log when not kept."""

    def __init__(self, size: int = KEPT) -> None:
        self._states: LRUCache[PositionKey, Any] = LRUCache(size)

    async def at(
        self, uow: UnitOfWork, view: MatchView, game_no: int, ply: int, moves_in_step: int = 0
    ) -> tuple[Any, Any | None]:
        """The state at ``ply`` of game ``game_no`` and the state ``moves_in_step`` entries
        earlier (``None`` if that is 0): what a board message at that ply shows."""
        key = (view.id, game_no, ply)
        state = view.state if (view.game_no, view.ply) == (game_no, ply) else self._states.get(key)
        earlier = None
        if moves_in_step:
            earlier = self._states.get((view.id, game_no, ply - moves_in_step))
        if state is None or (moves_in_step and earlier is None):
            log = await uow.load_moves(view.id)
            state, earlier = replay_to(view, log, game_no, ply, moves_in_step)
        self._states[key] = state
        return state, earlier


def replay_to(
    view: MatchView, log: Sequence[MoveRecord], game_no: int, ply: int, back: int
) -> tuple[Any, Any | None]:
    """Rebuild the position at ``ply`` (and ``back`` entries earlier) from the move log."""
    game = rules.get_game(view.game_id)
    entries = sorted((m for m in log if m.game_no == game_no and m.ply < ply), key=lambda m: m.ply)
    state = game.new_state(**view.options)
    earlier = state if back and len(entries) == back else None
    done = 0
    if game.simultaneous:
        for first, second in zip(entries[0::2], entries[1::2], strict=False):
            moves = {first.seat: first.move, second.seat: second.move}
            state = game.play_round(state, moves)
            done += 2
            if back and done == len(entries) - back:
                earlier = state
    else:
        for entry in entries:
            state = game.play(state, entry.seat, entry.move)
            done += 1
            if back and done == len(entries) - back:
                earlier = state
    return state, earlier
