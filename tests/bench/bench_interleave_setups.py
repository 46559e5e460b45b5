"""Interleave set-ups whose winning colour random playouts call the losing one, and how often
the yardsticks' chooser takes the losing colour (why ``strong`` solves its colour choice,
``ai.games.ending``: its search is built on random playouts too).

    ./dev bench interleave_setups --empty 12 --candidates 1000 --keep 10 --seconds 0.5 2
    ./dev bench interleave_setups --accuracy --empty 20 --candidates 100 --playouts 60

1. ``--candidates`` random set-ups of the default board (side 4) with ``--empty`` empty cells
   (seeded by ``--seed``; each stone Black with a chance drawn per set-up from 0.3 to 0.7), each
   solved exactly (``ai.games.ending``): the colour that wins with perfect play, and that it wins
   whichever colour moves first after the choice.
2. ``--playouts`` uniformly random playouts from the choice with each colour (the yardsticks'
   ``random_finish``): the losing colour's win rate minus the winning colour's, the deception.
3. The ``--keep`` most deceptive: the choice of each yardstick (``tests/bench/baselines.py``) at
   each of ``--seconds`` CPU s, ``--choosers`` seeds each. Printed: how often it took the losing
   colour (which leaves the setter the winning one), and each set-up's stones.

``--accuracy`` instead judges strong's own playouts (``ai.policy.playout_move``, seats
alternating as in its search): on ``--candidates`` random set-ups solved exactly, the share whose
winning colour ``--playouts`` playouts favour and their Brier score, with a random ``done``
(every legal move alike) and with ``keep_placing`` (``done`` only without a placement).
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass
from typing import Any

from ai.games.ending import Ending, TooBig
from ai.policy import actor, playout_move
from rules import get_game
from rules.game import Game
from rules.interleave.sight import tables
from tests.bench.baselines import BASELINES, baseline_move, random_finish, score

SIZE = 4
SOLVE_NODES = 400_000


@dataclass(frozen=True, slots=True)
class Candidate:
    """A set-up as bitsets, the colour that wins it and the deception of random playouts."""

    black: int
    red: int
    winner: str
    deception: float


def candidates(empty: int, count: int, playouts: int, seed: int) -> list[Candidate]:
    """``count`` random set-ups, solved and judged by random playouts, most deceptive first."""
    game, t = get_game("interleave"), tables(SIZE)
    rng = random.Random(seed)
    found = []
    for _ in range(count):
        cells = list(range(len(t.names)))
        rng.shuffle(cells)
        share = rng.uniform(0.3, 0.7)
        black = red = 0
        for cell in cells[: len(cells) - empty]:
            if rng.random() < share:
                black |= 1 << cell
            else:
                red |= 1 << cell
        if not black:
            continue
        solver = Ending(t, SOLVE_NODES)
        try:
            first_black = solver.black_wins(black, red, True, False)
            first_red = solver.black_wins(black, red, False, False)
        except TooBig:
            continue
        assert first_black == first_red, "who moves first changed the winner"
        winner = "black" if first_black else "red"
        loser = "red" if first_black else "black"
        chosen = chosen_state(game, black, red)
        rate = {
            colour: sum(
                score(game, random_finish(game, game.play(chosen, 1, colour), 1, rng), 1)
                for _ in range(playouts)
            )
            / playouts
            for colour in (winner, loser)
        }
        found.append(Candidate(black, red, winner, rate[loser] - rate[winner]))
    return sorted(found, key=lambda c: -c.deception)


def playout_accuracy(
    empty: int, count: int, playouts: int, seed: int
) -> tuple[list[float], dict[bool, list[float]]]:
    """``count`` solved random set-ups (seat 1 Black): whether Black wins each with perfect play
    (1.0 or 0.0), and for ``keep_placing`` off and on the share of strong's playouts Black won."""
    game, t = get_game("interleave"), tables(SIZE)
    rng = random.Random(seed)
    shares: dict[bool, list[float]] = {False: [], True: []}
    truth: list[float] = []
    while len(truth) < count:
        cells = list(range(len(t.names)))
        rng.shuffle(cells)
        share = rng.uniform(0.3, 0.7)
        black = red = 0
        for cell in cells[: len(cells) - empty]:
            if rng.random() < share:
                black |= 1 << cell
            else:
                red |= 1 << cell
        if not black:
            continue
        try:
            black_wins = Ending(t, SOLVE_NODES).black_wins(black, red, True, False)
        except TooBig:
            continue
        truth.append(float(black_wins))
        start = game.play(chosen_state(game, black, red), 1, "black")
        for keep in (False, True):
            won = 0
            for _ in range(playouts):
                state, last = start, 1
                while game.outcome(state) is None:
                    seat = actor(game, state, last)
                    move = playout_move(game, state, seat, rng, keep_placing=keep)
                    state, last = game._play(state, seat, move), seat
                won += score(game, state, 1) == 1.0
            shares[keep].append(won / playouts)
    return truth, shares


