"""Game records: a small human-readable text format shared by the bot and the terminal referee.

The format is documented in ``docs/records.md``. In short::

    # Stone Arena game record (docs/records.md)
    Game: meter
    Options: size=5 pie=on
    Seat 0: Alice
    Seat 1: Bob
    Date: 2026-11-23T21:04:05Z
    Result: 1-0
    Termination: resignation

    1. 0:d4
    2. 1:swap

Turn-based moves are ``N. SEAT:MOVE`` (the seat, because Interleave lets both seats act at once
and the pie changes who holds which colour). Thwart Omega rounds are ``N. MOVE | MOVE`` (seat 0's
submission, then seat 1's), a submission the bot filled at random ending in ``(random)``. Under a
sealed round, indented, its seed line ``seed COMMITMENT SEED`` and one ``seat N COMMITMENT SALT``
line per submission the player sent (docs/fairness.md). After a full Thwart Omega tie under
``tiebreak=replay`` the line ``Game 2`` starts the replay game. An optional ``Score:`` header holds
the rules' final score per seat (``score_header``).

Pure: no clock (the date is given), no files (text in, text out).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from rules.commitment import SALT_BYTES, SEED_BYTES, is_hex
from rules.errors import MoveError, UnknownGame
from rules.game import SEATS, Game, Seat
from rules.options_text import format_options, parse_options
from rules.registry import get_game

AnyGame = Game[Any]

FIRST_LINE = "# Stone Arena game record (docs/records.md)"
RANDOM_MARK = "(random)"
# The game ended this way by the rules and a new game of the same match follows (RULES.md §3).
TIE_REPLAY = "tie-replay"
# ``Result:`` values: seat 0 won, seat 1 won, a draw, no result (unfinished or aborted).
RESULTS = ("1-0", "0-1", "1/2-1/2", "*")
# A commitment is a SHA-256 digest: 32 bytes, written in lowercase hex.
DIGEST_BYTES = 32
# The words that start a sealed round's lines under its round line (docs/records.md).
SEED_WORD = "seed"
SEAT_WORD = "seat"
SEALED_INDENT = "   "
# ``Score:``: each seat's number, seat 0's first (``score_header``).
_SCORE = re.compile(r"\d+(\.\d+)?-\d+(\.\d+)?")


class RecordError(ValueError):
    """A record that cannot be read or does not replay; the message names the line."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One move of the record: who played it, the canonical move, whether it was a random fill.

    Sealed rounds only (Thwart Omega, docs/fairness.md; empty in a record written before
    commitments): ``commitment``, the move's commitment as posted before the reveal, and
    ``salt``, its hex salt (both empty for a random fill); ``seed_commitment`` and ``seed``, the
    round's seed as committed when the round opened and as revealed (the same on both entries
    of a round)."""

    seat: Seat
    move: str
    random_fill: bool = False
    commitment: str = ""
    salt: str = ""
    seed_commitment: str = ""
    seed: str = ""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """Everything a record file holds. ``games`` has one move list per game of the match (more
    than one only after a Thwart Omega tie replay); ``headers`` keeps any other header lines."""

    game: str
    options: Mapping[str, Any]
    players: tuple[str, str]
    date: str
    result: str = "*"
    termination: str = ""
    games: tuple[tuple[Entry, ...], ...] = ((),)
    headers: Mapping[str, str] = field(default_factory=dict)
    score: str = ""


def score_header(game: AnyGame, state: Any) -> str | None:
    """The ``Score:`` header for ``state``, the final position of a match's last game: each
    seat's number from the rules' outcome, seat 0's first (``31-27``; Thwart Omega the products,
    Meuda the points with ``.5`` for the half). ``None`` when the rules have not finished the
    game (a resignation, a timeout...) or its outcome has no score for both seats."""
    outcome = game.outcome(state)
    if outcome is None or any(seat not in outcome.scores for seat in SEATS):
        return None
    return "-".join(_number(outcome.scores[seat]) for seat in SEATS)


def _number(value: float) -> str:
    if isinstance(value, float) and not value.is_integer():
        return repr(value)
    return str(int(value))


def result_code(winner: Seat | None, finished: bool) -> str:
    """The ``Result:`` value for a match that ended with ``winner`` (``None``: draw)."""
    if not finished:
        return "*"
    return {0: "1-0", 1: "0-1", None: "1/2-1/2"}[winner]


def entries_of(game: AnyGame, state: Any) -> tuple[Entry, ...]:
    """The moves of ``state``'s game as record entries (``Game.history``; no random marks)."""
    return tuple(Entry(seat, move) for seat, move in game.history(state))


