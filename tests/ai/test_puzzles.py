"""Finding puzzles (``ai.learn.puzzles``): the solver's answers checked against a plain minimax written
here (no memory, no cut-offs), positions that are not puzzles refused, Thwart Omega's last round,
answers judged, and the same puzzles every time."""

from __future__ import annotations

import random
from typing import Any

import pytest

import rules
from ai.learn import puzzles
from ai.learn.puzzles import (
    GAP,
    MAX_ANSWERS,
    WIN_CHANCE,
    Settings,
    find_puzzles,
    judge,
    position,
    round_puzzle,
    searched_puzzle,
    solve_moves,
    solved_puzzle,
)
from ai.learn.review import Estimate
from ai.levels import RANDOM
from bot.engine.puzzles.service import SEARCHED_WINDOWS
from rules import MoveError
from rules.record import Entry, GameRecord
from tests.bench.bench_review import play

NODES = 5_000


def random_record(game_id: str, options: dict[str, Any], seed: int) -> GameRecord:
    """A game of uniformly random moves (random players leave close endings: many puzzles)."""
    game = rules.get_game(game_id)
    rng = random.Random(seed)
    state = game.new_state(**options)
    entries: list[Entry] = []
    while game.outcome(state) is None:
        if game.simultaneous:
            moves = {s: game.random_move(state, s, rng) for s in (0, 1)}
            entries += [Entry(0, moves[0]), Entry(1, moves[1])]
            state = game.play_round(state, moves)
            continue
        seat = rng.choice(game.seats_to_act(state))
        move = game.random_move(state, seat, rng)
        entries.append(Entry(seat, move))
        state = game.play(state, seat, move)
    return GameRecord(game.id, options, ("a", "b"), "", games=(tuple(entries),))


def minimax(game: Any, state: Any, seat: int) -> float:
    """``seat``'s exact result of ``state`` with ``seat`` to move (turns taken)."""
    outcome = game.outcome(state)
    if outcome is not None:
        return 0.5 if outcome.winner is None else float(outcome.winner == seat)
    results = []
    for move in game.legal_moves(state, seat):
        after = game.play(state, seat, move)
        results.append(result_after(game, after, seat))
    return max(results)


def result_after(game: Any, after: Any, mover: int) -> float:
    """``mover``'s exact result once ``after`` is reached by their move."""
    outcome = game.outcome(after)
    if outcome is not None:
        return 0.5 if outcome.winner is None else float(outcome.winner == mover)
    acting = game.seats_to_act(after)
    nxt = acting[0] if len(acting) == 1 else 1 - mover
    value = minimax(game, after, nxt)
    return value if nxt == mover else 1.0 - value


# (game, options, plies from the end checked: the plain minimax has no memory, so Interleave's
# passes keep it to the last few)
CASES = [
    ("meter", {"size": 3}, 6),
    ("meuda", {"size": 4}, 8),
    ("interleave", {"size": 3, "mode": "turns"}, 4),
]


@pytest.mark.parametrize(("game_id", "options", "plies"), CASES)
def test_solved_positions_agree_with_a_plain_minimax(
    game_id: str, options: dict[str, Any], plies: int
) -> None:
    """Every position of the last plies of random games: the solver's result for each move is
    the minimax's, and a position is a puzzle exactly when few (not all) of its moves win."""
    game = rules.get_game(game_id)
    puzzles = refused = 0
    for seed in range(6):
        record = random_record(game_id, options, seed)
        entries = record.games[0]
        state = game.new_state(**options)
        states = [state]
        for entry in entries:
            states.append(game.play(states[-1], entry.seat, entry.move))
        for index in range(max(0, len(entries) - plies), len(entries)):
            state, seat = states[index], entries[index].seat
            moves = game.legal_moves(state, seat)
            if len(moves) < 2 or game.outcome(state) is not None:
                continue
            exact = {m: result_after(game, game.play(state, seat, m), seat) for m in moves}
            assert solve_moves(game, state, seat, nodes=10**6) == exact
            winners = {m for m, r in exact.items() if r == 1.0}
            found = solved_puzzle(game, state, seat, nodes=10**6)
            expected = 0 < len(winners) <= MAX_ANSWERS and 2 * len(winners) <= len(moves)
            assert (found is not None) == expected
            if found is None:
                refused += 1
                continue
            puzzles += 1
            assert set(found.answers) == winners and found.exact and found.chance == 1.0
            assert found.runner_up < 1.0 and found.legal == len(moves)
    assert puzzles and refused  # both kinds were met


