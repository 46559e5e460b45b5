"""The four levels a player can choose, plus the plain baseline the benchmark measures against.

A level is a search setting (``Knobs``) and a default budget counted in playouts only, so a move
depends on nothing but the position, the level and the seed: a game against a level is
repeatable, and a search cut by a restart gives the same move when it runs again, however
loaded the machine is. The playouts are the level's on the game's default board and fewer on
bigger ones (``default_playouts``), so that a move takes about the same time at every size
(``seconds``: the margin a short clock is compared with; measured moves take less,
``STRONG_MEASURED_SECONDS``). Every level scores short playouts
by the games' own counting instead of playing long random ones (but strong in Meter and
Interleave, below); ``medium`` and ``strong`` also
try moves in the order a one-move look-ahead likes, with progressive widening; ``strong``
searches fifteen times longer than ``medium`` (measured: five times longer made too small a
difference in Interleave, Meridians and Meuda: ``./dev bench ai``); in Meter and Interleave it
also explores less (``EXPLORATION_LOW``); in Meter it opens under the pie on a cell measured to be
nearest even (``ai.games.openings``); in Interleave it sets up the pie from measured set-ups
(``ai.games.setups``, below).
In Meter and Interleave strong's playouts run to the end of the game on the default board
(``Knobs.finish``): on 16 Meter positions the estimate after eight plies fell on the same side
of even as the result of playing on in only 9, so a longer search converged on the estimate's
error, and an independent plain UCT that plays to the end beat strong at a second a move
(``./dev bench strength``). Those playouts cost about three times more, so strong runs fewer of
them in these two games (``game_playouts``), and near a second a move. In Meter they run on
the rules' bitsets (``Knobs.bitsets``, ``ai.games.meter``): the same random game about twice as fast,
which won 16 of 20 games against strong without it at 0.5 CPU s a move (``./dev bench
selfplay``), then 34 of 40 (71-93%) against the narrow yardstick at 0.5 CPU s a move (``./dev
bench strength``; 25 of 40 before).
In Interleave in real time strong also plays the ending exactly once at most ``SOLVE`` cells
are empty (``ai.games.ending``, ``Knobs.solve``; the colour choice, with up to half its budget, from
``ai.games.ending.CHOICE_EMPTY``: its search, like plain UCT, took the losing colour of set-ups that
random playouts misjudge: ``./dev bench interleave_setups``). Measured (``./dev bench strength
--game interleave --levels strong --seat 1``, Nov 2026, loaded machine, CPU time): as seat 1 at
0.5 s (before the choice was solved) 19 of 20 against uct and 17 of 20 against uct-narrow (all
four losses in games where the setter left cells empty: 17 to 35 plies, where a full board's
game has 39), after it 19 of 20 against uct-narrow at 0.5 s and 10 of 10 against uct at 1 s.
As seat 0 the solver alone did not help (10 of 20 against uct at 0.5 s, ``--seat 0``): every
set-up is won by one colour whichever moves first after the choice, so a set-up can only hope
that the chooser misjudges it, and a book of set-ups chosen because the yardsticks misjudged
them (20 of 20) was not kept: it was tuned on the yardsticks, a chooser who reads the ending
(strong itself) beats it every time, and a player who learns its three set-ups would too.
Strong's own set-up search made short random walks (about 400 descents a move at 0.5 s spread
over some 30 of the 75 set-up moves: 2 to 8 stones), and as seat 0 at 0.5 s won 5 of 20 against
uct and 4 of 20 against uct-narrow (commit ``8d5d852``). So strong sets up from a table measured
strong against strong (``Knobs.openings``, ``ai.games.setups``): a set-up whose worse colour does
best for the setter, by seat, since seat 1 won two thirds of those play phases (217 of 324).
Against strong's own set-up search in self-play (``./dev bench selfplay --game interleave --try
'{"openings": true}' --base '{"openings": false}' --seconds 0.5 --games 20``): 10 of 20, as seat
0 4 of 10, as many as the search's set-up won as seat 0; it was not weighed on the yardsticks,
which then measured it (``./dev bench strength``, 0.5 s): 33 of 40 against uct (68-91%), as seat 0
13 of 20; 24 of 40 against uct-narrow (45-74%), as seat 0 5 of 20, still failing there; at 1 s 29
of 40 against uct (57-84%), as seat 0 9 of 20, and 24 of 40 against uct-narrow (45-74%), as seat
0 6 of 20. Those games were lost early in the play: of the 15 lost to uct-narrow at 0.5 s, 13
were lost (solved exactly) at the first position the solver could read, 28 to 22 cells empty,
and two were won there and thrown away later; solving from 26 empty cells with half of each
move's time won 6 of 20, no better. Exploring less (0.35, Meter's constant, instead of 0.7) won
12 of 20 there (docs/computer.md has the grid since).
Left out before it (self-play at 0.5 s): a set-up balanced by whole set-ups' worse colour with
many playouts per colour (knob ``balance``, commit ``ac319b8``), 7 of 20, as seat 0 2 of 10: it
set one Black stone, even in playouts and not in play (each colour forced on uct in turn, Red
won 10 of 12: ``./dev bench interleave_setups --play-phase 6 --yardstick uct --seconds 0.5``);
playouts that keep placing after the set-up (``keep_placing``, commit ``c90ca8e``; better judges of
solved endings, 66 of 100 against 45: ``./dev bench interleave_setups --accuracy`` there), 5 of
20; no ordering and no widening in Interleave, 23 of 40 (42-71%).
In Thwart Omega every searching level submits the pair its decoupled round search visited most
(``ai.sealed.rounds``), but ``strong`` in the last round (``Knobs.last_round``): five squares empty or
fewer, every pair's result is exact, and it draws its pair from the round's exact equilibrium
(``ai.sealed.equilibrium``) with the seed it is given (secret in live play). Before it, ``strong``
draws its pair among those its search visited near-equally often (``Knobs.visit_mix``): less
exploitable, and as strong head to head as strong against itself (``./dev bench equilibrium``,
see ``STRONG``'s comment). Its search weighs 20 candidate submissions a seat at the level's
playouts and more the longer it runs (``Knobs.most_candidates``, ``CANDIDATES_THWART``): with 20
at every budget, an independent UCT that weighs all 2,352 won at 2 CPU s a move, and 60 at every
budget were no stronger at the level's playouts and easier to read (docs/computer.md).
Settings measured and left out (in Thwart Omega a mixed strategy in every round, the hedge,
regret matching+ and Exp3 at the round search's root; in Meter all-moves-as-first values) are in
docs/computer.md, "Tried and left out", with their figures and the commands that measured them.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ai.knobs import Knobs
from rules.game import Game

RANDOM, EASY, MEDIUM, STRONG = "random", "easy", "medium", "strong"
# Plain UCT with uniform random playouts to the end: the benchmark's yardstick, not a level.
UCT = "uct"
# strong's exploration constant in Meter and Interleave, the games whose playouts run to the end
# (see ``LEVELS``)
EXPLORATION_LOW = 0.35
# strong plays Meter's and Interleave's playouts to the end once at most this many cells are
# empty: always on their default board (37 cells), near the end on bigger ones (see ``Knobs``)
FINISH = 37
# strong's Thwart Omega pair is drawn among the candidates its round search visited at least
# this share of its most visited one's visits, in proportion to their visits (``Knobs.visit_mix``)
VISIT_MIX = 0.7
# strong's Thwart Omega submissions weighed per seat in a round at most, more as its search grows
# (``Knobs.most_candidates``): with 20 at every budget, uct-narrow, which weighs all 2,352, won at
# 2 CPU s a move (docs/computer.md); 3,000 playouts, strong's in Discord, keep the 20
CANDIDATES_THWART = 60
# strong plays Interleave's ending exactly once at most this many cells are empty after the
# set-up (``ai.games.ending``; a solve of a random position with 16 empty cells visited at most 17,181
# positions in 100, about 0.13 CPU s, and solved_move gives up past ``ai.games.ending.NODES``)
SOLVE = 16
# strong's longest move measured, in CPU seconds, on 16 positions of each game's default board
# and of its biggest (``./dev bench ai --move-times 16 [--board default]``, 2 shared cores, Nov
# 2026, after Meter's and Interleave's playouts began to run to the end): the longest 1.33 s in
# Meuda on its default side 9 (Meter 1.06 s there; every game 0.83 s or less on its biggest
# board). ``move_time_text`` turns it into what players read; ``seconds`` above it is the
# clock's margin.
STRONG_MEASURED_SECONDS = 1.33


@dataclass(frozen=True, slots=True)
class Level:
    """A level's search and its default budget: ``playouts`` on a game's default board, which
    take about ``seconds`` at most (the time a short clock is compared with). ``tuned``: changes
    to ``knobs`` in one game, where a measurement showed they pay; ``game_playouts``: the
    playouts in one game instead of ``playouts``, where its playouts cost more."""

    name: str
    knobs: Knobs | None  # None: a uniformly random legal move, no search
    playouts: int
    seconds: float
    help: str
    tuned: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    game_playouts: Mapping[str, int] = field(default_factory=dict)

    def knobs_for(self, game_id: str) -> Knobs | None:
        """The search settings in ``game_id``: ``knobs`` with that game's changes."""
        changes = self.tuned.get(game_id)
        if self.knobs is None or not changes:
            return self.knobs
        return replace(self.knobs, **changes)


