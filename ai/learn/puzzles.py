"""Puzzles from finished games: positions where the side to move has a winning move to find.

A position of a game's record is a puzzle when the side to move has a move that wins and few
moves that do: finding it is the puzzle. Two ways to know that a move wins:

* **Solved** (near the end): every line from the position is played out, depth first, with
  the first win found for the side to move ending the search of its node, until the game ends
  (the rules' own result: exact) or ``nodes`` positions were visited (then the position is too
  big, and so is every earlier one). Every legal move is solved, so every winning move is
  known: each is an accepted answer (several winning moves, or moves that transpose, are equally
  right). A puzzle has at least one and at most ``MAX_ANSWERS`` of them, and at most half the
  legal moves win (a guess must be more likely wrong than right).
* **Searched** (further from the end, optional: ``window``): the position is screened by the
  ``strong`` level's search (``ai.learn.review.estimate``'s, strong's playouts for the board); if the
  mover's chance is at least ``SCREEN_CHANCE`` and no second move of that search (visited
  ``SCREEN_VISITS`` times or more) keeps the mover above ``1 - GAP``, every legal move (at most
  ``MAX_SEARCHED_MOVES``; moves that reach the same position once) is searched one move deeper
  with ``playouts`` playouts (``DEEPER`` times strong's) and fixed seeds, in the screen's order.
  The best move must leave the mover ``WIN_CHANCE`` or more and every other move ``GAP`` less:
  a move that clearly wins where the others clearly do not. Two moves within ``GAP`` of each
  other refuse the position as soon as both are searched (a second chance above ``1 - GAP``
  is within ``GAP`` of any best, searched or not), so a won position, where every move wins,
  costs the screen alone or two deeper searches, and only a puzzle has every move searched.

Thresholds: a search of ``strong``'s size is a few points from another search of the same
position (docs/review.md measured it), so 0.85 is well clear of an even game and a gap of 0.3
is ten times that noise: the other moves lose most of the win, not a point or two of it. The
screen refuses only (it never makes a puzzle), so its shortcut can cost a puzzle, never give a
wrong one.

Interleave in real time lets both seats act; a position there is treated as if the seats took
turns from the mover on (``Puzzle.alternating``), as the review does. Pie and colour choices,
Interleave's set-up and forced moves are never puzzles.

Thwart Omega's rounds are simultaneous: a submission wins or loses only against the opponent's,
which is sealed during a game. Its puzzle is the game's last round with the opponent's actual
submission shown (``Puzzle.given``): every legal submission is played against it, and when each
of them ends the game (a round that leaves three squares or fewer empty) the result of each is
exact. It is a puzzle when at most ``ROUND_SHARE`` of the submissions win: find one that wins
against this one (every winning one is an accepted answer).

Everything is pure and repeatable: the same record, settings and seed give the same puzzles.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ai.budget import Budget
from ai.evaluate import COLOUR_WORDS, pie_pending, value
from ai.learn.review import estimate
from ai.levels import STRONG, default_playouts, level_named
from ai.policy import DONE
from ai.tree import Search
from rules.errors import MoveError
from rules.game import Game, Seat
from rules.record import Entry, GameRecord, replay_record
from rules.registry import get_game

AnyGame = Game[Any]

# Positions the exact solver may visit for one position of the record (every legal move of it).
SOLVE_NODES = 20_000
# The most moves that win for a position to be a puzzle (all are accepted answers).
MAX_ANSWERS = 3
# The searched kind: a mover's chance the screen must find, the best move's chance, the gap
# to every other move (see the module's docstring), and the most legal moves searched one by one.
SCREEN_CHANCE = 0.75
WIN_CHANCE = 0.85
GAP = 0.30
MAX_SEARCHED_MOVES = 16
# The screen rules a position out when a second move searched this often keeps a clear win.
SCREEN_VISITS = 50
# The deeper search of each move: this many times strong's playouts for the board.
DEEPER = 2
# The most puzzles kept from one game (the ones with the most legal moves: the hardest to guess).
MAX_PER_GAME = 3
# Thwart Omega: the most legal submissions played against the opponent's (a last round has few),
# and the largest share of them that may win. A submission is two stones, and where the second
# one goes often does not matter, so several win together; a third of them at most keeps a
# guess more likely wrong than right by two to one (random last rounds: 6 of 30 or 6 of 20 win).
MAX_SUBMISSIONS = 5_000
ROUND_SHARE = 1 / 3
# Seeds of the searches: seed * SEED_STRIDE + 2 * position + (0: screen, 1: the moves).
SEED_STRIDE = 1_000_003

# A move that changes no stone, never the answer to find.
_QUIET = frozenset({"pass", "swap", DONE})


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A position of a record to solve. ``game_no``: which game of the record (from 1);
    ``ply``: how many of its moves were played before the position; ``seat``: who is to move;
    ``answers``: every accepted move (canonical); ``chance``: the mover's chance after the best
    answer (1.0 when solved), ``runner_up``: after the best other move; ``exact``: solved, not
    searched; ``legal``: the mover's legal moves; ``given``: Thwart Omega's opponent submission
    the answer plays against; ``alternating``: both seats could act, turns assumed."""

    game_no: int
    ply: int
    seat: Seat
    answers: tuple[str, ...]
    chance: float
    runner_up: float
    exact: bool
    legal: int
    given: str = ""
    alternating: bool = False


