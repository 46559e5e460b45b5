"""The diagrams' words in the reader's language: ``render.lessons`` asks for each phrase by its
key (``meter-heading``) with the cell names and counts it worked out; this finds it in the help
room's catalogues (``lesson-meter-heading``). The English catalogue says exactly what
``render.lessons.ENGLISH`` says (``tests/bot/test_help_languages.py``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from bot.cogs.common.language import Words

Args = Mapping[str, str | int]

PHRASES: dict[str, Callable[[Words, Args], str]] = {
    "meter-heading": lambda words, a: words("lesson-meter-heading", **a),
    "meter-caption": lambda words, a: words("lesson-meter-caption", **a),
    "meter-edge": lambda words, a: words("lesson-meter-edge", **a),
    "meter-tag-captured": lambda words, a: words("lesson-meter-tag-captured", **a),
    "meter-tag-now": lambda words, a: words("lesson-meter-tag-now", **a),
    "interleave-heading": lambda words, a: words("lesson-interleave-heading", **a),
    "interleave-caption-sight": lambda words, a: words("lesson-interleave-caption-sight", **a),
    "interleave-caption-rule": lambda words, a: words("lesson-interleave-caption-rule", **a),
    "tag-hidden": lambda words, a: words("lesson-tag-hidden", **a),
    "thwart-heading": lambda words, a: words("lesson-thwart-heading", **a),
    "thwart-caption": lambda words, a: words("lesson-thwart-caption", **a),
    "thwart-score": lambda words, a: words("lesson-thwart-score", **a),
    "thwart-tag-burned": lambda words, a: words("lesson-thwart-tag-burned", **a),
    "meridians-heading": lambda words, a: words("lesson-meridians-heading", **a),
    "meridians-caption-path": lambda words, a: words("lesson-meridians-caption-path", **a),
    "meridians-caption-removed": lambda words, a: words("lesson-meridians-caption-removed", **a),
    "meridians-tag-dead": lambda words, a: words("lesson-meridians-tag-dead", **a),
    "meridians-tag-path": lambda words, a: words("lesson-meridians-tag-path", **a),
    "meridians-tag-blocks": lambda words, a: words("lesson-meridians-tag-blocks", **a),
    "meuda-heading": lambda words, a: words("lesson-meuda-heading", **a),
    "meuda-caption-sight": lambda words, a: words("lesson-meuda-caption-sight", **a),
    "meuda-caption-group": lambda words, a: words("lesson-meuda-caption-group", **a),
}


@dataclass(frozen=True, slots=True)
class LessonWords:
    """A ``render.lessons.Phrases`` in one reader's language (hashable: lessons are built once
    per game, theme and language)."""

    words: Words

    def __call__(self, key: str, /, **args: str | int) -> str:
        return PHRASES[key](self.words, args)
