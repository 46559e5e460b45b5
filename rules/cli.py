"""``python -m rules``: a small terminal referee to play or replay any of the five games.

    python -m rules                                   list the games and their options
    python -m rules play meridians -o size=5          play at the terminal (both seats)
    python -m rules replay interleave "0:black d4" "0:done" "1:red" "1:c3"
    python -m rules replay meter --random 40 --seed 7 show a seeded random game
    python -m rules verify match-1234-thwart-omega.txt check a record's seals (docs/fairness.md)
    python -m ai play meuda --computer strong --seat 1 play the computer (the ai package)

In ``play``, type a move for the seat shown; when both seats may act, start the line with the
seat (``1 d4``). Thwart Omega asks each seat for its submission in turn. Other commands:
``moves`` (legal moves), ``random`` (a random legal move), ``undo``, ``json``, ``help``, ``quit``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Callable, Sequence
from typing import Any

from rules.errors import MoveError, UnknownGame
from rules.game import Game, Seat
from rules.options_text import parse_options
from rules.record import (
    GameRecord,
    RecordError,
    entries_of,
    read_record,
    replay_record,
    replay_steps,
    result_code,
    write_record,
)
from rules.registry import GAMES, get_game
from rules.textboard import status_line, text_board
from rules.verify import (
    MAX_RECORD_BYTES,
    UNREADABLE,
    VERIFIED,
    record_text,
    too_big,
    verify_text,
)

AnyGame = Game[Any]
Ask = Callable[[str], str]
# (state, seat) -> the computer's move for that seat: a whole Meuda turn, a sealed submission...
Computer = Callable[[Any, Seat], str]
# (game, level, seed) -> the computer for that game; ValueError for an unknown level
ComputerFactory = Callable[[AnyGame, str, int | None], Computer]


def describe_games() -> str:
    lines = ["Games (python -m rules play GAME [-o NAME=VALUE ...]):"]
    for game in GAMES.values():
        aliases = f" (also: {', '.join(game.aliases)})" if game.aliases else ""
        lines.append(f"  {game.id}{aliases}: {game.title}")
        for option in game.option_table:
            facts = [] if option.default is None else [f"default {option.default}"]
            if option.choices:
                facts.append("/".join(str(c) for c in option.choices))
            elif option.minimum is not None:
                upper = "" if option.maximum is None else str(option.maximum)
                facts.append(f"{option.minimum}..{upper}")
            lines.append(f"      -o {option.name}=  [{'; '.join(facts)}]  {option.help}")
    return "\n".join(lines)


def show(game: AnyGame, state: Any, out: Callable[[str], None]) -> None:
    out(text_board(game, state))
    out(status_line(game, state))


def replay(game: AnyGame, state: Any, entries: Sequence[str]) -> Any:
    """Apply ``SEAT:MOVE`` entries; consecutive ``0:`` and ``1:`` entries form a round in
    simultaneous games. Raises ``MoveError`` naming the entry that failed."""
    pending: dict[Seat, str] = {}
    for number, entry in enumerate(entries, start=1):
        seat_text, sep, move = entry.partition(":")
        if not sep or seat_text.strip() not in {"0", "1"}:
            acting = game.seats_to_act(state)
            if len(acting) != 1:
                raise MoveError(
                    "cli-entry-seat",
                    f"entry {number} ({entry!r}) must say its seat, like '0:{move}'",
                )
            seat, move = acting[0], entry
        else:
            seat = int(seat_text)
        try:
            if game.simultaneous:
                pending[seat] = move
                if len(pending) == 2:
                    state = game.play_round(state, pending)
                    pending = {}
            else:
                state = game.play(state, seat, move)
        except MoveError as error:
            raise type(error)("cli-entry", f"entry {number} ({entry!r}): {error}") from None
    if pending:
        raise MoveError("cli-half-round", "the last round is missing a seat's submission")
    return state


QUIT = "quit"
AGAIN = "again"
UNDO = "undo"


def play_interactive(
    game: AnyGame,
    state: Any,
    ask: Ask,
    out: Callable[[str], None],
    rng: random.Random,
    *,
    computer: Computer | None = None,
    computer_seat: Seat = 1,
) -> Any:
    """Play at the terminal until the game ends or the user quits; returns the last state.

    With ``computer``, it plays ``computer_seat``: its sealed submission in a round game is asked
    for after the person's and shown only with the round; when both seats may act (Interleave in
    real time) the computer answers each of the person's moves.
    """
    past: list[Any] = []
    last: Seat | None = None
    while game.outcome(state) is None:
        acting = game.seats_to_act(state)
        if computer is not None and computer_seat in acting and not game.simultaneous:
            if acting == (computer_seat,) or last != computer_seat:
                line = computer(state, computer_seat)
                out(f"(computer, seat {computer_seat}: {line})")
                state, last = _apply_turn(game, state, computer_seat, line), computer_seat
                continue
            acting = tuple(s for s in acting if s != computer_seat)
        show(game, state, out)
        # Simultaneous games ask each seat in turn; otherwise one line, prefixed with the seat
        # when more than one seat may act (Interleave in real time).
        asked: tuple[Seat | None, ...] = (
            acting if game.simultaneous else ((acting[0],) if len(acting) == 1 else (None,))
        )
        if computer is not None and game.simultaneous:
            asked = tuple(s for s in asked if s != computer_seat)
        lines: dict[Seat | None, str] = {}
        for seat in asked:
            kind, line = _read(game, state, seat, ask, out, rng=rng)
            if kind == QUIT:
                return state
            if kind == UNDO:
                if past:
                    state = past.pop()
                else:
                    out("! Nothing to undo.")
            if kind != "move":
                break
            lines[seat] = line
        if len(lines) != len(asked):
            continue
        if computer is not None and game.simultaneous and computer_seat in acting:
            lines[computer_seat] = computer(state, computer_seat)
        try:
            new_state = _apply(game, state, lines)
        except MoveError as error:
            out(f"! {error}")
            continue
        if computer is not None and game.simultaneous:
            out(f"(computer, seat {computer_seat}: {lines.get(computer_seat, '-')})")
        past.append(state)
        state, last = new_state, next(iter(lines))
    show(game, state, out)
    return state


def _apply_turn(game: AnyGame, state: Any, seat: Seat, line: str) -> Any:
    """A computer's line: one move, or a whole Meuda turn of several stones (RULES.md §7)."""
    for piece in line.split() if game.id == "meuda" else [line]:
        state = game.play(state, seat, piece)
    return state


