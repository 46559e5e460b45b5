"""OpenSpiel's MCTS against ours (issue 15: "if a kept library gives more strength per second than
your own code, use it"): Meter at its default size, the same time per move for both sides.

    python -m pip install open_spiel          # not a project dependency: only this bench needs it
    ./dev bench openspiel --games 10 --seconds 0.5

OpenSpiel's Python MCTS (``open_spiel.python.algorithms.mcts.MCTSBot``) runs on any game that is
a ``pyspiel.Game``; Meter is wrapped here as a Python game whose states hold the rules' own state
(``Game._play`` returns a new one, so a clone shares it). Its bot counts simulations, not time:
each side's simulations per second are measured first on the opening position, and its budget per
move is that rate times ``--seconds`` (our searches get ``--seconds`` as a time budget). Three
matches, seats alternated, win rates with 95% Wilson intervals and playouts per second:

* ``openspiel`` (OpenSpiel's standard set-up: random rollouts to the end, UCT c=2, solver on)
  against our plain ``uct``: the same idea, two implementations;
* ``openspiel+value`` (OpenSpiel's tree with our short playouts and position estimate as its
  evaluator) against our ``strong``: the same knowledge, two search engines;
* ``strong`` against ``openspiel``: the best of each.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from ai.choose import think
from ai.evaluate import value
from ai.levels import STRONG, UCT, level_named
from ai.policy import actor, playout_move
from rules import get_game
from tests.bench.bench_ai import wilson

GAME = "meter"
SWAP = "swap"


def load() -> tuple[Any, Any] | None:
    """OpenSpiel's ``pyspiel`` and its MCTS module, or ``None`` when it is not installed."""
    try:
        import pyspiel  # type: ignore[import-not-found, unused-ignore]
        from open_spiel.python.algorithms import mcts  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return None
    return pyspiel, mcts


def spiel_meter(pyspiel: Any) -> Any:
    """Meter (default options) as a ``pyspiel.Game`` whose actions are cell numbers (and swap)."""
    rules_game = get_game(GAME)
    start = rules_game.new_state()
    names = list(rules_game.geometry(start).names)
    actions = [*names, SWAP]
    index = {move: number for number, move in enumerate(actions)}
    game_type = pyspiel.GameType(
        short_name="stone_arena_meter",
        long_name="Stone Arena Meter",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=False,
        provides_observation_tensor=False,
        parameter_specification={},
    )
    limit = int(rules_game.options_of(start)["max_plies"])
    info = pyspiel.GameInfo(
        num_distinct_actions=len(actions),
        max_chance_outcomes=0,
        num_players=2,
        min_utility=-1.0,
        max_utility=1.0,
        utility_sum=0.0,
        max_game_length=limit,
    )

    class Shared:
        """The rules' state, which never changes: a clone shares it instead of copying it."""

        __slots__ = ("state",)

        def __init__(self, state: Any) -> None:
            self.state = state

        def __deepcopy__(self, memo: object) -> Shared:
            return self

    class State(pyspiel.State):  # type: ignore[misc]
        def __init__(self, game: Any, inner: Any) -> None:
            super().__init__(game)
            self.shared = Shared(inner)

        @property
        def inner(self) -> Any:
            return self.shared.state

        @inner.setter
        def inner(self, state: Any) -> None:
            self.shared = Shared(state)

        def current_player(self) -> int:
            acting = rules_game.seats_to_act(self.inner)
            return int(acting[0]) if acting else int(pyspiel.PlayerId.TERMINAL)

        def _legal_actions(self, player: int) -> list[int]:
            return sorted(index[m] for m in rules_game.legal_moves(self.inner, player))

        def _apply_action(self, action: int) -> None:
            seat = rules_game.seats_to_act(self.inner)[0]
            self.inner = rules_game._play(self.inner, seat, actions[action])

        def _action_to_string(self, player: int, action: int) -> str:
            return actions[action]

        def is_terminal(self) -> bool:
            return rules_game.outcome(self.inner) is not None

        def returns(self) -> list[float]:
            outcome = rules_game.outcome(self.inner)
            if outcome is None or outcome.winner is None:
                return [0.0, 0.0]
            return [1.0, -1.0] if outcome.winner == 0 else [-1.0, 1.0]

        def __str__(self) -> str:
            return str(rules_game.board(self.inner))

    class MeterGame(pyspiel.Game):  # type: ignore[misc]
        def __init__(self, params: Any = None) -> None:
            super().__init__(game_type, info, params or {})

        def new_initial_state(self) -> State:
            return State(self, rules_game.new_state())

    return MeterGame(), actions


