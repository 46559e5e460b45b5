"""Game records (rules/record.py, docs/records.md): write, read, replay, for every game."""

from __future__ import annotations

import dataclasses
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


# ---- sealed rounds and the Score: header (docs/records.md, docs/fairness.md) ------------------


def test_a_sealed_match_round_trips_with_every_seal() -> None:
    from tests.rules.sealed_records import sealed_record

    record = sealed_record(tie_first=True, fills=((2, 1, 0), (2, 3, 1)))
    text = write_record(record)
    again = read_record(text)
    assert again == dataclasses.replace(record, headers={"match": record.headers["Match"]})
    assert write_record(again) == text.replace("\nMatch: ", "\nmatch: ")  # keys read lower-cased
    fill = again.games[1][0]
    assert fill.random_fill and fill.seed and not (fill.commitment or fill.salt)
    assert all(e.seed and e.seed_commitment for g in again.games for e in g)
    assert f"\nScore: {record.score}\n" in text
    round_line = text.index("\n1. ")
    assert text[round_line:].split("\n")[2].startswith("   seed ")


def test_records_without_seals_read_and_write_as_before() -> None:
    text = (
        "# Stone Arena game record (docs/records.md)\nGame: thwart-omega\nOptions: tiebreak=replay\n"
        "Seat 0: a\nSeat 1: b\nDate:\nResult: *\nTermination:\n\n"
        "1. b a1 w a2 | b c4 w c3 (random)\n2. b d4 w d5 | b e4 w e5\n"
    )
    record = read_record(text)
    assert record.games[0][1] == Entry(1, "b c4 w c3", True)
    assert record.score == "" and write_record(record) == text


def sealed_text(*under_round: str, move_1: str = "b c4 w c3") -> str:
    seed = f"   seed {'a' * 64} {'b' * 64}"
    return "\n".join(["Game: thwart-omega", "", f"1. b a1 w a2 | {move_1}", seed, *under_round])


SEAT_0 = f"   seat 0 {'c' * 64} {'d' * 32}"
SEAT_1 = f"   seat 1 {'e' * 64} {'f' * 32}"


def test_seal_lines_are_read_into_their_entries() -> None:
    record = read_record(sealed_text(SEAT_0, SEAT_1))
    first, second = record.games[0]
    assert (first.commitment, first.salt) == ("c" * 64, "d" * 32)
    assert (second.commitment, second.salt) == ("e" * 64, "f" * 32)
    assert first.seed == second.seed == "b" * 64
    assert first.seed_commitment == second.seed_commitment == "a" * 64
    record = read_record(sealed_text(SEAT_0, move_1="b c4 w c3 (random)"))
    assert record.games[0][1] == Entry(1, "b c4 w c3", True, "", "", "a" * 64, "b" * 64)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (sealed_text(SEAT_0), r"line 3: the round has no 'seat 1' line"),
        (sealed_text(SEAT_0, "2. b d4 w d5 | b e4 w e5"), r"line 3: the round has no 'seat 1'"),
        ("Game: thwart-omega\n\n1. b a1 w a2 | b c4 w c3\n" + SEAT_0, r"no 'seed' line"),
        (sealed_text(SEAT_0, SEAT_0), r"line 6: the round already has a 'seat 0' line"),
        (sealed_text(SEAT_0, SEAT_1, move_1="b c4 w c3 (random)"), "filled at random"),
        (sealed_text(SEAT_0, f"   seat 2 {'e' * 64} {'f' * 32}"), "seat 0 or 1"),
        (sealed_text(SEAT_0, f"   seat 1 {'E' * 64} {'f' * 32}"), "64 lowercase hex digits"),
        (sealed_text(SEAT_0, f"   seat 1 {'e' * 64} {'f' * 30}"), "salt must be 32 lowercase"),
        (sealed_text(SEAT_0, f"   seat 1 {'e' * 64}"), "expected 'seat N COMMITMENT SALT'"),
        ("Game: thwart-omega\n\n   seed " + "a" * 64 + " " + "b" * 64, "belongs under a round"),
        (sealed_text(SEAT_0, SEAT_1, "", "Game 2", "", SEAT_0), "line 10: a 'seat' line belongs"),
        ("Game: meter\n\n1. 0:d4\n   seed " + "a" * 64 + " " + "b" * 64, "expected move 2"),
        ("Game: meter\nScore: 31:27\n", "Score: '31:27'"),
        ("Game: meter\nScore: -1-2\n", "Score:"),
    ],
)
def test_unreadable_seals_name_the_line(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        read_record(text)


def test_writing_refuses_seals_that_would_not_read_back() -> None:
    seed = ("a" * 64, "b" * 64)
    good = Entry(0, "b a1 w a2", False, "c" * 64, "d" * 32, *seed)
    fill = Entry(1, "b c4 w c3", True, "", "", *seed)
    base = GameRecord(game="thwart-omega", options={}, players=("a", "b"), date="")
    assert "seat 0" in write_record(dataclasses.replace(base, games=((good, fill),)))
    bad_rounds = [
        (good, dataclasses.replace(fill, seed="c" * 64)),  # two seeds for one round
        (good, dataclasses.replace(fill, commitment="e" * 64)),  # a fill with a commitment
        (dataclasses.replace(good, salt=""), fill),  # a sent move without its salt
        (dataclasses.replace(good, commitment="C" * 64), fill),
    ]
    for games in bad_rounds:
        with pytest.raises(RecordError, match="round 1"):
            write_record(dataclasses.replace(base, games=(games,)))
    meter = dataclasses.replace(base, game="meter", games=((good,),))
    with pytest.raises(RecordError, match="in the open"):
        write_record(meter)


def test_score_header_is_the_rules_final_score() -> None:
    from rules.record import score_header

    game, state = random_game("thwart-omega", 1, 400)
    outcome = game.outcome(state)
    assert outcome is not None
    assert score_header(game, state) == f"{outcome.scores[0]}-{outcome.scores[1]}"
    assert score_header(game, game.new_state()) is None  # not finished: no final score
    game, state = next(
        (g, s)
        for seed in range(1, 30)
        for g, s in [random_game("meuda", seed, 400)]
        if any(v % 1 for v in _scores(g, s).values())
    )
    scores = _scores(game, state)
    assert score_header(game, state) == "-".join(
        str(scores[s]) if scores[s] % 1 else str(int(scores[s])) for s in (0, 1)
    )
    assert ".5" in (score_header(game, state) or "")
    record = GameRecord(game="meuda", options={}, players=("a", "b"), date="", score="5.5-5")
    assert read_record(write_record(record)).score == "5.5-5"


def _scores(game: rules.Game[Any], state: Any) -> dict[int, int | float]:
    outcome = game.outcome(state)
    return outcome.scores if outcome is not None else {}