def _apply(game: AnyGame, state: Any, lines: dict[Seat | None, str]) -> Any:
    if game.simultaneous:
        return game.play_round(state, {s: m for s, m in lines.items() if s is not None})
    [(seat, line)] = lines.items()
    if seat is None:
        head, _, rest = line.partition(" ")
        if head not in {"0", "1"}:
            raise MoveError(
                "cli-which-seat", "Both seats may move: start the line with the seat, like '1 d4'."
            )
        seat, line = int(head), rest
    return game.play(state, seat, line)


def _read(
    game: AnyGame,
    state: Any,
    seat: Seat | None,
    ask: Ask,
    out: Callable[[str], None],
    *,
    rng: random.Random,
) -> tuple[str, str]:
    """Read one line and handle the referee's own commands: ``(kind, move text)``."""
    who = "both seats" if seat is None else f"seat {seat} ({game.colour_of(state, seat).title})"
    try:
        line = ask(f"{who}> ").strip()
    except EOFError:
        return QUIT, ""
    word = line.lower()
    seats = game.seats_to_act(state) if seat is None else (seat,)
    if word in {"quit", "exit", "q"}:
        return QUIT, ""
    if word == "undo":
        return UNDO, ""
    if word in {"help", "?"}:
        out(__doc__ or "")
    elif word == "json":
        out(json.dumps(game.to_json(state)))
    elif word == "moves":
        for s in seats:
            moves = game.legal_moves(state, s)
            listed = " ".join(moves[:60]) + (f" … ({len(moves)} in all)" if len(moves) > 60 else "")
            out(f"seat {s}: {listed}")
    elif word == "random":
        s = rng.choice(seats)
        move = game.random_move(state, s, rng)
        out(f"(random: {move})")
        return "move", move if seat is not None else f"{s} {move}"
    else:
        return "move", line
    return AGAIN, ""


