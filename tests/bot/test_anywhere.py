"""Play without a server: the app installed to a player's own account, in a group DM (through
the shim in ``tests/bot/private_channels.py``) and in the player's DM with the bot. Every board
is the public answer to a player's own command or button; nothing is posted otherwise."""

from __future__ import annotations

import random
from typing import Any

import pytest
import simcord

from bot.engine.model import MatchStatus
from tests.bot.conftest import PNG, World, images, said
from tests.bot.private_channels import GroupDm, group_dm

MAX_PLIES = 300


def public_answers(result: simcord.InteractionResult) -> list[Any]:
    """The answers to an interaction that everyone in the channel sees."""
    messages = [] if result.response is None else [result.response]
    return [m for m in [*messages, *result.followups] if not getattr(m, "ephemeral", False)]


def last_board(result: simcord.InteractionResult) -> Any:
    boards = [m for m in public_answers(result) if images(m)]
    assert boards, f"no public board answered: {said(result)!r}"
    return boards[-1]


def button_ids(message: Any) -> list[str]:
    """The custom ids of an answer's buttons (simcord keeps an answer's rows as JSON)."""
    found = []
    for row in message.components:
        items = row["components"] if isinstance(row, dict) else getattr(row, "children", [])
        for item in items:
            custom_id = item.get("custom_id") if isinstance(item, dict) else item.custom_id
            found.append(custom_id or "")
    return found


def button_id(message: Any, ending: str) -> str | None:
    return next((c for c in button_ids(message) if c.endswith(ending)), None)


async def challenge_in(
    dm: GroupDm, game: str, by: simcord.MemberActor, opponent: simcord.MemberActor, **options: Any
) -> Any:
    result = await by.slash(dm.channel, f"play {game}", opponent=opponent, **options)
    assert "is posted" in said(result), said(result)
    [card] = public_answers(result)
    assert "Challenge #" in card.content and card.components
    return card


async def test_a_meter_match_in_a_group_dm_every_board_an_answer(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with group_dm(world.env, monkeypatch, (world.alice, world.bob, world.carol)) as dm:
        alice, bob, _ = dm.members
        card = await challenge_in(dm, "meter", alice, bob, size=3)
        accepted = await bob.click(card, label="Accept")
        board = last_board(accepted)
        match_id = int(board.content.split("Match #")[1].split(" ")[0])
        view = await world.match(match_id)
        assert view.answered and view.guild_id == dm.channel.id
        rng = random.Random("meter in a group dm")
        clicked = 0
        for _ in range(MAX_PLIES):
            view = await world.match(match_id)
            if view.status is not MatchStatus.ACTIVE:
                break
            [actor] = [m for m in dm.members if m.id == view.to_act[0]]
            choices = await actor.autocomplete(dm.channel, "move", "move", "")
            move = rng.choice([c["value"] for c in choices])
            if view.ply == 1:  # the pie: take the first stone's colour with its button
                move = "swap"
            custom_id = button_id(board, f":{move}")
            if custom_id is not None:
                result = await actor.click(board, custom_id=custom_id)
                clicked += 1
            else:
                result = await actor.slash(dm.channel, "move", move=move)
            assert f"`{move}`" in said(result), said(result)
            board = last_board(result)
            [picture] = images(board)
            assert (await picture.read()).startswith(PNG)
        else:
            raise AssertionError("the match did not end")
        assert view.status is MatchStatus.FINISHED
        assert "Over:" in board.content
        assert clicked, "the pie's Swap button was pressed on an answer"
        assert button_id(board, ":rm:" + str(match_id)) or button_ids(board)
        # Nothing but answers: the outbox wrote no row for this match, the bot posted nothing.
        async with world.arena.store.read() as uow:
            assert await uow.outbox_items(match_id=match_id) == []
        posts = [r for r in world.env.http_requests if r.method == "POST"]
        assert not [r for r in posts if r.path == f"/channels/{dm.channel.id}/messages"]
