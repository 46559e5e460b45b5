"""All moves as first in Meter (``ai.rave``): which cells a line credits to which seat, and how
the credit steers the search."""

from __future__ import annotations

import random
from dataclasses import replace

from ai.budget import Budget
from ai.choose import choose_move
from ai.knobs import Knobs
from ai.levels import LEVELS, STRONG
from ai.rave import NO_CELL, RaveNode, RaveSearch, own_firsts
from rules import get_game

GAME = get_game("meter")
KNOBS = Knobs(exploration=0.35, depth=8, finish=37, bitsets=True, rave=300)


def test_a_cell_counts_for_the_seat_that_placed_its_first_stone() -> None:
    # seat A plays the even moves, seat B the odd ones
    line = [1, 2, 3, 1, NO_CELL, 4, 2]
    firsts = own_firsts(line)
    assert firsts[0] == 1 << 1 | 1 << 3  # A first on 1 and 3 (B's later 1 does not count)
    assert firsts[1] == 1 << 2 | 1 << 1 | 1 << 4  # from move 1 on, B is first on 2, 1 and 4
    assert firsts[2] == 1 << 3 | 1 << 2  # from move 2 on, A's 2 (move 6) is its cell's first
    assert firsts[3] == 1 << 1 | 1 << 4  # from move 3 on, B is first on 1
    assert firsts[4] == 1 << 2  # swap: no cell of its own; A's later 2
    assert firsts[6] == 1 << 2
    assert own_firsts([]) == []


def _position(plies: int, seed: int = 5) -> object:
    rng = random.Random(seed)
    state = GAME.new_state()
    for _ in range(plies):
        seat = GAME.seats_to_act(state)[0]
        state = GAME.play(state, seat, GAME.random_move(state, seat, rng))
    return state


def test_every_playout_credits_the_root_seat_s_cells() -> None:
    """After n playouts, a cell's all-moves visits at the root are at most n and the root's
    own cells have some; cells that are taken have none."""
    state = _position(12)
    seat = GAME.seats_to_act(state)[0]
    search = RaveSearch(GAME, state, seat, KNOBS, random.Random(1))
    search.run(Budget(200))
    root = search.root
    assert isinstance(root, RaveNode)
    assert root.visits == 200
    grid = state.grid  # type: ignore[attr-defined]
    empty = grid.all & ~(state.black | state.white)  # type: ignore[attr-defined]
    credited = {bit for bit, v in enumerate(root.amaf_visits) if v}
    assert credited and max(root.amaf_visits) <= 200
    # a taken cell can be credited only when a capture freed it; every empty cell is credited
    assert {bit for bit in grid.names if empty >> bit & 1} <= credited
    # each child's own first stone is credited to its parent's seat every time it is visited
    for _, child in root.children:
        assert isinstance(child, RaveNode)
        assert root.amaf_visits[child.bit] >= child.visits


def test_selection_prefers_the_move_whose_cell_wins_in_all_playouts() -> None:
    state = _position(12)
    seat = GAME.seats_to_act(state)[0]
    search = RaveSearch(GAME, state, seat, KNOBS, random.Random(2))
    root = search.root
    assert isinstance(root, RaveNode)
    root.untried = search._moves(root)
    first, second = search._expand(root), search._expand(root)
    for child in (first, second):
        child.visits, child.total = 10, 5.0
    root.visits = 20
    assert isinstance(first, RaveNode) and isinstance(second, RaveNode)
    root.amaf_visits[first.bit], root.amaf_total[first.bit] = 100, 30.0
    root.amaf_visits[second.bit], root.amaf_total[second.bit] = 100, 70.0
    assert search._select(root) is second
    root.amaf_total[first.bit], root.amaf_total[second.bit] = 70.0, 30.0
    assert search._select(root) is first
    # without all-moves values (k = 0) equal means go to the first child
    plain = RaveSearch(GAME, state, seat, replace(KNOBS, rave=0.0), random.Random(2))
    plain.root = root
    assert plain._select(root) is first


def test_the_next_move_opened_is_the_best_in_all_playouts() -> None:
    state = _position(12)
    seat = GAME.seats_to_act(state)[0]
    search = RaveSearch(GAME, state, seat, KNOBS, random.Random(3))
    root = search.root
    assert isinstance(root, RaveNode)
    root.untried = search._moves(root)
    favourite = root.untried[0]  # the last the ordering would open
    bit = search._bit(favourite)
    root.amaf_visits[bit], root.amaf_total[bit] = 5, 4.0
    other = search._bit(root.untried[-1])
    root.amaf_visits[other], root.amaf_total[other] = 5, 2.0
    child = search._expand(root)
    assert root.children[-1] == (favourite, child)


def test_a_level_with_rave_plays_legal_meter_moves() -> None:
    level = LEVELS[STRONG]
    tuned = {**level.tuned, "meter": {**level.tuned["meter"], "rave": 300.0}}
    LEVELS["strong-rave-test"] = replace(level, name="strong-rave-test", tuned=tuned)
    try:
        state = GAME.new_state()
        rng = random.Random(4)
        for ply in range(8):
            seat = GAME.seats_to_act(state)[0]
            move = choose_move(GAME, state, seat, level="strong-rave-test", seed=ply, playouts=60)
            state = GAME.play(state, seat, move)
            for _ in range(rng.randint(0, 3)):
                s = GAME.seats_to_act(state)[0]
                state = GAME.play(state, s, GAME.random_move(state, s, rng))
    finally:
        del LEVELS["strong-rave-test"]
