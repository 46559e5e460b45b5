"""The server's tournament roles (``/host participant-role``, ``/host champion-role``): the
players of a running tournament wear the participant role (given at the start to everyone who
plays, taken at the end or when it is cancelled; the pairings ping it), and the champion gets
the champion role, which the previous champion gives up.

Giving a role twice changes nothing, so a delivery that runs again after a crash is harmless. A
role deleted since, or above the bot's own, is logged and skipped: the tournament goes on.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

import discord

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.engine.tournaments.posts import TournamentPost

log = logging.getLogger(__name__)


def players_of(post: TournamentPost) -> list[int]:
    """Everyone who plays in the tournament (forgotten players are tombstones: skipped)."""
    core = post.view.core
    if core is None:
        return []
    return [e.player for e in core.entrants if e.player > 0]


async def change(
    client: discord.Client,
    guild_id: int,
    role_id: int | None,
    users: Iterable[int],
    *,
    give: bool,
    reason: str,
) -> None:
    """Give ``role_id`` to ``users`` (or take it from them)."""
    if role_id is None:
        return
    role = discord.Object(role_id)
    for user_id in dict.fromkeys(users):
        try:
            if give:
                await client.http.add_role(guild_id, user_id, role_id, reason=reason)
            else:
                await client.http.remove_role(guild_id, user_id, role_id, reason=reason)
        except discord.NotFound:
            continue  # the member left the server, or the role was deleted
        except discord.Forbidden as error:
            log.warning("cannot change role %s on server %s: %r", role.id, guild_id, error)
            return


def can_manage(
    guild: discord.Guild, role: discord.Role, words: Words = ENGLISH_WORDS
) -> str | None:
    """Why the bot cannot give ``role`` to members (``None``: it can)."""
    me = guild.me
    if role.is_default():
        return words("host-role-problem", problem="everyone", role=role.mention)
    if role.managed:
        return words("host-role-problem", problem="managed", role=role.mention)
    if me is None or not me.guild_permissions.manage_roles:
        return words("host-role-problem", problem="permission", role=role.mention)
    if role >= me.top_role:
        return words("host-role-problem", problem="above", role=role.mention)
    return None
