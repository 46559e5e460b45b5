"""Thwart Omega receipts and stale buttons (issue 10, item 1): every DM move gets its receipt,
also after a double Lock in; an old round's button answers in rounds and stops being offered;
a player whose DMs are closed and who writes anyway hears back."""

from __future__ import annotations

from tests.bot.conftest import World, bot_messages, note, said, start_match
from tests.bot.test_thwart import dms, receipts

THWART = "thwart-omega"


async def test_a_second_lock_in_does_not_swallow_the_next_receipt(world: World) -> None:
    match_id, thread = await start_match(world, THWART)
    await world.alice.send_dm("b c3 w e5")
    receipt = dms(world.alice)[-1]
    first = await world.alice.user.click(receipt, label="Lock in")
    assert "is locked in" in note(first)
    again = await world.alice.user.click(receipt, label="Lock in")  # pressed twice
    assert "is locked in" in note(again)
    by_command = await world.alice.slash(thread, "lock")  # and /lock on top
    assert by_command.ephemeral and "locked" in said(by_command)
    await world.bob.send_dm("b a1 w a2 lock")
    assert (await world.match(match_id)).round == 2

    await world.alice.send_dm("b b2 w f6")  # round 2, by DM: the receipt must come
    assert receipts(world.alice)[-1].startswith(f"📝 Match #{match_id} · round 2:")
    await world.alice.send_dm("b b3 w f5")  # and the next one too
    assert "I recorded `b b3 w f5`" in receipts(world.alice)[-1]


async def test_a_player_with_closed_dms_who_writes_anyway_hears_back(world: World) -> None:
    world.env.inject_error(
        "POST",
        f"/channels/{world.bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    match_id, thread = await start_match(world, THWART)
    before = len(bot_messages(thread, world.env))
    await world.bob.send_dm("b c3 w e5")  # recorded, but the DM answer cannot be sent
    mine = await world.arena.service.my_submission(match_id, world.bob.id)
    assert mine is not None and mine.move == "b c3 w e5"
    [pointer] = bot_messages(thread, world.env)[before:]
    assert world.bob.mention in pointer.content and "/secret" in pointer.content
    assert "c3" not in pointer.content and "e5" not in pointer.content  # RULES.md §3
    await world.bob.send_dm("d4 d5")  # unreadable: the explanation cannot be sent either
    [again] = bot_messages(thread, world.env)[before + 1 :]
    assert world.bob.mention in again.content and "d4" not in again.content
    status = await world.bob.slash(thread, "secret")
    assert "Recorded for you: `b c3 w e5`" in said(status)
