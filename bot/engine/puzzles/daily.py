"""The daily puzzle of a server: one puzzle a day in the channel its settings name
(``GuildSettings.daily_puzzle_channel_id``; off by default), posted at ``DAILY_HOUR`` o'clock
in the server's time zone (``/host time-zone``; UTC until one is set), and closed the next day
with its solution and how many solved it.

One durable timer per server (``TimerKind.DAILY_PUZZLE``) does it all, so it survives
restarts and, with several processes on one database, fires in exactly one of them (timers are
claimed with leases); a server has at most one daily puzzle per local date (the table's key).
When it fires, in one transaction: yesterday's puzzle is closed (nobody can answer it any
more) and its solution notification written; today's puzzle chosen and its post written to
the outbox (``notices.py``; the Discord side is ``bot/cogs/puzzles/delivery.py``); the timer set
for the next day. The settings hook keeps the timer in step with the setting: turned on, the
timer is set for the next ``DAILY_HOUR``; turned off, it is removed, unless a daily puzzle is
still open (then it fires once more, to show the solution, and sets no next one).

Which puzzle: one of the server's stored puzzles that nobody has answered and that was never a
daily one, the oldest of its game, the games taken in turn (the one after yesterday's). When
none is stored but the server has finished matches not searched yet, they are searched in the
background (``PuzzleService.mine``: the worker process, never the timer's transaction) and the
timer comes back ``RETRY_MINUTES`` later that day; with nothing to draw from, the day is
skipped with a log line. Players open the day's puzzle from the post's button
(``PuzzleService.open_daily``) and answer it privately like any puzzle (``/puzzle answer``):
it counts in their solved count and streak. While it is open, ``/puzzle new`` never gives it.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.engine.matches import flow
from bot.engine.matches.service import MatchService
from bot.engine.model import GuildSettings, Timer, TimerKind
from bot.engine.puzzles import notices
from bot.engine.puzzles.ports import PuzzleUnitOfWork, tables
from bot.engine.puzzles.records import DailyRecord
from bot.engine.puzzles.service import PuzzleService

log = logging.getLogger(__name__)

DAILY_HOUR = 12  # noon in the server's time zone: people are awake nearly everywhere
# When no puzzle is stored yet but finished matches wait to be searched: try again this much
# later (the search runs meanwhile in the puzzle worker).
RETRY_MINUTES = 15
KINDS = (TimerKind.DAILY_PUZZLE,)


def zone_named(name: str | None) -> ZoneInfo:
    """The server's time zone, UTC when none (or an unknown one) is stored."""
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def local_day(now: datetime, zone: ZoneInfo) -> date:
    return now.astimezone(zone).date()


def next_post(now: datetime, zone: ZoneInfo, hour: int = DAILY_HOUR) -> datetime:
    """The first ``hour`` o'clock in ``zone`` strictly after ``now`` (an aware moment)."""
    today = local_day(now, zone)
    for offset in range(3):
        day = today + timedelta(days=offset)
        moment = datetime.combine(day, time(hour), tzinfo=zone)
        if moment > now:
            return moment.astimezone(now.tzinfo)
    raise AssertionError("a day has that hour")  # pragma: no cover


