"""Post-game review: how much each move of a finished game changed the mover's chances.

Positions are searched by the ``strong`` level's search for a fixed number of playouts, with a
seed made from the review's seed and the position's number, so a review is repeatable and does
not depend on how busy the machine is. A move's mover had the chance ``before`` that the move the
search prefers would keep, and ``after`` the chance the move played left; the drop between them
earns a mark (``?!``, ``?``, ``??`` at ``INACCURACY_DROP``, ``MISTAKE_DROP``, ``BLUNDER_DROP``),
unless the move was the only legal one or the search's own choice. A marked move names the
search's choice as the better one. Where strong plays Interleave's ending exactly, so does the
review: the chances are 1 or 0 and the better move is a winning one. Meuda's record lists every
stone of a turn as its own move, and each is reviewed as one.

Thwart Omega's rounds are simultaneous, so a drop in chances would blame a player for the
other's stones. A submission is judged against the opponent's actual one instead: its score is
the player's chance after the round as played, the best score the best chance a submission
would have given against that same opponent submission, both from one search of the candidates
against it (strong's own candidates and the best of all legal submissions by a one-round
look-ahead).

The results are plain frozen dataclasses for the bot to draw a graph and boards from
(docs/review.md explains them to players).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ai.budget import Budget
from ai.evaluate import value
from ai.games.ending import NODES, TooBig, solve_moves, within_reach
from ai.knobs import Knobs
from ai.levels import STRONG, default_playouts, level_named
from ai.sealed.rounds import WATCHED_EVERY, Arm, candidates, respond, round_chance, search_round
from ai.tree import Search
from rules.game import Game, Seat
from rules.record import Entry, GameRecord, replay_record
from rules.registry import get_game

AnyGame = Game[Any]

# Drops of the mover's winning chance (0 to 1) that earn each mark. Twice lichess's (5, 10 and
# 15 points of win percentage) because our chances come from a Monte Carlo search, not from a
# deep engine: two searches of one position at strong's playouts differ by a few points, and the
# drop compares two searches (docs/review.md has the measurement).
INACCURACY_DROP = 0.10
MISTAKE_DROP = 0.20
BLUNDER_DROP = 0.30
# Thwart Omega: submissions weighed against the opponent's actual one besides strong's own
# candidates (``ai.sealed.rounds``): the best of all legal ones by the estimate right after the round.
LOOK_AHEAD_SUBMISSIONS = 10
# Seeds of the searches: seed * SEED_STRIDE + 2 * position + seat (Thwart Omega: + 0 for the
# round's search, + 1 + seat for a seat's submissions; a seed may recur, for another position).
SEED_STRIDE = 1_000_003


class Mark(StrEnum):
    """How much a move cost its mover, in the notation chess players know."""

    INACCURACY = "?!"
    MISTAKE = "?"
    BLUNDER = "??"


MARKS: tuple[tuple[float, Mark], ...] = (
    (BLUNDER_DROP, Mark.BLUNDER),
    (MISTAKE_DROP, Mark.MISTAKE),
    (INACCURACY_DROP, Mark.INACCURACY),
)


def mark_for(drop: float) -> Mark | None:
    """The mark a loss of ``drop`` (of a winning chance from 0 to 1) earns; ``None``: no mark."""
    for threshold, mark in MARKS:
        if drop >= threshold:
            return mark
    return None


@dataclass(frozen=True, slots=True)
class MoveReview:
    """One move of a turn-based game. Chances are the mover's, from 0 to 1.

    ``ply``: the move's number in the record (from 1). ``best``: the move the search prefers in
    the position before (the played one when they agree). ``choices``: the mover's legal moves.
    """

    ply: int
    seat: Seat
    move: str
    before: float
    after: float
    best: str
    choices: int
    mark: Mark | None

    @property
    def drop(self) -> float:
        """How much the move lowered the mover's chance (negative: it raised it)."""
        return self.before - self.after

    @property
    def better(self) -> str | None:
        """The move to show instead, for a marked move."""
        return self.best if self.mark is not None else None


