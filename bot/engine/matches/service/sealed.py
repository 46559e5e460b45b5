"""Sealed rounds (Thwart Omega, RULES.md §3): a secret submission for the round running, locking
it in, reading back one's own submission, and moving a round's deadline when its prompt goes
out late, so that nobody gets less than the round time."""

from __future__ import annotations

import math
from dataclasses import replace
from datetime import datetime, timedelta

from bot.engine.checks import checked_text, lock_key
from bot.engine.errors import NotAllowed, NotYourMatch
from bot.engine.games import AnyGame, has_sealed_rounds
from bot.engine.matches import flow, rounds
from bot.engine.matches.service.base import ServiceBase
from bot.engine.model import MatchRecord, MatchStatus, OutboxItem, Submission, UserId
from bot.engine.outbox.fence import ClaimLost
from bot.engine.retry import retried
from bot.engine.views import PlayResult

# A round prompt sent later than this after its round opened moves the round's deadline by the
# delay plus this much (the time the send itself takes): nobody gets less than the round time.
PROMPT_SLACK = timedelta(seconds=1)
# Extensions are whole multiples of this: the prompts of one round, sent close together, ask for
# the same deadline, so it moves (and is announced) once, not once per prompt.
EXTEND_STEP = 5


class SealedRounds(ServiceBase):
    """The commands of a game played in sealed rounds (see the module docstring)."""

    @retried
    async def submit(
        self,
        match_id: int,
        user_id: UserId,
        text: str,
        expected_ply: int | None = None,
        *,
        lock: bool = False,
        shown: bool = False,
        at: datetime | None = None,
    ) -> PlayResult:
        """A sealed Thwart Omega submission for the current round (``lock`` locks it in;
        ``shown``: the caller shows the receipt itself, so delivery does not send it; ``at``:
        when the player sent it, refused if after the deadline; default now)."""
        text = checked_text(text)
        async with self._write(lock_key("match", match_id)) as change:
            match, seat = await self._playing(change.uow, match_id, user_id, expected_ply)
            game = self._game(match)
            if not has_sealed_rounds(game):
                raise NotAllowed("round-none-in-game", game=game.title)
            return await self._submit(
                change, match, game, seat, text=text, lock=bool(lock), shown=bool(shown), at=at
            )

    @retried
    async def lock_in(
        self,
        match_id: int,
        user_id: UserId,
        expected_ply: int | None = None,
        *,
        shown: bool = False,
        at: datetime | None = None,
    ) -> PlayResult:
        """Lock in the current submission; when both players have, the round ends now
        (``shown`` as for ``submit``)."""
        async with self._write(lock_key("match", match_id)) as change:
            match, seat = await self._playing(change.uow, match_id, user_id, expected_ply)
            game = self._game(match)
            if not has_sealed_rounds(game):
                raise NotAllowed("round-none-in-game", game=game.title)
            return await self._submit(
                change, match, game, seat, text=None, lock=True, shown=bool(shown), at=at
            )

    async def _submit(
        self,
        change: flow.Change,
        match: MatchRecord,
        game: AnyGame,
        seat: int,
        *,
        text: str | None,
        lock: bool,
        shown: bool = False,
        at: datetime | None = None,
    ) -> PlayResult:
        state = game.from_json(match.state)
        match, state, sub, resolved = await rounds.submit(
            change, match, game, state, seat, text=text, lock=lock, shown=shown, at=at
        )
        view = await self._view(change.uow, match, state)
        return PlayResult(
            view,
            (sub.move,),
            sealed=True,
            locked=sub.locked,
            resolved=resolved,
            commitment=rounds.commitment_of(sub),
            salt=sub.salt,
            round=sub.round,
        )

    async def my_submission(self, match_id: int, user_id: UserId) -> Submission | None:
        """The caller's own sealed submission for the round now running (``None``: nothing
        recorded yet). Only ever show it to that player."""
        async with self._store.read() as uow:
            match = await self._load(uow, match_id)
            if user_id not in match.players:
                raise NotYourMatch("match-not-yours", match=str(match.id))
            view = await self._view(uow, match)
            if view.round is None:
                return None
            submissions = await uow.load_submissions(match.id, match.game_no, view.round)
            return submissions.get(match.players.index(user_id))

    @retried
    async def extend_for_late_prompt(self, item: OutboxItem) -> OutboxItem:
        """Decide a round prompt's content as it first goes out, once: a prompt sent late moves
        the round's deadline by the delay (plus ``PROMPT_SLACK``, the send itself; rounded up
        to ``EXTEND_STEP`` seconds), so the player still has the whole round (RULES.md §3), and
        names the deadline as it is then. The content is stored with the row
        (``fix_outbox``) in the transaction that moves the deadline, so a retry or an
        uncertain re-post after a crash posts the same text and moves nothing again; a row
        fixed already is returned as is. A prompt on time (late by less than ``PROMPT_SLACK``)
        or for a round that is over is fixed as it was written. ``ClaimLost``: another
        process fixed it meanwhile (it holds the row now)."""
        if item.fixed:
            return item
        payload = item.notification.payload
        late = self._clock.now() - item.created_at
        deadline = payload.get("deadline")
        match_id = item.notification.match_id
        if late < PROMPT_SLACK or not isinstance(deadline, str) or match_id is None:
            async with self._store.transaction() as uow:
                if not await uow.fix_outbox(item.id, payload):
                    raise ClaimLost(item.id)
            return replace(item, fixed=True)
        steps = math.ceil((late + PROMPT_SLACK).total_seconds() / EXTEND_STEP)
        until = datetime.fromisoformat(deadline) + timedelta(seconds=steps * EXTEND_STEP)
        async with self._write(lock_key("match", match_id)) as change:
            match = await self._load(change.uow, match_id)
            now_due = None
            if match.status is MatchStatus.ACTIVE and match.ply == payload.get("ply"):
                now_due = await rounds.extend_for_late_prompt(
                    change, match, int(payload.get("round") or 0), until
                )
            if now_due is not None:
                payload = {**payload, "deadline": now_due.isoformat()}
            if not await change.uow.fix_outbox(item.id, payload):
                raise ClaimLost(item.id)  # rolls the extension back: its fixer extended
        note = replace(item.notification, payload=payload)
        return replace(item, notification=note, fixed=True)
