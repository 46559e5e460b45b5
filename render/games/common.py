"""What every adapter does the same way: read a state through the public interface (RULES.md §8
plus ``Game.geometry``/``history``), compare it with the previous state, and word the header and
footer.

Each game's own adapter calls that game's extras directly (``rules.meridians.dead_groups``,
``rules.thwart_omega.last_round``, ``rules.meuda.GAME.turn_in_progress``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from render.captions import ENGLISH
from render.phrases import Phrases
from render.view import BoardView, Player, Style, contents_from
from rules.game import Game
from rules.geometry import Board
from rules.outcome import Outcome

AnyGame = Game[Any]
Names = tuple[str, str]

NAME_IN_TEXT = 32  # a name inside a sentence (status, last move, result) is cut to this length
MAX_LISTED = 8  # removed stones named one by one in the last-move line, at most
COLOUR_WORDS = frozenset({"black", "white", "red", "light", "dark"})


@dataclass(frozen=True, slots=True)
class Reading:
    """One state read once through the public interface."""

    game: AnyGame
    state: Any
    board: Board
    contents: tuple[str, ...]
    history: tuple[tuple[int, str], ...]
    outcome: Outcome | None
    to_act: tuple[int, ...]
    colours: tuple[str, str]  # the colour each seat holds now ("black", ...)


def read(game: AnyGame, state: object) -> Reading:
    """Read ``state`` of ``game``."""
    board = game.geometry(state)
    return Reading(
        game=game,
        state=state,
        board=board,
        contents=contents_from(board, game.board(state)),
        history=tuple(game.history(state)),
        outcome=game.outcome(state),
        to_act=tuple(game.seats_to_act(state)),
        colours=(str(game.colour_of(state, 0).value), str(game.colour_of(state, 1).value)),
    )


def read_previous(game: AnyGame, now: Reading, previous: object | None) -> Reading | None:
    """The previous state read, after checking it is a position of the same board."""
    if previous is None:
        return None
    before = read(game, previous)
    if before.board is not now.board:
        raise ValueError("previous is a position on a different board than state")
    return before


def check_names(names: object) -> Names:
    """``names`` as a pair of strings; ``ValueError`` otherwise."""
    if (
        not isinstance(names, tuple | list)
        or len(names) != 2
        or not all(isinstance(n, str) for n in names)
    ):
        raise ValueError(f"names must be two strings (seat 0's, seat 1's), not {names!r}")
    return (names[0], names[1])


def short(name: str) -> str:
    """``name`` cut for use inside a sentence."""
    name = " ".join(name.split())
    return name if len(name) <= NAME_IN_TEXT else name[: NAME_IN_TEXT - 1] + "…"


def label(reading: Reading, names: Names, seat: int, say: Phrases = ENGLISH) -> str:
    """``Alice (Black)``, or just ``Black`` when the seat has no name."""
    colour = say("colour", colour=reading.colours[seat])
    name = short(names[seat])
    return say("labelled", name=name, colour=colour) if name else colour


def players(reading: Reading, names: Names, say: Phrases = ENGLISH) -> tuple[Player, Player]:
    def player(seat: int) -> Player:
        colour = reading.colours[seat]
        return Player(
            names[seat],
            colour,
            seat in reading.to_act,
            colour_word=say("colour", colour=colour),
            placeholder=say("player", number=seat + 1),
        )

    return (player(0), player(1))


def move_cells(board: Board, move: str) -> list[int]:
    """The cells named in a canonical move (``d4``, ``black d4``, ``b c3 w e5``)."""
    cells = (board.parse(word) for word in move.split())
    return [cell for cell in cells if cell is not None]


def ghosts(now: Reading, before: Reading | None) -> tuple[tuple[int, str], ...]:
    """Stones that were on the board before the last move and are gone now."""
    if before is None:
        return ()
    return tuple(
        (cell, code)
        for cell, (code, current) in enumerate(zip(before.contents, now.contents, strict=True))
        if code and code != "X" and not current
    )


def changed(now: Reading, before: Reading | None) -> set[int]:
    """Cells whose content changed to something (placed, doubled, burned) since ``before``."""
    if before is None:
        return set()
    return {
        cell
        for cell, (code, current) in enumerate(zip(before.contents, now.contents, strict=True))
        if current and current != code
    }


def names_of(board: Board, cells: Sequence[int]) -> str:
    return ", ".join(board.names[c] for c in sorted(cells))


def removed_text(board: Board, gone: Sequence[tuple[int, str]], say: Phrases = ENGLISH) -> str:
    """``; removed c3, c4`` for the ghosts (only the count when there are many), or nothing."""
    if not gone:
        return ""
    if len(gone) > MAX_LISTED:
        return say("removed-count", count=len(gone))
    return say("removed-cells", cells=names_of(board, [c for c, _ in gone]))


def result_lines(reading: Reading, names: Names, say: Phrases = ENGLISH) -> tuple[str, ...]:
    """The footer of a finished game: who won and why, then the score calculation."""
    outcome = reading.outcome
    if outcome is None:
        return ()
    if outcome.winner is not None:
        first = say(
            "wins", player=label(reading, names, outcome.winner, say), reason=outcome.reason
        )
    elif outcome.reason == "tie-replay":
        first = say("tie-replay")
    elif outcome.reason == "move-limit":
        first = say("draw-move-limit")
    else:
        first = say("draw")
    details = [line.strip() for line in outcome.details.split("\n") if line.strip()]
    return (first, *details)


def status(reading: Reading, names: Names, say: Phrases = ENGLISH) -> str:
    """Whose turn it is, in words."""
    if reading.outcome is not None:
        return say("game-over")
    if len(reading.to_act) == 2:
        return say("both-may-move")
    if len(reading.to_act) == 1:
        return say("to-move", player=label(reading, names, reading.to_act[0], say))
    return say("nobody-can-move")


def player_name(names: Names, seat: int, say: Phrases = ENGLISH) -> str:
    """The seat's name for a sentence, or ``Player 1``/``Player 2``."""
    return short(names[seat]) or say("player", number=seat + 1)


