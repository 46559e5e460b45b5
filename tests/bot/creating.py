"""Driving ``/host create``'s guided flow in simcord as an organiser does: the command, a select
for each choice (after turning to its page), the details form, then **Create**.

    result = await host_create(world, "Cup", format="swiss", games=["meter"], checkin="10")
    assert "Cup is created" in said(result)

Choices are named as the draft names its fields (``bot/cogs/tournaments/host/draft.py``):
``format``, ``games`` (a list), ``best_of``, ``stage``, ``round``, ``clock``, ``meter.size`` ...;
``starts_at``, ``starts_in``, ``checkin`` and ``max_players`` go through the details form.
"""

from __future__ import annotations

from typing import Any

import simcord
from simcord.components import walk_components

from bot.cogs.tournaments.host.draft import ALL_FIELDS, TYPED
from tests.bot.conftest import World, said

Panel = simcord.results.ResponseMessage


def controls(panel: Panel) -> dict[str, str]:
    """``s:<field>`` / ``b:<action>`` → the custom_id of that control on the panel as it is now."""
    found = {}
    for component in walk_components(panel.components):
        custom_id = component.get("custom_id", "")
        if custom_id.startswith("arena:hd:"):
            kind, name = custom_id.split(":")[-2:]
            found[f"{kind}:{name}"] = custom_id
    return found


def text_of(panel: Panel) -> str:
    return "\n".join(c["content"] for c in walk_components(panel.components) if c["type"] == 10)


def chosen(panel: Panel, field: str) -> list[str]:
    """The values a select of the panel shows as chosen (its page must be shown)."""
    for component in walk_components(panel.components):
        if component.get("custom_id") == controls(panel)[f"s:{field}"]:
            return [o["value"] for o in component.get("options", []) if o.get("default")]
    raise AssertionError(field)


def notes(result: simcord.InteractionResult) -> str:
    return "\n".join(f.content for f in result.followups)


async def open_draft(
    world: World,
    name: str = "Cup",
    *,
    by: simcord.MemberActor | None = None,
    channel: Any = None,
    preset: str | None = None,
) -> tuple[simcord.InteractionResult, Panel | None]:
    """``/host create``: the command's result and its panel (``None`` if it was refused)."""
    options: dict[str, Any] = {"name": name}
    if preset is not None:
        options["preset"] = preset
    result = await (by or world.mod).slash(channel or world.channel, "host create", **options)
    panel = result.response
    if panel is None or not panel.components:
        return result, None
    assert panel.ephemeral
    return result, panel


async def press(
    world: World, panel: Panel, action: str, by: simcord.MemberActor | None = None
) -> simcord.InteractionResult:
    return await (by or world.mod).click(panel.message, custom_id=controls(panel)[f"b:{action}"])


async def choose(
    world: World,
    panel: Panel,
    field: str,
    values: list[str] | str,
    by: simcord.MemberActor | None = None,
) -> simcord.InteractionResult:
    """Turn to the field's page if needed, then choose in its select."""
    if f"s:{field}" not in controls(panel):
        await press(world, panel, ALL_FIELDS[field].page, by)
    values = [values] if isinstance(values, str) else values
    custom_id = controls(panel)[f"s:{field}"]
    return await (by or world.mod).select(panel.message, values, custom_id=custom_id)


async def fill(
    world: World, panel: Panel, name: str, *, by: Any = None, **typed: str
) -> simcord.InteractionResult:
    """**Name and start…**: the form, sent with ``name`` and the ``typed`` values."""
    shown = await press(world, panel, "details", by)
    assert shown.modal is not None, said(shown)
    values = dict.fromkeys(TYPED, "") | {"name": name, "checkin": "0"} | typed
    return await (by or world.mod).submit_modal(shown, values)


async def host_create(
    world: World,
    name: str = "Cup",
    *,
    by: Any = None,  # a simcord.MemberActor (Any: callers pass their options as **dict)
    channel: Any = None,
    preset: Any = None,
    **options: Any,
) -> simcord.InteractionResult:
    """The whole flow; the result of **Create** (or of the step that was refused)."""
    result, panel = await open_draft(world, name, by=by, channel=channel, preset=preset)
    if panel is None:
        return result
    typed = {key: str(options.pop(key)) for key in TYPED if key in options}
    if typed:
        filled = await fill(world, panel, name, by=by, **typed)
        if filled.followups:  # the form was refused
            return filled
    for field, value in options.items():
        picked = await choose(
            world, panel, field, value if isinstance(value, list) else str(value), by
        )
        if picked.followups:
            return picked
    return await press(world, panel, "create", by)
