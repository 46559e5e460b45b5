"""The ``/help`` diagrams: one position per game that shows the game's one key idea.

Each lesson is a short move list played through the rules (the position is real, never drawn by
hand), and what the picture points at is worked out from that position with the rules' own
definitions (RULES.md §3–§7): which stone a placement captured and why, which stones a cell sees,
which squares burned and how the scores multiply, which groups have a path, how many groups a
Meuda root sees. If the rules change so that a lesson no longer shows what its words say, building
it raises ``LessonError`` (and the tests fail) instead of drawing a wrong picture.

    >>> from render.lessons import lesson
    >>> diagram = lesson("meuda")          # a render.diagram.Diagram

Every word a lesson draws (heading, caption, tags) comes from a ``Phrases``: ``say(key, **args)``
(``ENGLISH`` here; the bot passes its catalogues' words for Korean and Japanese, ``lesson-`` and
the key in ``bot/cogs/help/locales/``). The arguments are cell names and counts, worked out from
the position, so every language shows the same facts.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any, Protocol

import rules
from render.diagram import Arrow, Diagram, End, Tag
from render.games import view_of
from render.view import BoardView
from rules import meter as meter_rules
from rules import meuda as meuda_rules
from rules import thwart_omega
from rules.geometry import Board, groups
from rules.interleave import sight

AnyGame = rules.Game[Any]


class LessonError(AssertionError):
    """A lesson's position no longer shows what the lesson says (the rules changed)."""


class Phrases(Protocol):
    """The words of the lessons in one language: ``say("meter-heading", placed="e1", ...)``.
    Hashable (lessons are built once per game, theme and language)."""

    def __call__(self, key: str, /, **args: str | int) -> str: ...

    def __hash__(self) -> int: ...


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


class _English:
    """The lessons' words in English (the images' own language, and the golden images')."""

    def __call__(self, key: str, /, **args: str | int) -> str:
        return ENGLISH_PHRASES[key](**args)

    def __hash__(self) -> int:
        return hash("en")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _English)


ENGLISH: Phrases = _English()


def _check(condition: bool, what: str) -> None:
    if not condition:
        raise LessonError(what)


def _play(
    game: rules.Game[Any], options: dict[str, Any], moves: Sequence[tuple[int, str]]
) -> list[Any]:
    """Every state from the start through ``moves`` ((seat, move) pairs)."""
    state = game.new_state(**options)
    states = [state]
    for seat, move in moves:
        state = game.play(state, seat, move)
        states.append(state)
    return states


def _alternate(moves: Sequence[str]) -> list[tuple[int, str]]:
    return [(i % 2, move) for i, move in enumerate(moves)]


def _bare(view: BoardView) -> BoardView:
    """The position without the match image's words (the diagram has its own)."""
    return replace(view, status="", last_move_text="", footer=())


def _cell(board: Board, name: str) -> int:
    cell = board.parse(name)
    if cell is None:
        raise LessonError(f"{name} is not on the board")
    return cell


def _contents(game: AnyGame, state: Any) -> dict[int, str]:
    board = game.geometry(state)
    return {_cell(board, name): code for name, code in game.board(state).items()}


# ---- Meter: a capture (RULES.md §6) ------------------------------------------------------------


def nearest_way(board: Board, stones: set[int], cell: int) -> tuple[int, list[int]]:
    """The relative perimeter of the stone on ``cell`` and the shortest way to it: the largest
    ring reachable by steps onto empty cells (``cell`` itself counts, RULES.md §6) and the cells
    of one fewest-steps way to a cell on that ring (``[cell]`` if ``cell`` is on it)."""
    rings = board.rings  # type: ignore[attr-defined]
    came: dict[int, int] = {cell: cell}
    frontier = [cell]
    best = cell
    while frontier:
        nxt = []
        for c in frontier:
            for n in board.neighbours[c]:
                if n not in came and n not in stones:
                    came[n] = c
                    nxt.append(n)
                    if rings[n] > rings[best]:  # breadth first: the first found is the nearest
                        best = n
        frontier = nxt
    way = [best]
    while way[-1] != cell:
        way.append(came[way[-1]])
    return rings[best], way[::-1]


