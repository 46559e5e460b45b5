"""Interactions that arrive at the same moment.

simcord's actors settle the bot after every action, so two of them never overlap. These helpers
build the same gateway payloads the actors do (from simcord 3.2.1's own builders, pinned in
requirements/dev.lock) but only emit them; ``await env.settle()`` then lets the bot handle all
of them concurrently, as when two players press a button in the same instant.
"""

from __future__ import annotations

from typing import Any

import discord
import simcord
from simcord import actors as sim_actors
from simcord import interactions as sim_interactions
from simcord.backend import serializers
from simcord.enums import AppCommandType, ComponentType, InteractionType


def _emit(
    env: simcord.Env,
    *,
    actor: simcord.MemberActor,
    channel_id: int,
    kind: int,
    data: dict[str, Any],
    message: Any = None,
) -> simcord.InteractionResult:
    backend = env.backend
    record, payload = sim_interactions.base_payload(
        backend,
        type=kind,
        channel_id=channel_id,
        guild_id=actor.guild.id,
        user_id=actor.id,
        data=data,
    )
    if message is not None:
        payload["message"] = dict(serializers.message_payload(backend, message))
        record.source_message_id = message.id
    backend.emit("INTERACTION_CREATE", payload)
    return simcord.InteractionResult(env, record)


def emit_click(
    env: simcord.Env,
    actor: simcord.MemberActor,
    message: Any,
    custom_id: str,
    channel_id: int | None = None,
) -> simcord.InteractionResult:
    """Press the button ``custom_id`` of ``message`` without waiting for the bot (``channel_id``
    for a private reply, which does not know its channel)."""
    channel = message.channel.id if channel_id is None else channel_id
    stored = env.backend.get_message(channel, message.id)
    data = {"custom_id": custom_id, "component_type": ComponentType.BUTTON}
    return _emit(
        env,
        actor=actor,
        channel_id=stored.channel_id,
        kind=InteractionType.MESSAGE_COMPONENT,
        data=data,
        message=stored,
    )


def emit_slash(
    env: simcord.Env,
    actor: simcord.MemberActor,
    channel: simcord.ChannelHandle,
    name: str,
    **options: Any,
) -> simcord.InteractionResult:
    """Invoke ``/name`` without waiting for the bot."""
    root = sim_actors._resolve_visible_command(actor, channel.id, name, AppCommandType.CHAT_INPUT)
    leaf, nesting = sim_interactions.walk_to_subcommand(root, [])
    leaf_options, resolved = sim_interactions.build_options(
        actor, name, leaf, options, channel_id=channel.id
    )
    data: dict[str, Any] = {
        "id": root["id"],
        "name": root["name"],
        "type": root.get("type", AppCommandType.CHAT_INPUT),
        "options": sim_interactions.nest_options(root, nesting, leaf_options),
    }
    if resolved:
        data["resolved"] = resolved
    if root.get("guild_id"):
        data["guild_id"] = root["guild_id"]
    return _emit(
        env,
        actor=actor,
        channel_id=channel.id,
        kind=InteractionType.APPLICATION_COMMAND,
        data=data,
    )


def _buttons(components: Any) -> list[Any]:
    """Every component inside ``components`` (rows, or a card's container), depth first."""
    found: list[Any] = []
    for component in components:
        found.append(component)
        found.extend(_buttons(getattr(component, "children", None) or []))
    return found


def custom_id_of(message: discord.Message, label: str) -> str:
    for item in _buttons(message.components):
        if getattr(item, "label", None) == label:
            custom_id = getattr(item, "custom_id", None)
            assert custom_id
            return str(custom_id)
    raise AssertionError(f"no button {label!r}")
