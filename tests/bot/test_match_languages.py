"""A match speaks its readers' languages (issue 24 item 2), in simcord: a Korean-locale player's
whole Meter match (challenge, accept, moves, resign) is answered in Korean; a server set to
Japanese gets the match's public posts in Japanese (the challenge, the thread's name, the start,
the boards, the result and the replay's alt texts); every text of the match room fits Discord's
limits in every language with real 18–20 digit ids."""

from __future__ import annotations

from typing import Any

import pytest
import simcord

import rules
from bot.cogs.common.language import LANGUAGES, Words
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.matches import sealed as sealed_room
from bot.cogs.matches import texts
from bot.cogs.matches.texts import results as result_texts
from bot.cogs.matches.texts import sealed as sealed_texts
from bot.engine.model import MatchStatus, Timing
from tests.bot.conftest import (
    World,
    bot_messages,
    buttons_of,
    last_bot_message,
    make_world,
    note,
    said,
    shown,
    thread_of,
)
from tests.bot.locales import english_words, hangul, japanese, speaking
from tests.bot.test_settings import choose, open_panel, stored

KO, JA = Words("ko"), Words("ja")


def untranslated(text: str) -> list[str]:
    """The English words left in ``text``, but Discord's own name."""
    return [word for word in english_words(text) if word != "Discord"]


BIG = 10**19 + 7  # a 20-digit id: the widest Discord makes
WHEN = "2026-11-26T06:00:00+00:00"
LONG_NAME = "名" * 32  # a display name at Discord's limit


def _payload(game_id: str, **extra: Any) -> dict[str, Any]:
    game = rules.get_game(game_id)
    moves = [
        {"user_id": BIG, "seat": 0, "move": "b c3 w e5", "salt": "f" * 32, "random": True},
        {"user_id": BIG + 1, "seat": 1, "move": "b a1 w b2", "salt": ""},
    ]
    return {
        "match_id": BIG,
        "challenge_id": BIG,
        "challenger_id": BIG,
        "opponent_id": BIG + 1,
        "lfg_role_id": BIG + 2,
        "game_id": game_id,
        "options": {o.name: o.default for o in game.option_table},
        "timing": Timing().to_json(),
        "expires_at": WHEN,
        "rated": False,
        "rematch_of": None,
        "by": BIG,
        "players": [BIG, BIG + 1],
        "colours": ["black", "white"],
        "computer": {"seat": 1, "level": "strong"},
        "moves": moves,
        "to_act": [BIG],
        "deadline": WHEN,
        "score": "12 – 11",
        "round": 99,
        "seed": "a" * 64,
        "seed_commitment": "b" * 64,
        "commitments": [
            {"user_id": BIG, "seat": 0, "commitment": "c" * 64},
            {"user_id": BIG + 1, "seat": 1, "commitment": None},
        ],
        "winner": BIG,
        "winner_seat": 0,
        "reason": "tie-seat0",
        "ratings": [
            {"user": BIG, "before": 1512, "after": 1530, "provisional": True},
            {"user": BIG + 1, "before": 1498, "after": 1480, "provisional": True},
        ],
        **extra,
    }


def every_text(game_id: str, words: Words) -> list[str]:
    """Each text of the room, at its widest (20-digit ids, long names, every line present)."""
    payload = _payload(game_id)
    colours = ["black", "white"]
    players = [BIG, BIG + 1]
    timing = Timing()
    found = [
        texts.challenge_text(payload, words),
        texts.challenge_text({**payload, "opponent_id": None}, words),
        texts.challenge_text({**payload, "rematch_of": BIG}, words),
        texts.match_started_text(payload, game_id, timing, words),
        texts.board_text(payload, game_id, colours, players, words),
        texts.board_text({**payload, "to_act": players}, game_id, colours, players, words),
        texts.setup_step_text(payload, game_id, colours, players, words),
        sealed_texts.reveal_text(payload, colours, words),
        sealed_texts.sealed_text(payload, colours, words),
        sealed_texts.start_board_text(payload, game_id, words),
        result_texts.result_text(BIG, payload, words),
        result_texts.result_text(BIG, {**payload, "winner": None, "reason": "abandoned"}, words),
        result_texts.aborted_text(BIG, BIG, True, words),
        result_texts.aborted_text(BIG, BIG, False, words),
        result_texts.aborted_text(BIG, None, False, words),
        sealed_texts.extended_text(BIG, {**payload, "reason": "late-prompt"}, words),
        sealed_texts.extended_text(BIG, {**payload, "round": None}, words),
        sealed_texts.prompt_text(payload, LONG_NAME, "white", True, words),
        sealed_texts.prompt_mention_text(payload, BIG, True, words=words),
        sealed_texts.prompt_mention_text(payload, BIG, False, busy=True, words=words),
        sealed_texts.dm_unanswered_text(BIG, BIG, words),
        sealed_texts.receipt_text(
            BIG, 99, "b c3 w e5", False, WHEN, commitment="c" * 64, salt="f" * 32, words=words
        ),
        sealed_texts.receipt_text(BIG, 99, "b c3 w e5", True, WHEN, words=words),
        texts.warning_text(BIG, BIG, WHEN, True, words),
        texts.warning_text(BIG, BIG, WHEN, False, words),
        texts.played_text(["b", "c3"], BIG, words),
        texts.thread_name(BIG, "Thwart Omega", [LONG_NAME, LONG_NAME], words),
    ]
    for offer in (None, BIG, BIG + 1):
        found.append(texts.proposal_text(BIG, BIG, offer, BIG + 1, words))
    for kind in ("challenge-accepted", "challenge-declined", "challenge-cancelled"):
        found.append(texts.challenge_closed_text(kind, {**payload, "match_id": BIG}, words))
    found.append(texts.challenge_closed_text("challenge-expired", {**payload, "by": None}, words))
    return found


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game_id", list(rules.GAMES))
def test_every_match_text_fits_in_every_language(code: str, game_id: str) -> None:
    words = Words(code)
    for text in every_text(game_id, words):
        assert len(text) <= MESSAGE_CHARS, text
        if code != "en":
            # Option names stay as typed (`size`), in backticks; everything else is translated.
            assert not untranslated(text), (untranslated(text), text)
    assert len(texts.thread_name(BIG, "Thwart Omega", [LONG_NAME] * 2, words)) <= 100


