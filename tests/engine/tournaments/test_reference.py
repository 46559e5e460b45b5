"""Tie-breaks equal FIDE's reference software, TieBreakServer, on every stored event.

The events (``reference_events.py``) are built and played with the tournament core: 72 Swiss
events of 5 to 32 players with pairing byes worth 1, ½ or 0, forfeit wins and losses, double
forfeits, drops, disqualifications and late entries with a zero- or half-point start, 12 round
robins with forfeits and drops, and the hand-computed Swiss of ``core/test_standings.py``. Each
is stored as the TRF file the bot's export writes; ``answers.json`` holds what the reference
(TieBreakServer 1.9.57, github.com/OttoMilvang/TieBreakServer at 14a34a2, July 2026, which
applies the 2026 amendment of C.07 Article 16 from 1 March 2026) printed for it under the 2026
and the 2024 rules: rank, points, BH, BH/C1, BH/M1, SB and WIN for every player.
``python -m tests.bench tiebreaks --reference PATH`` runs the reference again and rewrites them.
"""

from __future__ import annotations

import functools
import json
from collections import Counter
from dataclasses import replace

import pytest

from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Kind, Status, Unplayed
from bot.engine.tournaments.export import trf
from tests.engine.tournaments import reference_events as R
from tests.engine.tournaments import trf_reader

ANSWERS = json.loads((R.FIXTURES / "answers.json").read_text(encoding="utf-8"))["events"]
ROWS = 1591  # players compared per edition (85 events)
VALUES = 9546  # their points and tie-break values


@functools.cache
def built(name: str) -> T.Tournament:
    return R.event(name)


def stored(name: str) -> trf_reader.Report:
    return trf_reader.read((R.FIXTURES / f"{name}.trf").read_text(encoding="utf-8"))


# Building an event replays it through the core (about a quarter of a second each here): the
# tests that build them take every third.
SAMPLE = R.names()[::3]


def test_the_stored_files_are_what_the_export_writes_for_the_events() -> None:
    """So the reference's answers are about these events (if the core's pairing changes, run
    the benchmark with ``--write`` and the reference again)."""
    for name in SAMPLE:
        text = (R.FIXTURES / f"{name}.trf").read_text(encoding="utf-8")
        assert trf(built(name), name, R.START) == text, name
    assert sorted(ANSWERS) == sorted(R.names() + R.BY_HAND)


@pytest.mark.parametrize("edition", list(R.EDITIONS))
def test_every_rank_and_value_equals_the_reference(edition: Unplayed) -> None:
    rows = values = 0
    differences: list[str] = []
    for name in R.names() + R.BY_HAND:
        n, v, bad = R.mismatches(stored(name), edition, ANSWERS[name][edition.value])
        rows, values = rows + n, values + v
        differences += [f"{name}: {line}" for line in bad]
    assert differences == []
    assert (rows, values) == (ROWS, VALUES)


def test_the_comparison_tells_the_editions_apart() -> None:
    """Not a comparison that cannot fail: the reference's 2026 answers differ from the 2024
    ones, and computed under the other edition (or 2009) our values stop matching."""
    changed = Counter[str]()
    for name in R.names() + R.BY_HAND:
        report = stored(name)
        for ours, theirs in [(Unplayed.FIDE_2024, "fide-2026"), (Unplayed.FIDE_2009, "fide-2026")]:
            changed[f"{ours.value} as {theirs}"] += len(
                R.mismatches(report, ours, ANSWERS[name][theirs])[2]
            )
        new, old = ANSWERS[name]["fide-2026"]["rows"], ANSWERS[name]["fide-2024"]["rows"]
        changed["reference"] += sum(a[2] != b[2] for a, b in zip(new, old, strict=True))
    assert changed["reference"] == 395  # of 1591 rows: the cap changes a value on a quarter
    assert changed["fide-2024 as fide-2026"] > 300 and changed["fide-2009 as fide-2026"] > 300


def test_the_events_hold_every_case_the_rules_treat_apart() -> None:
    seen = Counter[str]()
    for name in SAMPLE:
        t = built(name)
        seen[t.format.value] += 1
        seen["late, zero start"] += sum(1 for e in t.entrants if e.missed and not e.missed_points)
        seen["late, half start"] += sum(1 for e in t.entrants if e.missed and e.missed_points)
        seen["dropped"] += sum(1 for e in t.entrants if e.status is Status.DROPPED)
        seen["disqualified"] += sum(1 for e in t.entrants if e.status is Status.DISQUALIFIED)
        for result in (p.result for r in T.rounds(t) for p in r if p.result is not None):
            if result.kind is Kind.FORFEIT:
                seen["double forfeit" if result.winner is None else "forfeit"] += 1
            if result.kind is Kind.BYE and t.format.value == "swiss":
                seen[f"bye worth {result.points[0]}"] += 1
    cases = [
        "swiss", "round-robin", "late, zero start", "late, half start", "dropped",
        "disqualified", "forfeit", "double forfeit", "bye worth 1.0", "bye worth 0.5",
        "bye worth 0.0",
    ]  # fmt: skip
    assert all(seen[case] > 0 for case in cases), seen


def test_standings_of_each_event_are_what_its_file_says() -> None:
    """The read-back: the strict reader's rounds give the bot's own table for every event
    and every edition (2009 included, which the reference does not implement)."""
    for name in SAMPLE:
        t = built(name)
        report = trf_reader.read(trf(t, name, R.START))
        for edition in Unplayed:
            under = replace(t, settings=replace(t.settings, unplayed=edition))
            table = {row.seed: row for row in T.standings(under)}
            mine = R.ours(report, edition)
            assert {s: (r.rank, [r.points, *r.tie_breaks]) for s, r in table.items()} == {
                s: (rank, values) for s, (rank, values) in mine.items()
            }, (name, edition)
