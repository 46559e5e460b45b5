"""Round robin schedules (Berger tables): everyone meets everyone, seats balanced, rest rounds."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.engine.tournaments.core import round_robin as RR
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import BYE, Format, Result
from tests.engine.tournaments.core.support import play_out, players
from tests.engine.tournaments.core.support import settings as make_settings


@pytest.mark.parametrize("n", range(2, 33))
def test_everyone_meets_everyone_once_and_plays_once_per_round(n: int) -> None:
    rounds = RR.schedule(n)
    assert len(rounds) == RR.round_count(n) == (n - 1 if n % 2 == 0 else n)
    met: Counter[frozenset[int]] = Counter()
    seat0: Counter[int] = Counter()
    rests: Counter[int] = Counter()
    runs: dict[int, list[int]] = {s: [] for s in range(1, n + 1)}
    for pairs in rounds:
        seen = [s for pair in pairs for s in pair if s != BYE]
        assert sorted(seen) == list(range(1, n + 1))
        for a, b in pairs:
            assert isinstance(a, int)
            if b == BYE:
                rests[a] += 1
                continue
            assert isinstance(b, int)
            met[frozenset((a, b))] += 1
            seat0[a] += 1
            runs[a].append(0)
            runs[b].append(1)
    assert len(met) == n * (n - 1) // 2 and set(met.values()) == {1}
    games = n - 1
    for s in range(1, n + 1):
        assert abs(2 * seat0[s] - games) <= 1, "seat 0 in half of the games, give or take one"
        seats = runs[s]
        assert all(seats[i : i + 3] not in ([0, 0, 0], [1, 1, 1]) for i in range(len(seats)))
    assert (set(rests.values()) == {1} and len(rests) == n) if n % 2 else not rests


def test_the_berger_table_for_six() -> None:
    """FIDE Handbook C.05 Annex 1, Berger table for 5-6 players."""
    assert RR.schedule(6) == (
        ((1, 6), (2, 5), (3, 4)),
        ((6, 4), (5, 3), (1, 2)),
        ((2, 6), (3, 1), (4, 5)),
        ((6, 5), (1, 4), (2, 3)),
        ((3, 6), (4, 2), (5, 1)),
    )


def test_odd_count_rests_instead_of_meeting_the_dummy() -> None:
    first = RR.schedule(5)[0]
    assert first == ((2, 5), (3, 4), (1, BYE))


def test_double_round_robin_swaps_seats_in_the_second_cycle() -> None:
    rounds = RR.schedule(4, cycles=2)
    assert len(rounds) == 6
    for first, second in zip(rounds[:3], rounds[3:], strict=True):
        assert second == tuple((b, a) for a, b in first)


def test_a_round_robin_tournament_runs_round_by_round() -> None:
    t = T.start(make_settings(Format.ROUND_ROBIN), players(5))
    assert T.current_round(t) == 1
    assert [p.key for p in T.ready(t)] == ["R1.1", "R1.2"]
    with pytest.raises(Exception, match="not being played now"):
        T.record(t, "R2.1", Result.win(0))
    t = play_out(t, random.Random(3), draws=True)
    table = T.standings(t)
    assert sum(row.points for row in table) == 10  # 5 × 4 / 2 games
    assert all(row.played == 4 and row.byes == 0 for row in table)


def test_a_dropped_player_forfeits_the_remaining_games() -> None:
    t = T.start(make_settings(Format.ROUND_ROBIN), players(4))
    for p in T.ready(t):
        t = T.record(t, p.key, Result.win(0))
    t = T.drop(t, 4)
    # Each remaining game is forfeited when its round comes (and stored then, for good).
    rest = [p for r in T.rounds(t)[1:] for p in r if 4 in p.entrants]
    assert [p.result is not None and p.result.kind == "forfeit" for p in rest] == [True, False]
    for p in T.ready(t):
        t = T.record(t, p.key, Result.win(0))
    rest = [p for r in T.rounds(t)[1:] for p in r if 4 in p.entrants]
    assert all(p.result is not None and p.result.kind == "forfeit" for p in rest)
    # Round 1's result against seed 4 stays.
    assert next(p.result for p in T.rounds(t)[0] if 4 in p.entrants) == Result.win(0)
