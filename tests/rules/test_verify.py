"""``python -m rules verify`` (rules/verify.py, docs/fairness.md): a sealed record verifies, and
any single changed move, salt, seed, commitment or score does not."""

from __future__ import annotations

import dataclasses
import hashlib
import random
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import rules
from rules.cli import main
from rules.commitment import commitment, fill_index, seed_commitment, seeded_fill
from rules.record import Entry, GameRecord, read_record, replay_record, write_record
from rules.verify import (
    FAILED,
    MAX_RECORD_BYTES,
    UNREADABLE,
    UNSEALED,
    VERIFIED,
    record_text,
    verify_record,
    verify_text,
)
from tests.rules.sealed_records import MATCH_ID, play_sealed, random_chooser, sealed_record
from tests.rules.test_record import random_game

DOCS = Path(__file__).resolve().parents[2] / "docs"
# Game 1 is a mirrored tie (replayed); game 2 has two random fills.
FILLS = ((2, 2, 1), (2, 4, 0))


@pytest.fixture(scope="module")
def match() -> GameRecord:
    return sealed_record(tie_first=True, fills=FILLS)


def run(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["verify", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_sealed_match_verifies_round_by_round(
    match: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "match.txt"
    path.write_text(write_record(match))
    code, out, err = run(path, capsys)
    assert (code, err) == (VERIFIED, "")
    lines = out.splitlines()
    rounds = [len(g) // 2 for g in match.games]
    assert len(lines) == sum(rounds) + 1
    assert lines[0] == "game 1 round 1: commitments ok, seed ok"
    assert lines[rounds[0]] == "game 2 round 1: commitments ok, seed ok"  # rounds restart at 1
    assert lines[rounds[0] + 1] == "game 2 round 2: commitment ok, seed ok, seat 1 random fill ok"
    assert lines[rounds[0] + 3] == "game 2 round 4: commitment ok, seed ok, seat 0 random fill ok"
    assert lines[-1].startswith(f"The record verifies: {sum(rounds)} rounds in 2 games")
    assert f"the score {match.score} are the rules' own" in lines[-1]


def test_the_module_runs_as_a_program(match: GameRecord, tmp_path: Path) -> None:
    path = tmp_path / "match.txt"
    path.write_text(write_record(match))
    done = subprocess.run(
        [sys.executable, "-m", "rules", "verify", str(path)],
        check=False,
        capture_output=True,
        text=True,
    )
    assert done.returncode == VERIFIED, done.stderr
    path.write_text(write_record(dataclasses.replace(match, score="1-0")))
    done = subprocess.run(
        [sys.executable, "-m", "rules", "verify", str(path)],
        check=False,
        capture_output=True,
        text=True,
    )
    assert done.returncode == FAILED and "Score: 1-0" in done.stderr


# ---- every single alteration fails --------------------------------------------------------------


def altered(
    record: GameRecord, game_no: int, round_no: int, seat: int, change: Callable[[Entry], Entry]
) -> GameRecord:
    games = [list(g) for g in record.games]
    index = 2 * (round_no - 1) + seat
    games[game_no - 1][index] = change(games[game_no - 1][index])
    return dataclasses.replace(record, games=tuple(tuple(g) for g in games))


def flip(hex_text: str) -> str:
    """The same hex with its last digit changed."""
    return hex_text[:-1] + ("0" if hex_text[-1] != "0" else "1")


def swap_colours(move: str) -> str:
    """``b X w Y`` -> ``b Y w X``: another legal submission of the same round."""
    _, black, _, white = move.split()
    return f"b {white} w {black}"


def both_seats(record: GameRecord, game_no: int, round_no: int, **changes: str) -> GameRecord:
    """The round's seed or seed commitment changed (both entries carry them)."""

    def change(entry: Entry) -> Entry:
        return dataclasses.replace(
            entry,
            seed=changes.get("seed", entry.seed),
            seed_commitment=changes.get("seed_commitment", entry.seed_commitment),
        )

    for seat in (0, 1):
        record = altered(record, game_no, round_no, seat, change)
    return record


ALTERATIONS: dict[str, tuple[Callable[[GameRecord], GameRecord], str]] = {
    "move": (
        lambda r: altered(r, 2, 3, 0, lambda e: dataclasses.replace(e, move=swap_colours(e.move))),
        "Game 2 round 3 seat 0: the commitment does not match the move",
    ),
    "salt": (
        lambda r: altered(r, 1, 5, 1, lambda e: dataclasses.replace(e, salt=flip(e.salt))),
        "Game 1 round 5 seat 1: the commitment does not match",
    ),
    "commitment": (
        lambda r: altered(
            r, 2, 1, 1, lambda e: dataclasses.replace(e, commitment=flip(e.commitment))
        ),
        "Game 2 round 1 seat 1: the commitment does not match",
    ),
    "seed": (
        lambda r: both_seats(r, 2, 5, seed=flip(r.games[1][8].seed)),
        "Game 2 round 5: the seed does not match the seed commitment",
    ),
    "seed commitment": (
        lambda r: both_seats(r, 1, 1, seed_commitment=flip(r.games[0][0].seed_commitment)),
        "Game 1 round 1: the seed does not match the seed commitment",
    ),
    "random fill": (
        lambda r: altered(r, 2, 2, 1, lambda e: dataclasses.replace(e, move=swap_colours(e.move))),
        "Game 2 round 2 seat 1: the random fill is",
    ),
    "score": (
        lambda r: dataclasses.replace(r, score="1-1"),
        "'Score: 1-1' is not the rules' score",
    ),
    "result": (
        lambda r: dataclasses.replace(r, result="1/2-1/2"),
        "'Result: 1/2-1/2' is not the rules' result",
    ),
    # Another ending than the rules' (the record's seeds are drawn by ``secrets``, so the game
    # usually ends on the score, but can end on the group sizes).
    "termination": (
        lambda r: dataclasses.replace(
            r, termination="score" if r.termination == "group-sizes" else "group-sizes"
        ),
        "is not how the rules ended the game",
    ),
    "match number": (
        lambda r: dataclasses.replace(r, headers={"Match": str(MATCH_ID + 1)}),
        "Game 1 round 1: the seed does not match",
    ),
    # Game 2 alone, read as game 1: the game number is part of every commitment.
    "game number": (
        lambda r: dataclasses.replace(r, games=r.games[1:]),
        "Game 1 round 1: the seed does not match",
    ),
}


@pytest.mark.parametrize("kind", list(ALTERATIONS))
def test_any_single_alteration_fails_naming_where(
    kind: str, match: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    alter, message = ALTERATIONS[kind]
    path = tmp_path / "altered.txt"
    path.write_text(write_record(alter(match)))
    code, _, err = run(path, capsys)
    assert code == FAILED
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_every_hex_digit_written_under_a_round_matters(match: GameRecord) -> None:
    """Flip the last digit of each seed, seed commitment, commitment and salt of the record's
    text, one at a time: each copy fails at its own round."""
    lines = write_record(match).splitlines()
    sealed = [i for i, line in enumerate(lines) if line.startswith("   ")]
    assert len(sealed) > 100
    rng = random.Random(3)
    for index in rng.sample(sealed, 40):
        words = lines[index].split(" ")
        for position in (-2, -1):  # the commitment, then the seed or salt
            changed = [*words]
            changed[position] = flip(changed[position])
            text = "\n".join([*lines[:index], " ".join(changed), *lines[index + 1 :]])
            verdict = verify_text(text)
            assert verdict.code == FAILED, (index, position)
            assert " does not match" in verdict.final


def test_a_random_fill_that_follows_the_seed_of_another_seat_fails() -> None:
    game = rules.get_game("thwart-omega")
    state = game.new_state()
    seed = next(
        f"{n:064x}"
        for n in range(100)
        if seeded_fill(game, state, 0, f"{n:064x}") != seeded_fill(game, state, 1, f"{n:064x}")
    )
    sealed_seed = seed_commitment(7, 1, 1, seed)
    move = seeded_fill(game, state, 1, seed)  # seat 1's fill, claimed for seat 0
    salt = "11" * 16
    other = commitment(match_id=7, game_no=1, round_no=1, seat=1, move="b g7 w g6", salt=salt)
    record = GameRecord(
        game=game.id,
        options={},
        players=("a", "b"),
        date="",
        games=(
            (
                Entry(0, move, True, "", "", sealed_seed, seed),
                Entry(1, "b g7 w g6", False, other, salt, sealed_seed, seed),
            ),
        ),
        headers={"match": "7"},
    )
    verdict = verify_record(read_record(write_record(record)))
    assert verdict.code == FAILED
    assert verdict.final.startswith("Game 1 round 1 seat 0: the random fill is")


# ---- records with nothing (or not everything) to verify ----------------------------------------


def test_a_turn_based_record_replays_with_nothing_sealed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "meter.txt"
    assert main(["replay", "meter", "--random", "400", "--seed", "2", "--write", str(path)]) == 0
    capsys.readouterr()
    code, out, err = run(path, capsys)
    assert (code, err) == (VERIFIED, "")
    assert out.splitlines()[0].startswith("game 1: ") and "moves replayed" in out
    assert "Nothing sealed to verify (Meter is played in the open)" in out
    assert "is the rules' own" in out
    text = path.read_text()
    result = re.search(r"^Result: (\S+)$", text, re.MULTILINE)
    assert result is not None
    wrong = "1-0" if result.group(1) != "1-0" else "0-1"
    path.write_text(text.replace(f"Result: {result.group(1)}", f"Result: {wrong}"))
    code, _, err = run(path, capsys)
    assert code == FAILED and f"'Result: {wrong}' is not the rules' result" in err


def test_a_record_from_before_commitments_says_nothing_proves_its_seals(
    match: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bare = tuple(tuple(Entry(e.seat, e.move, e.random_fill) for e in g) for g in match.games)
    path = tmp_path / "old.txt"
    path.write_text(write_record(dataclasses.replace(match, games=bare)))
    code, out, err = run(path, capsys)
    assert code == UNSEALED
    assert "has no commitments (it was written before Stone Arena sealed its rounds" in err
    assert "game 2: " in out  # the games were replayed all the same


def test_commitments_without_a_match_header_cannot_be_checked(match: GameRecord) -> None:
    assert match.headers == {"Match": str(MATCH_ID)}  # as the bot spells it
    assert verify_record(match).code == VERIFIED
    verdict = verify_record(dataclasses.replace(match, headers={}))
    assert verdict.code == FAILED and "no 'Match:' header" in verdict.final
    verdict = verify_record(dataclasses.replace(match, headers={"match": "#12"}))
    assert verdict.code == FAILED and "not a match number" in verdict.final


def test_a_match_ended_by_resignation_verifies_its_rounds_but_not_its_result() -> None:
    entries, _ = play_sealed(1, random_chooser(4), ((1, 2, 0),))
    cut = entries[:10]
    record = GameRecord(
        game="thwart-omega",
        options={"tiebreak": "replay"},
        players=("a", "b"),
        date="",
        result="0-1",
        termination="resignation",
        games=(cut,),
        headers={"match": str(MATCH_ID)},
    )
    verdict = verify_record(read_record(write_record(record)))
    assert verdict.code == VERIFIED and len(verdict.lines) == 5
    assert "the result 0-1 by resignation was the bot's to record" in verdict.final
    verdict = verify_record(dataclasses.replace(record, score="3-4"))
    assert verdict.code == FAILED and "the rules have not finished the game" in verdict.final


def test_a_round_cut_off_after_its_round_line_fails_at_that_round(match: GameRecord) -> None:
    lines = write_record(match).splitlines()
    last_round = max(i for i, line in enumerate(lines) if re.match(r"\d+\. ", line))
    verdict = verify_text("\n".join(lines[: last_round + 1]))
    assert verdict.code == FAILED
    rounds = len(match.games[1]) // 2
    assert verdict.final.startswith(f"Game 2 round {rounds} has no commitments")


# ---- bad input: a sentence and a non-zero exit, never a traceback ------------------------------


def test_bad_files_get_a_sentence(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cases: dict[str, tuple[bytes | None, str]] = {
        "missing.txt": (None, "there is no such file"),
        "empty.txt": (b"", "it is empty"),
        "blank.txt": (b"\n  \n", "it is empty"),
        "latin1.txt": ("Game: thwart-omega\nSeat 0: Zoë\n".encode("latin-1"), "not UTF-8 text"),
        "png.txt": (b"\x89PNG\r\n\x1a\n\x00\x00", "not UTF-8 text (byte 1"),
        "prose.txt": (b"Note: today I won.\n", "no 'Game:' header"),
        "code.txt": (b"def f():\n    return 1\n", "line 2: a header looks like"),
        "pgn.txt": (b'[Event "Casual"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n', "line 1"),
        "chess.txt": (b"Game: chess\n\n1. 0:e4\n", "no game called"),
        # a Meter record under a Thwart Omega header, and the other way round
        "meter-moves.txt": (b"Game: thwart-omega\n\n1. 0:d4\n", "MOVE | MOVE"),
        "thwart-moves.txt": (b"Game: meter\n\n1. b a1 w a2 | b c4 w c3\n", "SEAT:MOVE"),
        "half-round.txt": (
            b"Game: thwart-omega\nMatch: 1\n\n1. b a1 w a2 | b c",
            "does not replay",
        ),
    }
    (tmp_path / "folder").mkdir()
    for name, (data, _) in cases.items():
        if data is not None:
            (tmp_path / name).write_bytes(data)
    cases["folder"] = (None, "it is a directory")
    for name, (_, message) in cases.items():
        code, _, err = run(tmp_path / name, capsys)
        assert code in (FAILED, UNREADABLE), name
        assert message in err, (name, err)
        assert "Traceback" not in err and err.count("\n") == 1, name
    code, _, err = run(tmp_path / "folder", capsys)
    assert code == UNREADABLE and err.startswith(f"error: {tmp_path / 'folder'}: ")


def test_a_file_over_the_cap_is_refused_by_its_size(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "huge.txt"
    with path.open("wb") as file:  # a sparse 50 MB file: nothing to write, nothing read
        file.truncate(50 * 1000 * 1000)
    code, _, err = run(path, capsys)
    assert code == UNREADABLE
    assert "it is 50,000,000 bytes" in err and f"nothing over {MAX_RECORD_BYTES:,}" in err
    with pytest.raises(rules.record.RecordError, match="over 1,048,576 bytes"):
        record_text(b"#" * (MAX_RECORD_BYTES + 1))


def test_the_cap_is_far_above_a_long_match(match: GameRecord) -> None:
    """The longest Thwart Omega game has 23 rounds; this match has two games and its record
    is still a hundredth of the cap. (A 1,000-move Meridians game is about as long.)"""
    assert len(write_record(match).encode()) * 50 < MAX_RECORD_BYTES
    game, state = random_game("meridians", 1, 1000)
    text = write_record(
        GameRecord(
            game=game.id,
            options=game.options_of(state),
            players=("a", "b"),
            date="",
            games=(tuple(Entry(s, m) for s, m in game.history(state)),),
        )
    )
    assert len(text.encode()) * 50 < MAX_RECORD_BYTES


def test_a_truncated_record_never_raises(match: GameRecord) -> None:
    """Cut the record anywhere, or change a character anywhere: a verdict, never a traceback."""
    text = write_record(match)
    rng = random.Random(9)
    codes = set()
    for _ in range(150):
        at = rng.randrange(len(text))
        for variant in (
            text[:at],
            text[:at] + text[at + 1 :],
            text[:at] + rng.choice("0aZ |.:\n#é") + text[at + 1 :],
        ):
            codes.add(verify_text(variant).code)
    assert codes <= {VERIFIED, FAILED, UNREADABLE, UNSEALED}
    assert {FAILED, UNREADABLE} <= codes


# ---- docs/fairness.md's worked examples are the code's ------------------------------------------


def test_the_sha256sum_example_of_fairness_md_is_the_codes() -> None:
    text = (DOCS / "fairness.md").read_text()
    command = re.search(r"^(printf 'stone-arena-commitment-v1.*' \| sha256sum)$", text, re.M)
    assert command is not None
    shown = re.search(r"^([0-9a-f]{64})  -$", text, re.M)
    assert shown is not None
    data = re.search(r"printf '(.*)'", command.group(1))
    assert data is not None
    payload = data.group(1).replace("\\n", "\n").encode()
    assert hashlib.sha256(payload).hexdigest() == shown.group(1)
    fields = dict(line.split("=", 1) for line in payload.decode().splitlines()[1:])
    assert shown.group(1) == commitment(
        match_id=int(fields["match"]),
        game_no=int(fields["game"]),
        round_no=int(fields["round"]),
        seat=int(fields["seat"]),
        move=fields["move"],
        salt=fields["salt"],
    )
    if shutil.which("sha256sum"):  # the very command a player types
        done = subprocess.run(
            ["sh", "-c", command.group(1)], capture_output=True, text=True, check=True
        )
        assert done.stdout.strip() == f"{shown.group(1)}  -"


def test_the_fill_example_of_fairness_md_is_the_codes() -> None:
    text = " ".join((DOCS / "fairness.md").read_text().split())
    found = re.search(
        r"with the seed `([0-9a-f]{64})`, seat (\d) in the first round.*?prints `([0-9a-f]{64})`;"
        r".*?% (\d+)\)\"` prints `(\d+)`, and the submission at position \d+ of the sorted list "
        r"is `([^`]+)`",
        text,
    )
    assert found is not None
    seed, seat, digest, count, index, move = found.groups()
    game = rules.get_game("thwart-omega")
    state = game.new_state()
    assert int(count) == len(game.legal_moves(state, int(seat)))
    assert int(digest, 16) % int(count) == int(index) == fill_index(seed, int(seat), int(count))
    assert seeded_fill(game, state, int(seat), seed) == move


def test_the_sealed_excerpt_of_records_md_is_a_real_record() -> None:
    text = (DOCS / "records.md").read_text()
    block = re.search(
        r"```\n(# Stone Arena game record[^`]*?Game: thwart-omega.*?)…\n```", text, re.S
    )
    assert block is not None
    record = read_record(block.group(1))
    assert record.games[0][3].random_fill and not record.games[0][3].commitment
    verdict = verify_record(record)
    assert verdict.lines == (
        "game 1 round 1: commitments ok, seed ok",
        "game 1 round 2: commitment ok, seed ok, seat 1 random fill ok",
    )
    assert replay_record(record) is not None
