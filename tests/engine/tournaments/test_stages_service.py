"""Two-stage events through the service (real SQLite, fake clock): the cut announced once, the
bracket's matches played as in a one-stage bracket (game choice, no-show forfeits at the
deadline, ratings), the stage change surviving a restart, and the refusals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.engine.errors import BadRequest
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Kind, TournamentError
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import Phase, TournamentConfig
from bot.engine.tournaments.service import TournamentService
from bot.engine.tournaments.views import TournamentView
from tests.engine.support import CHANNEL, GUILD, SMALL, Harness
from tests.engine.tournaments.test_service import (
    ORGANISER,
    PLAYERS,
    payloads,
    settle,
    win_game,
)


@pytest.fixture
def h(harness: Harness) -> Harness:
    return harness


@pytest.fixture
def svc(harness: Harness) -> TournamentService:
    return TournamentService(harness.service)


def two_stage(**kw: Any) -> TournamentConfig:
    choice = kw.pop("choice", G.fixed("meter"))
    settings_kw = {
        k: kw.pop(k)
        for k in ("rounds", "top_cut", "top_cut_format", "third_place", "group_size", "format")
        if k in kw
    }
    settings_kw.setdefault("format", Format.SWISS)
    settings_kw.setdefault("top_cut", 4)
    settings = Settings(choice, **settings_kw)
    kw.setdefault("seeding", T.Seeding.ENTRY)
    return TournamentConfig(settings, options=SMALL, **kw)


async def started(svc: TournamentService, n: int, cfg: TournamentConfig) -> TournamentView:
    view = await svc.create(
        guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Night", config=cfg
    )
    for user in PLAYERS[:n]:
        await svc.join(view.id, user, f"Player {user}")
    return await svc.start(view.id, ORGANISER)


async def first_stage(h: Harness, svc: TournamentService, tid: int) -> TournamentView:
    """Every first-stage game is won by side a (the better seed plays it as side a or not:
    it does not matter), until the cut."""
    for _ in range(100):
        view = await svc.get(tid)
        assert view.core is not None
        if view.core.cut:
            return view
        live = view.lives[0]
        await win_game(h, live, live.users[0])
    raise AssertionError("the first stage did not end")


async def test_the_cut_is_announced_once_with_the_qualifiers_and_their_points(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(svc, 6, two_stage(rounds=3, third_place=True))
    view = await first_stage(h, svc, view.id)
    t = view.core
    assert t is not None and len(t.cut) == 4
    [stage] = await payloads(h, "tournament-stage")
    points = {row.seed: row.points for row in T.standings(t)}
    assert stage["qualifiers"] == [
        {"seed": i, "user": t.entrant(seed).player, "points": points[seed]}
        for i, seed in enumerate(t.cut, start=1)
    ]
    assert (stage["top_cut"], stage["format"], stage["third_place"], stage["rounds"]) == (
        4,
        "single-elimination",
        True,
        3,
    )
    assert {live.key for live in view.lives} == {"W1.1", "W1.2"}
    assert all(live.match_id is not None for live in view.lives)
    rounds = [p["round"] for p in await payloads(h, "tournament-round")]
    assert rounds == [1, 2, 3], "three Swiss rounds announced, the bracket is not a round"
    # Later changes announce nothing again.
    live = view.lives[0]
    await win_game(h, live, live.users[0])
    assert len(await payloads(h, "tournament-stage")) == 1


async def test_a_restart_between_the_stages_resumes(tmp_path: Path) -> None:
    h = await Harness.open(tmp_path / "arena.sqlite3")
    svc = TournamentService(h.service)
    try:
        view = await started(svc, 6, two_stage(rounds=2))
        tid = view.id
        view = await first_stage(h, svc, tid)
        before = view.core
    finally:
        await h.close()
    h = await Harness.open(tmp_path / "arena.sqlite3")
    try:
        svc = TournamentService(h.service)
        view = await svc.get(tid)
        assert view.core == before and view.phase is Phase.RUNNING
        for _ in range(10):
            view = await svc.get(tid)
            if view.phase is not Phase.RUNNING:
                break
            live = view.lives[0]
            await win_game(h, live, live.users[0])
        assert view.phase is Phase.FINISHED and view.core is not None
        assert T.champion(view.core) in view.core.cut
        assert len(await payloads(h, "tournament-stage")) == 1
    finally:
        await h.close()


async def test_a_no_show_in_the_bracket_forfeits_at_the_deadline(
    h: Harness, svc: TournamentService
) -> None:
    view = await started(svc, 6, two_stage(rounds=2, deadline_minutes=30))
    view = await first_stage(h, svc, view.id)
    live = next(x for x in view.lives if x.key == "W1.1")
    await h.service.play(live.match_id or 0, live.users[0], "b2")  # side b never shows
    h.clock.advance(30 * 60)
    await settle(h)
    view = await svc.get(view.id)
    assert view.core is not None
    result = T.pairing(view.core, "W1.1").result
    assert result is not None and result.kind is Kind.FORFEIT and result.winner == 0
    told = {p["key"]: p["what"] for p in await payloads(h, "tournament-organiser")}
    assert told.get("W1.1") == "forfeit"


async def test_agree_or_ban_and_ratings_in_the_bracket(h: Harness, svc: TournamentService) -> None:
    pool = ("meter", "meuda")
    view = await started(
        svc, 6, two_stage(rounds=2, choice=G.GameChoice(G.ChoiceRule.AGREE_OR_BAN, pool))
    )
    tid = view.id
    for _ in range(100):
        view = await svc.get(tid)
        assert view.core is not None
        if view.core.cut:
            break
        live = view.lives[0]
        if live.choice is not None:
            await svc.choose(tid, live.key, live.step, live.users[0], "meter")
            await svc.choose(tid, live.key, live.step, live.users[1], "meter")
            continue
        await win_game(h, live, live.users[0])
    live = next(x for x in view.lives if x.key == "W1.1")
    assert live.choice is not None and live.match_id is None, "the bracket's game is chosen too"
    await svc.choose(tid, live.key, live.step, live.users[0], "meuda")
    await svc.choose(tid, live.key, live.step, live.users[1], "meuda")
    live = next(x for x in (await svc.get(tid)).lives if x.key == "W1.1")
    match = await h.service.get_match(live.match_id or 0)
    assert match.game_id == "meuda"
    async with h.store.transaction() as uow:
        before = await uow.load_rating(GUILD, "meuda", live.users[1])
    await win_game(h, live, live.users[1])
    async with h.store.transaction() as uow:
        after = await uow.load_rating(GUILD, "meuda", live.users[1])
    assert before is None and after is not None, "a bracket game is rated like any other"


async def test_refusals_change_nothing(h: Harness, svc: TournamentService) -> None:
    with pytest.raises(BadRequest, match="A top 8 needs more than 8 players"):
        await svc.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            actor=ORGANISER,
            name="Small",
            config=two_stage(top_cut=8, max_players=8),
        )
    with pytest.raises(BadRequest, match="and a round robin has at most 32"):
        await svc.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            actor=ORGANISER,
            name="Too big",
            config=two_stage(format=Format.ROUND_ROBIN, top_cut=32),
        )
    with pytest.raises(TournamentError, match="A top cut follows a Swiss or a round robin"):
        await svc.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            actor=ORGANISER,
            name="Bracket",
            config=two_stage(format=Format.DOUBLE),
        )
    view = await svc.create(
        guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Four", config=two_stage()
    )
    for user in PLAYERS[:4]:
        await svc.join(view.id, user, f"Player {user}")
    with pytest.raises(TournamentError, match="A top 4 needs more than 4 players; there are 4"):
        await svc.start(view.id, ORGANISER)
    assert (await svc.get(view.id)).phase is Phase.SIGNUP


async def test_an_automatic_start_with_too_few_for_the_cut_is_cancelled(
    h: Harness, svc: TournamentService
) -> None:
    view = await svc.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        actor=ORGANISER,
        name="Four",
        config=two_stage(),
        starts_in_minutes=10,
    )
    for user in PLAYERS[:4]:
        await svc.join(view.id, user, f"Player {user}")
    h.clock.advance(10 * 60)
    await settle(h)
    assert (await svc.get(view.id)).phase is Phase.CANCELLED
    [cancelled] = await payloads(h, "tournament-cancelled")
    assert cancelled["reason"] == "too-few-for-top-cut"
    assert (cancelled["players"], cancelled["top_cut"]) == (4, 4)