def meter(theme: str = "dark", say: Phrases = ENGLISH) -> Diagram:
    """White e1 captures Black d2 (like RULES.md §9 case T1, on the left edge where the labels
    have room): d2's nearest way to the edge ring grows from 1 step to 2."""
    game = meter_rules.GAME
    moves = ["d2", "d1", "g4", "c1", "a4", "e1"]
    *_, before, after = _play(game, {"size": 4}, _alternate(moves))
    board = game.geometry(after)
    placed = _cell(board, moves[-1])
    was, now = _contents(game, before), _contents(game, after)
    captured = sorted(c for c in was if c not in now)
    _check(len(captured) == 1, "the Meter lesson's placement should capture one stone")
    victim = captured[0]
    ring_before, way_before = nearest_way(board, set(was), victim)
    ring_after, way_after = nearest_way(board, set(was) | {placed}, victim)
    _check(
        game.relative_perimeter(before, victim) == (ring_before, len(way_before) - 1),
        "the Meter lesson's way does not match the rules' relative perimeter",
    )
    _check(
        ring_after == ring_before and len(way_after) > len(way_before),
        "the Meter lesson should show a stone whose way to its ring got longer",
    )
    names = board.names
    steps_before, steps_after = len(way_before) - 1, len(way_after) - 1
    view = _bare(view_of(game, after, previous=before, theme=theme))
    _check(steps_before == 1 and way_before[-1] == placed, "the placement closes d2's way out")
    return Diagram(
        view=view,
        heading=say("meter-heading", placed=names[placed], victim=names[victim]),
        caption=(
            say("meter-caption", placed=names[placed], victim=names[victim], steps=steps_after),
            say("meter-edge"),
        ),
        arrows=(Arrow(tuple(way_after), End.HEAD),),
        outlined=frozenset({victim}),
        tags=(
            Tag(victim, say("meter-tag-captured", cell=names[victim]), "e"),
            Tag(placed, names[placed], "nw"),
            Tag(way_after[-1], say("meter-tag-now", steps=steps_after), "ne"),
        ),
    )


# ---- Interleave: sight lines (RULES.md §4) ------------------------------------------------------


def sight_lines(board: Board, stones: Mapping[int, str], cell: int) -> list[tuple[int, ...]]:
    """The six lines from ``cell``, each up to and including its first stone (or to the edge)."""
    lines = []
    for ray in board.rays[cell]:
        line = [cell]
        for c in ray:
            line.append(c)
            if c in stones:
                break
        if len(line) > 1:
            lines.append(tuple(line))
    return lines


def interleave(theme: str = "dark", say: Phrases = ENGLISH) -> Diagram:
    """From d4, the first stone along each line: two Black, one Red (a Red stone hides behind
    a Black one), so Red may place there and Black may not."""
    game = rules.get_game("interleave")
    setup = ["black d6", "red d7", "black b2", "red f4"]
    moves = [(0, m) for m in setup] + [(0, "done"), (1, "red")]
    state = _play(game, {"size": 4}, moves)[-1]
    board = game.geometry(state)
    stones = _contents(game, state)
    target = _cell(board, "d4")
    lines = sight_lines(board, stones, target)
    seen = [line[-1] for line in lines if line[-1] in stones]
    black = sum(1 for c in seen if stones[c] == "B")
    red = len(seen) - black
    t = sight.tables(4)
    _check(
        (black, red) == sight.seen(t, state.black, state.red, target),
        "the Interleave lesson's sight lines do not match the rules",
    )
    red_seat, black_seat = game.seat_of(state, "red"), game.seat_of(state, "black")
    may = "d4" in game.legal_moves(state, red_seat) and "d4" not in game.legal_moves(
        state, black_seat
    )
    _check(may and black > red, "in the Interleave lesson Red should be the one who may play d4")
    hidden = [
        c
        for ray in board.rays[target]
        for c in [x for x in ray if x in stones][1:2]  # the stone behind the first, if any
    ]
    _check(len(hidden) == 1, "the Interleave lesson should hide exactly one stone")
    names = board.names
    view = _bare(view_of(game, state, theme=theme))
    arrows = tuple(
        Arrow(line, End.HEAD) if line[-1] in stones else Arrow(line, End.NONE, dashed=True)
        for line in lines
    )
    return Diagram(
        view=view,
        heading=say("interleave-heading", target=names[target], black=black, red=red),
        caption=(
            say(
                "interleave-caption-sight",
                hidden=names[hidden[0]],
                front=names[_in_front(board, target, hidden[0])],
            ),
            say("interleave-caption-rule"),
        ),
        arrows=arrows,
        outlined=frozenset({target}),
        tags=(Tag(hidden[0], say("tag-hidden", cell=names[hidden[0]]), "n"),),
    )


