"""A night in the server's calendar, with roles: ``/host time-zone``, ``/host create``'s
start, the Scheduled Event that follows the tournament, the participant role (given at
the start, pinged by the pairings, taken at the end) and the champion role (which the last
champion gives up). And what is refused: a role the bot cannot give, a start that has passed,
a zone that is not one, two starts at once."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import discord
import simcord
from simcord.backend.models.scheduled_event import ScheduledEvent

from bot.cogs.common.posting.delivery import learning
from bot.cogs.tournaments import Tournaments
from bot.engine.model import Audience, Notification, OutboxItem
from bot.engine.tournaments.posts import TournamentEvent, TournamentPost
from bot.engine.tournaments.records import Phase, ServerTournaments
from tests.bot.conftest import World, bot_messages, said
from tests.bot.creating import host_create
from tests.bot.locales import english_words
from tests.bot.test_tournaments import current, resign, with_button

SEOUL = ZoneInfo("Asia/Seoul")


def roles_of(world: World, member: simcord.MemberActor) -> set[int]:
    return set(world.env.backend.get_guild(world.guild.id).members[member.id].role_ids)


def events(world: World) -> list[ScheduledEvent]:
    return list(world.env.backend.get_guild(world.guild.id).scheduled_events.values())


async def set_up(world: World) -> tuple[simcord.RoleHandle, simcord.RoleHandle]:
    playing = world.guild.create_role("Playing tonight", mentionable=True)
    champion = world.guild.create_role("Champion")
    channel, mod = world.channel, world.mod
    assert "Asia/Seoul time" in said(await mod.slash(channel, "host time-zone", zone="Asia/Seoul"))
    said_role = said(await mod.slash(channel, "host participant-role", role=playing))
    assert playing.mention in said_role
    assert champion.mention in said(await mod.slash(channel, "host champion-role", role=champion))
    return playing, champion


async def test_a_night_in_the_calendar_with_a_participant_and_a_champion_role(
    world: World,
) -> None:
    channel, env, mod = world.channel, world.env, world.mod
    playing, champion = await set_up(world)
    now = world.arena.clock.now()
    start = (now + timedelta(hours=2)).astimezone(SEOUL).replace(second=0, microsecond=0)
    typed = f"{start:%Y-%m-%d %H:%M}"
    created = await host_create(world, "Friday Night", games=["meter"], starts_at=typed)
    assert "Friday Night is created" in said(created) and "events" not in said(created)
    tid = (await world.bot.tournaments.find(world.guild.id, channel.id)).id  # type: ignore[union-attr]
    view = await current(world, tid)
    assert view.record.starts_at == start.astimezone(view.record.starts_at.tzinfo)  # type: ignore[union-attr]

    [event] = events(world)
    assert event.name == "Friday Night" and event.status == 1
    assert event.entity_type == 3  # external
    assert (event.description or "").startswith(f"Stone Arena tournament #{tid}:")
    assert event.scheduled_start_time.startswith(f"{start.astimezone(UTC):%Y-%m-%dT%H:%M}")
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    assert f"/events/{world.guild.id}/{event.id}" in sign_up.content

    for person in (world.alice, world.bob, world.carol):
        await person.click(sign_up, label="Join")
    assert not any(playing.id in roles_of(world, p) for p in (world.alice, world.bob))
    await env.advance_time(2 * 60 * 60 + 60)  # the start, by itself
    view = await current(world, tid)
    assert view.phase is Phase.RUNNING
    assert event.status == 2
    for person in (world.alice, world.bob, world.carol):
        assert playing.id in roles_of(world, person)
    pairings = next(m for m in bot_messages(channel, env) if "the pairings" in m.content)
    assert pairings.content.startswith(playing.mention)
    assert [r.id for r in pairings.role_mentions] == [playing.id]

    while (view := await current(world, tid)).phase is Phase.RUNNING:
        live = view.lives[0]
        await resign(world, live, live.users[1])
    assert view.phase is Phase.FINISHED
    assert event.status == 3
    assert len(events(world)) == 1, "one event, never made twice"
    for person in (world.alice, world.bob, world.carol):
        assert playing.id not in roles_of(world, person)
    holders = [
        p for p in (world.alice, world.bob, world.carol) if champion.id in roles_of(world, p)
    ]
    assert len(holders) == 1
    first_champion = holders[0]

    # The next night (started by hand: no event) has another champion, who takes the role.
    said_created = said(await host_create(world, "Rematch Night", games=["meter"]))
    assert "Rematch Night is created" in said_created
    second = (await world.bot.tournaments.find(world.guild.id, channel.id)).id  # type: ignore[union-attr]
    others = [p for p in (world.alice, world.bob, world.carol) if p is not first_champion]
    join = with_button(world, f"arena:tj:{second}:join")
    for person in others:
        await person.click(join, label="Join")
    assert "has started" in said(await mod.slash(channel, "host start"))
    live = (await current(world, second)).lives[0]
    await resign(world, live, live.users[0])
    assert (await current(world, second)).phase is Phase.FINISHED
    assert len(events(world)) == 1
    assert champion.id not in roles_of(world, first_champion)
    winner = world.member(live.users[1])
    assert champion.id in roles_of(world, winner)


async def test_what_is_refused_changes_nothing(world: World) -> None:
    channel, mod = world.channel, world.mod
    above = world.guild.create_role("Admins", position=50)
    refused = said(await mod.slash(channel, "host participant-role", role=above))
    assert "not below my highest role" in refused
    everyone = said(await mod.slash(channel, "host champion-role", role=world.guild.default_role))
    assert "@everyone cannot be given" in everyone
    assert "not a time zone" in said(
        await mod.slash(channel, "host time-zone", zone="Mars/Olympus")
    )
    assert "not a time zone" in said(await mod.slash(channel, "host time-zone", zone="../../etc"))
    service = world.bot.tournaments
    assert await service.server_tournaments(world.guild.id) == ServerTournaments()

    past = (world.arena.clock.now() - timedelta(hours=1)).strftime("%Y-%m-%d %H:%M")
    cases: list[tuple[dict[str, Any], str]] = [
        ({"starts_at": past}, "has passed"),
        ({"starts_at": "tomorrow evening"}, "Write the start as a date and a time"),
        ({"starts_at": "2026-02-30 20:00"}, "not a date on the calendar"),
        ({"starts_at": "25:00"}, "not a time of day"),
        ({"starts_at": "2030-01-01 20:00"}, "within 60 days"),
        ({"starts_at": "20:00", "starts_in": 30}, "not both"),
    ]
    for starts, sentence in cases:
        answer = said(await host_create(world, "Nope", **starts))
        assert sentence in answer, (starts, answer)
    assert await service.find(world.guild.id, channel.id) is None
    assert events(world) == []


async def test_without_manage_events_the_tournament_runs_and_the_organiser_is_told(
    world: World,
) -> None:
    me = world.guild.me
    assert me is not None
    backend = world.env.backend
    guild = backend.get_guild(world.guild.id)
    bot_role = next(r for r in guild.roles.values() if r.managed)
    backend.edit_role(
        world.guild.id,
        bot_role.id,
        {"permissions": bot_role.permissions & ~discord.Permissions(manage_events=True).value},
    )
    created = said(await host_create(world, "Cup", starts_in=90))
    assert "Cup is created" in created and "Manage Events" in created
    assert events(world) == []
    sign_up = bot_messages(world.channel, world.env)[-1]
    assert "Press **Join**" in sign_up.content and "/events/" not in sign_up.content


async def test_a_sign_up_posted_again_after_a_crash_finds_its_event(world: World) -> None:
    """The event was made but the row's mark (and the event's id) were lost: the row runs
    again with a context that knows no event, finds the one it made by its mark, and learns it
    again; the server still has one event."""
    created = said(await host_create(world, "Cup", starts_in=90))
    assert "Cup is created" in created
    [event] = events(world)
    tid = (await world.bot.tournaments.find(world.guild.id, world.channel.id)).id  # type: ignore[union-attr]
    view = await current(world, tid)
    notification = Notification(
        "tournament-created",
        Audience.PUBLIC,
        world.channel.id,
        {"tournament_id": tid, "name": "Cup", "format": "single", "best_of": 1,
         "rule": "agree-or-ban", "pool": ["meter"], "organiser_id": world.mod.id},
    )  # fmt: skip
    item = replace(
        OutboxItem(99, notification, world.arena.clock.now()), context=TournamentPost(view)
    )
    cog = world.bot.get_cog("Tournaments")
    assert isinstance(cog, Tournaments)
    with learning() as learned:
        await cog.delivery.handlers["tournament-created"](item)
    assert learned == [TournamentEvent(tid, event.id)]
    assert len(events(world)) == 1
    assert (
        f"/events/{world.guild.id}/{event.id}" in bot_messages(world.channel, world.env)[-1].content
    )


async def test_an_integrations_role_and_a_bot_without_manage_roles_are_refused(
    world: World,
) -> None:
    channel, mod = world.channel, world.mod
    backend = world.env.backend
    bot_role = next(r for r in backend.get_guild(world.guild.id).roles.values() if r.managed)
    integration = world.guild.roles[bot_role.name]
    refused = said(await mod.slash(channel, "host participant-role", role=integration))
    assert "belongs to an integration" in refused
    backend.edit_role(
        world.guild.id,
        bot_role.id,
        {"permissions": bot_role.permissions & ~discord.Permissions(manage_roles=True).value},
    )
    champion = world.guild.create_role("Champion")
    no_permission = said(await mod.slash(channel, "host champion-role", role=champion))
    assert "Manage Roles" in no_permission
    assert await world.bot.tournaments.server_tournaments(world.guild.id) == ServerTournaments()


async def test_a_korean_servers_event_is_described_in_korean_and_found_again_in_any_language(
    world: World,
) -> None:
    """The event's description speaks the server's language, its first words the tournament's
    mark in that language; a retry after a crash finds it by that mark even when the server's
    language changed in between (to Japanese here), so the event is still made only once."""
    backend = world.env.backend
    backend.edit_guild(world.guild.id, {"preferred_locale": "ko"})
    await world.env.settle()
    created = said(await host_create(world, "컵", starts_in=90))
    assert "컵" in created
    [event] = events(world)
    tid = (await world.bot.tournaments.find(world.guild.id, world.channel.id)).id  # type: ignore[union-attr]
    description = event.description or ""
    assert description.startswith(f"Stone Arena 대회 #{tid}:"), description
    assert "참가 버튼" in description and "#games" in description
    assert not english_words(description.replace("#games", " "))

    backend.edit_guild(world.guild.id, {"preferred_locale": "ja"})
    await world.env.settle()
    view = await current(world, tid)
    notification = Notification(
        "tournament-created",
        Audience.PUBLIC,
        world.channel.id,
        {"tournament_id": tid, "name": "컵", "format": "single-elimination", "best_of": 1,
         "rule": "agree-or-ban", "pool": ["meter"], "organiser_id": world.mod.id},
    )  # fmt: skip
    item = replace(
        OutboxItem(99, notification, world.arena.clock.now()), context=TournamentPost(view)
    )
    cog = world.bot.get_cog("Tournaments")
    assert isinstance(cog, Tournaments)
    with learning() as learned:
        await cog.delivery.handlers["tournament-created"](item)
    assert learned == [TournamentEvent(tid, event.id)]
    assert len(events(world)) == 1
    assert "サーバーのイベント" in bot_messages(world.channel, world.env)[-1].content


def test_every_languages_mark_is_recognised_and_no_other_tournaments() -> None:
    from bot.cogs.common.language import LANGUAGES, Words
    from bot.cogs.tournaments.calendar import ours
    from bot.cogs.tournaments.texts import event_description

    payload = {"tournament_id": 12, "format": "swiss", "best_of": 3, "pool": ["meter", "meuda"]}
    for code in LANGUAGES:
        description = event_description(payload, "games", Words(code))
        assert ours(description, 12), description
        assert not ours(description, 1) and not ours(description, 120)
        assert len(description) <= 1000
