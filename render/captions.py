"""The words of the board pictures and their alt text: every header, last-move line, footer
and alt-text sentence that ``render.games`` and ``render.describe`` write, asked for by key.

``ENGLISH`` is the default (the golden images' words); the bot passes its catalogues' words
(``board-`` and the key in ``bot/cogs/common/locales/``) for Korean and Japanese. Cell names,
moves as typed (``b c3 w e5``) and the players' names are never translated.
"""

from __future__ import annotations

from collections.abc import Callable

from render.phrases import English, Phrases

REASONS = {
    "board-full": "the board is full",
    "move-limit": "the move limit was reached",
    "groups": "on group sizes",
    "score": "on score",
    "group-sizes": "on group sizes (tie on score)",
    "tie-seat0": "by the tiebreak option",
    "tie-seat1": "by the tiebreak option",
    "no-stones": "the other side has no stones left",
}


def _wins(player: str, reason: str) -> str:
    why = REASONS.get(reason, "")
    return f"{player} wins" + (f" ({why})." if why else ".")


ENGLISH_CAPTIONS: dict[str, Callable[..., str]] = {
    # the header and the footer of every game
    "colour": lambda colour: str(colour).capitalize(),
    "player": lambda number: f"Player {number}",
    "labelled": lambda name, colour: f"{name} ({colour})",
    "title-size": lambda title, size: f"{title} · size {size}",
    "game-over": lambda: "Game over",
    "both-may-move": lambda: "Both players may move",
    "nobody-can-move": lambda: "Nobody can move",
    "to-move": lambda player: f"{player} to move",
    "wins": _wins,
    "tie-replay": lambda: "A complete tie: the game will be replayed.",
    "draw-move-limit": lambda: "Draw: the move limit was reached.",
    "draw": lambda: "Draw.",
    "removed-count": lambda count: f"; removed {count} stones",
    "removed-cells": lambda cells: f"; removed {cells}",
    "last-move": lambda player, move, removed: f"Last move: {player} {move}{removed}",
    "last-move-chose": lambda player, colour, removed: (
        f"Last move: {player} chose {colour}{removed}"
    ),
    "last-move-placed": lambda player, move, removed: f"Last move: {player} placed {move}{removed}",
    "pie-stone": lambda player, colour, move: (
        f"Last move: {player} placed the {colour} pie stone {move}"
    ),
    "sizes": lambda colour, sizes: f"{colour} {sizes}",
    "sizes-none": lambda colour: f"{colour} none",
    "groups-now": lambda sizes: f"Groups now: {sizes}",
    "group-sizes-now": lambda sizes: f"Group sizes now: {sizes}",
    # one game's own lines
    "meter-swap": lambda player: f"{player} to move: place a stone or swap",
    "interleave-setup": lambda player: f"{player} sets up: any stones of both colours, then done",
    "interleave-choice": lambda player: f"{player} chooses a colour: black or red",
    "interleave-both-done": lambda player: f"Both players may place ({player} is done)",
    "interleave-both": lambda: "Both players may place",
    "interleave-only": lambda player: f"Only {player} can still place",
    "meridians-pie": lambda player: (
        f"{player} places the first stones: one Light, then one Dark (pie)"
    ),
    "meridians-choice": lambda player: f"{player} chooses a colour: light or dark",
    "meridians-dead": lambda: (
        "Crossed stones belong to dead groups: they are removed after their owner's next move."
    ),
    "meuda-pie": lambda player: f"{player} places the pie stones: one Black, then one White",
    "meuda-choice": lambda player: f"{player} chooses a colour: black or white",
    "meuda-stone": lambda player, stone, size: (
        f"{player} to move: stone {stone} of a new group of {size}"
    ),
    "thwart-round": lambda number, first, second, removed: (
        f"Round {number}: {first} · {second}{removed}"
    ),
    "thwart-next": lambda number: f"Round {number}, both to move",
    "thwart-scores": lambda black, white: f"Black {black} · White {white}",
    # the alt text
    "alt-square-board": lambda files, ranks: f"{files} × {ranks} square board",
    "alt-hexhex-board": lambda side, cells: f"hexhex board of side {side} ({cells} cells)",
    "alt-hex-board": lambda base, points: f"hexagonal board of base {base} ({points} points)",
    "alt-board": lambda cells: f"board of {cells} cells",
    "alt-title": lambda title, board: f"{title}, {board}.",
    "alt-plays": lambda player, colour: f"{player} plays {colour}",
    "alt-players": lambda first, second: f"{first}; {second}",
    "alt-stop": lambda: ".",
    "alt-count": lambda colour, count: f"{colour} {count}",
    "alt-burned": lambda count: f"burned squares {count}",
    "alt-stones": lambda stones: f"Stones on the board: {stones}.",
    "alt-no-stones": lambda: "Stones on the board: none.",
    "alt-dead": lambda cells: f"Dead, to be removed: {cells}.",
}

ENGLISH: Phrases = English(ENGLISH_CAPTIONS, "captions")
