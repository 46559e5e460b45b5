"""``./dev goldens``: rewrite the golden files (rules transcripts, board images); review the diff.

python -m scripts.regen_goldens            # everything
python -m scripts.regen_goldens rules      # transcripts only
python -m scripts.regen_goldens render     # images only
python -m scripts.regen_goldens commands   # the synced slash-command tree
python -m scripts.regen_goldens lessons    # the /help diagrams
"""

from __future__ import annotations

import importlib
import sys


def main(argv: list[str]) -> int:
    wanted = set(argv) or {"rules", "render", "tournament", "commands", "lessons"}
    if "rules" in wanted:
        from tests.rules.playthroughs import regenerate

        for path in regenerate():
            print(f"wrote {path}")
    if "render" in wanted:
        importlib.import_module("scripts.regen_render_goldens").main([])
    if "tournament" in wanted:
        from tests.render.test_tournament_images import regenerate as regenerate_tournament

        for path in regenerate_tournament():
            print(f"wrote {path}")
    if "lessons" in wanted:
        from tests.render.test_lessons import regenerate as regenerate_lessons

        for path in regenerate_lessons():
            print(f"wrote {path}")
    if "commands" in wanted:
        from tests.bot.test_command_tree import regenerate as regenerate_commands

        for path in regenerate_commands():
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
