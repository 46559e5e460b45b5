"""``python -m bot`` (``./dev bot``): start the Discord bot.

Reads the configuration (environment or ``.env``, see ``bot/config.py``; ``--database PATH``
overrides both), sets up structured logging, logs in and runs until SIGINT or SIGTERM, then
shuts down gracefully.

Exit statuses (the systemd unit restarts on none of 2 and 3, deploy/README.md):
0 stopped by a signal; 1 Discord unreachable (worth a restart); 2 the configuration is unusable
or Discord refuses the token; 3 the database cannot be used and waiting will not change that (a
file that cannot be opened or written, a damaged one, a refused login, no such database, a URL
that cannot be read), at start-up or for good while running (the message names the database and
the cause); 4 the database server could not be reached for STONE_ARENA_DB_WAIT_SECONDS at
start-up (worth a restart: the server may be up by then).

``python -m bot health`` is the container's healthcheck (``bot/health.py``);
``python -m bot privacy forget USER_ID`` honours a deletion request (``bot/privacy.py``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

import aiohttp
import discord

from bot.config import DEFAULT_DB, Config, ConfigError, Database, load_config, read_settings
from bot.engine.errors import StorageUnavailable
from bot.health import check, heartbeat_path
from bot.logs import setup_logging
from bot.storage.url import is_postgres, sqlite_path

log = logging.getLogger("bot")

BAD_TOKEN = (
    "Discord refused the bot token (STONE_ARENA_TOKEN). Copy the token again from the Discord "
    "developer portal (your application > Bot > Reset Token) into .env or the environment; "
    "docs/discord.md shows where."
)
UNREACHABLE = (
    "Cannot reach Discord ({error}). Check this machine's network connection and that "
    "discord.com is reachable, then start again."
)
PRIVILEGED = (
    "Discord asks for a privileged intent this bot does not need. Please report this as a bug."
)


DATABASE = (
    "Cannot use the database {path}: {cause}. Fix that (free disk space, the file's owner and "
    "permissions, a folder the bot may write, or restore a backup: deploy/README.md), then start "
    "the bot again."
)
SERVER = (
    "Cannot use the database {path}: {cause}. Fix that (the user name and password, the "
    "database's name, the URL in STONE_ARENA_DB: deploy/README.md), then start the bot again."
)
GAVE_UP = (
    "Cannot reach the database {path} after waiting {wait} s: {cause}. Check that the database "
    "server is running and that this machine can reach it; the bot exits with status 4, which "
    "the service manager restarts (STONE_ARENA_DB_WAIT_SECONDS sets the wait)."
)
EXIT_DATABASE = 3  # waiting will not help: the unit does not restart it
EXIT_DATABASE_AWAY = 4  # the server stayed unreachable: the unit restarts it


def database_fault(fault: StorageUnavailable, wait: float) -> tuple[int, str]:
    """The exit status and the operator's sentence for a database fault that stopped the bot."""
    if not fault.permanent and fault.unreachable:
        text = GAVE_UP.format(path=fault.path, wait=round(wait), cause=fault.cause)
        return EXIT_DATABASE_AWAY, text
    sentence = SERVER if is_postgres(fault.path) else DATABASE
    return EXIT_DATABASE, sentence.format(path=fault.path, cause=fault.cause)


async def run(config: Config) -> int:
    """Run the bot until it is stopped by a signal or the connection ends for good; the exit
    status (3 after a permanent database fault while running, else 0)."""
    from bot.discord_app import StoneArenaBot

    bot = StoneArenaBot(config)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # not on Windows
            loop.add_signal_handler(sig, stop.set)
    async with bot:
        running = asyncio.create_task(bot.start(config.token), name="discord")
        stopping = asyncio.create_task(stop.wait(), name="signals")
        done, _ = await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if running in done:
            stopping.cancel()
            running.result()  # raises LoginFailure and friends
            return bot.exit_status
        log.info("stopping: finishing what is in progress")
        if bot.arena is None:  # still logging in or opening the database (perhaps waiting for
            running.cancel()  # its server): nothing is in progress yet, so stop that at once
        await bot.close()
        with contextlib.suppress(asyncio.CancelledError):
            await running
    return bot.exit_status


def parser() -> argparse.ArgumentParser:
    commands = argparse.ArgumentParser(prog="python -m bot", description="Stone Arena's bot.")
    commands.add_argument(
        "--database",
        help="an SQLite file or a postgresql:// URL; wins over STONE_ARENA_DB in the "
        "environment and .env",
    )
    tools = commands.add_subparsers(dest="tool")
    health = tools.add_parser("health", help="exit 0 if the running bot's heartbeat is fresh")
    health.add_argument("--max-age", type=int, default=120, help="seconds (default 120)")
    privacy = tools.add_parser("privacy", help="honour a deletion request (docs/privacy.md)")
    verbs = privacy.add_subparsers(dest="verb", required=True)
    forget = verbs.add_parser(
        "forget", help="anonymise a user everywhere (their games and results stay, unnamed)"
    )
    forget.add_argument("user_id", type=int, help="the user's Discord id (digits)")
    return commands


def health(database: str | None, max_age: int) -> int:
    """The healthcheck: is the heartbeat beside the database fresh? (No token needed.)"""
    try:
        path = heartbeat_path(database_of(database) or read_settings().db or Path())
    except ConfigError as error:
        print(f"stone-arena: {error}", file=sys.stderr)
        return 2
    problem = check(path, datetime.now(UTC), timedelta(seconds=max_age))
    print(f"stone-arena: {problem or 'healthy'}", file=sys.stderr if problem else sys.stdout)
    return 1 if problem else 0


def database_of(value: str | None) -> Database | None:
    """The ``--database`` value as ``Config`` takes it (a path, or a PostgreSQL URL)."""
    if value is None or is_postgres(value):
        return value
    return sqlite_path(value)


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.tool == "health":
        return health(args.database, args.max_age)
    if args.tool == "privacy":
        from bot.privacy import forget

        try:
            database = database_of(args.database) or read_settings().db or DEFAULT_DB
        except ConfigError as error:
            print(f"stone-arena: {error}", file=sys.stderr)
            return 2
        return asyncio.run(forget(database, args.user_id))
    try:
        config = load_config(database=database_of(args.database))
    except ConfigError as error:
        print(f"stone-arena: {error}", file=sys.stderr)
        return 2
    setup_logging(config.log_level, config.log_format)
    if config.overridden_database is not None:
        log.warning(
            "using the database named on the command line, not STONE_ARENA_DB",
            extra={"database": str(config.database), "ignored": str(config.overridden_database)},
        )
    try:
        status = asyncio.run(run(config))
    except StorageUnavailable as fault:
        status, sentence = database_fault(fault, config.db_wait_seconds)
        print(f"stone-arena: {sentence}", file=sys.stderr)
        return status
    except discord.LoginFailure:
        print(f"stone-arena: {BAD_TOKEN}", file=sys.stderr)
        return 2
    except discord.PrivilegedIntentsRequired:
        print(f"stone-arena: {PRIVILEGED}", file=sys.stderr)
        return 2
    except (aiohttp.ClientConnectionError, discord.GatewayNotFound, OSError) as error:
        print(f"stone-arena: {UNREACHABLE.format(error=error)}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        status = 0
    log.info("stopped", extra={"status": status})
    return status


if __name__ == "__main__":
    sys.exit(main())
