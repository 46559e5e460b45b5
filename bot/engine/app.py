"""``Engine``: the match service (with the tournament service on top of it), its outbox
dispatcher and the pump that runs them, wired together.

The Discord layer's composition root does::

    store = await open_store(url)                # bot.storage: SQLite or PostgreSQL
    engine = Engine(store, delivery)          # delivery: the Discord side of ``Delivery``
    await engine.start()                      # outage grace, then timers and delivery run
    ... engine.service.play(match_id, user_id, text, expected_ply) ...
    ... engine.tournaments.join(tournament_id, user_id, name) ...
    await engine.stop()
    await store.close()

Every commit of the service kicks the pump, so notifications go out right after the change that
caused them and a new earlier deadline is seen at once.

``puzzles`` gives puzzles from finished matches, found in ``miner`` (default: a ``PoolMiner``).
With ``computer_id`` (the bot's own user id) members can play the computer: its moves come from
``ComputerPlayer``, which thinks in ``thinker`` (default: a ``PoolThinker``, worker processes).
Finished matches are reviewed by ``reviews`` (``ReviewService``), in worker processes of its own
(``reviewer``, with ``review_playouts`` a position).
"""

from __future__ import annotations

import logging
from datetime import timedelta

from bot.engine.clock import Clock, SystemClock
from bot.engine.computer.player import ComputerPlayer
from bot.engine.computer.thinker import PoolThinker
from bot.engine.games import Games, SaltSource, SeedSource
from bot.engine.matches.computer import Thinker
from bot.engine.matches.posts import MatchPosts
from bot.engine.matches.service import TIMER_LEASE, MatchService
from bot.engine.outbox.dispatcher import OUTBOX_LEASE, RETRY_SECONDS, Dispatcher
from bot.engine.outbox.pump import Pump
from bot.engine.outbox.upkeep import Upkeep
from bot.engine.ports import Delivery, Store
from bot.engine.privacy import KEEP_REMOVED_GUILD, Privacy
from bot.engine.puzzles import DailyPuzzles, Miner, PoolMiner, PuzzleService
from bot.engine.puzzles import posts as puzzle_posts
from bot.engine.review import PoolReviewer, Reviewer, ReviewService
from bot.engine.review.service import REVIEW_PLAYOUTS
from bot.engine.tournaments.posts import TournamentPosts
from bot.engine.tournaments.service import TournamentService

log = logging.getLogger(__name__)


class Engine:
    def __init__(
        self,
        store: Store,
        delivery: Delivery,
        *,
        clock: Clock | None = None,
        games: Games | None = None,
        seeds: SeedSource | None = None,
        salts: SaltSource | None = None,
        outage_grace_seconds: int = 30,
        retry_seconds: int = RETRY_SECONDS,  # a failed delivery waits 10 s, then 20, 40, ...
        outbox_keep_days: int = 30,
        upkeep: Upkeep | None = None,
        timer_lease: timedelta = TIMER_LEASE,
        outbox_lease: timedelta = OUTBOX_LEASE,
        computer_id: int | None = None,
        thinker: Thinker | None = None,
        keep_removed_guild: timedelta = KEEP_REMOVED_GUILD,
        reviewer: Reviewer | None = None,
        review_playouts: int | None = REVIEW_PLAYOUTS,
        miner: Miner | None = None,
    ) -> None:
        self.clock: Clock = clock or SystemClock()
        self.service = MatchService(
            store,
            self.clock,
            games=games,
            seeds=seeds,
            salts=salts,
            outage_grace_seconds=outage_grace_seconds,
            on_commit=self.kick,
            timer_lease=timer_lease,
            computer_id=computer_id,
        )
        # Registers its timer handler on the service (the computer's turns), like tournaments.
        self.computer = ComputerPlayer(self.service, thinker or PoolThinker())
        # Registers its match-end hook and timer handlers on the service before anything runs.
        self.tournaments = TournamentService(self.service)
        # Forgetting players, erasing servers the bot left (registers its timer handler).
        self.privacy = Privacy(self.service, keep_removed_guild=keep_removed_guild)
        # Post-game reviews of finished matches, computed in their own worker processes.
        self.reviews = ReviewService(
            self.service, store, reviewer or PoolReviewer(), playouts=review_playouts
        )
        # Puzzles from finished matches, found in their own worker process when first asked for.
        self.puzzles = PuzzleService(self.service, miner or PoolMiner())
        # The daily puzzle of servers that turned it on (its timer handler and settings hook).
        self.daily_puzzles = DailyPuzzles(self.service, self.puzzles)
        self.dispatcher = Dispatcher(
            store,
            delivery,
            self.clock,
            backoff_seconds=retry_seconds,
            keep_delivered=timedelta(days=outbox_keep_days),
            lease=outbox_lease,
        )
        # What each notification's post needs, read as its row starts, and where what the
        # post learns is written (with the row's mark): the delivery never calls back.
        MatchPosts(self.service.games).install(self.dispatcher.posts)
        TournamentPosts().install(self.dispatcher.posts)
        puzzle_posts.install(self.dispatcher.posts)
        # A round prompt's content is fixed as it first goes out: a late one moves its round's
        # deadline, once (no player gets less than the round), and names it.
        self.dispatcher.prepare_prompt = self.service.extend_for_late_prompt
        # Retention: sealed moves and given-up rows go with the delivered rows' kept age.
        self.dispatcher.also_prune = self.privacy.prune
        self.pump = Pump(self.service, self.dispatcher, store, self.clock, upkeep)

    def kick(self) -> None:
        """Something was committed: fire due timers and deliver, soon."""
        self.pump.kick()

    async def start(self) -> None:
        """Apply the outage grace rule (deadlines that ran out while the bot was down are
        extended), then deliver whatever is pending and sleep until the next deadline."""
        extended = await self.service.resume()
        if extended:
            log.info("extended %s deadlines that ran out while the bot was offline", extended)
        if await self.tournaments.after_outage():
            log.info("extended tournament deadlines that ran out while the bot was offline")
        if await self.computer.resume():
            log.info("resumed the computer's turns that were being thought about at shutdown")
        self.pump.kick()

    async def stop(self) -> None:
        """No new wake-ups; a delivery in progress may finish; the computer stops thinking."""
        await self.pump.stop()
        await self.computer.close()
        await self.reviews.close()
        await self.daily_puzzles.close()
        await self.puzzles.close()
