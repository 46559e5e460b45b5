"""``/host``: the organiser's commands in their own group (issue 13 item 3). Members never see
it (default member permissions: Manage Server); a role an admin grants it to in Integrations
still passes the engine's organiser check only with the organiser role; ``/host cancel`` asks
first; ``/tournament`` keeps what every member uses (status, list, my matches)."""

from __future__ import annotations

import io

import discord
import pytest
import simcord
from PIL import Image

from bot.engine.tournaments.records import Phase
from render.tournament.style import PREVIEW_WIDTH
from tests.bot.conftest import CONFIRM_LABELS, World, bot_messages, confirmed, said
from tests.bot.creating import host_create
from tests.bot.test_command_tree import synced_tree
from tests.bot.test_tournaments import with_button


def all_text(world: World) -> str:
    """Every bot message in the channel and in its threads."""
    channels = [world.channel, *world.channel.threads]
    return "\n".join(m.content for c in channels for m in bot_messages(c, world.env))


def host_command(world: World) -> dict[str, object]:
    found = world.env.backend.find_command("host", None)
    assert found is not None
    return found


async def created(world: World, name: str = "Cup", **options: object) -> int:
    result = await host_create(world, name, **options)
    assert f"{name} is created" in said(result), said(result)
    view = await world.bot.tournaments.find(world.guild.id, world.channel.id)
    assert view is not None
    return view.id


async def test_members_do_not_see_host_and_managers_do(world: World) -> None:
    [host] = [c for c in synced_tree(world.env) if c["name"] == "host"]
    assert int(host["default_member_permissions"]) == discord.Permissions(manage_guild=True).value
    [tournament] = [c for c in synced_tree(world.env) if c["name"] == "tournament"]
    assert tournament["default_member_permissions"] is None
    members = set(world.alice.available_commands(world.channel))
    assert not any(name.startswith("host ") for name in members)
    assert {"tournament status", "tournament list", "tournament my-matches"} <= members
    assert "host create" in world.mod.available_commands(world.channel)
    with pytest.raises(simcord.SetupError, match="default-member-permissions"):
        await world.alice.slash(world.channel, "host create", name="Mine")


async def test_a_role_granted_host_still_needs_the_organiser_role(world: World) -> None:
    """An admin grants /host to a Staff role in Integrations: Discord shows it to them, but the
    engine refuses until the Staff role is the organiser role (the runtime check stays)."""
    guild, channel = world.guild, world.channel
    staff_role = guild.create_role("Staff")
    staff = guild.add_member(world.env.create_user("staff"), roles=[staff_role])
    guild.set_command_permissions(int(host_command(world)["id"]), {staff_role: True})  # type: ignore[call-overload]
    assert "host create" in staff.available_commands(channel)
    refused = said(await host_create(world, "Staff Cup", by=staff))
    assert "Only server managers and members with the organiser role" in refused
    assert await world.bot.tournaments.find(guild.id, channel.id) is None, "nothing was created"
    not_a_manager = said(await staff.slash(channel, "host organiser-role", role=staff_role))
    assert "Only server managers can choose" in not_a_manager

    chosen = said(await world.mod.slash(channel, "host organiser-role", role=staff_role))
    assert "can now organise tournaments" in chosen
    assert "Staff Cup is created" in said(await host_create(world, "Staff Cup", by=staff))


async def test_cancel_asks_first(world: World) -> None:
    tid = await created(world)
    service = world.bot.tournaments
    asked = (await world.mod.slash(world.channel, "host cancel")).response
    assert asked is not None and asked.ephemeral
    assert "Cancel Cup (tournament #1)?" in asked.content
    kept = await world.mod.click(asked, label="Keep it")
    assert kept.response is not None and kept.response.content == "Nothing was done."
    assert (await service.get(tid)).phase is Phase.SIGNUP

    asked = (await world.mod.slash(world.channel, "host cancel")).response
    assert asked is not None
    await world.env.advance_time(61)
    late = await world.mod.click(asked, label=CONFIRM_LABELS["host cancel"])
    assert late.response is not None and "expired" in late.response.content
    assert (await service.get(tid)).phase is Phase.SIGNUP

    assert "Cup is cancelled" in await confirmed(world.mod, world.channel, "host cancel")
    assert (await service.get(tid)).phase is Phase.CANCELLED
    assert "cancelled by the organiser" in bot_messages(world.channel, world.env)[-1].content
    again = await confirmed(world.mod, world.channel, "host cancel")
    assert again == "Cup is already over.", "no question for what cannot be done"
    assert [e.action for e in await service.audit_log(tid)] == ["create", "cancel"]


