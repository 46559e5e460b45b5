"""Meridians (RULES.md §5, pie §2, board §1.1): worked cases, every rule, messages and records.

Positions are built through the public interface (move sequences). A from-scratch reading of the
rules text (``Naive`` below, slow and obvious) checks the incremental bitset code over random games.
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Iterable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rules
from rules import IllegalMove, InvalidMove, MoveError
from rules.game import Colour
from rules.geometry import meridians_board
from rules.meridians import GAME, MeridiansState, dead_groups, groups, turn_kind

game = GAME


def play(moves: Iterable[str], **options: object) -> MeridiansState:
    """The state after ``moves``, each made by the seat whose turn it is."""
    state = game.new_state(**options)
    for move in moves:
        (seat,) = game.seats_to_act(state)
        state = game.play(state, seat, move)
    return state


def stones(state: MeridiansState, code: str) -> list[str]:
    return sorted(cell for cell, content in game.board(state).items() if content == code)


def light_keeps(state: MeridiansState, cell: str) -> list[str]:
    """Light's legal placements after which ``cell`` is still on the board."""
    return sorted(
        m for m in game.legal_moves(state, 0) if cell in game.board(game.play(state, 0, m))
    )


# ---- registry, options, board ----------------------------------------------------------------


def test_registered_under_id_and_alias() -> None:
    assert rules.GAMES["meridians"] is game
    assert rules.get_game(" Meridian ") is game
    assert game.colours == (Colour.LIGHT, Colour.DARK)
    assert not game.simultaneous


@pytest.mark.parametrize(
    ("size", "points", "last_row"), [(5, 80, "k"), (6, 114, "m"), (7, 154, "o")]
)
def test_all_three_bases(size: int, points: int, last_row: str) -> None:
    state = game.new_state(size=size)
    assert game.geometry(state) is meridians_board(size)
    assert len(game.legal_moves(state, 0)) == points
    assert game.legal_moves(state, 1) == []
    assert game.parse_move(state, 0, f"{last_row}{size}") == f"{last_row}{size}"
    with pytest.raises(InvalidMove):
        game.parse_move(state, 0, f"{chr(ord(last_row) + 1)}1")
    assert game.options_of(state) == {"size": size, "pie": False, "max_plies": 1000}


def test_default_options() -> None:
    state = game.new_state()
    assert game.options_of(state) == {"size": 6, "pie": False, "max_plies": 1000}
    assert game.seats_to_act(state) == (0,)
    assert game.colour_of(state, 0) == "light"
    assert game.colour_of(state, 1) == "dark"
    assert game.board(state) == {}
    assert game.outcome(state) is None


