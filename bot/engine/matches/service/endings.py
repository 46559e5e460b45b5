"""Ending a match without a result: a player aborts it before the first move, or a server
manager aborts it at any point. (A resignation and an agreed result are turns.)"""

from __future__ import annotations

from bot.engine.checks import lock_key
from bot.engine.errors import MatchFinished, NotAllowed, UnknownMatch
from bot.engine.matches import flow
from bot.engine.matches.service.base import ServiceBase
from bot.engine.model import MatchStatus, UserId
from bot.engine.retry import retried
from bot.engine.views import MatchView


class Endings(ServiceBase):
    """Aborting a match (see the module docstring)."""

    @retried
    async def abort(self, match_id: int, user_id: UserId) -> MatchView:
        """Either player may abort a match before its first move; it then has no result."""
        async with self._write(lock_key("match", match_id)) as change:
            match, _ = await self._playing(change.uow, match_id, user_id, None)
            if match.ply > 0:
                raise NotAllowed("match-abort-after-first-move", match=str(match.id))
            match = await flow.abort(change, match, user_id)
            return await self._view(change.uow, match)

    @retried
    async def moderator_abort(self, match_id: int, moderator_id: UserId) -> MatchView:
        """A server manager ends a running match at any point; it then has no result.

        Who counts as a manager is the Discord layer's check; the engine records who did it.
        """
        async with self._write(lock_key("match", match_id)) as change:
            match = await change.uow.load_match(match_id)
            if match is None:
                raise UnknownMatch("match-unknown", match=str(match_id))
            if match.status is not MatchStatus.ACTIVE:
                raise MatchFinished("match-over-already", match=str(match_id))
            match = await flow.abort(change, match, moderator_id)
            return await self._view(change.uow, match)
