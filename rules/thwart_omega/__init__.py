"""Thwart Omega (RULES.md §3): simultaneous rounds on a 7×7 board, scored by products of groups.

Every round each player submits one Black and one White stone on two different empty squares; the
four stones are revealed together. Two different colours on one square burn it, two of one colour
make a double stone (counting 2). Once three or fewer squares are empty they are burned and the game
ends. A player's score is the product of the sizes of the groups of their colour.

The board is kept as bitsets (bit ``cell`` = ``rank * 7 + file``, as ``rules.geometry`` numbers the
cells), so a round is a handful of integer operations, and the list of legal submissions is built
from precomputed canonical texts, once per set of empty squares.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import prod
from operator import itemgetter
from typing import Any, ClassVar

from rules.errors import IllegalMove
from rules.game import (
    BURNED,
    DOUBLE_BLACK,
    DOUBLE_WHITE,
    SEATS,
    Colour,
    Game,
    Option,
    Seat,
    invalid_json,
    no_seat,
    shown,
)
from rules.geometry import Board
from rules.outcome import Outcome
from rules.thwart_omega.notation import (
    BOARD,
    CELLS,
    EXAMPLE,
    PAIR_TEXT,
    pair_index,
    parse_submission,
)

TIEBREAKS = ("replay", "seat0", "seat1", "draw")
# RULES.md §3 "End": a round that leaves this many empty squares or fewer ends the game.
END_EMPTY = 3

_ALL = (1 << CELLS) - 1
_WIDTH = 7
_FILE_A = sum(1 << (rank * _WIDTH) for rank in range(_WIDTH))
_FILE_G = _FILE_A << (_WIDTH - 1)
_NOT_FILE_A = _ALL & ~_FILE_A
_NOT_FILE_G = _ALL & ~_FILE_G
_RANK_MASK = (1 << _WIDTH) - 1  # the bits of one rank, after shifting it down to bit 0
# The squares of each pair number as bits: (black square bit, white square bit).
_PAIR_BITS: tuple[tuple[int, int], ...] = tuple(
    (1 << b, 1 << w) for b in range(CELLS) for w in range(CELLS)
)
# _ROWS[b][w] is the canonical text of the pair (b, w): one row per Black square.
_ROWS: tuple[tuple[str, ...], ...] = tuple(
    PAIR_TEXT[b * CELLS : (b + 1) * CELLS] for b in range(CELLS)
)
_COLOUR_OF_SEAT = (Colour.BLACK, Colour.WHITE)
_JSON_KEYS = frozenset({"game", "rules_version", "options", "history"})


@dataclass(frozen=True, slots=True)
class ThwartState:
    """A Thwart Omega position: the board as bitsets, the options and every round played.

    ``rounds`` holds each round's two submissions as pair numbers (``black * 49 + white``),
    seat 0's first. ``empty`` is 0 exactly when the game is over (the last squares were burned).
    """

    tiebreak: str
    black: int
    white: int
    double_black: int
    double_white: int
    burned: int
    empty: int
    rounds: tuple[tuple[int, int], ...]

    @property
    def over(self) -> bool:
        return self.empty == 0


# ---- scoring (RULES.md §3 "Score" and "Winner"), pure functions of group sizes --------------------


def _colour_masks(state: ThwartState, colour: Colour | str) -> tuple[int, int]:
    """(single stones, double stones) of ``colour``; ``ValueError`` for a colour not in this game."""
    if colour == Colour.BLACK:
        return state.black, state.double_black
    if colour == Colour.WHITE:
        return state.white, state.double_white
    raise ValueError(f"Thwart Omega has Black and White stones, not {colour!r}")


def _spread(group: int, within: int) -> int:
    """``group`` grown by its orthogonal neighbours, kept inside ``within``."""
    return within & (
        group
        | ((group << 1) & _NOT_FILE_A)
        | ((group >> 1) & _NOT_FILE_G)
        | (group << _WIDTH)
        | (group >> _WIDTH)
    )


def group_sizes(state: ThwartState, colour: Colour | str) -> list[int]:
    """The sizes of ``colour``'s groups, largest first; a double stone counts 2 (RULES.md §3)."""
    single, double = _colour_masks(state, colour)
    stones = single | double
    sizes = []
    while stones:
        group = stones & -stones
        while (grown := _spread(group, stones)) != group:
            group = grown
        stones &= ~group
        sizes.append((group & single).bit_count() + 2 * (group & double).bit_count())
    sizes.sort(reverse=True)
    return sizes


