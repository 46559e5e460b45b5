"""The tournament core as the Discord layer reads it: the value types a command or a picture
names, and the read-only questions it asks of a ``Tournament`` (its rounds, bracket, standings,
champion). The cogs import this module, never ``core`` itself, so the core's layout can change
without touching them; everything that changes a tournament goes through the service.
"""

from bot.engine.tournaments.core.elimination import Bracket, BracketMatch, round_name
from bot.engine.tournaments.core.game_choice import ChoiceRule, GameChoice
from bot.engine.tournaments.core.model import (
    BYE,
    MAX_NAME,
    TBD,
    Format,
    Kind,
    Pairing,
    Playoff,
    Slot,
    Status,
    TieBreak,
    Unplayed,
    is_entrant,
)
from bot.engine.tournaments.core.series import TieSeat
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.core.tournament import (
    PLAYOFF,
    REMATCH,
    SECOND_BYE,
    Seeding,
    Tournament,
    bracket,
    champion,
    current_round,
    describe,
    eliminated,
    finished,
    playoff,
    ranking,
    rounds,
    standings,
    tied_for_first,
    to_json,
)

__all__ = [
    "BYE",
    "MAX_NAME",
    "PLAYOFF",
    "REMATCH",
    "SECOND_BYE",
    "TBD",
    "Bracket",
    "BracketMatch",
    "ChoiceRule",
    "Format",
    "GameChoice",
    "Kind",
    "Pairing",
    "Playoff",
    "Seeding",
    "Settings",
    "Slot",
    "Status",
    "TieBreak",
    "TieSeat",
    "Tournament",
    "Unplayed",
    "bracket",
    "champion",
    "current_round",
    "describe",
    "eliminated",
    "finished",
    "is_entrant",
    "playoff",
    "ranking",
    "round_name",
    "rounds",
    "standings",
    "tied_for_first",
    "to_json",
]