LEVELS: dict[str, Level] = {
    RANDOM: Level(RANDOM, None, 1, 0.0, "a random legal move"),
    EASY: Level(EASY, Knobs(depth=4, candidates=6), 30, 0.05, "a short look ahead"),
    MEDIUM: Level(
        MEDIUM,
        Knobs(exploration=0.7, depth=8, ordering=True, widening=1.5, candidates=12),
        200,
        0.1,
        "a short search with game knowledge",
    ),
    STRONG: Level(
        STRONG,
        Knobs(exploration=0.7, depth=8, ordering=True, widening=1.5, candidates=20, openings=True),
        3000,
        1.5,
        "a search fifteen times longer with game knowledge",
        # Meter: exploring less pays against plain UCT at equal time (20 games each: 1.4 won
        # 15%, 0.7 won 40%, 0.35 won 75%, 0.2 won 65%).
        # Interleave: the same constant, against 0.7 (``./dev bench selfplay --game interleave
        # --try '{"exploration": 0.35}' --seconds 0.5 --games 20``, Nov 2026): 12 of 20
        # (39-78%); against uct-narrow at 0.5 s as seat 0 12 of 20, where 0.7 won 5 of 20
        # (``./dev bench strength``, docs/computer.md).
        # Thwart Omega: the last round's exact equilibrium (``last_round``; ``./dev bench
        # equilibrium --level last-round --against pure --positions 0 --games 0 --last 40
        # --seeds 4``, Nov 2026, 2 loaded cores): in 18 last rounds still open, a reader who
        # knew strong's pure pair took 0.59 of the round's value from it (0.51-0.67), nothing
        # from the mix. The search's pair drawn among the candidates with 70% of the most
        # visited one's visits or more, in proportion to their visits (``visit_mix``; ``--level
        # visits --against last-round``), 80 positions and 100 games: seed secret, a reader's
        # gain 0.050 against strong and 0.020 against it (paired 0.030, 0.012-0.048), seed
        # known 0.068 and 0.047 (paired 0.021, 0.005-0.037); but 47 of 100 games (47%,
        # 38-57%; 19 of the first 30, 28 of the first 60; strong against itself on the same
        # seeds 48 of 100, paired by game -0.010, -0.104 to 0.084): less exploitable, as strong
        # as strong against itself: strong's setting since (a reader's best reply takes less
        # from it, seed secret or known, and the games lost to today's strong are as many as
        # strong loses to itself on the same seeds). The other mixes measured (the reading
        # game in every round, the hedge, regret matching+ and Exp3) and Meter's
        # all-moves-as-first values: docs/computer.md, "Tried and left out".
        tuned={
            "meter": {"exploration": EXPLORATION_LOW, "finish": FINISH, "bitsets": True},
            "interleave": {"exploration": EXPLORATION_LOW, "finish": FINISH, "solve": SOLVE},
            "thwart-omega": {
                "last_round": True,
                "visit_mix": VISIT_MIX,
                "most_candidates": CANDIDATES_THWART,
            },
        },
        # Playouts to the end cost about three times more (strong's playouts per CPU second on a
        # Meter side-4 middle game: 5,755 stopping after 8 plies, 1,647 to the end; Interleave's
        # set-up 5,300 and 2,698), so fewer of them keep a move near a second.
        # Meter's on bitsets take about half as long (``./dev bench ai --move-times 16 --board
        # default --game meter``, Nov 2026, loaded machine: CPU max 0.45 s with 1,500
        # playouts, 0.70 s with 2,500), so it runs more of them.
        game_playouts={"meter": 2500, "interleave": 2000},
    ),
}

