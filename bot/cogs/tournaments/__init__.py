"""Tournaments in Discord: ``/tournament`` for every member, ``/host`` for organisers, the
sign-up, check-in and choice buttons, the bracket and standings pictures, and the delivery of the
tournament service's notifications (match threads included).
"""

from bot.cogs.tournaments.buttons import TOURNAMENT_BUTTONS, TournamentReach
from bot.cogs.tournaments.commands import Tournaments
from bot.cogs.tournaments.delivery import TournamentDelivery
from bot.cogs.tournaments.entries import EntryDelivery
from bot.cogs.tournaments.host import DETAILS_FORM, DRAFT_CONTROLS, DraftReach, Drafts, Host
from bot.cogs.tournaments.images import bracket_view, picture

__all__ = [
    "DETAILS_FORM",
    "DRAFT_CONTROLS",
    "TOURNAMENT_BUTTONS",
    "DraftReach",
    "Drafts",
    "EntryDelivery",
    "Host",
    "TournamentDelivery",
    "TournamentReach",
    "Tournaments",
    "bracket_view",
    "picture",
]
