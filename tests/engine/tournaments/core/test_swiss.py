"""Swiss pairings: property tests against independent oracles (brute force, matchings)."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import BYE, Format, Result, Slot, TournamentError
from bot.engine.tournaments.core.swiss import SwissPlayer, pair_round
from tests.engine.tournaments.core.support import players, random_result
from tests.engine.tournaments.core.support import settings as make_settings

Pairs = list[tuple[Slot, Slot]]


def ranked(ps: Sequence[SwissPlayer]) -> list[SwissPlayer]:
    return sorted(ps, key=lambda p: (-p.score, p.seed))


def tiers(ps: Sequence[SwissPlayer], pairs: Pairs) -> tuple[int, int, int, int]:
    """The first four pairing tiers, computed independently of swiss.py: second byes,
    rematches, eligible players ranked below the bye, and the sum of (half-point gaps)²."""
    by_seed = {p.seed: p for p in ps}
    order = ranked(ps)
    repeat = rematch = bye_rank = score = 0
    for a, b in pairs:
        if b == BYE:
            assert isinstance(a, int)
            player = by_seed[a]
            repeat += player.had_bye
            below = order[order.index(player) + 1 :]
            bye_rank += sum(1 for q in below if q.had_bye == player.had_bye)
            continue
        assert isinstance(a, int) and isinstance(b, int)
        rematch += b in by_seed[a].opponents
        score += round(2 * (by_seed[a].score - by_seed[b].score)) ** 2
    return repeat, rematch, bye_rank, score


def all_pairings(seeds: list[int]) -> list[Pairs]:
    """Every way to pair ``seeds`` (with a bye when odd)."""
    if not seeds:
        return [[]]
    if len(seeds) % 2:
        out = []
        for bye in seeds:
            rest = [s for s in seeds if s != bye]
            out += [[*p, (bye, BYE)] for p in all_pairings(rest)]
        return out
    first, rest = seeds[0], seeds[1:]
    out = []
    for i, other in enumerate(rest):
        out += [[(first, other), *p] for p in all_pairings(rest[:i] + rest[i + 1 :])]
    return out


@st.composite
def histories(draw: st.DrawFn, low: int = 2, high: int = 9) -> list[SwissPlayer]:
    """Random but consistent-looking player states (scores, opponents, byes, seats)."""
    n = draw(st.integers(low, high))
    seeds = list(range(1, n + 1))
    rounds = draw(st.integers(0, 4))
    score = dict.fromkeys(seeds, 0.0)
    met: dict[int, set[int]] = {s: set() for s in seeds}
    had_bye: set[int] = set()
    rng = random.Random(draw(st.integers(0, 10_000)))
    for _ in range(rounds):
        order = seeds[:]
        rng.shuffle(order)
        if len(order) % 2:
            bye = order.pop()
            had_bye.add(bye)
            score[bye] += 1
        for a, b in zip(order[::2], order[1::2], strict=True):
            met[a].add(b)
            met[b].add(a)
            x = rng.choice((1.0, 0.5, 0.0))
            score[a] += x
            score[b] += 1 - x
    return [SwissPlayer(s, score[s], frozenset(met[s]), s in had_bye) for s in seeds]


@given(histories())
@settings(max_examples=150, deadline=None)
def test_pairing_is_optimal_against_brute_force(ps: list[SwissPlayer]) -> None:
    pairs = pair_round(ps, 3)
    best = min(tiers(ps, p) for p in all_pairings([p.seed for p in ps]))
    assert tiers(ps, pairs) == best


def test_sparse_graph_gives_the_same_first_four_tiers_as_the_complete_graph() -> None:
    for seed in range(3):
        rng = random.Random(seed)
        t = T.start(make_settings(Format.SWISS, rounds=6), players(70 + 9 * seed))
        for _ in range(4):  # play four rounds
            for p in T.ready(t):
                t = T.record(t, p.key, random_result(rng, draws=True))
        ps = T.swiss_players(t)
        fast = pair_round(ps, 5, exact_up_to=10)
        exact = pair_round(ps, 5, exact_up_to=1000)
        assert tiers(ps, fast) == tiers(ps, exact)
        assert sorted(s for p in fast for s in p if s != BYE) == sorted(p.seed for p in ps)


def fewest_rematches(ps: Sequence[SwissPlayer]) -> int:
    """The fewest rematches any pairing needs (byes only to players without one, if any)."""
    g: nx.Graph[object] = nx.Graph()
    g.add_nodes_from(p.seed for p in ps)
    for p, q in itertools.combinations(ps, 2):
        if q.seed not in p.opponents:
            g.add_edge(p.seed, q.seed)
    if len(ps) % 2:
        eligible = [p for p in ps if not p.had_bye] or list(ps)
        g.add_edges_from(("bye", p.seed) for p in eligible)
    nodes = len(ps) + len(ps) % 2
    return nodes // 2 - len(nx.max_weight_matching(g, maxcardinality=True))


def pairable_without_rematch(ps: Sequence[SwissPlayer]) -> bool:
    g: nx.Graph[int] = nx.Graph()
    g.add_nodes_from(p.seed for p in ps)
    g.add_edges_from(
        (p.seed, q.seed) for p, q in itertools.combinations(ps, 2) if q.seed not in p.opponents
    )
    return 2 * len(nx.max_weight_matching(g, maxcardinality=True)) == len(ps)


@given(
    n=st.integers(2, 24),
    rounds=st.integers(1, 9),
    seed=st.integers(0, 100_000),
    drops=st.lists(st.tuples(st.integers(1, 9), st.integers(1, 24)), max_size=3),
)
@settings(max_examples=60, deadline=None)
def test_whole_swiss_tournaments_keep_the_pairing_rules(
    n: int, rounds: int, seed: int, drops: list[tuple[int, int]]
) -> None:
    rounds = min(rounds, n - 1)
    rng = random.Random(seed)
    t = T.start(make_settings(Format.SWISS, rounds=rounds), players(n))
    byes: Counter[int] = Counter()
    checked = 0
    while True:
        # Check the round just paired against the players as they were before it.
        before = T.swiss_players(replace(t, rounds=t.rounds[:-1]))
        new = [(p.a, p.b) for p in t.rounds[-1]]
        active = {p.seed for p in before}
        seated = [s for pair in new for s in pair if s != BYE]
        assert sorted(seated) == sorted(active), "every active player is paired exactly once"
        bye = [a for a, b in new if b == BYE]
        assert len(bye) == len(active) % 2
        if bye:
            assert isinstance(bye[0], int)
            eligible = [p for p in ranked(before) if not p.had_bye]
            if byes[bye[0]]:
                assert not eligible, "a second bye only when everyone has had one"
            byes[bye[0]] += 1
            lowest = eligible[-1] if eligible else None
            if lowest is not None and pairable_without_rematch([p for p in before if p != lowest]):
                assert bye[0] == lowest.seed, "the bye goes to the lowest-ranked eligible player"
        assert tiers(before, new)[1] == fewest_rematches(before), "no avoidable rematch"
        checked += 1
        if T.finished(t):
            break
        r = len(t.rounds)
        for when, who in drops:
            if when == r and who <= n and who in t.active and len(t.active) > 2:
                t = T.drop(t, who)
        if T.finished(t):
            break
        if len(t.rounds) > r:  # the drops' forfeits completed the round: check the new one
            continue
        for p in T.ready(t):
            t = T.record(t, p.key, random_result(rng, draws=True))
        if T.finished(t):
            break
        if t.held:  # held only when unavoidable; the organiser allows what it needs
            waiting = T.swiss_players(t)
            if T.SECOND_BYE in t.held:
                assert all(p.had_bye for p in waiting), "a second bye held only if unavoidable"
            if T.REMATCH in t.held:
                assert fewest_rematches(waiting) > 0, "a rematch held only if unavoidable"
            for _ in range(2):  # at most both things, one at a time
                t = T.allow(t, t.held[0]) if t.held else t
        assert len(t.rounds) == r + 1, "a complete round is followed by the next one"
    assert checked == len(t.rounds)
    assert len(t.rounds) == rounds or len(t.active) < 2


def test_round_one_is_top_half_against_bottom_half_with_alternating_seats() -> None:
    t = T.start(make_settings(Format.SWISS, rounds=3), players(8))
    assert [(p.a, p.b) for p in t.rounds[0]] == [(1, 5), (6, 2), (3, 7), (8, 4)]


def test_odd_field_gives_the_bye_to_the_last_seed_in_round_one() -> None:
    t = T.start(make_settings(Format.SWISS, rounds=3), players(7))
    last = t.rounds[0][-1]
    assert (last.key, last.a, last.b) == ("R1.4", 7, BYE)
    assert T.pairing(t, "R1.4").result == Result.bye(1.0)


def test_round_two_pairs_equal_scores() -> None:
    rng = random.Random(4)
    t = T.start(make_settings(Format.SWISS, rounds=4), players(16))
    for p in T.ready(t):
        t = T.record(t, p.key, Result.win(rng.choice((0, 1))))
    scores = {p.seed: p.score for p in T.swiss_players(t)}
    for p in t.rounds[1]:
        assert isinstance(p.a, int) and isinstance(p.b, int)
        assert scores[p.a] == scores[p.b]


def test_seats_stay_balanced() -> None:
    rng = random.Random(11)
    t = T.start(make_settings(Format.SWISS, rounds=7), players(16))
    while not T.finished(t):
        for p in T.ready(t):
            t = T.record(t, p.key, random_result(rng, draws=True))
    for player in T.swiss_players(t):
        assert abs(player.seat_balance) <= 1, player


def test_pair_round_edge_cases() -> None:
    assert pair_round([], 1) == []
    assert pair_round([SwissPlayer(3, 0.0)], 1) == [(3, BYE)]
    # Everybody has met everybody: a rematch is unavoidable and allowed.
    ps = [SwissPlayer(1, 1.0, frozenset({2})), SwissPlayer(2, 0.0, frozenset({1}))]
    assert sorted(pair_round(ps, 2)[0]) == [1, 2]


# ---- no legal pairing: the organiser decides (issue 11 item 6) -------------------------------


def _two_left_who_met() -> T.Tournament:
    """Four players, three rounds; during round 2 the two players who are not the first pair of
    round 1 drop (their round-2 opponents win by forfeit): the two left met in round 1, so
    round 3 needs a rematch."""
    t = T.start(make_settings(Format.SWISS, rounds=3), players(4), seeding=T.Seeding.ENTRY)
    first = T.ready(t)
    a, b = first[0].entrants
    for p in first:
        t = T.record(t, p.key, Result.win(0))
    for seed in range(1, 5):
        if seed not in (a, b):
            t = T.drop(t, seed)
    return t


def test_a_round_that_needs_a_rematch_is_held_for_the_organiser() -> None:
    t = _two_left_who_met()
    assert t.held == (T.REMATCH,) and len(t.rounds) == 2
    assert not T.ready(t) and not T.finished(t)
    assert T.from_json(json.loads(json.dumps(T.to_json(t)))) == t  # kept across a restart
    # A second bye cannot help two players: still held, now also by the rematch.
    again = T.allow(t, T.SECOND_BYE)
    assert again.held == (T.REMATCH,) and again.allowed == (T.SECOND_BYE,)
    paired = T.allow(t, T.REMATCH)
    assert not paired.held and paired.allowed == () and len(paired.rounds) == 3
    [p] = T.ready(paired)
    assert set(p.entrants) == set(T.rounds(t)[0][0].entrants)
    ended = T.end_now(t)
    assert T.finished(ended) and ended.settings.rounds == 2 and T.champion(ended) is not None


def test_allow_and_end_refuse_when_nothing_is_held() -> None:
    t = T.start(make_settings(Format.SWISS, rounds=2), players(4))
    with pytest.raises(TournamentError, match="No round is waiting"):
        T.allow(t, T.REMATCH)
    with pytest.raises(TournamentError, match="No round is waiting"):
        T.end_now(t)
    with pytest.raises(TournamentError, match="not something"):
        T.allow(_two_left_who_met(), "coin-toss")


def test_an_allowed_second_bye_is_preferred_to_a_rematch() -> None:
    """Three players: 1 met 2 and 3 and had a bye. Pairing 2 v 3 gives 1 a second bye; any
    other pairing is a rematch. By default the rematch is the lesser evil; once the organiser
    allowed a second bye, 2 v 3 is played and 1 sits out again."""
    field = [
        SwissPlayer(1, 2.0, frozenset({2, 3}), True),
        SwissPlayer(2, 1.0, frozenset({1}), False),
        SwissPlayer(3, 1.0, frozenset({1}), False),
    ]
    plain = pair_round(field, 4)
    assert any(1 in pair and BYE not in pair for pair in plain), plain  # a rematch with 1
    assert set(pair_round(field, 4, prefer_second_bye=True)) == {(2, 3), (1, BYE)} or set(
        pair_round(field, 4, prefer_second_bye=True)
    ) == {(3, 2), (1, BYE)}
