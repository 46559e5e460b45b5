"""Rewrite the golden board images of ``tests/render/golden`` from ``positions.json``.

``python -m scripts.regen_render_goldens [NAME ...]``: all positions, or only those named. Look at
every image that changed before keeping it (``git diff --stat tests/render/golden``).
"""

from __future__ import annotations

import sys

from tests.render.positions import load


def main(argv: list[str]) -> None:
    wanted = set(argv)
    positions = load()
    unknown = wanted - {p.name for p in positions}
    if unknown:
        raise SystemExit(f"unknown golden positions: {', '.join(sorted(unknown))}")
    for position in positions:
        if wanted and position.name not in wanted:
            continue
        data = position.png()
        old = position.path.read_bytes() if position.path.exists() else None
        position.path.write_bytes(data)
        state = "unchanged" if old == data else ("new" if old is None else "rewritten")
        print(f"{position.path.name}: {state} ({len(data):,} bytes)")


if __name__ == "__main__":
    main(sys.argv[1:])
