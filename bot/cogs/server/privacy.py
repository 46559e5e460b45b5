"""``/privacy forget user:``: the bot's owner honours a deletion request from Discord.

Only the application's owner (or its team's members: ``Client.is_owner``) may use it, wherever
they are; everyone else is refused privately. The command asks first (``confirm``), then
anonymises the user on every server (``bot.engine.privacy``), scrubs the database (``scrub``:
the id leaves the database files and the write-ahead log), and drops the name this process
remembers. The operator's terminal twin is ``python -m bot privacy forget USER_ID``. What is
kept and for how long: ``docs/privacy.md``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common.confirm import Confirmations
from bot.cogs.common.language import Words
from bot.cogs.common.people import People
from bot.cogs.common.replies import Problem, Reply, answer
from bot.engine.privacy import Privacy as Forgetting


async def _owner_only(interaction: discord.Interaction) -> None:
    client = interaction.client
    if not isinstance(client, commands.Bot | commands.AutoShardedBot) or not await client.is_owner(
        interaction.user
    ):
        words = Words.for_interaction(interaction)
        raise Problem(words("privacy-not-owner"))


@app_commands.default_permissions(administrator=True)
class Privacy(
    commands.GroupCog,
    group_name="privacy",
    group_description="The bot owner's privacy tools (docs/privacy.md).",
):
    """The bot owner's privacy tools (hidden from members without Administrator)."""

    def __init__(
        self,
        privacy: Forgetting,
        scrub: Callable[[], Awaitable[None]],
        people: People,
        confirmations: Confirmations,
    ) -> None:
        self.privacy = privacy
        self.scrub = scrub  # the store's: the forgotten id leaves the files, the WAL's too
        self.people = people
        self.confirmations = confirmations
        confirmations.add("forget", self.forget_now)

    @app_commands.command(
        name="forget",
        description="Bot owner: anonymise a user everywhere (their games stay, unnamed).",
    )
    @app_commands.describe(user="The person who asked to be forgotten")
    async def forget(self, interaction: discord.Interaction, user: discord.User) -> None:
        async def work() -> Reply:
            await _owner_only(interaction)
            words = Words.for_interaction(interaction)
            question = words("privacy-question", user=user.mention, id=str(user.id))
            return self.confirmations.ask(interaction, "forget", user.id, question)

        await answer(interaction, work)

    async def forget_now(self, interaction: discord.Interaction, user_id: int) -> str:
        """``/privacy forget`` confirmed: the owner check again, then forget."""
        await _owner_only(interaction)
        done = await self.privacy.forget(user_id)
        await self.scrub()
        self.people.forget(user_id)
        words = Words.for_interaction(interaction)
        return words("privacy-forgotten", id=str(user_id), name=done.name)