@pytest.mark.parametrize(
    "options",
    [
        {"size": 8},
        {"size": 4},
        {"size": True},
        {"size": "6"},
        {"pie": 1},
        {"max_plies": 0},
        {"x": 1},
    ],
)
def test_bad_options(options: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        game.new_state(**options)


# ---- RULES.md §9 worked cases (base 6, no pie) ------------------------------------------------


def test_m1_second_stone_options() -> None:
    state = play(["g6", "a1"])
    expected = "a6 b1 b6 c2 c6 d3 d6 e4 e6 g1 g2 g3 g4 g8 g9 g10 g11 g12 i4 i6 j3 j6 k2 k6 l1 l6 m6"
    assert sorted(game.legal_moves(state, 0)) == sorted(expected.split())
    assert len(game.legal_moves(state, 0)) == 27


def test_m2_dead_group_and_the_placements_that_keep_it() -> None:
    state = play("g3 c5 g7 a5 g10 g5".split())
    assert dead_groups(state) == [["g3"]]
    assert len(game.legal_moves(state, 0)) == 58
    assert light_keeps(state, "g3") == sorted("a3 b3 c3 d3 e1 e3 g1 i1 i3 j3 k3 l3 m3".split())


def test_m3_legal_count() -> None:
    state = play("g3 c5 g7 g5".split())
    assert len(game.legal_moves(state, 0)) == 45


def test_m3_g4_removes_both_light_groups_and_dark_wins() -> None:
    state = play("g3 c5 g7 g5 g4".split())
    assert stones(state, "L") == []
    assert stones(state, "D") == ["c5", "g5"]
    result = game.outcome(state)
    assert result is not None
    assert (result.winner, result.reason, result.scores) == (1, "no-stones", {0: 0, 1: 2})
    assert "Light has no stones" in result.details
    assert game.seats_to_act(state) == ()
    assert game.legal_moves(state, 0) == game.legal_moves(state, 1) == []


def test_m3_k3_removes_nothing_and_saves_two_groups_at_once() -> None:
    before = play("g3 c5 g7 g5".split())
    assert dead_groups(before) == [["g3"], ["g7"]]
    state = game.play(before, 0, "k3")
    assert stones(state, "L") == ["g3", "g7", "k3"]
    assert dead_groups(state) == []
    assert game.outcome(state) is None


def test_m3_g1_removes_g7_and_the_game_goes_on() -> None:
    state = play("g3 c5 g7 g5 g1".split())
    assert stones(state, "L") == ["g1", "g3"]
    assert game.outcome(state) is None
    assert game.seats_to_act(state) == (1,)


# ---- turns ------------------------------------------------------------------------------------


def test_first_turns_take_any_empty_point() -> None:
    state = play(["g6"])
    assert len(game.legal_moves(state, 1)) == 113
    assert "g7" in game.legal_moves(state, 1)  # even next to Light's stone
    with pytest.raises(IllegalMove, match="already taken by a Light stone"):
        game.play(state, 1, "g6")


def test_second_stone_rejects_adjacent_point() -> None:
    state = play(["g6", "a1"])
    with pytest.raises(IllegalMove, match=r"g7 is adjacent to your first stone at g6.*path"):
        game.play(state, 0, "g7")


def test_second_stone_rejects_blocked_point() -> None:
    state = play(["g6", "g8"])
    assert "g9" not in game.legal_moves(state, 0)
    with pytest.raises(IllegalMove, match=r"g10 is on a line with your first stone at g6, but g8"):
        game.play(state, 0, "g10")


def test_second_stone_rejects_point_off_the_lines() -> None:
    state = play(["g6", "a1"])
    with pytest.raises(IllegalMove, match="h8 is not on a line with your first stone at g6"):
        game.play(state, 0, "h8")


def test_dark_second_stone_needs_a_path_to_darks_first() -> None:
    state = play(["g6", "c5", "g9"])
    legal = game.legal_moves(state, 1)
    assert "a5" in legal  # c5 - b5 - a5
    assert "g4" not in legal  # not on a line with c5
    assert "d5" not in legal  # adjacent to c5


def test_later_turn_needs_a_line_whose_nearest_stone_is_friendly() -> None:
    state = play("g3 c5 g7 a5".split())
    legal = game.legal_moves(state, 0)
    assert "g5" in legal  # between g3 and g7
    assert "h7" in legal  # adjacent to g7 counts
    assert "c4" not in legal  # only Dark (or nothing) seen
    with pytest.raises(IllegalMove, match=r"From c4 the nearest stone along every line is Dark"):
        game.play(state, 0, "c4")
    with pytest.raises(IllegalMove, match="a line whose nearest stone is Light"):
        game.play(state, 0, "c4")


def test_dead_stones_still_give_sight_until_removed() -> None:
    # M2: g3 is dead at the start of Light's turn, yet a3 (seen only from g3) is legal.
    state = play("g3 c5 g7 a5 g10 g5".split())
    assert "a3" in game.legal_moves(state, 0)


def test_removal_only_takes_the_movers_groups() -> None:
    state = play("g3 c5 g7 g5".split())
    # Dark's g5 blocked g3-g7: Light's groups are dead but stay until Light has moved.
    assert stones(state, "L") == ["g3", "g7"]


def test_suicide_placement_is_legal_and_removed_at_once() -> None:
    # Base 5. Dark's b1 cut e1 from a1; Light's f1 joins e1 and has no path of its own.
    state = play("a1 b2 a3 b4 a5 d6 e1 a4 d3 b1".split(), size=5)
    assert dead_groups(state) == [["e1"]]
    assert "f1" in game.legal_moves(state, 0)
    after = game.play(state, 0, "f1")
    assert stones(after, "L") == ["a1", "a3", "d3"]
    assert game.outcome(after) is None


def test_dead_group_is_removed_when_not_saved() -> None:
    # Base 5: Dark's a4 cut a5 from a3; Light plays elsewhere and a5 goes.
    state = play("a1 b2 a3 b4 a5 d6 e1 a4".split(), size=5)
    assert dead_groups(state) == [["a5"]]
    after = game.play(state, 0, "d3")
    assert "a5" not in game.board(after)


def test_a_single_remaining_group_dies_and_its_player_loses() -> None:
    state = play("g3 a1 g5 a3".split())
    assert groups(state, "light") == [["g3"], ["g5"]]
    after = game.play(state, 0, "g4")  # joins the two groups into Light's only group
    assert stones(after, "L") == []
    result = game.outcome(after)
    assert result is not None
    assert (result.winner, result.reason) == (1, "no-stones")


def test_forced_pass_is_the_only_move_and_ends_the_game() -> None:
    # Base 5: Light's a1 and a3 are boxed in by Dark; Dark's a2 closes their last path.
    moves = "a1 b2 a3 b4 a5 d6 e1 a4 d3 b1 f1 b3 e4 a2".split()
    before_close = play(moves[:-2], size=5)
    with pytest.raises(IllegalMove, match="pass only when no placement is legal"):
        game.play(before_close, 0, "pass")
    state = play(moves, size=5)
    assert stones(state, "L") == ["a1", "a3"]
    assert game.legal_moves(state, 0) == ["pass"]
    assert game.seats_to_act(state) == (0,)
    with pytest.raises(IllegalMove, match="nearest stone along every line is Dark"):
        game.play(state, 0, "c3")
    after = game.play(state, 0, "PASS")
    assert game.history(after)[-1] == (0, "pass")
    result = game.outcome(after)
    assert result is not None
    assert (result.winner, result.reason, result.scores) == (1, "no-stones", {0: 0, 1: 7})


def test_groups_and_dead_groups_of_both_colours() -> None:
    state = play("g3 c5 g7 a5 g4".split())
    assert groups(state, Colour.LIGHT) == [["g3", "g4"], ["g7"]]
    assert groups(state, "dark") == [["a5"], ["c5"]]
    with pytest.raises(ValueError):
        groups(state, "red")
    # A lone first stone is its player's only group, so it is dead by definition (§5).
    assert dead_groups(play(["g6"])) == [["g6"]]


# ---- the move limit ---------------------------------------------------------------------------


def test_move_limit_is_a_draw_with_stone_counts() -> None:
    state = play("g3 c5 g7 a5 g10".split(), max_plies=5)
    result = game.outcome(state)
    assert result is not None
    assert (result.winner, result.reason, result.scores) == (None, "move-limit", {0: 3, 1: 2})
    assert "draw" in result.details
    assert "Light 3, Dark 2" in result.details
    assert game.seats_to_act(state) == ()
    with pytest.raises(IllegalMove, match="over"):
        game.play(state, 1, "a3")


def test_natural_end_beats_the_move_limit_on_the_same_move() -> None:
    state = play("g3 c5 g7 g5 g4".split(), max_plies=5)
    result = game.outcome(state)
    assert result is not None
    assert (result.winner, result.reason) == (1, "no-stones")


def test_move_limit_of_one() -> None:
    state = play(["g6"], max_plies=1)
    result = game.outcome(state)
    assert result is not None
    assert result.reason == "move-limit"
    assert result.scores == {0: 1, 1: 0}


# ---- the pie (§2) -----------------------------------------------------------------------------


def test_pie_light_choice_gives_seat_one_lights_second_stone() -> None:
    state = game.new_state(pie=True)
    state = game.play(state, 0, "g6")
    assert game.seats_to_act(state) == (0,)
    state = game.play(state, 0, "a1")
    assert game.board(state) == {"g6": "L", "a1": "D"}
    assert game.seats_to_act(state) == (1,)
    assert game.legal_moves(state, 1) == ["light", "dark"]
    assert game.legal_moves(state, 0) == []
    state = game.play(state, 1, "L")
    assert game.colour_of(state, 1) == "light"
    assert game.colour_of(state, 0) == "dark"
    assert game.seats_to_act(state) == (1,)
    assert len(game.legal_moves(state, 1)) == 27  # the second-stone rule, as in M1
    state = game.play(state, 1, "g1")
    assert game.seats_to_act(state) == (0,)
    assert "a3" in game.legal_moves(state, 0)  # Dark's second stone: a path to a1
    assert "g3" not in game.legal_moves(state, 0)
    state = game.play(state, 0, "a3")
    assert game.seats_to_act(state) == (1,)
    assert game.history(state) == ((0, "g6"), (0, "a1"), (1, "light"), (1, "g1"), (0, "a3"))


def test_pie_dark_choice_keeps_the_seats() -> None:
    state = play(["g6", "a1", "dark"], pie=True)
    assert game.history(state)[-1] == (1, "dark")
    assert game.colour_of(state, 0) == "light"
    assert game.seats_to_act(state) == (0,)
    assert len(game.legal_moves(state, 0)) == 27


def test_pie_scores_follow_the_seats() -> None:
    state = play(["g3", "c5", "light", "g7", "g5", "g4"], pie=True)
    result = game.outcome(state)
    assert result is not None
    assert (result.winner, result.reason, result.scores) == (0, "no-stones", {1: 0, 0: 2})
    assert "Dark wins" in result.details


def test_pie_errors() -> None:
    state = play(["g6"], pie=True)
    with pytest.raises(IllegalMove, match="Seat 0 first places"):
        game.play(state, 0, "light")
    with pytest.raises(IllegalMove, match="not your turn"):
        game.play(state, 1, "a1")
    state = game.play(state, 0, "a1")
    with pytest.raises(IllegalMove, match="`light` or `dark`"):
        game.play(state, 1, "c3")
    with pytest.raises(IllegalMove, match="`light` or `dark`"):
        game.play(state, 1, "pass")
    with pytest.raises(IllegalMove, match="choosing a colour"):
        game.play(state, 0, "dark")
    state = game.play(state, 1, "dark")
    with pytest.raises(IllegalMove, match="already chosen"):
        game.play(state, 0, "light")


def test_colour_words_without_the_pie() -> None:
    state = game.new_state()
    with pytest.raises(IllegalMove, match="without the pie rule"):
        game.play(state, 0, "light")


def test_pie_move_limit_counts_the_pie_moves() -> None:
    state = play(["g6", "a1", "light"], pie=True, max_plies=3)
    result = game.outcome(state)
    assert result is not None
    assert result.reason == "move-limit"
    assert result.scores == {1: 1, 0: 1}


# ---- reading moves (§1.3) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("g6", "g6"),
        (" G6 ", "g6"),
        ("g 6", "g6"),
        ("M6", "m6"),
        ("pass", "pass"),
        (" Pass ", "pass"),
        ("light", "light"),
        ("L", "light"),
        ("DARK", "dark"),
        ("d", "dark"),
    ],
)
def test_accepted_spellings(text: str, canonical: str) -> None:
    assert game.parse_move(game.new_state(), 0, text) == canonical


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("m7", "no such point"),
        ("z1", "no such point"),
        ("g0", "no such point"),
        ("ｇ６", "Could not read"),
        ("🙂", "Could not read"),
        ("swap", "Meridians moves are"),
        ("black", "Meridians moves are"),
        ("g6 g7", "Could not read"),
        ("", "empty"),
        ("x" * 10_000, "too long"),
    ],
)
def test_unreadable_moves(text: str, words: str) -> None:
    state = game.new_state()
    with pytest.raises(InvalidMove, match=words) as caught:
        game.play(state, 0, text)
    assert "g6" in str(caught.value)  # every unreadable move is answered with an example


