"""Thwart Omega submissions in words (RULES.md §3 "Move notation").

A submission names one square for the Black stone and one for the White stone. Canonically it is
``b c3 w e5`` (Black first); players may write the parts in either order, spell the colours out,
glue them to the square (``bc3``) and put punctuation between (``B:c3, W:e5``, ``b=c3; w-e5``).

Every pair of squares, legal or not, is numbered ``black * 49 + white``; the canonical texts of all
2401 pairs are built once here so that reading a canonical submission is one dict lookup and
listing legal submissions never formats a string.
"""

from __future__ import annotations

import re

from rules.errors import InvalidMove
from rules.game import cannot_read, clean_text, shown
from rules.geometry import square

BOARD = square()  # the one cached 7×7 board (RULES.md §1.2)
CELLS = BOARD.cell_count
EXAMPLE = "b c3 w e5"

# PAIR_TEXT[black * CELLS + white] is the canonical submission for those two squares.
PAIR_TEXT: tuple[str, ...] = tuple(
    f"b {BOARD.names[b]} w {BOARD.names[w]}" for b in range(CELLS) for w in range(CELLS)
)
PAIR_INDEX: dict[str, int] = {text: index for index, text in enumerate(PAIR_TEXT)}

_COLOURS = {"b": "black", "black": "black", "w": "white", "white": "white"}
# Punctuation players put between the parts; all of it reads as a space.
_SEPARATORS = re.compile(r"[,;:=\-_/|&+.()\[\]{}<>]")
# A colour glued to its square (``bc3``, ``whitee5``) and a token shaped like a square (``h9``).
_GLUED = re.compile(r"(black|white|b|w)([a-z][0-9]{1,2})", re.ASCII)
_SQUARE_LIKE = re.compile(r"[a-z][0-9]{1,2}", re.ASCII)
_FILLER = frozenset({"and"})


def pair_index(black: int, white: int) -> int:
    """The number of the submission with the Black stone on ``black`` and the White on ``white``."""
    return black * CELLS + white


def parse_submission(text: object) -> int:
    """The pair number of the submission ``text``; ``InvalidMove`` saying what could not be read.

    Only the form is checked here: the same square twice (``b c3 w c3``) reads fine and is refused
    as illegal when the round is played.
    """
    if type(text) is str:
        known = PAIR_INDEX.get(text)
        if known is not None:
            return known
    cleaned = clean_text(text, EXAMPLE)
    known = PAIR_INDEX.get(cleaned)
    if known is not None:
        return known
    items = _tokens(cleaned)
    if not items:
        hint = "A submission names one Black and one White square."
        raise cannot_read("thwart-unread", cleaned, EXAMPLE, hint)
    if not any(isinstance(item, str) for item in items):
        raise InvalidMove(
            "thwart-no-colours",
            f"`{shown(cleaned)}` has no colour letters: say which square gets the Black stone "
            f"and which gets the White one, like `{EXAMPLE}`.",
            text=shown(cleaned),
            example=EXAMPLE,
        )
    parts = _pairs(items, cleaned)
    if len(parts) == 1:
        colour = parts[0][0]
        other = "White" if colour == "black" else "Black"
        raise InvalidMove(
            "thwart-one-colour",
            f"`{shown(cleaned)}` names only a {colour.capitalize()} stone; a submission also needs "
            f"a {other} stone, like `{EXAMPLE}`.",
            text=shown(cleaned),
            colour=colour,
            example=EXAMPLE,
        )
    (first_colour, first_cell), (second_colour, second_cell) = parts
    if first_colour == second_colour:
        raise InvalidMove(
            "thwart-same-colour",
            f"`{shown(cleaned)}` names two {first_colour.capitalize()} stones; a submission is one "
            f"Black stone and one White stone, like `{EXAMPLE}`.",
            text=shown(cleaned),
            colour=first_colour,
            example=EXAMPLE,
        )
    if first_colour == "black":
        return pair_index(first_cell, second_cell)
    return pair_index(second_cell, first_cell)


def _tokens(cleaned: str) -> list[str | int]:
    """The words of ``cleaned`` as colour names (``"black"``) and cells (ints)."""
    items: list[str | int] = []
    for part in _SEPARATORS.sub(" ", cleaned).split():
        if part in _FILLER:
            continue
        if part in _COLOURS:
            items.append(_COLOURS[part])
            continue
        word = part
        glued = _GLUED.fullmatch(word)
        if glued is not None:
            items.append(_COLOURS[glued.group(1)])
            word = glued.group(2)
        if _SQUARE_LIKE.fullmatch(word) is None:
            hint = f"`{shown(word, 12)}` is neither a colour nor a square."
            raise cannot_read("thwart-unknown-word", cleaned, EXAMPLE, hint, word=shown(word, 12))
        cell = BOARD.parse(word)
        if cell is None:
            raise InvalidMove(
                "thwart-no-square",
                f"{word} is not a square of the 7×7 board (files a to g, ranks 1 to 7). "
                f"Example: `{EXAMPLE}`.",
                square=word,
                example=EXAMPLE,
            )
        items.append(cell)
    return items


def _pairs(items: list[str | int], cleaned: str) -> list[tuple[str, int]]:
    """(colour, cell) pairs, written colour first (``b c3``) or square first (``c3 b``)."""
    colours = [item for item in items if isinstance(item, str)]
    cells = [item for item in items if isinstance(item, int)]
    # Colour first is the usual order; a leading square means the player wrote ``c3 b e5 w``.
    colour_first = isinstance(items[0], str)
    expected = [colour_first, not colour_first] * (len(items) // 2)
    if len(items) not in (2, 4) or [isinstance(item, str) for item in items] != expected:
        hint = "A submission is a colour and a square, twice (Black and White)."
        raise cannot_read("thwart-unpaired", cleaned, EXAMPLE, hint)
    return list(zip(colours, cells, strict=True))
