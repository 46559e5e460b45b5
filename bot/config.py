"""All configuration of the bot, read in one place: environment variables, or a ``.env`` file.

Variables (typed by ``Settings``; pydantic-settings reads them, python-dotenv parses ``.env``
the way compose's ``env_file`` does, so ``STONE_ARENA_TOKEN=abc  # note`` is ``abc`` in both):

    STONE_ARENA_TOKEN           the bot token from the Discord developer portal (required to run)
    STONE_ARENA_DB              the database: an SQLite file path or sqlite:///path (default
                                data/stone-arena.sqlite3), or postgresql://user:pw@host/name
    STONE_ARENA_DEV_GUILD       a guild id: commands sync there instantly (optional, development)
    STONE_ARENA_SHARDS          the gateway shards of this process: 0-1/4, 2,3/4 or 4 (default:
                                all of them, as many as Discord recommends; bot/shards.py)
    STONE_ARENA_DB_WAIT_SECONDS  how long to wait at start-up for a PostgreSQL server that
                                cannot be reached yet (300; 0: do not wait). Then the bot exits
                                with status 4, which a service manager restarts.
    STONE_ARENA_LOG_LEVEL       DEBUG, INFO (default), WARNING or ERROR
    STONE_ARENA_LOG_FORMAT      auto (default: text on a terminal, else JSON lines), json or text
    STONE_ARENA_OUTBOX_KEEP_DAYS  delivered (and given-up) notifications and the sealed moves
                                of finished matches are deleted after this many days (30)
    STONE_ARENA_REMOVED_SERVER_KEEP_DAYS  a server's data is erased this many days after the
                                bot is removed from it, unless it is added back (30)
    STONE_ARENA_WEB             an address to serve the read-only web pages on (127.0.0.1:8080;
                                default: no web server); deploy/web.md
    STONE_ARENA_PUBLIC_URL      the address people reach those pages at, behind the reverse
                                proxy (https://arena.example.org); links are built on it
    STONE_ARENA_WEB_SECRET      the key page addresses are signed with (default: one made at
                                random on first use and kept in the database)

Precedence, highest first: the command line (``python -m bot --database PATH``, which the
systemd unit uses), the environment, the ``.env`` file, the defaults above. When the command
line overrides a database path set in the environment or ``.env``, the bot logs that it does.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from dotenv import dotenv_values
from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.shards import Shards, parse_shards
from bot.storage.url import is_postgres, sqlite_path
from bot.storage.waiting import DEFAULT_WAIT

DEFAULT_DB = Path("data/stone-arena.sqlite3")
# A database: an SQLite file, or a PostgreSQL URL (bot.storage.open_store opens either).
Database = Path | str
PREFIX = "STONE_ARENA_"
LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR"]
LogFormat = Literal["auto", "json", "text"]
NO_TOKEN = (
    "No bot token. Set STONE_ARENA_TOKEN in the environment or in a .env file "
    "(copy deploy/example.env to .env); the README says where to get a token."
)


def parse_address(text: str) -> tuple[str, int]:
    """``127.0.0.1:8080`` (or ``[::1]:8080``) as ``(host, port)``; ``ValueError`` if not."""
    host, sep, port = text.rpartition(":")
    host = host.removeprefix("[").removesuffix("]")
    if not sep or not host or not port.isdigit() or not 1 <= int(port) <= 65535:
        raise ValueError(f"must be an address and port such as 127.0.0.1:8080, not {text!r}")
    return host, int(port)


class ConfigError(ValueError):
    """The configuration cannot be used; the message says what to change."""


class Settings(BaseSettings):
    """The variables, typed; each is ``STONE_ARENA_`` + the field's name in capitals."""

    model_config = SettingsConfigDict(
        env_prefix=PREFIX,
        env_file=".env",
        env_file_encoding="utf-8",
        env_ignore_empty=True,
        extra="ignore",  # .env may hold other programs' variables; ours are checked below
        hide_input_in_errors=True,
    )

    token: SecretStr | None = None
    db: Database | None = DEFAULT_DB
    dev_guild: int | None = None
    log_level: LogLevel = "INFO"
    log_format: LogFormat = "auto"
    # Seconds to wait at start-up for a database server that cannot be reached yet.
    db_wait_seconds: float = Field(default=DEFAULT_WAIT, ge=0, le=86_400)
    outbox_keep_days: int = Field(default=30, ge=1)  # delivered outbox rows kept this long
    # A server's data is erased this long after the bot is removed from it (docs/privacy.md).
    removed_server_keep_days: int = Field(default=30, ge=1, le=3650)
    metrics_port: int | None = Field(default=None, ge=1, le=65535)  # Prometheus; None: off
    shards: str | None = None  # bot/shards.py; None: one process, Discord's recommended count
    web: str | None = None  # host:port of the web pages (bot/web/); None: off
    public_url: str | None = None  # the base of the pages' links (the reverse proxy's address)
    web_secret: SecretStr | None = None  # signs page addresses; None: kept in the database

    @field_validator("web", mode="after")
    @classmethod
    def _web(cls, value: str | None) -> str | None:
        if value is None or not value.strip():
            return None
        parse_address(value.strip())  # refused here, with the variable's name, if malformed
        return value.strip()

    @field_validator("public_url", mode="after")
    @classmethod
    def _public_url(cls, value: str | None) -> str | None:
        if value is None or not value.strip():
            return None
        text = value.strip().rstrip("/")
        if not re.fullmatch(r"https?://[^\s/?#]+(/[^\s?#]*)?", text):
            raise ValueError(f"must be an http:// or https:// address, not {value!r}")
        return text

    @field_validator("shards", mode="after")
    @classmethod
    def _shards(cls, value: str | None) -> str | None:
        if value is not None and value.strip():
            parse_shards(value)  # refused here, with the variable's name, if malformed
            return value.strip()
        return None

    @field_validator("token", "dev_guild", "log_level", "log_format", mode="before")
    @classmethod
    def _stripped(cls, value: object) -> object:
        return value.strip() or None if isinstance(value, str) else value

    @field_validator("db", mode="before")
    @classmethod
    def _database(cls, value: object) -> object:
        """A PostgreSQL URL stays text; anything else names an SQLite file (``sqlite:///``
        taken off); another scheme (``mysql://``) is refused with the ones that work."""
        if isinstance(value, str):
            value = value.strip() or None
        if value is None:
            return DEFAULT_DB
        if isinstance(value, str) and not is_postgres(value):
            return sqlite_path(value)
        return value

    @field_validator("dev_guild", mode="before")
    @classmethod
    def _digits(cls, value: object) -> object:
        if isinstance(value, str) and not value.isdigit():
            raise ValueError(f"must be a guild id (digits), not {value!r}")
        return value

    @field_validator("log_level", "log_format", mode="before")
    @classmethod
    def _any_case(cls, value: object) -> object:
        if not isinstance(value, str):
            return value
        return (
            value.upper()
            if value.upper() in ("DEBUG", "INFO", "WARNING", "ERROR")
            else value.lower()
        )


