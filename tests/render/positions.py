"""The golden positions (``golden/positions.json``): literal move lists, replayed through the rules.

Shared by the golden tests and ``scripts/regen_render_goldens.py``. A position is the state after
its moves; ``previous`` says whether the image is drawn with the state before the last move
(which shows the ghosts of the stones that move removed).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import rules
from render import board_png

GOLDEN = Path(__file__).parent / "golden"
POSITIONS = GOLDEN / "positions.json"


@dataclass(frozen=True, slots=True)
class Position:
    name: str
    game: rules.Game[Any]
    state: Any
    previous: Any
    names: tuple[str, str]
    theme: str
    width: int
    note: str

    @property
    def path(self) -> Path:
        return GOLDEN / f"{self.name}.png"

    def png(self) -> bytes:
        return board_png(
            self.game,
            self.state,
            previous=self.previous,
            names=self.names,
            theme=self.theme,
            width=self.width,
        )


def replay(game: rules.Game[Any], options: dict[str, Any], moves: list[Any]) -> list[Any]:
    """Every state from the start through ``moves`` (rounds for a simultaneous game)."""
    state = game.new_state(**options)
    states = [state]
    for move in moves:
        if game.simultaneous:
            state = game.play_round(state, {0: move[0], 1: move[1]})
        else:
            state = game.play(state, move[0], move[1])
        states.append(state)
    return states


def load() -> list[Position]:
    data = json.loads(POSITIONS.read_text(encoding="utf-8"))
    out = []
    for entry in data["positions"]:
        game = rules.get_game(entry["game"])
        states = replay(game, entry["options"], entry["moves"])
        out.append(
            Position(
                name=entry["name"],
                game=game,
                state=states[-1],
                previous=states[-2] if entry["previous"] and len(states) > 1 else None,
                names=(entry["names"][0], entry["names"][1]),
                theme=entry["theme"],
                width=entry["width"],
                note=entry.get("note", ""),
            )
        )
    return out