def product(sizes: Sequence[int]) -> int:
    """The score of a player with these group sizes; no groups scores 0 (RULES.md §3 Decision)."""
    return prod(sizes) if sizes else 0


def calculation(sizes: Sequence[int]) -> str:
    """The public score calculation, e.g. ``6×4×4×4×4×1 = 1536`` (``no groups = 0`` if none)."""
    if not sizes:
        return "no groups = 0"
    return f"{'×'.join(str(size) for size in sizes)} = {product(sizes)}"


def score_line(state: ThwartState, colour: Colour | str) -> str:
    """``colour``'s score calculation now (the original makes it public after every round)."""
    return calculation(group_sizes(state, colour))


def judge(black: Sequence[int], white: Sequence[int], tiebreak: str) -> tuple[Seat | None, str]:
    """(winning seat or ``None``, reason) for these group sizes under the ``tiebreak`` option.

    Higher product wins (``score``); equal products compare the sizes largest first, a missing
    entry counting 0 (``group-sizes``); identical lists fall to the option (RULES.md §3 "Winner").
    Seat 0 holds Black and seat 1 White.
    """
    black_score, white_score = product(black), product(white)
    if black_score != white_score:
        return (0 if black_score > white_score else 1), "score"
    length = max(len(black), len(white))
    black_sorted = sorted(black, reverse=True) + [0] * (length - len(black))
    white_sorted = sorted(white, reverse=True) + [0] * (length - len(white))
    if black_sorted != white_sorted:
        return (0 if black_sorted > white_sorted else 1), "group-sizes"
    if tiebreak == "seat0":
        return 0, "tie-seat0"
    if tiebreak == "seat1":
        return 1, "tie-seat1"
    if tiebreak == "draw":
        return None, "draw"
    return None, "tie-replay"


def _tie_words(black: Sequence[int], white: Sequence[int], reason: str) -> str:
    """The sentence after the calculations that says how a tie on score was decided."""
    if reason == "group-sizes":
        length = max(len(black), len(white))
        black_padded = [*black, *[0] * (length - len(black))]
        white_padded = [*white, *[0] * (length - len(white))]
        at = next(i for i in range(length) if black_padded[i] != white_padded[i])
        return (
            f"Tie on score; comparing group sizes largest first, the first difference is at "
            f"place {at + 1}: Black {black_padded[at]}, White {white_padded[at]}."
        )
    same = "Tie on score and on every group size"
    return {
        "tie-replay": f"{same}: the game is replayed.",
        "tie-seat0": f"{same}: seat 0 wins by the tiebreak option.",
        "tie-seat1": f"{same}: seat 1 wins by the tiebreak option.",
        "draw": f"{same}: a draw.",
    }.get(reason, "")


def last_round(state: ThwartState) -> tuple[str, str] | None:
    """Seat 0's and seat 1's canonical submissions of the last round, or ``None`` before any."""
    if not state.rounds:
        return None
    first, second = state.rounds[-1]
    return PAIR_TEXT[first], PAIR_TEXT[second]


# ---- legal submissions ---------------------------------------------------------------------------


# _RANK_CELLS[rank][bits] lists the cells of that rank whose bits (7 of them) are set in ``bits``.
_RANK_CELLS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(rank * _WIDTH + file for file in range(_WIDTH) if bits >> file & 1)
        for bits in range(_RANK_MASK + 1)
    )
    for rank in range(_WIDTH)
)


