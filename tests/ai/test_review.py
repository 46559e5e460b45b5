"""The post-game review (``ai.learn.review``, ``python -m ai review``): marks where they belong and
nowhere else, Thwart Omega's best responses, repeatable results, and bad records refused in a
sentence. Small boards and few playouts: the search is the same at every size."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import rules
from ai.__main__ import review_main
from ai.learn.review import (
    BLUNDER_DROP,
    INACCURACY_DROP,
    MISTAKE_DROP,
    Mark,
    MoveReview,
    mark_for,
    review_moves,
    review_record,
    review_rounds,
)
from rules.cli import random_step
from rules.game import Game
from rules.record import Entry, GameRecord, entries_of, result_code, write_record

# Meter on the smallest board, 18 moves in: Black (seat 0) has two cells left to choose from;
# c3 wins and d3 loses (checked by playing both out below). Found by a seeded random game.
METER_OPENING = "c3 d2 b2 a3 c2 e2 b3 c1 a2 c4 d1 c5 b4 e3 a1 e1 b1 d4".split()
WINNING, LOSING = "c3", "d3"
PLAYOUTS = 40
# Thwart Omega: the last rounds of a seeded random game (two submissions a round).
SEED_LATE, LATE = 8, 12


def meter_after(moves: list[str]) -> tuple[Game[Any], Any]:
    game = rules.get_game("meter")
    state = game.new_state(size=3)
    for number, move in enumerate(moves):
        state = game.play(state, number % 2, move)
    return game, state


def random_record(game_id: str, seed: int, plies: int | None = None, **options: Any) -> GameRecord:
    """A record of a seeded random game (``plies``: stop after that many steps)."""
    game = rules.get_game(game_id)
    state = game.new_state(**options)
    rng = random.Random(seed)
    steps = 0
    while game.outcome(state) is None and (plies is None or steps < plies):
        state = random_step(game, state, rng)
        steps += 1
    outcome = game.outcome(state)
    return GameRecord(
        game.id,
        game.options_of(state),
        ("Ann", "Bo"),
        "",
        result=result_code(outcome.winner if outcome else None, outcome is not None),
        termination=outcome.reason if outcome else "",
        games=(entries_of(game, state),),
    )


def best_reply_wins(game: Game[Any], state: Any) -> bool:
    """Whether the side to move in ``state`` wins with best play (a tiny exhaustive search)."""
    outcome = game.outcome(state)
    if outcome is not None:
        return False  # only reached through a move that ended the game: the mover did not win
    seat = game.seats_to_act(state)[0]
    for move in game.legal_moves(state, seat):
        after = game.play(state, seat, move)
        done = game.outcome(after)
        if done is not None and done.winner == seat:
            return True
        if (
            done is None
            and game.seats_to_act(after)[0] != seat
            and not best_reply_wins(game, after)
        ):
            return True
    return False


# ---- marks --------------------------------------------------------------------------------------


def test_the_thresholds_are_ordered_and_mark_by_the_drop() -> None:
    assert 0 < INACCURACY_DROP < MISTAKE_DROP < BLUNDER_DROP < 1
    assert mark_for(INACCURACY_DROP - 0.001) is None
    assert mark_for(INACCURACY_DROP) == Mark.INACCURACY
    assert mark_for(MISTAKE_DROP) == Mark.MISTAKE
    assert mark_for(BLUNDER_DROP) == Mark.BLUNDER
    assert mark_for(1.0) == Mark.BLUNDER
    assert mark_for(-0.5) is None


def test_the_hand_made_position_is_a_win_thrown_away() -> None:
    game, state = meter_after(METER_OPENING)
    assert sorted(game.legal_moves(state, 0)) == sorted([WINNING, LOSING])
    assert not best_reply_wins(game, game.play(state, 0, WINNING))
    assert best_reply_wins(game, game.play(state, 0, LOSING))


def test_a_blunder_gets_two_question_marks_and_the_winning_move() -> None:
    game, state = meter_after(METER_OPENING)
    [review] = review_moves(game, state, [Entry(0, LOSING)], playouts=PLAYOUTS, seed=1)
    assert review.mark == Mark.BLUNDER
    assert review.better == WINNING
    assert review.before > 0.9 and review.after < 0.1
    assert review.drop >= BLUNDER_DROP


def test_the_winning_move_is_not_marked() -> None:
    game, state = meter_after(METER_OPENING)
    [review] = review_moves(game, state, [Entry(0, WINNING)], playouts=PLAYOUTS, seed=1)
    assert review.mark is None and review.better is None
    assert review.best == WINNING and review.before == review.after


def test_an_only_move_is_never_marked_even_when_it_loses() -> None:
    game, state = meter_after([*METER_OPENING, LOSING])
    entries = []
    while game.outcome(state) is None:  # play the lost game out with the worst moves
        seat = game.seats_to_act(state)[0]
        move = game.legal_moves(state, seat)[-1]
        entries.append(Entry(seat, move))
        state = game.play(state, seat, move)
    _, start = meter_after([*METER_OPENING, LOSING])
    reviews = list(review_moves(game, start, entries, playouts=PLAYOUTS, seed=2))
    only = [r for r in reviews if r.choices == 1]
    assert only, "the end of a Meter game has forced moves"
    assert all(r.mark is None and r.better is None for r in only)


# Interleave on the smallest board, 10 moves of a seeded random game in: seat 0 to move in play,
# 9 cells empty; the solver (``ai.games.ending``, checked against a search through the rules in
# tests/ai/test_ending.py) finds c2, c5 and e3 winning and a2, b4 and c3 losing.
INTERLEAVE_SEED, INTERLEAVE_PLIES = 1, 10


def interleave_ending() -> tuple[Game[Any], Any, list[Entry]]:
    record = random_record("interleave", seed=INTERLEAVE_SEED, plies=INTERLEAVE_PLIES, size=3)
    game = rules.get_game("interleave")
    return game, game.new_state(size=3), list(record.games[0])


def test_interleaves_solved_ending_is_judged_exactly() -> None:
    """Where strong plays the ending exactly, so does the review: a win kept is never marked,
    even when it is not the first winning move, and a win thrown away is a blunder with a
    winning move as the better one (a search of few playouts gives neither chance exactly)."""
    game, start, opening = interleave_ending()
    [*_, kept] = review_moves(game, start, [*opening, Entry(0, "e3")], playouts=PLAYOUTS, seed=0)
    assert (kept.before, kept.after, kept.best, kept.mark) == (1.0, 1.0, "e3", None)
    [*_, thrown] = review_moves(game, start, [*opening, Entry(0, "a2")], playouts=PLAYOUTS, seed=0)
    assert (thrown.before, thrown.after, thrown.mark) == (1.0, 0.0, Mark.BLUNDER)
    assert thrown.better == "c2"


def test_a_lost_interleave_ending_marks_nothing() -> None:
    """Every move loses for seat 1 after seat 0's winning c2: its chances are 0 before and after
    whatever it plays, so nothing it plays is marked and no move is named better."""
    game, start, opening = interleave_ending()
    entries = [*opening, Entry(0, "c2")]
    state = start
    for entry in entries:
        state = game.play(state, entry.seat, entry.move)
    for move in game.legal_moves(state, 1):
        [*_, review] = review_moves(
            game, start, [*entries, Entry(1, move)], playouts=PLAYOUTS, seed=0
        )
        assert (review.before, review.after, review.mark, review.best) == (0.0, 0.0, None, move)


@pytest.mark.parametrize(
    ("game_id", "options"),
    [("meuda", {"size": 4}), ("interleave", {"size": 3}), ("meridians", {"size": 5})],
)
def test_every_game_is_reviewed_move_by_move(game_id: str, options: dict[str, Any]) -> None:
    record = random_record(game_id, seed=5, plies=14, **options)
    review = review_record(record, playouts=12, seed=0)
    entries = record.games[0]
    assert [(r.seat, r.move) for r in review.moves] == [(e.seat, e.move) for e in entries]
    assert [r.ply for r in review.moves] == list(range(1, len(entries) + 1))
    for r in review.moves:
        assert 0.0 <= r.after <= 1.0 and 0.0 <= r.before <= 1.0
        assert r.mark == (mark_for(r.drop) if r.choices > 1 and r.move != r.best else None)
        assert (r.better is None) == (r.mark is None)
    assert review.steps(0) + review.steps(1) != ()
    assert review.rounds == ()


# ---- Thwart Omega -------------------------------------------------------------------------------


def test_thwart_omega_best_response_scores_at_least_the_played_submission() -> None:
    record = random_record("thwart-omega", seed=3, plies=3)
    game = rules.get_game("thwart-omega")
    reviews = list(review_rounds(game, game.new_state(), record.games[0], playouts=30, seed=0))
    assert [(r.round, r.seat) for r in reviews] == [(1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1)]
    for r, entry in zip(reviews, record.games[0], strict=True):
        assert r.submission == entry.move
        assert r.best_score >= r.score and r.lost >= 0
        assert r.mark == mark_for(r.lost)
        assert r.screened > r.searched > 1
    first = reviews[0]
    assert first.screened == 49 * 48  # every legal submission on the empty board is weighed
    assert reviews[0].opponent == reviews[1].submission


def test_random_submissions_late_in_thwart_omega_lose_chances() -> None:
    record = random_record("thwart-omega", seed=SEED_LATE)
    game = rules.get_game("thwart-omega")
    entries = record.games[0]
    start = game.new_state()
    for first, second in zip(entries[:-LATE:2], entries[1:-LATE:2], strict=True):
        start = game.play_round(start, {0: first.move, 1: second.move})
    reviews = list(review_rounds(game, start, entries[-LATE:], playouts=200, seed=0))
    assert len(reviews) == LATE
    assert all(r.best_score >= r.score for r in reviews)
    assert any(r.mark is not None for r in reviews), "random play loses chances somewhere"
    assert all((r.better is None) == (r.mark is None) for r in reviews)


# ---- repeatable ---------------------------------------------------------------------------------


def test_the_same_seed_gives_the_same_review() -> None:
    record = random_record("meter", seed=4, plies=10, size=3)
    assert review_record(record, playouts=20, seed=7) == review_record(record, playouts=20, seed=7)
    rounds = random_record("thwart-omega", seed=4, plies=2)
    assert review_record(rounds, playouts=20, seed=7) == review_record(rounds, playouts=20, seed=7)


def test_the_command_prints_the_same_lines_for_the_same_seed(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    path.write_text(write_record(random_record("meter", seed=4, plies=8, size=3)), encoding="utf-8")
    outputs = []
    for _ in range(2):
        lines: list[str] = []
        assert review_main([str(path), "--playouts", "15", "--seed", "3"], lines.append) == 0
        outputs.append(lines)
    assert outputs[0] == outputs[1]
    lines = outputs[0]
    assert "15 playouts a position, seed 3" in lines[1]
    moves = [line for line in lines if line[:4].strip().isdigit()]
    assert len(moves) == 8
    assert lines[-2].startswith("Ann (seat 0): 4 moves")
    assert lines[-1].startswith("Bo (seat 1): 4 moves")


def test_the_command_shows_a_blunder_and_thwart_omega_rounds(tmp_path: Path) -> None:
    game, state = meter_after([*METER_OPENING, LOSING])
    record = GameRecord(
        "meter", game.options_of(state), ("", ""), "", games=(entries_of(game, state),)
    )
    path = tmp_path / "meter.txt"
    path.write_text(write_record(record), encoding="utf-8")
    lines: list[str] = []
    assert review_main([str(path), "--playouts", str(PLAYOUTS)], lines.append) == 0
    blunder = next(line for line in lines if line.split()[:1] == ["19"])
    assert blunder.split()[1:3] == ["0", LOSING]
    assert blunder.split()[-2:] == [Mark.BLUNDER, WINNING]

    path = tmp_path / "thwart.txt"
    path.write_text(write_record(random_record("thwart-omega", seed=1, plies=2)), encoding="utf-8")
    lines = []
    assert review_main([str(path), "--playouts", "10"], lines.append) == 0
    rounds = [line.split() for line in lines if line[:7].strip().isdigit()]
    assert [(r[0], r[1]) for r in rounds] == [("1", "0"), ("1", "1"), ("2", "0"), ("2", "1")]


# ---- bad input ----------------------------------------------------------------------------------

GOOD = write_record(random_record("meter", seed=4, size=3))  # a finished game


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (None, "no such file"),
        (b"", "empty"),
        (b"  \n\n", "empty"),
        (b"hello world\n", "not a game record"),
        (b"Game: chess\n\n1. 0:d4\n", "chess"),
        (b"\xff\xfe\x00G\x00a\x00m\x00e", "UTF-8"),
        (GOOD.encode()[: GOOD.index("5. ")], "cut short"),
        (GOOD.encode()[: GOOD.index("2. ") + 5], "not a game record"),
        (GOOD.split("\n\n")[0].encode() + b"\n", "no moves"),
        (GOOD.replace("3. 0:", "3. 1:").encode(), "not a game record"),
    ],
    ids=[
        "missing",
        "empty",
        "blank",
        "not-a-record",
        "unknown-game",
        "not-utf8",
        "truncated-at-a-line",
        "truncated-in-a-move",
        "headers-only",
        "illegal-move",
    ],
)
def test_a_bad_record_is_one_sentence_and_a_failure(
    tmp_path: Path, content: bytes | None, says: str
) -> None:
    path = tmp_path / "record.txt"
    if content is not None:
        path.write_bytes(content)
    out: list[str] = []
    err: list[str] = []
    assert review_main([str(path)], out.append, err.append) == 1
    assert out == []
    [sentence] = err
    assert sentence.startswith(f"error: {path}: ") and sentence.endswith((".", ")"))
    assert says in sentence


def test_a_folder_is_not_a_record(tmp_path: Path) -> None:
    err: list[str] = []
    assert review_main([str(tmp_path)], print, err.append) == 1
    assert "folder" in err[0]


def test_the_module_entry_point_fails_cleanly(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"\x80\x81 not text")
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run(
        [sys.executable, "-m", "ai", "review", str(bad)],
        capture_output=True,
        text=True,
        cwd=root,
        check=False,
    )
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    result = subprocess.run(
        [sys.executable, "-m", "ai", "review", str(bad), "--playouts", "0"],
        capture_output=True,
        text=True,
        cwd=root,
        check=False,
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "--playouts: must be a whole number 1 or more" in result.stderr


def test_a_bad_playout_count_or_seed_is_refused_by_the_core() -> None:
    record = random_record("meter", seed=4, plies=2, size=3)
    with pytest.raises(ValueError, match="playouts"):
        review_record(record, playouts=0)
    with pytest.raises(ValueError, match="seed"):
        review_record(record, seed=-1)


def test_reviews_are_plain_frozen_values() -> None:
    game, state = meter_after(METER_OPENING)
    [review] = review_moves(game, state, [Entry(0, LOSING)], playouts=5, seed=0)
    assert isinstance(review, MoveReview)
    with pytest.raises(AttributeError):
        review.mark = None  # type: ignore[misc]
