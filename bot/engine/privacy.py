"""Privacy and retention (``docs/privacy.md``: what the bot keeps, why, and for how long):
forgetting a player, and erasing a server's data some days after the bot was removed from it.

Forgetting (``Privacy.forget``, the bot owner's ``/privacy forget`` and the operator's
``python -m bot privacy forget USER_ID``): the user's id becomes a **tombstone** everywhere —
a negative number, one per forgotten player (two forgotten players stay two seats, two rating
rows, two entrants), never a Discord id — and the names the bot stored for them become
``forgotten player N``. Nothing else changes: the move log names seats, not people, so every
match still replays (``MatchService.verify``); results, tournaments and the other players'
ratings stay as they were. The player's own ratings are deleted (they leave the leaderboard);
their rating history rows stay, under the tombstone, beside their opponents'. Private
notifications to them are deleted. Nothing links the tombstone back to the id.

Refused, with a sentence, while the user sits in a running match or plays on in a running
tournament: those end first (``/abort`` by a server manager, the organiser's disqualify or the
player's drop), so that no live game is left with a seat nobody can take. Open challenges are
cancelled and sign-ups to tournaments that have not started are taken back by the forget itself;
as when a player leaves, a waitlisted player who thereby gets a seat is told in the channel
(``tournament-waitlist``, ``why`` "left", naming only them), in the same transaction.

A server the bot is removed from keeps its data for ``keep_removed_guild`` (a setting, default
30 days: a mistaken kick costs nothing), a durable ``guild-erase`` timer, cancelled if the bot
joins again; then every match, challenge, tournament, rating and setting of that server goes,
the logs included, and the players who played nowhere else with them.

The storage side is the ``PrivacyUnit`` port below (``bot/storage/units/privacy.py``); the
append-only triggers allow exactly these two erasures (migration ``0011_privacy.sql``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol, runtime_checkable

from bot.engine.checks import is_id
from bot.engine.errors import BadRequest, NotAllowed
from bot.engine.matches import flow
from bot.engine.matches.service import MatchService
from bot.engine.model import JSON, Timer, TimerKind, UserId
from bot.engine.ports import UnitOfWork
from bot.engine.retry import retried
from bot.engine.tournaments.core.model import Status
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.records import EntryRecord, Phase
from bot.engine.tournaments.waitlist import moved_up

log = logging.getLogger(__name__)

KEEP_REMOVED_GUILD = timedelta(days=30)
# Discord ids are snowflakes of 17 digits or more (milliseconds since 2015 shifted by 22 bits).
# A shorter number is refused: the forget finds an id's digits inside text too, and a short one
# would match other numbers.
SMALLEST_USER_ID = 10**15


def is_tombstone(user_id: int) -> bool:
    """Whether ``user_id`` stands for a forgotten player (Discord ids are positive)."""
    return user_id < 0


def alias(tombstone: int) -> str:
    """What a forgotten player is called wherever a name was stored or is shown."""
    return f"forgotten player {-tombstone}"


def scrub(value: JSON, user_id: UserId, tombstone: int, name: str) -> JSON:
    """``value`` (plain JSON) with ``user_id`` replaced by ``tombstone`` wherever it appears:
    an integer equal to it, its digits inside a string (``"user 123"``, ``"<@123>"``), and the
    ``name`` of an entrant that is them (a mapping with a ``seed``, ``player`` or ``user`` equal
    to the id, and a ``name``: the tournament core's entrants, the start notice's list)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return tombstone if value == user_id else value
    if isinstance(value, str):
        return value.replace(str(user_id), str(tombstone))
    if isinstance(value, list):
        return [scrub(v, user_id, tombstone, name) for v in value]
    if isinstance(value, Mapping):
        out = {k: scrub(v, user_id, tombstone, name) for k, v in value.items()}
        if (
            "seed" in value
            and "name" in value
            and user_id in (value.get("player"), value.get("user"))
        ):
            out["name"] = name
        return out
    return value


@dataclass(frozen=True, slots=True)
class Forgotten:
    """A forget that was done: the tombstone the user's id became, and the name shown now."""

    tombstone: int
    name: str


