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
    weighed per seat; ``most_candidates``: more of them as the search grows, up to this many
    (``ai.sealed.rounds.PLAYOUTS_PER_CANDIDATE``; 0: ``candidates`` only). ``openings``: open
    Meter under the pie from measured openings (``ai.games.openings``) and set up Interleave's
    from measured set-ups (``ai.games.setups``) instead of searching. ``last_round``: in Thwart
    Omega's last round (five squares empty or fewer), draw the submission from the round's exact
    equilibrium (``ai.sealed.equilibrium``) instead of submitting the decoupled search's most
    visited one; ``visit_mix``: before the last round (or in it, without ``last_round``), draw it
    from the search's candidates visited at least this share of the most visited one's visits, in
    proportion to their visits. ``finish``: a playout that starts with at most this many empty
    cells runs to the end of the game instead of stopping after ``depth`` plies (the estimate
    misjudges Meter and Interleave until the board is nearly full; a playout to the end knows
    the result, and near the end it is short). ``solve``: in Interleave's real time, with at
    most this many cells empty after the set-up, play a move the exact solver proves to win
    (``ai.games.ending``) when it finds one within its limit of positions (the colour choice
    further from the end, with a share of the move's budget). ``bitsets``: Meter's playouts to
    the end run on the rules' bitsets (``ai.games.meter``), the same random game about twice as
    fast.

    Settings measured and left out (a mixed strategy in every Thwart Omega round, the hedge,
    regret matching+ and Exp3 at the round search's root, Meter's all-moves-as-first values)
    are in docs/computer.md, "Tried and left out", with their figures.
    """

    exploration: float = 1.0
    depth: int | None = 10
    ordering: bool = False
    widening: float | None = None
    candidates: int = 16
    most_candidates: int = 0
    openings: bool = False
    last_round: bool = False
    visit_mix: float | None = None
    finish: int = 0
    solve: int = 0
    bitsets: bool = False
