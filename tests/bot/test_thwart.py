"""Thwart Omega end to end (RULES.md §3): round prompts by DM, private receipts, changes,
lock-in, random fills marked in the reveal, the closed-DMs path with ``/secret``, one player in
two matches at once, and nothing sealed ever visible to the opponent or the channel before the
reveal. Time is simcord's virtual clock: ``advance_time(60)`` ends a round."""

from __future__ import annotations

import random
import re

import discord
import simcord

import rules
from bot.engine.model import MatchStatus
from tests.bot.conftest import (
    PNG,
    World,
    all_visible_text,
    bot_messages,
    images,
    note,
    said,
    shown,
    start_match,
)
from tests.bot.sealed import round_seed_of

THWART = "thwart-omega"


def dms(person: simcord.MemberActor) -> list[discord.Message]:
    """The bot's direct messages to ``person``, oldest first."""
    return [m for m in person.user.dm_channel.history() if m.author.bot]


def prompts(person: simcord.MemberActor, match_id: int) -> list[discord.Message]:
    return [m for m in dms(person) if f"match #{match_id} vs" in shown(m)]


def receipts(person: simcord.MemberActor) -> list[str]:
    return [shown(m) for m in dms(person) if "I recorded" in shown(m)]


def seen_by(world: World, person: simcord.MemberActor, thread: simcord.ChannelHandle) -> str:
    """Everything ``person`` can read: the match channel, the thread and their own DMs."""
    dm_text = "\n".join(
        shown(m) + " ".join(a.description or "" for a in m.attachments)
        for m in person.user.dm_channel.history()
    )
    return "\n".join(
        [all_visible_text(world.channel, person), all_visible_text(thread, person), dm_text]
    )


async def test_prompts_receipts_changes_and_lock(world: World) -> None:
    match_id, thread = await start_match(world, THWART)
    view = await world.match(match_id)
    assert view.round == 1 and view.deadline is not None
    for person in (world.alice, world.bob):
        [prompt] = prompts(person, match_id)
        assert "round 1" in shown(prompt)
        assert f"<t:{int(view.deadline.timestamp())}:R>" in shown(prompt)
        assert (await images(prompt)[0].read()).startswith(PNG)

    await world.alice.send_dm("b c3 w e5")
    assert receipts(world.alice)[-1].startswith("📝 Match #1 · round 1: I recorded `b c3 w e5`")
    await world.alice.send_dm("white a7, black g1")  # any accepted spelling; a change
    assert "I recorded `b g1 w a7`" in receipts(world.alice)[-1]
    await world.alice.send_dm("c3 e5")  # unreadable: explained, the last good one stays
    assert "colour letters" in dms(world.alice)[-1].content
    locked = await world.alice.user.click(dms(world.alice)[-2], label="Lock in")
    assert "`b g1 w a7` is locked in" in note(locked)
    # The lock-in keeps the commitment of the receipt it locked (the same salt).
    commitment_shown = re.findall(r"Commitment `[0-9a-f]{64}`, salt `[0-9a-f]{32}`", note(locked))
    assert commitment_shown and commitment_shown[0] in receipts(world.alice)[-1]
    await world.alice.send_dm("b d4 w d5")
    assert "can no longer be changed" in dms(world.alice)[-1].content

    await world.bob.send_dm("b a1 w b1 lock")  # both locked: the round ends at once
    view = await world.match(match_id)
    assert view.round == 2
    reveal = bot_messages(thread, world.env)[-1]
    assert "round 1 revealed" in shown(reveal)
    assert "`b g1 w a7`" in shown(reveal) and "`b a1 w b1`" in shown(reveal)
    assert "Score:" in shown(reveal) and images(reveal)
    assert len(prompts(world.alice, match_id)) == 2


async def test_nothing_sealed_is_visible_before_the_reveal(world: World) -> None:
    match_id, thread = await start_match(world, THWART)
    # Squares that no instruction text mentions (the examples use c3 and e5).
    await world.alice.send_dm("b d2 w f4")
    await world.alice.send_dm("b f6 w g4")  # changed: neither may leak
    result = await world.alice.slash(thread, "secret", move="b d6 w g7")  # and via /secret
    assert result.ephemeral
    await world.bob.send_dm("b a1 w a2")
    sealed = ["d2", "f4", "f6", "g4", "d6", "g7"]
    # Nor may the salts of Alice's commitments (her receipts show them to her alone), or the
    # seed of the round (only its commitment is public), or the next round's.
    salts = [
        *re.findall(r"salt `([0-9a-f]{32})`", "\n".join(receipts(world.alice))),
        *(re.findall(r"salt `([0-9a-f]{32})`", said(result))),
    ]
    assert len(salts) == 3 and len(set(salts)) == 3
    seeds = [await round_seed_of(world, match_id, 1, n) for n in (1, 2)]
    for viewer in (world.bob, world.carol):
        text = seen_by(world, viewer, thread)
        words = set(re.findall(r"\b[a-g][1-7]\b", text))
        for square in sealed:
            assert square not in words, f"{square} leaked to {viewer.name}"
        for secret in [*salts, *seeds]:
            assert secret not in text, f"{secret} leaked to {viewer.name}"
    await world.env.advance_time(60)
    reveal = shown(bot_messages(thread, world.env)[-1])
    assert "`b d6 w g7`" in reveal  # the last submission counts
    words = set(re.findall(r"\b[a-g][1-7]\b", reveal))
    assert "d2" not in words and "f6" not in words
    # Revealed now: the salt of the move in force and the round's seed; not the others.
    assert salts[-1] in reveal and seeds[0] in reveal
    assert salts[0] not in reveal and salts[1] not in reveal and seeds[1] not in reveal


