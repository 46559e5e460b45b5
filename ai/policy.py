"""Playout moves: what a search assumes both players do after the moves it looks at."""

from __future__ import annotations

import random
from typing import Any

from ai.evaluate import COLOUR_WORDS, value
from rules.game import Game, Seat

AnyGame = Game[Any]

DONE = "done"
# Interleave's setup (RULES.md §2) ends only with `done`; a uniformly random setup would fill
# most of the board before that and tell the search nothing about real games.
SETUP_DONE_CHANCE = 0.5


def actor(game: AnyGame, state: Any, previous: Seat | None) -> Seat:
    """The seat that moves next in a search line, tree or playout.

    When both seats may act (Interleave in real time), the line alternates: the seat that did not
    make the previous move, as the tree and the benchmark's referee do. (Playouts once drew the
    seat at random: they then modelled another game, in which one side could place twice in a
    row and the seat that moves first after the colour choice was a coin's toss, so a set-up
    that random order judged even could lose for the setter under alternation.)
    """
    acting = game.seats_to_act(state)
    if len(acting) == 1:
        return acting[0]
    return 1 - previous if previous is not None and (1 - previous) in acting else acting[0]


def playout_move(game: AnyGame, state: Any, seat: Seat, rng: random.Random) -> str:
    """A random legal move, nudged where a uniform choice would make meaningless games."""
    moves = game.legal_moves(state, seat)
    setup = game.id == "interleave" and DONE in moves and in_setup(moves)
    if setup and rng.random() < SETUP_DONE_CHANCE:
        return DONE
    if len(moves) == 2 and COLOUR_WORDS.issuperset(moves):
        # The pie's colour choice: the chooser takes the colour the position favours, else the
        # setter's balancing would go unrewarded in playouts.
        def chance(move: str) -> float:
            after = value(game, game._play(state, seat, move))
            return after if seat == 0 else 1.0 - after

        return max(moves, key=chance)
    return rng.choice(moves)


def in_setup(moves: list[str]) -> bool:
    """Interleave's setup moves name their colour (``black d4``); later placements do not."""
    return len(moves) > 1 and " " in moves[0]
