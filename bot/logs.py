"""Logging: one JSON object per line with any ``extra=`` fields (for a log collector), or a
line of text for a person at a terminal.

``STONE_ARENA_LOG_FORMAT``: ``auto`` (the default) writes text when the log goes to a terminal
(``./dev bot`` by hand) and JSON lines otherwise (a container's log, journald, a file);
``json`` or ``text`` choose one whatever the log goes to.
"""

from __future__ import annotations

import json
import logging
import sys
from datetime import UTC, datetime
from typing import TextIO

# Attributes every LogRecord has; anything else came from ``extra=`` and is logged as a field.
_STANDARD = set(logging.makeLogRecord({}).__dict__) | {"message", "asctime", "taskName"}


def _extra(record: logging.LogRecord) -> dict[str, object]:
    """The fields ``extra=`` added to ``record``."""
    return {
        k: v for k, v in record.__dict__.items() if k not in _STANDARD and not k.startswith("_")
    }


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        entry.update(_extra(record))
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str, ensure_ascii=False)


class TextFormatter(logging.Formatter):
    """``time LEVEL logger: message [field=value ...]``, then the traceback if there is one."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s: %(message)s")

    def formatMessage(self, record: logging.LogRecord) -> str:
        fields = " ".join(f"{k}={v}" for k, v in _extra(record).items())
        line = super().formatMessage(record)
        return f"{line} [{fields}]" if fields else line


def chosen_format(fmt: str, stream: TextIO) -> str:
    """``json`` or ``text``: ``fmt``, or for ``auto`` what suits whoever reads ``stream``."""
    if fmt != "auto":
        return fmt
    try:
        terminal = stream.isatty()
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        terminal = False
    return "text" if terminal else "json"


def setup_logging(level: str = "INFO", fmt: str = "auto", stream: TextIO | None = None) -> None:
    """Send every log line to ``stream`` (standard error) at ``level`` in the format ``fmt``
    (``auto``, ``json`` or ``text``: see the module docstring)."""
    stream = sys.stderr if stream is None else stream
    handler = logging.StreamHandler(stream)
    if chosen_format(fmt, stream) == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(TextFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    logging.getLogger("discord").setLevel(max(logging.INFO, logging.getLevelName(level)))
