"""``/settings`` (server managers): the panel (``settings_panel``) and what its controls do.

Every press is checked the same way before anything changes: only the manager who opened the
panel may use it, they must still have Manage Server, and the panel must show the settings as
they are stored (its ``custom_id`` carries their ``GuildSettings.version``). A panel that is out
of date (another manager or another panel changed something, or a button pressed twice) changes
nothing: it is redrawn with the current settings and says so privately. Choices the bot cannot
honour (a channel it cannot post in, ``@everyone`` as the role, a number that is not one) get a
private sentence and change nothing. Each change is one write, checked again by the engine
against the version (``MatchService.update_guild_settings``), so two panels cannot overwrite each
other's changes. The controls are ``DynamicItem`` classes, so they work after a restart, and so
does the form for unplayed rounds (a modal): its ``custom_id`` carries the owner and the settings
version, and ``UNPLAYED_FORM`` answers it in whichever process receives it (``bot/cogs/common/forms.py``).

Every sentence is a message of the room's catalogue (``locales/``), in the language of the
manager who pressed (``Words.for_interaction``); the language of the server's public posts is
one of the settings (``language``).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common.forms import Form
from bot.cogs.common.language import LANGUAGES, NATIVE_NAMES, Words
from bot.cogs.common.language.phrases import listed, permission
from bot.cogs.common.permissions import required_in
from bot.cogs.common.replies import Problem, acknowledge, answer_button, context_of, send_private
from bot.cogs.server.panel import (
    AUTO,
    form_id,
    panel,
    ping_words,
    saved_note,
    setting_name,
    shown_seconds,
    with_seconds,
)
from bot.engine.checks import MAX_UNPLAYED_ROUNDS
from bot.engine.errors import EngineError, StaleRequest
from bot.engine.matches.service import MatchService
from bot.engine.model import GuildSettings, PingPolicy

log = logging.getLogger(__name__)

# What a change does: the stored settings and the server → the new settings and what was saved.
Edit = Callable[[GuildSettings, discord.Guild], tuple[GuildSettings, str]]

_ID = r"(?P<owner>[0-9]{1,20}):(?P<version>[0-9a-f]{12})"


def _refusal(interaction: discord.Interaction, owner: int, words: Words) -> str | None:
    """Why this person may not use this panel, or ``None``."""
    if interaction.guild is None:
        return words("settings-in-server")
    if interaction.user.id != owner:
        return words("settings-not-yours")
    if not interaction.permissions.manage_guild:
        return words("settings-not-manager-unchanged")
    return None


def warnings_of(words: Words, settings: GuildSettings, guild: discord.Guild) -> list[str]:
    """What a manager should know about the stored settings on this server as it is now."""
    found = []
    if settings.play_channel_id is not None and guild.get_channel(settings.play_channel_id) is None:
        found.append(words("settings-warning-channel-gone"))
    role = None if settings.lfg_role_id is None else guild.get_role(settings.lfg_role_id)
    if settings.lfg_role_id is not None and role is None:
        found.append(words("settings-warning-role-gone"))
    elif (
        role is not None
        and not role.mentionable
        and not guild.me.guild_permissions.mention_everyone
    ):
        found.append(words("settings-warning-role-silent", role=role.mention))
    return found


class SettingsReach(Protocol):
    """What the panel's controls and form use, from the bot that received them (discord.py
    rebuilds a control from its ``custom_id`` alone; the composition root sets this)."""

    matches: MatchService


def reach(interaction: discord.Interaction) -> SettingsReach:
    return cast(SettingsReach, interaction.client)


def panel_for(
    interaction: discord.Interaction, settings: GuildSettings, note: str = ""
) -> discord.ui.LayoutView:
    guild = interaction.guild
    assert guild is not None
    words = Words.for_interaction(interaction)
    return panel(
        settings,
        interaction.user.id,
        server=guild.name,
        note=note,
        warnings=warnings_of(words, settings, guild),
        words=words,
        server_locale=guild.preferred_locale,
    )


async def change(interaction: discord.Interaction, owner: int, version: str, edit: Edit) -> None:
    """Apply one control's change to the stored settings and redraw the panel (see the module
    docstring for what is refused)."""
    service = reach(interaction).matches
    words = Words.for_interaction(interaction)

    async def work() -> None:
        refused = _refusal(interaction, owner, words)
        if refused is not None:
            raise Problem(refused)
        guild = interaction.guild
        assert guild is not None
        current = await service.guild_settings(guild.id)
        if current.version() != version:
            await _redraw(interaction, current)
            raise Problem(words("settings-stale"))
        try:
            new, said = edit(current, guild)
            if new != current:
                await service.update_guild_settings(guild.id, new, expected_version=version)
        except (Problem, EngineError) as error:
            # The select still shows the refused choice: show the stored settings again.
            await _redraw(interaction, await service.guild_settings(guild.id))
            stale = isinstance(error, StaleRequest)
            raise Problem(words("settings-stale") if stale else words.refusal(error)) from None
        await _redraw(interaction, new, said)

    await answer_button(interaction, work)


async def _redraw(
    interaction: discord.Interaction, settings: GuildSettings, note: str = ""
) -> None:
    try:
        await interaction.edit_original_response(view=panel_for(interaction, settings, note))
    except discord.HTTPException as error:  # dismissed meanwhile: `/settings` shows it again
        log.info("settings panel not redrawn: %r", error, extra=context_of(interaction))


# ---- what each control changes -----------------------------------------------------------------


def preset_edit(words: Words, setting: str, value: str) -> Edit:
    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        if not value.isdigit():
            raise Problem(words("settings-not-listed"))
        seconds = int(value)
        new = with_seconds(current, setting, seconds)
        return new, saved_note(words, setting, shown_seconds(words, setting, seconds))

    return edit


def pings_edit(words: Words, value: str) -> Edit:
    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        try:
            policy = PingPolicy(value)
        except ValueError:
            raise Problem(words("settings-pings-not-listed")) from None
        return replace(current, pings=policy), saved_note(words, "pings", ping_words(words, policy))

    return edit


def language_edit(words: Words, value: str) -> Edit:
    """The language of public posts: one of the catalogues', or Discord's server language."""

    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        if value != AUTO and value not in LANGUAGES:
            raise Problem(words("settings-language-not-listed"))
        language = None if value == AUTO else value
        shown = (
            words("settings-language-auto-option") if language is None else NATIVE_NAMES[language]
        )
        return replace(current, language=language), saved_note(words, "language", shown)

    return edit


def _lacking(words: Words, permissions: discord.Permissions, needed: tuple[str, ...]) -> list[str]:
    """The ``needed`` permissions not granted, named as the reader's Discord names them."""
    return [permission(words, name) for name in needed if not getattr(permissions, name)]