@dataclass(frozen=True, slots=True)
class RoundReview:
    """One seat's submission in one Thwart Omega round, judged against the opponent's actual one.

    Chances are the seat's, from 0 to 1: ``before`` the round, ``score`` after it as played,
    ``best_score`` after it with ``best`` instead of the seat's submission. ``screened``: legal
    submissions weighed by the one-round look-ahead; ``searched``: how many of them were searched
    (the played one included). ``game``: 1, or 2, 3... for the games after a tie replay.
    """

    game: int
    round: int
    seat: Seat
    submission: str
    opponent: str
    random_fill: bool
    before: float
    score: float
    best_score: float
    best: str
    screened: int
    searched: int
    mark: Mark | None

    @property
    def lost(self) -> float:
        """How much better the best submission would have done against the same opponent."""
        return self.best_score - self.score

    @property
    def better(self) -> str | None:
        """The submission to show instead, for a marked one."""
        return self.best if self.mark is not None else None


Step = MoveReview | RoundReview


@dataclass(frozen=True, slots=True)
class Review:
    """A whole game's review: ``moves`` (turn-based games) or ``rounds`` (Thwart Omega), in the
    record's order. ``playouts``: per position (``None``: strong's for the board)."""

    game: str
    playouts: int | None
    seed: int
    moves: tuple[MoveReview, ...] = ()
    rounds: tuple[RoundReview, ...] = ()

    def steps(self, seat: Seat | None = None) -> tuple[Step, ...]:
        """Every move or round submission, or only ``seat``'s."""
        steps: tuple[Step, ...] = self.moves + self.rounds
        return steps if seat is None else tuple(s for s in steps if s.seat == seat)

    def marked(self, seat: Seat, mark: Mark) -> int:
        """How many of ``seat``'s moves got ``mark``."""
        return sum(1 for s in self.steps(seat) if s.mark == mark)


# ---- whole records ------------------------------------------------------------------------------


def review_record(record: GameRecord, *, playouts: int | None = None, seed: int = 0) -> Review:
    """The review of every move of ``record`` (``RecordError`` if it does not replay)."""
    steps = list(review_steps(record, playouts=playouts, seed=seed))
    moves = tuple(s for s in steps if isinstance(s, MoveReview))
    rounds = tuple(s for s in steps if isinstance(s, RoundReview))
    return Review(record.game, playouts, seed, moves, rounds)


def review_steps(
    record: GameRecord, *, playouts: int | None = None, seed: int = 0
) -> Iterator[Step]:
    """``review_record`` one move (Thwart Omega: one submission) at a time, as each is ready, so
    a caller can show progress. Checks the request and replays the record before it returns."""
    _check(playouts, seed)
    replay_record(record)  # every move checked by the rules before any search
    return _steps(record, playouts, seed)


def _steps(record: GameRecord, playouts: int | None, seed: int) -> Iterator[Step]:
    game: AnyGame = get_game(record.game)
    for number, entries in enumerate(record.games, start=1):
        start = game.new_state(**record.options)
        if game.simultaneous:
            yield from review_rounds(
                game, start, entries, playouts=playouts, seed=seed, game_number=number
            )
        else:
            yield from review_moves(game, start, entries, playouts=playouts, seed=seed)


def _check(playouts: int | None, seed: int) -> None:
    if playouts is not None and (type(playouts) is not int or playouts < 1):
        raise ValueError(f"The playouts must be a whole number 1 or more, not {playouts!r}.")
    if type(seed) is not int or seed < 0:
        raise ValueError(f"The seed must be a whole number 0 or more, not {seed!r}.")


# ---- turn-based games ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Estimate:
    """A searched position: seat 0's winning chance, and the searched seat's preferred move and
    number of legal moves (``None`` and 0 once the game is over: the chance is then exact)."""

    chance: float
    best: str | None
    choices: int


