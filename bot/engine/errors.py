"""The one error family of the engine: every refusal a player can cause (STYLE.md "Habits").

A refusal names a message of the catalogues and its arguments, never a sentence:

    raise NotAllowed("match-abort-after-first-move", match=str(match.id))

The message lives beside the feature that refuses, in ``bot/engine/<feature>/locales/`` (en, ko,
ja; ``bot/engine/locales/`` for the kernel's). The Discord layer shows it in the reader's
language (``Words.refusal``); ``str(error)`` is the English, for logs and the operator. Ids are
literal strings at the ``raise`` so that ``tests/bot/test_language.py`` can check every one is
in every language. Anything that is not an ``EngineError`` is a bug and should be logged. When a
service method raises an ``EngineError``, nothing was changed in the database.

A refusal of the rules (``rules.MoveError``: its ``key`` and facts) is an argument like any
other: ``BadMove("move-refused", reason=error)`` says it in the reader's language too, from the
``rules-<key>`` messages of ``bot/engine/rules_words/locales/``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from bot.engine.language import ENGLISH, Argument, text
from rules import MoveError

# A catalogue id: lower-case words joined by hyphens (``tests/bot/test_language.py`` checks that
# every refusal names one).
MESSAGE_ID = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+")


class EngineError(Exception):
    """A request the engine refuses: ``message_id`` of the catalogues and its ``arguments``
    (ids as strings: Fluent groups the digits of numbers)."""

    def __init__(self, message_id: str, /, **arguments: Argument | MoveError) -> None:
        super().__init__(message_id)
        self.message_id = message_id
        self.arguments = arguments

    def in_language(self, language: str) -> str:
        """The player's sentence in ``language`` (English where the catalogue lacks it)."""
        return text(language, self.message_id, _said(self.arguments, language))

    @property
    def message(self) -> str:
        return self.in_language(ENGLISH)

    def __str__(self) -> str:
        return self.message


def rules_sentence(error: MoveError, language: str) -> str:
    """A refusal of the rules in ``language``: its ``rules-<key>`` message."""
    return text(language, f"rules-{error.key}", error.arguments)


def _said(arguments: Mapping[str, Argument | MoveError], language: str) -> dict[str, Argument]:
    return {
        name: rules_sentence(value, language) if isinstance(value, MoveError) else value
        for name, value in arguments.items()
    }


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
        if unreachable:
            super().__init__("storage-unreachable")
        else:
            super().__init__("storage-cannot-write")
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
        super().__init__("storage-conflict")
        self.cause = cause
