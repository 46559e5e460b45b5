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
from bot.cogs.common.permissions import PERMISSION_NAMES, listed, missing, required_in
from bot.cogs.common.replies import Problem, acknowledge, answer_button, context_of, send_private
from bot.cogs.server.panel import (
    NAMES,
    PING_WORDS,
    form_id,
    on_off,
    panel,
    saved_note,
    shown_seconds,
    with_seconds,
)
from bot.engine.checks import MAX_UNPLAYED_ROUNDS
from bot.engine.errors import EngineError, StaleRequest
from bot.engine.matches.service import MatchService
from bot.engine.model import GuildSettings, PingPolicy

log = logging.getLogger(__name__)

NOT_YOURS = (
    "This settings panel belongs to the manager who opened it; use `/settings` to open your own. "
    "Nothing was changed."
)
NOT_MANAGER = "Only server managers (Manage Server) can change this server's settings."
STALE = (
    "The settings were changed since this panel was shown (by another manager, in another "
    "panel, or by pressing twice), so nothing was changed. The panel now shows the current "
    "settings; choose again if you still want a change."
)

# What a change does: the stored settings and the server → the new settings and what was saved.
Edit = Callable[[GuildSettings, discord.Guild], tuple[GuildSettings, str]]

_ID = r"(?P<owner>[0-9]{1,20}):(?P<version>[0-9a-f]{12})"


def _refusal(interaction: discord.Interaction, owner: int) -> str | None:
    """Why this person may not use this panel, or ``None``."""
    if interaction.guild is None:
        return "Server settings are changed in the server."
    if interaction.user.id != owner:
        return NOT_YOURS
    if not interaction.permissions.manage_guild:
        return f"{NOT_MANAGER} Nothing was changed."
    return None


def warnings_of(settings: GuildSettings, guild: discord.Guild) -> list[str]:
    """What a manager should know about the stored settings on this server as it is now."""
    found = []
    if settings.play_channel_id is not None and guild.get_channel(settings.play_channel_id) is None:
        found.append(
            "The play channel no longer exists (or I cannot see it), so challenges can be "
            "made anywhere until you choose another."
        )
    role = None if settings.lfg_role_id is None else guild.get_role(settings.lfg_role_id)
    if settings.lfg_role_id is not None and role is None:
        found.append("The looking-for-a-game role no longer exists; nobody is pinged.")
    elif (
        role is not None
        and not role.mentionable
        and not guild.me.guild_permissions.mention_everyone
    ):
        found.append(
            f"{role.mention} is not mentionable and I lack **Mention @everyone, @here, and All "
            'Roles**, so open challenges show the role without pinging it. Turn on "Allow '
            "anyone to @mention this role\" in the role's settings, or give me that permission."
        )
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
    return panel(
        settings,
        interaction.user.id,
        server=guild.name,
        note=note,
        warnings=warnings_of(settings, guild),
    )


async def change(interaction: discord.Interaction, owner: int, version: str, edit: Edit) -> None:
    """Apply one control's change to the stored settings and redraw the panel (see the module
    docstring for what is refused)."""
    service = reach(interaction).matches

    async def work() -> None:
        refused = _refusal(interaction, owner)
        if refused is not None:
            raise Problem(refused)
        guild = interaction.guild
        assert guild is not None
        current = await service.guild_settings(guild.id)
        if current.version() != version:
            await _redraw(interaction, current)
            raise Problem(STALE)
        try:
            new, said = edit(current, guild)
            if new != current:
                await service.update_guild_settings(guild.id, new, expected_version=version)
        except (Problem, EngineError) as error:
            # The select still shows the refused choice: show the stored settings again.
            await _redraw(interaction, await service.guild_settings(guild.id))
            raise Problem(STALE if isinstance(error, StaleRequest) else str(error)) from None
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


def preset_edit(setting: str, value: str) -> Edit:
    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        if not value.isdigit():
            raise Problem("Please choose one of the listed values. Nothing was changed.")
        seconds = int(value)
        new = with_seconds(current, setting, seconds)
        return new, saved_note(setting, shown_seconds(setting, seconds))

    return edit


def pings_edit(value: str) -> Edit:
    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        try:
            policy = PingPolicy(value)
        except ValueError:
            raise Problem(
                "Please choose one of the listed ping rules. Nothing was changed."
            ) from None
        return replace(current, pings=policy), saved_note("pings", PING_WORDS[policy])

    return edit


def channel_edit(values: list[Any]) -> Edit:
    """The play channel: a text channel or a category the bot can post in, or none."""

    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        if not values:
            return replace(current, play_channel_id=None), saved_note("play", "any channel")
        chosen = guild.get_channel(values[0].id)
        if chosen is None:
            raise Problem(
                "I cannot see that channel, so I could not post challenges there. Give my role "
                "**View Channel** there, or choose another. Nothing was changed."
            )
        if isinstance(chosen, discord.CategoryChannel):
            usable = [
                c
                for c in chosen.text_channels
                if not missing(c.permissions_for(guild.me), required_in(c))
            ]
            if not usable:
                raise Problem(
                    f"I cannot post in any channel of the **{discord.utils.escape_markdown(chosen.name)}** "
                    f"category (I need {listed([PERMISSION_NAMES[p] for p in required_in(chosen)])} "
                    "in at least one). Allow it there, or choose another. Nothing was changed."
                )
        elif isinstance(chosen, discord.TextChannel):
            lacking = missing(chosen.permissions_for(guild.me), required_in(chosen))
            if lacking:
                raise Problem(
                    f"I cannot post in {chosen.mention}: I am missing {listed(lacking)} there. "
                    "Allow it in the channel's settings (Permissions), or choose another channel. "
                    "Nothing was changed."
                )
        else:
            raise Problem("Please choose a text channel or a category. Nothing was changed.")
        return replace(current, play_channel_id=chosen.id), saved_note("play", chosen.mention)

    return edit


