"""Meuda's board as bitsets (RULES.md §1.1, §7): sight, regions and names in a few int operations.

The hexhex board is embedded in a padded parallelogram ("axial" layout): cell ``(row, k)`` gets
bit ``row * stride + column`` with ``column = k - 1 + max(0, row - middle)`` and ``stride =
widest + 1``. In this layout the six neighbours of every cell are at the same offsets (``±1``,
``±stride``, ``±(stride + 1)``), so a whole set of cells grows by one step with six shifts, and
the spare column catches every shift that would wrap round a row. Bits still come in board order
(row by row from the bottom-left), so sorting bits sorts cells the way ``rules.geometry`` does.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import compress

from rules.geometry import hexhex

# bin() digits turned into 0/1 bytes, so ``itertools.compress`` can pick names at C speed.
_DIGITS = str.maketrans("01", "\x00\x01")


@dataclass(frozen=True, slots=True, eq=False)
class Layout:
    """Everything precomputed for one board side; one object per side (see ``layout``)."""

    side: int
    stride: int
    valid: int  # the bits of real cells
    names: tuple[str, ...]  # by bit; "" for the padding bits
    bit_of: dict[str, int]  # cell name -> bit
    neighbours: tuple[int, ...]  # by bit: the mask of the adjacent cells
    # by bit: one (ray mask, outward means higher bits) pair per direction that leaves the cell
    rays: tuple[tuple[tuple[int, bool], ...], ...]
    # shift distances of the doubling fill: 1, 2, 4, ... up to the longest line
    doublings: tuple[int, ...]


@cache
def layout(side: int) -> Layout:
    """The bitset layout of the hexhex board of side ``side`` (cached per side)."""
    board = hexhex(side)
    middle, stride = board.middle, board.widest + 1
    bits = [r * stride + k - 1 + max(0, r - middle) for r, k in board.coords]
    size = board.row_count * stride
    names = [""] * size
    for cell, bit in enumerate(bits):
        names[bit] = board.names[cell]
    neighbours = [0] * size
    rays: list[tuple[tuple[int, bool], ...]] = [()] * size
    for cell, bit in enumerate(bits):
        neighbours[bit] = sum(1 << bits[n] for n in board.neighbours[cell])
        rays[bit] = tuple(
            (sum(1 << bits[c] for c in ray), bits[ray[0]] > bit) for ray in board.rays[cell] if ray
        )
    longest = 2 * side - 2  # steps along the longest line (a main diagonal)
    doublings = tuple(1 << i for i in range(longest.bit_length()))
    return Layout(
        side=side,
        stride=stride,
        valid=sum(1 << b for b in bits),
        names=tuple(names),
        bit_of={board.names[cell]: bit for cell, bit in enumerate(bits)},
        neighbours=tuple(neighbours),
        rays=tuple(rays),
        doublings=doublings,
    )


def grow(mask: int, lay: Layout) -> int:
    """``mask`` and every cell adjacent to it."""
    s = lay.stride
    return (
        mask | mask << 1 | mask >> 1 | mask << s | mask >> s | mask << (s + 1) | mask >> (s + 1)
    ) & lay.valid


def region(seed: int, allowed: int, lay: Layout) -> int:
    """The cells of ``allowed`` connected to ``seed`` (a subset of ``allowed``) through ``allowed``."""
    s, t = lay.stride, lay.stride + 1
    area = seed
    while True:
        bigger = (
            area | area << 1 | area >> 1 | area << s | area >> s | area << t | area >> t
        ) & allowed
        if bigger == area:
            return area
        area = bigger


def sight(stones: int, blockers: int, lay: Layout) -> int:
    """Every cell that one of ``stones`` sees along a line; only ``blockers`` stop a line.

    A doubling ("Kogge-Stone") fill per direction: after the step of distance ``k``, ``open_``
    holds the cells whose ``k`` predecessors on the line are all unblocked, so ``log2(line)``
    steps reach the whole line. The result leaves out ``stones`` themselves.
    """
    see_through = lay.valid & ~blockers
    seen = 0
    for d in (1, lay.stride, lay.stride + 1):
        up, open_up = stones, see_through
        down, open_down = stones, see_through
        for k in lay.doublings:
            step = k * d
            up |= open_up & (up << step)
            down |= open_down & (down >> step)
            open_up &= open_up << step
            open_down &= open_down >> step
        seen |= up | down
    return seen & ~stones


def seen_stones(bit: int, friends: int, enemies: int, lay: Layout) -> int:
    """The ``friends`` seen from ``bit``: along each line up to the first of ``enemies``."""
    seen = 0
    for line, outward_up in lay.rays[bit]:
        block = line & enemies
        if not block:
            seen |= line & friends
        elif outward_up:  # the nearest blocker is the lowest bit: keep the bits below it
            seen |= line & friends & ((block & -block) - 1)
        else:  # the nearest blocker is the highest bit: keep the bits above it
            seen |= line & friends & ~((1 << block.bit_length()) - 1)
    return seen


def names_of(mask: int, lay: Layout) -> list[str]:
    """The names of the cells in ``mask``, in board order (a fresh list)."""
    flags = bin(mask)[:1:-1].translate(_DIGITS).encode()
    return list(compress(lay.names, flags))
