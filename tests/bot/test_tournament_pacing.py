"""Paced rounds in Discord (simcord): a Swiss with a round time, created through the service with
its config (as any creation form would), announces each round's end with its pairings and
lists the schedule in ``/tournament status``; one match of round 1 stalls, the virtual clock
runs to the round's end, and the organiser's rule (each of the three) decides it: said in the
match's thread and once in the channel, the game ended, and round 2 starts."""

from __future__ import annotations

import re

import pytest
import simcord

import rules
from bot.cogs.common.language import Words
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.tournaments.pacing import overtime_text, status_lines, time_up_texts
from bot.engine.model import MatchStatus
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import LivePairing, Overtime, TournamentConfig
from bot.engine.tournaments.service import Actor
from tests.bot.conftest import World, bot_messages, confirmed, said, shown
from tests.bot.test_tournaments import with_button

ROUND_MINUTES = 30
TIME = re.compile(r"<t:(\d+):t>")


async def paced_swiss(world: World, rule: Overtime) -> tuple[int, list[simcord.MemberActor]]:
    """alice, bob, carol and dave in a two-round Swiss of Meter with a 30-minute round time,
    created through the service and started with ``/host start``."""
    dave = world.guild.add_member(world.env.create_user("dave"))
    config = TournamentConfig(
        Settings(G.fixed("meter"), format=Format.SWISS, rounds=2),
        seeding=T.Seeding.ENTRY,
        deadline_minutes=0,
        round_minutes=ROUND_MINUTES,
        overtime=rule,
        overtime_minutes=10,
    )
    service = world.bot.tournaments
    # The service called as the bot's own work, as a command would call it: simcord then tracks
    # the tasks the commit starts (the outbox pump's), so ``settle`` delivers what it wrote.
    with world.env._bot_scope():
        view = await service.create(
            guild_id=world.guild.id,
            channel_id=world.channel.id,
            actor=Actor(world.mod.id, manager=True),
            name="Cup",
            config=config,
        )
    await world.env.settle()
    players = [world.alice, world.bob, world.carol, dave]
    sign_up = with_button(world, f"arena:tj:{view.id}:join")
    assert "⏱️ **Round time** 30 min; then an unfinished match is decided:" in shown(sign_up)
    for person in players:
        await person.click(sign_up, label="Join")
    assert "has started" in said(await world.mod.slash(world.channel, "host start"))
    await world.env.settle()
    return view.id, players


async def thread_texts(world: World, match_id: int | None) -> str:
    """Everything the bot said in the thread of match ``match_id``."""
    assert match_id is not None
    match = await world.arena.service.get_match(match_id)
    thread = thread_of_match(world, match.thread_id)
    return "\n".join(shown(m) for m in bot_messages(thread, world.env))


def channel_texts(world: World) -> list[str]:
    return [shown(m) for m in bot_messages(world.channel, world.env)]


async def play(world: World, people: dict[int, simcord.MemberActor], live: LivePairing) -> None:
    """In the match's thread: the player to move plays, after a minute; the other, after ten;
    the first again after a minute; then the second stalls."""
    assert live.match_id is not None
    for seconds in (60, 600, 60):
        await world.env.advance_time(seconds)
        match = await world.arena.service.get_match(live.match_id)
        [mover] = match.to_act
        thread = thread_of_match(world, match.thread_id)
        game = rules.get_game(match.game_id)
        cell = game.legal_moves(match.state, match.players.index(mover))[0]
        answer = said(await people[mover].slash(thread, "move", move=cell))
        assert "You played" in answer, answer