@dataclass(frozen=True, slots=True)
class Settings:
    """How hard to look. ``nodes``: the solver's limit per position; ``window``: positions
    before the solver's reach that are searched (0: solved puzzles only); ``playouts``: per
    searched move (``None``: ``DEEPER`` times strong's for the board)."""

    nodes: int = SOLVE_NODES
    window: int = 0
    playouts: int | None = None
    seed: int = 0


class _TooBig(Exception):
    """The solver visited its limit of positions."""


# ---- a whole record -----------------------------------------------------------------------------


def find_puzzles(record: GameRecord, settings: Settings | None = None) -> list[Puzzle]:
    """The puzzles of ``record``, game by game, in the order of the record (``RecordError`` if it
    does not replay)."""
    settings = settings or Settings()
    _check(settings)
    replay_record(record)
    game: AnyGame = get_game(record.game)
    found: list[Puzzle] = []
    for number, entries in enumerate(record.games, start=1):
        start = game.new_state(**record.options)
        if game.simultaneous:
            puzzles = list(_last_round(game, start, entries, number))
        else:
            puzzles = list(_turn_puzzles(game, start, entries, number, settings))
        kept = sorted(puzzles, key=lambda p: (-p.legal, p.ply))[:MAX_PER_GAME]
        found += sorted(kept, key=lambda p: p.ply)
    return found


def position(record: GameRecord, puzzle: Puzzle) -> Any:
    """The state of ``puzzle``'s position in ``record``."""
    game: AnyGame = get_game(record.game)
    state = game.new_state(**record.options)
    entries = record.games[puzzle.game_no - 1]
    if game.simultaneous:
        for i in range(0, puzzle.ply, 2):
            state = game.play_round(state, {e.seat: e.move for e in entries[i : i + 2]})
        return state
    for entry in entries[: puzzle.ply]:
        state = game.play(state, entry.seat, entry.move)
    return state


def _check(settings: Settings) -> None:
    for name in ("nodes", "window", "seed"):
        number = getattr(settings, name)
        if type(number) is not int or number < (1 if name == "nodes" else 0):
            raise ValueError(f"The {name} must be a whole number, not {number!r}.")
    if settings.playouts is not None and (
        type(settings.playouts) is not int or settings.playouts < 1
    ):
        raise ValueError(
            f"The playouts must be a whole number 1 or more, not {settings.playouts!r}."
        )


# ---- turn-based games ---------------------------------------------------------------------------


def _turn_puzzles(
    game: AnyGame, start: Any, entries: Sequence[Entry], number: int, settings: Settings
) -> Iterator[Puzzle]:
    states = [start]
    for entry in entries:
        states.append(game.play(states[-1], entry.seat, entry.move))
    solving = True
    searched = 0
    for index in range(len(entries) - 1, -1, -1):  # from the end: the solver's reach first
        state, seat = states[index], entries[index].seat
        if not _candidate(game, state, seat):
            continue
        if solving:
            try:
                puzzle = solved_puzzle(game, state, seat, nodes=settings.nodes)
            except _TooBig:
                solving = False  # an earlier position has more lines still
            else:
                if puzzle is not None:
                    yield _placed(puzzle, number, index)
                continue
        if searched >= settings.window:
            return
        searched += 1
        seed = settings.seed * SEED_STRIDE + 2 * index
        found = searched_puzzle(game, state, seat, playouts=settings.playouts, seed=seed)
        if found is not None:
            yield _placed(found, number, index)


def _placed(puzzle: Puzzle, number: int, index: int) -> Puzzle:
    return Puzzle(
        number,
        index,
        puzzle.seat,
        puzzle.answers,
        puzzle.chance,
        puzzle.runner_up,
        puzzle.exact,
        puzzle.legal,
        puzzle.given,
        puzzle.alternating,
    )


def _candidate(game: AnyGame, state: Any, seat: Seat) -> bool:
    """A position that may be a puzzle: the game runs, ``seat`` may act, no pie or set-up is
    pending, and there is a choice between stones."""
    if game.outcome(state) is not None or seat not in game.seats_to_act(state):
        return False
    if pie_pending(game, state):
        return False
    moves = game.legal_moves(state, seat)
    placements = [m for m in moves if m not in _QUIET]
    if len(placements) < 2 or COLOUR_WORDS.intersection(moves):
        return False
    return not (game.id == "interleave" and " " in placements[0])  # set-up: `black d4`


