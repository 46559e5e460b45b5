"""The benchmark's yardsticks (``tests/bench/baselines.py``): legal moves in every game, a budget
that stops the search on the injected clock, play that beats random from both seats, and no
code shared with the levels they measure."""

from __future__ import annotations

import ast
import itertools
import random
from pathlib import Path
from typing import Any

import pytest

from rules import GAMES, get_game
from rules.game import Game
from tests.bench import baselines
from tests.bench.baselines import NARROW, PLAIN, Limit, baseline_move, next_seat, uct_move
from tests.bench.bench_strength import Result, indexes, summary

STILL = 0.0  # a clock that never moves: only the iteration cap stops a search


def _positions(game: Game[Any], count: int, seed: int) -> list[tuple[Any, int]]:
    """Positions of a seeded random game, with the seat the referee asks."""
    rng, state, last = random.Random(seed), game.new_state(), None
    found: list[tuple[Any, int]] = []
    while game.outcome(state) is None and len(found) < count:
        if game.simultaneous:
            found.append((state, rng.choice((0, 1))))
            state = game.play_round(state, {s: game.random_move(state, s, rng) for s in (0, 1)})
            continue
        seat = next_seat(game, state, last)
        found.append((state, seat))
        state = game.play(state, seat, game.random_move(state, seat, rng))
        last = seat
    return found[:: max(1, len(found) // 6)]


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("baseline", [PLAIN, NARROW], ids=lambda b: b.name)
def test_every_move_is_legal(game_id: str, baseline: baselines.Baseline) -> None:
    game: Game[Any] = get_game(game_id)
    for index, (state, seat) in enumerate(_positions(game, 60, seed=3)):
        line = baseline_move(
            game,
            state,
            seat,
            baseline=baseline,
            seconds=1,
            seed=index,
            clock=lambda: STILL,
            iterations=12,
        )
        if game.simultaneous:
            assert line in game.legal_moves(state, seat)
            continue
        pieces = line.split() if game_id == "meuda" else [line]
        after = state
        for piece in pieces:
            assert piece in game.legal_moves(after, seat), (line, game.board(after))
            after = game.play(after, seat, piece)
        if game_id == "meuda":  # the whole turn: the seat no longer holds the move
            assert game.outcome(after) is not None or game.seats_to_act(after) != (seat,)


@pytest.mark.parametrize("game_id", ["meter", "thwart-omega"])
def test_the_search_stops_at_the_deadline_of_its_clock(game_id: str) -> None:
    """A clock that moves one second per reading: a ten-second budget runs about ten
    iterations, whatever the real time."""
    game: Game[Any] = get_game(game_id)
    ticks = itertools.count()
    limit = Limit(10.0, lambda: float(next(ticks)), iterations=10**6)
    if game.simultaneous:
        baselines.decoupled_move(
            game, game.new_state(), 0, baseline=PLAIN, limit=limit, rng=random.Random(1)
        )
    else:
        uct_move(game, game.new_state(), 0, baseline=PLAIN, limit=limit, rng=random.Random(1))
    assert 9 <= limit.used <= 11


def test_a_whole_meuda_turn_stays_within_the_budget() -> None:
    game: Game[Any] = get_game("meuda")
    state, seat = next(
        (s, t) for s, t in _positions(game, 40, seed=5)[3:] if len(game.history(s)) > 3
    )
    readings = itertools.count()
    line = baseline_move(
        game,
        state,
        seat,
        baseline=PLAIN,
        seconds=20,
        seed=1,
        clock=lambda: float(next(readings)),
    )
    assert line
    # every iteration reads the clock once, plus one reading per stone's start: 20 s, 20 readings
    assert next(readings) <= 20 + 2 * len(line.split()) + 2


@pytest.mark.parametrize(("game_id", "iterations"), [("meter", 100), ("interleave", 500)])
def test_it_beats_random_play_from_both_seats(game_id: str, iterations: int) -> None:
    """Seeded, so repeatable: a few hundred iterations a move on the smallest board against
    uniformly random moves, two games from each seat."""
    game: Game[Any] = get_game(game_id)
    wins = 0.0
    for index in range(4):
        searcher, rng = index % 2, random.Random(index)
        state, last = game.new_state(size=3), None
        while game.outcome(state) is None:
            seat = next_seat(game, state, last)
            if seat == searcher:
                move = baseline_move(
                    game,
                    state,
                    seat,
                    baseline=PLAIN,
                    seconds=1,
                    seed=index,
                    clock=lambda: STILL,
                    iterations=iterations,
                )
            else:
                move = game.random_move(state, seat, rng)
            state, last = game.play(state, seat, move), seat
        wins += baselines.score(game, state, searcher)
    assert wins >= 3.5


def test_the_yardsticks_share_no_code_with_the_levels() -> None:
    tree = ast.parse(Path(baselines.__file__).read_text())
    imported = {
        node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
    } | {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    }
    assert not {name for name in imported if name.split(".")[0] == "ai"}
    assert {name.split(".")[0] for name in imported} <= {
        "__future__",
        "math",
        "random",
        "time",
        "collections",
        "dataclasses",
        "typing",
        "rules",
    }


def test_the_strength_benchmark_can_play_one_seat_s_games() -> None:
    assert indexes(0, 4, None) == [0, 1, 2, 3]
    assert indexes(0, 3, 0) == [0, 2, 4]  # the level sits in seat ``index % 2``
    assert indexes(0, 3, 1) == [1, 3, 5]
    assert indexes(5, 2, 0) == [6, 8]
    assert indexes(5, 2, 1) == [5, 7]


def test_the_strength_summary_never_adds_two_commits_games_together() -> None:
    def game(index: int, score: float, code: str) -> Result:
        return Result("meter", "strong", "uct", 1.0, index, index % 2, score, 2.0, 2, 9, code)

    rows = [game(0, 1.0, "aaa"), game(1, 1.0, "aaa"), game(0, 0.0, "bbb try {}"), game(1, 0.5, "")]
    lines = summary(rows)[1:]
    assert len(lines) == 3
    by_code = {line.rsplit("s ", 1)[1]: line for line in lines}
    assert "2/2" in by_code["aaa"]
    assert "0/1" in by_code["bbb try {}"]
    assert "0.5/1" in by_code["?"]
