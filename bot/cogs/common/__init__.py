"""What every feature of the Discord layer shares: replies and the one error wording, buttons'
``custom_id`` formats, Discord's limits as data, confirmations, suggestions, permissions, forms,
names (``People``), board pictures (``Boards``), the words of every message (``words``), the
Discord side of the outbox (``DiscordDelivery``, which each feature's delivery registers into)
and the ``Arena`` the composition root builds. It imports no feature folder.
"""

from bot.cogs.common.arena import Arena, ClosableStore
from bot.cogs.common.autocomplete import SuggestionReach
from bot.cogs.common.autocomplete import wire as wire_suggestions
from bot.cogs.common.boards import Boards
from bot.cogs.common.clock import DiscordClock
from bot.cogs.common.confirm import Confirmations, ConfirmButton, Confirming
from bot.cogs.common.forms import Form, answer_form
from bot.cogs.common.pages import PageLinks
from bot.cogs.common.people import People
from bot.cogs.common.permissions import refusal
from bot.cogs.common.posting.delivery import DiscordDelivery
from bot.cogs.common.replies import PLAYER_ERRORS, apologise, context_of

__all__ = [
    "PLAYER_ERRORS",
    "Arena",
    "Boards",
    "ClosableStore",
    "ConfirmButton",
    "Confirmations",
    "Confirming",
    "DiscordClock",
    "DiscordDelivery",
    "Form",
    "PageLinks",
    "People",
    "SuggestionReach",
    "answer_form",
    "apologise",
    "context_of",
    "refusal",
    "wire_suggestions",
]
