"""``ai.choose_move`` over every game (the conformance suite's idea, RULES.md §8): at every ply
of seeded random games each level returns a legal move in the game's own notation, the same
seed and playout budget give the same move, and bad requests are refused at once."""

from __future__ import annotations

import itertools
import random
import time
from typing import Any

import pytest

import ai
import rules
from ai import choose
from ai.knobs import Knobs
from ai.levels import EXPLORATION_LOW, level_named
from ai.tree import Search
from rules import IllegalMove
from rules.cli import random_step
from rules.game import Game

# Small boards for the every-ply walk (the search is the same at every size); the default
# sizes get a few positions each below.
EVERY_PLY: list[tuple[str, dict[str, object]]] = [
    ("meter", {"size": 3}),
    ("meter", {"size": 3, "pie": False}),
    ("interleave", {"size": 3}),
    ("interleave", {"size": 3, "mode": "turns"}),
    ("thwart-omega", {}),
    ("meridians", {"size": 5, "pie": True}),
    ("meuda", {"size": 4}),
]
DEFAULTS = ["meter", "interleave", "thwart-omega", "meridians", "meuda"]
LEVELS = list(ai.PLAYER_LEVELS)
PLAYOUTS = 3


def check_legal(game: Game[Any], state: Any, seat: int, move: str) -> None:
    """``move`` is one legal move, or for Meuda exactly one whole turn of legal stones."""
    if game.id != "meuda":
        assert move in game.legal_moves(state, seat), move
        return
    for stone in move.split():
        assert seat in game.seats_to_act(state), f"{move!r} goes on after the turn ended"
        assert stone in game.legal_moves(state, seat), move
        state = game.play(state, seat, stone)
    assert game.outcome(state) is not None or game.seats_to_act(state) != (seat,), (
        f"{move!r} stops before the turn is complete"
    )


def label(config: tuple[str, dict[str, object]]) -> str:
    return config[0] + "".join(f"-{k}={v}" for k, v in sorted(config[1].items()))


@pytest.mark.parametrize("config", EVERY_PLY, ids=[label(c) for c in EVERY_PLY])
def test_every_level_plays_legally_at_every_ply(config: tuple[str, dict[str, object]]) -> None:
    game_id, options = config
    game = rules.GAMES[game_id]
    rng = random.Random(15)
    state = game.new_state(**options)
    for ply in itertools.count():
        if game.outcome(state) is not None:
            break
        for seat in game.seats_to_act(state):
            level = LEVELS[(ply + seat) % len(LEVELS)]
            move = ai.choose_move(game, state, seat, level=level, seed=ply, playouts=PLAYOUTS)
            check_legal(game, state, seat, move)
        state = random_step(game, state, rng)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", DEFAULTS)
def test_levels_play_legally_at_default_sizes(game_id: str, level: str) -> None:
    game = rules.GAMES[game_id]
    rng = random.Random(7)
    state = game.new_state()
    for ply in range(40):
        if game.outcome(state) is not None:
            break
        if ply % 8 == 0:
            for seat in game.seats_to_act(state):
                move = ai.choose_move(game, state, seat, level=level, seed=ply, playouts=PLAYOUTS)
                check_legal(game, state, seat, move)
        state = random_step(game, state, rng)


def mid_game(game_id: str, plies: int = 7) -> tuple[Game[Any], Any]:
    game = rules.GAMES[game_id]
    rng = random.Random(3)
    state = game.new_state(**({"size": 5} if game_id == "meuda" else {}))
    for _ in range(plies):
        state = random_step(game, state, rng)
    return game, state


@pytest.mark.parametrize("game_id", DEFAULTS)
def test_same_seed_and_playouts_give_the_same_move(game_id: str) -> None:
    game, state = mid_game(game_id)
    seat = game.seats_to_act(state)[0]
    for level in ("easy", "strong"):
        moves = {
            ai.choose_move(game, state, seat, level=level, seed=11, playouts=40) for _ in range(2)
        }
        assert len(moves) == 1, (level, moves)


