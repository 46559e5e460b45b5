"""The four levels a player can choose, plus the plain baseline the benchmark measures against.

A level is a search setting (``Knobs``) and a default budget: a number of playouts (so a game
against a level is repeatable from its seed) and a time cap that keeps a move under a few
seconds on the biggest boards. Every level scores short playouts by the games' own counting
instead of playing long random ones; ``medium`` and ``strong`` also try moves in the order a
one-move look-ahead likes, with progressive widening; ``strong`` searches five times longer.
"""

from __future__ import annotations

from dataclasses import dataclass

from ai.knobs import Knobs

RANDOM, EASY, MEDIUM, STRONG = "random", "easy", "medium", "strong"
# Plain UCT with uniform random playouts to the end: the benchmark's yardstick, not a level.
UCT = "uct"


@dataclass(frozen=True, slots=True)
class Level:
    """A level's search and its default budget (``playouts`` within ``seconds``)."""

    name: str
    knobs: Knobs | None  # None: a uniformly random legal move, no search
    playouts: int
    seconds: float
    help: str


LEVELS: dict[str, Level] = {
    RANDOM: Level(RANDOM, None, 1, 0.0, "a random legal move"),
    EASY: Level(EASY, Knobs(depth=4, candidates=6), 30, 0.25, "a short look ahead"),
    MEDIUM: Level(
        MEDIUM,
        Knobs(exploration=0.7, depth=8, ordering=True, widening=1.5, candidates=12),
        300,
        0.5,
        "a shorter search with game knowledge",
    ),
    STRONG: Level(
        STRONG,
        Knobs(exploration=0.7, depth=8, ordering=True, widening=1.5, candidates=20),
        1500,
        2.0,
        "a longer search with game knowledge",
    ),
}

BASELINE = Level(UCT, Knobs(exploration=1.4, depth=None, candidates=20), 4000, 2.0, "plain UCT")

# What a player may choose; ``uct`` is for the benchmark only.
PLAYER_LEVELS: tuple[str, ...] = tuple(LEVELS)


def level_named(name: str) -> Level:
    """The level called ``name``; ``ValueError`` with the choices otherwise."""
    if name == UCT:
        return BASELINE
    try:
        return LEVELS[name]
    except (KeyError, TypeError):
        choices = ", ".join(PLAYER_LEVELS)
        raise ValueError(f"There is no computer level {name!r}. Levels: {choices}.") from None
