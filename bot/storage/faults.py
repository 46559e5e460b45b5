"""The database's faults in the operator's and the players' words (a full disk, a read-only file
or a database server that is down is not a bug: each side is told what it means for them, once).

``classify`` turns an SQLite error that is about the file, not about a statement (read-only,
full disk, cannot open, damaged, I/O) into ``StorageUnavailable``; ``server_fault`` does the same
for a database server's error code (SQLSTATE) or a connection that failed (``unreachable``:
players are told the database cannot be reached, not that it is full). ``FaultLog`` writes ONE
log line when a fault starts (naming the database and the cause) and one when the database is
writable again, however often the pump, the players or the timers run into it in between, and
whatever different words the driver finds for one outage (refused, reset, starting up).
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


# A database server's SQLSTATE classes (https://www.postgresql.org/docs/current/
# errcodes-appendix.html) -> (unreachable, permanent). Longest prefix first. 08: connection;
# 57P: shutting down, starting up ("the database system is starting up", 57P03); 53300: too
# many connections; 53: other insufficient resources (disk full, out of memory); 25006: a
# read-only standby; 58: system error (I/O); 28: the login refused (bad password, unknown user);
# 3D000: no such database.
_SERVER: tuple[tuple[str, bool, bool], ...] = (
    ("53300", True, False),
    ("08", True, False),
    ("57P", True, False),
    ("53", False, False),
    ("25006", False, False),
    ("58", False, False),
    ("28", False, True),
    ("3D000", False, True),
)


def server_fault(sqlstate: str, where: str, cause: str) -> StorageUnavailable | None:
    """The fault a server's error code means (``None``: an error of the statement, not of the
    server), for the database shown as ``where``."""
    for prefix, unreachable, permanent in _SERVER:
        if sqlstate.startswith(prefix):
            return StorageUnavailable(
                where, f"{cause} ({sqlstate})", permanent=permanent, unreachable=unreachable
            )
    return None


def unreachable(where: str, error: BaseException) -> StorageUnavailable:
    """The server cannot be reached: refused, lost, unknown host name, no answer in time."""
    return StorageUnavailable(where, f"the server cannot be reached ({error!r})", unreachable=True)


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
        """Log ``fault`` if it starts an outage, or changes what it means (unreachable, or
        permanent); the driver's other words for the same outage are not news."""
        current = self.current
        if current is not None and (current.permanent, current.unreachable) == (
            fault.permanent,
            fault.unreachable,
        ):
            return
        self.current = fault
        what = (
            "the bot stops; fix it and start the bot again"
            if fault.permanent
            else "moves and commands are refused with an explanation and retried with backoff "
            "until a write succeeds"
        )
        log.error(
            "cannot %s the database %s: %s; %s",
            "reach" if fault.unreachable else "write",
            fault.path,
            fault.cause,
            what,
            extra={
                "database": fault.path,
                "permanent": fault.permanent,
                "unreachable": fault.unreachable,
            },
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
