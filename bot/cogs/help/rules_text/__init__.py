"""The full rules of each game, as shipped with the bot (``/rules`` attaches them).

``<game id>.md`` is the game's section of the project's normative ``RULES.md``, copied with
``python -m bot.cogs.help.rules_text.extract path/to/RULES.md`` so the bot never reads files outside
its own package at run time.
"""

from __future__ import annotations

from pathlib import Path

FOLDER = Path(__file__).parent


def rules_text(game_id: str) -> str:
    """The shipped rules section of ``game_id``."""
    return (FOLDER / f"{game_id}.md").read_text(encoding="utf-8")
