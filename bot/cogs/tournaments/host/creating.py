"""``/host create`` and ``/host organiser-role``: a new tournament, and who may organise.

``/host create`` takes a name and a preset and opens a guided, private flow (``draft.py``,
``draft_panel.py``, ``draft_controls.py``) in which the organiser chooses the rest."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.cogs.common.language import Words
from bot.cogs.common.replies import Problem, acknowledge, send_private
from bot.cogs.tournaments.host.base import Organising
from bot.cogs.tournaments.host.choices import PRESET_CHOICES
from bot.cogs.tournaments.host.draft import PRESETS, Draft, checked_typed
from bot.cogs.tournaments.host.draft_panel import panel
from bot.cogs.tournaments.lookup import actor_of, answer_text
from bot.engine.tournaments.service import Actor


class Creating(Organising):
    @app_commands.describe(
        name="The tournament's name (you can change it before you create it)",
        preset="Where to start: a night as organisers often run it, or your own (default)",
    )
    @app_commands.choices(preset=PRESET_CHOICES)
    async def create(
        self, interaction: discord.Interaction, name: str, preset: str = PRESETS[-1]
    ) -> None:
        """Opens the guided flow (``draft_panel``): a private message of selects, a form for
        the name and start, **Create** and **Cancel** (``draft_controls``)."""
        if not await acknowledge(interaction):
            return
        words = Words.for_interaction(interaction)
        try:
            if interaction.guild_id is None or interaction.channel_id is None:
                raise Problem(words("create-in-server"))
            if not (await actor_of(self.service, interaction)).manager:
                raise Problem(words("create-not-organiser"))
            if preset not in PRESETS:
                raise Problem(words("create-not-listed"))
            typed = checked_typed(words, {"name": name, "checkin": "0"})
        except Problem as refused:
            await send_private(interaction, str(refused))
            return
        draft = Draft.start(
            interaction.id,
            interaction.user.id,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            preset=preset,
            name=typed["name"],
        )
        self.drafts.add(draft)
        await interaction.followup.send(view=panel(words, draft), ephemeral=True)

    @app_commands.describe(
        role="Members with this role may organise tournaments (empty: nobody extra)"
    )
    async def organiser_role(
        self, interaction: discord.Interaction, role: discord.Role | None = None
    ) -> None:
        async def work() -> str:
            actor = Actor(interaction.user.id, bool(interaction.permissions.manage_guild))
            await self.service.set_organiser_role(
                interaction.guild_id or 0, None if role is None else role.id, actor
            )
            if role is None:
                return "Only server managers can organise tournaments now."
            return f"Members with {role.mention} can now organise tournaments."

        await answer_text(interaction, work)
