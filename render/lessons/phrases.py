"""The lessons' words in English: every key a lesson asks its ``Phrases`` for (the bot's
catalogues have the same keys, ``lesson-`` and the key, in ``bot/cogs/help/locales/``)."""

from __future__ import annotations

from collections.abc import Callable

from render.phrases import English, Phrases


def _steps(count: int | str) -> str:
    return f"{count} step" if count == 1 else f"{count} steps"


def _more(count: int | str) -> str:
    return "1 more" if count == 1 else f"{count} more"


ENGLISH_PHRASES: dict[str, Callable[..., str]] = {
    "meter-heading": lambda placed, victim: f"White {placed} captures Black {victim}",
    "meter-caption": lambda placed, victim, steps: (
        f"Before {placed}, Black {victim} could step onto the edge ring at once. Now its nearest "
        f"way takes {_steps(steps)} (arrow): its position got worse, so it is captured."
    ),
    "meter-edge": lambda: "Stones on the edge ring are never captured.",
    "meter-tag-captured": lambda cell: f"{cell}: captured",
    "meter-tag-now": lambda steps: f"now {_steps(steps)}",
    "interleave-heading": lambda target, black, red: (
        f"Red may place on {target}: it sees {black} Black, {red} Red"
    ),
    "interleave-caption-sight": lambda hidden, front: (
        "Look along the six lines from a cell and take the first stone on each: "
        f"{hidden} is hidden behind {front}."
    ),
    "interleave-caption-rule": lambda: (
        "Place only where you see more enemy stones than your own: here Red may, Black may not."
    ),
    "tag-hidden": lambda cell: f"{cell}: hidden",
    "thwart-heading": lambda cell: f"{cell} burned: Black and White on one square",
    "thwart-caption": lambda cell: (
        f"Two stones of one colour on a square make a double ({cell} counts 2). "
        "Your score is the product of your colour's group sizes (the numbers):"
    ),
    "thwart-score": lambda colour, calculation: (
        f"{'Black' if colour == 'black' else 'White'} {calculation}"
    ),
    "thwart-tag-burned": lambda: "burned",
    "meridians-heading": lambda cell: f"Light {cell} has no path, so it is dead",
    "meridians-caption-path": lambda first, last, blocker, lone: (
        "A path is a straight line of empty points between two of your groups: "
        f"{first}–{last} has one. Dark {blocker} blocks {lone}'s line."
    ),
    "meridians-caption-removed": lambda cell: (
        f"{cell} (crossed) is removed after Light's next move."
    ),
    "meridians-tag-dead": lambda cell: f"{cell}: dead",
    "meridians-tag-path": lambda: "path",
    "meridians-tag-blocks": lambda cell: f"{cell} blocks",
    "meuda-heading": lambda root, n: f"Root {root} sees {n} Black groups, so N = {n}",
    "meuda-caption-sight": lambda front, behind, blocker, hidden: (
        f"Only enemy stones block sight: {front} does not hide {behind}; "
        f"White {blocker} hides {hidden}."
    ),
    "meuda-caption-group": lambda n, root, more: (
        f"This turn's new group has N = {n} stones: {root} and {_more(more)} "
        "touching it (dots) and none of your others."
    ),
}


ENGLISH: Phrases = English(ENGLISH_PHRASES, "lessons")
