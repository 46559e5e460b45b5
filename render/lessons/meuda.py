"""The Meuda lesson: a new group of N stones (RULES.md §7)."""

from __future__ import annotations

from render.diagram import Arrow, Diagram, End, Tag
from render.games import view_of
from render.lessons.phrases import ENGLISH
from render.lessons.position import bare, cell_named, check, play_through, stones_on
from render.phrases import Phrases
from rules import meuda as meuda_rules
from rules.geometry import groups

MEUDA_MOVES = [
    (0, "c5"),
    (0, "e4"),
    (1, "white"),
    (0, "c1"),
    (1, "g4"),
    (0, "e6"),
    (1, "a1"),
    (1, "b1"),
    (0, "e2"),
    (1, "d3"),
]
MEUDA_ROOT = "g2"


def meuda_lesson(theme: str = "dark", say: Phrases = ENGLISH) -> Diagram:
    """A root that sees two Black groups (through a Black stone, which does not block) and whose
    third line is blocked by White: N = 2, so this turn's new group has 2 stones."""
    game = meuda_rules.GAME
    before = play_through(game, {"size": 4}, MEUDA_MOVES)[-1]
    seat = game.seat_of(before, "black")
    state = game.play(before, seat, MEUDA_ROOT)
    board = game.geometry(state)
    root = cell_named(board, MEUDA_ROOT)
    stones = stones_on(game, state)
    black = {c for c, code in stones.items() if code == "B" and c != root}
    group_of = {c: i for i, g in enumerate(groups(board, frozenset(black))) for c in g}
    arrows: list[Arrow] = []
    seen_groups: set[int] = set()
    hidden: list[int] = []
    through: list[tuple[int, int]] = []  # (front stone, stone of another group behind it)
    for ray in board.rays[root]:
        line, blocked = [root], False
        for c in ray:
            line.append(c)
            if c in stones and stones[c] != "B":
                blocked = True
                break
        friends = [c for c in line[1:] if c in black]
        if blocked:
            beyond = [c for c in ray[len(line) - 1 :] if c in stones]
            if beyond and beyond[0] in black:
                arrows.append(Arrow(tuple(line), End.BAR))
                hidden.append(beyond[0])
        elif friends:
            arrows.append(Arrow(tuple(line[: line.index(friends[-1]) + 1]), End.HEAD))
            seen_groups.update(group_of[c] for c in friends)
            later = [c for c in friends if group_of[c] != group_of[friends[0]]]
            if later:
                through.append((friends[0], later[0]))
    n = game.turn_target(state)
    check(n == len(seen_groups) == 2, "the Meuda lesson's root should see two groups")
    check(len(hidden) == 1, "the Meuda lesson shows one line blocked by White")
    check(len(through) == 1, "the Meuda lesson shows one line through a Black stone")
    branches = frozenset(cell_named(board, m) for m in game.legal_moves(state, seat))
    names = board.names
    view = bare(view_of(game, state, theme=theme))
    front, behind = through[0]
    blocker = next(a.cells[-1] for a in arrows if a.end is End.BAR)
    return Diagram(
        view=view,
        heading=say("meuda-heading", root=names[root], n=n),
        caption=(
            say(
                "meuda-caption-sight",
                front=names[front],
                behind=names[behind],
                blocker=names[blocker],
                hidden=names[hidden[0]],
            ),
            say("meuda-caption-group", n=n, root=names[root], more=n - 1),
        ),
        arrows=tuple(arrows),
        dots=branches,
        tags=(Tag(hidden[0], say("tag-hidden", cell=names[hidden[0]]), "ne"),),
    )
