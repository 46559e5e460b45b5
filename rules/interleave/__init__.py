"""Interleave (Alexander Brady, 2022; RULES.md §4, §2 pie, §8.1): place where you see more enemies.

A game has three phases. **Setup** (the pie, §2): seat 0 places stones of either colour anywhere
(``black d4``, ``red c3``), then ``done``. **Choice**: seat 1 picks ``black`` or ``red``. **Play**:
a stone may go on an empty cell only if it sees strictly more enemy than friendly stones, either
in ``realtime`` (no turns; each player ends with ``done``) or in ``turns`` (alternate, ``pass``).
This module reads like the rules text; beside it, ``rules.interleave.state`` holds the state
value, ``rules.interleave.sight`` the sightlines as bitsets, ``rules.interleave.notation`` the
spellings, ``rules.interleave.score`` the winner on plain lists of sizes and
``rules.interleave.json_state`` the storage.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from rules.errors import Fact, IllegalMove
from rules.game import SEATS, Colour, Game, Option, Seat, no_seat
from rules.geometry import Board
from rules.interleave.json_state import state_from_json, state_to_json
from rules.interleave.notation import CHOICE, DONE, OVER, PASS, PLAY, SETUP, read
from rules.interleave.score import groups_outcome
from rules.interleave.sight import group_sizes, legal_masks, names_of, place, planes_of, seen
from rules.interleave.state import BLACK, REALTIME, RED, TURNS, InterleaveState, fresh_memo, setting
from rules.outcome import Outcome


def _stones(count: int, colour: str) -> str:
    return f"{count} {colour} stone" + ("" if count == 1 else "s")


def _taken(cell: str) -> IllegalMove:
    return IllegalMove("cell-taken", f"{cell} is taken; choose an empty cell.", cell=cell)


def _to_move(state: InterleaveState) -> Seat:
    """Turns mode: the seat to play, the other one than last time, Black first (RULES.md §4)."""
    last_seat, last_move = state.moves[-1]
    return state.black_seat if last_move in (BLACK, RED) else 1 - last_seat


class Interleave(Game[InterleaveState]):
    """The rules of Interleave (RULES.md §4) behind the common interface (§8)."""

    id: ClassVar[str] = "interleave"
    title: ClassVar[str] = "Interleave"
    colours: ClassVar[tuple[Colour, Colour]] = (BLACK, RED)
    option_table: ClassVar[tuple[Option, ...]] = (
        Option("size", int, 4, minimum=3, maximum=8, help="side of the hexhex board"),
        Option(
            "mode",
            str,
            REALTIME,
            choices=(REALTIME, TURNS),
            help="realtime: no turns, each player ends with done; turns: alternate, two passes end",
        ),
    )
    example_move: ClassVar[str] = "d4"

    # ---- states --------------------------------------------------------------------------------

    def _new_state(self, options: dict[str, Any]) -> InterleaveState:
        s = setting(options["size"], options["mode"])
        return InterleaveState(
            setting=s,
            phase=SETUP,
            black=0,
            red=0,
            black_seat=0,
            moves=(),
            sight=None,
            setup_moves=list(s.notation.setup_names),
            memo=fresh_memo(),
        )

    def geometry(self, state: InterleaveState) -> Board:
        return state.setting.notation.sight.board

    def options_of(self, state: InterleaveState) -> dict[str, Any]:
        return {"size": state.setting.size, "mode": state.setting.mode}

    def history(self, state: InterleaveState) -> tuple[tuple[Seat, str], ...]:
        return state.moves

    def colour_of(self, state: InterleaveState, seat: Seat) -> Colour:
        if seat not in SEATS:
            raise no_seat(seat)
        return BLACK if seat == state.black_seat else RED

    def board(self, state: InterleaveState) -> dict[str, str]:
        t = state.setting.notation.sight
        contents = dict.fromkeys(names_of(t, state.black), "B")
        contents.update(dict.fromkeys(names_of(t, state.red), "R"))
        return contents

    # ---- who acts, and with what ---------------------------------------------------------------

    def setting_up(self, state: InterleaveState) -> bool:
        """The setup (RULES.md §2): seat 0 is still placing stones; ``done`` ends it."""
        return state.phase == SETUP

    def seats_to_act(self, state: InterleaveState) -> tuple[Seat, ...]:
        phase = state.phase
        if phase == PLAY:
            if state.setting.mode == TURNS:
                return (_to_move(state),)
            # Realtime: a seat acts while it has a legal placement, done or not (RULES.md §8.1).
            assert state.sight is not None
            _, legal_black, legal_red = state.sight
            if legal_black:
                return (0, 1) if legal_red else (state.black_seat,)
            return (1 - state.black_seat,) if legal_red else ()
        if phase == SETUP:
            return (0,)
        if phase == CHOICE:
            return (1,)
        return ()

    def legal_moves(self, state: InterleaveState, seat: Seat) -> list[str]:
        return self._cached_moves(state, seat).copy()

    def random_move(self, state: InterleaveState, seat: Seat, rng: random.Random) -> str:
        """Uniform over ``legal_moves`` (the very same draw), without copying the list."""
        moves = self._cached_moves(state, seat)
        if not moves:
            self.check_turn(state, seat)
            raise IllegalMove("no-legal-move", "There is no legal move.")
        return rng.choice(moves)

    def _cached_moves(self, state: InterleaveState, seat: Seat) -> list[str]:
        """The legal moves of ``seat``, computed once per state; callers must not change it."""
        if seat == 0:
            index = 0
        elif seat == 1:
            index = 1
        else:
            return []
        moves: list[str] | None = state.memo[index]
        if moves is None:
            moves = state.memo[index] = self._moves(state, index)
        return moves

    def _moves(self, state: InterleaveState, seat: Seat) -> list[str]:
        phase = state.phase
        if phase == PLAY:
            assert state.sight is not None
            _, legal_black, legal_red = state.sight
            placements = legal_black if seat == state.black_seat else legal_red
            t = state.setting.notation.sight
            if state.setting.mode == TURNS:
                if seat != _to_move(state):
                    return []
                moves = names_of(t, placements)
                moves.append(PASS)  # always legal on your turn (RULES.md §4 Decision)
                return moves
            if not placements:
                return []  # no legal placement: the seat counts as done (RULES.md §8.1)
            moves = names_of(t, placements)
            if state.moves[-1] != (seat, DONE):
                moves.append(DONE)
            return moves
        if phase == SETUP:
            return self._setup_moves(state) if seat == 0 else []
        if phase == CHOICE:
            return [BLACK.value, RED.value] if seat == 1 else []
        return []

    def _setup_moves(self, state: InterleaveState) -> list[str]:
        """``black X`` for every empty X, then ``red X``, then ``done`` once Black has a stone."""
        assert state.setup_moves is not None  # every setup state carries its placements
        moves = state.setup_moves.copy()
        if state.black:
            moves.append(DONE)
        elif len(moves) == 2:
            # RULES.md §8.1: Red may not fill the last empty cell while no Black stone stands.
            del moves[1]
        return moves

    def not_your_turn(self, state: InterleaveState, seat: Seat) -> IllegalMove:
        if state.phase == SETUP:
            return IllegalMove(
                "interleave-setting-up",
                "Seat 0 is setting up the board; wait until they write `done`.",
            )
        if state.phase == CHOICE:
            return IllegalMove("other-choosing", "The other player is choosing a colour.")
        if state.setting.mode == TURNS:
            colour = self.colour_of(state, _to_move(state))
            return IllegalMove("colour-turn", f"It is {colour.title}'s turn.", colour=colour.value)
        return IllegalMove(
            "interleave-no-placement", "You have no legal placement left, so you count as done."
        )

    # ---- reading moves ---------------------------------------------------------------------------

    def parse_move(self, state: InterleaveState, seat: Seat, text: str) -> str:
        """The canonical move; ``InvalidMove`` only for text that is no move of Interleave.

        Readable moves that are wrong now (``red d4`` from Black, ``pass`` in realtime) come
        back in their canonical spelling, and ``play`` refuses them with the reason.
        """
        n = state.setting.notation
        phase = state.phase
        if type(text) is str:  # fast path: already canonical in this phase
            canonical = n.canonical[phase].get(text)
            if canonical is not None:
                return canonical
        word, cell, colour = read(n, phase, text)
        if word is not None:
            return word
        assert cell is not None
        if colour is None:
            return cell
        if phase >= PLAY and seat in SEATS and (colour == BLACK) == (seat == state.black_seat):
            return cell  # the player's own colour: the same move as the bare cell (§8.1)
        return f"{colour} {cell}"

    # ---- playing ---------------------------------------------------------------------------------

    def _play(self, state: InterleaveState, seat: Seat, move: str) -> InterleaveState:
        seat = 1 if seat == 1 else 0  # ``check_turn`` let a real seat through; make it an int
        phase = state.phase
        if phase == PLAY:
            cell = state.setting.notation.cell_index.get(move)
            if cell is not None:
                return self._place(state, seat, cell)
            if move == DONE:
                return self._done(state, seat)
            if move == PASS:
                return self._pass(state, seat)
            if move in (BLACK, RED):
                raise IllegalMove("colours-chosen", "The colours are already chosen.")
            colour, name = move.split()
            mine = self.colour_of(state, seat)
            raise IllegalMove(
                "interleave-wrong-colour",
                f"You play {mine.title}, so you cannot place a "
                f"{colour.capitalize()} stone. Write just the cell, like `{name}`.",
                mine=mine.value,
                colour=colour,
                cell=name,
            )
        if phase == SETUP:
            return self._setup(state, move)
        return self._choose(state, move)

    def _setup(self, state: InterleaveState, move: str) -> InterleaveState:
        """Seat 0 places a stone of either colour anywhere, or ends the setup (RULES.md §2)."""
        n = state.setting.notation
        placement = n.setup_index.get(move)
        if placement is None:
            return self._end_setup(state, move)
        is_black, cell = placement
        bit = 1 << cell
        black, red = state.black, state.red
        if (black | red) & bit:
            raise _taken(n.sight.names[cell])
        if is_black:
            black |= bit
        elif not black and red | bit == n.sight.all_mask:
            raise IllegalMove(
                "interleave-last-cell",
                "A Red stone may not fill the last empty cell while no Black stone stands: the "
                f"setup could never end. Place a Black stone on {n.sight.names[cell]}.",
                cell=n.sight.names[cell],
            )
        else:
            red |= bit
        # The placements left: drop ``black X`` and ``red X`` of the cell just filled.
        assert state.setup_moves is not None
        empty = n.sight.all_mask & ~(state.black | state.red)
        before = (empty & (bit - 1)).bit_count()
        setup_moves = state.setup_moves.copy()
        del setup_moves[empty.bit_count() + before]
        del setup_moves[before]
        # Positional arguments on the two hot paths: measurably faster than keywords.
        # (setting, phase, black, red, black_seat, moves, sight, setup_moves, memo)
        return InterleaveState(
            state.setting,
            SETUP,
            black,
            red,
            0,
            (*state.moves, (0, move)),
            None,
            setup_moves,
            [None, None, None],
        )

    def _end_setup(self, state: InterleaveState, move: str) -> InterleaveState:
        """``done`` ends the setup once a Black stone stands; the sightlines are counted now."""
        if move != DONE:
            if move == PASS:
                raise IllegalMove(
                    "interleave-setup-pass",
                    "There is no `pass` in the setup: place stones, then `done`.",
                )
            if move in (BLACK, RED):
                raise IllegalMove(
                    "interleave-setup-choice",
                    "Seat 1 chooses a colour after the setup; place stones with `black d4` or "
                    "`red d4`, then write `done`.",
                )
            raise IllegalMove(
                "interleave-setup-move",
                "In the setup, write a colour and a cell (`black d4`), or `done`.",
            )
        if not state.black:
            raise IllegalMove(
                "interleave-setup-no-black",
                "Place at least one Black stone before you write `done`.",
            )
        t = state.setting.notation.sight
        planes = planes_of(t, state.black, state.red)
        legal_black, legal_red = legal_masks(t, planes, state.black, state.red)
        return InterleaveState(
            setting=state.setting,
            phase=CHOICE,
            black=state.black,
            red=state.red,
            black_seat=0,
            moves=(*state.moves, (0, DONE)),
            sight=(planes, legal_black, legal_red),
            setup_moves=None,
            memo=fresh_memo(),
        )

    def _choose(self, state: InterleaveState, move: str) -> InterleaveState:
        """Seat 1 picks a colour, seat 0 gets the other, and Black begins (RULES.md §2, §4)."""
        if move not in (BLACK, RED):
            raise IllegalMove(
                "interleave-choose", "Choose a colour for yourself: `black` or `red`."
            )
        assert state.sight is not None
        black_seat = 1 if move == BLACK else 0
        # Realtime: a seat with no placement counts as done; if neither has one, it is over.
        over = state.setting.mode == REALTIME and not (state.sight[1] or state.sight[2])
        return InterleaveState(
            setting=state.setting,
            phase=OVER if over else PLAY,
            black=state.black,
            red=state.red,
            black_seat=black_seat,
            moves=(*state.moves, (1, move)),
            sight=state.sight,
            setup_moves=None,
            memo=fresh_memo(),
        )

    def _place(self, state: InterleaveState, seat: Seat, cell: int) -> InterleaveState:
        """A stone of the seat's colour on ``cell``, which must see strictly more enemy stones
        than friendly ones (RULES.md §4)."""
        assert state.sight is not None  # play starts after `done` counted the sightlines
        planes, legal_black, legal_red = state.sight
        is_black = seat == state.black_seat
        bit = 1 << cell
        if not (legal_black if is_black else legal_red) & bit:
            raise self._why_not(state, cell, is_black)
        t = state.setting.notation.sight
        black, red = state.black, state.red
        planes = place(planes, t.lines[cell], black | red, red if is_black else black, is_black)
        if is_black:
            black |= bit
        else:
            red |= bit
        legal_black, legal_red = legal_masks(t, planes, black, red)
        # Realtime: a placement cancels both players' `done` (RULES.md §4), so the game goes on
        # unless neither player has a placement left (both then count as done). Turns mode ends
        # only with passes.
        over = not (legal_black or legal_red) and state.setting.mode == REALTIME
        # (setting, phase, black, red, black_seat, moves, sight, setup_moves, memo)
        return InterleaveState(
            state.setting,
            OVER if over else PLAY,
            black,
            red,
            state.black_seat,
            (*state.moves, (seat, t.names[cell])),
            (planes, legal_black, legal_red),
            None,
            [None, None, None],
        )

    def _why_not(self, state: InterleaveState, cell: int, is_black: bool) -> IllegalMove:
        """Why a stone may not go on ``cell``, with what it sees (for the player)."""
        t = state.setting.notation.sight
        name = t.names[cell]
        if (state.black | state.red) >> cell & 1:
            return _taken(name)
        seen_black, seen_red = seen(t, state.black, state.red, cell)
        mine, theirs = ("Black", "Red") if is_black else ("Red", "Black")
        need = f"a {mine} stone needs to see strictly more {theirs} than {mine}."
        facts: dict[str, Fact] = {
            "cell": name,
            "colour": mine.lower(),
            "black": seen_black,
            "red": seen_red,
        }
        if not seen_black and not seen_red:
            return IllegalMove("interleave-sees-nothing", f"{name} sees no stone; {need}", **facts)
        if not seen_red:
            sees = f"sees {_stones(seen_black, 'Black')}"
            return IllegalMove("interleave-sees-black", f"{name} {sees}; {need}", **facts)
        if not seen_black:
            sees = f"sees {_stones(seen_red, 'Red')}"
            return IllegalMove("interleave-sees-red", f"{name} {sees}; {need}", **facts)
        sees = f"sees {seen_black} Black and {_stones(seen_red, 'Red')}"
        return IllegalMove("interleave-sees-both", f"{name} {sees}; {need}", **facts)

    def _done(self, state: InterleaveState, seat: Seat) -> InterleaveState:
        """Realtime: the seat is finished; the game ends once both are (RULES.md §4, §8.1)."""
        if state.setting.mode == TURNS:
            raise IllegalMove(
                "interleave-turns-done",
                "In turns mode there is no `done`: write `pass` to skip your turn.",
            )
        last_seat, last_move = state.moves[-1]
        if last_move == DONE and last_seat == seat:
            raise IllegalMove(
                "interleave-done-already",
                "You are already done; place a stone if you want to go on.",
            )
        assert state.sight is not None
        other = 1 - seat
        other_placements = state.sight[1] if other == state.black_seat else state.sight[2]
        # The other seat is done if it said so (the last move) or has no placement left.
        over = last_move == DONE or not other_placements
        return InterleaveState(
            setting=state.setting,
            phase=OVER if over else PLAY,
            black=state.black,
            red=state.red,
            black_seat=state.black_seat,
            moves=(*state.moves, (seat, DONE)),
            sight=state.sight,
            setup_moves=None,
            memo=fresh_memo(),
        )

    def _pass(self, state: InterleaveState, seat: Seat) -> InterleaveState:
        """Turns: skip the turn; two passes in a row end the game (RULES.md §4 Decision)."""
        if state.setting.mode != TURNS:
            raise IllegalMove(
                "interleave-realtime-pass",
                "There are no turns in realtime mode, so there is no `pass`: write `done` when "
                "you are finished.",
            )
        return InterleaveState(
            setting=state.setting,
            phase=OVER if state.moves[-1][1] == PASS else PLAY,  # the second pass in a row
            black=state.black,
            red=state.red,
            black_seat=state.black_seat,
            moves=(*state.moves, (seat, PASS)),
            sight=state.sight,
            setup_moves=None,
            memo=fresh_memo(),
        )

    # ---- the end -----------------------------------------------------------------------------------

    def group_sizes(self, state: InterleaveState, colour: Colour | str) -> tuple[int, ...]:
        """The sizes of ``colour``'s groups (connected by adjacency), largest first (§4)."""
        if colour == BLACK:
            stones = state.black
        elif colour == RED:
            stones = state.red
        else:
            raise ValueError(f"Interleave has Black and Red stones, not {colour!r}")
        return tuple(group_sizes(state.setting.notation.sight, stones))

    def outcome(self, state: InterleaveState) -> Outcome | None:
        if state.phase != OVER:
            return None
        result: Outcome | None = state.memo[2]
        if result is None:  # the largest groups compared in turn (RULES.md §4 "Winner")
            black, red = self.group_sizes(state, BLACK), self.group_sizes(state, RED)
            result = state.memo[2] = groups_outcome(black, red, state.black_seat)
        return result

    # ---- storage -----------------------------------------------------------------------------------

    def to_json(self, state: InterleaveState) -> dict[str, Any]:
        return state_to_json(self, state)

    def from_json(self, data: Mapping[str, Any]) -> InterleaveState:
        """The state ``to_json`` wrote, rebuilt by replaying its history through ``play``."""
        return state_from_json(self, data)


GAME = Interleave()
