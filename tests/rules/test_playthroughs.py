"""The golden playthrough transcripts still come out the same (regenerate: ``./dev goldens``)."""

from __future__ import annotations

import difflib

import pytest

from tests.rules.playthroughs import FOLDER, PLAYTHROUGHS, file_name, transcript


@pytest.mark.parametrize(
    ("game_id", "options", "seed"), PLAYTHROUGHS, ids=[file_name(*p) for p in PLAYTHROUGHS]
)
def test_transcript_matches_golden(game_id: str, options: dict[str, object], seed: int) -> None:
    path = FOLDER / file_name(game_id, options, seed)
    assert path.exists(), f"missing golden {path.name}: run ./dev goldens"
    expected = path.read_text(encoding="utf-8")
    actual = transcript(game_id, options, seed)
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(True), actual.splitlines(True), "golden", "now", n=1
            )
        )
        pytest.fail(f"{path.name} changed (./dev goldens regenerates it):\n{diff[:4000]}")