def _cells_of(mask: int) -> tuple[int, ...]:
    """The cells set in ``mask``, in increasing order (seven table lookups, one per rank)."""
    r0, r1, r2, r3, r4, r5, r6 = _RANK_CELLS
    return (
        r0[mask & _RANK_MASK]
        + r1[mask >> 7 & _RANK_MASK]
        + r2[mask >> 14 & _RANK_MASK]
        + r3[mask >> 21 & _RANK_MASK]
        + r4[mask >> 28 & _RANK_MASK]
        + r5[mask >> 35 & _RANK_MASK]
        + r6[mask >> 42 & _RANK_MASK]
    )


@lru_cache(maxsize=64)
def _legal_texts(empty: int) -> tuple[str, ...]:
    """Every ordered pair of two different empty squares, canonically, Black square first.

    Cached by the set of empty squares: both seats ask for the same list every round, and every
    game starts from the same empty board.
    """
    cells = _cells_of(empty)
    if len(cells) < 2:
        return ()
    pick = itemgetter(*cells)
    out: list[str] = []
    for at, black in enumerate(cells):
        row = pick(_ROWS[black])
        out += row[:at]
        out += row[at + 1 :]
    return tuple(out)


def _square_problem(state: ThwartState, bit: int, name: str) -> IllegalMove | None:
    """Why the square ``name`` cannot take a stone now, or ``None`` if it is empty."""
    if state.empty & bit:
        return None
    if state.burned & bit:
        held, said = "burned", "it is burned"
    elif state.black & bit:
        held, said = "black", "it holds a Black stone"
    elif state.white & bit:
        held, said = "white", "it holds a White stone"
    elif state.double_black & bit:
        held, said = "double-black", "it holds a double Black stone"
    else:
        held, said = "double-white", "it holds a double White stone"
    return IllegalMove("thwart-not-empty", f"{name} is not empty: {said}.", square=name, held=held)


