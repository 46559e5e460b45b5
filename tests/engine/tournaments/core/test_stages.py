"""Two-stage events: a Swiss or round robin (optionally in groups), then a bracket of its top
cut, seeded from the first stage's final standings (``core/stages.py``)."""

from __future__ import annotations

import random

import pytest

from bot.engine.tournaments.core import stages
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Playoff, Result, Status, TournamentError
from tests.engine.tournaments.core.support import play_out, players
from tests.engine.tournaments.core.support import settings as make_settings


def _better_seed_wins(t: T.Tournament) -> T.Tournament:
    """Every ready match won by the better first-stage seed, until the cut (or the end)."""
    while (ready := T.ready(t)) and not t.cut:
        p = ready[0]
        assert isinstance(p.a, int) and isinstance(p.b, int)
        t = T.record(t, p.key, Result.win(0 if p.a < p.b else 1))
    return t


def swiss_top4(n: int = 12, **kw: object) -> T.Tournament:
    settings = make_settings(Format.SWISS, rounds=3, top_cut=4, third_place=True, **kw)
    return T.start(settings, players(n))


# ---- settings ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kw", "n", "says"),
    [
        ({"format": Format.SINGLE, "top_cut": 4}, 12, "follows a Swiss or a round robin"),
        ({"format": Format.DOUBLE, "top_cut": 8}, 12, "follows a Swiss or a round robin"),
        ({"format": Format.SWISS, "top_cut": 6}, 12, "4, 8, 16 or 32 players, not 6"),
        ({"format": Format.SWISS, "top_cut": 8}, 8, "needs more than 8 players; there are 8"),
        ({"format": Format.SWISS, "top_cut": 16}, 12, "needs more than 16 players; there are 12"),
        (
            {"format": Format.SWISS, "top_cut": 4, "top_cut_format": Format.ROUND_ROBIN},
            12,
            "single or double elimination",
        ),
        (
            {"format": Format.SWISS, "top_cut": 4, "playoff": Playoff.POINTS},
            12,
            "play-off for first and a top cut cannot go together",
        ),
        (
            {
                "format": Format.SWISS,
                "top_cut": 4,
                "top_cut_format": Format.DOUBLE,
                "third_place": True,
            },
            12,
            "A third-place match is for single elimination",
        ),
        ({"format": Format.SWISS, "group_size": 4, "top_cut": 4}, 12, "Groups are for a round"),
        ({"format": Format.ROUND_ROBIN, "group_size": 2, "top_cut": 4}, 12, "3 to 8 players"),
        ({"format": Format.ROUND_ROBIN, "group_size": 9, "top_cut": 4}, 12, "3 to 8 players"),
        ({"format": Format.ROUND_ROBIN, "group_size": 4}, 12, "Groups need a top cut"),
    ],
)
def test_settings_that_do_not_suit_a_second_stage_are_refused(
    kw: dict[str, object], n: int, says: str
) -> None:
    fmt = kw.pop("format")
    assert isinstance(fmt, Format)
    with pytest.raises(TournamentError, match=says):
        make_settings(fmt, **kw).checked(n)


def test_a_top_cut_not_smaller_than_the_field_starts_nothing() -> None:
    with pytest.raises(TournamentError, match="A top 8 needs more than 8 players; there are 8"):
        T.start(make_settings(Format.SWISS, top_cut=8), players(8))


def test_the_third_place_match_with_a_single_elimination_top_cut_is_allowed() -> None:
    checked = make_settings(Format.SWISS, top_cut=4, third_place=True).checked(12)
    assert checked.third_place and checked.top_cut == 4


# ---- a Swiss, then its top 4 -----------------------------------------------------------------


