"""Standings and tie-breaks against hand-computed tables (one of them a published crosstable)."""

from __future__ import annotations

import pytest

from bot.engine.tournaments.core.model import BYE, Pairing, Result, TieBreak, Unplayed
from bot.engine.tournaments.core.standings import (
    Entry,
    RoundEntry,
    adjusted_score,
    standings,
    virtual_opponent,
)

BH, BHC1, MBH, SB, WINS = (
    TieBreak.BUCHHOLZ,
    TieBreak.BUCHHOLZ_CUT1,
    TieBreak.MEDIAN_BUCHHOLZ,
    TieBreak.SONNEBORN_BERGER,
    TieBreak.WINS,
)

# ---- A published crosstable: the World Championship Tournament 1948 --------------------------
#
# The Hague / Moscow, 2 March – 17 May 1948: a quintuple round robin (each pair played five
# games). Final scores as published (e.g. Wikipedia "World Chess Championship 1948";
# chessgames.com tournament 54194, which also lists each player's wins/losses/draws):
#   Botvinnik 14 (+10 −2 =8), Smyslov 11 (+6 −4 =10), Keres 10½ (+8 −7 =5),
#   Reshevsky 10½ (+6 −5 =9), Euwe 4 (+1 −13 =6).
# The five-game mini-matches (wins-draws-losses of the first-named player):
#   Botvinnik–Smyslov 1-4-0 (3–2)    Botvinnik–Keres 4-0-1 (4–1)
#   Botvinnik–Reshevsky 3-1-1 (3½–1½) Botvinnik–Euwe 2-3-0 (3½–1½)
#   Smyslov–Keres 1-2-2 (2–3)         Smyslov–Reshevsky 1-4-0 (3–2)
#   Smyslov–Euwe 4-0-1 (4–1)          Keres–Reshevsky 1-2-2 (2–3)
#   Keres–Euwe 4-1-0 (4½–½)           Reshevsky–Euwe 3-2-0 (4–1)
# (These reproduce every total and every +/−/= count above.)
#
# Sonneborn-Berger by hand (per game: opponent's final score × points taken from them, i.e.
# per opponent: points against them × their score):
#   Botvinnik: 3×11 + 4×10½ + 3½×10½ + 3½×4  = 33 + 42 + 36.75 + 14   = 125.75
#   Smyslov:   2×14 + 2×10½ + 3×10½  + 4×4   = 28 + 21 + 31.5 + 16    = 96.5
#   Keres:     1×14 + 3×11  + 2×10½  + 4½×4  = 14 + 33 + 21 + 18      = 86
#   Reshevsky: 1½×14 + 2×11 + 3×10½  + 4×4   = 21 + 22 + 31.5 + 16    = 90.5
#   Euwe:      1½×14 + 1×11 + ½×10½  + 1×10½ = 21 + 11 + 5.25 + 10.5  = 47.75
# So Sonneborn-Berger puts Reshevsky (90.5) above Keres (86); the number of wins puts Keres (8)
# above Reshevsky (6). Buchholz in a round robin is 5 × the sum of the other four scores.

BOTVINNIK, SMYSLOV, KERES, RESHEVSKY, EUWE = 1, 2, 3, 4, 5
MINI_MATCHES = [  # (first, second, wins, draws, losses of the first)
    (BOTVINNIK, SMYSLOV, 1, 4, 0),
    (BOTVINNIK, KERES, 4, 0, 1),
    (BOTVINNIK, RESHEVSKY, 3, 1, 1),
    (BOTVINNIK, EUWE, 2, 3, 0),
    (SMYSLOV, KERES, 1, 2, 2),
    (SMYSLOV, RESHEVSKY, 1, 4, 0),
    (SMYSLOV, EUWE, 4, 0, 1),
    (KERES, RESHEVSKY, 1, 2, 2),
    (KERES, EUWE, 4, 1, 0),
    (RESHEVSKY, EUWE, 3, 2, 0),
]


def games_1948() -> list[list[Pairing]]:
    """The 50 games, one per "round" (the order of games does not matter in a round robin)."""
    rounds: list[list[Pairing]] = []
    for a, b, wins, draws, losses in MINI_MATCHES:
        results = [Result.win(0)] * wins + [Result.draw()] * draws + [Result.win(1)] * losses
        for result in results:
            r = len(rounds) + 1
            rounds.append([Pairing(f"R{r}.1", r, a, b, result)])
    return rounds


