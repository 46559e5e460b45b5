"""The Thwart Omega lesson: a burn and the product (RULES.md §3)."""

from __future__ import annotations

from collections.abc import Sequence

import rules
from render.diagram import Diagram, Tag
from render.games import view_of
from render.lessons.phrases import ENGLISH
from render.lessons.position import bare, check, stones_on
from render.phrases import Phrases
from rules import thwart_omega
from rules.geometry import groups


def thwart_omega_lesson(theme: str = "dark", say: Phrases = ENGLISH) -> Diagram:
    """Four rounds: a double Black stone, then (last round) a square burned by a Black and a
    White stone on it; each group's size and the products of both colours."""
    game = rules.get_game("thwart-omega")
    rounds = [
        ("b c3 w e4", "b c4 w e5"),
        ("b d4 w b4", "b d4 w e3"),
        ("b f6 w a1", "b f7 w a2"),
        ("b g2 w f4", "b f4 w b5"),
    ]
    states = [game.new_state()]
    for first, second in rounds:
        states.append(game.play_round(states[-1], {0: first, 1: second}))
    before, after = states[-2], states[-1]
    board = game.geometry(after)
    stones = stones_on(game, after)
    burned = sorted(c for c, code in stones.items() if code == "X")
    doubles = sorted(c for c, code in stones.items() if len(code) == 2)
    check(len(burned) == 1 and len(doubles) == 1, "the Thwart Omega lesson: one burn, one double")
    check(burned[0] not in stones_on(game, before), "the burn should be the last round's")
    tags = [Tag(burned[0], say("thwart-tag-burned"), "s")]
    calculations = []
    for colour, code in (("black", "B"), ("white", "W")):
        cells = {c for c, content in stones.items() if content.startswith(code)}
        found = sorted(groups(board, frozenset(cells)), key=lambda g: (-_size(g, stones), g))
        sizes = [_size(g, stones) for g in found]
        check(
            sizes == thwart_omega.group_sizes(after, colour),
            "the Thwart Omega lesson's groups do not match the rules",
        )
        for group in found:
            top = min(group, key=lambda c: (-board.coords[c][0], board.coords[c][1]))
            tags.append(Tag(top, str(_size(group, stones)), "nw", snug=True))
        calculations.append(
            say("thwart-score", colour=colour, calculation=thwart_omega.calculation(sizes))
        )
    names = board.names
    view = bare(view_of(game, after, previous=before, theme=theme))
    return Diagram(
        view=view,
        heading=say("thwart-heading", cell=names[burned[0]]),
        caption=(
            say("thwart-caption", cell=names[doubles[0]]),
            " · ".join(calculations),
        ),
        tags=tuple(tags),
    )


def _size(group: Sequence[int], stones: dict[int, str]) -> int:
    return sum(len(stones[c]) for c in group)
