"""Sealed moves anyone can check (docs/fairness.md), end to end in Discord: a whole Thwart Omega
match in which Alice changes her move twice before a deadline and Bob misses a round (filled
from the round's seed). Every reveal in the match thread comes right after a post with both
commitments in force; each revealed move and salt hash to the commitment posted for it, each
round's seed to the commitment posted when the round opened; the fill is the seed's; the
receipts showed the players the commitments later posted; the record carries them; no salt or
seed is ever logged. The computer opponent's sealed moves are committed to the same way."""

from __future__ import annotations

import logging
import random
import re

import pytest

import rules
from bot.engine.matches import computer
from bot.engine.matches.records import match_record
from bot.engine.model import MatchStatus
from rules.commitment import commitment, is_hex, seed_commitment, seeded_fill
from rules.record import GameRecord, read_record
from rules.verify import FAILED, VERIFIED, verify_text
from tests.bot.conftest import World, bot_messages, said, start_match
from tests.bot.sealed import (
    opening_commitment,
    reveal_post,
    round_seed_of,
    sealed_post,
)
from tests.bot.test_computer import PAUSE, SLOW_PAUSE, play_computer
from tests.bot.test_thwart import dms

THWART = rules.get_game("thwart-omega")
ROUND_TIME = 300
RECEIPT = re.compile(
    r"round (\d+): I recorded `([^`]+)`.*\nCommitment `([0-9a-f]{64})`, salt `([0-9a-f]{32})`",
    re.DOTALL,
)


def _receipts(text_of_dms: list[str]) -> list[tuple[int, str, str, str]]:
    """(round, move, commitment, salt) of each receipt, oldest first."""
    found = []
    for text in text_of_dms:
        match = RECEIPT.search(text)
        if match:
            found.append((int(match[1]), match[2], match[3], match[4]))
    return found


