"""Tournament posts speak the server's language and answers the reader's (issue 24 item 2), in
simcord: a server whose preferred locale is Korean gets its sign-up, start, pairings and round
summary in Korean; a Japanese-locale player's ``/tournament status`` is Japanese; and the long
posts of a 256-player field still fit in 2,000 characters in every language.

Interaction locales come from the shim in ``tests/bot/locales.py``; the rest is the bot's real
code. The tournament has a Korean (or Japanese) name: a name is the organiser's, never
translated, so an English one would read as English left over."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.cogs.common.language import ENGLISH, LANGUAGES, Words
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.tournaments import texts
from bot.cogs.tournaments.rounds import rounds
from bot.cogs.tournaments.texts import rounds as round_texts
from bot.engine.tournaments.core.elimination import describe, round_name
from bot.engine.tournaments.core.model import MAX_NAME, Format
from tests.bot.conftest import World, bot_messages, note, said
from tests.bot.creating import host_create
from tests.bot.journey import play_in_thread, started
from tests.bot.locales import english_words, hangul, speaking
from tests.bot.test_tournament_messages import payloads, users
from tests.bot.test_tournament_messages import started as built

KO, JA = Words("ko"), Words("ja")


def labels(*messages: discord.Message) -> list[str | None]:
    """The labels of the buttons on ``messages``."""
    return [
        getattr(item, "label", None)
        for m in messages
        for row in m.components
        for item in getattr(row, "children", [])
    ]


def kana(text: str) -> bool:
    return any("\u3040" <= c <= "\u30ff" for c in text)


def japanese(text: str) -> bool:
    """Kana or kanji."""
    return kana(text) or any("\u4e00" <= c <= "\u9fff" for c in text)


async def test_a_korean_server_gets_korean_sign_up_pairings_and_summary(world: World) -> None:
    world.env.backend.edit_guild(world.guild.id, {"preferred_locale": "ko"})
    view, people = await started(world, 4, name="봄대회", format="swiss", rounds="2")
    assert view.core is not None
    for live in view.lives:
        assert live.match_id is not None
        await play_in_thread(world, people, live.match_id)
    messages = bot_messages(world.channel, world.env)
    assert labels(*messages)[:2] == ["참가", "나가기"], labels(*messages)
    posted = [m.content for m in messages]
    sign_up = next(t for t in posted if t.startswith("🏆"))
    start = next(t for t in posted if t.startswith("🚀"))
    pairings = [t for t in posted if t.startswith("📣")]
    summary = next(t for t in posted if t.startswith("📋"))
    assert "참가 신청" in sign_up and "스위스 방식" in sign_up, sign_up
    assert "4명으로 시작했습니다" in start, start
    assert "1라운드 (총 2라운드)" in pairings[0] and "대진입니다" in pairings[0], pairings
    assert "2라운드 (총 2라운드)" in pairings[1], pairings  # round 2, after round 1's results
    assert "모든 경기가 끝났습니다" in summary and " 승리" in summary, summary
    caption = next(t for t in posted if t.startswith("📊"))
    assert caption.endswith("진행 중"), caption
    # In the match threads: each game's announcement and the match's result.
    threads = [m.content for t in world.channel.threads for m in bot_messages(t, world.env)]
    games = [t for t in threads if t.startswith("🎮")]
    results = [t for t in threads if t.startswith("📋")]
    assert len(results) == 2 and len(games) == 4, threads  # round 2 has begun
    assert "첫째 자리" in games[0] and " 승리" in results[0], (games, results)
    for text in (sign_up, start, *pairings, summary, caption, *games, *results):
        assert hangul(text) and not english_words(text), (text, english_words(text))


async def test_a_japanese_players_status_is_japanese(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    view, people = await started(world, 4, name="春の大会", format="swiss", rounds="2")
    reader = next(iter(people.values()))
    late = world.guild.add_member(world.env.create_user("遅刻"))
    sign_up = next(m for m in bot_messages(world.channel, world.env) if m.components)
    with speaking(monkeypatch, {reader.id: "ja", late.id: "ja"}):
        status = said(await reader.slash(world.channel, "tournament status"))
        joined = note(await late.click(sign_up, custom_id=f"arena:tj:{view.id}:join"))
    assert "スイス式" in status and "第1ラウンド" in status, status
    assert kana(status) and not english_words(status), english_words(status)
    # Joining after the start is refused by the engine, in the reader's language too.
    assert joined == "春の大会 はもう始まっているため、参加申し込みは締め切りました。", joined
    # The server's own posts stay in its language (English here): the reader chose only theirs.
    assert any("has started" in m.content for m in bot_messages(world.channel, world.env))


async def test_a_japanese_players_join_and_leave_answers_are_japanese(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    created = await host_create(world, "春の大会", games=["meter"])
    assert "春の大会 is created" in said(created)  # the organiser reads English
    view = await world.bot.tournaments.find(world.guild.id, world.channel.id)
    assert view is not None
    sign_up = next(m for m in bot_messages(world.channel, world.env) if m.components)
    player = world.guild.add_member(world.env.create_user("花子"))
    with speaking(monkeypatch, {player.id: "ja"}):
        joined = note(await player.click(sign_up, custom_id=f"arena:tj:{view.id}:join"))
        left = note(await player.click(sign_up, custom_id=f"arena:tj:{view.id}:leave"))
    assert joined == "春の大会 に参加しました（現在1人）。", joined
    assert left == "春の大会 を辞退しました。", left
    # The sign-up post is the server's (English): its buttons too.
    assert labels(sign_up) == ["Join", "Leave"]


def test_every_engine_name_of_a_round_or_match_is_translated() -> None:
    """The engine's English names are read back into the catalogue's kinds: each one known,
    none left in English in Korean or Japanese."""
    names = {"Play-off for first place", "Round 3 of 7", "Round 3, board 2"}
    for n in (2, 3, 4, 5, 8, 9, 16, 32, 64, 128):
        k = (n - 1).bit_length()
        for double in (False, True):
            names |= {round_name("W", r, n, double) for r in range(1, k + 1)}
            names |= {describe(f"W{r}.1", n, double) for r in range(1, k + 1)}
            if double and k > 1:
                names |= {round_name("L", r, n, True) for r in range(1, 2 * (k - 1) + 1)}
                names |= {describe(f"L{r}.1", n, True) for r in range(1, 2 * (k - 1) + 1)}
                names |= {round_name("F", r, n, True) for r in (1, 2)}
                names |= {describe(key, n, True) for key in ("GF", "GF2")}
        names |= {round_name("P", 1, n, False), describe("3P", n, False)}
    for name in names:
        assert texts.title_in(Words(ENGLISH), name) == name
        for words, script in ((KO, hangul), (JA, japanese)):
            said_ = texts.title_in(words, name)
            assert said_ != name and not english_words(said_), (name, said_)
            assert script(said_), (name, said_)


def made(kind: str, payload: dict[str, Any], words: Words) -> list[str]:
    make = {
        "tournament-created": texts.created_text,
        "tournament-checkin": texts.checkin_text,
        "tournament-started": texts.started_text,
        "tournament-game": texts.game_text,
        "tournament-result": texts.result_text,
        "tournament-entrant": texts.entrant_text,
        "tournament-deadline": texts.deadline_text,
    }.get(kind)
    text = make(payload, words) if make else texts.simple_text(kind, payload, words)
    return [text] if isinstance(text, str) else list(text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_long_posts_fit_in_every_language(language: str) -> None:
    """256 players with 20-digit ids and the longest name: every message of every post, and
    the pairings and summary of a 256-player Swiss round, fit whole in each language."""
    words = Words(language)
    for kind, payload in payloads(256).items():
        messages = made(kind, payload, words)
        assert all(len(m) <= MESSAGE_CHARS for m in messages), (language, kind)
        everyone = " ".join(messages)
        for key in ("players", "entrants", "forfeits", "removed"):
            for item in payload.get(key, []):
                shown = str(item["user"]) if isinstance(item, dict) else str(item)
                assert shown in everyone, (language, kind, shown)
    ids = users(256)
    t = built(Format.SWISS, 256, results=10**6)
    [first] = [r for r in rounds(t) if r.id == "R1"]
    for messages in (
        round_texts.pairings_text("D" * MAX_NAME, first, t, 10**19, words),
        round_texts.summary_text("D" * MAX_NAME, first, t, words),
    ):
        assert len(messages) > 1 and all(len(m) <= MESSAGE_CHARS for m in messages), language
        assert all(str(u) in "".join(messages) for u in ids), language
        parts = [words("tourn-part", part=str(k), total=str(len(messages))) for k in range(1, 99)]
        assert all(part in m for part, m in zip(parts, messages, strict=False)), language


async def test_a_korean_organisers_host_answers_are_korean(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    created = await host_create(world, "가을대회", games=["meter"])
    assert "가을대회 is created" in said(created)
    view = await world.bot.tournaments.find(world.guild.id, world.channel.id)
    assert view is not None
    sign_up = next(m for m in bot_messages(world.channel, world.env) if m.components)
    players = [world.guild.add_member(world.env.create_user(f"선수{n}")) for n in range(3)]
    for player in players:
        await player.click(sign_up, custom_id=f"arena:tj:{view.id}:join")
    channel = world.channel
    with speaking(monkeypatch, {world.mod.id: "ko"}):
        answers = [
            said(await world.mod.slash(channel, "host cap", players=3)),
            said(await world.mod.slash(channel, "host start")),
            said(await world.mod.slash(channel, "host pause")),
            said(
                await world.mod.slash(
                    channel, "host set-result", match="W1.1", winner=players[0], score="x"
                )
            ),
        ]
    assert answers[:3] == [
        "이제 가을대회의 자리는 3개입니다 (3개 찼음).",
        "가을대회 대회가 시작했습니다.",
        "가을대회 대회를 일시 정지했습니다.",
    ], answers
    assert "`x`은(는) 점수가 아닙니다" in answers[3], answers[3]
    # The engine's refusal to someone reading English (outside ``speaking``) is English.
    refused = said(await world.mod.slash(channel, "host cap", players=2))
    assert "has already started" in refused, refused
    for text in answers:
        assert hangul(text) and not english_words(text), (text, english_words(text))


async def test_a_japanese_managers_role_answers_are_japanese(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    channel, mod = world.channel, world.mod
    above = world.guild.create_role("管理者", position=50)
    playing = world.guild.create_role("選手")
    with speaking(monkeypatch, {mod.id: "ja"}):
        refused = said(await mod.slash(channel, "host participant-role", role=above))
        everyone = said(
            await mod.slash(channel, "host champion-role", role=world.guild.default_role)
        )
        chosen = said(await mod.slash(channel, "host participant-role", role=playing))
        cleared = said(await mod.slash(channel, "host champion-role"))
    assert "私の一番上のロールより下にない" in refused, refused
    assert everyone == "@everyone は付与できません。別のロールを選んでください。", everyone
    assert playing.mention in chosen and "開始時に" in chosen, chosen
    assert cleared == "大会の優勝者にはロールを付けなくなりました。", cleared
    for text in (refused, everyone.replace("@everyone", ""), chosen, cleared):  # Discord's name
        assert japanese(text) and not english_words(text), (text, english_words(text))


def test_the_exact_tie_rule_before_a_thwart_omega_game_is_said_in_the_servers_language() -> None:
    """The engine gives the tie rule as facts; English says what it always said, Korean and
    Japanese their own, and a row written when the engine gave a sentence still shows it."""
    from tests.bot.locales import japanese

    game = payloads(8)["tournament-game"]
    higher = {"rule": "higher", "name": "Alice", "seed": 2, "seat": 1}
    english = texts.game_text({**game, "tie_notice": higher}, Words(ENGLISH))
    assert english.endswith(
        "⚖️ If this game ends in an exact tie (the same group sizes), Alice wins it "
        "(the higher seed: seed 2, seat 1)."
    )
    replay = texts.game_text({**game, "tie_notice": {"rule": "replay"}}, Words(ENGLISH))
    assert replay.endswith("it is replayed.")
    korean = texts.game_text({**game, "tie_notice": higher}, Words("ko"))
    tail = korean.split("⚖️")[1]
    assert hangul(tail) and "둘째 자리" in tail and "Alice" in tail
    assert not english_words(tail.replace("Alice", ""))
    japanese_text = texts.game_text({**game, "tie_notice": higher}, Words("ja"))
    tail = japanese_text.split("⚖️")[1]
    assert japanese(tail) and "席1" in tail and not english_words(tail.replace("Alice", ""))
    old = texts.game_text({**game, "tie_notice": "If this game ends in an exact tie…"}, Words("ko"))
    assert old.endswith("⚖️ If this game ends in an exact tie…")
