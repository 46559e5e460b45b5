"""The words drawn in the pictures of ``/leaderboard`` and of tournaments speak the reader's
language (issue 24 item 2): the leaderboard's column heads in the asker's, the bracket, the
overview, the standings and the final places in the server's; none wider than its column."""

from __future__ import annotations

import pytest

from bot.cogs.common.language import Words
from bot.cogs.matches.standings import leaderboard_heads
from render.ratings import HEADS, LeaderboardView, LeaderRow, overflowing_heads, render_leaderboard
from tests.bot.locales import english_words, hangul, japanese

SCRIPTS = {"ko": hangul, "ja": japanese}


@pytest.mark.parametrize("code", ["en", "ko", "ja"])
def test_the_leaderboard_heads_are_the_readers_and_fit_their_columns(code: str) -> None:
    heads = leaderboard_heads(Words(code))
    assert not overflowing_heads(heads), heads
    if code == "en":
        assert heads == HEADS
        return
    assert heads[0] == "#" and all(SCRIPTS[code](h) for h in heads[1:]), heads
    assert not english_words(" ".join(heads))
    rows = tuple(LeaderRow(n, "名" * 32, 1500 - n, 10 * n, 5 - n, n == 3) for n in range(1, 6))
    view = LeaderboardView("Meter", rows, subtitle="5", heads=heads)
    english = LeaderboardView("Meter", rows, subtitle="5")
    assert render_leaderboard(view) != render_leaderboard(english)


def test_a_head_too_wide_is_found() -> None:
    assert overflowing_heads(("#", "Player", "R" * 40, "Games", "Trend")) == ("R" * 40,)
