"""A tournament's stored settings keep the two-stage and paced-round fields, and settings stored
before those fields existed read as one stage with rounds that wait for their slowest match."""

from __future__ import annotations

from bot.engine.tournaments.core.game_choice import GameChoice
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import Overtime, TournamentConfig
from bot.engine.tournaments.vocabulary import ChoiceRule


def config() -> TournamentConfig:
    settings = Settings(
        GameChoice(ChoiceRule.FIXED, ("meter",)),
        format=Format.SWISS,
        top_cut=8,
        top_cut_format=Format.DOUBLE,
        group_size=4,
    )
    return TournamentConfig(
        settings, round_minutes=45, overtime=Overtime.ORGANISER, overtime_minutes=7
    )


def test_two_stage_and_pacing_fields_survive_storage() -> None:
    stored = config()
    again = TournamentConfig.from_json(stored.to_json())
    assert again == stored
    assert again.settings.top_cut == 8
    assert again.settings.top_cut_format is Format.DOUBLE
    assert again.round_minutes == 45
    assert again.overtime is Overtime.ORGANISER


def test_settings_stored_before_the_fields_read_as_one_unpaced_stage() -> None:
    data = config().to_json()
    settings = data["settings"]
    assert isinstance(settings, dict)
    for key in ("top_cut", "top_cut_format", "group_size"):
        del settings[key]
    for key in ("round_minutes", "overtime", "overtime_minutes"):
        del data[key]
    old = TournamentConfig.from_json(data)
    assert old.settings.top_cut == 0
    assert old.settings.group_size == 0
    assert old.round_minutes == 0
    assert old.overtime is Overtime.CLOCK
