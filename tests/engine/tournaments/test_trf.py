"""The TRF export (FIDE's Tournament Report File): its columns, what it writes for each kind
of round, a file of a running event, and the strict reader refusing files that break the format
(so the read-back tests in ``test_reference.py`` can fail)."""

from __future__ import annotations

from datetime import date

import pytest

from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Result, TieBreak
from bot.engine.tournaments.export import complete_rounds, trf
from tests.engine.tournaments import trf_reader
from tests.engine.tournaments.core.support import players, settings

DAY = date(2026, 11, 26)


def swiss(n: int = 5, rounds: int = 3, **kw: object) -> T.Tournament:
    return T.start(settings(Format.SWISS, rounds=rounds, **kw), players(n), seeding=T.Seeding.ENTRY)


def play_round(t: T.Tournament) -> T.Tournament:
    for p in T.ready(t):
        t = T.record(t, p.key, Result.win(0))
    return t


def test_the_header_and_the_player_columns() -> None:
    t = play_round(swiss(tie_breaks=(TieBreak.BUCHHOLZ_CUT1, TieBreak.SONNEBORN_BERGER)))
    text = trf(t, "Swiss Night", DAY)
    lines = text.splitlines()
    assert lines[:9] == [
        "012 Swiss Night",
        "042 2026/11/26",
        "062 5",
        "072 0",
        "092 Individual: Swiss-System",
        "142 3",
        "XXR 3",
        "202 BH/C1 SB",
        "### unplayed rounds in the tie-breaks: FIDE C.07 (2026) Article 16: dummy opponent "
        "capped (16.4.1, 16.4.2)",
    ]
    first = lines[9]
    assert first[:8] == "001    1" and first[14:47].rstrip() == "Player 1"
    rank = next(row.rank for row in T.standings(t) if row.seed == 1)
    assert first[80:84] == " 1.0" and first[85:89] == f"{rank:4d}"
    assert first[91:99] == "0003 w 1"  # TRF-16: opponent 92-95, colour 97, result 99
    report = trf_reader.read(text)
    assert report.rounds == 1 and report.tie_breaks == ["BH/C1", "SB"]


def test_each_kind_of_round_gets_its_code() -> None:
    """Five players: seed 5 gets the round-1 bye; in round 2 one game is forfeited and seed 1
    drops during round 3 (forfeiting it) and is absent in round 4; a late entrant with a
    half-point start joins during round 1."""
    t = swiss(5, 4, bye_points=0.5)
    t = T.enter_late(t, 9999, "Late Lee", points=0.5)
    t = play_round(t)
    round2 = T.ready(t)
    t = T.record(t, round2[0].key, Result.win(1, forfeit=True))
    for p in round2[1:]:
        t = T.record(t, p.key, Result.draw())
    t = T.drop(t, 1)
    t = play_round(play_round(t))
    report = trf_reader.read(trf(t, "Codes", DAY))
    codes = {seed: "".join(g.result for g in p.games) for seed, p in report.players.items()}
    bye = next(g for g in report.players[5].games if g.round == 1)
    assert (bye.opponent, bye.colour, bye.result) == (0, "-", "H")  # a pairing bye worth ½
    assert codes[6][0] == "H", "a late entrant's half-point start"
    first = round2[0]
    a, b = first.entrants
    assert (report.players[a].games[1].result, report.players[b].games[1].result) == ("-", "+")
    assert report.players[1].games[2].result == "-", "the round being played is forfeited"
    assert report.players[1].games[3].result == "Z", "absent after the drop"
    table = {row.seed: row for row in T.standings(t)}
    assert {s: p.points for s, p in report.players.items()} == {
        s: r.points for s, r in table.items()
    }
    assert {s: p.rank for s, p in report.players.items()} == {s: r.rank for s, r in table.items()}


def test_a_running_event_has_its_complete_rounds_only() -> None:
    t = play_round(swiss(6, 3))
    first, *_ = T.ready(t)
    t = T.record(t, first.key, Result.draw())  # round 2 still being played
    assert complete_rounds(t) == 1
    report = trf_reader.read(trf(t, "Live", DAY))
    assert report.rounds == 1 and report.records["142"] == ["3"]
    table = {row.seed: row.points for row in T.standings(t, through_round=1)}
    assert {s: p.points for s, p in report.players.items()} == table
    assert "052" not in report.records


def test_a_round_robin_writes_its_rest_rounds_and_forfeits() -> None:
    t = T.start(settings(Format.ROUND_ROBIN), players(3), seeding=T.Seeding.ENTRY)
    while not T.finished(t):
        p = T.ready(t)[0]
        t = T.record(t, p.key, Result.win(0, forfeit=p.round == 1))
    report = trf_reader.read(trf(t, "Triangle", DAY, DAY))
    assert report.round_robin and report.rounds == 3 and report.records["052"] == ["2026/11/26"]
    assert sorted(g.result for p in report.players.values() for g in p.games) == sorted("+-Z0101ZZ")


def test_names_are_cut_to_33_characters_and_kept_in_any_alphabet() -> None:
    long = "A" * 40
    t = T.start(
        settings(Format.SWISS, rounds=1),
        [(1, long), (2, "김민준"), (3, "Zoë")],
        seeding=T.Seeding.ENTRY,
    )
    report = trf_reader.read(trf(t, "Names", DAY))
    assert [p.name for p in report.players.values()] == ["A" * 33, "김민준", "Zoë"]


def test_a_bracket_has_no_trf() -> None:
    t = T.start(settings(Format.SINGLE), players(4))
    with pytest.raises(ValueError, match="bracket"):
        trf(t, "Cup", DAY)


@pytest.mark.parametrize(
    ("fault", "message"),
    [
        (lambda s: s.replace("001    2      ", "001    2     "), "columns"),
        (lambda s: s.replace(" 1.0    1", " 2.0    1", 1), "sum of the results"),
        (lambda s: s.replace("0003 w 1", "0003 b 1", 1), "disagree"),
        (lambda s: s.replace("0003 w 1", "0003 x 1", 1), "colour"),
        (lambda s: s.replace("062 5", "062 6"), "062"),
        (lambda s: s.replace("202 BH", "202 BH/C3"), "202"),
        (lambda s: s.replace("\n", "\r\n"), "line feed"),
        (lambda s: s + "XXX 1\n", "unknown record"),
    ],
)
def test_the_strict_reader_refuses_a_broken_file(fault: object, message: str) -> None:
    text = trf(play_round(swiss(tie_breaks=(TieBreak.BUCHHOLZ,))), "Broken", DAY)
    trf_reader.read(text)
    with pytest.raises(trf_reader.TrfError, match=message):
        trf_reader.read(fault(text))  # type: ignore[operator]
