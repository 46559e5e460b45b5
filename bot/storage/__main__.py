"""``python -m bot.storage``: the operator's database tools.

    python -m bot.storage copy SRC_URL DST_URL

copies a whole database into an empty one, SQLite to PostgreSQL or back (``bot.storage.copy``),
and verifies the copy (rows per table, and every match replayed to its stored position). Stop
the bot first. A URL is a file path, ``sqlite:///path`` or ``postgresql://user:pw@host/name``.
Exit status: 0 copied and verified; 1 the copy failed or did not verify; 2 bad arguments.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence

from bot.engine.errors import StorageUnavailable
from bot.storage.copy import CopyError, copy_database, shown


def parser() -> argparse.ArgumentParser:
    tools = argparse.ArgumentParser(
        prog="python -m bot.storage", description=__doc__.split("\n")[0]
    )
    verbs = tools.add_subparsers(dest="verb", required=True)
    copy = verbs.add_parser("copy", help="copy a database into an empty one and verify it")
    copy.add_argument("source", help="the database to copy (path, sqlite:///path, postgresql://)")
    copy.add_argument("destination", help="an empty database (a new file, or an empty database)")
    return tools


def main(argv: Sequence[str] | None = None) -> int:
    return asyncio.run(run(argv))


async def run(argv: Sequence[str] | None = None) -> int:
    """What ``main`` does, in a running event loop; the exit status."""
    args = parser().parse_args(argv)
    try:
        report = await copy_database(args.source, args.destination)
    except (CopyError, StorageUnavailable, ValueError) as error:
        cause = f"{error}: {error.cause}" if isinstance(error, StorageUnavailable) else error
        print(f"stone-arena: the copy failed: {cause}", file=sys.stderr)
        return 1
    print(f"copied {shown(args.source)} to {shown(args.destination)} and verified it:")
    print("\n".join(report.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
