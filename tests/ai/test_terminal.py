"""Playing the computer at the terminal: ``python -m ai play GAME --computer LEVEL``."""

from __future__ import annotations

import random
from typing import Any

import pytest

import rules
from ai.__main__ import computer_for
from rules.cli import main, play_interactive


def session(game_id: str, lines: list[str], seat: int = 0, **options: object) -> tuple[Any, str]:
    game = rules.get_game(game_id)
    feed = iter(lines)
    out: list[str] = []

    def ask(prompt: str) -> str:
        out.append(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    computer = computer_for(game, "random", 3)
    state = play_interactive(
        game,
        game.new_state(**options),
        ask,
        out.append,
        random.Random(1),
        computer=computer,
        computer_seat=1 - seat,
    )
    return state, "\n".join(out)


def test_the_computer_answers_each_move() -> None:
    state, text = session("meridians", ["g6", "quit"], size=6)
    history = rules.get_game("meridians").history(state)
    assert history[0] == (0, "g6")
    assert history[1][0] == 1
    assert f"(computer, seat 1: {history[1][1]})" in text


def test_the_computer_moves_first_in_seat_zero_and_plays_whole_meuda_turns() -> None:
    state, _ = session("meuda", ["random"] * 400, seat=1, size=4)
    game = rules.get_game("meuda")
    assert game.outcome(state) is not None
    assert game.history(state)[0][0] == 0


def test_thwart_omega_asks_only_the_person_and_shows_the_computer_with_the_round() -> None:
    state, text = session("thwart-omega", ["b a1 w a2", "quit"])
    history = rules.get_game("thwart-omega").history(state)
    assert history[0] == (0, "b a1 w a2") and history[1][0] == 1
    assert "seat 1 (White)>" not in text
    assert f"(computer, seat 1: {history[1][1]})" in text


def test_interleave_in_real_time_alternates_with_the_person() -> None:
    state, _ = session("interleave", ["random"] * 300, size=3)
    assert rules.get_game("interleave").outcome(state) is not None


def test_the_rules_command_says_where_the_computer_is(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "meter", "--computer", "easy"]) == 2
    assert "python -m ai play meter --computer easy" in capsys.readouterr().err
    assert main(["play", "meter", "--computer", "genius"], computer_for=computer_for) == 2
    assert "no computer level 'genius'" in capsys.readouterr().err
