"""Paced rounds through the service, on a real database with the fake clock: a Swiss round's time
runs out on a stalled match, which the organiser's rule decides (the clock, a double loss, the
organiser, then the clock when they do not); a best of 3 part-way; a bracket's matches each on
their own time; the round time stops while paused and survives a restart; the schedule; and
the round times refused with a sentence, nothing created."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta
from typing import Any, NamedTuple

import pytest

import rules
from bot.engine.errors import BadRequest, EngineError
from bot.engine.model import MatchStatus, Timing
from bot.engine.tournaments import pace
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import series as S
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Kind, Result
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.driver.adjudication import judged, result_after
from bot.engine.tournaments.records import (
    LivePairing,
    Overtime,
    Phase,
    TournamentConfig,
)
from bot.engine.tournaments.service import Actor, TournamentService
from bot.engine.tournaments.views import TournamentView
from tests.engine.support import CHANNEL, GUILD, SMALL, Harness

ORGANISER = Actor(1, manager=True)
PLAYERS = list(range(101, 109))
ROUND = 30  # minutes


@pytest.fixture
def h(harness: Harness) -> Harness:
    return harness


@pytest.fixture
def svc(harness: Harness) -> TournamentService:
    return TournamentService(harness.service)


def config(fmt: Format = Format.SWISS, **kw: Any) -> TournamentConfig:
    settings_kw = {k: kw.pop(k) for k in ("best_of", "rounds") if k in kw}
    if fmt is Format.SWISS:
        settings_kw.setdefault("rounds", 2)
    settings = Settings(G.fixed(kw.pop("game", "meter")), format=fmt, **settings_kw)
    kw.setdefault("round_minutes", ROUND)
    kw.setdefault("deadline_minutes", 0)
    return TournamentConfig(settings, seeding=T.Seeding.ENTRY, options=SMALL, **kw)


async def settle(h: Harness) -> None:
    while await h.service.fire_due():
        pass


async def payloads(h: Harness, kind: str) -> list[dict[str, Any]]:
    return [dict(i.notification.payload) for i in await h.outbox() if i.notification.kind == kind]


async def started(
    svc: TournamentService, cfg: TournamentConfig, players: list[int] = PLAYERS[:4]
) -> TournamentView:
    view = await svc.create(
        guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Paced Cup", config=cfg
    )
    for user in players:
        await svc.join(view.id, user, f"Player {user}")
    return await svc.start(view.id, ORGANISER)


async def move(h: Harness, match_id: int, user: int) -> None:
    """``user`` plays the first legal move of the match."""
    view = await h.service.get_match(match_id)
    game = rules.get_game(view.game_id)
    seat = view.players.index(user)
    await h.service.play(match_id, user, game.legal_moves(view.state, seat)[0], view.ply)


async def resign_in(h: Harness, live: LivePairing, loser: int) -> None:
    assert live.match_id is not None
    await h.service.resign(live.match_id, loser)
    await settle(h)


class Stalled(NamedTuple):
    view: TournamentView
    live: LivePairing
    quick: int
    slow: int


async def stalled_round(h: Harness, svc: TournamentService, cfg: TournamentConfig) -> Stalled:
    """Round 1 of a 4-player Swiss: board 1 finishes; on board 2 the player in seat 0 moves
    after a minute, the other after ten, the first again after a minute, and then the second
    stalls. The view, board 2's pairing, the quick player and the slow one."""
    view = await started(svc, cfg)
    first, second = sorted(view.lives, key=lambda live: live.key)
    await resign_in(h, first, first.users[1])
    assert second.match_id is not None
    match = await h.service.get_match(second.match_id)
    quick, slow = match.players
    for user, seconds in ((quick, 60), (slow, 600), (quick, 60)):
        h.clock.advance(seconds)
        await move(h, match.id, user)
    return Stalled(view, second, quick, slow)


# ---- the three rules --------------------------------------------------------------------------


