"""The adapters: real rules states become the right views, images and alt texts."""

from __future__ import annotations

from typing import Any

import pytest

import rules
from render import alt_text, board_png, view_of
from render.describe import MAX_ALT
from tests.render.images import decode, random_states

LONG = "L" * 100
SIZES = (
    [("meter", {"size": n}) for n in range(3, 9)]
    + [("interleave", {"size": n}) for n in range(3, 9)]
    + [("meuda", {"size": n}) for n in range(4, 12)]
    + [("meridians", {"size": s}) for s in (5, 6, 7)]
    + [("thwart-omega", {})]
)


def play(game_id: str, moves: list[tuple[int, str]], **options: object) -> list[Any]:
    game = rules.get_game(game_id)
    states = [game.new_state(**options)]
    for seat, move in moves:
        states.append(game.play(states[-1], seat, move))
    return states


def cells(game_id: str, state: Any, cells_: frozenset[int]) -> set[str]:
    board = rules.get_game(game_id).geometry(state)
    return {board.names[c] for c in cells_}


@pytest.mark.parametrize(("game_id", "options"), SIZES, ids=str)
def test_every_board_size_of_every_game_renders(game_id: str, options: dict[str, Any]) -> None:
    game = rules.get_game(game_id)
    states = random_states(game, 7, stop=4, **options)
    image = decode(board_png(game, states[-1], previous=states[-2], names=("Ann", "Ben")))
    assert image.width == 800 and image.mode == "P"
    assert len(alt_text(game, states[-1], names=("Ann", "Ben"))) <= MAX_ALT


def test_meter_capture_shows_a_ghost_and_the_placed_stone() -> None:
    """RULES.md §9 T1: White a3 captures Black b3."""
    states = play("meter", [(0, "b3"), (1, "a2"), (0, "g4"), (1, "a3")], size=4)
    game = rules.get_game("meter")
    view = view_of(game, states[-1], previous=states[-2], names=("Ann", "Ben"))
    board = game.geometry(states[-1])
    assert view.ghosts == ((board.parse("b3"), "B"),)
    assert cells("meter", states[-1], view.last_move) == {"a3"}
    assert view.rings
    assert view.status == "Ann (Black) to move"
    assert view.last_move_text == "Last move: Ben (White) a3; removed b3"
    assert view_of(game, states[-1]).ghosts == ()  # without the previous state: no ghosts


def test_meter_offers_the_swap_in_words() -> None:
    states = play("meter", [(0, "d4")], size=4)
    view = view_of(rules.get_game("meter"), states[-1], names=("Ann", "Ben"))
    assert view.status == "Ben (White) to move: place a stone or swap"


def test_interleave_phases() -> None:
    """RULES.md §9 I2 position after the setup: both may place; a `done` is shown."""
    game = rules.get_game("interleave")
    states = play("interleave", [(0, "black d4"), (0, "red d6")], size=4)
    assert view_of(game, states[-1], names=("Ann", "Ben")).status.startswith("Ann sets up")
    states = play("interleave", [(0, "black d4"), (0, "red d6"), (0, "done")], size=4)
    assert view_of(game, states[-1], names=("Ann", "Ben")).status.startswith("Ben chooses")
    states = play("interleave", [(0, "black d4"), (0, "red d6"), (0, "done"), (1, "red")])
    view = view_of(game, states[-1], names=("Ann", "Ben"))
    assert view.status == "Both players may place"
    assert view.last_move_text == "Last move: Ben chose Red"
    done = game.play(states[-1], 0, "done")
    assert view_of(game, done, names=("Ann", "Ben")).status == (
        "Both players may place (Ann (Black) is done)"
    )


def test_thwart_omega_marks_the_four_stones_of_the_round_and_scores() -> None:
    game = rules.get_game("thwart-omega")
    first = game.play_round(game.new_state(), {0: "b c3 w e5", 1: "b c3 w d4"})
    second = game.play_round(first, {0: "b a1 w b1", 1: "b g7 w a1"})
    view = view_of(game, second, previous=first, names=("Ann", "Ben"))
    assert cells("thwart-omega", second, view.last_move) == {"a1", "b1", "g7"}
    assert view.status == "Round 3, both to move"
    assert view.last_move_text.startswith("Round 2: Ann (Black) b a1 w b1 · Ben (White) b g7 w a1")
    assert view.footer == ("Black 2×1 = 2 · White 1×1×1 = 1",)
    board = game.geometry(second)
    assert view.contents[board.parse("c3")] == "BB"  # type: ignore[index]
    assert view.contents[board.parse("a1")] == "X"  # type: ignore[index]


