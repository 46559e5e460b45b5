"""Best-of-N series: who wins, draws, sudden death, seats, next game, Thwart Omega's tie seat."""

from __future__ import annotations

import pytest

from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import series as S
from bot.engine.tournaments.core.model import Result, Side, TournamentError


def played(best_of: int, winners: list[Side | None], draws_allowed: bool = False) -> S.Series:
    series = S.Series(best_of, draws_allowed)
    for winner in winners:
        series = S.record_game(series, "meter", winner)
    return series


@pytest.mark.parametrize(
    ("best_of", "winners", "finished", "winner"),
    [
        (1, [0], True, 0),
        (3, [0], False, None),
        (3, [0, 1], False, None),
        (3, [0, 1, 1], True, 1),
        (3, [1, 1], True, 1),
        (5, [0, 0, 1, 1], False, None),
        (5, [0, 0, 0], True, 0),
        (5, [0, 1, 0, 1, 0], True, 0),
        (3, [0, None], False, None),  # 1½–½: the other side can still draw level
        (3, [0, None, None], True, 0),  # 2–1
    ],
)
def test_first_to_more_than_half_wins(
    best_of: int, winners: list[Side | None], finished: bool, winner: Side | None
) -> None:
    series = played(best_of, winners)
    assert series.finished is finished
    assert series.winner == winner


def test_a_level_series_is_a_draw_outside_brackets_and_goes_on_inside() -> None:
    assert played(1, [None], draws_allowed=True).finished
    assert S.series_result(played(3, [0, None, 1], draws_allowed=True)) == Result.draw(
        games=(1.5, 1.5)
    )
    sudden = played(1, [None])
    assert not sudden.finished and sudden.next_game_no == 2
    sudden = S.record_game(S.record_game(sudden, "meuda", None), "meuda", 1)
    assert sudden.finished and sudden.winner == 1
    assert S.series_result(sudden) == Result.win(1, games=(1.0, 2.0))


def test_no_games_after_the_end_and_no_result_before_it() -> None:
    with pytest.raises(TournamentError, match="already decided"):
        S.record_game(played(1, [0]), "meter", 1)
    with pytest.raises(TournamentError, match="not decided yet"):
        S.series_result(played(3, [0]))
    with pytest.raises(ValueError, match="best_of"):
        S.Series(2, False)


def test_seats_alternate_between_games() -> None:
    assert [S.seat0_side(g) for g in (1, 2, 3, 4, 5)] == [0, 1, 0, 1, 0]
    series = played(3, [0, 1])
    assert [g.seat0 for g in series.games] == [0, 1]


def test_next_game_by_rotation_and_by_agree_or_ban() -> None:
    rotation = G.GameChoice(G.ChoiceRule.ROTATION, ("meter", "meuda", "interleave"))
    assert S.plan_next_game(rotation, 2, 1, 8, played(3, [0])) == "interleave"
    pool = G.GameChoice(G.ChoiceRule.AGREE_OR_BAN, ("meter", "meuda", "interleave"))
    first = S.plan_next_game(pool, 1, 1, 8, S.Series(3, False))
    assert isinstance(first, G.AgreeOrBan) and first.first == 1  # seed 8 (side b) bans first
    series = S.record_game(S.Series(3, False), "meuda", 1)  # side b wins game 1
    second = S.plan_next_game(pool, 1, 1, 8, series)
    assert isinstance(second, G.AgreeOrBan)
    assert second.pool == ("meter", "interleave") and second.first == 0  # the loser bans first
    series = S.record_game(series, "meter", 0)
    assert S.plan_next_game(pool, 1, 1, 8, series) == "interleave"  # one game left: no vote


@pytest.mark.parametrize(
    ("rule", "seat0", "seat1", "option"),
    [
        (S.TieSeat.HIGHER_SEED, 2, 9, "seat0"),
        (S.TieSeat.HIGHER_SEED, 9, 2, "seat1"),
        (S.TieSeat.LOWER_SEED, 2, 9, "seat1"),
        (S.TieSeat.REPLAY, 2, 9, "replay"),
    ],
)
def test_thwart_omega_tie_seat(rule: S.TieSeat, seat0: int, seat1: int, option: str) -> None:
    assert S.thwart_tiebreak(rule, seat0, seat1) == option


def test_tiebreak_notice_names_the_player() -> None:
    notice = S.tiebreak_notice(S.TieSeat.HIGHER_SEED, (9, "Bo"), (2, "Alice"))
    assert notice == {"rule": "higher", "name": "Alice", "seed": 2, "seat": 1}
    assert S.tiebreak_notice(S.TieSeat.LOWER_SEED, (9, "Bo"), (2, "Alice"))["name"] == "Bo"
    assert S.tiebreak_notice(S.TieSeat.REPLAY, (9, "Bo"), (2, "Alice")) == {"rule": "replay"}


def test_json_round_trip() -> None:
    series = played(5, [0, None, 1])
    assert S.Series.from_json(series.to_json()) == series


# ---- the scores a series can end with (issue 25, the smaller defects) -------------------------


def test_every_score_a_series_produces_can_end_it_and_no_other() -> None:
    """Every run of up to nine games, played through ``record_game`` until the series is over,
    gives a score ``can_end`` accepts; every other score up to 4½ games a side is refused."""
    for best_of in S.BEST_OF:
        for draws_allowed in (True, False):
            produced: set[tuple[float, float]] = set()
            runs: list[S.Series] = [S.Series(best_of, draws_allowed)]
            for _ in range(9):
                going = []
                for series in runs:
                    for winner in (0, 1, None):
                        after = S.record_game(series, "meter", winner)
                        if after.finished:
                            produced.add(after.score)
                        else:
                            going.append(after)
                runs = going
            for a2 in range(10):
                for b2 in range(10):
                    score = (a2 / 2, b2 / 2)
                    expected = score in produced
                    assert S.can_end(best_of, draws_allowed, score) is expected, (
                        best_of,
                        draws_allowed,
                        score,
                    )


def test_a_bracket_best_of_3_can_end_two_and_a_half_to_one_and_a_half() -> None:
    """A draw, then a win each, then sudden death: the score the bot itself produces."""
    series = played(3, [None, 0, 1, 0])
    assert series.finished and series.score == (2.5, 1.5)
    assert S.can_end(3, False, (2.5, 1.5))
    assert S.can_end(3, False, (10.5, 9.5)), "a long sudden death"
    assert not S.can_end(3, False, (3.0, 0.0))
    assert not S.can_end(3, True, (2.5, 1.5)), "a Swiss best of 3 stops after three games"
    assert not S.can_end(3, False, (2.25, 0.75))
