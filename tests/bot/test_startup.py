"""Start-up and shutdown: a clear message and exit when the token is missing or refused, only
non-privileged intents, commands synced in ``setup_hook`` (globally or to the development
guild), and a shutdown that lets the transaction in progress commit."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
import simcord

import bot.__main__ as entry
from bot.config import Config
from bot.discord_app import StoneArenaBot, bot_intents
from bot.shards import Shards
from tests.bot.conftest import World, close_bot, make_bot, seeds

Restart = Callable[[], Awaitable[StoneArenaBot]]

ROOT = Path(__file__).resolve().parents[2]
COMMANDS = {
    "play meter", "play interleave", "play thwart-omega", "play meridians", "play meuda",
    "move", "pass", "done", "resign", "draw", "board", "history", "matches", "rules",
    "secret", "lock", "abort", "leaderboard", "profile", "games", "help", "review",
    # bot/cogs/tournaments/commands.py: what every member uses
    "tournament status", "tournament list", "tournament my-matches", "tournament drop",
    "tournament concede",
    # bot/cogs/puzzles/commands.py
    "puzzle new", "puzzle answer", "puzzle give-up",
}  # fmt: skip
# Shown only to members with Manage Server (default member permissions); admins may grant them.
MANAGERS_ONLY = {
    "diagnose",
    "settings",
    # bot/cogs/tournaments/host/: the organiser's commands
    "host create", "host organiser-role", "host participant-role", "host champion-role",
    "host time-zone", "host open", "host start", "host set-result",
    "host drop", "host disqualify", "host replace", "host pause", "host resume", "host cancel",
    "host export", "host pairing", "host undo", "host seeds", "host late-entry", "host cap",
    "host watch",
}  # fmt: skip


def test_missing_token_exits_with_a_message(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("STONE_ARENA")}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,  # no .env here
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2
    assert "No bot token" in done.stderr and "STONE_ARENA_TOKEN" in done.stderr


@pytest.mark.parametrize(
    ("error", "status", "message"),
    [
        # What discord.py raises when Discord answers 401 to the token.
        (discord.LoginFailure("Improper token has been passed."), 2, "refused the bot token"),
        (aiohttp.ClientConnectionError("no route"), 1, "Cannot reach Discord (no route)"),
    ],
)
def test_a_refused_token_or_no_network_exits_with_a_message(  # noqa: PLR0917 (fixtures)
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    error: Exception,
    status: int,
    message: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("STONE_ARENA_TOKEN", "not-a-real-token")
    monkeypatch.setenv("STONE_ARENA_DB", str(tmp_path / "db.sqlite3"))
    monkeypatch.setattr(entry, "setup_logging", lambda *args: None)

    async def refuse(self: discord.Client, token: str) -> None:
        raise error

    monkeypatch.setattr(discord.Client, "login", refuse)
    assert entry.main([]) == status
    assert message in capsys.readouterr().err
    assert not (tmp_path / "db.sqlite3").exists(), "nothing was opened before logging in"


def test_only_non_privileged_intents() -> None:
    intents = bot_intents()
    assert not (intents.members or intents.presences or intents.message_content)
    assert intents.guilds and intents.dm_messages
    assert not intents.guild_messages


@pytest.mark.simcord(approved_intents=discord.Intents.default())
async def test_runs_without_privileged_intents_and_syncs_commands(world: World) -> None:
    assert set(world.mod.available_commands(world.channel)) == COMMANDS | MANAGERS_ONLY
    assert set(world.alice.available_commands(world.channel)) == COMMANDS
    syncs = [r for r in world.env.http_requests if r.method == "PUT" and "commands" in r.path]
    assert len(syncs) == 1 and "/guilds/" not in syncs[0].path


async def test_development_guild_sync(tmp_path: Path) -> None:
    config = Config(
        token="simcord", database=tmp_path / "db.sqlite3", dev_guild=4242 << 22, shards=Shards(1)
    )
    bot = StoneArenaBot(config, seeds=seeds(), settle_heap=False)
    env = simcord.Env(bot)
    guild = env.create_guild("Dev", id=4242 << 22)
    await env.start()
    try:
        with env.time_context():
            channel = guild.create_text_channel("dev")
            member = guild.add_member(env.create_user("dev"))
            assert "play meter" in member.available_commands(channel)
            syncs = [(r.path, bool(r.json)) for r in env.http_requests if r.method == "PUT"]
            assert syncs == [
                (f"/applications/{bot.application_id}/guilds/{guild.id}/commands", True),
                (f"/applications/{bot.application_id}/commands", False),  # stale globals cleared
            ]
    finally:
        await env.shutdown()
        await close_bot(bot)


async def test_shutdown_lets_the_transaction_in_progress_commit(tmp_path: Path) -> None:
    bot = make_bot(tmp_path / "db.sqlite3")
    async with simcord.run(bot) as env:
        arena = bot.arena
        assert arena is not None
        committed = asyncio.Event()
        release = asyncio.Event()

        async def slow_write() -> None:
            async with arena.store.transaction() as uow:
                await uow.ensure_player(77, env.now())
                await release.wait()
            committed.set()

        writer = asyncio.create_task(slow_write())
        await asyncio.sleep(0.01)
        closing = asyncio.create_task(arena.close())
        await asyncio.sleep(0.01)
        assert not closing.done(), "close waits for the transaction"
        release.set()
        await asyncio.gather(writer, closing)
        assert committed.is_set() and arena.closing
    with sqlite3.connect(tmp_path / "db.sqlite3") as conn:
        rows = conn.execute("SELECT count(*) FROM players WHERE user_id = 77").fetchone()
    assert rows == (1,), "the write that was in progress when the bot stopped is stored"


async def test_commands_are_synced_again_only_when_they_changed(
    world: World, restart: Restart, monkeypatch: pytest.MonkeyPatch
) -> None:
    def syncs() -> int:
        return sum(r.method == "PUT" and "commands" in r.path for r in world.env.http_requests)

    assert syncs() == 1
    await restart()
    assert syncs() == 1, "the same tree is not synced again"
    assert "play meter" in world.alice.available_commands(world.channel)
    described = discord.app_commands.Command.to_dict

    def changed(self: Any, tree: Any) -> dict[str, Any]:
        data = described(self, tree)
        if data["name"] == "board":
            data["description"] = "A new description."
        return data

    monkeypatch.setattr(discord.app_commands.Command, "to_dict", changed)
    await restart()
    assert syncs() == 2, "a changed tree is synced"


async def test_start_up_freezes_its_heap_last(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``python -m bot``'s bot ends ``setup_hook`` with ``bot.heap.settle`` (after the cogs, the
    command sync and the arena), so full garbage collections skip what start-up made."""
    import bot.discord_app as app

    config = Config(token="simcord", database=tmp_path / "db.sqlite3", shards=Shards(1))
    bot = StoneArenaBot(config, seeds=seeds())  # settle_heap: True, as in production
    seen: list[bool] = []

    def settle() -> int:
        seen.append(bot.arena is not None)
        return 0

    monkeypatch.setattr(app, "settle", settle)
    async with simcord.run(bot):
        assert seen == [True]
        assert bot._connection.max_messages is None  # no message cache for the collector to walk
    await close_bot(bot)
    assert make_bot(tmp_path / "other.sqlite3")._settle_heap is False


def test_settle_freezes_what_survives_a_collection() -> None:
    import gc

    from bot.heap import settle

    callbacks = list(gc.callbacks)
    try:
        frozen = settle()
        assert frozen > 10_000 and gc.get_freeze_count() > frozen * 0.9  # freed ones leave
        young = sum(len(gc.get_objects(generation=g)) for g in range(3))
        assert young < frozen // 10  # later collections look at a small part of the heap
    finally:
        gc.callbacks[:] = callbacks  # the policy ``settle`` installed goes with the test
        gc.unfreeze()
