"""Tournaments driven through the service on a real SQLite file with a fake clock: sign-up,
check-in, automatic results from finished matches, no-shows at the deadline, a drop, organiser
overrides with the audit log, the agree-or-ban choice, a best-of-3, pause and resume, cancel,
a restart in the middle, the export, and the refusals a player or a non-organiser can cause."""

from __future__ import annotations

import csv
import io
import json
import random
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.engine.errors import EngineError, NotAllowed, NotYourMatch, StaleRequest
from bot.engine.model import MatchStatus
from bot.engine.ratings import Rating
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Kind, Status, TournamentError
from bot.engine.tournaments.core.series import TieSeat
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import LivePairing, NoShow, Phase, TournamentConfig
from bot.engine.tournaments.service import Actor, TournamentService
from bot.engine.tournaments.views import TournamentView
from tests.engine.support import CHANNEL, GUILD, SMALL, Harness, play_out
from tests.engine.tournaments import trf_reader

ORGANISER = Actor(1, manager=True)
PLAYERS = list(range(101, 117))  # sixteen user ids
POOL = ("meter", "interleave", "thwart-omega", "meridians", "meuda")


@pytest.fixture
async def service(harness: Harness) -> TournamentService:
    return TournamentService(harness.service)


def config(
    fmt: Format = Format.SINGLE,
    choice: G.GameChoice | None = None,
    **kw: Any,
) -> TournamentConfig:
    settings_kw = {k: kw.pop(k) for k in ("best_of", "rounds", "tie_seat") if k in kw}
    settings = Settings(choice or G.fixed("meter"), format=fmt, **settings_kw)
    kw.setdefault("seeding", T.Seeding.ENTRY)
    return TournamentConfig(settings, options=SMALL, **kw)


async def settle(h: Harness) -> None:
    """Fire every due timer (match ends waiting to be recorded, deadlines that passed)."""
    while await h.service.fire_due():
        pass


async def payloads(h: Harness, kind: str) -> list[dict[str, Any]]:
    return [dict(i.notification.payload) for i in await h.outbox() if i.notification.kind == kind]


async def started(
    svc: TournamentService, players: list[int], cfg: TournamentConfig | None = None
) -> TournamentView:
    view = await svc.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        actor=ORGANISER,
        name="Stone Cup",
        config=cfg or config(),
    )
    for user in players:
        await svc.join(view.id, user, f"Player {user}")
    return await svc.start(view.id, ORGANISER)


async def win_game(h: Harness, live: LivePairing, winner: int) -> None:
    """The current game of ``live`` ends: the other player resigns."""
    assert live.match_id is not None
    match = await h.service.get_match(live.match_id)
    loser = next(p for p in match.players if p != winner)
    await h.service.resign(match.id, loser)
    await settle(h)


async def finish_by_resignations(
    h: Harness, svc: TournamentService, tid: int, rng: random.Random
) -> TournamentView:
    """Play the rest of the event: every game is resigned by a random side."""
    for _ in range(500):
        view = await svc.get(tid)
        if view.phase is not Phase.RUNNING:
            return view
        live = view.lives[0]
        if live.choice is not None:
            await svc.choose(tid, live.key, live.step, live.users[0], live.choice.remaining[0])
            await svc.choose(tid, live.key, live.step, live.users[1], live.choice.remaining[0])
            continue
        await win_game(h, live, rng.choice(live.users))
    raise AssertionError("the tournament did not finish")


# ---- sign-up and check-in ------------------------------------------------------------------


