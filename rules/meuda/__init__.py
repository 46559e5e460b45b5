"""Meuda (RULES.md §7): roots that see friendly groups, new groups that touch none of them.

A turn places a **root** on an empty cell; the root sees along the six lines, where only enemy
stones block. ``N`` = the number of distinct friendly groups it sees, and the turn places exactly
``N`` stones, one per move, forming a **new group** that touches no old friendly group. The
player keeps the move until the new group is complete. Because no new group ever touches an old
one, groups never merge: every group is one turn's stones (or a pie stone), labelled once.

The position is kept as bitsets in ``rules.meuda.board``'s padded layout; the legal roots are
found for all cells at once (a doubling sight fill, then one flood fill per region) and cached in
the state, so the seat to move and ``play`` share the work.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar

from rules.errors import IllegalMove, InvalidMove
from rules.game import (
    SEATS,
    Colour,
    Game,
    Option,
    Seat,
    cannot_read,
    clean_text,
    no_seat,
    shown,
)
from rules.geometry import Board, hexhex, set_bits
from rules.meuda.board import (
    Layout,
    grow,
    layout,
    names_of,
    region,
    seen_stones,
    sight,
)
from rules.meuda.json_state import read_state, state_to_json
from rules.meuda.score import score
from rules.meuda.state import BLACK, CHOICES, COLOURS, NAMES, PASS, PIE_PLIES, WHITE, MeudaState
from rules.outcome import Outcome

_WORDS = {"pass": PASS, "black": "black", "b": "black", "white": "white", "w": "white"}
EXAMPLE = "d4"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


class Meuda(Game[MeudaState]):
    """The rules of Meuda (RULES.md §7) behind the common interface (§8)."""

    id: ClassVar[str] = "meuda"
    title: ClassVar[str] = "Meuda"
    colours: ClassVar[tuple[Colour, Colour]] = COLOURS
    option_table: ClassVar[tuple[Option, ...]] = (
        Option(
            "size",
            int,
            9,
            minimum=4,
            maximum=11,
            help="side of the hexhex board: 9 is standard, 7 and 11 too, 4 and 5 make short games",
        ),
    )
    example_move: ClassVar[str] = EXAMPLE

    # ---- state and turn ------------------------------------------------------------------------

    def _new_state(self, options: dict[str, Any]) -> MeudaState:
        lay = layout(options["size"])
        return MeudaState(
            size=lay.side,
            stones=(0, 0),
            black_seat=0,
            to_move=BLACK,
            building=0,
            target=0,
            passes=0,
            moves=(),
            group_counts=(0, 0),
            labels=(-1,) * len(lay.names),
        )

    def seats_to_act(self, state: MeudaState) -> tuple[Seat, ...]:
        if state.over:
            return ()
        ply = len(state.moves)
        if ply < PIE_PLIES:
            return (0,) if ply < 2 else (1,)
        # The player to move always has a move: a stone, or `pass` when no root is legal.
        return (state.seat_of(state.to_move),)

    def colour_of(self, state: MeudaState, seat: Seat) -> Colour:
        if seat not in SEATS:
            raise no_seat(seat)
        return COLOURS[BLACK if seat == state.black_seat else WHITE]

    def not_your_turn(self, state: MeudaState, seat: Seat) -> IllegalMove:
        ply = len(state.moves)
        if ply < 2:
            return IllegalMove(
                "meuda-pie-stones",
                "Seat 0 is placing the two pie stones (one Black, then one White).",
            )
        if ply == 2:
            return IllegalMove(
                "meuda-choosing", "Seat 1 is choosing a colour (`black` or `white`)."
            )
        name, colour = NAMES[state.to_move], COLOURS[state.to_move].value
        if state.building:
            placed = state.building.bit_count()
            return IllegalMove(
                "meuda-building",
                f"It is {name}'s turn: {name} is building a group of {state.target} stones "
                f"({placed} placed so far).",
                colour=colour,
                stones=state.target,
                placed=placed,
            )
        return IllegalMove("colour-turn", f"It is {name}'s turn.", colour=colour)

    # ---- moves ---------------------------------------------------------------------------------

    def legal_moves(self, state: MeudaState, seat: Seat) -> list[str]:
        if seat not in self.seats_to_act(state):
            return []
        lay = layout(state.size)
        ply = len(state.moves)
        if ply < 2:
            return names_of(lay.valid & ~(state.stones[0] | state.stones[1]), lay)
        if ply == 2:
            return ["black", "white"]
        if state.building:
            return names_of(_branch_cells(state, lay), lay)
        roots = _roots(state, lay)
        return names_of(roots, lay) if roots else [PASS]

    def parse_move(self, state: MeudaState, seat: Seat, text: str) -> str:
        example = "white" if len(state.moves) == 2 else EXAMPLE
        move = clean_text(text, example)
        lay = layout(state.size)
        if move in lay.bit_of:
            return move
        if move in _WORDS:
            return _WORDS[move]
        parts = move.split(" ")
        if len(parts) > 1 and all(part in lay.bit_of for part in parts):
            # RULES.md §8.1: a whole turn on one line is split by the match service, not here.
            raise InvalidMove(
                "meuda-several-cells",
                f"`{shown(move)}` names {len(parts)} cells, but here each stone is its own move: "
                f"play `{parts[0]}` first, then the next. (The match service splits a whole turn "
                f"written on one line, like `d1 d2 e1`, into single stones.)",
                text=shown(move),
                cells=len(parts),
                cell=parts[0],
            )
        hint = "Write one cell (like `d4`), `pass`, `black` or `white`."
        raise cannot_read("meuda-unread", move, example, hint)

    def _play(self, state: MeudaState, seat: Seat, move: str) -> MeudaState:
        ply = len(state.moves)
        if ply < 2:
            return self._place_pie_stone(state, seat, move)
        if ply == 2:
            return self._choose_colour(state, seat, move)
        if move in CHOICES:
            raise IllegalMove(
                "meuda-colours-chosen",
                "The colours were chosen at the start; place a stone now "
                "(or `pass` when you have no legal root).",
            )
        if move == PASS:
            return self._pass(state, seat)
        return self._place(state, seat, move)

    def _place_pie_stone(self, state: MeudaState, seat: Seat, move: str) -> MeudaState:
        """RULES.md §2: seat 0 places one Black stone, then one White stone, anywhere empty."""
        colour = len(state.moves)
        if move not in layout(state.size).bit_of:
            raise IllegalMove(
                "meuda-pie-first",
                f"First seat 0 places the pie stones: put the {NAMES[colour]} stone "
                f"on an empty cell (like `{EXAMPLE}`).",
                colour=COLOURS[colour].value,
                example=EXAMPLE,
            )
        bit = _bit(state, move)
        _check_empty(state, move, bit)
        placed = _with_stone(state, seat, move, colour, bit, target=1)
        return _replace(placed, to_move=BLACK)  # a pie stone is a group of one; no turn begins

    def _choose_colour(self, state: MeudaState, seat: Seat, move: str) -> MeudaState:
        """RULES.md §2: seat 1 chooses a colour; seat 0 gets the other; Black moves next."""
        if move not in CHOICES:
            raise IllegalMove(
                "meuda-choose", "Choose a colour now: `black` or `white` (Black then moves first)."
            )
        return _replace(
            state,
            black_seat=1 if move == "black" else 0,
            to_move=BLACK,
            moves=(*state.moves, (seat, move)),
        )

    def _pass(self, state: MeudaState, seat: Seat) -> MeudaState:
        """RULES.md §7: `pass` only when no root is legal; two passes in succession end the game."""
        lay = layout(state.size)
        if state.building:
            missing = state.target - state.building.bit_count()
            raise IllegalMove(
                "meuda-pass-mid-turn",
                f"You cannot pass in the middle of a turn: your new group needs "
                f"{_plural(missing, 'more stone')}.",
                stones=missing,
            )
        roots = _roots(state, lay)
        if roots:
            first = lay.names[(roots & -roots).bit_length() - 1]
            raise IllegalMove(
                "meuda-pass-with-root",
                f"You cannot pass while you have a legal root (for example {first}).",
                cell=first,
            )
        return _replace(
            state,
            to_move=1 - state.to_move,
            passes=state.passes + 1,
            moves=(*state.moves, (seat, PASS)),
        )

    def _place(self, state: MeudaState, seat: Seat, cell: str) -> MeudaState:
        """A root (a turn begins) or a branched stone (a turn goes on)."""
        lay = layout(state.size)
        bit = _bit(state, cell)
        _check_empty(state, cell, bit)
        colour = state.to_move
        if state.building:
            if not _branch_cells(state, lay) >> bit & 1:
                raise _why_not_branched(state, lay, cell, bit)
            return _with_stone(state, seat, cell, colour, bit, target=state.target)
        roots = state.cache.get("roots")
        if roots is None or not roots >> bit & 1:
            _check_root(state, lay, cell, bit)  # raises with the reason when the root is illegal
        return _with_stone(state, seat, cell, colour, bit, target=_root_size(state, lay, bit))

    # ---- results and views ---------------------------------------------------------------------

    def board(self, state: MeudaState) -> dict[str, str]:
        lay = layout(state.size)
        contents = dict.fromkeys(names_of(state.stones[BLACK], lay), Colour.BLACK.code)
        contents.update(dict.fromkeys(names_of(state.stones[WHITE], lay), Colour.WHITE.code))
        return contents

    def outcome(self, state: MeudaState) -> Outcome | None:
        """RULES.md §7 "Score" once both players have passed in succession."""
        if not state.over:
            return None
        result = score(self.group_sizes(state, Colour.BLACK), self.group_sizes(state, Colour.WHITE))
        winner = result.winner
        return Outcome(
            winner=None if winner is None else state.seat_of(winner),
            reason="draw" if winner is None else "score",
            scores={seat: result.points(state.colour_index(seat)) for seat in SEATS},
            details=result.details(NAMES),
            tally=(("black", result.sizes[0]), ("white", result.sizes[1])),
            decided_at=None if winner is None else result.decided_at,
        )

    def geometry(self, state: MeudaState) -> Board:
        return hexhex(state.size)

    def options_of(self, state: MeudaState) -> dict[str, Any]:
        return {"size": state.size}

    def history(self, state: MeudaState) -> tuple[tuple[Seat, str], ...]:
        return state.moves

    def group_sizes(self, state: MeudaState, colour: Colour | str) -> tuple[int, ...]:
        """The sizes of ``colour``'s groups, largest first (an unfinished new group included)."""
        index = COLOURS.index(Colour(colour))
        counts = Counter(state.labels[b] for b in set_bits(state.stones[index]))
        return tuple(sorted(counts.values(), reverse=True))

    def root_size(self, state: MeudaState, cell_name: str) -> int:
        """The N a root at ``cell_name`` would get now: 0 if it is not a legal root (or unknown).

        For the bot's autocomplete and the renderer; only meaningful at the start of a turn.
        """
        if state.over or len(state.moves) < PIE_PLIES or state.building:
            return 0
        lay = layout(state.size)
        bit = lay.bit_of.get(cell_name.strip().lower()) if isinstance(cell_name, str) else None
        if bit is None or not _roots(state, lay) >> bit & 1:
            return 0
        return _root_size(state, lay, bit)

    def turn_in_progress(self, state: MeudaState) -> tuple[str, ...]:
        """The cells of the unfinished new group, in board order (empty between turns)."""
        return tuple(names_of(state.building, layout(state.size)))

    def turn_target(self, state: MeudaState) -> int:
        """The N of the turn in progress: how many stones the new group will have (0 if none)."""
        return state.target

    # ---- JSON ----------------------------------------------------------------------------------

    def to_json(self, state: MeudaState) -> dict[str, Any]:
        """The options, the move list and the position (so a position can also be written by hand)."""
        return state_to_json(self, state)

    def from_json(self, data: Mapping[str, Any]) -> MeudaState:
        """The state ``to_json`` wrote; ``ValueError`` unless every part is well formed and agrees."""
        return read_state(self, data)


