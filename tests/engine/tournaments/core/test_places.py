"""Every place decided: a single elimination's third-place match and a Swiss's or round robin's
play-off for first."""

from __future__ import annotations

import random

import pytest

from bot.engine.tournaments.core import elimination as E
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import (
    TBD,
    Format,
    Playoff,
    Result,
    TournamentError,
)
from tests.engine.tournaments.core.support import play_out, players
from tests.engine.tournaments.core.support import settings as make_settings


def _win_by_seed(t: T.Tournament) -> T.Tournament:
    """Every ready match won by the better seed, until nothing is ready."""
    while ready := T.ready(t):
        p = ready[0]
        assert isinstance(p.a, int) and isinstance(p.b, int)
        t = T.record(t, p.key, Result.win(0 if p.a < p.b else 1))
    return t


def test_the_semi_final_losers_play_for_third_beside_the_final() -> None:
    t = T.start(make_settings(Format.SINGLE, third_place=True), players(8))
    while not any(p.key == "3P" for p in T.ready(t)):
        p = T.ready(t)[0]
        assert isinstance(p.a, int) and isinstance(p.b, int)
        t = T.record(t, p.key, Result.win(0 if p.a < p.b else 1))
    keys = {p.key for p in T.ready(t)}
    assert keys == {"W3.1", "3P"}, "the final and the third-place match are played together"
    third = T.pairing(t, "3P")
    assert (third.a, third.b) == (4, 3), "the losers of semi-finals 1 and 2"
    assert T.describe(t, "3P") == "Third-place match"
    assert {4, 3}.isdisjoint(T.eliminated(t)), "still to play: not knocked out yet"
    t = T.record(t, "W3.1", Result.win(0))
    assert not T.finished(t), "the third-place match is still to come"
    t = T.record(t, "3P", Result.win(1))  # seed 3 beats seed 4
    assert T.finished(t) and T.champion(t) == 1
    assert T.ranking(t)[:4] == [(1, 1), (2, 2), (3, 3), (4, 4)]
    assert [place for place, _ in T.ranking(t)[4:]] == [5, 5, 5, 5]


def test_without_the_option_the_semi_final_losers_share_third() -> None:
    t = _win_by_seed(T.start(make_settings(Format.SINGLE), players(8)))
    assert T.finished(t)
    assert T.ranking(t)[:4] == [(1, 1), (2, 2), (3, 3), (3, 4)]
    assert all(p.key != "3P" for p in T.pairings(t))


def test_a_semi_final_loser_who_drops_forfeits_the_third_place_match() -> None:
    t = T.start(make_settings(Format.SINGLE, third_place=True), players(4))
    t = T.record(t, "W1.1", Result.win(0))
    t = T.record(t, "W1.2", Result.win(0))
    t = T.drop(t, 4)  # lost W1.1, waits for the third-place match: may still leave
    third = T.pairing(t, "3P")
    assert third.result == Result.win(1, forfeit=True)
    t = T.record(t, "W2.1", Result.win(1))
    assert T.finished(t)
    assert T.ranking(t) == [(1, 2), (2, 1), (3, 3), (4, 4)]


def test_three_players_have_a_third_without_a_game_and_two_none() -> None:
    t = _win_by_seed(T.start(make_settings(Format.SINGLE, third_place=True), players(3)))
    assert T.finished(t) and T.pairing(t, "3P").result is None, "a walkover: no game"
    assert T.ranking(t) == [(1, 1), (2, 2), (3, 3)]
    two = _win_by_seed(T.start(make_settings(Format.SINGLE, third_place=True), players(2)))
    assert T.finished(two) and all(p.key != "3P" for p in T.pairings(two))


def test_changing_a_semi_final_result_clears_the_third_place_match() -> None:
    t = T.start(make_settings(Format.SINGLE, third_place=True), players(4))
    t = T.record(t, "W1.1", Result.win(0))
    t = T.record(t, "W1.2", Result.win(0))
    t = T.record(t, "3P", Result.win(0))
    t, removed = T.set_result(t, "W1.1", Result.win(1))
    assert removed == ["3P"]
    assert (T.pairing(t, "3P").a, T.pairing(t, "3P").result) == (1, None)


def test_128_players_place_everyone_with_a_third_place_match() -> None:
    t = play_out(
        T.start(make_settings(Format.SINGLE, third_place=True), players(128)), random.Random(5)
    )
    places = sorted(place for place, _ in T.ranking(t))
    assert places[:4] == [1, 2, 3, 4] and len(places) == 128
    bracket = T.bracket(t)
    assert bracket.final.key == "W7.1" and bracket.third_place is not None
    assert bracket.third_place.winner != TBD