def test_a_swiss_then_top_4_single_elimination_with_a_third_place_match() -> None:
    t = _better_seed_wins(swiss_top4())
    assert t.cut, "the cut is made as soon as the last Swiss round is complete"
    table = T.standings(t)
    assert t.cut == tuple(row.seed for row in table[:4]), "the best four by the standings"
    assert T.current_round(t) == 3
    assert not T.finished(t) and T.champion(t) is None
    first = T.ready(t)
    assert {p.key for p in first} == {"W1.1", "W1.2"}
    # Bracket seed 1 meets bracket seed 4, 2 meets 3: first-stage seeds in the slots.
    w11 = T.pairing(t, "W1.1")
    assert (w11.a, w11.b) == (t.cut[0], t.cut[3])
    w12 = T.pairing(t, "W1.2")
    assert (w12.a, w12.b) == (t.cut[1], t.cut[2])
    assert T.describe(t, "W1.1") == "Semi-final 1"
    assert not T.draws_allowed(t, "W1.1") and T.draws_allowed(t, "R1.1")
    with pytest.raises(TournamentError, match="A bracket match needs a winner"):
        T.record(t, "W1.1", Result.draw())
    # Everyone who did not qualify is out; the qualifiers are not.
    assert T.eliminated(t) == frozenset(range(1, 13)) - set(t.cut)
    # The second stage as a bracket of its own, with bracket seeds 1..4.
    second = T.stage_two(t)
    assert second is not None and second.format is Format.SINGLE and second.n == 4
    assert [e.player for e in second.entrants] == [t.entrant(s).player for s in t.cut]
    assert second.settings.third_place
    # The lower bracket seed wins both semi-finals; the final and the third-place match follow.
    t = T.record(t, "W1.1", Result.win(1))
    t = T.record(t, "W1.2", Result.win(1))
    assert {p.key for p in T.ready(t)} == {"W2.1", "3P"}
    t = T.record(t, "3P", Result.win(0))
    t = T.record(t, "W2.1", Result.win(0))
    assert T.finished(t)
    assert T.champion(t) == t.cut[3]
    ranking = T.ranking(t)
    assert ranking[:4] == [(1, t.cut[3]), (2, t.cut[2]), (3, t.cut[0]), (4, t.cut[1])]
    rest = [row for row in table if row.seed not in t.cut]
    assert [seed for _, seed in ranking[4:]] == [row.seed for row in rest]
    assert all(place >= 5 for place, _ in ranking[4:])
    assert T.from_json(T.to_json(t)) == t


def test_a_stored_two_stage_tournament_resumes_between_the_stages_and_in_the_bracket() -> None:
    t = swiss_top4()
    assert "cut" not in T.to_json(t), "stored like a one-stage tournament until the cut"
    t = _better_seed_wins(t)
    again = T.from_json(T.to_json(t))
    assert again == t and again.cut == t.cut
    assert T.ready(again) == T.ready(t)
    t = T.record(t, "W1.1", Result.win(0))
    again = T.from_json(T.to_json(t))
    assert T.ready(again) == T.ready(t) and T.bracket(again) == T.bracket(t)


def test_one_stage_tournaments_are_stored_as_before() -> None:
    t = play_out(T.start(make_settings(Format.SWISS, rounds=3), players(8)), random.Random(3))
    assert "cut" not in T.to_json(t) and t.cut == ()
    assert not t.in_bracket


def test_after_the_cut_the_first_stage_results_are_final() -> None:
    t = swiss_top4()
    while len(t.rounds) < 3 or any(p.result is None for p in T.rounds(t)[-1][:-1]):
        t = T.record(t, T.ready(t)[0].key, Result.win(0))
    last = T.ready(t)[0]
    t, _ = T.set_result(t, last.key, Result.win(0))  # the organiser completes the Swiss
    assert t.cut
    with pytest.raises(TournamentError, match="its results are final"):
        T.set_result(t, "R1.1", Result.win(1))
    with pytest.raises(TournamentError, match="its results are final"):
        T.undo(t)


def test_an_organiser_change_in_the_bracket_removes_only_later_bracket_results() -> None:
    t = _better_seed_wins(swiss_top4())
    t = T.record(t, "W1.1", Result.win(0))
    t = T.record(t, "W1.2", Result.win(0))
    t = T.record(t, "W2.1", Result.win(0))
    t, removed = T.set_result(t, "W1.1", Result.win(1))
    assert removed == ["W2.1"]
    assert all(k in t.results for k in ("R1.1", "R2.1", "R3.1")), "the Swiss stays"
    with pytest.raises(TournamentError, match="removed later results"):
        T.undo(t)


# ---- leaving, ties, late entries -------------------------------------------------------------


def test_a_player_who_dropped_in_the_first_stage_does_not_qualify() -> None:
    t = swiss_top4()
    t = T.record(t, T.ready(t)[0].key, Result.win(0))  # seed 1 wins round 1
    t = T.drop(t, 1)
    t = _better_seed_wins(t)
    assert 1 not in t.cut and len(t.cut) == 4
    t2 = swiss_top4()
    t2 = T.disqualify(t2, 2)
    t2 = _better_seed_wins(t2)
    assert 2 not in t2.cut


def test_a_qualifier_who_leaves_in_the_bracket_forfeits_their_next_match() -> None:
    t = _better_seed_wins(swiss_top4())
    leaver = t.cut[0]
    t = T.drop(t, leaver)
    w11 = T.pairing(t, "W1.1")
    assert w11.result is not None and w11.result.winner == 1 and not w11.result.played
    assert t.entrant(leaver).status is Status.DROPPED


