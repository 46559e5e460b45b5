"""Matches in Discord: ``/play`` challenges, the commands of a match (``/move``, ``/secret``,
``/board``, ``/abort``...), ratings, the buttons on challenges and boards, the post-game review
(``/review`` and the Review button, ``review.py``), the member menu's **Challenge to a game**
(``challenge_menu.py``), and the delivery of the match service's
notifications.
"""

from bot.cogs.matches.buttons import MATCH_BUTTONS, SUBMIT_FORM, MatchReach
from bot.cogs.matches.challenge_menu import ChallengeReach, GamePick, challenge_menu
from bot.cogs.matches.challenges import Challenges, play_group
from bot.cogs.matches.delivery import MatchDelivery
from bot.cogs.matches.moderation import Moderation
from bot.cogs.matches.play import Play
from bot.cogs.matches.review import REVIEW_BUTTONS, Review, ReviewReach
from bot.cogs.matches.sealed import Secret
from bot.cogs.matches.show import Show
from bot.cogs.matches.standings import Standings

__all__ = [
    "MATCH_BUTTONS",
    "REVIEW_BUTTONS",
    "SUBMIT_FORM",
    "ChallengeReach",
    "Challenges",
    "GamePick",
    "MatchDelivery",
    "MatchReach",
    "Moderation",
    "Play",
    "Review",
    "ReviewReach",
    "Secret",
    "Show",
    "Standings",
    "challenge_menu",
    "play_group",
]
