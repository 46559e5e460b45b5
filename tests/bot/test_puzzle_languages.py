"""``/puzzle`` in Korean and Japanese: a whole session (none yet, an offer, an answer the rules
refuse, a wrong one, a give-up, nothing open) answers in the reader's language, the board's seat
names too; every text fits Discord's limits in every language."""

from __future__ import annotations

import pytest

import rules
from bot.cogs.common.language import LANGUAGES, Words
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.puzzles import texts
from bot.engine.puzzles import NoPuzzle, PuzzleStats
from tests.bot.conftest import PNG, World, said
from tests.bot.locales import english_words, hangul, japanese, speaking
from tests.bot.test_puzzle_texts import BIG, puzzle
from tests.bot.test_puzzles import a_wrong_move, finished_match_with_a_puzzle, open_puzzle

KO, JA = Words("ko"), Words("ja")


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game_id", list(rules.GAMES))
def test_every_puzzle_text_fits_in_every_language(code: str, game_id: str) -> None:
    words = Words(code)
    p = puzzle(game_id, exact=False, alternating=True)
    stats = PuzzleStats(BIG, BIG, 10**6, 10**6, 10**6, 10**6)
    for text in (
        texts.offer_text(p, stats, again=True, words=words),
        texts.verdict_text(p, p.answers[0], True, stats, words),
        texts.verdict_text(p, p.answers[0], False, stats, words),
        texts.verdict_text(p, "", False, stats, words),
        texts.daily_text(p, "2026-11-26", words),
        texts.daily_solution_text(p, "2026-11-26", 10**6, words),
    ):
        assert len(text) <= MESSAGE_CHARS
        if code != "en":
            assert not english_words(text), english_words(text)


def test_the_daily_puzzle_post_speaks_the_servers_language() -> None:
    day = "2026-11-26"
    assert texts.daily_head(puzzle("meter"), day, KO).startswith("🧩 **오늘의 퍼즐 · 2026-11-26**")
    closed = texts.daily_solution_text(puzzle("thwart-omega"), day, 0, JA)
    assert "締め切り" in closed and "解いた人はいませんでした" in closed
    assert "Solved by 1 player." in texts.daily_solution_text(puzzle("meter"), day, 1)
    assert "Solved by nobody." in texts.daily_solution_text(puzzle("meter"), day, 0)
    for text in (texts.daily_text(puzzle("meuda"), day, KO), closed):
        assert hangul(text) or japanese(text)
        assert not english_words(text), english_words(text)


def test_the_task_names_the_colours_in_the_readers_language() -> None:
    assert texts.task(puzzle("meter"), KO) == "흑 차례: 이기는 수를 찾으세요."
    assert texts.task(puzzle("meridians"), JA) == "明 の手番: 勝つ手を見つけてください。"
    round_task = texts.task(puzzle("thwart-omega"), KO)
    assert round_task.startswith("게임의 마지막 라운드: 백 쪽이")
    assert texts.names(puzzle("meter", seat=1), JA) == ("相手", "自分")


async def test_a_korean_puzzle_session_is_korean(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking(monkeypatch, {world.carol.id: "ko"}):
        none = said(await world.carol.slash(world.channel, "puzzle new", game="meter"))
        assert none == KO("puzzle-none-yet", game="Meter")
        nothing = said(await world.carol.slash(world.channel, "puzzle give-up"))
        assert nothing == KO("puzzle-none-open")
        await finished_match_with_a_puzzle(world)
        asked = await world.carol.slash(world.channel, "puzzle new", game="meter")
        text = said(asked)
        assert "이기는 수를 찾으세요" in text and "0개 중 0개 풂" in text, text
        assert hangul(text) and not english_words(text), english_words(text)
        [image] = asked.response.attachments  # type: ignore[union-attr]
        assert (await image.read()).startswith(PNG)
        puzzle_record = await open_puzzle(world)
        illegal = said(await world.carol.slash(world.channel, "puzzle answer", move="   "))
        assert illegal == KO("puzzle-name-a-move")
        refused = said(await world.carol.slash(world.channel, "puzzle answer", move="z9"))
        assert refused.endswith("이 답은 세지 않습니다: 다시 해 보세요.")
        wrong_move = a_wrong_move(puzzle_record)
        wrong = said(await world.carol.slash(world.channel, "puzzle answer", move=wrong_move))
        assert wrong.startswith(f"`{wrong_move}`(으)로는 이기지 못합니다. 정답: `")
        assert "1개 중 0개 풂 · 연속 0" in wrong and not english_words(wrong)
        await world.carol.slash(world.channel, "puzzle new", game="meter")
        gave_up = said(await world.carol.slash(world.channel, "puzzle give-up"))
        assert gave_up.startswith("정답: `") and not english_words(gave_up)
    # An English reader on the same server is answered in English.
    english = said(await world.bob.slash(world.channel, "puzzle give-up"))
    assert "no puzzle open" in english


async def test_a_japanese_puzzle_session_is_japanese(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking(monkeypatch, {world.carol.id: "ja"}):
        await finished_match_with_a_puzzle(world)
        text = said(await world.carol.slash(world.channel, "puzzle new", game="meter"))
        assert "勝つ手を見つけてください" in text and "`/詰め問題 解答 手:`" in text
        assert japanese(text) and not english_words(text), english_words(text)
        again = said(await world.carol.slash(world.channel, "puzzle new", game="meter"))
        assert again.startswith("**出題中の問題 #")
        puzzle_record = await open_puzzle(world)
        right = said(
            await world.carol.slash(world.channel, "puzzle answer", move=puzzle_record.answers[0])
        )
        assert right.startswith(f"正解: `{puzzle_record.answers[0]}` で勝ちです。")
        assert "1 問中 1 問正解 · 連続 1（最高 1）" in right and not english_words(right)
        outside = said(await world.carol.slash(world.channel, "puzzle answer", move="a1"))
        assert outside == JA("puzzle-none-open")


def test_a_player_who_solved_them_all_is_told_so_in_their_language() -> None:
    refused = NoPuzzle("puzzle-all-solved", game="Meter", count=3)
    assert JA.refusal(refused) == "このサーバーの Meter の詰め問題をすべて解きました（3 問）。" + (
        "新しい問題は新しい対局から作られます。"
    )