def test_a_known_meter_ending() -> None:
    """Meter on side 3, a random game (seed 0): with four cells left, seat 0's only win is e2
    (every other cell loses, checked by the minimax above on the same position)."""
    record = random_record("meter", {"size": 3}, 0)
    found = find_puzzles(record, Settings(nodes=NODES))
    by_ply = {p.ply: p for p in found}
    assert by_ply[16].answers == ("e2",) and by_ply[16].seat == 0
    game = rules.get_game("meter")
    state = position(record, by_ply[16])
    assert len(game.legal_moves(state, 0)) == 4
    assert result_after(game, game.play(state, 0, "e2"), 0) == 1.0
    assert all(
        result_after(game, game.play(state, 0, m), 0) < 1.0
        for m in game.legal_moves(state, 0)
        if m != "e2"
    )
    assert judge(game, state, 0, ("e2",), "E2") == ("e2", True)
    assert judge(game, state, 0, ("e2",), game.legal_moves(state, 0)[0])[1] is False
    with pytest.raises(MoveError):
        judge(game, state, 0, ("e2",), "z9")


def test_the_same_puzzles_every_time_and_at_most_three_a_game() -> None:
    record = random_record("meuda", {"size": 4}, 3)
    first = find_puzzles(record, Settings(nodes=NODES, seed=5))
    assert first == find_puzzles(record, Settings(nodes=NODES, seed=5))
    assert len(first) <= 3


def test_a_too_big_position_is_left_alone() -> None:
    """The solver gives up past its node limit: nothing found from the opening of a game."""
    record = random_record("meter", {"size": 3}, 0)
    short = GameRecord(
        record.game, record.options, record.players, "", games=(record.games[0][:4],)
    )
    assert find_puzzles(short, Settings(nodes=50)) == []


def test_the_searched_kind_refuses_an_even_position_and_is_repeatable() -> None:
    game = rules.get_game("meter")
    state = game.play(game.play(game.new_state(size=3), 0, "c3"), 1, "swap")
    assert searched_puzzle(game, state, 1, playouts=30, seed=1) is None  # far from decided
    record = random_record("meter", {"size": 3}, 1)
    settings = Settings(nodes=200, window=3, playouts=40, seed=2)
    found = find_puzzles(record, settings)
    assert found == find_puzzles(record, settings)
    for puzzle in found:
        if not puzzle.exact:
            assert puzzle.chance >= 0.85 and puzzle.runner_up <= puzzle.chance - 0.3


def test_thwart_omega_last_round_against_the_given_submission() -> None:
    game = rules.get_game("thwart-omega")
    found = []
    for seed in range(12):
        record = random_record("thwart-omega", {}, seed)
        found += [(record, p) for p in find_puzzles(record)]
    assert found, "some random game's last round is a puzzle"
    for record, puzzle in found:
        state = position(record, puzzle)
        assert puzzle.given and puzzle.exact
        for move in game.legal_moves(state, puzzle.seat):
            after = game.play_round(state, {puzzle.seat: move, 1 - puzzle.seat: puzzle.given})
            outcome = game.outcome(after)
            assert outcome is not None  # the round ends the game
            assert (outcome.winner == puzzle.seat) == (move in puzzle.answers)
        assert round_puzzle(game, state, puzzle.seat, puzzle.given) is not None
        answer = puzzle.answers[0]
        assert judge(game, state, puzzle.seat, puzzle.answers, answer, given=puzzle.given)[1]


def test_bad_settings_are_refused() -> None:
    record = random_record("meter", {"size": 3}, 0)
    with pytest.raises(ValueError, match="nodes"):
        find_puzzles(record, Settings(nodes=0))
    with pytest.raises(ValueError, match="playouts"):
        find_puzzles(record, Settings(playouts=0))


# ---- the searched kind's verdict, with the searches' chances given --------------------------


def _branch_position() -> tuple[Any, Any, int]:
    """Meuda on its default board (side 9), a random game (seed 1) at its 17th stone: seat 0
    places a branched stone, on one of seven cells."""
    game = rules.get_game("meuda")
    record = random_record("meuda", {}, 1)
    state = game.new_state()
    for entry in record.games[0][:17]:
        state = game.play(state, entry.seat, entry.move)
    assert game.legal_moves(state, 0) == ["j6", "j7", "k7", "l5", "l7", "m5", "m6"]
    return game, state, 0


def _given_chances(
    monkeypatch: pytest.MonkeyPatch, game: Any, state: Any, seat: int, chances: dict[str, float]
) -> list[str]:
    """Stands in for the screen (it passes, its order: ``chances``' order) and the deeper search
    of each move (the mover's chance after it, from ``chances``; 0.2 for any other move). The
    moves searched deeper are listed in the list returned."""
    children = {game._play(state, seat, m): m for m in game.legal_moves(state, seat)}
    searched: list[str] = []

    def deeper(game_: Any, child: Any, actor: int, *, playouts: int, seed: int) -> Estimate:
        move = children[child]
        searched.append(move)
        mine = chances.get(move, 0.2)
        return Estimate(mine if seat == 0 else 1.0 - mine, None, 0)

    def screen(game_: Any, state_: Any, seat_: int, *, playouts: int, seed: int) -> list[str]:
        return list(chances)

    monkeypatch.setattr(puzzles, "estimate", deeper)
    monkeypatch.setattr(puzzles, "_screen", screen)
    return searched