def _in_front(board: Board, start: int, cell: int) -> int:
    """The cell just before ``cell`` on the line from ``start``."""
    for ray in board.rays[start]:
        if cell in ray:
            index = ray.index(cell)
            return ray[index - 1] if index else start
    raise LessonError("the two cells share no line")


# ---- Thwart Omega: a burn and the product (RULES.md §3) ---------------------------------------


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
    stones = _contents(game, after)
    burned = sorted(c for c, code in stones.items() if code == "X")
    doubles = sorted(c for c, code in stones.items() if len(code) == 2)
    _check(len(burned) == 1 and len(doubles) == 1, "the Thwart Omega lesson: one burn, one double")
    _check(burned[0] not in _contents(game, before), "the burn should be the last round's")
    tags = [Tag(burned[0], say("thwart-tag-burned"), "s")]
    calculations = []
    for colour, code in (("black", "B"), ("white", "W")):
        cells = {c for c, content in stones.items() if content.startswith(code)}
        found = sorted(groups(board, frozenset(cells)), key=lambda g: (-_size(g, stones), g))
        sizes = [_size(g, stones) for g in found]
        _check(
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
    view = _bare(view_of(game, after, previous=before, theme=theme))
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


# ---- Meridians: paths (RULES.md §5) -----------------------------------------------------------


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
    state = _play(game, {"size": 6}, _alternate(moves))[-1]
    board = game.geometry(state)
    stones = _contents(game, state)
    group_of: dict[int, tuple[str, int]] = {}
    for colour in ("light", "dark"):
        for number, group in enumerate(rules.meridians.groups(state, colour)):
            for name in group:
                group_of[_cell(board, name)] = (colour, number)
    found = paths(board, stones, group_of)
    with_path = {c for line in found for c in (line[0], line[-1])}
    dead = [[_cell(board, n) for n in g] for g in rules.meridians.dead_groups(state)]
    _check(
        sorted(c for g in dead for c in g) == sorted(set(stones) - with_path),
        "the Meridians lesson's paths do not match the rules' dead groups",
    )
    _check(len(dead) == 1 and len(dead[0]) == 1, "the Meridians lesson shows one dead stone")
    lone = dead[0][0]
    blocked = [
        line
        for line in sight_lines(board, stones, lone)
        if line[-1] in stones
        and stones[line[-1]] != stones[lone]
        and _behind_is_friend(board, stones, lone, line)
    ]
    _check(len(blocked) == 1, "the Meridians lesson shows one blocked line")
    names = board.names
    light_paths = [line for line in found if stones[line[0]] == "L"]
    view = _bare(view_of(game, state, theme=theme))
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


# ---- Meuda: a new group of N stones (RULES.md §7) ---------------------------------------------


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
    before = _play(game, {"size": 4}, MEUDA_MOVES)[-1]
    seat = game.seat_of(before, "black")
    state = game.play(before, seat, MEUDA_ROOT)
    board = game.geometry(state)
    root = _cell(board, MEUDA_ROOT)
    stones = _contents(game, state)
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
    _check(n == len(seen_groups) == 2, "the Meuda lesson's root should see two groups")
    _check(len(hidden) == 1, "the Meuda lesson shows one line blocked by White")
    _check(len(through) == 1, "the Meuda lesson shows one line through a Black stone")
    branches = frozenset(_cell(board, m) for m in game.legal_moves(state, seat))
    names = board.names
    view = _bare(view_of(game, state, theme=theme))
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
