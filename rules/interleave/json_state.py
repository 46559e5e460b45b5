"""Interleave states as JSON and back (RULES.md §8): the options and the move list.

Only the moves are stored; ``state_from_json`` rebuilds the position by replaying them through
``play``, so a stored game is exactly as legal as one played.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.errors import MoveError
from rules.game import Game, invalid_json
from rules.interleave.state import InterleaveState


def state_to_json(game: Game[InterleaveState], state: InterleaveState) -> dict[str, Any]:
    """Plain JSON types only: the game, its rules version, the options and the history."""
    return {
        "game": game.id,
        "rules_version": game.rules_version,
        "options": game.options_of(state),
        "history": [[seat, move] for seat, move in state.moves],
    }


def state_from_json(game: Game[InterleaveState], data: Mapping[str, Any]) -> InterleaveState:
    """The state ``to_json`` wrote, rebuilt by replaying its history through ``play``."""
    if not isinstance(data, Mapping):
        raise invalid_json(game.title, "expected a JSON object")
    expected = {"game", "rules_version", "options", "history"}
    if set(data) != expected:
        raise invalid_json(game.title, f"expected exactly the keys {sorted(expected)}")
    if data["game"] != game.id:
        raise invalid_json(game.title, f"it is a state of {data['game']!r}")
    if data["rules_version"] != game.rules_version:
        raise invalid_json(game.title, f"unknown rules version {data['rules_version']!r}")
    options, history = data["options"], data["history"]
    if not (
        isinstance(options, Mapping)
        and all(isinstance(k, str) for k in options)
        and isinstance(history, list)
    ):
        raise invalid_json(game.title, "options must be an object and history a list")
    state = game.new_state(**options)
    for number, entry in enumerate(history, 1):
        if not (
            isinstance(entry, list)
            and len(entry) == 2
            and type(entry[0]) is int
            and isinstance(entry[1], str)
        ):
            raise invalid_json(game.title, f"move {number} is not [seat, move]")
        seat, move = entry
        try:
            if game.parse_move(state, seat, move) != move:
                raise invalid_json(game.title, f"move {number} ({move!r}) is not canonical")
            state = game.play(state, seat, move)
        except MoveError as error:
            raise invalid_json(game.title, f"move {number} ({move!r}): {error}") from None
    return state
