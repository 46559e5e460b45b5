"""Board images for Stone Arena: PNG pictures, alt texts and GIF replays of rules states.

>>> import rules, render
>>> game = rules.get_game("meuda")
>>> png = render.board_png(game, game.new_state(), names=("Alice", "Bob"))

Pure functions of their arguments: the same input gives the same bytes. ``render`` reads states
only through the rules interface (RULES.md §8 and the extras on ``rules.game.Game``); the drawing
itself works on a ``BoardView`` (``render.view``), which tests can also build by hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from render import captions, diagram
from render.describe import describe
from render.draw import DEFAULT_WIDTH, png
from render.games import view_of
from render.games.common import AnyGame, Names, check_names
from render.gif import GIF_WIDTH, replay_within
from render.lessons import ENGLISH, lesson
from render.phrases import Phrases
from render.view import BoardView, Player, Style
from rules import get_game

__all__ = [
    "BoardView",
    "Phrases",
    "Player",
    "Style",
    "alt_text",
    "board_png",
    "ended",
    "lesson_alt",
    "lesson_png",
    "replay_gif",
    "view_of",
]


def _game(game: AnyGame | str) -> AnyGame:
    return get_game(game) if isinstance(game, str) else game


def board_png(
    game: AnyGame | str,
    state: object,
    *,
    previous: object | None = None,
    names: Names = ("", ""),
    theme: str = "dark",
    width: int = DEFAULT_WIDTH,
    say: Phrases = captions.ENGLISH,
) -> bytes:
    """The PNG of ``state``: whose turn, players, the board with the last move marked (and the
    stones it removed as ghosts, when ``previous`` is the state before it), result and score,
    in the words of ``say`` (``render.captions``)."""
    view = view_of(_game(game), state, previous=previous, names=names, theme=theme, say=say)
    return png(view, width)


def alt_text(
    game: AnyGame | str,
    state: object,
    *,
    previous: object | None = None,
    names: Names = ("", ""),
    say: Phrases = captions.ENGLISH,
) -> str:
    """A description of the same image for screen readers (at most 1,000 characters)."""
    view = view_of(_game(game), state, previous=previous, names=names, say=say)
    return describe(view, say)


def replay_gif(
    game: AnyGame | str,
    states: Sequence[object],
    *,
    names: Names = ("", ""),
    theme: str = "dark",
    width: int = GIF_WIDTH,
    result: str = "",
    say: Phrases = captions.ENGLISH,
) -> bytes:
    """An animated GIF of a game: one frame per state in ``states`` (from the first position to
    the last), the last frame held longer; always under Discord's 8 MiB (``render.gif``).

    ``result`` ("Ann wins by resignation."): how the match ended, for a game that ended off the
    board (resignation, time, agreement), whose last state shows no result of its own; the last
    frame then says "Game over" with it, so the replay ends on the result whatever ended it."""
    g = _game(game)
    names = check_names(names)
    views = [
        view_of(g, state, previous=states[i - 1] if i else None, names=names, theme=theme, say=say)
        for i, state in enumerate(states)
    ]
    if result and not views[-1].finished:
        views[-1] = ended(views[-1], result, say)
    return replay_within(views, width)


def ended(view: BoardView, result: str, say: Phrases = captions.ENGLISH) -> BoardView:
    """``view`` as the end of the game, ``result`` its first footer line: nobody to move."""
    a, b = view.players
    return replace(
        view,
        players=(replace(a, to_move=False), replace(b, to_move=False)),
        status=say("game-over"),
        footer=(result, *view.footer),
        finished=True,
    )


def lesson_png(
    game: AnyGame | str,
    *,
    theme: str = "dark",
    width: int = DEFAULT_WIDTH,
    say: Phrases = ENGLISH,
) -> bytes:
    """The ``/help`` diagram of ``game``: a real position that shows the game's key idea, with
    arrows, marks and labels (``render.lessons``) in the words of ``say``, drawn ``width`` px
    wide."""
    return diagram.png(lesson(_game(game).id, theme, say), width)


def lesson_alt(game: AnyGame | str, *, say: Phrases = ENGLISH) -> str:
    """The alt text of ``lesson_png`` (at most 1,000 characters)."""
    return diagram.alt_text(lesson(_game(game).id, say=say))
