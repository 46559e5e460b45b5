"""The commands that start matches: challenges (post, accept, decline, cancel, the message that
shows one), the Rematch button, a match against the computer, and a match started directly
(``create_match``, ``start_in``: tournaments)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.engine.checks import checked_options, checked_timing, is_id, lock_key, seat_choice
from bot.engine.errors import BadRequest, MatchFinished, NotAllowed, NotYourMatch
from bot.engine.games import find_game
from bot.engine.matches import challenges, computer, flow, rematch
from bot.engine.matches.service.base import ServiceBase
from bot.engine.model import (
    ChallengeRecord,
    ChallengeStatus,
    MatchRecord,
    SeatChoice,
    Timing,
    UserId,
)
from bot.engine.retry import retried
from bot.engine.views import MatchView


class ChallengeCommands(ServiceBase):
    """Challenges and the other ways a match starts (see the module docstring)."""

    @retried
    async def challenge(
        self,
        *,
        guild_id: int,
        channel_id: int,
        challenger_id: UserId,
        game: str,
        opponent_id: UserId | None = None,
        options: Mapping[str, object] | None = None,
        timing: Timing | None = None,
        seat: SeatChoice = SeatChoice.RANDOM,
        rated: bool = True,
        answered: bool = False,
    ) -> ChallengeRecord:
        """Post a challenge (``opponent_id=None``: open to anyone in the channel); ``rated``:
        whether the match it starts changes ratings; ``answered``: made where the bot may only
        answer interactions (``MatchRecord.answered``), so nothing of it is posted."""
        if not all(is_id(value) for value in (guild_id, channel_id, challenger_id)):
            raise BadRequest("request-bad-id")
        if opponent_id is not None and not is_id(opponent_id):
            raise BadRequest("challenge-bad-opponent")
        if opponent_id == challenger_id:
            raise BadRequest("challenge-yourself")
        chosen = find_game(self._games, game)
        checked = checked_options(chosen, options or {})
        seat = seat_choice(seat)
        async with self._write(None) as change:
            settings = await change.uow.guild_settings(guild_id)
            return await challenges.post(
                change,
                guild_id=guild_id,
                channel_id=channel_id,
                challenger_id=challenger_id,
                opponent_id=opponent_id,
                game_id=chosen.id,
                options=checked,
                timing=checked_timing(timing or settings.timing),
                seat=seat,
                settings=settings,
                rated=bool(rated),
                answered=bool(answered),
            )

    @retried
    async def accept(self, challenge_id: int, user_id: UserId) -> MatchView:
        """Accept a challenge: the match starts at once; its view."""
        async with self._write(lock_key("challenge", challenge_id)) as change:
            record = await challenges.load_open(change.uow, challenge_id)
            if change.now >= record.expires_at:
                raise MatchFinished("challenge-expired", challenge=str(record.id))
            if user_id == record.challenger_id:
                raise BadRequest("challenge-accept-own")
            if not is_id(user_id) or record.opponent_id not in (None, user_id):
                raise NotYourMatch("challenge-for-another", challenge=str(record.id))
            match, state = await flow.start_match(
                change,
                game=find_game(self._games, record.game_id),
                guild_id=record.guild_id,
                channel_id=record.channel_id,
                first=record.challenger_id,
                second=user_id,
                seat_choice=record.seat_choice,
                options=record.options,
                timing=record.timing,
                seed=self._seeds(),
                challenge_id=record.id,
                rated=record.rated,
                answered=record.answered,
            )
            await challenges.mark_accepted(change, record, user_id, match.id)
            return await self._view(change.uow, match, state)

    @retried
    async def rematch(self, match_id: int, user_id: UserId) -> ChallengeRecord | MatchView:
        """The Rematch button: a challenge to the other player of finished match ``match_id``
        with the colours swapped (``bot.engine.matches.rematch``); against the computer, the new
        match itself (it starts at once)."""
        async with self._write(lock_key("match", match_id)) as change:
            match = await self._load(change.uow, match_id)
            if match.computer is None:
                return await rematch.offer(change, match, user_id)
            again, state = await rematch.against_computer(
                change, match, self._game(match), user_id, self._seeds()
            )
            return await self._view(change.uow, again, state)

    @retried
    async def decline(self, challenge_id: int, user_id: UserId) -> ChallengeRecord:
        """The challenged player declines a direct challenge."""
        async with self._write(lock_key("challenge", challenge_id)) as change:
            record = await challenges.load_open(change.uow, challenge_id)
            if record.opponent_id is None:
                raise NotAllowed("challenge-decline-open", challenge=str(record.id))
            if user_id != record.opponent_id:
                raise NotYourMatch("challenge-for-another", challenge=str(record.id))
            return await challenges.close(change, record, ChallengeStatus.DECLINED, user_id)

    @retried
    async def cancel(self, challenge_id: int, user_id: UserId) -> ChallengeRecord:
        """The challenger withdraws a challenge nobody has accepted yet."""
        async with self._write(lock_key("challenge", challenge_id)) as change:
            record = await challenges.load_open(change.uow, challenge_id)
            if user_id != record.challenger_id:
                raise NotYourMatch("challenge-cancel-not-yours", challenge=str(record.id))
            return await challenges.close(change, record, ChallengeStatus.CANCELLED, user_id)

    @retried
    async def set_challenge_message(
        self, challenge_id: int, channel_id: int, message_id: int
    ) -> ChallengeRecord:
        """Record the Discord message that shows the challenge (any status: the message may be
        posted after someone already answered it), so closing it edits that message and the
        match thread hangs off it, also after a restart."""
        if not (is_id(channel_id) and is_id(message_id)):
            raise BadRequest("request-bad-message")
        async with self._write(lock_key("challenge", challenge_id)) as change:
            record = await challenges.load(change.uow, challenge_id)
            await change.uow.set_challenge_message(record.id, channel_id, message_id)
            return replace(record, message_channel_id=channel_id, message_id=message_id)

    @retried
    async def create_match(
        self,
        *,
        guild_id: int,
        channel_id: int,
        players: tuple[UserId, UserId],
        game: str,
        options: Mapping[str, object] | None = None,
        timing: Timing | None = None,
        seat: SeatChoice = SeatChoice.RANDOM,
        rated: bool = True,
    ) -> MatchView:
        """Start a match without a challenge (tournaments). ``players[0]`` counts as the
        challenger for ``seat``. ``rated=False``: the result changes no rating (a computer
        opponent, a friendly)."""
        async with self._write(None) as change:
            match, state = await self.start_in(
                change,
                guild_id=guild_id,
                channel_id=channel_id,
                players=players,
                game=game,
                options=options,
                timing=timing,
                seat=seat,
                rated=rated,
            )
            return await self._view(change.uow, match, state)

    @retried
    async def play_computer(
        self,
        *,
        guild_id: int,
        channel_id: int,
        player_id: UserId,
        game: str,
        level: str,
        options: Mapping[str, object] | None = None,
        timing: Timing | None = None,
        seat: SeatChoice = SeatChoice.RANDOM,
        answered: bool = False,
    ) -> MatchView:
        """Start a match of ``player_id`` against the computer at ``level`` at once (nobody
        accepts it); never rated. ``seat`` is the player's, as for a challenger. Refused when
        the server turned computer opponents off (``GuildSettings.computer_allowed``).
        ``answered``: as for ``challenge``."""
        if not all(is_id(value) for value in (guild_id, channel_id, player_id)):
            raise BadRequest("request-bad-id")
        if self.computer_id is None:
            raise NotAllowed("computer-absent")
        if player_id == self.computer_id:
            raise BadRequest("computer-against-itself")
        level = computer.checked_level(level)
        chosen = find_game(self._games, game)
        checked = checked_options(chosen, options or {})
        seat = seat_choice(seat)
        async with self._write(None) as change:
            settings = await change.uow.guild_settings(guild_id)
            if not settings.computer_allowed:
                raise NotAllowed("computer-turned-off")
            await computer.check_room(change.uow, player_id)
            match, state = await flow.start_match(
                change,
                game=chosen,
                guild_id=guild_id,
                channel_id=channel_id,
                first=player_id,
                second=self.computer_id,
                seat_choice=seat,
                options=checked,
                timing=checked_timing(timing or settings.timing),
                seed=self._seeds(),
                rated=False,
                computer_level=level,
                answered=bool(answered),
            )
            return await self._view(change.uow, match, state)

    async def start_in(
        self,
        change: flow.Change,
        *,
        guild_id: int,
        channel_id: int,
        players: tuple[UserId, UserId],
        game: str,
        options: Mapping[str, object] | None = None,
        timing: Timing | None = None,
        seat: SeatChoice = SeatChoice.RANDOM,
        rated: bool = True,
    ) -> tuple[MatchRecord, Any]:
        """``create_match`` inside the caller's transaction ``change``; the record and state."""
        if len(players) != 2 or not all(is_id(p) for p in (guild_id, channel_id, *players)):
            raise BadRequest("match-needs-places")
        if players[0] == players[1]:
            raise BadRequest("match-needs-two-players")
        chosen = find_game(self._games, game)
        checked = checked_options(chosen, options or {})
        settings = await change.uow.guild_settings(guild_id)
        return await flow.start_match(
            change,
            game=chosen,
            guild_id=guild_id,
            channel_id=channel_id,
            first=players[0],
            second=players[1],
            seat_choice=seat_choice(seat),
            options=checked,
            timing=checked_timing(timing or settings.timing),
            seed=self._seeds(),
            rated=rated,
        )
