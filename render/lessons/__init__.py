"""The ``/help`` diagrams: one position per game that shows the game's one key idea.

Each lesson is a short move list played through the rules (the position is real, never drawn by
hand), and what the picture points at is worked out from that position with the rules' own
definitions (RULES.md §3–§7): which stone a placement captured and why, which stones a cell sees,
which squares burned and how the scores multiply, which groups have a path, how many groups a
Meuda root sees. If the rules change so that a lesson no longer shows what its words say, building
it raises ``LessonError`` (and the tests fail) instead of drawing a wrong picture.

    >>> from render.lessons import lesson
    >>> diagram = lesson("meuda")          # a render.diagram.Diagram

One module per game's lesson (``meter``, ``interleave``, ``thwart_omega``, ``meridians``,
``meuda``), what they share in ``position``, their English words in ``phrases``.

Every word a lesson draws (heading, caption, tags) comes from a ``Phrases``: ``say(key, **args)``
(``ENGLISH`` here; the bot passes its catalogues' words for Korean and Japanese, ``lesson-`` and
the key in ``bot/cogs/help/locales/``). The arguments are cell names and counts, worked out from
the position, so every language shows the same facts.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import rules
from render.diagram import Diagram
from render.lessons.interleave import interleave
from render.lessons.meridians import meridians_lesson, paths
from render.lessons.meter import meter, nearest_way
from render.lessons.meuda import meuda_lesson
from render.lessons.phrases import ENGLISH, ENGLISH_PHRASES
from render.lessons.position import LessonError, sight_lines
from render.lessons.thwart_omega import thwart_omega_lesson
from render.phrases import Phrases

__all__ = [
    "ENGLISH",
    "ENGLISH_PHRASES",
    "LESSONS",
    "LessonError",
    "Phrases",
    "lesson",
    "nearest_way",
    "paths",
    "sight_lines",
]

LESSONS: dict[str, Callable[[str, Phrases], Diagram]] = {
    "meter": meter,
    "interleave": interleave,
    "thwart-omega": thwart_omega_lesson,
    "meridians": meridians_lesson,
    "meuda": meuda_lesson,
}


def lesson(game_id: str, theme: str = "dark", say: Phrases = ENGLISH) -> Diagram:
    """The diagram that teaches ``game_id``'s key idea (aliases allowed, as ``rules.get_game``)
    in the words of ``say``; built once per game, theme and language."""
    return _lesson(rules.get_game(game_id).id, theme, say)


@lru_cache(maxsize=64)
def _lesson(game_id: str, theme: str, say: Phrases) -> Diagram:
    return LESSONS[game_id](theme, say)
