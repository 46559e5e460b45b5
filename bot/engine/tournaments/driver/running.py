"""``Driver``: the steps composed, and the reconciling step every change ends with (``advance``):
pairings closed, opened and restarted, rounds announced, the tournament finished."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.matches import flow
from bot.engine.model import JSON
from bot.engine.tournaments import notices, pace
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Kind, Pairing, Result, TournamentError
from bot.engine.tournaments.driver.deadlines import DeadlineSteps
from bot.engine.tournaments.driver.steps import minutes
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.records import LivePairing, Phase, TournamentRecord


class Driver(DeadlineSteps):
    """The steps of a running tournament (``bot.engine.tournaments.driver``'s docstring)."""

    # ---- the reconciling step --------------------------------------------------------------

    async def advance(
        self, change: flow.Change, record: TournamentRecord, reason: str = "organiser"
    ) -> TournamentRecord:
        """See the module docstring; ``reason`` says why a running game that no longer stands
        is ended (``FORFEIT_REASONS``). Saves and returns the record."""
        if record.phase in (Phase.RUNNING, Phase.PAUSED):
            record = await self._reconcile(change, record, reason)
            if record.phase is Phase.RUNNING and T.finished(record.started):
                record = await self._finish(change, record)
        await self.arm(change, record)
        record = replace(record, updated_at=change.now)
        await tables(change.uow).save_tournament(record)
        return record

    async def _reconcile(
        self, change: flow.Change, record: TournamentRecord, reason: str
    ) -> TournamentRecord:
        t = record.started
        ready = {p.key: p for p in T.ready(t)}
        lives = {live.key: live for live in await tables(change.uow).lives(record.id)}
        for key, old in list(lives.items()):
            p = ready.get(key)
            if p is None or (p.a, p.b) != (old.a, old.b):
                await self.close(change, record, old, _effective(t, old), reason)
                del lives[key]
                continue
            users = (t.entrant(old.a).player, t.entrant(old.b).player)
            if users != old.users:  # the organiser replaced a player: restart this game
                await self._stop_match(change, old, None, "organiser")
                lives[key] = replace(
                    old, users=users, match_id=None, choice=None, game=None, step=old.step + 1
                )
                await tables(change.uow).put_live(lives[key])
        if record.phase is not Phase.RUNNING:
            return record
        record = await self._announce_round(change, record)
        for key, p in ready.items():
            if key not in lives:
                lives[key] = await self._open(change, record, p)
        for live in lives.values():
            if live.match_id is None and (live.choice is None or live.choice.chosen is not None):
                await self.next_game(change, record, live)
        return record

    async def _announce_round(
        self, change: flow.Change, record: TournamentRecord
    ) -> TournamentRecord:
        t = record.started
        if t.cut:
            return self._announce_stage(change, record)
        if t.format.elimination:
            return record
        current = T.current_round(t)
        if current <= record.announced_round or not T.ready(t):
            return record
        pairs = T.rounds(t)[current - 1]
        byes = [t.entrant(p.entrants[0]).player for p in pairs if len(p.entrants) == 1]
        total = t.settings.rounds if t.format is Format.SWISS else len(T.rounds(t))
        change.notes.append(
            notices.public(record, "tournament-round", round=current, rounds=total, byes=byes)
        )
        return replace(record, announced_round=current)

    def _announce_stage(self, change: flow.Change, record: TournamentRecord) -> TournamentRecord:
        """A two-stage tournament's cut is made: the qualifiers (in bracket seed order, with
        their first-stage points) and the bracket's format, once. ``announced_round`` past the
        last round says it was (stored with the record, so a restart does not repeat it)."""
        t = record.started
        stage_two = len(T.rounds(t)) + 1
        if record.announced_round >= stage_two:
            return record
        points = {row.seed: row.points for row in T.standings(t)}
        change.notes.append(
            notices.public(
                record,
                "tournament-stage",
                qualifiers=[
                    {"seed": i, "user": t.entrant(seed).player, "points": points[seed]}
                    for i, seed in enumerate(t.cut, start=1)
                ],
                top_cut=t.settings.top_cut,
                format=t.settings.top_cut_format.value,
                third_place=t.settings.third_place,
                rounds=len(T.rounds(t)),
                groups=len(T.groups(t)),
            )
        )
        change.notes.append(notices.updated(record))
        return replace(record, announced_round=stage_two)

    async def _open(self, change: flow.Change, record: TournamentRecord, p: Pairing) -> LivePairing:
        t = record.started
        assert isinstance(p.a, int) and isinstance(p.b, int)
        deadline_minutes = record.config.deadline_minutes
        live = LivePairing(
            tournament_id=record.id,
            key=p.key,
            round=p.round,
            a=p.a,
            b=p.b,
            users=(t.entrant(p.a).player, t.entrant(p.b).player),
            series=T.new_series(t, p.key),
            opened_at=change.now,
            deadline=change.now + minutes(deadline_minutes) if deadline_minutes else None,
            round_ends=pace.round_end(record, change.now),
        )
        await tables(change.uow).put_live(live)
        return live

    # ---- the end ---------------------------------------------------------------------------

    async def _finish(self, change: flow.Change, record: TournamentRecord) -> TournamentRecord:
        t = record.started
        champion = T.champion(t)
        podium = [t.entrant(seed).player for place, seed in T.ranking(t) if place <= 3]
        places = [[place, t.entrant(seed).player] for place, seed in T.ranking(t) if place <= 3]
        change.notes.append(
            notices.public(
                record,
                "tournament-finished",
                champion=None if champion is None else t.entrant(champion).player,
                podium=podium,
                places=places,
                tied=[t.entrant(seed).player for seed in T.tied_for_first(t)],
                **_how_first_was_decided(t, champion),
            )
        )
        change.notes.append(notices.updated(record))
        return replace(record, phase=Phase.FINISHED)

    async def stop_all(self, change: flow.Change, record: TournamentRecord) -> None:
        """Cancel: every running game is aborted and every pairing closed."""
        for live in await tables(change.uow).lives(record.id):
            await self.close(change, record, live, None, "organiser")


def _how_first_was_decided(t: T.Tournament, champion: int | None) -> dict[str, JSON]:
    """A Swiss's or round robin's first place, said plainly: the play-off's winner and loser,
    or the players level on points with the champion and the tie-break that put the nearest
    of them behind (a tie nothing breaks is ``tied_for_first``'s)."""
    if t.in_bracket or champion is None:
        return {}
    po = T.playoff(t)
    if po is not None and po.result is not None and po.result.winner is not None:
        winner, loser = po.entrants[po.result.winner], po.entrants[1 - po.result.winner]
        return {"playoff": [t.entrant(winner).player, t.entrant(loser).player]}
    table = T.standings(t)
    top = next(row for row in table if row.seed == champion)
    level = [r for r in table if r.seed != champion and r.points == top.points]
    broken = [r for r in level if r.tie_breaks != top.tie_breaks]
    if not broken or len(broken) != len(level):
        return {}
    pairs = zip(top.tie_breaks, broken[0].tie_breaks, strict=True)
    first = next(i for i, (x, y) in enumerate(pairs) if x != y)
    return {
        "level": [t.entrant(r.seed).player for r in broken],
        "tie_break": t.settings.order[first].label,
    }


def _effective(t: T.Tournament, live: LivePairing) -> Result | None:
    """The result the core now gives ``live``'s pairing, if it still has these two sides."""
    try:
        p = T.pairing(t, live.key)
    except TournamentError:
        return None
    if (p.a, p.b) != (live.a, live.b) or p.result is None:
        return None
    if p.result.kind is Kind.BYE:
        return None
    return p.result
