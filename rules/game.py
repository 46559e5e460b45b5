"""The one interface of all five games (RULES.md §8) and the small vocabulary it is written in.

A ``Game`` is a stateless object that makes and reads immutable states; every method takes the
state it works on. Each game module defines its own state type and subclasses ``Game``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Generic, TypeVar

from rules.errors import Fact, IllegalMove, InvalidMove
from rules.geometry import Board, groups
from rules.outcome import Outcome

Seat = int
SEATS: tuple[Seat, Seat] = (0, 1)

# Longest text that is even looked at as a move; anything longer is refused unread.
MAX_MOVE_TEXT = 200


class Colour(StrEnum):
    """Stone colours; a ``Colour`` compares equal to its lowercase name (``Colour.RED == "red"``)."""

    BLACK = "black"
    WHITE = "white"
    RED = "red"
    LIGHT = "light"
    DARK = "dark"

    @property
    def code(self) -> str:
        """The content code of a single stone of this colour in ``Game.board`` (``B``, ``W``, ...)."""
        return self.value[0].upper()

    @property
    def title(self) -> str:  # type: ignore[override]
        return self.value.capitalize()


# Content codes of ``Game.board`` besides the single stones (RULES.md §8).
DOUBLE_BLACK = "BB"
DOUBLE_WHITE = "WW"
BURNED = "X"


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a game's option table: its type, default and allowed values."""

    name: str
    kind: type
    default: Any
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""

    def check(self, game: str, value: object) -> Any:
        """``value`` if it is allowed, else ``ValueError`` with a sentence that says what is."""
        # An exact type check: bool is an int in Python, but ``size=True`` is a mistake.
        if type(value) is not self.kind:
            raise ValueError(
                f"{game} option {self.name!r} must be {self.kind.__name__}, not {value!r}"
            )
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise ValueError(f"{game} option {self.name!r} must be one of {allowed}, not {value!r}")
        if self.minimum is not None and value < self.minimum:  # type: ignore[operator]
            raise ValueError(
                f"{game} option {self.name!r} must be at least {self.minimum}, not {value!r}"
            )
        if self.maximum is not None and value > self.maximum:  # type: ignore[operator]
            raise ValueError(
                f"{game} option {self.name!r} must be at most {self.maximum}, not {value!r}"
            )
        return value


def clean_text(text: object, example: str) -> str:
    """Lowercase ``text`` with runs of spaces made single; ``InvalidMove`` if it is no usable text."""
    if not isinstance(text, str):
        raise InvalidMove("not-text", f"A move must be text, like `{example}`.", example=example)
    if len(text) > MAX_MOVE_TEXT:
        raise InvalidMove(
            "too-long",
            f"That is too long to be a move ({len(text)} characters). A move looks like `{example}`.",
            length=str(len(text)),
            example=example,
        )
    cleaned = " ".join(text.lower().split())
    if not cleaned:
        raise InvalidMove(
            "empty", f"The move is empty. A move looks like `{example}`.", example=example
        )
    return cleaned


