"""Meter's position value and the readings of it that RULES.md §6 defines.

The state keeps the stones as bitsets of ``rules.meter.board``'s grid. The functions here read it
the slow, plain way (relative perimeter by breadth-first search on cells, groups, the
cancellation) for scoring, the renderer, the CLI and the tests.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.game import Colour
from rules.geometry import hexhex
from rules.meter.board import MeterGrid

SWAP = "swap"
BOARD_FULL = "board-full"
MOVE_LIMIT = "move-limit"
COLOURS = (Colour.BLACK, Colour.WHITE)
MIN_SIZE, MAX_SIZE, DEFAULT_SIZE = 3, 8, 4


def default_max_plies(size: int) -> int:
    """RULES.md §6 Decision: the move limit defaults to 10 × the number of cells."""
    return 10 * hexhex(size).cell_count


def colour_at(ply: int, swapped: bool) -> Colour:
    """The colour that makes move number ``ply`` (0-based).

    Seats alternate from seat 0 whatever happens; a swap (move 1) gives seat 0 White, so from
    move 2 on the colours alternate the other way round (RULES.md §2: the new White moves next).
    """
    return COLOURS[(ply & 1) ^ (swapped and ply >= 2)]


@dataclass(frozen=True, slots=True)
class MeterState:
    """A Meter position: the options, stones as grid bitsets, and the canonical moves so far.

    ``end`` is ``""`` while the game runs, else its reason code (derived from the rest, kept so
    that whose turn it is and whether the game is over are free to ask). ``grid`` is the cached
    board layout for ``size``.
    """

    size: int
    pie: bool
    max_plies: int
    black: int
    white: int
    swapped: bool
    moves: tuple[str, ...]
    end: str
    grid: MeterGrid = field(compare=False, repr=False)

    @property
    def to_move(self) -> Colour:
        """The colour whose turn it is (meaningful while the game runs)."""
        return colour_at(len(self.moves), self.swapped)

    def stones(self, colour: Colour | str) -> int:
        """The bitset of ``colour``'s stones."""
        if colour == Colour.BLACK:
            return self.black
        if colour == Colour.WHITE:
            return self.white
        raise ValueError(f"Meter has no colour {colour!r}")


def ended(black: int, white: int, plies: int, state: MeterState) -> str:
    """The end reason after a move (RULES.md §6, §8.1): a full board first, then the move limit."""
    if black | white == state.grid.all:
        return BOARD_FULL
    if plies >= state.max_plies:
        return MOVE_LIMIT
    return ""


def relative_perimeter(state: MeterState, cell: int | str) -> tuple[int, int]:
    """``(RP, D)`` of the stone (or empty cell) on ``cell``, straight from the definitions of §6.

    Reach = the cells reachable from ``cell`` by steps onto empty cells, ``cell`` itself included
    (RULES.md §6 Decision); RP = the largest ring in Reach; D = the fewest steps to a cell of Reach
    on ring RP. A plain breadth-first search on purpose: tests compare the fast capture code to it.
    """
    board = hexhex(state.size)
    index = board.parse(cell) if isinstance(cell, str) else cell
    if index is None or not 0 <= index < board.cell_count:
        raise ValueError(f"there is no cell {cell!r} on a Meter board of side {state.size}")
    stones, bit_of = state.black | state.white, state.grid.bit_of
    best = (board.rings[index], 0)
    seen = {index}
    frontier = [index]
    steps = 0
    while frontier:
        steps += 1
        nxt = []
        for c in frontier:
            for n in board.neighbours[c]:
                if n not in seen and not stones >> bit_of[n] & 1:
                    seen.add(n)
                    nxt.append(n)
                    if board.rings[n] > best[0]:  # breadth first: the first is the nearest
                        best = (board.rings[n], steps)
        frontier = nxt
    return best


def group_sizes(state: MeterState, colour: Colour | str) -> list[int]:
    """The sizes of ``colour``'s groups (hex adjacency), largest first."""
    return state.grid.group_sizes(state.stones(colour))


def cancel(black: list[int], white: list[int]) -> tuple[list[int], list[int], list[int]]:
    """RULES.md §6: remove Black/White pairs of equal size; (Black left, White left, cancelled).

    The order of removal does not matter: a size cancels as often as the rarer colour has it.
    Lists go in and come out largest first.
    """
    left_white = list(white)
    left_black: list[int] = []
    cancelled: list[int] = []
    for size in black:
        if size in left_white:
            left_white.remove(size)
            cancelled.append(size)
        else:
            left_black.append(size)
    return left_black, left_white, cancelled


def remaining_groups(state: MeterState) -> dict[Colour, list[int]]:
    """Each colour's group sizes left after the cancellation of §6, largest first."""
    black, white, _ = cancel(group_sizes(state, Colour.BLACK), group_sizes(state, Colour.WHITE))
    return {Colour.BLACK: black, Colour.WHITE: white}


@dataclass(frozen=True, slots=True)
class Score:
    """The result of the §6 scoring: the winning colour (``None``: draw), best groups, words."""

    winner: Colour | None
    best: dict[Colour, int]
    details: str


def score(state: MeterState) -> Score:
    """Score the board as it stands (RULES.md §6 "Winner").

    ``details`` reads like ``Black 5, 3, 1 · White 3, 2, 1 → cancelled 3 and 1 → Black 5 beats
    White 2``. Only when no group is left (possible after the move limit) is it a draw.
    """
    sizes = {c: group_sizes(state, c) for c in COLOURS}
    black, white, cancelled = cancel(sizes[Colour.BLACK], sizes[Colour.WHITE])
    best = {Colour.BLACK: max(black, default=0), Colour.WHITE: max(white, default=0)}
    shown = " · ".join(f"{c.title} {_list(sizes[c], ', ') or 'no groups'}" for c in COLOURS)
    gone = f"cancelled {_list(cancelled, ' and ')}" if cancelled else "nothing cancelled"
    if best[Colour.BLACK] == best[Colour.WHITE]:  # equal sizes would have cancelled: both 0
        return Score(None, best, f"{shown} → {gone} → no group left: a draw")
    top, other = COLOURS if best[Colour.BLACK] > best[Colour.WHITE] else COLOURS[::-1]
    verdict = f"{top.title} {best[top]} beats {other.title} {best[other]}"
    return Score(top, best, f"{shown} → {gone} → {verdict}")


def _list(sizes: list[int], last: str) -> str:
    """``5, 3, 1`` (``last`` = ", ") or ``5, 3 and 1`` (``last`` = " and ")."""
    words = [str(s) for s in sizes]
    return last.join([", ".join(words[:-1]), words[-1]]) if len(words) > 1 else "".join(words)
