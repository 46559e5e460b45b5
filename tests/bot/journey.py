"""A Death Match night from sign-up to champion, through the real commands and buttons under
simcord (issue 11's "done when"): players with Korean names join and check in (a few never
do), the event starts by itself, every match gets its private thread, the organiser enters
most results, some matches are played (a move, then a resignation in the thread), players
drop and one is disqualified along the way, and a champion is announced.

Used by ``tests/bot/test_tournament_journey.py`` (a field small enough for the test budget) and
by ``./dev bench journey`` (128 players, with the event loop's longest block measured).
Returns what the channel and the threads got, for the caller to check.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import discord
import simcord

from bot.cogs.tournament_buttons import service_of
from bot.engine.tournament import tournament as T
from bot.engine.tournament_service.records import Phase
from tests.bot.conftest import World, bot_messages, confirmed, note, said

KOREAN = ["김민수", "이서연", "박지훈", "최유나", "정하늘", "강도윤", "조서진", "윤아름"]
NAME = "데스매치 · Death Match"


@dataclass
class Journey:
    """What happened: the channel's messages (bot and system), the threads' bot messages, the
    champion's user id, and how long each stage took (seconds of wall time)."""

    channel: list[discord.Message] = field(default_factory=list)
    threads: dict[str, list[discord.Message]] = field(default_factory=dict)
    champion: int | None = None
    rounds: int = 0
    results_entered: int = 0
    played: int = 0
    left: list[int] = field(default_factory=list)
    stages: dict[str, float] = field(default_factory=dict)


def _with_button(world: World, custom_id: str) -> discord.Message:
    for message in reversed(bot_messages(world.channel, world.env)):
        for row in message.components:
            for item in getattr(row, "children", []):
                if getattr(item, "custom_id", None) == custom_id:
                    return message
    raise AssertionError(f"no message with button {custom_id}")


async def run(
    world: World,
    n: int,
    fmt: str = "double-elimination",
    *,
    absent: int = 3,
    drops: int = 3,
    play_every: int = 8,
) -> Journey:
    """The whole night for ``n`` sign-ups (``absent`` of them never check in): ``drops``
    players leave with ``/tournament drop`` and one is disqualified while it runs; every
    ``play_every``-th match is played in its thread, the others set by the organiser."""
    guild, channel, env = world.guild, world.channel, world.env
    out = Journey()
    clock = time.perf_counter()

    def stage(name: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        out.stages[name] = now - clock
        clock = now

    people = {}
    for i in range(n):
        person = guild.add_member(env.create_user(f"{KOREAN[i % len(KOREAN)]}{i}"))
        people[person.id] = person
    field_ = list(people.values())
    created = await world.mod.slash(
        channel, "host create", name=NAME, format=fmt, games="meter", checkin=10, starts_in=30
    )
    assert "is created" in said(created), said(created)
    found = await service_of(world.bot).find(guild.id, channel.id)
    assert found is not None
    tid = found.id
    sign_up = _with_button(world, f"arena:tj:{tid}:join")
    for person in field_:
        assert "You joined" in note(await person.click(sign_up, label="Join"))
    stage("sign-up")
    await env.advance_time(20 * 60)  # check-in opens by itself
    check_in = _with_button(world, f"arena:tj:{tid}:checkin")
    for person in field_[: n - absent]:
        assert "checked in" in note(await person.click(check_in, label="Check in"))
    stage("check-in")
    await env.advance_time(10 * 60)  # the start, by itself
    view = await service_of(world.bot).get(tid)
    assert view.phase is Phase.RUNNING, view.phase
    stage("start")

    step = 0
    leave_at = {5 + 7 * k for k in range(drops)}
    disqualify_at = 5 + 7 * drops
    while (view := await service_of(world.bot).get(tid)).phase is Phase.RUNNING:
        step += 1
        assert step < 4 * n, "the event did not finish"
        live = next((p for p in view.lives if p.match_id is not None), None)
        assert live is not None, "a running event with nothing to play"
        if step in leave_at:
            leaver = people[live.users[1]]
            assert "You left" in said(await leaver.slash(channel, "tournament drop"))
            out.left.append(leaver.id)
            continue
        if step == disqualify_at:
            cheat = people[live.users[0]]
            text = said(await world.mod.slash(channel, "host disqualify", player=cheat))
            assert "disqualified" in text, text
            out.left.append(cheat.id)
            continue
        if step % play_every == 0:
            await play_in_thread(world, people, live.match_id or 0)
            out.played += 1
            continue
        result = await world.mod.slash(
            channel, "host set-result", match=live.key, winner=people[live.users[0]]
        )
        assert "is set" in said(result), said(result)
        out.results_entered += 1
    stage("rounds")
    assert view.phase is Phase.FINISHED and view.core is not None
    champion = T.champion(view.core)
    out.champion = None if champion is None else view.core.entrant(champion).player
    out.channel = list(channel.history())
    for thread in channel.threads:
        out.threads[thread.name or ""] = bot_messages(thread, env)
    return out


async def play_in_thread(
    world: World,
    people: dict[int, simcord.MemberActor],
    match_id: int,
    channel: simcord.ChannelHandle | None = None,
) -> None:
    """The player to move plays a1 in the match's thread, the other resigns there."""
    match = await world.arena.service.get_match(match_id)
    [thread] = [t for t in (channel or world.channel).threads if t.id == match.thread_id]
    [mover] = match.to_act
    other = next(p for p in match.players if p != mover)
    assert "You played" in said(await people[mover].slash(thread, "move", move="a1"))
    assert "You resigned" in await confirmed(people[other], thread, "resign")