class DailyPuzzles:
    """The daily puzzle's timer, settings hook and choice, over the puzzle service."""

    def __init__(self, matches: MatchService, puzzles: PuzzleService) -> None:
        self._matches = matches
        self._puzzles = puzzles
        self._searches: dict[int, asyncio.Task[None]] = {}
        matches.add_timer_handler(KINDS, self._fire, "guild-daily-puzzle")
        matches.add_settings_hook(self._settings_changed)

    async def _settings_changed(
        self, change: flow.Change, guild_id: int, settings: GuildSettings
    ) -> None:
        uow = change.uow
        timers = await uow.timers_of(guild_id, KINDS)
        if settings.daily_puzzle_channel_id is not None:
            if not timers:
                zone = zone_named(await tables(uow).guild_time_zone(guild_id))
                due = next_post(change.now, zone)
                await uow.set_timer(Timer(TimerKind.DAILY_PUZZLE, guild_id, 0, due))
            return
        latest = await tables(uow).latest_daily(guild_id)
        if timers and (latest is None or latest.closed_at is not None):
            await uow.clear_timers(guild_id, KINDS)

    async def _fire(self, change: flow.Change, timer: Timer) -> int:
        taken = await change.uow.take_timer(timer.kind, timer.target_id, change.now)
        if taken is None:
            return 0
        guild_id = taken.target_id
        uow = tables(change.uow)
        settings = await change.uow.guild_settings(guild_id)
        zone = zone_named(await uow.guild_time_zone(guild_id))
        day = local_day(change.now, zone).isoformat()
        latest = await uow.latest_daily(guild_id)
        if latest is not None and latest.day == day:
            # Posted today already (a retry that found it done): tomorrow's is next.
            await self._again(change, guild_id, next_post(change.now, zone))
            return 0
        if latest is not None and latest.closed_at is None:
            solved = await uow.close_daily(guild_id, latest.day, change.now)
            change.notes.append(notices.solution(latest, solved))
        channel_id = settings.daily_puzzle_channel_id
        if channel_id is None:
            log.info("daily puzzle turned off; closed the last one", extra={"guild": guild_id})
            return 1
        chosen = await self._choose(uow, guild_id, latest)
        if chosen is None:
            waiting = await uow.unmined_games(guild_id)
            if waiting:
                later = change.now + timedelta(minutes=RETRY_MINUTES)
                self._search(guild_id, waiting)
                if local_day(later, zone).isoformat() == day:
                    await self._again(change, guild_id, later)
                    return 1
            log.info(
                "no daily puzzle today: no finished game of the server gives one yet",
                extra={"guild": guild_id, "day": day},
            )
            await self._again(change, guild_id, next_post(change.now, zone))
            return 1
        daily = DailyRecord(guild_id, day, chosen, channel_id, None, change.now)
        if await uow.add_daily(daily):
            puzzle = await uow.load_puzzle(chosen)
            assert puzzle is not None
            change.notes.append(notices.posted(daily, puzzle))
        await self._again(change, guild_id, next_post(change.now, zone))
        return 1

    async def _again(self, change: flow.Change, guild_id: int, due: datetime) -> None:
        await change.uow.set_timer(Timer(TimerKind.DAILY_PUZZLE, guild_id, 0, due))

    async def _choose(
        self, uow: PuzzleUnitOfWork, guild_id: int, latest: DailyRecord | None
    ) -> int | None:
        """Today's puzzle: the oldest fresh one of the game after yesterday's, in the
        registry's order of the games."""
        candidates = await uow.daily_candidates(guild_id)
        if not candidates:
            return None
        order = [g for g in self._matches.games if g in candidates]
        order += sorted(g for g in candidates if g not in order)
        if latest is not None:
            yesterday = await uow.load_puzzle(latest.puzzle_id)
            if yesterday is not None and yesterday.game_id in self._matches.games:
                games = list(self._matches.games)
                start = games.index(yesterday.game_id) + 1
                turn = games[start:] + games[:start]
                order = [g for g in turn if g in candidates] + [g for g in order if g not in turn]
        return candidates[order[0]]

    def _search(self, guild_id: int, games: list[str]) -> None:
        """Search the server's unsearched finished matches in the background (one search per
        server at a time); the retried timer finds what it stored."""
        running = self._searches.get(guild_id)
        if running is not None and not running.done():
            return
        self._searches[guild_id] = asyncio.get_running_loop().create_task(
            self._mine(guild_id, games)
        )

    async def _mine(self, guild_id: int, games: list[str]) -> None:
        for game_id in games:
            try:
                stored = await self._puzzles.mine(guild_id, game_id)
            except Exception:
                log.exception("searching for daily puzzles failed", extra={"guild": guild_id})
                return
            log.info(
                "searched finished matches for the daily puzzle",
                extra={"guild": guild_id, "game": game_id, "stored": stored},
            )

    async def searched(self) -> None:
        """Wait for the background searches started so far (tests, shutdown)."""
        running = [t for t in self._searches.values() if not t.done()]
        if running:
            await asyncio.gather(*running, return_exceptions=True)

    async def close(self) -> None:
        for task in self._searches.values():
            task.cancel()
        await self.searched()
