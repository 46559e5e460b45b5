"""Game records (rules/record.py, docs/records.md): write, read, replay, for every game."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

import rules
from rules.cli import main, random_step
from rules.record import (
    Entry,
    GameRecord,
    RecordError,
    entries_of,
    read_record,
    replay_record,
    result_code,
    write_record,
)


def random_game(game_id: str, seed: int, plies: int) -> tuple[rules.Game[Any], Any]:
    game = rules.get_game(game_id)
    state = game.new_state()
    rng = random.Random(seed)
    for _ in range(plies):
        if game.outcome(state) is not None:
            break
        state = random_step(game, state, rng)
    return game, state


@pytest.mark.parametrize("game_id", list(rules.GAMES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_round_trip_reaches_the_same_final_position(game_id: str, seed: int) -> None:
    game, state = random_game(game_id, seed, plies=400 if seed == 1 else 15 * seed)
    outcome = game.outcome(state)
    entries = entries_of(game, state)
    if game.simultaneous:  # mark some submissions as random fills: the mark must survive
        entries = tuple(Entry(e.seat, e.move, i % 3 == 0) for i, e in enumerate(entries))
    record = GameRecord(
        game=game.id,
        options=game.options_of(state),
        players=("Ålice (she/her)", "Bob: the builder"),
        date="2026-11-23T21:04:05Z",
        result=result_code(outcome.winner if outcome else None, outcome is not None),
        termination=outcome.reason if outcome else "",
        games=(entries,),
        headers={"match": "12345678901234567890"},
    )
    text = write_record(record)
    again = read_record(text)
    assert again.games == record.games
    assert again.players == record.players
    assert (again.result, again.termination, again.date) == (
        record.result,
        record.termination,
        record.date,
    )
    assert again.headers == {"match": "12345678901234567890"}
    assert game.to_json(replay_record(again)) == game.to_json(state)
    assert write_record(again) == text


def test_the_terminal_replays_a_record_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.txt"
    assert main(["replay", "meridians", "--random", "30", "--seed", "4", "--write", str(path)]) == 0
    shown = capsys.readouterr().out
    assert path.read_text().startswith("# Stone Arena game record")
    assert main(["replay", "--record", str(path)]) == 0
    assert shown.strip() in capsys.readouterr().out  # the same final board and status line
    game = rules.get_game("meridians")
    record = read_record(path.read_text())
    assert len(record.games[0]) == 30
    assert game.history(replay_record(record)) == tuple((e.seat, e.move) for e in record.games[0])


def test_the_terminal_says_what_is_wrong_with_a_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("Game: meridians\n\n1. 0:g6\n2. 1:g6\n")
    assert main(["replay", "--record", str(path)]) == 1
    assert "move 2" in capsys.readouterr().err
    assert main(["replay", "--record", str(tmp_path / "missing.txt")]) == 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Options: size=5\n\n1. 0:d4\n", "no 'Game:' header"),
        ("Game: chess\n", "no game called"),
        ("Game: meter\nOptions: size=99\n", "Options:"),
        ("Game: meter\nResult: 2-0\n", "Result:"),
        ("Game: meter\nno colon here\n", "line 2"),
        ("Game: meter\n\n2. 0:d4\n", "expected move 1"),
        ("Game: meter\n\n1. d4\n", "SEAT:MOVE"),
        ("Game: thwart-omega\n\n1. b a1 w a2\n", "MOVE | MOVE"),
        ("Game: thwart-omega\n\n1. b a1 w a2 | (random)\n", "missing"),
        ("Game: meter\n\n1. 0:d4\n\nGame 3\n", "expected 'Game 2'"),
    ],
)
def test_unreadable_records_name_the_problem(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        read_record(text)


def test_a_second_game_needs_a_tie_replay_before_it() -> None:
    text = "Game: thwart-omega\n\n1. b a1 w a2 | b c4 w c3\n\nGame 2\n\n1. b a1 w a2 | b c4 w c3\n"
    record = read_record(text)
    assert len(record.games) == 2 and record.games[1][0] == Entry(0, "b a1 w a2")
    with pytest.raises(RecordError, match="tie replay"):
        replay_record(record)


def test_an_illegal_move_names_its_number() -> None:
    record = read_record("Game: meridians\n\n1. 0:g6\n2. 1:g6\n")
    with pytest.raises(RecordError, match="move 2"):
        replay_record(record)