# ---- helpers ---------------------------------------------------------------------------------


def _bit(state: MeudaState, cell: str) -> int:
    return layout(state.size).bit_of[cell]


def _replace(state: MeudaState, **changes: Any) -> MeudaState:
    """A copy of ``state`` with ``changes`` and a fresh, empty cache."""
    return replace(state, cache={}, **changes)


def _with_stone(
    state: MeudaState, seat: Seat, cell: str, colour: int, bit: int, *, target: int
) -> MeudaState:
    """``state`` after ``colour`` puts a stone on ``bit``: the root of a new group of ``target``
    stones between turns, else the next stone of the group being built. When the group has its
    ``target`` stones the turn is over and the other colour moves (RULES.md §7 "Turn")."""
    stones = list(state.stones)
    stones[colour] |= 1 << bit
    group_counts = state.group_counts
    if state.building:
        label = state.labels[(state.building & -state.building).bit_length() - 1]
        building = state.building | 1 << bit
    else:
        label = group_counts[0] + group_counts[1]
        black, white = group_counts
        group_counts = (black + 1, white) if colour == BLACK else (black, white + 1)
        building = 1 << bit
    labels = list(state.labels)
    labels[bit] = label
    finished = building.bit_count() == target
    return MeudaState(
        size=state.size,
        stones=(stones[0], stones[1]),
        black_seat=state.black_seat,
        to_move=1 - colour if finished else colour,
        building=0 if finished else building,
        target=0 if finished else target,
        passes=0,
        moves=(*state.moves, (seat, cell)),
        group_counts=group_counts,
        labels=tuple(labels),
    )


