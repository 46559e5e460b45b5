"""``/move``'s suggestions speak the reader's language (issue 24 item 2): Meuda's notes on a
root (the stones the turn will place) and on a branched stone, in Korean and Japanese, within
Discord's 100 characters of a choice's name."""

from __future__ import annotations

import random
from typing import Any

import pytest

import rules
from bot.cogs.common.language import Words
from bot.cogs.matches.suggest import label
from rules.meuda import Meuda
from tests.bot.conftest import World, last_bot_message, start_match
from tests.bot.locales import english_words, hangul, japanese, speaking

CHOICE_NAME_CHARS = 100  # Discord's limit on an autocomplete choice's name
SCRIPTS = {"ko": hangul, "ja": japanese}


@pytest.mark.parametrize("locale", ["ko", "ja"])
async def test_meuda_roots_and_branched_stones_in_the_movers_language(
    world: World, monkeypatch: pytest.MonkeyPatch, locale: str
) -> None:
    match_id, thread = await start_match(world, "meuda", size=4)
    view = await world.match(match_id)
    first, second = world.member(view.players[0]), world.member(view.players[1])
    await first.slash(thread, "move", move="d4")
    await first.slash(thread, "move", move="a1")
    await second.click(last_bot_message(thread, world.env), label="Take White")
    view = await world.match(match_id)
    mover = world.member(view.to_act[0])
    script = SCRIPTS[locale]
    with speaking(monkeypatch, {mover.id: locale}):
        roots = await mover.autocomplete(thread, "move", "move", "")
        assert 0 < len(roots) <= 25
        for choice in roots:
            name = choice["name"]
            assert len(name) <= CHOICE_NAME_CHARS and script(name), name
            assert not english_words(name.replace(choice["value"], " ")), name


def a_root_of_several_stones() -> tuple[Any, Any, str, int]:
    """A Meuda position (seeded random play) where a root places two stones or more."""
    game = rules.get_game("meuda")
    assert isinstance(game, Meuda)
    rng = random.Random(5)
    state = game.new_state(size=4)
    for _ in range(200):
        seat = game.seats_to_act(state)[0]
        if not game.turn_in_progress(state):
            for move in game.legal_moves(state, seat):
                n = game.root_size(state, move)
                if n >= 2:
                    return game, state, move, n
        state = game.play(state, seat, game.random_move(state, seat, rng))
    raise AssertionError("no root of several stones")


def test_the_notes_say_the_numbers_in_every_language() -> None:
    game, state, move, n = a_root_of_several_stones()
    assert label(game, state, move) == f"{move} — root: this turn places {n} stones"
    assert (
        label(game, state, move, Words("ko")) == f"{move} — 뿌리: 이번 차례에 돌 {n}개를 놓습니다"
    )
    assert label(game, state, move, Words("ja")) == f"{move} — 根：この手番で石を{n}個置きます"
    state = game.play(state, game.seats_to_act(state)[0], move)
    assert game.turn_in_progress(state)
    seat = game.seats_to_act(state)[0]
    branch = game.legal_moves(state, seat)[0]
    expected = {
        "en": f"{branch} — branched stone 2 of {n}",
        "ko": f"{branch} — 가지 돌 {n}개 중 2번째",
        "ja": f"{branch} — 枝の石 {n}個中 2個目",
    }
    for code, text in expected.items():
        assert label(game, state, branch, Words(code)) == text
