"""A consistent copy of the live database, taken while the bot runs (SQLite's online backup).

    python deploy/backup.py data/stone-arena.sqlite3 backups/stone-arena-2030-01-01.sqlite3

The backup API copies the database page by page inside read transactions, so the copy is a
consistent snapshot even while the bot writes (WAL mode); copying the file with ``cp`` is not.
The copy is then checked with ``PRAGMA integrity_check``. Uses only Python's standard library.
"""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path


def backup(source: Path, target: Path) -> None:
    if not source.is_file():
        raise SystemExit(f"no database at {source}")
    if target.exists():
        raise SystemExit(f"{target} exists already; choose a new name")
    target.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(f"file:{source}?mode=ro", uri=True) as live:
        copy = sqlite3.connect(target)
        try:
            live.backup(copy, pages=1024)
            verdict = copy.execute("PRAGMA integrity_check").fetchone()[0]
        finally:
            copy.close()
    if verdict != "ok":
        raise SystemExit(f"the copy failed its integrity check: {verdict}")
    print(f"backed up {source} to {target} ({target.stat().st_size} bytes, integrity ok)")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    backup(Path(sys.argv[1]), Path(sys.argv[2]))
