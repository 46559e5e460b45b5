"""Meter (RULES.md §6, §2 pie, §9 T1/T2): captures, pie, end, scoring, notation, JSON.

Positions are built through the public interface: moves, or ``from_json`` of a board with a
plausible move list (``position`` below) when a position is easier to write down than to reach.
A plain reference implementation of the capture rule (``reference_turn``) checks the fast bitset
code over seeded random games.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import IllegalMove, InvalidMove, get_game
from rules.game import Colour
from rules.geometry import hexhex
from rules.meter import GAME, MeterState, group_sizes, relative_perimeter, remaining_groups
from rules.meter.board import grid
from rules.meter.state import cancel

# ---- helpers -------------------------------------------------------------------------------------


def position(
    black: list[str],
    white: list[str],
    *,
    black_to_move: bool = True,
    ended: bool = False,
    **options: Any,
) -> MeterState:
    """A state with exactly these stones (no swap), made by ``from_json``.

    The move list alternates Black and White placements, the listed stones last; any earlier
    placements needed for the turn order go on a spare cell (as if captured). ``ended`` sets
    ``max_plies`` to the length of that list, so the game is over by the move limit.
    """
    start = GAME.new_state(**options)
    if black_to_move:
        n_black = n_white = max(len(black), len(white))
    else:
        n_black = max(len(black), len(white) + 1)
        n_white = n_black - 1
    names = hexhex(start.size).names
    spare = next((n for n in names if n not in black + white), names[0])
    placements = (
        [spare] * (n_black - len(black)) + black,
        [spare] * (n_white - len(white)) + white,
    )
    history = [[i & 1, placements[i & 1][i // 2]] for i in range(n_black + n_white)]
    data = GAME.to_json(start)
    data.update(black=black, white=white, history=history)
    if ended:
        data["options"] = {**data["options"], "max_plies": len(history)}
    return GAME.from_json(data)


def play(*moves: str, **options: Any) -> MeterState:
    """The state after these moves from the start, each by the seat whose turn it is."""
    state = GAME.new_state(**options)
    for move in moves:
        (seat,) = GAME.seats_to_act(state)
        state = GAME.play(state, seat, move)
    return state


def to_move(state: MeterState) -> int:
    (seat,) = GAME.seats_to_act(state)
    return seat


def cells(board: dict[str, str], code: str) -> set[str]:
    return {cell for cell, content in board.items() if content == code}


def reference_rp(size: int, stones: dict[int, str], cell: int) -> tuple[int, int]:
    """(RP, D) by the definition, on geometry cells, independent of the game's code."""
    board = hexhex(size)
    best = (board.rings[cell], 0)
    seen, frontier, steps = {cell}, [cell], 0
    while frontier:
        steps += 1
        nxt = []
        for c in frontier:
            for n in board.neighbours[c]:
                if n not in seen and n not in stones:
                    seen.add(n)
                    nxt.append(n)
                    if board.rings[n] > best[0]:
                        best = (board.rings[n], steps)
        frontier = nxt
    return best


def reference_turn(size: int, stones: dict[int, str], cell: int, code: str) -> dict[int, str]:
    """The board after ``code`` places on ``cell``: RULES.md §6 read literally."""
    enemies = [c for c, content in stones.items() if content != code]
    before = {e: reference_rp(size, stones, e) for e in enemies}
    after = {**stones, cell: code}
    gone = [e for e in enemies if reference_rp(size, after, e) != before[e]]
    return {c: content for c, content in after.items() if c not in gone}


# ---- the board ------------------------------------------------------------------------------------


def test_rings_of_side_4_are_those_of_the_worked_cases() -> None:
    board = hexhex(4)
    rings: dict[int, set[str]] = {}
    for cell, name in enumerate(board.names):
        rings.setdefault(board.rings[cell], set()).add(name)
    assert rings[0] == {"d4"}
    assert rings[1] == set("c3 c4 d3 d5 e3 e4".split())
    assert rings[2] == set("b2 b3 b4 c2 c5 d2 d6 e2 e5 f2 f3 f4".split())
    assert len(rings[3]) == 18
    assert rings[3] == set(board.names) - rings[0] - rings[1] - rings[2]


