"""How Interleave moves are written (RULES.md §1.3, §2, §8.1): tables per board and the reader.

Canonical spellings: a setup stone ``black d4`` / ``red d4``, the words ``done`` and ``pass``,
the colour choice ``black`` / ``red``, and a placement as the bare cell ``d4``. Input is
case-insensitive, tolerates spaces, accepts ``b``/``r`` for the colours and ``black:d4``,
``b d4``, ``bd4`` or ``d4 black`` for a coloured stone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from rules.game import cannot_read, clean_text
from rules.interleave.sight import SightTables, tables

DONE, PASS, BLACK, RED = "done", "pass", "black", "red"

# The phases of a game, in order; ``OVER`` reads moves like ``PLAY`` (they are then refused).
SETUP, CHOICE, PLAY, OVER = 0, 1, 2, 3

_COLOUR_WORDS = {"black": True, "b": True, "red": False, "r": False}  # word -> is Black
_CELL = r"(?P<cell>[a-z][0-9]{1,2})"
_WORD = r"(?P<colour>black|red|b|r)"
# A colour and a cell in either order, with an optional ':' ',' '=' or '-' between them.
_COLOURED = (
    re.compile(rf"{_WORD} ?[:,=\-]? ?{_CELL}"),
    re.compile(rf"{_CELL} ?[:,=\-]? ?{_WORD}"),
)
_BARE_CELL = re.compile(_CELL)

_EXAMPLES = ("black d4", "black", "d4", "d4")


@dataclass(frozen=True, slots=True, eq=False)
class Notation:
    """Every spelling of a move on one board size, computed once (``notation(size)``)."""

    sight: SightTables
    # ``black X`` for every cell in cell order, then ``red X`` for every cell.
    setup_names: tuple[str, ...]
    setup_index: dict[str, tuple[bool, int]]  # ``black d4`` -> (True, cell of d4)
    cell_index: dict[str, int]  # ``d4`` -> its cell
    # Per phase, its canonical moves mapped to themselves: the reader's fast path.
    canonical: tuple[dict[str, str], ...]


@cache
def notation(size: int) -> Notation:
    """The notation tables of the hexhex board of side ``size`` (cached)."""
    t = tables(size)
    setup_names = (*(f"black {c}" for c in t.names), *(f"red {c}" for c in t.names))
    count = len(t.names)
    setup_index = {m: (i < count, i % count) for i, m in enumerate(setup_names)}
    cell_index = {n: c for c, n in enumerate(t.names)}
    play_words = {s: s for s in (*cell_index, DONE, PASS)}
    return Notation(
        sight=t,
        setup_names=setup_names,
        setup_index=setup_index,
        cell_index=cell_index,
        canonical=(
            {s: s for s in (*setup_index, DONE)},
            {BLACK: BLACK, RED: RED},
            play_words,
            play_words,
        ),
    )


class Reading(NamedTuple):
    """What a text says: a word (``done``, ``pass``, ``black``, ``red``), or a cell with or
    without a colour (``colour`` is None for a bare cell)."""

    word: str | None
    cell: str | None
    colour: str | None


def read(n: Notation, phase: int, text: object) -> Reading:
    """Read ``text`` in ``phase``; ``InvalidMove`` (with an example) if it is no Interleave move.

    Readable moves that are wrong in this phase are returned; ``play`` refuses them with the
    reason. The one exception is a bare cell in the setup, which is unreadable there because
    its colour is missing (RULES.md §2).
    """
    example = _EXAMPLES[phase]
    cleaned = clean_text(text, example)
    if cleaned in (DONE, PASS):
        return Reading(cleaned, None, None)
    if cleaned in _COLOUR_WORDS:
        return Reading(BLACK if _COLOUR_WORDS[cleaned] else RED, None, None)
    coloured = _COLOURED[0].fullmatch(cleaned) or _COLOURED[1].fullmatch(cleaned)
    match = coloured or _BARE_CELL.fullmatch(cleaned)
    if match is None:
        if phase == SETUP:
            hint = "In the setup, name a colour and a cell, or write `done`."
            raise cannot_read("interleave-unread-setup", cleaned, example, hint)
        if phase == CHOICE:
            hint = "Choose a colour: `black` or `red`."
            raise cannot_read("interleave-unread-choice", cleaned, example, hint)
        raise cannot_read("interleave-unread-play", cleaned, example, "Name an empty cell.")
    name = match["cell"]
    if name not in n.cell_index:
        last_row = n.sight.names[-1][0]
        hint = f"`{name}` is not a cell of this board (rows a–{last_row})."
        raise cannot_read("interleave-no-cell", cleaned, example, hint, cell=name, last=last_row)
    if coloured is None:
        if phase == SETUP:
            hint = f"In the setup, say which colour goes on {name}: `black {name}` or `red {name}`."
            raise cannot_read("interleave-setup-colour", cleaned, example, hint, cell=name)
        return Reading(None, name, None)
    return Reading(None, name, BLACK if _COLOUR_WORDS[match["colour"]] else RED)
