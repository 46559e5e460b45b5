"""The sentences every room shares, in the reader's language: a refusal for a missing
permission, the note about a missing extra, the apology, a confirmation's question, buttons and
answers, an out-of-date form, and the suggestions of a match or tournament option."""

from __future__ import annotations

import logging

import discord
import pytest
from discord import app_commands

from bot.cogs.common.game_options.checks import checked_options
from bot.cogs.common.language import LANGUAGES, Words
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.common.permissions import cannot_post, degraded
from bot.cogs.common.replies import Problem
from bot.discord_app import ArenaTree
from tests.bot.conftest import World, bot_messages, said, start_match
from tests.bot.locales import english_words, hangul, japanese, speaking
from tests.bot.test_forms_restart import _send_form
from tests.bot.test_submit_button import _with_button

KO, JA = Words("ko"), Words("ja")


def test_the_permission_sentences_name_discords_settings_in_each_language() -> None:
    thread = object.__new__(discord.Thread)
    allowed = discord.Permissions(view_channel=True, send_messages=True)
    assert degraded(allowed, thread, KO) == (
        "참고: 여기서 **파일 첨부** 권한이 없어서 판이 글자로만 올라갑니다."
    )
    assert degraded(allowed, thread, JA).startswith("注意: ここでは **ファイルを添付** の権限が")
    plain = discord.Permissions(view_channel=True, send_messages=True)
    both = degraded(plain, object(), Words("en"))
    assert both == (
        "Note: I am missing the **Attach Files**, **Create Public Threads** and **Send Messages in "
        "Threads** permissions here, so boards are posted as text and matches are played in this "
        "channel instead of their own thread."
    )
    assert cannot_post(["send_messages"], Words("en")).startswith(
        "I cannot play here: I am missing the **Send Messages** permission in this channel"
    )


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_longest_permission_sentences_fit_a_message(code: str) -> None:
    words = Words(code)
    names = ["view_channel", "send_messages", "send_messages_in_threads", "attach_files"]
    assert len(cannot_post(names, words)) <= MESSAGE_CHARS
    nothing = discord.Permissions(view_channel=True, send_messages=True)
    assert len(degraded(nothing, object(), words)) <= MESSAGE_CHARS


async def test_a_korean_player_is_refused_in_korean_where_the_bot_cannot_post(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    deny = discord.PermissionOverwrite(send_messages=False)
    channel = world.guild.create_text_channel("quiet", overwrites={world.bot.user: deny})  # type: ignore[dict-item]
    with speaking(monkeypatch, {world.alice.id: "ko"}):
        text = said(await world.alice.slash(channel, "play meter", opponent=world.bob))
    assert text == KO("permissions-cannot-post", names="**메시지 보내기**", count=1)
    assert not english_words(text)


async def test_the_apology_is_in_the_readers_language(
    world: World, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)

    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(world.arena.service, "play", broken)
    player = world.member(view.players[0])
    with speaking(monkeypatch, {player.id: "ja"}):
        result = await player.slash(thread, "move", move="b2")
    assert result.ephemeral and said(result) == JA("common-apology")
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == [
        "a command failed"
    ]
    assert len(world.env.errors) == 1  # simcord saw the same exception
    caplog.clear()  # expected: do not fail the test for it


async def test_a_korean_owner_is_asked_and_answered_in_korean(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    admins = world.guild.create_role("Admins", permissions=discord.Permissions(administrator=True))
    owner = world.guild.add_member(world.env.create_user("owner"), roles=[admins])
    world.bot.owner_id = owner.id
    with speaking(monkeypatch, {owner.id: "ko"}):
        asked = await owner.slash(world.channel, "privacy forget", user=world.alice)
        question = asked.response
        assert question is not None and question.ephemeral
        assert "되돌릴 수 없습니다. (버튼 만료: <t:" in question.content
        assert hangul(question.content) and not english_words(question.content), question.content
        labels = [b["label"] for row in question.components for b in row["components"]]
        assert labels == ["잊기", "그대로 두기"]
        kept = await owner.click(question, label="그대로 두기")
        assert kept.response is not None and kept.response.content == "아무것도 하지 않았습니다."
    # An English-speaking owner is asked in English.
    asked = await owner.slash(world.channel, "privacy forget", user=world.alice)
    assert asked.response is not None and "This cannot be undone." in asked.response.content


async def test_an_out_of_date_form_is_told_in_the_readers_language(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, thread = await start_match(world, "thwart-omega")
    board = _with_button(bot_messages(thread, world.env))
    with speaking(monkeypatch, {world.bob.id: "ko"}):
        result = await _send_form(
            world, world.bob, thread, board, "0f1e2d3c4b5a69788796a5b4c3d2e1f0", move="b c3 w e5"
        )
    assert result.ephemeral and said(result) == KO("common-unknown-form")


async def test_match_suggestions_speak_the_readers_language(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, _ = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    first, second = (world.member(p) for p in view.players)
    with speaking(monkeypatch, {first.id: "ja", second.id: "ko"}):
        mine = await first.autocomplete(world.channel, "board", "match", "")
        theirs = await second.autocomplete(world.channel, "board", "match", "")
    [choice] = mine
    assert choice["name"].startswith(f"#{match_id} Meter 対 ") and choice["value"] == match_id
    assert choice["name"].endswith(" — あなたの手番")
    assert theirs[0]["name"].endswith("— 상대 차례") and theirs[0]["value"] == match_id
    assert japanese(mine[0]["name"])


def test_a_bad_game_option_is_explained_in_the_readers_language() -> None:
    with pytest.raises(Problem) as bad:
        checked_options("meter", {"size": 99}, words=KO)
    assert str(bad.value) == (
        "Meter 옵션 `size`에 쓸 수 있는 값: 3부터 8까지의 정수. `99`는 쓸 수 없습니다."
    )
    with pytest.raises(Problem) as unknown:
        checked_options("meuda", {"colour": "red"}, words=JA)
    assert str(unknown.value).startswith("Meuda には `colour` というオプションはありません。")
    assert japanese(str(unknown.value)) and not english_words(str(unknown.value))
    with pytest.raises(Problem) as english:
        checked_options("meter", {"size": 99})
    assert str(english.value) == (
        "The Meter option `size` must be a whole number from 3 to 8, not `99`."
    )


class _Response:
    def __init__(self) -> None:
        self.sent: list[str] = []

    def is_done(self) -> bool:
        return False

    async def send_message(self, content: str, *, ephemeral: bool) -> None:
        assert ephemeral
        self.sent.append(content)


class _Interaction:
    """The little of an interaction the tree's error handler reads."""

    def __init__(self, locale: str) -> None:
        self.locale = locale
        self.response = _Response()


@pytest.mark.parametrize(
    ("error", "message_id"),
    [
        (app_commands.NoPrivateMessage(), "common-server-only"),
        (app_commands.CheckFailure(), "common-not-allowed"),
    ],
)
async def test_the_command_trees_refusals_speak_the_readers_language(
    error: app_commands.AppCommandError, message_id: str
) -> None:
    for code in ("ko", "ja", "en-US"):
        interaction = _Interaction(code)
        await ArenaTree.on_error(None, interaction, error)  # type: ignore[arg-type]
        assert interaction.response.sent == [Words(code[:2])(message_id)]
    assert hangul(Words("ko")(message_id)) and japanese(Words("ja")(message_id))
