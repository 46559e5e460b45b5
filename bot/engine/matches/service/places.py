"""Where a match lives on Discord, recorded so that a restart loses none of it: its thread, its
latest messages with buttons, and the players whose direct messages Discord refuses."""

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
            raise BadRequest("That is not a valid thread id.")
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
                raise NotYourMatch(f"That player is not playing in match #{match.id}.")
            await change.uow.note_dms_closed(match.id, user_id, change.now)

    async def dms_closed(self, match_id: int, user_id: UserId) -> bool:
        """Whether ``note_dms_closed`` was recorded for this match and player."""
        if not (is_id(match_id) and is_id(user_id)):
            return False
        async with self._store.read() as uow:
            return await uow.dms_closed(match_id, user_id)

    @retried
    async def swap_button_message(
        self, match_id: int, owner_id: int, where: tuple[int, int] | None
    ) -> tuple[int, int] | None:
        """The Discord layer posted the match's newest message with buttons for ``owner_id``
        (0: the public board; a player: their receipt) at ``where`` (``None``: it has none
        now); returns the older one, whose buttons can no longer be used: the Discord layer takes
        them off it, so only the newest message invites a press."""
        if not (is_id(match_id) and (owner_id == 0 or is_id(owner_id))):
            raise BadRequest("That is not a valid match or owner id.")
        async with self._write(lock_key("match", match_id)) as change:
            previous = await change.uow.swap_button_message(match_id, owner_id, where)
        return None if previous == where else previous

    @retried
    async def take_button_messages(self, match_id: int) -> list[tuple[int, int]]:
        """Forget every message with buttons of the match (it is over); where they are."""
        if not is_id(match_id):
            return []
        async with self._write(lock_key("match", match_id)) as change:
            found = await change.uow.button_messages(match_id)
            for owner in found:
                await change.uow.swap_button_message(match_id, owner, None)
        return sorted(found.values())

    async def match_in_thread(self, thread_id: int) -> MatchView | None:
        """The match played in this Discord thread (each match has its own thread), if any."""
        if not is_id(thread_id):
            return None
        async with self._store.read() as uow:
            match = await uow.match_in_thread(thread_id)
            return None if match is None else await self._view(uow, match)
