"""The rounds the tournament channel talks about (``bot.cogs.tournaments.rounds``): when a
bracket round is known (its pairings can be posted) and decided (its summary can), and which
rounds feed which, in single and double elimination and in a Swiss."""

from __future__ import annotations

from bot.cogs.tournaments.rounds import played, round_id, rounds, walked_over
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Result
from bot.engine.tournaments.core.settings import Settings


def started(fmt: Format, n: int) -> T.Tournament:
    settings = Settings(G.GameChoice(G.ChoiceRule.FIXED, ("meter",)), format=fmt)
    return T.start(settings, [(1000 + i, f"p{i}") for i in range(n)])


def play(t: T.Tournament, prefix: str) -> T.Tournament:
    for p in T.ready(t):
        if p.key.startswith(prefix):
            t = T.record(t, p.key, Result.win(0))
    return t


def test_round_ids_of_keys() -> None:
    assert [round_id(k) for k in ("W3.2", "L12.1", "GF", "GF2", "R4.1")] == [
        "W3", "L12", "F1", "F2", "R4"
    ]  # fmt: skip


def test_double_elimination_rounds_become_known_as_their_feeders_are_decided() -> None:
    t = started(Format.DOUBLE, 8)
    now = {r.id: r for r in rounds(t)}
    assert now["W1"].known and not now["W1"].decided
    assert not now["W2"].known and not now["L1"].known
    assert now["L1"].fed_by == {"W1"} and now["L2"].fed_by == {"L1", "W2"}
    assert now["F1"].fed_by == {"W3", "L4"}
    t = play(t, "W1.")
    now = {r.id: r for r in rounds(t)}
    assert now["W1"].decided and now["W2"].known and now["L1"].known
    assert not now["L2"].known  # it waits on the losers of W2 too
    t = play(t, "W2.")
    now = {r.id: r for r in rounds(t)}
    assert now["L2"].known is False  # and on L1's winners
    t = play(t, "L1.")
    assert {r.id: r for r in rounds(t)}["L2"].known


def test_a_bracket_with_byes_lists_them_as_walkovers_and_a_swiss_round_is_known() -> None:
    t = started(Format.SINGLE, 6)  # 8 slots: seeds 1 and 2 have byes
    [w1] = [r for r in rounds(t) if r.id == "W1"]
    assert sum(1 for p in w1.pairings if len(p.entrants) == 1) == 2
    swiss = started(Format.SWISS, 7)
    [r1] = rounds(swiss)
    assert r1.id == "R1" and r1.known and r1.title == "Round 1 of 4"
    assert [walked_over(p) for p in r1.pairings if not played(p)] == [7]  # the bye: seed 7
