"""One of the engine processes of the multi-process fault test (``test_multi_process.py``).

Each process plays on the same PostgreSQL database as the others, on the same matches: it opens
challenges and accepts them, plays turn-based moves and Thwart Omega submissions in any running
match, fires due timers and delivers the outbox (claimed with leases, as the bot's pump does).
The parent SIGKILLs it at random moments and starts it again.

* Time is virtual and shared: ``SharedClock`` runs ``SPEED`` times faster than the wall clock,
  from the same start for every process, so round deadlines, move clocks and leases run out
  within the test.
* Delivery appends each post to the shared DELIVERIES file (one ``write``: what "Discord"
  shows) before the dispatcher marks it delivered, as ``crash_child.FileDelivery`` does; a row
  that comes ``uncertain`` (its attempt started in a process that died) is looked up there
  first, by target and content, as the Discord layer can look for its message. Round prompts
  go through the late-prompt extension, and a process kills itself now and then before and
  after a prompt's extension and between a post and its mark (noted in DELIVERIES.kills).
* After every call the engine acknowledged, a line goes to this process's journal: ``move
  MATCH PLY TEXT`` or ``sub MATCH GAME ROUND SEAT TEXT``; all of it must be in the database after
  any number of kills. Before each submission a ``try`` line says what is being sent: a kill
  between the commit and the journal line leaves a stored submission that was never journaled as
  acknowledged, and it may replace an acknowledged one of the same round (a resubmission).
* A byte goes to the parent through ``progress`` at many points of a step, so that the kills
  land in every phase; ``drain`` delivers what is left (time jumped past every lease) and ends.
"""

from __future__ import annotations

import asyncio
import os
import random
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from multiprocessing.connection import Connection
from pathlib import Path

import rules
from bot.engine.clock import FAKE_EPOCH
from bot.engine.errors import EngineError
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus, SeatChoice, Timing
from bot.engine.outbox.dispatcher import Dispatcher
from bot.engine.views import MatchView
from bot.storage.postgres import PostgresStore
from tests.storage import crash_child
from tests.storage.crash_child import GAMES  # the same games as the SQLite crash test

SPEED = 20.0  # virtual seconds per wall second
TIMER_LEASE = timedelta(seconds=10)  # virtual: half a wall second
OUTBOX_LEASE = timedelta(seconds=60)  # virtual: three wall seconds
PAIRS = [(1, 2), (3, 4), (5, 6)]
# Nobody plays the matches of this pair: only their timers move them (round ends with random
# fills, move-clock warnings and timeouts), so timers fire all the time, in every process.
IDLE = (5, 6)
ACTIVE_TARGET = 6
# Chance of a self-kill at each moment of a round prompt's delivery (before and after its
# extension, between its post and its mark): the parent's kills seldom land there.
PROMPT_KILL = 0.2
TIMING = Timing(round_seconds=30, move_seconds=40, grace_seconds=20, inactivity_seconds=300)


class SharedClock:
    """Virtual time every process agrees on: ``SPEED`` times the wall seconds since ``t0``."""

    def __init__(self, t0: float, jump: timedelta = timedelta()) -> None:
        self._t0 = t0
        self._jump = jump

    def now(self) -> datetime:
        return FAKE_EPOCH + timedelta(seconds=(time.time() - self._t0) * SPEED) + self._jump

    async def sleep_until(self, when: datetime) -> None:
        await asyncio.sleep(max(0.0, (when - self.now()).total_seconds() / SPEED))


class FileDelivery(crash_child.FileDelivery):
    def __init__(
        self, path: Path, progress: Connection | None, rng: random.Random, *, crash: bool
    ) -> None:
        super().__init__(
            path, rng, crash=crash, told=lambda _: tick(progress), prompt_kill=PROMPT_KILL
        )


def tick(progress: Connection | None) -> None:
    if progress is not None:
        progress.send_bytes(b".")


@dataclass(frozen=True)
class Job:
    """What one process is told (pickled to it by the forkserver)."""

    url: str
    folder: str
    name: str
    seed: int
    t0: float  # the wall time virtual time starts from, the same for every process
    drain: bool = False


def run(job: Job, progress: Connection | None) -> None:
    asyncio.run(_main(job, progress))


async def _main(job: Job, progress: Connection | None) -> None:
    url, folder, name, t0, drain = job.url, Path(job.folder), job.name, job.t0, job.drain
    rng = random.Random(job.seed)
    # The drain runs after every lease has run out, whoever held it.
    clock = SharedClock(t0, timedelta(hours=1) if drain else timedelta())
    store = await PostgresStore.open(url, pool_size=4)
    service = MatchService(store, clock, seeds=lambda: rng.getrandbits(62), timer_lease=TIMER_LEASE)
    crash_child.KILLS = os.open(
        folder / "deliveries.kills", os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644
    )
    dispatcher = Dispatcher(
        store,
        FileDelivery(folder / "deliveries", progress, rng, crash=not drain),
        clock,
        concurrency=8,
        lease=OUTBOX_LEASE,
    )
    dispatcher.prepare_prompt = crash_child.late_prompts(
        service, rng, crash=not drain, chance=PROMPT_KILL
    )
    journal = os.open(folder / f"journal-{name}", os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    await service.resume()
    if drain:
        await dispatcher.dispatch_pending()
        await store.close()
        return
    tick(progress)
    step = 0
    while True:
        step += 1
        active = [
            m
            for a, b in PAIRS
            for m in await service.matches_of(a, active_only=True)
            if m.status is MatchStatus.ACTIVE
        ]
        tick(progress)
        try:
            if len(active) < ACTIVE_TARGET:
                game, options = rng.choice(GAMES)
                first, second = rng.choice(PAIRS)
                challenge = await service.challenge(
                    guild_id=9,
                    channel_id=9,
                    challenger_id=first,
                    opponent_id=second,
                    game=game,
                    options=options,
                    timing=TIMING,
                    seat=SeatChoice.RANDOM,
                )
                await service.accept(challenge.id, second)
            else:
                playing = [m for m in active if m.players not in (IDLE, IDLE[::-1])]
                line = await _act(service, rng.choice(playing or active), rng, journal)
                os.write(journal, f"{line}\n".encode())
            tick(progress)
        except EngineError:
            pass
        if step % 3 == 0:
            await service.fire_due()
            tick(progress)
        if step % 2 == 0:
            await dispatcher.dispatch_pending()
            tick(progress)


async def _act(service: MatchService, view: MatchView, rng: random.Random, journal: int) -> str:
    """A random legal move (or a submission, locked in half the time, announced in the journal
    by a ``try`` line first); its journal line."""
    game = rules.get_game(view.game_id)
    seats = game.seats_to_act(view.state)
    seat = rng.choice(seats)
    user = view.players[seat]
    if game.simultaneous:
        text = game.random_move(view.state, seat, rng)
        round_no = view.round
        line = f"sub {view.id} {view.game_no} {round_no} {seat} {text}"
        os.write(journal, f"try {line}\n".encode())
        await service.submit(view.id, user, text, view.ply, lock=rng.random() < 0.5)
        return line
    text = rng.choice(game.legal_moves(view.state, seat))
    result = await service.play(view.id, user, text, view.ply)
    return f"move {view.id} {result.match.ply} {text}"
