"""What every part of the ``/host`` cog uses: the group and the parts the composition root
hands the cog."""

from __future__ import annotations

from discord.ext import commands

from bot.cogs.common.confirm import Confirmations
from bot.cogs.tournaments.host.draft import Drafts
from bot.engine.matches.service import MatchService
from bot.engine.tournaments.service import TournamentService


class Organising(commands.Cog):
    """The parts of ``Host`` (each module of this folder adds its commands' callbacks)."""

    service: TournamentService
    matches: MatchService  # the server's clocks, the default of a tournament's
    confirmations: Confirmations
    drafts: Drafts  # /host create's drafts in the making (``draft.py``)