def _mine(chance: float, seat: Seat) -> float:
    return chance if seat == 0 else 1.0 - chance


def solved_puzzle(game: AnyGame, state: Any, seat: Seat, *, nodes: int) -> Puzzle | None:
    """The solved puzzle of ``state`` with ``seat`` to move (``game_no`` and ``ply`` 0), or
    ``None`` if it is not one; ``_TooBig`` past ``nodes`` positions."""
    results = solve_moves(game, state, seat, nodes=nodes)
    winners = tuple(move for move, result in results.items() if result == 1.0)
    if not winners or len(winners) > MAX_ANSWERS or 2 * len(winners) > len(results):
        return None
    others = [result for move, result in results.items() if move not in winners]
    return Puzzle(
        0,
        0,
        seat,
        winners,
        1.0,
        max(others),
        True,
        len(results),
        alternating=len(game.seats_to_act(state)) > 1,
    )


def solve_moves(game: AnyGame, state: Any, seat: Seat, *, nodes: int) -> dict[str, float]:
    """Every legal move of ``seat`` in ``state`` with its exact result for ``seat`` (1 a win,
    0.5 a draw, 0 a loss) if both sides play perfectly after it; ``_TooBig`` past ``nodes``
    positions. Where both seats may act, they are taken to alternate."""
    solver = _Solver(game, nodes)
    return {
        move: _mine(solver.after(state, seat, move), seat) for move in game.legal_moves(state, seat)
    }


class _Solver:
    """Depth-first search to the end with the first win of the mover ending a node (results are
    only 0, ½ and 1), remembering positions already solved."""

    def __init__(self, game: AnyGame, nodes: int) -> None:
        self.game = game
        self.left = nodes
        self.known: dict[tuple[Any, Seat | None], float] = {}

    def after(self, state: Any, seat: Seat, move: str) -> float:
        """Seat 0's result after ``seat`` plays ``move``."""
        after = self.game._play(state, seat, move)
        return self.value(after, seat)

    def value(self, state: Any, mover: Seat) -> float:
        """Seat 0's result of ``state``, reached by ``mover``'s move."""
        game = self.game
        if game.outcome(state) is not None:
            return value(game, state)
        acting = game.seats_to_act(state)
        seat = acting[0] if len(acting) == 1 else 1 - mover
        key = (state, seat)
        if key in self.known:
            return self.known[key]
        self.left -= 1
        if self.left < 0:
            raise _TooBig
        best = 0.0
        for move in game.legal_moves(state, seat):
            result = _mine(self.after(state, seat, move), seat)
            best = max(best, result)
            if best == 1.0:
                break
        self.known[key] = _mine(best, seat)
        return self.known[key]


def searched_puzzle(
    game: AnyGame, state: Any, seat: Seat, *, playouts: int | None, seed: int
) -> Puzzle | None:
    """The searched puzzle of ``state`` with ``seat`` to move, or ``None`` (see the module's
    docstring)."""
    moves = game.legal_moves(state, seat)
    if not 2 <= len(moves) <= MAX_SEARCHED_MOVES:
        return None
    strong = default_playouts(level_named(STRONG), game, state)
    screened = _screen(game, state, seat, playouts=strong, seed=seed)
    if screened is None:
        return None
    deeper = playouts or DEEPER * strong
    # Moves that reach the very same position are one answer, searched once; in the screen's
    # order, so that where another move is as good, the second search already shows it.
    rank = {move: index for index, move in enumerate(screened)}
    answers: dict[Any, list[str]] = {}
    for move in sorted(moves, key=lambda m: rank.get(m, len(rank))):
        answers.setdefault(game._play(state, seat, move), []).append(move)
    chances: list[tuple[float, Any]] = []
    for searched, child in enumerate(answers, start=1):
        acting = game.seats_to_act(child)
        actor = acting[0] if len(acting) == 1 else 1 - seat
        found = estimate(game, child, actor, playouts=deeper, seed=seed + 1)
        chances.append((_mine(found.chance, seat), child))
        if len(chances) > 1 and _refused(chances, every=searched == len(answers)):
            return None
    if len(chances) < 2:
        return None  # every move reaches one position: nothing to find
    best, child = max(chances, key=lambda pair: pair[0])
    runner_up = max(chance for chance, other in chances if other is not child)
    if best < WIN_CHANCE:
        return None
    return Puzzle(
        0,
        0,
        seat,
        tuple(m for m in moves if m in answers[child]),
        best,
        runner_up,
        False,
        len(moves),
        alternating=len(game.seats_to_act(state)) > 1,
    )


