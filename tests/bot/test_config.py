"""Configuration from the environment and ``.env`` (bot/config.py)."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from bot.config import DEFAULT_DB, Config, ConfigError, load_config, read_settings
from bot.discord_app import StoneArenaBot
from bot.logs import JsonFormatter
from bot.shards import Shards


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test sets the variables it means; the runner's own are removed."""
    for name in [n for n in os.environ if n.upper().startswith("STONE_ARENA_")]:
        monkeypatch.delenv(name)


def test_environment_values(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STONE_ARENA_TOKEN", " abc ")
    monkeypatch.setenv("STONE_ARENA_DEV_GUILD", "123")
    monkeypatch.setenv("STONE_ARENA_DB", "x.db")
    config = load_config(tmp_path / "missing.env")
    assert config.token == "abc"
    assert config.dev_guild == 123
    assert config.database == Path("x.db")
    assert config.log_level == "INFO"
    assert "abc" not in repr(config)


def test_dotenv_is_read_and_the_environment_wins(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text(
        "# comment\nSTONE_ARENA_TOKEN='from-file'\nexport STONE_ARENA_LOG_LEVEL=debug\n\n"
        "COMPOSE_PROJECT_NAME=arena\n",
        encoding="utf-8",
    )
    config = load_config(env_file)
    assert config.token == "from-file"
    assert config.log_level == "DEBUG"
    assert config.database == DEFAULT_DB
    monkeypatch.setenv("STONE_ARENA_TOKEN", "env")
    assert load_config(env_file).token == "env"


def test_an_inline_comment_is_not_part_of_the_value(tmp_path: Path) -> None:
    """As compose reads ``env_file``: ``KEY=value  # note`` is ``value`` (issue 10)."""
    env_file = tmp_path / ".env"
    env_file.write_text(
        "STONE_ARENA_TOKEN=abc # note\nSTONE_ARENA_DEV_GUILD=42   # my test server\n"
        "STONE_ARENA_LOG_FORMAT='text' # quoted\n",
        encoding="utf-8",
    )
    config = load_config(env_file)
    assert (config.token, config.dev_guild, config.log_format) == ("abc", 42, "text")


def test_the_command_line_database_wins_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("STONE_ARENA_TOKEN", "t")
    chosen = tmp_path / "state" / "db.sqlite3"
    assert load_config(None, database=chosen).overridden_database is None
    monkeypatch.setenv("STONE_ARENA_DB", "data/other.sqlite3")
    config = load_config(None, database=chosen)
    assert config.database == chosen
    assert config.overridden_database == Path("data/other.sqlite3")


def test_settings_without_a_token_for_tools(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``python -m bot health`` and ``privacy`` need the database path, not the token."""
    monkeypatch.setenv("STONE_ARENA_DB", "y.db")
    assert read_settings(tmp_path / "none").db == Path("y.db")
    with pytest.raises(ConfigError, match="No bot token"):
        load_config(tmp_path / "none")


@pytest.mark.parametrize(
    ("environ", "message"),
    [
        ({}, "No bot token"),
        ({"STONE_ARENA_TOKEN": "   "}, "No bot token"),
        (
            {"STONE_ARENA_TOKEN": "t", "STONE_ARENA_DEV_GUILD": "abc"},
            "DEV_GUILD: must be a guild id",
        ),
        ({"STONE_ARENA_TOKEN": "t", "STONE_ARENA_LOG_LEVEL": "LOUD"}, "LOG_LEVEL: Input should be"),
        (
            {"STONE_ARENA_TOKEN": "t", "STONE_ARENA_LOG_FORMAT": "xml"},
            "LOG_FORMAT: Input should be",
        ),
        ({"STONE_ARENA_TOKEN": "t", "STONE_ARENA_TOKN": "t"}, "STONE_ARENA_TOKN: not a setting"),
    ],
)
def test_bad_configuration_says_what_to_fix(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, environ: dict[str, str], message: str
) -> None:
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(ConfigError, match=message):
        load_config(tmp_path / "none")


def test_a_misspelt_variable_in_dotenv(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("STONE_ARENA_TOKEN=t\nSTONE_ARENA_DATABASE=x.db\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="STONE_ARENA_DATABASE: not a setting"):
        load_config(env_file)


def test_json_log_lines_carry_extra_fields() -> None:
    record = logging.makeLogRecord(
        {"name": "bot", "levelname": "INFO", "msg": "move %s", "args": ("d4",), "match_id": 7}
    )
    line = json.loads(JsonFormatter().format(record))
    assert line["message"] == "move d4"
    assert line["match_id"] == 7
    assert line["level"] == "INFO"


def test_the_database_is_a_file_or_a_postgresql_url(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    none = tmp_path / "none.env"
    for given, meant in (
        ("data/a.sqlite3", Path("data/a.sqlite3")),
        ("sqlite:///data/b.sqlite3", Path("data/b.sqlite3")),
        ("sqlite:////srv/c.sqlite3", Path("/srv/c.sqlite3")),
        (" postgresql://arena:pw@db:5432/arena ", "postgresql://arena:pw@db:5432/arena"),
        ("   ", DEFAULT_DB),
    ):
        monkeypatch.setenv("STONE_ARENA_DB", given)
        assert read_settings(none).db == meant
    monkeypatch.setenv("STONE_ARENA_DB", "mysql://arena@db/arena")
    with pytest.raises(ConfigError, match=r"STONE_ARENA_DB: mysql:// databases are not supported"):
        read_settings(none)


def test_shards_name_this_process_s_share_of_the_gateway(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    none = tmp_path / "none.env"
    monkeypatch.setenv("STONE_ARENA_TOKEN", "t")
    assert load_config(none).shards is None  # every shard Discord recommends, one process
    for given, count, ids in (("0-1/4", 4, (0, 1)), ("2, 3/4", 4, (2, 3)), ("4", 4, None)):
        monkeypatch.setenv("STONE_ARENA_SHARDS", given)
        assert load_config(none).shards == Shards(count, ids)
    for bad, why in (("4/4", "from 0 to 3"), ("0,0/2", "twice"), ("two", "must look like")):
        monkeypatch.setenv("STONE_ARENA_SHARDS", bad)
        with pytest.raises(ConfigError, match=f"STONE_ARENA_SHARDS: .*{why}"):
            read_settings(none)
    bot = StoneArenaBot(Config(token="t", shards=Shards(4, (2, 3))))
    assert (bot.shard_count, bot.shard_ids) == (4, [2, 3])
    bot = StoneArenaBot(Config(token="t"))
    assert bot.shard_count is None and bot.shard_ids is None  # asks Discord at login