def test_1948_world_championship_scores_and_sonneborn_berger() -> None:
    table = standings(games_1948(), [1, 2, 3, 4, 5], [SB, WINS, BH], 50, round_robin=True)
    rows = {row.seed: row for row in table}
    assert {s: r.points for s, r in rows.items()} == {1: 14, 2: 11, 3: 10.5, 4: 10.5, 5: 4}
    assert {s: (r.wins, r.losses, r.draws) for s, r in rows.items()} == {
        1: (10, 2, 8),
        2: (6, 4, 10),
        3: (8, 7, 5),
        4: (6, 5, 9),
        5: (1, 13, 6),
    }
    assert {s: r.tie_breaks[0] for s, r in rows.items()} == {
        1: 125.75,
        2: 96.5,
        3: 86,
        4: 90.5,
        5: 47.75,
    }
    assert rows[BOTVINNIK].tie_breaks[2] == 5 * (11 + 10.5 + 10.5 + 4)
    assert [r.seed for r in table] == [BOTVINNIK, SMYSLOV, RESHEVSKY, KERES, EUWE]
    assert [r.rank for r in table] == [1, 2, 3, 4, 5]


def test_1948_with_wins_first_puts_keres_third() -> None:
    table = standings(games_1948(), [1, 2, 3, 4, 5], [WINS, SB], 50, round_robin=True)
    assert [r.seed for r in table] == [BOTVINNIK, SMYSLOV, KERES, RESHEVSKY, EUWE]


# ---- The virtual opponent: FIDE's own published examples ------------------------------------


def test_virtual_opponent_fide_examples() -> None:
    """The examples printed with the rule (FIDE tie-break regulations, unplayed games)."""
    # Example 1: round 3 of 9, P did not show up, had 1.5 after two rounds.
    assert virtual_opponent(1.5, 0.0, 3, 3) == 2.5
    assert virtual_opponent(1.5, 0.0, 3, 9) == 5.5
    # Example 2: round 6 of 9, P's opponent did not show up, P had 3.5 after five rounds.
    assert virtual_opponent(3.5, 1.0, 6, 6) == 3.5
    assert virtual_opponent(3.5, 1.0, 6, 9) == 5.0


def test_adjusted_scores_fide_2009_examples() -> None:
    """80th FIDE Congress 2009 minutes, item 7: A scores 6/9 with a default win in round 3 (2
    points after round 2): A's own round-3 contribution is 2 + 0 + 6 × 0.5 = 5, and A counts 5.5
    for the opponents. B, absent in round 7 with 4 after round 6, ends on 6: B's round-7
    contribution is 4 + 1 + 2 × 0.5 = 6, and B counts 6.5 for the opponents."""
    assert virtual_opponent(2.0, 1.0, 3, 9) == 5.0
    a = [RoundEntry(r, Entry.GAME, p, 99) for r, p in enumerate([1, 1, 1, 1, 0, 1, 1, 0, 0], 1)]
    a[2] = RoundEntry(3, Entry.FORFEIT, 1.0, None)
    assert sum(e.points for e in a) == 6 and adjusted_score(a) == 5.5
    assert virtual_opponent(4.0, 0.0, 7, 9) == 6.0
    b = [RoundEntry(r, Entry.GAME, p, 99) for r, p in enumerate([1, 1, 1, 1, 0, 0, 0, 1, 1], 1)]
    b[6] = RoundEntry(7, Entry.ABSENT, 0.0, None)
    assert sum(e.points for e in b) == 6 and adjusted_score(b) == 6.5


