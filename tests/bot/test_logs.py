"""Log lines a person and a log collector can each read (issue 23 item 5): ``auto`` (the
default) writes text to a terminal and JSON lines anywhere else; ``json`` and ``text`` force one."""

from __future__ import annotations

import io
import json
import logging
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.config import load_config
from bot.logs import setup_logging


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture(autouse=True)
def restore_logging() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


def log_one(fmt: str, stream: io.StringIO) -> str:
    setup_logging("INFO", fmt, stream=stream)
    logging.getLogger("bot.test").warning("the database %s is slow", "x", extra={"seconds": 3})
    return stream.getvalue()


def test_auto_is_text_on_a_terminal_with_the_fields() -> None:
    line = log_one("auto", Terminal())
    assert "WARNING bot.test: the database x is slow [seconds=3]" in line
    with pytest.raises(json.JSONDecodeError):
        json.loads(line)


def test_auto_is_json_lines_anywhere_else() -> None:
    entry = json.loads(log_one("auto", io.StringIO()))
    assert entry["message"] == "the database x is slow" and entry["seconds"] == 3


def test_json_or_text_when_asked() -> None:
    assert json.loads(log_one("json", Terminal()))["level"] == "WARNING"
    assert log_one("text", io.StringIO()).rstrip().endswith("is slow [seconds=3]")


def test_auto_is_the_default_setting(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in [n for n in os.environ if n.startswith("STONE_ARENA")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("STONE_ARENA_TOKEN", "t")
    assert load_config(tmp_path / ".env").log_format == "auto"
    monkeypatch.setenv("STONE_ARENA_LOG_FORMAT", "JSON")
    assert load_config(tmp_path / ".env").log_format == "json"
