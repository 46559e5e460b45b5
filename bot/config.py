"""All configuration of the bot, read in one place: environment variables, or a ``.env`` file.

Variables (the environment wins over ``.env``):

    STONE_ARENA_TOKEN      the bot token from the Discord developer portal (required)
    STONE_ARENA_DB         SQLite file (default data/stone-arena.sqlite3)
    STONE_ARENA_DEV_GUILD  a guild id: commands sync there instantly (optional, for development)
    STONE_ARENA_LOG_LEVEL  DEBUG, INFO (default), WARNING or ERROR
    STONE_ARENA_LOG_FORMAT json (default) or text
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

DEFAULT_DB = Path("data/stone-arena.sqlite3")
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
LOG_FORMATS = ("json", "text")


class ConfigError(ValueError):
    """The configuration cannot be used; the message says what to change."""


@dataclass(frozen=True, slots=True)
class Config:
    token: str
    database: Path = DEFAULT_DB
    dev_guild: int | None = None
    log_level: str = "INFO"
    log_format: str = "json"

    def __repr__(self) -> str:  # never print the token
        return (
            f"Config(token=<{len(self.token)} chars>, database={str(self.database)!r}, "
            f"dev_guild={self.dev_guild}, log_level={self.log_level!r})"
        )


def read_dotenv(path: Path) -> dict[str, str]:
    """``KEY=value`` lines of a ``.env`` file (``#`` comments, optional quotes); {} if absent."""
    if not path.is_file():
        return {}
    values: dict[str, str] = {}
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.removeprefix("export ").partition("=")
        if not sep:
            raise ConfigError(f"{path}:{number}: expected KEY=value, found {raw!r}")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        values[key.strip()] = value
    return values


def load_config(
    environ: Mapping[str, str] | None = None, dotenv: Path | None = Path(".env")
) -> Config:
    """The configuration from ``environ`` (default ``os.environ``) over the ``.env`` file."""
    merged = {
        **(read_dotenv(dotenv) if dotenv else {}),
        **(os.environ if environ is None else environ),
    }
    token = merged.get("STONE_ARENA_TOKEN", "").strip()
    if not token:
        raise ConfigError(
            "No bot token. Set STONE_ARENA_TOKEN in the environment or in a .env file "
            "(copy deploy/example.env to .env); the README says where to get a token."
        )
    guild_text = merged.get("STONE_ARENA_DEV_GUILD", "").strip()
    if guild_text and not guild_text.isdigit():
        raise ConfigError(f"STONE_ARENA_DEV_GUILD must be a guild id (digits), not {guild_text!r}")
    level = merged.get("STONE_ARENA_LOG_LEVEL", "INFO").strip().upper()
    if level not in LOG_LEVELS:
        raise ConfigError(f"STONE_ARENA_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}")
    log_format = merged.get("STONE_ARENA_LOG_FORMAT", "json").strip().lower()
    if log_format not in LOG_FORMATS:
        raise ConfigError(f"STONE_ARENA_LOG_FORMAT must be one of {', '.join(LOG_FORMATS)}")
    return Config(
        token=token,
        database=Path(merged.get("STONE_ARENA_DB", "").strip() or DEFAULT_DB),
        dev_guild=int(guild_text) if guild_text else None,
        log_level=level,
        log_format=log_format,
    )
