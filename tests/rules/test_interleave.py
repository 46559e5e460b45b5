"""Interleave (RULES.md §4, §2 pie, §8.1, §9 worked cases I1, I2 and scoring)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import IllegalMove, InvalidMove, MoveError, get_game
from rules.geometry import groups
from rules.interleave import GAME
from rules.interleave.score import compare_groups, groups_details
from rules.interleave.sight import legal_masks, planes_of, seen, tables
from rules.interleave.state import InterleaveState

I1_RED = "a1 a4 b2 b4 c3 c4 d1 d2 d3 d5 d6 d7 e3 e4 f2 f4 g1 g4".split()
I2_RED = "a1 a4 b2 c3 c4 d1 d2 d3 e3 e4 f2 g1 g4".split()
I2_BLACK = "a3 c5 c6 d7 e5 e6 g3".split()


# ---- helpers ---------------------------------------------------------------------------------------


def position(
    black: Iterable[str] = (),
    red: Iterable[str] = (),
    *,
    size: int = 4,
    mode: str = "realtime",
    seat1_takes: str = "red",
) -> InterleaveState:
    """A game whose setup placed ``black`` and ``red``, with seat 1 holding ``seat1_takes``."""
    state = GAME.new_state(size=size, mode=mode)
    for cell in black:
        state = GAME.play(state, 0, f"black {cell}")
    for cell in red:
        state = GAME.play(state, 0, f"red {cell}")
    state = GAME.play(state, 0, "done")
    return GAME.play(state, 1, seat1_takes)


def placements(state: InterleaveState, seat: int) -> list[str]:
    return [m for m in GAME.legal_moves(state, seat) if m not in ("done", "pass")]


def finish(state: InterleaveState) -> InterleaveState:
    """Realtime: the seats that may still say ``done`` say it until the game is over."""
    while GAME.seats_to_act(state):
        seat = next(s for s in GAME.seats_to_act(state) if "done" in GAME.legal_moves(state, s))
        state = GAME.play(state, seat, "done")
    return state


def cell(name: str, size: int = 4) -> int:
    found = tables(size).board.parse(name)
    assert found is not None
    return found


def bits(*names: str, size: int = 4) -> int:
    return sum(1 << cell(name, size) for name in names)


def naive_legal(state: InterleaveState) -> tuple[set[str], set[str]]:
    """(Black's, Red's) legal cells straight from RULES.md §4, walking every ray by hand."""
    board = GAME.geometry(state)
    stones = GAME.board(state)
    black_ok, red_ok = set(), set()
    for cell in board.cells:
        name = board.name(cell)
        if name in stones:
            continue
        seen_black = seen_red = 0
        for ray in board.rays[cell]:
            for other in ray:
                code = stones.get(board.name(other))
                if code is not None:
                    seen_black += code == "B"
                    seen_red += code == "R"
                    break
        if seen_red > seen_black:
            black_ok.add(name)
        if seen_black > seen_red:
            red_ok.add(name)
    return black_ok, red_ok


# ---- §9 worked cases -------------------------------------------------------------------------------


@pytest.mark.parametrize("seat1_takes", ["red", "black"])
def test_I1_only_black_d4(seat1_takes: str) -> None:
    state = position(["d4"], seat1_takes=seat1_takes)
    red_seat = GAME.seat_of(state, "red")
    black_seat = GAME.seat_of(state, "black")
    assert red_seat == (1 if seat1_takes == "red" else 0)
    assert placements(state, red_seat) == I1_RED
    assert len(I1_RED) == 18
    # Black has no legal placement: it counts as done, has no move and does not act.
    assert GAME.legal_moves(state, black_seat) == []
    assert GAME.seats_to_act(state) == (red_seat,)


def test_I2_black_d4_red_d6() -> None:
    state = position(["d4"], ["d6"])
    assert sorted(placements(state, 1)) == sorted(I2_RED)
    assert sorted(placements(state, 0)) == sorted(I2_BLACK)
    assert GAME.seats_to_act(state) == (0, 1)


def test_I2_reached_by_red_playing_d6_in_I1() -> None:
    state = GAME.play(position(["d4"]), 1, "d6")
    assert sorted(placements(state, 1)) == sorted(I2_RED)
    assert sorted(placements(state, 0)) == sorted(I2_BLACK)


def test_scoring_red_3_2_against_black_3_2_1_black_wins() -> None:
    assert compare_groups([3, 2, 1], [3, 2]) == ("black", 2)
    assert (
        groups_details([3, 2, 1], [3, 2])
        == "Black 3, 2, 1 · Red 3, 2 — Black wins on the third group"
    )


def test_scoring_red_3_2_against_black_3_2_red_wins() -> None:
    assert compare_groups([3, 2], [3, 2]) == ("red", None)
    assert (
        groups_details([3, 2], [3, 2])
        == "Black 3, 2 · Red 3, 2 — identical: Red wins (the ½-stone group)"
    )


# Black groups {a1 a2 a3}, {g1 g2}, {d7}; Red groups {c1 c2 c3}, {e5 e6} (side 4).
BLACK_3_2_1 = ["a1", "a2", "a3", "g1", "g2", "d7"]
RED_3_2 = ["c1", "c2", "c3", "e5", "e6"]


def test_scoring_example_played_out_black_wins_on_the_third_group() -> None:
    state = position(BLACK_3_2_1, RED_3_2, seat1_takes="black")
    assert GAME.group_sizes(state, "black") == (3, 2, 1)
    assert GAME.group_sizes(state, "red") == (3, 2)
    outcome = GAME.outcome(finish(state))
    assert outcome is not None
    assert outcome.winner == 1  # seat 1 holds Black
    assert outcome.reason == "groups"
    assert outcome.scores == {0: 3, 1: 3}
    assert outcome.details == "Black 3, 2, 1 · Red 3, 2 — Black wins on the third group"


def test_scoring_example_played_out_identical_lists_go_to_red() -> None:
    state = position(BLACK_3_2_1[:5], RED_3_2)
    assert GAME.group_sizes(state, "black") == GAME.group_sizes(state, "red") == (3, 2)
    outcome = GAME.outcome(finish(state))
    assert outcome is not None
    assert outcome.winner == 1  # seat 1 holds Red
    assert outcome.details.endswith("identical: Red wins (the ½-stone group)")


@pytest.mark.parametrize(
    ("black", "red", "winner", "index"),
    [
        ([4], [3, 3, 3], "black", 0),
        ([2, 2], [2, 1, 1], "black", 1),
        ([1], [1, 1], "red", 1),  # Black's missing second group counts as 0
        ([], [], "red", None),
        ([1], [], "black", 0),
    ],
)
def test_compare_groups(black: list[int], red: list[int], winner: str, index: int | None) -> None:
    assert compare_groups(black, red) == (winner, index)


def test_details_for_a_player_without_groups_and_a_late_difference() -> None:
    assert groups_details([1], []) == "Black 1 · Red no groups — Black wins on the first group"
    sizes = [1] * 11
    assert groups_details(sizes, sizes[:10]).endswith("Black wins on the 11th group")


# ---- options ---------------------------------------------------------------------------------------


def test_options_and_defaults() -> None:
    state = GAME.new_state()
    assert GAME.options_of(state) == {"size": 4, "mode": "realtime"}
    assert GAME.geometry(state).cell_count == 37
    for size in range(3, 9):
        assert GAME.geometry(GAME.new_state(size=size)).cell_count == 3 * size * (size - 1) + 1
    assert GAME.options_of(GAME.new_state(mode="turns"))["mode"] == "turns"
    for bad in ({"size": 2}, {"size": 9}, {"size": True}, {"mode": "blitz"}, {"pie": False}):
        with pytest.raises(ValueError):
            GAME.new_state(**bad)
    assert get_game("Interleave") is GAME
    assert GAME.colours == ("black", "red")


# ---- the pie (RULES.md §2) ---------------------------------------------------------------------------


def test_setup_moves_and_seats() -> None:
    state = GAME.new_state(size=3)
    names = GAME.geometry(state).names
    assert GAME.seats_to_act(state) == (0,)
    assert GAME.legal_moves(state, 0) == [f"black {c}" for c in names] + [
        f"red {c}" for c in names
    ]  # no `done` before a Black stone
    assert GAME.legal_moves(state, 1) == []
    assert GAME.colour_of(state, 0) == "black"
    assert GAME.colour_of(state, 1) == "red"
    state = GAME.play(state, 0, "red b2")
    assert "done" not in GAME.legal_moves(state, 0)
    state = GAME.play(state, 0, "black c3")
    moves = GAME.legal_moves(state, 0)
    assert moves[-1] == "done"
    assert len(moves) == 2 * (len(names) - 2) + 1
    assert "black b2" not in moves and "red c3" not in moves
    assert GAME.board(state) == {"b2": "R", "c3": "B"}


def test_done_needs_a_black_stone() -> None:
    state = GAME.play(GAME.new_state(), 0, "red d4")
    with pytest.raises(IllegalMove, match="at least one Black stone"):
        GAME.play(state, 0, "done")
    with pytest.raises(IllegalMove, match="at least one Black stone"):
        GAME.play(GAME.new_state(), 0, "done")


def test_red_may_not_fill_the_last_cell_without_black() -> None:
    state = GAME.new_state(size=3)
    names = GAME.geometry(state).names
    for name in names[:-1]:
        state = GAME.play(state, 0, f"red {name}")
    last = names[-1]
    assert GAME.legal_moves(state, 0) == [f"black {last}"]
    with pytest.raises(IllegalMove, match="last empty cell"):
        GAME.play(state, 0, f"red {last}")
    state = GAME.play(state, 0, f"black {last}")
    assert GAME.legal_moves(state, 0) == ["done"]  # full board: only `done`


def test_red_may_fill_the_last_cell_once_black_stands() -> None:
    state = GAME.new_state(size=3)
    names = GAME.geometry(state).names
    state = GAME.play(state, 0, f"black {names[0]}")
    for name in names[1:]:
        state = GAME.play(state, 0, f"red {name}")
    assert GAME.legal_moves(state, 0) == ["done"]


def test_full_board_setup_ends_the_realtime_game_at_the_colour_choice() -> None:
    state = GAME.new_state(size=3)
    names = GAME.geometry(state).names
    for i, name in enumerate(names):
        state = GAME.play(state, 0, f"{'black' if i % 2 else 'red'} {name}")
    state = GAME.play(GAME.play(state, 0, "done"), 1, "black")
    # Nobody has a placement: both count as done, so the game is over.
    assert GAME.seats_to_act(state) == ()
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.reason == "groups"


def test_full_board_in_turns_mode_still_needs_two_passes() -> None:
    state = GAME.new_state(size=3, mode="turns")
    for i, name in enumerate(GAME.geometry(state).names):
        state = GAME.play(state, 0, f"{'black' if i % 2 else 'red'} {name}")
    state = GAME.play(GAME.play(state, 0, "done"), 1, "red")
    assert GAME.legal_moves(state, 0) == ["pass"]
    state = GAME.play(GAME.play(state, 0, "pass"), 1, "pass")
    assert GAME.outcome(state) is not None


def test_setup_stones_ignore_sightlines_and_occupied_cells_are_refused() -> None:
    state = GAME.play(GAME.new_state(), 0, "red a1")  # sees nothing: fine in the setup
    state = GAME.play(state, 0, "red a2")
    with pytest.raises(IllegalMove, match="a1 is taken"):
        GAME.play(state, 0, "black a1")


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("black d4", "black d4"),
        ("b d4", "black d4"),
        ("r d4", "red d4"),
        ("BLACK:D4", "black d4"),
        ("black: d4", "black d4"),
        ("  Red   d4 ", "red d4"),
        ("bd4", "black d4"),
        ("rd4", "red d4"),
        ("d4 black", "black d4"),
        ("d4 r", "red d4"),
        ("red,d4", "red d4"),
        ("b-d4", "black d4"),
        ("DONE", "done"),
    ],
)
def test_setup_spellings(text: str, canonical: str) -> None:
    assert GAME.parse_move(GAME.new_state(), 0, text) == canonical


def test_bare_cell_in_the_setup_says_the_colour_is_missing() -> None:
    with pytest.raises(InvalidMove, match=r"which colour goes on d4.*`black d4` or `red d4`"):
        GAME.play(GAME.new_state(), 0, "d4")


def test_words_that_do_not_belong_to_the_setup() -> None:
    state = GAME.new_state()
    with pytest.raises(IllegalMove, match="no `pass` in the setup"):
        GAME.play(state, 0, "pass")
    with pytest.raises(IllegalMove, match="chooses a colour after the setup"):
        GAME.play(state, 0, "black")
    with pytest.raises(InvalidMove, match="Could not read"):
        GAME.play(state, 0, "swap")
    with pytest.raises(IllegalMove, match="setting up"):
        GAME.play(state, 1, "black d4")


@pytest.mark.parametrize(
    ("text", "choice", "black_seat"),
    [("black", "black", 1), ("B", "black", 1), ("red", "red", 0), (" r ", "red", 0)],
)
def test_colour_choice(text: str, choice: str, black_seat: int) -> None:
    state = GAME.play(GAME.play(GAME.new_state(), 0, "black d4"), 0, "done")
    assert GAME.seats_to_act(state) == (1,)
    assert GAME.legal_moves(state, 1) == ["black", "red"]
    assert GAME.legal_moves(state, 0) == []
    with pytest.raises(IllegalMove, match="choosing a colour"):
        GAME.play(state, 0, "black")
    with pytest.raises(IllegalMove, match="Choose a colour"):
        GAME.play(state, 1, "d5")
    state = GAME.play(state, 1, text)
    assert GAME.colour_of(state, black_seat) == "black"
    assert GAME.colour_of(state, 1 - black_seat) == "red"
    assert GAME.history(state) == ((0, "black d4"), (0, "done"), (1, choice))


# ---- placement (RULES.md §4) -------------------------------------------------------------------------


def test_strictly_more_at_the_board_edge() -> None:
    # a1 is a corner: it looks E (a2...), NE (b2...) and NW (b1 c1 d1) only.
    state = position(["a2"], ["b2"])
    assert seen(tables(4), bits("a2"), bits("b2"), cell("a1")) == (1, 1)
    assert "a1" not in placements(state, 0) and "a1" not in placements(state, 1)
    with pytest.raises(
        IllegalMove,
        match=r"^a1 sees 1 Black and 1 Red stone; a Red stone needs to see strictly more Black than Red\.$",
    ):
        GAME.play(state, 1, "a1")
    with pytest.raises(
        IllegalMove, match="a Black stone needs to see strictly more Red than Black"
    ):
        GAME.play(state, 0, "a1")
    # One more Black stone along the north-west edge tips a1 to Red.
    state = position(["a2", "d1"], ["b2"])
    assert "a1" in placements(state, 1)
    assert "a1" not in placements(state, 0)
    state = GAME.play(state, 1, "a1")
    assert GAME.board(state)["a1"] == "R"


def test_adjacent_stones_count_and_block_what_lies_behind() -> None:
    # d4 sees the Red stone at d5 (adjacent), not the Black one behind it at d6.
    assert seen(tables(4), bits("d6", "a1"), bits("d5"), cell("d4")) == (1, 1)  # a1 SW, d5 E
    state = position(["d6", "a1"], ["d5"])
    with pytest.raises(IllegalMove, match=r"^d4 sees 1 Black and 1 Red stone; a Red stone"):
        GAME.play(state, 1, "d4")


def test_a_cell_that_sees_nothing_is_illegal() -> None:
    state = position(["d4"])  # a2 is on none of d4's six lines
    with pytest.raises(IllegalMove, match=r"^a2 sees no stone; a Red stone"):
        GAME.play(state, 1, "a2")


def test_messages_count_the_stones_seen() -> None:
    state = position(["d4", "d6"], ["b4"])
    # d5 sees d4 and d6 (Black, adjacent) and nothing else on its other lines.
    with pytest.raises(IllegalMove, match=r"d5 sees 2 Black stones; a Black stone"):
        GAME.play(state, 0, "d5")
    with pytest.raises(IllegalMove, match="d4 is taken"):
        GAME.play(state, 1, "d4")


def test_wrong_colour_and_own_colour_input_in_play() -> None:
    state = position(["d4"], ["d6"])  # seat 0 Black, seat 1 Red
    assert GAME.parse_move(state, 0, "black d5") == "d5"
    assert GAME.parse_move(state, 0, "B:E5") == "e5"
    assert GAME.parse_move(state, 0, "red d5") == "red d5"
    with pytest.raises(IllegalMove, match="You play Black"):
        GAME.play(state, 0, "red c5")
    with pytest.raises(IllegalMove, match="You play Red"):
        GAME.play(state, 1, "b c4")
    after = GAME.play(state, 0, "black c5")
    assert GAME.history(after)[-1] == (0, "c5")
    after = GAME.play(state, 1, "red c4")
    assert GAME.history(after)[-1] == (1, "c4")
    with pytest.raises(IllegalMove, match="already chosen"):
        GAME.play(state, 1, "red")


@pytest.mark.parametrize(
    "text", ["", "zz", "h1", "d0", "d8", "a99", "ｄ４", "d4🙂", "🙂", "x" * 10_000, "d4 e5", "swap"]
)
def test_unreadable_text(text: str) -> None:
    state = position(["d4"], ["d6"])
    with pytest.raises(InvalidMove):
        GAME.play(state, 0, text)


def test_unreadable_messages_show_an_example() -> None:
    state = position(["d4"], ["d6"])
    with pytest.raises(InvalidMove, match=r"`h1` is not a cell of this board \(rows a–g\).*`d4`"):
        GAME.play(state, 0, "h1")
    with pytest.raises(InvalidMove, match="must be text"):
        GAME.play(state, 0, None)  # type: ignore[arg-type]
    with pytest.raises(InvalidMove, match="`black d4`"):
        GAME.play(GAME.new_state(), 0, "hello")


# ---- realtime (RULES.md §4, §8.1) -------------------------------------------------------------------


def test_done_is_legal_until_said_and_a_placement_cancels_both() -> None:
    state = position(["d4"], ["d6"])
    assert GAME.legal_moves(state, 0)[-1] == "done"
    state = GAME.play(state, 0, "done")
    # Black is done but may still place, so it still acts; only `done` is gone.
    assert GAME.seats_to_act(state) == (0, 1)
    assert "done" not in GAME.legal_moves(state, 0)
    assert sorted(GAME.legal_moves(state, 0)) == sorted(I2_BLACK)
    with pytest.raises(IllegalMove, match="already done"):
        GAME.play(state, 0, "done")
    assert GAME.outcome(state) is None
    # Red places: both `done`s are cancelled.
    state = GAME.play(state, 1, "d1")
    assert GAME.legal_moves(state, 0)[-1] == "done"
    assert GAME.legal_moves(state, 1)[-1] == "done"


def test_a_done_player_may_place_and_so_cancel_its_own_done() -> None:
    state = GAME.play(position(["d4"], ["d6"]), 0, "done")
    state = GAME.play(state, 0, "c5")
    assert GAME.legal_moves(state, 0)[-1] == "done"
    assert GAME.outcome(state) is None


def test_both_done_ends_the_game() -> None:
    state = GAME.play(GAME.play(position(["d4"], ["d6"]), 1, "done"), 0, "done")
    assert GAME.seats_to_act(state) == ()
    assert GAME.legal_moves(state, 0) == GAME.legal_moves(state, 1) == []
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.reason == "groups"
    # Black 1 · Red 1 are identical: Red (seat 1) wins.
    assert outcome.winner == 1
    assert outcome.scores == {0: 1, 1: 1}
    with pytest.raises(IllegalMove, match="game is over"):
        GAME.play(state, 0, "c5")


def test_a_seat_without_placements_counts_as_done() -> None:
    state = position(["d4"])  # I1: Black has no placement
    assert GAME.seats_to_act(state) == (1,)
    with pytest.raises(IllegalMove, match="no legal placement"):
        GAME.play(state, 0, "done")
    over = GAME.play(state, 1, "done")  # Red's done ends it: Black already counts as done
    assert GAME.seats_to_act(over) == ()
    outcome = GAME.outcome(over)
    assert outcome is not None
    assert outcome.winner == 0  # Black 1 · Red no groups
    assert outcome.details == "Black 1 · Red no groups — Black wins on the first group"
    # A Red placement gives Black sightlines again: Black acts once more.
    state = GAME.play(state, 1, "d5")
    assert GAME.seats_to_act(state) == (0, 1)


def test_the_game_ends_when_a_placement_leaves_nobody_a_placement() -> None:
    # Side 3, every cell but b2 filled so that Red's b2 is the last legal placement of anyone.
    state = GAME.new_state(size=3)
    names = GAME.geometry(state).names
    black = [n for n in names if n not in ("b2", "a1")]
    for name in black:
        state = GAME.play(state, 0, f"black {name}")
    state = GAME.play(GAME.play(state, 0, "red a1"), 0, "done")
    state = GAME.play(state, 1, "red")
    assert placements(state, 1) == ["b2"]
    assert GAME.legal_moves(state, 0) == []
    state = GAME.play(state, 1, "b2")
    assert GAME.seats_to_act(state) == ()
    assert GAME.outcome(state) is not None


def test_pass_is_not_a_realtime_move() -> None:
    state = position(["d4"], ["d6"])
    with pytest.raises(IllegalMove, match="no turns in realtime"):
        GAME.play(state, 0, "pass")


# ---- turns mode (RULES.md §4 Decision) ---------------------------------------------------------------


@pytest.mark.parametrize("seat1_takes", ["black", "red"])
def test_turns_black_first_then_alternate(seat1_takes: str) -> None:
    state = position(["d4"], ["d6"], mode="turns", seat1_takes=seat1_takes)
    black_seat = GAME.seat_of(state, "black")
    red_seat = 1 - black_seat
    assert GAME.seats_to_act(state) == (black_seat,)
    assert sorted(GAME.legal_moves(state, black_seat)) == sorted([*I2_BLACK, "pass"])
    assert GAME.legal_moves(state, red_seat) == []
    with pytest.raises(IllegalMove, match="It is Black's turn"):
        GAME.play(state, red_seat, "d1")
    state = GAME.play(state, black_seat, "c5")
    assert GAME.seats_to_act(state) == (red_seat,)
    assert GAME.legal_moves(state, red_seat)[-1] == "pass"


def test_turns_two_passes_in_a_row_end_the_game() -> None:
    state = position(["d4"], ["d6"], mode="turns")
    state = GAME.play(state, 0, "pass")
    state = GAME.play(state, 1, "d1")  # a placement in between: the passes do not add up
    state = GAME.play(state, 0, "pass")
    assert GAME.outcome(state) is None
    state = GAME.play(state, 1, "pass")
    assert GAME.outcome(state) is not None
    assert GAME.seats_to_act(state) == ()
    assert GAME.history(state)[-4:] == ((0, "pass"), (1, "d1"), (0, "pass"), (1, "pass"))


def test_turns_pass_is_legal_without_placements_and_done_is_not_a_move() -> None:
    state = position(["d4"], mode="turns", seat1_takes="black")  # I1: Black (seat 1) has none
    assert GAME.legal_moves(state, 1) == ["pass"]
    with pytest.raises(IllegalMove, match="no `done`"):
        GAME.play(state, 1, "done")
    state = GAME.play(state, 1, "pass")
    assert GAME.legal_moves(state, 0)[-1] == "pass"
    assert len(GAME.legal_moves(state, 0)) == 19


# ---- interface promises ------------------------------------------------------------------------------


def test_json_round_trip_and_history() -> None:
    state = GAME.play(position(["d4"], ["d6"], seat1_takes="black"), 1, "c5")
    data = json.loads(json.dumps(GAME.to_json(state)))
    assert data["options"] == {"size": 4, "mode": "realtime"}
    assert data["history"] == [
        [0, "black d4"],
        [0, "red d6"],
        [0, "done"],
        [1, "black"],
        [1, "c5"],
    ]
    restored = GAME.from_json(data)
    assert restored == state
    assert GAME.legal_moves(restored, 0) == GAME.legal_moves(state, 0)
    assert GAME.history(restored) == GAME.history(state)


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.update(history=[[0, "d4"]]),  # bare cell in the setup
        lambda d: d.update(history=[[0, "b d4"]]),  # not canonical
        lambda d: d.update(history=[[1, "black d4"]]),  # wrong seat
        lambda d: d.update(history=[[0, "black d4"], [0, "black d4"]]),  # occupied
        lambda d: d.update(history=[["0", "black d4"]]),
        lambda d: d.update(history=[[0, "black d4", 1]]),
        lambda d: d.update(options={"size": 12}),
        lambda d: d.update(options={1: 2}),
        lambda d: d.update(game="meter"),
        lambda d: d.update(rules_version=99),
        lambda d: d.update(extra=1),
        lambda d: d.pop("history"),
    ],
)
def test_from_json_refuses_bad_data(mutate: object) -> None:
    data = GAME.to_json(GAME.new_state())
    mutate(data)  # type: ignore[operator]
    with pytest.raises(ValueError):
        GAME.from_json(data)


def test_play_does_not_change_its_input_and_lists_are_fresh() -> None:
    state = position(["d4"], ["d6"])
    before = json.dumps(GAME.to_json(state))
    moves = GAME.legal_moves(state, 0)
    moves.clear()
    assert GAME.legal_moves(state, 0)
    GAME.play(state, 0, "c5")
    with pytest.raises(MoveError):
        GAME.play(state, 0, "d1")
    assert json.dumps(GAME.to_json(state)) == before
    assert GAME.board(state) == {"d4": "B", "d6": "R"}


def test_bad_seats() -> None:
    state = position(["d4"], ["d6"])
    for seat in (2, -1, 7):
        assert GAME.legal_moves(state, seat) == []
        with pytest.raises(IllegalMove, match="no seat"):
            GAME.play(state, seat, "c5")
        with pytest.raises(IllegalMove, match="no seat"):
            GAME.colour_of(state, seat)


def test_random_move_is_legal_and_seeded() -> None:
    state = position(["d4"], ["d6"])
    first = GAME.random_move(state, 0, random.Random(3))
    assert first == GAME.random_move(state, 0, random.Random(3))
    assert first in GAME.legal_moves(state, 0)
    # The same draw as rng.choice over legal_moves.
    assert first == random.Random(3).choice(GAME.legal_moves(state, 0))


def test_group_sizes_refuses_other_colours() -> None:
    with pytest.raises(ValueError):
        GAME.group_sizes(GAME.new_state(), "white")


# ---- the bitsets agree with the rules text -----------------------------------------------------------


@pytest.mark.parametrize(("size", "mode"), [(3, "realtime"), (4, "turns"), (5, "realtime")])
def test_incremental_sightlines_match_a_plain_count_in_random_games(size: int, mode: str) -> None:
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_state(size=size, mode=mode)
        while GAME.seats_to_act(state):
            if state.sight is not None:
                _, legal_black, legal_red = state.sight
                t = tables(size)
                names = {t.names[c] for c in range(len(t.names)) if legal_black >> c & 1}
                assert (names, {t.names[c] for c in range(len(t.names)) if legal_red >> c & 1}) == (
                    naive_legal(state)
                )
            seat = rng.choice(GAME.seats_to_act(state))
            state = GAME.play(state, seat, GAME.random_move(state, seat, rng))


@settings(max_examples=80, deadline=None)
@given(
    size=st.integers(3, 6),
    data=st.data(),
)
def test_sightlines_counted_at_once_match_a_plain_count(size: int, data: st.DataObject) -> None:
    t = tables(size)
    count = len(t.names)
    # Positions from nearly empty to nearly full exercise both ways ``planes_of`` counts.
    contents = data.draw(st.lists(st.sampled_from("..BR"), min_size=count, max_size=count))
    black = sum(1 << c for c, x in enumerate(contents) if x == "B")
    red = sum(1 << c for c, x in enumerate(contents) if x == "R")
    legal_black, legal_red = legal_masks(t, planes_of(t, black, red), black, red)
    for cell in range(count):
        if (black | red) >> cell & 1:
            assert not (legal_black | legal_red) >> cell & 1
            continue
        seen_black, seen_red = seen(t, black, red, cell)
        assert bool(legal_black >> cell & 1) == (seen_red > seen_black)
        assert bool(legal_red >> cell & 1) == (seen_black > seen_red)


@settings(max_examples=60, deadline=None)
@given(size=st.integers(3, 5), data=st.data())
def test_group_sizes_match_the_kernel_groups(size: int, data: st.DataObject) -> None:
    board = tables(size).board
    cells = data.draw(st.sets(st.sampled_from(range(board.cell_count))))
    state = GAME.new_state(size=size)
    for cell in sorted(cells):
        state = GAME.play(state, 0, f"black {board.name(cell)}")
    expected = sorted((len(g) for g in groups(board, cells)), reverse=True)
    assert list(GAME.group_sizes(state, "black")) == expected
    assert GAME.group_sizes(state, "red") == ()


def test_setting_up_lasts_from_the_first_stone_to_done() -> None:
    """RULES.md §2: the setup is seat 0's stones, then ``done``; only Interleave has one."""
    state = GAME.new_state(size=3)
    assert GAME.setting_up(state)
    for move in ("black c3", "red c5"):
        state = GAME.play(state, 0, move)
        assert GAME.setting_up(state)
    state = GAME.play(state, 0, "done")
    assert not GAME.setting_up(state)  # seat 1 chooses a colour on the complete setup
    assert not GAME.setting_up(GAME.play(state, 1, "black"))
    for other in ("meter", "meridians", "meuda", "thwart-omega"):
        game = get_game(other)
        assert not game.setting_up(game.new_state())