def chosen_state(game: Game[Any], black: int, red: int) -> Any:
    """The position of the colour choice after seat 0 set up ``black`` and ``red``."""
    t = tables(SIZE)
    state = game.new_state()
    for cell, name in enumerate(t.names):
        if black >> cell & 1:
            state = game.play(state, 0, f"black {name}")
        elif red >> cell & 1:
            state = game.play(state, 0, f"red {name}")
    return game.play(state, 0, "done")


def names(mask: int) -> tuple[str, ...]:
    t = tables(SIZE)
    return tuple(name for cell, name in enumerate(t.names) if mask >> cell & 1)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench interleave_setups", description=__doc__)
    parser.add_argument("--empty", type=int, default=12, help="empty cells a set-up leaves")
    parser.add_argument("--candidates", type=int, default=1000)
    parser.add_argument("--playouts", type=int, default=100, help="random playouts a colour")
    parser.add_argument("--keep", type=int, default=10, help="set-ups shown to the choosers")
    parser.add_argument("--seconds", type=float, nargs="+", default=[0.5, 2.0])
    parser.add_argument("--choosers", type=int, default=3, help="seeds per yardstick and time")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--accuracy", action="store_true", help="judge strong's playouts instead (see above)"
    )
    args = parser.parse_args(argv)
    start = time.process_time()
    if args.accuracy:
        truth, judged = playout_accuracy(args.empty, args.candidates, args.playouts, args.seed)
        for keep, shares in judged.items():
            right = sum((p > 0.5) == (w == 1.0) for p, w in zip(shares, truth, strict=True))
            brier = sum((p - w) ** 2 for p, w in zip(shares, truth, strict=True)) / len(truth)
            print(
                f"keep_placing {keep}: winner favoured in {right} of {len(truth)} set-ups with "
                f"{args.empty} empty cells, Brier score {brier:.3f}"
            )
        print(f"{time.process_time() - start:.0f} CPU s")
        return
    found = candidates(args.empty, args.candidates, args.playouts, args.seed)
    print(f"{len(found)} set-ups solved, {time.process_time() - start:.0f} CPU s")
    game = get_game("interleave")
    for c in found[: args.keep]:
        state = chosen_state(game, c.black, c.red)
        loser = "red" if c.winner == "black" else "black"
        cells = []
        for baseline in sorted(BASELINES):
            for seconds in args.seconds:
                fooled = sum(
                    baseline_move(
                        game, state, 1, baseline=BASELINES[baseline], seconds=seconds, seed=seed
                    )
                    == loser
                    for seed in range(args.choosers)
                )
                cells.append(f"{baseline} {seconds:g} s {fooled}/{args.choosers}")
        print(f"deception {c.deception:+.2f} winner {c.winner}: " + ", ".join(cells))
        print(f"    black {names(c.black)}, red {names(c.red)}")