def estimate(game: AnyGame, state: Any, seat: Seat, *, playouts: int, seed: int) -> Estimate:
    """Seat 0's chance in ``state`` with ``seat`` to move, by strong's search of ``playouts``
    playouts: the average result of the move it would play (its most visited)."""
    if game.outcome(state) is not None:
        return Estimate(value(game, state), None, 0)
    search = Search(game, state, seat, _knobs(game), random.Random(seed))
    search.run(Budget(playouts))
    if not search.root.children:  # not reached with a budget of one playout or more
        search.best_move()
    move, child = max(search.root.children, key=lambda pair: pair[1].visits)
    mine = child.total / child.visits
    choices = len(game.legal_moves(state, seat))
    return Estimate(mine if seat == 0 else 1.0 - mine, move, choices)


def winning_moves(game: AnyGame, state: Any, seat: Seat) -> list[str] | None:
    """The moves of ``seat`` that win with perfect play, in the rules' order, where strong plays
    Interleave's ending exactly (``Knobs.solve``, ``ai.games.ending``); ``None`` where the ending
    is not read: further from the end, or past the solver's limit of positions. (The search's
    chances of proven wins fell far enough to mark 7 of strong's 54 moves in 8 small games of
    ``./dev bench review``, every one of them keeping a win.)"""
    empty = _knobs(game).solve
    if not empty or not within_reach(game, state, empty):
        return None
    try:
        results = solve_moves(game, state, seat, nodes=NODES)
    except TooBig:
        return None
    return [move for move, wins in results.items() if wins]


def review_moves(
    game: AnyGame,
    start: Any,
    entries: Sequence[Entry],
    *,
    playouts: int | None = None,
    seed: int = 0,
) -> Iterator[MoveReview]:
    """Each move of ``entries`` (played from ``start``), reviewed as it is reached.

    The search of the position before a move finds the move it prefers. The mover's chance after
    the move and after the preferred one (its chance before: what the position offered) come
    from two searches of the same kind with the same seed, one move deeper than the position,
    so that whatever a search's estimate leans towards (the side to move, say) cancels in the
    drop. A position where both seats may move (Interleave in real time) is searched with the
    other seat to move, as if play alternated: a move gets no credit for the opponent being slow.
    Where the position before a move is one strong plays exactly (Interleave's ending,
    ``winning_moves``), the solver judges the move instead: before is 1 if the mover had a
    winning move, after 1 if the move played wins, so both sides of the drop are exact; the
    better move is a winning one, and none is better than a winning move or in a lost position.
    """
    states = [start]
    for entry in entries:
        states.append(game.play(states[-1], entry.seat, entry.move))
    known: dict[tuple[int, Seat], Estimate] = {}

    def search(state: Any, seat: Seat, index: int) -> Estimate:
        budget = playouts or default_playouts(level_named(STRONG), game, state)
        return estimate(game, state, seat, playouts=budget, seed=_seed(seed, index, seat))

    def at(index: int, seat: Seat) -> Estimate:
        if (index, seat) not in known:
            known[index, seat] = search(states[index], seat, index)
        return known[index, seat]

    for index, entry in enumerate(entries):
        seat = entry.seat
        wins = winning_moves(game, states[index], seat)
        if wins is not None:  # the ending read to the end: the chances are exact
            before, after = float(bool(wins)), float(entry.move in wins)
            # A winning move played, or a lost position (every move loses): none is better.
            best = wins[0] if wins and entry.move not in wins else entry.move
            choices = len(game.legal_moves(states[index], seat))
        else:
            found = at(index, seat)
            assert found.best is not None  # the game was running: the entry was played
            best, choices = found.best, found.choices
            actor = _next_actor(game, states[index + 1], seat)
            after = _mine(at(index + 1, actor).chance, seat)
            before = after
            if entry.move != best:
                preferred = game.play(states[index], seat, best)
                actor = _next_actor(game, preferred, seat)
                before = _mine(search(preferred, actor, index + 1).chance, seat)
        judged = choices > 1 and entry.move != best
        yield MoveReview(
            ply=index + 1,
            seat=seat,
            move=entry.move,
            before=before,
            after=after,
            best=best,
            choices=choices,
            mark=mark_for(before - after) if judged else None,
        )