def test_the_english_is_unchanged_and_the_translations_say_the_same() -> None:
    payload = _payload("meter", rated=True, to_act=[BIG], moves=[])
    assert texts.board_text(payload, "meter", ["black", "white"], [BIG, BIG + 1]) == (
        f"**Match #{BIG} · Meter**\n<@{BIG}> (Black) to move · deadline <t:1795672800:R>\n"
        "Score: 12 – 11"
    )
    assert texts.board_text(payload, "meter", ["black", "white"], [BIG, BIG + 1], KO) == (
        f"**대국 #{BIG} · Meter**\n<@{BIG}> (흑) 차례 · 기한 <t:1795672800:R>\n점수: 12 – 11"
    )
    ended = {**payload, "reason": "resignation", "ratings": []}
    assert (
        result_texts.result_text(7, ended, JA)
        == f"🏁 **対局 #7 終了: <@{BIG}> さんの勝ち** (投了)。"
    )
    assert result_texts.rating_line(payload["ratings"][:1], KO) == (
        f"레이팅: <@{BIG}> 1512 → 1530 (+18) (잠정)"
    )


async def _meter_match(
    world: World, by: simcord.MemberActor, opponent: simcord.MemberActor
) -> tuple[list[str], int]:
    """``by`` challenges ``opponent`` to Meter, who accepts; the private answers and the match."""
    posted = await by.slash(world.channel, "play meter", opponent=opponent, size=3)
    assert posted.ephemeral
    message = last_bot_message(world.channel, world.env)
    ids = [str(b.custom_id) for b in buttons_of(message)]
    accept = next(custom_id for custom_id in ids if custom_id.endswith(":accept"))
    accepted = await opponent.click(message, custom_id=accept)
    view = next(v for v in await world.arena.service.matches_of(by.id))
    return [said(posted), note(accepted)], view.id