# ---- A small Swiss with a bye, a forfeit and a drop, computed by hand (FIDE 2009) ------------
#
# Five players A–E (seeds 1–5), three rounds:
#   R1: A–D 1-0, B–E ½-½, C bye (1 point)
#   R2: A–B 0-1, C–D forfeit win for C (D did not show), E bye
#   R3: B–C 1-0, A–E ½-½, D has dropped (absent)
# Scores: A 1½, B 2½, C 2, D 0, E 2.
# Scores the opponents count (unplayed rounds as ½): A 1½, B 2½, C 0+½+½ = 1, D 0+½+½ = 1,
# E ½+½+½ = 1½.
# Contributions (opponent score, own points) per round; virtual opponents by the formula:
#   A: D 1 (1), B 2½ (0), E 1½ (½)       → BH 5,   median 1½, SB 1 + 0 + 0.75    = 1.75
#   B: E 1½ (½), A 1½ (1), C 1 (1)       → BH 4,   median 1½, SB 0.75 + 1.5 + 1  = 3.25
#   C: bye R1: 0 + 0 + ½×2 = 1 (1); forfeit R2: 1 + 0 + ½×1 = 1½ (1); B 2½ (0)
#                                        → BH 5,   median 1½, SB 1 + 1.5 + 0     = 2.5
#   D: A 1½ (0); forfeit loss R2: 0 + 1 + ½ = 1½ (0); absent R3: 0 + 1 + 0 = 1 (0)
#                                        → BH 4,   median 1½, SB 0
#   E: B 2½ (½); bye R2: ½ + 0 + ½ = 1 (1); A 1½ (½)
#                                        → BH 5,   median 1½, SB 1.25 + 1 + 0.75 = 3
# Ranking (points, BH, median, SB): B 2½; then E and C on 2 with BH 5 and median 1½, E ahead
# on SB (3 > 2.5); A 1½; D 0.

A, B, C, D, E = 1, 2, 3, 4, 5


def small_swiss() -> list[list[Pairing]]:
    return [
        [
            Pairing("R1.1", 1, A, D, Result.win(0)),
            Pairing("R1.2", 1, B, E, Result.draw()),
            Pairing("R1.3", 1, C, BYE, Result.bye(1.0)),
        ],
        [
            Pairing("R2.1", 2, A, B, Result.win(1)),
            Pairing("R2.2", 2, C, D, Result.win(0, forfeit=True)),
            Pairing("R2.3", 2, E, BYE, Result.bye(1.0)),
        ],
        [
            Pairing("R3.1", 3, B, C, Result.win(0)),
            Pairing("R3.2", 3, A, E, Result.draw()),
        ],
    ]


def test_small_swiss_by_hand_with_the_2009_rule() -> None:
    table = standings(small_swiss(), [A, B, C, D, E], [BH, MBH, SB], 3, unplayed=Unplayed.FIDE_2009)
    got = {row.seed: (row.points, *row.tie_breaks) for row in table}
    assert got == {
        A: (1.5, 5.0, 1.5, 1.75),
        B: (2.5, 4.0, 1.5, 3.25),
        C: (2.0, 5.0, 1.5, 2.5),
        D: (0.0, 4.0, 1.5, 0.0),
        E: (2.0, 5.0, 1.5, 3.0),
    }
    assert [row.seed for row in table] == [B, E, C, A, D]
    c = next(row for row in table if row.seed == C)
    assert (c.played, c.wins, c.losses, c.byes) == (1, 1, 1, 1)  # the forfeit win counts as won


# ---- The same Swiss under FIDE C.07 (2024) Article 16 ----------------------------------------
#
# Voluntarily unplayed rounds: D's forfeit loss (R2) and absence (R3). C's bye and forfeit win
# and E's bye gave a win's points: unplayed, not voluntary.
# Opponents count real scores, except rounds with no opponent after the last round played or won:
# D's last such round is R1, so D's absence in R3 counts ½ (the forfeit loss had an opponent and
# stays 0): D counts ½; everyone else their score (A 1½, B 2½, C 2, E 2).
# Own unplayed rounds are games against a dummy opponent with the player's own score:
#   A: D ½ (1), B 2½ (0), E 2 (½)          → BH 5,   C1 4½ (cut D), M1 2, SB ½ + 0 + 1   = 1½
#   B: E 2 (½), A 1½ (1), C 2 (1)          → BH 5½,  C1 4,   M1 2, SB 1 + 1½ + 2        = 4½
#   C: dummy 2 (1), dummy 2 (1), B 2½ (0)  → BH 6½,  C1 4½,  M1 2, SB 2 + 2 + 0         = 4
#   D: A 1½ (0), dummy 0, dummy 0          → BH 1½,  C1 1½ (a VUR is cut), M1 0, SB 0
#   E: B 2½ (½), dummy 2 (1), A 1½ (½)     → BH 6,   C1 4½,  M1 2, SB 1¼ + 2 + ¾        = 4
# WIN counts every round worth a win, byes included: A 1, B 2, C 2, D 0, E 1.
# FIDE's reference implementation (the FIDE Technical Commission's TieBreakServer,
# tiebreakchecker.py -s -t PTS BH/V2024 BH/C1/V2024 BH/M1/V2024 SB/V2024 WIN/V2024) gives exactly
# these figures for this event written as a TRF-16 file: its answer is stored with the file
# (fixtures/tiebreakserver/small-swiss.trf) and ``test_reference.py`` compares them.


