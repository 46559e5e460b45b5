"""The engine's and the rules' refusals in the reader's language (issue 24 item 2), in simcord:
a Korean-locale player who challenges themself, moves out of turn, plays on a taken cell, types
something that is no move and offers a draw in a game without draws is told each in Korean; a
Japanese-locale player in Japanese; an English one keeps the English sentences word for word. A
stale button where the bot may only answer (a group DM) is refused in the presser's language."""

from __future__ import annotations

import pytest
import simcord

import rules
from bot.cogs.common.language import Words
from bot.engine.errors import rules_sentence
from bot.engine.model import MatchStatus
from bot.engine.views import MatchView
from rules import MoveError
from tests.bot.conftest import World, buttons_of, last_bot_message, said, thread_of
from tests.bot.locales import english_words, hangul, japanese, speaking
from tests.bot.private_channels import group_dm
from tests.bot.test_anywhere import button_id, challenge_in, last_board

KO, JA, EN = Words("ko"), Words("ja"), Words("en")


async def _started(world: World, by: simcord.MemberActor, opponent: simcord.MemberActor) -> int:
    """``by`` challenges ``opponent`` to Meter on the smallest board; the match, started."""
    await by.slash(world.channel, "play meter", opponent=opponent, size=3)
    message = last_bot_message(world.channel, world.env)
    ids = [str(b.custom_id) for b in buttons_of(message)]
    await opponent.click(message, custom_id=next(i for i in ids if i.endswith(":accept")))
    [view] = await world.arena.service.matches_of(by.id)
    return view.id


async def _refusals(world: World) -> tuple[list[str], dict[str, str]]:
    """The answers to five refused requests by Alice and Bob; the facts they name."""
    people = {world.alice.id: world.alice, world.bob.id: world.bob}
    answers = [said(await world.alice.slash(world.channel, "play meter", opponent=world.alice))]
    match_id = await _started(world, world.alice, world.bob)
    thread = thread_of(world, match_id)
    view = await world.match(match_id)
    [mover] = view.to_act
    waiting = people[next(p for p in view.players if p != mover)]
    answers.append(said(await waiting.slash(thread, "move", move="a1")))  # not their turn
    await people[mover].slash(thread, "move", move="a1")
    answers.append(said(await waiting.slash(thread, "move", move="a1")))  # a taken cell
    answers.append(said(await waiting.slash(thread, "move", move="q77")))  # no such cell
    answers.append(said(await waiting.slash(thread, "draw")))  # Meter has no draws
    view = await world.match(match_id)
    assert view.status is MatchStatus.ACTIVE and view.ply == 1  # nothing refused was stored
    colour = "white" if view.players.index(waiting.id) == 0 else "black"
    return answers, {"match": str(match_id), "waiting": colour}


def _expected(words: Words, facts: dict[str, str]) -> list[str]:
    return [
        words("challenge-yourself"),
        words("rules-colour-to-move", colour="black"),
        words("rules-meter-taken", cell="a1", colour="black"),
        words("rules-meter-no-cell", text="q77", cell="q77", last="e", example="d4"),
        words("proposal-drawless", game="meter"),
    ]


async def test_a_korean_player_is_refused_in_korean(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking(monkeypatch, {world.alice.id: "ko", world.bob.id: "ko"}):
        answers, facts = await _refusals(world)
    assert answers == _expected(KO, facts)
    assert answers[0] == "자기 자신에게는 도전할 수 없습니다."
    assert answers[2] == "a1 칸에는 이미 흑 돌이 있습니다. 빈 칸에 두세요."
    for text in answers:
        assert hangul(text) and not english_words(text), text


async def test_a_japanese_player_is_refused_in_japanese(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking(monkeypatch, {world.alice.id: "ja", world.bob.id: "ja"}):
        answers, facts = await _refusals(world)
    assert answers == _expected(JA, facts)
    assert answers[1] == "あなたの手番ではありません: 今は黒の手番です。"
    for text in answers:
        assert japanese(text) and not english_words(text), text


async def test_an_english_player_keeps_the_english_sentences(world: World) -> None:
    answers, facts = await _refusals(world)
    assert answers == [
        "You cannot challenge yourself.",
        "It is not your turn: Black is to move.",
        "a1 is taken by a Black stone; place yours on an empty cell.",
        "Could not read `q77` as a move. There is no cell q77 on this board (rows a–e). "
        "Example: `d4`.",
        "Meter cannot be drawn (RULES.md §6: a full board has an odd number of cells, so one "
        "player always owns the largest group), so there is no draw to offer. Play on, or use "
        "`/resign`.",
    ]
    assert answers == _expected(EN, facts)


async def test_a_stale_button_in_a_group_dm_is_refused_in_the_pressers_language(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the bot may only answer, a stale button's refusal comes with the current board:
    in the presser's language too (it was the engine's English)."""
    with group_dm(world.env, monkeypatch, (world.alice, world.bob)) as dm:
        alice, bob = dm.members
        card = await challenge_in(dm, "meter", alice, bob, size=3)
        await bob.click(card, label="Accept")
        [view] = await world.arena.service.matches_of(alice.id)
        first, second = (next(m for m in dm.members if m.id == p) for p in _order(view))
        old = last_board(await first.slash(dm.channel, "move", move="c3"))
        swap = button_id(old, ":swap")
        assert swap is not None
        await second.slash(dm.channel, "move", move="a1")  # the position moves on
        with speaking(monkeypatch, {second.id: "ja"}):
            pressed = await second.click(old, custom_id=swap)
    assert JA("stale-older-board", match=str(view.id)) in said(pressed)
    assert japanese(last_board(pressed).content)  # the board as it is now, in Japanese too


def _order(view: MatchView) -> tuple[int, int]:
    """The player to move first, then the other."""
    [mover] = view.to_act
    return mover, next(p for p in view.players if p != mover)


def test_a_rules_refusal_that_reaches_a_room_is_said_in_the_readers_language() -> None:
    meuda = rules.GAMES["meuda"]
    with pytest.raises(MoveError) as refused:
        meuda.play(meuda.new_state(), 1, "d4")  # seat 0 places the pie stones first
    assert EN.refusal(refused.value) == str(refused.value)
    assert KO.refusal(refused.value) == rules_sentence(refused.value, "ko")
    assert "첫째 자리" in KO.refusal(refused.value)