@dataclass(frozen=True, slots=True)
class Config:
    token: str
    database: Database = DEFAULT_DB
    dev_guild: int | None = None
    log_level: str = "INFO"
    log_format: str = "auto"
    db_wait_seconds: float = DEFAULT_WAIT
    # Set when the command line replaced a database path the environment or .env named.
    overridden_database: Database | None = None
    outbox_keep_days: int = 30
    metrics_port: int | None = None
    shards: Shards | None = None
    removed_server_keep_days: int = 30
    web: tuple[str, int] | None = None  # (host, port) of the web pages; None: off
    public_url: str | None = None
    web_secret: str | None = None

    def __repr__(self) -> str:  # never print the token
        return (
            f"Config(token=<{len(self.token)} chars>, database={str(self.database)!r}, "
            f"dev_guild={self.dev_guild}, log_level={self.log_level!r})"
        )


def _explain(error: ValidationError) -> str:
    """One line per bad variable, named as the operator wrote it."""
    lines = []
    for problem in error.errors():
        name = PREFIX + "_".join(str(part) for part in problem["loc"]).upper()
        lines.append(f"{name}: {str(problem['msg']).removeprefix('Value error, ')}")
    return "; ".join(lines)


def _unknown(dotenv: Path | None) -> list[str]:
    """``STONE_ARENA_`` names that are no setting (a typo would otherwise be ignored)."""
    names = set(os.environ)
    if dotenv is not None and dotenv.is_file():
        names |= set(dotenv_values(dotenv))
    known = {PREFIX + field.upper() for field in Settings.model_fields}
    return sorted(n for n in names if n.upper().startswith(PREFIX) and n.upper() not in known)


def read_settings(dotenv: Path | None = Path(".env")) -> Settings:
    """The settings from the environment over ``dotenv`` (no token required)."""
    unknown = _unknown(dotenv)
    if unknown:
        known = ", ".join(PREFIX + field.upper() for field in Settings.model_fields)
        raise ConfigError(f"{', '.join(unknown)}: not a setting; the settings are {known}")
    try:
        return Settings(_env_file=dotenv)  # type: ignore[call-arg]
    except ValidationError as error:
        raise ConfigError(_explain(error)) from None


def load_config(dotenv: Path | None = Path(".env"), *, database: Database | None = None) -> Config:
    """The configuration to run with: the environment over ``dotenv``, ``database`` (the
    command line) over both. Raises ``ConfigError`` with a sentence saying what to fix."""
    settings = read_settings(dotenv)
    if settings.token is None:
        raise ConfigError(NO_TOKEN)
    overridden = None
    if database is not None and "db" in settings.model_fields_set and settings.db != database:
        overridden = settings.db
    return Config(
        token=settings.token.get_secret_value(),
        database=database or settings.db or DEFAULT_DB,
        dev_guild=settings.dev_guild,
        log_level=settings.log_level,
        log_format=settings.log_format,
        db_wait_seconds=settings.db_wait_seconds,
        overridden_database=overridden,
        outbox_keep_days=settings.outbox_keep_days,
        metrics_port=settings.metrics_port,
        shards=None if settings.shards is None else parse_shards(settings.shards),
        removed_server_keep_days=settings.removed_server_keep_days,
        web=None if settings.web is None else parse_address(settings.web),
        public_url=settings.public_url,
        web_secret=None if settings.web_secret is None else settings.web_secret.get_secret_value(),
    )
