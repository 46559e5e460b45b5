"""Swiss standings and Buchholz against a PUBLISHED crosstable: the FIDE Women's World Rapid
Championship 2024 (New York, 26–28 December 2024; 110 players, 11 rounds, Swiss system).

Sources:

* Official crosstable (chess-results): https://chess-results.com/tnr1074691.aspx?lan=1&art=1&flag=30
* The games: lichess-org/scalachess, ``test-kit/src/test/resources/FWWRC.pgn`` (the event's
  broadcast PGN; its round tags are ``round.board``, boards numbered again per playing hall).
* The published tie-breaks: lichess-org/scalachess,
  ``test-kit/src/test/resources/snapshot/tiebreak/official_tournament.txt``, written by
  ``TiebreakSnapshotTest`` ("Women's world rapid championship"), which cites the chess-results
  page above. It lists every player's final score, Buchholz Cut-1, Buchholz and average rating of
  opponents Cut-1: the event's tie-breaks, in that order. The chess-results page itself could not
  be fetched from here, so the values are as scalachess recorded them for that page; the scores
  and the top places agree with the press reports (Koneru Humpy first on 8½, six players on 8).

``fixtures/fwwrc_crosstable.json`` was derived by hand from the PGN (not under ``data/``, which
the repository's .gitignore excludes): per player the FIDE id (the stable id), the name, and per
round the result (W/D/L) and the opponent's FIDE id; plus the published score, Buchholz Cut-1
and Buchholz. No PGN text and no scalachess code is copied.

**Unplayed rounds: none.** The PGN holds 55 games in every one of the 11 rounds, i.e. each of the
110 players has a game in every round, and every player's published score equals the sum of those
11 game results (``test_the_crosstable_is_consistent``), so there was no bye, forfeit or absence.
The event fell under FIDE's tie-break regulations C.07 (approved by the FIDE Council in August
2023, see https://arbiters.fide.com/news/9119), which abolished the 2009 virtual opponent;
``standings.py`` now follows C.07 by default and keeps the 2009 rule as an option. With no
unplayed round the two rule sets coincide (Buchholz is then simply the sum of the
opponents' final scores), so every player is compared, not only those who played all rounds.

What is compared, for all 110 players: the score, Buchholz (our ``TieBreak.BUCHHOLZ``, through the
public ``tournament.standings``), and Buchholz Cut-1 (``TieBreak.BUCHHOLZ_CUT1``); our median
Buchholz (``TieBreak.MEDIAN_BUCHHOLZ``, BH-M1) is checked against the published Cut-1 minus the
highest opponent score our engine counts. The third published tie-break (average rating of opponents)
is not compared: our entrants have no ratings. Nor is the published order, which the ratings
break in places (e.g. Sliwicka and Jarocka, both 6 / 54½ / 58½).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Entrant, Format, Pairing, Result, TieBreak
from bot.engine.tournaments.core.standings import adjusted_score, round_entries
from tests.engine.tournaments.core.support import settings as make_settings

DATA = Path(__file__).parent / "fixtures" / "fwwrc_crosstable.json"
ROUNDS = 11
PLAYERS = 110
POINTS = {"W": 1.0, "D": 0.5, "L": 0.0}
OPPOSITE = {"W": "L", "D": "D", "L": "W"}


@dataclass(frozen=True, slots=True)
class Player:
    fide_id: int
    name: str
    score: float
    bh_cut1: float
    bh: float
    games: tuple[tuple[str, int], ...]  # per round: (W/D/L, opponent's FIDE id)


@cache
def crosstable() -> tuple[Player, ...]:
    data = json.loads(DATA.read_text(encoding="utf-8"))
    return tuple(
        Player(
            fide_id=int(p["id"]),
            name=str(p["name"]),
            score=float(p["score"]),
            bh_cut1=float(p["bh_cut1"]),
            bh=float(p["bh"]),
            games=tuple((g[0], int(g[1:])) for g in p["rounds"]),
        )
        for p in data["players"]
    )


@cache
def published_tournament() -> T.Tournament:
    """The event as a stored Swiss ``Tournament``: seeds 1–110 in the published order, the
    published pairings as its rounds and the results recorded against them."""
    players = crosstable()
    seed = {p.fide_id: i for i, p in enumerate(players, start=1)}
    settings = make_settings(
        Format.SWISS,
        rounds=ROUNDS,
        tie_breaks=(TieBreak.BUCHHOLZ, TieBreak.MEDIAN_BUCHHOLZ, TieBreak.BUCHHOLZ_CUT1),
    ).checked(len(players))
    entrants = tuple(Entrant(seed[p.fide_id], p.fide_id, p.name) for p in players)
    rounds: list[tuple[Pairing, ...]] = []
    results: dict[str, Pairing] = {}
    for r in range(1, ROUNDS + 1):
        paired: set[int] = set()
        boards: list[Pairing] = []
        for p in players:
            if p.fide_id in paired:
                continue
            outcome, opponent = p.games[r - 1]
            paired |= {p.fide_id, opponent}
            board = Pairing(f"R{r}.{len(boards) + 1}", r, seed[p.fide_id], seed[opponent])
            result = Result.draw() if outcome == "D" else Result.win(0 if outcome == "W" else 1)
            boards.append(board)
            results[board.key] = Pairing(board.key, r, board.a, board.b, result)
        rounds.append(tuple(boards))
    return T.Tournament(settings, entrants, tuple(rounds), results)


def test_the_crosstable_is_consistent() -> None:
    """The fixture is a complete Swiss crosstable: every game listed by both players with
    opposite results, nobody paired twice in a round or twice with the same opponent, and every
    published score equal to the player's 11 game results (so no round was unplayed)."""
    players = crosstable()
    by_id = {p.fide_id: p for p in players}
    assert len(players) == len(by_id) == PLAYERS
    for p in players:
        assert len(p.games) == ROUNDS, p.name
        assert len({opponent for _, opponent in p.games}) == ROUNDS, f"{p.name} met someone twice"
        for r, (outcome, opponent) in enumerate(p.games):
            assert opponent != p.fide_id
            assert by_id[opponent].games[r] == (OPPOSITE[outcome], p.fide_id), (p.name, r + 1)
        assert sum(POINTS[outcome] for outcome, _ in p.games) == p.score, p.name
    for r in range(ROUNDS):
        assert Counter(p.games[r][1] for p in players) == Counter(by_id.keys()), f"round {r + 1}"


