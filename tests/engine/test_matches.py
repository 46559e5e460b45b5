"""Complete matches of every game through the match service, on a real SQLite file."""

from __future__ import annotations

import random
import re

import pytest

import rules
from bot.engine.errors import (
    BadMove,
    MatchFinished,
    NotAllowed,
    NotYourMatch,
    NotYourTurn,
    UnknownMatch,
)
from bot.engine.model import MatchStatus, Proposal
from tests.engine.support import ALICE, BOB, CAROL, SMALL, Harness, play_out

GAME_IDS = sorted(SMALL)


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_complete_match_replays_exactly(harness: Harness, game_id: str) -> None:
    view = await harness.start(game_id)
    final = await play_out(harness, view, random.Random(game_id))
    assert final.status is MatchStatus.FINISHED
    assert final.result is not None
    game = rules.get_game(game_id)
    outcome = game.outcome(final.state)
    if outcome is not None and outcome.reason != "tie-replay":
        assert final.result.reason == outcome.reason
        assert final.result.winner == outcome.winner
    # The log is complete, in order, and replays to the stored snapshot.
    log = await harness.service.move_log(view.id)
    assert [m.ply for m in log] == list(range(final.ply))
    assert await harness.service.verify(view.id)
    kinds = await harness.kinds(view.id)
    assert kinds[:2] == ["challenge-accepted", "match-started"]
    assert kinds[-1] == "match-finished"
    assert kinds.count("match-finished") == 1
    # Every move (every round) produced a public board update carrying its ply.
    boards = [i for i in await harness.outbox(view.id) if i.notification.kind == "board"]
    per_update = 2 if game.simultaneous else 1
    assert len(boards) == 1 + final.ply // per_update
    assert [b.notification.payload["ply"] for b in boards] == list(
        range(0, final.ply + 1, per_update)
    )


async def test_verify_notices_a_tampered_snapshot(harness: Harness) -> None:
    view = await harness.start("meter")
    await harness.service.play(view.id, ALICE, "b2")
    assert await harness.service.verify(view.id)
    async with harness.store.transaction() as uow:
        match = await uow.load_match(view.id)
        assert match is not None
        other = rules.get_game("meter").play(rules.get_game("meter").new_state(size=3), 0, "a1")
        from dataclasses import replace

        await uow.save_match(replace(match, state=rules.get_game("meter").to_json(other)))
    assert not await harness.service.verify(view.id)


async def test_meter_pie_swap_exchanges_colours(harness: Harness) -> None:
    view = await harness.start("meter")
    assert view.colours == ("black", "white")
    view = (await harness.service.play(view.id, ALICE, "b2")).match
    assert view.to_act == (BOB,)
    view = (await harness.service.play(view.id, BOB, "swap")).match
    assert view.colours == ("white", "black")
    # The new White (Alice, seat 0) moves next.
    assert view.to_act == (ALICE,)
    with pytest.raises(BadMove):
        await harness.service.play(view.id, ALICE, "swap")


async def test_interleave_setup_and_colour_choice(harness: Harness) -> None:
    view = await harness.start("interleave")
    for text in ("black b2", "red a1", "r c3"):
        view = (await harness.service.play(view.id, ALICE, text)).match
    with pytest.raises(NotYourTurn):
        await harness.service.play(view.id, BOB, "red")
    view = (await harness.service.play(view.id, ALICE, "done")).match
    assert view.to_act == (BOB,)
    view = (await harness.service.play(view.id, BOB, "black")).match
    assert view.colours == ("red", "black")
    log = [m.move for m in await harness.service.move_log(view.id)]
    assert log == ["black b2", "red a1", "red c3", "done", "black"]


async def test_meridians_pie_option(harness: Harness) -> None:
    view = await harness.start("meridians", {"size": 5, "pie": True})
    view = (await harness.service.play(view.id, ALICE, "e5")).match
    view = (await harness.service.play(view.id, ALICE, "a1")).match
    assert view.to_act == (BOB,)
    view = (await harness.service.play(view.id, BOB, "light")).match
    assert view.colours == ("dark", "light")
    assert await harness.service.verify(view.id)


