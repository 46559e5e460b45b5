"""The words the post-game review's pictures draw (the chances graph's legend and axis, the
"better" tag of a swing's board) and the graph's alt text, asked for by key; ``ENGLISH`` by
default, the bot's catalogues (``board-`` and the key) for Korean and Japanese. The graph's
title and a swing's heading and caption come from the review's own text."""

from __future__ import annotations

from collections.abc import Callable

from render.phrases import English, Phrases

ENGLISH_REVIEW: dict[str, Callable[..., str]] = {
    "player": lambda number: f"Player {number}",
    "graph-legend": lambda first, second: (
        f"Winning chances · up: {first} ahead · down: {second} ahead"
    ),
    "graph-axis": lambda unit: (
        f"{'Rounds' if unit == 'round' else 'Moves'} →   ?! inaccuracy · ? mistake · ?? blunder"
    ),
    "graph-alt-empty": lambda title, unit: f"{title}: a graph of winning chances with no {unit}s.",
    "graph-alt-summary": lambda title, first, second, count, unit, start, start_at, end, end_at: (
        f"{title}: {first}'s winning chance after each of {count} {unit}s, "
        f"from {start} after {unit} {start_at} to {end} after "
        f"{unit} {end_at} (100% means {first} wins, 0% {second})."
    ),
    "graph-alt-swing": lambda unit, at, before, after: f"{unit} {at} ({before} to {after})",
    "graph-alt-swings": lambda swings: f"Largest swings: {swings}.",
    "graph-alt-marks": lambda kind, mark, unit, at: (
        f"{str(kind).capitalize()} ({mark}) at {unit}s {at}."
    ),
    "review-better": lambda: "better",
}

ENGLISH: Phrases = English(ENGLISH_REVIEW, "review")
