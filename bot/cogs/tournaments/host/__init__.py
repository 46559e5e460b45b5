"""``/host``: the organiser's commands, one module per concern (``creating``, ``running``,
``field``, ``results``; their options in ``choices``), put together in ``cog.Host``."""

from bot.cogs.tournaments.host.cog import Host
from bot.cogs.tournaments.host.draft import Drafts
from bot.cogs.tournaments.host.draft_controls import DETAILS_FORM, DRAFT_CONTROLS, DraftReach

__all__ = ["DETAILS_FORM", "DRAFT_CONTROLS", "DraftReach", "Drafts", "Host"]
