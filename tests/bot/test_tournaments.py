"""Tournaments through the real command tree and buttons under simcord (the offline Discord):
the issue's "done when" — a 16-player Death Match from sign-up to champion with nothing done by
hand beyond creating it (players only press buttons and play) — plus a best-of-3 with a restart,
the organiser's commands, the export, and the refusals players and non-organisers get.

Time is simcord's virtual clock: ``advance_time`` opens check-in, starts the event and passes
deadlines without any test waiting."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Awaitable, Callable

import discord
import simcord

from bot.discord_app import StoneArenaBot
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import TieBreak, Unplayed
from bot.engine.tournaments.records import LivePairing, Phase
from bot.engine.tournaments.service import TournamentService
from bot.engine.tournaments.views import TournamentView
from tests.bot.conftest import (
    PNG,
    World,
    bot_messages,
    confirmed,
    images,
    note,
    said,
)
from tests.bot.creating import host_create
from tests.engine.tournaments import trf_reader

Restart = Callable[[], Awaitable[StoneArenaBot]]


def service(world: World) -> TournamentService:
    return world.bot.tournaments


def everywhere(world: World) -> list[discord.Message]:
    """The bot's messages in the tournament channel, then in each of its threads."""
    places = [world.channel, *world.channel.threads]
    return [m for place in places for m in bot_messages(place, world.env)]


def with_button(world: World, custom_id: str) -> discord.Message:
    """The newest bot message in the tournament channel or its threads with that button."""
    for message in reversed(everywhere(world)):
        for row in message.components:
            for item in getattr(row, "children", []):
                if getattr(item, "custom_id", None) == custom_id:
                    return message
    raise AssertionError(f"no message with button {custom_id}")


def attachments(result: simcord.InteractionResult) -> list[discord.Attachment]:
    """The files of the (private) answer to a command."""
    answers = [result.response, *result.followups] if result.response else result.followups
    return [a for answer in answers for a in answer.attachments]


def texts(world: World) -> str:
    """What the bot said in the channel and in the match threads."""
    return "\n".join(m.content for m in everywhere(world))


async def match_thread(world: World, match_id: int) -> simcord.ChannelHandle:
    """The thread a tournament game is played in: its match's, which is the pairing's."""
    view = await world.arena.service.get_match(match_id)
    for thread in world.channel.threads:
        if thread.id == view.thread_id:
            return thread
    raise AssertionError(f"no thread for match {match_id}")


async def current(world: World, tid: int) -> TournamentView:
    return await service(world).get(tid)


async def choose(
    world: World, tid: int, live: LivePairing, person: simcord.MemberActor, game: str
) -> str:
    """``person`` presses Choose on the pairing's message, then the game in the private chooser."""
    custom_id = f"arena:tc:{tid}:{live.key}:{live.step}"
    opened = await person.click(with_button(world, custom_id), custom_id=custom_id)
    chooser = opened.followups[-1]
    assert chooser.ephemeral, "the chooser is private"
    return note(await person.click(chooser, label=game))


async def resign(world: World, live: LivePairing, loser: int) -> None:
    """The first player makes a move, then ``loser`` resigns."""
    assert live.match_id is not None
    thread = await match_thread(world, live.match_id)
    match = await world.arena.service.get_match(live.match_id)
    first = world.member(match.to_act[0])
    assert "You played" in said(await first.slash(thread, "move", move="a1"))
    text = await confirmed(world.member(loser), thread, "resign")
    assert "You resigned" in text, text


async def play_round_of_picks(
    world: World, tid: int, people: dict[int, simcord.MemberActor], skip: str = ""
) -> None:
    """Every pairing choosing a game agrees on Meter (both players pick it privately)."""
    for live in (await current(world, tid)).lives:
        if live.key != skip and live.choice is not None and live.choice.phase == "pick":
            for user in live.users:
                await choose(world, tid, live, people[user], "Meter")


