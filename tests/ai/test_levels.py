"""The strong level's time per move reads the same everywhere (issue 24): ``/play``'s choice,
the README and the player guide all say ``ai.levels.move_time_text()``, which comes from the
time measured with ``./dev bench ai --move-times``."""

from __future__ import annotations

from pathlib import Path

from ai.levels import LEVELS, STRONG, STRONG_MEASURED_SECONDS, move_time_text
from bot.cogs.common.play_options import computer_option

ROOT = Path(__file__).resolve().parents[2]


def test_strong_says_one_time_per_move_everywhere() -> None:
    said = move_time_text()
    assert said == "about 1 s a move"
    # The clock's allowance stays above what was measured.
    assert LEVELS[STRONG].seconds >= STRONG_MEASURED_SECONDS
    [strong] = [c.name for c in computer_option().choices if c.value == STRONG]
    assert strong.endswith(said), strong
    for doc in ("README.md", "docs/player-guide.md"):
        text = " ".join((ROOT / doc).read_text().split())
        assert f"strong` (it thinks {said}" in text or f"`strong` ({said})" in text, doc
        assert "about 2 s" not in text and "about a second" not in text, doc
