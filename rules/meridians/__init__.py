"""Meridians (Kanare Kato, 2021; RULES.md §5, pie §2, board §1.1).

Light and Dark place stones on the points of a centreless hexagon. Groups need a *path* (a line
of empty points to another group of their colour) to live; a player whose stones are all dead
loses. The position logic (sightlines, groups, dead groups) lives in ``rules.meridians.position``;
this module is the turn order, the notation, the messages and the §8 interface.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from rules.errors import IllegalMove, MoveError
from rules.game import (
    SEATS,
    Colour,
    Game,
    Option,
    Seat,
    cannot_read,
    clean_text,
    invalid_json,
    no_seat,
)
from rules.geometry import Board
from rules.meridians.position import (
    DARK,
    LIGHT,
    Position,
    blocker,
    empty_position,
    place,
    remove,
    sight,
    tables,
)
from rules.meridians.position import (
    dead_groups as _dead_groups_of,
)
from rules.outcome import Outcome

COLOURS = (Colour.LIGHT, Colour.DARK)  # indexed by LIGHT, DARK

PASS = "pass"
CHOICES = {"light": "light", "l": "light", "dark": "dark", "d": "dark"}
# Words of other games: unreadable here, but worth a pointed hint.
FOREIGN_WORDS = frozenset({"swap", "done", "black", "white", "red", "b", "w", "r"})
CELL_LIKE = re.compile(r"[a-z] ?[0-9]{1,4}", re.ASCII)

# What kind of move a turn asks for (RULES.md §5 Turns, §2 pie).
FIRST = "first"  # any empty point
SECOND = "second"  # a point with a path to the first stone
LATER = "later"  # a point whose nearest stone along some line is friendly
CHOOSE = "choose"  # pie: seat 1 picks a colour


def turn_kind(pie: bool, ply: int) -> tuple[str, int]:
    """The kind of move number ``ply`` (0-based) and the colour that makes it (-1: the choice).

    Without the pie: Light, Dark, Light's second, Dark's second, then alternate. With it
    (RULES.md §2): seat 0 places Light's and Dark's first stones, seat 1 chooses, and the game goes
    on with Light's second stone.
    """
    if pie:
        if ply < 2:
            return FIRST, ply
        if ply == 2:
            return CHOOSE, -1
        ply -= 1
    colour = ply & 1
    if ply < 2:
        return FIRST, colour
    if ply < 4:
        return SECOND, colour
    return LATER, colour


@dataclass(frozen=True, slots=True)
class MeridiansState:
    """A Meridians game: options, move list, who holds Light, the position, and the result.

    ``legal`` (the points the player to move may take) and the result are computed once, when the
    state is made by ``MeridiansGame._play``; everything here follows from the options and moves.
    """

    size: int
    pie: bool
    max_plies: int
    moves: tuple[tuple[Seat, str], ...]
    light_seat: Seat
    position: Position
    legal: int
    winner: Seat | None = None
    reason: str | None = None
    # The names of ``legal``, made on first request (invisible: not compared, not serialised).
    _names: list[tuple[str, ...]] = field(default_factory=list, compare=False, repr=False)

    @property
    def ply(self) -> int:
        return len(self.moves)

    @property
    def over(self) -> bool:
        return self.reason is not None

    def seat_of(self, colour: int) -> Seat:
        """The seat holding ``colour`` (``LIGHT`` or ``DARK``)."""
        return self.light_seat if colour == LIGHT else 1 - self.light_seat

    def mover(self) -> Seat:
        """The seat that makes the next move (meaningless once the game is over)."""
        kind, colour = turn_kind(self.pie, self.ply)
        if kind == CHOOSE:
            return 1
        if self.pie and self.ply < 2:
            return 0
        return self.seat_of(colour)


def dead_groups(state: MeridiansState) -> list[list[str]]:
    """The cell names of every group that is dead right now, Light's first, then Dark's.

    By the definition (RULES.md §5): a player's only group is dead too, so a lone first stone is
    listed until its second stone joins it by a path. The renderer marks these groups.
    """
    names = tables(state.size).names
    return [
        [names[c] for c in cells]
        for colour in (LIGHT, DARK)
        for cells in sorted(cells for _, cells in _dead_groups_of(state.position, colour))
    ]


def groups(state: MeridiansState, colour: Colour | str) -> list[list[str]]:
    """The groups of ``colour`` (``light`` or ``dark``) as sorted lists of cell names."""
    index = _colour_index(colour)
    names = tables(state.size).names
    found = sorted(cells for _, cells in state.position.groups[index])
    return [[names[c] for c in cells] for cells in found]


def _colour_index(colour: Colour | str) -> int:
    if colour == Colour.LIGHT:
        return LIGHT
    if colour == Colour.DARK:
        return DARK
    raise ValueError(f"Meridians colours are light and dark, not {colour!r}")


class MeridiansGame(Game[MeridiansState]):
    """RULES.md §5 behind the §8 interface."""

    id: ClassVar[str] = "meridians"
    title: ClassVar[str] = "Meridians"
    aliases: ClassVar[tuple[str, ...]] = ("meridian",)
    colours: ClassVar[tuple[Colour, Colour]] = (Colour.LIGHT, Colour.DARK)
    simultaneous: ClassVar[bool] = False
    option_table: ClassVar[tuple[Option, ...]] = (
        Option("size", int, 6, choices=(5, 6, 7), help="base of the board: 80, 114 or 154 points"),
        Option("pie", bool, False, help="seat 0 places both first stones, seat 1 picks a colour"),
        Option("max_plies", int, 1000, minimum=1, help="moves before the game is a draw"),
    )
    example_move: ClassVar[str] = "g6"

    # ---- making states -------------------------------------------------------------------------

    def _new_state(self, options: dict[str, Any]) -> MeridiansState:
        size = options["size"]
        return MeridiansState(
            size=size,
            pie=options["pie"],
            max_plies=options["max_plies"],
            moves=(),
            light_seat=0,
            position=empty_position(size),
            legal=tables(size).all_mask,
        )

    def _play(self, state: MeridiansState, seat: Seat, move: str) -> MeridiansState:
        kind, colour = turn_kind(state.pie, state.ply)
        moves = (*state.moves, (int(seat), move))
        if kind == CHOOSE:
            if move not in ("light", "dark"):
                raise IllegalMove(
                    "meridians-choose",
                    "Now seat 1 chooses a colour for the rest of the game: `light` or `dark`.",
                )
            light_seat = 1 if move == "light" else 0
            return self._next(state, moves, light_seat, state.position, None)
        if move in ("light", "dark"):
            raise self._no_choice(state)
        pos = state.position
        if move == PASS:
            if state.legal:
                count = state.legal.bit_count()
                example = tables(state.size).names_of(state.legal & -state.legal)[0]
                raise IllegalMove(
                    "meridians-pass",
                    f"You may pass only when no placement is legal, and you have {count} legal "
                    f"placements (for example {example}).",
                    placements=count,
                    cell=example,
                )
        else:
            cell = tables(state.size).board.parse(move)
            if cell is None:  # parse_move only lets cells through; kept for direct callers
                raise IllegalMove(
                    "meridians-no-point", f"{move} is not a point of this board.", cell=move
                )
            if not state.legal >> cell & 1:
                raise self._why_not(state, kind, colour, cell)
            pos = place(pos, cell, colour)
        winner = None
        if kind != FIRST:
            # RULES.md §5 "How to implement the removal": the mover's own dead groups go now.
            pos = remove(pos, colour, _dead_groups_of(pos, colour))
            if not pos.stones[colour]:
                winner = state.seat_of(1 - colour)
        return self._next(state, moves, state.light_seat, pos, winner)

    def _next(
        self,
        state: MeridiansState,
        moves: tuple[tuple[Seat, str], ...],
        light_seat: Seat,
        pos: Position,
        winner: Seat | None,
    ) -> MeridiansState:
        """The state after a move: its result, or else the legal points of the next mover."""
        reason = None
        legal = 0
        if winner is not None:
            reason = "no-stones"
        elif len(moves) >= state.max_plies:  # RULES.md §5 Decision; a natural end comes first
            reason = "move-limit"
        else:
            kind, colour = turn_kind(state.pie, len(moves))
            empty = tables(state.size).all_mask & ~pos.occupied
            if kind == FIRST:
                legal = empty
            elif kind == SECOND:
                first = pos.stones[colour]  # the colour's only stone: nothing is removed before
                cell = first.bit_length() - 1
                legal = pos.vis[cell] & empty & ~tables(state.size).neighbours[cell]
            elif kind == LATER:
                legal = sight(pos, colour)
        return MeridiansState(
            size=state.size,
            pie=state.pie,
            max_plies=state.max_plies,
            moves=moves,
            light_seat=light_seat,
            position=pos,
            legal=legal,
            winner=winner,
            reason=reason,
        )

    # ---- questions about a state ---------------------------------------------------------------

    def seats_to_act(self, state: MeridiansState) -> tuple[Seat, ...]:
        # The mover always has a move: a placement, the forced pass, or the pie choice.
        return () if state.over else (state.mover(),)

    def colour_of(self, state: MeridiansState, seat: Seat) -> Colour:
        if seat not in SEATS:
            raise no_seat(seat)
        return Colour.LIGHT if seat == state.light_seat else Colour.DARK

    def legal_moves(self, state: MeridiansState, seat: Seat) -> list[str]:
        if state.over or seat != state.mover():
            return []
        cached = state._names
        if not cached:
            kind, _ = turn_kind(state.pie, state.ply)
            if kind == CHOOSE:
                cached.append(("light", "dark"))
            elif state.legal:
                cached.append(tuple(tables(state.size).names_of(state.legal)))
            else:
                cached.append((PASS,))
        return list(cached[0])

    def parse_move(self, state: MeridiansState, seat: Seat, text: str) -> str:
        example = self.example_move
        cleaned = clean_text(text, example)
        if cleaned == PASS:
            return PASS
        if cleaned in CHOICES:
            return CHOICES[cleaned]
        board = tables(state.size).board
        cell = board.parse(cleaned)
        if cell is None:
            cell = board.parse(cleaned.replace(" ", ""))
        if cell is not None:
            return board.names[cell]
        if cleaned in FOREIGN_WORDS:
            hint = "Meridians moves are a point, `pass`, or (pie) `light` or `dark`."
            raise cannot_read("meridians-foreign-word", text, example, hint)
        if CELL_LIKE.fullmatch(cleaned):
            last, width = board.names[-1][0], board.row_widths[0]
            hint = (
                f"There is no such point on this board: rows are a to {last}, and row a has "
                f"points 1 to {width}."
            )
            raise cannot_read(
                "meridians-no-such-point", text, example, hint, last=last, width=str(width)
            )
        hint = "A move is a point such as `g6`, or `pass`."
        raise cannot_read("meridians-unread", text, example, hint)

    def board(self, state: MeridiansState) -> dict[str, str]:
        t = tables(state.size)
        out = dict.fromkeys(t.names_of(state.position.stones[LIGHT]), Colour.LIGHT.code)
        out.update(dict.fromkeys(t.names_of(state.position.stones[DARK]), Colour.DARK.code))
        return out

    def outcome(self, state: MeridiansState) -> Outcome | None:
        if state.reason is None:
            return None
        light = state.position.stones[LIGHT].bit_count()
        dark = state.position.stones[DARK].bit_count()
        counts = f"Stones: Light {light}, Dark {dark}."
        scores: dict[int, int | float] = {
            state.seat_of(LIGHT): light,
            state.seat_of(DARK): dark,
        }
        if state.reason == "no-stones":
            assert state.winner is not None
            won = self.colour_of(state, state.winner).title
            lost = "Dark" if won == "Light" else "Light"
            details = (
                f"{lost} has no stones left after removing its dead groups, so {won} wins. {counts}"
            )
        else:
            details = f"The limit of {state.max_plies} moves was reached: a draw. {counts}"
        return Outcome(
            winner=state.winner,
            reason=state.reason,
            scores=scores,
            details=details,
            tally=(("light", (light,)), ("dark", (dark,))),
            limit=None if state.reason == "no-stones" else state.max_plies,
        )

    def not_your_turn(self, state: MeridiansState, seat: Seat) -> IllegalMove:
        kind, colour = turn_kind(state.pie, state.ply)
        if kind == CHOOSE:
            return IllegalMove(
                "meridians-choosing", "It is not your turn: seat 1 is choosing a colour."
            )
        if state.pie and state.ply < 2:
            return IllegalMove(
                "meridians-pie-stones",
                "It is not your turn: seat 0 is placing the first two stones (pie rule).",
            )
        mover = COLOURS[colour]
        return IllegalMove(
            "colour-to-move",
            f"It is not your turn: {mover.title} is to move.",
            colour=mover.value,
        )

    # ---- explaining illegal moves --------------------------------------------------------------

    def _no_choice(self, state: MeridiansState) -> IllegalMove:
        if not state.pie:
            return IllegalMove(
                "meridians-no-pie",
                "This game is played without the pie rule, so there is no colour to choose.",
            )
        if state.ply < 2:
            return IllegalMove(
                "meridians-choice-later",
                "Seat 0 first places a Light stone and then a Dark stone; the choice comes next.",
            )
        return IllegalMove(
            "meridians-colours-chosen", "The colours were already chosen; now place a stone."
        )

    def _why_not(self, state: MeridiansState, kind: str, colour: int, cell: int) -> IllegalMove:
        t = tables(state.size)
        pos = state.position
        name = t.names[cell]
        if pos.occupied >> cell & 1:
            owner = COLOURS[LIGHT] if pos.stones[LIGHT] >> cell & 1 else COLOURS[DARK]
            return IllegalMove(
                "meridians-taken",
                f"{name} is already taken by a {owner.title} stone.",
                cell=name,
                colour=owner.value,
            )
        mine = COLOURS[colour].title
        if kind == SECOND:
            first = pos.stones[colour].bit_length() - 1
            at = t.names[first]
            if t.neighbours[first] >> cell & 1:
                return IllegalMove(
                    "meridians-second-adjacent",
                    f"{name} is adjacent to your first stone at {at}; the second stone needs a "
                    "path: at least one empty point between them on a line.",
                    cell=name,
                    first=at,
                )
            stop = blocker(pos, first, cell)
            if stop is not None:
                return IllegalMove(
                    "meridians-second-blocked",
                    f"{name} is on a line with your first stone at {at}, but {t.names[stop]} is "
                    "in between; the second stone needs only empty points between them.",
                    cell=name,
                    first=at,
                    between=t.names[stop],
                )
            return IllegalMove(
                "meridians-second-off-line",
                f"{name} is not on a line with your first stone at {at} with only empty points "
                "between.",
                cell=name,
                first=at,
            )
        other = COLOURS[1 - colour].title
        return IllegalMove(
            "meridians-no-path",
            f"From {name} the nearest stone along every line is {other} (or nothing): you need a "
            f"line whose nearest stone is {mine}.",
            cell=name,
            colour=COLOURS[colour].value,
        )

    # ---- records -------------------------------------------------------------------------------

    def to_json(self, state: MeridiansState) -> dict[str, Any]:
        return {
            "game": self.id,
            "rules_version": self.rules_version,
            "options": self.options_of(state),
            "moves": [[seat, move] for seat, move in state.moves],
        }

    def from_json(self, data: Mapping[str, Any]) -> MeridiansState:
        """Replay the recorded moves: the record is only the options and the move list."""
        if not isinstance(data, Mapping):
            raise invalid_json(self.id, "expected a JSON object")
        if set(data) != {"game", "rules_version", "options", "moves"}:
            raise invalid_json(self.id, f"unexpected fields {sorted(map(str, data))}")
        if data.get("game") != self.id:
            raise invalid_json(self.id, f"it says it is a {data.get('game')!r} state")
        if data.get("rules_version") != self.rules_version:
            raise invalid_json(self.id, f"unknown rules version {data.get('rules_version')!r}")
        options, moves = data.get("options"), data.get("moves")
        if not isinstance(options, Mapping) or not isinstance(moves, list):
            raise invalid_json(self.id, "it needs an 'options' object and a 'moves' list")
        try:
            state = self.new_state(**{str(k): v for k, v in options.items()})
        except ValueError as error:
            raise invalid_json(self.id, str(error)) from None
        for number, entry in enumerate(moves, 1):
            if not (
                isinstance(entry, list)
                and len(entry) == 2
                and type(entry[0]) is int
                and isinstance(entry[1], str)
            ):
                raise invalid_json(self.id, f"move {number} is not a [seat, move] pair")
            seat, move = entry
            try:
                if self.parse_move(state, seat, move) != move:
                    raise invalid_json(self.id, f"move {number} ({move!r}) is not canonical")
                state = self.play(state, seat, move)
            except MoveError as error:
                raise invalid_json(self.id, f"move {number} ({move!r}): {error}") from None
        return state

    # ---- extras --------------------------------------------------------------------------------

    def geometry(self, state: MeridiansState) -> Board:
        return tables(state.size).board

    def options_of(self, state: MeridiansState) -> dict[str, Any]:
        return {"size": state.size, "pie": state.pie, "max_plies": state.max_plies}

    def history(self, state: MeridiansState) -> tuple[tuple[Seat, str], ...]:
        return state.moves


GAME = MeridiansGame()
