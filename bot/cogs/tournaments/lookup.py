"""What the tournament commands (``/tournament`` for everyone, ``/host`` for organisers) share:
which tournament a command is about, who is asking, and the private answer with attachments.

Which tournament: the ``tournament`` option, else the newest one not over in this channel (or on
this server). Who: ``Actor.manager`` is true for server managers (Manage Server) and holders of
the server's organiser role; the engine refuses anyone else with a sentence, whatever Discord
lets them see (``/host`` is hidden from members by its default permissions, but an admin may
grant it to any role in Server Settings → Integrations).
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable

import discord

from bot.cogs.common.language import Words
from bot.cogs.common.replies import PLAYER_ERRORS, Problem, acknowledge, send_private
from bot.engine.tournaments.service import Actor, TournamentService
from bot.engine.tournaments.views import TournamentView

log = logging.getLogger(__name__)

TOURNAMENT_HELP = "Tournament number (default: the newest one not over on this server)"

Files = list[tuple[str, bytes]]
Work = Callable[[], Awaitable[tuple[str, Files | list[discord.File] | None]]]


async def answer_with_files(interaction: discord.Interaction, work: Work) -> None:
    """Like ``replies.answer`` (defer, work, a private reply), with attachments."""
    if not await acknowledge(interaction):
        return
    try:
        text, files = await work()
    except PLAYER_ERRORS as error:
        await send_private(interaction, Words.for_interaction(interaction).refusal(error))
        return
    attachments = [
        f if isinstance(f, discord.File) else discord.File(io.BytesIO(f[1]), filename=f[0])
        for f in files or ()
    ]
    try:
        await interaction.followup.send(text, files=attachments, ephemeral=True)
    except discord.HTTPException as error:
        log.warning("could not answer a tournament command: %r", error)


async def answer_text(interaction: discord.Interaction, work: Callable[[], Awaitable[str]]) -> None:
    """A tournament command whose answer is a private sentence."""

    async def wrapped() -> tuple[str, None]:
        return await work(), None

    await answer_with_files(interaction, wrapped)


async def actor_of(service: TournamentService, interaction: discord.Interaction) -> Actor:
    """The person asking; ``manager`` if they may organise tournaments on this server."""
    manager = bool(interaction.permissions.manage_guild)
    if not manager and isinstance(interaction.user, discord.Member):
        role = await service.organiser_role(interaction.guild_id or 0)
        manager = role is not None and any(r.id == role for r in interaction.user.roles)
    return Actor(interaction.user.id, manager)


async def tournament_of(
    service: TournamentService, interaction: discord.Interaction, tournament: int | None
) -> TournamentView:
    """The tournament a command is about (see the module docstring); a ``Problem`` if none."""
    guild = interaction.guild_id or 0
    if tournament is not None:
        view = await service.get(tournament)
        if view.record.guild_id != guild:
            words = Words.for_interaction(interaction)
            raise Problem(words("tourn-not-here", id=str(tournament)))
        return view
    found = await service.find(guild, interaction.channel_id)
    if found is None:
        words = Words.for_interaction(interaction)
        raise Problem(words("tourn-list-none"))
    return found
