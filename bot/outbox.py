"""``python -m bot.outbox``: the operator's view of notifications that were given up.

A notification the dispatcher could not deliver after its attempts (Discord down for hours, a
bug in a handler) is kept with its last error and counted in the log at start-up and hourly.

    python -m bot.outbox list                 # how many, and the oldest 50 with their errors
    python -m bot.outbox requeue 12 15        # deliver these again (the running bot picks
    python -m bot.outbox requeue --all        #   them up at its next wake-up, within an hour)

``--database URL`` chooses the database (a file path, ``sqlite:///path`` or ``postgresql://...``;
default: ``STONE_ARENA_DB``, else ``data/stone-arena.sqlite3``). Safe while the bot runs: the
database serialises the writes.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Sequence
from datetime import UTC, datetime

from bot.storage import is_postgres, open_store, sqlite_path

SHOWN = 50


def parser() -> argparse.ArgumentParser:
    commands = argparse.ArgumentParser(
        prog="python -m bot.outbox", description="Given-up outbox notifications."
    )
    commands.add_argument(
        "--database",
        default=os.environ.get("STONE_ARENA_DB") or "data/stone-arena.sqlite3",
        help="a file path, sqlite:///path or postgresql://user:password@host/name",
    )
    verbs = commands.add_subparsers(dest="verb", required=True)
    verbs.add_parser("list", help="count the given-up rows and show the oldest")
    requeue = verbs.add_parser("requeue", help="deliver given-up rows again")
    requeue.add_argument("ids", type=int, nargs="*", help="outbox row ids")
    requeue.add_argument("--all", action="store_true", help="every given-up row")
    return commands


async def run(args: argparse.Namespace) -> str:
    if not is_postgres(args.database) and not sqlite_path(args.database).exists():
        raise SystemExit(f"no database at {args.database} (use --database PATH)")
    store = await open_store(args.database)
    try:
        if args.verb == "list":
            async with store.read() as uow:
                total, rows = await uow.given_up_outbox(SHOWN)
            were = "1 outbox row was" if total == 1 else f"{total} outbox rows were"
            lines = [f"{were} given up" + (":" if rows else ".")]
            for item in rows:
                note = item.notification
                lines.append(
                    f"  #{item.id} {note.kind} to {note.audience} {note.target_id} "
                    f"(match {note.match_id}) from {item.created_at:%Y-%m-%d %H:%M} UTC, "
                    f"{item.attempts} attempts: {item.last_error}"
                )
            if total > len(rows):
                lines.append(f"  ... and {total - len(rows)} more")
            return "\n".join(lines)
        if not args.ids and not args.all:
            raise SystemExit("name the row ids to re-queue, or --all")
        async with store.transaction() as uow:
            count = await uow.requeue_outbox(None if args.all else args.ids, datetime.now(UTC))
        rows_word = "row" if count == 1 else "rows"
        return f"re-queued {count} {rows_word}; the running bot delivers them within the hour"
    finally:
        await store.close()


def main(argv: Sequence[str] | None = None) -> int:
    print(asyncio.run(run(parser().parse_args(argv))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