def _check_empty(state: MeudaState, cell: str, bit: int) -> None:
    for colour in (BLACK, WHITE):
        if state.stones[colour] >> bit & 1:
            raise IllegalMove(
                "meuda-not-empty",
                f"{cell} is not empty: there is a {NAMES[colour]} stone on it.",
                cell=cell,
                colour=COLOURS[colour].value,
            )


def _root_size(state: MeudaState, lay: Layout, bit: int) -> int:
    """N for a root on ``bit``: the distinct friendly groups it sees (RULES.md §7 "Turn")."""
    colour = state.to_move
    seen = seen_stones(bit, state.stones[colour], state.stones[1 - colour], lay)
    labels = state.labels
    return len({labels[b] for b in set_bits(seen)})


def _free_cells(state: MeudaState, lay: Layout, friends: int) -> int:
    """Empty cells touching none of ``friends``: where a new group may grow."""
    occupied = state.stones[0] | state.stones[1]
    return lay.valid & ~occupied & ~grow(friends, lay)


def _roots(state: MeudaState, lay: Layout) -> int:
    """Every legal root of the colour to move, as a bitset (cached in the state).

    RULES.md §7 Decisions: a root touches no friendly stone, sees N ≥ 1 friendly groups, and the
    free cells (empty, touching no friendly stone) connected to it number at least N. The free
    cells fall into regions; a region at least as large as the colour's number of groups fits
    any N, so N is only counted for cells of smaller regions.
    """
    cached: int | None = state.cache.get("roots")
    if cached is not None:
        return cached
    colour = state.to_move
    friends, enemies = state.stones[colour], state.stones[1 - colour]
    free = _free_cells(state, lay, friends)
    candidates = free & sight(friends, enemies, lay)
    groups = state.group_counts[colour]
    legal = 0
    rest = candidates
    while rest:
        area = region(rest & -rest, free, lay)
        rest &= ~area
        here = candidates & area
        room = area.bit_count()
        if room >= groups:
            legal |= here
            continue
        for bit in set_bits(here):
            if _root_size(state, lay, bit) <= room:
                legal |= 1 << bit
    state.cache["roots"] = legal
    return legal