def test_meridians_dead_groups_are_marked_only_when_they_can_be_removed() -> None:
    """RULES.md §9 M3: after g3 c5 g7 g5, Light's g3 and g7 are dead."""
    game = rules.get_game("meridians")
    states = play("meridians", [(0, "g3"), (1, "c5"), (0, "g7"), (1, "g5")], size=6)
    view = view_of(game, states[-1], names=("Ann", "Ben"))
    assert cells("meridians", states[-1], view.dead) == {"g3", "g7"}
    assert any("dead" in line for line in view.footer)
    opening = view_of(game, states[2])  # lone first stones are "dead" by definition only
    assert opening.dead == frozenset()


def test_meuda_turn_in_progress_and_pie() -> None:
    game = rules.get_game("meuda")
    states = play("meuda", [(0, "d4"), (0, "d7")], size=4)
    view = view_of(game, states[-1], names=("Ann", "Ben"))
    assert view.status == "Ben chooses a colour: black or white"
    assert view.last_move_text == "Last move: Ann placed the White pie stone d7"
    # RULES.md §9: Black d4, d7, White b2; a root at d1 sees two Black groups: N = 2.
    states = play("meuda", [(0, "d4"), (0, "b2"), (1, "white"), (0, "d7")], size=4)
    white = next(m for m in game.legal_moves(states[-1], 1) if not m.startswith("d"))
    root = game.play(game.play(states[-1], 1, white), 0, "d1")
    view = view_of(game, root, names=("Ann", "Ben"))
    assert view.status == "Ann (Black) to move: stone 2 of a new group of 2"
    assert cells("meuda", root, view.last_move) == {"d1"}
    complete = game.play(root, 0, "d2")
    assert cells("meuda", complete, view_of(game, complete).last_move) == {"d1", "d2"}


@pytest.mark.parametrize("game_id", ["meter", "interleave", "thwart-omega", "meridians", "meuda"])
def test_finished_games_show_the_result_and_the_calculation(game_id: str) -> None:
    game = rules.get_game(game_id)
    options: dict[str, Any] = {"size": 4} if game_id in {"meter", "interleave", "meuda"} else {}
    if game_id == "meridians":
        options = {"size": 5}
    states = random_states(game, 3, **options)
    outcome = game.outcome(states[-1])
    assert outcome is not None
    view = view_of(game, states[-1], previous=states[-2], names=(LONG, "Ben"))
    assert view.status == "Game over" and view.finished
    assert any(word in view.footer[0] for word in ("wins", "Draw", "tie"))
    assert outcome.details.split("\n")[0].strip() in view.footer
    text = alt_text(game, states[-1], previous=states[-2], names=(LONG * 3, "Ben"))
    assert len(text) <= MAX_ALT
    assert view.size_text() in text and "Game over" in text


def test_alt_text_names_the_essentials() -> None:
    states = play("meter", [(0, "b3"), (1, "a2"), (0, "g4"), (1, "a3")], size=4)
    text = alt_text("meter", states[-1], previous=states[-2], names=("Ann\u202e", "Ben"))
    assert text == (
        "Meter · size 4, hexhex board of side 4 (37 cells). Ann plays Black; Ben plays White. "
        "Stones on the board: Black 1, White 2. Last move: Ben (White) a3; removed b3. "
        "Ann (Black) to move."
    )


def test_bad_arguments_are_clear_errors() -> None:
    meter = rules.get_game("meter")
    state = meter.new_state(size=4)
    with pytest.raises(ValueError, match="names"):
        board_png(meter, state, names=("only one",))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="theme"):
        board_png(meter, state, theme="neon")
    with pytest.raises(ValueError, match="different board"):
        board_png(meter, state, previous=meter.new_state(size=5))
    with pytest.raises(rules.UnknownGame):
        board_png("chess", state)
