"""Meter (Michael Amundsen, 2021): RULES.md §6, with the pie of §2.

Players place stones of their colour on a hexhex board. After each placement every enemy stone
whose relative perimeter moved inwards, or whose distance to it grew, is captured. On a full board
(or after ``max_plies`` moves) equal-sized Black and White groups cancel in pairs and the largest
group left wins. The capture rule is computed on bitsets in ``rules.meter.board``; the state and
its plain readings (relative perimeter, groups, score) are in ``rules.meter.state``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from rules.errors import IllegalMove
from rules.game import SEATS, Colour, Game, Option, Seat, cannot_read, clean_text, no_seat
from rules.geometry import Board
from rules.meter.board import captured, grid
from rules.meter.json_state import state_from_json, state_to_json
from rules.meter.state import (
    COLOURS,
    DEFAULT_SIZE,
    MAX_SIZE,
    MIN_SIZE,
    SWAP,
    MeterState,
    cancel,
    default_max_plies,
    ended,
    group_sizes,
    relative_perimeter,
    remaining_groups,
    score,
)
from rules.outcome import Outcome

__all__ = [
    "GAME",
    "MeterGame",
    "MeterState",
    "group_sizes",
    "relative_perimeter",
    "remaining_groups",
]


class MeterGame(Game[MeterState]):
    """Meter's rules behind the common interface (RULES.md §6, §8)."""

    id = "meter"
    title = "Meter"
    colours = COLOURS
    option_table = (
        Option("size", int, DEFAULT_SIZE, minimum=MIN_SIZE, maximum=MAX_SIZE, help="board side"),
        Option("pie", bool, True, help="White may swap colours after Black's first stone"),
        # None stands for the size-dependent default; states store the number (RULES.md §6).
        Option(
            "max_plies",
            int,
            None,
            minimum=1,
            help="moves before the board is scored as it is (default 10 × the number of cells)",
        ),
    )
    example_move = "d4"

    # ---- state and turn -------------------------------------------------------------------------

    def _new_state(self, options: dict[str, Any]) -> MeterState:
        size: int = options["size"]
        limit: int | None = options["max_plies"]
        return MeterState(
            size=size,
            pie=options["pie"],
            max_plies=default_max_plies(size) if limit is None else limit,
            black=0,
            white=0,
            swapped=False,
            moves=(),
            end="",
            grid=grid(size),
        )

    def seats_to_act(self, state: MeterState) -> tuple[Seat, ...]:
        return () if state.end else (len(state.moves) & 1,)

    def colour_of(self, state: MeterState, seat: Seat) -> Colour:
        if seat not in SEATS:
            raise no_seat(seat)
        return COLOURS[seat ^ state.swapped]

    def not_your_turn(self, state: MeterState, seat: Seat) -> IllegalMove:
        return IllegalMove(
            "colour-to-move",
            f"It is not your turn: {state.to_move.title} is to move.",
            colour=state.to_move.value,
        )

    # ---- moves ----------------------------------------------------------------------------------

    def legal_moves(self, state: MeterState, seat: Seat) -> list[str]:
        if state.end or seat != len(state.moves) & 1:
            return []
        g = state.grid
        moves = g.names_of(g.all & ~(state.black | state.white))
        if state.pie and len(state.moves) == 1:
            moves.append(SWAP)
        return moves

    def random_move(self, state: MeterState, seat: Seat, rng: random.Random) -> str:
        """Uniform over ``legal_moves`` (one ``rng.choice`` on that very list)."""
        moves = self.legal_moves(state, seat)
        if not moves:
            self.check_turn(state, seat)
        return rng.choice(moves)

    def parse_move(self, state: MeterState, seat: Seat, text: str) -> str:
        cleaned = clean_text(text, self.example_move)
        if cleaned == SWAP:
            return SWAP
        if cleaned in state.grid.cell_named:  # canonical cell names are lowercase
            return cleaned
        board = state.grid.board
        example = self.example_move
        if cleaned == "pass":
            hint = "Meter has no passing: every turn places a stone on an empty cell."
            raise cannot_read("meter-no-pass", cleaned, example, hint)
        if cleaned[:1].isascii() and cleaned[:1].isalpha() and cleaned[1:].isdecimal():
            last = board.names[-1][0]
            hint = f"There is no cell {cleaned} on this board (rows a–{last})."
            raise cannot_read("meter-no-cell", cleaned, example, hint, cell=cleaned, last=last)
        hint = "A move is an empty cell, or `swap` as the second move of the game."
        raise cannot_read("meter-unread", cleaned, example, hint)

    def _play(self, state: MeterState, seat: Seat, move: str) -> MeterState:
        if move == SWAP:
            if not state.pie:
                raise IllegalMove(
                    "meter-swap-no-pie",
                    "swap is only allowed as the second move of a game with the pie rule, "
                    "and this match is played without it.",
                )
            if len(state.moves) != 1:
                raise IllegalMove(
                    "meter-swap-late", "swap is only allowed as the second move of the game."
                )
            # RULES.md §2: the seats exchange colours; the stone stays Black.
            return self._after(state, state.black, state.white, True, SWAP)
        g = state.grid
        placed = g.cell_named[move]
        black, white = state.black, state.white
        if (black | white) & placed:
            owner = Colour.BLACK if black & placed else Colour.WHITE
            raise IllegalMove(
                "meter-taken",
                f"{move} is taken by a {owner.title} stone; place yours on an empty cell.",
                cell=move,
                colour=owner.value,
            )
        empty = g.all & ~(black | white)
        # RULES.md §6: enemy stones only; all captured together, no chain reactions.
        if state.to_move is Colour.BLACK:
            white &= ~captured(g, empty, white, placed)
            black |= placed
        else:
            black &= ~captured(g, empty, black, placed)
            white |= placed
        return self._after(state, black, white, state.swapped, move)

    @staticmethod
    def _after(state: MeterState, black: int, white: int, swapped: bool, move: str) -> MeterState:
        plies = len(state.moves) + 1
        return MeterState(
            state.size,
            state.pie,
            state.max_plies,
            black,
            white,
            swapped,
            (*state.moves, move),
            ended(black, white, plies, state),
            state.grid,
        )

    # ---- reading the position -------------------------------------------------------------------

    def board(self, state: MeterState) -> dict[str, str]:
        g = state.grid
        out = dict.fromkeys(g.names_of(state.black), Colour.BLACK.code)
        out.update(dict.fromkeys(g.names_of(state.white), Colour.WHITE.code))
        return out

    def outcome(self, state: MeterState) -> Outcome | None:
        if not state.end:
            return None
        result = score(state)
        scores: dict[Seat, int | float] = {s: result.best[self.colour_of(state, s)] for s in SEATS}
        winner = None if result.winner is None else self.seat_of(state, result.winner)
        sizes = {c: self.group_sizes(state, c) for c in (Colour.BLACK, Colour.WHITE)}
        return Outcome(
            winner,
            state.end,
            scores,
            result.details,
            tally=tuple((c.value, tuple(sizes[c])) for c in (Colour.BLACK, Colour.WHITE)),
            cancelled=tuple(cancel(sizes[Colour.BLACK], sizes[Colour.WHITE])[2]),
        )

    def geometry(self, state: MeterState) -> Board:
        return state.grid.board

    def options_of(self, state: MeterState) -> dict[str, Any]:
        return {"size": state.size, "pie": state.pie, "max_plies": state.max_plies}

    def history(self, state: MeterState) -> tuple[tuple[Seat, str], ...]:
        return tuple((ply & 1, move) for ply, move in enumerate(state.moves))

    # ---- extras for the renderer and the CLI ----------------------------------------------------

    def relative_perimeter(self, state: MeterState, cell: int | str) -> tuple[int, int]:
        """``(RP, D)`` of the stone on ``cell`` (``rules.meter.state.relative_perimeter``)."""
        return relative_perimeter(state, cell)

    def group_sizes(self, state: MeterState, colour: Colour | str) -> list[int]:
        """``colour``'s group sizes, largest first."""
        return group_sizes(state, colour)

    def remaining_groups(self, state: MeterState) -> dict[Colour, list[int]]:
        """Each colour's group sizes left after cancelling equal Black/White pairs."""
        return remaining_groups(state)

    # ---- storage --------------------------------------------------------------------------------

    def to_json(self, state: MeterState) -> dict[str, Any]:
        return state_to_json(self, state)

    def from_json(self, data: Mapping[str, Any]) -> MeterState:
        return state_from_json(self, data)


GAME = MeterGame()