# ---- writing ------------------------------------------------------------------------------------


def write_record(record: GameRecord) -> str:
    """The record as text (``read_record`` reads it back equal)."""
    game = get_game(record.game)
    options = {k: v for k, v in record.options.items() if v is not None}
    lines = [
        FIRST_LINE,
        f"Game: {game.id}",
        f"Options: {format_options(options)}".rstrip(),
        f"Seat 0: {_one_line(record.players[0])}",
        f"Seat 1: {_one_line(record.players[1])}",
        f"Date: {_one_line(record.date)}",
        f"Result: {record.result}",
        *([f"Score: {_one_line(record.score)}"] if record.score else []),
        f"Termination: {_one_line(record.termination)}".rstrip(),
    ]
    lines += [f"{_one_line(k)}: {_one_line(v)}" for k, v in record.headers.items()]
    lines = [line.rstrip() for line in lines]
    for number, entries in enumerate(record.games, start=1):
        lines.append("")
        if number > 1:
            lines += [f"Game {number}", ""]
        lines += _move_lines(game, entries)
    return "\n".join(lines) + "\n"


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _move_lines(game: AnyGame, entries: Sequence[Entry]) -> list[str]:
    if not game.simultaneous:
        if any(_is_sealed(e) for e in entries):
            raise RecordError(f"{game.title} moves are played in the open: they carry no seal")
        return [f"{n}. {e.seat}:{e.move}" for n, e in enumerate(entries, start=1)]
    if len(entries) % 2:
        raise RecordError("a Thwart Omega record needs both submissions of every round")
    lines = []
    for n, (first, second) in enumerate(zip(entries[0::2], entries[1::2], strict=True), start=1):
        if (first.seat, second.seat) != SEATS:
            raise RecordError(f"round {n}: submissions must be listed seat 0 first")
        lines.append(f"{n}. {_submission(first)} | {_submission(second)}")
        lines += _sealed_lines(n, first, second)
    return lines


def _is_sealed(entry: Entry) -> bool:
    return any((entry.commitment, entry.salt, entry.seed_commitment, entry.seed))


def _sealed_lines(n: int, first: Entry, second: Entry) -> list[str]:
    """The seed line and the seat lines under round ``n`` (none for a round sealed before
    commitments existed); ``RecordError`` for a round ``read_record`` would not read back."""
    if not (_is_sealed(first) or _is_sealed(second)):
        return []
    seed = (first.seed_commitment, first.seed)
    if (second.seed_commitment, second.seed) != seed:
        raise RecordError(f"round {n}: both submissions must carry the round's seed")
    _check_hex(f"round {n}: the seed commitment", seed[0], DIGEST_BYTES)
    _check_hex(f"round {n}: the seed", seed[1], SEED_BYTES)
    lines = [f"{SEALED_INDENT}{SEED_WORD} {seed[0]} {seed[1]}"]
    for entry in (first, second):
        where = f"round {n}, seat {entry.seat}"
        if entry.random_fill:
            if entry.commitment or entry.salt:
                raise RecordError(f"{where}: a random fill has no commitment or salt")
            continue
        _check_hex(f"{where}: the commitment", entry.commitment, DIGEST_BYTES)
        _check_hex(f"{where}: the salt", entry.salt, SALT_BYTES)
        lines.append(f"{SEALED_INDENT}{SEAT_WORD} {entry.seat} {entry.commitment} {entry.salt}")
    return lines


def _check_hex(what: str, text: str, size: int) -> None:
    if not is_hex(text, size):
        raise RecordError(f"{what} must be {2 * size} lowercase hex digits, not {text[:80]!r}")


def _submission(entry: Entry) -> str:
    return f"{entry.move} {RANDOM_MARK}" if entry.random_fill else entry.move


# ---- reading ------------------------------------------------------------------------------------