async def test_the_organiser_drops_a_sign_up_and_bad_input_changes_nothing(world: World) -> None:
    tid = await created(world, games="meter")
    service = world.bot.tournaments
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for person in (world.alice, world.bob, world.carol):
        await person.click(sign_up, label="Join")
    dropped = said(await world.mod.slash(world.channel, "host drop", player=world.carol))
    assert "is out of Cup" in dropped
    assert [e.user_id for e in (await service.get(tid)).entries] == [world.alice.id, world.bob.id]
    cases: list[tuple[dict[str, object], str]] = [
        ({"player": world.carol}, "has not joined Cup"),  # twice
        ({"player": world.alice, "tournament": 99}, "There is no tournament #99"),
    ]
    for bad, words in cases:
        assert words in said(await world.mod.slash(world.channel, "host drop", **bad))
    assert len((await service.get(tid)).entries) == 2
    assert "has started" in said(await world.mod.slash(world.channel, "host start"))
    assert "is out of Cup" in said(
        await world.mod.slash(world.channel, "host drop", player=world.bob)
    )
    twice = said(await world.mod.slash(world.channel, "host drop", player=world.bob))
    assert "already left" in twice or "is over" in twice
    stranger = said(await world.mod.slash(world.channel, "host drop", player=world.carol))
    assert "not in Cup" in stranger or "is over" in stranger
    actions = [e.action for e in await service.audit_log(tid)]
    assert actions == ["create", "drop", "start", "drop"]
    nothing_held = said(await world.mod.slash(world.channel, "host pairing", choice="rematch"))
    assert "is over" in nothing_held or "waiting for your decision" in nothing_held


async def test_members_list_their_tournaments_and_matches(world: World) -> None:
    channel = world.channel
    assert "no tournaments" in said(await world.alice.slash(channel, "tournament list"))
    tid = await created(world, name="Meter *Cup*", games="meter")
    await created(world, name="Later", games="meuda")
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for person in (world.alice, world.bob):
        await person.click(sign_up, label="Join")
    listed = said(await world.alice.slash(channel, "tournament list"))
    assert "#1 **Meter \\*Cup\\***" in listed and "#2 **Later**" in listed
    mine = said(await world.alice.slash(channel, "tournament my-matches"))
    assert "#1 **Meter \\*Cup\\***: signed up" in mine and "Later" not in mine
    assert "not in any tournament" in said(
        await world.carol.slash(channel, "tournament my-matches")
    )
    await world.mod.slash(channel, "host start", tournament=tid)
    mine = said(await world.alice.slash(channel, "tournament my-matches"))
    assert f"against {world.bob.mention}" in mine and "<#" in mine, mine


async def test_set_result_with_a_score_and_undo_through_the_commands(world: World) -> None:
    channel = world.channel
    tid = await created(world, games="meter", best_of=3, seeding="entry")
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for person in (world.alice, world.bob, world.carol, world.mod):
        await person.click(sign_up, label="Join")
    await world.mod.slash(channel, "host start")
    live = (await world.bot.tournaments.get(tid)).lives[0]
    a, b = (world.member(u) for u in live.users)
    outsider = next(p for p in (world.alice, world.bob, world.carol, world.mod) if p not in (a, b))
    cases: list[tuple[dict[str, object], str]] = [
        ({"winner": a, "score": "abc"}, "`abc` is not a score"),
        ({"winner": a, "score": "3-0"}, "3–0 is not a score of a best of 3"),
        ({"winner": a, "draw": True}, "either the winner or `draw: True`"),
        ({"winner": a, "how": "double-forfeit"}, "no winner"),
        ({"winner": outsider}, "That player is not in"),
    ]
    for bad, words in cases:
        refused = await world.mod.slash(channel, "host set-result", match=live.key, **bad)
        assert words in said(refused), (bad, said(refused))
    assert len((await world.bot.tournaments.get(tid)).lives) == 2, "nothing changed"
    set_ = await world.mod.slash(
        channel, "host set-result", match=live.key.lower(), winner=b, score="2–1"
    )
    assert "is set" in said(set_)
    assert f"{b.mention} beats {a.mention} 2–1" in all_text(world)
    undone = said(await world.mod.slash(channel, "host undo"))
    assert f"for {live.key} in Cup is taken back" in undone
    assert "took back the result they had set" in all_text(world)
    assert any(p.key == live.key for p in (await world.bot.tournaments.get(tid)).lives)
    again = said(await world.mod.slash(channel, "host undo"))
    assert "no result set by the organiser" in again
    actions = [e.action for e in await world.bot.tournaments.audit_log(tid)]
    assert actions[-2:] == ["set-result", "undo"]


