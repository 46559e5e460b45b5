"""Forms (modals) are answered by their ``custom_id`` in any process (``bot/cogs/common/forms.py``): a
form opened before a restart (a deploy) and sent after it is recorded, or refused with a private
sentence; the same form sent twice keeps one submission."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord
import simcord
from simcord.actors import _dispatch_actor_interaction
from simcord.backend.serializers import message_payload

from bot.cogs.common.forms import UNKNOWN_FORM, values_of
from bot.cogs.common.language import ENGLISH_WORDS
from bot.cogs.matches.buttons import SUBMIT_FORM, submit_form_id
from bot.cogs.server.panel import form_id
from bot.cogs.server.settings import UNPLAYED_FORM
from bot.discord_app import StoneArenaBot
from tests.bot.conftest import World, bot_messages, said, start_match
from tests.bot.test_settings import choose, open_panel, press, stored
from tests.bot.test_submit_button import _with_button, picked

Restart = Callable[[], Awaitable[StoneArenaBot]]


def _text_inputs(**values: str) -> list[dict[str, Any]]:
    return [
        {"type": 1, "components": [{"type": 4, "custom_id": key, "value": value}]}
        for key, value in values.items()
    ]


async def _send_form(
    world: World,
    member: simcord.MemberActor,
    channel: Any,
    source: discord.Message,
    custom_id: str,
    **values: str,
) -> simcord.InteractionResult:
    """A form submission as Discord sends it, for a form no process may remember."""
    backend = world.env.backend
    return await _dispatch_actor_interaction(
        member,
        simcord.enums.InteractionType.MODAL_SUBMIT,
        channel,
        {"custom_id": custom_id, "components": _text_inputs(**values)},
        extra={
            "message": dict(
                message_payload(backend, backend.get_message(source.channel.id, source.id))
            )
        },
        source_message_id=source.id,
    )


def test_the_templates_match_the_forms_custom_ids() -> None:
    assert SUBMIT_FORM.match(submit_form_id(123456789012345678, 42)) is not None
    assert UNPLAYED_FORM.match(form_id("unplayed", 10**19, "0123456789ab")) is not None
    nested = [{"type": 18, "component": {"type": 4, "custom_id": "move", "value": "b a1"}}]
    assert values_of(nested) == {"move": "b a1"}


async def test_a_move_typed_before_a_restart_and_sent_after_it_is_recorded(
    world: World, restart: Restart
) -> None:
    match_id, thread = await start_match(world, "thwart-omega")
    board = _with_button(bot_messages(thread, world.env))
    shown = await world.bob.click(board, label="Submit my move")
    assert shown.modal is not None
    await restart()
    result = await world.bob.submit_modal(shown, picked("b c3 w e5", lock=True))
    assert result.ephemeral and "I recorded `b c3 w e5`" in said(result)
    # The same form sent again (a retry) keeps one submission.
    again = await _send_form(
        world, world.bob, thread, board, submit_form_id(match_id, 0), move="b c3 w e5", lock=""
    )
    assert again.ephemeral and said(again)
    await world.alice.send_dm("b a1 w a2 lock")  # both locked in: the round is revealed
    reveal = [m for m in bot_messages(thread, world.env) if "round 1 revealed" in m.content][-1]
    assert reveal.content.count("`b c3 w e5`") == 1
    assert (await world.match(match_id)).round == 2
    # Sent after its round ended, in the new process: refused, nothing recorded.
    late = await _send_form(
        world, world.bob, thread, board, submit_form_id(match_id, 0), move="b d4 w f6", lock=""
    )
    assert late.ephemeral and "is over; nothing was recorded" in said(late)


async def test_a_typed_form_opened_before_the_selects_is_still_recorded(world: World) -> None:
    """A Submit form opened before the stones became selects (its text input ``move``, its
    lock-in typed) and sent afterwards is answered as it was: recorded, then locked in."""
    match_id, thread = await start_match(world, "thwart-omega")
    board = _with_button(bot_messages(thread, world.env))
    form = submit_form_id(match_id, 0)
    typed = await _send_form(world, world.bob, thread, board, form, move="B:c3, W:e5", lock="")
    assert typed.ephemeral and "I recorded `b c3 w e5`" in said(typed)
    locked = await _send_form(world, world.bob, thread, board, form, move="b c3 w e5", lock="lock")
    assert locked.ephemeral and "locked" in said(locked)
    mine = await world.arena.service.my_submission(match_id, world.bob.id)
    assert mine is not None and mine.move == "b c3 w e5" and mine.locked


async def test_a_form_of_an_older_bot_gets_a_private_sentence(world: World) -> None:
    _, thread = await start_match(world, "thwart-omega")
    board = _with_button(bot_messages(thread, world.env))
    result = await _send_form(
        world, world.bob, thread, board, "0f1e2d3c4b5a69788796a5b4c3d2e1f0", move="b c3 w e5"
    )
    assert result.ephemeral and said(result) == UNKNOWN_FORM


async def test_the_settings_form_works_across_a_restart(world: World, restart: Restart) -> None:
    panel = await open_panel(world)
    form = await press(world, panel, "unplayed")
    assert form.modal is not None
    await restart()
    await world.mod.submit_modal(form, {"rounds": "7"})
    assert (await stored(world)).unplayed_rounds == 7
    # A form opened on a panel that is out of date by then changes nothing, after a restart too.
    form = await press(world, panel, "unplayed")
    other = await open_panel(world)
    await choose(world, other, "expiry", ["86400"])
    await restart()
    result = await world.mod.submit_modal(form, {"rounds": "9"})
    assert [f.content for f in result.followups] == [ENGLISH_WORDS("settings-stale")]
    assert (await stored(world)).unplayed_rounds == 7