@pytest.mark.parametrize("text", [None, 5, b"g6", ["g6"]])
def test_non_text_is_invalid(text: object) -> None:
    with pytest.raises(InvalidMove):
        game.play(game.new_state(), 0, text)  # type: ignore[arg-type]


def test_wrong_seats() -> None:
    state = game.new_state()
    with pytest.raises(IllegalMove, match="not your turn: Light is to move"):
        game.play(state, 1, "g6")
    with pytest.raises(IllegalMove, match="no seat 7"):
        game.play(state, 7, "g6")
    assert game.legal_moves(state, 7) == []
    with pytest.raises(IllegalMove):
        game.random_move(state, 1, random.Random(1))


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=12))
def test_any_text_raises_only_move_errors_and_changes_nothing(text: str) -> None:
    state = play("g3 c5 g7 a5".split())
    record = game.to_json(state)
    for seat in (0, 1):
        with contextlib.suppress(MoveError):
            game.play(state, seat, text)
    assert game.to_json(state) == record


# ---- records ----------------------------------------------------------------------------------


def test_from_json_rejects_garbage() -> None:
    good = game.to_json(play(["g6", "a1"]))
    bad: list[object] = [
        None,
        "meridians",
        {},
        {**good, "game": "meter"},
        {**good, "rules_version": 99},
        {**good, "options": {"size": 9}},
        {**good, "moves": "g6 a1"},
        {**good, "moves": [[0, "g6"], [0, "a1"]]},
        {**good, "moves": [[0, "G6"]]},
        {**good, "moves": [[0, "g6"], [1, "g6"]]},
        {**good, "moves": [[0, "g6", 1]]},
        {**good, "moves": [[True, "g6"]]},
    ]
    for data in bad:
        with pytest.raises(ValueError):
            game.from_json(data)  # type: ignore[arg-type]


