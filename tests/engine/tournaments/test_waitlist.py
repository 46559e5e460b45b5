"""A sign-up cap with a waitlist that moves up by itself, and the check-in reminder as a durable
timer (issue 11 item 8), through the service on a real database with a fake clock."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.errors import BadRequest, NotAllowed
from bot.engine.tournaments.core.model import TournamentError
from bot.engine.tournaments.records import Phase
from bot.engine.tournaments.service import Actor, TournamentService
from tests.engine.support import CHANNEL, GUILD, Harness
from tests.engine.tournaments.test_service import ORGANISER, PLAYERS, config, payloads, settle

P = PLAYERS


async def capped(svc: TournamentService, cap: int = 4, **kw: Any) -> int:
    """A tournament of ``cap`` seats, starting in 30 minutes after 10 of check-in."""
    view = await svc.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        actor=ORGANISER,
        name="Capped Cup",
        config=config(max_players=cap, checkin_minutes=10, **kw),
        starts_in_minutes=30,
    )
    return view.id


async def test_the_waitlist_moves_up_when_seats_come_free(harness: Harness) -> None:
    h = harness
    svc = TournamentService(h.service)
    tid = await capped(svc)
    for user in P[:6]:
        view = await svc.join(tid, user, f"Player {user}")
    assert [e.user_id for e in view.seated] == P[:4]
    assert (view.waitlist_place(P[4]), view.waitlist_place(P[5]), view.waitlist_place(P[0])) == (
        1,
        2,
        None,
    )
    await svc.leave(tid, P[1])  # a seat holder changes their mind: the first in line moves up
    await svc.drop_player(tid, ORGANISER, P[2])  # the organiser removes one: the next moves up
    moved = await payloads(h, "tournament-waitlist")
    assert [(m["promoted"], m["why"], m["check_in"]) for m in moved] == [
        ([P[4]], "left", False),
        ([P[5]], "left", False),
    ]
    await svc.leave(tid, P[5])  # a seat holder leaves with nobody waiting: nobody is told
    assert len(await payloads(h, "tournament-waitlist")) == 2
    for user in (P[5], P[6], P[7]):
        await svc.join(tid, user, f"Player {user}")
    view = await svc.get(tid)
    assert [e.user_id for e in view.seated] == [P[0], P[3], P[4], P[5]]
    assert [e.user_id for e in view.waitlist] == [P[6], P[7]]

    # The cap: changed before the start, never below the seats taken.
    with pytest.raises(TournamentError, match="4 players already hold a seat"):
        await svc.set_cap(tid, ORGANISER, 3)
    with pytest.raises(BadRequest, match="from 2 to 128"):
        await svc.set_cap(tid, ORGANISER, 500)
    with pytest.raises(NotAllowed):
        await svc.set_cap(tid, Actor(P[0]), 8)
    assert (await svc.get(tid)).record.config.max_players == 4, "nothing changed"
    view = await svc.set_cap(tid, ORGANISER, 5)
    assert [e.user_id for e in view.waitlist] == [P[7]]
    assert (await payloads(h, "tournament-waitlist"))[-1]["promoted"] == [P[6]]
    assert (await payloads(h, "tournament-waitlist"))[-1]["why"] == "cap"

    # Check-in: the waitlist may check in too; a seat not checked in by the start goes to it.
    h.clock.advance(20 * 60)
    await settle(h)
    [opened] = await payloads(h, "tournament-checkin")
    assert opened["players"] == [P[0], P[3], P[4], P[5], P[6]] and opened["waitlist"] == [P[7]]
    for user in (P[0], P[3], P[4], P[5], P[7]):  # P[6] never checks in
        await svc.check_in(tid, user)
    h.clock.advance(10 * 60)
    await settle(h)
    view = await svc.get(tid)
    assert view.phase is Phase.RUNNING and view.core is not None
    assert [e.player for e in view.core.entrants] == [P[0], P[3], P[4], P[5], P[7]]
    [start] = await payloads(h, "tournament-started")
    assert start["left_out"] == [P[6]] and start["waitlisted"] == []
    last = (await payloads(h, "tournament-waitlist"))[-1]
    assert (last["promoted"], last["why"]) == ([P[7]], "checkin")
    with pytest.raises(TournamentError, match="already started; its field is set"):
        await svc.set_cap(tid, ORGANISER, 8)
    caps = [e.details for e in await svc.audit_log(tid) if e.action == "cap"]
    assert caps == ["5 players"]


async def test_a_full_waitlist_refuses_and_nobody_plays_from_it_unchecked(harness: Harness) -> None:
    h = harness
    svc = TournamentService(h.service)
    view = await svc.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        actor=ORGANISER,
        name="Tiny",
        config=config(max_players=2),
    )
    for user in range(1000, 1066):  # 2 seats and the whole waitlist of 64
        await svc.join(view.id, user, "x")
    with pytest.raises(TournamentError, match="is full \\(2 players\\) and so is its waitlist"):
        await svc.join(view.id, 2000, "y")
    view = await svc.start(view.id, ORGANISER)  # no check-in: the two seat holders play
    assert view.core is not None and [e.player for e in view.core.entrants] == [1000, 1001]
    [start] = await payloads(h, "tournament-started")
    assert start["waitlisted"] == list(range(1002, 1066)) and start["left_out"] == []
    assert await payloads(h, "tournament-waitlist") == []


async def test_the_check_in_reminder_is_one_durable_timer(harness: Harness) -> None:
    """Sent once, at its time, across a restart, naming only who has not checked in."""
    h = harness
    svc = TournamentService(h.service)
    tid = await capped(svc, cap=3, reminder_minutes=4)
    for user in P[:5]:
        await svc.join(tid, user, f"Player {user}")
    h.clock.advance(20 * 60)  # check-in opens; the reminder is due 4 minutes before the start
    await settle(h)
    await svc.check_in(tid, P[0])
    await svc.check_in(tid, P[4])  # on the waitlist
    h.clock.advance(5 * 60)
    await settle(h)
    assert await payloads(h, "tournament-checkin-reminder") == [], "not yet"
    h = await h.reopen()  # a new process: the timer is in the database
    svc = TournamentService(h.service)
    h.clock.advance(60)
    await settle(h)
    [reminder] = await payloads(h, "tournament-checkin-reminder")
    assert reminder["seated"] == [P[1], P[2]] and reminder["waitlist"] == [P[3]]
    h = await h.reopen()
    svc = TournamentService(h.service)
    h.clock.advance(60)
    await settle(h)
    assert len(await payloads(h, "tournament-checkin-reminder")) == 1, "once"
    h.clock.advance(3 * 60)
    await settle(h)
    view = await svc.get(tid)
    assert view.core is not None and [e.player for e in view.core.entrants] == [P[0], P[4]]
    await h.close()


async def test_a_short_window_reminds_half_way_and_everyone_checked_in_hears_nothing(
    harness: Harness,
) -> None:
    h = harness
    svc = TournamentService(h.service)
    view = await svc.create(
        guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Quick", config=config()
    )
    for user in P[:3]:
        await svc.join(view.id, user, "x")
    await svc.open_checkin(view.id, ORGANISER, 4)  # reminder 5 > window: at 2 minutes
    h.clock.advance(119)
    await settle(h)
    assert await payloads(h, "tournament-checkin-reminder") == []
    h.clock.advance(1)
    await settle(h)
    [reminder] = await payloads(h, "tournament-checkin-reminder")
    assert reminder["seated"] == P[:3]

    other = await svc.create(
        guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Ready", config=config()
    )
    for user in P[5:8]:
        await svc.join(other.id, user, "x")
    await svc.open_checkin(other.id, ORGANISER, 10)
    for user in P[5:8]:
        await svc.check_in(other.id, user)
    h.clock.advance(10 * 60)
    await settle(h)
    assert len(await payloads(h, "tournament-checkin-reminder")) == 1, "nobody to remind"
    assert (await svc.get(other.id)).phase is Phase.RUNNING
