"""A Death Match night from sign-up to champion, through the real commands and buttons under
simcord (issue 11's "done when"): players with Korean names join and check in (a few never
do), the event starts by itself, every match gets its private thread, the organiser enters
most results, some matches are played (a move, then a resignation in the thread), players
drop and one is disqualified along the way, and a champion is announced.

Used by ``tests/bot/test_tournament_journey.py`` (a field small enough for the test budget) and
by ``./dev bench journey`` (128 players, with the event loop's longest block measured).
Returns what the channel and the threads got; ``done_when`` checks the issue's "done when" on
it (every message whole, every image readable inline, every recorded result intact) and says
what it checked.
"""

from __future__ import annotations

import io
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import discord
import simcord
from PIL import Image

from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.common.posting import delivery
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.records import Phase
from bot.engine.tournaments.views import TournamentView
from render.tournament.style import NAME_PX, PREVIEW_WIDTH
from tests.bot.conftest import World, bot_messages, confirmed, note, said
from tests.bot.creating import host_create

KOREAN = ["김민수", "이서연", "박지훈", "최유나", "정하늘", "강도윤", "조서진", "윤아름"]
NAME = "데스매치 · Death Match"
HANGUL = re.compile("[\uac00-\ud7a3]")
WHOLE_FILES = {"bracket.png", "standings-full.png", "final-standings-full.png"}  # files to open


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
    disqualified: int | None = None
    stages: dict[str, float] = field(default_factory=dict)
    decided: dict[str, int] = field(default_factory=dict)  # match key -> the winner recorded
    core: T.Tournament | None = None
    status_files: list[discord.Attachment] = field(default_factory=list)  # mid-event status
    cut: list[str] = field(default_factory=list)  # texts longer than a message, before posting


@contextmanager
def cuts_seen(out: Journey) -> Iterator[None]:
    """Notes every text the delivery would cut to fit a message (``Outgoing.kwargs`` keeps the
    first 2,000 characters): none may be."""
    original = delivery.Outgoing.kwargs

    def kwargs(self: delivery.Outgoing, with_picture: bool = True) -> dict[str, Any]:
        if len(self.content) > MESSAGE_CHARS:
            out.cut.append(self.content)
        return original(self, with_picture)

    delivery.Outgoing.kwargs = kwargs  # type: ignore[method-assign]
    try:
        yield
    finally:
        delivery.Outgoing.kwargs = original  # type: ignore[method-assign]


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
    """The whole night for ``n`` players: ``n + absent`` sign up for ``n`` seats (the last
    ``absent`` on the waitlist), ``absent`` seat holders never check in and their seats go to
    the waitlist, who did, so ``n`` play; ``drops`` players leave with ``/tournament drop``
    and one is disqualified while it runs; every ``play_every``-th match is played in its
    thread, the others set by the organiser."""
    out = Journey()
    with cuts_seen(out):
        await _night(world, out, n, fmt, absent, drops, play_every)
    return out