def test_json_round_trip_with_pie() -> None:
    state = play(["g6", "a1", "light", "g1"], pie=True)
    data = json.loads(json.dumps(game.to_json(state)))
    again = game.from_json(data)
    assert again == state
    assert game.colour_of(again, 1) == "light"
    assert game.legal_moves(again, 0) == game.legal_moves(state, 0)


# ---- random games against a from-scratch reading of the rules ---------------------------------


class Naive:
    """RULES.md §5 read literally, with names and loops; slow, but obviously right."""

    def __init__(self, size: int) -> None:
        self.board = meridians_board(size)

    def rays(self, cell: str) -> list[list[str]]:
        b = self.board
        index = b.parse(cell)
        assert index is not None
        return [[b.names[c] for c in ray] for ray in b.rays[index]]

    def first_stone(self, stones: dict[str, str], ray: list[str]) -> tuple[int, str] | None:
        for distance, cell in enumerate(ray):
            if cell in stones:
                return distance, cell
        return None

    def groups(self, stones: dict[str, str], code: str) -> list[set[str]]:
        mine = {c for c, v in stones.items() if v == code}
        out: list[set[str]] = []
        while mine:
            group, todo = set(), [mine.pop()]
            while todo:
                cell = todo.pop()
                group.add(cell)
                for n in self.rays(cell):
                    if n and n[0] in mine:
                        mine.discard(n[0])
                        todo.append(n[0])
            out.append(group)
        return out

    def dead(self, stones: dict[str, str], code: str) -> list[set[str]]:
        dead = []
        for group in self.groups(stones, code):
            has_path = False
            for cell in group:
                for ray in self.rays(cell):
                    hit = self.first_stone(stones, ray)
                    if hit and hit[0] >= 1 and stones[hit[1]] == code and hit[1] not in group:
                        has_path = True
            if not has_path:
                dead.append(group)
        return dead

    def legal(self, state: MeridiansState, code: str) -> set[str]:
        stones = game.board(state)
        kind, _ = turn_kind(state.pie, state.ply)
        empty = [c for c in self.board.names if c not in stones]
        if kind == "first":
            return set(empty)
        if kind == "second":
            (first,) = [c for c, v in stones.items() if v == code]
            return {
                ray[i]
                for ray in self.rays(first)
                for i in range(1, len(ray))
                if all(c not in stones for c in ray[: i + 1])
            }
        return {
            cell
            for cell in empty
            if any(
                (hit := self.first_stone(stones, ray)) and stones[hit[1]] == code
                for ray in self.rays(cell)
            )
        }


