"""What one sealed move costs: ``python -m tests.bench receipt``.

Runs the real bot under simcord (the offline Discord) on a SQLite file and plays the start of a
Thwart Omega match by direct message. It prints two figures:

* the database transactions and reads one DM move costs, from the DM to its private receipt
  delivered (the store's ``transaction()`` and ``read()`` are counted);
* the project's files that run from the first DM of a round to its reveal (both players lock
  in), by layer (a profile of Python calls; drawing in worker threads that existed before is
  not seen, so ``render/`` may be missing).

Counts, not times: the figures are the same on any machine.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import threading
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

import simcord

from tests.bot.conftest import close_bot, make_bot, make_world, start_match

ROOTS = ("bot/", "rules/", "render/", "ai/")


def counted(store: Any, counts: Counter[str]) -> None:
    """Count every ``transaction()`` and ``read()`` the bot opens on ``store`` from now on."""
    for name in ("transaction", "read"):
        original = getattr(store, name)

        def wrapped(*args: Any, _original: Any = original, _name: str = name, **kw: Any) -> Any:
            counts[_name] += 1
            return _original(*args, **kw)

        setattr(store, name, wrapped)


def profiler(files: set[str]) -> Callable[[FrameType, str, Any], None]:
    """A profile function that adds the project file of every Python call to ``files``."""
    top = os.getcwd() + os.sep

    def seen(frame: FrameType, event: str, _arg: Any) -> None:
        name = frame.f_code.co_filename
        if event == "call" and name.startswith(top) and name[len(top) :].startswith(ROOTS):
            files.add(name[len(top) :])

    return seen


def room(path: str) -> str:
    """The folder of a file of ``bot/`` (``bot/engine/matches/service``); ``rules`` for the rules."""
    return os.path.dirname(path) if path.startswith("bot/") else path.split("/", maxsplit=1)[0]


async def run() -> None:
    with tempfile.TemporaryDirectory() as folder:
        bot = make_bot(Path(folder) / "arena.sqlite3")
        try:
            async with simcord.run(bot) as env:
                world = make_world(env)
                match_id, _thread = await start_match(world, "thwart-omega")
                assert bot.arena is not None
                counts: Counter[str] = Counter()
                counted(bot.arena.store, counts)
                await world.alice.send_dm("b c3 w e5")
                receipt = dict(counts)
                files: set[str] = set()
                profile = profiler(files)
                sys.setprofile(profile)
                threading.setprofile(profile)
                try:
                    await world.bob.send_dm("b a1 w a2 lock")
                    await world.alice.send_dm("b c3 w e5 lock")
                finally:
                    sys.setprofile(None)
                    threading.setprofile(None)
                revealed = (await world.match(match_id)).round == 2
        finally:
            await close_bot(bot)
    print(
        f"one DM move, to its receipt delivered: {receipt.get('transaction', 0)} transactions, "
        f"{receipt.get('read', 0)} reads"
    )
    print(f"the round revealed: {revealed}")
    bot_files = sorted(f for f in files if f.startswith("bot/"))
    print(f"files run from the round's first DM to its reveal: {len(bot_files)} in bot/")
    for folder, count in sorted(Counter(room(f) for f in files).items()):
        print(f"  {count:3d}  {folder}/")


def main(argv: list[str]) -> None:
    argparse.ArgumentParser(prog="python -m tests.bench receipt", description=__doc__).parse_args(
        argv
    )
    asyncio.run(run())
