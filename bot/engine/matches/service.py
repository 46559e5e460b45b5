"""``MatchService``: the whole life of challenges and matches, for all five games.

The Discord layer calls these methods with plain data (ids as ints, text as typed, the ``ply``
a button was made for) and gets plain values back (``ChallengeRecord``, ``MatchView``,
``PlayResult``). A refusal is an ``EngineError`` whose message is a sentence for the player;
then nothing was changed. Every successful call is one transaction that also commits the
notifications it causes to the outbox; the ``Dispatcher`` delivers them after the commit.

Challenges
    ``challenge(...)`` (``opponent_id=None`` posts an open challenge), ``accept``, ``decline``
    (the challenged player), ``cancel`` (the challenger). An unanswered challenge expires after
    the guild's ``challenge_seconds``. Accepting creates the match; seats are random by default
    (decided by the match seed), or fixed by ``seat=SeatChoice.FIRST/SECOND``.
    ``create_match(...)`` starts a match directly (tournaments).

Moves
    ``play(match_id, user_id, text, expected_ply=None)`` for every game: a move in the game's
    notation, including ``pass``, ``swap``, ``done`` and pie choices (the pie steps of RULES.md
    §2 are ordinary moves). Meuda: a whole turn ``d1 d2 e1`` is applied stone by stone, all or
    nothing (§7). Interleave realtime: placements of both players are applied in arrival order.
    Thwart Omega: ``play`` is ``submit``: a sealed submission for the current round;
    ``submit(..., lock=True)`` or ``lock_in`` locks it; both locked ends the round at once.

Ending
    ``resign``; ``abort`` (either player, before the first move); ``propose_result`` (draw, or
    a win for either side: the Meridians "counting" end of §5) and ``answer_proposal``. Any
    move withdraws a proposal. With ``Timing.move_seconds``, a turn-based player who lets the
    clock run out loses (after a private warning and ``grace_seconds`` more if those are set;
    with ``Timing.reminders``, private reminders when half and a tenth of the time are left).
    A match in which nothing happens for ``inactivity_seconds`` ends: aborted before the first
    move; else the player to move loses (``inactivity``); if both may move (Interleave
    realtime), it ends without a winner (``abandoned``).

Time
    ``fire_due()`` fires every timer that is due (the ``Pump`` calls it); a timer whose
    position has moved on does nothing. ``resume()`` runs once at start-up: every round or move
    clock that ran out while the bot was down is extended to now + ``outage_grace_seconds``
    (default 30) with a public ``deadline-extended`` notification, instead of filling moves or
    ending games that the players had no chance to play.

Reads
    ``get_match``, ``matches_of``, ``get_challenge``, ``move_log``, ``verify`` (replays the log
    through the rules and compares with the stored snapshot), ``next_deadline``,
    ``guild_settings`` / ``update_guild_settings``, ``dms_closed``.

Where things are on Discord (so that a restart loses none of it)
    ``set_thread`` records the thread the Discord layer opened for a match: later public
    notifications go there. ``set_challenge_message`` records the message that shows a
    challenge (``ChallengeRecord.message``): closing it edits that message, and the match
    thread hangs off it. ``note_dms_closed`` records that a player of a match cannot be sent
    direct messages (``dms_closed`` asks): their prompts go to the thread instead.

Extensions (the tournament service, ``bot.engine.tournaments``)
    ``add_match_end_hook(hook)``: ``hook(change, match_ids)`` runs inside every transaction of
    this service (and of ``write``) in which matches finished or were aborted, before the
    commit, so whatever it records commits atomically with the end of the match.
    ``add_timer_handler(kinds, handler, lock)``: due timers of those kinds go to ``handler``
    instead of the match timers. ``write(key)`` is the service's own transaction (per-key lock,
    outbox, hooks, wake-up after the commit) for such extensions; ``start_in(change, ...)``
    starts a match inside it (what ``create_match`` does in a transaction of its own).
"""