def channel_edit(words: Words, values: list[Any]) -> Edit:
    """The play channel: a text channel or a category the bot can post in, or none."""

    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        if not values:
            shown = words("settings-any-channel")
            return replace(current, play_channel_id=None), saved_note(words, "play", shown)
        chosen = guild.get_channel(values[0].id)
        if chosen is None:
            raise Problem(words("settings-channel-unseen"))
        if isinstance(chosen, discord.CategoryChannel):
            usable = [
                c
                for c in chosen.text_channels
                if not _lacking(words, c.permissions_for(guild.me), required_in(c))
            ]
            if not usable:
                needed = [permission(words, p) for p in required_in(chosen)]
                raise Problem(
                    words(
                        "settings-category-unusable",
                        category=discord.utils.escape_markdown(chosen.name),
                        permissions=listed(words, needed),
                    )
                )
        elif isinstance(chosen, discord.TextChannel):
            lacking = _lacking(words, chosen.permissions_for(guild.me), required_in(chosen))
            if lacking:
                raise Problem(
                    words(
                        "settings-channel-unusable",
                        channel=chosen.mention,
                        permissions=listed(words, lacking),
                    )
                )
        else:
            raise Problem(words("settings-channel-kind"))
        new = replace(current, play_channel_id=chosen.id)
        return new, saved_note(words, "play", chosen.mention)

    return edit


def daily_edit(words: Words, values: list[Any]) -> Edit:
    """The daily puzzle's channel: a text channel the bot can post in (on), or none (off)."""

    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        if not values:
            new = replace(current, daily_puzzle_channel_id=None)
            return new, saved_note(words, "daily", words("settings-off"))
        chosen = guild.get_channel(values[0].id)
        if chosen is None:
            raise Problem(words("settings-daily-unseen"))
        if not isinstance(chosen, discord.TextChannel):
            raise Problem(words("settings-daily-kind"))
        lacking = _lacking(words, chosen.permissions_for(guild.me), required_in(chosen))
        if lacking:
            raise Problem(
                words(
                    "settings-channel-unusable",
                    channel=chosen.mention,
                    permissions=listed(words, lacking),
                )
            )
        new = replace(current, daily_puzzle_channel_id=chosen.id)
        return new, saved_note(words, "daily", chosen.mention)

    return edit


