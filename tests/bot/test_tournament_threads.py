"""Where a tournament match is played (``bot/cogs/tournaments/threads.py``): a private thread by
default, a public one spectators can read when the organiser asks for it, and the same thread
found again after a restart even once Discord has archived it (the gateway's cache after a
restart holds only active threads)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import simcord
from simcord.backend import serializers

from bot.discord_app import StoneArenaBot
from bot.engine.tournaments.records import Phase
from tests.bot.conftest import World, bot_messages, said
from tests.bot.journey import play_in_thread, started

Restart = Callable[[], Awaitable[StoneArenaBot]]


async def test_public_threads_let_a_spectator_watch_the_match(world: World) -> None:
    view, people = await started(world, 2, threads="public")
    sign_up = next(m for m in bot_messages(world.channel, world.env) if m.content.startswith("🏆"))
    assert "public thread: anyone here can watch" in sign_up.content
    [live] = view.lives
    await play_in_thread(world, people, live.match_id or 0)
    [thread] = world.channel.threads
    watched = " ".join(m.content for m in thread.history(viewer=world.carol))  # not playing
    assert "🎮" in watched and "📋" in watched  # the game and its result
    assert (await world.bot.tournaments.get(view.id)).phase is Phase.FINISHED


async def test_by_default_a_match_thread_is_private_to_its_players(world: World) -> None:
    view, people = await started(world, 2)
    sign_up = next(m for m in bot_messages(world.channel, world.env) if m.content.startswith("🏆"))
    assert "public thread" not in sign_up.content
    [live] = view.lives
    [thread] = world.channel.threads
    with pytest.raises(simcord.SetupError):
        thread.history(viewer=world.carol)  # a spectator does not see it
    assert any("🎮" in m.content for m in thread.history(viewer=people[live.users[0]]))


@pytest.fixture
def active_threads_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Discord's GUILD_CREATE lists only a server's active threads (simcord 3.2.1 lists the
    archived ones too): what a bot's cache holds after a restart."""
    whole = serializers.guild_create_payload

    def active(backend: Any, guild: Any) -> dict[str, Any]:
        payload: dict[str, Any] = dict(whole(backend, guild))
        threads: list[dict[str, Any]] = payload["threads"]
        payload["threads"] = [t for t in threads if not t["thread_metadata"]["archived"]]
        return payload

    monkeypatch.setattr(serializers, "guild_create_payload", active)


@pytest.mark.usefixtures("active_threads_only")
async def test_an_archived_match_thread_is_found_again_after_a_restart(
    world: World, restart: Restart
) -> None:
    """W1.1 is played in its thread, which is archived an hour after its game; after a restart
    the organiser corrects W1.1's result: the correction is posted in that thread (found
    through the API, not the cache), not in the channel, and no second thread is opened."""
    view, people = await started(world, 4, deadline=0)
    first = next(p for p in view.lives if p.key == "W1.1")
    match = await world.arena.service.get_match(first.match_id or 0)
    loser = next(u for u in match.players if u not in match.to_act)  # resigns in the thread
    await play_in_thread(world, people, match.id)
    await world.env.advance_time(2 * 3600)  # the finished game's thread is archived
    match = await world.arena.service.get_match(match.id)
    [thread] = [t for t in world.channel.threads if t.id == match.thread_id]
    metadata = world.env.backend.get_channel(thread.id).thread_metadata
    assert metadata is not None and metadata.archived
    await restart()
    assert world.bot.get_channel(thread.id) is None  # not in the new process's cache
    in_thread = len(bot_messages(thread, world.env))
    in_channel = len(bot_messages(world.channel, world.env))
    corrected = await world.mod.slash(
        world.channel, "host set-result", match="W1.1", winner=people[loser]
    )
    assert "is set" in said(corrected), said(corrected)
    posted = bot_messages(thread, world.env)[in_thread:]
    assert any(m.content.startswith("📋") and f"<@{loser}>" in m.content for m in posted), [
        m.content for m in posted
    ]
    news = [m.content for m in bot_messages(world.channel, world.env)[in_channel:]]
    assert not any(m.startswith("📋") and "W1.1" in m for m in news), news
    prefix = f"#{view.id}.W1.1 "
    assert sum((t.name or "").startswith(prefix) for t in world.channel.threads) == 1
