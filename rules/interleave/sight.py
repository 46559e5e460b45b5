"""Interleave's sightlines as bitsets (RULES.md §4), kept up to date stone by stone.

A position is two bitsets (Black and Red stones; bit ``c`` is cell ``c`` of the hexhex board).
For every empty cell the rules need ``D = seen Black - seen Red``: Red may place where ``D > 0``,
Black where ``D < 0``. ``D`` lies in ``-6 .. 6``, so ``V = D + 8`` fits in four bits and is kept
*bit-sliced*: four ints ``(p0, p1, p2, p3)`` whose bit ``c`` are the bits of ``V`` at cell ``c``.
Then "Black may place" is ``not p3`` and "Red may place" is ``p3 and (p0 or p1 or p2)`` for all
cells at once, and a new stone changes ``V`` with a handful of whole-board additions: only the
cells on its six rays up to the first stone change (each now sees the new stone instead of the
stone beyond it), and each ray's change is one of 0, ±1, ±2.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import compress

from rules.geometry import HexHexBoard, hexhex

# (p0, p1, p2, p3): the bit-sliced ``V = seen Black - seen Red + 8`` of every cell.
Planes = tuple[int, int, int, int]

# A cell's three lines: (mask of the ray that climbs in cell index, mask of the ray that falls).
Lines = tuple[tuple[int, int], tuple[int, int], tuple[int, int]]

# Byte 0x30 ('0') -> 0 and 0x31 ('1') -> 1: turns ``bin(mask)`` into selectors for ``compress``.
_BIT_BYTES = bytes.maketrans(b"01", b"\x00\x01")


@dataclass(frozen=True, slots=True)
class SightTables:
    """Everything about one board size that the hot paths index, computed once per size."""

    board: HexHexBoard
    all_mask: int
    names: tuple[str, ...]
    # Per cell, its three lines: (mask of the ray that climbs in cell index, mask of the ray that
    # falls), for the direction pairs E/W, NE/SW, NW/SE (``rules.geometry.HEX_DIRECTIONS``).
    lines: tuple[Lines, ...]
    neighbour_masks: tuple[int, ...]
    # V = 8 everywhere: nothing is seen on the empty board.
    empty_planes: Planes


@cache
def tables(size: int) -> SightTables:
    """The tables of the hexhex board of side ``size`` (cached)."""
    board = hexhex(size)

    def mask(cells: tuple[int, ...]) -> int:
        return sum(1 << c for c in cells)

    # HEX_DIRECTIONS is (E, NE, NW, W, SW, SE): the first three climb in cell index (rows are
    # numbered from the bottom, cells from the left), their opposites ``d + 3`` fall.
    lines = tuple(
        (
            (mask(rays[0]), mask(rays[3])),
            (mask(rays[1]), mask(rays[4])),
            (mask(rays[2]), mask(rays[5])),
        )
        for rays in board.rays
    )
    return SightTables(
        board=board,
        all_mask=board.all_mask,
        names=board.names,
        lines=lines,
        neighbour_masks=board.neighbour_masks,
        empty_planes=(0, 0, 0, board.all_mask),
    )


def place(planes: Planes, lines: Lines, occupied: int, enemy: int, is_black: bool) -> Planes:
    """The planes after a stone lands on an empty cell whose ``lines`` are given.

    ``occupied`` and ``enemy`` are the stones before the placement (``enemy``: the other colour's).
    """
    one = two = 0  # cells whose D moves by 1, by 2 (up for a Black stone, down for a Red one)
    for climb, fall in lines:
        # First stone on each side of the new stone, and the empty cells before it.
        x = climb & occupied
        first_up = x & -x
        seg_up = climb & (first_up - 1)
        hb = (fall & occupied).bit_length()
        seg_down = fall >> hb << hb
        first_down = (1 << hb) >> 1
        # A cell below now sees the new stone instead of the first stone above it, and vice versa.
        if not first_up:
            one |= seg_down
        elif first_up & enemy:
            two |= seg_down
        if not first_down:
            one |= seg_up
        elif first_down & enemy:
            two |= seg_up
    p0, p1, p2, p3 = planes
    if is_black:  # V += 1 on ``one``, V += 2 on ``two``: a ripple-carry add
        carry = p0 & one
        p0 ^= one
        half = p1 ^ two
        carry, p1 = (p1 & two) | (half & carry), half ^ carry
    else:  # V -= 1 on ``one``, V -= 2 on ``two``: a ripple-borrow subtraction (carry = borrow)
        carry = ~p0 & one
        p0 ^= one
        half = p1 ^ two
        carry, p1 = (~p1 & two) | (~half & carry), half ^ carry
    if carry:  # into plane 2, and what spills from it into plane 3 (V stays within 2..14)
        if is_black:
            spill = p2 & carry
        else:
            spill = ~p2 & carry
        p2 ^= carry
        p3 ^= spill
    return p0, p1, p2, p3


def legal_masks(t: SightTables, planes: Planes, black: int, red: int) -> tuple[int, int]:
    """(cells where Black may place, cells where Red may place): ``D < 0`` and ``D > 0``."""
    p0, p1, p2, p3 = planes
    empty = t.all_mask & ~(black | red)
    return empty & ~p3, empty & p3 & (p0 | p1 | p2)


def planes_of(t: SightTables, black: int, red: int) -> Planes:
    """The planes of a whole position at once (the setup places stones without sightlines).

    Either replays the stones one by one from the empty board or asks every empty cell what it
    sees, whichever touches fewer cells; both give the same planes on the empty cells.
    """
    occupied = black | red
    if occupied.bit_count() * 2 <= t.all_mask.bit_count():
        planes = t.empty_planes
        placed_black = placed_red = 0
        rest = occupied
        while rest:
            low = rest & -rest
            rest ^= low
            cell = low.bit_length() - 1
            is_black = bool(black & low)
            enemy = placed_red if is_black else placed_black
            planes = place(planes, t.lines[cell], placed_black | placed_red, enemy, is_black)
            if is_black:
                placed_black |= low
            else:
                placed_red |= low
        return planes
    p0 = p1 = p2 = 0
    p3 = occupied  # anything will do on occupied cells; keep them harmless
    rest = t.all_mask & ~occupied
    while rest:
        low = rest & -rest
        rest ^= low
        seen_black, seen_red = seen(t, black, red, low.bit_length() - 1)
        value = seen_black - seen_red + 8
        if value & 1:
            p0 |= low
        if value & 2:
            p1 |= low
        if value & 4:
            p2 |= low
        if value & 8:
            p3 |= low
    return p0, p1, p2, p3


def seen(t: SightTables, black: int, red: int, cell: int) -> tuple[int, int]:
    """(Black stones, Red stones) seen from ``cell``: the first stone along each of six rays."""
    occupied = black | red
    seen_black = seen_red = 0
    for climb, fall in t.lines[cell]:
        x = climb & occupied
        hb = (fall & occupied).bit_length()
        for first in (x & -x, (1 << hb) >> 1):
            if first & black:
                seen_black += 1
            elif first & red:
                seen_red += 1
    return seen_black, seen_red


def selector_of(mask: int) -> bytes:
    """One byte per cell, 1 where ``mask`` has the cell: a selector for ``itertools.compress``."""
    return bin(mask)[:1:-1].encode().translate(_BIT_BYTES)


def names_of(t: SightTables, mask: int) -> list[str]:
    """The names of the cells in ``mask``, in cell order, without a Python loop over the bits."""
    return list(compress(t.names, selector_of(mask)))


def group_sizes(t: SightTables, stones: int) -> list[int]:
    """The sizes of the groups (connected by adjacency) of ``stones``, largest first."""
    neighbours = t.neighbour_masks
    sizes = []
    rest = stones
    while rest:
        group = frontier = rest & -rest
        while frontier:
            grown = 0
            while frontier:
                low = frontier & -frontier
                grown |= neighbours[low.bit_length() - 1]
                frontier ^= low
            frontier = grown & rest & ~group
            group |= frontier
        rest &= ~group
        sizes.append(group.bit_count())
    sizes.sort(reverse=True)
    return sizes
