"""Where a match lives on Discord, recorded so that a restart loses none of it: its thread and
the players whose direct messages Discord refuses. (What a delivery learns as it posts, such as
the latest messages with buttons, is recorded with its row: ``bot.engine.matches.posts``.)"""

from __future__ import annotations

from dataclasses import replace

from bot.engine.checks import is_id, lock_key
from bot.engine.errors import BadRequest, NotYourMatch
from bot.engine.matches.service.base import ServiceBase
from bot.engine.model import UserId
from bot.engine.retry import retried
from bot.engine.views import MatchView


class Places(ServiceBase):
    """The match's places on Discord (see the module docstring)."""

    @retried
    async def set_thread(self, match_id: int, thread_id: int | None) -> MatchView:
        """Record the thread the Discord layer opened for the match (public notes go there)."""
        if thread_id is not None and not is_id(thread_id):
            raise BadRequest("request-bad-thread")
        async with self._write(lock_key("match", match_id)) as change:
            match = await self._load(change.uow, match_id)
            match = replace(match, thread_id=thread_id)
            await change.uow.save_match(match)
            return await self._view(change.uow, match)

    @retried
    async def note_dms_closed(self, match_id: int, user_id: UserId) -> None:
        """Record that Discord refuses direct messages to this player of the match: their
        round prompts go to the match thread from now on (also after a restart)."""
        async with self._write(lock_key("match", match_id)) as change:
            match = await self._load(change.uow, match_id)
            if not is_id(user_id) or user_id not in match.players:
                raise NotYourMatch("match-not-a-player", match=str(match.id))
            await change.uow.note_dms_closed(match.id, user_id, change.now)

    async def dms_closed(self, match_id: int, user_id: UserId) -> bool:
        """Whether ``note_dms_closed`` was recorded for this match and player."""
        if not (is_id(match_id) and is_id(user_id)):
            return False
        async with self._store.read() as uow:
            return await uow.dms_closed(match_id, user_id)

    async def match_in_thread(self, thread_id: int) -> MatchView | None:
        """The match played in this Discord thread (each match has its own thread), if any."""
        if not is_id(thread_id):
            return None
        async with self._store.read() as uow:
            match = await uow.match_in_thread(thread_id)
            return None if match is None else await self._view(uow, match)
