"""Strong's Meter playouts on bitsets (``ai.games.meter``) play the rules' own game, faster."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ai import levels as ai_levels
from ai.games import meter
from ai.knobs import Knobs
from ai.tree import Search
from rules import get_game
from rules.meter import MeterState
from tests.bench import bench_selfplay

GAME = get_game("meter")


def _position(seed: int, plies: int, **options: object) -> MeterState:
    rng = random.Random(seed)
    state: MeterState = GAME.new_state(**options)
    for _ in range(plies):
        if GAME.outcome(state) is not None:
            break
        seat = GAME.seats_to_act(state)[0]
        state = GAME.play(state, seat, GAME.random_move(state, seat, rng))
    return state


def _seat0(state: MeterState) -> float:
    outcome = GAME.outcome(state)
    assert outcome is not None
    return 0.5 if outcome.winner is None else float(outcome.winner == 0)


@pytest.mark.parametrize(
    ("seed", "plies", "options"),
    [
        (1, 2, {}),
        (2, 9, {}),
        (3, 30, {}),
        (4, 5, {"size": 3}),
        (5, 12, {"size": 5}),
        (6, 3, {"pie": False}),
        (7, 4, {"max_plies": 20}),  # ends on the move limit, not a full board
        (8, 1, {"max_plies": 2, "pie": False}),
    ],
)
def test_a_playout_is_a_game_the_rules_play_to_the_same_result(
    seed: int, plies: int, options: dict[str, object]
) -> None:
    """Every stone a playout places, played through the rules from the same position, gives
    the same final board, and the playout's result is the rules' outcome of it."""
    state = _position(seed, plies, **options)
    for run in range(5):
        trace: list[int] = []
        result = meter.playout(state, random.Random(run), trace)
        ended = state
        for bit in trace:
            seat = GAME.seats_to_act(ended)[0]
            ended = GAME.play(ended, seat, ended.grid.names[bit])
        assert GAME.outcome(ended) is not None, "the playout stopped before the game's end"
        assert result == _seat0(ended)


def test_a_swapped_game_is_scored_for_the_right_seat() -> None:
    state = GAME.new_state()
    state = GAME.play(state, 0, "d4")
    state = GAME.play(state, 1, "swap")
    results = set()
    for run in range(20):
        trace: list[int] = []
        result = meter.playout(state, random.Random(run), trace)
        ended = state
        for bit in trace:
            ended = GAME.play(ended, GAME.seats_to_act(ended)[0], ended.grid.names[bit])
        assert result == _seat0(ended)
        results.add(result)
    assert results >= {0.0, 1.0}


def test_every_empty_cell_can_be_the_first_stone() -> None:
    """Uniform over the empty cells (captured cells come back into the draw)."""
    state = _position(11, 10)
    firsts = set()
    for run in range(400):
        trace: list[int] = []
        meter.playout(state, random.Random(run), trace)
        firsts.add(trace[0])
    empty = state.grid.all & ~(state.black | state.white)
    assert firsts == {bit for bit in state.grid.names if empty >> bit & 1}


def test_the_search_plays_meter_out_on_bitsets_with_the_knob() -> None:
    """With ``bitsets`` strong's playout to the end is ``ai.games.meter``'s; without it, the
    generic one (which draws its moves differently from the same seed)."""
    state = _position(3, 8)
    seat = GAME.seats_to_act(state)[0]
    knobs = Knobs(depth=8, finish=37)
    differ = 0
    for seed in range(40):
        fast = Search(GAME, state, seat, replace(knobs, bitsets=True), random.Random(seed))
        slow = Search(GAME, state, seat, knobs, random.Random(seed))
        expected = meter.playout(state, random.Random(seed))
        assert fast._rollout(fast.root) == expected
        differ += slow._rollout(slow.root) != expected
    assert differ > 0  # so the first assertion tells the two playouts apart


def test_the_self_play_benchmark_plays_a_changed_strong_against_strong(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ai_levels, "LEVELS", dict(ai_levels.LEVELS))
    result = bench_selfplay.play("meter", '{"bitsets": false}', "{}", 0.002, 3)
    assert result.seat == 1 and result.score in (0.0, 0.5, 1.0)
    assert result.moves[0] + result.moves[1] == result.plies
    challenger = ai_levels.LEVELS[bench_selfplay.CHALLENGER].knobs_for("meter")
    base = ai_levels.LEVELS[bench_selfplay.BASE].knobs_for("meter")
    assert challenger is not None and not challenger.bitsets
    assert base == ai_levels.LEVELS["strong"].knobs_for("meter")
