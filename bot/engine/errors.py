"""The one error family of the engine: every refusal a player can cause (STYLE.md "Habits").

``str(error)`` is a full sentence written for the player, so the Discord layer can show it as it
is (privately). Anything that is not an ``EngineError`` is a bug and should be logged. When a
service method raises an ``EngineError``, nothing was changed in the database.
"""

from __future__ import annotations


class EngineError(Exception):
    """A request the engine refuses; the message is a sentence for the player."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class UnknownMatch(EngineError):
    """No match has this id."""


class UnknownChallenge(EngineError):
    """No challenge has this id."""


class NotYourMatch(EngineError):
    """The user is not a player of this match (or not the person this challenge is for)."""


class NotYourTurn(EngineError):
    """The user plays in this match but may not act now."""


class MatchFinished(EngineError):
    """The match (or challenge) is over; nothing more can be played in it."""


class StaleRequest(EngineError):
    """A button or command made for an earlier position (its ply is not the current ply)."""


class BadMove(EngineError):
    """The rules refused the move: it cannot be read, or is not allowed now (wraps ``MoveError``)."""


class BadRequest(EngineError):
    """A request that makes no sense as asked (bad options, challenging yourself, ...)."""


class NotAllowed(EngineError):
    """A request the match's situation does not allow (abort after the first move, ...)."""


CANNOT_WRITE = (
    "The bot cannot save anything right now (its storage is full or read-only), so this was not "
    "saved. Everything saved before is safe; please try again in a few minutes."
)
UNREACHABLE = (
    "The bot cannot reach its database right now, so this was not saved. Everything saved "
    "before is safe; please try again in a few minutes."
)


class StorageUnavailable(EngineError):
    """The database cannot be written (or opened) right now: the request was not saved.

    ``str()`` is the player's sentence; ``path`` and ``cause`` are for the operator's log line.
    ``permanent`` faults (a file that cannot be opened, a damaged database, a refused login) will
    not mend by themselves: the process stops so that the service manager does not restart it
    blindly. Transient ones (read-only, full disk, an I/O error, a database server that cannot
    be reached) clear when a later write succeeds. ``unreachable``: the database is a server
    that cannot be reached (refused, down, starting up), which players are told as such.
    """

    def __init__(
        self, path: str, cause: str, *, permanent: bool = False, unreachable: bool = False
    ) -> None:
        super().__init__(UNREACHABLE if unreachable else CANNOT_WRITE)
        self.path = path
        self.cause = cause
        self.permanent = permanent
        self.unreachable = unreachable


class TransactionConflict(EngineError):
    """The database aborted a transaction for a conflict with another one running at the same
    time (PostgreSQL: a deadlock, 40P01, or a serialization failure, 40001): nothing of it was
    kept, and running the whole unit of work again is safe. ``bot.engine.retry.retried`` does
    that; only a conflict that persists through every attempt reaches the player."""

    def __init__(self, cause: str) -> None:
        super().__init__(
            "The bot was busy with another change to the same thing and could not save this, "
            "so nothing was changed. Please try again."
        )
        self.cause = cause
