"""Submitted forms (modals), answered the same way in every process.

discord.py answers a modal submission only in the process that showed the form (the ``Modal``
object is kept in memory, keyed by its ``custom_id``). A deploy between opening a form and
sending it would then leave the submission unanswered ("This interaction failed") and the
player's input lost. So our ``Modal`` classes only *build* forms: their ``custom_id`` carries
what the answer needs (like a ``DynamicItem`` button's), and every submission, to a process that
showed the form or to a new one, goes through ``answer_form``, the bot's one ``on_interaction``
listener for modal submissions. One code path, so no submission is answered twice. A form whose
``custom_id`` matches no ``Form`` (one shown by an older version of the bot) gets a private
sentence saying nothing was recorded.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.replies import apologise, context_of

log = logging.getLogger(__name__)

UNKNOWN_FORM = ENGLISH_WORDS("common-unknown-form")  # in English; a reader gets their language

# The submission, what the form's custom_id matched, and the typed or chosen values by custom_id.
FormHandler = Callable[[discord.Interaction, re.Match[str], dict[str, str]], Awaitable[None]]


@dataclass(frozen=True)
class Form:
    """A kind of form: the template its ``custom_id`` matches and what answers it."""

    template: str
    handler: FormHandler

    def match(self, custom_id: str) -> re.Match[str] | None:
        return re.fullmatch(self.template, custom_id)


def values_of(data: Any) -> dict[str, str]:
    """The typed values of a modal submission's ``components``, by ``custom_id`` (text inputs in
    action rows or in labels, at any depth; a checkbox as ``"true"`` or ``"false"``; a select's
    chosen values joined by spaces)."""
    found: dict[str, str] = {}

    def walk(node: Any) -> None:
        if isinstance(node, list):
            for child in node:
                walk(child)
        elif isinstance(node, dict):
            if "custom_id" in node and isinstance(node.get("value"), str):
                found[str(node["custom_id"])] = node["value"]
            elif "custom_id" in node and isinstance(node.get("value"), bool):  # a checkbox
                found[str(node["custom_id"])] = "true" if node["value"] else "false"
            elif "custom_id" in node and isinstance(node.get("values"), list):  # a select
                found[str(node["custom_id"])] = " ".join(str(v) for v in node["values"])
            walk(node.get("components"))
            walk(node.get("component"))

    walk(data)
    return found


async def answer_form(interaction: discord.Interaction, forms: Sequence[Form]) -> None:
    """``on_interaction``: answer a modal submission with the ``Form`` its ``custom_id``
    matches; other interactions are left to discord.py."""
    if interaction.type is not discord.InteractionType.modal_submit:
        return
    data: Any = interaction.data or {}
    custom_id = str(data.get("custom_id", ""))
    for form in forms:
        matched = form.match(custom_id)
        if matched is None:
            continue
        try:
            await form.handler(interaction, matched, values_of(data.get("components")))
        except Exception:
            log.exception("a form failed", extra=context_of(interaction))
            await apologise(interaction)
        return
    log.info("unknown form %r", custom_id, extra=context_of(interaction))
    try:
        words = Words.for_interaction(interaction)
        await interaction.response.send_message(words("common-unknown-form"), ephemeral=True)
    except discord.HTTPException as error:
        log.warning("could not answer an unknown form: %r", error, extra=context_of(interaction))


__all__ = ["UNKNOWN_FORM", "Form", "FormHandler", "answer_form", "values_of"]