@pytest.mark.parametrize("size", range(3, 9))
def test_the_bitset_grid_has_the_boards_neighbours_and_rings(size: int) -> None:
    board, g = hexhex(size), grid(size)
    for cell in board.cells:
        bit = g.bit_of[cell]
        expected = {board.names[n] for n in board.neighbours[cell]}
        assert set(g.names_of(g.grow(1 << bit) & g.all & ~(1 << bit))) == expected
        assert set(g.names_of(g.neighbours[bit])) == expected
        assert g.ring_of[bit] == board.rings[cell]
    assert g.names_of(g.all) == list(board.names)


# ---- §9 worked cases --------------------------------------------------------------------------


def test_t1_white_a3_captures_black_b3_whose_distance_grows() -> None:
    # T1: Black b3, White a2; White places a3 -> Black b3 is captured (RP 3, D 1 -> RP 3, D 2).
    state = position(["b3"], ["a2"], black_to_move=False)
    assert relative_perimeter(state, "b3") == (3, 1)
    placed = position(["b3"], ["a2", "a3"])  # the board after the placement, before removal
    assert relative_perimeter(placed, "b3") == (3, 2)
    after = GAME.play(state, to_move(state), "a3")
    assert GAME.board(after) == {"a2": "W", "a3": "W"}


def test_t1_reached_by_play() -> None:
    # The same position reached move by move (Black's third-move stone g4 is far away).
    state = play("b3", "a2", "g4", "a3")
    assert GAME.board(state) == {"a2": "W", "g4": "B", "a3": "W"}


def test_t2_white_b1_captures_nothing_because_a1_is_on_the_edge() -> None:
    # T2: Black a1, White a2; White places b1 -> nothing is captured.
    state = position(["a1"], ["a2"], black_to_move=False)
    assert relative_perimeter(state, "a1") == (3, 0)
    after = GAME.play(state, to_move(state), "b1")
    assert GAME.board(after) == {"a1": "B", "a2": "W", "b1": "W"}
    assert relative_perimeter(after, "a1") == (3, 0)


# ---- the capture rule -----------------------------------------------------------------------------


def test_relative_perimeter_on_the_empty_board() -> None:
    state = GAME.new_state()
    assert relative_perimeter(state, "d4") == (3, 3)
    assert relative_perimeter(state, "c3") == (3, 2)
    assert relative_perimeter(state, "a1") == (3, 0)
    assert GAME.relative_perimeter(state, hexhex(4).parse("b2") or 0) == (3, 1)
    with pytest.raises(ValueError, match="no cell"):
        relative_perimeter(state, "h1")


def test_a_stone_whose_perimeter_moves_in_is_captured() -> None:
    # Side 3: Black c3 (ring 0) walled in by White, its only way out d3 (ring 1) then e2 (the
    # edge, ring 2). White e2 shuts the edge out: RP 2 -> 1 although the distance shrinks.
    walls = ["b2", "b3", "c2", "c4", "d2", "d4", "e3"]
    state = position(["c3"], walls, black_to_move=False, size=3)
    assert relative_perimeter(state, "c3") == (2, 2)
    assert relative_perimeter(position(["c3"], [*walls, "e2"], size=3), "c3") == (1, 1)
    after = GAME.play(state, to_move(state), "e2")
    assert cells(GAME.board(after), "B") == set()


def test_a_stone_sealed_in_drops_to_its_own_ring_and_is_captured() -> None:
    state = position(["d4"], ["c3", "c4", "d3", "d5", "e3"], black_to_move=False)
    assert relative_perimeter(state, "d4") == (3, 3)
    after = GAME.play(state, to_move(state), "e4")
    sealed = position(["d4"], ["c3", "c4", "d3", "d5", "e3", "e4"])
    assert relative_perimeter(sealed, "d4") == (0, 0)
    assert cells(GAME.board(after), "B") == set()


