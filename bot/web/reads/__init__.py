"""What each page shows, read through the engine's services: plain values for the templates.

* ``reader.py``: ``Reader``, the shared reader (the services, who has opted in, the caches);
* ``matches.py``: a match's steps and boards, from the move log only (nothing sealed);
* ``tournaments.py``: a tournament's results, standings and pairings being played;
* ``players.py``: a player's ratings and games, a server's leaderboard.
"""

from bot.web.reads.matches import MatchPage
from bot.web.reads.reader import ZOOMS, Names, Reader, TournamentBracket, TournamentPicture
from bot.web.reads.tournaments import TournamentPage

__all__ = [
    "ZOOMS",
    "MatchPage",
    "Names",
    "Reader",
    "TournamentBracket",
    "TournamentPage",
    "TournamentPicture",
]