@pytest.mark.parametrize("game_id", ["meter", "thwart-omega", "meuda"])
def test_the_default_budget_does_not_depend_on_the_clock(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A level's own budget is counted in playouts: on a machine so loaded that every read of
    the clock is ten seconds later, the move is the one an idle machine finds (so a search that
    a restart cut short and ran again gives the same move)."""
    game, state = mid_game(game_id)
    seat = game.seats_to_act(state)[0]
    idle = ai.choose_move(game, state, seat, level="medium", seed=4)
    ticks = itertools.count()
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) * 10.0)
    monkeypatch.setattr(time, "monotonic", lambda: next(ticks) * 10.0)
    assert ai.choose_move(game, state, seat, level="medium", seed=4) == idle


def test_bigger_boards_get_fewer_playouts() -> None:
    """The default budget shrinks with the board, so a move takes about as long at every size."""
    game = rules.GAMES["meuda"]
    strong = ai.LEVELS["strong"]
    assert ai.default_playouts(strong, game, game.new_state()) == strong.playouts
    assert ai.default_playouts(strong, game, game.new_state(size=5)) == strong.playouts
    bigger = ai.default_playouts(strong, game, game.new_state(size=11))
    assert bigger == round(strong.playouts * 217 / 331)  # hexhex cells: 3n(n-1)+1


def test_the_seed_matters() -> None:
    game, state = mid_game("meter", 2)
    seat = game.seats_to_act(state)[0]
    moves = {ai.choose_move(game, state, seat, level="random", seed=s) for s in range(8)}
    assert len(moves) > 1


def test_a_time_budget_stops_on_the_clock() -> None:
    game, state = mid_game("meuda")
    seat = game.seats_to_act(state)[0]
    ticks = itertools.count()
    move = ai.choose_move(
        game, state, seat, level="strong", seed=1, budget_s=0.5, clock=lambda: next(ticks) * 0.01
    )
    check_legal(game, state, seat, move)
    assert next(ticks) < 200  # the fake clock was read only until the half second was up


def test_strong_beats_random_on_a_small_board() -> None:
    """A check of the search's sign for both seats: seeded Interleave games on the smallest board, the
    strong level in each seat in turn, with a small playout budget (repeatable, so not flaky)."""
    game = rules.GAMES["interleave"]
    wins = 0
    for index in range(4):
        strong_seat = index % 2
        state = game.new_state(size=3)
        rng = random.Random(index)
        last = 1
        while game.outcome(state) is None:
            acting = game.seats_to_act(state)
            seat = 1 - last if len(acting) == 2 else acting[0]
            if seat == strong_seat:
                move = ai.choose_move(game, state, seat, level="strong", seed=index, playouts=30)
            else:
                move = game.random_move(state, seat, rng)
            state, last = game.play(state, seat, move), seat
        outcome = game.outcome(state)
        wins += outcome is not None and outcome.winner == strong_seat
    assert wins >= 3


# ---- bad requests ------------------------------------------------------------------------------


def test_bad_requests_are_refused_with_a_sentence() -> None:
    game, state = mid_game("meter", 3)
    seat = game.seats_to_act(state)[0]
    with pytest.raises(ValueError, match="no computer level 'genius'"):
        ai.choose_move(game, state, seat, level="genius", seed=1)
    with pytest.raises(ValueError, match="seed"):
        ai.choose_move(game, state, seat, level="easy", seed=-1)
    with pytest.raises(ValueError, match="playout budget"):
        ai.choose_move(game, state, seat, level="easy", seed=1, playouts=0)
    with pytest.raises(ValueError, match="time budget"):
        ai.choose_move(game, state, seat, level="easy", seed=1, budget_s=0)
    with pytest.raises(ValueError, match="time budget"):
        ai.choose_move(game, state, seat, level="easy", seed=1, budget_s=-2.5)
    with pytest.raises(IllegalMove, match="not your turn"):
        ai.choose_move(game, state, 1 - seat, level="easy", seed=1)
    with pytest.raises(IllegalMove, match="no seat 2"):
        ai.choose_move(game, state, 2, level="easy", seed=1)


@pytest.mark.parametrize("bad", [float("inf"), float("nan"), True, "2"])
def test_a_time_budget_that_is_not_a_finite_number_is_refused(bad: object) -> None:
    game, state = mid_game("meter", 3)
    seat = game.seats_to_act(state)[0]
    with pytest.raises(ValueError, match="time budget"):
        ai.choose_move(game, state, seat, level="strong", seed=1, budget_s=bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [True, 1.5, "3", None])
def test_a_seed_that_is_not_a_whole_number_is_refused(bad: object) -> None:
    game, state = mid_game("meter", 3)
    seat = game.seats_to_act(state)[0]
    with pytest.raises(ValueError, match="seed"):
        ai.choose_move(game, state, seat, level="easy", seed=bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("level", [None, "", "STRONG", 3])
def test_a_level_that_does_not_exist_is_refused(level: object) -> None:
    game, state = mid_game("meuda", 3)
    seat = game.seats_to_act(state)[0]
    with pytest.raises(ValueError, match="no computer level"):
        ai.choose_move(game, state, seat, level=level, seed=1)  # type: ignore[arg-type]


@pytest.mark.parametrize("game_id", DEFAULTS)
def test_a_finished_game_is_refused(game_id: str) -> None:
    game = rules.GAMES[game_id]
    rng = random.Random(1)
    state = game.new_state(**({"size": 4} if game_id == "meuda" else {}))
    while game.outcome(state) is None:
        state = random_step(game, state, rng)
    for level in LEVELS:
        for seat in (0, 1):
            with pytest.raises(IllegalMove, match="over"):
                ai.choose_move(game, state, seat, level=level, seed=1, playouts=5)


def test_a_level_tuned_in_one_game_searches_with_those_knobs_there_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    strong = level_named("strong")
    assert strong.knobs is not None
    assert strong.knobs_for("meuda") is strong.knobs
    assert level_named("random").knobs_for("meter") is None
    used: list[Knobs] = []

    class Recording(Search):
        def __init__(self, game: Any, state: Any, seat: int, knobs: Knobs, rng: Any) -> None:
            used.append(knobs)
            super().__init__(game, state, seat, knobs, rng)

    monkeypatch.setattr(choose, "Search", Recording)
    meter = rules.GAMES["meter"]
    state = meter.play(meter.new_state(), 0, "d4")
    choose.choose_move(meter, state, 1, level="strong", seed=1, playouts=20)
    interleave = rules.GAMES["interleave"]
    played = interleave.new_state()
    for seat, move in ((0, "black a1"), (0, "red a2"), (0, "done"), (1, "red")):
        played = interleave.play(played, seat, move)
    choose.choose_move(interleave, played, 0, level="strong", seed=1, playouts=20)
    meridians = rules.GAMES["meridians"]
    choose.choose_move(meridians, meridians.new_state(), 0, level="strong", seed=1, playouts=20)
    explored = [k.exploration for k in used]
    assert explored == [EXPLORATION_LOW, EXPLORATION_LOW, strong.knobs.exploration]
    assert strong.knobs.exploration != EXPLORATION_LOW