@runtime_checkable
class PrivacyUnit(Protocol):
    """The statements forgetting and erasing need (``bot.storage.units.privacy``)."""

    async def next_tombstone(self) -> int:
        """A negative number no forgotten player has yet."""
        ...

    async def running_tournaments_of(self, user_id: UserId) -> list[int]:
        """Running or paused tournaments whose core names ``user_id`` (as an entrant)."""
        ...

    async def forget_player(
        self, user_id: UserId, tombstone: int, name: str, now: datetime
    ) -> bool:
        """Replace ``user_id`` by ``tombstone`` (names by ``name``) everywhere, cancel their
        open challenges and sign-ups, delete their ratings and private notifications; ``False``
        (and nothing changed) if nothing about them is stored. Raises if the id is still found
        anywhere afterwards (the transaction then rolls back)."""
        ...

    async def where_user_is(self, user_id: UserId) -> list[str]:
        """Every ``table.column`` that still holds ``user_id`` (empty once forgotten)."""
        ...

    async def erase_guild(self, guild_id: int, now: datetime) -> dict[str, int]:
        """Delete every row of the server's matches, challenges, tournaments, ratings and
        settings (and players left with nothing); rows deleted per table."""
        ...

    async def guilds_with_data(self) -> list[int]:
        """Every server id that has matches, challenges, tournaments, ratings or settings;
        not a place with only answered play (a DM, a group DM, a server without the bot)."""
        ...

    async def prune_private(self, before: datetime) -> int:
        """Delete what the retention period allows beyond delivered notifications: the sealed
        submissions of matches that ended before ``before`` (the move log keeps what was
        played) and notifications given up before it; how many rows."""
        ...


def privacy_tables(uow: UnitOfWork) -> PrivacyUnit:
    """``uow`` as a unit with the privacy statements (a ``TypeError`` for a wiring mistake)."""
    if not isinstance(uow, PrivacyUnit):
        raise TypeError(f"{type(uow).__name__} has no privacy statements (PrivacyUnit)")
    return uow