def test_several_stones_are_captured_at_once() -> None:
    # Black b3 and b4 both reach the edge in one step only through a3.
    state = position(["b3", "b4"], ["a2", "a4", "b5"], black_to_move=False)
    assert relative_perimeter(state, "b3") == relative_perimeter(state, "b4") == (3, 1)
    after = GAME.play(state, to_move(state), "a3")
    assert GAME.board(after) == {"a2": "W", "a3": "W", "a4": "W", "b5": "W"}


def test_a_stone_whose_reach_does_not_hold_the_placed_cell_is_unaffected() -> None:
    # White row d cuts the board in two. Black e4 lives in the top half; White fills the bottom
    # half's cells nearest to e4 and nothing happens to it.
    row_d = [f"d{k}" for k in range(1, 8)]
    state = position(["e4"], row_d, black_to_move=False)
    before = relative_perimeter(state, "e4")
    for move in ("c3", "c4", "c5", "a1"):
        after = GAME.play(state, to_move(state), move)
        assert "e4" in GAME.board(after)
        assert relative_perimeter(after, "e4") == before


def test_a_stone_kept_as_good_by_another_empty_region_is_not_captured() -> None:
    # Black b2 reaches the edge in one step through two separate empty regions: {b1} (walled by
    # Black a1, c1 and White c2) and the big one through a2. Filling either is harmless ...
    state = position(["a1", "b2", "c1"], ["c2"], black_to_move=False)
    assert relative_perimeter(state, "b2") == (3, 1)
    for move in ("b1", "a2"):
        after = GAME.play(state, to_move(state), move)
        assert "b2" in GAME.board(after), move
    # ... but with a2 already White, b1 was b2's only one-step way out.
    state = position(["a1", "b2", "c1"], ["c2", "a2"], black_to_move=False)
    after = GAME.play(state, to_move(state), "b1")
    assert "b2" not in GAME.board(after)


def test_own_stones_are_never_captured() -> None:
    # Black a3 lengthens Black b3's way out exactly as White a3 does in T1; b3 stays.
    state = position(["b3"], ["a2"])
    after = GAME.play(state, to_move(state), "a3")
    assert GAME.board(after) == {"b3": "B", "a2": "W", "a3": "B"}
    assert relative_perimeter(after, "b3") == (3, 2)


def test_a_capture_by_black_after_a_swap_removes_the_white_stones() -> None:
    # Seat 1 swaps to Black and captures White (seat 0) stones the T1 way.
    state = play("g4", "swap", "b3", "a2", "f1", "a3", size=4)
    assert GAME.colour_of(state, 1) == Colour.BLACK
    assert GAME.board(state) == {"g4": "B", "a2": "B", "f1": "W", "a3": "B"}


def test_stones_on_the_edge_ring_are_never_captured() -> None:
    # Every Black stone on the edge of side 3 survives any White placement.
    edge = [n for i, n in enumerate(hexhex(3).names) if hexhex(3).rings[i] == 2]
    black = edge[:6]
    state = position(black, [], black_to_move=False, size=3)
    for move in GAME.legal_moves(state, to_move(state)):
        assert cells(GAME.board(GAME.play(state, to_move(state), move)), "B") == set(black)


@pytest.mark.parametrize("size", [3, 4, 5, 6, 8])
def test_captures_match_the_plain_reading_of_the_rules(size: int) -> None:
    board = hexhex(size)
    for seed in range(6 if size < 6 else 1):
        rng = random.Random(seed)
        state = GAME.new_state(size=size)
        stones: dict[int, str] = {}
        captures = 0
        while GAME.seats_to_act(state):
            seat = to_move(state)
            move = GAME.random_move(state, seat, rng)
            if move != "swap":
                code = GAME.colour_of(state, seat).code
                expected = reference_turn(size, stones, board.parse(move) or 0, code)
                captures += len(stones) + 1 - len(expected)
                stones = expected
            state = GAME.play(state, seat, move)
            assert GAME.board(state) == {board.names[c]: v for c, v in stones.items()}, seed
        assert captures > 0


# ---- pie --------------------------------------------------------------------------------------------


