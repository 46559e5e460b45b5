"""The organiser's decisions through the service (issue 11 items 6 and 7): a Swiss round with no
legal pairing waits for the organiser (rematch, second bye or end), told once in the channel,
and every decision is in the audit log; bad input changes nothing."""

from __future__ import annotations

import json
import random

import pytest

import rules
from bot.engine.errors import BadRequest, NotAllowed
from bot.engine.model import MatchStatus
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Playoff, TournamentError
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import Phase, TournamentConfig
from bot.engine.tournaments.service import Actor, TournamentService
from bot.engine.tournaments.views import TournamentView
from tests.engine.support import GUILD, SMALL, Harness, pick_move
from tests.engine.tournaments.test_service import (
    ORGANISER,
    PLAYERS,
    config,
    payloads,
    started,
    win_game,
)


@pytest.fixture
def h(harness: Harness) -> Harness:
    return harness


@pytest.fixture
def svc(harness: Harness) -> TournamentService:
    return TournamentService(harness.service)


async def held_swiss(h: Harness, svc: TournamentService) -> tuple[TournamentView, tuple[int, int]]:
    """Four players, three Swiss rounds. Round 1 is played; during round 2 the two players who
    were not in the first round-1 match drop, so the two left met already: round 3 is held."""
    view = await started(svc, PLAYERS[:4], config(Format.SWISS, rounds=3))
    first = view.lives[0].users
    for live in view.lives:
        await win_game(h, live, live.users[0])
    for user in PLAYERS[:4]:
        if user not in first:
            await svc.drop_player(view.id, ORGANISER, user)
    return await svc.get(view.id), first


async def test_a_round_with_no_legal_pairing_waits_for_the_organiser(
    h: Harness, svc: TournamentService
) -> None:
    view, first = await held_swiss(h, svc)
    assert view.phase is Phase.RUNNING and not view.lives
    assert view.core is not None and view.core.held == (T.REMATCH,)
    [held] = await payloads(h, "tournament-held")
    assert held["round"] == 3 and held["reasons"] == ["rematch"]
    assert held["organiser"] == ORGANISER.user_id

    stranger = Actor(PLAYERS[0])
    with pytest.raises(NotAllowed):
        await svc.decide_pairing(view.id, stranger, "rematch")
    with pytest.raises(BadRequest, match="Choose `rematch`, `second-bye` or `end`"):
        await svc.decide_pairing(view.id, ORGANISER, "coin-toss")
    still = await svc.get(view.id)
    assert still.core is not None and still.core.held == (T.REMATCH,)

    again = await svc.decide_pairing(view.id, ORGANISER, "second-bye")  # cannot help two
    assert again.core is not None and again.core.held == (T.REMATCH,) and not again.lives
    paired = await svc.decide_pairing(view.id, ORGANISER, "rematch")
    [live] = paired.lives
    assert set(live.users) == set(first) and live.round == 3
    with pytest.raises(TournamentError, match="No round of Stone Cup is waiting"):
        await svc.decide_pairing(view.id, ORGANISER, "end")
    log = [(e.action, e.details) for e in await svc.audit_log(view.id)]
    assert log[-2:] == [
        ("pairing", "round 3 (rematch needed): second-bye"),
        ("pairing", "round 3 (rematch needed): rematch"),
    ]
    assert len(await payloads(h, "tournament-held")) == 1, "told once"


async def test_the_organiser_may_end_the_event_instead(h: Harness, svc: TournamentService) -> None:
    view, _ = await held_swiss(h, svc)
    ended = await svc.decide_pairing(view.id, ORGANISER, "end")
    assert ended.phase is Phase.FINISHED
    assert ended.core is not None and ended.core.settings.rounds == 2
    [finished] = await payloads(h, "tournament-finished")
    assert finished["champion"] is not None


# ---- results an organiser can enter, and undo (issue 11 item 7) ------------------------------


