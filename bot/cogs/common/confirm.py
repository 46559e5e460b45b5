"""Private confirmations for what cannot be undone (``/resign``, ``/abort``): the command answers
only its user with the question and two buttons, and acts when the first is pressed.

The buttons carry everything in their ``custom_id`` (``components.confirm_item``): the action,
its target, who may press and when they expire, so they work after a restart and need no memory.
Pressed late, by someone else, or again, they change nothing and say why. Each cog adds its
actions to the bot's ``Confirmations`` (built by the composition root) with
``confirmations.add(name, handler)``, the handler closing over what it uses.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any, Protocol, cast

import discord

from bot.cogs.common.components import Button, confirm_buttons, confirm_item
from bot.cogs.common.language import Words
from bot.cogs.common.replies import Problem, Reply, answer_button
from bot.cogs.common.words import timestamp
from bot.engine.clock import Clock

CONFIRM_TIME = timedelta(minutes=1)

# What pressing "yes" does: (interaction, target) → the private answer.
# The outcome replaces the question; a ``Reply`` may add a public answer (``Reply.public``).
Confirmed = Callable[[discord.Interaction, int], Awaitable[str | Reply]]


class Confirmations:
    """The actions a confirmation button can run, by name, and the clock that dates the
    question: one per bot, each cog adding its own actions."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self._actions: dict[str, Confirmed] = {}

    def add(self, action: str, handler: Confirmed) -> None:
        if action in self._actions:
            raise ValueError(f"confirmation action {action!r} already has a handler")
        self._actions[action] = handler

    def get(self, action: str) -> Confirmed | None:
        return self._actions.get(action)

    def ask(
        self, interaction: discord.Interaction, action: str, target: int, question: str
    ) -> Reply:
        """The private question (in the reader's language already) with its buttons, valid for
        ``CONFIRM_TIME``."""
        until = self.clock.now() + CONFIRM_TIME
        words = Words.for_interaction(interaction)
        return Reply(
            words("confirm-question", question=question, expiry=timestamp(until)),
            view=confirm_buttons(
                action, target, interaction.user.id, int(until.timestamp()), words
            ),
        )


class Confirming(Protocol):
    """What a confirmation button reaches through the bot that received the press (set by the
    composition root: discord.py rebuilds the button from its ``custom_id`` alone)."""

    confirmations: Confirmations


class ConfirmButton(
    discord.ui.DynamicItem[Button],
    template=(
        r"arena:cf:(?P<action>[a-z-]{1,20}):(?P<target>[0-9]{1,20}):(?P<user>[0-9]{1,20}):"
        r"(?P<until>[0-9]{1,12}):(?P<answer>yes|no)"
    ),
):
    def __init__(self, action: str, target: int, user_id: int, until: int, answer: str) -> None:
        super().__init__(confirm_item(action, target, user_id, until, answer))
        self.action = action
        self.target = target
        self.user_id = user_id
        self.until = until
        self.yes = answer == "yes"

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ConfirmButton:
        return cls(
            match["action"], int(match["target"]), int(match["user"]), int(match["until"]),
            match["answer"],
        )  # fmt: skip

    async def callback(self, interaction: discord.Interaction) -> None:
        confirmations = cast(Confirming, interaction.client).confirmations
        words = Words.for_interaction(interaction)

        async def work() -> Reply | None:
            if interaction.user.id != self.user_id:
                raise Problem(words("confirm-not-yours"))
            handler = confirmations.get(self.action)
            if not self.yes:
                text = words("confirm-no")
            elif handler is None:
                raise Problem(words("confirm-gone"))
            elif confirmations.clock.now().timestamp() > self.until:
                text = words("confirm-expired")
            else:
                outcome = await handler(interaction, self.target)
                if isinstance(outcome, Reply):
                    await _close(interaction, outcome.content)
                    return Reply("", public=outcome.public)
                text = outcome
            await _close(interaction, text)
            return None

        await answer_button(interaction, work)


async def _close(interaction: discord.Interaction, text: str) -> None:
    """Replace the question with the outcome, buttons removed (a second press finds none)."""
    try:
        await interaction.edit_original_response(content=text, view=None)
    except discord.HTTPException:
        await interaction.followup.send(text, ephemeral=True)