def read_record(text: str) -> GameRecord:
    """The record in ``text``; ``RecordError`` naming the line for anything it cannot read.

    Moves are read, not checked: ``replay_record`` checks them against the rules, and
    ``rules.verify`` their seals.
    """
    headers: dict[str, str] = {}
    games: list[list[Entry]] = [[]]
    in_moves = False
    game: AnyGame | None = None
    seals = _Seals()
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            if not line and headers:
                in_moves = True
            continue
        if not in_moves:
            key, sep, value = line.partition(":")
            if not sep or not key.strip():
                raise RecordError(f"line {number}: a header looks like 'Key: value'")
            headers[key.strip().lower()] = value.strip()
            continue
        if game is None:
            game = _game_of(headers)
        word = line.split(maxsplit=1)[0].lower()
        if game.simultaneous and word in (SEED_WORD, SEAT_WORD):
            seals.read(games[-1], line, number)
            continue
        seals.close()
        if word == "game":
            if line[5:].strip() != str(len(games) + 1):
                raise RecordError(f"line {number}: expected 'Game {len(games) + 1}'")
            games.append([])
            continue
        games[-1] += _read_move_line(game, line, number, len(games[-1]))
        if game.simultaneous:
            seals.open(number, games[-1][-2:])
    seals.close()
    if game is None:
        game = _game_of(headers)
    return _record_of(game, headers, games)


class _Seals:
    """The sealed lines under the round line being read (docs/records.md): none at all (a
    record written before commitments), or the seed line and a seat line for each submission
    the player sent, written into that round's two entries."""

    def __init__(self) -> None:
        self.line = 0  # the round line's number; 0 before the first round of a game
        self.seen: set[str] = set()
        self.random: tuple[bool, ...] = ()

    def open(self, line: int, entries: Sequence[Entry]) -> None:
        self.line, self.seen = line, set()
        self.random = tuple(e.random_fill for e in entries)

    def close(self) -> None:
        """The round is over: ``RecordError`` if it is half sealed."""
        if self.seen:
            needed = [SEED_WORD] + [f"seat {s}" for s in SEATS if not self.random[s]]
            missing = [what for what in needed if what not in self.seen]
            if missing:
                raise RecordError(
                    f"line {self.line}: the round has no '{missing[0]}' line under it "
                    "(every sealed round lists its seed and each sent submission's commitment)"
                )
        self.line, self.seen = 0, set()

    def read(self, entries: list[Entry], line: str, number: int) -> None:
        """Read a ``seed`` or ``seat N`` line into the last round of ``entries``."""
        words = line.split()
        if not self.line:
            raise RecordError(f"line {number}: a '{words[0]}' line belongs under a round")
        if words[0].lower() == SEED_WORD:
            what, values = SEED_WORD, words[1:]
            wanted, sizes = "seed COMMITMENT SEED", (DIGEST_BYTES, SEED_BYTES)
        else:
            what, values = " ".join(words[:2]).lower(), words[2:]
            wanted, sizes = "seat N COMMITMENT SALT", (DIGEST_BYTES, SALT_BYTES)
            if what not in ("seat 0", "seat 1"):
                raise RecordError(f"line {number}: a seat line is '{wanted}', seat 0 or 1")
        if len(values) != 2:
            raise RecordError(f"line {number}: expected '{wanted}'")
        for value, size, name in zip(values, sizes, wanted.split()[-2:], strict=True):
            if not is_hex(value, size):
                raise RecordError(
                    f"line {number}: the {name.lower()} must be {2 * size} lowercase hex digits"
                )
        if what in self.seen:
            raise RecordError(f"line {number}: the round already has a '{what}' line")
        self.seen.add(what)
        if what == SEED_WORD:
            entries[-2:] = [
                replace(e, seed_commitment=values[0], seed=values[1]) for e in entries[-2:]
            ]
            return
        seat = int(what[-1])
        if self.random[seat]:
            raise RecordError(
                f"line {number}: seat {seat}'s submission was filled at random: "
                "it has no commitment or salt"
            )
        index = len(entries) - 2 + seat
        entries[index] = replace(entries[index], commitment=values[0], salt=values[1])


def _game_of(headers: Mapping[str, str]) -> AnyGame:
    if "game" not in headers:
        raise RecordError("the record has no 'Game:' header")
    try:
        return get_game(headers["game"])
    except UnknownGame as error:
        raise RecordError(str(error)) from None


