"""One conformance suite for every game and option set (the OpenSpiel idea, RULES.md §8).

Seeded random playouts check, at every ply, the promises of the interface: ``play`` never
mutates its input, every legal move is accepted and nothing else is, ``random_move`` is legal,
``seats_to_act`` agrees with ``legal_moves``, JSON round-trips, and bad input raises only
``InvalidMove``/``IllegalMove`` and changes nothing.
"""

from __future__ import annotations

import contextlib
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import IllegalMove, InvalidMove, MoveError
from rules.game import Game

# Every board size of every game, and the options that change the rules' flow.
Config = tuple[str, dict[str, object]]


def sizes(game_id: str, values: range | tuple[int, ...]) -> list[Config]:
    return [(game_id, {"size": n}) for n in values]


CONFIGURATIONS: list[Config] = [
    *sizes("meter", range(3, 9)),
    ("meter", {"pie": False}),
    ("meter", {"size": 3, "max_plies": 12}),
    *sizes("interleave", range(3, 9)),
    ("interleave", {"mode": "turns"}),
    ("interleave", {"size": 5, "mode": "turns"}),
    ("thwart-omega", {}),
    ("thwart-omega", {"tiebreak": "seat0"}),
    ("thwart-omega", {"tiebreak": "seat1"}),
    ("thwart-omega", {"tiebreak": "draw"}),
    *sizes("meridians", (5, 6, 7)),
    ("meridians", {"pie": True}),
    ("meridians", {"size": 5, "max_plies": 15}),
    *sizes("meuda", range(4, 12)),
]

GARBAGE: list[Any] = [
    "",
    "   ",
    "zz",
    "z9",
    "d0",
    "a99",
    "d 4 5",
    "pass pass",
    "blackest",
    "b c3 w",
    "ｄ４",
    "🙂",
    "d4🙂",
    "\x00",
    "\u202ed4",
    "x" * 10_000,
    "d4 " * 3_400,
    None,
    4,
    b"d4",
    ["d4"],
]

BAD_SEATS: list[Any] = [2, -1, 7, None, "0", 0.5]


def configuration_id(config: tuple[str, dict[str, object]]) -> str:
    game_id, options = config
    return game_id + "".join(f"-{k}={v}" for k, v in sorted(options.items()))


@pytest.fixture(params=CONFIGURATIONS, ids=[configuration_id(c) for c in CONFIGURATIONS])
def config(request: pytest.FixtureRequest) -> tuple[Game[Any], dict[str, object]]:
    game_id, options = request.param
    return rules.GAMES[game_id], options


def snapshot(game: Game[Any], state: Any) -> str:
    return json.dumps(game.to_json(state), sort_keys=True)


def observable(game: Game[Any], state: Any) -> tuple[Any, ...]:
    """Everything the interface shows about a state."""
    return (
        game.seats_to_act(state),
        {s: game.legal_moves(state, s) for s in rules.SEATS},
        {s: game.colour_of(state, s) for s in rules.SEATS},
        game.board(state),
        game.outcome(state),
        game.history(state),
        game.options_of(state),
    )


def candidate_texts(game: Game[Any], state: Any) -> list[str]:
    """Readable texts a player might type: every cell, every word, colour-prefixed cells."""
    board = game.geometry(state)
    words = ["pass", "swap", "done", "black", "white", "red", "light", "dark", "b", "w", "r"]
    cells = list(board.names)
    texts = cells + words + [f"black {c}" for c in cells[:6]] + [f"red {c}" for c in cells[:6]]
    if game.simultaneous:
        empties = [c for c in cells if c not in game.board(state)]
        taken = [c for c in cells if c in game.board(state)]
        texts += [f"b {a} w {b}" for a, b in zip(cells, reversed(cells), strict=False)]
        texts += [f"b {a} w {a}" for a in cells[:5]]
        texts += [f"b {t} w {e}" for t, e in zip(taken[:5], empties, strict=False)]
    return texts


def step(game: Game[Any], state: Any, rng: random.Random) -> Any:
    """One random step, the way the match service drives a game."""
    acting = game.seats_to_act(state)
    if game.simultaneous:
        return game.play_round(state, {s: game.random_move(state, s, rng) for s in acting})
    seat = rng.choice(acting)
    return game.play(state, seat, game.random_move(state, seat, rng))


def apply(game: Game[Any], state: Any, seat: int, move: str, rng: random.Random) -> Any:
    """Play ``move`` for ``seat``; in a round game the other seat plays a random legal move."""
    if game.simultaneous:
        other = 1 - seat
        return game.play_round(state, {seat: move, other: game.random_move(state, other, rng)})
    return game.play(state, seat, move)


