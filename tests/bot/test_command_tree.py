"""The public command surface as a golden file: the JSON the bot syncs to Discord, so any change
to a command, an option, a description or a choice shows up in review.

``./dev goldens commands`` rewrites ``tests/bot/goldens/commands.json``; review the diff.
"""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path
from typing import Any

import simcord

from bot.cogs.common.game_options.play import DESCRIPTION_LIMIT, OPTIONS_LIMIT
from tests.bot.conftest import World, close_bot, make_bot

GOLDEN = Path(__file__).parent / "goldens" / "commands.json"


def synced_tree(env: simcord.Env) -> list[dict[str, Any]]:
    """The commands of the bot's last sync, sorted by name, as Discord received them."""
    syncs = [r for r in env.http_requests if r.method == "PUT" and r.path.endswith("/commands")]
    assert syncs, "the bot synced no commands"
    commands = syncs[-1].json
    assert isinstance(commands, list)
    return sorted(commands, key=lambda c: str(c["name"]))


def dump(commands: list[dict[str, Any]]) -> str:
    return json.dumps(commands, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def options_of(command: dict[str, Any], path: str = "") -> list[tuple[str, dict[str, Any]]]:
    """Every option of ``command`` (sub-commands followed), with the command path it is on."""
    name = f"{path} {command['name']}".strip()
    found = []
    for option in command.get("options", []):
        if option["type"] in {1, 2}:  # a sub-command or sub-command group
            found += options_of(option, name)
        else:
            found.append((name, option))
    return found


async def test_the_synced_command_tree_matches_the_golden_file(world: World) -> None:
    commands = synced_tree(world.env)
    assert dump(commands) == GOLDEN.read_text(encoding="utf-8"), (
        "the public commands changed: run ./dev goldens commands and review the diff"
    )


async def test_every_option_says_what_it_is(world: World) -> None:
    for command in synced_tree(world.env):
        for path, option in options_of(command):
            where = f"/{path} {option['name']}"
            description = option["description"]
            assert description != "…" and len(description) <= DESCRIPTION_LIMIT, where
            assert len(option.get("choices", [])) <= 25, where
        assert len(command.get("options", [])) <= OPTIONS_LIMIT


async def _synced() -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as folder:
        bot = make_bot(Path(folder) / "db.sqlite3")
        try:
            async with simcord.run(bot) as env:
                return synced_tree(env)
        finally:
            await close_bot(bot)


def regenerate() -> list[Path]:
    GOLDEN.write_text(dump(asyncio.run(_synced())), encoding="utf-8")
    return [GOLDEN]


GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2  # Discord's interaction context types
GUILD_INSTALL, USER_INSTALL = 0, 1  # Discord's application integration types
PLAYED_ANYWHERE = {
    "play", "move", "pass", "done", "resign", "draw", "secret", "lock", "board", "history",
    "matches", "help", "rules", "Challenge to a game",
}  # fmt: skip
SERVER_ONLY = {"host", "settings", "tournament", "abort", "leaderboard", "profile", "games"}


async def test_the_game_commands_come_with_both_installs_and_work_in_private_channels(
    world: World,
) -> None:
    synced = {c["name"]: c for c in synced_tree(world.env)}
    for name in PLAYED_ANYWHERE:
        command = synced[name]
        assert command["integration_types"] == [GUILD_INSTALL, USER_INSTALL], name
        assert command["contexts"] == [GUILD, BOT_DM, PRIVATE_CHANNEL], name


async def test_the_server_commands_stay_with_a_server_that_installed_the_bot(world: World) -> None:
    synced = {c["name"]: c for c in synced_tree(world.env)}
    for name in SERVER_ONLY:
        command = synced[name]
        assert command["integration_types"] == [GUILD_INSTALL], name
        assert command["contexts"] in ([GUILD], None), name
        assert command["dm_permission"] is False, name
    # Every command the app brings to a player's own account is one of the game commands.
    user_installed = {n for n, c in synced.items() if USER_INSTALL in c["integration_types"]}
    assert user_installed == PLAYED_ANYWHERE
