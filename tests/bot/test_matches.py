"""A full match of each turn-based game, from ``/play`` to the result, through the real command
tree: ``/move`` with the moves its autocomplete offers, the pie and colour buttons, and a board
image after every move. (Thwart Omega's full match is in ``test_thwart.py``.)"""

from __future__ import annotations

import random
from typing import Any

import discord
import pytest

import rules
from bot.engine.model import MatchStatus
from tests.bot.conftest import (
    PNG,
    World,
    bot_messages,
    images,
    said,
    shown,
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


def check_boards(world: World, match_id: int, plies: int, setup_steps: int = 0) -> None:
    """One board message with a PNG and an alt text per move (plus the first), then the result;
    but none for the ``setup_steps`` stones of an Interleave set-up, which is posted once,
    when it is done (issue 24: this count was ``plies + 1`` when every set-up stone posted
    a board)."""
    view_thread = next(
        t for t in world.channel.threads if (t.name or "").startswith(f"#{match_id} ")
    )
    messages = bot_messages(view_thread, world.env)
    boards = [m for m in messages if images(m)]
    assert len(boards) == plies + 1 - setup_steps
    for board in boards:
        [image] = images(board)
        assert image.description, "every board has an alt text"
        assert f"Match #{match_id}" in shown(board)
    assert f"Match #{match_id} is over" in shown(messages[-1])


def setup_steps(game_id: str, options: dict[str, Any], log: list[tuple[int, str]]) -> int:
    """How many moves of the log left the game still setting up (``Game.setting_up``)."""
    game = rules.get_game(game_id)
    state, steps = game.new_state(**options), 0
    for seat, move in log:
        state = game.play(state, seat, move)
        steps += game.setting_up(state)
    return steps


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
    check_boards(
        world, match_id, view.ply, setup_steps(game, options, [(m.seat, m.move) for m in log])
    )
    first_board = next(m for m in bot_messages(thread, world.env) if images(m))
    assert (await images(first_board)[0].read()).startswith(PNG)
    assert await world.arena.service.verify(match_id)


def button_labels(message: discord.Message) -> list[str | None]:
    rows = [row for row in message.components if isinstance(row, discord.ActionRow)]
    return [c.label for row in rows for c in row.children if isinstance(c, discord.Button)]


async def test_interleave_set_up_posts_its_board_once_it_is_done(world: World) -> None:
    """Issue 24: every set-up stone posted a full board (six images for six stones). The set-up
    is one player's sequence of stones ended by ``done`` (RULES.md §2): each stone gets its
    text, the board is posted once, when the set-up is complete."""
    match_id, thread = await start_match(world, "interleave", size=3)
    view = await world.match(match_id)
    setter, chooser = world.member(view.players[0]), world.member(view.players[1])
    before = len(bot_messages(thread, world.env))
    for cell in ("black c3", "red c5", "black a1"):
        assert "You played" in said(await setter.slash(thread, "move", move=cell))
    steps = bot_messages(thread, world.env)[before:]
    assert len(steps) == 3 and not any(images(m) for m in steps)
    for step, cell in zip(steps, ("black c3", "red c5", "black a1"), strict=True):
        assert f"played `{cell}`" in shown(step) and "setting up" in shown(step)
    assert button_labels(steps[-1]) == ["Done"]
    assert not steps[0].components, "only the newest post keeps the Done button"
    await setter.click(steps[-1], label="Done")
    [complete] = bot_messages(thread, world.env)[before + 3 :]
    [image] = images(complete)
    assert image.description and "played `done`" in shown(complete)
    await chooser.click(complete, label="Take Black")
    after = bot_messages(thread, world.env)[-1]
    assert images(after), "the game proper posts a board after every move again"
