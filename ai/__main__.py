"""``python -m ai play GAME --computer LEVEL [--seat 0|1] [-o NAME=VALUE]``: play the computer
at the terminal. Everything else is ``python -m rules`` (same commands and options); the rules'
referee gets the computer from here because the rules never import the ai package."""

from __future__ import annotations

import sys
from typing import Any

from ai.choose import choose_move
from ai.levels import level_named
from rules.cli import Computer, main
from rules.game import Game, Seat


def computer_for(game: Game[Any], level: str, seed: int | None) -> Computer:
    """A computer opponent at ``level``; each move gets the next seed (repeatable with --seed)."""
    level_named(level)  # refuse an unknown level before the game starts
    seeds = iter(range(seed or 0, sys.maxsize))

    def move(state: Any, seat: Seat) -> str:
        return choose_move(game, state, seat, level=level, seed=next(seeds))

    return move


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], computer_for=computer_for))
