"""Meuda states as JSON and back (RULES.md §8): the options, the move list and the position.

The position is stored as well as the moves so that a position can be written by hand (tests,
puzzles, a game moved from elsewhere). ``read_state`` checks that every part is well formed and
that the parts agree: the pie moves match the first stones and the colour choice, the cells named
by the moves are exactly the stones on the board, the group being built is one whole group, and
the count of passes matches the trailing passes. It does not replay the moves.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.game import Game, invalid_json
from rules.geometry import set_bits
from rules.meuda.board import Layout, layout, names_of, region
from rules.meuda.state import BLACK, CHOICES, COLOURS, PASS, PIE_PLIES, WHITE, MeudaState

TITLE = "Meuda"
KEYS = frozenset(
    {"game", "rules_version", "options", "history", "black", "white"}
    | {"black_seat", "to_move", "building", "target", "passes"}
)


def state_to_json(game: Game[MeudaState], state: MeudaState) -> dict[str, Any]:
    """Plain JSON types only; ``read_state`` turns it back into an equal state."""
    lay = layout(state.size)
    return {
        "game": game.id,
        "rules_version": game.rules_version,
        "options": {"size": state.size},
        "history": [[seat, move] for seat, move in state.moves],
        "black": names_of(state.stones[BLACK], lay),
        "white": names_of(state.stones[WHITE], lay),
        "black_seat": state.black_seat,
        "to_move": COLOURS[state.to_move].value,
        "building": names_of(state.building, lay),
        "target": state.target,
        "passes": state.passes,
    }


def _fail(problem: str) -> ValueError:
    return invalid_json(TITLE, problem)


def _int(data: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise _fail(f"{key} must be a whole number from {low} to {high}, not {value!r}")
    return value


def _cells(data: Mapping[str, Any], key: str, lay: Layout) -> int:
    """The bitset of the list of cell names under ``key``."""
    names = data.get(key)
    if not isinstance(names, list):
        raise _fail(f"{key} must be a list of cells")
    mask = 0
    for name in names:
        bit = lay.bit_of.get(name) if isinstance(name, str) else None
        if bit is None:
            raise _fail(f"{key} holds {name!r}, which is not a cell of this board")
        if mask >> bit & 1:
            raise _fail(f"{key} names {name} twice")
        mask |= 1 << bit
    return mask


def _moves(data: Mapping[str, Any], lay: Layout) -> tuple[tuple[int, str], ...]:
    entries = data.get("history")
    if not isinstance(entries, list):
        raise _fail("history must be a list of [seat, move] pairs")
    moves = []
    for ply, entry in enumerate(entries):
        if not isinstance(entry, list | tuple) or len(entry) != 2:
            raise _fail(f"history entry {ply} must be a [seat, move] pair, not {entry!r}")
        seat, move = entry
        if type(seat) is not int or seat not in (0, 1):
            raise _fail(f"history entry {ply} has no seat 0 or 1: {entry!r}")
        allowed_words = CHOICES if ply == 2 else () if ply < 2 else (PASS,)
        if not isinstance(move, str) or (move not in lay.bit_of and move not in allowed_words):
            raise _fail(f"history entry {ply} is not a canonical move here: {move!r}")
        if (ply < 2 and seat != 0) or (ply == 2 and seat != 1):
            raise _fail(
                "the history must start with the pie: two stones by seat 0, then seat 1's colour"
            )
        moves.append((seat, move))
    return tuple(moves)


def read_state(game: Game[MeudaState], data: Mapping[str, Any]) -> MeudaState:
    """The state described by ``data``; ``ValueError`` (``invalid_json``) if anything is off."""
    if not isinstance(data, Mapping):
        raise _fail("expected a JSON object")
    if data.get("game") != game.id:
        raise _fail(f"the game is {data.get('game')!r}")
    unknown, missing = sorted(map(str, set(data) - KEYS)), sorted(KEYS - set(data))
    if unknown or missing:
        raise _fail(f"unknown keys {unknown}, missing keys {missing}")
    version = data.get("rules_version")
    if type(version) is not int or version != game.rules_version:
        raise _fail(f"unknown rules version {version!r}")
    options = data.get("options")
    if not isinstance(options, Mapping):
        raise _fail("options must be an object")
    try:
        size = game.check_options({str(k): v for k, v in options.items()})["size"]
    except ValueError as error:
        raise _fail(str(error)) from None
    lay = layout(size)
    moves = _moves(data, lay)
    black, white = _cells(data, "black", lay), _cells(data, "white", lay)
    building = _cells(data, "building", lay)
    if black & white:
        raise _fail("a cell holds both a Black and a White stone")
    black_seat = _int(data, "black_seat", 0, 1)
    target = _int(data, "target", 0, lay.valid.bit_count())
    passes = _int(data, "passes", 0, 2)
    to_move_name = data.get("to_move")
    if to_move_name not in CHOICES:
        raise _fail(f"to_move must be 'black' or 'white', not {to_move_name!r}")
    to_move = CHOICES.index(to_move_name)
    stones = (black, white)

    # The moves agree with the board: every stone was placed once, by a move.
    placed = [lay.bit_of[m] for ply, (_, m) in enumerate(moves) if ply != 2 and m != PASS]
    if len(set(placed)) != len(placed) or sum(1 << b for b in placed) != black | white:
        raise _fail("the stones on the board are not the cells the history places")
    if len(moves) >= 1 and not black >> placed[0] & 1:
        raise _fail("the first pie stone must be Black")
    if len(moves) >= 2 and not white >> placed[1] & 1:
        raise _fail("the second pie stone must be White")
    if len(moves) < PIE_PLIES:
        if (black_seat, to_move, building, target, passes) != (0, BLACK, 0, 0, 0):
            raise _fail("during the pie Black is seat 0's, nobody passes and no group is built")
    elif black_seat != (1 if moves[2][1] == "black" else 0):
        raise _fail("black_seat does not match seat 1's colour choice")
    trailing = 0
    while trailing < len(moves) and moves[-1 - trailing][1] == PASS:
        trailing += 1
    if trailing != passes:
        raise _fail(f"passes is {passes} but the history ends with {trailing} passes")

    # The group being built: the mover's stones, one whole group, not yet complete.
    if building and passes:
        raise _fail("a group cannot be half built after a pass")
    if building:
        if building & ~stones[to_move]:
            raise _fail("the group being built must be stones of the colour to move")
        seed = building & -building
        if region(seed, stones[to_move], lay) != building:
            raise _fail("the group being built must be one whole group of the colour to move")
        if not building.bit_count() < target:
            raise _fail("the group being built must have fewer stones than its target")
    elif target:
        raise _fail("a target without a group being built")

    labels = [-1] * len(lay.names)
    counts = [0, 0]
    label = 0
    for colour in (BLACK, WHITE):
        rest = stones[colour]
        while rest:
            group = region(rest & -rest, stones[colour], lay)
            rest &= ~group
            for bit in set_bits(group):
                labels[bit] = label
            label += 1
            counts[colour] += 1
    return MeudaState(
        size=size,
        stones=stones,
        black_seat=black_seat,
        to_move=to_move,
        building=building,
        target=target,
        passes=passes,
        moves=moves,
        group_counts=(counts[BLACK], counts[WHITE]),
        labels=tuple(labels),
    )
