"""The sentences of ``/puzzle`` for every game: what to find, Thwart Omega's given submission,
and every text within Discord's message limit with real-length ids and the longest answers."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

import rules
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.puzzles import texts
from bot.engine.puzzles import PuzzleRecord, PuzzleStats

BIG = 1_456_074_443_980_800_038  # a real-length Discord id


def puzzle(game_id: str, **changes: object) -> PuzzleRecord:
    game = rules.get_game(game_id)
    state = game.new_state()
    moves = game.legal_moves(state, 0)
    values: dict[str, object] = {
        "id": BIG,
        "guild_id": BIG,
        "game_id": game_id,
        "match_id": BIG,
        "game_no": 1,
        "ply": 40,
        "seat": 0,
        "state": game.to_json(state),
        "answers": tuple(moves[-3:]),
        "given": moves[0] if game.simultaneous else "",
        "exact": True,
        "alternating": False,
        "created_at": datetime(2026, 11, 26, tzinfo=UTC),
    }
    values.update(changes)
    return PuzzleRecord(**values)  # type: ignore[arg-type]


@pytest.mark.parametrize("game_id", list(rules.GAMES))
def test_every_text_fits(game_id: str) -> None:
    p = puzzle(game_id)
    stats = PuzzleStats(BIG, BIG, 10**6, 10**6, 10**6, 10**6)
    for text in (
        texts.offer_text(p, stats, again=True),
        texts.verdict_text(p, p.answers[0], True, stats),
        texts.verdict_text(p, p.answers[0], False, stats),
        texts.verdict_text(p, "", False, stats),
        texts.daily_text(p, "2030-12-31"),
        texts.daily_solution_text(p, "2030-12-31", 123_456),
    ):
        assert 0 < len(text) <= MESSAGE_CHARS


def test_what_to_find() -> None:
    assert texts.task(puzzle("meter")) == "Black to move and win."
    thwart = puzzle("thwart-omega")
    assert f"White submitted `{thwart.given}`" in texts.task(thwart)
    assert "Find Black's submission that wins against it." in texts.task(thwart)
    assert "take turns" in texts.task(puzzle("interleave", alternating=True))
    assert "the others throw most of it away" in texts.task(puzzle("meuda", exact=False))
    assert texts.names(puzzle("meter", seat=1)) == ("Opponent", "Your side")


def test_a_wrong_answer_shows_every_solution() -> None:
    p = puzzle("meter", answers=("a1", "b2"))
    text = texts.verdict_text(p, "c3", False, PuzzleStats(1, 2, 3, 1, 0, 1))
    assert "`c3` does not win. The solution: `a1` or `b2`. Your streak ends." in text
    assert "Solved 1 of 3 · streak 0 (best 1)" in text


def test_the_daily_puzzle_hides_its_solution_until_it_closes() -> None:
    p = puzzle("meter", answers=("a1", "b2"))
    posted = texts.daily_text(p, "2030-01-02")
    assert "Daily puzzle · 2030-01-02" in posted and "**Solve**" in posted
    assert "`a1`" not in posted and "`b2`" not in posted
    closed = [texts.daily_solution_text(p, "2030-01-02", n) for n in (0, 1, 2)]
    assert all("The solution: `a1` or `b2`." in text for text in closed)
    assert [text.rsplit("Solved by ", 1)[1] for text in closed] == [
        "nobody.",
        "1 player.",
        "2 players.",
    ]
