"""``python -m tests.bench [NAME ...] [-- ARGS]``: run benchmarks and print their figures.

Each benchmark is a module ``tests/bench/bench_<name>.py`` with ``main(argv: list[str]) -> None``.
With no name, every benchmark runs with its default arguments. Benchmarks are not tests: CI does
not run them, and no test asserts a time.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def available() -> list[str]:
    folder = Path(__file__).parent
    return sorted(
        m.name.removeprefix("bench_")
        for m in pkgutil.iter_modules([str(folder)])
        if m.name.startswith("bench_")
    )


def main(argv: list[str]) -> int:
    names = available()
    if argv and argv[0] in {"-h", "--help"}:
        print(__doc__)
        print("benchmarks:", ", ".join(names))
        return 0
    if argv and argv[0] in names:
        module = importlib.import_module(f"tests.bench.bench_{argv[0]}")
        module.main(argv[1:])
        return 0
    if argv:
        print(f"unknown benchmark {argv[0]!r}; choose from: {', '.join(names)}", file=sys.stderr)
        return 2
    for name in names:
        print(f"=== {name}")
        importlib.import_module(f"tests.bench.bench_{name}").main([])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
