"""The post-game review tells a random player from a strong one (issue 28, item 1).

    ./dev bench review                          # 4 games per game, review at strong's playouts
    ./dev bench review --games 2 --playouts 500 # a quicker look
    ./dev bench review --game thwart-omega --workers 1
    ./dev bench review --bot --games 2           # what the bot's review of a typical game costs

In each of the five games, on a small board, ``--games`` games of ``random`` (a uniformly random
legal move) against ``strong`` (its own playouts), the seats alternated and the seeds fixed,
played by a process pool. Each game's record goes through the record format (written, read back)
and is reviewed with ``ai.learn.review`` (``--playouts`` per position; default: strong's, as
``python -m ai review`` does). Printed per game and side: the moves (Thwart Omega: submissions),
how many got each mark, and the share of moves marked. Done when (issue 28): random's moves are
marked many more times than strong's in every game.

``--bot`` measures the bot's Review button instead: ``--games`` games of ``medium`` against
``medium`` on each game's default board (a typical game, in length and in mistakes), each
reviewed as the bot does it (``bot.engine.review.review_in_worker`` at the bot's budget,
``REVIEW_PLAYOUTS``), with the wall-clock and CPU seconds each review took and per move.
"""

from __future__ import annotations

import argparse
import os
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from ai.choose import choose_move
from ai.learn.review import Mark, review_record
from ai.levels import MEDIUM, RANDOM, STRONG
from rules import get_game
from rules.game import Game
from rules.record import GameRecord, entries_of, read_record, result_code, write_record

# Small boards, so that the games and their reviews take seconds, not minutes.
BOARDS: dict[str, dict[str, Any]] = {
    "meter": {"size": 3},
    "interleave": {"size": 3},
    "thwart-omega": {},
    "meridians": {"size": 5},
    "meuda": {"size": 4},
}
SIDES = (RANDOM, STRONG)


@dataclass
class Side:
    """One level's moves in some games and the marks they got."""

    moves: int = 0
    marks: Counter[Mark] = field(default_factory=Counter)

    def add(self, other: Side) -> None:
        self.moves += other.moves
        self.marks.update(other.marks)

    @property
    def marked(self) -> int:
        return sum(self.marks.values())


def play(
    game_id: str, levels: tuple[str, str], seed: int, options: dict[str, Any] | None = None
) -> GameRecord:
    """A game between ``levels`` (by seat), as its record (``options``: the small board)."""
    game: Game[Any] = get_game(game_id)
    state = game.new_state(**(BOARDS[game_id] if options is None else options))
    last: int | None = None
    ply = 0
    while game.outcome(state) is None:
        acting = game.seats_to_act(state)
        if game.simultaneous:
            moves = {s: _move(game, state, s, levels[s], seed=seed * 1000 + ply) for s in acting}
            state = game.play_round(state, moves)
        else:
            # Interleave in real time: when both may act, the seat that did not move last does.
            seat = acting[0] if len(acting) == 1 or last is None else 1 - last
            seat = seat if seat in acting else acting[0]
            line = _move(game, state, seat, levels[seat], seed=seed * 1000 + ply)
            for piece in line.split() if game.id == "meuda" else [line]:
                state = game.play(state, seat, piece)
            last = seat
        ply += 1
    outcome = game.outcome(state)
    assert outcome is not None
    return GameRecord(
        game.id,
        game.options_of(state),
        levels,
        "",
        result=result_code(outcome.winner, True),
        termination=outcome.reason,
        games=(entries_of(game, state),),
    )


def _move(game: Game[Any], state: Any, seat: int, level: str, *, seed: int) -> str:
    return choose_move(game, state, seat, level=level, seed=seed)


def _job(args: tuple[str, int, int | None]) -> tuple[str, dict[str, Side], float, float]:
    """Play game ``index`` of ``game_id`` and review it: each level's side, and the seconds of
    CPU the game and the review took."""
    game_id, index, playouts = args
    # random sits in seat 0 in even games, in seat 1 in odd ones.
    levels = SIDES if index % 2 == 0 else SIDES[::-1]
    start = time.process_time()
    record = read_record(write_record(play(game_id, levels, seed=index + 1)))
    played = time.process_time()
    review = review_record(record, playouts=playouts, seed=index)
    sides = {level: Side() for level in SIDES}
    for seat, level in enumerate(levels):
        steps = review.steps(seat)
        sides[level].moves += len(steps)
        sides[level].marks.update(s.mark for s in steps if s.mark is not None)
    return game_id, sides, played - start, time.process_time() - played


