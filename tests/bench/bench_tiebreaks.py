"""Tie-breaks against FIDE's reference software (TieBreakServer), re-run from its source.

    python -m tests.bench tiebreaks --reference PATH            # compare, print the figures
    python -m tests.bench tiebreaks --reference PATH --write    # and store them as fixtures

PATH is a checkout of TieBreakServer (MIT; the FIDE Technical Commission's reference, by Otto
Milvang: github.com/OttoMilvang/TieBreakServer, mirrored at github.com/TEC-FIDE/TieBreakServer)
holding ``tiebreakchecker.py``; the environment variable ``TIEBREAKSERVER`` works too. Nothing
of it is part of this repository. Each event of ``tests/engine/tournaments/reference_events.py``
(built and played with the tournament core) is written as a TRF file with the bot's own export
(and the hand-written ones of ``BY_HAND`` are read as stored),
read back with the strict reader, and given to the reference under the 2026 and the 2024 rules
(``-t PTS BH/V2026 ...``); every rank, point total and tie-break value is compared with this
project's. ``--write`` stores the TRF files and the reference's answers in
``tests/engine/tournaments/fixtures/tiebreakserver/``, which ``test_reference.py`` checks on
every run without the reference.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.export import trf
from tests.engine.tournaments import reference_events as R
from tests.engine.tournaments import trf_reader


def _run(checker: Path, path: Path, args: list[str]) -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, str(checker), "-i", str(path), *args],
        cwd=checker.parent,
        capture_output=True,
        text=True,
        check=True,
    )
    data: dict[str, Any] = json.loads(out.stdout)
    if data["status"]["code"] != 0:
        raise SystemExit(f"the reference refused {path.name}: {data['status']}")
    result: dict[str, Any] = data["tiebreakResult"]
    return {
        "args": args,
        "rules": result["rules"],
        "rows": [[c["cid"], c["rank"], c["tiebreakScore"]] for c in result["competitors"]],
    }


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="tests.bench tiebreaks")
    parser.add_argument("--reference", default=os.environ.get("TIEBREAKSERVER"))
    parser.add_argument("--write", action="store_true", help="store the fixtures")
    args = parser.parse_args(argv)
    if not args.reference or not (Path(args.reference) / "tiebreakchecker.py").exists():
        print(
            "tiebreaks: no reference (give --reference PATH to a TieBreakServer checkout, or "
            "set TIEBREAKSERVER); the stored comparison runs in test_reference.py"
        )
        return
    checker = Path(args.reference).resolve() / "tiebreakchecker.py"
    version = subprocess.run(
        [sys.executable, str(checker), "-V"],
        cwd=checker.parent,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    stored: dict[str, Any] = {"reference": version, "events": {}}
    totals = {edition: [0, 0, 0] for edition in R.EDITIONS}  # rows, values, rows differing
    differ_2024 = [0, 0]  # rows whose values differ between the editions, whose ranks differ
    with tempfile.TemporaryDirectory() as folder:
        for name in R.names() + R.BY_HAND:
            if name in R.BY_HAND:
                text = (R.FIXTURES / f"{name}.trf").read_text(encoding="utf-8")
            else:
                t = R.event(name)
                text = trf(t, name, R.START)
            report = trf_reader.read(text)
            if name not in R.BY_HAND:  # the bot's own table is the file's (read back)
                table = [(r.seed, r.rank, [r.points, *r.tie_breaks]) for r in T.standings(t)]
                mine = R.ours(report, t.settings.unplayed)
                if any(mine[seed] != (rank, row) for seed, rank, row in table):
                    print(f"{name}: the bot's standings differ from its TRF file")
            path = (R.FIXTURES if args.write or name in R.BY_HAND else Path(folder)) / f"{name}.trf"
            path.parent.mkdir(parents=True, exist_ok=True)
            if name not in R.BY_HAND:
                path.write_text(text, encoding="utf-8")
            answers: dict[str, Any] = {}
            for edition in R.EDITIONS:
                answers[edition.value] = _run(checker, path, R.reference_command(report, edition))
                rows, values, differences = R.mismatches(report, edition, answers[edition.value])
                totals[edition][0] += rows
                totals[edition][1] += values
                totals[edition][2] += len(differences)
                for line in differences:
                    print(f"{name} {edition.value}: {line}")
            pairs = zip(answers["fide-2026"]["rows"], answers["fide-2024"]["rows"], strict=True)
            for new, old in pairs:
                differ_2024[0] += new[2] != old[2]
                differ_2024[1] += new[1] != old[1]
            stored["events"][name] = answers
    print(f"reference: {version}; {len(stored['events'])} events")
    for edition, (rows, values, bad) in totals.items():
        print(
            f"{edition.value}: {rows - bad} of {rows} rows equal ({values} values compared), "
            f"{bad} differ"
        )
    rows = totals[next(iter(R.EDITIONS))][0]
    print(
        f"rows whose reference values differ between 2026 and 2024: {differ_2024[0]} of {rows}; "
        f"whose ranks differ: {differ_2024[1]}"
    )
    if args.write:
        target = R.FIXTURES / "answers.json"
        events = ",\n".join(
            f"  {json.dumps(name)}: {json.dumps(answers, sort_keys=True)}"
            for name, answers in stored["events"].items()
        )
        reference = json.dumps(stored["reference"])
        target.write_text(
            f'{{\n "reference": {reference},\n "events": {{\n{events}\n }}\n}}\n',
            encoding="utf-8",
        )
        print(f"stored in {R.FIXTURES}")