async def test_meuda_pie_then_multi_stone_turn(harness: Harness) -> None:
    # RULES.md §9 Meuda case: Black d4, d7, White b2; a root at d1 sees 2 Black groups: N = 2.
    view = await harness.start("meuda")
    view = (await harness.service.play(view.id, ALICE, "d4 b2")).match  # the pie, in one line
    view = (await harness.service.play(view.id, BOB, "black")).match
    assert view.colours == ("white", "black")
    view = (await harness.service.play(view.id, BOB, "d7")).match
    # White (Alice) answers with a root at b4 (N = 1: it sees b2 along row b).
    view = (await harness.service.play(view.id, ALICE, "b4")).match
    ply = view.ply
    # A turn that would need one more stone than given... all or nothing: e1 is not allowed after
    # d1 c1 (the turn is over after two stones), so nothing of the line is placed.
    with pytest.raises(BadMove, match="Nothing was placed"):
        await harness.service.play(view.id, BOB, "d1 c1 e1")
    assert (await harness.service.get_match(view.id)).ply == ply
    # A bad second stone: nothing is placed either.
    with pytest.raises(BadMove, match="Stone 2 of 2"):
        await harness.service.play(view.id, BOB, "d1 g4")
    assert (await harness.service.get_match(view.id)).ply == ply
    result = await harness.service.play(view.id, BOB, "d1 c1", expected_ply=ply)
    assert result.moves == ("d1", "c1")
    assert result.match.ply == ply + 2
    assert result.match.to_act == (ALICE,)
    # A single stone also works: the player keeps the turn until the group is complete.
    assert await harness.service.verify(view.id)


async def test_meuda_single_stones_keep_the_turn(harness: Harness) -> None:
    view = await harness.start("meuda")
    for user, move in ((ALICE, "d4"), (ALICE, "b2"), (BOB, "black"), (BOB, "d7")):
        view = (await harness.service.play(view.id, user, move)).match
    view = (await harness.service.play(view.id, ALICE, "b4")).match
    view = (await harness.service.play(view.id, BOB, "d1")).match
    assert view.to_act == (BOB,)  # one more stone to place
    view = (await harness.service.play(view.id, BOB, "e1")).match
    assert view.to_act == (ALICE,)


async def test_resign(harness: Harness) -> None:
    view = await harness.start("meter")
    await harness.service.play(view.id, ALICE, "b2")
    view = await harness.service.resign(view.id, BOB)
    assert view.status is MatchStatus.FINISHED
    assert view.result is not None
    assert (view.result.winner, view.result.reason) == (0, "resignation")
    assert view.to_act == ()
    assert (await harness.kinds(view.id))[-1] == "match-finished"


async def test_draw_agreement(harness: Harness) -> None:
    view = await harness.start("meridians")
    view = (await harness.service.play(view.id, ALICE, "e5")).match
    view = await harness.service.propose_result(view.id, BOB, Proposal.DRAW)
    assert view.offer is not None and view.offer.winner is None
    with pytest.raises(NotAllowed):
        await harness.service.answer_proposal(view.id, BOB, True)
    view = await harness.service.answer_proposal(view.id, ALICE, True, view.ply)
    assert view.result is not None
    assert (view.result.winner, view.result.reason) == (None, "agreement")


async def test_counting_result_by_agreement_and_withdrawal(harness: Harness) -> None:
    view = await harness.start("meridians")
    view = (await harness.service.play(view.id, ALICE, "e5")).match
    # Bob proposes that Alice wins (the "counting" end); a move withdraws the proposal.
    view = await harness.service.propose_result(view.id, BOB, Proposal.YOU_WIN)
    view = (await harness.service.play(view.id, BOB, "a1")).match
    assert view.offer is None
    with pytest.raises(NotAllowed):
        await harness.service.answer_proposal(view.id, ALICE, True)
    # Declining keeps the match going.
    view = await harness.service.propose_result(view.id, BOB, Proposal.I_WIN)
    view = await harness.service.answer_proposal(view.id, ALICE, False)
    assert view.offer is None and view.status is MatchStatus.ACTIVE
    # The same proposal from both sides ends the match.
    view = await harness.service.propose_result(view.id, ALICE, Proposal.I_WIN)
    view = await harness.service.propose_result(view.id, BOB, Proposal.YOU_WIN)
    assert view.result is not None
    assert (view.result.winner, view.result.reason) == (0, "agreement")


