"""``python -m bot`` (``./dev bot``): start the Discord bot.

Reads the configuration (environment or ``.env``, see ``bot/config.py``; ``--database PATH``
overrides both), sets up structured logging, logs in and runs until SIGINT or SIGTERM, then
shuts down gracefully. Exits with a clear message and status 2 when the configuration is
unusable or Discord refuses the token.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
from collections.abc import Sequence
from pathlib import Path

import aiohttp
import discord

from bot.config import Config, ConfigError, load_config
from bot.logs import setup_logging

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


async def run(config: Config) -> None:
    """Run the bot until it is stopped by a signal or the connection ends for good."""
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
            return
        log.info("stopping: finishing what is in progress")
        await bot.close()
        with contextlib.suppress(asyncio.CancelledError):
            await running


def parser() -> argparse.ArgumentParser:
    commands = argparse.ArgumentParser(prog="python -m bot", description="Stone Arena's bot.")
    commands.add_argument(
        "--database",
        type=Path,
        help="the SQLite file; wins over STONE_ARENA_DB in the environment and .env",
    )
    return commands


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        config = load_config(database=args.database)
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
        asyncio.run(run(config))
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
        pass
    log.info("stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