async def test_the_clock_rule_gives_the_stalled_match_to_the_player_ahead_and_the_next_round_starts(
    h: Harness, svc: TournamentService
) -> None:
    stalled = await stalled_round(h, svc, config(overtime=Overtime.CLOCK))
    view, live, quick, slow = stalled
    assert live.round_ends == live.opened_at + timedelta(minutes=ROUND)
    h.clock.advance(ROUND * 60 - 720 - 1)
    await settle(h)
    assert (await svc.get(view.id)).lives[0].key == live.key  # not yet: one second to go
    h.clock.advance(1)
    await settle(h)
    after = await svc.get(view.id)
    assert after.core is not None and T.current_round(after.core) == 2  # the next round started
    assert [p["round"] for p in await payloads(h, "tournament-round")] == [1, 2]
    [told] = await payloads(h, "tournament-overtime")
    assert told["rule"] == "clock" and told["how"] == "time" and told["by"] == "series"
    assert told["winner"] == quick  # 2 minutes of thinking against 28
    quick_side = live.users.index(quick)
    assert told["used"][quick_side] == 120 and told["used"][1 - quick_side] == 1680
    [channel] = await payloads(h, "tournament-time-up")
    assert [p["key"] for p in channel["pairings"]] == [live.key]
    result = next(p for p in await payloads(h, "tournament-result") if p["key"] == live.key)
    assert result["reason"] == "round-time" and result["winner"] == quick
    assert result["kind"] == "played"
    # The game is over: a forfeit for the side ahead, rated, no more moves taken.
    assert live.match_id is not None
    match = await h.service.get_match(live.match_id)
    assert match.status is MatchStatus.FINISHED and match.result is not None
    assert match.players[match.result.winner] == quick  # type: ignore[index]
    assert "round's time ran out" in match.result.details
    with pytest.raises(EngineError):
        await move(h, match.id, slow)
    # Recorded once: the match-end hook found the pairing closed.
    results = [p for p in await payloads(h, "tournament-result") if p["key"] == live.key]
    assert len(results) == 1


async def test_a_double_loss_leaves_both_without_a_point_and_aborts_the_game(
    h: Harness, svc: TournamentService
) -> None:
    stalled = await stalled_round(h, svc, config(overtime=Overtime.DOUBLE_LOSS))
    view, live, _, _ = stalled
    h.clock.advance(ROUND * 60)
    await settle(h)
    [told] = await payloads(h, "tournament-overtime")
    assert told["rule"] == "double-loss" and told["winner"] is None
    assert told["points"] == [0.0, 0.0]
    after = await svc.get(view.id)
    assert after.core is not None
    decided = T.pairing(after.core, live.key).result
    assert decided == Result.double_forfeit() and decided.kind is Kind.FORFEIT
    assert live.match_id is not None
    assert (await h.service.get_match(live.match_id)).status is MatchStatus.ABORTED
    assert T.current_round(after.core) == 2


async def test_the_organiser_decides_within_their_time(h: Harness, svc: TournamentService) -> None:
    cfg = config(overtime=Overtime.ORGANISER, overtime_minutes=10)
    stalled = await stalled_round(h, svc, cfg)
    view, live, _, slow = stalled
    h.clock.advance(ROUND * 60)
    await settle(h)
    [asked] = await payloads(h, "tournament-overtime")
    assert asked["rule"] == "organiser" and asked["organiser"] == ORGANISER.user_id
    waiting = next(p for p in (await svc.get(view.id)).lives if p.key == live.key)
    assert waiting.round_ends is None
    assert waiting.overtime_ends == h.clock.now() + timedelta(minutes=10)
    assert live.match_id is not None
    assert (await h.service.get_match(live.match_id)).status is MatchStatus.ACTIVE  # plays on
    h.clock.advance(5 * 60)
    await svc.set_result(view.id, ORGANISER, live.key, slow)  # the organiser's word
    h.clock.advance(10 * 60)
    await settle(h)
    assert len(await payloads(h, "tournament-overtime")) == 1  # nothing more was decided
    after = await svc.get(view.id)
    assert after.core is not None
    assert T.pairing(after.core, live.key).result == Result.win(live.users.index(slow))  # type: ignore[arg-type]
    assert T.current_round(after.core) == 2


async def test_without_the_organisers_word_the_clock_rule_decides_when_their_time_is_up(
    h: Harness, svc: TournamentService
) -> None:
    cfg = config(overtime=Overtime.ORGANISER, overtime_minutes=10)
    stalled = await stalled_round(h, svc, cfg)
    view, _, quick, _ = stalled
    h.clock.advance(ROUND * 60)
    await settle(h)
    h.clock.advance(10 * 60 - 1)
    await settle(h)
    assert len(await payloads(h, "tournament-overtime")) == 1
    h.clock.advance(1)
    await settle(h)
    _, decided = await payloads(h, "tournament-overtime")
    assert decided["rule"] == "fallback" and decided["winner"] == quick
    assert len(await payloads(h, "tournament-time-up")) == 2  # the channel heard both
    after = await svc.get(view.id)
    assert after.core is not None and T.current_round(after.core) == 2