async def test_set_result_with_a_score_a_forfeit_a_double_forfeit_and_undo(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(svc, PLAYERS[:4], config(Format.SWISS, rounds=2, best_of=3))
    first, second = view.lives
    a, b = first.users
    for bad, words in [
        ({"winner": a, "score": (1.0, 2.0)}, "1–2 cannot be"),
        ({"winner": a, "score": (3.0, 0.0)}, "is not a score of a best of 3"),
        ({"winner": a, "score": (1.5, 0.5)}, "1½–½ cannot be"),
        ({"winner": None, "score": (1.0, 1.0)}, "ends level after all its games"),
        ({"winner": a, "how": "double-forfeit"}, "no winner and no score"),
        ({"winner": a, "how": "forfeit", "score": (2.0, 0.0)}, "has no game score"),
        ({"winner": a, "how": "coin-toss"}, "a forfeit or a double forfeit"),
    ]:
        with pytest.raises(BadRequest, match=words):
            await svc.set_result(view.id, ORGANISER, first.key, **bad)  # type: ignore[arg-type]
    assert len((await svc.get(view.id)).lives) == 2, "nothing changed"
    with pytest.raises(TournamentError, match=r"There is no match R9\.9"):
        await svc.set_result(view.id, ORGANISER, "R9.9", a)

    after = await svc.set_result(view.id, ORGANISER, first.key, b, score=(2.0, 1.0))
    assert after.core is not None
    result = T.pairing(after.core, first.key).result
    assert result is not None and result.winner == 1 and result.games == (1.0, 2.0)
    undone, key = await svc.undo_result(view.id, ORGANISER)
    assert key == first.key and any(p.key == first.key for p in undone.lives)
    with pytest.raises(TournamentError, match="no result set by the organiser"):
        await svc.undo_result(view.id, ORGANISER)

    await svc.set_result(view.id, ORGANISER, first.key, a, how="forfeit")
    done = await svc.set_result(view.id, ORGANISER, second.key, None, how="double-forfeit")
    assert done.core is not None and len(done.core.rounds) == 2  # round 2 is paired
    with pytest.raises(TournamentError, match="Round 2 was paired after"):
        await svc.undo_result(view.id, ORGANISER)
    details = [(e.action, e.details) for e in await svc.audit_log(view.id)][-4:]
    assert details == [
        ("set-result", f"{first.key}: won by user {b} (played 1-2)"),
        ("undo", f"{first.key}: the last set-result undone"),
        ("set-result", f"{first.key}: won by user {a} (by forfeit)"),
        ("set-result", f"{second.key}: double forfeit"),
    ]
    exported = json.loads((await svc.export(view.id)).json)
    assert [e["action"] for e in exported["audit"]][-4:] == [a for a, _ in details]
    [undone_note] = await payloads(h, "tournament-undone")
    assert undone_note["key"] == first.key


# ---- late entry into a running Swiss (issue 11 item 8) ---------------------------------------


async def test_a_late_entry_through_the_service(h: Harness, svc: TournamentService) -> None:
    view = await started(svc, PLAYERS[:4], config(Format.SWISS, rounds=3))
    late = PLAYERS[10]
    with pytest.raises(NotAllowed):
        await svc.enter_late(view.id, Actor(PLAYERS[0]), late, "Late", 0.5)
    with pytest.raises(BadRequest, match="not a player who can join"):
        await svc.enter_late(view.id, ORGANISER, True, "Late", 0.5)
    with pytest.raises(TournamentError, match="already in this tournament"):
        await svc.enter_late(view.id, ORGANISER, PLAYERS[1], "Again", 0.0)
    assert (await svc.get(view.id)).core == view.core, "nothing changed"
    entered = await svc.enter_late(view.id, ORGANISER, late, "  Late   Lee ", 0.5)
    assert entered.core is not None and entered.core.entrants[-1].name == "Late Lee"
    [told] = await payloads(h, "tournament-late-entry")
    assert (told["user"], told["seed"], told["missed"], told["points"]) == (late, 5, 1, 0.5)
    assert told["first_round"] == 2
    for live in entered.lives:
        await win_game(h, live, live.users[0])
    after = await svc.get(view.id)
    assert any(late in live.users for live in after.lives) or (
        after.core is not None and any(p.b == "bye" and p.a == 5 for p in T.rounds(after.core)[1])
    )
    log = [(e.action, e.details) for e in await svc.audit_log(view.id)]
    assert ("late-entry", f"seed 5: user {late}, 0.5 point per missed round (1 missed)") in log


# ---- undo while the match it decided has begun (issue 25, the smaller defects) ----------------


async def test_undo_aborts_the_next_match_while_no_move_is_played_and_refuses_after_one(
    h: Harness, svc: TournamentService
) -> None:
    """The organiser sets both semi-finals; the final starts at once. With no move played in
    it the undo is allowed: the final's game is aborted (no result, no rating) and closed, the
    semi-final is open again. Once a move is played, the undo is refused and changes nothing."""
    view = await started(svc, PLAYERS[:4])
    tid = view.id
    first, second = view.lives
    await svc.set_result(tid, ORGANISER, first.key, first.users[0])
    await svc.set_result(tid, ORGANISER, second.key, second.users[0])
    [final] = (await svc.get(tid)).lives
    assert final.key == "W2.1" and final.match_id is not None
    players = final.users

    async def rated() -> list[object]:
        async with h.store.transaction() as uow:
            return [await uow.ratings_of(GUILD, u) for u in players]

    before = await rated()
    undone, key = await svc.undo_result(tid, ORGANISER)
    assert key == second.key
    assert (await h.service.get_match(final.match_id)).status is MatchStatus.ABORTED
    assert [p.key for p in undone.lives] == [second.key]
    assert undone.core is not None and T.pairing(undone.core, second.key).result is None
    assert await rated() == before, "no rating from the aborted final"
    assert (await svc.audit_log(tid))[-1].action == "undo"

    await svc.set_result(tid, ORGANISER, second.key, second.users[0])
    [final] = (await svc.get(tid)).lives
    assert final.match_id is not None
    match = await h.service.get_match(final.match_id)
    user, move = pick_move(match, random.Random(1))
    await h.service.play(match.id, user, move, match.ply)
    with pytest.raises(TournamentError, match="a move was played in it, so it cannot be undone"):
        await svc.undo_result(tid, ORGANISER)
    still = await svc.get(tid)
    assert [p.key for p in still.lives] == ["W2.1"] and still.lives[0].match_id == match.id
    assert (await h.service.get_match(match.id)).status is MatchStatus.ACTIVE
    assert (await svc.audit_log(tid))[-1].action == "set-result"


async def test_a_sealed_submission_does_not_block_the_undo_and_never_shows(
    h: Harness, svc: TournamentService
) -> None:
    """Thwart Omega: a sealed submission is not a move until the reveal, so a final whose first
    round only has one sealed (even locked in) submission has had no move; the undo is allowed,
    the final aborted, and the sealed text appears in no notification at all."""
    view = await started(svc, PLAYERS[:4], config(choice=G.fixed("thwart-omega")))
    tid = view.id
    first, second = view.lives
    await svc.set_result(tid, ORGANISER, first.key, first.users[0])
    await svc.set_result(tid, ORGANISER, second.key, second.users[0])
    [final] = (await svc.get(tid)).lives
    assert final.key == "W2.1" and final.match_id is not None
    match = await h.service.get_match(final.match_id)
    game = rules.get_game(match.game_id)
    sealed = game.random_move(match.state, 0, random.Random(4))
    await h.service.submit(match.id, match.players[0], sealed, lock=True)
    async with h.store.transaction() as uow:
        assert not await uow.load_moves(match.id), "sealed: not a move yet"
    _, key = await svc.undo_result(tid, ORGANISER)
    assert key == second.key
    assert (await h.service.get_match(match.id)).status is MatchStatus.ABORTED
    public = [
        json.dumps(i.notification.payload)
        for i in await h.outbox()
        if i.notification.kind != "submission-receipt"
    ]
    assert not any(sealed in text for text in public), "the sealed move never shows"


async def test_the_champion_post_says_which_tie_break_split_the_leaders(
    h: Harness, svc: TournamentService
) -> None:
    """A round robin of four where side a wins every game: seeds 1 and 2 end level on 2 points
    and Sonneborn-Berger puts seed 1 first. Without a play-off the finished notification names
    seed 2 as level and SB as the tie-break; with one on points, the play-off decides."""
    for playoff, expected in ((Playoff.OFF, "level"), (Playoff.POINTS, "playoff")):
        settings = Settings(G.fixed("meter"), format=Format.ROUND_ROBIN, playoff=playoff)
        cfg = TournamentConfig(settings, seeding=T.Seeding.ENTRY, options=SMALL)
        view = await started(svc, PLAYERS[:4], cfg)
        while lives := (await svc.get(view.id)).lives:
            for live in lives:
                winner = live.users[1] if live.key == T.PLAYOFF else live.users[0]
                await svc.set_result(view.id, ORGANISER, live.key, winner)
        assert (await svc.get(view.id)).phase is Phase.FINISHED
        [done] = [
            dict(i.notification.payload)
            for i in await h.outbox()
            if i.notification.kind == "tournament-finished"
            and i.notification.payload["tournament_id"] == view.id
        ]
        seed = dict(zip(range(1, 5), PLAYERS[:4], strict=True))
        if expected == "level":
            assert done["champion"] == seed[1]
            assert done["level"] == [seed[2]] and done["tie_break"] == "SB"
        else:
            assert done["champion"] == seed[2] and done["playoff"] == [seed[2], seed[1]]
            assert "level" not in done
