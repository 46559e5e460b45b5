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
submission, then seat 1's), a submission the bot filled at random ending in ``(random)``. After a
full Thwart Omega tie under ``tiebreak=replay`` the line ``Game 2`` starts the replay game.

Pure: no clock (the date is given), no files (text in, text out).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

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
        return [f"{n}. {e.seat}:{e.move}" for n, e in enumerate(entries, start=1)]
    if len(entries) % 2:
        raise RecordError("a Thwart Omega record needs both submissions of every round")
    lines = []
    for n, (first, second) in enumerate(zip(entries[0::2], entries[1::2], strict=True), start=1):
        if (first.seat, second.seat) != SEATS:
            raise RecordError(f"round {n}: submissions must be listed seat 0 first")
        lines.append(f"{n}. {_submission(first)} | {_submission(second)}")
    return lines


def _submission(entry: Entry) -> str:
    return f"{entry.move} {RANDOM_MARK}" if entry.random_fill else entry.move


# ---- reading ------------------------------------------------------------------------------------


def read_record(text: str) -> GameRecord:
    """The record in ``text``; ``RecordError`` naming the line for anything it cannot read.

    Moves are read, not checked: ``replay_record`` checks them against the rules.
    """
    headers: dict[str, str] = {}
    games: list[list[Entry]] = [[]]
    in_moves = False
    game: AnyGame | None = None
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
        if line.lower().startswith("game "):
            if line[5:].strip() != str(len(games) + 1):
                raise RecordError(f"line {number}: expected 'Game {len(games) + 1}'")
            games.append([])
            continue
        games[-1] += _read_move_line(game, line, number, len(games[-1]))
    if game is None:
        game = _game_of(headers)
    return _record_of(game, headers, games)


def _game_of(headers: Mapping[str, str]) -> AnyGame:
    if "game" not in headers:
        raise RecordError("the record has no 'Game:' header")
    try:
        return get_game(headers["game"])
    except UnknownGame as error:
        raise RecordError(str(error)) from None


_KNOWN = ("game", "options", "seat 0", "seat 1", "date", "result", "termination")


def _record_of(game: AnyGame, headers: dict[str, str], games: list[list[Entry]]) -> GameRecord:
    try:
        options = parse_options(game, headers.get("options", "").split())
        game.check_options(options)
    except ValueError as error:
        raise RecordError(f"Options: {error}") from None
    result = headers.get("result", "*").split(" ")[0] or "*"
    if result not in RESULTS:
        raise RecordError(f"Result: {result!r} is not one of {', '.join(RESULTS)}")
    return GameRecord(
        game=game.id,
        options=options,
        players=(headers.get("seat 0", ""), headers.get("seat 1", "")),
        date=headers.get("date", ""),
        result=result,
        termination=headers.get("termination", ""),
        games=tuple(tuple(g) for g in games),
        headers={k: v for k, v in headers.items() if k not in _KNOWN},
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
                if game.simultaneous:
                    state = game.play_round(state, {e.seat: e.move for e in step})
                else:
                    [entry] = step
                    state = game.play(state, entry.seat, entry.move)
            except MoveError as error:
                where = f"game {number}, " if len(record.games) > 1 else ""
                raise RecordError(f"{where}move {index}: {error}") from None
            yield state
        outcome = game.outcome(state)
        if number < len(record.games) and (outcome is None or outcome.reason != TIE_REPLAY):
            raise RecordError(f"game {number} does not end in a tie replay, yet a game follows")


def _steps(game: AnyGame, entries: Sequence[Entry]) -> list[Sequence[Entry]]:
    if game.simultaneous:
        return [entries[i : i + 2] for i in range(0, len(entries), 2)]
    return [[e] for e in entries]