@pytest.mark.parametrize(
    ("game", "options", "proposal", "words"),
    [
        ("meter", {}, Proposal.DRAW, "Meter cannot be drawn (RULES.md §6"),
        ("interleave", {}, Proposal.DRAW, "Interleave has no draws (RULES.md §4"),
        ("thwart-omega", {}, Proposal.DRAW, "tiebreak `replay`"),
        ("meter", {}, Proposal.I_WIN, "Meridians' counting end"),
        ("meuda", {}, Proposal.YOU_WIN, "use `/resign`"),
    ],
)
async def test_proposals_only_where_the_rules_give_them_a_meaning(
    harness: Harness, game: str, options: dict[str, object], proposal: Proposal, words: str
) -> None:
    view = await harness.start(game, options)
    with pytest.raises(NotAllowed, match=re.escape(words)):
        await harness.service.propose_result(view.id, ALICE, proposal)
    assert (await harness.service.get_match(view.id)).offer is None


async def test_a_thwart_omega_match_with_tiebreak_draw_may_agree_a_draw(harness: Harness) -> None:
    view = await harness.start("thwart-omega", {"tiebreak": "draw"})
    view = await harness.service.propose_result(view.id, ALICE, Proposal.DRAW)
    assert view.offer is not None and view.offer.winner is None


async def test_abort_only_before_the_first_move(harness: Harness) -> None:
    view = await harness.start("meter")
    aborted = await harness.service.abort(view.id, BOB)
    assert aborted.status is MatchStatus.ABORTED and aborted.result is None
    view = await harness.start("meter")
    await harness.service.play(view.id, ALICE, "b2")
    with pytest.raises(NotAllowed, match="resign"):
        await harness.service.abort(view.id, ALICE)


async def test_a_moderator_may_abort_a_started_match(harness: Harness) -> None:
    view = await harness.start("meter")
    await harness.service.play(view.id, ALICE, "b2")
    aborted = await harness.service.moderator_abort(view.id, CAROL)
    assert aborted.status is MatchStatus.ABORTED and aborted.result is None
    with pytest.raises(MatchFinished):
        await harness.service.moderator_abort(view.id, CAROL)
    with pytest.raises(UnknownMatch):
        await harness.service.moderator_abort(9999, CAROL)


async def test_many_matches_at_once_in_many_guilds(harness: Harness) -> None:
    a = await harness.start("meter", guild=1, channel=10)
    b = await harness.start("meuda", players=(BOB, ALICE), guild=2, channel=20)
    c = await harness.start("interleave", players=(ALICE, CAROL), guild=2, channel=21)
    await harness.service.play(a.id, ALICE, "b2")
    await harness.service.play(c.id, ALICE, "black b2")
    mine = await harness.service.matches_of(ALICE)
    assert [m.id for m in mine] == [a.id, b.id, c.id]
    assert {m.guild_id for m in mine} == {1, 2}
    assert [m.id for m in await harness.service.matches_of(CAROL)] == [c.id]
    await harness.service.resign(a.id, ALICE)
    assert [m.id for m in await harness.service.matches_of(ALICE)] == [b.id, c.id]
    assert len(await harness.service.matches_of(ALICE, active_only=False)) == 3


async def test_a_match_is_found_by_its_thread(harness: Harness) -> None:
    view = await harness.start("meter")
    assert await harness.service.match_in_thread(555) is None
    await harness.service.set_thread(view.id, 555)
    found = await harness.service.match_in_thread(555)
    assert found is not None and found.id == view.id
    assert await harness.service.match_in_thread(-1) is None


async def test_closed_dms_are_recorded_per_match_and_player(harness: Harness) -> None:
    view = await harness.start("thwart-omega")
    other = await harness.start("thwart-omega")
    assert not await harness.service.dms_closed(view.id, BOB)
    before = await harness.kinds()
    await harness.service.note_dms_closed(view.id, BOB)
    await harness.service.note_dms_closed(view.id, BOB)  # again: no change
    assert await harness.kinds() == before  # nothing to announce: the Discord layer says it
    with pytest.raises(NotYourMatch):
        await harness.service.note_dms_closed(view.id, CAROL)
    with pytest.raises(UnknownMatch):
        await harness.service.note_dms_closed(999, BOB)
    # A new process still knows it, for that match and player only.
    harness = await harness.reopen()
    try:
        assert await harness.service.dms_closed(view.id, BOB)
        assert not await harness.service.dms_closed(view.id, ALICE)
        assert not await harness.service.dms_closed(other.id, BOB)
        assert not await harness.service.dms_closed(-1, BOB)
    finally:
        await harness.close()