async def test_sign_up_check_in_and_the_automatic_start(h: Harness, svc: TournamentService) -> None:
    view = await svc.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        actor=ORGANISER,
        name="  Friday   Cup ",
        config=config(checkin_minutes=15),
        starts_in_minutes=60,
    )
    assert view.name == "Friday Cup" and view.phase is Phase.SIGNUP
    for user in PLAYERS[:5]:
        await svc.join(view.id, user, f"Player {user}")
    await svc.leave(view.id, PLAYERS[4])  # changed their mind before the start
    with pytest.raises(TournamentError, match="not open yet"):
        await svc.check_in(view.id, PLAYERS[0])
    h.clock.advance(45 * 60)  # the check-in window opens by itself
    await settle(h)
    assert (await svc.get(view.id)).phase is Phase.CHECKIN
    [opened] = await payloads(h, "tournament-checkin")
    assert opened["players"] == PLAYERS[:4]
    for user in PLAYERS[:3]:
        await svc.check_in(view.id, user)
    with pytest.raises(TournamentError, match="already checked in"):
        await svc.check_in(view.id, PLAYERS[0])
    await svc.join(view.id, PLAYERS[5], "Late")  # joining during check-in checks in at once
    h.clock.advance(15 * 60)
    await settle(h)
    view = await svc.get(view.id)
    assert view.phase is Phase.RUNNING and view.core is not None
    assert [e.player for e in view.core.entrants] == [*PLAYERS[:3], PLAYERS[5]]
    [start] = await payloads(h, "tournament-started")
    assert start["left_out"] == [PLAYERS[3]]  # joined but never checked in
    assert len(view.lives) == 2 and all(live.match_id for live in view.lives)


async def test_seeding_by_rating_uses_this_servers_ratings_in_the_pool(
    h: Harness, svc: TournamentService
) -> None:
    """Issue 14 item 5: with a pool of two games, a player's seeding rating is the mean of their
    ratings in the pool's games they are rated in; another server's or game's ratings count not;
    the unrated come last."""
    a, b, c, d, e = PLAYERS[:5]
    async with h.store.transaction() as uow:
        for guild, game, user, mu in [
            (GUILD, "meter", a, 1400.0),
            (GUILD, "meuda", a, 1800.0),  # mean 1600
            (GUILD, "meter", b, 1700.0),  # rated in one game of the pool: 1700
            (GUILD, "meuda", c, 1500.0),
            (GUILD, "interleave", d, 3000.0),  # not in the pool: d is unrated here
            (GUILD + 1, "meter", e, 3000.0),  # another server: e is unrated here
        ]:
            await uow.save_rating(Rating(guild, game, user, mu=mu))
    cfg = config(choice=G.GameChoice(G.ChoiceRule.ROTATION, ("meter", "meuda")))
    view = await started(svc, [e, d, c, b, a], replace(cfg, seeding=T.Seeding.RATING))
    assert view.core is not None
    order = [x.player for x in view.core.entrants]
    assert order[:3] == [b, a, c] and set(order[3:]) == {d, e}
    [start] = await payloads(h, "tournament-started")
    assert start["seeding"] == "rating"


async def test_too_few_players_at_the_start_cancels(h: Harness, svc: TournamentService) -> None:
    view = await svc.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        actor=ORGANISER,
        name="Quiet",
        config=config(),
        starts_in_minutes=10,
    )
    await svc.join(view.id, PLAYERS[0], "Lonely")
    with pytest.raises(TournamentError, match="at least 2 players"):
        await svc.start(view.id, ORGANISER)
    h.clock.advance(600)
    await settle(h)
    assert (await svc.get(view.id)).phase is Phase.CANCELLED
    assert (await payloads(h, "tournament-cancelled"))[0]["reason"] == "not-enough-players"


# ---- results, seats, series ----------------------------------------------------------------


