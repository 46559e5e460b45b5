"""The registry and option checks of RULES.md §8.1."""

from __future__ import annotations

import pytest

import rules
from rules.game import Option


def test_games_holds_exactly_the_five_ids() -> None:
    assert set(rules.GAMES) == {"meter", "interleave", "thwart-omega", "meridians", "meuda"}
    for game_id, game in rules.GAMES.items():
        assert game.id == game_id


@pytest.mark.parametrize("name", ["meridian", "Meridians", "  MERIDIAN ", "meridians"])
def test_aliases_case_and_spaces(name: str) -> None:
    assert rules.get_game(name) is rules.GAMES["meridians"]


@pytest.mark.parametrize("name", ["chess", "", "meter2", "thwart omega", None, 7])
def test_unknown_game_is_a_key_error_with_a_clear_message(name: object) -> None:
    with pytest.raises(rules.UnknownGame) as info:
        rules.get_game(name)  # type: ignore[arg-type]
    assert isinstance(info.value, KeyError)
    assert "There is no game called" in str(info.value)


def test_option_checks() -> None:
    size = Option("size", int, 4, minimum=3, maximum=8)
    mode = Option("mode", str, "realtime", choices=("realtime", "turns"))
    assert size.check("X", 5) == 5
    assert mode.check("X", "turns") == "turns"
    for bad in [2, 9, True, "4", 4.0, None]:
        with pytest.raises(ValueError):
            size.check("X", bad)
    with pytest.raises(ValueError, match="must be one of"):
        mode.check("X", "fast")


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_unknown_and_bad_options_raise_value_error(game_id: str) -> None:
    game = rules.GAMES[game_id]
    with pytest.raises(ValueError, match="has no option"):
        game.new_state(colour="green")
    for option in game.option_table:
        with pytest.raises(ValueError):
            game.new_state(**{option.name: object()})