def test_small_swiss_with_fide_2024_article_16() -> None:
    table = standings(
        small_swiss(), [A, B, C, D, E], [BH, BHC1, MBH, SB, WINS], 3, unplayed=Unplayed.FIDE_2024
    )
    got = {row.seed: (row.points, *row.tie_breaks) for row in table}
    assert got == {
        A: (1.5, 5.0, 4.5, 2.0, 1.5, 1.0),
        B: (2.5, 5.5, 4.0, 2.0, 4.5, 2.0),
        C: (2.0, 6.5, 4.5, 2.0, 4.0, 2.0),
        D: (0.0, 1.5, 1.5, 0.0, 0.0, 0.0),
        E: (2.0, 6.0, 4.5, 2.0, 4.0, 1.0),
    }
    assert [row.seed for row in table] == [B, C, E, A, D]
    assert [row.shared for row in table] == [False, False, False, False, False]


# ---- The same Swiss under the 2026 amendment of Article 16 (the default) ----------------------
#
# As in 2024, except that an unplayed round's dummy opponent is capped: with a scheduled
# opponent (a forfeit) at that opponent's score as the opponents count it (Art. 16.4.1), without
# one (a bye, an absence) at a draw per round counted, ½ × 3 = 1½ (Art. 16.4.2).
#   A, B: every round played: as in 2024.
#   C: bye min(2, 1½) = 1½ (1), forfeit win over D min(2, ½) = ½ (1), B 2½ (0)
#                                          → BH 4½,  C1 4 (cut ½), M1 1½, SB 1½ + ½ + 0   = 2
#   D: A 1½ (0), forfeit loss min(0, 2) = 0, absent min(0, 1½) = 0
#                                          → BH 1½,  C1 1½ (a VUR is cut), M1 0, SB 0
#   E: B 2½ (½), bye min(2, 1½) = 1½ (1), A 1½ (½)
#                                          → BH 5½,  C1 4 (cut 1½), M1 1½, SB 1¼ + 1½ + ¾ = 3½
# E now ranks above C (Buchholz 5½ against 4½): under 2024 C's two unplayed rounds counted
# C's own 2 points each and put C ahead. FIDE's reference implementation gives these figures
# too (``test_reference.py`` checks it on this event among others).


def test_small_swiss_with_the_2026_amendment_of_article_16() -> None:
    table = standings(small_swiss(), [A, B, C, D, E], [BH, BHC1, MBH, SB, WINS], 3)
    got = {row.seed: (row.points, *row.tie_breaks) for row in table}
    assert got == {
        A: (1.5, 5.0, 4.5, 2.0, 1.5, 1.0),
        B: (2.5, 5.5, 4.0, 2.0, 4.5, 2.0),
        C: (2.0, 4.5, 4.0, 1.5, 2.0, 2.0),
        D: (0.0, 1.5, 1.5, 0.0, 0.0, 0.0),
        E: (2.0, 5.5, 4.0, 1.5, 3.5, 1.0),
    }
    assert [row.seed for row in table] == [B, E, C, A, D]


def test_a_bye_then_a_win_gives_buchholz_3_under_2024_and_2_under_2026() -> None:
    """Round 1: player 1 has the bye (1 point); round 2: player 1 beats player 2, who won
    round 1 and so has 1 point. Player 1's Buchholz: the bye's dummy opponent (2024: player 1's
    own 2 points; 2026: at most ½ × 2 rounds = 1) plus player 2's 1."""
    rounds = [
        [Pairing("R1.1", 1, 2, 3, Result.win(0)), Pairing("R1.2", 1, 1, BYE, Result.bye(1.0))],
        [Pairing("R2.1", 2, 1, 2, Result.win(0)), Pairing("R2.2", 2, 3, BYE, Result.bye(1.0))],
    ]
    by_rule = {
        rule: next(r for r in standings(rounds, [1, 2, 3], [BH], 2, unplayed=rule) if r.seed == 1)
        for rule in (Unplayed.FIDE_2024, Unplayed.FIDE_2026)
    }
    assert by_rule[Unplayed.FIDE_2024].tie_breaks == (3.0,)
    assert by_rule[Unplayed.FIDE_2026].tie_breaks == (2.0,)


