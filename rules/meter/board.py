"""Meter's board as bitsets, and the capture rule computed on them (RULES.md §6).

Random Meter games are long (captures free cells again), so a turn must be cheap. The hexhex
board is laid out in a padded grid where every neighbour is a fixed bit shift; a set of cells is
one ``int``, and growing a set by one step is seven shifts and ``or``s whatever its size.

The capture rule only needs the empty region that held the placed cell (every other region is
unchanged): its largest ring, and breadth-first distances inside it from its cells on that ring,
before and after the placement. A stone's relative perimeter and distance come from its own ring
and the regions next to it, so only enemy stones next to that region can change.
"""

from __future__ import annotations

from functools import cache

from rules.geometry import HexHexBoard, hexhex, set_bits

Mask = int


class MeterGrid:
    """A hexhex board of one side laid out for bitset work (cached per side by ``grid``).

    Cell ``(row r, number k)`` sits at bit ``r * width + k - 1 + max(0, r - m)`` (``m`` = the
    widest row). Then the neighbours of bit ``b`` are ``b ± 1``, ``b ± width`` and
    ``b ± (width + 1)``; column ``width - 1`` is never a cell, so shifts cannot wrap a row.
    Bits increase in the board's cell order (``a1``, ``a2``, …), so lists come out in that order.
    """

    __slots__ = (
        "all",
        "bit_of",
        "board",
        "cell_named",
        "cell_of",
        "chunk_bytes",
        "chunk_names",
        "names",
        "neighbours",
        "outer",
        "ring_masks",
        "ring_of",
        "side",
        "width",
    )

    def __init__(self, side: int) -> None:
        board = hexhex(side)
        self.side = side
        self.board: HexHexBoard = board
        self.width = width = 2 * side
        middle = side - 1
        self.bit_of: tuple[int, ...] = tuple(
            r * width + k - 1 + max(0, r - middle) for r, k in board.coords
        )
        self.cell_of: dict[int, int] = {bit: cell for cell, bit in enumerate(self.bit_of)}
        self.names: dict[int, str] = {bit: board.names[c] for c, bit in enumerate(self.bit_of)}
        # The one-bit mask of each cell, by canonical name.
        self.cell_named: dict[str, Mask] = {name: 1 << bit for bit, name in self.names.items()}
        self.all: Mask = sum(1 << bit for bit in self.bit_of)
        size = board.row_count * width
        self.neighbours: tuple[Mask, ...] = tuple(
            sum(1 << self.bit_of[n] for n in board.neighbours[self.cell_of[b]])
            if b in self.cell_of
            else 0
            for b in range(size)
        )
        self.ring_of: tuple[int, ...] = tuple(
            board.rings[self.cell_of[b]] if b in self.cell_of else -1 for b in range(size)
        )
        self.ring_masks: tuple[Mask, ...] = tuple(
            sum(1 << b for b, r in enumerate(self.ring_of) if r == ring) for ring in range(side)
        )
        # outer[k]: the cells on rings greater than k.
        self.outer: tuple[Mask, ...] = tuple(sum(self.ring_masks[k + 1 :]) for k in range(side))
        # Names of the cells in each byte of a mask, for every value of that byte.
        self.chunk_bytes = (size + 7) // 8
        self.chunk_names: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
            tuple(
                tuple(
                    self.names[8 * j + i]
                    for i in range(8)
                    if v >> i & 1 and 8 * j + i in self.names
                )
                for v in range(256)
            )
            for j in range(self.chunk_bytes)
        )

    def mask(self, cells: list[int] | tuple[int, ...]) -> Mask:
        """The mask of some board cells (``rules.geometry`` numbering)."""
        bit_of = self.bit_of
        return sum(1 << bit_of[c] for c in set(cells))

    def names_of(self, mask: Mask) -> list[str]:
        """The names of the cells in ``mask``, in board order (a fresh list)."""
        out: list[str] = []
        for chunk, value in zip(
            self.chunk_names, mask.to_bytes(self.chunk_bytes, "little"), strict=True
        ):
            if value:
                out += chunk[value]
        return out

    def grow(self, mask: Mask) -> Mask:
        """``mask`` and every cell next to it (may include bits that are not cells)."""
        w, w1 = self.width, self.width + 1
        return mask | mask << 1 | mask >> 1 | mask << w | mask >> w | mask << w1 | mask >> w1

    def flood(self, seeds: Mask, within: Mask) -> Mask:
        """The cells of ``within`` connected to ``seeds`` through ``within`` (``seeds`` included)."""
        w, w1 = self.width, self.width + 1
        region = seeds
        while True:
            grown = (
                region
                | region << 1
                | region >> 1
                | region << w
                | region >> w
                | region << w1
                | region >> w1
            ) & within
            if grown == region:
                return region
            region = grown

    def top_ring(self, region: Mask) -> int:
        """The largest ring among the cells of a non-empty ``region``."""
        ring = self.side - 1
        while not region & self.ring_masks[ring]:
            ring -= 1
        return ring

    def group_sizes(self, stones: Mask) -> list[int]:
        """The sizes of the groups (connected stones) in ``stones``, largest first."""
        sizes = []
        while stones:
            group = self.flood(stones & -stones, stones)
            sizes.append(group.bit_count())
            stones ^= group
        sizes.sort(reverse=True)
        return sizes