def test_two_equally_good_answers_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two moves that both keep a clear win (0.95 and 0.93, every other 0.2) are no puzzle: the
    answer would not be clearly best. The second search already shows it: nothing else is
    searched."""
    game, state, seat = _branch_position()
    searched = _given_chances(monkeypatch, game, state, seat, {"k7": 0.95, "l5": 0.93})
    assert searched_puzzle(game, state, seat, playouts=10, seed=0) is None
    assert searched == ["k7", "l5"]


def test_a_second_good_answer_found_last_is_refused_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """The screen's order only saves searches: a second winning move searched last still
    refuses the position (0.9 and 0.62 are close enough: 0.28 apart, under ``GAP``)."""
    game, state, seat = _branch_position()
    given = {"k7": 0.9, "j6": 0.1, "j7": 0.3, "l7": 0.2, "m5": 0.2, "m6": 0.2, "l5": 0.62}
    searched = _given_chances(monkeypatch, game, state, seat, given)
    assert searched_puzzle(game, state, seat, playouts=10, seed=0) is None
    assert searched == list(given)


def test_one_clearly_best_answer_is_a_puzzle(monkeypatch: pytest.MonkeyPatch) -> None:
    """One move at 0.9 and the best other 0.3 below it or more: a puzzle of that move, every
    move searched (the answer's chance and the runner-up's kept). Under ``WIN_CHANCE`` it is
    none."""
    game, state, seat = _branch_position()
    for other in (0.55, 0.4):
        given = {"k7": 0.9, "l5": other}
        searched = _given_chances(monkeypatch, game, state, seat, given)
        found = searched_puzzle(game, state, seat, playouts=10, seed=0)
        assert found is not None and found.answers == ("k7",) and not found.exact
        assert (found.chance, found.runner_up, found.legal) == (0.9, other, 7)
        assert sorted(searched) == sorted(game.legal_moves(state, seat))
    _given_chances(monkeypatch, game, state, seat, {"k7": 0.84, "l5": 0.5})
    assert searched_puzzle(game, state, seat, playouts=10, seed=0) is None


def test_the_screen_refuses_a_won_position_at_once() -> None:
    """Meuda's default board, a random game (seed 1) six stones from its end: every one of seat
    0's six moves wins (solved exactly). Strong's screen already shows a second winning move, so
    the position costs one search, not three; where seat 1 loses whatever it does (two stones
    later), the screen's chance refuses it."""
    game = rules.get_game("meuda")
    record = random_record("meuda", {}, 1)
    entries = record.games[0]
    state = game.new_state()
    states = [state]
    for entry in entries:
        states.append(game.play(states[-1], entry.seat, entry.move))
    won, lost = states[112], states[113]
    assert (entries[112].seat, entries[113].seat) == (0, 1)
    assert set(solve_moves(game, won, 0, nodes=NODES).values()) == {1.0}
    assert set(solve_moves(game, lost, 1, nodes=NODES).values()) == {0.0}
    assert puzzles._screen(game, won, 0, playouts=3000, seed=0) is None
    assert puzzles._screen(game, lost, 1, playouts=3000, seed=0) is None
    assert searched_puzzle(game, won, 0, playouts=None, seed=0) is None


@pytest.mark.slow
def test_a_meuda_game_on_the_default_board_yields_a_verified_searched_puzzle() -> None:
    """Meuda on its default board (side 9), random against random (``./dev bench puzzles
    --pairing random-random --game meuda --games 6 --window 4``: its game 5, seed 6): far before
    the solver's reach, seat 1 has one move that keeps a clear win, g14 (the game's g15 threw it
    away). Mined as the bot mines Meuda (four positions searched), it is a searched puzzle; a
    second search with other seeds finds the same answer, as clearly best. (Games of strong
    against random hold none: strong leads by ply 20, and every one of its moves keeps the win.)"""
    game = rules.get_game("meuda")
    record = play("meuda", (RANDOM, RANDOM), 6, options={})
    found = find_puzzles(record, Settings(window=SEARCHED_WINDOWS["meuda"], playouts=1_000, seed=5))
    searched = [p for p in found if not p.exact]
    assert [(p.ply, p.seat, p.answers) for p in searched] == [(95, 1, ("g14",))]
    [puzzle] = searched
    assert puzzle.chance >= WIN_CHANCE and puzzle.runner_up <= puzzle.chance - GAP
    assert puzzle.legal == 11 and record.games[0][95].move == "g15"
    state = position(record, puzzle)
    again = searched_puzzle(game, state, 1, playouts=1_500, seed=77)
    assert again is not None and again.answers == ("g14",)
    assert judge(game, state, 1, puzzle.answers, "G14") == ("g14", True)
    assert judge(game, state, 1, puzzle.answers, "g15") == ("g15", False)
