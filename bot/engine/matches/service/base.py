"""What every part of ``MatchService`` stands on: its construction, its extensions (end hooks,
timer handlers), the transaction runner ``_write`` (per-key lock, one transaction, the outbox,
the end hooks, the wake-up after the commit) and the checks the commands share (``_load``,
``_playing``, ``_stale``, ``_view``)."""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Iterable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from datetime import timedelta
from typing import Any

import rules
from bot.engine.checks import is_id, shown_id
from bot.engine.clock import Clock
from bot.engine.errors import BadRequest, MatchFinished, NotYourMatch, StaleRequest, UnknownMatch
from bot.engine.games import AnyGame, Games, SaltSource, SeedSource, has_sealed_rounds, new_salt
from bot.engine.locks import KeyedLocks
from bot.engine.matches import flow, rounds
from bot.engine.model import (
    Audience,
    GuildSettings,
    MatchRecord,
    MatchStatus,
    Notification,
    Timer,
    TimerKind,
    UserId,
)
from bot.engine.ports import MatchPort, Store, TimerPort
from bot.engine.views import MatchView

# A due timer claimed by a process is left to it this long; if the process died meanwhile,
# another takes the timer over when the claim runs out (several processes on one database).
TIMER_LEASE = timedelta(seconds=20)

# Notification kinds that say a match ended (what ``add_match_end_hook`` hooks look for).
MATCH_END_KINDS = frozenset({"match-finished", "match-aborted"})
# Timer kinds the match timers handle themselves (anything else needs a registered handler).
OWN_TIMERS = frozenset(
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
# Runs inside the transaction that stores a server's settings: (change, guild id, new settings).
SettingsHook = Callable[[flow.Change, int, GuildSettings], Awaitable[None]]


def _default_seed() -> int:
    return secrets.randbits(62)


class ServiceBase:
    """The match service's state and shared plumbing (``bot.engine.matches.service`` composes
    the commands over it). ``games`` defaults to ``rules.GAMES``; ``seeds`` makes match
    seeds (default: the system's secure random source), ``salts`` the salts of sealed moves'
    commitments (the same default); ``on_commit`` is called after every
    commit (the ``Engine`` kicks its pump with it). ``computer_id``: the user id the computer
    opponent plays under (the bot's own; ``None``: no computer opponent here)."""

    def __init__(
        self,
        store: Store,
        clock: Clock,
        *,
        games: Games | None = None,
        seeds: SeedSource | None = None,
        salts: SaltSource | None = None,
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
        self._salts = salts or new_salt
        self._grace = outage_grace_seconds
        self._on_commit = on_commit
        self._locks = KeyedLocks()
        self._end_hooks: list[MatchEndHook] = []
        self._timer_handlers: dict[TimerKind, tuple[TimerHandler, str]] = {}
        self._settings_hooks: list[SettingsHook] = []

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

    def add_settings_hook(self, hook: SettingsHook) -> None:
        """Run ``hook(change, guild_id, settings)`` in each transaction that stores a server's
        settings (an extension keeps its own timers in step with them)."""
        self._settings_hooks.append(hook)

    def add_timer_handler(
        self, kinds: Iterable[TimerKind], handler: TimerHandler, lock: str
    ) -> None:
        """Send due timers of ``kinds`` to ``handler`` (under the lock ``(lock, target_id)``)."""
        for kind in kinds:
            if kind in OWN_TIMERS:
                raise ValueError(f"{kind} timers belong to the match service")
            self._timer_handlers[kind] = (handler, lock)

    def write(self, key: Hashable | None) -> AbstractAsyncContextManager[flow.Change]:
        """One transaction of this service for an extension (see the module docstring)."""
        return self._write(key)

    @asynccontextmanager
    async def _write(self, key: Hashable | None) -> AsyncIterator[flow.Change]:
        """The per-match lock (arrival order in this process), then one transaction holding the
        database's lock on the same key (other processes); notifications go to the outbox in
        that same transaction."""
        async with self._locks.hold(key), self._store.transaction(key) as uow:
            change = flow.Change(uow, self._clock.now(), salts=self._salts)
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
        """The notes without the private ones to the computer (nobody reads its prompts, its
        receipts (its sealed move) or its warnings, and Discord refuses a DM to the bot), and
        without those of play where the bot may only answer interactions (``answered``: the
        players see the match in the answers to their own presses, nothing is posted)."""
        return [
            n
            for n in notes
            if not n.answered
            and not (
                self.computer_id is not None
                and n.audience is Audience.PRIVATE
                and n.target_id == self.computer_id
            )
        ]

    async def _load(self, uow: MatchPort, match_id: object) -> MatchRecord:
        match = await uow.load_match(match_id) if is_id(match_id) else None  # type: ignore[arg-type]
        if match is None:
            raise UnknownMatch("match-unknown", match=shown_id(match_id))
        return match

    def _game(self, match: MatchRecord) -> AnyGame:
        return flow.game_of(self._games, match)

    async def _view(self, uow: TimerPort, match: MatchRecord, state: Any = None) -> MatchView:
        game = self._game(match)
        if state is None:
            state = game.from_json(match.state)
        return flow.view(game, match, state, await flow.deadline_of(uow, match))

    async def _playing(
        self,
        uow: MatchPort,
        match_id: int,
        user_id: UserId,
        expected_ply: int | None,
    ) -> tuple[MatchRecord, int]:
        """The match and the user's seat, after the checks every request shares."""
        match = await self._load(uow, match_id)
        seat = match.seat_of(user_id) if is_id(user_id) else None
        if seat is None:
            raise NotYourMatch("match-not-yours", match=str(match.id))
        if match.status is not MatchStatus.ACTIVE:
            raise MatchFinished("match-over", match=str(match.id))
        if expected_ply is not None and expected_ply != match.ply:
            if type(expected_ply) is not int:
                raise BadRequest("request-bad-position")
            await self._refuse_stale(uow, match, expected_ply)
        return match, seat

    async def _refuse_stale(self, uow: MatchPort, match: MatchRecord, expected_ply: int) -> None:
        """``StaleRequest`` saying why a button made for the position at ``expected_ply`` no
        longer applies, in the game's own words: rounds in Thwart Omega (RULES.md §3), boards
        in the others."""
        game = self._game(match)
        if not 0 <= expected_ply < match.ply:
            raise StaleRequest("stale-not-this-match", match=str(match.id))
        if not has_sealed_rounds(game):
            raise StaleRequest("stale-older-board", match=str(match.id))
        log = await uow.load_moves(match.id)
        now = rounds.round_at(log, match.ply, match.game_no)
        then = rounds.round_at(log, expected_ply)
        raise StaleRequest(
            "stale-older-round",
            match=str(match.id),
            old=then[1],
            old_game=0 if then[0] == now[0] else then[0],
            now=now[1],
        )
