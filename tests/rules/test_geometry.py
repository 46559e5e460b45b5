"""Board geometry against the definitions of RULES.md §1."""

from __future__ import annotations

import pytest

from rules.geometry import HexBoard, hexhex, meridians_board, opposite, square


def rules_neighbours(board: HexBoard, row: int, k: int) -> set[tuple[int, int]]:
    """RULES.md §1.1's neighbour formula, written out literally."""
    m = board.middle
    candidates = [(row, k - 1), (row, k + 1)]
    candidates += [(row + 1, k), (row + 1, k + 1)] if row < m else [(row + 1, k - 1), (row + 1, k)]
    candidates += [(row - 1, k), (row - 1, k + 1)] if row > m else [(row - 1, k - 1), (row - 1, k)]
    return {rc for rc in candidates if board.at(*rc) is not None}


@pytest.mark.parametrize(
    "board",
    [hexhex(n) for n in range(2, 12)] + [meridians_board(s) for s in (5, 6, 7)],
    ids=lambda b: f"hex{b.narrowest}-{b.widest}",
)
def test_hex_neighbours_follow_the_rules_formula(board: HexBoard) -> None:
    for cell in board.cells:
        expected = {board.at(*rc) for rc in rules_neighbours(board, *board.coords[cell])}
        assert set(board.neighbours[cell]) == expected, board.name(cell)


@pytest.mark.parametrize(
    "board", [hexhex(4), hexhex(9), meridians_board(6)], ids=["hexhex4", "hexhex9", "meridians6"]
)
def test_rays_are_straight_and_reversible(board: HexBoard) -> None:
    for cell in board.cells:
        for d in range(6):
            ray = board.ray(cell, d)
            # each step of a ray is a neighbour, and walking back retraces it
            prev = cell
            for nxt in ray:
                assert nxt in board.neighbours[prev]
                prev = nxt
            if ray:
                back = board.ray(ray[-1], opposite(d))
                assert back[: len(ray)] == (*reversed(ray[:-1]), cell)


def test_board_sizes_of_rules_section_1() -> None:
    assert hexhex(4).cell_count == 37
    assert hexhex(4).row_widths == (4, 5, 6, 7, 6, 5, 4)
    assert hexhex(4).name(hexhex(4).centre) == "d4"
    for n in range(2, 12):
        assert hexhex(n).cell_count == 3 * n * (n - 1) + 1
    assert [meridians_board(s).cell_count for s in (5, 6, 7)] == [80, 114, 154]
    assert meridians_board(6).row_count == 13
    assert meridians_board(6).row_widths == (6, 7, 8, 9, 10, 11, 12, 11, 10, 9, 8, 7, 6)
    assert square().cell_count == 49


def test_rings_of_the_meter_worked_case() -> None:
    board = hexhex(4)
    by_ring: dict[int, set[str]] = {}
    for cell in board.cells:
        by_ring.setdefault(board.rings[cell], set()).add(board.name(cell))
    assert by_ring[0] == {"d4"}
    assert by_ring[1] == set("c3 c4 d3 d5 e3 e4".split())
    assert by_ring[2] == set("b2 b3 b4 c2 c5 d2 d6 e2 e5 f2 f3 f4".split())
    assert len(by_ring[3]) == 18


def test_rays_from_d4_are_the_interleave_lines() -> None:
    board = hexhex(4)
    centre = board.centre
    on_lines = {board.name(c) for d in range(6) for c in board.ray(centre, d)}
    expected = "a1 a4 b2 b4 c3 c4 d1 d2 d3 d5 d6 d7 e3 e4 f2 f4 g1 g4"
    assert on_lines == set(expected.split())


def test_cell_notation_parsing() -> None:
    board = hexhex(4)
    assert board.parse(" D4 ") == board.parse("d4") == board.centre
    for bad in ["", "d", "4d", "d8", "h1", "d 4", "d04", "ｄ４", "d4d4", "a0", "-1"]:
        assert board.parse(bad) is None, bad
    assert all(board.parse(board.name(c)) == c for c in board.cells)
    sq = square()
    assert sq.name(0) == "a1" and sq.name(48) == "g7"
    assert sq.parse("G7") == 48 and sq.parse("h1") is None and sq.parse("a8") is None


def test_square_adjacency_is_orthogonal() -> None:
    sq = square()

    def around(name: str) -> list[str]:
        cell = sq.parse(name)
        assert cell is not None
        return sorted(sq.name(c) for c in sq.neighbours[cell])

    assert around("d4") == ["c4", "d3", "d5", "e4"]
    assert around("a1") == ["a2", "b1"]


def test_cells_of_mask_round_trips() -> None:
    board = hexhex(8)
    cells = [0, 5, 63, 64, 168]
    assert board.cells_of_mask(sum(1 << c for c in cells)) == cells
    assert board.cells_of_mask(0) == []


def test_bad_board_shapes_are_refused() -> None:
    with pytest.raises(ValueError):
        hexhex(1)
    with pytest.raises(ValueError):
        meridians_board(20)