def test_swap_exchanges_the_seats_colours_and_the_new_white_moves() -> None:
    state = play("d4")
    assert GAME.legal_moves(state, 1)[-1] == "swap"
    state = GAME.play(state, 1, " Swap ")
    assert GAME.board(state) == {"d4": "B"}
    assert GAME.colour_of(state, 0) == Colour.WHITE
    assert GAME.colour_of(state, 1) == Colour.BLACK
    assert GAME.seats_to_act(state) == (0,)
    state = GAME.play(state, 0, "a1")
    assert GAME.board(state) == {"d4": "B", "a1": "W"}
    assert GAME.seats_to_act(state) == (1,)
    state = GAME.play(state, 1, "g4")
    assert GAME.board(state)["g4"] == "B"
    assert GAME.history(state) == ((0, "d4"), (1, "swap"), (0, "a1"), (1, "g4"))


def test_swap_is_only_the_second_move() -> None:
    with pytest.raises(IllegalMove, match="only allowed as the second move"):
        GAME.play(GAME.new_state(), 0, "swap")
    state = play("d4", "a1")
    assert "swap" not in GAME.legal_moves(state, 0)
    with pytest.raises(IllegalMove, match="only allowed as the second move"):
        GAME.play(state, 0, "swap")
    state = play("d4", "swap")
    assert "swap" not in GAME.legal_moves(state, 0)
    with pytest.raises(IllegalMove, match="only allowed as the second move"):
        GAME.play(state, 0, "swap")


def test_without_the_pie_there_is_no_swap() -> None:
    state = play("d4", pie=False)
    assert "swap" not in GAME.legal_moves(state, 1)
    with pytest.raises(IllegalMove, match="without"):
        GAME.play(state, 1, "swap")
    assert GAME.colour_of(state, 1) == Colour.WHITE


def test_results_follow_the_swapped_colours() -> None:
    # After a swap seat 1 is Black; Black's lone stone wins at the move limit.
    state = play("d4", "swap", max_plies=2)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert (outcome.winner, outcome.reason, outcome.scores) == (1, "move-limit", {0: 0, 1: 1})
    assert (
        outcome.details == "Black 1 · White no groups → nothing cancelled → Black 1 beats White 0"
    )


# ---- the end and the winner ----------------------------------------------------------------------

FILL_SIDE_3 = "a1 a2 a3 b1 b4 c1 c5 d1 d4 e1 e2 e3 b2 b3 c2 c4 d2 d3 c3".split()


def test_a_full_board_ends_the_game() -> None:
    state = play(*FILL_SIDE_3[:-1], size=3, pie=False)
    assert GAME.outcome(state) is None
    state = GAME.play(state, to_move(state), FILL_SIDE_3[-1])
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.reason == "board-full"
    assert outcome.winner == 0
    assert outcome.scores == {0: 6, 1: 5}
    assert outcome.details == "Black 6, 4 · White 5, 4 → cancelled 4 → Black 6 beats White 5"
    assert GAME.seats_to_act(state) == ()
    assert GAME.legal_moves(state, 0) == GAME.legal_moves(state, 1) == []
    with pytest.raises(IllegalMove, match="over"):
        GAME.play(state, 1, "a1")


def test_the_natural_end_wins_when_it_falls_on_the_last_allowed_move() -> None:
    state = play(*FILL_SIDE_3, size=3, pie=False, max_plies=19)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason == "board-full"


def test_the_move_limit_counts_every_move_and_scores_the_board_as_it_is() -> None:
    state = play("d4", "swap", "a1", size=3, max_plies=3)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.reason == "move-limit"
    assert (outcome.winner, outcome.scores) == (None, {0: 0, 1: 0})
    assert outcome.details == "Black 1 · White 1 → cancelled 1 → no group left: a draw"
    assert GAME.seats_to_act(state) == ()


def test_max_plies_defaults_to_ten_times_the_cells_and_is_stored() -> None:
    assert GAME.options_of(GAME.new_state())["max_plies"] == 370
    assert GAME.options_of(GAME.new_state(size=8))["max_plies"] == 1690
    assert GAME.options_of(GAME.new_state(size=5, max_plies=7)) == {
        "size": 5,
        "pie": True,
        "max_plies": 7,
    }
    state = play("d4", max_plies=1)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winner == 0 and outcome.reason == "move-limit"


