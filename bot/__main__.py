"""``python -m bot``: the Discord bot's composition root (not built yet: see the README)."""

import sys


def main() -> int:
    print(
        "The Discord bot is not built yet (see the open issues). What works today:\n"
        "  ./dev rules       play or replay a game in the terminal\n"
        "  ./dev test        run the test suite",
        file=sys.stderr,
    )
    return 1


if __name__ == "__main__":
    sys.exit(main())
