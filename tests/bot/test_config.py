"""Configuration from the environment and ``.env`` (bot/config.py)."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from bot.config import DEFAULT_DB, ConfigError, load_config, read_dotenv
from bot.logs import JsonFormatter


def test_environment_values(tmp_path: Path) -> None:
    config = load_config(
        {"STONE_ARENA_TOKEN": " abc ", "STONE_ARENA_DEV_GUILD": "123", "STONE_ARENA_DB": "x.db"},
        dotenv=tmp_path / "missing.env",
    )
    assert config.token == "abc"
    assert config.dev_guild == 123
    assert config.database == Path("x.db")
    assert config.log_level == "INFO"
    assert "abc" not in repr(config)


def test_dotenv_is_read_and_the_environment_wins(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text(
        "# comment\nSTONE_ARENA_TOKEN='from-file'\nexport STONE_ARENA_LOG_LEVEL=debug\n\n",
        encoding="utf-8",
    )
    assert read_dotenv(env_file)["STONE_ARENA_TOKEN"] == "from-file"
    config = load_config({}, dotenv=env_file)
    assert config.token == "from-file"
    assert config.log_level == "DEBUG"
    assert config.database == DEFAULT_DB
    assert load_config({"STONE_ARENA_TOKEN": "env"}, dotenv=env_file).token == "env"


@pytest.mark.parametrize(
    ("environ", "message"),
    [
        ({}, "No bot token"),
        ({"STONE_ARENA_TOKEN": "   "}, "No bot token"),
        ({"STONE_ARENA_TOKEN": "t", "STONE_ARENA_DEV_GUILD": "abc"}, "guild id"),
        ({"STONE_ARENA_TOKEN": "t", "STONE_ARENA_LOG_LEVEL": "LOUD"}, "LOG_LEVEL"),
        ({"STONE_ARENA_TOKEN": "t", "STONE_ARENA_LOG_FORMAT": "xml"}, "LOG_FORMAT"),
    ],
)
def test_bad_configuration_says_what_to_fix(
    tmp_path: Path, environ: dict[str, str], message: str
) -> None:
    with pytest.raises(ConfigError, match=message):
        load_config(environ, dotenv=tmp_path / "none")


def test_malformed_dotenv_line(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("STONE_ARENA_TOKEN\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"\.env:1"):
        read_dotenv(env_file)


def test_json_log_lines_carry_extra_fields() -> None:
    record = logging.makeLogRecord(
        {"name": "bot", "levelname": "INFO", "msg": "move %s", "args": ("d4",), "match_id": 7}
    )
    line = json.loads(JsonFormatter().format(record))
    assert line["message"] == "move d4"
    assert line["match_id"] == 7
    assert line["level"] == "INFO"
