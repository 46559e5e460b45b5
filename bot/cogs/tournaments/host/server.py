"""``/host participant-role``, ``/host champion-role``, ``/host time-zone``: the server's
tournament settings (server managers only; the engine checks it again).

The roles are checked before they are saved: the bot must be able to give them (Manage Roles,
a role below its own highest, not ``@everyone`` or an integration's role). The time zone is the
one in which organisers type a start in ``/host create``'s form (an IANA name, suggested as typed:
``bot.cogs.common.autocomplete.zone_names``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import discord
from discord import app_commands

from bot.cogs.common.language import Words
from bot.cogs.common.replies import Problem
from bot.cogs.tournaments import roles
from bot.cogs.tournaments.host.base import Organising
from bot.cogs.tournaments.lookup import answer_text
from bot.engine.tournaments.records import ServerTournaments
from bot.engine.tournaments.service import Actor


def _manager(interaction: discord.Interaction) -> Actor:
    return Actor(interaction.user.id, bool(interaction.permissions.manage_guild))


def _checked_role(interaction: discord.Interaction, role: discord.Role | None) -> int | None:
    """``role``'s id if the bot can give it; ``Problem`` with the reason if it cannot."""
    if role is None:
        return None
    guild = interaction.guild
    words = Words.for_interaction(interaction)
    if guild is None:
        problem: str | None = words("host-role-problem", problem="no-server", role="")
    else:
        problem = roles.can_manage(guild, role, words)
    if problem is not None:
        raise Problem(problem)
    return role.id


class ServerSetup(Organising):
    @app_commands.describe(
        role="Given to everyone playing when a tournament starts, taken at its end (empty: none)"
    )
    async def participant_role(
        self, interaction: discord.Interaction, role: discord.Role | None = None
    ) -> None:
        await self._set_role(
            interaction,
            role,
            lambda s, role_id: replace(s, participant_role_id=role_id),
            which="participant",
        )

    @app_commands.describe(
        role="Given to the champion of each tournament; the last champion loses it (empty: none)"
    )
    async def champion_role(
        self, interaction: discord.Interaction, role: discord.Role | None = None
    ) -> None:
        await self._set_role(
            interaction,
            role,
            lambda s, role_id: replace(s, champion_role_id=role_id),
            which="champion",
        )

    async def _set_role(
        self,
        interaction: discord.Interaction,
        role: discord.Role | None,
        edit: Callable[[ServerTournaments, int | None], ServerTournaments],
        *,
        which: str,
    ) -> None:
        """Save one of the server's tournament roles (checked first: ``_checked_role``) and say
        what it does now (``which``: ``participant`` or ``champion``): none when cleared, else
        what the role named does."""

        async def work() -> str:
            role_id = _checked_role(interaction, role)
            await self.service.set_server_tournaments(
                interaction.guild_id or 0, _manager(interaction), lambda s: edit(s, role_id)
            )
            words = Words.for_interaction(interaction)
            if role is None:
                return words("host-role-none", which=which)
            return words("host-role", which=which, role=role.mention)

        await answer_text(interaction, work)

    @app_commands.describe(zone="An IANA time zone, e.g. Asia/Seoul (start typing to search)")
    async def time_zone(self, interaction: discord.Interaction, zone: str) -> None:
        async def work() -> str:
            name = zone.strip()
            settings: ServerTournaments = await self.service.set_server_tournaments(
                interaction.guild_id or 0,
                _manager(interaction),
                lambda s: replace(s, time_zone=name),
            )
            words = Words.for_interaction(interaction)
            return words("host-time-zone", zone=settings.time_zone)

        await answer_text(interaction, work)