@pytest.mark.parametrize(
    "options",
    [{"size": 2}, {"size": 9}, {"size": "4"}, {"pie": 1}, {"max_plies": 0}, {"colour": "black"}],
)
def test_bad_options_are_refused(options: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        GAME.new_state(**options)


def test_cancellation_in_the_words_of_the_brief() -> None:
    black = ["a1", "a2", "a3", "a4", "b5", "d1", "d2", "d3", "f4"]
    white = ["g1", "g2", "g3", "c5", "c6", "e1"]
    state = position(black, white, ended=True)
    assert group_sizes(state, Colour.BLACK) == [5, 3, 1]
    assert GAME.group_sizes(state, "white") == [3, 2, 1]
    assert remaining_groups(state) == {Colour.BLACK: [5], Colour.WHITE: [2]}
    assert GAME.remaining_groups(state) == remaining_groups(state)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert (
        outcome.details
        == "Black 5, 3, 1 · White 3, 2, 1 → cancelled 3 and 1 → Black 5 beats White 2"
    )
    assert (outcome.winner, outcome.scores) == (0, {0: 5, 1: 2})


def test_a_larger_group_loses_to_a_smaller_one_left_after_cancelling() -> None:
    # White 4, 4 against Black 4, 3: one pair of 4s cancels, White's other 4 beats Black's 3.
    assert cancel([4, 3], [4, 4]) == ([3], [4], [4])
    assert cancel([2, 2, 1], [2, 1, 1]) == ([2], [1], [2, 1])


@settings(max_examples=40, deadline=None)
@given(colours=st.lists(st.booleans(), min_size=19, max_size=19))
def test_a_full_board_is_never_a_draw(colours: list[bool]) -> None:
    names = hexhex(3).names
    black = [n for n, b in zip(names, colours, strict=True) if b]
    white = [n for n, b in zip(names, colours, strict=True) if not b]
    state = position(black, white, black_to_move=len(white) >= len(black), size=3)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason == "board-full"
    assert outcome.winner is not None
    assert outcome.scores[outcome.winner] > outcome.scores[1 - outcome.winner]


def test_random_games_end_on_a_full_board_with_a_winner() -> None:
    for seed in range(20):
        rng = random.Random(seed)
        state = GAME.new_state(size=3 + seed % 3)
        while GAME.seats_to_act(state):
            seat = to_move(state)
            state = GAME.play(state, seat, GAME.random_move(state, seat, rng))
        outcome = GAME.outcome(state)
        assert outcome is not None
        if outcome.reason == "board-full":
            assert outcome.winner is not None


# ---- notation, turns and errors -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("d4", "d4"),
        (" D4 ", "d4"),
        ("G4", "g4"),
        ("a1\t", "a1"),
        ("swap", "swap"),
        (" SWAP", "swap"),
    ],
)
def test_accepted_spellings(text: str, canonical: str) -> None:
    assert GAME.parse_move(GAME.new_state(), 0, text) == canonical


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("pass", "no passing"),
        ("h1", "no cell h1"),
        ("d8", "no cell d8"),
        ("a0", "no cell a0"),
        ("black", "empty cell"),
        ("d 4", "empty cell"),
        ("ｄ４", "Example: `d4`"),
        ("🙂", "Example: `d4`"),
        ("", "empty"),
    ],
)
def test_unreadable_moves_say_what_and_show_an_example(text: str, words: str) -> None:
    with pytest.raises(InvalidMove, match=words):
        GAME.play(GAME.new_state(), 0, text)


def test_non_text_and_huge_text_are_invalid() -> None:
    for text in (None, 4, b"d4", "x" * 10_000):
        with pytest.raises(InvalidMove):
            GAME.play(GAME.new_state(), 0, text)  # type: ignore[arg-type]


