"""Learning the games: ``/help`` (pages with a diagram each, and their menu) and ``/rules``
(a game's rules text, attached).
"""

from bot.cogs.help.help import Help, HelpMenu, HelpReach
from bot.cogs.help.rules_info import RulesInfo

__all__ = ["Help", "HelpMenu", "HelpReach", "RulesInfo"]
