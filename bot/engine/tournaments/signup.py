"""Sign-up, check-in and the start of a tournament (see ``service.py``)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial

from bot.engine.checks import checked_options, checked_timing, is_id
from bot.engine.errors import BadRequest, NotAllowed
from bot.engine.games import find_game, seeded
from bot.engine.matches import flow
from bot.engine.model import JSON, UserId
from bot.engine.retry import retried
from bot.engine.tournaments import notices, pace
from bot.engine.tournaments.base import MAX_MINUTES, Actor, ServiceBase, checked_minutes
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import MAX_ENTRANTS, MAX_NAME, Format, TournamentError
from bot.engine.tournaments.driver import minutes
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.records import (
    LIMITS,
    MAX_WAITLIST,
    EntryRecord,
    Phase,
    TournamentConfig,
    TournamentRecord,
)
from bot.engine.tournaments.schedule import start_from_text
from bot.engine.tournaments.views import TournamentView
from bot.engine.tournaments.waitlist import moved_up


class SignUp(ServiceBase):
    # ---- sign-up ---------------------------------------------------------------------------

    @retried
    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        actor: Actor,
        name: str,
        config: TournamentConfig,
        starts_in_minutes: int | None = None,
        starts_at_text: str | None = None,
    ) -> TournamentView:
        """A new tournament with sign-up open (organisers only). It starts by itself
        ``starts_in_minutes`` from now, or at ``starts_at_text`` (a date and time in the
        server's time zone: ``bot.engine.tournaments.schedule``), or by the organiser's
        command."""
        if not actor.manager:
            raise NotAllowed("tournament-create-managers-only")
        if not all(is_id(v) for v in (guild_id, channel_id, actor.user_id)):
            raise BadRequest("tournament-invalid-id")
        name = " ".join(str(name).split())
        if not 1 <= len(name) <= MAX_NAME:
            raise BadRequest("tournament-name-length", most=MAX_NAME)
        config = self._checked_config(config)
        seed = self._matches.new_seed()
        if starts_in_minutes is not None and starts_at_text is not None:
            raise BadRequest("tournament-start-twice")
        async with self._matches.write(None) as change:
            # The round time against the clocks the games will have (the server's defaults
            # when the tournament sets none).
            timing = config.timing or (await change.uow.guild_settings(guild_id)).timing
            pace.check(
                config.round_minutes,
                config.overtime,
                config.overtime_minutes,
                settings=config.settings,
                games=self._matches.games,
                timing=timing,
            )
            starts_at = checkin_at = None
            if starts_in_minutes is not None:
                starts_at = change.now + minutes(checked_minutes("start", starts_in_minutes, 1))
            if starts_at_text is not None:
                zone = (await tables(change.uow).server_tournaments(guild_id)).time_zone
                latest = minutes(MAX_MINUTES)
                starts_at = start_from_text(starts_at_text, zone, change.now, latest)
            if starts_at is not None and config.checkin_minutes:
                window = minutes(config.checkin_minutes)
                checkin_at = max(change.now, starts_at - window)
            record = TournamentRecord(
                id=0,
                guild_id=guild_id,
                channel_id=channel_id,
                name=name,
                organiser_id=actor.user_id,
                phase=Phase.SIGNUP,
                config=config,
                seed=seed,
                created_at=change.now,
                updated_at=change.now,
                starts_at=starts_at,
                checkin_at=checkin_at,
            )
            record = replace(record, id=await tables(change.uow).insert_tournament(record))
            settings = config.settings
            change.notes.append(
                notices.public(
                    record,
                    "tournament-created",
                    organiser_id=actor.user_id,
                    format=settings.format.value,
                    best_of=settings.best_of,
                    rule=settings.choice.rule.value,
                    pool=list(settings.choice.pool),
                    starts_at=notices.iso(starts_at),
                    checkin_at=notices.iso(checkin_at),
                    max_players=config.max_players,
                    deadline_minutes=config.deadline_minutes,
                    public_threads=config.public_threads,
                    third_place=settings.third_place,
                    playoff=settings.playoff.value,
                    top_cut=settings.top_cut,
                )
            )
            await self._audit(change, record, actor, "create", f"created {name}")
            if checkin_at is not None and checkin_at <= change.now:
                record = self._checkin_opened(
                    change, record, await tables(change.uow).entries(record.id)
                )
            await self._driver.arm(change, record)
            await tables(change.uow).save_tournament(record)
            return await self._view(change, record)

    def _checked_config(self, config: TournamentConfig) -> TournamentConfig:
        settings = config.settings
        pool = tuple(find_game(self._matches.games, g).id for g in settings.choice.pool)
        settings = replace(settings, choice=replace(settings.choice, pool=pool))
        limit = LIMITS.get(settings.format, MAX_ENTRANTS)
        if settings.top_cut >= limit:
            raise BadRequest(
                "tournament-top-cut-over-format",
                cut=settings.top_cut,
                format=settings.format.value,
                limit=limit,
            )
        settings.checked(limit)  # the pool, best-of, tie-breaks ... (the round count at start)
        options: dict[str, Mapping[str, JSON]] = {}
        for game_id, given in config.options.items():
            game = find_game(self._matches.games, game_id)
            options[game.id] = checked_options(game, given)
        if config.timing is not None:
            checked_timing(config.timing)
        checked_minutes("checkin-window", config.checkin_minutes)
        checked_minutes("pairing-deadline", config.deadline_minutes)
        checked_minutes("choice-time", config.choice_minutes, 1)
        checked_minutes("checkin-reminder", config.reminder_minutes)
        if config.max_players is not None and not 2 <= config.max_players <= limit:
            raise BadRequest("tournament-cap-range", limit=limit)
        if config.max_players is not None and settings.top_cut >= config.max_players:
            raise BadRequest(
                "tournament-top-cut-over-cap", cut=settings.top_cut, cap=config.max_players
            )
        return replace(config, settings=settings, options=options)

    @retried
    async def join(self, tournament_id: int, user_id: UserId, name: str) -> TournamentView:
        """Sign up (during check-in, joining also checks in)."""
        if not is_id(user_id):
            raise BadRequest("tournament-invalid-id")
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            if not record.phase.before_start:
                raise TournamentError("tournament-signup-closed", name=record.name)
            entries = await tables(change.uow).entries(record.id)
            if any(e.user_id == user_id for e in entries):
                raise TournamentError("tournament-already-joined", name=record.name)
            cap = record.config.cap
            if len(entries) >= cap + MAX_WAITLIST:
                raise TournamentError(
                    "tournament-waitlist-full", name=record.name, cap=cap, waitlist=MAX_WAITLIST
                )
            clean = " ".join(str(name).split())[:MAX_NAME] or f"player {str(user_id)[-4:]}"
            await tables(change.uow).put_entry(
                EntryRecord(record.id, user_id, clean, change.now, record.phase is Phase.CHECKIN)
            )
            return await self._view(change, record)

    @retried
    async def leave(self, tournament_id: int, user_id: UserId) -> TournamentView:
        """Before the start: take back a sign-up. After: drop out (past results stay)."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            if record.phase.before_start:
                entries = await tables(change.uow).entries(record.id)
                if not any(e.user_id == user_id for e in entries):
                    raise TournamentError("tournament-not-joined", name=record.name)
                await tables(change.uow).delete_entry(record.id, user_id)
                await moved_up(change, record, entries[: record.config.cap], "left")
                return await self._view(change, record)
            t = self._running(record)
            entrant = t.entrant_of_player(user_id)
            if entrant is None:
                raise TournamentError("tournament-not-playing", name=record.name)
            record = await self._leaves(change, record, entrant.seed, "dropped", user_id)
            await self._audit(
                change, record, Actor(user_id), "drop", f"seed {entrant.seed}: user {user_id}"
            )
            return await self._view(change, record)

    @retried
    async def set_cap(self, tournament_id: int, actor: Actor, cap: int) -> TournamentView:
        """Organiser, before the start: change the number of seats. Raising it gives the new
        seats to the waitlist in order (told); it cannot go below the seats already taken."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            if not record.phase.before_start:
                raise TournamentError("tournament-field-set", name=record.name)
            limit = LIMITS.get(record.config.settings.format, MAX_ENTRANTS)
            if type(cap) is not int or not 2 <= cap <= limit:
                raise BadRequest("tournament-cap-range", limit=limit)
            entries = await tables(change.uow).entries(record.id)
            taken = min(len(entries), record.config.cap)
            if cap < taken:
                raise TournamentError("tournament-cap-below-taken", taken=taken, name=record.name)
            seated = entries[: record.config.cap]
            record = replace(record, config=replace(record.config, max_players=cap))
            await tables(change.uow).save_tournament(record)
            await self._audit(change, record, actor, "cap", f"{cap} players")
            await moved_up(change, record, seated, "cap")
            return await self._view(change, record)

    @retried
    async def set_seeds(
        self, tournament_id: int, actor: Actor, user_ids: Sequence[UserId]
    ) -> TournamentView:
        """Organiser, before the start: the players in ``user_ids`` get seeds 1, 2, ... in that
        order; the others follow, seeded as the tournament says. Empty: no manual seeds."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            if not record.phase.before_start:
                raise TournamentError("tournament-seeds-set", name=record.name)
            joined = {e.user_id for e in await tables(change.uow).entries(record.id)}
            seen: set[UserId] = set()
            for user in user_ids:
                if user in seen:
                    raise TournamentError("tournament-seed-listed-twice", user=str(user))
                if user not in joined:
                    raise TournamentError(
                        "tournament-seed-not-joined", user=str(user), name=record.name
                    )
                seen.add(user)
            config = replace(record.config, seed_list=tuple(user_ids))
            record = replace(record, config=config)
            await tables(change.uow).save_tournament(record)
            listed = ", ".join(str(u) for u in user_ids) or "none"
            await self._audit(change, record, actor, "seeds", f"seed list: {listed}")
            return await self._view(change, record)

    @retried
    async def check_in(self, tournament_id: int, user_id: UserId) -> TournamentView:
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            if record.phase is Phase.SIGNUP:
                raise TournamentError("tournament-checkin-not-open", name=record.name)
            if record.phase is not Phase.CHECKIN:
                raise TournamentError("tournament-checkin-over", name=record.name)
            entry = next(
                (e for e in await tables(change.uow).entries(record.id) if e.user_id == user_id),
                None,
            )
            if entry is None:
                raise TournamentError("tournament-checkin-join-first", name=record.name)
            if entry.checked_in:
                raise TournamentError("tournament-already-checked-in", name=record.name)
            await tables(change.uow).put_entry(replace(entry, checked_in=True))
            return await self._view(change, record)

    def _checkin_opened(
        self, change: flow.Change, record: TournamentRecord, entries: list[EntryRecord]
    ) -> TournamentRecord:
        cap = record.config.cap
        change.notes.append(
            notices.public(
                record,
                "tournament-checkin",
                starts_at=notices.iso(record.starts_at),
                players=[e.user_id for e in entries[:cap]],
                waitlist=[e.user_id for e in entries[cap:]],
            )
        )
        return replace(record, phase=Phase.CHECKIN, checkin_at=change.now)

    async def remind(self, change: flow.Change, record: TournamentRecord) -> None:
        """The check-in reminder (``reminder_at``): one notice naming only those not checked in
        yet, seat holders and the waitlist apart; nothing if everyone is."""
        entries = await tables(change.uow).entries(record.id)
        cap = record.config.cap
        seated = [e.user_id for e in entries[:cap] if not e.checked_in]
        waiting = [e.user_id for e in entries[cap:] if not e.checked_in]
        if seated or waiting:
            change.notes.append(
                notices.public(
                    record,
                    "tournament-checkin-reminder",
                    starts_at=notices.iso(record.starts_at),
                    seated=seated,
                    waitlist=waiting,
                )
            )

    @retried
    async def open_checkin(
        self, tournament_id: int, actor: Actor, minutes_open: int | None = None
    ) -> TournamentView:
        """Organiser: open check-in now; the tournament starts when the window closes."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            if record.phase is not Phase.SIGNUP:
                raise TournamentError("tournament-checkin-signup-only", name=record.name)
            length = checked_minutes(
                "checkin-window", minutes_open or record.config.checkin_minutes or 10, 1
            )
            record = replace(record, starts_at=change.now + minutes(length))
            record = self._checkin_opened(
                change, record, await tables(change.uow).entries(record.id)
            )
            unit = "minute" if length == 1 else "minutes"
            await self._audit(change, record, actor, "open-checkin", f"{length} {unit}")
            record = await self._driver.advance(change, record)
            return await self._view(change, record)

    # ---- the start -------------------------------------------------------------------------

    @retried
    async def start(self, tournament_id: int, actor: Actor) -> TournamentView:
        """Organiser: start now (with the checked-in players if check-in is open)."""
        async with self._matches.write(("tournament", tournament_id)) as change:
            record = await self._load(change, tournament_id)
            self._organiser(record, actor)
            if not record.phase.before_start:
                raise TournamentError("tournament-already-started", name=record.name)
            record = await self._start(change, record, manual=True)
            await self._audit(change, record, actor, "start", "started by the organiser")
            return await self._view(change, record)

    async def _start(
        self, change: flow.Change, record: TournamentRecord, *, manual: bool
    ) -> TournamentRecord:
        entries = await tables(change.uow).entries(record.id)
        # The seats: the first ``cap`` sign-ups; a seat not checked in goes to the first
        # checked-in player on the waitlist (a player who is there takes the place of one who
        # is not, so the event starts full).
        cap = record.config.cap
        ready = [e for e in entries if e.checked_in or record.phase is not Phase.CHECKIN]
        playing = ready[:cap]
        promoted = [e.user_id for e in playing if e not in entries[:cap]]
        if len(playing) < 2:
            if manual:
                raise TournamentError(
                    "tournament-too-few-to-start", name=record.name, count=len(playing)
                )
            change.notes.append(
                notices.public(record, "tournament-cancelled", reason="not-enough-players")
            )
            record = replace(record, phase=Phase.CANCELLED)
            return await self._driver.advance(change, record)
        settings = record.config.settings
        if settings.top_cut and settings.top_cut >= len(playing):
            # A top cut no smaller than the field: nothing starts (the organiser is told why).
            if manual:
                settings.stages_checked(len(playing))
            change.notes.append(
                notices.public(
                    record,
                    "tournament-cancelled",
                    reason="too-few-for-top-cut",
                    players=len(playing),
                    top_cut=settings.top_cut,
                )
            )
            record = replace(record, phase=Phase.CANCELLED)
            return await self._driver.advance(change, record)
        if settings.format is Format.SWISS and settings.rounds > len(playing) - 1:
            settings = replace(settings, rounds=len(playing) - 1)  # fewer came than planned
        rng = random.Random(seeded(record.seed, "seeding").random())
        listed = [u for u in record.config.seed_list if any(e.user_id == u for e in playing)]
        ratings = None
        if record.config.seeding is T.Seeding.RATING:
            ratings = await _seeding_ratings(
                change, record.guild_id, settings.choice.pool, [e.user_id for e in playing]
            )
        t = await self._driver.step(
            change,
            record,
            partial(
                T.start,
                settings,
                [(e.user_id, e.name) for e in playing],
                seeding=record.config.seeding,
                rng=rng,
                ratings=ratings,
                first=listed,
            ),
        )
        left_out = [e.user_id for e in entries[:cap] if e not in playing]
        waitlisted = [e.user_id for e in entries[cap:] if e not in playing]
        change.notes.append(
            notices.public(
                record,
                "tournament-started",
                entrants=[{"seed": e.seed, "user": e.player, "name": e.name} for e in t.entrants],
                left_out=left_out,
                waitlisted=waitlisted,
                seeding=record.config.seeding.value,
            )
        )
        if promoted:
            change.notes.append(
                notices.public(
                    record, "tournament-waitlist", promoted=promoted, why="checkin", check_in=False
                )
            )
        change.notes.append(notices.updated(record))
        record = replace(record, phase=Phase.RUNNING, core=t, starts_at=change.now)
        return await self._driver.advance(change, record)


async def _seeding_ratings(
    change: flow.Change, guild_id: int, pool: Sequence[str], players: Sequence[UserId]
) -> dict[UserId, float]:
    """Each player's rating for seeding by rating: their rating on this server in the
    tournament's game; with a pool of several games (rotation, agree or ban), the mean of their
    ratings over the pool's games they are rated in (our decision: every game of the pool may be
    played, and a player rated in only some of them is still ranked by what is known). A player
    rated in none of them is left out: unrated, seeded after the rated."""
    found: dict[UserId, float] = {}
    for player in players:
        mus = [
            rating.mu
            for game_id in pool
            if (rating := await change.uow.load_rating(guild_id, game_id, player)) is not None
        ]
        if mus:
            found[player] = sum(mus) / len(mus)
    return found