async def test_sixteen_player_death_match_from_sign_up_to_champion(
    world: World, restart: Restart
) -> None:
    guild, channel, env = world.guild, world.channel, world.env
    field = [guild.add_member(env.create_user(f"player{i:02}")) for i in range(17)]
    people = {p.id: p for p in [*field, world.alice, world.bob, world.carol, world.mod]}
    world.member = lambda user_id: people[user_id]  # type: ignore[method-assign]

    assert "host create" not in field[0].available_commands(channel)  # members never see /host
    created = await host_create(world, "Death Match", checkin=10, starts_in=30, deadline=60)
    assert "Death Match is created" in said(created) and created.followups[-1].ephemeral
    tid = (await service(world).find(guild.id, channel.id)).id  # type: ignore[union-attr]
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    assert "open for sign-up" in sign_up.content and "agree or ban" in sign_up.content

    for person in field:
        assert "You joined Death Match" in note(await person.click(sign_up, label="Join"))
    assert "already joined" in note(await field[3].click(sign_up, label="Join"))

    await env.advance_time(20 * 60)  # check-in opens by itself, pinging everyone who joined
    check_in = with_button(world, f"arena:tj:{tid}:checkin")
    assert field[0].mention in check_in.content
    for person in field[:16]:  # the seventeenth never checks in
        assert "checked in" in note(await person.click(check_in, label="Check in"))

    await env.advance_time(10 * 60)  # the start, by itself
    view = await current(world, tid)
    assert view.phase is Phase.RUNNING and view.core is not None and view.core.n == 16
    assert "has started with 16 players" in texts(world)
    assert "Not checked in, so not playing: " + field[16].mention in texts(world)
    assert "already started" in note(await field[16].click(sign_up, label="Join"))
    pictures = [
        m
        for m in bot_messages(channel, env)
        if any(a.filename == "bracket.png" for a in m.attachments)
    ]
    assert len(pictures) == 1
    assert (await pictures[0].attachments[0].read()).startswith(PNG)

    # Round 1: the first pairing is a no-show (only side a picks); the second disagrees and
    # bans down to Meter; everyone else agrees on Meter.
    lives = list(view.lives)
    absent_pair, banning = lives[0], lives[1]
    await choose(world, tid, absent_pair, people[absent_pair.users[0]], "Meuda")
    a, b = banning.users
    assert "waiting for your opponent" in await choose(world, tid, banning, people[a], "Meuda")
    assert "You picked Interleave" in await choose(world, tid, banning, people[b], "Interleave")
    assert "no agreement" in texts(world).split("\n")[-1] or "no agreement" in texts(world)
    for game in ("Interleave", "Thwart Omega", "Meridians", "Meuda"):
        live = next(p for p in (await current(world, tid)).lives if p.key == banning.key)
        assert live.choice is not None
        banner = people[live.users[live.choice.turn()[0]]]
        assert f"You banned {game}" in await choose(world, tid, live, banner, game)
    await play_round_of_picks(world, tid, people, skip=absent_pair.key)
    view = await current(world, tid)
    playing = [p for p in view.lives if p.key != absent_pair.key]
    assert all(p.match_id is not None for p in playing)
    first = playing[0]
    thread = await match_thread(world, first.match_id or 0)
    started = bot_messages(thread, env)[0]
    assert all(people[u].mention in started.content for u in first.users)  # both mentioned

    await env.advance_time(61 * 60)  # the deadline: the absent player forfeits
    assert "never showed up: " + people[absent_pair.users[1]].mention in texts(world)
    dm = [m.content for m in world.mod.user.dm_channel.history() if m.author.bot]
    assert any("never showed up" in text for text in dm), "the organiser is told"
    view = await current(world, tid)
    assert view.core is not None and T.pairing(view.core, absent_pair.key).result is not None

    step = 0
    while (view := await current(world, tid)).phase is Phase.RUNNING:
        step += 1
        assert step < 60, "the event did not finish"
        if step == 4:
            await restart()  # a new process on the same database carries on
            world.member = lambda user_id: people[user_id]  # type: ignore[method-assign]
            late = await field[16].click(sign_up, label="Join")  # the old process's button
            assert "already started" in note(late)
        live = view.lives[0]
        if step == 6:
            leaver = people[live.users[1]]
            assert "You left Death Match" in said(await leaver.slash(channel, "tournament drop"))
            continue
        if step == 8:
            outsider = next(p for p in field[:16] if p.id not in live.users)
            refused = await outsider.slash(channel, "tournament concede", match=live.key)
            assert "You are not playing in" in said(refused)
            result = await world.mod.slash(
                channel, "host set-result", match=live.key, winner=people[live.users[0]]
            )
            assert "is set" in said(result)
            continue
        if live.choice is not None:
            await play_round_of_picks(world, tid, people)
            continue
        await resign(world, live, live.users[1])
    assert view.phase is Phase.FINISHED and view.core is not None
    champion = T.champion(view.core)
    assert champion is not None
    winner = people[view.core.entrant(champion).player]
    last = bot_messages(channel, env)[-1]
    assert f"Champion: {winner.mention}" in last.content and images(last)
    assert "set by the organiser" in texts(world) and "left **Death Match**" in texts(world)

    status = await field[0].slash(channel, "tournament status")
    assert "Finished. Champion" in said(status)
    # The same picture set as the channel's: the overview, the final's page, the whole bracket.
    shown = [a.filename for a in attachments(status)]
    assert shown[0] == "overview.png" and shown[-1] == "bracket.png", shown
    assert len(shown) == 3 and shown[1].startswith("bracket-"), shown
    exported = await world.mod.slash(channel, "host export")
    assert exported.ephemeral
    files = {a.filename: a for a in attachments(exported)}
    final = f"death-match-{tid}-final-standings.png"
    assert set(files) == {f"death-match-{tid}.csv", f"death-match-{tid}.json", final}
    assert (await files[final].read()).startswith(PNG), "every place, as a picture"
    rows = list(
        csv.DictReader(io.StringIO((await files[f"death-match-{tid}.csv"].read()).decode()))
    )
    assert len(rows) == 15 and all(r["result"] for r in rows)
    data = json.loads(await files[f"death-match-{tid}.json"].read())
    assert data["tournament"]["champion"] == view.core.entrant(champion).name
    # A player's drop is in the audit log and the export, like every override (issue 11 item 7).
    assert [e["action"] for e in data["audit"]][:3] == ["create", "drop", "set-result"]