def role_edit(words: Words, values: list[Any]) -> Edit:
    """The looking-for-a-game role: a role members can have (not @everyone, not a bot's)."""

    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        if not values:
            shown = words("settings-no-role")
            return replace(current, lfg_role_id=None), saved_note(words, "lfg", shown)
        role = guild.get_role(values[0].id)
        if role is None:
            raise Problem(words("settings-role-gone"))
        if role.is_default():
            raise Problem(words("settings-role-everyone"))
        if role.managed:
            raise Problem(words("settings-role-managed", role=role.mention))
        return replace(current, lfg_role_id=role.id), saved_note(words, "lfg", role.mention)

    return edit


def switch_edit(words: Words, setting: str, on: bool) -> Edit:
    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        if setting == "reminders":
            new = replace(current, timing=replace(current.timing, reminders=on))
        elif setting == "web":
            new = replace(current, web_pages=on)
        else:
            new = replace(current, computer_allowed=on)
        state = words("settings-on") if on else words("settings-off")
        return new, saved_note(words, setting, state)

    return edit


def unplayed_edit(words: Words, text: str) -> Edit:
    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        typed = text.strip()
        if not re.fullmatch(r"[0-9]{1,3}", typed) or int(typed) > MAX_UNPLAYED_ROUNDS:
            shown = typed[:20].replace("`", "'") or words("settings-typed-nothing")
            raise Problem(words("settings-unplayed-bad", max=MAX_UNPLAYED_ROUNDS, typed=shown))
        rounds = int(typed)
        if rounds == 0:
            shown = words("settings-unplayed-never")
        else:
            shown = words("settings-unplayed-shown", rounds=rounds)
        return replace(current, unplayed_rounds=rounds), saved_note(words, "unplayed", shown)

    return edit


# ---- the controls --------------------------------------------------------------------------------


class PresetSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=rf"arena:st:(?P<setting>expiry|clock|round|archive|pings|language):{_ID}",
):
    def __init__(
        self, item: discord.ui.Select[Any], setting: str, owner: int, version: str
    ) -> None:
        super().__init__(item)
        self.setting, self.owner, self.version = setting, owner, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PresetSelect:
        assert isinstance(item, discord.ui.Select)
        return cls(item, match["setting"], int(match["owner"]), match["version"])

    async def callback(self, interaction: discord.Interaction) -> None:
        value = self.item.values[0] if self.item.values else ""
        words = Words.for_interaction(interaction)
        if self.setting == "pings":
            edit = pings_edit(words, value)
        elif self.setting == "language":
            edit = language_edit(words, value)
        else:
            edit = preset_edit(words, self.setting, value)
        await change(interaction, self.owner, self.version, edit)


class PlaceSelect(
    discord.ui.DynamicItem[discord.ui.ChannelSelect[Any]],
    template=rf"arena:st:(?P<setting>play|daily):{_ID}",
):
    """The play channel's select, and the daily puzzle's."""

    def __init__(
        self, item: discord.ui.ChannelSelect[Any], setting: str, owner: int, version: str
    ) -> None:
        super().__init__(item)
        self.setting, self.owner, self.version = setting, owner, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PlaceSelect:
        assert isinstance(item, discord.ui.ChannelSelect)
        return cls(item, match["setting"], int(match["owner"]), match["version"])

    async def callback(self, interaction: discord.Interaction) -> None:
        words = Words.for_interaction(interaction)
        values = list(self.item.values)
        edit = daily_edit(words, values) if self.setting == "daily" else channel_edit(words, values)
        await change(interaction, self.owner, self.version, edit)


