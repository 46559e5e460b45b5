"""A match page's data: its steps (one per move, or per revealed Thwart Omega round, with the
seals that prove it) and the position after any of them, replayed from the move log.

Secrecy: the move log (``MatchService.move_log``) holds a Thwart Omega round only once it is
revealed (sealed submissions live in their own table, which nothing here reads), and the board
drawn for a step is the replayed log, not the stored state, so a page shows exactly the
revealed rounds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import render
import rules
from bot.engine.matches.records import match_record
from bot.engine.model import MatchStatus, MoveRecord
from bot.engine.views import MatchView

BOARD_WIDTH = 640


@dataclass(frozen=True, slots=True)
class Seal:
    """One revealed sealed move (docs/fairness.md): whose, the move, the salt and the
    commitment posted before the reveal (both empty for a random fill: the seed decides it)."""

    name: str
    move: str
    salt: str
    commitment: str
    random_fill: bool


@dataclass(frozen=True, slots=True)
class Reveal:
    """A revealed Thwart Omega round: both seals, the round's seed and its commitment (posted
    when the round opened). Only revealed rounds have one: the log holds nothing else."""

    round: int
    seals: tuple[Seal, ...]
    seed: str
    seed_commitment: str


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a game: after ``number`` turns (a Thwart Omega round is one step).
    ``seconds``: how long the step took on the clock (``None``: the match has no move clock);
    ``reveal``: a sealed round's commitments, salts and seed (``None`` for other games and for
    rounds played before commitments existed)."""

    number: int
    text: str  # "Alice: c3" or "Alice: b c3 w e5 · Bob: b a1 w a2" (a round)
    seconds: int | None = None
    reveal: Reveal | None = None


@dataclass(frozen=True, slots=True)
class GameSteps:
    game_no: int
    steps: tuple[Step, ...]  # step 0 (the start) is not listed


@dataclass(frozen=True, slots=True)
class MatchPage:
    view: MatchView
    names: tuple[str, str]
    games: tuple[GameSteps, ...]
    moves: tuple[MoveRecord, ...]

    @property
    def live(self) -> bool:
        return self.view.status is MatchStatus.ACTIVE

    @property
    def clock(self) -> int | None:
        """The seconds a move (or a Thwart Omega round) may take; ``None``: no move clock."""
        if rules.get_game(self.view.game_id).simultaneous:
            return self.view.timing.round_seconds
        return self.view.timing.move_seconds

    @property
    def sealed(self) -> bool:
        """Some revealed round carries its commitments (a record file can be verified)."""
        return any(s.reveal is not None for g in self.games for s in g.steps)

    def result_text(self) -> str:
        result = self.view.result
        if self.view.status is MatchStatus.ABORTED:
            return "aborted"
        if result is None:
            return "being played"
        if result.winner is None:
            return f"drawn ({result.reason})"
        return f"{self.names[result.winner]} won ({result.reason})"


def steps_of(
    view: MatchView, log: Sequence[MoveRecord], game_no: int, names: tuple[str, str]
) -> tuple[Step, ...]:
    """The steps of game ``game_no``: one per turn, or per revealed round (Thwart Omega), each
    move named by its player (a seat's colour can change: Meuda's pie rule). With a move clock,
    each step's time: from the step before it (the match's start for the first step of the
    match, the previous game's last move for a replayed game) to its move. A revealed round
    carries its commitments, salts and seed, as the record file writes them."""
    game = rules.get_game(view.game_id)
    ordered = sorted(log, key=lambda m: m.ply)
    entries = [m for m in ordered if m.game_no == game_no]
    before = [m for m in ordered if m.game_no < game_no]
    clocked = (view.timing.move_seconds is not None or game.simultaneous) and (
        view.created_at is not None
    )
    started = before[-1].played_at if before else view.created_at

    def said(m: MoveRecord) -> str:
        return f"{names[m.seat]}: {m.move}" + (" (at random)" if m.random_fill else "")

    def took(m: MoveRecord) -> int | None:
        nonlocal started
        if not clocked or started is None:
            return None
        seconds = max(0, round((m.played_at - started).total_seconds()))
        started = m.played_at
        return seconds

    if not game.simultaneous:
        return tuple(Step(n, said(m), took(m)) for n, m in enumerate(entries, start=1))
    record = match_record(view, entries, names).games[game_no - 1]
    steps = []
    for n, first in enumerate(range(0, len(entries) - 1, 2), start=1):
        pair = sorted(entries[first : first + 2], key=lambda m: m.seat)
        written = sorted(record[first : first + 2], key=lambda e: e.seat)
        seconds = took(max(pair, key=lambda m: m.played_at))
        reveal = None
        if all(e.seed for e in written):
            seals = tuple(
                Seal(names[e.seat], e.move, e.salt, e.commitment, e.random_fill) for e in written
            )
            reveal = Reveal(n, seals, written[0].seed, written[0].seed_commitment)
        steps.append(Step(n, " · ".join(said(m) for m in pair), seconds, reveal))
    return tuple(steps)


def position(
    view: MatchView, log: Sequence[MoveRecord], game_no: int, step: int
) -> tuple[Any, Any | None]:
    """The state after ``step`` steps of game ``game_no`` and the one before it (``None`` at
    the start), replayed from the move log (revealed rounds only)."""
    game = rules.get_game(view.game_id)
    entries = sorted((m for m in log if m.game_no == game_no), key=lambda m: m.ply)
    state = game.new_state(**view.options)
    previous = None
    if game.simultaneous:
        for first, second in list(zip(entries[0::2], entries[1::2], strict=False))[:step]:
            previous = state
            state = game.play_round(state, {first.seat: first.move, second.seat: second.move})
    else:
        for entry in entries[:step]:
            previous = state
            state = game.play(state, entry.seat, entry.move)
    return state, previous


def draw_board(page: MatchPage, game_no: int, step: int) -> bytes:
    """The PNG of the board after ``step`` steps of game ``game_no`` (a worker thread's job)."""
    state, previous = position(page.view, page.moves, game_no, step)
    return render.board_png(
        page.view.game_id, state, previous=previous, names=page.names, width=BOARD_WIDTH
    )
