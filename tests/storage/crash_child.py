"""The process the crash-safety test kills: it plays matches on one SQLite file until killed.

``python -m tests.storage.crash_child DB DELIVERIES JOURNAL RUN [--drain]``

* Each run's fake clock starts a million seconds after the previous run's, so every restart
  finds its round deadlines overdue and applies the outage grace rule (``resume()``).
* The delivery appends each post to DELIVERIES (one ``write`` call: what "Discord" shows) before
  the dispatcher marks it delivered: a line ``P id target content`` (``content``: the row's kind
  and payload as JSON, the round prompt's deadline included). The dispatcher delivers
  concurrently (several rows in flight when a kill lands) and marks each row started before its
  attempt; a row that comes again with ``uncertain`` set is looked up in DELIVERIES first the
  way the Discord layer can look for its message: a post to the same target with the same
  content (a line ``F id found-id`` says which post was found). So a re-post whose content
  differs (a round prompt extended again, with another deadline) is a visible duplicate.
* Round prompts go through the late-prompt extension (``extend_for_late_prompt``), as in the
  bot; every run's clock starts far after the last one's, so most prompts re-sent after a
  restart are late.
* After every service call that returned, a line ``match_id ply`` goes to JOURNAL: whatever is
  in the journal was committed, so it must still be in the database after any kill.
* It also kills itself now and then at chosen bad moments: inside a transaction (the seed of a
  new match is drawn in the middle of ``accept``), before and after a prompt's extension, and
  between delivering and marking, often right after a round's commitments were posted (before
  its reveal) (each self-kill is first noted in KILLS: ``DELIVERIES.kills``).
* ``--drain`` resumes, fires nothing new, delivers everything pending and exits normally.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sys
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import rules
from bot.engine.clock import FAKE_EPOCH, FakeClock
from bot.engine.errors import EngineError
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus, OutboxItem, SeatChoice, Timing
from bot.engine.outbox.dispatcher import Dispatcher, Prepare
from bot.engine.views import MatchView
from bot.storage.sqlite import SqliteStore

GAMES: list[tuple[str, dict[str, object]]] = [
    ("thwart-omega", {}),
    ("thwart-omega", {"tiebreak": "seat1"}),
    ("meter", {"size": 3}),
    ("meuda", {"size": 4}),
    ("interleave", {"size": 3}),
    ("meridians", {"size": 5}),
]
ACTIVE_TARGET = 5
SELF_KILL = 0.01  # chance of a self-kill at each chosen bad moment
PROMPT_KILL = 0.05  # chance of a self-kill at each moment of a round prompt's delivery
# Chance of a self-kill right after a round's commitments were posted, before its reveal is:
# the reveal after the restart must open the commitments posted before it.
SEALED_KILL = 0.25


def progress(what: str) -> None:
    """A line for the parent, which kills us after a chosen number of them: printed at many
    points of a step, so the kills land in every phase (moves, timers, deliveries)."""
    print(what, flush=True)


def die(where: str = "") -> None:
    if where and KILLS is not None:
        os.write(KILLS, f"{where}\n".encode())
    os.kill(os.getpid(), signal.SIGKILL)


KILLS: int | None = None  # the file self-kills are noted in


def content(item: OutboxItem) -> str:
    """What the post of ``item`` shows (one line)."""
    note = item.notification
    return json.dumps([note.kind, note.match_id, note.payload], sort_keys=True)


def posts(path: Path) -> list[tuple[str, ...]]:
    """The lines of DELIVERIES, split: ``("P", id, target, content)``, ``("F", id, found)`` or
    ``("S", ...)`` (a process started delivering)."""
    if not path.exists():
        return []
    return [tuple(line.split(" ", 3)) for line in path.read_text().splitlines()]


class FileDelivery:
    def __init__(
        self,
        path: Path,
        rng: random.Random,
        *,
        crash: bool,
        told: Callable[[str], None] = progress,
        prompt_kill: float = PROMPT_KILL,
        sealed_kill: float = SELF_KILL,
    ) -> None:
        self._told = told
        self._prompt_kill = prompt_kill
        self._sealed_kill = sealed_kill
        self._path = path
        self._fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        os.write(self._fd, b"S a process starts delivering\n")  # runs apart, for the reader
        self._rng = rng
        self._crash = crash

    def _kill(self, item: OutboxItem, where: str, chance: float = SELF_KILL) -> None:
        if item.notification.kind == "round-prompt":
            chance = self._prompt_kill
        elif item.notification.kind == "round-sealed":
            chance = self._sealed_kill
        if self._crash and self._rng.random() < chance:
            die(f"{where} {item.notification.kind}")

    async def deliver(self, item: OutboxItem) -> None:
        await asyncio.sleep(0)  # let the other rows in flight run (concurrent delivery)
        target, shown = str(item.notification.target_id), content(item)
        if item.uncertain:  # look for it as Discord can be searched: same channel, same text
            for line in posts(self._path):
                if line[0] == "P" and line[2] == target and line[3] == shown:
                    os.write(self._fd, f"F {item.id} {line[1]}\n".encode())
                    self._told("found")
                    return  # it reached "Discord" before the kill: do not show it twice
        os.write(self._fd, f"P {item.id} {target} {shown}\n".encode())
        self._kill(item, "post-mark")  # sent, but not yet marked delivered
        self._told("sent")


def late_prompts(
    service: MatchService, rng: random.Random, *, crash: bool, chance: float = PROMPT_KILL
) -> Prepare:
    """``service.extend_for_late_prompt``, with self-kills before and after it (the extension
    committed, the prompt not yet posted)."""

    async def prepare(item: OutboxItem) -> OutboxItem:
        if crash and rng.random() < chance:
            die("before-extension")
        ready = await service.extend_for_late_prompt(item)
        if crash and rng.random() < chance:
            die("after-extension")
        return ready

    return prepare


async def main(argv: list[str]) -> None:
    global KILLS  # noqa: PLW0603 (one process, one file: set once at its start)
    db, deliveries, journal_path = Path(argv[0]), Path(argv[1]), Path(argv[2])
    run, drain = int(argv[3]), "--drain" in argv
    KILLS = os.open(f"{deliveries}.kills", os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    rng = random.Random(f"crash-child-{run}")
    clock = FakeClock(FAKE_EPOCH + timedelta(seconds=1_000_000 * run))
    store = await SqliteStore.open(db)

    def seeds() -> int:
        if not drain and rng.random() < SELF_KILL * 5:
            die("in-transaction")  # in the middle of accept()'s transaction
        return rng.getrandbits(62)

    service = MatchService(store, clock, seeds=seeds)
    dispatcher = Dispatcher(
        store,
        FileDelivery(deliveries, rng, crash=not drain, sealed_kill=SEALED_KILL),
        clock,
        concurrency=8,
    )
    dispatcher.prepare_prompt = late_prompts(service, rng, crash=not drain)
    journal = os.open(journal_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    await service.resume()
    if drain:
        await dispatcher.dispatch_pending()
        await store.close()
        return
    step = 0
    while True:
        step += 1
        active = [m for m in await service.matches_of(1) if m.status is MatchStatus.ACTIVE]
        active += [m for m in await service.matches_of(3) if m.status is MatchStatus.ACTIVE]
        progress("step")
        try:
            if len(active) < ACTIVE_TARGET:
                game, options = rng.choice(GAMES)
                first, second = rng.choice([(1, 2), (3, 4)])
                challenge = await service.challenge(
                    guild_id=9,
                    channel_id=9,
                    challenger_id=first,
                    opponent_id=second,
                    game=game,
                    options=options,
                    timing=Timing(round_seconds=30, move_seconds=600),
                    seat=SeatChoice.RANDOM,
                )
                view = await service.accept(challenge.id, second)
            else:
                view = await move(service, rng.choice(active), rng)
            os.write(journal, f"{view.id} {view.ply}\n".encode())
            progress("committed")
        except EngineError:
            pass
        if step % 3 == 0:
            clock.advance(rng.randint(0, 25))
            progress("timers")
            await service.fire_due()
        if step % 2 == 0:
            progress("outbox")
            await dispatcher.dispatch_pending()


async def move(service: MatchService, view: MatchView, rng: random.Random) -> MatchView:
    """A random legal move (or a submission, locked in half the time) in a running match."""
    game = rules.get_game(view.game_id)
    seats = game.seats_to_act(view.state)
    seat = rng.choice(seats)
    user = view.players[seat]
    if game.simultaneous:
        text = game.random_move(view.state, seat, rng)
        result = await service.submit(view.id, user, text, view.ply, lock=rng.random() < 0.5)
    else:
        result = await service.play(
            view.id, user, rng.choice(game.legal_moves(view.state, seat)), view.ply
        )
    return result.match


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:]))
