"""``/settings`` under simcord (issue 13 item 2): the panel a manager opens, what each control
changes in the next match, and every way a press can be wrong (not a manager any more, an
out-of-date panel, a channel the bot cannot post in, garbage in the form)."""

from __future__ import annotations

import copy
from datetime import timedelta
from typing import Any

import discord
import pytest
import simcord
from simcord.actors import _dispatch_actor_interaction
from simcord.backend.serializers import message_payload
from simcord.components import walk_components

from bot.cogs.common.language import ENGLISH_WORDS
from bot.cogs.matches.texts import warning_text
from bot.cogs.server import panel as settings_panel
from bot.engine.model import GuildSettings, MatchStatus, PingPolicy
from tests.bot.conftest import (
    World,
    challenge,
    last_bot_message,
    said,
    shown,
    start_match,
    thread_of,
)

Panel = simcord.results.ResponseMessage
NOT_MANAGER = ENGLISH_WORDS("settings-not-manager")
STALE = ENGLISH_WORDS("settings-stale")


async def open_panel(world: World, by: simcord.MemberActor | None = None) -> Panel:
    result = await (by or world.mod).slash(world.channel, "settings")
    panel = result.response
    assert panel is not None and panel.ephemeral
    assert panel.components, said(result)
    return panel


def controls(panel: Panel) -> dict[str, str]:
    """setting → the custom_id of its control on the panel as it is now."""
    found = {}
    for component in walk_components(panel.components):
        custom_id = component.get("custom_id", "")
        if custom_id.startswith("arena:st:"):
            found[custom_id.split(":")[2]] = custom_id
    return found


def text_of(panel: Panel) -> str:
    return "\n".join(c["content"] for c in walk_components(panel.components) if c["type"] == 10)


def chosen(panel: Panel, setting: str) -> list[str]:
    """The option labels a select shows as chosen."""
    for component in walk_components(panel.components):
        if component.get("custom_id") == controls(panel)[setting]:
            return [o["label"] for o in component.get("options", []) if o.get("default")]
    raise AssertionError(setting)


async def choose(world: World, panel: Panel, setting: str, values: list[Any]) -> str:
    """Choose in a select of the panel; the private note it got, if any."""
    result = await world.mod.select(panel.message, values, custom_id=controls(panel)[setting])
    return "\n".join(f.content for f in result.followups)


async def press(world: World, panel: Panel, setting: str) -> simcord.InteractionResult:
    return await world.mod.click(panel.message, custom_id=controls(panel)[setting])


async def stored(world: World) -> GuildSettings:
    return await world.arena.service.guild_settings(world.guild.id)


async def dms(member: simcord.MemberActor) -> list[str]:
    return [shown(m) for m in member.user.dm_channel.history()]


def pinged(world: World, message: discord.Message) -> tuple[list[int], list[int]]:
    """Who a posted message actually notified: (users, roles)."""
    stored_message = world.env.backend.get_message(message.channel.id, message.id)
    return stored_message.ping_user_ids, stored_message.ping_role_ids


# ---- who may use it ----------------------------------------------------------------------------


async def test_members_do_not_see_settings_and_are_refused_if_an_admin_shows_it(
    world: World,
) -> None:
    assert "settings" in world.mod.available_commands(world.channel)
    assert "settings" not in world.carol.available_commands(world.channel)
    # An admin allows the command for everyone in Server Settings → Integrations: the runtime
    # check still holds.
    command = next(c for c in await world.bot.tree.fetch_commands() if c.name == "settings")
    world.guild.set_command_permissions(command, {world.guild.default_role: True})
    result = await world.carol.slash(world.channel, "settings")
    assert NOT_MANAGER in said(result) and result.ephemeral
    assert result.response is not None and not result.response.components


async def test_the_panel_is_private_to_whoever_opened_it(world: World) -> None:
    panel = await open_panel(world)
    with pytest.raises(simcord.SetupError, match="not visible"):
        await world.carol.click(panel.message, custom_id=controls(panel)["reminders"])


async def test_a_manager_who_lost_manage_server_changes_nothing(world: World) -> None:
    panel = await open_panel(world)
    managers = next(r for r in world.guild.roles.values() if r.name == "Managers")
    world.env.backend.edit_role(world.guild.id, managers.id, {"permissions": 0})
    await world.env.settle()
    note = await choose(world, panel, "expiry", ["86400"])
    assert NOT_MANAGER in note and "Nothing was changed" in note
    assert await stored(world) == GuildSettings()


