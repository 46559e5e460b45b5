"""Single and double elimination brackets: seeding, byes, advancing, losers' bracket, reset."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.tournaments.core import elimination as E
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import (
    BYE,
    TBD,
    Format,
    Kind,
    Pairing,
    Result,
    TournamentError,
)
from tests.engine.tournaments.core.support import play_out, players
from tests.engine.tournaments.core.support import settings as make_settings


def test_seed_order_is_the_standard_bracket() -> None:
    assert E.seed_order(2) == (1, 2)
    assert E.seed_order(8) == (1, 8, 4, 5, 2, 7, 3, 6)
    assert E.seed_order(16) == (1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11)


@pytest.mark.parametrize("size", [2, 4, 8, 16, 32, 64, 128])
def test_seed_order_pairs_sum_and_top_seeds_meet_last(size: int) -> None:
    order = E.seed_order(size)
    assert sorted(order) == list(range(1, size + 1))
    # Every first-round pair adds up to size + 1 (1 v 16, 8 v 9, ...).
    assert all(order[i] + order[i + 1] == size + 1 for i in range(0, size, 2))
    # Seeds 1 and 2 are in different halves, 1..4 in different quarters.
    half = size // 2
    assert (order.index(1) < half) != (order.index(2) < half)
    if size >= 4:
        quarters = {order.index(s) // (size // 4) for s in (1, 2, 3, 4)}
        assert len(quarters) == 4


@given(n=st.integers(2, 128))
@settings(max_examples=60, deadline=None)
def test_byes_go_to_the_top_seeds_in_round_one_only(n: int) -> None:
    bracket = E.build_bracket(n, False, frozenset(range(1, n + 1)), {})
    size = E.bracket_size(n)
    first = bracket.rounds("W")[0]
    assert len(first) == size // 2
    with_bye = sorted(m.a if m.b == BYE else m.b for m in first if m.walkover)
    assert with_bye == list(range(1, size - n + 1))
    # No first-round match is bye against bye, and byes never appear later.
    assert all(not (m.a == BYE and m.b == BYE) for m in first)
    assert all(BYE not in (m.a, m.b) for r in bracket.rounds("W")[1:] for m in r)


@given(n=st.integers(2, 128), seed=st.integers(0, 10_000))
@settings(max_examples=40, deadline=None)
def test_single_elimination_runs_to_one_champion(n: int, seed: int) -> None:
    t = T.start(make_settings(Format.SINGLE), players(n))
    t = play_out(t, random.Random(seed))
    bracket = T.bracket(t)
    played = [m for m in bracket.matches if m.result is not None]
    assert len(played) == n - 1  # everyone but the champion loses exactly once
    losses = Counter(m.loser for m in played)
    assert all(count == 1 for count in losses.values())
    champion = T.champion(t)
    assert champion is not None and champion not in losses
    assert sorted(losses) == sorted(set(range(1, n + 1)) - {champion})
    # Winners advance: each match's entrants are the winners of its two source matches.
    for m in bracket.matches:
        for slot, (kind, ref) in ((m.a, m.spec.a_from), (m.b, m.spec.b_from)):
            if kind == "winner":
                assert slot == bracket.match(str(ref)).winner
    places = bracket.placements()
    assert places[champion] == 1 and sorted(places) == list(range(1, n + 1))


@given(n=st.integers(2, 64), seed=st.integers(0, 10_000))
@settings(max_examples=40, deadline=None)
def test_double_elimination_everyone_but_the_champion_loses_twice(n: int, seed: int) -> None:
    t = T.start(make_settings(Format.DOUBLE), players(n))
    t = play_out(t, random.Random(seed))
    bracket = T.bracket(t)
    played = [m for m in bracket.matches if m.result is not None and not m.walkover]
    losses = Counter(m.loser for m in played)
    champion = T.champion(t)
    assert champion is not None
    keys = {m.key for m in bracket.matches}
    reset = "GF2" in keys
    # Without a reset the champion never lost; with one, it lost the first grand final.
    assert losses[champion] == (1 if reset else 0)
    assert all(losses[s] == 2 for s in range(1, n + 1) if s != champion)
    assert len(played) == 2 * n - 2 + (1 if reset else 0)
    # Every winners' bracket loser drops into the losers' bracket exactly once.
    dropped = [m.loser for m in played if m.spec.bracket == "W"]
    in_losers = Counter(s for m in bracket.matches if m.spec.bracket == "L" for s in (m.a, m.b))
    if n > 2:
        assert all(in_losers[s] >= 1 for s in dropped)
    else:  # two entrants: the loser of the only match is the losers' champion
        assert bracket.match("GF").b == dropped[0]
    assert bracket.placements()[champion] == 1


@pytest.mark.parametrize("n", [8, 16, 32, 64, 128])
def test_first_drop_round_never_pairs_a_rematch(n: int) -> None:
    """Losers of winners' round 2 drop in reversed order, so in losers' round 2 nobody meets
    the player who knocked them into the losers' bracket (the drop-down placement)."""
    for seed in range(5):
        t = play_out(T.start(make_settings(Format.DOUBLE), players(n)), random.Random(seed))
        bracket = T.bracket(t)
        met = {
            frozenset((m.a, m.b))
            for m in bracket.matches
            if m.spec.bracket == "W" and m.spec.round <= 2 and not m.walkover
        }
        for m in bracket.rounds("L")[1]:
            assert frozenset((m.a, m.b)) not in met


