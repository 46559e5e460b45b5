"""SQLite's faults in the operator's and the players' words (a full disk or a read-only file is
not a bug: each side is told what it means for them, once).

``classify`` turns a driver error that is about the file, not about a statement (read-only, full
disk, cannot open, damaged, I/O) into ``StorageUnavailable``. ``FaultLog`` writes ONE log line
when a fault starts (naming the file and the cause) and one when the database is writable again,
however often the pump, the players or the timers run into it in between.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable

from bot.engine.errors import StorageUnavailable

log = logging.getLogger("bot.storage")

# SQLite's primary result codes (https://sqlite.org/rescode.html) -> (cause, permanent).
_FAULTS: dict[int, tuple[str, bool]] = {
    # Another program holds the write lock past the busy timeout (``python -m bot.outbox
    # requeue``, ``privacy forget``): passing, so the pump backs off and tries again.
    5: ("the database is locked by another program", False),  # SQLITE_BUSY
    8: ("the database is read-only", False),  # SQLITE_READONLY
    10: ("a disk I/O error", False),  # SQLITE_IOERR
    11: ("the database file is damaged", True),  # SQLITE_CORRUPT
    13: ("the disk is full", False),  # SQLITE_FULL
    14: ("the database file cannot be opened", True),  # SQLITE_CANTOPEN
    26: ("the file is not a SQLite database", True),  # SQLITE_NOTADB
}


def classify(error: BaseException, path: object) -> StorageUnavailable | None:
    """The fault ``error`` means for the file at ``path``; ``None`` if it is no file fault."""
    if isinstance(error, sqlite3.Error):
        code = getattr(error, "sqlite_errorcode", None)
        if code is None or code & 0xFF not in _FAULTS:
            return None
        cause, permanent = _FAULTS[code & 0xFF]
        return StorageUnavailable(str(path), f"{cause} ({error})", permanent=permanent)
    if isinstance(error, OSError):  # creating the database's folder
        return StorageUnavailable(
            str(path), f"its folder cannot be created ({error})", permanent=True
        )
    return None


class FaultLog:
    """The database's fault state, logged on change only."""

    def __init__(self) -> None:
        self.current: StorageUnavailable | None = None

    def note(
        self,
        fault: StorageUnavailable | None,
        on_permanent: Callable[[StorageUnavailable], None] | None,
    ) -> StorageUnavailable | None:
        """Log ``fault`` (a classified driver error; ``None``: not a fault of the database) and
        hand a permanent one to ``on_permanent``; ``fault`` again, for the store to raise."""
        if fault is None:
            return None
        self.failed(fault)
        if fault.permanent and on_permanent is not None:
            on_permanent(fault)
        return fault

    def failed(self, fault: StorageUnavailable) -> None:
        if self.current is not None and self.current.cause == fault.cause:
            return
        self.current = fault
        what = (
            "the bot stops; fix it and start the bot again"
            if fault.permanent
            else "moves and commands are refused with an explanation and retried with backoff "
            "until a write succeeds"
        )
        log.error(
            "cannot write the database %s: %s; %s",
            fault.path,
            fault.cause,
            what,
            extra={"database": fault.path, "permanent": fault.permanent},
        )

    def succeeded(self) -> None:
        if self.current is None:
            return
        log.warning(
            "the database %s is writable again",
            self.current.path,
            extra={"database": self.current.path},
        )
        self.current = None
