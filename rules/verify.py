"""Checking a game record's seals (docs/fairness.md): ``python -m rules verify RECORD``.

For every sealed Thwart Omega round of the record: the round's seed against the seed commitment
posted when the round opened, each sent submission against its commitment and salt, each random
fill against the fill the seed gives; then the replay through the rules, and the ``Result:`` and
``Score:`` headers against the rules' outcome. Turn-based games have nothing sealed: their
moves replay and their result is checked.

Pure: a record (or its bytes) in, a ``Verdict`` out. No Discord, no database, no network.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.commitment import commitment, seed_commitment, seeded_fill
from rules.errors import MoveError
from rules.game import Game
from rules.record import (
    TIE_REPLAY,
    Entry,
    GameRecord,
    RecordError,
    play_step,
    read_record,
    result_code,
    score_header,
)
from rules.registry import get_game

AnyGame = Game[Any]

# Exit codes of ``python -m rules verify`` (docs/fairness.md).
VERIFIED = 0  # every seal holds and the result is the rules' (or the game has nothing sealed)
FAILED = 1  # something does not verify: the sentence names the first game, round and seat
UNREADABLE = 2  # not a game record that can be read (or a bad command line)
UNSEALED = 3  # a Thwart Omega record written before commitments: nothing proves the seals
# The largest file the verifier reads. A real record is a few kilobytes (23 rounds of Thwart
# Omega with every seal is under 10 KB; a 1,000-move Meridians game about 15 KB): this is far
# above any of them, and a larger file is refused before it is read.
MAX_RECORD_BYTES = 1024 * 1024


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the verifier found: one line per round (or per game) checked, the final sentence
    and the exit code (``VERIFIED``, ``FAILED``, ``UNREADABLE`` or ``UNSEALED``)."""

    lines: tuple[str, ...]
    final: str
    code: int


class _Failure(Exception):
    """The first thing that does not verify (its sentence)."""


def record_text(data: bytes) -> str:
    """The text of a record file's bytes; ``RecordError`` for bytes no record can be."""
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(too_big(None))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RecordError(
            f"it is not UTF-8 text (byte {error.start + 1} cannot be read), so not a game record"
        ) from None
    if not text.strip():
        raise RecordError("it is empty, so not a game record")
    return text


def too_big(size: int | None) -> str:
    """Why a file of ``size`` bytes (``None``: more than the cap) is not read."""
    how_big = f"{size:,} bytes" if size is not None else f"over {MAX_RECORD_BYTES:,} bytes"
    return (
        f"it is {how_big}; a game record is a few kilobytes, and the verifier reads nothing "
        f"over {MAX_RECORD_BYTES:,} bytes"
    )


def verify_text(text: str) -> Verdict:
    """Read ``text`` as a record and verify it."""
    try:
        record = read_record(text)
    except RecordError as error:
        return Verdict((), f"This is not a game record that can be read: {error}.", UNREADABLE)
    return verify_record(record)


def verify_record(record: GameRecord) -> Verdict:
    """Check every seal of ``record``, replay it and check its result (module docstring)."""
    game = get_game(record.game)
    lines: list[str] = []
    entries = [e for g in record.games for e in g]
    sealed = game.simultaneous and any(_has_seal(e) for e in entries)
    try:
        match_id = _match_id(record) if sealed else 0
        state: Any = None
        for game_no in range(1, len(record.games) + 1):
            if state is not None:
                _check_tie_replay(game, state, game_no - 1)
            state = _replay_game(
                game, record, game_no, match_id=match_id, sealed=sealed, lines=lines
            )
        ending = _check_result(game, record, state)
    except _Failure as failure:
        return Verdict(tuple(lines), str(failure), FAILED)
    played = len(entries) // 2 if game.simultaneous else len(entries)
    rounds = _count(played, game)
    replay = "replays" if played == 1 else "replay"
    games = _plural(len(record.games), "game")
    if sealed:
        final = (
            f"The record verifies: {rounds} in {games}, every commitment, seed and random "
            f"fill matches what was sealed, and {ending}."
        )
        return Verdict(tuple(lines), final, VERIFIED)
    if game.simultaneous:
        final = (
            f"This {game.title} record has no commitments (it was written before Stone Arena "
            f"sealed its rounds with them): its {rounds} {replay} and {ending}, but nothing "
            "proves the moves were sealed before each reveal."
        )
        return Verdict(tuple(lines), final, UNSEALED)
    final = (
        f"Nothing sealed to verify ({game.title} is played in the open): the {rounds} "
        f"{replay} and {ending}."
    )
    return Verdict(tuple(lines), final, VERIFIED)


def _has_seal(entry: Entry) -> bool:
    return any((entry.commitment, entry.salt, entry.seed_commitment, entry.seed))


def _match_id(record: GameRecord) -> int:
    # read_record keeps header names lower-cased; a record built in code may spell them "Match"
    text = next((v for k, v in record.headers.items() if k.lower() == "match"), "")
    if not text:
        raise _Failure(
            "The record has commitments but no 'Match:' header: every commitment includes the "
            "match number, so nothing can be checked without it."
        )
    if not text.isdigit() or not text.isascii():
        raise _Failure(f"'Match: {text}' is not a match number (digits only).")
    return int(text)


