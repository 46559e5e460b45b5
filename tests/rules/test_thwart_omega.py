"""Thwart Omega (RULES.md §3 and the Thwart Omega worked cases of §9).

Positions are built through the public interface: ``play_picture`` turns a drawing of a finished
board into a sequence of rounds that produces it (collision burns, then placements), plays them
and checks that the game ends exactly on the last round.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rules
from rules import Colour, IllegalMove, InvalidMove, MoveError
from rules.geometry import square
from rules.thwart_omega import (
    GAME,
    ThwartState,
    calculation,
    group_sizes,
    judge,
    last_round,
    product,
    score_line,
)

Round = tuple[str, str]


# ---- helpers ---------------------------------------------------------------------------------


def play(rounds: list[Round], **options: Any) -> ThwartState:
    state = GAME.new_state(**options)
    for first, second in rounds:
        state = GAME.play_round(state, {0: first, 1: second})
    return state


def empties(state: ThwartState) -> list[str]:
    board = GAME.board(state)
    return [name for name in square().names if name not in board]


def burn_round(state: ThwartState) -> ThwartState:
    """A round where both players cross the same two squares: both are burned."""
    x, y = empties(state)[:2]
    return GAME.play_round(state, {0: f"b {x} w {y}", 1: f"b {y} w {x}"})


def picture_cells(picture: str) -> dict[str, str]:
    """Square name -> character of a 7-line drawing, rank 7 on top, file a on the left."""
    rows = picture.split()
    assert len(rows) == 7 and all(len(row) == 7 for row in rows)
    return {f"{'abcdefg'[f]}{7 - r}": row[f] for r, row in enumerate(rows) for f in range(7)}


def picture_rounds(picture: str) -> list[Round]:
    """Rounds that produce the drawing: ``B``/``W`` single stones, ``X`` burned by a collision,
    ``.`` left empty until the end (then burned by the final rule)."""
    cells = picture_cells(picture)
    black = sorted(name for name, c in cells.items() if c == "B")
    white = sorted(name for name, c in cells.items() if c == "W")
    burned = sorted(name for name, c in cells.items() if c == "X")
    rounds: list[Round] = []
    while len(burned) >= 2:
        x, y = burned.pop(), burned.pop()
        rounds.append((f"b {x} w {y}", f"b {y} w {x}"))
    if burned:  # one collision: seat 0's White meets seat 1's Black
        x, b, w = burned.pop(), black.pop(), white.pop()
        rounds.append((f"b {b} w {x}", f"b {x} w {w}"))
    assert len(black) == len(white) and len(black) % 2 == 0
    while black:
        rounds.append((f"b {black.pop()} w {white.pop()}", f"b {black.pop()} w {white.pop()}"))
    return rounds


def play_picture(picture: str, **options: Any) -> ThwartState:
    """Play the rounds of ``picture`` and check the game ends exactly with the last one."""
    rounds = picture_rounds(picture)
    state = play(rounds[:-1], **options)
    assert GAME.outcome(state) is None
    state = GAME.play_round(state, dict(enumerate(rounds[-1])))
    assert GAME.outcome(state) is not None
    expected = {name: "X" if c == "." else c for name, c in picture_cells(picture).items()}
    assert GAME.board(state) == expected
    return state


# A finished board where Black's groups are 6,4,4,4,4,1 and White's 6,4,3,3,3,2,2 (the sizes of
# the original's example; the drawing itself is ours): 23 stones each, one collision burn and two
# squares burned at the end, 12 rounds.
ORIGINAL_EXAMPLE = """
    XWWWBWW
    BBWWBBB
    WBWBWW.
    WBBWBBB
    WWBWWBW
    BBWBBWW
    BBWWBB.
"""

# §9's reachable tie: Black {6,1,1} against White {3,2,1,1,1}, both 6.
REACHABLE_TIE = """
    XXWXXX.
    XXX.XXX
    WWWXWWX
    XXXXXXX
    BXBXWXW
    XXXXXXX
    BBBBBB.
"""

# The same group sizes for both (1,1 against 1,1): only the tiebreak option can decide.
FULL_TIE = """
    WXWXXX.
    XXXXXXX
    XXXXXXX
    XXX.XXX
    XXXXXXX
    XXXXXXX
    BXBXXX.
"""

# Every collision a burn: nobody has a group.
ALL_BURNED = """
    XXXXXX.
    XXXXXXX
    XXXXXXX
    XXX.XXX
    XXXXXXX
    XXXXXXX
    XXXXXX.