# ---- each setting reaches new matches ----------------------------------------------------------


async def test_presets_reach_the_next_challenge_and_match_and_show_in_the_panel(
    world: World,
) -> None:
    panel = await open_panel(world)
    assert chosen(panel, "expiry") == ["1 h"] and chosen(panel, "clock") == ["no limit"]
    assert await choose(world, panel, "expiry", ["86400"]) == ""
    await choose(world, panel, "clock", ["3600"])
    await choose(world, panel, "round", ["300"])
    assert chosen(panel, "expiry") == ["1 day"]
    assert chosen(panel, "clock") == ["1 h per move"]
    assert chosen(panel, "round") == ["5 min per round"]
    assert "Saved: Thwart Omega round time: 5 min." in text_of(panel)

    message = await challenge(world, "meter", opponent=world.bob)
    record = await world.arena.service.get_challenge(1)
    assert record.expires_at - record.created_at == timedelta(days=1)
    accepted = await world.bob.click(message, label="Accept")
    match = await world.match(int(said(accepted).split("match #")[1].split(" ")[0]))
    assert match.timing.move_seconds == 3600 and match.timing.reminders
    await world.env.advance_time(5)  # /play's cooldown
    thwart, _ = await start_match(world, "thwart-omega")
    assert (await world.match(thwart)).timing.round_seconds == 300


async def test_reminders_come_at_half_and_a_tenth_and_survive_a_restart(
    world: World, restart: Any
) -> None:
    match_id, _ = await start_match(world, "meter", clock=3600)
    match = await world.match(match_id)
    mover = world.member(match.to_act[0])
    before = len(await dms(mover))
    await world.env.advance_time(1799)
    assert len(await dms(mover)) == before
    await world.env.advance_time(1)
    reminder = (await dms(mover))[-1]
    assert f"it is your move in match #{match_id}" in reminder and "you lose on time" in reminder
    await restart()
    await world.env.advance_time(1439)  # 53 min 59 s
    assert len(await dms(mover)) == before + 1
    await world.env.advance_time(1)  # 54 min: a tenth of the hour is left
    assert len(await dms(mover)) == before + 2
    await world.env.advance_time(360)
    assert (await world.match(match_id)).status is MatchStatus.FINISHED


async def test_reminders_turned_off_leave_the_next_match_without_them(world: World) -> None:
    panel = await open_panel(world)
    assert "Turn off" in str(panel.components)
    await press(world, panel, "reminders")
    assert not (await stored(world)).timing.reminders
    assert "**Reminders before a loss on time**: **off**" in text_of(panel)
    match_id, _ = await start_match(world, "meter", clock=60)
    mover = world.member((await world.match(match_id)).to_act[0])
    before = len(await dms(mover))
    await world.env.advance_time(59)
    assert len(await dms(mover)) == before


async def test_challenges_elsewhere_get_a_pointer_to_the_play_channel(world: World) -> None:
    play = world.guild.create_text_channel("play-here")
    panel = await open_panel(world)
    await choose(world, panel, "play", [play])
    assert (await stored(world)).play_channel_id == play.id
    assert f"<#{play.id}> only" in text_of(panel)
    refused = await world.alice.slash(world.channel, "play meter", opponent=world.bob)
    assert refused.ephemeral
    assert f"Challenges on this server are made in <#{play.id}>" in said(refused)
    assert not [m for m in world.channel.history() if "Challenge #" in shown(m)]
    posted = await world.alice.slash(play, "play meter", opponent=world.bob)
    assert "is posted" in said(posted)
    assert "Challenge #" in shown(last_bot_message(play, world.env))
    # Cleared: anywhere again.
    await choose(world, panel, "play", [])
    assert (await stored(world)).play_channel_id is None


async def test_a_play_category_allows_its_channels(world: World) -> None:
    games = world.guild.create_category("Board games")
    inside = world.guild.create_text_channel("table-1", category=games)
    panel = await open_panel(world)
    await choose(world, panel, "play", [games])
    refused = await world.alice.slash(world.channel, "play meter")
    assert "the channels of the **Board games** category such as" in said(refused)
    posted = await world.alice.slash(inside, "play meter")
    assert "is posted" in said(posted)


