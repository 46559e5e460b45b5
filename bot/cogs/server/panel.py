"""The ``/settings`` panel as Discord components: a V2 layout in the idiom of discord.py's
``examples/views/settings.py`` (a container of sections, each a short text and its control:
selects for presets, a channel select, a role select, buttons, a modal for a number).

The panel is built from plain items whose ``custom_id`` carries all a press needs (which
setting, who opened the panel, and the ``GuildSettings.version`` it shows), so a press works
after a restart and a press on an out-of-date panel is recognised; ``bot/cogs/server/settings.py``
holds the ``DynamicItem`` classes that handle the presses.

    arena:st:<setting>:<owner>:<version>           a select (presets, channel, role, pings)
    arena:st:<setting>:<owner>:<version>:<value>   a button: switch to on|off, or open the form
    arena:sf:<setting>:<owner>:<version>           the form (modal) for a number

Discord limits are data: at most 25 options per select, 40 components in a V2 message.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord
from discord.utils import escape_markdown

from bot.cogs.common.play_options import CLOCK_PRESETS, DAY, HOUR, MINUTE, NO_LIMIT, ROUND_LIMIT
from bot.cogs.common.words import duration
from bot.engine.model import GuildSettings, PingPolicy

COMPONENTS_LIMIT = 40  # components (nested ones included) in one V2 message
SELECT_OPTIONS_LIMIT = 25

# How long an open challenge waits. "1 min" is left out: too short for anyone to notice one.
EXPIRY_PRESETS: tuple[tuple[str, int], ...] = (
    ("5 min", 5 * MINUTE),
    ("1 h", HOUR),
    ("1 day", DAY),
    ("3 days", 3 * DAY),
)
# The default move clock: the /play presets, and "no limit" (only the inactivity rule).
MOVE_PRESETS: tuple[tuple[str, int], ...] = (*CLOCK_PRESETS, ("no limit", NO_LIMIT))
# Thwart Omega rounds last at most a day (``Timing.checked``), so "3 days" is left out.
ROUND_PRESETS = tuple((name, value) for name, value in CLOCK_PRESETS if value <= ROUND_LIMIT)
# When a finished match's thread is archived; "1 min" is left out: too soon to read the result.
ARCHIVE_PRESETS: tuple[tuple[str, int], ...] = (
    ("5 min", 5 * MINUTE),
    ("1 h", HOUR),
    ("1 day", DAY),
    ("3 days", 3 * DAY),
)
PRESETS: dict[str, tuple[tuple[str, int], ...]] = {
    "expiry": EXPIRY_PRESETS,
    "clock": MOVE_PRESETS,
    "round": ROUND_PRESETS,
    "archive": ARCHIVE_PRESETS,
}
PING_WORDS: dict[PingPolicy, str] = {
    PingPolicy.ALL: "Ping for direct challenges and every turn",
    PingPolicy.CHALLENGES: "Ping for challenges and match starts, not turns",
    PingPolicy.NONE: "Never ping: messages name players silently",
}
# What each setting is called where the panel says it was saved.
NAMES = {
    "expiry": "Challenges stay open",
    "clock": "Move clock",
    "round": "Thwart Omega round time",
    "archive": "Finished threads are archived after",
    "pings": "Pings",
    "play": "Play channel",
    "lfg": "Looking-for-a-game role",
    "reminders": "Reminders before a loss on time",
    "computer": "Computer opponents",
    "web": "Web pages",
    "unplayed": "Unplayed Thwart Omega rounds",
}


def custom_id(setting: str, owner: int, version: str, value: str | None = None) -> str:
    base = f"arena:st:{setting}:{owner}:{version}"
    return base if value is None else f"{base}:{value}"


def form_id(setting: str, owner: int, version: str) -> str:
    return f"arena:sf:{setting}:{owner}:{version}"


# ---- reading and changing one setting ------------------------------------------------------


def seconds_of(settings: GuildSettings, setting: str) -> int:
    """The value of a preset setting, in seconds (0: no move clock)."""
    if setting == "expiry":
        return settings.challenge_seconds
    if setting == "clock":
        return settings.timing.move_seconds or NO_LIMIT
    if setting == "round":
        return settings.timing.round_seconds
    if setting == "archive":
        return settings.thread_archive_seconds
    raise KeyError(setting)


def with_seconds(settings: GuildSettings, setting: str, value: int) -> GuildSettings:
    """``settings`` with one preset setting changed."""
    timing = settings.timing
    if setting == "expiry":
        return replace(settings, challenge_seconds=value)
    if setting == "clock":
        move = None if value == NO_LIMIT else value
        return replace(settings, timing=replace(timing, move_seconds=move))
    if setting == "round":
        return replace(settings, timing=replace(timing, round_seconds=value))
    if setting == "archive":
        return replace(settings, thread_archive_seconds=value)
    raise KeyError(setting)


def shown_seconds(setting: str, value: int) -> str:
    """A preset value in words: its preset name, else the duration."""
    for name, seconds in PRESETS[setting]:
        if seconds == value:
            return name
    return duration(value)


# ---- the panel -------------------------------------------------------------------------------


def preset_select(settings: GuildSettings, setting: str, owner: int) -> discord.ui.Select[Any]:
    """A select of the presets, the current value chosen (added if it is not a preset)."""
    current = seconds_of(settings, setting)
    presets = list(PRESETS[setting])
    if current not in {value for _, value in presets}:
        presets.append((duration(current), current))
    suffix = " per round" if setting == "round" else " per move" if setting == "clock" else ""
    options = [
        discord.SelectOption(
            label=name if value == NO_LIMIT and setting == "clock" else f"{name}{suffix}",
            value=str(value),
            default=value == current,
        )
        for name, value in presets[:SELECT_OPTIONS_LIMIT]
    ]
    return discord.ui.Select(
        custom_id=custom_id(setting, owner, settings.version()), options=options
    )


def pings_select(settings: GuildSettings, owner: int) -> discord.ui.Select[Any]:
    return discord.ui.Select(
        custom_id=custom_id("pings", owner, settings.version()),
        options=[
            discord.SelectOption(label=words, value=str(policy), default=policy is settings.pings)
            for policy, words in PING_WORDS.items()
        ],
    )


def channel_select(settings: GuildSettings, owner: int) -> discord.ui.ChannelSelect[Any]:
    chosen = settings.play_channel_id
    return discord.ui.ChannelSelect(
        custom_id=custom_id("play", owner, settings.version()),
        channel_types=[discord.ChannelType.text, discord.ChannelType.category],
        placeholder="Any channel (choose one, or a category)",
        min_values=0,
        max_values=1,
        default_values=[]
        if chosen is None
        else [discord.SelectDefaultValue(id=chosen, type=discord.SelectDefaultValueType.channel)],
    )


def role_select(settings: GuildSettings, owner: int) -> discord.ui.RoleSelect[Any]:
    chosen = settings.lfg_role_id
    return discord.ui.RoleSelect(
        custom_id=custom_id("lfg", owner, settings.version()),
        placeholder="No role (choose one to ping it for open challenges)",
        min_values=0,
        max_values=1,
        default_values=[]
        if chosen is None
        else [discord.SelectDefaultValue(id=chosen, type=discord.SelectDefaultValueType.role)],
    )


def switch(setting: str, on: bool, owner: int, version: str) -> discord.ui.Button[Any]:
    """A button that turns a setting that is ``on`` off, or on."""
    return discord.ui.Button(
        label="Turn off" if on else "Turn on",
        style=discord.ButtonStyle.secondary if on else discord.ButtonStyle.success,
        custom_id=custom_id(setting, owner, version, "off" if on else "on"),
    )


def _on(value: bool) -> str:
    return "**on**" if value else "**off**"


def panel(
    settings: GuildSettings,
    owner: int,
    *,
    server: str,
    note: str = "",
    warnings: Sequence[str] = (),
) -> discord.ui.LayoutView:
    """The whole panel showing ``settings`` to the manager ``owner``; ``note`` says what was
    just saved, ``warnings`` what the manager should know (a role that cannot be pinged, ...)."""
    version = settings.version()
    timing = settings.timing
    head = [
        f"## Stone Arena settings · {escape_markdown(server)}",
        "-# Changes apply to challenges and matches that start from now on; running matches "
        "keep theirs. Only you can use this panel.",
    ]
    if note:
        head.append(f"✅ {note}")
    head.extend(f"⚠️ {warning}" for warning in warnings)
    reminders = (
        "the player to move is reminded privately when half and a tenth of their time are left"
        if timing.reminders
        else "players lose on time without a reminder"
    )
    where = (
        "any channel"
        if settings.play_channel_id is None
        else f"<#{settings.play_channel_id}> only (a category: its channels); "
        "elsewhere `/play` points there"
    )
    role = "none" if settings.lfg_role_id is None else f"<@&{settings.lfg_role_id}>"
    computer = "members may play the computer" if settings.computer_allowed else "turned off here"
    web = (
        "tournaments, matches, profiles and leaderboards have pages for anyone with their link"
        if settings.web_pages
        else "no pages (links only work where a manager turns this on)"
    )
    unplayed = (
        "never abandoned"
        if settings.unplayed_rounds == 0
        else f"abandoned after **{settings.unplayed_rounds}** "
        f"{'round' if settings.unplayed_rounds == 1 else 'rounds'} in a row without a move"
    )
    text = discord.ui.TextDisplay
    row = discord.ui.ActionRow
    container = discord.ui.Container(
        text("\n".join(head)),
        discord.ui.Separator(),
        text("**Challenges stay open** for this long, then expire."),
        row(preset_select(settings, "expiry", owner)),
        text("**Move clock** for new matches (run out and you lose; `/play` can pick another)."),
        row(preset_select(settings, "clock", owner)),
        text("**Thwart Omega round time** for new matches."),
        row(preset_select(settings, "round", owner)),
        discord.ui.Section(
            text(f"**Reminders before a loss on time**: {_on(timing.reminders)}: {reminders}."),
            accessory=switch("reminders", timing.reminders, owner, version),
        ),
        discord.ui.Separator(),
        text(f"**Play channel**: {where}."),
        row(channel_select(settings, owner)),
        text(f"**Looking-for-a-game role**, pinged by open challenges: {role}."),
        row(role_select(settings, owner)),
        text("**Pings** by challenges and turn notices in match threads."),
        row(pings_select(settings, owner)),
        discord.ui.Separator(),
        text("**Finished match threads** are archived after:"),
        row(preset_select(settings, "archive", owner)),
        discord.ui.Section(
            text(f"**Unplayed Thwart Omega rounds**: a match is {unplayed}."),
            accessory=discord.ui.Button(
                label="Change…",
                style=discord.ButtonStyle.secondary,
                custom_id=custom_id("unplayed", owner, version, "edit"),
            ),
        ),
        discord.ui.Section(
            text(f"**Computer opponents**: {_on(settings.computer_allowed)}: {computer}."),
            accessory=switch("computer", settings.computer_allowed, owner, version),
        ),
        discord.ui.Section(
            text(f"**Web pages**: {_on(settings.web_pages)}: {web}."),
            accessory=switch("web", settings.web_pages, owner, version),
        ),
    )
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    return view


def counted(view: discord.ui.LayoutView) -> int:
    """How many components ``view`` sends, nested ones included (Discord allows 40)."""
    return sum(1 for _ in view.walk_children())


def saved_note(setting: str, shown: str) -> str:
    return f"Saved: {NAMES[setting]}: {shown}."


def on_off(value: bool) -> str:
    return "on" if value else "off"


__all__ = ["PING_WORDS", "PRESETS", "panel", "with_seconds"]
