"""Playout moves (``ai.policy``): Interleave's ``done`` in playouts after the set-up."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ai.tree
import rules
from ai.budget import Budget
from ai.knobs import Knobs
from ai.policy import DONE, playout_move
from ai.tree import Search
from tests.ai.test_ending import ending, mover

INTERLEAVE = rules.GAMES["interleave"]


def drawn(state: Any, seat: int, *, keep_placing: bool, draws: int = 400) -> set[str]:
    rng = random.Random(7)
    return {
        playout_move(INTERLEAVE, state, seat, rng, keep_placing=keep_placing) for _ in range(draws)
    }


def test_keep_placing_never_says_done_while_a_placement_is_left() -> None:
    """Drawn like any move, ``done`` comes up among a handful of placements; with
    ``keep_placing`` only placements are drawn, every one of them."""
    checked = 0
    for seed in range(20):
        state = ending(seed, empty=14)
        if INTERLEAVE.outcome(state) is not None:
            continue
        seat = mover(state)
        moves = INTERLEAVE.legal_moves(state, seat)
        if DONE not in moves or len(moves) > 8:
            continue
        assert DONE in drawn(state, seat, keep_placing=False)
        assert drawn(state, seat, keep_placing=True) == set(moves) - {DONE}
        checked += 1
    assert checked >= 5


def test_keep_placing_leaves_the_set_up_alone() -> None:
    """The setter's ``done`` is still drawn in the set-up (else a playout's set-up would fill
    the board)."""
    state = INTERLEAVE.play(INTERLEAVE.new_state(), 0, "black d4")
    assert DONE in drawn(state, 0, keep_placing=True, draws=50)


@pytest.mark.parametrize("keep", [False, True])
def test_the_search_playouts_follow_the_knob(keep: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every playout move of the tree search, in play and through the colour choice, is asked
    with the knob's ``keep_placing``."""
    asked: list[bool] = []

    def spy(game: Any, state: Any, seat: int, rng: random.Random, *, keep_placing: bool) -> str:
        asked.append(keep_placing)
        return playout_move(game, state, seat, rng, keep_placing=keep_placing)

    monkeypatch.setattr(ai.tree, "playout_move", spy)
    knobs = Knobs(depth=8, finish=37, keep_placing=keep)
    play = ending(3, empty=20)
    setup = INTERLEAVE.play(INTERLEAVE.new_state(), 0, "black d4")
    for state, seat in ((play, mover(play)), (setup, 0)):
        search = Search(INTERLEAVE, state, seat, knobs, random.Random(1))
        search.run(Budget(30))
    assert asked and set(asked) == {keep}