async def test_a_channel_the_bot_cannot_post_in_is_refused(world: World) -> None:
    me = world.guild.me
    assert me is not None
    closed = world.guild.create_text_channel(
        "closed", overwrites={me: discord.PermissionOverwrite(send_messages=False)}
    )
    panel = await open_panel(world)
    note = await choose(world, panel, "play", [closed])
    assert f"I cannot post in <#{closed.id}>: I am missing **Send Messages** there" in note
    assert "Nothing was changed" in note
    assert await stored(world) == GuildSettings()
    assert "**Play channel**: any channel" in text_of(panel)


async def test_a_channel_hidden_from_the_bot_or_an_empty_category_is_refused(world: World) -> None:
    me = world.guild.me
    assert me is not None
    hidden = world.guild.create_text_channel(
        "hidden", overwrites={me: discord.PermissionOverwrite(view_channel=False)}
    )
    empty = world.guild.create_category("Nothing here")
    panel = await open_panel(world)
    note = await choose(world, panel, "play", [hidden])
    assert "View Channel" in note and "Nothing was changed" in note
    note = await choose(world, panel, "play", [empty])
    assert "I cannot post in any channel of the **Nothing here** category" in note
    assert await stored(world) == GuildSettings()


async def test_open_challenges_ping_the_looking_for_a_game_role(world: World) -> None:
    lfg = world.guild.create_role("Looking for a game", mentionable=True)
    panel = await open_panel(world)
    await choose(world, panel, "lfg", [lfg])
    assert f"<@&{lfg.id}>" in text_of(panel)
    open_one = await challenge(world, "meter")
    assert shown(open_one).startswith(f"⚔️ <@&{lfg.id}> Challenge #")
    assert pinged(world, open_one) == ([], [lfg.id])
    direct = await challenge(world, "meter", by=world.carol, opponent=world.bob)
    assert f"<@&{lfg.id}>" not in shown(direct)
    assert pinged(world, direct) == ([world.bob.id], [])


async def test_everyone_cannot_be_the_role(world: World) -> None:
    panel = await open_panel(world)
    note = await choose(world, panel, "lfg", [world.guild.default_role])
    assert "cannot ping @everyone" in note and "Nothing was changed" in note
    assert (await stored(world)).lfg_role_id is None


@pytest.mark.parametrize(
    ("policy", "challenge_pings", "turn_pings"),
    [
        (PingPolicy.ALL, True, True),
        (PingPolicy.CHALLENGES, True, False),
        (PingPolicy.NONE, False, False),
    ],
)
async def test_ping_policy(
    world: World, policy: PingPolicy, challenge_pings: bool, turn_pings: bool
) -> None:
    panel = await open_panel(world)
    if policy is not PingPolicy.ALL:
        await choose(world, panel, "pings", [str(policy)])
    assert (await stored(world)).pings is policy
    message = await challenge(world, "meter", opponent=world.bob)
    assert f"<@{world.bob.id}>" in shown(message)  # named either way
    assert pinged(world, message)[0] == ([world.bob.id] if challenge_pings else [])
    accepted = await world.bob.click(message, label="Accept")
    match_id = int(said(accepted).split("match #")[1].split(" ")[0])
    match = await world.match(match_id)
    mover = world.member(match.to_act[0])
    thread = thread_of(world, match_id)
    await mover.slash(thread, "move", move="b2")
    board = last_bot_message(thread, world.env)
    waiting = (await world.match(match_id)).to_act[0]
    assert f"<@{waiting}>" in shown(board)
    assert pinged(world, board)[0] == ([waiting] if turn_pings else [])


async def test_thread_archive_delay(world: World) -> None:
    panel = await open_panel(world)
    await choose(world, panel, "archive", ["300"])
    _, thread = await start_match(world, "meter")
    result = await world.alice.slash(thread, "resign")
    assert result.response is not None
    await world.alice.click(result.response.message, label="Resign")

    def archived() -> bool:
        meta = thread._channel.thread_metadata
        return meta is not None and bool(meta.archived)

    await world.env.advance_time(290)
    assert not archived()
    await world.env.advance_time(15)
    assert archived()