def check_position(game: Game[Any], state: Any, rng: random.Random, *, thorough: bool) -> None:
    before = snapshot(game, state)
    seen = observable(game, state)
    acting = game.seats_to_act(state)
    legal = {s: game.legal_moves(state, s) for s in rules.SEATS}

    # seats_to_act lists exactly the seats with legal moves; lists are canonical and unique.
    assert acting == tuple(s for s in rules.SEATS if legal[s]), (acting, legal)
    for seat in rules.SEATS:
        moves = legal[seat]
        assert len(moves) == len(set(moves)), "legal_moves repeats a move"
        assert all(isinstance(m, str) for m in moves)
        legal[seat].append("mutation by a caller must not matter")
        assert "mutation by a caller must not matter" not in game.legal_moves(state, seat)
        legal[seat].pop()

    # A game's own group sizes agree with the generic ones computed from board() and geometry().
    for seat in rules.SEATS:
        colour = game.colour_of(state, seat)
        assert list(game.group_sizes(state, colour)) == list(Game.group_sizes(game, state, colour))

    # JSON round trip at every ply.
    restored = game.from_json(json.loads(before))
    assert observable(game, restored) == seen
    assert snapshot(game, restored) == before

    for seat in acting:
        moves = legal[seat]
        move = game.random_move(state, seat, rng)
        assert move in moves
        sample = (
            moves if thorough and not game.simultaneous else rng.sample(moves, min(8, len(moves)))
        )
        for m in sample:
            assert game.parse_move(state, seat, m) == m, "canonical moves parse to themselves"
            apply(game, state, seat, m, rng)
            assert game.parse_move(state, seat, f"  {m.upper()} ") == m
        # Any readable text is accepted exactly when its canonical form is legal.
        for text in candidate_texts(game, state) if thorough else []:
            try:
                canonical = game.parse_move(state, seat, text)
            except InvalidMove:
                continue
            if canonical in moves:
                apply(game, state, seat, text, rng)
            else:
                with pytest.raises(MoveError):
                    apply(game, state, seat, text, rng)

    # Seats that may not act are refused, whatever they send.
    for seat in rules.SEATS:
        if seat in acting:
            continue
        for text in ("d4", "pass", "done", "b a1 w a2"):
            with pytest.raises(MoveError):
                game.play(state, seat, text)
    # Garbage and bad seats raise only move errors.
    for seat in (*rules.SEATS, *BAD_SEATS):
        for text in GARBAGE if thorough else GARBAGE[:4]:
            with pytest.raises(MoveError):
                game.play(state, seat, text)
    if game.simultaneous and acting:
        good = game.random_move(state, 0, rng)
        bad_rounds: list[dict[Any, Any]] = [
            {0: good},
            {0: good, 1: "zz"},
            {0: good, 2: good},
            {},
            {0: good, 1: None},
        ]
        for bad in bad_rounds:
            with pytest.raises(MoveError):
                game.play_round(state, bad)
    # ... and nothing above changed the state.
    assert snapshot(game, state) == before
    assert observable(game, state) == seen


def test_random_playouts_keep_every_promise(config: tuple[Game[Any], dict[str, object]]) -> None:
    game, options = config
    for seed in range(3):
        rng = random.Random(seed)
        state = game.new_state(**options)
        assert game.history(state) == ()
        for ply in range(10_000):
            if game.outcome(state) is not None:
                break
            check_position(game, state, rng, thorough=ply % 7 == 0)
            state = step(game, state, rng)
        else:
            pytest.fail("a random game did not end in 10,000 steps")
        # After the end: no seat acts, everything is refused, the outcome is well formed.
        outcome = game.outcome(state)
        assert outcome is not None
        assert game.seats_to_act(state) == ()
        assert all(game.legal_moves(state, s) == [] for s in rules.SEATS)
        assert outcome.winner in (None, 0, 1)
        assert set(outcome.scores) == {0, 1}
        assert outcome.details
        check_position(game, state, rng, thorough=True)
        with pytest.raises(IllegalMove):
            game.random_move(state, 0, rng)


def test_seeded_games_are_deterministic(config: tuple[Game[Any], dict[str, object]]) -> None:
    game, options = config

    def playout(seed: int) -> tuple[Any, ...]:
        rng = random.Random(seed)
        state = game.new_state(**options)
        while game.outcome(state) is None:
            state = step(game, state, rng)
        return game.history(state)

    assert playout(11) == playout(11)


def test_history_replays_to_the_same_state(config: tuple[Game[Any], dict[str, object]]) -> None:
    game, options = config
    rng = random.Random(5)
    state = game.new_state(**options)
    for _ in range(40):
        if game.outcome(state) is not None:
            break
        state = step(game, state, rng)
    replayed = game.new_state(**options)
    history = game.history(state)
    if game.simultaneous:
        for i in range(0, len(history), 2):
            replayed = game.play_round(replayed, dict(history[i : i + 2]))
    else:
        for seat, move in history:
            replayed = game.play(replayed, seat, move)
    assert snapshot(game, replayed) == snapshot(game, state)


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_from_json_refuses_garbage(game_id: str) -> None:
    game = rules.GAMES[game_id]
    good = game.to_json(game.new_state())
    corrupted: list[Any] = [{**good, key: "nonsense"} for key in good]
    for bad in [{}, {"game": "chess"}, {**good, "surprise": 1}, *corrupted, [], None, "x"]:
        with pytest.raises(ValueError):
            game.from_json(bad)


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(max_size=40), seed=st.integers(0, 3), plies=st.integers(0, 12))
def test_any_text_is_a_move_or_a_move_error(game_id: str, text: str, seed: int, plies: int) -> None:
    game = rules.GAMES[game_id]
    rng = random.Random(seed)
    state = game.new_state()
    for _ in range(plies):
        if game.outcome(state) is not None:
            break
        state = step(game, state, rng)
    before = snapshot(game, state)
    for seat in rules.SEATS:
        try:
            canonical = game.parse_move(state, seat, text)
        except InvalidMove:
            continue
        assert isinstance(canonical, str)
        with contextlib.suppress(MoveError):
            apply(game, state, seat, text, rng)
    assert snapshot(game, state) == before
