"""Meter states to and from plain JSON (RULES.md §8): options, stones, swap flag, move list.

The stones are stored, not replayed, so that loading a long game stays cheap; ``state_from_json``
checks the shape and what a replay would guarantee cheaply instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.game import Colour, Game, invalid_json
from rules.meter.state import SWAP, MeterState, colour_at, ended

KEYS = frozenset({"game", "rules_version", "options", "black", "white", "swapped", "history"})


def state_to_json(game: Game[MeterState], state: MeterState) -> dict[str, Any]:
    """Plain JSON types only: survives ``json.dumps``/``json.loads`` unchanged."""
    g = state.grid
    return {
        "game": game.id,
        "rules_version": game.rules_version,
        "options": game.options_of(state),
        "black": g.names_of(state.black),
        "white": g.names_of(state.white),
        "swapped": state.swapped,
        "history": [[i & 1, move] for i, move in enumerate(state.moves)],
    }


def state_from_json(game: Game[MeterState], data: Mapping[str, Any]) -> MeterState:
    """The state ``state_to_json`` wrote; ``ValueError`` for anything that is not one.

    Checked: the keys and types, the options, cells that exist and appear once, seats that
    alternate, ``swap`` only as move two with the pie on, no colour with more stones than it
    placed, the last stone placed still on the board, the move limit not passed.
    """

    def bad(problem: str) -> ValueError:
        return invalid_json(game.title, problem)

    if not isinstance(data, Mapping) or set(data) != KEYS:
        raise bad(f"expected an object with the keys {', '.join(sorted(KEYS))}")
    if data["game"] != game.id or data["rules_version"] != game.rules_version:
        raise bad("it is another game or rules version")
    raw = data["options"]
    if not isinstance(raw, Mapping) or set(raw) != {o.name for o in game.option_table}:
        raise bad("the options must be size, pie and max_plies")
    try:
        start = game.new_state(**raw)
    except ValueError as error:
        raise bad(str(error)) from None
    if raw["max_plies"] is None:
        raise bad("max_plies must be a number")
    g = start.grid
    cells = g.cell_named

    stones = []
    for key in ("black", "white"):
        names = data[key]
        if not isinstance(names, list) or not all(isinstance(n, str) and n in cells for n in names):
            raise bad(f"{key} must be a list of cell names")
        mask = sum(cells[n] for n in set(names))
        if mask.bit_count() != len(names):
            raise bad(f"{key} names a cell twice")
        stones.append(mask)
    black, white = stones
    swapped, history = data["swapped"], data["history"]
    if not isinstance(swapped, bool) or not isinstance(history, list):
        raise bad("swapped must be true or false, and history a list")

    placed = {Colour.BLACK: 0, Colour.WHITE: 0}
    moves: list[str] = []
    for ply, entry in enumerate(history):
        if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int):
            raise bad(f"history entry {ply} is not [seat, move]")
        seat, move = entry
        if seat != ply & 1:
            raise bad(f"history entry {ply} is played by the wrong seat")
        if move == SWAP and ply == 1 and start.pie:
            pass
        elif isinstance(move, str) and move in cells:
            placed[colour_at(ply, swapped)] += 1
        else:
            raise bad(f"history entry {ply} is not a canonical Meter move")
        moves.append(move)

    if swapped != (moves[1:2] == [SWAP]):
        raise bad("swapped does not match the history")
    if black & white or len(moves) > start.max_plies:
        raise bad("a cell holds two stones, or the history is longer than max_plies")
    if black.bit_count() > placed[Colour.BLACK] or white.bit_count() > placed[Colour.WHITE]:
        raise bad("a colour has more stones than it placed")
    if moves and moves[-1] != SWAP:
        mover = colour_at(len(moves) - 1, swapped)
        if not (black if mover is Colour.BLACK else white) & cells[moves[-1]]:
            raise bad("the last stone placed is not on the board")
    return MeterState(
        start.size,
        start.pie,
        start.max_plies,
        black,
        white,
        swapped,
        tuple(moves),
        ended(black, white, len(moves), start),
        g,
    )
