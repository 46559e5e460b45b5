"""Interleave's set-up under the pie (RULES.md §2, §4), from a solved and measured book.

In real time, who moves first after the choice never changed the winner of an ending the solver
read (``ai.ending``: 1,000 random set-ups of 12 empty cells, which ``./dev bench
interleave_setups`` checks, and about 1,100 more of 6 to 18 empty cells): each was won by the
same colour whichever colour moved first. (Likely why: a stone never takes a legal cell from
the other colour, since a Black stone only makes cells see more Black, RULES.md §4, so a side
loses nothing by waiting.) So no set-up wins for the setter with both colours, and a chooser who
reads the position exactly always takes the winning colour. What a setter can do is leave a
position whose winning colour looks like the losing one. Random playouts judge an ending by
stones placed at random and games stopped at a random ``done``; in the book's set-ups (12 empty
cells) they give the colour that loses with perfect play all their wins, and a search built on
them (the benchmark's plain UCT, both widths, 0.5 to 2 CPU s a move) takes that colour.
``strong`` as seat 0 places a book set-up stone by stone and, once the chooser has taken the
other colour, plays the ending exactly (``ai.ending.solved_move``). Against a chooser who reads
the ending (as strong does with ``Knobs.solve``) the book loses every time.

``SETUPS`` per board side, real-time mode only (in turns mode Black moves first, which the
book's solving does not model). Each set-up names its stones and the colour that wins it;
``tests/ai/test_setups.py`` solves each again.
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


# side -> set-ups. Side 4: ./dev bench interleave_setups --empty 12 --candidates 1000 --keep 5
# --seconds 0.5 1 2 --choosers 3 --seed 2 (Nov 2026, loaded machine; CPU time): of 1,000 random
# set-ups with 12 empty cells, the five most deceptive gave the losing colour all the random
# playouts' wins (100 a colour); these three were taken wrong by both yardsticks at 0.5, 1 and
# 2 CPU s in each of 3 seeds (the other two fooled uct-narrow at 2 s in only 1 and 2 of 3).
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
        Setup(
            black=("c1", "c2", "d6", "e5", "e6", "g4"),
            red=(
                *("a1", "b1", "b2", "b3", "b5", "c3", "c5", "c6", "d1"),
                *("d2", "d3", "d5", "d7", "e2", "f1", "f3", "f4", "f5"),
                *("g3",),
            ),
            winner=Colour.BLACK,
        ),
        Setup(
            black=("a3", "b3", "d7", "e1", "e6", "g2", "g3"),
            red=(
                *("a1", "a4", "b4", "b5", "c1", "c3", "c6", "d1", "d2"),
                *("d3", "d6", "e4", "e5", "f2", "f3", "f4", "g1", "g4"),
            ),
            winner=Colour.BLACK,
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