def _check_root(state: MeudaState, lay: Layout, cell: str, bit: int) -> None:
    """``IllegalMove`` saying which rule a root on ``bit`` breaks, if any (RULES.md §7)."""
    colour = state.to_move
    friends = state.stones[colour]
    touching = lay.neighbours[bit] & friends
    if touching:
        other = lay.names[(touching & -touching).bit_length() - 1]
        raise IllegalMove(
            "meuda-root-touches",
            f"{cell} touches your stone at {other}: a root may not touch your own stones.",
            cell=cell,
            other=other,
        )
    size = _root_size(state, lay, bit)
    name, enemy = NAMES[colour], NAMES[1 - colour]
    if size == 0:
        raise IllegalMove(
            "meuda-root-blind",
            f"{cell} sees no {name} stone along any line: a root must see at least one of "
            f"your groups (only {enemy} stones block the view).",
            cell=cell,
            colour=COLOURS[colour].value,
        )
    room = region(1 << bit, _free_cells(state, lay, friends), lay).bit_count()
    if room < size:
        raise IllegalMove(
            "meuda-root-cramped",
            f"The root at {cell} sees {_plural(size, name + ' group')} but only "
            f"{_plural(room, 'cell')} can be reached for the group (empty cells that touch "
            f"none of your other stones).",
            cell=cell,
            colour=COLOURS[colour].value,
            groups=size,
            cells=room,
        )


def _branch_cells(state: MeudaState, lay: Layout) -> int:
    """Where the next branched stone may go: next to the new group, touching no old friendly stone."""
    friends = state.stones[state.to_move]
    free = _free_cells(state, lay, friends & ~state.building)
    return free & grow(state.building, lay)


def _why_not_branched(state: MeudaState, lay: Layout, cell: str, bit: int) -> IllegalMove:
    old = state.stones[state.to_move] & ~state.building & lay.neighbours[bit]
    if old:
        other = lay.names[(old & -old).bit_length() - 1]
        return IllegalMove(
            "meuda-branch-joins",
            f"{cell} would join your stone at {other}: a branched stone may touch only the "
            f"group you are building.",
            cell=cell,
            other=other,
        )
    group = ", ".join(names_of(state.building, lay))
    return IllegalMove(
        "meuda-branch-apart",
        f"{cell} does not touch the group you are building ({group}): each branched stone "
        f"must be next to it.",
        cell=cell,
        group=group,
    )


GAME = Meuda()
