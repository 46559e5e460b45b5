"""Commitments for sealed moves (docs/fairness.md) through the match service: a salt per
submission, the commitments in force posted before every reveal, the round's seed committed to
when the round opens and revealed with it, random fills from that seed, the game record."""

from __future__ import annotations

import json

import rules
from bot.engine.games import round_seed
from bot.engine.matches.records import match_record
from bot.engine.model import Audience, Notification
from rules.commitment import commitment, is_hex, seed_commitment, seeded_fill
from tests.engine.support import ALICE, BOB, Harness

GAME = rules.get_game("thwart-omega")
ROUND = 60


async def _notes(harness: Harness, match_id: int, kind: str) -> list[Notification]:
    return [i.notification for i in await harness.outbox(match_id) if i.notification.kind == kind]


async def _seed(harness: Harness, match_id: int, game_no: int, round_no: int) -> str:
    async with harness.store.read() as uow:
        match = await uow.load_match(match_id)
    assert match is not None
    return round_seed(match.seed, game_no, round_no)


async def test_a_new_move_gets_a_new_salt_and_the_same_move_keeps_its_own(
    harness: Harness,
) -> None:
    view = await harness.start("thwart-omega")
    first = await harness.service.submit(view.id, ALICE, "b a1 w a2")
    changed = await harness.service.submit(view.id, ALICE, "b f6 w g7")
    again = await harness.service.submit(view.id, ALICE, "W:g7, B:f6")  # the same move
    locked = await harness.service.lock_in(view.id, ALICE)
    assert is_hex(first.salt, 16) and is_hex(changed.salt, 16)
    assert first.salt != changed.salt
    assert again.salt == locked.salt == changed.salt
    assert again.commitment == locked.commitment == changed.commitment
    # The receipts carry what the player was shown, each commitment over its own move.
    receipts = [n.payload for n in await _notes(harness, view.id, "submission-receipt")]
    assert [r["salt"] for r in receipts] == [first.salt, changed.salt, changed.salt, changed.salt]
    for receipt in receipts:
        assert receipt["commitment"] == commitment(
            match_id=view.id,
            game_no=1,
            round_no=1,
            seat=0,
            move=receipt["move"],
            salt=receipt["salt"],
        )
    # Only ever to the player who sealed it.
    receipt_rows = await _notes(harness, view.id, "submission-receipt")
    assert {(n.audience, n.target_id) for n in receipt_rows} == {(Audience.PRIVATE, ALICE)}


async def test_the_commitments_in_force_are_posted_before_the_reveal(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    await harness.service.submit(view.id, ALICE, "b a1 w a2")
    mine = await harness.service.submit(view.id, ALICE, "b f6 w g7")  # the one in force
    harness.clock.advance(ROUND)  # Bob sends nothing: filled from the round's seed
    assert await harness.service.fire_due() == 1

    items = [i.notification for i in await harness.outbox(view.id)]
    kinds = [n.kind for n in items]
    at = kinds.index("round-sealed")
    sealed, reveal = items[at], items[at + 1]
    assert reveal.kind == "board" and sealed.audience is Audience.PUBLIC
    seed = await _seed(harness, view.id, 1, 1)
    assert [c["commitment"] for c in sealed.payload["commitments"]] == [mine.commitment, None]
    assert sealed.payload["seed_commitment"] == seed_commitment(view.id, 1, 1, seed)
    # Round 1's seed was committed to on the public board that opened it.
    start = items[kinds.index("board")]
    assert start.payload["seed_commitment"] == sealed.payload["seed_commitment"]

    # The reveal: each move with its salt, and the seed; the fill is the seed's.
    moves = reveal.payload["moves"]
    assert [(m["move"], m["salt"], m["random"]) for m in moves] == [
        ("b f6 w g7", mine.salt, False),
        (seeded_fill(GAME, GAME.new_state(), 1, seed), "", True),
    ]
    assert reveal.payload["seed"] == seed
    assert (
        commitment(
            match_id=view.id, game_no=1, round_no=1, seat=0, move=moves[0]["move"], salt=mine.salt
        )
        == sealed.payload["commitments"][0]["commitment"]
    )
    # ... and commits to round 2's seed, which opens with it.
    seed2 = await _seed(harness, view.id, 1, 2)
    assert reveal.payload["seed_commitment"] == seed_commitment(view.id, 1, 2, seed2)

    # The move log keeps the salts and the seed.
    log = await harness.service.move_log(view.id)
    assert [(m.salt, m.seed) for m in log] == [(mine.salt, seed), ("", seed)]


async def test_no_salt_or_seed_shows_publicly_before_its_reveal(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    for round_no in (1, 2, 3):
        salts = []
        low, high = 2 * round_no - 1, 2 * round_no
        for player, file in ((ALICE, "a"), (ALICE, "b"), (BOB, "c")):
            if round_no == 3 and player == BOB:
                continue  # a fill: its seed is the secret
            move = f"b {file}{low} w {file}{high}"
            salts.append((await harness.service.submit(view.id, player, move)).salt)
        secrets = [*salts, await _seed(harness, view.id, 1, round_no)]
        secrets.append(await _seed(harness, view.id, 1, round_no + 1))
        public = "\n".join(await harness.public_payloads())
        for secret in secrets:
            assert secret not in public
        harness.clock.advance(ROUND)
        assert await harness.service.fire_due() == 1
        public = "\n".join(await harness.public_payloads())
        assert salts[-1] in public and secrets[-2] in public  # revealed now
        assert salts[0] not in public  # a salt replaced before the lock is never published
        assert secrets[-1] not in public  # the next round's seed stays secret


async def test_the_record_carries_the_commitments_and_the_seeds(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    a = await harness.service.submit(view.id, ALICE, "b a1 w a2", lock=True)
    b = await harness.service.submit(view.id, BOB, "b c1 w c2", lock=True)
    assert b.resolved
    harness.clock.advance(ROUND)  # round 2: nobody moves
    await harness.service.fire_due()
    log = await harness.service.move_log(view.id)
    record = match_record(await harness.service.get_match(view.id), log, ("Alice", "Bob"))
    entries = record.games[0]
    seed1, seed2 = [await _seed(harness, view.id, 1, n) for n in (1, 2)]
    assert [(e.commitment, e.salt) for e in entries] == [
        (a.commitment, a.salt),
        (b.commitment, b.salt),
        ("", ""),
        ("", ""),
    ]
    assert [e.seed for e in entries] == [seed1, seed1, seed2, seed2]
    assert [e.seed_commitment for e in entries] == [
        seed_commitment(view.id, 1, 1, seed1),
        seed_commitment(view.id, 1, 1, seed1),
        seed_commitment(view.id, 1, 2, seed2),
        seed_commitment(view.id, 1, 2, seed2),
    ]


async def test_a_tie_replay_commits_to_its_first_rounds_seed(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    squares = [f"{f}{r}" for r in range(1, 8) for f in "abcdefg"]
    for round_no in range(23):  # the full tie of tests/engine/test_thwart.py
        x, y = squares[2 * round_no], squares[2 * round_no + 1]
        await harness.service.submit(view.id, ALICE, f"b {x} w {y}", lock=True)
        await harness.service.submit(view.id, BOB, f"b {y} w {x}", lock=True)
    [replay] = await _notes(harness, view.id, "replay-started")
    seed = await _seed(harness, view.id, 2, 1)
    assert replay.payload["seed_commitment"] == seed_commitment(view.id, 2, 1, seed)
    assert seed not in json.dumps([json.loads(p) for p in await harness.public_payloads()])
