"""A full match of each turn-based game, from ``/play`` to the result, through the real command
tree: ``/move`` with the moves its autocomplete offers, the pie and colour buttons, and a board
image after every move. (Thwart Omega's full match is in ``test_thwart.py``.)"""

from __future__ import annotations

import random
from typing import Any

import discord
import pytest

from bot.engine.model import MatchStatus
from tests.bot.conftest import (
    PNG,
    World,
    bot_messages,
    images,
    said,
    start_match,
)

MAX_PLIES = 300


def word_button(message: discord.Message, move: str) -> str | None:
    """The custom id of ``message``'s button for the word move ``move``, if it has one."""
    for row in message.components:
        for item in getattr(row, "children", []):
            custom_id = getattr(item, "custom_id", None) or ""
            if custom_id.endswith(f":{move}"):
                return custom_id
    return None


async def play_out(world: World, match_id: int, seed: str) -> tuple[int, int]:
    """Play ``match_id`` to its end with moves picked (reproducibly) from the autocomplete;
    word moves that have a button are clicked. Returns (moves by command, moves by button)."""
    rng = random.Random(seed)
    by_command = by_button = 0
    for _ in range(MAX_PLIES):
        view = await world.match(match_id)
        if view.status is not MatchStatus.ACTIVE:
            return by_command, by_button
        actor = world.member(rng.choice(view.to_act))
        handle = next(t for t in world.channel.threads if t.id == view.thread_id)
        choices = await actor.autocomplete(handle, "move", "move", "")
        assert 0 < len(choices) <= 25, "a player to move always gets suggestions"
        move = rng.choice([c["value"] for c in choices])
        last = bot_messages(handle, world.env)[-1]
        custom_id = word_button(last, move)
        if custom_id is not None:
            result = await actor.click(last, custom_id=custom_id)
            by_button += 1
        else:
            result = await actor.slash(handle, "move", move=move)
            by_command += 1
            assert result.ephemeral
        assert f"`{move}`" in said(result) or move in said(result), said(result)
    raise AssertionError(f"match {match_id} did not end within {MAX_PLIES} moves")


def check_boards(world: World, match_id: int, plies: int) -> None:
    """One board message with a PNG and an alt text per move (plus the first), then the result."""
    view_thread = next(
        t for t in world.channel.threads if (t.name or "").startswith(f"#{match_id} ")
    )
    messages = bot_messages(view_thread, world.env)
    boards = [m for m in messages if images(m)]
    assert len(boards) == plies + 1
    for board in boards:
        [image] = images(board)
        assert image.description, "every board has an alt text"
        assert f"Match #{match_id}" in board.content
    assert f"Match #{match_id} is over" in messages[-1].content


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("meter", {"size": 3}),
        ("interleave", {"size": 3}),
        ("interleave", {"size": 3, "mode": "turns"}),
        ("meridians", {"size": 5, "pie": True}),
        ("meuda", {"size": 4}),
    ],
)
async def test_full_match(world: World, game: str, options: dict[str, Any]) -> None:
    match_id, thread = await start_match(world, game, **options)
    by_command, by_button = await play_out(world, match_id, f"{game}{options}")
    view = await world.match(match_id)
    assert view.status is MatchStatus.FINISHED
    assert view.result is not None
    log = await world.arena.service.move_log(match_id)
    assert len(log) == view.ply == by_command + by_button
    if game != "meter" or log[1].move == "swap":
        assert by_button >= 1, "pie steps and colour choices go through buttons"
    check_boards(world, match_id, view.ply)
    first_board = next(m for m in bot_messages(thread, world.env) if images(m))
    assert (await images(first_board)[0].read()).startswith(PNG)
    assert await world.arena.service.verify(match_id)
