"""Group DMs and the app installed to a player's own account, in simcord.

simcord 3.2.1 models servers and each user's DM with the bot, nothing else: it has no group DM
(channel type 3), and every interaction it sends says ``"authorizing_integration_owners": {}``
with ``"context"`` 0 (a server) or 1 (the bot's DM). This shim adds the rest, for tests only.

``group_dm(env, monkeypatch, people)`` returns a ``GroupDm``: a simcord text channel of a
hidden server whose members are ``people`` (the bot may not even see it: ``view_channel`` is
denied to it, so the outbox could not post there if it tried, as in a real group DM the bot is
not in). The players act in it as simcord members (``.slash``, ``.click``, ``.submit_modal``),
and the shim rewrites one thing: the ``INTERACTION_CREATE`` payload each of their actions
produces, on its way from simcord's backend to discord.py's gateway code, into what Discord
sends for a user-installed app in a group DM:

* no ``guild_id``, ``member`` or ``guild_locale``; ``user`` instead (the member's user);
* ``"context": 2`` (PRIVATE_CHANNEL) and ``"authorizing_integration_owners": {"1": <user>}``
  (installed to the user who acted);
* ``channel``: ``{"type": 3, "recipients": [...], ...}``, so discord.py builds a
  ``GroupChannel``; a pressed message's payload loses its ``guild_id`` and ``member``; the
  ``resolved`` options keep their users and lose the server's members;
* ``app_permissions``: what Discord grants a user-installed app there (send, embed, attach).

It also refuses, as Discord would, a command whose synced declaration does not allow it there
(``contexts`` without 2 or ``integration_types`` without 1): ``UserInstallRefused``.

Everything else is simcord and discord.py as they are: the bot parses the payload with
discord.py's own code, answers through the interaction's callback and webhook routes, and
simcord stores those answers in the stand-in channel, where the players read and press them.
What it does not fake: Discord's 15-minute token expiry (simcord keeps tokens valid; the bot
never uses one after its press, which the tests check by pressing old buttons after time
passes), nor a server that turns external apps off (answers then become private).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import discord
import pytest
import simcord
from simcord.backend.serializers import user_payload

PRIVATE_CHANNEL = 2
USER_INSTALL = 1
# What Discord grants a user-installed app in a channel it is not in: post its answers.
APP_PERMISSIONS = discord.Permissions(
    send_messages=True, embed_links=True, attach_files=True, use_external_emojis=True
)


class UserInstallRefused(AssertionError):
    """Discord would not offer this command here to a user-installed app."""


@dataclass
class GroupDm:
    """The stand-in channel and the people in it (as simcord members of its hidden server)."""

    channel: simcord.ChannelHandle
    members: tuple[simcord.MemberActor, ...]

    def bot_messages(self, env: simcord.Env) -> list[discord.Message]:
        bot_id = env.bot.user.id  # type: ignore[union-attr]
        return [m for m in self.channel.history() if m.author.id == bot_id]


@contextmanager
def group_dm(
    env: simcord.Env, monkeypatch: pytest.MonkeyPatch, people: tuple[simcord.MemberActor, ...]
) -> Iterator[GroupDm]:
    """A group DM of ``people`` (members of another server: their users are reused)."""
    hidden = env.create_guild("group DM stand-in")
    channel = hidden.create_text_channel(
        "group-dm",
        overwrites={
            env.bot.user: discord.PermissionOverwrite(view_channel=False),  # type: ignore[dict-item]
        },
    )
    members = tuple(hidden.add_member(person.user) for person in people)
    recipients = [dict(user_payload(env.backend.get_user(p.id))) for p in members]
    real_emit = env.backend.emit

    def emit(event: str, payload: Mapping[str, Any]) -> None:
        if event == "INTERACTION_CREATE" and int(payload["channel_id"]) == channel.id:
            payload = _as_group_dm(env, dict(payload), channel.id, recipients)
        real_emit(event, payload)

    with monkeypatch.context() as patch:
        patch.setattr(env.backend, "emit", emit)
        yield GroupDm(channel, members)


def _as_group_dm(
    env: simcord.Env, payload: dict[str, Any], channel_id: int, recipients: list[dict[str, Any]]
) -> dict[str, Any]:
    member = payload.pop("member")
    user = member["user"]
    for key in ("guild_id", "guild_locale", "guild"):
        payload.pop(key, None)
    payload["user"] = user
    payload["context"] = PRIVATE_CHANNEL
    payload["authorizing_integration_owners"] = {str(USER_INSTALL): user["id"]}
    payload["app_permissions"] = str(APP_PERMISSIONS.value)
    payload["channel"] = {
        "id": str(channel_id),
        "type": discord.ChannelType.group.value,
        "name": None,
        "icon": None,
        "owner_id": recipients[0]["id"],
        "recipients": [r for r in recipients if r["id"] != user["id"]],
        "last_message_id": None,
    }
    message = payload.get("message")
    if isinstance(message, dict):
        message = {k: v for k, v in message.items() if k not in ("guild_id", "member")}
        payload["message"] = message
    data = payload.get("data")
    if isinstance(data, dict):
        resolved = data.get("resolved")
        if isinstance(resolved, dict):
            data["resolved"] = {k: v for k, v in resolved.items() if k != "members"}
        if payload.get("type") == discord.InteractionType.application_command.value:
            _check_offered(env, str(data.get("name")))
    return payload


def _check_offered(env: simcord.Env, name: str) -> None:
    command = env.backend.find_command(name, None)
    if command is None:
        raise UserInstallRefused(f"/{name} is not a global command")
    contexts = command.get("contexts") or []
    installs = command.get("integration_types") or []
    if PRIVATE_CHANNEL not in contexts or USER_INSTALL not in installs:
        raise UserInstallRefused(
            f"/{name} is not offered in a group DM to a user-installed app "
            f"(contexts {contexts}, integration types {installs})"
        )


@contextmanager
def user_installed_here(
    env: simcord.Env, monkeypatch: pytest.MonkeyPatch, channel: simcord.ChannelHandle
) -> Iterator[None]:
    """``channel``'s server has not installed the app; its members use the one they installed
    to their own accounts: each interaction there says ``"authorizing_integration_owners":
    {"1": <user>}`` (and no ``"0"``), as Discord sends it. Nothing else changes (simcord's
    bot is still a member of that server, so a test can check it posted nothing itself)."""
    real_emit = env.backend.emit

    def emit(event: str, payload: Mapping[str, Any]) -> None:
        if event == "INTERACTION_CREATE" and int(payload["channel_id"]) == channel.id:
            payload = dict(payload)
            user = payload["member"]["user"]
            payload["authorizing_integration_owners"] = {str(USER_INSTALL): user["id"]}
        real_emit(event, payload)

    with monkeypatch.context() as patch:
        patch.setattr(env.backend, "emit", emit)
        yield
