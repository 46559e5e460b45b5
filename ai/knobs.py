"""What a search does, apart from how long it runs: the differences between levels."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Knobs:
    """Settings of one search.

    ``depth``: plies (Thwart Omega: rounds) a playout runs before the position is estimated
    (``None``: to the end, uniformly random: the plain Monte Carlo baseline). ``ordering``: try
    moves in the order a one-move look-ahead likes (at the root and its children). ``widening``:
    open a node's moves gradually (progressive widening), so an ordered search looks deep at its
    best moves instead of once at each of two hundred. ``candidates``: Thwart Omega submissions
    weighed per seat. ``openings``: open Meter under the pie from measured openings
    (``ai.games.openings``) instead of searching. ``mixed``: draw Thwart Omega submissions from a
    mixed strategy near the round's equilibrium (``ai.sealed.equilibrium``) instead of playing the
    decoupled search's most visited one; ``last_round``: only in the last round (five squares
    empty or fewer), from its exact equilibrium; ``hedge``: that last round, and before it the
    decoupled search's pair unless other pairs are as good within the search's noise, then a
    mix of those pairs (``ai.sealed.equilibrium.hedged_strategy``); ``matching``: the decoupled
    search's seats pick their candidates by regret matching+ instead of UCB1, this share of
    each pick uniform (``ai.sealed.rounds``), and the submission is drawn from the seat's purified
    average strategy (``ai.sealed.equilibrium.matched_strategy``); ``exp3``: with ``matching``,
    they pick by Exp3 with this learning rate instead; ``visit_mix``: (UCB1) the submission is
    drawn from the search's candidates visited at least this share of the most visited one's
    visits, in proportion to their visits. ``finish``: a playout that starts
    with at most this many empty cells runs to the end of the game instead of stopping after
    ``depth`` plies (the estimate misjudges Meter and Interleave until the board is nearly full;
    a playout to the end knows the result, and near the end it is short). ``solve``: in
    Interleave's real time, with at most this many cells empty after the set-up, play a move the
    exact solver proves to win (``ai.games.ending``) when it finds one within its limit of positions
    (the colour choice further from the end, with a share of the move's budget). ``bitsets``: Meter's
    playouts to the end run on the rules' bitsets (``ai.games.meter``), the same random game about
    twice as fast. ``rave``: in Meter, a level's move (``ai.choose``) mixes each move's value
    with its all-moves-as-first value (``ai.rave``, whose playouts to the end are always on
    bitsets), this the schedule's equivalence ``k`` (0: off).
    """

    exploration: float = 1.0
    depth: int | None = 10
    ordering: bool = False
    widening: float | None = None
    candidates: int = 16
    openings: bool = False
    mixed: bool = False
    last_round: bool = False
    hedge: bool = False
    matching: float | None = None
    exp3: float | None = None
    visit_mix: float | None = None
    finish: int = 0
    solve: int = 0
    bitsets: bool = False
    rave: float = 0.0
