"""What the controls of ``/host create``'s guided flow do (``draft_panel.py`` draws them).

Every press is checked the same way before anything changes: only the organiser who opened the
draft may use it (anyone else gets a private sentence), and the draft must still be open in this
process: one created, cancelled, or lost in a restart says so privately and changes nothing. A
choice that is not one of the listed values is refused and the panel redrawn as it was.
**Create** is pressed once: a second press while the first is under way, or after it, gets a
sentence; every choice is read again (``draft.settled``) and the engine checks the whole
tournament (``TournamentService.create``); a refusal keeps the draft open to be corrected.
Selects and page buttons answer from memory, so they are acknowledged well within Discord's
3 seconds; **Create** acknowledges before it touches the database (``answer_button``).
"""

from __future__ import annotations

import logging
import re
from datetime import timedelta
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord

from bot.cogs.common.forms import Form
from bot.cogs.common.language import Words
from bot.cogs.common.replies import Problem, answer_button, context_of
from bot.cogs.tournaments.host.draft import Draft, Drafts, checked_choice, checked_typed, settled
from bot.cogs.tournaments.host.draft_panel import DetailsForm, closed_panel, panel
from bot.cogs.tournaments.lookup import actor_of
from bot.engine.errors import EngineError
from bot.engine.tournaments.base import MAX_MINUTES
from bot.engine.tournaments.schedule import start_from_text

if TYPE_CHECKING:
    from bot.engine.clock import Clock
    from bot.engine.matches.service import MatchService
    from bot.engine.tournaments.service import TournamentService

log = logging.getLogger(__name__)

_ID = r"arena:hd:(?P<key>[0-9]{1,20}):(?P<owner>[0-9]{1,20})"


class DraftReach(Protocol):
    """What the flow's controls and form use, from the bot that received them (the composition
    root sets these)."""

    tournaments: TournamentService
    matches: MatchService
    drafts: Drafts
    clock: Clock


def reach(interaction: discord.Interaction) -> DraftReach:
    return cast(DraftReach, interaction.client)


def open_draft(interaction: discord.Interaction, key: int, owner: int, words: Words) -> Draft:
    """The draft a press is for, if the presser may use it now; else a ``Problem``."""
    if interaction.user.id != owner:
        raise Problem(words("create-not-yours"))
    drafts = reach(interaction).drafts
    draft = drafts.get(key)
    if draft is None:
        raise Problem(words("create-gone", how=drafts.closed(key) or "unknown"))
    if draft.closing:
        raise Problem(words("create-busy"))
    return draft


async def redraw(
    interaction: discord.Interaction, words: Words, view: discord.ui.LayoutView
) -> None:
    try:
        await interaction.edit_original_response(view=view)
    except discord.HTTPException as error:  # dismissed meanwhile: nothing to redraw
        log.info("draft not redrawn: %r", error, extra=context_of(interaction))


async def create_now(interaction: discord.Interaction, draft: Draft, words: Words) -> str:
    """**Create**: the tournament the draft describes, or a sentence and the draft kept open."""
    bot = reach(interaction)
    draft.closing = True
    try:
        base = (await bot.matches.guild_settings(draft.guild_id)).timing
        creation = settled(words, draft, base)
        view = await bot.tournaments.create(
            guild_id=draft.guild_id,
            channel_id=draft.channel_id,
            actor=await actor_of(bot.tournaments, interaction),
            name=creation.name,
            config=creation.config,
            starts_in_minutes=creation.starts_in,
            starts_at_text=creation.starts_at,
        )
    except (Problem, EngineError):
        draft.closing = False
        raise
    bot.drafts.close(draft.key, "created")
    done = words("create-created", name=view.name, id=str(view.id))
    me = interaction.guild.me if interaction.guild is not None else None
    if view.record.starts_at is not None and (me is None or not me.guild_permissions.manage_events):
        done += " " + words("create-no-events")
    await redraw(interaction, words, closed_panel(done))
    return done


class DraftSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=rf"{_ID}:s:(?P<field>[a-z0-9_.-]{{1,40}})",
):
    def __init__(self, item: discord.ui.Select[Any], key: int, owner: int, field: str) -> None:
        super().__init__(item)
        self.key, self.owner, self.field = key, owner, field

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> DraftSelect:
        assert isinstance(item, discord.ui.Select)
        return cls(item, int(match["key"]), int(match["owner"]), match["field"])

    async def callback(self, interaction: discord.Interaction) -> None:
        words = Words.for_interaction(interaction)

        async def work() -> None:
            draft = open_draft(interaction, self.key, self.owner, words)
            try:
                value = checked_choice(words, self.field, list(self.item.values))
            except Problem:
                await redraw(interaction, words, panel(words, draft))  # show the choice kept
                raise
            if draft.choices.get(self.field) != value:
                draft.choices[self.field] = value
                draft.custom = True  # a preset changed is the organiser's own
            await redraw(interaction, words, panel(words, draft))

        await answer_button(interaction, work)


class DraftButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"{_ID}:b:(?P<action>main|games|more|details|create|cancel)",
):
    def __init__(self, item: discord.ui.Button[Any], key: int, owner: int, action: str) -> None:
        super().__init__(item)
        self.key, self.owner, self.action = key, owner, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> DraftButton:
        assert isinstance(item, discord.ui.Button)
        return cls(item, int(match["key"]), int(match["owner"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        words = Words.for_interaction(interaction)
        if self.action == "details":  # the form is the answer itself: checks first, no defer
            try:
                draft = open_draft(interaction, self.key, self.owner, words)
            except Problem as refused:
                await interaction.response.send_message(str(refused), ephemeral=True)
                return
            await interaction.response.send_modal(DetailsForm(words, draft))
            return

        async def work() -> str | None:
            draft = open_draft(interaction, self.key, self.owner, words)
            if self.action == "create":
                return await create_now(interaction, draft, words)
            if self.action == "cancel":
                reach(interaction).drafts.close(draft.key, "cancelled")
                await redraw(interaction, words, closed_panel(words("create-cancelled")))
                return None
            draft.page = self.action
            await redraw(interaction, words, panel(words, draft))
            return None

        await answer_button(interaction, work)


async def details_form(
    interaction: discord.Interaction, found: re.Match[str], values: dict[str, str]
) -> None:
    """The details form sent (to this process or one started since): checked like a press;
    a value that does not fit changes nothing and says why."""
    words = Words.for_interaction(interaction)

    async def work() -> None:
        draft = open_draft(interaction, int(found["key"]), int(found["owner"]), words)
        typed = checked_typed(words, values)
        starts = None
        if typed["starts_at"]:  # read now to show it; read again at Create (time passes)
            bot = reach(interaction)
            zone = (await bot.tournaments.server_tournaments(draft.guild_id)).time_zone
            latest = timedelta(minutes=MAX_MINUTES)
            starts = start_from_text(typed["starts_at"], zone, bot.clock.now(), latest)
        draft.typed, draft.starts = typed, starts
        await redraw(interaction, words, panel(words, draft))

    await answer_button(interaction, work)


DETAILS_FORM = Form(r"arena:hf:(?P<key>[0-9]{1,20}):(?P<owner>[0-9]{1,20})", details_form)
DRAFT_CONTROLS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (DraftSelect, DraftButton)

__all__ = ["DETAILS_FORM", "DRAFT_CONTROLS", "DraftReach", "open_draft"]