async def test_set_result_takes_a_sudden_death_score_and_refuses_impossible_ones(
    world: World,
) -> None:
    """Issue 25: a bracket's best of 3 level after three games goes on to sudden death, so
    2½-1½ is a score the bot itself produces; the organiser may set it too."""
    channel = world.channel
    tid = await created(world, games="meter", best_of=3, seeding="entry")
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for person in (world.alice, world.bob, world.carol, world.mod):
        await person.click(sign_up, label="Join")
    await world.mod.slash(channel, "host start")
    live = (await world.bot.tournaments.get(tid)).lives[0]
    a, b = (world.member(u) for u in live.users)
    for score, words in [
        ("3½-1½", "3½–1½ is not a score of a best of 3: it stops as soon as one side has"),
        ("1½-½", "1½–½ cannot be"),
        ("1½-2½", "1½–2½ cannot be"),
    ]:
        refused = said(
            await world.mod.slash(channel, "host set-result", match=live.key, winner=a, score=score)
        )
        assert words in refused, (score, refused)
    assert len((await world.bot.tournaments.get(tid)).lives) == 2, "nothing changed"
    set_ = await world.mod.slash(
        channel, "host set-result", match=live.key, winner=a, score="2½-1½"
    )
    assert "is set" in said(set_), said(set_)
    assert f"{a.mention} beats {b.mention} 2½–1½" in all_text(world)


async def test_the_organiser_seeds_players_by_hand(world: World) -> None:
    channel = world.channel
    tid = await created(world, games="meter", seeding="random")
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for person in (world.alice, world.bob, world.carol):
        await person.click(sign_up, label="Join")
    stranger = world.guild.add_member(world.env.create_user("dave"))
    for players, words in [
        (f"{world.carol.mention} {stranger.mention}", "has not joined Cup"),
        (f"{world.carol.mention} {world.carol.mention}", "is listed twice"),
        (f"{world.carol.mention} bob", "`bob` is not a player"),
    ]:
        refused = said(await world.mod.slash(channel, "host seeds", players=players))
        assert words in refused, (players, refused)
    view = await world.bot.tournaments.get(tid)
    assert view.record.config.seed_list == (), "nothing changed"
    done = said(
        await world.mod.slash(
            channel, "host seeds", players=f"{world.carol.mention}, {world.bob.mention}"
        )
    )
    assert f"1. {world.carol.mention}, 2. {world.bob.mention}" in done
    await world.mod.slash(channel, "host start")
    core = (await world.bot.tournaments.get(tid)).core
    assert core is not None
    assert [e.player for e in core.entrants] == [world.carol.id, world.bob.id, world.alice.id]
    late = said(await world.mod.slash(channel, "host seeds", players=world.alice.mention))
    assert "already started" in late
    actions = [e.action for e in await world.bot.tournaments.audit_log(tid)]
    assert actions == ["create", "seeds", "start"]


@pytest.mark.parametrize("fmt", ["single-elimination", "swiss"])
async def test_a_small_event_shows_one_readable_picture(world: World, fmt: str) -> None:
    """Issue 25: four players fit one page readable inline, so the picture message (edited
    with every round) and ``/tournament status`` carry that one picture, with its alt text,
    not an overview, a page and the whole bracket."""
    channel = world.channel
    tid = await created(world, games="meter", format=fmt, seeding="entry")
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for person in (world.alice, world.bob, world.carol, world.mod):
        await person.click(sign_up, label="Join")
    await world.mod.slash(channel, "host start")
    posted = [m for m in bot_messages(channel, world.env) if m.attachments]
    assert len(posted) == 1 and len(posted[0].attachments) == 1, posted
    status = await world.alice.slash(channel, "tournament status")
    answers = [status.response, *status.followups] if status.response else status.followups
    files = [a for answer in answers for a in answer.attachments]
    assert len(files) == 1, [a.filename for a in files]
    for shown in (posted[0].attachments[0], files[0]):
        assert shown.description and "Cup" in shown.description, shown.description
        width, height = Image.open(io.BytesIO(await shown.read())).size
        assert width <= PREVIEW_WIDTH, (width, height)  # names at their full size
        if fmt != "swiss":  # a bracket page is never flatter than 2:1; a short table may be
            assert 0.5 <= width / height <= 2.0, (width, height)
