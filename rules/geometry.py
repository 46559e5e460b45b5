"""Board geometry shared by the games (RULES.md §1): hex boards in horizontal rows and the square board.

Cells are small integers (``0 .. cell_count - 1``), numbered row by row from the bottom-left; a
board turns them into names (``d4``) and back. Everything here is computed once per board shape
and cached, so game code can index plain tuples in its hot loops.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from string import ascii_lowercase
from typing import Literal

Cell = int
# One step in a direction, as a function of (row, number).
_Step = Callable[[int, int], tuple[int, int]]

# The six straight directions of a hex board, in an order where ``(d + 3) % 6`` is the opposite.
HEX_DIRECTIONS = ("E", "NE", "NW", "W", "SW", "SE")
# The four directions of the square board, where ``(d + 2) % 4`` is the opposite.
SQUARE_DIRECTIONS = ("E", "N", "W", "S")


def set_bits(mask: int) -> list[int]:
    """The numbers of the bits set in ``mask``, lowest first (games keep cell sets as ints)."""
    bits = []
    while mask:
        low = mask & -mask
        bits.append(low.bit_length() - 1)
        mask ^= low
    return bits


def opposite(direction: int, count: int = 6) -> int:
    """The index of the direction opposite to ``direction`` (6 for hex boards, 4 for square)."""
    return (direction + count // 2) % count


class Board:
    """What every board shape offers: cell names, parsing, neighbours, rays and bit masks."""

    kind: Literal["hex", "square"]
    names: tuple[str, ...]
    coords: tuple[tuple[int, int], ...]
    neighbours: tuple[tuple[Cell, ...], ...]
    neighbour_masks: tuple[int, ...]
    rays: tuple[tuple[tuple[Cell, ...], ...], ...]

    def __init__(self, coords: list[tuple[int, int]], names: list[str]) -> None:
        self.coords = tuple(coords)
        self.names = tuple(names)
        self._index = {name: cell for cell, name in enumerate(names)}
        self._by_coord = {rc: cell for cell, rc in enumerate(coords)}
        steps = self._steps()
        self.rays = tuple(
            tuple(self._ray(cell, step) for step in steps) for cell in range(len(names))
        )
        self.neighbours = tuple(
            tuple(ray[0] for ray in cell_rays if ray) for cell_rays in self.rays
        )
        self.neighbour_masks = tuple(sum(1 << n for n in ns) for ns in self.neighbours)
        self.all_mask = (1 << len(names)) - 1

    @property
    def cell_count(self) -> int:
        return len(self.names)

    @property
    def cells(self) -> range:
        return range(len(self.names))

    def name(self, cell: Cell) -> str:
        """The canonical spelling of a cell, e.g. ``d4``."""
        return self.names[cell]

    def parse(self, text: str) -> Cell | None:
        """The cell named by ``text`` (case-insensitive, spaces around allowed), or ``None``."""
        return self._index.get(text.strip().lower())

    def at(self, row: int, number: int) -> Cell | None:
        """The cell in 0-based ``row`` with 1-based ``number``, or ``None`` off the board."""
        return self._by_coord.get((row, number))

    def ray(self, cell: Cell, direction: int) -> tuple[Cell, ...]:
        """The cells met walking from ``cell`` in ``direction`` until the edge (``cell`` excluded)."""
        return self.rays[cell][direction]

    def cells_of_mask(self, mask: int) -> list[Cell]:
        """The cells whose bits are set in ``mask``, in increasing order."""
        return set_bits(mask)

    def _ray(self, cell: Cell, step: _Step) -> tuple[Cell, ...]:
        out: list[Cell] = []
        row, number = self.coords[cell]
        while True:
            row, number = step(row, number)
            nxt = self._by_coord.get((row, number))
            if nxt is None:
                return tuple(out)
            out.append(nxt)

    def _steps(self) -> list[_Step]:
        raise NotImplementedError


class HexBoard(Board):
    """A hex board of horizontal rows (RULES.md §1.1), narrowest row ``w``, widest row ``W``.

    Rows are lettered from the bottom (``a``), cells numbered from the left (``1``). ``m = W - w``
    is the index of the widest row. Directions are ``HEX_DIRECTIONS``.
    """

    kind: Literal["hex", "square"] = "hex"

    def __init__(self, narrowest: int, widest: int) -> None:
        if not 1 <= narrowest < widest:
            raise ValueError(
                f"a hex board needs 1 <= narrowest < widest, not {narrowest}, {widest}"
            )
        self.narrowest = narrowest
        self.widest = widest
        self.middle = widest - narrowest
        self.row_count = 2 * self.middle + 1
        if self.row_count > len(ascii_lowercase):
            raise ValueError(f"a hex board of {self.row_count} rows cannot be lettered a-z")
        self.row_widths = tuple(self.row_width(r) for r in range(self.row_count))
        coords = [(r, k) for r in range(self.row_count) for k in range(1, self.row_widths[r] + 1)]
        names = [f"{ascii_lowercase[r]}{k}" for r, k in coords]
        super().__init__(coords, names)

    def row_width(self, row: int) -> int:
        return self.narrowest + self.middle - abs(self.middle - row)

    def _steps(self) -> list[_Step]:
        m = self.middle
        return [
            lambda r, k: (r, k + 1),  # E
            lambda r, k: (r + 1, k + 1) if r < m else (r + 1, k),  # NE
            lambda r, k: (r + 1, k) if r < m else (r + 1, k - 1),  # NW
            lambda r, k: (r, k - 1),  # W
            lambda r, k: (r - 1, k) if r > m else (r - 1, k - 1),  # SW
            lambda r, k: (r - 1, k + 1) if r > m else (r - 1, k),  # SE
        ]

    def distances_from(self, cell: Cell) -> tuple[int, ...]:
        """Hex distance (fewest steps between neighbours) from ``cell`` to every cell."""
        dist = [-1] * self.cell_count
        dist[cell] = 0
        frontier = [cell]
        while frontier:
            nxt = []
            for c in frontier:
                for n in self.neighbours[c]:
                    if dist[n] < 0:
                        dist[n] = dist[c] + 1
                        nxt.append(n)
            frontier = nxt
        return tuple(dist)


class HexHexBoard(HexBoard):
    """A hexhex board of side ``n`` (Meter, Interleave, Meuda): ``w = n``, ``W = 2n - 1``."""

    def __init__(self, side: int) -> None:
        if side < 2:
            raise ValueError(f"a hexhex board needs a side of at least 2, not {side}")
        super().__init__(side, 2 * side - 1)
        self.side = side
        self.centre = self.cell_count // 2
        # RULES.md §1.1: the ring of a cell is its hex distance from the centre cell.
        self.rings = self.distances_from(self.centre)


class SquareBoard(Board):
    """A rectangular board (RULES.md §1.2): files ``a..`` left to right, ranks ``1..`` bottom up.

    Adjacency is orthogonal; directions are ``SQUARE_DIRECTIONS``. ``coords`` are (rank index, file
    number) so that row 0 is the bottom rank, as on the hex boards.
    """

    kind: Literal["hex", "square"] = "square"

    def __init__(self, files: int, ranks: int) -> None:
        if not (1 <= files <= len(ascii_lowercase) and ranks >= 1):
            raise ValueError(f"unsupported square board {files}x{ranks}")
        self.files = files
        self.ranks = ranks
        coords = [(r, f) for r in range(ranks) for f in range(1, files + 1)]
        names = [f"{ascii_lowercase[f - 1]}{r + 1}" for r, f in coords]
        super().__init__(coords, names)

    def _steps(self) -> list[_Step]:
        return [
            lambda r, f: (r, f + 1),  # E
            lambda r, f: (r + 1, f),  # N
            lambda r, f: (r, f - 1),  # W
            lambda r, f: (r - 1, f),  # S
        ]


@cache
def hexhex(side: int) -> HexHexBoard:
    """The hexhex board of side ``side`` (cached: one object per size)."""
    return HexHexBoard(side)


@cache
def meridians_board(base: int) -> HexBoard:
    """The centreless Meridians board of base ``base``: ``w = base``, ``W = 2 * base``."""
    return HexBoard(base, 2 * base)


def square(files: int = 7, ranks: int = 7) -> SquareBoard:
    """The square board (Thwart Omega uses 7 x 7); one cached object per shape."""
    return _square(files, ranks)


@cache
def _square(files: int, ranks: int) -> SquareBoard:
    return SquareBoard(files, ranks)


def groups(board: Board, cells: set[Cell] | frozenset[Cell]) -> list[list[Cell]]:
    """The connected components of ``cells`` under the board's adjacency, each sorted."""
    seen: set[Cell] = set()
    out = []
    for start in sorted(cells):
        if start in seen:
            continue
        seen.add(start)
        component = [start]
        stack = [start]
        while stack:
            c = stack.pop()
            for n in board.neighbours[c]:
                if n in cells and n not in seen:
                    seen.add(n)
                    component.append(n)
                    stack.append(n)
        out.append(sorted(component))
    return out
