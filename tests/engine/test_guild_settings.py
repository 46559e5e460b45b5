"""GuildSettings as stored: every field round-trips through JSON, and JSON written before a
field existed still loads with that field's default."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.errors import BadRequest, StaleRequest
from bot.engine.model import GuildSettings, PingPolicy, Timing
from tests.engine.support import ALICE, BOB, CAROL, CHANNEL, GUILD, Harness


def test_settings_round_trip_through_json() -> None:
    settings = GuildSettings(
        challenge_seconds=300,
        timing=Timing(round_seconds=300, move_seconds=86400),
        unplayed_rounds=5,
        thread_archive_seconds=86400,
        computer_allowed=False,
    )
    assert GuildSettings.from_json(settings.to_json()) == settings


def test_json_from_before_a_field_existed_loads_with_its_default() -> None:
    old = {"challenge_seconds": 120, "timing": Timing(round_seconds=20).to_json()}
    loaded = GuildSettings.from_json(old)
    assert loaded.challenge_seconds == 120
    assert loaded.timing.round_seconds == 20
    assert loaded.computer_allowed is True
    assert loaded.unplayed_rounds == GuildSettings().unplayed_rounds


def test_old_settings_keep_reminders_on_and_old_matches_keep_them_off() -> None:
    """Settings saved before reminders existed get the default (on); a match's own timing
    saved before then had none, and keeps none."""
    old_timing = {"round_seconds": 60, "move_seconds": 600, "inactivity_seconds": 604800}
    assert GuildSettings.from_json({"timing": old_timing}).timing.reminders is True
    assert Timing.from_json(old_timing).reminders is False


def test_the_version_changes_with_every_field() -> None:
    base = GuildSettings()
    changed = [
        replace(base, challenge_seconds=300),
        replace(base, timing=replace(base.timing, reminders=False)),
        replace(base, unplayed_rounds=4),
        replace(base, thread_archive_seconds=60),
        replace(base, computer_allowed=False),
        replace(base, play_channel_id=123456789012345678),
        replace(base, lfg_role_id=123456789012345678),
        replace(base, pings=PingPolicy.NONE),
    ]
    versions = {base.version(), *(s.version() for s in changed)}
    assert len(versions) == len(changed) + 1
    assert GuildSettings().version() == base.version()


async def test_a_change_from_an_out_of_date_panel_is_refused(harness: Harness) -> None:
    shown = await harness.service.guild_settings(GUILD)
    elsewhere = replace(shown, challenge_seconds=300)
    await harness.service.update_guild_settings(GUILD, elsewhere, expected_version=shown.version())
    with pytest.raises(StaleRequest, match="changed since this panel was shown"):
        await harness.service.update_guild_settings(
            GUILD, replace(shown, unplayed_rounds=5), expected_version=shown.version()
        )
    assert await harness.service.guild_settings(GUILD) == elsewhere


@pytest.mark.parametrize(
    "bad",
    [
        GuildSettings(thread_archive_seconds=-1),
        GuildSettings(thread_archive_seconds=31 * 86400),
        GuildSettings(unplayed_rounds=101),
        GuildSettings(challenge_seconds=59),
        GuildSettings(play_channel_id=-5),
        GuildSettings(lfg_role_id=2**70),
        GuildSettings(timing=Timing(move_seconds=1)),
    ],
)
async def test_settings_out_of_range_are_refused_and_nothing_changes(
    harness: Harness, bad: GuildSettings
) -> None:
    with pytest.raises(BadRequest):
        await harness.service.update_guild_settings(GUILD, bad)
    assert await harness.service.guild_settings(GUILD) == GuildSettings()


@pytest.mark.parametrize(
    ("pings", "ping"),
    [(PingPolicy.ALL, True), (PingPolicy.CHALLENGES, True), (PingPolicy.NONE, False)],
)
async def test_a_challenge_carries_the_ping_policy_and_an_open_one_the_role(
    harness: Harness, pings: PingPolicy, ping: bool
) -> None:
    role = 987654321098765432
    await harness.service.update_guild_settings(GUILD, GuildSettings(lfg_role_id=role, pings=pings))
    direct = await harness.service.challenge(
        guild_id=GUILD, channel_id=CHANNEL, challenger_id=ALICE, game="meter", opponent_id=BOB
    )
    await harness.service.challenge(
        guild_id=GUILD, channel_id=CHANNEL, challenger_id=CAROL, game="meter"
    )
    posted = [
        item.notification.payload
        for item in await harness.outbox()
        if item.notification.kind == "challenge-posted"
    ]
    assert [(p["challenge_id"] == direct.id, p["ping"], p["lfg_role_id"]) for p in posted] == [
        (True, ping, None),
        (False, ping, role),
    ]