async def _night(  # noqa: PLR0917
    world: World, out: Journey, n: int, fmt: str, absent: int, drops: int, play_every: int
) -> None:
    guild, channel, env = world.guild, world.channel, world.env
    clock = time.perf_counter()

    def stage(name: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        out.stages[name] = now - clock
        clock = now

    people = {}
    for i in range(n + absent):
        person = guild.add_member(env.create_user(f"{KOREAN[i % len(KOREAN)]}{i}"))
        people[person.id] = person
    field_ = list(people.values())
    created = await host_create(
        world,
        NAME,
        channel=channel,
        format=fmt,
        games=["meter"],
        checkin=10,
        starts_in=30,
        max_players=n,
    )
    assert "is created" in said(created), said(created)
    found = await world.bot.tournaments.find(guild.id, channel.id)
    assert found is not None
    tid = found.id
    sign_up = _with_button(world, f"arena:tj:{tid}:join")
    for i, person in enumerate(field_):
        joined = note(await person.click(sign_up, label="Join"))
        assert ("You joined" if i < n else "waitlist") in joined, joined
    stage("sign-up")
    await env.advance_time(20 * 60)  # check-in opens by itself
    check_in = _with_button(world, f"arena:tj:{tid}:checkin")
    for person in field_[absent:]:  # the first seat holders never come; the waitlist does
        assert "checked in" in note(await person.click(check_in, label="Check in"))
    stage("check-in")
    await env.advance_time(10 * 60)  # the start, by itself
    view = await world.bot.tournaments.get(tid)
    assert view.phase is Phase.RUNNING and view.core is not None, view.phase
    assert view.core.n == n  # the waitlisted took the absent players' seats
    stage("start")

    step = 0
    leave_at = {5 + 7 * k for k in range(drops)}
    disqualify_at = 5 + 7 * drops
    while (view := await world.bot.tournaments.get(tid)).phase is Phase.RUNNING:
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
            out.disqualified = cheat.id
            continue
        if step == 3:  # a spectator asks where the night stands: the pictures come along
            status = await world.alice.slash(channel, "tournament status")
            out.status_files = [
                a for m in [status.response, *status.followups] if m for a in m.attachments
            ]
        if step % play_every == 0:
            out.decided[live.key] = await play_in_thread(world, people, live.match_id or 0)
            out.played += 1
            continue
        result = await world.mod.slash(
            channel, "host set-result", match=live.key, winner=people[live.users[0]]
        )
        assert "is set" in said(result), said(result)
        out.decided[live.key] = live.users[0]
        out.results_entered += 1
    stage("rounds")
    assert view.phase is Phase.FINISHED and view.core is not None
    out.core = view.core
    champion = T.champion(view.core)
    out.champion = None if champion is None else view.core.entrant(champion).player
    out.channel = list(channel.history())
    for thread in channel.threads:
        out.threads[thread.name or ""] = bot_messages(thread, env)


async def started(
    world: World,
    n: int,
    *,
    channel: simcord.ChannelHandle | None = None,
    name: str = "Night",
    **options: object,
) -> tuple[TournamentView, dict[int, simcord.MemberActor]]:
    """A tournament of ``n`` new members (seeded by entry unless ``options`` say otherwise),
    created with ``options`` in ``channel``, joined and started: its view and its players."""
    guild, env = world.guild, world.env
    channel = channel or world.channel
    field_ = [guild.add_member(env.create_user(f"{name}{i}")) for i in range(n)]
    options.setdefault("seeding", "entry")
    created = await host_create(world, name, channel=channel, games=["meter"], **options)
    assert f"{name} is created" in said(created), said(created)
    view = await world.bot.tournaments.find(guild.id, channel.id)
    assert view is not None
    sign_up = next(m for m in bot_messages(channel, env) if m.components)
    for person in field_:  # by its id: the label is in the server's language
        await person.click(sign_up, custom_id=f"arena:tj:{view.id}:join")
    assert "has started" in said(await world.mod.slash(channel, "host start"))
    return await world.bot.tournaments.get(view.id), {p.id: p for p in field_}


async def play_in_thread(
    world: World,
    people: dict[int, simcord.MemberActor],
    match_id: int,
    channel: simcord.ChannelHandle | None = None,
) -> int:
    """The player to move plays a1 in the match's thread, the other resigns there; the
    winner (the player who moved)."""
    match = await world.arena.service.get_match(match_id)
    [thread] = [t for t in (channel or world.channel).threads if t.id == match.thread_id]
    [mover] = match.to_act
    other = next(p for p in match.players if p != mover)
    assert "You played" in said(await people[mover].slash(thread, "move", move="a1"))
    assert "You resigned" in await confirmed(people[other], thread, "resign")
    return mover


@dataclass(frozen=True)
class Checked:
    """What ``done_when`` checked, for the caller to print."""

    entrants: int
    korean: int  # entrants whose name is in Hangul
    format: str
    dropped: int
    disqualified: int
    messages: int  # the bot's messages, channel and threads
    longest: int
    images: int  # pictures checked readable inline (the full-size files apart)
    files: int  # the full-size pictures
    results: int  # results recorded during the night, found as recorded at the end


async def done_when(world: World, out: Journey) -> Checked:
    """Issue 11's "done when" on a finished night: a champion who did not leave; every message
    whole (at most 2,000 characters, none cut on the way); every picture the bot posted or
    sent (the channel's, ``/tournament status``'s mid-event) readable inline (between 1:2 and
    2:1, names at least 14 px tall once Discord fits it to its ~520 px preview) besides the
    full-size file; every result entered or played still recorded as it was, drops and the
    disqualification notwithstanding. Raises ``AssertionError`` on the first failure."""
    t = out.core
    assert t is not None and out.champion is not None and out.champion not in out.left
    bot_id = world.bot.user.id  # type: ignore[union-attr]
    said_ = [m for m in out.channel if m.author.id == bot_id]
    said_ += [m for thread in out.threads.values() for m in thread]
    assert not out.cut, f"{len(out.cut)} texts were cut to fit a message"
    longest = max(len(m.content) for m in said_)
    assert longest <= MESSAGE_CHARS, longest
    files = [a for m in said_ for a in m.attachments if (a.filename or "").endswith(".png")]
    files += out.status_files
    assert out.status_files and out.status_files[0].filename == "overview.png"
    shown = [a for a in files if a.filename not in WHOLE_FILES]
    assert shown and len(shown) < len(files)  # the pages, and the whole picture as a file
    for attachment in shown:
        width, height = Image.open(io.BytesIO(await attachment.read())).size
        assert 0.5 <= width / height <= 2.0, (attachment.filename, width, height)
        assert NAME_PX * min(1.0, PREVIEW_WIDTH / width) >= 14, (attachment.filename, width)
    for key, winner in out.decided.items():
        p = T.pairing(t, key)
        assert p.result is not None and p.result.winner is not None, key
        side = p.a if p.result.winner == 0 else p.b
        assert isinstance(side, int) and t.entrant(side).player == winner, key
    return Checked(
        entrants=t.n,
        korean=sum(1 for e in t.entrants if HANGUL.search(e.name)),
        format=t.format.value,
        dropped=len(out.left) - (out.disqualified is not None),
        disqualified=int(out.disqualified is not None),
        messages=len(said_),
        longest=longest,
        images=len(shown),
        files=len(files) - len(shown),
        results=len(out.decided),
    )
