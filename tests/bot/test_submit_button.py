"""Thwart Omega without DMs: **Submit my move** under each round's public post opens a form for
the two players, with the semantics of a DM submission (change until the deadline, lock-in,
private receipts, nothing visible to anyone else before the reveal)."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.cogs.common.forms import values_of
from bot.cogs.matches.buttons import stones_of
from tests.bot.conftest import World, all_visible_text, bot_messages, said, shown, start_match
from tests.bot.locales import speaking


def picked(move: str, *, lock: bool = False) -> dict[str, object]:
    """The form's four selects and its checkbox as a player fills them in for ``move``
    (``b c3 w e5``): each stone's column and row."""
    stones = stones_of(move)
    return {
        "b-column": [stones["b"][:1]],
        "b-row": [stones["b"][1:]],
        "w-column": [stones["w"][:1]],
        "w-row": [stones["w"][1:]],
        "lock": lock,
    }


def _with_button(thread_messages: list[discord.Message]) -> discord.Message:
    return [
        m for m in thread_messages if "Submit my move" in str([c.to_dict() for c in m.components])
    ][-1]


async def test_the_form_submits_privately_like_a_dm(world: World) -> None:
    match_id, thread = await start_match(world, "thwart-omega")
    board = _with_button(bot_messages(thread, world.env))
    form = await world.bob.click(board, label="Submit my move")
    assert form.modal is not None
    result = await world.bob.submit_modal(form, picked("b c3 w e5"))
    assert result.ephemeral and "I recorded `b c3 w e5`" in said(result)
    form = await world.bob.click(board, label="Submit my move")  # change it, and lock it in
    result = await world.bob.submit_modal(form, picked("b c4 w e5", lock=True))
    assert result.ephemeral and "locked" in said(result)
    form = await world.bob.click(board, label="Submit my move")
    result = await world.bob.submit_modal(form, picked("b a1 w a2"))
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
    form = await world.bob.click(board, label="Submit my move")
    assert form.modal is not None
    await world.env.advance_time(61)  # the round ends (random fills) while the form is open
    result = await world.bob.submit_modal(form, picked("b c3 w e5"))
    assert result.ephemeral and "is over; nothing was recorded" in said(result)
    assert "c3 w e5" not in shown(bot_messages(thread, world.env)[-1])
    assert (await world.match(match_id)).round == 2


async def test_a_double_pressed_button_and_a_form_sent_twice_keep_one_submission(
    world: World,
) -> None:
    match_id, thread = await start_match(world, "thwart-omega")
    board = _with_button(bot_messages(thread, world.env))
    first = await world.bob.click(board, label="Submit my move")
    second = await world.bob.click(board, label="Submit my move")  # pressed twice: two forms
    assert first.modal is not None and second.modal is not None
    result = await world.bob.submit_modal(first, picked("b c3 w e5"))
    assert "I recorded `b c3 w e5`" in said(result)
    result = await world.bob.submit_modal(second, picked("b c3 w e5"))
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
        form = await world.bob.click(board, label="Submit my move")
    assert form.modal is not None
    *stones, lock = _labels(form.modal)
    assert all(label["type"] == 18 for label in [*stones, lock])  # labels
    assert lock["label"] == "확정하기"
    assert [stone["label"] for stone in stones] == ["흑돌: 열", "흑돌: 행", "백돌: 열", "백돌: 행"]
    assert lock["component"]["type"] == 23  # type: ignore[index]  # a checkbox
    assert "라운드" in str(form.modal["title"])
    result = await world.bob.submit_modal(form, picked("b c3 w e5", lock=True))
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


def _selects(modal: dict[str, object]) -> dict[str, Any]:
    """The form's string selects by ``custom_id``."""
    labels: list[Any] = _labels(modal)
    return {
        str(label["component"]["custom_id"]): label["component"]
        for label in labels
        if label["component"]["type"] == 3
    }


async def test_the_form_picks_each_stone_by_column_and_row(world: World) -> None:
    """Four selects (each stone's column and row, from the match's board) and the checkbox;
    the form shows the player's recorded move; a pair the rules refuse gets the refusal a typed
    move gets and changes nothing; nothing sealed shows to anyone else."""
    match_id, thread = await start_match(world, "thwart-omega")
    board = _with_button(bot_messages(thread, world.env))
    form = await world.bob.click(board, label="Submit my move")
    assert form.modal is not None
    selects = _selects(form.modal)
    assert list(selects) == ["b-column", "b-row", "w-column", "w-row"]
    options = {key: [o["value"] for o in select["options"]] for key, select in selects.items()}
    assert options["b-column"] == list("abcdefg") and options["w-row"] == list("1234567")
    assert not any(o.get("default") for s in selects.values() for o in s["options"])
    result = await world.bob.submit_modal(form, picked("b f2 w g6"))
    assert result.ephemeral and "I recorded `b f2 w g6`" in said(result)

    # Opened again, the form shows the recorded move (only to bob: the form is his).
    form = await world.bob.click(board, label="Submit my move")
    assert form.modal is not None
    chosen = {
        key: [o["value"] for o in select["options"] if o.get("default")]
        for key, select in _selects(form.modal).items()
    }
    assert chosen == {"b-column": ["f"], "b-row": ["2"], "w-column": ["g"], "w-row": ["6"]}

    # The same square twice: the refusal a typed move gets, and the recorded move stands.
    typed = said(await world.bob.slash(thread, "secret", move="b d4 w d4"))
    result = await world.bob.submit_modal(form, picked("b d4 w d4"))
    assert result.ephemeral and said(result) == typed and "d4" in typed
    mine = await world.arena.service.my_submission(match_id, world.bob.id)
    assert mine is not None and mine.move == "b f2 w g6" and not mine.locked

    # Lock in with the move the form shows (a real client sends the pre-selected values).
    form = await world.bob.click(board, label="Submit my move")
    result = await world.bob.submit_modal(form, picked("b f2 w g6", lock=True))
    assert "locked" in said(result)
    for viewer in (world.alice, world.carol):
        text = all_visible_text(thread, viewer)
        assert "f2" not in text and "g6" not in text
    await world.alice.send_dm("b a1 w a2 lock")
    reveal = bot_messages(thread, world.env)[-1]
    assert "round 1 revealed" in reveal.content and "`b f2 w g6`" in reveal.content

    # Round 2: a square taken in round 1 is refused as when typed.
    board = _with_button(bot_messages(thread, world.env))
    typed = said(await world.bob.slash(thread, "secret", move="b f2 w c6"))
    form = await world.bob.click(board, label="Submit my move")
    result = await world.bob.submit_modal(form, picked("b f2 w c6"))
    assert result.ephemeral and said(result) == typed and "f2" in typed
    assert await world.arena.service.my_submission(match_id, world.bob.id) is None


def test_the_selects_come_from_the_board_and_the_move_from_the_selects() -> None:
    """The selects' options are the board's columns and rows (a board with more than 25 of
    either has its stones typed); the four chosen values make the move as typed."""
    from bot.cogs.matches.buttons import board_lines, move_of
    from rules.geometry import square

    assert board_lines(square(5, 9)) == (list("abcde"), [str(n) for n in range(1, 10)])
    assert board_lines(square(26, 26)) is None
    assert board_lines(None) is None
    assert move_of({"b-column": "c", "b-row": "3", "w-column": "e", "w-row": "5"}) == "b c3 w e5"
    assert move_of({"move": "b c3 w e5"}) is None  # a typed form
    select = [{"type": 18, "component": {"type": 3, "custom_id": "b-row", "values": ["3"]}}]
    assert values_of(select) == {"b-row": "3"}
