"""What an image shows, as plain data: the ``BoardView`` that every drawing function takes.

A view is built from a rules state by an adapter in ``render/games`` (or by hand in tests) and
holds everything the picture and its alt text need, already decided: the board shape, what is on
each cell (content codes of RULES.md §8), which cells the last move touched, the stones it removed
(ghosts), the stones about to be removed (dead), and the lines of text above and below the board.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from render.captions import ENGLISH
from render.phrases import Phrases
from rules.geometry import Board, HexBoard, HexHexBoard, SquareBoard

# RULES.md §8: single stones, double stones (Thwart Omega) and burned squares.
CODES = frozenset({"B", "W", "R", "L", "D", "BB", "WW", "X"})
COLOUR_OF_CODE = {"B": "black", "W": "white", "R": "red", "L": "light", "D": "dark"}
CODE_OF_COLOUR = {colour: code for code, colour in COLOUR_OF_CODE.items()}


class Style(StrEnum):
    """How the board is drawn: hexagonal cells, points joined by lines, or squares."""

    CELLS = "cells"  # Meter, Interleave, Meuda (RULES.md §1.1)
    POINTS = "points"  # Meridians: the triangle grid of points (RULES.md §1.1)
    SQUARES = "squares"  # Thwart Omega (RULES.md §1.2)


@dataclass(frozen=True, slots=True)
class Player:
    """One seat as shown in the header: the name (raw, cleaned when drawn), the colour it holds
    (a ``rules.Colour`` value such as ``"black"``) and whether it may act now; ``colour_word``
    and ``placeholder`` are how the picture names the colour and a seat without a name, in the
    reader's language (empty: ``Black``, ``Player 1``)."""

    name: str
    colour: str
    to_move: bool = False
    colour_word: str = ""
    placeholder: str = ""

    def colour_title(self) -> str:
        return self.colour_word or self.colour.capitalize()

    def name_or(self, seat: int) -> str:
        """What names this seat when the (cleaned) name is empty."""
        return self.placeholder or f"Player {seat + 1}"


@dataclass(frozen=True, slots=True)
class BoardView:
    """Everything one image shows. ``contents`` has one content code per cell (``""`` empty).

    ``ghosts`` are ``(cell, code)`` pairs for stones the last move removed; ``dead`` are cells whose
    stones are about to be removed (Meridians); ``last_move`` are the cells the last move placed on
    (Thwart Omega: the four stones of the last round). ``status`` says whose turn it is,
    ``last_move_text`` describes the last move in words, ``footer`` holds the result and the score
    calculation, one line each; ``finished`` says the game is over.
    """

    title: str
    board: Board
    style: Style
    contents: tuple[str, ...]
    players: tuple[Player, Player]
    status: str
    last_move: frozenset[int] = frozenset()
    ghosts: tuple[tuple[int, str], ...] = ()
    dead: frozenset[int] = frozenset()
    rings: bool = False  # Meter: shade the rings in alternating greys
    last_move_text: str = ""
    footer: tuple[str, ...] = ()
    theme: str = "dark"
    finished: bool = False

    def __post_init__(self) -> None:
        count = self.board.cell_count
        if len(self.contents) != count:
            raise ValueError(f"contents has {len(self.contents)} entries for {count} cells")
        bad = sorted({c for c in self.contents if c and c not in CODES})
        if bad:
            raise ValueError(f"unknown content codes {bad}")
        cells = [*self.last_move, *self.dead, *(cell for cell, _ in self.ghosts)]
        if any(not 0 <= cell < count for cell in cells):
            raise ValueError("a marked cell is not on the board")
        if any(code not in CODES for _, code in self.ghosts):
            raise ValueError("a ghost has an unknown content code")
        if self.rings and not isinstance(self.board, HexHexBoard):
            raise ValueError("rings can only be shaded on a hexhex board")
        expected = SquareBoard if self.style is Style.SQUARES else HexBoard
        if not isinstance(self.board, expected):
            raise ValueError(f"style {self.style} needs a {expected.__name__}")

    def stones(self) -> dict[str, int]:
        """How many stones of each colour are on the board (a double stone counts 2), and how
        many squares are burned (``"burned"``), in a fixed order, leaving out zero counts."""
        counts = dict.fromkeys(("black", "white", "red", "light", "dark", "burned"), 0)
        for code in self.contents:
            if code == "X":
                counts["burned"] += 1
            elif code:
                counts[COLOUR_OF_CODE[code[0]]] += len(code)
        return {key: value for key, value in counts.items() if value}

    def size_text(self, say: Phrases = ENGLISH) -> str:
        """The board in words, e.g. "hexhex board of side 9 (217 cells)"."""
        board = self.board
        if isinstance(board, SquareBoard):
            return say("alt-square-board", files=board.files, ranks=board.ranks)
        if isinstance(board, HexHexBoard):
            return say("alt-hexhex-board", side=board.side, cells=board.cell_count)
        if isinstance(board, HexBoard):
            return say("alt-hex-board", base=board.narrowest, points=board.cell_count)
        return say("alt-board", cells=board.cell_count)


def empty_contents(board: Board) -> tuple[str, ...]:
    """All cells empty."""
    return ("",) * board.cell_count


def contents_from(board: Board, occupied: dict[str, str]) -> tuple[str, ...]:
    """The per-cell tuple for a ``Game.board`` dict (cell name -> content code)."""
    contents = ["" for _ in board.cells]
    for name, code in occupied.items():
        cell = board.parse(name)
        if cell is None:
            raise ValueError(f"{name!r} is not a cell of this board")
        contents[cell] = code
    return tuple(contents)