from __future__ import annotations

import logging
import math
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Iterable, Mapping
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

import rules
from bot.engine import standings
from bot.engine.checks import (
    checked_guild_settings,
    checked_options,
    checked_text,
    checked_timing,
    is_id,
    lock_key,
    seat_choice,
    shown_id,
)
from bot.engine.clock import Clock
from bot.engine.errors import (
    BadRequest,
    MatchFinished,
    NotAllowed,
    NotYourMatch,
    StaleRequest,
    StorageUnavailable,
    UnknownMatch,
)
from bot.engine.games import AnyGame, Games, SeedSource, apply_turn, find_game, replay, split_turn
from bot.engine.locks import KeyedLocks
from bot.engine.matches import agreements, challenges, computer, flow, rematch, rounds, timers
from bot.engine.model import (
    GRACE_TIMERS,
    RESIGNATION,
    Audience,
    ChallengeRecord,
    ChallengeStatus,
    GuildSettings,
    MatchRecord,
    MatchStatus,
    MoveRecord,
    Notification,
    OutboxItem,
    Proposal,
    Result,
    SeatChoice,
    Submission,
    Timer,
    TimerKind,
    Timing,
    UserId,
)
from bot.engine.ports import Store, UnitOfWork
from bot.engine.ratings import FinishedGame
from bot.engine.retry import retried
from bot.engine.views import MatchView, PlayResult

log = logging.getLogger(__name__)

# A due timer claimed by a process is left to it this long; if the process died meanwhile,
# another takes the timer over when the claim runs out (several processes on one database).
TIMER_LEASE = timedelta(seconds=20)
# A timer whose handler fails (a bug) is retried this much later instead of in a hot loop.
RETRY_BROKEN_TIMER_SECONDS = 60
# A round prompt sent later than this after its round opened moves the round's deadline by the
# delay plus this much (the time the send itself takes): nobody gets less than the round time.
PROMPT_SLACK = timedelta(seconds=1)
# Extensions are whole multiples of this: the prompts of one round, sent close together, ask for
# the same deadline, so it moves (and is announced) once, not once per prompt.
EXTEND_STEP = 5

# Notification kinds that say a match ended (what ``add_match_end_hook`` hooks look for).
MATCH_END_KINDS = frozenset({"match-finished", "match-aborted"})
# Timer kinds the match timers handle themselves (anything else needs a registered handler).
_OWN_TIMERS = frozenset(
    {
        TimerKind.CHALLENGE_EXPIRY,
        TimerKind.ROUND_END,
        TimerKind.MOVE_WARNING,
        TimerKind.MOVE_TIMEOUT,
        TimerKind.INACTIVITY,
        TimerKind.THREAD_ARCHIVE,
    }
)

MatchEndHook = Callable[[flow.Change, list[int]], Awaitable[None]]
TimerHandler = Callable[[flow.Change, Timer], Awaitable[int]]


def _default_seed() -> int:
    return secrets.randbits(62)