class Privacy:
    """Forgetting a player and erasing a departed server, on the match service's transactions."""

    def __init__(
        self, matches: MatchService, *, keep_removed_guild: timedelta = KEEP_REMOVED_GUILD
    ) -> None:
        self._matches = matches
        self.keep_removed_guild = keep_removed_guild
        matches.add_timer_handler([TimerKind.GUILD_ERASE], self._erase, "guild")

    # ---- forgetting a player ---------------------------------------------------------------

    @retried
    async def forget(self, user_id: UserId) -> Forgotten:
        """Anonymise ``user_id`` everywhere (see the module docstring); ``EngineError`` with a
        sentence, and nothing changed, if that cannot be done now or nothing is stored."""
        if not is_id(user_id) or user_id < SMALLEST_USER_ID:
            raise BadRequest("forget-not-a-user")
        async with self._matches.write(None) as change:
            seated = await self._seats_before_start(change, user_id)  # locks them first
            await self._refuse_live(change, user_id)
            units = privacy_tables(change.uow)
            tombstone = await units.next_tombstone()
            if not await units.forget_player(user_id, tombstone, alias(tombstone), change.now):
                raise BadRequest("forget-nothing-stored", user=str(user_id))
            await self._tell_moved_up(change, seated)
        log.info("forgot a player", extra={"tombstone": tombstone})
        return Forgotten(tombstone, alias(tombstone))

    async def _seats_before_start(
        self, change: flow.Change, user_id: UserId
    ) -> dict[int, list[EntryRecord]]:
        """Who holds the seats, before the forget, of each tournament that has not started and
        that ``user_id`` joined (the forget takes that sign-up back). Each tournament's lock is
        held first, as a join or a leave holds it, so that on PostgreSQL none of them can change
        the seats between this read and the forget."""
        tournaments = tables(change.uow)
        joined = sorted(record.id for record in await tournaments.signed_up_before_start(user_id))
        seated: dict[int, list[EntryRecord]] = {}
        for tournament_id in joined:
            await change.uow.hold(("tournament", tournament_id))
            record = await tournaments.load_tournament(tournament_id)
            if record is not None and record.phase in (Phase.SIGNUP, Phase.CHECKIN):
                seated[tournament_id] = (await tournaments.entries(tournament_id))[
                    : record.config.cap
                ]
        return seated

    async def _tell_moved_up(
        self, change: flow.Change, seated: Mapping[int, Sequence[EntryRecord]]
    ) -> None:
        """As when a player leaves: whoever the forget moved up from a waitlist is told (the
        notice names them, not the forgotten player; the tournament is read again, after the
        forget, so that nothing of the id is in it)."""
        for tournament_id, before in seated.items():
            record = await tables(change.uow).load_tournament(tournament_id)
            if record is not None:
                await moved_up(change, record, before, "left")

    async def _refuse_live(self, change: flow.Change, user_id: UserId) -> None:
        """``NotAllowed`` naming what must end first: running matches, running tournaments."""
        uow = change.uow
        running = [m.id for m in await uow.matches_of(user_id, active_only=True)]
        playing = []
        for tournament_id in await privacy_tables(uow).running_tournaments_of(user_id):
            record = await tables(uow).load_tournament(tournament_id)
            entrant = None if record is None else record.started.entrant_of_player(user_id)
            if record is not None and entrant is not None and entrant.status is Status.ACTIVE:
                playing.append(record.name)
        if not running and not playing:
            return
        raise NotAllowed(
            "forget-still-playing",
            user=str(user_id),
            matches=", ".join(f"#{m}" for m in running),
            tournaments=", ".join(playing),
            playing="both" if running and playing else "matches" if running else "tournaments",
        )

    # ---- a server the bot left -------------------------------------------------------------

    @retried
    async def guild_removed(self, guild_id: int) -> datetime:
        """The bot was removed from ``guild_id``: its data is erased after the kept time
        (unless the bot joins it again first); when."""
        async with self._matches.write(("guild", guild_id)) as change:
            due = change.now + self.keep_removed_guild
            await change.uow.set_timer(Timer(TimerKind.GUILD_ERASE, guild_id, 0, due))
        log.info("removed from a server; its data is erased later", extra={"guild": guild_id})
        return due

    @retried
    async def guild_joined(self, guild_id: int) -> bool:
        """The bot is (again) in ``guild_id``: a pending erasure is cancelled; whether one was."""
        async with self._matches.store.read() as uow:
            if not await uow.timers_of(guild_id, [TimerKind.GUILD_ERASE]):
                return False
        async with self._matches.write(("guild", guild_id)) as change:
            await change.uow.clear_timers(guild_id, [TimerKind.GUILD_ERASE])
        log.info("back in a server; its data is kept", extra={"guild": guild_id})
        return True

    async def reconcile(
        self, present: Iterable[int], ours: Callable[[int], bool] = lambda guild_id: True
    ) -> tuple[list[int], list[int]]:
        """On connecting: the servers the bot is in keep their data (an erasure scheduled
        before it was added back while offline is cancelled); servers with data that it is no
        longer in (removed while it was offline) get their erasure scheduled. Only servers
        ``ours`` accepts are looked at: a process that serves some shards sees only their
        servers, and must not take the others' for removed. The servers scheduled and
        cancelled now."""
        here = set(present)
        async with self._matches.store.read() as uow:
            known = [
                (g, bool(await uow.timers_of(g, [TimerKind.GUILD_ERASE])))
                for g in await privacy_tables(uow).guilds_with_data()
                if ours(g)
            ]
        scheduled = [g for g, pending in known if g not in here and not pending]
        cancelled = [g for g, pending in known if g in here and pending]
        for guild_id in scheduled:
            await self.guild_removed(guild_id)
        for guild_id in cancelled:
            await self.guild_joined(guild_id)
        return scheduled, cancelled

    async def _erase(self, change: flow.Change, timer: Timer) -> int:
        taken = await change.uow.take_timer(timer.kind, timer.target_id, change.now)
        if taken is None:
            return 0
        rows = await privacy_tables(change.uow).erase_guild(taken.target_id, change.now)
        log.info(
            "erased the data of a server the bot left",
            extra={"guild": taken.target_id, "rows": sum(rows.values())},
        )
        return 1

    # ---- retention -------------------------------------------------------------------------

    @retried
    async def prune(self, before: datetime) -> int:
        """Retention (run with the outbox's hourly pruning, same kept age): delete the sealed
        submissions of matches finished before ``before`` and notifications given up before
        it; how many rows."""
        async with self._matches.store.transaction() as uow:
            return await privacy_tables(uow).prune_private(before)