_KNOWN = ("game", "options", "seat 0", "seat 1", "date", "result", "score", "termination")


def _record_of(game: AnyGame, headers: dict[str, str], games: list[list[Entry]]) -> GameRecord:
    try:
        options = parse_options(game, headers.get("options", "").split())
        game.check_options(options)
    except ValueError as error:
        raise RecordError(f"Options: {error}") from None
    result = headers.get("result", "*").split(" ")[0] or "*"
    if result not in RESULTS:
        raise RecordError(f"Result: {result!r} is not one of {', '.join(RESULTS)}")
    score = headers.get("score", "")
    if score and not _SCORE.fullmatch(score):
        raise RecordError(f"Score: {score!r} is not each seat's number, like '31-27'")
    return GameRecord(
        game=game.id,
        options=options,
        players=(headers.get("seat 0", ""), headers.get("seat 1", "")),
        date=headers.get("date", ""),
        result=result,
        termination=headers.get("termination", ""),
        games=tuple(tuple(g) for g in games),
        headers={k: v for k, v in headers.items() if k not in _KNOWN},
        score=score,
    )


def _read_move_line(game: AnyGame, line: str, number: int, count: int) -> list[Entry]:
    head, sep, body = line.partition(". ")
    expected = count // 2 + 1 if game.simultaneous else count + 1
    if not sep or head.strip() != str(expected):
        raise RecordError(f"line {number}: expected move {expected}, like '{expected}. ...'")
    body = body.strip()
    if game.simultaneous:
        parts = body.split("|")
        if len(parts) != 2:
            raise RecordError(f"line {number}: a round is 'MOVE | MOVE', seat 0's first")
        return [
            _read_submission(seat, part, number) for seat, part in zip(SEATS, parts, strict=True)
        ]
    seat_text, sep, move = body.partition(":")
    if not sep or seat_text.strip() not in {"0", "1"} or not move.strip():
        raise RecordError(f"line {number}: a move is 'SEAT:MOVE', like '{expected}. 0:d4'")
    return [Entry(int(seat_text), move.strip())]


def _read_submission(seat: Seat, text: str, number: int) -> Entry:
    move = text.strip()
    random_fill = move.endswith(RANDOM_MARK)
    if random_fill:
        move = move[: -len(RANDOM_MARK)].strip()
    if not move:
        raise RecordError(f"line {number}: seat {seat}'s submission is missing")
    return Entry(seat, move, random_fill)


# ---- replaying ----------------------------------------------------------------------------------


def replay_record(record: GameRecord) -> Any:
    """The final state of the record's last game, every move checked by the rules.

    Earlier games (Thwart Omega tie replays) must end in a tie replay. ``RecordError`` names
    the game and move that does not replay.
    """
    last: Any = None
    for state in replay_steps(record):
        last = state
    return last


def replay_steps(record: GameRecord) -> Iterator[Any]:
    """Each game's starting state, then the state after every move (a round in Thwart Omega)."""
    game = get_game(record.game)
    for number, entries in enumerate(record.games, start=1):
        state = game.new_state(**record.options)
        yield state
        for index, step in enumerate(_steps(game, entries), start=1):
            try:
                state = play_step(game, state, step)
            except MoveError as error:
                where = f"game {number}, " if len(record.games) > 1 else ""
                raise RecordError(f"{where}move {index}: {error}") from None
            yield state
        outcome = game.outcome(state)
        if number < len(record.games) and (outcome is None or outcome.reason != TIE_REPLAY):
            raise RecordError(f"game {number} does not end in a tie replay, yet a game follows")


def play_step(game: AnyGame, state: Any, step: Sequence[Entry]) -> Any:
    """``state`` after one step of a record: a move, or a round (both seats' submissions) in a
    game played in rounds; ``MoveError`` if it does not replay."""
    if game.simultaneous:
        return game.play_round(state, {e.seat: e.move for e in step})
    [entry] = step
    return game.play(state, entry.seat, entry.move)


def _steps(game: AnyGame, entries: Sequence[Entry]) -> list[Sequence[Entry]]:
    if game.simultaneous:
        return [entries[i : i + 2] for i in range(0, len(entries), 2)]
    return [[e] for e in entries]