def _next_actor(game: AnyGame, state: Any, mover: Seat) -> Seat:
    acting = game.seats_to_act(state)
    if len(acting) == 1:
        return acting[0]
    return 1 - mover  # both may act (or, once the game is over, it does not matter)


# ---- Thwart Omega -------------------------------------------------------------------------------


def round_estimate(game: AnyGame, state: Any, *, playouts: int, seed: int) -> float:
    """Seat 0's chance in a Thwart Omega position, by strong's decoupled search of the round."""
    if game.outcome(state) is not None:
        return value(game, state)
    arms = search_round(
        game, state, knobs=_knobs(game), budget=Budget(playouts), rng=random.Random(seed)
    )
    return round_chance(arms)


def review_rounds(
    game: AnyGame,
    start: Any,
    entries: Sequence[Entry],
    *,
    playouts: int | None = None,
    seed: int = 0,
    game_number: int = 1,
) -> Iterator[RoundReview]:
    """Each round of ``entries`` (seat 0's submission, then seat 1's, played from ``start``):
    seat 0's review, then seat 1's, as each round is reached."""
    pairs = [(entries[i], entries[i + 1]) for i in range(0, len(entries) - 1, 2)]
    budget = playouts or default_playouts(level_named(STRONG), game, start)
    knobs = _knobs(game)
    state = start
    for index, pair in enumerate(pairs):
        submissions = {entry.seat: entry.move for entry in pair}
        before = round_estimate(game, state, playouts=budget, seed=_seed(seed, index, 0))
        for entry in pair:
            seat = entry.seat
            rng = random.Random(_seed(seed, index, 1 + seat))
            legal = game.legal_moves(state, seat)
            opponent = submissions[1 - seat]
            own = candidates(game, state, seat, knobs, rng)
            best_ahead = _promising(game, state, seat, opponent, legal)
            moves = list(dict.fromkeys([entry.move, *own, *best_ahead]))
            arms = respond(
                game,
                state,
                seat,
                opponent,
                moves,
                knobs=knobs,
                budget=Budget(budget),
                rng=rng,
                watched=entry.move,
            )
            played = next(arm for arm in arms if arm.move == entry.move)
            forced = budget // WATCHED_EVERY  # the played one's extra playouts do not count
            best = max(arms, key=lambda arm: arm.visits - (forced if arm is played else 0))
            if _mean(played) >= _mean(best):
                best = played
            yield RoundReview(
                game=game_number,
                round=index + 1,
                seat=seat,
                submission=entry.move,
                opponent=opponent,
                random_fill=entry.random_fill,
                before=_mine(before, seat),
                score=_mean(played),
                best_score=_mean(best),
                best=best.move,
                screened=len(legal),
                searched=len(moves),
                mark=mark_for(_mean(best) - _mean(played)),
            )
        state = game.play_round(state, submissions)


def _mean(arm: Arm) -> float:
    return arm.total / arm.visits if arm.visits else 0.0


def _promising(game: AnyGame, state: Any, seat: Seat, opponent: str, legal: list[str]) -> list[str]:
    """The ``LOOK_AHEAD_SUBMISSIONS`` of ``legal`` that do best against ``opponent`` by the
    position's estimate right after the round (ties: the rules' order)."""
    other = 1 - seat

    def look_ahead(move: str) -> float:
        return _mine(value(game, game.play_round(state, {seat: move, other: opponent})), seat)

    return sorted(legal, key=look_ahead, reverse=True)[:LOOK_AHEAD_SUBMISSIONS]


# ---- shared -------------------------------------------------------------------------------------


def _knobs(game: AnyGame) -> Knobs:
    knobs = level_named(STRONG).knobs_for(game.id)
    assert knobs is not None, "strong searches"
    return knobs


def _mine(chance: float, seat: Seat) -> float:
    """Seat 0's ``chance`` as ``seat``'s."""
    return chance if seat == 0 else 1.0 - chance


def _seed(seed: int, index: int, seat: Seat) -> int:
    return seed * SEED_STRIDE + 2 * index + seat
