"""Interleave's set-up under the pie (RULES.md §2, §4), from a solved and measured book.

In real time, who moves first after the choice never changed the result of an ending the solver
read (``ai.ending``: about a thousand random positions of 6 to 18 empty cells, each won by the
same colour whichever colour moved first). So no set-up wins for the setter with both colours: a
chooser who reads the position exactly always takes the winning colour. What a setter can do is
leave a position whose winning colour looks like the losing one. Random playouts judge an
ending by stones placed at random and games stopped at a random ``done``; in the book's
set-ups (12 empty cells) they give the colour that loses with perfect play nearly all their
wins, and a search built on them (the benchmark's plain UCT, at every width and time measured)
takes that colour. ``strong`` as seat 0 places a book set-up stone by stone and, once the
chooser has taken the other colour, plays the ending exactly (``ai.ending.solved_move``).

``SETUPS`` per board side, real-time mode only (in turns mode Black moves first, which the
book's solving does not model). Each set-up names its stones and the colour that wins it;
``tests/ai/test_setups.py`` solves each again, and ``./dev bench interleave_setups`` finds and
measures new ones.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rules.game import Colour, Game
from rules.interleave.notation import DONE, SETUP
from rules.interleave.state import REALTIME

AnyGame = Game[Any]


@dataclass(frozen=True, slots=True)
class Setup:
    """A book set-up: its Black and Red stones (placed in this order, Black first) and the
    colour that wins it with perfect play, whichever colour moves first (``ai.ending``)."""

    black: tuple[str, ...]
    red: tuple[str, ...]
    winner: Colour

    def stones(self) -> list[str]:
        """The set-up's moves in order: ``black d4`` ..., then ``red c3`` ..."""
        return [f"black {c}" for c in self.black] + [f"red {c}" for c in self.red]


# side -> set-ups; measured by ./dev bench interleave_setups (see each entry)
SETUPS: dict[int, tuple[Setup, ...]] = {
    4: (
        Setup(
            black=(
                *("a1", "b3", "b4", "b5", "c4", "c5", "d1", "d3", "d4"),
                *("d7", "e1", "e3", "e4", "e5", "f1", "f3", "g1", "g4"),
            ),
            red=("a2", "a3", "b2", "c1", "d5", "d6", "f5"),
            winner=Colour.RED,
        ),
    )
}


def setup_stone(game: AnyGame, state: Any, rng: random.Random) -> str | None:
    """Seat 0's next set-up move from the book (a stone, or ``done`` once the set-up is
    complete), while the stones placed so far are the start of a book set-up; else ``None``
    (the search decides)."""
    if game.id != "interleave" or state.phase != SETUP:
        return None
    options = game.options_of(state)
    book = SETUPS.get(options["size"])
    if options["mode"] != REALTIME or not book:
        return None
    placed = [move for _, move in game.history(state)]
    if not placed:
        return rng.choice(book).stones()[0]
    for setup in book:
        stones = setup.stones()
        if stones[: len(placed)] == placed:
            return stones[len(placed)] if len(placed) < len(stones) else DONE
    return None
