"""The strong level's time per move reads the same everywhere (issue 24): ``/play``'s choice,
the README, the player guide and docs/computer.md all say ``ai.levels.move_time_text()``, which comes from the
time measured with ``./dev bench ai --move-times``."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace
from pathlib import Path
from typing import Any, ClassVar

import pytest

from ai import tree
from ai.budget import Budget
from ai.knobs import Knobs
from ai.levels import LEVELS, STRONG, STRONG_MEASURED_SECONDS, default_playouts, move_time_text
from ai.tree import CHOICE_PLAYOUTS, Search
from bot.cogs.common.game_options.play import computer_option
from rules import get_game

ROOT = Path(__file__).resolve().parents[2]


def test_strong_says_one_time_per_move_everywhere() -> None:
    said = move_time_text()
    assert said == "about 1 s a move"
    # The clock's allowance stays above what was measured.
    assert LEVELS[STRONG].seconds >= STRONG_MEASURED_SECONDS
    [strong] = [c.name for c in computer_option().choices if c.value == STRONG]
    assert strong.endswith(said), strong
    for doc in ("README.md", "docs/player-guide.md"):
        text = " ".join((ROOT / doc).read_text().split())
        assert f"strong` (it thinks {said}" in text or f"`strong` ({said})" in text, doc
        assert "about 2 s" not in text and "about a second" not in text, doc
    assert f"| {said} (" in (ROOT / "docs/computer.md").read_text()  # the levels' table


def test_a_playout_near_the_end_is_played_out_instead_of_estimated() -> None:
    """Meter's estimate after a few plies misjudges the game (``./dev bench strength``): with
    ``finish``, a playout from a board with at most that many empty cells ends with the game's
    result, 0, ½ or 1, where without it the estimate is strictly between."""
    game = get_game("meter")
    state = game.new_state()
    for move in ("d4", "c3", "e5"):
        state = game.play(state, game.seats_to_act(state)[0], move)
    seat = game.seats_to_act(state)[0]
    short = Knobs(depth=4)
    for seed in range(5):
        plain = Search(game, state, seat, short, random.Random(seed))
        estimated = plain._rollout(plain.root)
        assert 0.0 < estimated < 1.0
        finished = Search(game, state, seat, replace(short, finish=37), random.Random(seed))
        assert finished._rollout(finished.root) in (0.0, 0.5, 1.0)
    # a board with more empty cells than ``finish`` is estimated as before
    few = Search(game, state, seat, replace(short, finish=33), random.Random(1))
    assert 0.0 < few._rollout(few.root) < 1.0


def test_strong_plays_meter_and_interleave_to_the_end_with_fewer_playouts() -> None:
    strong = LEVELS[STRONG]
    for game_id in ("meter", "interleave"):
        game = get_game(game_id)
        knobs = strong.knobs_for(game_id)
        assert knobs is not None and knobs.finish >= len(game.geometry(game.new_state()).names)
        assert default_playouts(strong, game, game.new_state()) < strong.playouts
    meuda = get_game("meuda")
    assert default_playouts(strong, meuda, meuda.new_state()) == strong.playouts


def test_a_played_out_set_up_is_judged_by_the_chooser_s_better_colour() -> None:
    """Interleave's set-up: a playout that reaches the colour choice plays on with both colours
    and keeps the chooser's better result, instead of one colour picked by the estimate."""
    interleave = get_game("interleave")

    class Watched(type(interleave)):  # type: ignore[misc]
        choices: ClassVar[list[tuple[int, str]]] = []

        def _play(self, state: Any, seat: int, move: str) -> Any:
            if move in {"black", "red"}:
                self.choices.append((len(interleave.history(state)), move))
            return super()._play(state, seat, move)

    game = Watched()
    state = game.new_state()
    for move in ("black d4", "red c3", "done"):
        state = game.play(state, 0, move)
    search = Search(game, state, 1, Knobs(depth=4, finish=37), random.Random(2))
    result = search._rollout(search.root)
    assert sorted(Watched.choices) == [(3, "black"), (3, "red")]
    assert result * CHOICE_PLAYOUTS == round(result * CHOICE_PLAYOUTS)  # a mean of results


