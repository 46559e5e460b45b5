"""``python -m bot privacy forget USER_ID``: the operator honours a deletion request.

Anonymises the user everywhere (``bot.engine.privacy``: a tombstone instead of the id, the names
blanked, results and tournaments kept), then scrubs the database so the id leaves the
database files at once (``docs/privacy.md``). The bot owner can do the same in Discord with
``/privacy forget``. Safe while the bot runs: SQLite serialises the writes.

Exit status: 0 forgotten; 1 refused (the sentence says why: a running match, nothing stored);
2 the configuration is unusable; 3 the database cannot be used.
"""

from __future__ import annotations

import sys
from pathlib import Path

from bot.engine.clock import SystemClock
from bot.engine.errors import EngineError, StorageUnavailable
from bot.engine.matches.service import MatchService
from bot.engine.privacy import Privacy
from bot.storage import is_postgres, open_store, sqlite_path


async def forget(database: str | Path, user_id: int) -> int:
    """Forget ``user_id`` in ``database`` (a path or a URL); the exit status (messages on
    stdout / stderr)."""
    if not is_postgres(database) and not sqlite_path(database).exists():
        print(f"stone-arena: no database at {database} (use --database PATH)", file=sys.stderr)
        return 2
    try:
        store = await open_store(database)
    except StorageUnavailable as fault:
        print(f"stone-arena: cannot use {fault.path}: {fault.cause}", file=sys.stderr)
        return 3
    try:
        privacy = Privacy(MatchService(store, SystemClock()))
        try:
            done = await privacy.forget(user_id)
        except StorageUnavailable as fault:
            print(f"stone-arena: cannot use {fault.path}: {fault.cause}", file=sys.stderr)
            return 3
        except EngineError as refused:
            print(f"stone-arena: {refused}", file=sys.stderr)
            return 1
        await store.scrub()
    finally:
        await store.close()
    print(
        f"User {user_id} is forgotten: they appear as {done.name} in past games and "
        "tournaments, and their id is in no table of the database. Backups made before now "
        "still hold it until they are rotated (docs/privacy.md)."
    )
    return 0
