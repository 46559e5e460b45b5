"""The match page's clocks and sealed rounds, over HTTP on a real database: each move's time
where the match has a move clock, and a Thwart Omega round's reveal with its commitments, salts
and seed (docs/fairness.md), which the record's verifier accepts; mid-round nothing of the open
round (its sealed move, salt, commitment or seed) is on the page."""

from __future__ import annotations

import random
import re
from datetime import timedelta

import rules
from bot.engine.games import round_seed
from bot.engine.model import Timing
from bot.web.pages import duration
from rules.commitment import commitment, seed_commitment
from rules.verify import VERIFIED, verify_text
from tests.engine.support import Harness, pick_move
from tests.web.support import site

GAME = rules.get_game("thwart-omega")


async def _seed(h: Harness, match_id: int, round_no: int) -> str:
    async with h.store.read() as uow:
        match = await uow.load_match(match_id)
    assert match is not None
    return round_seed(match.seed, 1, round_no)


def test_durations_read_as_clock_times() -> None:
    assert [duration(s) for s in (0, 9, 60, 75, 3599, 3700)] == [
        "0 s",
        "9 s",
        "1:00",
        "1:15",
        "59:59",
        "1:01:40",
    ]


async def test_a_clocked_match_shows_the_time_each_move_took(h: Harness) -> None:
    async with site(h) as s:
        await s.opt_in()
        view = await h.start("meter", timing=Timing(move_seconds=300))
        path = s.addresses.match_path(view.id)
        rng = random.Random(4)
        for seconds in (7, 95):
            h.clock.advance(timedelta(seconds=seconds))
            user, move = pick_move(view, rng)
            view = (await h.service.play(view.id, user, move, view.ply)).match
        html = await (await s.client.get(path)).text()
        assert 'id="clock"' in html and "Clock: 5:00 a move" in html
        assert re.findall(r'<span class="clock"[^>]*>([^<]*)</span>', html) == ["7 s", "1:35"]
        # A match without a move clock shows no times.
        other = await h.start("meter")
        html = await (await s.client.get(s.addresses.match_path(other.id))).text()
        assert 'id="clock"' not in html and 'class="clock"' not in html


async def test_a_thwart_omega_page_shows_reveals_with_their_seals_and_hides_the_open_round(
    h: Harness,
) -> None:
    async with site(h) as s:
        await s.opt_in()
        view = await h.start("thwart-omega")
        rng = random.Random(11)
        path = s.addresses.match_path(view.id)
        sent = []
        h.clock.advance(timedelta(seconds=12))
        for seat in (0, 1):  # round 1: both lock in, it is revealed
            move = GAME.random_move(view.state, seat, rng)
            sent.append(await h.service.submit(view.id, view.players[seat], move, lock=True))
        view = await h.service.get_match(view.id)
        # Round 2 is open: seat 0 has sealed a move.
        sealed_move = GAME.random_move(view.state, 0, rng)
        sealed = await h.service.submit(view.id, view.players[0], sealed_move, lock=True)
        assert sealed.salt and sealed.commitment
        html = await (await s.client.get(path)).text()
        # Round 1, revealed: its moves, salts, commitments, seed and seed commitment.
        seed1 = await _seed(h, view.id, 1)
        assert 'id="round-1"' in html and seed1 in html
        assert seed_commitment(view.id, 1, 1, seed1) in html
        for seat, played in enumerate(sent):
            assert played.salt in html and played.commitment in html
            assert played.commitment == commitment(
                match_id=view.id,
                game_no=1,
                round_no=1,
                seat=seat,
                move=played.moves[0],
                salt=played.salt,
            )
        assert f"python -m rules verify match-{view.id}-thwart-omega.txt" in html
        assert "Clock: 1:00 a round" in html and "12 s" in html
        # Round 2, open: nothing of it.
        seed2 = await _seed(h, view.id, 2)
        for secret in (
            sealed.salt,
            sealed.commitment,
            seed2,
            seed_commitment(view.id, 1, 2, seed2),
        ):
            assert secret not in html
        assert sealed_move not in re.sub(r"<details.*?</details>", "", html, flags=re.S)
        assert 'id="round-2"' not in html
        for step in ("?step=0", "?step=1", "?step=2", "?game=1&step=9"):
            stepped = await (await s.client.get(path + step)).text()
            assert sealed.salt not in stepped and seed2 not in stepped
        # The record the page offers verifies, and holds round 1's seals only.
        record = await (await s.client.get(f"{path}/record.txt")).text()
        assert sealed.salt not in record and seed2 not in record
        verdict = verify_text(record)
        assert verdict.code == VERIFIED, verdict
        # Once round 2 is revealed, it is there with its seals.
        other = GAME.random_move(view.state, 1, rng)
        await h.service.submit(view.id, view.players[1], other, lock=True)
        html = await (await s.client.get(path)).text()
        assert 'id="round-2"' in html and sealed.salt in html and seed2 in html
        assert sealed.commitment in html


async def test_a_page_shows_a_random_fill_as_decided_by_the_seed(h: Harness) -> None:
    async with site(h) as s:
        await s.opt_in()
        view = await h.start("thwart-omega")
        move = GAME.random_move(view.state, 0, random.Random(2))
        await h.service.submit(view.id, view.players[0], move, lock=True)
        h.clock.advance(timedelta(seconds=61))
        while await h.service.fire_due():
            pass
        html = await (await s.client.get(s.addresses.match_path(view.id))).text()
        assert "(at random)" in html
        assert "a random fill: decided by the round's seed" in html
        assert await _seed(h, view.id, 1) in html