async def test_a_korean_players_whole_meter_match_is_korean(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    people = {world.alice.id: world.alice, world.bob.id: world.bob}
    with speaking(monkeypatch, {world.alice.id: "ko", world.bob.id: "ko"}):
        answers, match_id = await _meter_match(world, world.alice, world.bob)
        thread = thread_of(world, match_id)
        view = await world.match(match_id)
        [mover] = view.to_act
        answers.append(said(await people[mover].slash(thread, "move", move="a1")))
        view = await world.match(match_id)
        [second] = view.to_act
        game = rules.get_game("meter")
        legal = [m for m in game.legal_moves(view.state, view.players.index(second)) if m != "swap"]
        answers.append(said(await people[second].slash(thread, "move", move=legal[0])))
        refused = said(await people[mover].slash(thread, "move", move="a1", match=999))
        answers.append(refused)
        answers.append(said(await world.alice.slash(thread, "board")))
        answers.append(said(await world.alice.slash(thread, "matches")))
        asked = await world.alice.slash(thread, "resign")
        assert asked.response is not None
        answers.append(asked.response.content)
        pressed = await world.alice.click(asked.response, label=KO("confirm-yes", action="resign"))
        answers.append(pressed.followups[-1].content if pressed.followups else said(pressed))
    assert (await world.match(match_id)).status is MatchStatus.FINISHED
    assert answers[0] == KO("play-posted", challenge="1", who=world.bob.mention)
    assert answers[1] == KO("button-accepted", challenge="1", match=str(match_id))
    assert answers[2] == KO("play-played", moves="a1", match=str(match_id))
    assert answers[4] == KO("lookup-no-match", match="999")
    assert answers[5].startswith(f"**대국 #{match_id} · Meter**: <@")
    assert answers[6].startswith(f"#{match_id} Meter · 상대 <@")
    assert answers[-1] == KO("play-resigned", match=str(match_id))
    for text in answers:
        assert hangul(text), text
        assert not untranslated(text), (untranslated(text), text)
    # The public posts follow the server, English here: the players' locale is theirs only.
    assert "is over" in shown(last_bot_message(thread, world.env))


async def test_a_server_set_to_japanese_gets_japanese_match_posts(
    simcord_env: simcord.Env,
) -> None:
    world = make_world(simcord_env, ("さくら", "はると", "ゆい"))
    await choose(world, await open_panel(world), "language", ["ja"])  # /settings
    assert (await stored(world)).language == "ja"
    _, match_id = await _meter_match(world, world.alice, world.bob)
    thread = thread_of(world, match_id)
    view = await world.match(match_id)
    people = {world.alice.id: world.alice, world.bob.id: world.bob}
    [mover] = view.to_act
    await people[mover].slash(thread, "move", move="a1")
    other = next(p for p in view.players if p != mover)
    asked = await people[other].slash(thread, "resign")
    assert asked.response is not None
    await people[other].click(asked.response, label="Resign")  # an English reader confirms
    assert (await world.match(match_id)).status is MatchStatus.FINISHED

    [challenge] = [shown(m) for m in bot_messages(world.channel, world.env) if "#1 (" in shown(m)]
    # The lobby's card says how its match ended, in the server's language too.
    assert challenge.startswith(f"🏁 挑戦 #1 (Meter) · 対局 #{match_id}: "), challenge
    assert (thread.name or "").startswith(f"#{match_id} Meter: ")
    posts = bot_messages(thread, world.env)
    assert shown(posts[0]).startswith(f"🎲 **対局 #{match_id} · Meter**")
    assert "パイルール" in shown(posts[0])
    assert shown(posts[-1]).startswith(f"🏁 **対局 #{match_id} 終了: ")
    labels = [b.label for b in buttons_of(posts[-1])]
    assert labels == ["再戦", "振り返り"], labels
    alts = [a.description or "" for a in posts[-1].attachments]
    assert len(alts) == 2 and all(alt.startswith(f"対局 #{match_id} の") for alt in alts), alts
    # The board pictures' own words (their alt text, the words drawn) are the server's too.
    boards = [a.description or "" for m in posts[:-1] for a in m.attachments]
    assert boards and all(japanese(alt) for alt in boards), boards
    for text in [challenge, *(shown(m) for m in posts), *alts]:
        assert japanese(text), text
        assert not untranslated(text), (untranslated(text), text)


def test_a_results_details_are_said_again_and_the_english_is_the_engines() -> None:
    resigned = {"winner_seat": 0, "winner": BIG, "reason": "resignation", "details": "x"}
    assert result_texts.result_text(7, resigned, colours=["black", "white"]).endswith(
        "\nWhite resigned."
    )
    assert result_texts.result_text(7, resigned, KO, ["black", "white"]).endswith(
        "\n백이 기권했습니다."
    )
    agreed = {"winner_seat": None, "reason": "agreement", "details": "x"}
    assert result_texts.result_text(7, agreed, JA, ["black", "white"]).endswith(
        "\n合意により引き分けです。"
    )
    scored = {"winner_seat": 1, "winner": BIG, "reason": "score", "details": "Black 3 · White 4"}
    assert result_texts.result_text(7, scored, KO, ["black", "white"]).endswith(
        "\nBlack 3 · White 4"
    )


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_dm_reply_to_a_prompt_in_any_language_finds_its_match(code: str) -> None:
    """A DM answering a round's prompt is matched to the prompt's match number, which the
    prompt's first line carries in every language."""
    prompt = sealed_texts.prompt_text(
        _payload("thwart-omega", match_id=42), "#7 Bob", "black", True, Words(code)
    )
    found = sealed_room._PROMPT_MATCH.search(prompt)
    assert found is not None and found[1] == "42"


async def test_a_korean_player_reads_ratings_profiles_and_games_in_korean(
    simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    world = make_world(simcord_env, ("지민", "서준", "하은"))
    _, match_id = await _meter_match(world, world.alice, world.bob)
    thread = thread_of(world, match_id)
    asked = await world.alice.slash(thread, "resign")
    assert asked.response is not None
    await world.alice.click(asked.response, label="Resign")
    with speaking(monkeypatch, {world.carol.id: "ko"}):
        board = await world.carol.slash(world.channel, "leaderboard", game="meter")
        answers = [
            said(board),
            said(await world.carol.slash(world.channel, "profile", player=world.bob)),
            said(await world.carol.slash(world.channel, "games", player=world.alice)),
            said(await world.carol.slash(world.channel, "profile")),
            said(await world.carol.slash(world.channel, "leaderboard", game="meuda")),
        ]
    assert answers[0].startswith("**Meter 순위표**: 레이팅 선수 2명 중 2명.")
    assert "1승 0패 0무" in answers[1] and "(기권)" in answers[2], answers
    [picture] = board.response.attachments  # type: ignore[union-attr]
    assert (picture.description or "").startswith("Meter 순위표: 1. ")
    for text in answers:
        assert hangul(text), text
        assert not untranslated(text), (untranslated(text), text)
