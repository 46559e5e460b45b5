"""Events built with the tournament core itself for checking tie-breaks against FIDE's reference
software: Swiss events with pairing byes worth 1, ½ or 0, forfeit wins and losses, double
forfeits, drops, disqualifications, late entries with a zero- or half-point start and rounds
held for the organiser; round robins with forfeits and drops. Each is fixed by its number (the
same core gives the same event), so its TRF file and the reference's figures can be stored."""

from __future__ import annotations

import random
from collections.abc import Mapping
from datetime import date
from pathlib import Path
from typing import Any

from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Result, TieBreak, TournamentError, Unplayed
from bot.engine.tournaments.core.standings import tie_break_values
from bot.engine.tournaments.export import TRF_TIE_BREAKS
from tests.engine.tournaments import trf_reader
from tests.engine.tournaments.core.support import organiser_decides, players, settings

ALL = (
    TieBreak.BUCHHOLZ,
    TieBreak.BUCHHOLZ_CUT1,
    TieBreak.MEDIAN_BUCHHOLZ,
    TieBreak.SONNEBORN_BERGER,
    TieBreak.WINS,
)
START = date(2026, 11, 1)  # after 1 March 2026: the reference applies the 2026 rules by default
SWISS_EVENTS = 72
ROUND_ROBIN_EVENTS = 12


def _result(rng: random.Random) -> Result:
    x = rng.random()
    side = rng.choice((0, 1))
    if x < 0.10:
        return Result.win(side, forfeit=True)  # type: ignore[arg-type]
    if x < 0.13:
        return Result.double_forfeit()
    if x < 0.28:
        return Result.draw()
    return Result.win(side)  # type: ignore[arg-type]


def _leave_or_enter(t: T.Tournament, rng: random.Random, late: bool) -> T.Tournament:
    """Now and then someone drops, is disqualified or (a Swiss) enters late."""
    x = rng.random()
    try:
        if x < 0.035:
            return T.drop(t, rng.choice(sorted(t.active)))
        if x < 0.045:
            return T.disqualify(t, rng.choice(sorted(t.active)))
        if late and x < 0.08:
            n = len(t.entrants) + 1
            return T.enter_late(t, 9000 + n, f"Late {n}", points=rng.choice((0.0, 0.5)))
    except TournamentError:
        pass  # not possible now (the last round is paired, or the event is over)
    return t


def event(name: str) -> T.Tournament:
    """``swiss-N`` or ``round-robin-N``, played out."""
    kind, _, number = name.rpartition("-")
    seed = int(number)
    rng = random.Random(f"{kind}-{seed}")
    if kind == "swiss":
        n = rng.randint(5, 32)
        rounds = rng.randint(3, min(8, n - 1))
        bye = rng.choice((1.0, 1.0, 0.5, 0.0))
        s = settings(Format.SWISS, rounds=rounds, bye_points=bye, tie_breaks=ALL)
    else:
        n = rng.randint(4, 9)
        s = settings(Format.ROUND_ROBIN, tie_breaks=ALL)
    t = T.start(s, players(n), rng=random.Random(seed))
    for _ in range(10_000):
        if T.finished(t):
            return t
        if t.held:
            t = organiser_decides(t, rng)
            continue
        t = _leave_or_enter(t, rng, late=kind == "swiss")
        ready = T.ready(t)
        if ready:
            p = rng.choice(ready)
            t = T.record(t, p.key, _result(rng))
    raise AssertionError(f"{name} did not finish")


def names() -> list[str]:
    """The events built with the core (``event``)."""
    return [f"swiss-{i}" for i in range(1, SWISS_EVENTS + 1)] + [
        f"round-robin-{i}" for i in range(1, ROUND_ROBIN_EVENTS + 1)
    ]


# Events whose TRF file is written by hand (stored, not built): the five-player Swiss with a bye,
# a forfeit and a drop of ``core/test_standings.py``.
BY_HAND = ["small-swiss"]


# ---- comparing with the reference --------------------------------------------------------------

FIXTURES = Path(__file__).parent / "fixtures" / "tiebreakserver"
# The editions the reference implements, with the modifier that selects each (TieBreakServer's
# tiebreak.py: rules version 1 = 2024-08-01, 2 = 2026-03-01; "/V2024" picks version 1).
EDITIONS = {Unplayed.FIDE_2026: "V2026", Unplayed.FIDE_2024: "V2024"}


def reference_command(report: trf_reader.Report, edition: Unplayed) -> list[str]:
    """The reference's arguments (after ``tiebreakchecker.py -i FILE``) for ``report``."""
    codes = [f"{code}/{EDITIONS[edition]}" for code in report.tie_breaks]
    kind = "-p" if report.round_robin else "-s"
    return [kind, "-n", str(report.rounds), "-t", "PTS", *codes]


def ours(report: trf_reader.Report, edition: Unplayed) -> dict[int, tuple[int, list[float]]]:
    """seed → (rank, [points, tie-break values...]) as this project computes them from the file."""
    entries = trf_reader.entries(report)
    order = [TieBreak(_BY_CODE[code]) for code in report.tie_breaks]
    values = tie_break_values(entries, order, report.rounds, edition)
    rows = {seed: [report.players[seed].points, *values[seed]] for seed in entries}
    return {
        seed: (1 + sum(1 for other in rows.values() if other > row), row)
        for seed, row in rows.items()
    }


_BY_CODE = {code: tb.value for tb, code in TRF_TIE_BREAKS.items()}


def mismatches(
    report: trf_reader.Report, edition: Unplayed, reference: Mapping[str, Any]
) -> tuple[int, int, list[str]]:
    """Rows and values compared with the reference's answer (``rows``: [seed, rank, [points,
    tie-break values...]] as it printed them), and each difference."""
    mine = ours(report, edition)
    differences: list[str] = []
    values = 0
    for seed, their_rank, printed in reference["rows"]:
        rank, own = mine[seed]
        theirs = [float(v) for v in printed]
        values += len(theirs)
        if own != theirs or rank != their_rank:
            differences.append(f"seed {seed}: ours {rank} {own}, reference {their_rank} {theirs}")
    if sorted(mine) != sorted(seed for seed, _, _ in reference["rows"]):
        differences.append("the players differ")
    return len(reference["rows"]), values, differences
