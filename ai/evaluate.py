"""How good a running position looks for seat 0, as a number from 0 to 1 (1: seat 0 wins).

Searches stop their playouts early and ask this instead of playing to the end: the slow games
(Meuda, Meter on big boards) would otherwise afford only a handful of playouts per second. Each
game's estimate reads the final score of its rules off the board as it stands, through the
games' own fast group counting (``Game.group_sizes``) and scoring helpers, softened into a
probability so that a big lead counts more than a small one.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from rules.game import Colour, Game
from rules.interleave.score import compare_groups
from rules.meridians import LATER, turn_kind
from rules.meridians.position import DARK, LIGHT, Position, dead_groups
from rules.meter.state import cancel
from rules.meuda.score import score as meuda_score
from rules.thwart_omega import group_sizes as thwart_group_sizes
from rules.thwart_omega import product

AnyGame = Game[Any]
# (game, state) -> the first colour's lead, scaled so that 1 is a clear advantage
Lead = Callable[[AnyGame, Any], float]
# Meridians: the share of a dead group's stones counted as lost already (the side to move can
# save one group at most with its move, by giving it a path).
DEAD_SHARE = 0.75


def _squash(lead: float) -> float:
    """A lead (in the game's own units, already scaled) as a winning chance in (0, 1)."""
    return 1.0 / (1.0 + math.exp(-lead))


def _sizes(game: AnyGame, state: Any, colour: Colour) -> list[int]:
    return list(game.group_sizes(state, colour))


def _meter(game: AnyGame, state: Any) -> float:
    """RULES.md §6: equal groups cancel, the largest group left wins."""
    black, white, _ = cancel(_sizes(game, state, Colour.BLACK), _sizes(game, state, Colour.WHITE))
    return (max(black, default=0) - max(white, default=0)) / 2.0


def _interleave(game: AnyGame, state: Any) -> float:
    """RULES.md §4: the first difference of the sorted group sizes wins; Red wins ties."""
    black, red = _sizes(game, state, Colour.BLACK), _sizes(game, state, Colour.RED)
    winner, index = compare_groups(black, red)
    if index is None:
        return -0.5
    gap = abs(_at(black, index) - _at(red, index))
    return (1.0 if winner == Colour.BLACK else -1.0) * (0.5 + gap / 2.0)


def _thwart_omega(game: AnyGame, state: Any) -> float:
    """RULES.md §3: the product of the group sizes; compared on a log scale."""
    black = product(thwart_group_sizes(state, Colour.BLACK))
    white = product(thwart_group_sizes(state, Colour.WHITE))
    return math.log1p(black) - math.log1p(white)


def _meridians(game: AnyGame, state: Any) -> float:
    """RULES.md §5: a player who runs out of stones loses; stones on the board approximate it,
    less most of the dead groups of the side to move. Only that side can have any (the other's
    went with its move), and they go after its move unless it gives one a path again: so a move
    that cuts the opponent's last path counts at once, not a move later."""
    position: Position = state.position  # the game's bitsets: counts, no search
    stones = [float(position.stones[LIGHT].bit_count()), float(position.stones[DARK].bit_count())]
    kind, colour = turn_kind(state.pie, state.ply)
    if kind == LATER:
        doomed = sum(len(cells) for _, cells in dead_groups(position, colour))
        stones[colour] -= DEAD_SHARE * doomed
    return (stones[LIGHT] - stones[DARK]) / 3.0


def _meuda(game: AnyGame, state: Any) -> float:
    """RULES.md §7: a point per distinct group size, ½ for the largest group."""
    result = meuda_score(_sizes(game, state, Colour.BLACK), _sizes(game, state, Colour.WHITE))
    return 1.5 * float(result.points(0) - result.points(1))


def _at(sizes: Sequence[int], index: int) -> int:
    return sizes[index] if index < len(sizes) else 0


LEADS: dict[str, Lead] = {
    "meter": _meter,
    "interleave": _interleave,
    "thwart-omega": _thwart_omega,
    "meridians": _meridians,
    "meuda": _meuda,
}


def pie_pending(game: AnyGame, state: Any) -> bool:
    """Whether seat 1 may still choose its colour (or swap) later (RULES.md §2)."""
    plies = len(game.history(state))
    if game.id == "interleave":
        return all(move not in COLOUR_WORDS for seat, move in game.history(state) if seat == 1)
    options = game.options_of(state)
    if game.id == "meter":
        return bool(options["pie"]) and plies <= 1
    if game.id == "meridians":
        return bool(options["pie"]) and plies < 3
    return game.id == "meuda" and plies < 3


COLOUR_WORDS = frozenset(str(colour) for colour in Colour)


def value(game: AnyGame, state: Any) -> float:
    """Seat 0's chance to win from ``state``: exact once the game is over, else an estimate."""
    outcome = game.outcome(state)
    if outcome is not None:
        return 0.5 if outcome.winner is None else float(outcome.winner == 0)
    first = game.colours[0]
    chance = _squash(LEADS[game.id](game, state))
    if pie_pending(game, state):
        # Seat 1 will take whichever colour is better, so seat 0 gets the worse one: the pie
        # makes the setter balance the position (RULES.md §2).
        return min(chance, 1.0 - chance)
    # The lead is the first colour's; after a pie exchange seat 0 may hold the second.
    return chance if game.colour_of(state, 0) == first else 1.0 - chance
