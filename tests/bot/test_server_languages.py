"""The server room speaks the reader's language (issue 24 item 2), in simcord: a Korean-locale
manager's ``/settings`` panel, its notes and refusals are Korean; ``/diagnose`` answers a
Japanese-locale manager in Japanese; the welcome, a public post, speaks the server's language
(Discord's preferred locale, or the language chosen in ``/settings``), whoever opened the panel.

Interaction locales come from the shim in ``tests/bot/locales.py`` (simcord always sends
``en-US``); the rest is discord.py's and the bot's real code.
"""

from __future__ import annotations

import asyncio
import copy

import discord
import pytest
import simcord
from simcord.actors import _dispatch_actor_interaction
from simcord.backend.serializers import message_payload

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.server.welcome import welcome
from bot.engine.checks import MAX_UNPLAYED_ROUNDS
from bot.engine.model import PingPolicy
from tests.bot.conftest import World, bot_messages, said
from tests.bot.locales import speaking
from tests.bot.test_settings import choose, chosen, controls, open_panel, press, stored, text_of

KO, JA = Words("ko"), Words("ja")


async def joined(world: World) -> None:
    guild = world.bot.get_guild(world.guild.id)
    assert guild is not None
    world.bot.dispatch("guild_join", guild)
    listeners = [t for t in asyncio.all_tasks() if t.get_name() == "discord.py: on_guild_join"]
    await asyncio.gather(*listeners)
    await world.env.settle()


async def test_a_korean_manager_gets_the_panel_and_its_answers_in_korean(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking(monkeypatch, {world.mod.id: "ko"}):
        panel = await open_panel(world)
        shown = text_of(panel)
        assert KO("settings-hint") in shown and ENGLISH_WORDS("settings-hint") not in shown
        assert KO("settings-where-any") in shown
        assert chosen(panel, "expiry") == ["1시간"] and chosen(panel, "clock") == ["제한 없음"]
        assert await choose(world, panel, "expiry", ["86400"]) == ""
        assert chosen(panel, "expiry") == ["1일"]
        assert "✅ 저장됨: 도전 유지 시간: 1일." in text_of(panel)
        assert (await stored(world)).challenge_seconds == 86400
        # A channel the bot cannot post in: the refusal, and Discord's Korean permission name.
        me = world.guild.me
        assert me is not None
        closed = world.guild.create_text_channel(
            "closed", overwrites={me: discord.PermissionOverwrite(send_messages=False)}
        )
        refused = await choose(world, panel, "play", [closed])
        assert "메시지 보내기" in refused and "아무것도 바뀌지 않았습니다" in refused
        assert "Nothing was changed" not in refused
        # The form for unplayed rounds, and what it says to a number it cannot take.
        form = await press(world, panel, "unplayed")
        assert form.modal is not None and form.modal["title"] == "미진행 Thwart Omega 라운드"
        typed = await world.mod.submit_modal(form, {"rounds": "many"})
        assert [f.content for f in typed.followups] == [
            KO("settings-unplayed-bad", max=MAX_UNPLAYED_ROUNDS, typed="many")
        ]
    # An English-speaking manager's panel is English.
    panel = await open_panel(world)
    assert ENGLISH_WORDS("settings-hint") in text_of(panel)


async def test_the_saved_note_is_in_the_managers_language(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking(monkeypatch, {world.mod.id: "ja"}):
        panel = await open_panel(world)
        await choose(world, panel, "round", ["300"])
        assert chosen(panel, "round") == ["1ラウンド5分"]
        assert "✅ 保存しました: Thwart Omega のラウンド時間: 5分。" in text_of(panel)
        await choose(world, panel, "pings", ["none"])
        assert chosen(panel, "pings") == [JA("settings-pings", policy="none")]
        assert JA("settings-saved", setting="通知", value=chosen(panel, "pings")[0]) in text_of(
            panel
        )
    assert (await stored(world)).pings is PingPolicy.NONE


async def test_diagnose_answers_in_the_managers_language(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking(monkeypatch, {world.mod.id: "ja"}):
        answer = said(await world.mod.slash(world.channel, "diagnose"))
    assert answer.startswith(JA("diagnose-head"))
    assert JA("diagnose-fine", channel=f"<#{world.channel.id}>") in answer
    assert JA("diagnose-tail") in answer


async def test_a_japanese_server_is_welcomed_in_japanese(world: World) -> None:
    world.env.backend.edit_guild(world.guild.id, {"preferred_locale": "ja"})
    await world.env.settle()
    await joined(world)
    (message,) = bot_messages(world.channel, world.env)
    assert message.content == welcome(JA)
    assert "`/設定`" in message.content


async def test_the_settings_language_wins_over_discords_and_only_for_public_posts(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Korean manager sets the server's posts to Japanese: their own panel stays Korean,
    the welcome (public) is Japanese; back to automatic, it follows Discord's locale again."""
    with speaking(monkeypatch, {world.mod.id: "ko"}):
        panel = await open_panel(world)
        await choose(world, panel, "language", ["ja"])
        panel = await open_panel(world)
        assert chosen(panel, "language") == ["日本語"]
        assert KO("settings-language", language="日本語") in text_of(panel)
    assert (await stored(world)).language == "ja"
    await joined(world)
    assert [m.content for m in bot_messages(world.channel, world.env)] == [welcome(JA)]
    with speaking(monkeypatch, {world.mod.id: "ko"}):
        await choose(world, await open_panel(world), "language", ["auto"])
    assert (await stored(world)).language is None
    await joined(world)
    assert bot_messages(world.channel, world.env)[-1].content == welcome(ENGLISH_WORDS)


async def test_a_language_that_is_not_offered_changes_nothing(world: World) -> None:
    """A forged select value (simcord only sends listed ones, so the interaction is built)."""
    panel = await open_panel(world)
    as_shown = copy.deepcopy(
        message_payload(
            world.env.backend, world.env.backend.get_message(panel.channel_id, panel.id)
        )
    )
    refused = await _dispatch_actor_interaction(
        world.mod,
        simcord.enums.InteractionType.MESSAGE_COMPONENT,
        world.channel,
        {"custom_id": controls(panel)["language"], "component_type": 3, "values": ["fr"]},
        extra={"message": as_shown},
        source_message_id=panel.id,
    )
    assert [f.content for f in refused.followups] == [ENGLISH_WORDS("settings-language-not-listed")]
    assert (await stored(world)).language is None
