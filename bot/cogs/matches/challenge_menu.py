"""**Challenge to a game** in a member's menu (right-click, or a long press, then Apps): the
player picks the game in a private select, and the challenge is made as ``/play GAME
opponent:MEMBER`` would make it, with that command's defaults (``Challenges.play``: the same
checks, cooldown and places, a server or anywhere the app is installed to the player)."""

from __future__ import annotations

import re
from typing import Any, Protocol, cast

import discord
from discord import app_commands

import rules
from bot.cogs.common.game_options.play import PlayAnswers, common_options
from bot.cogs.common.language import Words
from bot.cogs.common.places import playable_anywhere
from bot.cogs.common.replies import Problem, Reply, answer
from bot.cogs.matches.challenges import Challenges

MENU_NAME = "Challenge to a game"


class ChallengeReach(Protocol):
    """What the game select uses, from the bot that received the choice."""

    challenges: Challenges


def game_select(opponent: int, user: int, words: Words) -> discord.ui.Select[Any]:
    """The five games, for ``user`` to challenge ``opponent`` to one."""
    return discord.ui.Select(
        custom_id=f"arena:cg:{opponent}:{user}",
        placeholder=words("menu-pick-game"),
        options=[discord.SelectOption(label=g.title, value=g.id) for g in rules.GAMES.values()],
    )


def challenge_menu() -> app_commands.ContextMenu:
    """The member menu's entry, usable wherever ``/play`` is."""

    async def callback(interaction: discord.Interaction, member: discord.User) -> None:
        words = Words.for_interaction(interaction)

        async def work() -> Reply:
            if member.id == interaction.user.id:
                raise Problem(words("menu-self"))
            if member.bot:
                raise Problem(words("menu-bot"))
            view = discord.ui.View(timeout=None)
            view.add_item(game_select(member.id, interaction.user.id, words))
            return Reply(words("menu-which-game", opponent=member.mention), view=view)

        await answer(interaction, work)

    return playable_anywhere(app_commands.ContextMenu(name=MENU_NAME, callback=callback))


class GamePick(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"arena:cg:(?P<opponent>[0-9]{1,20}):(?P<user>[0-9]{1,20})",
):
    """The game chosen in the private select: the challenge, as ``/play`` makes it."""

    def __init__(self, opponent: int, user: int) -> None:
        super().__init__(game_select(opponent, user, Words("en")))
        self.opponent = opponent
        self.user = user

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> GamePick:
        return cls(int(match["opponent"]), int(match["user"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        words = Words.for_interaction(interaction)
        data: dict[str, Any] = dict(interaction.data or {})
        chosen = data.get("values") or []
        game = rules.GAMES.get(str(chosen[0])) if chosen else None
        if interaction.user.id != self.user:
            await refuse(interaction, words("menu-not-yours"))
            return
        if game is None:
            await refuse(interaction, words("menu-no-game"))
            return
        client = interaction.client
        opponent = client.get_user(self.opponent)
        if opponent is None:
            try:
                opponent = await client.fetch_user(self.opponent)
            except discord.HTTPException:
                await refuse(interaction, words("menu-gone"))
                return
        common: dict[str, Any] = dict.fromkeys(o.name for o in common_options(game))
        answers = PlayAnswers(game.id, common={**common, "opponent": opponent}, options={})
        await cast(ChallengeReach, client).challenges.play(interaction, answers)


async def refuse(interaction: discord.Interaction, sentence: str) -> None:
    """A private sentence for the choice, and nothing else."""

    async def refused() -> Reply:
        raise Problem(sentence)

    await answer(interaction, refused)


__all__ = ["MENU_NAME", "ChallengeReach", "GamePick", "challenge_menu"]
