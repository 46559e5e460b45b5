"""Meridians positions (RULES.md §5): stones, sightlines and groups, kept as bitsets.

A ``Position`` is an immutable value. Besides the stones it keeps two derived things that
``place`` and ``remove`` update incrementally (only the lines through the changed point), because
recomputing them from scratch every move is what makes a naive implementation slow:

* ``vis[c]``: what the stone on cell ``c`` sees along its six lines: every empty point up to the
  first stone met, plus that stone (``0`` for an empty cell).
  - An empty point may take a stone of colour C in a later turn exactly when some C stone sees it
    (§5 Turns 3: "along at least one of the six directions the nearest stone is friendly").
  - A group has a path exactly when its stones see a stone of its colour outside the group:
    adjacent friendly stones belong to the group, so a seen friendly stone outside it is at least
    two steps away with only empty points between (§5 Definitions).
* ``groups[colour]``: the groups of that colour as ``(mask, cells)``.

Cells are the ints of ``rules.geometry``; bit ``c`` of a mask is cell ``c``. Because cells are
numbered row by row from the bottom left, the rays E, NE and NW run towards higher cell numbers
(the first stone met is the lowest set bit) and W, SW and SE towards lower ones (the highest bit).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.geometry import HexBoard, meridians_board

LIGHT = 0
DARK = 1

# A group: its bit mask and its cells.
Group = tuple[int, tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class Tables:
    """Everything about a Meridians board that play needs, computed once per base."""

    board: HexBoard
    names: tuple[str, ...]
    # rays[c] = six ray masks in the order of ``HEX_DIRECTIONS``: E, NE, NW (upwards), W, SW, SE.
    rays: tuple[tuple[int, int, int, int, int, int], ...]
    neighbours: tuple[int, ...]
    all_mask: int
    # byte_names[i][b]: names of the cells ``8 * i + k`` for the set bits ``k`` of byte ``b``.
    byte_names: tuple[tuple[tuple[str, ...], ...], ...]

    def names_of(self, mask: int) -> list[str]:
        """The names of the cells in ``mask``, in cell order (a byte at a time: it is hot)."""
        out: list[str] = []
        table = self.byte_names
        i = 0
        while mask:
            byte = mask & 255
            if byte:
                out.extend(table[i][byte])
            mask >>= 8
            i += 1
        return out


@cache
def tables(base: int) -> Tables:
    """The tables of the Meridians board of base ``base`` (cached: one object per base)."""
    board = meridians_board(base)
    rays = []
    for cell in board.cells:
        masks = []
        for direction, ray in enumerate(board.rays[cell]):
            # The bit tricks in ``place`` and ``remove`` rely on this ordering.
            upwards = direction < 3
            if any((c > cell) != upwards for c in ray):
                raise AssertionError(f"ray {direction} of {board.names[cell]} is not monotonic")
            masks.append(sum(1 << c for c in ray))
        rays.append((masks[0], masks[1], masks[2], masks[3], masks[4], masks[5]))
    names = board.names
    byte_names = tuple(
        tuple(
            tuple(names[8 * i + k] for k in range(8) if byte >> k & 1 and 8 * i + k < len(names))
            for byte in range(256)
        )
        for i in range((len(names) + 7) // 8)
    )
    return Tables(
        board=board,
        names=names,
        rays=tuple(rays),
        neighbours=board.neighbour_masks,
        all_mask=board.all_mask,
        byte_names=byte_names,
    )


@dataclass(frozen=True, slots=True)
class Position:
    """The stones on the board with their sightlines and groups (see the module docstring)."""

    base: int
    stones: tuple[int, int]  # masks of the Light and the Dark stones
    vis: tuple[int, ...]
    groups: tuple[tuple[Group, ...], tuple[Group, ...]]

    @property
    def occupied(self) -> int:
        return self.stones[0] | self.stones[1]


def empty_position(base: int) -> Position:
    """The empty board of base ``base``."""
    return Position(base, (0, 0), (0,) * tables(base).board.cell_count, ((), ()))


def place(pos: Position, cell: int, colour: int) -> Position:
    """``pos`` with a stone of ``colour`` on the empty ``cell`` (no legality check, no removal)."""
    t = tables(pos.base)
    rays = t.rays[cell]
    vis = list(pos.vis)
    occ = pos.stones[0] | pos.stones[1]
    seen = 0
    for axis in range(3):
        # Upwards half of the line: the first stone met is the lowest bit.
        up = rays[axis]
        hit = up & occ
        low = hit & -hit
        up_seen = up & ((low << 1) - 1)  # the whole ray when nothing is hit (low - 1 == -1)
        down = rays[axis + 3]
        hit = down & occ
        if hit:
            top = 1 << (hit.bit_length() - 1)
            down_seen = down & -top
            # The stone below looked up through ``cell``; now it stops there.
            vis[top.bit_length() - 1] &= ~up_seen
        else:
            down_seen = down
        if low:
            vis[low.bit_length() - 1] &= ~down_seen
        seen |= up_seen | down_seen
    vis[cell] = seen

    bit = 1 << cell
    near = t.neighbours[cell]
    merged_mask = bit
    merged_cells = [cell]
    rest = []
    for group in pos.groups[colour]:
        if group[0] & near:
            merged_mask |= group[0]
            merged_cells.extend(group[1])
        else:
            rest.append(group)
    rest.append((merged_mask, tuple(sorted(merged_cells))))
    if colour == LIGHT:
        return Position(
            pos.base, (pos.stones[0] | bit, pos.stones[1]), tuple(vis), (tuple(rest), pos.groups[1])
        )
    return Position(
        pos.base, (pos.stones[0], pos.stones[1] | bit), tuple(vis), (pos.groups[0], tuple(rest))
    )


def dead_groups(pos: Position, colour: int) -> list[Group]:
    """The groups of ``colour`` that have no path (RULES.md §5 Definitions: dead groups)."""
    mine = pos.stones[colour]
    vis = pos.vis
    dead = []
    for group in pos.groups[colour]:
        seen = 0
        for cell in group[1]:
            seen |= vis[cell]
        if not seen & (mine ^ group[0]):
            dead.append(group)
    return dead


def remove(pos: Position, colour: int, doomed: list[Group]) -> Position:
    """``pos`` without the groups ``doomed`` of ``colour``; the lines through them reopen."""
    if not doomed:
        return pos
    t = tables(pos.base)
    vis = list(pos.vis)
    occ = pos.stones[0] | pos.stones[1]
    gone = 0
    for mask, cells in doomed:
        gone |= mask
        for cell in cells:
            occ ^= 1 << cell
            rays = t.rays[cell]
            for axis in range(3):
                up = rays[axis]
                hit = up & occ
                low = hit & -hit
                up_seen = up & ((low << 1) - 1)
                down = rays[axis + 3]
                hit = down & occ
                if hit:
                    top = 1 << (hit.bit_length() - 1)
                    down_seen = down & -top
                    # The stone below now looks up through ``cell`` to the stone above.
                    vis[top.bit_length() - 1] |= up_seen
                else:
                    down_seen = down
                if low:
                    vis[low.bit_length() - 1] |= down_seen
            vis[cell] = 0
    kept = tuple(g for g in pos.groups[colour] if not g[0] & gone)
    if colour == LIGHT:
        return Position(
            pos.base, (pos.stones[0] & ~gone, pos.stones[1]), tuple(vis), (kept, pos.groups[1])
        )
    return Position(
        pos.base, (pos.stones[0], pos.stones[1] & ~gone), tuple(vis), (pos.groups[0], kept)
    )


def sight(pos: Position, colour: int) -> int:
    """The empty points from which the nearest stone along some line has ``colour`` (§5 Turns 3)."""
    vis = pos.vis
    seen = 0
    for group in pos.groups[colour]:
        for cell in group[1]:
            seen |= vis[cell]
    return seen & ~(pos.stones[0] | pos.stones[1])


def blocker(pos: Position, start: int, cell: int) -> int | None:
    """The first stone on the straight line from ``start`` to ``cell``, or ``None``.

    ``None`` also when the two cells share no line; used only to explain an illegal move.
    """
    board = tables(pos.base).board
    occ = pos.stones[0] | pos.stones[1]
    for ray in board.rays[start]:
        if cell in ray:
            for c in ray[: ray.index(cell)]:
                if occ >> c & 1:
                    return c
            return None
    return None