def test_ties_at_the_cut_are_broken_by_the_tie_breaks_then_the_seed() -> None:
    # A round robin of 6 where every game is drawn: level on points and every tie-break.
    t = T.start(make_settings(Format.ROUND_ROBIN, top_cut=4), players(6))
    while not t.cut:
        t = T.record(t, T.ready(t)[0].key, Result.draw())
    assert t.cut == (1, 2, 3, 4)


def test_a_late_entrant_qualifies_by_their_standing() -> None:
    t = swiss_top4(n=8)
    t = T.enter_late(t, 5000, "Late", 0.0)
    seed = t.n
    while not t.cut:
        p = T.ready(t)[0]
        t = T.record(t, p.key, Result.win(1 if p.b == seed else 0))
    assert t.cut == tuple(row.seed for row in T.standings(t)[:4])


def test_with_fewer_than_two_still_in_the_first_stage_decides() -> None:
    t = swiss_top4(n=6)
    for seed in (2, 3, 4, 5, 6):
        t = T.drop(t, seed)
    assert T.finished(t) and not t.cut
    assert T.champion(t) == 1


# ---- groups --------------------------------------------------------------------------------


def test_groups_are_dealt_in_snake_order_and_play_only_each_other() -> None:
    assert stages.groups(12, 4) == ((1, 6, 7, 12), (2, 5, 8, 11), (3, 4, 9, 10))
    assert [len(g) for g in stages.groups(10, 4)] == [3, 3, 4]
    t = T.start(make_settings(Format.ROUND_ROBIN, group_size=4, top_cut=4), players(12))
    group = stages.group_of(12, 4)
    assert T.groups(t) == stages.groups(12, 4)
    met = set()
    for r in T.rounds(t):
        for p in r:
            if len(p.entrants) == 2:
                a, b = p.entrants
                assert group[a] == group[b], "groups play only among themselves"
                met.add(frozenset((a, b)))
    assert len(met) == 3 * 6, "everyone meets their group once"


def test_groups_of_unequal_size_rest_in_the_rounds_their_group_does_not_have() -> None:
    t = T.start(make_settings(Format.ROUND_ROBIN, group_size=5, top_cut=4), players(9))
    sizes = [len(g) for g in T.groups(t)]
    assert sizes == [5, 4]
    rounds = T.rounds(t)
    assert len(rounds) == 5
    for r in rounds:
        seen = [s for p in r for s in p.entrants]
        assert sorted(seen) == list(range(1, 10)), "everyone has one pairing (or rest) a round"


def test_group_winners_qualify_first_then_the_best_runners_up() -> None:
    t = T.start(make_settings(Format.ROUND_ROBIN, group_size=4, top_cut=4), players(12))
    group = stages.group_of(12, 4)
    while not t.cut:
        p = T.ready(t)[0]
        assert isinstance(p.a, int) and isinstance(p.b, int)
        t = T.record(t, p.key, Result.win(0 if p.a < p.b else 1))
    winners = {min(g) for g in T.groups(t)}  # the best seed of each group wins all its games
    assert set(t.cut[:3]) == winners
    assert len({group[s] for s in t.cut[:3]}) == 3
    assert t.cut[3] not in winners and group[t.cut[3]] in {1, 2, 3}
    assert [t.cut.index(s) for s in sorted(winners)] == [0, 1, 2]


# ---- whole events ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_two_stage_events_always_finish_with_every_place(seed: int) -> None:
    rng = random.Random(seed)
    fmt = rng.choice((Format.SWISS, Format.ROUND_ROBIN))
    cut_format = rng.choice((Format.SINGLE, Format.DOUBLE))
    kw: dict[str, object] = {"top_cut": rng.choice((4, 8)), "top_cut_format": cut_format}
    if fmt is Format.ROUND_ROBIN and rng.random() < 0.5:
        kw["group_size"] = rng.choice((3, 4, 5))
    n = rng.randrange(kw["top_cut"] + 1, 20)  # type: ignore[operator]
    t = T.start(make_settings(fmt, **kw), players(n))
    for _ in range(rng.randrange(3)):
        t = T.record(t, rng.choice(T.ready(t)).key, Result.win(rng.choice((0, 1))))
        active = sorted(t.active)
        if len(active) > 3:
            t = T.drop(t, rng.choice(active))
    t = play_out(t, rng, draws=True)
    assert T.finished(t)
    assert T.champion(t) in t.cut
    assert sorted(seed for _, seed in T.ranking(t)) == list(range(1, n + 1))
    assert T.from_json(T.to_json(t)) == t
