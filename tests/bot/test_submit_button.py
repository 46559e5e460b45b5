"""Thwart Omega without DMs: **Submit my move** under each round's public post opens a form for
the two players, with the semantics of a DM submission (change until the deadline, lock-in,
private receipts, nothing visible to anyone else before the reveal)."""

from __future__ import annotations

import discord
import pytest

from bot.cogs.common.forms import values_of
from tests.bot.conftest import World, all_visible_text, bot_messages, said, start_match
from tests.bot.locales import speaking


def _with_button(thread_messages: list[discord.Message]) -> discord.Message:
    return [
        m for m in thread_messages if "Submit my move" in str([c.to_dict() for c in m.components])
    ][-1]


async def test_the_form_submits_privately_like_a_dm(world: World) -> None:
    match_id, thread = await start_match(world, "thwart-omega")
    board = _with_button(bot_messages(thread, world.env))
    shown = await world.bob.click(board, label="Submit my move")
    assert shown.modal is not None
    result = await world.bob.submit_modal(shown, {"move": "B:c3, W:e5", "lock": False})
    assert result.ephemeral and "I recorded `b c3 w e5`" in said(result)
    shown = await world.bob.click(board, label="Submit my move")  # change it, and lock it in
    result = await world.bob.submit_modal(shown, {"move": "b c4 w e5", "lock": True})
    assert result.ephemeral and "locked" in said(result)
    shown = await world.bob.click(board, label="Submit my move")
    result = await world.bob.submit_modal(shown, {"move": "b a1 w a2", "lock": False})
    assert "can no longer be changed" in said(result)
    # A non-player gets a private sentence and no form.
    refused = await world.carol.click(board, label="Submit my move")
    assert refused.modal is None and "Only the two players" in said(refused)
    # Nothing about the sealed move anywhere anyone else can read, nor in bob's DMs.
    for viewer in (world.alice, world.carol):
        assert "c4" not in all_visible_text(thread, viewer)
    assert not [m for m in world.bob.user.dm_channel.history() if "I recorded" in m.content]
    await world.alice.send_dm("b a1 w a2 lock")
    reveal = bot_messages(thread, world.env)[-1]
    assert "round 1 revealed" in reveal.content and "`b c4 w e5`" in reveal.content
    # The old round's button now answers privately; the new board has its own.
    late = await world.bob.click(board, label="Submit my move")
    assert late.modal is None and "is over" in said(late)
    assert _with_button(bot_messages(thread, world.env)).id == reveal.id
    assert (await world.match(match_id)).round == 2


async def test_a_form_sent_after_its_round_ended_records_nothing(world: World) -> None:
    match_id, thread = await start_match(world, "thwart-omega")
    board = _with_button(bot_messages(thread, world.env))
    shown = await world.bob.click(board, label="Submit my move")
    assert shown.modal is not None
    await world.env.advance_time(61)  # the round ends (random fills) while the form is open
    result = await world.bob.submit_modal(shown, {"move": "b c3 w e5", "lock": False})
    assert result.ephemeral and "is over; nothing was recorded" in said(result)
    assert "c3 w e5" not in bot_messages(thread, world.env)[-1].content
    assert (await world.match(match_id)).round == 2


async def test_a_double_pressed_button_and_a_form_sent_twice_keep_one_submission(
    world: World,
) -> None:
    match_id, thread = await start_match(world, "thwart-omega")
    board = _with_button(bot_messages(thread, world.env))
    first = await world.bob.click(board, label="Submit my move")
    second = await world.bob.click(board, label="Submit my move")  # pressed twice: two forms
    assert first.modal is not None and second.modal is not None
    result = await world.bob.submit_modal(first, {"move": "b c3 w e5", "lock": False})
    assert "I recorded `b c3 w e5`" in said(result)
    result = await world.bob.submit_modal(second, {"move": "b c3 w e5", "lock": False})
    assert result.ephemeral and "I recorded `b c3 w e5`" in said(result)
    await world.alice.send_dm("b a1 w a2 lock")
    await world.bob.send_dm("lock")
    reveal = bot_messages(thread, world.env)[-1]
    assert "round 1 revealed" in reveal.content and reveal.content.count("`b c3 w e5`") == 1
    assert (await world.match(match_id)).round == 2


def _labels(modal: dict[str, object]) -> list[dict[str, object]]:
    rows = modal["components"]
    assert isinstance(rows, list)
    return rows


async def test_the_form_locks_in_with_a_checkbox_in_the_players_language(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lock-in is a checkbox (Discord's modal checkbox, under a label saying what it does),
    not a word to type; a Korean player's form is Korean."""
    _, thread = await start_match(world, "thwart-omega")
    board = _with_button(bot_messages(thread, world.env))
    with speaking(monkeypatch, {world.bob.id: "ko"}):
        shown = await world.bob.click(board, label="Submit my move")
    assert shown.modal is not None
    stones, lock = _labels(shown.modal)
    assert stones["type"] == 18 and lock["type"] == 18  # labels
    assert lock["label"] == "확정하기" and stones["label"] == "내 흑돌과 백돌"
    assert lock["component"]["type"] == 23  # type: ignore[index]  # a checkbox
    assert "라운드" in str(shown.modal["title"])
    result = await world.bob.submit_modal(shown, {"move": "b c3 w e5", "lock": True})
    assert "locked" in said(result)


def test_a_form_opened_before_the_checkbox_still_locks_in_with_the_typed_word() -> None:
    """``values_of`` reads a checkbox as "true"/"false" and a typed word as typed: the form's
    answer (``submit_form``) locks in on either."""
    checkbox = [{"type": 18, "component": {"type": 23, "custom_id": "lock", "value": True}}]
    typed = [{"type": 1, "components": [{"type": 4, "custom_id": "lock", "value": "lock"}]}]
    assert values_of(checkbox) == {"lock": "true"}
    assert values_of(typed) == {"lock": "lock"}
    unticked = [{"type": 18, "component": {"type": 23, "custom_id": "lock", "value": False}}]
    assert values_of(unticked) == {"lock": "false"}
