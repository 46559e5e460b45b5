"""The board pictures' words in the reader's language: ``render.captions`` asks for each phrase
by its key (``to-move``) with the names, cells and counts it worked out; this finds it in the
catalogues (``board-to-move`` in ``bot/cogs/common/locales/``; the colours are ``colour-name``), and
the same for the review's pictures (``render.review.captions``). The English catalogue says
exactly what ``render.captions.ENGLISH`` and ``render.review.captions.ENGLISH`` say
(``tests/bot/test_board_languages.py``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from bot.cogs.common.language import ENGLISH_WORDS, Words

Args = Mapping[str, str | int]

PHRASES: dict[str, Callable[[Words, Args], str]] = {
    "colour": lambda words, a: words("colour-name", **a),
    "player": lambda words, a: words("board-player", **a),
    "labelled": lambda words, a: words("board-labelled", **a),
    "title-size": lambda words, a: words("board-title-size", **a),
    "game-over": lambda words, a: words("board-game-over", **a),
    "both-may-move": lambda words, a: words("board-both-may-move", **a),
    "nobody-can-move": lambda words, a: words("board-nobody-can-move", **a),
    "to-move": lambda words, a: words("board-to-move", **a),
    "wins": lambda words, a: words("board-wins", **a),
    "tie-replay": lambda words, a: words("board-tie-replay", **a),
    "draw-move-limit": lambda words, a: words("board-draw-move-limit", **a),
    "draw": lambda words, a: words("board-draw", **a),
    "removed-count": lambda words, a: words("board-removed-count", **a),
    "removed-cells": lambda words, a: words("board-removed-cells", **a),
    "last-move": lambda words, a: words("board-last-move", **a),
    "last-move-chose": lambda words, a: words("board-last-move-chose", **a),
    "last-move-placed": lambda words, a: words("board-last-move-placed", **a),
    "pie-stone": lambda words, a: words("board-pie-stone", **a),
    "sizes": lambda words, a: words("board-sizes", **a),
    "sizes-none": lambda words, a: words("board-sizes-none", **a),
    "groups-now": lambda words, a: words("board-groups-now", **a),
    "group-sizes-now": lambda words, a: words("board-group-sizes-now", **a),
    "meter-swap": lambda words, a: words("board-meter-swap", **a),
    "interleave-setup": lambda words, a: words("board-interleave-setup", **a),
    "interleave-choice": lambda words, a: words("board-interleave-choice", **a),
    "interleave-both-done": lambda words, a: words("board-interleave-both-done", **a),
    "interleave-both": lambda words, a: words("board-interleave-both", **a),
    "interleave-only": lambda words, a: words("board-interleave-only", **a),
    "meridians-pie": lambda words, a: words("board-meridians-pie", **a),
    "meridians-choice": lambda words, a: words("board-meridians-choice", **a),
    "meridians-dead": lambda words, a: words("board-meridians-dead", **a),
    "meuda-pie": lambda words, a: words("board-meuda-pie", **a),
    "meuda-choice": lambda words, a: words("board-meuda-choice", **a),
    "meuda-stone": lambda words, a: words("board-meuda-stone", **a),
    "thwart-round": lambda words, a: words("board-thwart-round", **a),
    "thwart-next": lambda words, a: words("board-thwart-next", **a),
    "thwart-scores": lambda words, a: words("board-thwart-scores", **a),
    "alt-square-board": lambda words, a: words("board-alt-square-board", **a),
    "alt-hexhex-board": lambda words, a: words("board-alt-hexhex-board", **a),
    "alt-hex-board": lambda words, a: words("board-alt-hex-board", **a),
    "alt-board": lambda words, a: words("board-alt-board", **a),
    "alt-title": lambda words, a: words("board-alt-title", **a),
    "alt-plays": lambda words, a: words("board-alt-plays", **a),
    "alt-players": lambda words, a: words("board-alt-players", **a),
    "alt-stop": lambda words, a: words("board-alt-stop", **a),
    "alt-count": lambda words, a: words("board-alt-count", **a),
    "alt-burned": lambda words, a: words("board-alt-burned", **a),
    "alt-stones": lambda words, a: words("board-alt-stones", **a),
    "alt-no-stones": lambda words, a: words("board-alt-no-stones", **a),
    "alt-dead": lambda words, a: words("board-alt-dead", **a),
    # the review's pictures (render.review.captions)
    "graph-legend": lambda words, a: words("board-graph-legend", **a),
    "graph-axis": lambda words, a: words("board-graph-axis", **a),
    "graph-alt-empty": lambda words, a: words("board-graph-alt-empty", **a),
    "graph-alt-summary": lambda words, a: words("board-graph-alt-summary", **a),
    "graph-alt-swing": lambda words, a: words("board-graph-alt-swing", **a),
    "graph-alt-swings": lambda words, a: words("board-graph-alt-swings", **a),
    "graph-alt-marks": lambda words, a: words("board-graph-alt-marks", **a),
    "review-better": lambda words, a: words("board-review-better", **a),
}


@dataclass(frozen=True, slots=True)
class BoardWords:
    """A ``render.Phrases`` for board pictures in one reader's language (hashable: pictures
    are cached per language)."""

    words: Words = ENGLISH_WORDS

    def __call__(self, key: str, /, **args: str | int) -> str:
        return PHRASES[key](self.words, args)


ENGLISH_BOARD_WORDS = BoardWords()
