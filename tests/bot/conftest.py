"""The Discord bot under simcord (an offline Discord running discord.py's real code paths).

``simcord_bot`` builds a ``StoneArenaBot`` on a real SQLite file in ``tmp_path``, with
simcord's virtual clock (``DiscordClock``): ``env.advance_time(60)`` ends a round, nothing
sleeps. ``world`` adds a server, a #games channel and four people; helpers drive a match
through the real commands and buttons.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord

import rules
from bot.cogs.common import cards
from bot.cogs.common.arena import Arena
from bot.config import Config
from bot.discord_app import StoneArenaBot
from bot.engine.matches.computer import Thinker
from bot.engine.views import MatchView
from bot.shards import Shards

PNG = b"\x89PNG\r\n\x1a\n"


def seeds(start: int = 1) -> Callable[[], int]:
    """Match seeds 1, 2, 3, ...: reproducible seats and random fills."""
    return itertools.count(start).__next__


def make_bot(
    path: Path, seed: int = 1, thinker: Thinker | None = None, *, settle_heap: bool = False
) -> StoneArenaBot:
    # A small board width keeps drawing quick; production draws 800 pixels wide.
    # Sharded like production (AutoShardedBot); simcord needs the count: one shard.
    # No frozen heap (bot/heap.py) unless asked: one process runs many tests' bots.
    config = Config(token="simcord", database=path, shards=Shards(1))
    return StoneArenaBot(
        config, seeds=seeds(seed), board_width=320, thinker=thinker, settle_heap=settle_heap
    )


async def close_bot(bot: StoneArenaBot) -> None:
    """What a process exit does to the store (simcord's shutdown only cancels bot tasks)."""
    if bot.arena is not None and not bot.arena.closing:
        await bot.arena.close()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "arena.sqlite3"


@pytest.fixture
async def simcord_bot(db_path: Path) -> AsyncIterator[StoneArenaBot]:
    bot = make_bot(db_path)
    yield bot
    await close_bot(bot)


@pytest.fixture
async def restart(
    simcord_env: simcord.Env, db_path: Path
) -> AsyncIterator[Callable[[], Awaitable[StoneArenaBot]]]:
    """``await restart()``: a new bot process on the same database replaces the running one."""
    started: list[StoneArenaBot] = []

    async def again() -> StoneArenaBot:
        old = simcord_env.bot
        new = make_bot(db_path, seed=1000 + len(started))
        started.append(new)
        await simcord_env.restart_bot(new)
        assert isinstance(old, StoneArenaBot)
        await close_bot(old)
        return new

    yield again
    for bot in started:
        await close_bot(bot)


@pytest.fixture(autouse=True)
def no_logged_failures(caplog: pytest.LogCaptureFixture) -> Any:
    """A test fails if the bot logged an error it did not expect (a bug behind an apology)."""
    caplog.set_level(logging.INFO)
    yield
    errors = [
        r
        for r in caplog.records
        if r.levelno >= logging.ERROR and r.name.startswith(("bot", "discord"))
    ]
    assert not errors, [r.getMessage() for r in errors]


@dataclass
class World:
    env: simcord.Env
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    alice: simcord.MemberActor
    bob: simcord.MemberActor
    carol: simcord.MemberActor
    mod: simcord.MemberActor

    @property
    def bot(self) -> StoneArenaBot:
        bot = self.env.bot
        assert isinstance(bot, StoneArenaBot)
        return bot

    @property
    def arena(self) -> Arena:
        arena = self.bot.arena
        assert arena is not None, "the bot is not set up yet"
        return arena

    def member(self, user_id: int) -> simcord.MemberActor:
        for person in (self.alice, self.bob, self.carol, self.mod):
            if person.id == user_id:
                return person
        raise KeyError(user_id)

    async def match(self, match_id: int) -> MatchView:
        return await self.arena.service.get_match(match_id)


@pytest.fixture
def world(simcord_env: simcord.Env) -> World:
    return make_world(simcord_env)


def make_world(env: simcord.Env, names: tuple[str, str, str] = ("alice", "bob", "carol")) -> World:
    """A server with a #games channel, three members named ``names`` and a manager (``mod``)."""
    guild = env.create_guild("Stone Club")
    channel = guild.create_text_channel("games")
    managers = guild.create_role("Managers", permissions=discord.Permissions(manage_guild=True))
    a, b, c = (guild.add_member(env.create_user(name)) for name in names)
    mod = guild.add_member(env.create_user("mod"), roles=[managers])
    return World(env, guild, channel, a, b, c, mod)


# ---- driving the bot ---------------------------------------------------------------------------


async def delivered(world: World) -> None:
    """What a direct service call committed is delivered. The call ran in the test, not in the
    bot's own work, so the outbox worker it started is not one simcord waits for: a command
    right after it would find the post not yet made. The test waits for it instead."""
    worker = world.arena.engine.pump._worker
    if worker is not None:
        await worker
    await world.env.settle()


def said(result: simcord.InteractionResult) -> str:
    """Everything the bot answered to an interaction (the deferred reply and any follow-ups)."""
    parts = [] if result.response is None else [result.response.content]
    parts += [f.content for f in result.followups]
    return "\n".join(parts)


def note(result: simcord.InteractionResult) -> str:
    """The private follow-up a button press got (buttons acknowledge silently first)."""
    assert result.followups, "the press got no answer"
    last = result.followups[-1]
    assert last.ephemeral, "a button's answer is private"
    return last.content


def shown(message: discord.Message) -> str:
    """What a message says, whether in its content or (a card, a Components V2 message) in its
    text displays."""
    return cards.text_of(message)


def buttons_of(message: discord.Message) -> list[discord.Button]:
    """A message's buttons, in rows or (a card) anywhere inside its layout."""
    found: list[discord.Button] = []

    def walk(components: Any) -> None:
        for component in components:
            if isinstance(component, discord.Button):
                found.append(component)
            walk(getattr(component, "children", None) or [])
            accessory = getattr(component, "accessory", None)
            if accessory is not None:
                walk([accessory])

    walk(message.components)
    return found


def last_bot_message(channel: simcord.ChannelHandle, env: simcord.Env) -> discord.Message:
    for message in reversed(channel.history()):
        if message.author.id == env.bot.user.id:  # type: ignore[union-attr]
            return message
    raise AssertionError("the bot posted nothing here")


def thread_of(world: World, match_id: int) -> simcord.ChannelHandle:
    for thread in world.channel.threads:
        if (thread.name or "").startswith(f"#{match_id} "):
            return thread
    raise AssertionError(f"no thread for match {match_id}")


async def challenge(
    world: World,
    game: str,
    *,
    by: simcord.MemberActor | None = None,
    opponent: simcord.MemberActor | None = None,
    **options: Any,
) -> discord.Message:
    """``/play``; the challenge message with its buttons."""
    by = by or world.alice
    if opponent is not None:
        options["opponent"] = opponent
    result = await by.slash(world.channel, f"play {game}", **options)
    assert result.ephemeral, "the /play reply is private"
    assert "is posted" in said(result), said(result)
    message = last_bot_message(world.channel, world.env)
    assert "Challenge #" in shown(message)
    return message


async def start_match(world: World, game: str, **options: Any) -> tuple[int, simcord.ChannelHandle]:
    """alice challenges bob, bob accepts: the match id and its thread."""
    message = await challenge(world, game, opponent=world.bob, **options)
    result = await world.bob.click(message, label="Accept")
    text = said(result)
    match_id = int(text.split("match #")[1].split(" ")[0])
    return match_id, thread_of(world, match_id)


CONFIRM_LABELS = {
    "resign": "Resign",
    "abort": "Abort the match",
    "host cancel": "Cancel the tournament",
}


async def confirmed(
    actor: simcord.MemberActor, channel: simcord.ChannelHandle, command: str, **options: Any
) -> str:
    """Run ``/resign`` or ``/abort``, press the confirm button; what the private answer says then
    (the question's own text if the command refused before asking)."""
    asked = await actor.slash(channel, command, **options)
    question = asked.response
    assert question is not None and question.ephemeral
    if not question.components:
        return question.content
    pressed = await actor.click(question, label=CONFIRM_LABELS[command])
    assert pressed.response is not None
    return pressed.followups[-1].content if pressed.followups else pressed.response.content


def images(message: discord.Message) -> list[discord.Attachment]:
    return [a for a in message.attachments if (a.filename or "").endswith(".png")]


def bot_messages(channel: simcord.ChannelHandle, env: simcord.Env) -> list[discord.Message]:
    return [m for m in channel.history() if m.author.id == env.bot.user.id]  # type: ignore[union-attr]


def all_visible_text(channel: simcord.ChannelHandle, viewer: simcord.MemberActor) -> str:
    """Everything ``viewer`` can read in ``channel``: contents, attachment alt texts, names."""
    parts = []
    for message in channel.history(viewer=viewer):
        parts.append(shown(message))
        for attachment in message.attachments:
            parts.append(attachment.description or "")
            parts.append(attachment.filename or "")
    return "\n".join(parts)


def game_of(view: MatchView) -> rules.Game[Any]:
    return rules.get_game(view.game_id)