async def test_best_of_three_with_a_restart_and_the_organisers_commands(
    world: World, restart: Restart
) -> None:
    channel, env = world.channel, world.env
    created = await host_create(world, "Meter Cup", games=["meter"], best_of=3, seeding="entry")
    assert "Meter Cup is created" in said(created)
    tid = (await service(world).find(world.guild.id, channel.id)).id  # type: ignore[union-attr]
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for person in (world.alice, world.bob, world.carol):
        await person.click(sign_up, label="Join")
    assert "has started" in said(await world.mod.slash(channel, "host start"))
    view = await current(world, tid)
    [live] = view.lives  # seed 1 (alice) has a bye; bob v carol
    assert live.users == (world.bob.id, world.carol.id)
    await resign(world, live, world.carol.id)  # game 1 to bob
    await restart()
    live = (await current(world, tid)).lives[0]
    assert live.series.score == (1.0, 0.0) and live.match_id is not None
    match = await world.arena.service.get_match(live.match_id)
    assert match.players == (world.carol.id, world.bob.id)  # seats alternate in game 2
    paused = await world.mod.slash(channel, "host pause")
    assert "is paused" in said(paused)
    await resign(world, live, world.bob.id)  # game 2 to carol; game 3 waits for the resume
    assert (await current(world, tid)).lives[0].match_id is None
    await world.mod.slash(channel, "host resume")
    live = (await current(world, tid)).lives[0]
    assert live.match_id is not None and live.series.score == (1.0, 1.0)
    await resign(world, live, world.bob.id)
    assert "beats " + world.bob.mention + " 2–1" in texts(world)
    final = (await current(world, tid)).lives[0]
    assert final.users == (world.alice.id, world.carol.id)
    refused = await world.bob.slash(channel, "tournament concede", match=final.key)
    assert "not playing" in said(refused) or "no match" in said(refused)
    await world.mod.slash(channel, "host disqualify", player=world.carol)
    view = await current(world, tid)
    assert view.phase is Phase.FINISHED
    assert f"Champion: {world.alice.mention}" in bot_messages(channel, env)[-1].content
    log = await service(world).audit_log(tid)
    assert [e.action for e in log] == ["create", "start", "pause", "resume", "disqualify"]


async def test_create_takes_tie_breaks_pick_time_and_board_options(world: World) -> None:
    channel = world.channel
    board = {"meuda.size": "7", "meter.size": "5", "meter.pie": "off"}
    created = await host_create(
        world, "Swiss Night", format="swiss", tie_breaks="sb,bh", pick=3, **board
    )
    assert "Swiss Night is created" in said(created)
    view = await service(world).find(world.guild.id, channel.id)
    assert view is not None
    config = view.record.config
    assert config.settings.tie_breaks == (TieBreak.SONNEBORN_BERGER, TieBreak.BUCHHOLZ)
    assert config.settings.unplayed is Unplayed.FIDE_2026
    fide = await host_create(
        world, "FIDE Night", format="swiss", unplayed="fide-2009", tie_breaks="bh-c1,bh-m1,sb,win"
    )
    assert "FIDE Night is created" in said(fide)
    later = await service(world).get(view.id + 1)
    assert later.record.config.settings.tie_breaks == (
        TieBreak.BUCHHOLZ_CUT1, TieBreak.MEDIAN_BUCHHOLZ, TieBreak.SONNEBORN_BERGER, TieBreak.WINS
    )  # fmt: skip
    assert later.record.config.settings.unplayed is Unplayed.FIDE_2009
    assert config.choice_minutes == 3
    assert config.options == {"meuda": {"size": 7}, "meter": {"size": 5, "pie": False}}


async def test_the_export_of_a_swiss_adds_fides_report_file(world: World) -> None:
    """A Swiss (or round robin) export has a third file, FIDE's TRF, with the complete rounds."""
    channel = world.channel
    await host_create(
        world, "TRF Night", format="swiss", games=["meter"], rounds=2, seeding="entry"
    )
    tid = (await service(world).find(world.guild.id, channel.id)).id  # type: ignore[union-attr]
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for person in (world.alice, world.bob, world.carol):
        await person.click(sign_up, label="Join")
    assert "has started" in said(await world.mod.slash(channel, "host start"))
    [live] = (await current(world, tid)).lives
    await resign(world, live, live.users[1])
    exported = await world.mod.slash(channel, "host export")
    assert exported.ephemeral and "FIDE's TRF" in said(exported)
    files = {a.filename: a for a in attachments(exported)}
    assert set(files) == {f"trf-night-{tid}.{kind}" for kind in ("csv", "json", "trf")}
    report = trf_reader.read((await files[f"trf-night-{tid}.trf"].read()).decode())
    assert report.rounds == 1 and report.records["012"] == ["TRF Night"]
    results = sorted(p.games[0].result for p in report.players.values())
    assert results == ["0", "1", "U"]  # the game of round 1, and the bye
