"""The Meridians lesson: paths (RULES.md §5)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

import rules
from render.diagram import Arrow, Diagram, End, Tag
from render.games import view_of
from render.lessons.phrases import ENGLISH
from render.lessons.position import (
    alternate,
    bare,
    cell_named,
    check,
    play_through,
    sight_lines,
    stones_on,
)
from render.phrases import Phrases
from rules.geometry import Board


def paths(
    board: Board, stones: Mapping[int, str], group_of: Mapping[int, Hashable]
) -> list[tuple[int, ...]]:
    """Every path once: a straight line of one or more empty points between stones of one colour
    in different groups (RULES.md §5), as the cells from one stone to the other (``group_of``:
    any label of each stone's group)."""
    found = []
    for cell in sorted(stones):
        for line in sight_lines(board, stones, cell):
            end = line[-1]
            if (
                len(line) > 2
                and end in stones
                and end > cell
                and stones[end] == stones[cell]
                and group_of[end] != group_of[cell]
            ):
                found.append(line)
    return found


def meridians_lesson(theme: str = "dark", say: Phrases = ENGLISH) -> Diagram:
    """RULES.md §9 case M2: Light g7 and g10 have a path; Dark g5 blocks g3's line, so g3 is
    dead (crossed) and is removed after Light's next move."""
    game = rules.get_game("meridians")
    moves = ["g3", "c5", "g7", "a5", "g10", "g5"]
    state = play_through(game, {"size": 6}, alternate(moves))[-1]
    board = game.geometry(state)
    stones = stones_on(game, state)
    group_of: dict[int, tuple[str, int]] = {}
    for colour in ("light", "dark"):
        for number, group in enumerate(rules.meridians.groups(state, colour)):
            for name in group:
                group_of[cell_named(board, name)] = (colour, number)
    found = paths(board, stones, group_of)
    with_path = {c for line in found for c in (line[0], line[-1])}
    dead = [[cell_named(board, n) for n in g] for g in rules.meridians.dead_groups(state)]
    check(
        sorted(c for g in dead for c in g) == sorted(set(stones) - with_path),
        "the Meridians lesson's paths do not match the rules' dead groups",
    )
    check(len(dead) == 1 and len(dead[0]) == 1, "the Meridians lesson shows one dead stone")
    lone = dead[0][0]
    blocked = [
        line
        for line in sight_lines(board, stones, lone)
        if line[-1] in stones
        and stones[line[-1]] != stones[lone]
        and _behind_is_friend(board, stones, lone, line)
    ]
    check(len(blocked) == 1, "the Meridians lesson shows one blocked line")
    names = board.names
    light_paths = [line for line in found if stones[line[0]] == "L"]
    view = bare(view_of(game, state, theme=theme))
    blocker = blocked[0][-1]
    first = light_paths[0]
    return Diagram(
        view=view,
        heading=say("meridians-heading", cell=names[lone]),
        caption=(
            say(
                "meridians-caption-path",
                first=names[first[0]],
                last=names[first[-1]],
                blocker=names[blocker],
                lone=names[lone],
            ),
            say("meridians-caption-removed", cell=names[lone]),
        ),
        arrows=(
            *(Arrow(line, End.NONE) for line in light_paths),
            Arrow(blocked[0], End.BAR),
        ),
        tags=(
            Tag(lone, say("meridians-tag-dead", cell=names[lone]), "s"),
            Tag(first[len(first) // 2], say("meridians-tag-path"), "n"),
            Tag(blocker, say("meridians-tag-blocks", cell=names[blocker]), "n"),
        ),
    )


def _behind_is_friend(
    board: Board, stones: dict[int, str], start: int, line: Sequence[int]
) -> bool:
    """Whether the line from ``start`` through its first stone reaches a friendly stone later."""
    for ray in board.rays[start]:
        if ray and ray[0] == line[1]:
            rest = [c for c in ray[len(line) - 1 :] if c in stones]
            return bool(rest) and stones[rest[0]] == stones[start]
    return False