def _illegality(state: ThwartState, pair: int) -> IllegalMove | None:
    """Why the submission numbered ``pair`` is illegal on ``state``, or ``None`` if it is legal."""
    black_bit, white_bit = _PAIR_BITS[pair]
    if black_bit == white_bit:
        name = BOARD.names[pair // CELLS]
        return IllegalMove(
            "thwart-same-square",
            f"Both stones name {name}; they must go on two different empty squares.",
            square=name,
        )
    black_name, white_name = BOARD.names[pair // CELLS], BOARD.names[pair % CELLS]
    return _square_problem(state, black_bit, black_name) or _square_problem(
        state, white_bit, white_name
    )


# ---- the game ------------------------------------------------------------------------------------


class ThwartOmega(Game[ThwartState]):
    """RULES.md §3. Rounds go through ``play_round``; ``play`` refuses single submissions."""

    id: ClassVar[str] = "thwart-omega"
    title: ClassVar[str] = "Thwart Omega"
    aliases: ClassVar[tuple[str, ...]] = ("thwart", "thwart_omega")
    colours: ClassVar[tuple[Colour, Colour]] = (Colour.BLACK, Colour.WHITE)
    simultaneous: ClassVar[bool] = True
    option_table: ClassVar[tuple[Option, ...]] = (
        Option(
            "tiebreak",
            str,
            "replay",
            choices=TIEBREAKS,
            help="Equal scores and equal group sizes: replay the game, seat 0 or seat 1 wins, "
            "or a draw.",
        ),
    )
    example_move: ClassVar[str] = EXAMPLE

    def _new_state(self, options: dict[str, Any]) -> ThwartState:
        return ThwartState(options["tiebreak"], 0, 0, 0, 0, 0, _ALL, ())

    # ---- whose move and which ----------------------------------------------------------------

    def seats_to_act(self, state: ThwartState) -> tuple[Seat, ...]:
        return () if state.over else SEATS

    def colour_of(self, state: ThwartState, seat: Seat) -> Colour:
        if type(seat) is not int or seat not in SEATS:
            raise no_seat(seat)
        return _COLOUR_OF_SEAT[seat]

    def legal_moves(self, state: ThwartState, seat: Seat) -> list[str]:
        if state.over or type(seat) is not int or seat not in SEATS:
            return []
        return list(_legal_texts(state.empty))

    def random_move(self, state: ThwartState, seat: Seat, rng: random.Random) -> str:
        """Uniform over ``legal_moves``: an ordered sample of two different empty squares."""
        self.check_turn(state, seat)
        black, white = rng.sample(_cells_of(state.empty), 2)
        return PAIR_TEXT[pair_index(black, white)]

    def parse_move(self, state: ThwartState, seat: Seat, text: str) -> str:
        return PAIR_TEXT[parse_submission(text)]

    def check_move(self, state: ThwartState, seat: Seat, text: str) -> str:
        """The canonical form of ``seat``'s submission if it is legal now, else the error.

        For the match service, which checks each private submission when it arrives.
        """
        pair = parse_submission(text)
        self.check_turn(state, seat)
        problem = _illegality(state, pair)
        if problem is not None:
            raise problem
        return PAIR_TEXT[pair]

    def running_score(self, state: ThwartState) -> str:
        """Both calculations, public after every round (RULES.md §3 "Administration")."""
        black = score_line(state, Colour.BLACK)
        white = score_line(state, Colour.WHITE)
        return f"Black {black} · White {white}"

    def _play(self, state: ThwartState, seat: Seat, move: str) -> ThwartState:
        raise IllegalMove(
            "thwart-rounds",
            "Thwart Omega is played in rounds: both players submit a Black and a White square "
            f"(like `{EXAMPLE}`), and all four stones are placed together when the round ends.",
            example=EXAMPLE,
        )

    def play_round(self, state: ThwartState, moves: Mapping[Seat, str]) -> ThwartState:
        """The state after one round; ``InvalidMove``/``IllegalMove`` and no change on any error."""
        if state.over:
            raise IllegalMove("game-over", "The game is over.")
        if not isinstance(moves, Mapping):
            raise IllegalMove(
                "thwart-round-seats", "A round needs one submission from each seat (0 and 1)."
            )
        for seat in moves:
            if type(seat) is not int or seat not in SEATS:
                raise no_seat(seat)
        for seat in SEATS:
            if seat not in moves:
                colour = _COLOUR_OF_SEAT[seat]
                raise IllegalMove(
                    "thwart-round-missing",
                    f"There is no submission from seat {seat} ({colour.title}); a round needs both.",
                    seat=seat,
                    colour=colour.value,
                )
        first, second = parse_submission(moves[0]), parse_submission(moves[1])
        for seat, pair in ((0, first), (1, second)):
            problem = _illegality(state, pair)
            if problem is not None:
                colour = _COLOUR_OF_SEAT[seat]
                raise IllegalMove(
                    "thwart-round-illegal",
                    f"{colour.title}'s submission (seat {seat}) is illegal: {problem}",
                    colour=colour.value,
                    seat=seat,
                    problem=str(problem),
                )
        return _resolve(state, first, second)

    # ---- reading the position ----------------------------------------------------------------

    def board(self, state: ThwartState) -> dict[str, str]:
        out: dict[str, str] = {}
        for mask, code in (
            (state.black, Colour.BLACK.code),
            (state.white, Colour.WHITE.code),
            (state.double_black, DOUBLE_BLACK),
            (state.double_white, DOUBLE_WHITE),
            (state.burned, BURNED),
        ):
            for cell in _cells_of(mask):
                out[BOARD.names[cell]] = code
        return out

    def outcome(self, state: ThwartState) -> Outcome | None:
        if not state.over:
            return None
        black, white = group_sizes(state, Colour.BLACK), group_sizes(state, Colour.WHITE)
        winner, reason = judge(black, white, state.tiebreak)
        details = f"Black {calculation(black)} · White {calculation(white)}"
        tie = _tie_words(black, white, reason)
        padded = zip(
            [*black, *[0] * (len(white) - len(black))],
            [*white, *[0] * (len(black) - len(white))],
            strict=True,
        )
        return Outcome(
            winner=winner,
            reason=reason,
            scores={0: product(black), 1: product(white)},
            details=f"{details}. {tie}" if tie else details,
            tally=(("black", tuple(black)), ("white", tuple(white))),
            decided_at=(
                next(i for i, (b, w) in enumerate(padded) if b != w)
                if reason == "group-sizes"
                else None
            ),
        )

    def geometry(self, state: ThwartState) -> Board:
        return BOARD

    def options_of(self, state: ThwartState) -> dict[str, Any]:
        return {"tiebreak": state.tiebreak}

    def history(self, state: ThwartState) -> tuple[tuple[Seat, str], ...]:
        return tuple(
            entry
            for first, second in state.rounds
            for entry in ((0, PAIR_TEXT[first]), (1, PAIR_TEXT[second]))
        )

    # ---- storage -----------------------------------------------------------------------------

    def to_json(self, state: ThwartState) -> dict[str, Any]:
        """Options and the rounds played (``history``: one ``[seat 0, seat 1]`` pair per round).

        Replaying the rounds rebuilds the board exactly, so the board itself is not stored.
        """
        return {
            "game": self.id,
            "rules_version": self.rules_version,
            "options": self.options_of(state),
            "history": [[PAIR_TEXT[first], PAIR_TEXT[second]] for first, second in state.rounds],
        }

    def from_json(self, data: Mapping[str, Any]) -> ThwartState:
        """The state ``to_json`` wrote, rebuilt by replaying its rounds; ``ValueError`` if bad."""
        if not isinstance(data, Mapping):
            raise invalid_json(self.title, "expected a JSON object")
        if set(data) != _JSON_KEYS:
            keys = ", ".join(sorted(str(key) for key in data))
            raise invalid_json(self.title, f"expected the keys {sorted(_JSON_KEYS)}, not {keys}")
        if data["game"] != self.id:
            raise invalid_json(self.title, f"the game is {shown(repr(data['game']))}")
        if data["rules_version"] != self.rules_version:
            version = shown(repr(data["rules_version"]))
            raise invalid_json(self.title, f"unknown rules version {version}")
        options, rounds = data["options"], data["history"]
        if not isinstance(options, Mapping) or not isinstance(rounds, list):
            raise invalid_json(self.title, "options must be an object and history a list")
        for entry in rounds:
            if not isinstance(entry, list) or len(entry) != 2:
                problem = f"a round must be two submissions, not {shown(repr(entry))}"
                raise invalid_json(self.title, problem)
        try:
            state = self.new_state(**{str(name): value for name, value in options.items()})
            for first, second in rounds:
                state = self.play_round(state, {0: first, 1: second})
        except ValueError as error:  # a bad option, or a MoveError from replaying a round
            raise invalid_json(self.title, str(error)) from None
        return state


def _resolve(state: ThwartState, first: int, second: int) -> ThwartState:
    """Place a round's four stones (RULES.md §3 "Rounds") and burn the rest if it ends the game."""
    black_0, white_0 = _PAIR_BITS[first]
    black_1, white_1 = _PAIR_BITS[second]
    blacks, whites = black_0 | black_1, white_0 | white_1
    burned = blacks & whites  # a Black and a White stone on one square
    double_black, double_white = black_0 & black_1, white_0 & white_1
    empty = state.empty & ~(blacks | whites)
    all_burned = state.burned | burned
    if empty.bit_count() <= END_EMPTY:  # RULES.md §3 "End"
        all_burned |= empty
        empty = 0
    return ThwartState(
        state.tiebreak,
        state.black | (blacks & ~whites & ~double_black),
        state.white | (whites & ~blacks & ~double_white),
        state.double_black | double_black,
        state.double_white | double_white,
        all_burned,
        empty,
        (*state.rounds, (first, second)),
    )


GAME = ThwartOmega()
