"""Late entry into a running Swiss (issue 11 item 8): the newcomer is paired from the next round,
starts with 0 or ½ point per missed round, and the missed rounds are unplayed rounds for the
tie-breaks under either rule; bad requests change nothing."""

from __future__ import annotations

import random

import pytest

from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Result, TieBreak, TournamentError, Unplayed
from tests.engine.tournaments.core.support import play_out, players, settings

LATE = 9999


def swiss(n: int = 4, rounds: int = 3, **kw: object) -> T.Tournament:
    return T.start(settings(Format.SWISS, rounds=rounds, **kw), players(n))


def play_round(t: T.Tournament, winner_side: int = 0) -> T.Tournament:
    for p in T.ready(t):
        t = T.record(t, p.key, Result.win(winner_side))  # type: ignore[arg-type]
    return t


def test_a_late_entrant_is_paired_from_the_next_round_with_a_half_point_start() -> None:
    t = T.enter_late(swiss(), LATE, "Late Lee", points=0.5)
    late = t.entrant_of_player(LATE)
    assert late is not None and late.seed == 5 and late.missed == 1
    assert all(late.seed not in p.entrants for p in T.ready(t)), "not in the round being played"
    t = play_round(t)  # seeds 1 and 2 win round 1 (side a)
    round2 = T.rounds(t)[1]
    assert any(late.seed in p.entrants for p in round2), "paired from round 2"
    row = next(r for r in T.standings(t, through_round=1) if r.seed == late.seed)
    assert row.points == 0.5 and row.played == 0 and row.byes == 0
    scores = {p.seed: p.score for p in T.swiss_players(t)}
    assert scores[late.seed] == 0.5, "the pairing sees the start"


def test_a_zero_point_start_and_the_tie_breaks_count_missed_rounds_as_unplayed() -> None:
    """Five players' values by hand after round 2 (FIDE 2026, 2024 and 2009, Buchholz)."""
    for unplayed in Unplayed:
        t = swiss(5, 3, unplayed=unplayed, tie_breaks=(TieBreak.BUCHHOLZ,))
        t = T.enter_late(t, LATE, "Late Lee", points=0.0)
        t = play_round(t)
        late = 6
        [game] = [p for p in T.ready(t) if late in p.entrants]
        opponent = int(game.opponent_of(late))
        t = T.record(t, game.key, Result.win(game.side_of(late)))
        row = next(r for r in T.standings(t, through_round=2) if r.seed == late)
        assert row.points == 1.0 and row.played == 1
        [before] = [p for p in T.rounds(t)[0] if opponent in p.entrants]
        had_bye = len(before.entrants) == 1
        if unplayed is Unplayed.FIDE_2024:
            # Round 1 is a voluntarily unplayed round: a dummy opponent with the entrant's own
            # score (1); the opponent counts with their real score (a bye's point included).
            expected = 1.0 + before.points_of(opponent)
        elif unplayed is Unplayed.FIDE_2026:
            # The same dummy opponent, capped at a draw per round counted: min(1, ½ × 2) = 1.
            expected = 1.0 + before.points_of(opponent)
        else:
            # FIDE 2009: a virtual opponent for round 1, Svon = 0 + (1 − 0) + ½ × (2 − 1) = 1.5;
            # the opponent's unplayed rounds (a bye) count as draws.
            expected = 1.5 + (0.5 if had_bye else before.points_of(opponent))
        assert row.tie_breaks == (expected,), unplayed


def test_late_entries_try_a_held_round_again() -> None:
    """Four players, three rounds; the two not in the first round-1 match drop during round 2,
    so the two left have met: round 3 is held. One newcomer cannot help (both players left won
    by forfeit, so neither may have the bye: a rematch is still needed, and the round stays
    held without a second notice); a second makes it pairable without a rematch."""
    t = swiss(4, 3)
    first = T.ready(t)[0]
    t = play_round(t)
    for seed in (1, 2, 3, 4):
        if seed not in first.entrants:
            t = T.drop(t, seed)
    assert t.held == (T.REMATCH,) and len(t.rounds) == 2
    t = T.enter_late(t, LATE, "Late Lee", points=0.5)
    assert t.held == (T.REMATCH,) and len(t.rounds) == 2
    t = T.enter_late(t, LATE + 1, "Later Lou", points=0.0)
    assert not t.held and len(t.rounds) == 3
    newcomers = {6: 2, 5: 2}
    for seed, missed in newcomers.items():
        assert t.entrant(seed).missed == missed
    for p in T.rounds(t)[2]:
        assert set(p.entrants) != set(first.entrants), "no rematch"
        assert len(p.entrants) == 2


def test_late_entries_finish_like_any_swiss() -> None:
    rng = random.Random(3)
    t = swiss(9, 5)
    for i in range(3):
        t = T.enter_late(t, LATE + i, f"Late {i}", points=rng.choice(T.LATE_POINTS))
        t = play_round(t, rng.choice((0, 1)))
    done = play_out(t, rng)
    assert T.finished(done) and T.champion(done) is not None
    assert {e.missed for e in done.entrants if e.player >= LATE} == {1, 2, 3}
    assert T.from_json(T.to_json(done)) == done


def test_bad_late_entries_change_nothing() -> None:
    t = swiss(4, 3)
    bracket = T.start(settings(Format.SINGLE), players(4))
    cases: list[tuple[T.Tournament, int, float, str]] = [
        (bracket, LATE, 0.0, "only possible in a Swiss"),
        (t, players(4)[0][0], 0.0, "is already in this tournament"),
        (t, LATE, 1.0, "0 or ½ point"),
    ]
    dropped = T.drop(t, 1)
    cases.append((dropped, players(4)[0][0], 0.0, "has left this tournament"))
    last = play_round(play_round(t))
    cases.append((last, LATE, 0.0, "All 3 rounds are paired already"))
    over = play_round(last)
    assert T.finished(over)
    cases.append((over, LATE, 0.0, "is over"))
    for before, player, points, words in cases:
        with pytest.raises(TournamentError, match=words):
            T.enter_late(before, player, "Someone", points=points)


def test_the_only_round_reads_in_the_singular() -> None:
    """Issue 24: "All 1 rounds are paired already"."""
    t = swiss(4, 1)
    with pytest.raises(TournamentError, match="The only round is paired already"):
        T.enter_late(t, LATE, "Someone", points=0.0)
