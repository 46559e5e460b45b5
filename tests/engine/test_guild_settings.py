"""GuildSettings as stored: every field round-trips through JSON, and JSON written before a
field existed still loads with that field's default."""

from __future__ import annotations

from bot.engine.model import GuildSettings, Timing


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