async def test_a_match_whose_every_reveal_follows_its_commitments(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="bot")
    match_id, thread = await start_match(
        world, "thwart-omega", round_time=ROUND_TIME, tiebreak="draw"
    )
    view = await world.match(match_id)
    players = view.players
    rng = random.Random("commitments")
    changed: list[str] = []
    filled_round = 2
    while view.status is MatchStatus.ACTIVE:
        round_no = view.round
        assert round_no is not None
        moves = [THWART.random_move(view.state, seat, rng) for seat in (0, 1)]
        alice, bob = (world.alice, world.bob)
        alice_seat = players.index(alice.id)
        if round_no == 1:
            # Alice changes her move twice before the deadline; the last one counts.
            others = [THWART.random_move(view.state, alice_seat, rng) for _ in range(2)]
            for move in [*others, moves[alice_seat]]:
                await alice.send_dm(move)
            changed = others
            await bob.send_dm(f"{moves[1 - alice_seat]} lock")
            await alice.send_dm("lock")
        elif round_no == filled_round:
            await alice.send_dm(moves[alice_seat])  # Bob sends nothing
            await world.env.advance_time(ROUND_TIME + 1)  # past the deadline
        else:
            await alice.send_dm(f"{moves[alice_seat]} lock")
            await bob.send_dm(f"{moves[1 - alice_seat]} lock")
        after = await world.match(match_id)
        assert after.round != round_no or after.status is not MatchStatus.ACTIVE
        view = after
    assert view.status is MatchStatus.FINISHED

    # ---- the thread: every reveal right after its commitments ----------------------------
    posts = [m.content for m in bot_messages(thread, world.env)]
    reveals = [i for i, text in enumerate(posts) if reveal_post(text) is not None]
    assert len(reveals) >= 12
    game_no, state = 1, THWART.new_state(**view.options)
    start = next(text for text in posts if "round 1 is open" in text)  # the start board
    committed_seed = opening_commitment(start, 1)
    assert committed_seed is not None
    fills = 0
    posted: dict[tuple[int, int], tuple[str | None, str, str]] = {}
    for number, at in enumerate(reveals, start=1):
        reveal = reveal_post(posts[at])
        sealed = sealed_post(posts[at - 1])
        assert reveal is not None and reveal.round == number
        assert sealed is not None and sealed.round == number, posts[at - 1]
        assert set(sealed.commitments) == set(players) == set(reveal.moves)
        # The seed: committed when the round opened, the same before the reveal, then shown.
        assert sealed.seed_commitment == committed_seed
        assert seed_commitment(match_id, game_no, number, reveal.seed) == committed_seed
        for seat, user in enumerate(players):
            move, random_fill, salt = reveal.moves[user]
            posted[(number, seat)] = (sealed.commitments[user], salt, reveal.seed)
            if random_fill:
                fills += 1
                assert sealed.commitments[user] is None and salt == ""
                assert move == seeded_fill(THWART, state, seat, reveal.seed)
            else:
                assert sealed.commitments[user] == commitment(
                    match_id=match_id,
                    game_no=game_no,
                    round_no=number,
                    seat=seat,
                    move=move,
                    salt=salt,
                )
        state = THWART.play_round(state, {s: reveal.moves[u][0] for s, u in enumerate(players)})
        committed_seed = reveal.next_commitment
        if number == filled_round:
            assert [reveal.moves[u][1] for u in (world.alice.id, world.bob.id)] == [False, True]
    assert fills == 1
    assert committed_seed is None  # the last reveal opens no round
    assert THWART.to_json(state) == THWART.to_json(view.state)

    # ---- the receipts showed each player the commitment later posted ----------------------
    alice_seat = players.index(world.alice.id)
    alice_receipts = _receipts([m.content for m in dms(world.alice)])
    first_round = [r for r in alice_receipts if r[0] == 1]
    assert [r[1] for r in first_round[:2]] == changed
    assert len({r[3] for r in first_round[:3]}) == 3, "a new salt for each change"
    assert first_round[-1][2:] == first_round[2][2:], "the lock-in keeps the last salt"
    final = first_round[-1]
    assert posted[(1, alice_seat)][:2] == (final[2], final[3])
    for earlier in first_round[:2]:
        assert earlier[2] != posted[(1, alice_seat)][0]
    bob_receipts = _receipts([m.content for m in dms(world.bob)])
    bob_seat = 1 - alice_seat
    for round_no, _move, committed, salt in bob_receipts:
        assert posted[(round_no, bob_seat)][:2] == (committed, salt)

    # ---- the record: attached to the result, read back; the fields from the log -----------
    result = bot_messages(thread, world.env)[-1]
    [attachment] = [a for a in result.attachments if (a.filename or "").endswith(".txt")]
    record_text = (await attachment.read()).decode()
    record = read_record(record_text)
    # The record proves the game (docs/fairness.md): it verifies as attached, and with any one
    # move, salt or seed altered it does not.
    verdict = verify_text(record_text)
    assert verdict.code == VERIFIED, verdict.final
    assert len(verdict.lines) == len(record.games[0]) // 2  # one line per round
    altered = [
        record_text.replace(f"| {record.games[0][3].move}", f"| {_other_move(record, 3)}", 1),
        record_text.replace(salt_of(record), salt_of(record)[:-1] + flip(salt_of(record)[-1]), 1),
        record_text.replace(
            record.games[0][0].seed,
            record.games[0][0].seed[:-1] + flip(record.games[0][0].seed[-1]),
            1,
        ),
    ]
    for forged in altered:
        assert forged != record_text
        assert verify_text(forged).code == FAILED, forged
    log = await world.arena.service.move_log(match_id)
    assert [(e.seat, e.move, e.random_fill) for e in record.games[0]] == [
        (m.seat, m.move, m.random_fill) for m in log
    ]
    entries = match_record(view, log, ("Alice", "Bob")).games[0]
    for index, entry in enumerate(entries):
        round_no = index // 2 + 1
        sealed_commitment, salt, seed = posted[(round_no, entry.seat)]
        assert (entry.commitment or None, entry.salt, entry.seed) == (sealed_commitment, salt, seed)
        assert entry.seed_commitment == seed_commitment(match_id, 1, round_no, seed)

    # ---- no salt, seed or round seed in any log line, at any level ------------------------
    logged = "\n".join(r.getMessage() + str(r.__dict__) for r in caplog.records)
    for _commitment, salt, seed in posted.values():
        assert (not salt or salt not in logged) and seed not in logged
    assert await round_seed_of(world, match_id, 1, 1) == posted[(1, 0)][2]


async def test_the_computers_sealed_move_is_committed_to_like_a_players(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(computer, "DELAY_SECONDS", SLOW_PAUSE)
    match_id, thread = await play_computer(world, "thwart-omega", "random", round_time=300)
    await world.env.advance_time(PAUSE)  # the computer submits, locked in
    view = await world.match(match_id)
    assert world.env.bot.user is not None
    bot = world.env.bot.user.id
    seat = view.players.index(bot)
    async with world.arena.store.read() as uow:
        sub = (await uow.load_submissions(match_id, 1, 1))[seat]
    assert is_hex(sub.salt, 16)
    seen = "\n".join(m.content for m in thread.history())
    assert sub.salt not in seen
    result = await world.alice.slash(thread, "secret", move="b a1 w a2", lock=True)
    assert "is locked in" in said(result)
    posts = [m.content for m in bot_messages(thread, world.env)]
    sealed, reveal = sealed_post(posts[-2]), reveal_post(posts[-1])
    assert sealed is not None and reveal is not None
    move, random_fill, salt = reveal.moves[bot]
    assert (move, random_fill, salt) == (sub.move, False, sub.salt)
    assert sealed.commitments[bot] == commitment(
        match_id=match_id, game_no=1, round_no=1, seat=seat, move=move, salt=salt
    )


def flip(digit: str) -> str:
    """Another hex digit."""
    return "0" if digit != "0" else "1"


def salt_of(record: GameRecord) -> str:
    return next(e.salt for e in record.games[0] if e.salt)


def _other_move(record: GameRecord, index: int) -> str:
    """A submission that is not the one at ``index`` (its stones swapped: black, then white)."""
    black, white = record.games[0][index].move.split(" ")[1::2]
    return f"b {white} w {black}"