class MatchService:
    """See the module docstring. ``games`` defaults to ``rules.GAMES``; ``seeds`` makes match
    seeds (default: the system's secure random source); ``on_commit`` is called after every
    commit (the ``Engine`` kicks its pump with it). ``computer_id``: the user id the computer
    opponent plays under (the bot's own; ``None``: no computer opponent here)."""

    def __init__(
        self,
        store: Store,
        clock: Clock,
        *,
        games: Games | None = None,
        seeds: SeedSource | None = None,
        outage_grace_seconds: int = 30,
        on_commit: Callable[[], None] | None = None,
        timer_lease: timedelta = TIMER_LEASE,
        computer_id: UserId | None = None,
    ) -> None:
        self._store = store
        self._lease = timer_lease
        self.computer_id = computer_id
        self._clock = clock
        self._games: Games = rules.GAMES if games is None else games
        self._seeds = seeds or _default_seed
        self._grace = outage_grace_seconds
        self._on_commit = on_commit
        self._locks = KeyedLocks()
        self._end_hooks: list[MatchEndHook] = []
        self._timer_handlers: dict[TimerKind, tuple[TimerHandler, str]] = {}

    # ---- extensions ------------------------------------------------------------------------

    @property
    def games(self) -> Games:
        return self._games

    @property
    def store(self) -> Store:
        return self._store

    @property
    def clock(self) -> Clock:
        return self._clock

    def new_seed(self) -> int:
        """A seed from the service's seed source (tournaments seed their own random choices)."""
        return self._seeds()

    def add_match_end_hook(self, hook: MatchEndHook) -> None:
        """Run ``hook(change, ended_match_ids)`` before each commit in which matches ended."""
        self._end_hooks.append(hook)

    def add_timer_handler(
        self, kinds: Iterable[TimerKind], handler: TimerHandler, lock: str
    ) -> None:
        """Send due timers of ``kinds`` to ``handler`` (under the lock ``(lock, target_id)``)."""
        for kind in kinds:
            if kind in _OWN_TIMERS:
                raise ValueError(f"{kind} timers belong to the match service")
            self._timer_handlers[kind] = (handler, lock)

    def write(self, key: Hashable | None) -> AbstractAsyncContextManager[flow.Change]:
        """One transaction of this service for an extension (see the module docstring)."""
        return self._write(key)

    # ---- plumbing --------------------------------------------------------------------------

    @asynccontextmanager
    async def _write(self, key: Hashable | None) -> AsyncIterator[flow.Change]:
        """The per-match lock (arrival order in this process), then one transaction holding the
        database's lock on the same key (other processes); notifications go to the outbox in
        that same transaction."""
        async with self._locks.hold(key), self._store.transaction(key) as uow:
            change = flow.Change(uow, self._clock.now())
            yield change
            if self._end_hooks:
                ended = [
                    n.match_id
                    for n in change.notes
                    if n.kind in MATCH_END_KINDS and n.match_id is not None
                ]
                if ended:
                    for hook in self._end_hooks:
                        await hook(change, ended)
            if change.notes:
                await uow.put_outbox(self._for_people(change.notes), change.now)
        if self._on_commit is not None:
            self._on_commit()

    def _for_people(self, notes: list[Notification]) -> list[Notification]:
        """The notes without the private ones to the computer: nobody reads its prompts, its
        receipts (its sealed move) or its warnings, and Discord refuses a DM to the bot."""
        if self.computer_id is None:
            return notes
        return [
            n
            for n in notes
            if not (n.audience is Audience.PRIVATE and n.target_id == self.computer_id)
        ]

    async def _load(self, uow: UnitOfWork, match_id: object) -> MatchRecord:
        match = await uow.load_match(match_id) if is_id(match_id) else None  # type: ignore[arg-type]
        if match is None:
            raise UnknownMatch(f"There is no match #{shown_id(match_id)}.")
        return match

    def _game(self, match: MatchRecord) -> AnyGame:
        return flow.game_of(self._games, match)

    async def _view(self, uow: UnitOfWork, match: MatchRecord, state: Any = None) -> MatchView:
        game = self._game(match)
        if state is None:
            state = game.from_json(match.state)
        return flow.view(game, match, state, await flow.deadline_of(uow, match))

    async def _playing(
        self,
        uow: UnitOfWork,
        match_id: int,
        user_id: UserId,
        expected_ply: int | None,
    ) -> tuple[MatchRecord, int]:
        """The match and the user's seat, after the checks every request shares."""
        match = await self._load(uow, match_id)
        seat = match.seat_of(user_id) if is_id(user_id) else None
        if seat is None:
            raise NotYourMatch(f"You are not playing in match #{match.id}.")
        if match.status is not MatchStatus.ACTIVE:
            raise MatchFinished(f"Match #{match.id} is over; nothing more can be played in it.")
        if expected_ply is not None and expected_ply != match.ply:
            if type(expected_ply) is not int:
                raise BadRequest("That request carries an invalid position number.")
            raise StaleRequest(await self._stale(uow, match, expected_ply))
        return match, seat

    async def _stale(self, uow: UnitOfWork, match: MatchRecord, expected_ply: int) -> str:
        """Why a button made for the position at ``expected_ply`` no longer applies, in the
        game's own words: rounds in Thwart Omega (RULES.md §3), boards in the others."""
        game = self._game(match)
        if not 0 <= expected_ply < match.ply:
            return f"That button does not belong to match #{match.id} as it is now."
        if not game.simultaneous:
            return (
                f"That button belongs to an older board of match #{match.id}: the match has "
                "moved on since. Look at the latest board and try again."
            )
        log = await uow.load_moves(match.id)
        now = rounds.round_at(log, match.ply, match.game_no)
        then = rounds.round_at(log, expected_ply)
        old = f"round {then[1]}" + ("" if then[0] == now[0] else f" of game {then[0]}")
        return (
            f"That was for {old} of match #{match.id}, which is over; round {now[1]} is running "
            f"now. Send your move for round {now[1]} by DM or with `/secret`."
        )

    # ---- challenges ------------------------------------------------------------------------

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
    ) -> ChallengeRecord:
        """Post a challenge (``opponent_id=None``: open to anyone in the channel); ``rated``:
        whether the match it starts changes ratings."""
        if not all(is_id(value) for value in (guild_id, channel_id, challenger_id)):
            raise BadRequest("That request carries an invalid id.")
        if opponent_id is not None and not is_id(opponent_id):
            raise BadRequest("That is not a player who can be challenged.")
        if opponent_id == challenger_id:
            raise BadRequest("You cannot challenge yourself.")
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
            )

    @retried
    async def accept(self, challenge_id: int, user_id: UserId) -> MatchView:
        """Accept a challenge: the match starts at once; its view."""
        async with self._write(lock_key("challenge", challenge_id)) as change:
            record = await challenges.load_open(change.uow, challenge_id)
            if change.now >= record.expires_at:
                raise MatchFinished(f"Challenge #{record.id} has expired.")
            if user_id == record.challenger_id:
                raise BadRequest("You cannot accept your own challenge. You can cancel it.")
            if not is_id(user_id) or record.opponent_id not in (None, user_id):
                raise NotYourMatch(f"Challenge #{record.id} is for another player.")
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
                raise NotAllowed(
                    f"Challenge #{record.id} is open to everyone, so there is nobody to decline "
                    "it. It expires by itself if nobody accepts."
                )
            if user_id != record.opponent_id:
                raise NotYourMatch(f"Challenge #{record.id} is for another player.")
            return await challenges.close(change, record, ChallengeStatus.DECLINED, user_id)

    @retried
    async def cancel(self, challenge_id: int, user_id: UserId) -> ChallengeRecord:
        """The challenger withdraws a challenge nobody has accepted yet."""
        async with self._write(lock_key("challenge", challenge_id)) as change:
            record = await challenges.load_open(change.uow, challenge_id)
            if user_id != record.challenger_id:
                raise NotYourMatch(f"Only the challenger can cancel challenge #{record.id}.")
            return await challenges.close(change, record, ChallengeStatus.CANCELLED, user_id)

    async def get_challenge(self, challenge_id: int) -> ChallengeRecord:
        async with self._store.read() as uow:
            return await challenges.load(uow, challenge_id)

    @retried
    async def set_challenge_message(
        self, challenge_id: int, channel_id: int, message_id: int
    ) -> ChallengeRecord:
        """Record the Discord message that shows the challenge (any status: the message may be
        posted after someone already answered it), so closing it edits that message and the
        match thread hangs off it, also after a restart."""
        if not (is_id(channel_id) and is_id(message_id)):
            raise BadRequest("That is not a valid message.")
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
    ) -> MatchView:
        """Start a match of ``player_id`` against the computer at ``level`` at once (nobody
        accepts it); never rated. ``seat`` is the player's, as for a challenger. Refused when
        the server turned computer opponents off (``GuildSettings.computer_allowed``)."""
        if not all(is_id(value) for value in (guild_id, channel_id, player_id)):
            raise BadRequest("That request carries an invalid id.")
        if self.computer_id is None:
            raise NotAllowed("There is no computer opponent here.")
        if player_id == self.computer_id:
            raise BadRequest("The computer cannot play itself.")
        level = computer.checked_level(level)
        chosen = find_game(self._games, game)
        checked = checked_options(chosen, options or {})
        seat = seat_choice(seat)
        async with self._write(None) as change:
            settings = await change.uow.guild_settings(guild_id)
            if not settings.computer_allowed:
                raise NotAllowed(computer.TURNED_OFF)
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
            raise BadRequest("A match needs a guild, a channel and two players.")
        if players[0] == players[1]:
            raise BadRequest("A match needs two different players.")
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

    # ---- moves -----------------------------------------------------------------------------

    @retried
    async def play(
        self, match_id: int, user_id: UserId, text: str, expected_ply: int | None = None
    ) -> PlayResult:
        """Play a move (or, in Thwart Omega, submit for the current round)."""
        text = checked_text(text)
        async with self._write(lock_key("match", match_id)) as change:
            match, seat = await self._playing(change.uow, match_id, user_id, expected_ply)
            game = self._game(match)
            if game.simultaneous:
                return await self._submit(change, match, game, seat, text=text, lock=False)
            state = game.from_json(match.state)
            state, moves = apply_turn(game, state, seat, split_turn(game, text))
            entries = [(seat, move, False) for move in moves]
            match, state = await flow.commit_moves(change, match, game, state, entries)
            return PlayResult(await self._view(change.uow, match, state), tuple(moves))

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
            if not game.simultaneous:
                raise NotAllowed(f"{game.title} is played move by move; there are no rounds.")
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
            if not game.simultaneous:
                raise NotAllowed(f"{game.title} is played move by move; there are no rounds.")
            return await self._submit(
                change, match, game, seat, text=None, lock=True, shown=bool(shown), at=at
            )

    @retried
    async def extend_for_late_prompt(self, item: OutboxItem) -> OutboxItem:
        """A round prompt is about to go out late: the round's deadline moves by the delay
        (plus ``PROMPT_SLACK``, the send itself; rounded up to ``EXTEND_STEP`` seconds), so
        the player still has the whole round
        (RULES.md §3); the prompt to send, naming the deadline as it is now. A prompt on time
        (late by less than ``PROMPT_SLACK``) or for a round that is over is returned as is."""
        payload = item.notification.payload
        late = self._clock.now() - item.created_at
        deadline = payload.get("deadline")
        match_id = item.notification.match_id
        if late < PROMPT_SLACK or not isinstance(deadline, str) or match_id is None:
            return item
        steps = math.ceil((late + PROMPT_SLACK).total_seconds() / EXTEND_STEP)
        until = datetime.fromisoformat(deadline) + timedelta(seconds=steps * EXTEND_STEP)
        async with self._store.read() as uow:  # the other prompt of the round moved it already?
            timers = await uow.timers_of(match_id, [TimerKind.ROUND_END])
        if timers and timers[0].ref == payload.get("ply") and timers[0].due_at >= until:
            now_due: datetime | None = timers[0].due_at
        else:
            async with self._write(lock_key("match", match_id)) as change:
                match = await self._load(change.uow, match_id)
                if match.status is not MatchStatus.ACTIVE or match.ply != payload.get("ply"):
                    return item
                now_due = await rounds.extend_for_late_prompt(
                    change, match, int(payload.get("round") or 0), until
                )
        if now_due is None:
            return item
        note = replace(item.notification, payload={**payload, "deadline": now_due.isoformat()})
        return replace(item, notification=note)

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
        return PlayResult(view, (sub.move,), sealed=True, locked=sub.locked, resolved=resolved)

    # ---- ending ----------------------------------------------------------------------------

    @retried
    async def resign(
        self, match_id: int, user_id: UserId, expected_ply: int | None = None
    ) -> MatchView:
        async with self._write(lock_key("match", match_id)) as change:
            match, seat = await self._playing(change.uow, match_id, user_id, expected_ply)
            game = self._game(match)
            state = game.from_json(match.state)
            colour = str(game.colour_of(state, seat)).capitalize()
            result = Result(1 - seat, RESIGNATION, details=f"{colour} resigned.")
            match = await flow.finish(change, match, result)
            return await self._view(change.uow, match, state)

    @retried
    async def abort(self, match_id: int, user_id: UserId) -> MatchView:
        """Either player may abort a match before its first move; it then has no result."""
        async with self._write(lock_key("match", match_id)) as change:
            match, _ = await self._playing(change.uow, match_id, user_id, None)
            if match.ply > 0:
                raise NotAllowed(
                    f"Match #{match.id} has started, so it can no longer be aborted. "
                    "You can resign or propose a result instead."
                )
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
                raise UnknownMatch(f"There is no match #{match_id}.")
            if match.status is not MatchStatus.ACTIVE:
                raise MatchFinished(f"Match #{match_id} is already over.")
            match = await flow.abort(change, match, moderator_id)
            return await self._view(change.uow, match)

    @retried
    async def propose_result(
        self,
        match_id: int,
        user_id: UserId,
        proposal: Proposal,
        expected_ply: int | None = None,
    ) -> MatchView:
        """Propose a draw or a result; the same proposal from both players ends the match."""
        try:
            proposal = Proposal(proposal)
        except ValueError:
            raise BadRequest(
                "A proposal is a draw, a win for you or a win for your opponent."
            ) from None
        async with self._write(lock_key("match", match_id)) as change:
            match, seat = await self._playing(change.uow, match_id, user_id, expected_ply)
            if match.computer is not None:
                raise NotAllowed(
                    "The computer does not agree results: it plays every game to the end. "
                    "You can play on, or resign."
                )
            game = self._game(match)
            state = game.from_json(match.state)
            match = await agreements.propose(
                change, match, game, state, seat=seat, proposal=proposal
            )
            return await self._view(change.uow, match, state)

    @retried
    async def answer_proposal(
        self, match_id: int, user_id: UserId, accept: bool, expected_ply: int | None = None
    ) -> MatchView:
        """Accept (the match ends with the proposed result) or decline the other's proposal."""
        async with self._write(lock_key("match", match_id)) as change:
            match, seat = await self._playing(change.uow, match_id, user_id, expected_ply)
            game = self._game(match)
            state = game.from_json(match.state)
            match = await agreements.answer(
                change, match, game, state, seat=seat, accept=bool(accept)
            )
            return await self._view(change.uow, match, state)

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

    @retried
    async def swap_button_message(
        self, match_id: int, owner_id: int, where: tuple[int, int] | None
    ) -> tuple[int, int] | None:
        """The Discord layer posted the match's newest message with buttons for ``owner_id``
        (0: the public board; a player: their receipt) at ``where`` (``None``: it has none
        now); returns the older one, whose buttons can no longer be used (issue 10)."""
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

    # ---- reads -----------------------------------------------------------------------------

    async def dms_closed(self, match_id: int, user_id: UserId) -> bool:
        """Whether ``note_dms_closed`` was recorded for this match and player."""
        if not (is_id(match_id) and is_id(user_id)):
            return False
        async with self._store.read() as uow:
            return await uow.dms_closed(match_id, user_id)

    async def get_match(self, match_id: int) -> MatchView:
        async with self._store.read() as uow:
            return await self._view(uow, await self._load(uow, match_id))

    async def match_in_thread(self, thread_id: int) -> MatchView | None:
        """The match played in this Discord thread (each match has its own thread), if any."""
        if not is_id(thread_id):
            return None
        async with self._store.read() as uow:
            match = await uow.match_in_thread(thread_id)
            return None if match is None else await self._view(uow, match)

    async def my_submission(self, match_id: int, user_id: UserId) -> Submission | None:
        """The caller's own sealed submission for the round now running (``None``: nothing
        recorded yet). Only ever show it to that player."""
        async with self._store.read() as uow:
            match = await self._load(uow, match_id)
            if user_id not in match.players:
                raise NotYourMatch(f"You are not playing in match #{match.id}.")
            view = await self._view(uow, match)
            if view.round is None:
                return None
            submissions = await uow.load_submissions(match.id, match.game_no, view.round)
            return submissions.get(match.players.index(user_id))

    async def matches_of(self, user_id: UserId, *, active_only: bool = True) -> list[MatchView]:
        """A player's matches (any number at once, in any guilds), oldest first."""
        if not is_id(user_id):
            return []
        async with self._store.read() as uow:
            return [
                await self._view(uow, m)
                for m in await uow.matches_of(user_id, active_only=active_only)
            ]

    async def move_log(self, match_id: int) -> list[MoveRecord]:
        async with self._store.read() as uow:
            match = await self._load(uow, match_id)
            return await uow.load_moves(match.id)

    async def verify(self, match_id: int) -> bool:
        """Whether replaying the match's log through the rules gives its stored snapshot."""
        async with self._store.read() as uow:
            match = await self._load(uow, match_id)
            moves = await uow.load_moves(match.id)
        game = self._game(match)
        if [m.ply for m in moves] != list(range(match.ply)):
            return False
        try:
            state = replay(game, match, moves)
        except (ValueError, rules.MoveError):
            return False
        return bool(game.to_json(state) == match.state)

    # ---- ratings (bot.engine.standings) -----------------------------------------------------

    async def leaderboard(self, guild_id: int, game: str, caller: UserId) -> standings.Leaderboard:
        chosen = find_game(self._games, game)
        async with self._store.read() as uow:
            return await standings.leaderboard(uow, guild_id, chosen.id, caller)

    async def profile(self, guild_id: int, user_id: UserId) -> standings.Profile:
        async with self._store.read() as uow:
            return await standings.profile(uow, guild_id, user_id)

    async def finished_games(
        self, guild_id: int, user_id: UserId, game: str | None, limit: int
    ) -> list[FinishedGame]:
        game_id = None if game is None else find_game(self._games, game).id
        async with self._store.read() as uow:
            return await uow.finished_games(guild_id, user_id, game_id, limit)

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        async with self._store.read() as uow:
            return await uow.guild_settings(guild_id)

    async def channels_in_use(self, guild_id: int) -> list[int]:
        """The server's channels with challenges, matches or tournaments, latest first."""
        async with self._store.read() as uow:
            return await uow.channels_in_use(guild_id)

    @retried
    async def update_guild_settings(
        self, guild_id: int, settings: GuildSettings, *, expected_version: str | None = None
    ) -> GuildSettings:
        """Store the server's settings (checked first). ``expected_version``: the
        ``GuildSettings.version`` the change was made from (a settings panel); if the stored
        settings changed since, ``StaleRequest`` and nothing is stored."""
        if not is_id(guild_id):
            raise BadRequest("That is not a valid server id.")
        checked_guild_settings(settings)
        async with self._write(lock_key("guild-settings", guild_id)) as change:
            if expected_version is not None:
                stored = await change.uow.guild_settings(guild_id)
                if stored.version() != expected_version:
                    raise StaleRequest(
                        "The settings were changed since this panel was shown (in another "
                        "panel, or by another manager), so nothing was changed."
                    )
            await change.uow.save_guild_settings(guild_id, settings, change.now)
        return settings

    async def running_counts(self) -> tuple[int, int]:
        """How many matches are running, and how many Thwart Omega rounds are open."""
        async with self._store.read() as uow:
            return (
                await uow.count_matches(active_only=True),
                await uow.count_timers(TimerKind.ROUND_END),
            )

    async def next_deadline(self) -> datetime | None:
        async with self._store.read() as uow:
            return await uow.next_timer_at()

    # ---- timers ----------------------------------------------------------------------------

    async def fire_due(self, batch: int = 500) -> int:
        """Fire every timer due now that this process could claim, each in its own transaction;
        how many did something."""
        fired = 0
        while True:
            # Claimed first (a lease), so that of several processes on one database exactly one
            # fires each timer; a killed process's claims run out and are taken over.
            async with self._store.transaction() as uow:
                due = await uow.claim_timers(self._clock.now(), batch, self._lease)
            for timer in due:
                try:
                    fired += await self._fire(timer)
                except StorageUnavailable:
                    raise  # nothing can be fired now; the pump backs off (logged by the store)
                except Exception:
                    log.exception(
                        "timer %s of %s failed; retrying later", timer.kind, timer.target_id
                    )
                    await self._postpone(timer)
            if len(due) < batch:
                return fired

    @retried
    async def _fire(self, timer: Timer) -> int:
        routed = self._timer_handlers.get(timer.kind)
        if routed is not None:
            handler, lock = routed
            async with self._write((lock, timer.target_id)) as change:
                return await handler(change, timer)
        if timer.kind not in _OWN_TIMERS:
            # An extension's timer while its handler is not registered (yet): keep it.
            log.warning("no handler for %s timers; %s waits", timer.kind, timer.target_id)
            await self._postpone(timer)
            return 0
        kind = "challenge" if timer.kind in challenges.EXPIRY else "match"
        async with self._write((kind, timer.target_id)) as change:
            return await timers.fire(change, timer, self._games)

    @retried
    async def _postpone(self, timer: Timer) -> None:
        """A timer that failed is tried again later, if this process's claim on it still
        stands: when its lease ran out meanwhile, another process may have fired it already,
        and setting it again would fire it twice."""
        async with self._store.transaction() as uow:
            later = self._clock.now() + flow.seconds(RETRY_BROKEN_TIMER_SECONDS)
            if not await uow.postpone_timer(timer, later):
                log.info(
                    "timer %s of %s was taken over; not postponed", timer.kind, timer.target_id
                )

    def outage_cutoff(self, now: datetime) -> datetime:
        """A clock due before this ran out while the bot was down (the outage grace rule):
        ``now`` for a database this process has to itself; with other processes on it, ``now``
        less a timer lease (a clock that ran out moments ago is theirs to fire)."""
        return now - self._lease if self._store.shared else now

    async def resume(self) -> int:
        """Start-up: extend every round or move clock that ran out while the bot was down to
        now + the outage grace, announced publicly; how many were extended. With other
        processes on the same database (``Store.shared``) the bot was down only if nobody took
        the timer for a whole lease: a clock that ran out moments ago is theirs to fire."""
        before = self.outage_cutoff(self._clock.now())
        async with self._store.read() as uow:
            overdue = await uow.overdue_timers(before, GRACE_TIMERS)
        extended = 0
        for timer in overdue:
            extended += await self._extend_overdue(timer, before)
        return extended

    @retried
    async def _extend_overdue(self, timer: Timer, before: datetime) -> int:
        """``resume`` for one clock, under its match's lock like any change of that match."""
        async with self._write(("match", timer.target_id)) as change:
            return await timers.extend_overdue(change, timer, before, self._games, self._grace)