def test_scores_and_buchholz_equal_the_published_table() -> None:
    t = published_tournament()
    assert T.finished(t)
    table = T.standings(t)
    name = {e.seed: e.name for e in t.entrants}
    assert len(table) == PLAYERS
    assert all((row.played, row.byes) == (ROUNDS, 0) for row in table)
    got = {name[row.seed]: (row.points, row.tie_breaks[0]) for row in table}
    assert got == {p.name: (p.score, p.bh) for p in crosstable()}


def test_buchholz_cut_1_equals_the_published_table() -> None:
    """Our Buchholz Cut-1 (BH-C1) equals the published one; our median Buchholz (BH-M1) is that
    Cut-1 without the highest opponent score our engine counts."""
    t = published_tournament()
    seeds = [e.seed for e in t.entrants]
    entries = round_entries(T.rounds(t), seeds, ROUNDS, round_robin=False)
    counted = {seed: adjusted_score(rows) for seed, rows in entries.items()}
    cut1: dict[str, float] = {}
    median_plus_highest: dict[str, float] = {}
    for row in T.standings(t):
        bh, median, our_cut1 = row.tie_breaks
        opponent_scores = [counted[e.opponent] for e in entries[row.seed] if e.opponent is not None]
        assert len(opponent_scores) == ROUNDS
        name = t.entrant(row.seed).name
        assert our_cut1 == bh - min(opponent_scores)
        cut1[name] = our_cut1
        median_plus_highest[name] = median + max(opponent_scores)
    published = {p.name: p.bh_cut1 for p in crosstable()}
    assert cut1 == published
    assert median_plus_highest == published