BASELINE = Level(UCT, Knobs(exploration=1.4, depth=None, candidates=20), 4000, 1.5, "plain UCT")

# What a player may choose; ``uct`` is for the benchmark only.
PLAYER_LEVELS: tuple[str, ...] = tuple(LEVELS)


def default_playouts(level: Level, game: Game[Any], state: Any) -> int:
    """``level``'s playouts for a move in ``state``: its own on the game's default board, in
    proportion fewer on a board with more cells (a playout's cost grows with the cells)."""
    cells = len(game.geometry(state).names)
    playouts = level.game_playouts.get(game.id, level.playouts)
    return max(1, round(playouts * min(1.0, _default_cells(game) / cells)))


@functools.cache
def _default_cells(game: Game[Any]) -> int:
    return len(game.geometry(game.new_state()).names)


def level_named(name: str) -> Level:
    """The level called ``name``; ``ValueError`` with the choices otherwise."""
    if name == UCT:
        return BASELINE
    try:
        return LEVELS[name]
    except (KeyError, TypeError):
        choices = ", ".join(PLAYER_LEVELS)
        raise ValueError(f"There is no computer level {name!r}. Levels: {choices}.") from None


def move_time_text(seconds: float = STRONG_MEASURED_SECONDS) -> str:
    """``about 1 s a move``: a measured time per move in the words every text uses (the
    ``/play`` choice, the README, docs/player-guide.md), rounded to whole seconds."""
    return f"about {max(1, round(seconds))} s a move"