def last_move_cells(reading: Reading) -> set[int]:
    """The cells named by the last move (empty before the first move)."""
    return set(move_cells(reading.board, reading.history[-1][1])) if reading.history else set()


def sizes_line(
    reading: Reading, heading: str, colours: tuple[str, str], say: Phrases = ENGLISH
) -> str:
    """``Groups now: Black 3, 2 · Red 4`` from the game's own group sizes (``heading``: the
    phrase key, ``groups-now`` or ``group-sizes-now``)."""
    parts = []
    for colour in colours:
        sizes = ", ".join(str(s) for s in reading.game.group_sizes(reading.state, colour))
        word = say("colour", colour=colour)
        parts.append(
            say("sizes", colour=word, sizes=sizes) if sizes else say("sizes-none", colour=word)
        )
    return say(heading, sizes=" · ".join(parts))


def pie_stone_text(
    reading: Reading, names: Names, colours: tuple[str, str], say: Phrases = ENGLISH
) -> str | None:
    """The last move told as a two-stone pie's stone (RULES.md §2: seat 0 places one stone of
    each colour, in the order of ``colours``), if one of the first two moves was the last."""
    if len(reading.history) not in (1, 2):
        return None
    index = len(reading.history) - 1
    seat, move = reading.history[index]
    return say(
        "pie-stone",
        player=player_name(names, seat, say),
        colour=say("colour", colour=colours[index]),
        move=move,
    )


def last_move_text(
    reading: Reading, names: Names, gone: Sequence[tuple[int, str]], say: Phrases = ENGLISH
) -> str:
    """``Last move: Alice (Black) d4; removed c3`` for the last entry of the history.

    Pie moves name the colour themselves (``black d4`` in Interleave's setup, ``red`` for the
    choice), so those are told with the player's name alone.
    """
    if not reading.history:
        return ""
    seat, move = reading.history[-1]
    removed = removed_text(reading.board, gone, say)
    words = move.split()
    if words and words[0] in COLOUR_WORDS:
        who = player_name(names, seat, say)
        if len(words) == 1:
            colour = say("colour", colour=words[0])
            return say("last-move-chose", player=who, colour=colour, removed=removed)
        return say("last-move-placed", player=who, move=move, removed=removed)
    return say("last-move", player=label(reading, names, seat, say), move=move, removed=removed)


def title(reading: Reading, say: Phrases = ENGLISH) -> str:
    """``Meuda · size 9`` and the like."""
    options = reading.game.options_of(reading.state)
    size = options.get("size")
    game = reading.game.title
    return say("title-size", title=game, size=size) if size is not None else game


def build(
    reading: Reading,
    before: Reading | None,
    names: Names,
    theme: str,
    *,
    style: Style,
    last_move: set[int],
    status_text: str,
    footer: Sequence[str] = (),
    dead: set[int] | frozenset[int] = frozenset(),
    rings: bool = False,
    last_text: str | None = None,
    say: Phrases = ENGLISH,
) -> BoardView:
    """The view, with the parts every game shares filled in (in the words of ``say``)."""
    gone = ghosts(reading, before)
    return BoardView(
        title=title(reading, say),
        board=reading.board,
        style=style,
        contents=reading.contents,
        players=players(reading, names, say),
        status=status_text,
        last_move=frozenset(last_move | changed(reading, before)),
        ghosts=gone,
        dead=frozenset(dead),
        rings=rings,
        last_move_text=(
            last_move_text(reading, names, gone, say) if last_text is None else last_text
        ),
        footer=(*result_lines(reading, names, say), *footer),
        theme=theme,
        finished=reading.outcome is not None,
    )
