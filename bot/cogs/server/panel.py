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
Every word comes from the room's catalogue (``locales/<language>.ftl``) through ``words``: the
panel speaks the language of the manager who opened it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord
from discord.utils import escape_markdown

from bot.cogs.common.game_options.play import (
    CLOCK_PRESETS,
    DAY,
    HOUR,
    MINUTE,
    NO_LIMIT,
    ROUND_LIMIT,
)
from bot.cogs.common.language import ENGLISH_WORDS, LANGUAGES, NATIVE_NAMES, Words, language_of
from bot.cogs.common.language.phrases import duration
from bot.engine.model import GuildSettings, PingPolicy

COMPONENTS_LIMIT = 40  # components (nested ones included) in one V2 message
SELECT_OPTIONS_LIMIT = 25
AUTO = "auto"  # the language select's value for "Discord's server language"

# How long an open challenge waits (seconds; shown in the reader's words). "1 min" is left
# out: too short for anyone to notice one.
EXPIRY_PRESETS: tuple[int, ...] = (5 * MINUTE, HOUR, DAY, 3 * DAY)
# The default move clock: the /play presets, and "no limit" (only the inactivity rule).
MOVE_PRESETS: tuple[int, ...] = (*(value for _, value in CLOCK_PRESETS), NO_LIMIT)
# Thwart Omega rounds last at most a day (``Timing.checked``), so "3 days" is left out.
ROUND_PRESETS = tuple(value for _, value in CLOCK_PRESETS if value <= ROUND_LIMIT)
# When a finished match's thread is archived; "1 min" is left out: too soon to read the result.
ARCHIVE_PRESETS: tuple[int, ...] = (5 * MINUTE, HOUR, DAY, 3 * DAY)
PRESETS: dict[str, tuple[int, ...]] = {
    "expiry": EXPIRY_PRESETS,
    "clock": MOVE_PRESETS,
    "round": ROUND_PRESETS,
    "archive": ARCHIVE_PRESETS,
}


def setting_name(words: Words, setting: str) -> str:
    """What a setting is called where the panel says it was saved."""
    return words("setting-name", setting=setting)


def ping_words(words: Words, policy: PingPolicy) -> str:
    return words("settings-pings", policy=str(policy))


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


def shown_seconds(words: Words, setting: str, value: int) -> str:
    """A preset value in words: "no limit" for no move clock, else the duration."""
    if setting == "clock" and value == NO_LIMIT:
        return words("settings-no-limit")
    return duration(words, value)


def language_words(words: Words, settings: GuildSettings, server_locale: object) -> str:
    """The language of public posts, as the panel shows it."""
    if settings.language in LANGUAGES:
        return NATIVE_NAMES[settings.language]
    auto = NATIVE_NAMES[language_of(server_locale)]
    return words("settings-language-auto", language=auto)


# ---- the panel -------------------------------------------------------------------------------


def preset_select(
    words: Words, settings: GuildSettings, setting: str, owner: int
) -> discord.ui.Select[Any]:
    """A select of the presets, the current value chosen (added if it is not a preset)."""
    current = seconds_of(settings, setting)
    presets = list(PRESETS[setting])
    if current not in presets:
        presets.append(current)

    def label(value: int) -> str:
        shown = shown_seconds(words, setting, value)
        if setting == "round":
            return words("settings-per-round", time=shown)
        if setting == "clock" and value != NO_LIMIT:
            return words("settings-per-move", time=shown)
        return shown

    options = [
        discord.SelectOption(label=label(value), value=str(value), default=value == current)
        for value in presets[:SELECT_OPTIONS_LIMIT]
    ]
    return discord.ui.Select(
        custom_id=custom_id(setting, owner, settings.version()), options=options
    )


def pings_select(words: Words, settings: GuildSettings, owner: int) -> discord.ui.Select[Any]:
    return discord.ui.Select(
        custom_id=custom_id("pings", owner, settings.version()),
        options=[
            discord.SelectOption(
                label=ping_words(words, policy), value=str(policy), default=policy is settings.pings
            )
            for policy in PingPolicy
        ],
    )


def language_select(words: Words, settings: GuildSettings, owner: int) -> discord.ui.Select[Any]:
    """Discord's server language (the default), or one of the catalogues' languages."""
    chosen = settings.language if settings.language in LANGUAGES else AUTO
    options = [
        discord.SelectOption(
            label=words("settings-language-auto-option"), value=AUTO, default=chosen == AUTO
        ),
        *(
            discord.SelectOption(label=NATIVE_NAMES[code], value=code, default=chosen == code)
            for code in LANGUAGES
        ),
    ]
    return discord.ui.Select(
        custom_id=custom_id("language", owner, settings.version()), options=options
    )


def channel_select(
    words: Words, settings: GuildSettings, owner: int
) -> discord.ui.ChannelSelect[Any]:
    chosen = settings.play_channel_id
    return discord.ui.ChannelSelect(
        custom_id=custom_id("play", owner, settings.version()),
        channel_types=[discord.ChannelType.text, discord.ChannelType.category],
        placeholder=words("settings-channel-placeholder"),
        min_values=0,
        max_values=1,
        default_values=[]
        if chosen is None
        else [discord.SelectDefaultValue(id=chosen, type=discord.SelectDefaultValueType.channel)],
    )


