"""The buttons the bot attaches to its messages, as plain ``discord.ui`` items.

Each button's state lives in its ``custom_id`` (formats below); ``bot/cogs/matches/buttons.py`` holds
the ``DynamicItem`` classes that match those ids when a button is pressed, so a button works
after a restart. Delivery builds messages from this module only, which keeps it apart from the
press handlers (and from the ``Arena`` they need).

    arena:ch:<challenge>:accept|decline|cancel   answer a challenge
    arena:mv:<match>:<ply>:<word>                a word move: swap, done, pass, a colour
    arena:pr:<match>:<ply>:accept|decline        answer a result proposal
    arena:lk:<match>:<ply>                       lock in a Thwart Omega submission
    arena:rm:<match>                             ask for a rematch of a finished match
    arena:rv:<match>                             the post-game review of a finished match
    arena:cf:<action>:<target>:<user>:<until>:yes|no   confirm or keep (``bot/cogs/common/confirm.py``)
    arena:sb:<match>:<ply>                       open the Thwart Omega move form (a modal)
    arena:sh:<match>                             show the match as it is now, to everyone here
                                                 (play where the bot only answers interactions)
    arena:dp:<day>                               open the server's daily puzzle of that day
    arena:cg:<opponent>:<user>                   the game of a challenge from a member's menu
"""

from __future__ import annotations

from typing import Any

import discord

from bot.cogs.common.language import ENGLISH_WORDS, Words

Button = discord.ui.Button[discord.ui.View]

_CHALLENGE_STYLES = {
    "accept": discord.ButtonStyle.success,
    "decline": discord.ButtonStyle.danger,
    "cancel": discord.ButtonStyle.secondary,
}


def challenge_item(challenge_id: int, action: str, words: Words = ENGLISH_WORDS) -> Button:
    return discord.ui.Button(
        label=words("button-challenge", action=action),
        style=_CHALLENGE_STYLES[action],
        custom_id=f"arena:ch:{challenge_id}:{action}",
    )


def move_item(match_id: int, ply: int, word: str, words: Words = ENGLISH_WORDS) -> Button:
    """A word move's button: ``Swap colours``, ``Done``, ``Pass``, else ``Take Black``."""
    if word in ("swap", "done", "pass"):
        label = words("button-word", word=word)
    else:
        label = words("button-take", colour=words("colour-name", colour=word))
    return discord.ui.Button(
        label=label,
        style=discord.ButtonStyle.primary,
        custom_id=f"arena:mv:{match_id}:{ply}:{word}",
    )


def proposal_item(match_id: int, ply: int, answer: str, words: Words = ENGLISH_WORDS) -> Button:
    accept = answer == "accept"
    return discord.ui.Button(
        label=words("button-challenge", action="accept" if accept else "decline"),
        style=discord.ButtonStyle.success if accept else discord.ButtonStyle.danger,
        custom_id=f"arena:pr:{match_id}:{ply}:{answer}",
    )


def lock_item(match_id: int, ply: int, words: Words = ENGLISH_WORDS) -> Button:
    return discord.ui.Button(
        label=words("button-lock-in"),
        style=discord.ButtonStyle.secondary,
        emoji="🔒",
        custom_id=f"arena:lk:{match_id}:{ply}",
    )


def rematch_item(match_id: int, words: Words = ENGLISH_WORDS) -> Button:
    return discord.ui.Button(
        label=words("button-rematch"),
        style=discord.ButtonStyle.primary,
        emoji="🔁",
        custom_id=f"arena:rm:{match_id}",
    )


def review_item(match_id: int, words: Words = ENGLISH_WORDS) -> Button:
    return discord.ui.Button(
        label=words("button-review"),
        style=discord.ButtonStyle.secondary,
        emoji="🔎",
        custom_id=f"arena:rv:{match_id}",
    )


def result_buttons(match_id: int, words: Words = ENGLISH_WORDS) -> discord.ui.View:
    """Under a finished match's result: Rematch and Review."""
    return buttons(rematch_item(match_id, words), review_item(match_id, words))


def confirm_item(
    action: str,
    target: int,
    user_id: int,
    until: int,
    answer: str,
    *,
    words: Words = ENGLISH_WORDS,
) -> Button:
    """One button of a private confirmation; ``until``: when it expires (Unix seconds)."""
    yes = answer == "yes"
    if not yes:
        label = words("confirm-keep")
    elif action in CONFIRM_ACTIONS:
        label = words("confirm-yes", action=action)
    else:
        label = action.capitalize()
    return discord.ui.Button(
        label=label,
        style=discord.ButtonStyle.danger if yes else discord.ButtonStyle.secondary,
        custom_id=f"arena:cf:{action}:{target}:{user_id}:{until}:{answer}",
    )


# The confirmations whose "yes" button has its own words (``confirm-yes`` in the catalogues).
CONFIRM_ACTIONS = frozenset({"resign", "abort", "forget", "host-cancel"})


def submit_item(match_id: int, ply: int, words: Words = ENGLISH_WORDS) -> Button:
    return discord.ui.Button(
        label=words("button-submit"),
        style=discord.ButtonStyle.primary,
        emoji="✉️",
        custom_id=f"arena:sb:{match_id}:{ply}",
    )


def show_item(match_id: int, label: str) -> Button:
    """**Show the board** under a match played by answers (its label in the reader's words)."""
    return discord.ui.Button(
        label=label,
        style=discord.ButtonStyle.secondary,
        emoji="🔄",
        custom_id=f"arena:sh:{match_id}",
    )


def buttons(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """A view holding ``items`` (no timeout: the buttons live as long as the message)."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def challenge_buttons(
    challenge_id: int, direct: bool, words: Words = ENGLISH_WORDS
) -> discord.ui.View:
    actions = ("accept", "decline", "cancel") if direct else ("accept", "cancel")
    return buttons(*(challenge_item(challenge_id, a, words) for a in actions))


def word_buttons(
    match_id: int, ply: int, moves: list[str], words: Words = ENGLISH_WORDS
) -> discord.ui.View | None:
    if not moves:
        return None
    return buttons(*(move_item(match_id, ply, w, words) for w in moves[:10]))


def proposal_buttons(match_id: int, ply: int, words: Words = ENGLISH_WORDS) -> discord.ui.View:
    return buttons(
        proposal_item(match_id, ply, "accept", words),
        proposal_item(match_id, ply, "decline", words),
    )


def submit_button(match_id: int, ply: int, words: Words = ENGLISH_WORDS) -> discord.ui.View:
    return buttons(submit_item(match_id, ply, words))


def lock_button(match_id: int, ply: int, words: Words = ENGLISH_WORDS) -> discord.ui.View:
    return buttons(lock_item(match_id, ply, words))


def confirm_buttons(
    action: str, target: int, user_id: int, until: int, words: Words = ENGLISH_WORDS
) -> discord.ui.View:
    return buttons(
        *(confirm_item(action, target, user_id, until, a, words=words) for a in ("yes", "no"))
    )


def daily_puzzle_item(day: str, words: Words = ENGLISH_WORDS) -> Button:
    """Under a daily puzzle: open it privately (``day``: the server's date, ``YYYY-MM-DD``)."""
    return discord.ui.Button(
        label=words("daily-solve"),
        style=discord.ButtonStyle.primary,
        emoji="🧩",
        custom_id=f"arena:dp:{day}",
    )