@pytest.mark.parametrize(
    ("fmt", "options", "words"),
    [
        (Format.DOUBLE, {"third_place": True}, "third-place match is for single elimination"),
        (Format.SWISS, {"third_place": True}, "third-place match is for single elimination"),
        (Format.SINGLE, {"playoff": Playoff.POINTS}, "play-off for first is for a Swiss"),
    ],
)
def test_options_for_places_that_do_not_suit_the_format_are_refused(
    fmt: Format, options: dict[str, object], words: str
) -> None:
    with pytest.raises(TournamentError, match=words):
        T.start(make_settings(fmt, **options), players(8))


def _round_robin_of_three_all_drawn(playoff: Playoff) -> T.Tournament:
    """Three players, every game drawn: level on points and every tie-break."""
    t = T.start(make_settings(Format.ROUND_ROBIN, playoff=playoff), players(3))
    while ready := [p for p in T.ready(t) if p.key != T.PLAYOFF]:
        t = T.record(t, ready[0].key, Result.draw())
    return t


def test_a_tie_for_first_is_played_off_after_the_last_round() -> None:
    t = _round_robin_of_three_all_drawn(Playoff.UNBROKEN)
    assert T.rounds_over(t) and not T.finished(t)
    (po,) = T.ready(t)
    assert (po.key, po.a, po.b) == (T.PLAYOFF, 1, 2), "the first two of the tie, by seed"
    assert T.describe(t, po.key) == "Play-off for first place"
    assert not T.new_series(t, po.key).draws_allowed
    with pytest.raises(TournamentError, match="play-off for first needs a winner"):
        T.record(t, po.key, Result.draw())
    t = T.record(t, po.key, Result.win(1))
    assert T.finished(t) and T.champion(t) == 2
    assert T.tied_for_first(t) == (), "decided over the board, not by seed"
    assert T.ranking(t) == [(1, 2), (2, 1), (3, 3)]
    assert [row.points for row in T.standings(t)] == [1.0, 1.0, 1.0], "not a round: no points"


def test_without_a_play_off_the_seed_decides_and_says_so() -> None:
    t = _round_robin_of_three_all_drawn(Playoff.OFF)
    assert T.finished(t) and T.playoff(t) is None
    assert T.champion(t) == 1 and T.tied_for_first(t) == (1, 2, 3)


def _round_robin_of_four_side_a_wins(playoff: Playoff) -> T.Tournament:
    """Side a wins every game: seeds 1 and 2 end on 2 points, 1 ahead on Sonneborn-Berger."""
    t = T.start(make_settings(Format.ROUND_ROBIN, playoff=playoff), players(4))
    while ready := [p for p in T.ready(t) if p.key != T.PLAYOFF]:
        t = T.record(t, ready[0].key, Result.win(0))
    return t


def test_a_play_off_on_points_comes_even_when_tie_breaks_split_the_leaders() -> None:
    t = _round_robin_of_four_side_a_wins(Playoff.POINTS)
    first, second, third = T.standings(t)[:3]
    assert (first.seed, second.seed) == (1, 2) and first.points == second.points == 2.0
    assert first.tie_breaks > second.tie_breaks and third.points == 1.0
    po = T.playoff(t)
    assert po is not None and (po.a, po.b) == (1, 2) and not T.finished(t)
    unbroken = _round_robin_of_four_side_a_wins(Playoff.UNBROKEN)
    assert T.playoff(unbroken) is None and T.finished(unbroken), "the tie-breaks decided"
    assert T.champion(unbroken) == 1


def test_a_tournament_with_places_options_survives_json() -> None:
    t = _round_robin_of_three_all_drawn(Playoff.POINTS)
    t = T.record(t, T.PLAYOFF, Result.win(0))
    again = T.from_json(T.to_json(t))
    assert again == t and T.champion(again) == 1
    single = T.start(make_settings(Format.SINGLE, third_place=True), players(4))
    assert T.from_json(T.to_json(single)).settings.third_place


def test_structure_lists_the_third_place_match_before_the_final() -> None:
    specs = E.structure(8, False, True)
    assert [s.key for s in specs[-2:]] == ["3P", "W3.1"]
    assert E.structure(8, True, True) == E.structure(8, True)


def test_a_leader_who_drops_before_the_play_off_loses_it_by_forfeit() -> None:
    t = _round_robin_of_three_all_drawn(Playoff.POINTS)
    t = T.drop(t, 1)
    po = T.playoff(t)
    assert po is not None and po.result == Result.win(1, forfeit=True)
    assert T.finished(t) and T.champion(t) == 2
    assert T.ranking(t)[:2] == [(1, 2), (2, 1)]


def test_a_disqualified_leader_takes_no_part_in_the_play_off() -> None:
    t = _round_robin_of_three_all_drawn(Playoff.POINTS)
    t = T.disqualify(t, 1)
    po = T.playoff(t)
    assert po is not None and (po.a, po.b) == (2, 3)