def test_a_forfeit_win_counts_at_most_the_forfeiting_opponents_score_under_2026() -> None:
    """Art. 16.4.1: round 1, 1 beats 2 and 3 wins by forfeit against 4; round 2, 1 beats 3 and
    2 beats 4. Scores 2, 1, 1, 0. Player 3's forfeit round: 2024 a dummy opponent with 3's own
    score (1); 2026 at most 4's score as the opponents count it (0). Player 4's forfeit loss
    counts 0 under both (the lower of 4's own 0 and 3's 1)."""
    rounds = [
        [
            Pairing("R1.1", 1, 1, 2, Result.win(0)),
            Pairing("R1.2", 1, 3, 4, Result.win(0, forfeit=True)),
        ],
        [Pairing("R2.1", 2, 1, 3, Result.win(0)), Pairing("R2.2", 2, 2, 4, Result.win(0))],
    ]
    bh = {
        rule: {
            r.seed: r.tie_breaks[0] for r in standings(rounds, [1, 2, 3, 4], [BH], 2, unplayed=rule)
        }
        for rule in (Unplayed.FIDE_2024, Unplayed.FIDE_2026)
    }
    assert bh[Unplayed.FIDE_2024][3] == 1 + 2 and bh[Unplayed.FIDE_2026][3] == 0 + 2
    assert bh[Unplayed.FIDE_2024][4] == bh[Unplayed.FIDE_2026][4] == 0 + 1


def test_tie_break_titles_are_fides_acronyms() -> None:
    assert [t.label for t in TieBreak] == ["BH", "BH-C1", "BH-M1", "SB", "WIN"]


def test_standings_only_count_rounds_asked_for_and_skip_unfinished_games() -> None:
    rounds = small_swiss()
    after_one = {row.seed: row.points for row in standings(rounds, [A, B, C, D, E], [BH], 1)}
    assert after_one == {A: 1, B: 0.5, C: 1, D: 0, E: 0.5}
    rounds[2][0] = Pairing("R3.1", 3, B, C)  # B–C still being played
    live = {row.seed: row for row in standings(rounds, [A, B, C, D, E], [BH], 3)}
    assert live[B].points == 1.5 and live[C].points == 2.0
    assert live[B].played == 2  # the unfinished game is neither played nor missed


def test_a_tie_nothing_breaks_is_shared_and_ordered_by_seed() -> None:
    rounds = [[Pairing("R1.1", 1, 1, 2, Result.draw()), Pairing("R1.2", 1, 3, 4, Result.draw())]]
    table = standings(rounds, [1, 2, 3, 4], [BH, SB], 1)
    assert [(r.rank, r.seed, r.shared) for r in table] == [
        (1, 1, False),
        (1, 2, True),
        (1, 3, True),
        (1, 4, True),
    ]


@pytest.mark.parametrize("count", [0, 1, 2])
def test_median_buchholz_needs_three_scores_to_cut_under_the_2009_rule(count: int) -> None:
    rounds = [[Pairing(f"R{r}.1", r, 1, 2, Result.win(0))] for r in range(1, count + 1)]
    table = {
        row.seed: row
        for row in standings(rounds, [1, 2], [BH, MBH], count, unplayed=Unplayed.FIDE_2009)
    }
    assert table[1].tie_breaks[0] == table[1].tie_breaks[1]


@pytest.mark.parametrize(
    ("count", "bh", "cut1", "median"), [(0, 0, 0, 0), (1, 1, 0, 0), (2, 4, 2, 0), (3, 9, 6, 3)]
)
def test_cuts_take_one_value_each_while_rounds_remain_under_the_2024_rule(
    count: int, bh: float, cut1: float, median: float
) -> None:
    """Player 2 beats player 1 ``count`` times: player 1's Buchholz counts player 2's score
    (``count``) once per round; Cut-1 drops one such value, Median-1 two (while any remain)."""
    rounds = [[Pairing(f"R{r}.1", r, 1, 2, Result.win(1))] for r in range(1, count + 1)]
    table = {row.seed: row for row in standings(rounds, [1, 2], [BH, BHC1, MBH], count)}
    assert table[1].tie_breaks == (bh, cut1, median)
