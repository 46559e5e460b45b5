"""A strict reader of the TRF files ``export.trf`` writes, from FIDE's TRF-16 layout (FIDE
Handbook C.04 Annex 2; see ``bot/engine/tournaments/export.py``): every column where the format
puts it, every game seen from both sides alike, the points equal to the results. It reads the
file back into the rounds the tie-breaks count (``standings.RoundEntry``), so a test can compare
what an organiser's file says with what the bot showed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.engine.tournaments.core.standings import Entry, RoundEntry

HEADER_CODES = {
    "012", "022", "032", "042", "052", "062", "072", "082", "092", "102", "112", "122", "132",
    "142", "152", "162", "172", "182", "192", "202", "212", "222", "XXR", "###",
}  # fmt: skip
# result code → (points, played over the board, needs an opponent)
RESULTS = {
    "1": (1.0, True, True),
    "=": (0.5, True, True),
    "0": (0.0, True, True),
    "W": (1.0, True, True),
    "D": (0.5, True, True),
    "L": (0.0, True, True),
    "+": (1.0, False, True),
    "-": (0.0, False, True),
    "U": (1.0, False, False),
    "F": (1.0, False, False),
    "H": (0.5, False, False),
    "Z": (0.0, False, False),
}
MIRROR = {"1": "0", "0": "1", "=": "=", "W": "L", "L": "W", "D": "D", "+": "-", "-": "+-"}
TIE_BREAK_CODES = {"BH", "BH/C1", "BH/M1", "SB", "WIN"}


class TrfError(ValueError):
    """The file breaks the format; the message names the line."""


@dataclass(frozen=True, slots=True)
class Game:
    round: int
    opponent: int  # 0: none
    colour: str  # "w", "b" or "-"
    result: str


@dataclass(frozen=True, slots=True)
class Player:
    seed: int
    name: str
    points: float
    rank: int
    games: tuple[Game, ...]


@dataclass(frozen=True, slots=True)
class Report:
    records: dict[str, list[str]]  # header records: code → values
    players: dict[int, Player]

    @property
    def round_robin(self) -> bool:
        return "Round-Robin" in self.records["092"][0]

    @property
    def rounds(self) -> int:
        return len(next(iter(self.players.values())).games) if self.players else 0

    @property
    def tie_breaks(self) -> list[str]:
        return self.records["202"][0].split()


def _int(field: str, what: str, line_no: int) -> int:
    if not re.fullmatch(r" *\d+", field):
        raise TrfError(f"line {line_no}: {what} {field!r} is not a right-aligned number")
    return int(field)


def _blank(line: str, start: int, end: int, line_no: int) -> None:
    if line[start:end].strip():
        raise TrfError(f"line {line_no}: columns {start + 1}-{end} must be blank")


def _player(line: str, line_no: int) -> Player:
    if len(line) < 89:
        raise TrfError(f"line {line_no}: a 001 record has at least 89 columns")
    seed = _int(line[4:8], "the starting rank", line_no)
    _blank(line, 8, 14, line_no)
    name = line[14:47].rstrip()
    if not name:
        raise TrfError(f"line {line_no}: no name in columns 15-47")
    _blank(line, 47, 80, line_no)  # no rating, federation, FIDE id or birth date
    if not re.fullmatch(r" *\d+\.\d", line[80:84]):
        raise TrfError(f"line {line_no}: points {line[80:84]!r} are not written like 11.5")
    points = float(line[80:84])
    _blank(line, 84, 85, line_no)
    rank = _int(line[85:89], "the rank", line_no)
    _blank(line, 89, 91, line_no)
    games: list[Game] = []
    for r, start in enumerate(range(91, len(line), 10), start=1):
        block = line[start : start + 10].ljust(10)
        opponent = _int(block[0:4], f"round {r}'s opponent", line_no)
        colour, result = block[5], block[7]
        if block[4] != " " or block[6] != " " or block[8:] != "  ":
            raise TrfError(f"line {line_no}: round {r} is not 'nnnn c r' in 10 columns")
        if result not in RESULTS:
            raise TrfError(f"line {line_no}: round {r}'s result {result!r} is not a TRF code")
        needs_opponent = RESULTS[result][2]
        if needs_opponent != (opponent != 0) or (colour == "-") != (opponent == 0):
            raise TrfError(f"line {line_no}: round {r}: {opponent:04d} {colour} {result}")
        if colour not in "wb-":
            raise TrfError(f"line {line_no}: round {r}'s colour {colour!r} is not w, b or -")
        games.append(Game(r, opponent, colour, result))
    if sum(RESULTS[g.result][0] for g in games) != points:
        raise TrfError(f"line {line_no}: the points are not the sum of the results")
    return Player(seed, name, points, rank, tuple(games))


def read(text: str) -> Report:
    """The file, checked (``TrfError`` names the first fault)."""
    if "\r" in text or not text.endswith("\n"):
        raise TrfError("lines end with a line feed, the last one too")
    records: dict[str, list[str]] = {}
    players: dict[int, Player] = {}
    for line_no, line in enumerate(text.splitlines(), start=1):
        code = line[:3]
        if len(line) < 4 or line[3] != " " or line != line.rstrip():
            raise TrfError(f"line {line_no}: a record is a 3-character code, a space, a value")
        if code == "001":
            player = _player(line, line_no)
            if player.seed in players:
                raise TrfError(f"line {line_no}: starting rank {player.seed} twice")
            players[player.seed] = player
        elif code in HEADER_CODES:
            records.setdefault(code, []).append(line[4:])
        else:
            raise TrfError(f"line {line_no}: unknown record {code!r}")
    report = Report(records, players)
    _check(report)
    return report


def _check(report: Report) -> None:
    players = report.players
    for code in ("012", "042", "062", "092", "142", "202"):
        if code not in report.records:
            raise TrfError(f"no {code} record")
    if sorted(players) != list(range(1, len(players) + 1)):
        raise TrfError("starting ranks are not 1 to N")
    if int(report.records["062"][0]) != len(players):
        raise TrfError("062 does not give the number of players")
    if not re.fullmatch(r"\d{4}/\d\d/\d\d", report.records["042"][0]):
        raise TrfError("042 is not YYYY/MM/DD")
    if {len(p.games) for p in players.values()} - {report.rounds}:
        raise TrfError("players have different numbers of rounds")
    if int(report.records["142"][0]) < report.rounds:
        raise TrfError("142 gives fewer rounds than the players' lines")
    if set(report.tie_breaks) - TIE_BREAK_CODES:
        raise TrfError(f"202 has an unknown tie-break: {report.tie_breaks}")
    for p in players.values():
        for g in p.games:
            if g.opponent == 0:
                continue
            other = players.get(g.opponent)
            if other is None or g.opponent == p.seed:
                raise TrfError(f"player {p.seed}, round {g.round}: no opponent {g.opponent}")
            mirror = other.games[g.round - 1]
            if (
                mirror.opponent != p.seed
                or {mirror.colour, g.colour} != {"w", "b"}
                or mirror.result not in MIRROR[g.result]
            ):
                raise TrfError(f"players {p.seed} and {g.opponent} disagree on round {g.round}")


def entries(report: Report) -> dict[int, list[RoundEntry]]:
    """Every player's rounds as the tie-breaks count them: in a round robin a forfeit is a game
    against the scheduled opponent and a round without one (the rest round) is left out."""
    out: dict[int, list[RoundEntry]] = {}
    rr = report.round_robin
    for seed, player in report.players.items():
        rows: list[RoundEntry] = []
        for g in player.games:
            points, over_the_board, _ = RESULTS[g.result]
            if g.opponent and (over_the_board or rr):
                rows.append(RoundEntry(g.round, Entry.GAME, points, g.opponent))
            elif g.opponent:
                rows.append(RoundEntry(g.round, Entry.FORFEIT, points, None, g.opponent))
            elif not rr:
                kind = Entry.BYE if g.result in "UF" else Entry.ABSENT
                rows.append(RoundEntry(g.round, kind, points, None))
        out[seed] = rows
    return out