def main(argv: Sequence[str] | None = None, *, computer_for: ComputerFactory | None = None) -> int:
    """The command line; ``computer_for`` (given by ``python -m ai``) makes ``--computer`` work.

    The rules never import the computer opponents (they depend on the rules, not the other way
    round), so ``python -m rules play --computer`` says where to find them.
    """
    parser = argparse.ArgumentParser(
        prog="python -m rules", description="Play or replay Stone Arena's games in the terminal."
    )
    sub = parser.add_subparsers(dest="command")
    for name in ("play", "replay"):
        p = sub.add_parser(name)
        p.add_argument("game", nargs="?" if name == "replay" else None)
        p.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE")
        p.add_argument("--seed", type=int, default=None, help="seed for random moves")
        if name == "play":
            p.add_argument("--computer", metavar="LEVEL", help="play against the computer")
            p.add_argument("--seat", type=int, choices=(0, 1), default=0, help="your seat")
        if name == "replay":
            p.add_argument("moves", nargs="*", help="moves as SEAT:MOVE (seat optional when clear)")
            p.add_argument("--random", type=int, default=0, metavar="N", help="then N random moves")
            p.add_argument("--every", action="store_true", help="show the board after every move")
            p.add_argument(
                "--record", metavar="FILE", help="replay a game record (docs/records.md)"
            )
            p.add_argument("--write", metavar="FILE", help="write the game's record to FILE")
    check = sub.add_parser(
        "verify", help="check a game record's commitments, seeds and result (docs/fairness.md)"
    )
    check.add_argument("record", metavar="RECORD", help="a game record file (docs/records.md)")
    args = parser.parse_args(argv)
    if args.command is None:
        print(describe_games())
        return 0
    if args.command == "verify":
        return verify_file(args.record)
    if args.command == "replay" and args.record is not None:
        return _replay_record_file(args.record, args.every)
    if args.game is None:
        print("error: name the game, or give --record FILE", file=sys.stderr)
        return 2
    try:
        game = get_game(args.game)
        state = game.new_state(**parse_options(game, args.option))
    except (UnknownGame, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    if args.command == "play":
        computer = None
        if args.computer is not None:
            if computer_for is None:
                print(
                    "error: the computer opponents live in the ai package: "
                    f"python -m ai play {args.game} --computer {args.computer}",
                    file=sys.stderr,
                )
                return 2
            try:
                computer = computer_for(game, args.computer, args.seed)
            except ValueError as error:
                print(f"error: {error}", file=sys.stderr)
                return 2
        play_interactive(
            game, state, input, print, rng, computer=computer, computer_seat=1 - args.seat
        )
        return 0
    try:
        state = _replay_verbose(game, state, args.moves, args.every)
    except MoveError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    for _ in range(args.random):
        if game.outcome(state) is not None:
            break
        state = random_step(game, state, rng)
        if args.every:
            show(game, state, print)
    show(game, state, print)
    if args.write is not None:
        return _write_record_file(game, state, args.write)
    return 0


def _replay_record_file(path: str, every: bool) -> int:
    """``replay --record FILE``: read the record, replay every move, show the final position."""
    try:
        with open(path, encoding="utf-8") as file:
            record = read_record(file.read())
        state = replay_record(record)
    except (OSError, UnicodeDecodeError, RecordError) as error:
        print(f"error: {path}: {error}", file=sys.stderr)
        return 1
    game = get_game(record.game)
    print(f"{record.players[0] or 'seat 0'} vs {record.players[1] or 'seat 1'}  {record.date}")
    if every:
        for step in replay_steps(record):
            show(game, step, print)
    show(game, state, print)
    if record.result != "*":
        print(f"Result: {record.result} {record.termination}".rstrip())
    return 0


def verify_file(path: str) -> int:
    """``verify RECORD``: one line per round checked on stdout, then the verdict (on stderr
    when it is not a success); the exit code of ``rules.verify``."""
    try:
        text = record_text(_read_capped(path))
    except (OSError, RecordError) as error:
        print(f"error: {path}: {_reason(error)}", file=sys.stderr)
        return UNREADABLE
    verdict = verify_text(text)
    for line in verdict.lines:
        print(line)
    print(verdict.final, file=sys.stdout if verdict.code == VERIFIED else sys.stderr)
    return verdict.code


def _read_capped(path: str) -> bytes:
    """The file's bytes; a file over ``MAX_RECORD_BYTES`` is refused by its size, unread."""
    with open(path, "rb") as file:
        size = os.fstat(file.fileno()).st_size
        if size > MAX_RECORD_BYTES:
            raise RecordError(too_big(size))
        # No more than one byte past the cap, whatever the size said (a pipe, a growing file).
        return file.read(MAX_RECORD_BYTES + 1)


def _reason(error: Exception) -> str:
    """A sentence for an error reading a file (no errno numbers, no repeated path)."""
    if isinstance(error, IsADirectoryError):
        return "it is a directory, not a game record file"
    if isinstance(error, FileNotFoundError):
        return "there is no such file"
    if isinstance(error, PermissionError):
        return "the file cannot be read (permission denied)"
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return str(error)


def _write_record_file(game: AnyGame, state: Any, path: str) -> int:
    """``replay ... --write FILE``: the replayed game as a record (no players, no date)."""
    outcome = game.outcome(state)
    record = GameRecord(
        game=game.id,
        options=game.options_of(state),
        players=("seat 0", "seat 1"),
        date="",
        result=result_code(outcome.winner if outcome else None, outcome is not None),
        termination=outcome.reason if outcome else "",
        games=(entries_of(game, state),),
    )
    try:
        with open(path, "w", encoding="utf-8") as file:
            file.write(write_record(record))
    except OSError as error:
        print(f"error: {path}: {error}", file=sys.stderr)
        return 1
    return 0


def _replay_verbose(game: AnyGame, state: Any, moves: Sequence[str], every: bool) -> Any:
    if not every:
        return replay(game, state, moves)
    for entry in moves:
        state = replay(game, state, [entry])
        show(game, state, print)
    return state


def random_step(game: AnyGame, state: Any, rng: random.Random) -> Any:
    """One random step: a round in simultaneous games, else one move of a random acting seat."""
    acting = game.seats_to_act(state)
    if game.simultaneous:
        return game.play_round(state, {s: game.random_move(state, s, rng) for s in acting})
    seat = rng.choice(acting)
    return game.play(state, seat, game.random_move(state, seat, rng))
