"""Thwart Omega rounds through the match service (RULES.md §3 "Timing")."""

from __future__ import annotations

import random
import re
from datetime import timedelta

import pytest

import rules
from bot.engine.errors import BadMove, BadRequest, NotAllowed, NotYourMatch, StaleRequest
from bot.engine.games import round_seed
from bot.engine.model import Audience, GuildSettings, MatchStatus, TimerKind, Timing
from rules.commitment import seeded_fill
from tests.engine.support import ALICE, BOB, CAROL, GUILD, Harness

GAME = rules.get_game("thwart-omega")
ROUND = 60


async def test_a_round_opens_with_a_deadline_and_private_prompts(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    assert view.round == 1
    assert view.to_act == (ALICE, BOB)
    assert view.deadline is not None
    assert (view.deadline - harness.clock.now()).total_seconds() == ROUND
    prompts = [i for i in await harness.outbox(view.id) if i.notification.kind == "round-prompt"]
    assert [p.notification.target_id for p in prompts] == [ALICE, BOB]
    assert all(p.notification.audience is Audience.PRIVATE for p in prompts)


async def test_resubmission_the_last_legal_one_counts(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    first = await harness.service.submit(view.id, ALICE, "b a1 w a2")
    assert first.sealed and first.moves == ("b a1 w a2",)
    await harness.service.submit(view.id, ALICE, "W:g7, B:f6")  # changed her mind
    with pytest.raises(BadMove):  # illegal: refused, the previous submission stays
        await harness.service.submit(view.id, ALICE, "b c3 w c3")
    await harness.service.submit(view.id, BOB, "b d4 w e5")
    harness.clock.advance(ROUND)
    assert await harness.service.fire_due() == 1
    log = await harness.service.move_log(view.id)
    assert [(m.seat, m.move, m.random_fill) for m in log] == [
        (0, "b f6 w g7", False),
        (1, "b d4 w e5", False),
    ]
    receipts = [
        i.notification
        for i in await harness.outbox(view.id)
        if i.notification.kind == "submission-receipt"
    ]
    assert [(r.target_id, r.payload["move"]) for r in receipts] == [
        (ALICE, "b a1 w a2"),
        (ALICE, "b f6 w g7"),
        (BOB, "b d4 w e5"),
    ]


async def test_lock_in_ends_the_round_early_and_freezes_the_move(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    with pytest.raises(NotAllowed, match="nothing to lock in"):
        await harness.service.lock_in(view.id, ALICE)
    await harness.service.submit(view.id, ALICE, "b a1 w a2", lock=True)
    with pytest.raises(NotAllowed, match="locked in"):
        await harness.service.submit(view.id, ALICE, "b b1 w b2")
    await harness.service.submit(view.id, BOB, "b c1 w c2")
    result = await harness.service.lock_in(view.id, BOB, expected_ply=0)
    assert result.resolved and result.locked
    assert result.match.round == 2 and result.match.ply == 2
    # The next round has a fresh full deadline from now.
    assert result.match.deadline is not None
    assert (result.match.deadline - harness.clock.now()).total_seconds() == ROUND
    with pytest.raises(StaleRequest) as stale:  # a round-1 button pressed in round 2
        await harness.service.submit(view.id, ALICE, "b d1 w d2", expected_ply=0)
    # Issue 10: in the game's words (rounds), not "move 0 / move 2".
    assert str(stale.value).startswith("That was for round 1 of match #1, which is over; round 2")
    assert "move 0" not in str(stale.value)


async def test_missing_and_illegal_submissions_are_filled_at_random_and_marked(
    harness: Harness,
) -> None:
    view = await harness.start("thwart-omega")
    await harness.service.submit(view.id, ALICE, "b a1 w a2")
    with pytest.raises(BadMove, match=r"(?i)same|different|two"):
        await harness.service.submit(view.id, BOB, "b a1 w a1")
    harness.clock.advance(ROUND - 1)
    assert await harness.service.fire_due() == 0  # not yet
    harness.clock.advance(1)
    assert await harness.service.fire_due() == 1
    log = await harness.service.move_log(view.id)
    assert [(m.seat, m.random_fill) for m in log] == [(0, False), (1, True)]
    async with harness.store.read() as uow:
        match = await uow.load_match(view.id)
    assert match is not None
    expected = seeded_fill(GAME, GAME.new_state(), 1, round_seed(match.seed, 1, 1))
    assert log[1].move == expected
    board = [i for i in await harness.outbox(view.id) if i.notification.kind == "board"][-1]
    moves = board.notification.payload["moves"]
    assert [(m["seat"], m["random"]) for m in moves] == [(0, False), (1, True)]
    assert board.notification.payload["score"].startswith("Black ")


async def test_a_match_of_timeouts_replays_exactly_from_its_seed(harness: Harness) -> None:
    # Never abandoned as unplayed here: every round is filled at random to the end.
    await harness.service.update_guild_settings(GUILD, GuildSettings(unplayed_rounds=0))
    view = await harness.start("thwart-omega")
    for _ in range(30):
        if (await harness.service.get_match(view.id)).status is not MatchStatus.ACTIVE:
            break
        harness.clock.advance(ROUND)
        assert await harness.service.fire_due() == 1
    final = await harness.service.get_match(view.id)
    assert final.status is MatchStatus.FINISHED
    log = await harness.service.move_log(view.id)
    assert 24 <= len(log) <= 46 and all(m.random_fill for m in log)
    # Recompute every random fill from the stored seed, round by round.
    async with harness.store.read() as uow:
        match = await uow.load_match(view.id)
    assert match is not None
    state = GAME.new_state(**match.options)
    for round_no, (first, second) in enumerate(zip(log[0::2], log[1::2], strict=True), 1):
        for record in (first, second):
            seed = round_seed(match.seed, 1, round_no)
            assert seeded_fill(GAME, state, record.seat, seed) == record.move
            assert record.seed == seed and record.salt == ""
        state = GAME.play_round(state, {0: first.move, 1: second.move})
    assert GAME.to_json(state) == match.state
    assert await harness.service.verify(view.id)


async def test_a_full_tie_starts_the_replay_game(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    squares = [f"{f}{r}" for r in range(1, 8) for f in "abcdefg"]
    # Both players burn the same two squares every round: nobody ever has a group: 0 = 0, with
    # identical (empty) group lists, so tiebreak=replay replays the game.
    for round_no in range(23):
        x, y = squares[2 * round_no], squares[2 * round_no + 1]
        await harness.service.submit(view.id, ALICE, f"b {x} w {y}", lock=True)
        result = await harness.service.submit(view.id, BOB, f"b {y} w {x}", lock=True)
        assert result.resolved
    view = result.match
    assert view.status is MatchStatus.ACTIVE
    assert (view.game_no, view.round, view.ply) == (2, 1, 46)
    kinds = await harness.kinds(view.id)
    assert kinds.count("replay-started") == 1
    assert "match-finished" not in kinds
    assert kinds[-2:] == ["round-prompt", "round-prompt"]
    assert await harness.service.verify(view.id)
    # The replay game is an ordinary game: it can be played to its end.
    harness.clock.advance(ROUND)
    assert await harness.service.fire_due() == 1
    log = await harness.service.move_log(view.id)
    assert [m.game_no for m in log[-2:]] == [2, 2]
    assert await harness.service.verify(view.id)


async def test_outage_grace_extends_overdue_rounds_instead_of_filling(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    await harness.service.submit(view.id, ALICE, "b a1 w a2")
    # The bot goes down; the deadline passes while nobody is there to fire it.
    harness.clock.advance(ROUND + 120)
    restarted = await harness.reopen()
    assert await restarted.service.resume() == 1
    after = await restarted.service.get_match(view.id)
    assert after.ply == 0 and after.round == 1
    assert after.deadline == harness.clock.now() + timedelta(seconds=30)
    extended = [
        i.notification
        for i in await restarted.outbox(view.id)
        if i.notification.kind == "deadline-extended"
    ]
    assert len(extended) == 1 and extended[0].audience is Audience.PUBLIC
    assert extended[0].payload["round"] == 1
    assert await restarted.service.fire_due() == 0  # nothing is filled now
    # Bob uses the grace to submit; then the round resolves normally.
    await restarted.service.submit(view.id, BOB, "b c1 w c2")
    harness.clock.advance(30)
    assert await restarted.service.fire_due() == 1
    log = await restarted.service.move_log(view.id)
    assert [m.random_fill for m in log] == [False, False]
    await restarted.close()


async def test_a_timer_firing_after_the_round_ended_does_nothing(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    harness.clock.advance(ROUND)
    async with harness.store.read() as uow:
        (timer,) = await uow.due_timers(harness.clock.now(), 10)
    assert timer.kind is TimerKind.ROUND_END
    # Both lock in just before the scheduler gets to the timer it already read.
    await harness.service.submit(view.id, ALICE, "b a1 w a2", lock=True)
    await harness.service.submit(view.id, BOB, "b c1 w c2", lock=True)
    assert await harness.service._fire(timer) == 0
    assert (await harness.service.get_match(view.id)).ply == 2
    assert len(await harness.service.move_log(view.id)) == 2


async def test_no_secret_in_any_public_notification_before_the_reveal(
    harness: Harness,
) -> None:
    view = await harness.start("thwart-omega", timing=Timing(round_seconds=30))
    rng = random.Random(7)
    while True:
        current = await harness.service.get_match(view.id)
        if current.status is not MatchStatus.ACTIVE:
            break
        sealed: list[str] = []
        for seat in (0, 1):
            for _ in range(rng.randint(1, 3)):  # resubmissions too
                move = GAME.random_move(current.state, seat, rng)
                await harness.service.submit(view.id, current.players[seat], move)
                sealed.append(move)
            # Before the reveal, no public payload names a sealed square.
            squares = {token for move in sealed for token in move.split() if len(token) == 2}
            for payload in await harness.public_payloads():
                found = set(re.findall(r"\b[a-g][1-7]\b", payload))
                assert not found & squares, (found & squares, payload)
        harness.clock.advance(30)
        assert await harness.service.fire_due() == 1
    assert await harness.service.verify(view.id)


async def test_submit_is_only_for_rounds(harness: Harness) -> None:
    view = await harness.start("meter")
    with pytest.raises(NotAllowed, match="move by move"):
        await harness.service.submit(view.id, ALICE, "b2")
    thwart = await harness.start("thwart-omega")
    result = await harness.service.play(thwart.id, ALICE, "bc3 we5")  # play() submits
    assert result.sealed and result.moves == ("b c3 w e5",)
    with pytest.raises(BadMove, match=r"(?i)colour|black|white"):
        await harness.service.play(thwart.id, BOB, "c3 e5")  # ambiguous: no colours


async def test_a_player_reads_back_only_their_own_sealed_submission(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    assert await harness.service.my_submission(view.id, ALICE) is None
    await harness.service.submit(view.id, ALICE, "W:g7, B:f6")
    mine = await harness.service.my_submission(view.id, ALICE)
    assert mine is not None and (mine.move, mine.locked) == ("b f6 w g7", False)
    assert await harness.service.my_submission(view.id, BOB) is None
    with pytest.raises(NotYourMatch):
        await harness.service.my_submission(view.id, CAROL)
    harness.clock.advance(ROUND)
    await harness.service.fire_due()  # round 1 revealed: round 2 has nothing recorded yet
    assert await harness.service.my_submission(view.id, ALICE) is None


async def test_the_reveal_is_queued_before_the_next_rounds_prompts(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    harness.clock.advance(ROUND)
    await harness.service.fire_due()
    kinds = [i.notification.kind for i in await harness.outbox(view.id)]
    # Each board (the start, then round 1's reveal) comes before the prompts of its next round;
    # the commitments in force come just before the reveal.
    assert kinds[-7:] == [
        "board",
        "round-prompt",
        "round-prompt",
        "round-sealed",
        "board",
        "round-prompt",
        "round-prompt",
    ]


async def test_the_receipt_row_records_that_it_was_shown(harness: Harness) -> None:
    """Issue 10: whether the receipt was already shown as a private reply lives on its outbox
    row (restarts keep it); a lock-in of a submission locked already writes no receipt."""
    view = await harness.start("thwart-omega")
    await harness.service.submit(view.id, ALICE, "b a1 w a2", shown=True)
    await harness.service.lock_in(view.id, ALICE)
    await harness.service.lock_in(view.id, ALICE, shown=True)  # again: nothing new
    await harness.service.submit(view.id, BOB, "b d4 w e5")
    receipts = [
        i.notification.payload
        for i in await harness.outbox(view.id)
        if i.notification.kind == "submission-receipt"
    ]
    assert [(r["move"], r["locked"], r["shown"]) for r in receipts] == [
        ("b a1 w a2", False, True),
        ("b a1 w a2", True, False),
        ("b d4 w e5", False, False),
    ]


async def _end_round(harness: Harness) -> None:
    harness.clock.advance(ROUND)
    assert await harness.service.fire_due() == 1


async def test_a_match_nobody_plays_is_abandoned_without_a_winner(harness: Harness) -> None:
    """Issue 10: neither player submits for ``unplayed_rounds`` (default 3) rounds in a row:
    the match ends abandoned, no winner; one submission starts the count again."""
    view = await harness.start("thwart-omega")
    await _end_round(harness)
    await _end_round(harness)
    now = await harness.service.get_match(view.id)
    move = GAME.legal_moves(now.state, 0)[0]
    await harness.service.submit(view.id, ALICE, move)  # round 3: someone plays
    await _end_round(harness)
    await _end_round(harness)
    await _end_round(harness)
    assert (await harness.service.get_match(view.id)).status is MatchStatus.ACTIVE
    await _end_round(harness)  # the third round in a row with no move from anyone
    ended = await harness.service.get_match(view.id)
    assert ended.status is MatchStatus.FINISHED and ended.result is not None
    assert (ended.result.winner, ended.result.reason) == (None, "abandoned")
    assert ended.result.details == "Neither player sent a move for 3 rounds in a row."
    assert len(await harness.service.move_log(view.id)) == 10  # round 6 was not played
    assert await harness.service.verify(view.id)
    assert (await harness.kinds(view.id))[-1] == "match-finished"


async def test_unplayed_rounds_is_a_server_setting(harness: Harness) -> None:
    await harness.service.update_guild_settings(GUILD, GuildSettings(unplayed_rounds=0))
    view = await harness.start("thwart-omega")
    for _ in range(4):
        await _end_round(harness)
    assert (await harness.service.get_match(view.id)).status is MatchStatus.ACTIVE
    await harness.service.update_guild_settings(GUILD, GuildSettings(unplayed_rounds=1))
    await _end_round(harness)
    assert (await harness.service.get_match(view.id)).status is MatchStatus.FINISHED
    with pytest.raises(BadRequest, match="0: never"):
        await harness.service.update_guild_settings(GUILD, GuildSettings(unplayed_rounds=-1))


def test_one_unplayed_round_reads_in_the_singular() -> None:
    """Issue 24: a server may abandon after 1 round; "for 1 rounds" read wrong."""
    from bot.engine.matches.rounds import unplayed_result

    assert unplayed_result(1).details == "Neither player sent a move for 1 round in a row."
    assert unplayed_result(3).details == "Neither player sent a move for 3 rounds in a row."