def test_a_played_out_set_up_prefers_an_even_choice_to_a_lopsided_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The setter of a pie gets the colour the chooser leaves it. A set-up that the setter wins
    half the time with either colour is worth more to it than one it wins 95% of the time with
    Black and 30% with Red (the chooser takes Black): the played-out set-up must say so. The worse
    of two single results averaged 0.25 for the first and 0.285 for the second."""
    interleave = get_game("interleave")
    state = interleave.new_state()
    # a set-up that leaves few empty cells, so that the playouts after the choice are short
    for cell in interleave.geometry(state).names[:30]:
        state = interleave.play(state, 0, f"black {cell}")
    state = interleave.play(state, 0, "done")
    draws = random.Random(7)
    setter_wins = {"black": 0.5, "red": 0.5}

    def drawn(game: Any, end: Any) -> float:  # the setter's result, by the colour it holds
        return float(draws.random() < setter_wins[str(game.colour_of(end, 0))])

    monkeypatch.setattr(tree, "value", drawn)

    def mean_of_rollouts() -> float:
        search = Search(interleave, state, 1, Knobs(depth=4, finish=37), random.Random(3))
        return sum(search._rollout(search.root) for _ in range(300)) / 300

    even = mean_of_rollouts()
    setter_wins.update(black=0.95, red=0.3)
    lopsided = mean_of_rollouts()
    assert lopsided < even, (lopsided, even)


class Recorded(type(get_game("interleave"))):  # type: ignore[misc]
    """Interleave that notes every move a search plays: the ply, the seat, who could act."""

    def __init__(self) -> None:
        self.plays: list[tuple[int, int, tuple[int, ...]]] = []

    def _play(self, state: Any, seat: int, move: str) -> Any:
        self.plays.append((len(self.history(state)), seat, self.seats_to_act(state)))
        return super()._play(state, seat, move)

    def lines(self) -> list[list[tuple[int, int, tuple[int, ...]]]]:
        """The plays cut into playouts: a new one starts where the ply does not go on."""
        lines: list[list[tuple[int, int, tuple[int, ...]]]] = []
        for play in self.plays:
            if not lines or play[0] != lines[-1][-1][0] + 1:
                lines.append([])
            lines[-1].append(play)
        return lines


def test_interleave_playouts_alternate_the_seats_as_the_tree_and_the_referee_do() -> None:
    """In real time both seats may place; the tree and the benchmark's referee let the seat that
    did not move last act, and a playout must too. Drawn at random, a playout let one side place
    twice in a row and made the first mover after the colour choice a coin's toss: it judged
    set-ups by another game than the one played (``./dev bench strength --seat 0``)."""
    game = Recorded()
    state = game.new_state()
    for move in ("black d4", "red c3", "black b5", "red f2", "done"):
        state = game.play(state, 0, move)
    chosen = game.play(state, 1, "red")
    search = Search(game, chosen, 0, Knobs(depth=4, finish=37), random.Random(4))
    for _ in range(20):
        search._rollout(search.root)
    # From the choice: the chooser's colour played out both ways, seat 0 first each time.
    search = Search(game, state, 1, Knobs(depth=4, finish=37), random.Random(5))
    for _ in range(5):
        search._rollout(search.root)
    lines = game.lines()
    assert len(lines) == 20 + 5 * 2 * CHOICE_PLAYOUTS
    both = 0
    for line in lines:
        first = next(seat for _, seat, acting in line if acting != (1,))
        assert first == 0, line  # seat 1 chose (or, in the tree, moved last): seat 0 acts
        for (_, before, _), (_, seat, acting) in itertools.pairwise(line):
            if acting == (0, 1):
                both += 1
                assert seat != before, line
    assert both > 200  # the check met many moves where either seat could place


def test_a_played_out_set_up_counts_the_chooser_s_playouts_in_the_budget() -> None:
    """A set-up playout that meets the colour choice plays ``2 * CHOICE_PLAYOUTS`` more playouts
    to the end; a budget of playouts is meant as a time (strong near a second a move), so they
    count. Uncounted, strong's set-up moves took 3 to 4 CPU seconds for 2,000 playouts
    (``./dev bench ai --move-times 16 --board default``)."""
    interleave = get_game("interleave")
    knobs = LEVELS[STRONG].knobs_for("interleave")
    assert knobs is not None
    search = Search(interleave, interleave.new_state(), 0, knobs, random.Random(4))
    budget = Budget(300)
    search.run(budget)
    each = 1 + 2 * CHOICE_PLAYOUTS  # every playout from the opening set-up meets the choice
    assert search.root.visits == -(-300 // each)
    assert budget.used == 300
    # Past the set-up nothing changes: one playout is one playout.
    state = interleave.new_state(mode="turns")
    for move in ("black d4", "red c3", "done"):
        state = interleave.play(state, 0, move)
    state = interleave.play(state, 1, "black")
    seat = interleave.seats_to_act(state)[0]
    later = Search(interleave, state, seat, knobs, random.Random(4))
    later.run(Budget(300))
    assert later.root.visits == 300