"""


# ---- RULES.md §9 worked cases ----------------------------------------------------------------


def test_worked_case_original_example_scores_1536_against_2592_and_white_wins() -> None:
    black, white = [6, 4, 4, 4, 4, 1], [6, 4, 3, 3, 3, 2, 2]
    assert product(black) == 1536
    assert product(white) == 2592
    assert calculation(black) == "6×4×4×4×4×1 = 1536"
    assert calculation(white) == "6×4×3×3×3×2×2 = 2592"
    assert judge(black, white, "replay") == (1, "score")


def test_worked_case_original_example_played_out() -> None:
    state = play_picture(ORIGINAL_EXAMPLE)
    assert len(state.rounds) == 12  # the shortest a game can be
    assert group_sizes(state, Colour.BLACK) == [6, 4, 4, 4, 4, 1]
    assert group_sizes(state, "white") == [6, 4, 3, 3, 3, 2, 2]
    assert score_line(state, Colour.BLACK) == "6×4×4×4×4×1 = 1536"
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert (outcome.winner, outcome.reason) == (1, "score")
    assert outcome.scores == {0: 1536, 1: 2592}
    assert outcome.details == "Black 6×4×4×4×4×1 = 1536 · White 6×4×3×3×3×2×2 = 2592"


def test_worked_case_tiebreak_of_the_scoring_function_6_against_3_2() -> None:
    assert product([6]) == product([3, 2]) == 6
    assert judge([6], [3, 2], "replay") == (0, "group-sizes")
    assert judge([3, 2], [6], "replay") == (1, "group-sizes")
    # The tiebreak by sizes comes before every tiebreak option.
    for tiebreak in ("seat0", "seat1", "draw"):
        assert judge([3, 2], [6], tiebreak) == (1, "group-sizes")


def test_worked_case_reachable_tie_6_1_1_against_3_2_1_1_1() -> None:
    state = play_picture(REACHABLE_TIE)
    assert group_sizes(state, "black") == [6, 1, 1]
    assert group_sizes(state, "white") == [3, 2, 1, 1, 1]
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert (outcome.winner, outcome.reason) == (0, "group-sizes")
    assert outcome.scores == {0: 6, 1: 6}
    assert outcome.details.startswith("Black 6×1×1 = 6 · White 3×2×1×1×1 = 6")
    assert "largest" in outcome.details and "Black 6, White 3" in outcome.details


# ---- scoring -----------------------------------------------------------------------------------


def test_missing_group_sizes_count_as_zero() -> None:
    # Same product 6 and the same sizes as far as the shorter list goes: the longer list wins.
    assert judge([3, 2, 1], [3, 2], "replay") == (0, "group-sizes")
    assert judge([3, 2], [3, 2, 1], "replay") == (1, "group-sizes")


@pytest.mark.parametrize(
    ("tiebreak", "winner", "reason"),
    [
        ("replay", None, "tie-replay"),
        ("seat0", 0, "tie-seat0"),
        ("seat1", 1, "tie-seat1"),
        ("draw", None, "draw"),
    ],
)
def test_full_tie_is_decided_by_the_tiebreak_option(
    tiebreak: str, winner: int | None, reason: str
) -> None:
    state = play_picture(FULL_TIE, tiebreak=tiebreak)
    assert group_sizes(state, "black") == group_sizes(state, "white") == [1, 1]
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert (outcome.winner, outcome.reason) == (winner, reason)
    assert outcome.scores == {0: 1, 1: 1}
    assert outcome.details.startswith("Black 1×1 = 1 · White 1×1 = 1")


def test_default_tiebreak_is_replay() -> None:
    assert GAME.options_of(GAME.new_state()) == {"tiebreak": "replay"}
    outcome = GAME.outcome(play_picture(FULL_TIE))
    assert outcome is not None and outcome.reason == "tie-replay" and outcome.winner is None
    assert "replayed" in outcome.details


def test_a_player_with_no_groups_scores_zero() -> None:
    state = play_picture(ALL_BURNED, tiebreak="draw")
    assert len(state.rounds) == 23  # the longest a game can be
    assert group_sizes(state, "black") == group_sizes(state, "white") == []
    assert product([]) == 0
    assert score_line(state, "black") == "no groups = 0"
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == {0: 0, 1: 0}
    assert (outcome.winner, outcome.reason) == (None, "draw")
    assert outcome.details.startswith("Black no groups = 0 · White no groups = 0")


def test_groups_are_orthogonal_only_and_do_not_wrap_around_the_edge() -> None:
    # g1 and a2 are neighbours in cell numbering but not on the board; c4/d5 touch diagonally.
    state = play([("b g1 w c4", "b a2 w d5")])
    assert group_sizes(state, "black") == [1, 1]
    assert group_sizes(state, "white") == [1, 1]
    state = GAME.play_round(state, {0: "b a1 w d4", 1: "b g7 w a7"})
    assert group_sizes(state, "black") == [2, 1, 1]  # a1-a2
    assert group_sizes(state, "white") == [3, 1]  # c4-d4-d5


def test_double_stones_count_two_in_their_group() -> None:
    state = play([("b c3 w e5", "b c3 w e5")])
    assert GAME.board(state) == {"c3": "BB", "e5": "WW"}
    assert group_sizes(state, "black") == [2]
    state = GAME.play_round(state, {0: "b c4 w a1", 1: "b g7 w a2"})
    assert group_sizes(state, "black") == [3, 1]
    assert group_sizes(state, "white") == [2, 2]
    assert score_line(state, "black") == "3×1 = 3"  # valid mid-game too
    assert score_line(state, Colour.WHITE) == "2×2 = 4"


def test_burned_squares_block_groups() -> None:
    state = play([("b c3 w c4", "b c4 w g7"), ("b c5 w a1", "b a7 w g1")])
    assert GAME.board(state)["c4"] == "X"
    assert group_sizes(state, "black") == [1, 1, 1]


def test_group_sizes_refuses_other_colours() -> None:
    with pytest.raises(ValueError, match="Black and White"):
        group_sizes(GAME.new_state(), "red")


# ---- rounds and collisions ----------------------------------------------------------------------


def test_separate_squares_each_take_their_stone() -> None:
    state = play([("b c3 w e5", "b d4 w a1")])
    assert GAME.board(state) == {"c3": "B", "e5": "W", "d4": "B", "a1": "W"}
    assert len(empties(state)) == 45


def test_black_and_white_on_one_square_burn_it() -> None:
    state = play([("b c3 w e5", "b e5 w d4")])
    assert GAME.board(state) == {"c3": "B", "e5": "X", "d4": "W"}


def test_both_players_black_on_one_square_make_a_double_black() -> None:
    state = play([("b c3 w e5", "b c3 w d4")])
    assert GAME.board(state) == {"c3": "BB", "e5": "W", "d4": "W"}


def test_both_players_white_on_one_square_make_a_double_white() -> None:
    state = play([("b c3 w e5", "b d4 w e5")])
    assert GAME.board(state) == {"c3": "B", "d4": "B", "e5": "WW"}


def test_both_players_on_the_same_two_squares() -> None:
    same = play([("b c3 w e5", "b c3 w e5")])
    assert GAME.board(same) == {"c3": "BB", "e5": "WW"}
    crossed = play([("b c3 w e5", "b e5 w c3")])
    assert GAME.board(crossed) == {"c3": "X", "e5": "X"}
    assert len(empties(same)) == len(empties(crossed)) == 47


# ---- the end -------------------------------------------------------------------------------------


def three_square_round(state: ThwartState) -> ThwartState:
    """A round that fills three squares: a double Black and two White stones."""
    x, y, z = empties(state)[:3]
    return GAME.play_round(state, {0: f"b {x} w {y}", 1: f"b {x} w {z}"})


def four_square_round(state: ThwartState) -> ThwartState:
    a, b, c, d = empties(state)[:4]
    return GAME.play_round(state, {0: f"b {a} w {b}", 1: f"b {c} w {d}"})


def burn_rounds(state: ThwartState, count: int) -> ThwartState:
    for _ in range(count):
        assert GAME.outcome(state) is None
        state = burn_round(state)
    return state


def finish(state: ThwartState, last_round: Any) -> tuple[ThwartState, list[str]]:
    """Play the last round; the squares it leaves empty must be burned and the game over."""
    before = GAME.board(state)
    assert GAME.outcome(state) is None
    state = last_round(state)
    assert GAME.outcome(state) is not None
    assert empties(state) == []
    board = GAME.board(state)
    assert len(board) == 49
    return state, sorted(name for name in board if name not in before and board[name] == "X")


def test_a_round_leaving_three_empty_burns_them_and_ends_the_game() -> None:
    state = burn_rounds(GAME.new_state(), 22)
    before = empties(state)
    assert len(before) == 5
    state, newly_burned = finish(state, burn_round)
    # Two burned by the round's collisions, the three left empty by the end rule.
    assert newly_burned == before
    assert len(state.rounds) == 23


def test_a_round_leaving_four_empty_goes_on_and_two_are_burned_at_the_end() -> None:
    state = burn_rounds(three_square_round(GAME.new_state()), 21)
    assert len(empties(state)) == 4  # the game goes on with four empty squares
    assert GAME.outcome(state) is None
    assert GAME.seats_to_act(state) == (0, 1)
    assert len(GAME.legal_moves(state, 0)) == 4 * 3
    left = empties(state)[2:]
    state, newly_burned = finish(state, burn_round)
    assert set(left) <= set(newly_burned)  # the two left empty were burned by the end rule


def test_a_round_leaving_one_empty_burns_it() -> None:
    state = burn_rounds(GAME.new_state(), 22)
    left = empties(state)[4]
    state, _ = finish(state, four_square_round)
    assert GAME.board(state)[left] == "X"
    assert len(state.rounds) == 23


def test_a_round_leaving_none_empty_ends_the_game_with_nothing_to_burn() -> None:
    state = burn_rounds(three_square_round(GAME.new_state()), 21)
    state, newly_burned = finish(state, four_square_round)
    assert newly_burned == []
    assert Counter(GAME.board(state).values()) == {"X": 42, "BB": 1, "W": 4, "B": 2}


def test_seeded_random_games_last_12_to_23_rounds() -> None:
    lengths = []
    for seed in range(150):
        rng = random.Random(seed)
        state = GAME.new_state()
        while GAME.outcome(state) is None:
            assert len(state.rounds) < 23
            state = GAME.play_round(
                state, {seat: GAME.random_move(state, seat, rng) for seat in (0, 1)}
            )
        lengths.append(len(state.rounds))
    assert min(lengths) >= 12 and max(lengths) <= 23


def test_collision_heavy_random_games_last_12_to_23_rounds() -> None:
    # Players who often copy or cross each other's squares make the game longer.
    for seed in range(60):
        rng = random.Random(seed)
        state = GAME.new_state()
        while GAME.outcome(state) is None:
            first = GAME.random_move(state, 0, rng)
            _, b, _, w = first.split()
            second = rng.choice(
                [first, f"b {w} w {b}", GAME.random_move(state, 1, rng), f"b {b} w {w}"]
            )
            state = GAME.play_round(state, {0: first, 1: second})
        assert 12 <= len(state.rounds) <= 23
        stones = Counter(GAME.board(state).values())
        # Both colours always hold the same number of stones.
        assert stones["B"] + 2 * stones["BB"] == stones["W"] + 2 * stones["WW"]


# ---- legal moves, random moves, seats ---------------------------------------------------------


def test_legal_moves_on_the_empty_board() -> None:
    state = GAME.new_state()
    moves = GAME.legal_moves(state, 0)
    assert len(moves) == 49 * 48 == 2352
    assert len(set(moves)) == 2352
    assert moves == GAME.legal_moves(state, 1)
    assert "b c3 w e5" in moves and "b e5 w c3" in moves and "b c3 w c3" not in moves
    assert all(GAME.parse_move(state, 0, m) == m for m in moves)


def test_legal_moves_are_the_ordered_pairs_of_empty_squares() -> None:
    state = play([("b c3 w e5", "b e5 w d4"), ("b a1 w a2", "b a1 w g7")])
    free = empties(state)
    expected = {f"b {x} w {y}" for x in free for y in free if x != y}
    assert set(GAME.legal_moves(state, 1)) == expected
    assert len(GAME.legal_moves(state, 0)) == len(free) * (len(free) - 1)


def test_legal_moves_returns_a_fresh_list() -> None:
    state = GAME.new_state()
    GAME.legal_moves(state, 0).clear()
    assert len(GAME.legal_moves(state, 0)) == 2352


def test_seats_and_colours() -> None:
    state = GAME.new_state()
    assert GAME.seats_to_act(state) == (0, 1)
    assert GAME.colour_of(state, 0) == Colour.BLACK
    assert str(GAME.colour_of(state, 0)) == "black"
    assert GAME.colour_of(state, 1) == Colour.WHITE
    assert GAME.seat_of(state, "white") == 1
    assert GAME.simultaneous and GAME.colours == (Colour.BLACK, Colour.WHITE)
    with pytest.raises(IllegalMove, match="no seat 7"):
        GAME.colour_of(state, 7)
    assert GAME.legal_moves(state, 7) == []


def test_nothing_to_do_after_the_end() -> None:
    state = play_picture(FULL_TIE)
    assert GAME.seats_to_act(state) == ()
    assert GAME.legal_moves(state, 0) == GAME.legal_moves(state, 1) == []
    with pytest.raises(IllegalMove, match="over"):
        GAME.play_round(state, {0: "b a1 w a2", 1: "b a1 w a2"})
    with pytest.raises(IllegalMove, match="over"):
        GAME.random_move(state, 0, random.Random(1))
    with pytest.raises(IllegalMove, match="over"):
        GAME.check_move(state, 0, "b a1 w a2")


def test_random_move_is_legal_and_deterministic() -> None:
    state = play([("b c3 w e5", "b d4 w a1")])
    legal = GAME.legal_moves(state, 0)
    picks = [GAME.random_move(state, 0, random.Random(seed)) for seed in range(50)]
    assert all(pick in legal for pick in picks)
    assert picks == [GAME.random_move(state, 0, random.Random(seed)) for seed in range(50)]
    with pytest.raises(IllegalMove):
        GAME.random_move(state, 2, random.Random(1))


def test_random_move_is_uniform_over_the_legal_moves() -> None:
    state = burn_rounds(three_square_round(GAME.new_state()), 21)  # four empty: 12 submissions
    legal = GAME.legal_moves(state, 0)
    rng = random.Random(2024)
    counts = Counter(GAME.random_move(state, 1, rng) for _ in range(6000))
    assert set(counts) == set(legal)
    # 500 expected each; the standard deviation is about 21, so this allows about 5 of them.
    assert all(400 <= n <= 600 for n in counts.values()), counts


# ---- parsing -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "b c3 w e5",
        "w e5 b c3",
        "black c3 white e5",
        "white e5 black c3",
        "bc3 we5",
        "we5 bc3",
        "B:c3, W:e5",
        "B C3 W E5",
        "  b   c3    w  e5  ",
        "b=c3 w=e5",
        "b-c3 w-e5",
        "b c3; w e5",
        "b: c3; w: e5",
        "Black: C3, White: E5",
        "blackc3 whitee5",
        "b c3 and w e5",
        "c3 b e5 w",
        "(b c3) (w e5)",
    ],
)
def test_accepted_spellings(text: str) -> None:
    state = GAME.new_state()
    assert GAME.parse_move(state, 0, text) == "b c3 w e5"
    assert GAME.parse_move(state, 1, text) == "b c3 w e5"


def test_squares_named_like_colours_parse() -> None:
    state = GAME.new_state()
    assert GAME.parse_move(state, 0, "bb1 wb2") == "b b1 w b2"
    assert GAME.parse_move(state, 0, "w b1 b b2") == "b b2 w b1"
    # Readable but illegal: the same square twice is refused when the round is played.
    assert GAME.parse_move(state, 0, "b c3 w c3") == "b c3 w c3"


def test_a_submission_without_colour_letters_is_invalid() -> None:
    with pytest.raises(InvalidMove, match="colour letters") as error:
        GAME.parse_move(GAME.new_state(), 0, "c3 e5")
    assert "b c3 w e5" in str(error.value)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("b c3 b e5", ["two Black"]),
        ("white c3 w e5", ["two White"]),
        ("b h9 w e5", ["h9", "not a square"]),
        ("b c3 w a0", ["a0", "not a square"]),
        ("b c3", ["only a Black", "White"]),
        ("w e5", ["only a White"]),
        ("b c3 w e5 b d4", ["Could not read"]),
        ("b c3 w", ["Could not read"]),
        ("hello", ["Could not read", "b c3 w e5"]),
        ("pass", ["Could not read"]),
        ("swap", ["Could not read"]),
        ("ｂ ｃ３ ｗ ｅ５", ["Could not read"]),
        ("b c3 w e5 🙂", ["Could not read"]),
        ("", ["empty"]),
        ("b c3 w e5" * 1200, ["too long"]),
    ],
)
def test_unreadable_submissions_say_what_is_wrong(text: str, words: list[str]) -> None:
    with pytest.raises(InvalidMove) as error:
        GAME.parse_move(GAME.new_state(), 0, text)
    for word in words:
        assert word in str(error.value)


@pytest.mark.parametrize("text", [None, 42, b"b c3 w e5", ["b c3 w e5"]])
def test_non_text_is_invalid(text: Any) -> None:
    with pytest.raises(InvalidMove, match="text"):
        GAME.parse_move(GAME.new_state(), 0, text)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=30))
def test_any_text_parses_to_a_canonical_submission_or_invalid_move(text: str) -> None:
    try:
        canonical = GAME.parse_move(GAME.new_state(), 0, text)
    except InvalidMove:
        return
    assert GAME.parse_move(GAME.new_state(), 0, canonical) == canonical
    assert canonical.split()[0::2] == ["b", "w"]


# ---- illegal rounds and play -----------------------------------------------------------------


START: list[Round] = [("b c3 w e5", "b e5 w d4"), ("b a1 w a2", "b a1 w a3")]  # e5 burned


@pytest.mark.parametrize(
    ("first", "second", "words"),
    [
        ("b c3 w c3", "b a4 w b4", ["Black's submission", "Both stones name c3", "two different"]),
        ("b a4 w b4", "b b4 w b4", ["White's submission", "Both stones name b4"]),
        ("b e5 w b4", "b a4 w b5", ["e5 is not empty: it is burned"]),
        ("b a4 w b4", "b b5 w e5", ["White's submission", "e5 is not empty: it is burned"]),
        ("b c3 w b4", "b a4 w b5", ["c3 is not empty: it holds a Black stone"]),
        ("b a4 w d4", "b a4 w b5", ["d4 is not empty: it holds a White stone"]),
        ("b a4 w a1", "b a4 w b5", ["a1 is not empty: it holds a double Black stone"]),
        ("b a4 w b4", "b a2 w b5", ["a2 is not empty: it holds a White stone"]),
    ],
)
def test_illegal_submissions_are_refused_and_change_nothing(
    first: str, second: str, words: list[str]
) -> None:
    state = play(START)
    before = json.dumps(GAME.to_json(state))
    with pytest.raises(IllegalMove) as error:
        GAME.play_round(state, {0: first, 1: second})
    for word in words:
        assert word in str(error.value)
    assert json.dumps(GAME.to_json(state)) == before


def test_a_double_white_is_not_empty() -> None:
    state = play([("b c3 w e5", "b d4 w e5")])
    with pytest.raises(IllegalMove, match="e5 is not empty: it holds a double White stone"):
        GAME.play_round(state, {0: "b a1 w e5", 1: "b a2 w a3"})


@pytest.mark.parametrize(
    ("moves", "error", "words"),
    [
        ({0: "b a4 w b4"}, IllegalMove, "seat 1"),
        ({1: "b a4 w b4"}, IllegalMove, "seat 0"),
        ({}, IllegalMove, "seat 0"),
        ({0: "b a4 w b4", 1: "b a5 w b5", 7: "b a6 w b6"}, IllegalMove, "no seat 7"),
        ({0: "b a4 w b4", "1": "b a5 w b5"}, IllegalMove, "no seat '1'"),
        ({0: "b a4 w b4", 1: "c3 e5"}, InvalidMove, "colour letters"),
        ({0: "nonsense", 1: "b a5 w b5"}, InvalidMove, "Could not read"),
        ({0: "b a4 w b4", 1: None}, InvalidMove, "text"),
        (["b a4 w b4", "b a5 w b5"], IllegalMove, "each seat"),
    ],
)
def test_malformed_rounds_are_refused(moves: Any, error: type[MoveError], words: str) -> None:
    state = play(START)
    with pytest.raises(error, match=words):
        GAME.play_round(state, moves)


def test_play_refuses_single_submissions_and_says_to_use_rounds() -> None:
    state = GAME.new_state()
    with pytest.raises(IllegalMove, match="rounds"):
        GAME.play(state, 0, "b c3 w e5")
    with pytest.raises(InvalidMove):
        GAME.play(state, 0, "c3 e5")
    with pytest.raises(IllegalMove, match="no seat 7"):
        GAME.play(state, 7, "b c3 w e5")


def test_check_move_for_the_match_service() -> None:
    state = play(START)
    assert GAME.check_move(state, 1, "W:b4, B:a4") == "b a4 w b4"
    with pytest.raises(IllegalMove, match="e5 is not empty: it is burned"):
        GAME.check_move(state, 0, "b e5 w b4")
    with pytest.raises(IllegalMove, match="Both stones name b4"):
        GAME.check_move(state, 0, "b b4 w b4")
    with pytest.raises(InvalidMove):
        GAME.check_move(state, 0, "b4 a4")
    with pytest.raises(IllegalMove, match="no seat"):
        GAME.check_move(state, 3, "b a4 w b4")


def test_play_round_does_not_change_its_input() -> None:
    state = play(START)
    before = (GAME.to_json(state), GAME.board(state), GAME.history(state))
    after = GAME.play_round(state, {0: "b a4 w b4", 1: "b a5 w b5"})
    assert (GAME.to_json(state), GAME.board(state), GAME.history(state)) == before
    assert GAME.board(after)["a5"] == "B"


# ---- history, last round, storage, options ----------------------------------------------------


def test_history_lists_each_round_as_seat_0_then_seat_1_canonically() -> None:
    state = GAME.new_state()
    assert GAME.history(state) == ()
    assert last_round(state) is None
    state = GAME.play_round(state, {1: "W:e5, B:c3", 0: "white a1 black a2"})
    assert GAME.history(state) == ((0, "b a2 w a1"), (1, "b c3 w e5"))
    assert last_round(state) == ("b a2 w a1", "b c3 w e5")
    state = GAME.play_round(state, {0: "b d4 w d5", 1: "b d5 w d4"})
    assert GAME.history(state)[2:] == ((0, "b d4 w d5"), (1, "b d5 w d4"))
    assert last_round(state) == ("b d4 w d5", "b d5 w d4")


def test_json_round_trip_at_every_round() -> None:
    rng = random.Random(7)
    state = GAME.new_state(tiebreak="seat1")
    while True:
        data = json.loads(json.dumps(GAME.to_json(state)))
        restored = GAME.from_json(data)
        assert restored == state
        assert GAME.board(restored) == GAME.board(state)
        assert GAME.history(restored) == GAME.history(state)
        assert GAME.outcome(restored) == GAME.outcome(state)
        assert GAME.options_of(restored) == {"tiebreak": "seat1"}
        if GAME.outcome(state) is not None:
            break
        state = GAME.play_round(state, {s: GAME.random_move(state, s, rng) for s in (0, 1)})


@pytest.mark.parametrize(
    "change",
    [
        {"game": "meter"},
        {"rules_version": 99},
        {"options": {"tiebreak": "coin"}},
        {"options": {"size": 7}},
        {"options": []},
        {"history": [["b c3 w e5"]]},
        {"history": [["b c3 w e5", "b c3 w e5"], ["b c3 w a1", "b a2 w a3"]]},
        {"history": [["b c3 w e5", "nonsense"]]},
        {"history": [["b c3 w e5", 5]]},
        {"history": "b c3 w e5"},
        {"extra": 1},
    ],
)
def test_from_json_refuses_bad_data(change: dict[str, Any]) -> None:
    data = {**GAME.to_json(GAME.new_state()), **change}
    with pytest.raises(ValueError, match="not a Thwart Omega state"):
        GAME.from_json(data)


def test_from_json_refuses_rounds_after_the_end() -> None:
    data = GAME.to_json(play_picture(FULL_TIE))
    data["history"].append(["b a1 w a2", "b a1 w a2"])
    with pytest.raises(ValueError, match="over"):
        GAME.from_json(data)


@pytest.mark.parametrize(
    "options", [{"tiebreak": "coin"}, {"tiebreak": 1}, {"tiebreak": None}, {"size": 7}]
)
def test_bad_options_are_refused(options: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match="option"):
        GAME.new_state(**options)


def test_registry_and_geometry() -> None:
    assert rules.get_game("thwart-omega") is GAME
    assert rules.get_game(" Thwart ") is GAME
    assert GAME.example_move == "b c3 w e5"
    board = GAME.geometry(GAME.new_state())
    assert board is square() and board.kind == "square" and board.cell_count == 49


def test_running_score_is_public_after_every_round() -> None:
    state = GAME.play_round(GAME.new_state(), {0: "b a1 w a2", 1: "b b1 w g7"})
    assert GAME.running_score(state) == "Black 2 = 2 · White 1×1 = 1"
    assert rules.get_game("meter").running_score(rules.get_game("meter").new_state()) is None
