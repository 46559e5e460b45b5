"""The heartbeat the bot's pump writes and ``python -m bot health`` reads (the container's
healthcheck): a small file beside the database holding the time of the pump's last good turn.

The pump writes it at least every 5 minutes (``bot/engine/outbox/upkeep.py``: ``BEAT_EVERY``), so a
heartbeat older than ``MAX_AGE`` (three beats missed) means the timer-and-delivery loop has
stopped, or cannot use the database.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

MAX_AGE = timedelta(minutes=15)


# With PostgreSQL there is no database file to sit beside: each process (container) writes its
# heartbeat in its own working folder.
SERVER_HEARTBEAT = Path("data/stone-arena.heartbeat")


def heartbeat_path(database: Path | str) -> Path:
    """Where the heartbeat of the bot using ``database`` is: beside an SQLite file (on the same
    volume), or ``SERVER_HEARTBEAT`` for a PostgreSQL URL."""
    if isinstance(database, str) and database.startswith(("postgresql://", "postgres://")):
        return SERVER_HEARTBEAT
    database = Path(database)
    return database.with_name(database.name + ".heartbeat")


def write_heartbeat(path: Path, now: datetime) -> None:
    """Record ``now`` (written aside and renamed, so a reader never sees half a file)."""
    path.parent.mkdir(parents=True, exist_ok=True)  # data/ beside no database file (PostgreSQL)
    aside = path.with_name(path.name + ".new")
    aside.write_text(now.astimezone(UTC).isoformat(), encoding="utf-8")
    os.replace(aside, path)


def check(path: Path, now: datetime, max_age: timedelta = MAX_AGE) -> str | None:
    """``None`` if the heartbeat is fresh, else a sentence saying what is wrong."""
    try:
        beat = datetime.fromisoformat(path.read_text(encoding="utf-8").strip())
    except FileNotFoundError:
        return f"no heartbeat at {path}: the bot has not started its loop (or uses another file)"
    except (OSError, ValueError) as error:
        return f"cannot read the heartbeat {path}: {error}"
    age = now - beat
    if age > max_age:
        return f"the heartbeat {path} is {int(age.total_seconds())} s old: the loop has stopped"
    return None