class RoleChoice(
    discord.ui.DynamicItem[discord.ui.RoleSelect[Any]],
    template=rf"arena:st:lfg:{_ID}",
):
    def __init__(self, item: discord.ui.RoleSelect[Any], owner: int, version: str) -> None:
        super().__init__(item)
        self.owner, self.version = owner, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RoleChoice:
        assert isinstance(item, discord.ui.RoleSelect)
        return cls(item, int(match["owner"]), match["version"])

    async def callback(self, interaction: discord.Interaction) -> None:
        edit = role_edit(Words.for_interaction(interaction), list(self.item.values))
        await change(interaction, self.owner, self.version, edit)


class SwitchButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"arena:st:(?P<setting>reminders|computer|web):{_ID}:(?P<to>on|off)",
):
    def __init__(
        self, item: discord.ui.Button[Any], setting: str, owner: int, version: str, on: bool
    ) -> None:
        super().__init__(item)
        self.setting, self.owner, self.version, self.on = setting, owner, version, on

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SwitchButton:
        assert isinstance(item, discord.ui.Button)
        return cls(
            item, match["setting"], int(match["owner"]), match["version"], match["to"] == "on"
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        edit = switch_edit(Words.for_interaction(interaction), self.setting, self.on)
        await change(interaction, self.owner, self.version, edit)


class FormButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"arena:st:unplayed:{_ID}:edit",
):
    """**Change…** for unplayed rounds: the form itself is the answer, so the checks come first
    (one read)."""

    def __init__(self, item: discord.ui.Button[Any], owner: int, version: str) -> None:
        super().__init__(item)
        self.owner, self.version = owner, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> FormButton:
        assert isinstance(item, discord.ui.Button)
        return cls(item, int(match["owner"]), match["version"])

    async def callback(self, interaction: discord.Interaction) -> None:
        service = reach(interaction).matches
        words = Words.for_interaction(interaction)
        refused = _refusal(interaction, self.owner, words)
        if refused is None and interaction.guild is not None:
            current = await service.guild_settings(interaction.guild.id)
            if current.version() == self.version:
                form = UnplayedForm(words, self.owner, self.version, current.unplayed_rounds)
                await interaction.response.send_modal(form)
                return
            await interaction.response.edit_message(view=panel_for(interaction, current))
            await interaction.followup.send(words("settings-stale"), ephemeral=True)
            return
        refused = refused or words("settings-not-yours")
        await interaction.response.send_message(refused, ephemeral=True)


class UnplayedForm(discord.ui.Modal):
    """The number of Thwart Omega rounds in a row without a move that abandon a match. Only
    builds the form: ``unplayed_form`` answers it, in any process (``bot/cogs/common/forms.py``)."""

    def __init__(self, words: Words, owner: int, version: str, current: int) -> None:
        super().__init__(
            title=setting_name(words, "unplayed"),
            timeout=600,
            custom_id=form_id("unplayed", owner, version),
        )
        self.owner, self.version = owner, version
        self.rounds: discord.ui.TextInput[UnplayedForm] = discord.ui.TextInput(
            label=words("settings-unplayed-label"),
            custom_id="rounds",
            max_length=10,
            default=str(current),
        )
        self.add_item(self.rounds)


async def unplayed_form(
    interaction: discord.Interaction, found: re.Match[str], values: dict[str, str]
) -> None:
    """An ``UnplayedForm`` sent, to this process or to one started since it was opened: checked
    like any control of the panel (owner, Manage Server, settings version)."""
    edit = unplayed_edit(Words.for_interaction(interaction), values.get("rounds", ""))
    await change(interaction, int(found["owner"]), found["version"], edit)


UNPLAYED_FORM = Form(rf"arena:sf:unplayed:{_ID}", unplayed_form)


ALL_CONTROLS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    PresetSelect,
    PlaceSelect,
    RoleChoice,
    SwitchButton,
    FormButton,
)


class Settings(commands.Cog):
    def __init__(self, service: MatchService) -> None:
        self.service = service

    @app_commands.command(
        name="settings",
        description="Managers: this server's clocks, reminders, play channel, pings and more.",
    )
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def settings(self, interaction: discord.Interaction) -> None:
        if not await acknowledge(interaction):
            return
        words = Words.for_interaction(interaction)
        if interaction.guild is None:
            await send_private(interaction, words("server-only"))
            return
        if not interaction.permissions.manage_guild:
            await send_private(interaction, words("settings-not-manager-ask"))
            return
        current = await self.service.guild_settings(interaction.guild.id)
        await interaction.followup.send(view=panel_for(interaction, current), ephemeral=True)
