"""The computer at the terminal.

    python -m ai play GAME --computer LEVEL [--seat 0|1] [-o NAME=VALUE]   play the computer
    python -m ai review RECORD [--playouts N] [--seed S]                     review a finished game

Everything else is ``python -m rules`` (same commands and options); the rules' referee gets the
computer from here because the rules never import the ai package. ``review`` prints one line
per move (Thwart Omega: per round and seat) as it is reviewed (``ai.learn.review``, docs/review.md).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import Any

from ai.choose import choose_move
from ai.learn.report import header_lines, step_line, summary_lines
from ai.learn.review import (
    Step,
    review_steps,
)
from ai.levels import level_named
from rules.cli import Computer
from rules.cli import main as rules_main
from rules.game import Game, Seat
from rules.record import GameRecord, RecordError, read_record, replay_record
from rules.registry import get_game

Out = Callable[[str], None]
# Endings the bot writes in a record's Termination (docs/records.md): the game stops early.
BOT_ENDINGS = frozenset({"resignation", "timeout", "agreement", "inactivity", "aborted"})


def computer_for(game: Game[Any], level: str, seed: int | None) -> Computer:
    """A computer opponent at ``level``; each move gets the next seed (repeatable with --seed)."""
    level_named(level)  # refuse an unknown level before the game starts
    seeds = iter(range(seed or 0, sys.maxsize))

    def move(state: Any, seat: Seat) -> str:
        return choose_move(game, state, seat, level=level, seed=next(seeds))

    return move


def main(argv: Sequence[str]) -> int:
    if argv and argv[0] == "review":
        return review_main(argv[1:])
    if list(argv[:1]) in (["-h"], ["--help"]):
        print(__doc__)
        return 0
    return rules_main(argv, computer_for=computer_for)


# ---- review -------------------------------------------------------------------------------------


def review_main(argv: Sequence[str], out: Out = print, err: Out | None = None) -> int:
    """``python -m ai review RECORD``: 0, or 1 with one sentence on stderr for a bad record."""
    parser = argparse.ArgumentParser(
        prog="python -m ai review",
        description="Review a finished game: each move's winning chances and marks (docs/review.md).",
    )
    parser.add_argument("record", metavar="RECORD", help="a game record file (docs/records.md)")
    parser.add_argument(
        "--playouts",
        type=_whole(1),
        default=None,
        metavar="N",
        help="playouts of the search of each position (default: the strong level's)",
    )
    parser.add_argument("--seed", type=_whole(0), default=0, help="seed of the searches")
    args = parser.parse_args(argv)
    say = err or (lambda line: print(line, file=sys.stderr))
    record, problem = _load(args.record)
    if record is None:
        say(f"error: {args.record}: {problem}")
        return 1
    for line in header_lines(record, args.playouts, args.seed):
        out(line)
    steps: list[Step] = []
    for step in review_steps(record, playouts=args.playouts, seed=args.seed):
        steps.append(step)
        out(step_line(step))
    for line in summary_lines(record, steps):
        out(line)
    return 0


def _whole(least: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            number = int(text)
        except ValueError:
            number = least - 1
        if number < least:
            raise argparse.ArgumentTypeError(
                f"must be a whole number {least} or more, not {text!r}"
            )
        return number

    return parse


def _load(path: str) -> tuple[GameRecord | None, str]:
    """The record in the file at ``path`` checked by the rules, or ``None`` and why not."""
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except FileNotFoundError:
        return None, "there is no such file."
    except IsADirectoryError:
        return None, "that is a folder, not a game record."
    except UnicodeDecodeError:
        return None, "this is not a game record: it is not text in UTF-8."
    except OSError as error:
        return None, f"the file cannot be read ({error.strerror or error})."
    if not text.strip():
        return None, "the file is empty; a game record starts with its headers (docs/records.md)."
    try:
        record = read_record(text)
        final = replay_record(record)
    except RecordError as error:
        return None, f"this is not a game record that replays ({str(error).rstrip('.')})."
    outcome = get_game(record.game).outcome(final)
    if not any(record.games):
        return None, "the record has no moves to review."
    if record.result != "*" and record.termination not in BOT_ENDINGS and outcome is None:
        ending = f" ({record.termination})" if record.termination else ""
        return None, f"the game does not end where its result{ending} says: it looks cut short."
    return record, ""


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