def _screen(game: AnyGame, state: Any, seat: Seat, *, playouts: int, seed: int) -> list[str] | None:
    """Strong's search of the position (``ai.learn.review.estimate``'s): its moves, most visited
    first, or ``None`` when it already rules a puzzle out: the mover's chance (the most visited
    move's) is under ``SCREEN_CHANCE``, or a second move, searched ``SCREEN_VISITS`` times or
    more, keeps the mover above ``1 - GAP`` (two moves win: the screen of a won position,
    which costs one search instead of three)."""
    knobs = level_named(STRONG).knobs_for(game.id)
    assert knobs is not None, "strong searches"
    search = Search(game, state, seat, knobs, random.Random(seed))
    search.run(Budget(playouts))
    ranked = sorted(search.root.children, key=lambda pair: -pair[1].visits)
    means = [child.total / child.visits for _, child in ranked]  # the mover's
    if not ranked or means[0] < SCREEN_CHANCE:
        return None
    first = ranked[0][1].state
    for (_, child), mean in zip(ranked[1:], means[1:], strict=True):
        if child.visits >= SCREEN_VISITS and mean > 1.0 - GAP and child.state != first:
            return None
    return [move for move, _ in ranked]


def _refused(chances: list[tuple[float, Any]], *, every: bool) -> bool:
    """Whether the positions searched so far already show that another move is within ``GAP``
    of the best one. Before ``every`` move is searched the best may still be higher, up to 1:
    a second chance above ``1 - GAP`` is within ``GAP`` of any best."""
    first, second = sorted((chance for chance, _ in chances), reverse=True)[:2]
    return second > (first if every else 1.0) - GAP


# ---- Thwart Omega -------------------------------------------------------------------------------


def _last_round(
    game: AnyGame, start: Any, entries: Sequence[Entry], number: int
) -> Iterator[Puzzle]:
    """Each seat's puzzle of the round that ended the game, against the other's submission."""
    state = start
    rounds = [entries[i : i + 2] for i in range(0, len(entries) - 1, 2)]
    for index, pair in enumerate(rounds):
        submissions = {e.seat: e.move for e in pair}
        after = game.play_round(state, submissions)
        if game.outcome(after) is not None and index == len(rounds) - 1:
            for seat in (0, 1):
                puzzle = round_puzzle(game, state, seat, submissions[1 - seat])
                if puzzle is not None:
                    yield Puzzle(
                        number,
                        2 * index,
                        seat,
                        puzzle.answers,
                        puzzle.chance,
                        puzzle.runner_up,
                        True,
                        puzzle.legal,
                        puzzle.given,
                    )
        state = after


def round_puzzle(game: AnyGame, state: Any, seat: Seat, given: str) -> Puzzle | None:
    """The puzzle of a Thwart Omega round that ends the game: ``seat`` to submit against the
    opponent's ``given`` submission; ``None`` unless few submissions win (as a solved puzzle)."""
    moves = game.legal_moves(state, seat)
    if len(moves) > MAX_SUBMISSIONS:
        return None
    results: dict[str, float] = {}
    for move in moves:
        after = game.play_round(state, {seat: move, 1 - seat: given})
        if game.outcome(after) is None:
            return None  # not the last round
        results[move] = _mine(value(game, after), seat)
    winners = tuple(m for m, r in results.items() if r == 1.0)
    if not winners or len(winners) > ROUND_SHARE * len(results):
        return None
    others = [r for m, r in results.items() if m not in winners]
    return Puzzle(0, 0, seat, winners, 1.0, max(others), True, len(results), given)


# ---- answers ------------------------------------------------------------------------------------


def judge(
    game: AnyGame, state: Any, seat: Seat, answers: Sequence[str], text: str, *, given: str = ""
) -> tuple[str, bool]:
    """``text`` as the rules spell it, and whether it is one of ``answers`` or reaches the same
    position as one; the rules' ``MoveError`` if it is not a legal move of ``seat`` in
    ``state`` (Thwart Omega: a legal submission against ``given``)."""
    if game.simultaneous:
        move = game.parse_move(state, seat, text)
        game.check_turn(state, seat)
        game.play_round(state, {seat: move, 1 - seat: given})  # IllegalMove with the reason
        return move, move in answers  # the answers are every winning submission already
    move = game.check_move(state, seat, text)
    if move in answers:
        return move, True
    reached = game._play(state, seat, move)
    return move, any(_reaches(game, state, seat, answer, reached) for answer in answers)


def _reaches(game: AnyGame, state: Any, seat: Seat, answer: str, reached: Any) -> bool:
    try:
        return bool(game._play(state, seat, answer) == reached)
    except MoveError:
        return False


def state_json(game: AnyGame, state: Any) -> str:
    """``state`` as compact JSON text (what a puzzle is stored as)."""
    return json.dumps(game.to_json(state), separators=(",", ":"), sort_keys=True)