@cache
def grid(side: int) -> MeterGrid:
    """The bitset layout of the hexhex board of side ``side`` (one object per side)."""
    return MeterGrid(side)


def captured(g: MeterGrid, empty: Mask, enemy: Mask, placed: Mask) -> Mask:
    """The enemy stones captured by a stone placed on the empty cell ``placed`` (RULES.md §6).

    ``empty`` and ``enemy`` describe the board before the placement. A stone's relative perimeter
    and distance are the best, over its own cell (its ring, 0 steps) and the empty regions next to
    it, of (largest ring of the region, 1 + steps inside the region to a cell on that ring); larger
    ring first, then fewer steps. Only the placed cell's region ``R`` changes, so a stone ``e`` is
    captured exactly when ``R``'s part got worse and ``R``'s part was strictly better than
    everything else ``e`` has (its own cell and its other regions).
    """
    w, w1 = g.width, g.width + 1
    region = placed
    while True:
        grown = (
            region
            | region << 1
            | region >> 1
            | region << w
            | region >> w
            | region << w1
            | region >> w1
        )
        if grown & empty == region:
            break
        region = grown & empty
    top = g.top_ring(region)
    # Stones on ring >= top already have R's best ring on their own cell, at 0 steps.
    candidates = grown & enemy & ~g.outer[top - 1] if top else 0
    if not candidates:
        return 0

    # Before: layer i holds the cells of R at i steps from R's cells on ring ``top``. reached[i]
    # holds the candidates next to layers 0..i, i.e. those whose part of R is (top, <= i + 1).
    front = region & g.ring_masks[top]
    seen = front
    reached: list[Mask] = []
    so_far = 0
    placed_layer = -1
    placed_front = placed_seen = 0
    while True:
        if placed_layer < 0 and front & placed:
            placed_layer, placed_front, placed_seen = len(reached), front, seen
        grown = (
            front | front << 1 | front >> 1 | front << w | front >> w | front << w1 | front >> w1
        )
        so_far |= grown & candidates
        reached.append(so_far)
        if so_far == candidates:
            break
        front = grown & region & ~seen
        seen |= front
    if placed_layer < 0:
        # The placed cell is farther from ring ``top`` than every candidate's best path, so it lies
        # on none of them.
        return 0

    # After: the layers before the placed cell's are unchanged (no shortest path to them goes
    # through it); continue from there without it. ``worse`` gets the candidates that R no
    # longer reaches within the same number of steps (or at all, or only on a smaller ring).
    rest = region ^ placed
    front = placed_front ^ placed
    seen = placed_seen ^ placed
    now = reached[placed_layer - 1] if placed_layer else 0
    worse = 0
    for i in range(placed_layer, len(reached)):
        if front:
            grown = (
                front
                | front << 1
                | front >> 1
                | front << w
                | front >> w
                | front << w1
                | front >> w1
            )
            now |= grown & candidates
            front = grown & rest & ~seen
            seen |= front
        worse |= reached[i] & ~now
    if not worse:
        return 0

    out = 0
    others = empty & ~region
    for bit in set_bits(worse):
        stone = 1 << bit
        steps = 1
        while not reached[steps - 1] & stone:
            steps += 1
        doors = g.neighbours[bit] & others
        if doors and _reaches_elsewhere(g, doors, others, top, steps):
            continue
        out |= stone
    return out


def _reaches_elsewhere(g: MeterGrid, doors: Mask, others: Mask, top: int, steps: int) -> bool:
    """Whether the regions through ``doors`` give a stone (ring > top) or (top, <= steps)."""
    regions = g.flood(doors, others)
    ring_top = g.ring_masks[top]
    if regions & g.outer[top]:
        return True
    if not regions & ring_top:
        return False
    w, w1 = g.width, g.width + 1
    reach = doors  # one step from the stone
    for _ in range(steps):
        if reach & ring_top:
            return True
        reach = (
            reach | reach << 1 | reach >> 1 | reach << w | reach >> w | reach << w1 | reach >> w1
        ) & regions
    return False