@pytest.mark.parametrize("rule", list(Overtime))
async def test_a_stalled_match_is_decided_by_the_rule_when_the_round_time_runs_out(
    world: World, rule: Overtime
) -> None:
    tid, players = await paced_swiss(world, rule)
    people = {p.id: p for p in players}
    view = await world.bot.tournaments.get(tid)
    first, stalled = sorted(view.lives, key=lambda live: live.key)
    assert stalled.round_ends is not None
    end = int(stalled.round_ends.timestamp())

    # The round's pairings say when it ends; the status lists the schedule.
    [pairings] = [t for t in channel_texts(world) if "Round 1 of 2: the pairings" in t]
    assert f"this round ends at <t:{end}:t> (<t:{end}:R>)" in pairings
    status = said(await world.alice.slash(world.channel, "tournament status"))
    assert f"Round 1 ends at <t:{end}:t>" in status
    later = end + (ROUND_MINUTES + (10 if rule is Overtime.ORGANISER else 0)) * 60
    assert f"Round 2 ends by <t:{later}:t> at the latest" in status

    # Board 1 is played out; board 2 stalls with its slow player to move.
    match = await world.arena.service.get_match(first.match_id)  # type: ignore[arg-type]
    [thread] = [t for t in world.channel.threads if t.id == match.thread_id]
    assert "You resigned" in await confirmed(people[first.users[1]], thread, "resign")
    await play(world, people, stalled)
    stalled_match = await world.arena.service.get_match(stalled.match_id)  # type: ignore[arg-type]
    quick, slow = stalled_match.players  # seat 0 moved twice, a minute each; seat 1 to move
    left = (stalled.round_ends - world.env.now()).total_seconds()
    await world.env.advance_time(left - 5)
    assert not any(t.startswith("⏱️ **Cup**") for t in channel_texts(world))

    await world.env.advance_time(5)  # the round's time is up
    in_thread = await thread_texts(world, stalled.match_id)
    said_in_channel = [t for t in channel_texts(world) if t.startswith("⏱️ **Cup**:")]
    assert len(said_in_channel) == 1
    [up] = said_in_channel
    assert up.startswith("⏱️ **Cup**: the round's time is up for these matches:")
    if rule is Overtime.ORGANISER:
        assert "the round's time is up" in in_thread and "`/host set-result`" in in_thread
        assert "waiting for the organiser until" in up and world.mod.mention in up
        assert (await world.arena.service.get_match(stalled_match.id)).status is (
            MatchStatus.ACTIVE
        )
        await world.env.advance_time(10 * 60)  # the organiser does not decide
        in_thread = await thread_texts(world, stalled.match_id)
        assert "the organiser did not decide in time" in in_thread
        assert len([t for t in channel_texts(world) if t.startswith("⏱️ **Cup**:")]) == 2
    if rule is Overtime.DOUBLE_LOSS:
        assert "both players lose" in in_thread and "Neither player gets a point." in in_thread
        assert f"`{stalled.key}` <@{stalled.users[0]}> v <@{stalled.users[1]}>: both lose" in up
        assert (await world.arena.service.get_match(stalled_match.id)).status is (
            MatchStatus.ABORTED
        )
    else:
        assert f"Thinking time used in this game: <@{stalled.users[0]}>" in in_thread
        assert f"<@{quick}> wins the match." in in_thread
        ended = await world.arena.service.get_match(stalled_match.id)
        assert ended.status is MatchStatus.FINISHED and ended.result is not None
        assert ended.players[ended.result.winner] == quick  # type: ignore[index]
        assert "Decided by the tournament: the round's time ran out" in in_thread
        answer = said(
            await people[slow].slash(thread_of_match(world, ended.thread_id), "move", move="a1")
        )
        assert "You played" not in answer  # no more moves
    # In the channel the time-up post comes before the round's summary.
    posts = channel_texts(world)
    summary = next(i for i, t in enumerate(posts) if "Round 1 of 2: every match is decided" in t)
    assert posts.index(up) < summary
    # Round 2 starts, its pairings with its own end.
    view = await world.bot.tournaments.get(tid)
    assert view.core is not None and T.current_round(view.core) == 2
    [second] = [t for t in channel_texts(world) if "Round 2 of 2: the pairings" in t]
    assert TIME.search(second) and "this round ends at" in second


def thread_of_match(world: World, thread_id: int | None) -> simcord.ChannelHandle:
    [thread] = [t for t in world.channel.threads if t.id == thread_id]
    return thread


@pytest.mark.parametrize("language", ["en", "ko", "ja"])
def test_the_time_up_posts_fit_discord_with_a_full_field_in_every_language(language: str) -> None:
    """128 matches whose time ran out at once (real 19-digit ids, a 100-character name): the
    channel's post comes in numbered parts, none over the limit, none losing a match."""
    words = Words(language)
    name = "Ｗ" * 100
    users = [1456074443980800000 + n for n in range(256)]
    rules_ = ["clock", "double-loss", "organiser", "fallback"]
    pairings = [
        {
            "key": f"R12.{n + 1}",
            "round": 12,
            "users": [users[2 * n], users[2 * n + 1]],
            "rule": rules_[n % 4],
            "winner": users[2 * n] if n % 4 in (0, 3) else None,
            "until": "2026-12-24T20:00:00+00:00",
        }
        for n in range(128)
    ]
    payload = {"name": name, "organiser": users[0], "pairings": pairings}
    texts = time_up_texts(words, payload)
    assert len(texts) > 1 and all(len(t) <= MESSAGE_CHARS for t in texts)
    assert sum(t.count("`R12.") for t in texts) == 128
    for pairing in pairings:
        thread = overtime_text(
            words,
            {
                **pairing,
                "name": name,
                "title": "Round 12, board 128",
                "organiser": users[0],
                "how": "time",
                "used": [86399.0, 3600.0],
                "by": "seed",
            },
        )
        assert len(thread) <= MESSAGE_CHARS


async def test_a_brackets_status_lists_each_match_end_and_counts_the_rest(world: World) -> None:
    config = TournamentConfig(
        Settings(G.fixed("meter"), format=Format.SINGLE),
        seeding=T.Seeding.ENTRY,
        round_minutes=ROUND_MINUTES,
        overtime=Overtime.DOUBLE_LOSS,
    )
    service = world.bot.tournaments
    field = [world.guild.add_member(world.env.create_user(f"p{n}")) for n in range(32)]
    with world.env._bot_scope():  # as in paced_swiss
        view = await service.create(
            guild_id=world.guild.id,
            channel_id=world.channel.id,
            actor=Actor(world.mod.id, manager=True),
            name="Bracket",
            config=config,
        )
        for person in field:
            await service.join(view.id, person.id, person.name)
        view = await service.start(view.id, Actor(world.mod.id, manager=True))
    await world.env.settle()
    lines = status_lines(Words("en"), view)
    assert lines[0].startswith("⏱️ **Round time** 30 min; then an unfinished match is decided: both")
    listed = [line for line in lines if line.startswith("· `W1.")]
    assert len(listed) == 8 and all(" ends at <t:" in line for line in listed)
    assert lines[-1] == "… and 8 more matches, each with its own end."
    [pairings] = [t for t in channel_texts(world) if "the pairings" in t]
    assert "each match has 30 min from when it starts" in pairings