async def test_random_fill_is_marked_in_the_reveal(world: World) -> None:
    match_id, thread = await start_match(world, THWART, round_time=300)
    await world.alice.send_dm("b c3 w e5")
    await world.env.advance_time(299)
    assert (await world.match(match_id)).round == 1
    await world.env.advance_time(1)
    reveal = shown(bot_messages(thread, world.env)[-1])
    assert "round 1 revealed" in reveal
    assert reveal.count("*(random") == 1  # bob sent nothing
    log = await world.arena.service.move_log(match_id)
    bob_seat = (await world.match(match_id)).players.index(world.bob.id)
    assert [m.random_fill for m in log if m.seat == bob_seat] == [True]


async def test_closed_dms_fall_back_to_secret(world: World) -> None:
    world.env.inject_error(
        "POST",
        f"/channels/{world.bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    match_id, thread = await start_match(world, THWART)
    notices = [m for m in bot_messages(thread, world.env) if "cannot send you direct" in shown(m)]
    [notice] = notices
    assert world.bob.mention in shown(notice) and "/secret" in shown(notice)
    assert not dms(world.bob)
    status = await world.bob.slash(thread, "secret")
    assert status.ephemeral and "Recorded for you: nothing yet" in said(status)
    result = await world.bob.slash(thread, "secret", move="B:c3, W:e5")
    assert result.ephemeral and "I recorded `b c3 w e5`" in said(result)
    result = await world.bob.slash(thread, "lock")
    assert result.ephemeral and "locked" in said(result)
    await world.alice.send_dm("b a1 w a2 lock")
    # Round 2: bob's prompt is a mention in the thread, without a word about moves.
    [mention] = [shown(m) for m in bot_messages(thread, world.env) if "round 2 of" in shown(m)]
    assert world.bob.mention in mention
    assert "cannot send you direct" not in mention
    assert "b c3" not in mention and "a1" not in mention
    assert len(prompts(world.alice, match_id)) == 2


async def test_one_player_in_two_matches(world: World) -> None:
    first, thread1 = await start_match(world, THWART)
    message = await world.carol.slash(world.channel, f"play {THWART}", opponent=world.alice)
    assert message.ephemeral
    challenge = bot_messages(world.channel, world.env)[-1]
    await world.alice.click(challenge, label="Accept")
    second = first + 1
    assert (await world.match(second)).status is MatchStatus.ACTIVE
    prompt2 = prompts(world.alice, second)[-1]
    assert "several Thwart Omega matches" in shown(prompt2) and f"#{second}" in shown(prompt2)

    await world.alice.send_dm("b c3 w e5")
    assert "Reply to that match's prompt" in dms(world.alice)[-1].content
    dm = world.alice.user.dm_channel
    await world.alice.send_dm(
        "b c3 w e5", reference={"channel_id": str(dm.id), "message_id": str(prompt2.id)}
    )
    assert receipts(world.alice)[-1].startswith(f"📝 Match #{second} · round 1")
    await world.alice.send_dm(f"#{first} b g7 w g6")
    assert receipts(world.alice)[-1].startswith(f"📝 Match #{first} · round 1")
    await world.bob.send_dm("b a1 w a2 lock")
    await world.alice.send_dm(f"#{first} lock")
    reveal = shown(bot_messages(thread1, world.env)[-1])
    assert f"Match #{first}" in reveal and "`b g7 w g6`" in reveal
    assert (await world.match(second)).round == 1


async def test_full_match_by_dm(world: World) -> None:
    match_id, thread = await start_match(world, THWART, tiebreak="draw")
    rng = random.Random(3)
    game = rules.get_game(THWART)
    rounds = 0
    while (view := await world.match(match_id)).status is MatchStatus.ACTIVE:
        rounds += 1
        for person in (world.alice, world.bob):
            seat = view.players.index(person.id)
            if rng.random() < 0.15:
                continue  # this player forgets: filled at random
            move = game.random_move(view.state, seat, rng)
            await person.send_dm(move + (" lock" if rng.random() < 0.7 else ""))
        if (await world.match(match_id)).round == view.round:
            await world.env.advance_time(60)
        assert rounds < 30
    view = await world.match(match_id)
    assert view.status is MatchStatus.FINISHED and view.result is not None
    reveals = [m for m in bot_messages(thread, world.env) if "revealed" in shown(m)]
    assert len(reveals) == rounds
    assert all(images(m) and "Score:" in shown(m) for m in reveals)
    assert "is over" in shown(bot_messages(thread, world.env)[-1])
    assert 12 <= rounds <= 23
    assert len(prompts(world.alice, match_id)) == rounds
    assert await world.arena.service.verify(match_id)


async def test_dms_opened_too_fast_fall_back_to_secret_for_that_round(world: World) -> None:
    world.env.inject_error(
        "POST",
        f"/channels/{world.bob.user.dm_channel.id}/messages",
        status=400,
        code=40003,
        message="You are opening direct messages too fast",
        times=1,
    )
    match_id, thread = await start_match(world, THWART)
    [notice] = [m for m in bot_messages(thread, world.env) if "right now" in shown(m)]
    assert world.bob.mention in shown(notice) and "/secret" in shown(notice)
    assert "round 1 of" in shown(notice)
    assert not prompts(world.bob, match_id)
    result = await world.bob.slash(thread, "secret", move="b c3 w e5", lock=True)
    assert result.ephemeral and "locked" in said(result)
    await world.alice.send_dm("b a1 w a2 lock")
    # Round 2: DMs work again, so bob's prompt comes by DM; nothing public about moves.
    assert len(prompts(world.bob, match_id)) == 1
    assert not [m for m in bot_messages(thread, world.env) if "round 2 of" in shown(m)]
    assert "c3" not in shown(notice)