@pytest.mark.parametrize(("size", "seeds"), [(5, range(4)), (6, range(4)), (7, range(2))])
def test_random_games_agree_with_the_naive_rules(size: int, seeds: range) -> None:
    naive = Naive(size)
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_state(size=size, pie=seed % 2 == 1)
        while game.seats_to_act(state):
            (seat,) = game.seats_to_act(state)
            code = game.colour_of(state, seat).code
            stones = game.board(state)
            naive_dead = [sorted(g) for c in "LD" for g in naive.dead(stones, c)]
            assert sorted(sorted(g) for g in dead_groups(state)) == sorted(naive_dead)
            moves = game.legal_moves(state, seat)
            kind, _ = turn_kind(state.pie, state.ply)
            if kind == "choose":
                assert moves == ["light", "dark"]
            else:
                assert set(moves) - {"pass"} == naive.legal(state, code)
                assert (moves == ["pass"]) == (not naive.legal(state, code))
            move = game.random_move(state, seat, rng)
            after = game.play(state, seat, move)
            if kind in ("second", "later"):
                expected = dict(stones)
                if move != "pass":
                    expected[move] = code
                for group in naive.dead(expected, code):
                    for cell in group:
                        del expected[cell]
                assert game.board(after) == expected
            assert game.to_json(state) == game.to_json(game.from_json(game.to_json(state)))
            state = after
        assert game.outcome(state) is not None


def test_play_never_changes_its_input_and_round_trips_at_every_ply() -> None:
    rng = random.Random(7)
    state = game.new_state(pie=True)
    while game.seats_to_act(state):
        (seat,) = game.seats_to_act(state)
        record = json.dumps(game.to_json(state))
        board, legal = game.board(state), game.legal_moves(state, seat)
        legal.clear()  # callers may mutate the list they get
        again = game.from_json(json.loads(record))
        assert again == state
        assert game.legal_moves(again, seat) == game.legal_moves(state, seat)
        state_after = game.play(state, seat, game.random_move(state, seat, rng))
        assert json.dumps(game.to_json(state)) == record
        assert game.board(state) == board
        state = state_after
    assert game.outcome(state) is not None