def daily_select(
    words: Words, settings: GuildSettings, owner: int
) -> discord.ui.ChannelSelect[Any]:
    """Where the daily puzzle is posted: a text channel (chosen: on), or none (off)."""
    chosen = settings.daily_puzzle_channel_id
    return discord.ui.ChannelSelect(
        custom_id=custom_id("daily", owner, settings.version()),
        channel_types=[discord.ChannelType.text],
        placeholder=words("settings-daily-placeholder"),
        min_values=0,
        max_values=1,
        default_values=[]
        if chosen is None
        else [discord.SelectDefaultValue(id=chosen, type=discord.SelectDefaultValueType.channel)],
    )


def role_select(words: Words, settings: GuildSettings, owner: int) -> discord.ui.RoleSelect[Any]:
    chosen = settings.lfg_role_id
    return discord.ui.RoleSelect(
        custom_id=custom_id("lfg", owner, settings.version()),
        placeholder=words("settings-role-placeholder"),
        min_values=0,
        max_values=1,
        default_values=[]
        if chosen is None
        else [discord.SelectDefaultValue(id=chosen, type=discord.SelectDefaultValueType.role)],
    )


def switch(
    words: Words, setting: str, on: bool, owner: int, version: str
) -> discord.ui.Button[Any]:
    """A button that turns a setting that is ``on`` off, or on."""
    return discord.ui.Button(
        label=words("settings-turn-off") if on else words("settings-turn-on"),
        style=discord.ButtonStyle.secondary if on else discord.ButtonStyle.success,
        custom_id=custom_id(setting, owner, version, "off" if on else "on"),
    )


def _on(words: Words, value: bool) -> str:
    return words("settings-on-bold") if value else words("settings-off-bold")


def panel(
    settings: GuildSettings,
    owner: int,
    *,
    server: str,
    note: str = "",
    warnings: Sequence[str] = (),
    words: Words = ENGLISH_WORDS,
    server_locale: object = None,
) -> discord.ui.LayoutView:
    """The whole panel showing ``settings`` to the manager ``owner`` in ``words``' language;
    ``note`` says what was just saved, ``warnings`` what the manager should know (a role that
    cannot be pinged, ...); ``server_locale`` is Discord's preferred locale of the server."""
    version = settings.version()
    timing = settings.timing
    head = [words("settings-head", server=escape_markdown(server)), words("settings-hint")]
    if note:
        head.append(f"✅ {note}")
    head.extend(f"⚠️ {warning}" for warning in warnings)
    if settings.play_channel_id is None:
        where = words("settings-where-any")
    else:
        where = words("settings-where-one", channel=f"<#{settings.play_channel_id}>")
    role = (
        words("settings-no-role") if settings.lfg_role_id is None else f"<@&{settings.lfg_role_id}>"
    )
    if settings.daily_puzzle_channel_id is None:
        daily = words("settings-daily-off")
    else:
        daily = words("settings-daily-on", channel=f"<#{settings.daily_puzzle_channel_id}>")
    text = discord.ui.TextDisplay
    row = discord.ui.ActionRow
    # The panel has Discord's 40 components: the head shares the first setting's text display,
    # and there are no separators between the groups (that is what made room for the daily
    # puzzle's channel select).
    container = discord.ui.Container(
        text("\n".join([*head, words("settings-expiry")])),
        row(preset_select(words, settings, "expiry", owner)),
        text(words("settings-clock")),
        row(preset_select(words, settings, "clock", owner)),
        text(words("settings-round")),
        row(preset_select(words, settings, "round", owner)),
        discord.ui.Section(
            text(
                words(
                    "settings-reminders",
                    state=_on(words, timing.reminders),
                    reminders=on_off(timing.reminders),
                )
            ),
            accessory=switch(words, "reminders", timing.reminders, owner, version),
        ),
        text(where),
        row(channel_select(words, settings, owner)),
        text(words("settings-lfg", role=role)),
        row(role_select(words, settings, owner)),
        text(words("settings-pings-line")),
        row(pings_select(words, settings, owner)),
        text(words("settings-language", language=language_words(words, settings, server_locale))),
        row(language_select(words, settings, owner)),
        text(daily),
        row(daily_select(words, settings, owner)),
        text(words("settings-archive")),
        row(preset_select(words, settings, "archive", owner)),
        discord.ui.Section(
            text(words("settings-unplayed", rounds=settings.unplayed_rounds)),
            accessory=discord.ui.Button(
                label=words("settings-change"),
                style=discord.ButtonStyle.secondary,
                custom_id=custom_id("unplayed", owner, version, "edit"),
            ),
        ),
        discord.ui.Section(
            text(
                words(
                    "settings-computer",
                    state=_on(words, settings.computer_allowed),
                    allowed=on_off(settings.computer_allowed),
                )
            ),
            accessory=switch(words, "computer", settings.computer_allowed, owner, version),
        ),
        discord.ui.Section(
            text(
                words(
                    "settings-web",
                    state=_on(words, settings.web_pages),
                    pages=on_off(settings.web_pages),
                )
            ),
            accessory=switch(words, "web", settings.web_pages, owner, version),
        ),
    )
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    return view


def counted(view: discord.ui.LayoutView) -> int:
    """How many components ``view`` sends, nested ones included (Discord allows 40)."""
    return sum(1 for _ in view.walk_children())


def saved_note(words: Words, setting: str, shown: str) -> str:
    return words("settings-saved", setting=setting_name(words, setting), value=shown)


def on_off(value: bool) -> str:
    """The selector value a message chooses its on or off wording by."""
    return "on" if value else "off"


__all__ = ["PRESETS", "panel", "with_seconds"]