def role_edit(values: list[Any]) -> Edit:
    """The looking-for-a-game role: a role members can have (not @everyone, not a bot's)."""

    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        if not values:
            return replace(current, lfg_role_id=None), saved_note("lfg", "none")
        role = guild.get_role(values[0].id)
        if role is None:
            raise Problem("That role no longer exists. Nothing was changed.")
        if role.is_default():
            raise Problem(
                "Open challenges cannot ping @everyone: choose a role members take when they "
                "want a game. Nothing was changed."
            )
        if role.managed:
            raise Problem(
                f"{role.mention} belongs to a bot or an integration, so members cannot take it; "
                "choose a role members can have. Nothing was changed."
            )
        return replace(current, lfg_role_id=role.id), saved_note("lfg", role.mention)

    return edit


def switch_edit(setting: str, on: bool) -> Edit:
    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        if setting == "reminders":
            new = replace(current, timing=replace(current.timing, reminders=on))
        elif setting == "web":
            new = replace(current, web_pages=on)
        else:
            new = replace(current, computer_allowed=on)
        return new, saved_note(setting, on_off(on))

    return edit


def unplayed_edit(text: str) -> Edit:
    def edit(current: GuildSettings, guild: discord.Guild) -> tuple[GuildSettings, str]:
        typed = text.strip()
        if not re.fullmatch(r"[0-9]{1,3}", typed) or int(typed) > MAX_UNPLAYED_ROUNDS:
            shown = typed[:20].replace("`", "'") or "nothing"
            raise Problem(
                f"Unplayed rounds must be a whole number from 0 to {MAX_UNPLAYED_ROUNDS} "
                f"(0: never abandon a match); `{shown}` is not. Nothing was changed."
            )
        rounds = int(typed)
        shown = "never" if rounds == 0 else f"{rounds} in a row"
        return replace(current, unplayed_rounds=rounds), saved_note("unplayed", shown)

    return edit


# ---- the controls --------------------------------------------------------------------------------


class PresetSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=rf"arena:st:(?P<setting>expiry|clock|round|archive|pings):{_ID}",
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
        edit = pings_edit(value) if self.setting == "pings" else preset_edit(self.setting, value)
        await change(interaction, self.owner, self.version, edit)


class PlaceSelect(
    discord.ui.DynamicItem[discord.ui.ChannelSelect[Any]],
    template=rf"arena:st:play:{_ID}",
):
    def __init__(self, item: discord.ui.ChannelSelect[Any], owner: int, version: str) -> None:
        super().__init__(item)
        self.owner, self.version = owner, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PlaceSelect:
        assert isinstance(item, discord.ui.ChannelSelect)
        return cls(item, int(match["owner"]), match["version"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await change(interaction, self.owner, self.version, channel_edit(list(self.item.values)))


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
        await change(interaction, self.owner, self.version, role_edit(list(self.item.values)))


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
        await change(interaction, self.owner, self.version, switch_edit(self.setting, self.on))


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
        refused = _refusal(interaction, self.owner)
        if refused is None and interaction.guild is not None:
            current = await service.guild_settings(interaction.guild.id)
            if current.version() == self.version:
                form = UnplayedForm(self.owner, self.version, current.unplayed_rounds)
                await interaction.response.send_modal(form)
                return
            refused = STALE
            await interaction.response.edit_message(view=panel_for(interaction, current))
            await interaction.followup.send(refused, ephemeral=True)
            return
        await interaction.response.send_message(refused or NOT_YOURS, ephemeral=True)


class UnplayedForm(discord.ui.Modal):
    """The number of Thwart Omega rounds in a row without a move that abandon a match. Only
    builds the form: ``unplayed_form`` answers it, in any process (``bot/cogs/common/forms.py``)."""

    rounds: discord.ui.TextInput[UnplayedForm] = discord.ui.TextInput(
        label="Rounds in a row without a move (0: never)",
        custom_id="rounds",
        max_length=10,
    )

    def __init__(self, owner: int, version: str, current: int) -> None:
        super().__init__(
            title=NAMES["unplayed"], timeout=600, custom_id=form_id("unplayed", owner, version)
        )
        self.owner, self.version = owner, version
        self.rounds.default = str(current)


async def unplayed_form(
    interaction: discord.Interaction, found: re.Match[str], values: dict[str, str]
) -> None:
    """An ``UnplayedForm`` sent, to this process or to one started since it was opened: checked
    like any control of the panel (owner, Manage Server, settings version)."""
    edit = unplayed_edit(values.get("rounds", ""))
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
        if interaction.guild is None:
            await send_private(interaction, "This command works in a server channel.")
            return
        if not interaction.permissions.manage_guild:
            await send_private(interaction, f"{NOT_MANAGER} Ask someone who has it.")
            return
        current = await self.service.guild_settings(interaction.guild.id)
        await interaction.followup.send(view=panel_for(interaction, current), ephemeral=True)
