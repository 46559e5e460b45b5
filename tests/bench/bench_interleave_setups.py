"""Interleave set-ups whose winning colour random playouts call the losing one, and how often
the yardsticks' chooser takes the losing colour (why ``strong`` solves its colour choice,
``ai.games.ending``: its search is built on random playouts too).

    ./dev bench interleave_setups --empty 12 --candidates 1000 --keep 10 --seconds 0.5 2
    ./dev bench interleave_setups --play-phase 8 --yardstick uct --seconds 0.5

1. ``--candidates`` random set-ups of the default board (side 4) with ``--empty`` empty cells
   (seeded by ``--seed``; each stone Black with a chance drawn per set-up from 0.3 to 0.7), each
   solved exactly (``ai.games.ending``): the colour that wins with perfect play, and that it wins
   whichever colour moves first after the choice.
2. ``--playouts`` uniformly random playouts from the choice with each colour (the yardsticks'
   ``random_finish``): the losing colour's win rate minus the winning colour's, the deception.
3. The ``--keep`` most deceptive: the choice of each yardstick (``tests/bench/baselines.py``) at
   each of ``--seconds`` CPU s, ``--choosers`` seeds each. Printed: how often it took the losing
   colour (which leaves the setter the winning one), and each set-up's stones.

``--play-phase N`` instead asks who is the stronger player after a long set-up: ``N`` set-ups of
one Black stone on a random cell (nearly even in random playouts), each played twice to the end,
``strong`` in seat 0 against the ``--yardstick`` in seat 1, whose colour is forced (Black, then
Red), both with the first ``--seconds`` of CPU time a move. Printed: each game, and strong's wins
with a 95% Wilson interval. A setter can only win the play phase it leaves; if strong loses it
with either colour, no set-up of it is safe against that chooser.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass
from typing import Any

from ai.choose import think
from ai.games.ending import Ending, TooBig
from rules import get_game
from rules.game import Game
from rules.interleave.sight import tables
from tests.bench.baselines import BASELINES, baseline_move, next_seat, random_finish, score
from tests.bench.bench_ai import wilson

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


def play_phase(
    cell: str, colour: str, yardstick: str, seconds: float, seed: int
) -> tuple[bool, int]:
    """``strong`` (seat 0) against ``yardstick`` holding ``colour`` after the set-up ``black
    cell``: whether strong won, and the plies of the game."""
    game = get_game("interleave")
    state = game.play(game.play(game.new_state(), 0, f"black {cell}"), 0, "done")
    state = game.play(state, 1, colour)
    last, ply = 1, 3
    while game.outcome(state) is None:
        seat = next_seat(game, state, last)
        if seat == 0:
            move = think(
                game,
                state,
                0,
                level="strong",
                seed=seed + ply,
                budget_s=seconds,
                clock=time.process_time,
            ).move
        else:
            move = baseline_move(
                game, state, 1, baseline=BASELINES[yardstick], seconds=seconds, seed=seed + ply
            )
        state, last, ply = game.play(state, seat, move), seat, ply + 1
    return score(game, state, 0) == 1.0, ply


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench interleave_setups", description=__doc__)
    parser.add_argument("--empty", type=int, default=12, help="empty cells a set-up leaves")
    parser.add_argument("--candidates", type=int, default=1000)
    parser.add_argument("--playouts", type=int, default=100, help="random playouts a colour")
    parser.add_argument("--keep", type=int, default=10, help="set-ups shown to the choosers")
    parser.add_argument("--seconds", type=float, nargs="+", default=[0.5, 2.0])
    parser.add_argument("--choosers", type=int, default=3, help="seeds per yardstick and time")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--play-phase", type=int, default=0, metavar="N", help="see above")
    parser.add_argument("--yardstick", choices=sorted(BASELINES), default="uct")
    args = parser.parse_args(argv)
    start = time.process_time()
    if args.play_phase:
        rng = random.Random(args.seed)
        cells = [rng.choice(tables(SIZE).names) for _ in range(args.play_phase)]
        won = 0
        for index, cell in enumerate(cells):
            for colour in ("black", "red"):
                strong_won, plies = play_phase(
                    cell, colour, args.yardstick, args.seconds[0], 1000 * index
                )
                won += strong_won
                print(
                    f"black {cell}, {args.yardstick} {colour}: strong "
                    f"{'won' if strong_won else 'lost'} in {plies} plies",
                    flush=True,
                )
        low, high = wilson(won, 2 * len(cells))
        print(
            f"strong won {won} of {2 * len(cells)} play phases ({low:.0%}-{high:.0%}), "
            f"{args.seconds[0]:g} CPU s a move, {time.process_time() - start:.0f} CPU s"
        )
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
