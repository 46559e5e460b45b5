"""``/help``: the overview, a page per game with its diagram, the page menu, and odd presses."""

from __future__ import annotations

from typing import Any

import discord
import pytest

import rules
from bot.cogs.common.limits import CHOICES, MESSAGE_CHARS
from bot.cogs.help.help import HELP_ID, menu
from bot.cogs.help.pages import OVERVIEW_PAGE, PAGES, page_text
from tests.bot.conftest import PNG, World, last_bot_message


def options_of(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    [row] = components
    [select] = row["components"]
    assert select["custom_id"] == HELP_ID
    options: list[dict[str, Any]] = select["options"]
    return options


def chosen(components: list[dict[str, Any]]) -> str:
    [value] = [o["value"] for o in options_of(components) if o.get("default")]
    return str(value)


def test_every_page_fits_a_message_and_the_menu_fits_a_select() -> None:
    assert set(PAGES) == {OVERVIEW_PAGE, *rules.GAMES}
    for name in PAGES:
        assert len(page_text(name)) <= MESSAGE_CHARS, name
    assert len(PAGES) <= CHOICES
    [select] = menu(OVERVIEW_PAGE).children
    assert isinstance(select, discord.ui.Select)
    for option in select.options:
        assert len(option.label) <= 100 and len(option.description or "") <= 100


def test_a_game_page_quotes_its_diagram_and_points_to_the_commands() -> None:
    text = page_text("meuda")
    assert text.startswith("## Meuda\n")
    assert "**Key idea: a group of size N.**" in text
    assert "**In the picture**: Root g2 sees 2 Black groups, so N = 2." in text
    assert "`/play meuda`" in text and "`/rules game:Meuda`" in text


async def test_help_gives_the_overview_privately_with_the_menu(world: World) -> None:
    result = await world.carol.slash(world.channel, "help")
    assert result.response is not None and result.response.ephemeral
    text = result.response.content
    assert "`/play <game>`" in text and "`/help game:<name>`" in text and len(text) <= 2000
    for game in rules.GAMES.values():
        assert f"**{game.title}**" in text
    assert not result.response.attachments
    assert chosen(result.response.components) == OVERVIEW_PAGE
    labels = [o["label"] for o in options_of(result.response.components)]
    assert labels == ["Overview", *(g.title for g in rules.GAMES.values())]


@pytest.mark.parametrize("game", list(rules.GAMES))
async def test_help_game_opens_its_page_with_the_diagram(world: World, game: str) -> None:
    result = await world.carol.slash(world.channel, "help", game=game)
    response = result.response
    assert response is not None and response.ephemeral
    assert response.content == page_text(game)
    [picture] = response.attachments
    assert (await picture.read()).startswith(PNG)
    assert picture.description and rules.get_game(game).title in picture.description
    assert chosen(response.components) == game


async def test_the_menu_turns_the_private_page_in_place(world: World) -> None:
    result = await world.carol.slash(world.channel, "help")
    assert result.response is not None
    turned = await world.carol.select(result.response, ["thwart-omega"])
    assert not turned.followups, "the page changes in place, no new message"
    edited = turned.response
    assert edited is not None and edited.id == result.response.id
    assert edited.content == page_text("thwart-omega")
    assert len(edited.attachments) == 1 and chosen(edited.components) == "thwart-omega"
    back = await world.carol.select(edited, [OVERVIEW_PAGE])
    again = back.response
    assert again is not None
    assert again.content == page_text(OVERVIEW_PAGE) and not again.attachments


async def test_a_menu_under_a_public_message_answers_privately(world: World) -> None:
    """A menu under a message everyone sees (a welcome post, an old version's page list) never
    changes that message: the chosen page goes privately to whoever chose it, and a page that no
    longer exists falls back to the overview with a sentence."""
    channel = world.bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    view = menu(OVERVIEW_PAGE)
    [select] = view.children
    assert isinstance(select, discord.ui.Select)
    select.add_option(label="Chess", value="chess")  # a page this version does not have
    await channel.send("Welcome! Learn the games:", view=view)
    public = last_bot_message(world.channel, world.env)
    picked = (await world.bob.select(public, ["meter"])).response
    assert picked is not None and picked.id != public.id and picked.ephemeral
    assert picked.content == page_text("meter") and len(picked.attachments) == 1
    assert chosen(picked.components) == "meter"
    gone = (await world.alice.select(public, ["chess"])).response
    assert gone is not None and gone.ephemeral
    assert gone.content.startswith("That help page no longer exists")
    assert page_text(OVERVIEW_PAGE) in gone.content
    assert last_bot_message(world.channel, world.env).content == "Welcome! Learn the games:"


async def test_the_menu_works_after_a_restart(world: World, restart) -> None:  # type: ignore[no-untyped-def]
    result = await world.carol.slash(world.channel, "help", game="meter")
    assert result.response is not None
    await restart()
    turned = await world.carol.select(result.response, ["interleave"])
    assert turned.response is not None
    assert turned.response.content == page_text("interleave")
