"""Death Match game choice: fixed, rotation, and the agree-or-ban procedure."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core.model import TournamentError

POOL12 = tuple(f"game{i:02}" for i in range(12))


def test_same_pick_is_played_at_once() -> None:
    state = G.start_agree_or_ban(("meter", "meuda", "interleave"), first=1)
    state = G.pick(state, 0, "Meuda ")
    assert state.phase == "pick" and state.to_act() == (1,)
    state = G.pick(state, 1, "meuda")
    assert state.phase == "done" and state.chosen == "meuda" and state.to_act() == ()
    with pytest.raises(TournamentError, match="already chosen"):
        G.ban(state, 1, "meter")


def test_a_pick_can_change_until_both_have_picked() -> None:
    state = G.start_agree_or_ban(("meter", "meuda"), first=0)
    state = G.pick(G.pick(state, 0, "meter"), 0, "meuda")
    assert state.picks == ("meuda", None)


def test_different_picks_lead_to_bans_with_the_quota_per_turn() -> None:
    state = G.start_agree_or_ban(POOL12, first=1)
    state = G.pick(G.pick(state, 0, "game00"), 1, "game11")
    assert state.phase == "ban"
    turns: list[tuple[int, int, int]] = []  # (side, bans in the turn, games left at its start)
    while state.phase == "ban":
        side, left = state.turn()
        turns.append((side, left, len(state.remaining)))
        for _ in range(left):
            state = G.ban(state, side, state.remaining[0])
    # 12 left: 3 bans; 9: 2; 7: 2; then 1 each, alternating, the lower seed (side 1) first.
    assert turns == [(1, 3, 12), (0, 2, 9), (1, 2, 7), (0, 1, 5), (1, 1, 4), (0, 1, 3), (1, 1, 2)]
    assert state.chosen == "game11" and len(state.remaining) == 1


def test_ban_errors_are_sentences() -> None:
    state = G.start_agree_or_ban(("meter", "meuda", "interleave"), first=0)
    with pytest.raises(TournamentError, match="pick a game first"):
        G.ban(state, 0, "meter")
    state = G.pick(G.pick(state, 0, "meter"), 1, "meuda")
    with pytest.raises(TournamentError, match="opponent's turn"):
        G.ban(state, 1, "meter")
    with pytest.raises(TournamentError, match="not one of the games"):
        G.ban(state, 0, "chess")
    state = G.ban(state, 0, "meter")
    with pytest.raises(TournamentError, match="not one of the games"):
        G.ban(state, 1, "meter")  # already banned
    with pytest.raises(TournamentError, match="picks are over"):
        G.pick(state, 0, "meuda")


def test_missed_picks_and_bans() -> None:
    state = G.start_agree_or_ban(("meter", "meuda", "interleave"), first=0)
    state = G.skip_missing_picks(G.pick(state, 0, "meter"))
    assert state.phase == "ban"  # a missing pick agrees with nothing
    both_missing = G.skip_missing_picks(G.start_agree_or_ban(("a", "b"), first=0))
    assert both_missing.phase == "ban" and not both_missing.agreed
    rng = random.Random(5)
    while state.phase == "ban":
        state = G.ban_at_random(state, rng)
    assert state.chosen in ("meter", "meuda", "interleave")


@given(size=st.integers(2, 15), first=st.sampled_from([0, 1]), seed=st.integers(0, 10_000))
@settings(max_examples=80, deadline=None)
def test_bans_always_end_with_one_game(size: int, first: int, seed: int) -> None:
    pool = tuple(f"g{i}" for i in range(size))
    rng = random.Random(seed)
    state = G.start_agree_or_ban(pool, first=1 if first else 0)
    state = G.skip_missing_picks(state)
    seen_sides: list[int] = []
    while state.phase == "ban":
        side, left = state.turn()
        expected = G.ban_quota(len(state.remaining))
        assert 1 <= left <= expected
        if not seen_sides or seen_sides[-1] != side:
            assert left == expected, "a turn starts with its full quota"
            seen_sides.append(side)
        state = G.ban(state, side, rng.choice(state.remaining))
        assert G.AgreeOrBan.from_json(state.to_json()) == state
    assert state.chosen is not None and len(state.remaining) == 1
    assert seen_sides[0] == first
    assert all(a != b for a, b in itertools.pairwise(seen_sides))


def test_ban_quota() -> None:
    assert [G.ban_quota(n) for n in range(1, 14)] == [0, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3]


def test_who_bans_first() -> None:
    # Game 1: the lower seed (the larger seed number) bans first.
    assert G.first_banner(3, 6, 1) == 1
    assert G.first_banner(6, 3, 1) == 0
    # Later games: the loser of the previous game; after a draw, the lower seed again.
    assert G.first_banner(3, 6, 2, previous_winner=1) == 0
    assert G.first_banner(3, 6, 2, previous_winner=0) == 1
    assert G.first_banner(3, 6, 3, previous_winner=None) == 1


def test_rotation_goes_through_the_pool_by_round_and_game() -> None:
    choice = G.GameChoice(G.ChoiceRule.ROTATION, ("meter", "meuda", "interleave"))
    assert [G.rotation_game(choice, r, 1) for r in (1, 2, 3, 4)] == [
        "meter",
        "meuda",
        "interleave",
        "meter",
    ]
    assert [G.rotation_game(choice, 2, g) for g in (1, 2, 3)] == ["meuda", "interleave", "meter"]
    assert G.rotation_game(G.fixed("meridians"), 7, 3) == "meridians"
    with pytest.raises(ValueError, match="chosen by the players"):
        G.rotation_game(G.GameChoice(G.ChoiceRule.AGREE_OR_BAN, ("a", "b")), 1, 1)


def test_series_pool_leaves_out_played_games_until_none_is_left() -> None:
    choice = G.GameChoice(G.ChoiceRule.AGREE_OR_BAN, ("a", "b", "c"))
    assert G.series_pool(choice, []) == ("a", "b", "c")
    assert G.series_pool(choice, ["b"]) == ("a", "c")
    assert G.series_pool(choice, ["b", "a", "c"]) == ("a", "b", "c")
    repeat = G.GameChoice(G.ChoiceRule.AGREE_OR_BAN, ("a", "b", "c"), repeat=True)
    assert G.series_pool(repeat, ["b"]) == ("a", "b", "c")


@pytest.mark.parametrize(
    ("choice", "message"),
    [
        (G.GameChoice(G.ChoiceRule.FIXED, ()), "at least one game"),
        (G.GameChoice(G.ChoiceRule.FIXED, ("a", "b")), "exactly one game"),
        (G.GameChoice(G.ChoiceRule.AGREE_OR_BAN, ("a",)), "at least two games"),
        (G.GameChoice(G.ChoiceRule.ROTATION, ("a", "a")), "listed twice"),
    ],
)
def test_bad_pools_are_refused(choice: G.GameChoice, message: str) -> None:
    with pytest.raises(TournamentError, match=message):
        choice.checked()


def test_json_round_trip() -> None:
    choice = G.GameChoice(G.ChoiceRule.AGREE_OR_BAN, POOL12, repeat=True)
    assert G.GameChoice.from_json(choice.to_json()) == choice
    state = G.pick(G.start_agree_or_ban(POOL12, first=0), 1, "game03")
    assert G.AgreeOrBan.from_json(state.to_json()) == state
