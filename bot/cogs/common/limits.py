"""Discord's limits, as data in one place (measured in characters, with real 18-20 digit ids).

Texts that grow with the number of players are packed against these (``pack`` in
``bot.cogs.tournaments.texts``) and tested with 128 and 256 entrants whose ids have 20 digits.
"""

from __future__ import annotations

MESSAGE_CHARS = 2000  # a message's content
ALT_TEXT_CHARS = 1024  # an attachment's description
MENTIONS_PER_MESSAGE = 100  # users listed in one message's allowed_mentions
CHOICES = 25  # autocomplete choices, select options
BUTTONS_PER_ROW = 5
THREAD_NAME_CHARS = 100
CARD_TEXT_CHARS = 4000  # a Components V2 message: every text display's characters together
CARD_COMPONENTS = 40  # a Components V2 message: every component, nested ones included
