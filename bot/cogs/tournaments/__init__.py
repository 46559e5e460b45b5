"""Tournaments in Discord: ``/tournament`` for every member, ``/host`` for organisers, the
sign-up, check-in and choice buttons, the bracket and standings pictures, and the delivery of the
tournament service's notifications (match threads included).
"""

from bot.cogs.tournaments.buttons import TOURNAMENT_BUTTONS, TournamentReach
from bot.cogs.tournaments.commands import Tournaments
from bot.cogs.tournaments.delivery import TournamentDelivery
from bot.cogs.tournaments.entries import EntryDelivery
from bot.cogs.tournaments.host import Host
from bot.cogs.tournaments.images import bracket_view, picture

__all__ = [
    "TOURNAMENT_BUTTONS",
    "EntryDelivery",
    "Host",
    "TournamentDelivery",
    "TournamentReach",
    "Tournaments",
    "bracket_view",
    "picture",
]
