"""Answering interactions: acknowledge first, then work, then reply; mistakes get a private
sentence, bugs get logged with context and a short apology.

Discord drops an interaction that is not acknowledged within 3 seconds, so every handler defers
before it touches the database or draws a board. Player mistakes (``EngineError`` from the match
service, ``Problem`` from this layer) are never errors of the bot: they are answered privately
and not logged as failures.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord

from bot.cogs.common.boards import Picture
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.engine.errors import EngineError
from rules import MoveError

log = logging.getLogger(__name__)


def apology(words: Words) -> str:
    """The short apology for a failure of the bot's own, in the reader's language."""
    return words("common-apology")


def restarting(words: Words) -> str:
    """What a request gets while the bot shuts down, in the reader's language."""
    return words("common-restarting")


# In English, for callers that do not know their reader's language yet.
APOLOGY = apology(ENGLISH_WORDS)
RESTARTING = restarting(ENGLISH_WORDS)


def _closing(interaction: discord.Interaction) -> bool:
    """The bot is shutting down (``StoneArenaBot.closing``): nothing new is started."""
    return bool(getattr(interaction.client, "closing", False))


class Problem(Exception):
    """A request this layer refuses (wrong channel, no such match here, ...); the message is a
    sentence for the player."""


PLAYER_ERRORS: tuple[type[Exception], ...] = (EngineError, Problem, MoveError)


@dataclass(frozen=True, slots=True)
class Reply:
    """What a handler answers: text, optionally a board picture, a text file, buttons."""

    content: str
    picture: Picture | None = None
    text_file: tuple[str, str] | None = None  # (file name, contents)
    view: discord.ui.View | None = None
    # After the private answer, one everyone in the channel sees: where the bot may only answer
    # interactions (a user-installed app in a DM or group DM), the match as it is now
    # (``bot/cogs/matches/anywhere.py``). An empty ``content`` sends only this one.
    public: Reply | None = None

    def files(self) -> list[discord.File]:
        files = []
        if self.picture is not None:
            files.append(self.picture.file())
        if self.text_file is not None:
            name, text = self.text_file
            files.append(discord.File(io.BytesIO(text.encode()), filename=name))
        return files


def context_of(interaction: discord.Interaction) -> dict[str, object]:
    """Fields that make a log line about an interaction useful."""
    command = interaction.command.qualified_name if interaction.command else None
    data: object = interaction.data or {}
    return {
        "interaction_id": interaction.id,
        "command": command,
        "custom_id": data.get("custom_id") if isinstance(data, dict) else None,
        "user_id": interaction.user.id,
        "guild_id": interaction.guild_id,
        "channel_id": interaction.channel_id,
    }


async def acknowledge(interaction: discord.Interaction, *, update: bool = False) -> bool:
    """Defer the interaction (a "thinking" reply only the user sees, or for a button a silent
    update); ``False`` if Discord no longer knows it (then nothing is done for it)."""
    try:
        if update:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
    except discord.NotFound:
        log.warning("interaction expired before it was acknowledged", extra=context_of(interaction))
        return False
    return True


async def send_private(interaction: discord.Interaction, reply: Reply | str) -> None:
    """A follow-up only the user sees (then the ``public`` one, if any); Discord failures here
    are logged, not raised."""
    if isinstance(reply, str):
        reply = Reply(reply)
    if reply.content or reply.files():
        await _follow_up(interaction, reply, private=True)
    if reply.public is not None:
        await _follow_up(interaction, reply.public, private=False)


async def _follow_up(interaction: discord.Interaction, reply: Reply, *, private: bool) -> None:
    kwargs: dict[str, object] = {"content": reply.content, "ephemeral": private}
    files = reply.files()
    if files:
        kwargs["files"] = files
    if reply.view is not None:
        kwargs["view"] = reply.view
    if not private:
        kwargs["allowed_mentions"] = discord.AllowedMentions.none()
    try:
        await interaction.followup.send(**kwargs)  # type: ignore[call-overload]
    except discord.HTTPException as error:
        log.warning("could not answer an interaction: %r", error, extra=context_of(interaction))


async def answer(
    interaction: discord.Interaction, work: Callable[[], Awaitable[Reply | str | None]]
) -> None:
    """Run a slash command: defer, ``work()``, reply privately. Unexpected exceptions go on to
    the command tree's error handler (``ArenaTree.on_error``), which logs and apologises."""
    log.debug("command", extra=context_of(interaction))
    if not await acknowledge(interaction):
        return
    if _closing(interaction):
        await send_private(interaction, restarting(Words.for_interaction(interaction)))
        return
    try:
        reply = await work()
    except PLAYER_ERRORS as error:
        await send_private(interaction, Words.for_interaction(interaction).refusal(error))
        return
    await send_private(interaction, Reply("") if reply is None else reply)


async def answer_button(
    interaction: discord.Interaction, work: Callable[[], Awaitable[Reply | str | None]]
) -> None:
    """Run a button: a silent acknowledgement, ``work()``, then a private note if it has one.

    Buttons have no error handler of their own, so unexpected exceptions are logged here with
    context and the player gets the apology.
    """
    log.debug("button", extra=context_of(interaction))
    if not await acknowledge(interaction, update=True):
        return
    if _closing(interaction):
        await send_private(interaction, restarting(Words.for_interaction(interaction)))
        return
    try:
        reply = await work()
    except PLAYER_ERRORS as error:
        await send_private(interaction, Words.for_interaction(interaction).refusal(error))
        return
    except Exception:
        log.exception("a button failed", extra=context_of(interaction))
        await send_private(interaction, apology(Words.for_interaction(interaction)))
        return
    if reply is not None:
        await send_private(interaction, reply)


async def apologise(interaction: discord.Interaction) -> None:
    """The short apology, whether or not the interaction was acknowledged already."""
    text = apology(Words.for_interaction(interaction))
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not apologise for a failed interaction", extra=context_of(interaction))
