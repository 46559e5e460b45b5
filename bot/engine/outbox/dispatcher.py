"""``Dispatcher``: delivers committed outbox rows through the ``Delivery`` port, after the commit.

Rows for different targets are delivered concurrently, at most ``concurrency`` at a time (the
global cap: Discord allows a bot about 50 requests a second, and a REST call takes 100-200 ms,
so a handful in flight reaches the limit). Order holds where it matters, by *lanes*
(``bot.engine.outbox.lanes``): a match's public rows (its thread) form one lane, delivered in
commit order, so boards appear in move order; a player's private rows of a match form the
player's lane and also wait for the match's earlier public rows pending with them, so the reveal
is posted before the next prompt *while the reveal's delivery succeeds*: a row whose delivery
failed waits for its retry (backoff) and holds no lane meanwhile, so the rows after it (the next
prompt) go ahead rather than stall the match.

A row starts only when no earlier undelivered row of a lane it belongs to or waits for is
pending or in flight. Among the rows free to start, urgent kinds (``URGENT``: round prompts,
reveals, receipts, turn notices) go first, then the rest (tournament posts and images, results).

Each task delivers one row and ends; nothing waits on a lock or semaphore (simcord, the offline
Discord of the bot's tests, settles a loop whose tasks are doing work or sleeping on the clock,
not one blocked on an ``asyncio`` primitive). The coordinator waits only for its own running
tasks and reloads the table when its plan runs dry, so rows committed meanwhile join the burst.

Rows are *claimed* before they are delivered (``UnitOfWork.claim_outbox``): with several
processes on one database (PostgreSQL) each lane is delivered by one process at a time, in
order; the claim of a process that died runs out (``OUTBOX_LEASE``) and another takes over.

Before its first Discord call a row is marked *started* (one small transaction per wave of
rows), and in that transaction what its post needs is read: its *context*, by the loader its
feature registered for its kind (``bot.engine.outbox.posts``; read as it starts, not earlier,
because an earlier row of its lane may have just learned part of it, such as the match's
thread). A delivered row is marked in its own small transaction, which also records what the
delivery learned (its *facts*: a message posted, a thread opened); each of these is retried on
a conflict, ``bot.engine.retry``. A row whose delivery raised is retried later with exponential
backoff (``backoff_seconds`` doubling up to ``max_backoff_seconds``) and given up after
``max_attempts`` (kept, with its last error). Any exception of a delivery task but a database
fault is a failed delivery of its row (a bug, an error while marking it delivered), retried
later under the same content and nonce; an observer (metrics) that raises is logged and the
delivery stands. After a restart (or a database fault:
``StorageUnavailable`` stops the burst and reaches the pump, which backs off), whatever was not
marked delivered comes again with ``OutboxItem.uncertain`` set if an attempt had started: the
Discord layer then looks for the post before posting it, so the delivery stays at least once
inside the bot and exactly once as players see it. ``dispatch_pending`` ends no way (returned,
raised or cancelled: ``Pump.stop``) with a delivery task of its own still running.

A row's content is decided once (``OutboxItem.fixed``): what a post shows that is only decided
as it first goes out (a round prompt's deadline, moved when the prompt is late:
``prepare_prompt``) is stored with the row in the transaction that decides it, before the first
post. A row comes back fixed on every later attempt, uncertain or not, and its payload is posted
exactly as stored, with the same nonce; ``prepare_prompt`` runs only for a row not fixed yet,
which no attempt can have posted, so it never runs again for a post that may already be out.
(The context is still read at each start: what it adds to a text, such as player names, is as
they are then.)
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from functools import partial

from bot.engine.clock import Clock
from bot.engine.errors import StorageUnavailable
from bot.engine.model import OutboxItem
from bot.engine.outbox.fence import ClaimLost, fenced
from bot.engine.outbox.lanes import Lane, lanes_of
from bot.engine.outbox.posts import Facts, Posts
from bot.engine.ports import Delivery, Store
from bot.engine.retry import retried

log = logging.getLogger(__name__)

# Kinds a player waits for during play; everything else goes after them when both are free.
URGENT = frozenset(
    {
        "board",
        "round-sealed",
        "round-prompt",
        "submission-receipt",
        "timeout-warning",
        "match-started",
        "replay-started",
        "result-proposed",
        "proposal-declined",
        "challenge-posted",
        "challenge-received",
        "challenge-accepted",
        "challenge-declined",
        "challenge-cancelled",
        "challenge-expired",
    }
)

# Rows claimed by a process are left to it this long (renewed while it keeps loading); a killed
# process's rows are taken over when the claim runs out, and come ``uncertain`` if started.
OUTBOX_LEASE = timedelta(seconds=60)
# A failed delivery waits this long, then twice as long, ... (discord.py already retries 5xx
# answers and waits out rate limits inside one call, so what still fails needs time).
RETRY_SECONDS = 10

# Told of every delivered row: the row and the seconds its delivery took (-1: it failed).
Observer = Callable[[OutboxItem, float], None]
# Called with a round prompt not fixed yet, just before its first post; the prompt to send, its
# content fixed and stored with the row (``MatchService.extend_for_late_prompt``: a late prompt
# moves its round's deadline, once).
Prepare = Callable[[OutboxItem], Awaitable[OutboxItem]]


def urgent_first(item: OutboxItem) -> tuple[int, int]:
    return (0 if item.notification.kind in URGENT else 1, item.id)


class Dispatcher:
    def __init__(
        self,
        store: Store,
        delivery: Delivery,
        clock: Clock,
        *,
        batch: int = 500,
        concurrency: int = 16,
        max_attempts: int = 10,
        backoff_seconds: int = RETRY_SECONDS,
        max_backoff_seconds: int = 600,
        keep_delivered: timedelta = timedelta(days=30),
        lease: timedelta = OUTBOX_LEASE,
    ) -> None:
        self._store = store
        self._delivery = delivery
        self._clock = clock
        self._batch = batch
        self._concurrency = concurrency
        self._max_attempts = max_attempts
        self._backoff = backoff_seconds
        self._max_backoff = max_backoff_seconds
        self._keep = keep_delivered
        self._lease = lease
        # What each kind's post needs and where what it learns is written (the features
        # register their loaders and recorders: ``bot.engine.matches.posts``, ...).
        self.posts = Posts()
        self.observers: list[Observer] = []
        self.prepare_prompt: Prepare | None = None
        # More retention with the same kept age (``Privacy.prune``: sealed moves of finished
        # matches, given-up rows); called with the cut-off, returns the rows deleted.
        self.also_prune: Callable[[datetime], Awaitable[int]] | None = None
        self.backlog = 0  # rows waiting or in flight in the burst being delivered (metrics)

    def retry_at(self, attempts: int, now: datetime) -> datetime | None:
        """When to try again after ``attempts`` failed attempts (``None``: give up)."""
        if attempts >= self._max_attempts:
            return None
        return now + timedelta(seconds=min(self._max_backoff, self._backoff * 2 ** (attempts - 1)))

    @retried
    async def housekeeping(self) -> tuple[int, int]:
        """Outbox hygiene, run by the pump at start-up and hourly: delete rows delivered longer
        ago than ``keep_delivered`` (the table stays small over months of play) and log how
        many rows were given up (an operator lists and re-queues them with
        ``python -m bot.outbox``). Returns (rows pruned, rows given up)."""
        cutoff = self._clock.now() - self._keep
        async with self._store.transaction() as uow:
            pruned = await uow.prune_outbox(cutoff)
        if self.also_prune is not None:
            pruned += await self.also_prune(cutoff)
        async with self._store.read() as uow:
            given_up, _ = await uow.given_up_outbox(0)
        if pruned:
            log.info(
                "pruned %s rows older than %s (delivered notifications, and with also_prune "
                "sealed moves of finished matches and given-up notifications)",
                pruned,
                self._keep,
            )
        if given_up:
            log.warning(
                "%s outbox rows were given up after %s attempts; list and re-queue them with "
                "`python -m bot.outbox list` / `requeue`",
                given_up,
                self._max_attempts,
            )
        return pruned, given_up

    async def dispatch_pending(self) -> int:
        """Deliver every row due now (and every row committed meanwhile); how many were
        delivered. However it ends (returned, raised, cancelled), no delivery task it started
        is left running: on an error nothing new starts and the running ones end first; when
        cancelled, they are cancelled and awaited (their rows come back ``uncertain``)."""
        delivered = 0
        waiting: list[OutboxItem] = []  # loaded, not started, in id order
        running: dict[asyncio.Task[bool], OutboxItem] = {}
        seen = 0  # the highest id loaded in this call (a failed row is not tried again in it)
        exhausted = False
        # A database fault (read-only, full disk) or any other error of a claim or a start:
        # nothing new starts, the rows in flight end, then it is raised (a fault: the pump
        # backs off; the store logged it once).
        fault: Exception | None = None
        try:
            while True:
                if fault is None:
                    try:
                        if not exhausted and len(waiting) < self._batch // 2:
                            fresh = await self._claim(after=seen)
                            seen = max([seen, *(i.id for i in fresh)])
                            waiting += fresh
                            exhausted = not fresh
                        start = self._choose(waiting, running)
                        if start:
                            start = await self._mark_started(start)
                            chosen = {i.id for i in start}
                            waiting = [i for i in waiting if i.id not in chosen]
                            loop = asyncio.get_running_loop()
                            for item in start:
                                task = loop.create_task(
                                    self._one(item), name="stone-arena delivery"
                                )
                                running[task] = item
                    except Exception as error:
                        fault, waiting = error, []
                self.backlog = len(waiting) + len(running)
                if not running:
                    if fault is not None:
                        raise fault
                    if exhausted or not waiting:
                        return delivered
                    continue
                done, _ = await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
                for task in done:
                    item = running.pop(task)
                    try:
                        delivered += task.result()
                    except StorageUnavailable as error:
                        fault, waiting = fault or error, []
                    except Exception:
                        # ``_one`` counts its own errors as failed deliveries; this is one it
                        # could not even record (marking it failed raised): the row stays
                        # started and claimed, and comes back ``uncertain``.
                        log.exception("outbox row %s: its failure could not be recorded", item.id)
                    exhausted = False  # a delivery may have committed new rows (or freed a lane)
        finally:
            self.backlog = 0
            if running:  # cancelled (``Pump.stop``): no delivery outlives its burst
                for task in running:
                    task.cancel()
                await asyncio.wait(running)

    # ---- the small transactions of a delivery (each one unit of work: ``retried``) ------

    @retried
    async def _claim(self, *, after: int) -> list[OutboxItem]:
        """Claim (a lease) the rows due now after id ``after``: of several processes on one
        database, one delivers each lane at a time; a killed one's rows are taken over."""
        async with self._store.transaction() as uow:
            return await uow.claim_outbox(self._clock.now(), self._batch, self._lease, after=after)

    @retried
    async def _mark_started(self, items: list[OutboxItem]) -> list[OutboxItem]:
        """Mark the wave started and read what each row's post needs (its context)."""
        async with self._store.transaction() as uow:
            await uow.mark_started([i.id for i in items], self._clock.now())
            return await self.posts.contexts(uow, items)

    async def with_context(self, item: OutboxItem) -> OutboxItem:
        """``item`` with the context its delivery needs, read now (for tools and tests that
        deliver a row themselves)."""
        async with self._store.read() as uow:
            [ready] = await self.posts.contexts(uow, [item])
        return ready

    @retried
    async def _mark_failed(
        self, item: OutboxItem, error: Exception, retry: datetime | None, now: datetime
    ) -> None:
        async with self._store.transaction() as uow:
            await uow.mark_failed(item.id, repr(error), retry, now, item.claim)

    @retried
    async def _mark_delivered(self, item: OutboxItem, facts: Facts) -> bool:
        """Mark the row delivered and record what its delivery learned, in one transaction;
        whether the row was still this process's to mark (if not, nothing is recorded: the
        process that holds it now delivers it again, finds the post and learns the same)."""
        now = self._clock.now()
        async with self._store.transaction() as uow:
            marked = await uow.mark_delivered(item.id, now, item.claim)
            if marked:
                await self.posts.write(uow, facts, now)
            return marked

    @retried
    async def _still_ours(self, item: OutboxItem) -> None:
        """The fence of a delivery (``bot.engine.outbox.fence``): ``ClaimLost`` unless this process
        still holds ``item`` under its claim; the claim is renewed for a whole lease."""
        async with self._store.transaction() as uow:
            kept = await uow.fence_outbox(item, self._clock.now(), self._lease)
        if not kept:
            raise ClaimLost(item.id)

    def _choose(
        self, waiting: list[OutboxItem], running: dict[asyncio.Task[bool], OutboxItem]
    ) -> list[OutboxItem]:
        """The rows to start now: free of earlier rows in their lanes, urgent first, up to the
        cap. ``waiting`` is in id order."""
        room = self._concurrency - len(running)
        if room <= 0:
            return []
        taken: set[Lane] = {lanes_of(i)[0] for i in running.values()}
        free: list[OutboxItem] = []
        for item in waiting:  # an earlier row holds its lane for every later one
            lane, after = lanes_of(item)
            if lane not in taken and not any(a in taken for a in after):
                free.append(item)
            taken.add(lane)
        free.sort(key=urgent_first)
        return free[:room]

    async def _one(self, item: OutboxItem) -> bool:
        """Deliver one row and mark it; whether it was delivered. Any exception but a database
        fault is a failed delivery of the row (retried later, its content and nonce the same)."""
        began = time.perf_counter()
        try:
            if (
                item.notification.kind == "round-prompt"
                and not item.fixed
                and self.prepare_prompt is not None
            ):
                # Not fixed: no attempt posted it, so deciding its content now cannot make an
                # uncertain re-post differ from a post already out.
                item = await self.prepare_prompt(item)
            if self._store.shared:  # other processes may take the row over: fence each post
                with fenced(partial(self._still_ours, item)):
                    facts = await self._delivery.deliver(item)
            else:
                facts = await self._delivery.deliver(item)
            if not await self._mark_delivered(item, facts or ()):
                # Posted, but another process holds the row now: it finds the post.
                log.warning("outbox row %s was delivered after it was taken over", item.id)
        except ClaimLost:
            log.warning(
                "outbox row %s (%s) was taken over by another process while this one stalled "
                "past its lease; left to it",
                item.id,
                item.notification.kind,
            )
            return False
        except StorageUnavailable:
            # Neither delivered nor failed can be written; the row stays started, so its next
            # attempt is ``uncertain`` and looks for what was already posted before posting.
            raise
        except Exception as error:
            await self._failed(item, error)
            return False
        self._observe(item, time.perf_counter() - began)
        return True

    async def _failed(self, item: OutboxItem, error: Exception) -> None:
        attempts = item.attempts + 1
        now = self._clock.now()
        retry = self.retry_at(attempts, now)
        log.warning(
            "delivering outbox row %s (%s) failed (attempt %s): %r%s",
            item.id,
            item.notification.kind,
            attempts,
            error,
            "" if retry else "; giving up",
        )
        await self._mark_failed(item, error, retry, now)
        self._observe(item, -1.0)

    def _observe(self, item: OutboxItem, took: float) -> None:
        """Tell the observers (metrics); one that raises is logged, the delivery stands."""
        for observe in self.observers:
            try:
                observe(item, took)
            except Exception:
                log.exception("an outbox observer failed on row %s", item.id)
