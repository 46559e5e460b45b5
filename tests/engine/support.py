"""Helpers shared by the engine and storage tests: a harness around a real database (an SQLite
file or a PostgreSQL database: ``database_url``) and a fake clock, a recording delivery, and
random playouts through the match service."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import rules
from bot.engine.clock import FakeClock
from bot.engine.matches.service import MatchService
from bot.engine.model import Audience, MatchStatus, OutboxItem, SeatChoice, Timing
from bot.engine.views import MatchView
from bot.storage import AnyStore, open_store
from tests.stores import dump

GUILD, CHANNEL = 1000, 2000
ALICE, BOB, CAROL = 11, 22, 33

# Small boards so complete matches stay quick.
SMALL: dict[str, dict[str, object]] = {
    "meter": {"size": 3},
    "interleave": {"size": 3},
    "thwart-omega": {},
    "meridians": {"size": 5},
    "meuda": {"size": 4},
}


class RecordingDelivery:
    """A ``Delivery`` that remembers what it was given; ``fail_kinds`` / ``fail_times`` make it
    raise (a flaky Discord)."""

    def __init__(self) -> None:
        self.items: list[OutboxItem] = []
        self.fail_kinds: set[str] = set()
        self.fail_times = 0
        self.failures = 0
        self._changed = asyncio.Condition()

    async def deliver(self, item: OutboxItem) -> None:
        if item.notification.kind in self.fail_kinds or self.fail_times > 0:
            self.fail_times = max(0, self.fail_times - 1)
            self.failures += 1
            raise ConnectionError("Discord is unreachable")
        self.items.append(item)
        async with self._changed:
            self._changed.notify_all()

    async def wait_for(self, kind: str, count: int = 1, timeout: float = 10.0) -> None:
        """Wait (on an event, not a timer) until ``count`` items of ``kind`` were delivered."""

        def enough() -> bool:
            return sum(1 for i in self.items if i.notification.kind == kind) >= count

        async with asyncio.timeout(timeout), self._changed:
            await self._changed.wait_for(enough)

    @property
    def ids(self) -> list[int]:
        return [item.id for item in self.items]


def counter_seeds(start: int = 1) -> Any:
    """Deterministic match seeds: start, start + 1, ..."""
    state = {"next": start}

    def seeds() -> int:
        value = state["next"]
        state["next"] += 1
        return value

    return seeds


def counter_salts(start: int = 1) -> Any:
    """Deterministic commitment salts: 32 hex digits counting up from ``start``."""
    counter = itertools.count(start)
    return lambda: f"{next(counter):032x}"


@dataclass
class Harness:
    """A service on a real database (SQLite file or PostgreSQL URL), with a fake clock."""

    path: str
    store: AnyStore
    clock: FakeClock
    service: MatchService
    commits: list[int] = field(default_factory=list)

    @classmethod
    async def open(cls, path: str | Path, clock: FakeClock | None = None, seed: int = 1) -> Harness:
        path = str(path)
        store = await open_store(path)
        clock = clock or FakeClock()
        commits: list[int] = []
        service = MatchService(
            store,
            clock,
            seeds=counter_seeds(seed),
            salts=counter_salts(seed * 1_000),
            on_commit=lambda: commits.append(1),
        )
        return cls(path, store, clock, service, commits)

    async def reopen(self) -> Harness:
        """A new process's view: close the store, open the same file with the same clock."""
        await self.store.close()
        return await Harness.open(self.path, self.clock, seed=10_000)

    async def close(self) -> None:
        await self.store.close()

    async def start(
        self,
        game: str,
        options: dict[str, object] | None = None,
        *,
        timing: Timing | None = None,
        players: tuple[int, int] = (ALICE, BOB),
        seat: SeatChoice = SeatChoice.FIRST,
        guild: int = GUILD,
        channel: int = CHANNEL,
        answered: bool = False,
    ) -> MatchView:
        """A match through the challenge flow (``seat=FIRST``: ``players[0]`` in seat 0;
        ``answered``: where the bot is not installed, ``guild`` is then the place)."""
        challenge = await self.service.challenge(
            guild_id=guild,
            channel_id=channel,
            challenger_id=players[0],
            opponent_id=players[1],
            game=game,
            options=SMALL.get(game, {}) if options is None else options,
            timing=timing,
            seat=seat,
            answered=answered,
        )
        return await self.service.accept(challenge.id, players[1])

    async def outbox(self, match_id: int | None = None) -> list[OutboxItem]:
        async with self.store.read() as uow:
            return await uow.outbox_items(match_id=match_id)

    async def public_payloads(self) -> list[str]:
        return [
            json.dumps(item.notification.payload)
            for item in await self.outbox()
            if item.notification.audience is Audience.PUBLIC
        ]

    async def kinds(self, match_id: int | None = None) -> list[str]:
        return [item.notification.kind for item in await self.outbox(match_id)]

    def dump(self) -> list[str]:
        """Every row of every table (to show that a refused request changed nothing)."""
        return dump(self.path)


def pick_move(view: MatchView, rng: random.Random) -> tuple[int, str]:
    """A random (user id, legal move) for a running turn-based match."""
    game = rules.get_game(view.game_id)
    seats = game.seats_to_act(view.state)
    seat = rng.choice(seats)
    return view.players[seat], rng.choice(game.legal_moves(view.state, seat))


async def play_out(
    harness: Harness, view: MatchView, rng: random.Random, max_plies: int = 2000
) -> MatchView:
    """Play random legal moves (or submissions) through the service until the match ends."""
    game = rules.get_game(view.game_id)
    for _ in range(max_plies):
        if view.status is not MatchStatus.ACTIVE:
            return view
        if game.simultaneous:
            for seat in (0, 1):
                move = game.random_move(view.state, seat, rng)
                await harness.service.submit(view.id, view.players[seat], move, lock=True)
            view = await harness.service.get_match(view.id)
        else:
            user, move = pick_move(view, rng)
            view = (await harness.service.play(view.id, user, move, view.ply)).match
    raise AssertionError(f"match {view.id} did not end in {max_plies} plies")


def public_items(items: Iterable[OutboxItem]) -> list[OutboxItem]:
    return [i for i in items if i.notification.audience is Audience.PUBLIC]