async def test_unplayed_rounds_through_the_form(world: World) -> None:
    panel = await open_panel(world)
    form = await press(world, panel, "unplayed")
    assert form.modal is not None
    for garbage in ("abc", "-1", "101", "2.5", "  "):
        result = await world.mod.submit_modal(form, {"rounds": garbage})
        text = "\n".join(f.content for f in result.followups)
        assert "must be a whole number from 0 to 100" in text and "Nothing was changed" in text
        assert (await stored(world)).unplayed_rounds == 3
        form = await press(world, panel, "unplayed")
    await world.mod.submit_modal(form, {"rounds": "1"})
    assert (await stored(world)).unplayed_rounds == 1
    assert "abandoned after **1** round in a row" in text_of(panel)
    match_id, _ = await start_match(world, "thwart-omega")
    await world.env.advance_time(61)  # one round with no move from either player
    assert (await world.match(match_id)).status is MatchStatus.FINISHED


async def test_computer_opponents_switch(world: World) -> None:
    panel = await open_panel(world)
    assert (await stored(world)).computer_allowed
    await press(world, panel, "computer")
    assert not (await stored(world)).computer_allowed
    assert "**Computer opponents**: **off**" in text_of(panel)
    await press(world, panel, "computer")
    assert (await stored(world)).computer_allowed


# ---- out-of-date panels ------------------------------------------------------------------------


async def test_a_panel_out_of_date_changes_nothing_and_shows_the_current_settings(
    world: World,
) -> None:
    first = await open_panel(world)
    second = await open_panel(world)
    await choose(world, first, "expiry", ["86400"])
    note = await choose(world, second, "expiry", ["300"])
    assert note == STALE
    assert (await stored(world)).challenge_seconds == 86400
    assert chosen(second, "expiry") == ["1 day"]  # redrawn with what is stored
    # Redrawn, the second panel works again.
    await choose(world, second, "expiry", ["300"])
    assert (await stored(world)).challenge_seconds == 300


async def test_a_double_press_changes_once(world: World) -> None:
    """Two presses sent before the first one's answer came back both carry the panel as it
    was; simcord runs one operation at a time, so the second is sent with the old panel."""
    panel = await open_panel(world)
    switch = controls(panel)["reminders"]
    as_pressed = copy.deepcopy(
        dict(
            message_payload(
                world.env.backend, world.env.backend.get_message(panel.channel_id, panel.id)
            )
        )
    )
    await world.mod.click(panel.message, custom_id=switch)
    assert not (await stored(world)).timing.reminders
    again = await _dispatch_actor_interaction(
        world.mod,
        simcord.enums.InteractionType.MESSAGE_COMPONENT,
        world.channel,
        {"custom_id": switch, "component_type": 2},
        extra={"message": as_pressed},
        source_message_id=panel.id,
    )
    assert [f.content for f in again.followups] == [STALE]
    assert not (await stored(world)).timing.reminders
    assert "**Reminders before a loss on time**: **off**" in text_of(panel)


async def test_a_form_opened_on_an_out_of_date_panel_saves_nothing(world: World) -> None:
    panel = await open_panel(world)
    other = await open_panel(world)
    form = await press(world, panel, "unplayed")
    await choose(world, other, "expiry", ["86400"])
    result = await world.mod.submit_modal(form, {"rounds": "7"})
    assert [f.content for f in result.followups] == [STALE]
    assert (await stored(world)).unplayed_rounds == 3


def test_the_panel_fits_discords_limits_with_long_names_and_ids() -> None:
    """A V2 message: at most 40 components and 4,000 characters of text in all."""
    settings = GuildSettings(
        play_channel_id=98765432109876543210 // 10,
        lfg_role_id=12345678901234567890 // 10,
        challenge_seconds=12345,  # not a preset: shown as an extra option
    )
    long_warnings = ["x" * 300, "y" * 300]
    view = settings_panel.panel(
        settings, 99999999999999999999, server="S" * 100, note="n" * 200, warnings=long_warnings
    )
    assert settings_panel.counted(view) <= settings_panel.COMPONENTS_LIMIT
    texts = [c for c in view.walk_children() if isinstance(c, discord.ui.TextDisplay)]
    assert sum(len(t.content) for t in texts) <= 4000
    ids = [str(getattr(c, "custom_id", "")) for c in view.walk_children()]
    assert all(len(i) <= 100 for i in ids)


def test_reminder_and_open_challenge_texts() -> None:
    deadline = "2026-01-01T01:00:00+00:00"
    reminder = warning_text(12, 34, deadline, ran_out=False)
    assert "it is your move in match #12" in reminder and "<t:1767229200:R>" in reminder
    assert "ran out" in warning_text(12, 34, deadline)  # the grace warning, and old rows