async def test_matches_are_created_and_results_recorded_automatically(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(svc, PLAYERS[:4])
    games = await payloads(h, "tournament-game")
    assert {g["key"] for g in games} == {"W1.1", "W1.2"}
    first = next(live for live in view.lives if live.key == "W1.1")
    match = await h.service.get_match(first.match_id or 0)
    assert match.players == first.users  # side a (seed 1) sits in seat 0 in game 1
    assert match.channel_id == CHANNEL and match.options == {
        "size": 3,
        "pie": True,
        "max_plies": 190,
    }
    final = await play_out(h, match, random.Random(3))  # a real game, move by move
    await settle(h)
    assert final.result is not None
    view = await svc.get(view.id)
    assert view.core is not None
    recorded = T.pairing(view.core, "W1.1").result
    assert recorded is not None and recorded.kind is Kind.PLAYED
    winner = final.players[final.result.winner or 0] if final.result.winner is not None else None
    assert (await payloads(h, "tournament-result"))[0]["winner"] == winner
    assert [live.key for live in view.lives] == ["W1.2"]


async def test_best_of_three_alternates_seats_and_stops_at_two_wins(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(svc, PLAYERS[:2], config(best_of=3))
    live = view.lives[0]
    a, b = live.users
    seats = []
    for winner in (a, b, a):
        live = (await svc.get(view.id)).lives[0]
        match = await h.service.get_match(live.match_id or 0)
        seats.append(match.players)
        await win_game(h, live, winner)
    assert seats == [(a, b), (b, a), (a, b)]  # RULES.md §2 seat 0 alternates per game
    view = await svc.get(view.id)
    assert view.phase is Phase.FINISHED and view.core is not None
    result = T.pairing(view.core, "W1.1").result
    assert result is not None and result.games == (2.0, 1.0)
    [done] = await payloads(h, "tournament-finished")
    assert done["champion"] == a


async def test_thwart_omega_tie_seat_is_stated_before_the_match(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(
        svc,
        PLAYERS[:2],
        config(choice=G.fixed("thwart-omega"), best_of=3, tie_seat=TieSeat.HIGHER_SEED),
    )
    match = await h.service.get_match(view.lives[0].match_id or 0)
    assert match.options["tiebreak"] == "seat0"  # seed 1 sits in seat 0 in game 1
    kinds = [i.notification.kind for i in await h.outbox()]
    assert kinds.index("tournament-game") < kinds.index("match-started")
    [game] = await payloads(h, "tournament-game")
    assert game["tie_notice"] == {"rule": "higher", "name": "Player 101", "seed": 1, "seat": 0}
    await win_game(h, view.lives[0], PLAYERS[1])
    live = (await svc.get(view.id)).lives[0]
    second = await h.service.get_match(live.match_id or 0)
    assert second.players == (PLAYERS[1], PLAYERS[0]) and second.options["tiebreak"] == "seat1"


async def test_an_aborted_game_is_started_again(h: Harness, svc: TournamentService) -> None:
    view = await started(svc, PLAYERS[:2])
    live = view.lives[0]
    await h.service.abort(live.match_id or 0, live.users[1])
    await settle(h)
    again = (await svc.get(view.id)).lives[0]
    assert again.match_id not in (None, live.match_id) and again.series.games == ()
    assert (await payloads(h, "tournament-game"))[-1]["restarted"] is True


# ---- agree or ban --------------------------------------------------------------------------


async def test_agree_or_ban_picks_privately_then_bans(h: Harness, svc: TournamentService) -> None:
    choice = G.GameChoice(G.ChoiceRule.AGREE_OR_BAN, POOL)
    view = await started(svc, PLAYERS[:2], config(choice=choice, best_of=3))
    live = view.lives[0]
    assert live.choice is not None and live.match_id is None
    a, b = live.users
    prompt = (await payloads(h, "tournament-choice"))[-1]
    assert prompt["phase"] == "pick" and sorted(prompt["to_act"]) == [a, b]
    answer = await svc.choose(view.id, live.key, live.step, a, "Meuda")
    assert answer.action == "pick" and answer.game == "meuda"
    assert (await payloads(h, "tournament-choice"))[-1]["picks"] == [None, None]  # still sealed
    with pytest.raises(NotYourMatch):
        await svc.choose(view.id, live.key, live.step, PLAYERS[5], "meter")
    await svc.choose(view.id, live.key, live.step, b, "meter")  # different: bans follow
    live = (await svc.get(view.id)).lives[0]
    assert live.choice is not None and live.choice.phase == "ban"
    prompt = (await payloads(h, "tournament-choice"))[-1]
    assert prompt["picks"] == ["meuda", "meter"] and prompt["to_act"] == [b]  # lower seed first
    with pytest.raises(StaleRequest):
        await svc.choose(view.id, live.key, live.step - 1, b, "meter")
    with pytest.raises(TournamentError, match="opponent's turn"):
        await svc.choose(view.id, live.key, live.step, a, "meter")
    for banner, game in ((b, "meuda"), (a, "meter"), (b, "interleave"), (a, "meridians")):
        live = (await svc.get(view.id)).lives[0]
        await svc.choose(view.id, live.key, live.step, banner, game)
    live = (await svc.get(view.id)).lives[0]
    match = await h.service.get_match(live.match_id or 0)
    assert match.game_id == "thwart-omega"
    assert (await payloads(h, "tournament-game"))[-1]["how"] == "bans"
    # Game 2 runs the procedure again without the game already played; the same pick agrees.
    await win_game(h, live, a)
    live = (await svc.get(view.id)).lives[0]
    assert live.choice is not None and "thwart-omega" not in live.choice.pool
    await svc.choose(view.id, live.key, live.step, a, "meter")
    await svc.choose(view.id, live.key, live.step, b, "meter")
    live = (await svc.get(view.id)).lives[0]
    assert (await h.service.get_match(live.match_id or 0)).game_id == "meter"
    assert (await payloads(h, "tournament-game"))[-1]["how"] == "agreed"


async def test_missing_picks_and_bans_are_made_at_the_step_deadline(
    h: Harness, svc: TournamentService
) -> None:
    choice = G.GameChoice(G.ChoiceRule.AGREE_OR_BAN, POOL)
    view = await started(svc, PLAYERS[:2], config(choice=choice, choice_minutes=5))
    live = view.lives[0]
    await svc.choose(view.id, live.key, live.step, live.users[0], "meter")
    for _ in range(5):  # the pick deadline, then one ban turn per deadline
        h.clock.advance(5 * 60)
        await settle(h)
    live = (await svc.get(view.id)).lives[0]
    assert live.match_id is not None and live.choice is None
    assert live.showed == {0}  # only side a ever chose anything


# ---- deadlines, drops, overrides -----------------------------------------------------------


async def test_no_shows_forfeit_at_the_deadline_and_the_organiser_is_told(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(svc, PLAYERS[:8], config(deadline_minutes=30))
    lives = {live.key: live for live in view.lives}
    # W1.1: side a plays a move, side b never shows. W1.2: both play. W1.3, W1.4: nobody.
    shown = lives["W1.1"]
    await h.service.play(shown.match_id or 0, shown.users[0], "b2")
    both = lives["W1.2"]
    await h.service.play(both.match_id or 0, both.users[0], "b2")
    await h.service.play(both.match_id or 0, both.users[1], "a1")
    h.clock.advance(30 * 60)
    await settle(h)
    view = await svc.get(view.id)
    assert view.core is not None
    w11 = T.pairing(view.core, "W1.1").result
    assert w11 is not None and w11.kind is Kind.FORFEIT and w11.winner == 0
    assert T.pairing(view.core, "W1.2").result is None  # both showed up: it goes on
    assert T.pairing(view.core, "W1.3").result is not None  # nobody came: both out
    match = await h.service.get_match(shown.match_id or 0)
    assert match.status is MatchStatus.FINISHED and match.result is not None
    assert match.result.reason == "forfeit" and "did not show up" in match.result.details
    told = {p["key"]: p["what"] for p in await payloads(h, "tournament-organiser")}
    assert told == {"W1.1": "forfeit", "W1.2": "overran", "W1.3": "forfeit", "W1.4": "forfeit"}
    organiser_notes = [
        i.notification for i in await h.outbox() if i.notification.kind == "tournament-organiser"
    ]
    assert {n.target_id for n in organiser_notes} == {ORGANISER.user_id}


async def test_notify_only_deadline_forces_nothing(h: Harness, svc: TournamentService) -> None:
    view = await started(svc, PLAYERS[:2], config(deadline_minutes=30, no_show=NoShow.NOTIFY))
    h.clock.advance(3600)
    await settle(h)
    view = await svc.get(view.id)
    assert view.lives and view.lives[0].deadline is None
    assert (await payloads(h, "tournament-organiser"))[0]["what"] == "absent"


async def test_a_drop_keeps_past_results_and_forfeits_the_current_match(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(svc, PLAYERS[:4], config(Format.SWISS, rounds=3))
    for live in view.lives:
        await win_game(h, live, live.users[0])
    view = await svc.get(view.id)
    assert view.core is not None
    before = {r.seed: r.points for r in T.standings(view.core, through_round=1)}
    dropper = view.lives[0].users[1]
    opponent = view.lives[0].users[0]
    match_id = view.lives[0].match_id
    await svc.leave(view.id, dropper)
    view = await svc.get(view.id)
    assert view.core is not None
    entrant = view.core.entrant_of_player(dropper)
    assert entrant is not None and entrant.status is Status.DROPPED
    assert {r.seed: r.points for r in T.standings(view.core, through_round=1)} == before
    match = await h.service.get_match(match_id or 0)
    assert match.result is not None and match.players[match.result.winner or 0] == opponent
    [note] = await payloads(h, "tournament-entrant")
    assert note["action"] == "dropped" and note["forfeits"] == ["Round 2, board 1"]
    drops = [e for e in await svc.audit_log(view.id) if e.action == "drop"]
    assert [(e.actor_id, e.details) for e in drops] == [
        (dropper, f"seed {entrant.seed}: user {dropper}")
    ]
    with pytest.raises(TournamentError, match="already left"):
        await svc.leave(view.id, dropper)  # dropping twice: refused, nothing changed
    assert len(await svc.audit_log(view.id)) == len(drops) + 2  # create, start, drop
    for live in view.lives:
        await win_game(h, live, live.users[0])
    view = await svc.get(view.id)
    assert view.core is not None
    assert all(entrant.seed not in p.entrants for p in view.core.rounds[2])


async def test_organiser_overrides_are_audited(h: Harness, svc: TournamentService) -> None:
    view = await started(svc, [*PLAYERS[:4], 999])
    tid = view.id
    w12 = next(live for live in view.lives if live.key == "W1.2")
    await svc.set_result(tid, ORGANISER, "w1.2", w12.users[1])  # a running match is decided
    match = await h.service.get_match(w12.match_id or 0)
    assert match.status is MatchStatus.FINISHED and match.result is not None
    assert match.players[match.result.winner or 0] == w12.users[1]
    view = await svc.get(tid)
    assert view.core is not None and T.pairing(view.core, "W1.2").result is not None
    with pytest.raises(TournamentError, match="already out of the tournament"):
        await svc.disqualify(tid, ORGANISER, PLAYERS[3])  # lost W1.2 just now: nothing changes
    await svc.disqualify(tid, ORGANISER, PLAYERS[2])
    await svc.replace_player(tid, ORGANISER, PLAYERS[0], 555, "Substitute")
    view = await svc.get(tid)
    assert view.core is not None
    assert view.core.entrant(1).player == 555 and view.core.entrant(1).name == "Substitute"
    [final] = [live for live in view.lives if 555 in live.users]  # seed 1 v the winner of W1.2
    assert final.key == "W2.1"
    match = await h.service.get_match(final.match_id or 0)  # the substitute plays from the start
    assert 555 in match.players and match.status is MatchStatus.ACTIVE
    replaced = await h.service.matches_of(PLAYERS[0], active_only=False)
    assert [m.status for m in replaced] == [MatchStatus.ABORTED]
    await svc.pause(tid, ORGANISER)
    await svc.resume(tid, ORGANISER)
    log = await svc.audit_log(tid)
    assert [e.action for e in log] == [
        "create",
        "start",
        "set-result",
        "disqualify",
        "replace",
        "pause",
        "resume",
    ]
    assert all(e.actor_id == ORGANISER.user_id for e in log)
    assert "W1.2" in log[2].details


async def test_a_changed_bracket_result_stops_the_later_match(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(svc, PLAYERS[:4])
    tid = view.id
    for live in view.lives:
        await win_game(h, live, live.users[0])  # seeds 1 and 2 reach the final
    final = (await svc.get(tid)).lives[0]
    assert final.key == "W2.1"
    semi = await svc.get(tid)
    assert semi.core is not None
    loser = semi.core.entrant(4).player
    await svc.set_result(tid, ORGANISER, "W1.1", loser)  # seed 4 won semi-final 1 after all
    old = await h.service.get_match(final.match_id or 0)
    assert old.status is MatchStatus.ABORTED
    new_final = (await svc.get(tid)).lives[0]
    assert new_final.key == "W2.1" and loser in new_final.users
    assert (await payloads(h, "tournament-result"))[-1]["removed"] == []


async def test_pause_holds_new_games_and_moves_deadlines(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(svc, PLAYERS[:4], config(best_of=3, deadline_minutes=60))
    tid = view.id
    live = view.lives[0]
    assert live.deadline is not None
    await svc.pause(tid, ORGANISER)
    await win_game(h, live, live.users[0])  # a running game still counts while paused
    paused = next(p for p in (await svc.get(tid)).lives if p.key == live.key)
    assert paused.match_id is None and len(paused.series.games) == 1
    h.clock.advance(2 * 3600)  # no deadline fires while paused
    await settle(h)
    assert not await payloads(h, "tournament-deadline")
    await svc.resume(tid, ORGANISER)
    resumed = next(p for p in (await svc.get(tid)).lives if p.key == live.key)
    assert resumed.match_id is not None  # game 2 starts now
    assert resumed.deadline == live.deadline + timedelta(hours=2)  # moved on by the pause


async def test_deadlines_that_passed_during_an_outage_are_extended(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(svc, PLAYERS[:2], config(deadline_minutes=30))
    await h.close()  # the bot is down for two hours: no timer fires
    h.clock.advance(2 * 3600)
    h = await h.reopen()
    svc = TournamentService(h.service)
    assert await svc.after_outage(grace_seconds=300) == 1
    await settle(h)
    live = (await svc.get(view.id)).lives[0]
    assert live.deadline == h.clock.now() + timedelta(seconds=300)  # nobody forfeited
    h.clock.advance(300)
    await settle(h)
    assert (await svc.get(view.id)).phase is Phase.FINISHED  # a double no-show after the grace
    await h.close()


async def test_cancel_aborts_every_running_match(h: Harness, svc: TournamentService) -> None:
    view = await started(svc, PLAYERS[:8])
    await svc.cancel(view.id, ORGANISER)
    view = await svc.get(view.id)
    assert view.phase is Phase.CANCELLED and view.lives == ()
    for match in await h.service.matches_of(PLAYERS[0], active_only=False):
        assert match.status is MatchStatus.ABORTED
    with pytest.raises(TournamentError, match="already over"):
        await svc.cancel(view.id, ORGANISER)


# ---- bad input -----------------------------------------------------------------------------


async def test_refusals_are_sentences_and_change_nothing(
    h: Harness, svc: TournamentService
) -> None:
    with pytest.raises(NotAllowed, match="Only server managers"):
        await svc.create(
            guild_id=GUILD, channel_id=CHANNEL, actor=Actor(7), name="Mine", config=config()
        )
    with pytest.raises(EngineError, match="There is no game called 'chess'"):
        await svc.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            actor=ORGANISER,
            name="X",
            config=config(choice=G.fixed("chess")),
        )
    view = await svc.create(
        guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Cup", config=config()
    )
    await svc.join(view.id, PLAYERS[0], "A")
    before = h.dump()
    with pytest.raises(TournamentError, match="already joined Cup"):
        await svc.join(view.id, PLAYERS[0], "A")
    with pytest.raises(NotAllowed, match="Only the organiser of Cup"):
        await svc.start(view.id, Actor(PLAYERS[0]))
    assert h.dump() == before
    await svc.join(view.id, PLAYERS[1], "B")
    await svc.join(view.id, PLAYERS[2], "C")
    await svc.join(view.id, PLAYERS[3], "D")
    await svc.start(view.id, Actor(7, manager=True))  # any organiser may run it
    with pytest.raises(TournamentError, match="already started; sign-up is closed"):
        await svc.join(view.id, PLAYERS[4], "E")
    view = await svc.get(view.id)
    other = view.lives[0]
    outsider = view.lives[1].users[0]
    before = h.dump()
    for refused in (
        svc.set_result(view.id, Actor(outsider), other.key, outsider),
        svc.disqualify(view.id, Actor(outsider), other.users[0]),
        svc.pause(view.id, Actor(outsider)),
        svc.cancel(view.id, Actor(outsider)),
        svc.replace_player(view.id, Actor(outsider), other.users[0], outsider, "Me"),
    ):
        with pytest.raises(NotAllowed, match="Only the organiser"):
            await refused
    with pytest.raises(NotYourMatch, match="not playing in Semi-final"):
        await svc.concede(view.id, outsider, other.key)
    with pytest.raises(TournamentError, match="no tournament #99"):
        await svc.join(99, PLAYERS[0], "A")
    with pytest.raises(TournamentError, match="not in Semi-final"):
        await svc.set_result(view.id, ORGANISER, other.key, outsider)
    assert h.dump() == before
    await svc.concede(view.id, other.users[1], other.key)  # their own match: accepted
    view = await svc.get(view.id)
    assert view.core is not None and T.pairing(view.core, other.key).result is not None


async def test_only_managers_choose_the_organiser_role(svc: TournamentService) -> None:
    with pytest.raises(NotAllowed):
        await svc.set_organiser_role(GUILD, 42, Actor(5))
    await svc.set_organiser_role(GUILD, 42, ORGANISER)
    assert await svc.organiser_role(GUILD) == 42


# ---- the export and a whole event with a restart ---------------------------------------------


async def test_export_lists_every_result(h: Harness, svc: TournamentService) -> None:
    view = await started(svc, PLAYERS[:3], config(Format.ROUND_ROBIN))
    finished = await finish_by_resignations(h, svc, view.id, random.Random(5))
    assert finished.phase is Phase.FINISHED
    files = await svc.export(view.id)
    rows = list(csv.DictReader(io.StringIO(files.csv)))
    assert len(rows) == 6  # three rounds of one game and one rest each
    played = [r for r in rows if r["result"] == "played"]
    assert len(played) == 3 and all(r["match_ids"] for r in played)
    data = json.loads(files.json)
    assert data["tournament"]["champion"] == data["ranking"][0]["name"]
    assert len(data["games"]) == 3 and data["audit"][0]["action"] == "create"
    assert files.stem == f"stone-cup-{view.id}"
    # FIDE's report file beside them, read back strictly: the same points and places.
    assert files.trf is not None
    report = trf_reader.read(files.trf)
    assert report.round_robin and report.rounds == 3 and "052" in report.records
    assert finished.core is not None
    table = {row.seed: (row.points, row.rank) for row in T.standings(finished.core)}
    assert {s: (p.points, p.rank) for s, p in report.players.items()} == table


async def test_sixteen_player_death_match_with_a_restart_in_the_middle(
    tmp_path: Path,
) -> None:
    """Double elimination, best of 3, agree-or-ban over the five games, check-in, a no-show,
    a drop, an override, and a new process halfway (a resignation committed but not yet
    recorded by the tournament: the durable match-end timer carries it across)."""
    h = await Harness.open(tmp_path / "arena.sqlite3")
    svc = TournamentService(h.service)
    choice = G.GameChoice(G.ChoiceRule.AGREE_OR_BAN, POOL)
    cfg = config(Format.DOUBLE, choice, best_of=3, seeding=T.Seeding.RANDOM, checkin_minutes=10)
    view = await svc.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        actor=ORGANISER,
        name="Death Match",
        config=cfg,
        starts_in_minutes=30,
    )
    tid = view.id
    for user in PLAYERS:
        await svc.join(tid, user, f"Player {user}")
    h.clock.advance(20 * 60)
    await settle(h)
    for user in PLAYERS:
        await svc.check_in(tid, user)
    h.clock.advance(10 * 60)
    await settle(h)
    rng = random.Random(16)
    step = 0
    restarted = False
    try:
        while True:
            view = await svc.get(tid)
            if view.phase is not Phase.RUNNING:
                break
            step += 1
            live = view.lives[0]
            if step == 1:  # a no-show: only side a ever acts before the deadline
                assert live.choice is not None
                await svc.choose(tid, live.key, live.step, live.users[0], "meter")
                for other in view.lives[1:]:  # everyone else shows up in time
                    for user in other.users:
                        await svc.choose(tid, other.key, other.step, user, "meter")
                h.clock.advance(61 * 60)
                await settle(h)
                continue
            if step == 10:
                await svc.leave(tid, live.users[1])
                continue
            if step == 15:  # the organiser reverses a first-round result
                t = view.core
                assert t is not None
                key = next(k for k, p in t.results.items() if k.startswith("W1") and p.result)
                p = T.pairing(t, key)
                assert p.result is not None and p.result.winner is not None
                other_side = p.entrants[1 - p.result.winner]
                await svc.set_result(tid, ORGANISER, key, t.entrant(other_side).player)
                continue
            if live.choice is not None:
                for side in (0, 1):
                    game = rng.choice(live.choice.pool)
                    await svc.choose(tid, live.key, live.step, live.users[side], game)
                live = next(p for p in (await svc.get(tid)).lives if p.key == live.key)
                while live.choice is not None:
                    side = live.choice.turn()[0]
                    game = rng.choice(live.choice.remaining)
                    await svc.choose(tid, live.key, live.step, live.users[side], game)
                    live = next(p for p in (await svc.get(tid)).lives if p.key == live.key)
                continue
            assert live.match_id is not None
            match = await h.service.get_match(live.match_id)
            if step >= 20 and not restarted:  # the resignation commits, then the process dies
                restarted = True
                await h.service.resign(match.id, match.players[0])
                h = await h.reopen()  # before the tournament recorded the game
                svc = TournamentService(h.service)
                await settle(h)
                async with h.store.read() as uow:
                    after = await uow.load_live(tid, live.key)
                assert after is not None and len(after.series.games) == len(live.series.games) + 1
                continue
            await h.service.resign(match.id, rng.choice(match.players))
            await settle(h)
        view = await svc.get(tid)
        assert view.phase is Phase.FINISHED and view.core is not None
        champion = T.champion(view.core)
        assert champion is not None
        [done] = await payloads(h, "tournament-finished")
        assert done["champion"] == view.core.entrant(champion).player
        assert restarted
        kinds = {i.notification.kind for i in await h.outbox()}
        assert {"tournament-deadline", "tournament-entrant", "tournament-choice"} <= kinds
        forfeits = [p for p in await payloads(h, "tournament-result") if p["reason"] == "no-show"]
        assert len(forfeits) == 1
    finally:
        await h.close()


# ---- keep the fixtures short ---------------------------------------------------------------


@pytest.fixture
def h(harness: Harness) -> Harness:
    return harness


@pytest.fixture
def svc(service: TournamentService) -> TournamentService:
    return service
