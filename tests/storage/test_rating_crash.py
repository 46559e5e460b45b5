"""One transaction for a match's result and its ratings: a process killed anywhere between the
match end and the rating write leaves both or neither (issue 14)."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("point", "finished"),
    # (the child also knows "before-rating" and "after-history"; two kills keep the suite quick)
    [("between-ratings", False), ("after-commit", True)],
)
def test_kill_between_match_end_and_rating_write(
    tmp_path: Path, point: str, finished: bool
) -> None:
    db = tmp_path / "arena.sqlite3"
    child = subprocess.run(
        [sys.executable, "-m", "tests.storage.rating_crash_child", str(db), point],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert child.returncode == -signal.SIGKILL, child.stderr
    assert child.stdout.startswith("started ")
    match_id = int(child.stdout.split()[1])
    with sqlite3.connect(db) as conn:
        status = conn.execute("SELECT status FROM matches WHERE id = ?", (match_id,)).fetchone()
        ratings = conn.execute("SELECT count(*) FROM ratings").fetchone()[0]
        history = conn.execute("SELECT count(*) FROM rating_history").fetchone()[0]
    assert status == ("finished" if finished else "active",)
    assert (ratings, history) == ((2, 2) if finished else (0, 0))