def test_drop_down_order_alternates() -> None:
    assert [E.drop_position(1, i, 4) for i in (1, 2, 3, 4)] == [4, 3, 2, 1]
    assert [E.drop_position(2, i, 4) for i in (1, 2, 3, 4)] == [3, 4, 1, 2]
    assert E.drop_position(3, 1, 1) == 1


def _store(*pairs: tuple[str, int, int, Result]) -> dict[str, Pairing]:
    return {key: Pairing(key, 1, a, b, r) for key, a, b, r in pairs}


def test_grand_final_reset_when_the_losers_champion_wins() -> None:
    stored = _store(("W1.1", 1, 2, Result.win(0)))
    bracket = E.build_bracket(2, True, {1, 2}, stored)
    gf = bracket.match("GF")
    assert (gf.a, gf.b) == (1, 2) and gf.ready
    # The losers' champion (2) wins the grand final: a second final (bracket reset) follows.
    stored |= _store(("GF", 1, 2, Result.win(1)))
    bracket = E.build_bracket(2, True, {1, 2}, stored)
    assert bracket.final.key == "GF2" and bracket.final.ready and bracket.champion is None
    stored |= _store(("GF2", 1, 2, Result.win(1)))
    assert E.build_bracket(2, True, {1, 2}, stored).champion == 2


def test_no_reset_when_the_winners_champion_wins_the_grand_final() -> None:
    stored = _store(("W1.1", 1, 2, Result.win(0)), ("GF", 1, 2, Result.win(0)))
    bracket = E.build_bracket(2, True, {1, 2}, stored)
    assert bracket.final.key == "GF" and bracket.champion == 1 and bracket.finished


def test_no_reset_after_a_forfeited_grand_final() -> None:
    stored = _store(("W1.1", 1, 2, Result.win(0)))
    bracket = E.build_bracket(2, True, {2}, stored)  # 1 dropped before the grand final
    gf = bracket.final
    assert gf.key == "GF" and gf.result is not None and gf.result.kind is Kind.FORFEIT
    assert bracket.champion == 2


def test_a_dropped_player_forfeits_and_the_opponent_advances() -> None:
    t = T.start(make_settings(Format.SINGLE), players(4))
    w11 = T.pairing(t, "W1.1")
    assert (w11.a, w11.b) == (1, 4)
    t = T.drop(t, 4)
    w11 = T.pairing(t, "W1.1")
    assert w11.result == Result.win(0, forfeit=True)
    assert T.pairing(t, "W2.1").a == 1
    assert "W1.1" not in {p.key for p in T.ready(t)}


def test_both_dropped_one_after_the_other_forfeit_one_match_each() -> None:
    t = T.start(make_settings(Format.SINGLE), players(4))
    t = T.drop(T.drop(t, 1), 4)
    # 4 won W1.1 by forfeit when 1 dropped; 4's own drop changes only the final it waits for.
    assert T.pairing(t, "W1.1").result == Result.win(1, forfeit=True)
    final = T.pairing(t, "W2.1")
    assert final.a == 4 and final.b == TBD
    t = T.record(t, "W1.2", Result.win(1))
    assert T.pairing(t, "W2.1").result == Result.win(1, forfeit=True)
    assert T.finished(t) and T.champion(t) == 3


def test_changing_an_old_result_removes_the_results_that_depended_on_it() -> None:
    t = T.start(make_settings(Format.SINGLE), players(4))
    t = T.record(t, "W1.1", Result.win(0))  # 1 beats 4
    t = T.record(t, "W1.2", Result.win(0))  # 2 beats 3
    t = T.record(t, "W2.1", Result.win(0))  # 1 beats 2: champion 1
    assert T.champion(t) == 1
    t, removed = T.set_result(t, "W1.1", Result.win(1))  # the organiser: 4 beat 1 after all
    assert removed == ["W2.1"]
    final = T.pairing(t, "W2.1")
    assert (final.a, final.b, final.result) == (4, 2, None)
    assert not T.finished(t)


def test_bracket_needs_a_winner() -> None:
    t = T.start(make_settings(Format.SINGLE), players(2))
    with pytest.raises(TournamentError, match="needs a winner"):
        T.record(t, "W1.1", Result.draw())
    t = T.record(t, "W1.1", Result.double_forfeit())
    assert T.finished(t) and T.champion(t) is None


@pytest.mark.parametrize(
    ("key", "n", "double", "words"),
    [
        ("W3.1", 8, False, "Final"),
        ("W2.2", 8, False, "Semi-final 2"),
        ("W1.3", 8, False, "Quarter-final 3"),
        ("W1.3", 32, False, "Round 1, match 3"),
        ("W3.1", 8, True, "Winners' final"),
        ("L4.1", 8, True, "Losers' final"),
        ("L2.2", 16, True, "Losers' round 2, match 2"),
        ("GF2", 8, True, "Grand final (bracket reset)"),
    ],
)
def test_describe(key: str, n: int, double: bool, words: str) -> None:
    assert E.describe(key, n, double) == words


def test_round_names() -> None:
    assert [E.round_name("W", r, 32, False) for r in range(1, 6)] == [
        "Round 1",
        "Round 2",
        "Quarter-finals",
        "Semi-finals",
        "Final",
    ]
    assert E.round_name("W", 2, 8, True) == "Winners' semi-finals"
    assert E.round_name("L", 4, 8, True) == "Losers' final"
    assert E.round_name("L", 3, 8, True) == "Losers' round 3"
    assert E.round_name("F", 2, 8, True) == "Grand final (bracket reset)"