def test_illegal_moves_say_why_and_change_nothing() -> None:
    state = play("d4", "a1")
    saved = GAME.to_json(state)
    with pytest.raises(IllegalMove, match="d4 is taken by a Black stone"):
        GAME.play(state, 0, "d4")
    with pytest.raises(IllegalMove, match="not your turn: Black is to move"):
        GAME.play(state, 1, "c3")
    with pytest.raises(IllegalMove, match="no seat 7"):
        GAME.play(state, 7, "c3")
    assert GAME.to_json(state) == saved


def test_legal_moves_are_the_empty_cells_in_board_order_and_a_fresh_list() -> None:
    state = play("d4", "a1", size=3)
    moves = GAME.legal_moves(state, 0)
    names = hexhex(3).names
    assert moves == [n for n in names if n not in ("d4", "a1")]
    moves.clear()
    assert len(GAME.legal_moves(state, 0)) == 17
    assert GAME.legal_moves(state, 1) == []
    assert len(GAME.legal_moves(GAME.new_state(), 0)) == 37


def test_random_move_is_legal_and_deterministic() -> None:
    state = play("d4")
    picks = [GAME.random_move(state, 1, random.Random(seed)) for seed in range(30)]
    assert picks == [GAME.random_move(state, 1, random.Random(seed)) for seed in range(30)]
    assert set(picks) <= set(GAME.legal_moves(state, 1))
    with pytest.raises(IllegalMove):
        GAME.random_move(state, 0, random.Random(1))


def test_registry_and_metadata() -> None:
    assert get_game(" METER ") is GAME
    assert GAME.colours == (Colour.BLACK, Colour.WHITE)
    assert GAME.geometry(GAME.new_state(size=5)) is hexhex(5)
    assert GAME.seats_to_act(GAME.new_state()) == (0,)


# ---- JSON -----------------------------------------------------------------------------------------


def test_json_round_trip_keeps_everything() -> None:
    state = play("d4", "swap", "c3", "b3", "a2", size=4)
    data = json.loads(json.dumps(GAME.to_json(state)))
    restored = GAME.from_json(data)
    assert restored == state
    assert GAME.history(restored) == GAME.history(state)
    assert GAME.colour_of(restored, 0) == Colour.WHITE
    assert GAME.to_json(restored) == data


def test_json_round_trip_of_a_finished_game() -> None:
    state = play(*FILL_SIDE_3, size=3, pie=False)
    restored = GAME.from_json(json.loads(json.dumps(GAME.to_json(state))))
    assert GAME.outcome(restored) == GAME.outcome(state)


def _tampered(**changes: Any) -> dict[str, Any]:
    data = GAME.to_json(play("d4", "swap", "c3", "b3"))
    data.update(changes)
    return data


@pytest.mark.parametrize(
    "data",
    [
        _tampered(game="meuda"),
        _tampered(extra=1),
        _tampered(options={"size": 4, "pie": True}),
        _tampered(options={"size": 4, "pie": True, "max_plies": None}),
        _tampered(options={"size": 12, "pie": True, "max_plies": 9}),
        _tampered(black=["d4", "d4"]),
        _tampered(black=["d4", "z9"]),
        _tampered(white=["d4", "c3"]),
        _tampered(black=["d4", "a1", "a2"]),
        _tampered(swapped=False),
        _tampered(history=[[0, "d4"], [0, "swap"], [0, "c3"], [1, "b3"]]),
        _tampered(history=[[0, "d4"], [1, "swap"], [0, "c3"], [1, "B3"]]),
        _tampered(history=[[0, "d4"], [1, "swap"], [0, "swap"], [1, "b3"]]),
        _tampered(history=[[0, "d4"], [1, "swap"], [0, "c3"], [1, "a1"]]),
        _tampered(history=[[0, "d4"], [1, "swap"], [0, "c3"], [True, "b3"]]),
        _tampered(options={"size": 4, "pie": True, "max_plies": 3}),
        _tampered(history="nonsense"),
    ],
)
def test_from_json_refuses_tampered_states(data: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        GAME.from_json(data)


def test_from_json_accepts_the_untampered_state() -> None:
    assert GAME.from_json(_tampered()) == play("d4", "swap", "c3", "b3")
