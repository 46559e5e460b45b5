"""The terminal referee (``python -m rules``), driven with scripted input."""

from __future__ import annotations

import random

import pytest

import rules
from rules.cli import main, play_interactive, replay
from rules.errors import MoveError
from rules.options_text import parse_options


def run_session(game_id: str, lines: list[str], **options: object) -> tuple[object, str]:
    game = rules.get_game(game_id)
    feed = iter(lines)
    out: list[str] = []

    def ask(prompt: str) -> str:
        out.append(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    state = play_interactive(game, game.new_state(**options), ask, out.append, random.Random(1))
    return state, "\n".join(out)


def test_play_moves_undo_and_errors_at_the_terminal() -> None:
    state, text = run_session("meridians", ["g6", "moves", "zz9", "a1", "undo", "quit"], size=6)
    game = rules.get_game("meridians")
    assert game.history(state) == ((0, "g6"),)
    assert "seat 1:" in text  # the legal move list was shown
    assert "! Could not read" in text
    assert "Ply 1: seat 1 (Dark) to move" in text


def test_thwart_omega_asks_both_seats_each_round() -> None:
    state, text = run_session("thwart-omega", ["b a1 w a2", "w c3 b c4", "quit"])
    game = rules.get_game("thwart-omega")
    assert game.history(state) == ((0, "b a1 w a2"), (1, "b c4 w c3"))
    assert "seat 0 (Black)>" in text and "seat 1 (White)>" in text


def test_random_moves_play_a_game_to_the_end() -> None:
    state, text = run_session("meridians", ["random"] * 2000, size=5)
    assert rules.get_game("meridians").outcome(state) is not None
    assert "Game over" in text


def test_replay_entries_with_and_without_seats() -> None:
    game = rules.get_game("meridians")
    state = replay(game, game.new_state(), ["g3", "1:c5", "0:g7"])
    assert game.history(state) == ((0, "g3"), (1, "c5"), (0, "g7"))
    with pytest.raises(MoveError, match="entry 2"):
        replay(game, game.new_state(), ["g3", "g3"])


def test_option_parsing() -> None:
    game = rules.get_game("meridians")
    assert parse_options(game, ["size=5", "pie=on"]) == {"size": 5, "pie": True}
    for bad in (["size"], ["colour=red"], ["size=big"], ["pie=maybe"]):
        with pytest.raises(ValueError):
            parse_options(game, bad)


def test_main_lists_games_and_reports_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    assert "thwart-omega" in capsys.readouterr().out
    assert main(["replay", "chess"]) == 2
    assert "no game called" in capsys.readouterr().err
    assert main(["replay", "meridians", "-o", "size=9"]) == 2
    assert main(["replay", "meridians", "g3", "g3"]) == 1
    assert main(["replay", "thwart-omega", "--random", "30", "--seed", "3"]) == 0
    assert "Game over" in capsys.readouterr().out


def test_verify_needs_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["verify"])
    assert stopped.value.code == 2
    assert "RECORD" in capsys.readouterr().err
    assert main(["verify", "no-such-record.txt"]) == 2
    assert capsys.readouterr().err == "error: no-such-record.txt: there is no such file\n"
