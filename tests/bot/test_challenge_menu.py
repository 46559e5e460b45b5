"""**Challenge to a game** in a member's menu: a private select of the five games, then the
challenge as ``/play GAME opponent:MEMBER`` makes it (posted in the channel, accepted with its
button). Refused with a private sentence: yourself, a bot. (The select is private: nobody else
sees it, which simcord enforces too; its id still names the player who may choose.)"""

from __future__ import annotations

import pytest

from tests.bot.conftest import World, bot_messages, said, shown
from tests.bot.locales import hangul, speaking

MENU = "Challenge to a game"


async def test_a_member_is_challenged_from_their_menu(world: World) -> None:
    opened = await world.alice.context_menu(world.channel, MENU, world.bob)
    picker = opened.followups[-1] if opened.followups else opened.response
    assert picker is not None and picker.ephemeral and picker.components
    assert world.bob.mention in said(opened)
    before = len(bot_messages(world.channel, world.env))
    chosen = await world.alice.select(picker, ["meuda"])
    assert "is posted; it waits for" in said(chosen), said(chosen)
    [card] = [m for m in bot_messages(world.channel, world.env)[before:] if m.components]
    assert "Meuda" in shown(card) and f"<@{world.bob.id}>" in shown(card)
    accepted = await world.bob.click(card, label="Accept")
    assert accepted.followups or accepted.response is not None
    [match] = await world.arena.service.matches_of(world.bob.id)
    assert match.game_id == "meuda" and set(match.players) == {world.alice.id, world.bob.id}


async def test_yourself_and_bots_are_refused_privately(world: World) -> None:
    before = len(bot_messages(world.channel, world.env))
    self_ = await world.alice.context_menu(world.channel, MENU, world.alice)
    assert "cannot challenge yourself" in said(self_)
    bot = world.guild.add_member(world.env.create_user("helper", bot=True))
    refused = await world.alice.context_menu(world.channel, MENU, bot)
    assert "Bots cannot be challenged" in said(refused)
    assert len(bot_messages(world.channel, world.env)) == before


async def test_the_menu_speaks_the_players_language(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking(monkeypatch, {world.alice.id: "ko"}):
        shown = await world.alice.context_menu(world.channel, MENU, world.bob)
    assert hangul(said(shown)) and "어떤 게임" in said(shown)