def _bot_job(args: tuple[str, int]) -> tuple[str, int, float, float]:
    """A typical game of ``game_id`` (medium against medium, default board), reviewed as the
    bot reviews it: the moves, and the wall-clock and CPU seconds of the review."""
    from bot.engine.review import ReviewRequest, review_in_worker
    from bot.engine.review.service import REVIEW_PLAYOUTS, REVIEW_SEED

    game_id, index = args
    record = play(game_id, (MEDIUM, MEDIUM), seed=index + 1, options={})
    moves = sum(len(g) for g in record.games)
    wall, cpu = time.perf_counter(), time.process_time()
    review_in_worker(ReviewRequest(record, REVIEW_PLAYOUTS, REVIEW_SEED))
    return game_id, moves, time.perf_counter() - wall, time.process_time() - cpu


def bot_main(games: list[str], count: int, workers: int) -> None:
    from bot.engine.review.service import REVIEW_PLAYOUTS

    jobs = [(game_id, index) for game_id in games for index in range(count)]
    rows: dict[str, list[tuple[int, float, float]]] = {game_id: [] for game_id in games}
    wall = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for future in as_completed([pool.submit(_bot_job, job) for job in jobs]):
            game_id, moves, seconds, cpu = future.result()
            rows[game_id].append((moves, seconds, cpu))
    budget = "strong's playouts" if REVIEW_PLAYOUTS is None else f"{REVIEW_PLAYOUTS} playouts"
    print(
        f"the bot's review ({budget} a position) of {count} games of medium against medium per "
        f"game on the default board, {time.perf_counter() - wall:.0f} s on {workers} workers"
    )
    print(
        f"{'game':<13} {'moves':>5} {'review s':>9} {'cpu s':>6} {'s a move':>9} {'cpu s a move':>13}"
    )
    for game_id in games:
        for moves, seconds, cpu in sorted(rows[game_id]):
            print(
                f"{game_id:<13} {moves:>5} {seconds:>9.1f} {cpu:>6.1f} {seconds / moves:>9.2f} "
                f"{cpu / moves:>13.2f}"
            )


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench review", description=__doc__)
    parser.add_argument("--games", type=int, default=4, help="games per game (seats alternate)")
    parser.add_argument(
        "--playouts", type=int, default=None, help="review playouts a position (default: strong's)"
    )
    parser.add_argument("--game", action="append", choices=list(BOARDS), help="only this game")
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument(
        "--bot", action="store_true", help="time the bot's review of typical games instead"
    )
    args = parser.parse_args(argv)
    games = args.game or list(BOARDS)
    if args.bot:
        bot_main(games, args.games, args.workers)
        return
    jobs = [(game_id, index, args.playouts) for game_id in games for index in range(args.games)]
    totals = {game_id: {level: Side() for level in SIDES} for game_id in games}
    seconds = {game_id: [0.0, 0.0] for game_id in games}
    wall = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for future in as_completed([pool.submit(_job, job) for job in jobs]):
            game_id, sides, play_s, review_s = future.result()
            for level, side in sides.items():
                totals[game_id][level].add(side)
            seconds[game_id][0] += play_s
            seconds[game_id][1] += review_s
    playouts = "strong's playouts" if args.playouts is None else f"{args.playouts} playouts"
    print(
        f"review of {args.games} games of random against strong per game ({playouts} a "
        f"position), {time.perf_counter() - wall:.0f} s on {args.workers} workers"
    )
    marks = "  ".join(f"{m.value:>3}" for m in Mark)
    print(f"{'game':<13} {'side':<7} {'moves':>5}  {marks}  marked   cpu s (play+review)")
    for game_id in games:
        for level in SIDES:
            side = totals[game_id][level]
            counts = "  ".join(f"{side.marks[m]:>3}" for m in Mark)
            share = side.marked / side.moves if side.moves else 0.0
            cpu = ""
            if level == SIDES[-1]:
                cpu = f"{seconds[game_id][0]:.0f}+{seconds[game_id][1]:.0f}"
            print(
                f"{game_id:<13} {level:<7} {side.moves:>5}  {counts}  "
                f"{side.marked:>3} {share:>4.0%}   {cpu}".rstrip()
            )
        ratio = _ratio(totals[game_id][RANDOM], totals[game_id][STRONG])
        print(f"{'':<13} random's marks per move / strong's: {ratio}")


def _ratio(weak: Side, strong: Side) -> str:
    if not weak.moves or not strong.moves:
        return "n/a"
    weak_share, strong_share = weak.marked / weak.moves, strong.marked / strong.moves
    if strong_share == 0:
        return "inf (strong unmarked)" if weak_share else "n/a (nothing marked)"
    return f"{weak_share / strong_share:.1f}x"
