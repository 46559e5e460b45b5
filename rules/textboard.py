"""Plain-text pictures of a position, for the terminal referee and the golden transcripts.

Empty cells show their own name (so coordinates can be read off any cell) and stones show their
content code in capitals: ``d4`` is empty, `` B`` is a Black stone, ``BB`` a double, ``X`` burned.
Hex rows are indented by half a cell per missing cell, as on the real board (RULES.md §1.1).
"""

from __future__ import annotations

from typing import Any

from rules.game import Game
from rules.geometry import Board, HexBoard

CELL_WIDTH = 4


def _cell_text(board: Board, cell: int, contents: dict[str, str]) -> str:
    name = board.name(cell)
    return contents.get(name, name).rjust(CELL_WIDTH - 1)


def text_board(game: Game[Any], state: Any) -> str:
    """The position as lines of text, top row first."""
    board = game.geometry(state)
    contents = game.board(state)
    rows: dict[int, list[int]] = {}
    for cell in board.cells:
        rows.setdefault(board.coords[cell][0], []).append(cell)
    widest = max(len(cells) for cells in rows.values())
    lines = []
    for row in sorted(rows, reverse=True):
        cells = sorted(rows[row], key=lambda c: board.coords[c][1])
        indent = (widest - len(cells)) * CELL_WIDTH // 2 if isinstance(board, HexBoard) else 0
        body = " ".join(_cell_text(board, c, contents) for c in cells)
        lines.append((" " * indent + body).rstrip())
    return "\n".join(lines)


def status_line(game: Game[Any], state: Any) -> str:
    """Who acts now, or how the game ended, in one line."""
    outcome = game.outcome(state)
    if outcome is not None:
        if outcome.winner is None:
            result = "no winner"
        else:
            colour = game.colour_of(state, outcome.winner)
            result = f"seat {outcome.winner} ({colour.title}) wins"
        details = f" — {outcome.details}" if outcome.details else ""
        return f"Game over ({outcome.reason}): {result}{details}"
    acting = game.seats_to_act(state)
    who = " and ".join(f"seat {s} ({game.colour_of(state, s).title})" for s in acting)
    verb = "submit" if game.simultaneous else "to move"
    ply = len(game.history(state))
    return f"Ply {ply}: {who} {verb}"