def _replay_game(
    game: AnyGame,
    record: GameRecord,
    game_no: int,
    *,
    match_id: int,
    sealed: bool,
    lines: list[str],
) -> Any:
    """Replay one game of the record, checking each round's seals when it is ``sealed``."""
    state = game.new_state(**record.options)
    moves = record.games[game_no - 1]
    steps = (
        [moves[i : i + 2] for i in range(0, len(moves), 2)]
        if game.simultaneous
        else [[m] for m in moves]
    )
    for number, step in enumerate(steps, start=1):
        where = f"game {game_no} {'round' if game.simultaneous else 'move'} {number}"
        if sealed:
            checked = _check_round(
                game, state, step, match_id=match_id, game_no=game_no, round_no=number
            )
            lines.append(f"{where}: {checked}")
        try:
            state = play_step(game, state, step)
        except MoveError as error:
            raise _Failure(f"{where.capitalize()} does not replay: {error}") from None
    if not sealed:
        lines.append(f"game {game_no}: {_count(len(steps), game)} replayed")
    return state


def _check_round(
    game: AnyGame, state: Any, step: Sequence[Entry], *, match_id: int, game_no: int, round_no: int
) -> str:
    """One sealed round: the seed, then each seat's commitment or random fill. Returns the
    round's line; raises ``_Failure`` naming the first seal that does not hold."""
    where = f"Game {game_no} round {round_no}"
    seed = step[0].seed
    if not step[0].seed_commitment:
        raise _Failure(
            f"{where} has no commitments, though the record's other rounds do: it cannot be "
            "checked (a record cut short, or edited)."
        )
    if seed_commitment(match_id, game_no, round_no, seed) != step[0].seed_commitment:
        raise _Failure(
            f"{where}: the seed does not match the seed commitment posted when the round "
            "opened (or the round, game or match number was changed)."
        )
    done = []
    fills = []
    for entry in step:
        if entry.random_fill:
            expected = seeded_fill(game, state, entry.seat, seed)
            if _canonical(game, state, entry) != expected:
                raise _Failure(
                    f"{where} seat {entry.seat}: the random fill is '{entry.move}', but the "
                    f"round's seed fills '{expected}'."
                )
            fills.append(f"seat {entry.seat} random fill ok")
            continue
        sealed_as = commitment(
            match_id=match_id,
            game_no=game_no,
            round_no=round_no,
            seat=entry.seat,
            move=_canonical(game, state, entry),
            salt=entry.salt,
        )
        if sealed_as != entry.commitment:
            raise _Failure(
                f"{where} seat {entry.seat}: the commitment does not match the move "
                f"'{entry.move}' with its salt: this is not the move that was sealed."
            )
        done.append(entry.seat)
    said = ["commitment ok" if len(done) == 1 else "commitments ok"] if done else []
    return ", ".join([*said, "seed ok", *fills])


def _canonical(game: AnyGame, state: Any, entry: Entry) -> str:
    """The move as the commitment spells it; an unreadable one is kept as written (the replay
    then names it)."""
    try:
        return game.parse_move(state, entry.seat, entry.move)
    except MoveError:
        return entry.move


def _check_tie_replay(game: AnyGame, state: Any, game_no: int) -> None:
    outcome = game.outcome(state)
    if outcome is None or outcome.reason != TIE_REPLAY:
        raise _Failure(
            f"Game {game_no} does not end in a tie to be replayed, yet game {game_no + 1} "
            "follows it."
        )


def _check_result(game: AnyGame, record: GameRecord, state: Any) -> str:
    """Check ``Result:``, ``Termination:`` and ``Score:`` against the rules' outcome of the
    last game; the words saying what was checked."""
    outcome = game.outcome(state)
    score = score_header(game, state)
    if outcome is None:
        if record.score:
            raise _Failure(
                f"'Score: {record.score}' is not the rules' score: the rules have not finished "
                "the game, so it has no final score."
            )
        if record.result == "*":
            return "the match has no result yet"
        ended = f" by {record.termination}" if record.termination else ""
        return (
            f"the result {record.result}{ended} was the bot's to record (the rules had not "
            "finished the game)"
        )
    expected = result_code(outcome.winner, True)
    if record.result != expected:
        raise _Failure(
            f"'Result: {record.result}' is not the rules' result: the replayed game ends "
            f"{expected} ({outcome.reason})."
        )
    if record.termination and record.termination != outcome.reason:
        raise _Failure(
            f"'Termination: {record.termination}' is not how the rules ended the game "
            f"({outcome.reason})."
        )
    checked = f"the result {expected} ({outcome.reason})"
    if record.score:
        if record.score != score:
            rules_score = f"the rules score it {score}" if score else "the rules give no score"
            raise _Failure(f"'Score: {record.score}' is not the rules' score: {rules_score}.")
        return f"{checked} and the score {score} are the rules' own"
    return f"{checked} is the rules' own"


def _count(n: int, game: AnyGame) -> str:
    return _plural(n, "round" if game.simultaneous else "move")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"