def value_evaluator(mcts: Any, depth: int) -> Any:
    """OpenSpiel's evaluator interface over our playout policy and position estimate."""
    rules_game = get_game(GAME)
    rng = random.Random(1)

    class OurValue(mcts.Evaluator):  # type: ignore[misc]
        def evaluate(self, state: Any) -> list[float]:
            inner = state.inner
            for _ in range(depth):
                if rules_game.outcome(inner) is not None:
                    break
                seat = actor(rules_game, inner, None)
                inner = rules_game._play(inner, seat, playout_move(rules_game, inner, seat, rng))
            chance = value(rules_game, inner)
            return [2 * chance - 1, 1 - 2 * chance]

        def prior(self, state: Any) -> list[tuple[int, float]]:
            legal = state.legal_actions(state.current_player())
            return [(action, 1.0 / len(legal)) for action in legal]

    return OurValue()


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="./dev bench openspiel", description=__doc__)
    parser.add_argument("--games", type=int, default=10, help="games per match")
    parser.add_argument("--seconds", type=float, default=0.5, help="time per move, both sides")
    args = parser.parse_args(argv)
    loaded = load()
    if loaded is None:
        print("OpenSpiel is not installed (python -m pip install open_spiel): nothing measured.")
        return
    pyspiel, mcts = loaded
    import numpy as np  # type: ignore[import-not-found, unused-ignore]  # comes with OpenSpiel

    spiel_game, actions = spiel_meter(pyspiel)
    rules_game = get_game(GAME)

    def bot(kind: str, seed: int, simulations: int) -> Any:
        if kind == "openspiel":
            evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
            c = 2.0
        else:
            knobs = level_named(STRONG).knobs
            assert knobs is not None and knobs.depth is not None
            evaluator, c = value_evaluator(mcts, knobs.depth), 1.0
        return mcts.MCTSBot(
            spiel_game, c, simulations, evaluator, random_state=np.random.RandomState(seed)
        )

    rates: dict[str, float] = {}
    for kind in ("openspiel", "openspiel+value"):
        probe = bot(kind, 0, 400)
        start = time.perf_counter()
        probe.step(spiel_game.new_initial_state())
        rates[kind] = 400 / (time.perf_counter() - start)
    budgets = {kind: max(1, round(rate * args.seconds)) for kind, rate in rates.items()}
    print(
        f"{GAME}, {args.seconds} s per move, {args.games} games per match; OpenSpiel simulations "
        "per move: " + ", ".join(f"{k} {v}" for k, v in budgets.items())
    )

    def play(sides: tuple[str, str], seed: int) -> tuple[int | None, list[list[float]]]:
        """One game, ``sides[s]`` in seat ``s``: the winner and each side's [playouts, seconds]."""
        spiel_state = spiel_game.new_initial_state()
        bots = {s: bot(k, seed + s, budgets[k]) for s, k in enumerate(sides) if k in budgets}
        spent = [[0.0, 0.0], [0.0, 0.0]]
        ply = 0
        while not spiel_state.is_terminal():
            seat = spiel_state.current_player()
            begin = time.perf_counter()
            if seat in bots:
                action = bots[seat].step(spiel_state)
                spent[seat][0] += budgets[sides[seat]]
            else:
                thought = think(
                    rules_game,
                    spiel_state.inner,
                    seat,
                    level=sides[seat],
                    seed=seed * 1000 + ply,
                    budget_s=args.seconds,
                )
                spent[seat][0] += thought.playouts
                action = actions.index(thought.move)
            spent[seat][1] += time.perf_counter() - begin
            spiel_state.apply_action(action)
            ply += 1
        outcome = rules_game.outcome(spiel_state.inner)
        assert outcome is not None
        return outcome.winner, spent

    for first, second in (("openspiel", UCT), ("openspiel+value", STRONG), (STRONG, "openspiel")):
        score, totals = 0.0, [[0.0, 0.0], [0.0, 0.0]]
        for index in range(args.games):
            first_seat = index % 2
            sides = (first, second) if first_seat == 0 else (second, first)
            winner, spent = play(sides, index + 1)
            score += 0.5 if winner is None else float(winner == first_seat)
            for side, seat in enumerate((first_seat, 1 - first_seat)):
                totals[side][0] += spent[seat][0]
                totals[side][1] += spent[seat][1]
        low, high = wilson(score, args.games)
        per_second = " / ".join(f"{p / s:.0f}" for p, s in totals)
        print(
            f"{first:>16} vs {second:<10} {score / args.games:5.0%} ({low:.0%}-{high:.0%})  "
            f"playouts/s {per_second}"
        )
