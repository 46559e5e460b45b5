"""A "Swiss then top 8" night as an organiser runs it, through the real commands and buttons:
the server's time zone and its participant and champion roles set with ``/host``, the event
created from the preset with an absolute start (a Discord Scheduled Event members can mark),
a 30-minute round time and a third-place match; 24 players join and it starts by itself; one
match of the first round stalls and the round time decides it; four Swiss rounds, the cut,
the bracket of eight with its third-place match, the champion. The organiser (Manage Server,
no Manage Threads) reads every match thread, private ones included."""

from __future__ import annotations

from datetime import timedelta

import rules
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.records import Phase
from tests.bot.conftest import World, bot_messages, said
from tests.bot.creating import host_create
from tests.bot.test_tournament_calendar import SEOUL, events, roles_of, set_up
from tests.bot.test_tournaments import current, with_button

PLAYERS = 24
SWISS_ROUNDS = 4


async def test_a_swiss_then_top_8_night_with_a_round_time_roles_and_a_calendar(
    world: World,
) -> None:
    channel, env, mod = world.channel, world.env, world.mod
    # A guard against a hang, not a measure: starting 12 matches at once (threads, boards) takes
    # longer than simcord's default 5 s of real time on a busy 2-core machine.
    env.settle_timeout = 120
    playing, champion_role = await set_up(world)  # Seoul time, the two roles
    start = (world.arena.clock.now() + timedelta(hours=2)).astimezone(SEOUL)
    created = await host_create(
        world,
        "Death Match Night",
        preset="swiss-top-8",
        games=["meter"],
        starts_at=f"{start:%Y-%m-%d %H:%M}",
        rounds=str(SWISS_ROUNDS),
        round="30",
        clock="5",
        third_place="on",
    )
    assert "Death Match Night is created" in said(created), said(created)
    found = await world.bot.tournaments.find(world.guild.id, channel.id)
    assert found is not None
    tid = found.id
    settings = found.record.config.settings
    assert (settings.format, settings.top_cut, settings.top_cut_format) == (
        Format.SWISS,
        8,
        Format.SINGLE,
    )
    assert settings.third_place and found.record.config.round_minutes == 30

    [event] = events(world)  # in the server's calendar, to be marked "interested"
    assert event.name == "Death Match Night" and event.status == 1
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    assert f"/events/{world.guild.id}/{event.id}" in sign_up.content
    assert "**Round time** 30 min" in sign_up.content and "best 8" in sign_up.content

    people = {}
    for i in range(PLAYERS):
        person = world.guild.add_member(env.create_user(f"player{i:02}"))
        people[person.id] = person
        assert "You joined" in said(await person.click(sign_up, label="Join"))
    starts_at = found.record.starts_at
    assert starts_at is not None
    await env.advance_time((starts_at - env.now()).total_seconds())  # the start, by itself
    view = await current(world, tid)
    assert view.phase is Phase.RUNNING and event.status == 2
    assert all(playing.id in roles_of(world, p) for p in people.values())

    # Round 1: every match but one is decided by the organiser; the last one is played slowly
    # (a move every 4 minutes, within the 5-minute move clock) and the round time ends it.
    lives = [p for p in view.lives if p.match_id is not None]
    assert len(lives) == PLAYERS // 2
    stalled, *others = lives
    for live in others:
        result = await mod.slash(
            channel, "host set-result", match=live.key, winner=people[live.users[0]]
        )
        assert "is set" in said(result), said(result)
    assert stalled.round_ends is not None and stalled.match_id is not None
    while (stalled.round_ends - env.now()).total_seconds() > 5 * 60:
        await env.advance_time(4 * 60)
        match = await world.arena.service.get_match(stalled.match_id)
        [mover] = match.to_act
        [thread] = [t for t in channel.threads if t.id == match.thread_id]
        move = rules.get_game(match.game_id).legal_moves(match.state, match.players.index(mover))[0]
        assert "You played" in said(await people[mover].slash(thread, "move", move=move))
    await env.advance_time((stalled.round_ends - env.now()).total_seconds() + 1)
    decided = T.pairing((await current(world, tid)).core, stalled.key)  # type: ignore[arg-type]
    assert decided.result is not None
    said_there = [m.content for m in bot_messages(thread, env)]
    assert any("the round's time is up, so the player ahead" in t for t in said_there)
    texts = [m.content for m in bot_messages(channel, env)]
    assert any("the round's time is up for these matches" in t for t in texts)

    # The rest of the Swiss and the bracket: the organiser enters every result.
    steps = 0
    while (view := await current(world, tid)).phase is Phase.RUNNING:
        steps += 1
        assert steps < 200, "the night did not finish"
        live = next(p for p in view.lives if p.match_id is not None)
        result = await mod.slash(
            channel, "host set-result", match=live.key, winner=people[live.users[0]]
        )
        assert "is set" in said(result), said(result)
    assert view.phase is Phase.FINISHED and view.core is not None
    t = view.core
    assert len(t.cut) == 8  # the top 8 played the bracket
    stage = next(m for m in bot_messages(channel, env) if m.content.startswith("🏁"))
    assert len(stage.mentions) == 8 and stage.attachments  # the qualifiers and the bracket
    third = T.pairing(t, "3P")
    assert third.result is not None and third.result.winner is not None

    champion = T.champion(t)
    assert champion is not None
    crowned = t.entrant(champion).player
    assert crowned in {t.entrant(e).player for e in t.cut}
    last = bot_messages(channel, env)[-1]
    assert f"Champion: <@{crowned}>" in last.content
    assert last.attachments[0].filename == "final-standings.png"
    assert event.status == 3  # the calendar follows the tournament
    assert [p for p in people.values() if champion_role.id in roles_of(world, p)] == [
        people[crowned]
    ]
    assert not any(playing.id in roles_of(world, p) for p in people.values())

    # The organiser reads every match thread whole, private threads included.
    assert not found.record.config.public_threads  # private match threads
    assert len(channel.threads) >= SWISS_ROUNDS * PLAYERS // 2 + 8
    for thread in channel.threads:
        seen = thread.history(viewer=mod)  # raises if they cannot read it
        assert [m.id for m in seen] == [m.id for m in thread.history()], thread.name