# ---- a series part-way, a bracket -------------------------------------------------------------


async def test_a_best_of_3_part_way_counts_the_judged_game_then_goes_to_the_games_ahead(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(svc, config(Format.SINGLE, best_of=3, round_minutes=60), PLAYERS[:2])
    [live] = view.lives
    b = live.users[1]
    await resign_in(h, live, b)  # a leads 1–0
    [live] = (await svc.get(view.id)).lives
    assert live.match_id is not None
    # Game 2: b is ahead on the clock (a thinks for 20 minutes and has not moved).
    match = await h.service.get_match(live.match_id)
    if match.players[0] == b:
        await move(h, match.id, b)
    h.clock.advance(60 * 60)
    await settle(h)
    [told] = await payloads(h, "tournament-overtime")
    assert told["winner"] == b and told["by"] == "game" and told["games"] == [1.0, 1.0]
    view = await svc.get(view.id)
    assert view.phase is Phase.FINISHED and view.core is not None
    assert T.champion(view.core) == 2  # b, seed 2: level 1–1, the judged game decided


def test_the_result_after_a_judged_game() -> None:
    series = S.Series(best_of=3, draws_allowed=True)
    series = S.record_game(series, "meter", 0)
    # a leads 1–0 and is ahead in game 2: 2–0, the series is over.
    _, result, by = result_after(series, "meter", 0, draws_allowed=True, better_seed=0)
    assert (result, by) == (Result.win(0, games=(2.0, 0.0)), "series")
    # Nobody ahead in game 2: 1½–½ for a.
    _, result, by = result_after(series, "meter", None, draws_allowed=True, better_seed=1)
    assert (result, by) == (Result.win(0, games=(1.5, 0.5)), "series")
    # No game under way and nothing played: a draw where allowed, else the better seed.
    empty = S.Series(best_of=1, draws_allowed=False)
    _, result, by = result_after(empty, None, None, draws_allowed=False, better_seed=1)
    assert (result, by) == (Result.win(1), "seed")
    _, result, by = result_after(
        S.Series(best_of=1, draws_allowed=True), None, None, draws_allowed=True, better_seed=0
    )
    assert (result, by) == (Result.draw(), "draw")


async def test_each_bracket_match_has_its_own_time_and_a_double_loss_lets_nobody_on(
    h: Harness, svc: TournamentService
) -> None:
    cfg = config(Format.SINGLE, overtime=Overtime.DOUBLE_LOSS)
    view = await started(svc, cfg)
    first, second = sorted(view.lives, key=lambda live: live.key)
    assert first.round_ends == second.round_ends == h.clock.now() + timedelta(minutes=ROUND)
    h.clock.advance(20 * 60)
    await resign_in(h, first, first.users[1])  # the final opens with 30 minutes of its own
    h.clock.advance(10 * 60)
    await settle(h)  # the second semi-final's time is up: nobody reaches the final
    view = await svc.get(view.id)
    assert view.phase is Phase.FINISHED and view.core is not None
    assert T.champion(view.core) == first.a  # the final was a walkover
    [told] = await payloads(h, "tournament-overtime")
    assert told["key"] == second.key and told["round"] == 0


# ---- pause, restart ---------------------------------------------------------------------------


async def test_the_round_time_stops_while_paused(h: Harness, svc: TournamentService) -> None:
    stalled = await stalled_round(h, svc, config())
    view, live, _, _ = stalled
    await svc.pause(view.id, ORGANISER)
    h.clock.advance(2 * 3600)
    await settle(h)
    assert not await payloads(h, "tournament-overtime")
    await svc.resume(view.id, ORGANISER)
    [waiting] = (await svc.get(view.id)).lives
    assert waiting.round_ends == live.round_ends + timedelta(hours=2)  # type: ignore[operator]
    assert waiting.round_ends is not None
    h.clock.advance((waiting.round_ends - h.clock.now()).total_seconds())
    await settle(h)
    assert len(await payloads(h, "tournament-overtime")) == 1


async def test_the_round_time_survives_a_restart(h: Harness, svc: TournamentService) -> None:
    stalled = await stalled_round(h, svc, config())
    view, _, quick, _ = stalled
    h = await h.reopen()  # a new process: the round's end is in the database, not in memory
    svc = TournamentService(h.service)
    h.clock.advance(ROUND * 60)
    await settle(h)
    [told] = await payloads(h, "tournament-overtime")
    assert told["winner"] == quick
    after = await svc.get(view.id)
    assert after.core is not None and T.current_round(after.core) == 2
    await h.close()


async def test_round_ends_that_passed_during_an_outage_are_moved_past_the_restart(
    h: Harness, svc: TournamentService
) -> None:
    view, live, quick, _ = await stalled_round(h, svc, config())
    await h.close()  # the bot is down for two hours: no timer fires
    h.clock.advance(2 * 3600)
    h = await h.reopen()
    svc = TournamentService(h.service)
    assert await svc.after_outage(grace_seconds=300) == 1
    await settle(h)
    [waiting] = (await svc.get(view.id)).lives
    assert waiting.round_ends == h.clock.now() + timedelta(seconds=300)  # nobody decided yet
    assert not await payloads(h, "tournament-overtime")
    h.clock.advance(300)
    await settle(h)
    [told] = await payloads(h, "tournament-overtime")
    assert told["key"] == live.key and told["winner"] == quick
    await h.close()


async def test_a_thwart_omega_match_is_judged_on_its_board_and_a_sealed_move_stays_sealed(
    h: Harness, svc: TournamentService
) -> None:
    # Rounds of 4 minutes, a round time of 9: three rounds locked in at once, round 4 filled at
    # random when its clock is seen to have run out (at 8:20), and round 5 open (until 12:20)
    # when the time runs out at 9.
    cfg = config(round_minutes=9, game="thwart-omega", timing=Timing(round_seconds=240))
    view = await started(svc, cfg, PLAYERS[:2])
    [live] = view.lives
    assert live.match_id is not None
    game = rules.get_game("thwart-omega")
    rng = random.Random(7)
    for _ in range(3):
        match = await h.service.get_match(live.match_id)
        for seat in (0, 1):
            move = game.random_move(match.state, seat, rng)
            await h.service.submit(match.id, match.players[seat], move, lock=True)
    h.clock.advance(8 * 60 + 20)
    await settle(h)
    match = await h.service.get_match(live.match_id)
    assert match.status is MatchStatus.ACTIVE and match.round == 5
    sealed = game.random_move(match.state, 0, rng)
    await h.service.submit(match.id, match.players[0], sealed)  # not locked, not revealed
    h.clock.advance(40)
    await settle(h)
    [told] = await payloads(h, "tournament-overtime")
    assert told["how"] == "score" and told["scores"] is not None
    ended = await h.service.get_match(live.match_id)
    assert ended.status is MatchStatus.FINISHED and ended.result is not None
    black, white = (told["scores"][live.users.index(user)] for user in ended.players)
    if black != white:
        assert ended.result.winner == (0 if black > white else 1)  # the higher score
    else:
        assert told["tie"] is not None
    assert not any(sealed in payload for payload in await h.public_payloads())
    assert (await svc.get(view.id)).phase is Phase.FINISHED


# ---- judging each kind of game ----------------------------------------------------------------


async def judge_now(h: Harness, match_id: int) -> Any:
    async with h.store.read() as uow:
        stored = await uow.load_match(match_id)
        assert stored is not None
        return judged(rules.GAMES, stored, await uow.load_moves(match_id), h.clock.now())


async def test_a_turn_based_game_is_judged_on_the_thinking_time_used(h: Harness) -> None:
    match = await h.start("meter")
    first, second = match.players
    for user, seconds in ((first, 100), (second, 30)):
        h.clock.advance(seconds)
        await move(h, match.id, user)
    h.clock.advance(20)  # seat 0 is to move: 100 + 20 s against 30 s
    judgement = await judge_now(h, match.id)
    assert judgement.used == (120.0, 30.0) and judgement.seat == 1 and judgement.how == "time"
    h.clock.advance(10)
    await move(h, match.id, first)
    h.clock.advance(100)  # seat 1 to move: 130 s each
    level = await judge_now(h, match.id)
    assert level.used == (130.0, 130.0) and level.seat is None  # nobody is ahead


async def test_thwart_omega_is_judged_on_the_score_then_the_seat_rule(h: Harness) -> None:
    match = await h.start("thwart-omega", {"tiebreak": "seat1"})
    async with h.store.read() as uow:
        stored = await uow.load_match(match.id)
    assert stored is not None
    judgement = judged(rules.GAMES, stored, [], stored.created_at)
    # Nothing on the board: both score 0, equal sizes, the seat rule gives it to seat 1.
    assert (judgement.how, judgement.scores, judgement.seat) == ("score", (0, 0), 1)
    assert judgement.tie == "tie-seat1"


# ---- the schedule -----------------------------------------------------------------------------


async def test_the_schedule_gives_the_rounds_ends(h: Harness, svc: TournamentService) -> None:
    view = await started(svc, config(rounds=3, overtime=Overtime.ORGANISER, overtime_minutes=10))
    start = h.clock.now()
    shown = pace.schedule(view.record, view.lives)
    assert [(e.round, e.latest) for e in shown] == [(1, False), (2, True), (3, True)]
    assert shown[0].ends == start + timedelta(minutes=30)
    assert shown[1].ends == start + timedelta(minutes=70)  # 30, then 10 to decide, then 30
    assert shown[2].ends == start + timedelta(minutes=110)
    await svc.pause(view.id, ORGANISER)
    h.clock.advance(600)
    paused = await svc.get(view.id)
    [only] = pace.schedule(paused.record, paused.lives)
    assert only.left == timedelta(minutes=30)  # the clock stopped with the pause


# ---- bad input ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "sentence"),
    [
        ({"round_minutes": -5}, "from 0 \\(no round time\\) to 10080"),
        ({"round_minutes": 10_081}, "from 0 \\(no round time\\) to 10080"),
        ({"round_minutes": 2.5}, "whole number of minutes"),
        ({"round_minutes": 4}, "Give at least 5 minutes"),
        ({"overtime_minutes": 0}, "from 1 to 1440"),
        ({"overtime_minutes": 1441}, "from 1 to 1440"),
        ({"overtime": "coin"}, "the clock, a double loss or yours"),
        # A best of 3 with a 10-minute move clock: two games, a move each, 40 minutes at least.
        (
            {"round_minutes": 39, "best_of": 3, "timing": Timing(move_seconds=600)},
            "shorter than the games' own clocks allow.*at least 40 minutes",
        ),
        # Thwart Omega's 5-minute rounds, one game: 10 minutes at least.
        (
            {"round_minutes": 9, "game": "thwart-omega", "timing": Timing(round_seconds=300)},
            "at least 10 minutes",
        ),
    ],
)
async def test_a_round_time_that_cannot_be_used_is_refused_and_nothing_is_created(
    h: Harness, svc: TournamentService, changes: dict[str, Any], sentence: str
) -> None:
    before = h.dump()
    with pytest.raises(BadRequest, match=sentence):
        await svc.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            actor=ORGANISER,
            name="Too fast",
            config=config(**changes),
        )
    assert h.dump() == before
    assert await svc.of_guild(GUILD) == []


async def test_the_round_time_is_checked_against_the_servers_clocks_when_the_event_sets_none(
    h: Harness, svc: TournamentService
) -> None:
    async with h.service.write(None) as change:
        settings = await change.uow.guild_settings(GUILD)
        await change.uow.save_guild_settings(
            GUILD, replace(settings, timing=Timing(move_seconds=3600)), change.now
        )
    with pytest.raises(BadRequest, match="at least 120 minutes"):
        await svc.create(
            guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Slow", config=config()
        )
    view = await svc.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        actor=ORGANISER,
        name="Slow",
        config=config(round_minutes=120),
    )
    assert view.record.config.round_minutes == 120


async def test_a_brackets_schedule_lists_each_match_with_its_own_end(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(svc, config(Format.SINGLE), PLAYERS[:8])
    start = h.clock.now()
    shown = pace.schedule(view.record, view.lives)
    assert [(e.round, e.key) for e in shown] == [(0, f"W1.{n}") for n in range(1, 5)]
    assert all(e.ends == start + timedelta(minutes=ROUND) and not e.latest for e in shown)
