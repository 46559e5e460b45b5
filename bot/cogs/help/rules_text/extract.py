"""Copy each game's section of ``RULES.md`` into ``bot/cogs/help/rules_text/<game id>.md``.

python -m bot.cogs.help.rules_text.extract ../shared/RULES.md
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from bot.cogs.help.rules_text import FOLDER

# RULES.md section number of each game.
SECTIONS = {"thwart-omega": 3, "interleave": 4, "meridians": 5, "meter": 6, "meuda": 7}
_RULE = re.compile(r"^-{20,}\s*$", re.MULTILINE)


def sections(text: str) -> dict[int, str]:
    """The ``## N. Title`` sections of ``text`` by number, without the separator lines."""
    found: dict[int, str] = {}
    for raw in _RULE.split(text):
        part = raw.strip()
        heading = re.match(r"^## (\d+)\. ", part)
        if heading:
            found[int(heading[1])] = part
    return found


# What the match service adds to a game's rules (decisions RULES.md leaves to it), appended to
# that game's file in the same terms, so ``/rules`` tells players everything that can end a match.
SERVICE_NOTES = {
    "thwart-omega": (
        "**Unplayed match** (Stone Arena's match service): if neither player submits anything "
        "for a number of consecutive rounds (a server setting, default **3**), the match ends "
        "**abandoned**, with no winner. One submission from either player starts the count "
        "again."
    ),
}


def game_files(text: str) -> dict[str, str]:
    """The file contents for every game, from the text of ``RULES.md``."""
    by_number = sections(text)
    files = {}
    for game_id, number in SECTIONS.items():
        note = SERVICE_NOTES.get(game_id)
        extra = f"\n\n{note}" if note else ""
        files[game_id] = f"{by_number[number]}{extra}\n\n(Stone Arena RULES.md §{number}.)\n"
    return files


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    for game_id, content in game_files(Path(argv[0]).read_text(encoding="utf-8")).items():
        (FOLDER / f"{game_id}.md").write_text(content, encoding="utf-8")
        print(f"wrote {game_id}.md ({len(content)} characters)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