def shown(text: str, limit: int = 30) -> str:
    """``text`` shortened for quoting back in an error message."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def cannot_read(key: str, text: str, example: str, hint: str, **facts: Fact) -> InvalidMove:
    """The standard ``InvalidMove`` for text that is not a move of this game: ``hint`` says
    what a move looks like here (``key`` names the whole sentence, ``facts`` are the hint's)."""
    return InvalidMove(
        key,
        f"Could not read `{shown(text)}` as a move. {hint} Example: `{example}`.",
        text=shown(text),
        example=example,
        **facts,
    )


def no_seat(seat: object) -> IllegalMove:
    """The ``IllegalMove`` for a seat that is neither 0 nor 1."""
    return IllegalMove(
        "no-seat", f"There is no seat {seat!r} in a two-player game.", seat=repr(seat)
    )


S = TypeVar("S")


class Game(ABC, Generic[S]):
    """A game's rules: makes states, lists and applies moves, scores finished games.

    Subclasses set the class attributes and implement the abstract methods; the public methods
    here add the checks every game shares (text cleaning, game over, whose turn).
    """

    id: ClassVar[str]
    title: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    # Seat 0's and seat 1's colour before any pie exchange (RULES.md §2).
    colours: ClassVar[tuple[Colour, Colour]]
    simultaneous: ClassVar[bool] = False
    option_table: ClassVar[tuple[Option, ...]]
    example_move: ClassVar[str] = "d4"
    # Stamped on stored states; bump when a rule change would replay old games differently.
    rules_version: ClassVar[int] = 1

    # ---- options -------------------------------------------------------------------------------

    def check_options(self, options: Mapping[str, object]) -> dict[str, Any]:
        """All options with defaults filled in; ``ValueError`` for an unknown or bad one."""
        table = {o.name: o for o in self.option_table}
        unknown = sorted(set(options) - set(table))
        if unknown:
            known = ", ".join(table) or "none"
            raise ValueError(f"{self.title} has no option {unknown[0]!r} (options: {known})")
        return {
            name: option.check(self.title, options[name]) if name in options else option.default
            for name, option in table.items()
        }

    def new_state(self, **options: object) -> S:
        """The starting position for these options (defaults from RULES.md)."""
        return self._new_state(self.check_options(options))

    # ---- moves ---------------------------------------------------------------------------------

    def play(self, state: S, seat: Seat, text: str) -> S:
        """The state after ``seat`` plays ``text``; ``state`` itself is never changed."""
        move = self.parse_move(state, seat, text)
        self.check_turn(state, seat)
        return self._play(state, seat, move)

    def check_move(self, state: S, seat: Seat, text: str) -> str:
        """The canonical move if ``seat`` may play ``text`` now; else the error. Changes nothing.

        The match service uses it to check a move (or a private round submission) on arrival.
        """
        move = self.parse_move(state, seat, text)
        self.check_turn(state, seat)
        self._play(state, seat, move)  # raises IllegalMove with the reason; the result is dropped
        return move

    def play_round(self, state: S, moves: Mapping[Seat, str]) -> S:
        """Resolve one round of a simultaneous game; turn-based games refuse it."""
        raise IllegalMove(
            "not-in-rounds",
            f"{self.title} is played one move at a time, not in rounds.",
            game=self.title,
        )

    def random_move(self, state: S, seat: Seat, rng: random.Random) -> str:
        """A uniformly random legal move of ``seat`` (``IllegalMove`` if it has none)."""
        moves = self.legal_moves(state, seat)
        if not moves:
            self.check_turn(state, seat)
            raise IllegalMove("no-legal-move", "There is no legal move.")
        return rng.choice(moves)

    def check_turn(self, state: S, seat: Seat) -> None:
        """``IllegalMove`` unless ``seat`` may act now."""
        if seat not in SEATS:
            raise no_seat(seat)
        if self.outcome(state) is not None:
            raise IllegalMove("game-over", "The game is over.")
        if seat not in self.seats_to_act(state):
            raise self.not_your_turn(state, seat)

    def not_your_turn(self, state: S, seat: Seat) -> IllegalMove:
        """Why ``seat`` may not act now (the game is running)."""
        return IllegalMove("not-your-turn", "It is not your turn.")

    # ---- what each game provides ---------------------------------------------------------------

    @abstractmethod
    def _new_state(self, options: dict[str, Any]) -> S: ...

    @abstractmethod
    def _play(self, state: S, seat: Seat, move: str) -> S:
        """Apply the canonical ``move`` of ``seat`` (whose turn it is), or raise ``IllegalMove``."""

    @abstractmethod
    def seats_to_act(self, state: S) -> tuple[Seat, ...]: ...

    @abstractmethod
    def colour_of(self, state: S, seat: Seat) -> Colour: ...

    @abstractmethod
    def legal_moves(self, state: S, seat: Seat) -> list[str]: ...

    @abstractmethod
    def parse_move(self, state: S, seat: Seat, text: str) -> str:
        """The canonical spelling of ``text``; ``InvalidMove`` if it cannot be read."""

    @abstractmethod
    def board(self, state: S) -> dict[str, str]:
        """Occupied cells by name, with their content codes (``B``, ``W``, ``BB``, ``X``, ...)."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None: ...

    @abstractmethod
    def to_json(self, state: S) -> dict[str, Any]: ...

    @abstractmethod
    def from_json(self, data: Mapping[str, Any]) -> S: ...

    # ---- extras for the renderer, the match service and the CLI --------------------------------

    @abstractmethod
    def geometry(self, state: S) -> Board:
        """The board shape this state is played on."""

    @abstractmethod
    def options_of(self, state: S) -> dict[str, Any]:
        """The options this state was created with."""

    @abstractmethod
    def history(self, state: S) -> tuple[tuple[Seat, str], ...]:
        """Every move so far as ``(seat, canonical move)``, pie moves and passes included.

        Simultaneous games list each round as seat 0's then seat 1's submission.
        """

    def group_sizes(self, state: S, colour: Colour | str) -> Sequence[int]:
        """The sizes of ``colour``'s groups, largest first (a double stone counts 2).

        Computed from ``board`` and ``geometry``; games override it with their own fast version.
        """
        code = Colour(colour).code
        board = self.geometry(state)
        stones = {
            board.parse(name): len(content)
            for name, content in self.board(state).items()
            if content[0] == code
        }
        cells = {cell for cell in stones if cell is not None}
        sizes = [sum(stones[c] for c in group) for group in groups(board, cells)]
        return sorted(sizes, reverse=True)

    def setting_up(self, state: S) -> bool:
        """Whether ``state`` is inside a set-up that one seat builds stone by stone before the
        game proper and ends by saying so (Interleave's pie, RULES.md §2: stones, then ``done``).
        Its positions are steps of one set-up, not moves the other player answers: the bot
        shows the board once the set-up is complete. ``False`` for the other games."""
        return False

    def running_score(self, state: S) -> str | None:
        """The score calculation while the game runs, where the game makes one public after
        every move or round (Thwart Omega, RULES.md §3); ``None`` for the other games."""
        return None

    def seat_of(self, state: S, colour: Colour | str) -> Seat:
        """The seat that holds ``colour`` now."""
        for seat in SEATS:
            if self.colour_of(state, seat) == colour:
                return seat
        raise ValueError(f"no seat holds {colour!r} in {self.title}")


def invalid_json(game: str, problem: str) -> ValueError:
    """The error ``from_json`` raises for data it cannot turn into a state."""
    return ValueError(f"not a {game} state: {problem}")
